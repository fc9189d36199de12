import type { SandboxMail, SandboxMailbox } from '../../ports';

/**
 * The sandbox server's mailbox as the app reads it in the demo (`npm start`): GET /sandbox/mailbox?to=
 * on the sandbox API, with the browser's credentials (so a browser test reads its own world's mail).
 */
export function serverMailbox(apiBaseUrl: string): SandboxMailbox {
  return {
    async messagesTo(email: string): Promise<readonly SandboxMail[]> {
      const address = encodeURIComponent(email);
      const response = await fetch(`${apiBaseUrl}/sandbox/mailbox?to=${address}`, { credentials: 'include' });
      if (!response.ok) return [];
      const mail = (await response.json()) as unknown;
      return Array.isArray(mail) ? (mail as SandboxMail[]) : [];
    },
  };
}
