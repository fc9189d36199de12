/**
 * What the build tells the entry point about the deployment (Vite's VITE_ variables, docs/deployment.md
 * "Configuration"): the API base, and the single-sign-on login host if the deployment has one.
 */
export interface BuildVariables {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_SSO_URL?: string;
  /** 'true': the API is the sandbox server (npm start), so the sign-in page offers the demo accounts. */
  readonly VITE_SANDBOX_SERVER?: string;
  /** The privacy policy's contact address; required against a real backend. */
  readonly VITE_SUPPORT_EMAIL?: string;
}

export interface Deployment {
  /** The API base without a trailing slash; null: the in-browser sandbox serves the API. */
  readonly apiBaseUrl: string | null;
  /** The origin of the single-sign-on login host (e.g. https://login.partner.example), when configured. */
  readonly ssoOrigin?: string;
  /** The API is the sandbox server (`npm run sandbox`): a demo, with its demo accounts and mailbox. */
  readonly sandboxServer: boolean;
  /** The privacy policy's contact; absent only where a sandbox is the backend (it has its own). */
  readonly supportEmail?: string;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function deploymentFrom(variables: BuildVariables): Deployment {
  const apiBaseUrl = variables.VITE_API_BASE_URL?.trim().replace(/\/+$/, '') || null;
  const ssoOrigin = originOf(variables.VITE_SSO_URL, 'VITE_SSO_URL');
  const sandboxServer = apiBaseUrl !== null && variables.VITE_SANDBOX_SERVER?.trim() === 'true';
  const supportEmail = supportEmailOf(variables.VITE_SUPPORT_EMAIL, apiBaseUrl !== null && !sandboxServer);
  return { apiBaseUrl, sandboxServer, ...(ssoOrigin ? { ssoOrigin } : {}), ...(supportEmail ? { supportEmail } : {}) };
}

/** A real backend's deployment must name the privacy policy's contact (docs/product.md section 1): no placeholder. */
function supportEmailOf(value: string | undefined, required: boolean): string | undefined {
  const email = value?.trim();
  if (!email) {
    if (required) throw new Error('VITE_SUPPORT_EMAIL must name the support e-mail address the privacy policy gives.');
    return undefined;
  }
  if (!EMAIL_SHAPE.test(email)) throw new Error(`VITE_SUPPORT_EMAIL must be an e-mail address, not "${email}".`);
  return email;
}

function originOf(url: string | undefined, name: string): string | undefined {
  const trimmed = url?.trim();
  if (!trimmed) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    throw new Error(`${name} must be an http(s) address, not "${trimmed}".`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`${name} must be an http(s) address, not "${trimmed}".`);
  return parsed.origin;
}
