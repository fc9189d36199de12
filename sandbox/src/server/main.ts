import { formerSnapshot } from './formerSnapshot';
import { SANDBOX_HELP, sandboxServerConfig } from './serverConfig';
import { SandboxFile } from './SandboxFile';
import { startSandboxServer } from './startSandboxServer';

/**
 * `npm run sandbox`: the sandbox backend as a real HTTP server, on origins of its own (see
 * serverConfig.ts for the settings). Every change is committed to the store before its answer goes out;
 * Ctrl+C, SIGTERM, SIGHUP or the end of the process that started it stops it. A store it cannot read stops it at start, with a message naming the file.
 */
async function main(): Promise<void> {
  const config = sandboxServerConfig(process.env, process.argv.slice(2));
  if (config.help) return console.log(SANDBOX_HELP);
  if (config.reset) SandboxFile.remove(config.stateFile);
  const imported = config.reset ? null : formerSnapshot(config.stateFile);
  const running = await startSandboxServer({
    host: config.host,
    port: config.port,
    appOrigins: config.appOrigins,
    stateFile: config.stateFile,
    log: (line) => console.log(line),
    ...(imported ? { formerState: imported.state } : {}),
    population: config.population,
  });
  const { origins } = running;
  console.log(
    [
      `Sandbox API        ${running.apiBase}`,
      `Card media         ${origins.media}/media/`,
      `Terms of use       ${origins.terms}/terms/demo-terms.html`,
      `Identity provider  ${origins.identityProvider}`,
      `App origins (CORS) ${config.appOrigins.join(', ')}`,
      `State              ${config.stateFile}${config.reset ? ' (reset to the seed)' : ''}${imported ? ` (taken from ${imported.path})` : ''}${config.population > 0 ? ` (${config.population} learners added)` : ''}`,
    ].join('\n'),
  );
  const stop = () => {
    void running.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.once('SIGHUP', stop);
  // The process that started it (`npm run sandbox`, whose script execs node) may end with a SIGKILL no
  // handler sees: the server, handed to another parent, stops too and lets its ports and store go.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop();
  }, 250).unref();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
