import { spawn } from 'node:child_process';
import { DEMO_ACCOUNTS } from '@sreo/sandbox';

/**
 * The dev server's start-up lines, up to its address lines and what it writes with them; it listens on a
 * port the system picks and is stopped once they are read.
 */
function startUpLines(mode: string[], variables: Record<string, string>): Promise<string> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')));
  const server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', ...mode, '--clearScreen', 'false'], {
    env: { ...env, NO_COLOR: '1', APP_PORT: '0', ...variables },
  });
  return new Promise((resolve, reject) => {
    let output = '';
    server.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      // The address lines and what follows them are written at once, before the server is stopped; what
      // is already written is still read after.
      if (output.includes('Network:')) server.kill();
    });
    server.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    server.on('error', reject);
    server.on('close', () => resolve(output));
  });
}

const [suggested] = DEMO_ACCOUNTS;

describe('the dev server says where to sign in', () => {
  it('given npm start (the sandbox server behind the app), when the dev server is up, then a line gives its address and the demo account to sign in as', async () => {
    const lines = await startUpLines(['--mode', 'server'], { SANDBOX_PORT: '8787' });

    expect(lines).toMatch(new RegExp(`Sign in at http://localhost:\\d+/app/ as ${suggested!.email}, password ${suggested!.password}\\n`));
  }, 60_000);

  it('given the in-page sandbox (npm run start:browser-sandbox), when the dev server is up, then the same line is there', async () => {
    const lines = await startUpLines([], {});

    expect(lines).toContain(`as ${suggested!.email}, password ${suggested!.password}`);
  }, 60_000);

  it('given a real backend, when the dev server is up, then no demo account is offered', async () => {
    const lines = await startUpLines([], { VITE_API_BASE_URL: 'https://api.example.org/sreo/v0.1', VITE_SUPPORT_EMAIL: 'help@example.org' });

    expect(lines).toContain('Local:');
    expect(lines).not.toContain('Sign in');
  }, 60_000);
});
