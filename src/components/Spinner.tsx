// The loading spinner (sizes small, medium and large; docs/site.md). Spinner.astro renders this
// same component to static HTML, so a page's shell and its islands show one spinner.
import type { ReactNode } from 'react';

type SpinnerSize = 'small' | 'medium' | 'large';

const RING: Record<SpinnerSize, string> = {
  small: 'size-4 border-2',
  medium: 'size-8 border-[3px]',
  large: 'size-12 border-4',
};

const LABEL: Record<SpinnerSize, string> = {
  small: 'text-sm',
  medium: 'text-[0.9375rem]',
  large: 'text-base',
};

export interface SpinnerProps {
  size?: SpinnerSize;
  /** What is loading, for screen readers; shown under the ring when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  className?: string;
}

export default function Spinner({
  size = 'medium',
  label = 'Loading…',
  showLabel = false,
  className = '',
}: SpinnerProps): ReactNode {
  return (
    <span
      role="status"
      className={['inline-flex flex-col items-center gap-3', className].filter(Boolean).join(' ')}
    >
      <span
        aria-hidden="true"
        className={`${RING[size]} block animate-spin rounded-full border-sand border-t-terracotta`}
      />
      <span className={showLabel ? `${LABEL[size]} text-muted` : 'sr-only'}>{label}</span>
    </span>
  );
}
