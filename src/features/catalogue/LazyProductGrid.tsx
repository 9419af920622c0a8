// The cards a listing renders once the shopper has changed it (ProductGrid, with the card markup, the
// cart and wishlist stores and the image placeholder). Until then the pre-rendered first page is on
// screen, so the grid's code is loaded on demand: use-listing.ts starts the load with the first
// request, and this stands in for the grid meanwhile (decision 110).
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';

let loading: Promise<typeof import('./ProductGrid.tsx')> | undefined;

/** The grid's module, loaded once; a failed load (the network) is tried again next time. */
export function loadProductGrid(): Promise<typeof import('./ProductGrid.tsx')> {
  loading ??= import('./ProductGrid.tsx').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

const Grid = lazy(() => loadProductGrid().then(({ ProductGrid }) => ({ default: ProductGrid })));

export function LazyProductGrid(props: ComponentProps<typeof Grid>): ReactNode {
  return (
    <Suspense fallback={<div className="min-h-96" />}>
      <Grid {...props} />
    </Suspense>
  );
}
