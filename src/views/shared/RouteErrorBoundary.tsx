import { Component, type ErrorInfo, type ReactNode } from 'react';
import { toAppError, type AppError } from '../../domain';
import { Button } from './Button';
import { ErrorPanel } from './ErrorPanel';

interface Props {
  children: ReactNode;
  /** A new key (the path) clears a shown failure, so navigating away recovers. */
  resetKey: string;
}

interface State {
  failure: AppError | null;
  key: string;
}

/**
 * A lazily loaded screen that fails to load (or throws while rendering) shows the catalogue's title
 * and text instead of a blank page.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failure: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: toAppError(error) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { failure: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    return (
      <ErrorPanel title={failure.title} text={failure.text}>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </ErrorPanel>
    );
  }
}
