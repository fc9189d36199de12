import { execFileSync } from 'node:child_process';
import { modes, serverBuildVariables, serverDist } from './sandboxModes';

/**
 * The server mode's build (`vite build --mode server`), pointed at the sandbox server's origins on the
 * port the browser tests use (sandboxModes.ts), so that a run on other ports builds to match.
 */
if (modes.includes('server')) {
  execFileSync('npx', ['vite', 'build', '--mode', 'server', '--outDir', serverDist, '--emptyOutDir'], {
    stdio: 'inherit',
    env: { ...process.env, ...serverBuildVariables() },
  });
}
