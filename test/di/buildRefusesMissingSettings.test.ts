import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** `vite build` with these build variables (and no others of the project's), into a folder of its own. */
function build(variables: Record<string, string>) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')));
  const outDir = join(mkdtempSync(join(tmpdir(), 'sreo-build-')), 'dist');
  return spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'error'], { env: { ...env, ...variables }, encoding: 'utf8', timeout: 120_000 });
}

describe('the build refuses a missing required setting', () => {
  it('given VITE_API_BASE_URL without VITE_SUPPORT_EMAIL, when the app is built, then the build fails and says which setting is missing', () => {
    const result = build({ VITE_API_BASE_URL: 'https://api.example.org/sreo/v0.1' });

    expect(result.status).not.toBe(0);
    expect(`${result.stdout}${result.stderr}`).toContain('VITE_SUPPORT_EMAIL must name the support e-mail address the privacy policy gives.');
  }, 120_000);
});
