import { SANDBOX_CLIENT_HEADER } from '@sreo/sandbox';

/**
 * What every sandbox-only call (`/sandbox/*`) carries, in every browser suite (Chromium's fixtures.ts
 * and the other engines' e2e/engines): the sandbox server refuses one without it.
 */
export const SANDBOX_CLIENT: Readonly<Record<string, string>> = { [SANDBOX_CLIENT_HEADER]: '1' };
