import { sandboxServerConfig } from './serverConfig';
import { SandboxFile } from './SandboxFile';

/**
 * `npm run sandbox:backup -- <file>`: copies the sandbox server's store (SANDBOX_STATE) to a new file,
 * while the server runs or not. To restore, stop the server and put the copy in the store's place.
 */
function backup(args: readonly string[]): void {
  const [to, ...rest] = args;
  if (!to || rest.length > 0) throw new Error('Name the new file to write: npm run sandbox:backup -- backups/sandbox.sqlite');
  const { stateFile } = sandboxServerConfig(process.env, []);
  SandboxFile.backup(stateFile, to);
  console.log(`Backed up ${stateFile} to ${to}`);
}

try {
  backup(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
