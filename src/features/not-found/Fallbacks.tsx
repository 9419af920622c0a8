// What the 404 page draws after asking the API about /products/{slug} or /categories/{slug}: the
// product or category when it exists (published after the last build), 'Product Not Found' or
// 'Category Not Found' when it does not, and a way to try again when the API could not be reached.
import { useEffect, useRef, type ReactNode } from 'react';
import type { Category, Product, ProductSummary } from '@contract/catalogue.ts';
import { PRODUCT_GRID_CLASS, ProductCard } from '../catalogue/index.ts';
import { initProductView, ProductView } from '../product/index.ts';

export function ProductFallback({
  product,
  chatFallbackUrl,
}: {
  product: Product;
  chatFallbackUrl: string;
}): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const view = ref.current?.querySelector<HTMLElement>('[data-product-view]');
    // Price and stock were read a moment ago.
    if (view) initProductView(view, { refresh: false });
  }, []);
  return (
    <div ref={ref} className="shell pt-6 pb-20 sm:pt-8">
      <ProductView
        product={product}
        reviews={null}
        url={new URL(`/products/${encodeURIComponent(product.slug)}`, location.origin).href}
        chatFallbackUrl={chatFallbackUrl}
      />
    </div>
  );
}

export function CategoryFallback({
  category,
  products,
  total,
}: {
  category: Category;
  products: ProductSummary[];
  total: number;
}): ReactNode {
  // The cards are the listing's own; the card script, installed before the lookup, works their buttons.
  const all = `/products?category=${encodeURIComponent(category.slug)}`;
  return (
    <div>
      <section aria-labelledby="category-title" className="border-b border-sand/70 bg-cream/60">
        <div className="shell py-14 sm:py-16">
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-2 text-sm text-muted">
              <li>
                <a href="/" className="hover:text-terracotta hover:underline">
                  Home
                </a>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <a href="/categories" className="hover:text-terracotta hover:underline">
                  Categories
                </a>
              </li>
            </ol>
          </nav>
          <h1
            id="category-title"
            className="mt-4 text-4xl leading-tight font-medium text-charcoal sm:text-5xl"
          >
            {category.name}
          </h1>
          {category.description && (
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted">{category.description}</p>
          )}
        </div>
      </section>
      <div className="shell py-12 sm:py-16">
        {products.length > 0 ? (
          <>
            <ul className={PRODUCT_GRID_CLASS}>
              {products.map((product) => (
                <li key={product.id} className="flex">
                  <ProductCard product={product} headingLevel="h2" />
                </li>
              ))}
            </ul>
            {total > products.length && (
              <p className="mt-10 text-center">
                <a href={all} className="btn btn-outline px-7">
                  See all {total} pieces
                </a>
              </p>
            )}
          </>
        ) : (
          <p className="rounded-2xl bg-white p-8 text-center text-muted">
            New pieces are on their way to this collection. Please check back soon.
          </p>
        )}
      </div>
    </div>
  );
}

function Message({ title, text, children }: { title: string; text: string; children: ReactNode }): ReactNode {
  return (
    <section
      aria-labelledby="lookup-title"
      className="shell flex flex-col items-center py-24 text-center sm:py-32"
    >
      <p className="font-display text-7xl font-medium text-terracotta sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 id="lookup-title" className="mt-4 text-3xl font-medium text-charcoal sm:text-4xl">
        {title}
      </h1>
      <p className="mt-4 max-w-md text-lg leading-relaxed text-muted">{text}</p>
      <div className="mt-9 flex flex-col gap-3 sm:flex-row">{children}</div>
    </section>
  );
}

export const MISSING = {
  product: { title: 'Product Not Found', text: "The product you're looking for doesn't exist." },
  category: { title: 'Category Not Found', text: "The category you're looking for doesn't exist." },
} as const;

export function Missing({ kind }: { kind: 'product' | 'category' }): ReactNode {
  const { title, text } = MISSING[kind];
  return (
    <Message title={title} text={text}>
      {kind === 'product' ? (
        <a href="/products" className="btn btn-primary px-7">
          Browse Products
        </a>
      ) : (
        <a href="/categories" className="btn btn-primary px-7">
          Browse Categories
        </a>
      )}
    </Message>
  );
}

export function LoadFailed({ kind, onRetry }: { kind: 'product' | 'category'; onRetry(): void }): ReactNode {
  return (
    <Message
      title={kind === 'product' ? 'We could not load this product' : 'We could not load this category'}
      text="Please check your connection and try again."
    >
      <button type="button" onClick={onRetry} className="btn btn-primary px-7">
        Try Again
      </button>
      <a href={kind === 'product' ? '/products' : '/categories'} className="btn btn-outline px-7">
        {kind === 'product' ? 'Browse Products' : 'Browse Categories'}
      </a>
    </Message>
  );
}
