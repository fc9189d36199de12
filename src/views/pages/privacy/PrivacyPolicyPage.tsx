import { APP_CONFIG, type AppConfig } from '../../../ports';
import { LearnerSession } from '../../../presenters/app/LearnerSession';
import { usePresenter } from '../../container/ContainerContext';
import { usePageTitle } from '../../hooks/usePageTitle';
import { PRODUCT_NAME } from '../../productName';
import styles from './PrivacyPolicyPage.module.scss';
import { PATHS } from '../../../domain';
import { Link } from '../../shared/Link';

/** The privacy policy (docs/product.md sections 1 and 9), for signed-in and signed-out visitors alike. */
export function PrivacyPolicyPage() {
  usePageTitle('Privacy Policy');
  const session = usePresenter(LearnerSession);
  // docs/product.md section 1's support e-mail, as the deployment configures it.
  const { supportEmail } = usePresenter<AppConfig>(APP_CONFIG);
  return (
    <main className={styles.page}>
      <article className={styles.card}>
        {/* The way back first, in view on a phone and a laptop, not under the whole policy. */}
        <p className={styles.back}>
          <Link to={session.loggedIn ? PATHS.start : PATHS.signIn}>
            <span aria-hidden="true">← </span>
            {session.loggedIn ? "Back to Today's Cards" : 'Back to Sign in'}
          </Link>
        </p>
        <h1>Privacy Policy</h1>
        <p className={styles.updated}>Last updated August 19, 2022</p>
        <p>
          {PRODUCT_NAME} is a study service that a partner organisation (your employer, school or course) provides to
          its learners. The company behind it is in the United States.
        </p>
        <h2>What we collect</h2>
        <p>
          Your e-mail address, name and username; the partner you belong to; the cards you study and how you answer
          them; your reminder and notification choices; and feedback you send us.
        </p>
        <h2>Why</h2>
        <p>
          To schedule your cards, show your progress and your partner&apos;s reports, send the reminders you ask for,
          and keep the service working. Where your partner enables it, usage analytics help us improve the app.
        </p>
        <h2>Children</h2>
        <p>The service is not for people under 13, and we do not knowingly collect information from them.</p>
        <h2>Contact</h2>
        <p>
          Questions about your data: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
      </article>
    </main>
  );
}
