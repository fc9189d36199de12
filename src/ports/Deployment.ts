/**
 * What the deployment, chosen by the host name the app is served from (docs/product.md section 9), tells the
 * use cases. The browser binds it to the environment of src/di/environments.ts.
 */
export interface Deployment {
  /** The app identifier: sent as `uuid` with a sign-up by application. */
  readonly appId: string;
  /** Where the identity provider sends the learner back after single sign-on (the app's own base). */
  readonly redirectUrl: string;
  /** Whether start-up signs in with the token kept from an earlier visit (docs/product.md section 4). */
  readonly autoSignIn: boolean;
}

export const DEPLOYMENT = Symbol.for('Deployment');
