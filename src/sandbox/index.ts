export { SandboxServer, type SandboxServerOptions } from './SandboxServer';
export type { MailMessage, SandboxResponse, SandboxStorage } from './types';

/** The inversify token of the SandboxServer instance the memory adapters call (bound by the container's creator). */
export const SANDBOX_SERVER = Symbol.for('SandboxServer');
