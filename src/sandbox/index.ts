export { SandboxServer, SANDBOX_STORAGE_KEY, type SandboxServerOptions } from './SandboxServer';
export {
  AUTH_TOKEN_HEADER,
  type MailMessage,
  type SandboxClock,
  type SandboxRequest,
  type SandboxResponse,
  type SandboxStorage,
} from './types';
export { DEMO_ACCOUNTS } from './demoAccounts';
export { DEMO_INVITE_CODE, DEMO_PASSWORD, EXPIRED_INVITE_CODE } from './demoData';
export { PASSWORD_RULE_MESSAGE } from './validation';

/** The inversify token of the SandboxServer instance the memory adapters call (bound by the container's creator). */
export const SANDBOX_SERVER = Symbol.for('SandboxServer');
