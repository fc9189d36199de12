export { SandboxServer, type SandboxServerOptions } from './SandboxServer';
export { callSandbox, type SandboxAnswer, type SandboxCall } from './http/callSandbox';
export { SANDBOX_CLIENT_HEADER, type MailMessage, type SandboxStorage } from './types';
export { DEMO_ACCOUNTS, SANDBOX_APP_CONFIG } from './demoAccounts';
export { DEMO_PASSWORD } from './demoData';
export { PASSWORD_RULE_MESSAGE } from './validation';

/** The inversify token of the SandboxServer instance the memory adapters call (bound by the container's creator). */
export const SANDBOX_SERVER = Symbol.for('SandboxServer');
