// Line icons for the product islands on the same 24 px grid as src/components/Icon.astro (shapes after
// the Lucide set, ISC licence). Decorative: the button or text beside each one carries the meaning.
// The stroke comes from the `i` rule in global.css.
import type { ReactNode } from 'react';
import type { NamedIconProps } from '../../components/stroke-icon.tsx';

const paths = {
  star: 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95Z',
  heart:
    'M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z',
  share: 'M4 12v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8M16 6l-4-4-4 4M12 2v13',
  chat: 'M7.9 20A9 9 0 1 0 4 16.1L2 22Z',
  minus: 'M5 12h14',
  plus: 'M12 5v14M5 12h14',
  left: 'm15 18-6-6 6-6',
  right: 'm9 18 6-6-6-6',
  close: 'M18 6 6 18M6 6l12 12',
  zoomIn: 'M11 8v6M8 11h6M21 21l-4.3-4.3M19 11a8 8 0 1 1-16 0 8 8 0 0 1 16 0Z',
  zoomOut: 'M8 11h6M21 21l-4.3-4.3M19 11a8 8 0 1 1-16 0 8 8 0 0 1 16 0Z',
  expand: 'M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7',
  bag: 'M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4ZM3 6h18M16 10a4 4 0 0 1-8 0',
  truck:
    'M10 17h4V5H2v12h3M20 17h2v-3.34a4 4 0 0 0-1.17-2.83L19 9h-5v8h1M5 17.5a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0M15 17.5a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0',
  shield: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10M9 12l2 2 4-4',
  returns: 'M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8M3 3v5h5',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 20, filled = false, className }: NamedIconProps<IconName>): ReactNode {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      className={className ? `${filled ? 'i-fill' : 'i'} ${className}` : filled ? 'i-fill' : 'i'}
    >
      <path d={paths[name]} />
    </svg>
  );
}
