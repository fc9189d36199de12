import { Navigate, Route, Routes } from 'react-router-dom';
import { DECK_ROUTE_PATTERN, PATHS } from '../domain';
import { AnswerOutbox } from '../presenters/answering/AnswerOutbox';
import { usePresenter } from './container/ContainerContext';
import { AppShell } from './layout/AppShell';
import { LibraryGuard, PerformanceGuard } from './layout/RouteGuards';
import { lazyPage } from './lazyPage';
// Logout is not a chunk of its own: a learner who is offline must still be able to sign out.
import { LogoutPage } from './pages/auth/LogoutPage';
import { PrivacyPolicyPage } from './privacyPolicyPage';

// Each signed-in screen loads on its first visit, in its own chunk.
const WelcomeBackPage = lazyPage(() => import('./pages/WelcomeBackPage'), (m) => m.WelcomeBackPage);
const StudyPage = lazyPage(() => import('./pages/study/StudyPage'), (m) => m.StudyPage);
const CongratulationPage = lazyPage(() => import('./pages/study/CongratulationPage'), (m) => m.CongratulationPage);
const DeckListPage = lazyPage(() => import('./pages/library/DeckListPage'), (m) => m.DeckListPage);
const DeckDetailPage = lazyPage(() => import('./pages/library/DeckDetailPage'), (m) => m.DeckDetailPage);
const ResourcesPage = lazyPage(() => import('./pages/library/ResourcesPage'), (m) => m.ResourcesPage);
const LibraryTourPage = lazyPage(() => import('./pages/library/LibraryTourPage'), (m) => m.LibraryTourPage);
const PerformancePage = lazyPage(() => import('./pages/performance/PerformancePage'), (m) => m.PerformancePage);
const PreferencesPage = lazyPage(() => import('./pages/preferences/PreferencesPage'), (m) => m.PreferencesPage);
const FeedbackPage = lazyPage(() => import('./pages/feedback/FeedbackPage'), (m) => m.FeedbackPage);
const TourPage = lazyPage(() => import('./pages/tour/TourPage'), (m) => m.TourPage);
const SettingsPage = lazyPage(() => import('./pages/settings/SettingsPage'), (m) => m.SettingsPage);
const UpdatePasswordPage = lazyPage(() => import('./pages/settings/UpdatePasswordPage'), (m) => m.UpdatePasswordPage);

/**
 * The signed-in route table, inside the shell (menu, drawer, tab bar). Loaded once a learner is signed
 * in, in a chunk of its own, so the shell is not on the sign-in page's critical path.
 */
export function SignedInRoutes() {
  // From here on the outbox sends the answers waiting on this device: now, and whenever the connection returns.
  usePresenter(AnswerOutbox);
  return (
    <Routes>
      <Route path={PATHS.signIn} element={<Navigate to={PATHS.start} replace />} />
      <Route path={PATHS.logout} element={<LogoutPage />} />
      {/* Signed-in screens, inside the shell (menu, drawer, tab bar). */}
      <Route element={<AppShell />}>
        <Route path={PATHS.start} element={<WelcomeBackPage />} />
        <Route path={PATHS.study} element={<StudyPage />} />
        <Route path={PATHS.congratulation} element={<CongratulationPage />} />
        <Route path={PATHS.preferences} element={<PreferencesPage />} />
        <Route path={PATHS.feedback} element={<FeedbackPage />} />
        <Route path={PATHS.tour} element={<TourPage />} />
        <Route path={PATHS.settings} element={<SettingsPage />} />
        <Route path={PATHS.updatePassword} element={<UpdatePasswordPage />} />
        <Route path={PATHS.privacyPolicy} element={<PrivacyPolicyPage />} />
        <Route element={<LibraryGuard />}>
          <Route path={PATHS.library} element={<DeckListPage />} />
          <Route path={DECK_ROUTE_PATTERN} element={<DeckDetailPage />} />
          <Route path={PATHS.libraryResources} element={<ResourcesPage />} />
          <Route path={PATHS.libraryTour} element={<LibraryTourPage />} />
        </Route>
        <Route element={<PerformanceGuard />}>
          <Route path={PATHS.performance} element={<PerformancePage />} />
        </Route>
      </Route>
      <Route path="*" element={<Navigate to={PATHS.start} replace />} />
    </Routes>
  );
}
