import { SANDBOX_CLIENT_HEADER, type MailMessage } from '../types';

/**
 * The sandbox server's mailbox as the app reads it in the demo (`npm start`): GET /sandbox/mailbox?to=
 * on the sandbox API, with the browser's credentials (so a browser test reads its own world's mail) and
 * the sandbox-only header (the server refuses the call without it, and from any origin but the app's).
 */
export function serverMailbox(apiBaseUrl: string): (email: string) => Promise<readonly MailMessage[]> {
  return async (email) => {
    const response = await fetch(`${apiBaseUrl}/sandbox/mailbox?to=${encodeURIComponent(email)}`, { credentials: 'include', headers: { [SANDBOX_CLIENT_HEADER]: '1' } });
    if (!response.ok) return [];
    const mail = (await response.json()) as unknown;
    return Array.isArray(mail) ? (mail as MailMessage[]) : [];
  };
}
