// Every public route of the storefront, in one list. The accessibility check visits
// each one and the size budget (scripts/checks/size-budget.ts) gives each built page its JavaScript budget.
//
// `pending` marks a route whose page is not built yet: its checks show up as fixme instead of failing
// while it answers 404. Once the page exists the checks run anyway; delete `pending` then, so that the
// page disappearing again is a failure rather than a quiet fixme.
//
// `{slug}` stands for a real product or category, picked from the API when a test runs.

/** Gzipped JavaScript a page may load, in bytes (1 kB = 1,000 bytes). */
export const JS_BUDGET = {
  /**
   * Pages that are text and links: the header and chat-button logic, nothing more, most of it loaded
   * once the page has loaded (decision 136), with the loader that holds early presses back
   * (page-scripts.ts). Half a kilobyte more since the cart follows a signed-in customer's account and
   * the compare tray shows on every page (decision 208).
   */
  content: 10_500,
  /**
   * The 404 page: a content page, and the lookup that draws a product or category published after the
   * build in the browser (not-found.script.ts, about 1 kB with the list of files it fetches for those
   * addresses; React and the product view load on demand, only for them).
   */
  notFound: 12_500,
  /** Gallery, cart, wishlist and share islands. */
  product: 80_000,
  /**
   * The product listings (/products, /categories, /categories/{slug}): the layout's scripts (6.4 kB, what
   * a content page loads), Astro's island loader and the intent directive. React (about 70 kB) and the
   * listing's own code load when the shopper turns to its controls (decision 101), the API client and
   * the cards a changed listing renders after that (decision 110). This budget holds the listing to
   * what it is, so that React coming back up front fails (decisions 101 and 110 have the figures).
   */
  listing: 20_000,
  /**
   * The lead forms (/consultation, /contact): the layout's scripts, the island loader and the intent
   * directive. React and the form load when the visitor turns to the form (decision 101); the calls and
   * the reading of the server's field errors (zod/mini) when they send (decision 111). Like the
   * listings' budget, it fails if React comes back up front (decisions 101 and 110 have the figures).
   */
  form: 15_000,
  /**
   * The other pages that are a whole React application (cart, account): React's runtime is about
   * 72 kB of it. Set by decision 110 and raised by decision 135, which puts the product cards' script
   * in the page shell that every page loads.
   */
  app: 125_000,
  /**
   * The back office's shell (/admin): React, TanStack Router, Query and Table, the staff sign-in, the
   * layout and the route tree, loaded up front; each screen's own code (the dashboard's charts, the
   * product editor and its schemas) comes later, on demand, and is not counted here (decision 093). No
   * storefront page loads any of it (scripts/checks/size-budget.ts checks).
   */
  admin: 165_000,
} as const;

export type BudgetName = keyof typeof JS_BUDGET;

/**
 * How many files deep a page's own scripts may import (1: scripts that import nothing the page does not
 * ask for itself; 2: what they import imports nothing more). A phone fetches each level in turn while
 * the page's stylesheet and main image are still coming (decision 135). Since decision 136 a page's
 * scripts are one level: the page shell's script imports nothing, a page's own script imports only
 * that, and what they start comes once the page has loaded.
 */
export const SCRIPT_DEPTH: Partial<Record<BudgetName, number>> = {
  content: 1,
  notFound: 1,
  listing: 1,
  form: 1,
  product: 1,
};

export interface PublicRoute {
  path: string;
  name: string;
  /** HTTP status the site answers with; 200 unless stated. */
  status?: 200 | 404;
  /** Why the page is not there yet; remove once it is built. */
  pending?: string;
  budget?: BudgetName;
}

/** The storefront's own screens. */
export const publicRoutes: PublicRoute[] = [
  { path: '/', name: 'Home', budget: 'content' },
  { path: '/products', name: 'Product listing', budget: 'listing' },
  { path: '/products/{slug}', name: 'Product detail', budget: 'product' },
  { path: '/categories', name: 'Category listing', budget: 'listing' },
  { path: '/categories/{slug}', name: 'Category page', budget: 'listing' },
  { path: '/about', name: 'About', budget: 'content' },
  { path: '/contact', name: 'Contact', budget: 'form' },
  { path: '/consultation', name: 'Consultation', budget: 'form' },
  { path: '/privacy', name: 'Privacy policy', budget: 'content' },
  { path: '/terms', name: 'Terms of service', budget: 'content' },
  { path: '/cart', name: 'Cart', budget: 'app' },
  { path: '/callback', name: 'Sign-in callback (no sign-in under way)', budget: 'app' },
  { path: '/profile', name: 'Profile (signed out)', budget: 'app' },
  { path: '/projects', name: 'Projects (signed out)', budget: 'app' },
  // A project's design quote (decision 191); the island reads the project from the query.
  { path: '/projects/quote', name: 'Project quote (signed out)', budget: 'app' },
  { path: '/wishlist', name: 'Wishlist (signed out)', budget: 'app' },
  // The compare page (decision 205): the device's list, or the products its link names.
  { path: '/compare', name: 'Compare (device list)', budget: 'app' },
  // Pages the menus name (Order History, the sign-in failure page); the site has them.
  { path: '/orders', name: 'Order history (signed out)', budget: 'app' },
  { path: '/login', name: 'Sign-in start', budget: 'app' },
  // Checkout and an order's page (docs/orders.md); the payment window's script loads only on paying.
  { path: '/checkout', name: 'Checkout (empty cart)', budget: 'app' },
  { path: '/orders/view', name: 'Order page (no order named)', budget: 'app' },
  { path: '/this-page-does-not-exist', name: '404 page', status: 404, budget: 'notFound' },
];

/**
 * Pages the footer links to, each a content page of its own.
 */
export const footerRoutes: PublicRoute[] = [
  '/team',
  '/careers',
  '/press',
  '/services/interior-design',
  '/services/space-planning',
  '/services/products',
  '/help',
  '/shipping',
  '/returns',
  '/cookies',
  '/disclaimer',
].map((path) => ({
  path,
  name: 'Footer page',
  budget: 'content' as const,
}));

export const allRoutes: PublicRoute[] = [...publicRoutes, ...footerRoutes];

/**
 * The back office: one static shell for every /admin/* address (decision 050). It is not a storefront
 * page (the accessibility check of the storefront does not visit it; the admin journeys do), but the
 * size budget measures it.
 */
export const adminRoutes: PublicRoute[] = [{ path: '/admin', name: 'Back office shell', budget: 'admin' }];

/** Whether a built page's URL path is an instance of the route (`{slug}` matches one segment). */
export function routeMatches(route: PublicRoute, pathname: string): boolean {
  if (route.status === 404) return pathname === '/404';
  const pattern = route.path
    .split('/')
    .map((segment) => (segment === '{slug}' ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}/?$`).test(pathname);
}
