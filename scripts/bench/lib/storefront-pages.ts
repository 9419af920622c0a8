// The storefront pages the browser benchmarks measure (Lighthouse, the scripts' start): the home page,
// the listing, the first product and the first category the site links to, and the consultation form.

/** The first link on a page that `pattern` captures (the first product on the home page). */
async function firstLink(pageUrl: string, pattern: RegExp): Promise<string | null> {
  const response = await fetch(pageUrl);
  if (!response.ok) return null;
  return pattern.exec(await response.text())?.[1] ?? null;
}

/**
 * Each page's label and address on `siteUrl`; the product and category pages are left out when the
 * site links to none. `only` keeps the pages whose labels it names (any case).
 */
export async function storefrontPages(siteUrl: string, only?: string[]): Promise<[string, string][]> {
  const productPath = await firstLink(siteUrl, /href="(\/products\/[^"/?#]+)"/);
  const categoryPath = await firstLink(`${siteUrl}/categories`, /href="(\/categories\/[^"/?#]+)"/);
  const pages: [string, string][] = [
    ['Home', `${siteUrl}/`],
    ['Listing', `${siteUrl}/products`],
    ...(productPath ? ([['Product', `${siteUrl}${productPath}`]] as [string, string][]) : []),
    ...(categoryPath ? ([['Category', `${siteUrl}${categoryPath}`]] as [string, string][]) : []),
    ['Consultation', `${siteUrl}/consultation`],
  ];
  const wanted = only?.map((label) => label.toLowerCase());
  return wanted ? pages.filter(([label]) => wanted.includes(label.toLowerCase())) : pages;
}
