import { observer } from 'mobx-react-lite';
import { Navigate, Outlet } from 'react-router-dom';
import { PATHS } from '../../domain';
import { FeatureAccess } from '../../presenters/shell/FeatureAccess';
import { usePresenter } from '../container/ContainerContext';

/**
 * docs/product.md sections 2 and 6: the library routes exist only if the partner enables the library and the
 * learner is not mid-session; a guarded-out path goes to Today's Cards.
 */
export const LibraryGuard = observer(function LibraryGuard() {
  const access = usePresenter(FeatureAccess);
  return access.libraryAllowed ? <Outlet /> : <Navigate to={PATHS.start} replace />;
});

/** /performance: only if the partner enables user performance and the learner is not mid-session. */
export const PerformanceGuard = observer(function PerformanceGuard() {
  const access = usePresenter(FeatureAccess);
  return access.performanceAllowed ? <Outlet /> : <Navigate to={PATHS.start} replace />;
});
