// The Specifications tab, which says 'No specifications available for this product.' when a product has
// none. Rendered without hydration.
import type { ReactNode } from 'react';
import type { Product } from '@contract/catalogue.ts';

export const NO_SPECIFICATIONS = 'No specifications available for this product.';

export function SpecificationsPanel({
  specifications,
}: {
  specifications: Product['specifications'];
}): ReactNode {
  if (specifications.length === 0) return <p className="text-muted">{NO_SPECIFICATIONS}</p>;
  return (
    <table className="w-full max-w-3xl overflow-hidden rounded-2xl bg-white text-left text-sm ring-1 ring-sand/60">
      <caption className="sr-only">Specifications</caption>
      <tbody className="spec-rows">
        {specifications.map((row, index) => (
          <tr key={`${row.name}-${index}`}>
            <th scope="row" className="spec-name">
              {row.name}
            </th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
