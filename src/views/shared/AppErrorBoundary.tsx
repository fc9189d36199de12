import { Component, type ErrorInfo, type ReactNode } from 'react';
import { toAppError, type AppError } from '../../domain';
import { CrashPanel } from './CrashPanel';

interface Props {
  children: ReactNode;
  /** Where a crash is reported (the composition root passes the error-tracing port). */
  onError: (error: unknown, context: { componentStack: string }) => void;
}

interface State {
  failure: AppError | null;
}

/**
 * The outermost boundary: anything the app throws while rendering, and no inner boundary caught, shows
 * the catalogue's generic error and is reported, instead of leaving a blank page.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { failure: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failure: toAppError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError(error, { componentStack: info.componentStack ?? '' });
  }

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    return (
      <main>
        <CrashPanel failure={failure} />
      </main>
    );
  }
}
