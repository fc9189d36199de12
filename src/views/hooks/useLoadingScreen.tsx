import type { ReactNode } from 'react';
import { ErrorPanel } from '../shared/ErrorPanel';
import { usePageTitle } from './usePageTitle';

/**
 * What a learner can do when a screen's load failed, under the catalogue's words (docs/product.md section
 * 8): offline, the catalogue's row speaks of the server, so this says that the browser is offline.
 */
const FAILED_LOAD_ADVICE = 'Nothing you have done is lost. Try again now, or come back in a few minutes.';
const FAILED_LOAD_OFFLINE_ADVICE = 'You are offline. Nothing you have done is lost. Try again once the connection is back.';

/**
 * A screen that loads names itself once, here: the browser's title is its name (or `title`, where the
 * product names the page otherwise), and while its load has failed the title and the screen's heading
 * over the failure's panel say the screen, then the failure (decision 0191). Returns the panel, given
 * what the learner can do next (Try again), which it says in words first (decision 0295); nothing while
 * no load has failed.
 */
export function useLoadingScreen(
  name: string,
  failure: { readonly title: string; readonly text: string; readonly offline?: boolean } | null,
  title = name,
): (actions?: ReactNode) => ReactNode {
  usePageTitle(title, failure);
  return (actions) =>
    failure && (
      <ErrorPanel screen={name} title={failure.title} text={failure.text}>
        <p>{failure.offline ? FAILED_LOAD_OFFLINE_ADVICE : FAILED_LOAD_ADVICE}</p>
        {actions}
      </ErrorPanel>
    );
}
