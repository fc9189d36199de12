import { useEffect } from 'react';
import { PRODUCT_NAME } from '../productName';

/** Browser page titles are the page name followed by the product name (docs/product.md section 1). */
function pageTitle(pageName: string): string {
  return `${pageName} | ${PRODUCT_NAME}`;
}

export function usePageTitle(pageName: string): void {
  useEffect(() => {
    document.title = pageTitle(pageName);
  }, [pageName]);
}
