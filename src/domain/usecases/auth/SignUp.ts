import { inject, injectable } from 'inversify';
import type { User } from '../../entities';
import { AUTH_API, DEPLOYMENT, type AuthApi, type Deployment } from '../../../ports';
import { SignIn } from './SignIn';

export interface SignUpInput {
  readonly email: string;
  readonly password: string;
  readonly username: string;
  /** Optional for an application; an invited learner gives the code from the invitation. */
  readonly inviteCode?: string;
}

function cleaned(input: SignUpInput) {
  const code = input.inviteCode?.trim();
  return { email: input.email.trim(), pws: input.password, username: input.username.trim(), inviteCode: code ? code : undefined };
}

/** Sign-up by application (five inputs: uuid, e-mail, password, username, optional invite code), then sign-in. */
@injectable()
export class SignUpByApplication {
  constructor(
    @inject(AUTH_API) private readonly auth: AuthApi,
    @inject(SignIn) private readonly signIn: SignIn,
    @inject(DEPLOYMENT) private readonly deployment: Deployment,
  ) {}

  async execute(input: SignUpInput): Promise<User> {
    // The uuid is the app identifier of the deployment's configuration (docs/product.md section 9).
    await this.auth.signUpByApplication({ uuid: this.deployment.appId, ...cleaned(input) });
    // docs/product.md section 4: sign-up is followed by a sign-in with the same credentials.
    return this.signIn.execute({ email: input.email, password: input.password });
  }
}

/** Sign-up by invitation (four inputs: e-mail, password, username, invite code), then sign-in. */
@injectable()
export class SignUpByInvitation {
  constructor(
    @inject(AUTH_API) private readonly auth: AuthApi,
    @inject(SignIn) private readonly signIn: SignIn,
  ) {}

  async execute(input: SignUpInput): Promise<User> {
    await this.auth.signUpByInvitation(cleaned(input));
    return this.signIn.execute({ email: input.email, password: input.password });
  }
}
