import { Component, type ErrorInfo, type ReactNode } from 'react';
import { toAppError, type AppError } from '../../domain';
import { ERROR_TRACING, type ErrorTracing } from '../../ports';
import { usePresenter } from '../container/ContainerContext';
import { CrashPanel } from './CrashPanel';

interface Props {
  children: ReactNode;
  /** A new key (the path) clears a shown failure, so navigating away recovers. */
  resetKey: string;
}

interface BoundaryProps extends Props {
  /** Where a crash is reported: the error-tracing port, as for the top-level AppErrorBoundary. */
  onError: (error: unknown, context: { componentStack: string }) => void;
}

interface State {
  failure: AppError | null;
  key: string;
}

/**
 * A lazily loaded screen that fails to load (or throws while rendering) shows the catalogue's title
 * and text instead of a blank page, and the crash is reported through the ERROR_TRACING port.
 */
export function RouteErrorBoundary({ children, resetKey }: Props) {
  const errorTracing = usePresenter<ErrorTracing>(ERROR_TRACING);
  return (
    <ScreenErrorBoundary resetKey={resetKey} onError={(error, context) => errorTracing.report(error, context)}>
      {children}
    </ScreenErrorBoundary>
  );
}

class ScreenErrorBoundary extends Component<BoundaryProps, State> {
  override state: State = { failure: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: toAppError(error) };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { failure: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError(error, { componentStack: info.componentStack ?? '' });
  }

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    return <CrashPanel failure={failure} />;
  }
}
