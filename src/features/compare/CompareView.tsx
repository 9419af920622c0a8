// /compare (docs/compare-and-recently-viewed.md): up to four products side by side. With `?ids=` in
// the address it shows those (a shared link, the same on any device); without, the device's compare
// list. A client-only island on a static shell, like /wishlist.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { Product } from '@contract/catalogue.ts';
import Spinner from '../../components/Spinner.tsx';
import { errorCatalogueMessage } from '../../lib/api.ts';
import { PLACEHOLDER_IMAGE } from '../../lib/placeholder-image.ts';
import { toast } from '../toasts/index.ts';
import { fetchComparison } from './compare-api.ts';
import { COMPARE_MAX, COMPARE_MESSAGES, compareLink, idsFromLink } from './compare-list.ts';
import { $compareIds, saveCompareIds } from './compare-store.ts';
import { comparisonRows } from './compare-table.ts';

type Loaded =
  { status: 'loading' } | { status: 'ready'; products: Product[] } | { status: 'error'; message: string };

/** The ids the page shows: the address's when it names any, else the device's list. */
function useShownIds(): { ids: readonly string[]; fromLink: boolean; remove: (id: string) => void } {
  const stored = useStore($compareIds);
  const [link, setLink] = useState(() => idsFromLink(new URLSearchParams(location.search).get('ids')));
  // A shared link stays the page's subject even once every product in it is removed.
  const [fromLink] = useState(() => link.ids.length > 0);
  useEffect(() => {
    if (link.truncated) toast.error(COMPARE_MESSAGES.tooManyInLink);
  }, [link.truncated]);
  const remove = (id: string) => {
    if (!fromLink) {
      saveCompareIds(stored.filter((other) => other !== id));
      return;
    }
    const ids = link.ids.filter((other) => other !== id);
    setLink({ ids, truncated: false });
    history.replaceState(null, '', ids.length ? `/compare?ids=${ids.join(',')}` : '/compare');
  };
  return { ids: fromLink ? link.ids : stored, fromLink, remove };
}

function useComparison(ids: readonly string[], fromLink: boolean): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const key = ids.join(',');
  useEffect(() => {
    let current = true;
    fetchComparison(key ? key.split(',') : [])
      .then(({ products, missing }) => {
        if (!current) return;
        setLoaded({ status: 'ready', products });
        // Products the shop no longer shows leave the device's list.
        if (missing.length > 0 && !fromLink)
          saveCompareIds($compareIds.get().filter((id) => !missing.includes(id)));
      })
      .catch((error: unknown) => {
        if (current)
          setLoaded({
            status: 'error',
            message: errorCatalogueMessage(error, 'Could not load the comparison'),
          });
      });
    return () => {
      current = false;
    };
  }, [key, fromLink]);
  return loaded;
}

function Empty(): ReactNode {
  return (
    <div className="rounded-3xl bg-cream p-10 text-center">
      <h2 className="text-2xl font-medium text-charcoal">Nothing to compare yet</h2>
      <p className="mx-auto mt-3 max-w-md text-muted">
        Choose “Add to compare” on up to {COMPARE_MAX} products, then come back here to see them side by side.
      </p>
      <a href="/products" className="btn btn-primary mt-6 px-7">
        Browse products
      </a>
    </div>
  );
}

async function copyLink(ids: readonly string[]): Promise<void> {
  try {
    await navigator.clipboard.writeText(compareLink(location.origin, ids));
    toast.success(COMPARE_MESSAGES.copied);
  } catch {
    toast.error(COMPARE_MESSAGES.copyFailed);
  }
}

function ProductHead({ product, onRemove }: { product: Product; onRemove: () => void }): ReactNode {
  const href = `/products/${encodeURIComponent(product.slug)}`;
  return (
    <th
      scope="col"
      className="sticky top-0 z-10 min-w-44 bg-white p-4 text-left align-top font-normal sm:min-w-56"
    >
      <img
        src={product.thumbnail_url ?? product.image_url ?? PLACEHOLDER_IMAGE}
        alt=""
        width={400}
        height={400}
        className="aspect-square w-full max-w-40 rounded-xl bg-cream object-cover"
      />
      <a href={href} className="mt-3 block font-semibold text-charcoal hover:text-terracotta">
        {product.name}
      </a>
      <button
        type="button"
        onClick={onRemove}
        className="mt-2 min-h-8 text-sm font-semibold text-muted underline underline-offset-4 hover:text-terracotta"
      >
        Remove<span className="sr-only"> {product.name}</span>
      </button>
    </th>
  );
}

function Table({ products, onRemove }: { products: Product[]; onRemove: (id: string) => void }): ReactNode {
  const rows = comparisonRows(products);
  return (
    <div
      role="region"
      aria-label="Product comparison"
      tabIndex={0}
      className="max-h-[80vh] overflow-auto rounded-3xl border border-sand bg-white focus-visible:outline-2 focus-visible:outline-teal"
    >
      <table data-compare-table="" className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-sand">
            <td className="sticky top-0 left-0 z-20 min-w-28 bg-white" />
            {products.map((product) => (
              <ProductHead key={product.id} product={product} onRemove={() => onRemove(product.id)} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={`${row.spec ? 'spec' : 'fact'}:${row.label}`}
              className="border-b border-sand last:border-0"
            >
              <th
                scope="row"
                className="sticky left-0 bg-cream p-4 text-left align-top font-semibold text-charcoal"
              >
                {row.label}
              </th>
              {row.values.map((value, index) => (
                <td key={products[index]!.id} className="p-4 align-top text-charcoal">
                  {value || <span className="text-muted">—</span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function CompareView(): ReactNode {
  const { ids, fromLink, remove } = useShownIds();
  const loaded = useComparison(ids, fromLink);
  if (ids.length === 0) return <Empty />;
  if (loaded.status === 'loading') return <Spinner size="large" label="Loading the comparison…" showLabel />;
  if (loaded.status === 'error')
    return <p className="rounded-2xl bg-cream p-6 text-center text-charcoal">{loaded.message}</p>;
  // A product just removed leaves at once, before the comparison is read again.
  const products = loaded.products.filter((product) => ids.includes(product.id));
  if (products.length === 0) return <Empty />;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted" aria-live="polite">
          {products.length === 1
            ? 'Add another product to compare it with.'
            : `Comparing ${products.length} products.`}
        </p>
        <button
          type="button"
          onClick={() => void copyLink(products.map((product) => product.id))}
          className="btn btn-outline min-h-11 px-5"
        >
          Copy link
        </button>
      </div>
      <Table products={products} onRemove={remove} />
    </div>
  );
}
