// The site's link structure (docs/site.md): the header navigation and the footer's link groups.

interface NavLink {
  label: string;
  href: string;
}

export const mainNav: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Products', href: '/products' },
  { label: 'Categories', href: '/categories' },
  { label: 'Consultation', href: '/consultation' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
];

export const footerGroups: { title: string; links: NavLink[] }[] = [
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: '/about' },
      { label: 'Our Team', href: '/team' },
      { label: 'Careers', href: '/careers' },
      { label: 'Press', href: '/press' },
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'Interior Design', href: '/services/interior-design' },
      { label: 'Free Consultation', href: '/consultation' },
      { label: 'Space Planning', href: '/services/space-planning' },
      { label: 'Furniture & Decor', href: '/services/products' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Centre', href: '/help' },
      { label: 'Contact Us', href: '/contact' },
      { label: 'Shipping', href: '/shipping' },
      { label: 'Returns', href: '/returns' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
      { label: 'Cookie Policy', href: '/cookies' },
      { label: 'Disclaimer', href: '/disclaimer' },
    ],
  },
];

/**
 * Header rule: '/' is active only on an exact match, every other item on a path-prefix match.
 * The prefix is matched by whole segments, so /products is active on /products/teak-sofa but
 * not on /products-archive.
 */
export function isActivePath(currentPath: string, href: string): boolean {
  const path = currentPath.length > 1 ? currentPath.replace(/\/+$/, '') : currentPath;
  if (href === '/') return path === '/' || path === '';
  return path === href || path.startsWith(`${href}/`);
}
