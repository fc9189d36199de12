import { useEffect } from 'react';
import { PRODUCT_NAME } from '../productName';

/**
 * Browser page titles are the page name followed by the product name (docs/product.md section 1); a screen
 * whose content failed to load says the screen, then the failure's title.
 */
function pageTitle(pageName: string, failure?: { readonly title: string } | null): string {
  return `${failure ? `${pageName}: ${failure.title}` : pageName} | ${PRODUCT_NAME}`;
}

export function usePageTitle(pageName: string, failure?: { readonly title: string } | null): void {
  const title = pageTitle(pageName, failure);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
