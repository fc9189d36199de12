import type { AppError } from '../../domain';
import { Button } from './Button';
import { ErrorPanel } from './ErrorPanel';

/** What an error boundary shows once something crashed: the catalogue's title and text, and Reload. */
export function CrashPanel({ failure }: { failure: AppError }) {
  return (
    <ErrorPanel title={failure.title} text={failure.text}>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </ErrorPanel>
  );
}
