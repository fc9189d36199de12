/** The simulated identity provider's pages: plain, accessible HTML with no script. */

const STYLE =
  'body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#eef1f6;color:#1f2933}' +
  'main{background:#fff;padding:2rem;border-radius:12px;max-width:26rem;box-shadow:0 2px 10px rgba(0,0,0,.08)}' +
  'h1{font-size:1.3rem;margin:0 0 .75rem}a.button{display:inline-block;background:#1f5f8b;color:#fff;padding:.6rem 1.2rem;border-radius:8px;text-decoration:none;font-weight:600}' +
  'a.button:focus-visible{outline:3px solid #f5a623;outline-offset:2px}p{line-height:1.5}.secondary{margin-left:1rem;color:#1f5f8b}';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export interface PendingSignIn {
  readonly email: string;
  readonly returnUrl: string;
  readonly cancelUrl: string;
}

/** The provider's sign-in page for a sign-in the app sent; null: the request is not valid (any more). */
export function identityProviderPage(pending: PendingSignIn | null): string {
  if (!pending) {
    return page(
      'Sign-in request not valid | Demo identity provider',
      '<h1>This sign-in request is not valid</h1><p>It has expired, was already used, or leads back to an address this provider does not know. Go back to the app and sign in again.</p>',
    );
  }
  return page(
    'Sign in | Demo identity provider',
    `<h1>Demo identity provider</h1><p>Your organisation signs you in here. Continue as <strong>${escape(pending.email)}</strong>?</p>` +
      `<p><a class="button" href="${escape(pending.returnUrl)}">Continue</a><a class="secondary" href="${escape(pending.cancelUrl)}">Cancel</a></p>`,
  );
}

/** The login page a single-sign-on gateway sends an ended session to. */
export function gatewayLoginPage(): string {
  return page(
    'Session ended | Demo identity provider',
    '<h1>Your single sign-on session has ended</h1><p>Reload the app to sign in again through your organisation.</p>',
  );
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
