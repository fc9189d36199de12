import { lazyPage } from './lazyPage';

/** The privacy policy, signed in or out (docs/product.md section 2), loaded on its first visit. */
export const PrivacyPolicyPage = lazyPage(() => import('./pages/privacy/PrivacyPolicyPage'), (m) => m.PrivacyPolicyPage);
