// Description, Specifications and Reviews as WAI-ARIA tabs, the first one open;
// product-tabs.script.ts switches them.
import type { ReactNode } from 'react';
import { panelId, tabId, TABS, type Tab } from './product-tabs.ts';

interface Props {
  reviewCount: number;
  description: ReactNode;
  specifications: ReactNode;
  reviews: ReactNode;
}

export function ProductTabs({ reviewCount, description, specifications, reviews }: Props): ReactNode {
  const labels: Record<Tab, string> = {
    description: 'Description',
    specifications: 'Specifications',
    reviews: `Reviews (${reviewCount})`,
  };
  const headings: Record<Tab, string> = {
    description: 'Description',
    specifications: 'Specifications',
    reviews: 'Reviews',
  };
  const panels: Record<Tab, ReactNode> = { description, specifications, reviews };

  return (
    <div data-tabs="">
      <div
        role="tablist"
        aria-label="Product information"
        className="flex gap-1 overflow-x-auto overflow-y-hidden border-b border-sand [scrollbar-width:none]"
      >
        {TABS.map((tab, index) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-controls={panelId(tab)}
            aria-selected={index === 0}
            tabIndex={index === 0 ? 0 : -1}
            className="product-tab"
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      {TABS.map((tab, index) => (
        <div
          key={tab}
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          tabIndex={0}
          hidden={index !== 0}
          className="tab-panel"
        >
          {/* The page's outline: h1 the product, h2 each panel, h3 what a panel holds. */}
          <h2 className="sr-only">{headings[tab]}</h2>
          {panels[tab]}
        </div>
      ))}
    </div>
  );
}
