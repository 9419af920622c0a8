// Home / Products / category. Rendered without hydration; its links are the page's
// trail, and the same trail is the page's BreadcrumbList (src/lib/seo.ts).
import type { ReactNode } from 'react';
import type { CategoryRef } from '@contract/catalogue.ts';

interface Crumb {
  name: string;
  href: string;
}

export const productTrail = (category: Pick<CategoryRef, 'name' | 'slug'> | null): Crumb[] => [
  { name: 'Home', href: '/' },
  { name: 'Products', href: '/products' },
  ...(category ? [{ name: category.name, href: `/categories/${encodeURIComponent(category.slug)}` }] : []),
];

export function Breadcrumb({ trail }: { trail: Crumb[] }): ReactNode {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
        {trail.map((crumb, index) => (
          <li key={crumb.href} className="crumb">
            {index > 0 && (
              <span aria-hidden="true" className="text-brass">
                /
              </span>
            )}
            <a href={crumb.href} className="crumb-link">
              {crumb.name}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
