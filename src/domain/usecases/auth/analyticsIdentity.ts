import type { User } from '../../entities';
import type { Analytics, ErrorTracing } from '../../../ports';

/**
 * Who the analytics and error reports are about, once signed in. Analytics hears of the learner only
 * where the partner enables external analytics; the error report carries the id alone (no e-mail).
 */
export function identifyLearner(user: User, analytics: Analytics, errorTracing: ErrorTracing): void {
  if (user.partner.enableExternalAnalytics) {
    analytics.identify(String(user.id), { partner: user.partner.name });
  }
  errorTracing.setUser(String(user.id));
}
