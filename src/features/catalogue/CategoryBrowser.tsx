// The category listing once hydrated (docs/catalogue.md): a search box and the grid/list toggle over
// the parent categories with their subcategories and the Other Categories group. It starts from the
// categories the page was built with and refreshes them from the API, so counts and categories
// published since the last build show up; if that refresh fails, the built ones stay on screen under
// 'Error Loading Categories'.
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import type { Category } from '@contract/catalogue.ts';
import { StrokeIcon } from '../../components/stroke-icon.tsx';
import { filterGroups, groupCategories } from './category-groups.ts';
import { controlClass, ViewToggle, type View } from './ListingParts.tsx';

const href = (category: Category) => `/categories/${encodeURIComponent(category.slug)}`;
const pieces = (count: number) => `${count} ${count === 1 ? 'piece' : 'pieces'}`;

function Subcategories({ parent, items }: { parent: Category; items: Category[] }): ReactNode {
  if (items.length === 0) return null;
  return (
    <ul aria-label={`${parent.name} subcategories`} className="relative z-10 mt-4 flex flex-wrap gap-2">
      {items.map((child) => (
        <li key={child.id}>
          <a
            href={href(child)}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-teal/40 bg-white px-3.5 py-1.5 text-sm font-semibold text-teal transition-colors duration-150 hover:border-teal hover:bg-teal-soft"
          >
            {child.name}
            <span className="text-xs font-medium text-muted">{child.product_count}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function CategoryCard({
  category,
  subcategories = [],
  heading: Heading,
}: {
  category: Category;
  subcategories?: Category[];
  heading: 'h2' | 'h3';
}): ReactNode {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-soft ring-1 ring-sand/60 transition-shadow duration-200 hover:shadow-lift has-[h2_a:focus-visible,h3_a:focus-visible]:outline-2 has-[h2_a:focus-visible,h3_a:focus-visible]:outline-offset-3 has-[h2_a:focus-visible,h3_a:focus-visible]:outline-teal group-data-[view=list]/categories:flex-row">
      <div className="pattern-jaali aspect-[4/3] shrink-0 overflow-hidden group-data-[view=list]/categories:aspect-square group-data-[view=list]/categories:w-28 sm:group-data-[view=list]/categories:w-44">
        {category.image_url && (
          <img
            src={category.image_url}
            alt=""
            width={800}
            height={800}
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition-transform duration-250 ease-out group-hover:scale-[1.03]"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <Heading className="text-xl leading-snug font-medium text-charcoal">
          <a
            href={href(category)}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
          >
            {category.name}
          </a>
        </Heading>
        <p className="mt-0.5 text-sm text-muted">{pieces(category.product_count)}</p>
        {category.description && (
          <p className="mt-3 line-clamp-2 text-[0.9375rem] leading-relaxed text-muted">
            {category.description}
          </p>
        )}
        <Subcategories parent={category} items={subcategories} />
      </div>
    </article>
  );
}

const GRID = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3 group-data-[view=list]/categories:grid-cols-1';

export default function CategoryBrowser({ categories: built }: { categories: Category[] }): ReactNode {
  const uid = useId();
  const [categories, setCategories] = useState(built);
  const [refreshFailed, setRefreshFailed] = useState(false);
  const [query, setQuery] = useState('');
  const [view, setView] = useState<View>('grid');

  useEffect(() => {
    let cancelled = false;
    // The API client is not needed to show the pre-rendered groups: it comes after hydration, on demand.
    import('../../lib/api.ts').then(
      ({ getCategories, toApiError }) =>
        getCategories().then(
          (fresh) => {
            if (!cancelled) setCategories(fresh);
          },
          (error: unknown) => {
            console.error(toApiError(error).describe());
            if (!cancelled) setRefreshFailed(true);
          },
        ),
      (error: unknown) => {
        console.error('Categories: could not load the API client', error);
        if (!cancelled) setRefreshFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const grouped = useMemo(() => groupCategories(categories), [categories]);
  const shown = useMemo(() => filterGroups(grouped, query), [grouped, query]);
  const count = shown.groups.reduce((sum, group) => sum + 1 + group.children.length, 0) + shown.others.length;
  const searching = query.trim() !== '';

  return (
    <div className="group/categories" data-view={view}>
      <div className="flex flex-wrap items-center gap-3" data-needs-js="">
        <div className="relative min-w-60 flex-1 sm:max-w-md">
          <label htmlFor={`${uid}-search`} className="sr-only">
            Search categories
          </label>
          <StrokeIcon
            strokeWidth="2"
            strokeLinecap="round"
            focusable="false"
            className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-muted"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </StrokeIcon>
          <input
            id={`${uid}-search`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search categories"
            autoComplete="off"
            className={`${controlClass} pl-11`}
          />
        </div>
        <p
          role="status"
          aria-atomic="true"
          className={searching ? 'text-sm font-medium text-muted' : 'sr-only'}
        >
          {searching ? `${count} ${count === 1 ? 'category' : 'categories'} found` : ''}
        </p>
        <div className="ml-auto">
          <ViewToggle view={view} onChange={setView} />
        </div>
      </div>

      {refreshFailed && (
        <div
          role="alert"
          className="mt-6 flex flex-col items-start gap-4 rounded-2xl bg-terracotta-soft p-5 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 className="text-lg font-semibold text-charcoal">Error Loading Categories</h2>
            <p className="mt-1 text-charcoal">Something went wrong while loading categories.</p>
          </div>
          <button type="button" className="btn btn-primary shrink-0" onClick={() => window.location.reload()}>
            Try Again
          </button>
        </div>
      )}

      {count === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-2xl bg-cream/70 px-6 py-16 text-center">
          <h2 className="text-2xl font-medium text-charcoal">No categories found</h2>
          <p className="mt-3 max-w-md text-muted">
            {searching
              ? 'Try another word, or clear the search to see every category.'
              : 'Our collections are being arranged. Please check back soon.'}
          </p>
          {searching && (
            <button type="button" className="btn btn-outline mt-6" onClick={() => setQuery('')}>
              Clear search
            </button>
          )}
        </div>
      ) : (
        <>
          {shown.groups.length > 0 && (
            <ul className={`mt-8 ${GRID}`}>
              {shown.groups.map((group) => (
                <li key={group.parent.id}>
                  <CategoryCard category={group.parent} subcategories={group.children} heading="h2" />
                </li>
              ))}
            </ul>
          )}
          {shown.others.length > 0 && (
            <section aria-labelledby={`${uid}-others`} className="mt-14">
              <h2 id={`${uid}-others`} className="text-2xl font-medium text-charcoal">
                Other Categories
              </h2>
              <ul className={`mt-6 ${GRID}`}>
                {shown.others.map((category) => (
                  <li key={category.id}>
                    <CategoryCard category={category} heading="h3" />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
