import { inject, injectable } from 'inversify';
import { AUTH_API, type AuthApi } from '../../../ports';
import { inChangePassword } from '../../errors';

/** Asks the server to e-mail a password-reset link (POST /auth/pws/reset). */
@injectable()
export class RequestPasswordReset {
  constructor(@inject(AUTH_API) private readonly auth: AuthApi) {}

  async execute({ email }: { email: string }): Promise<void> {
    await this.auth.requestPasswordReset(email.trim());
  }
}

/** Sets a new password with the secret from the e-mailed link (POST /auth/pws/upd). */
@injectable()
export class SetPasswordFromSecret {
  constructor(@inject(AUTH_API) private readonly auth: AuthApi) {}

  async execute({ secret, password }: { secret: string; password: string }): Promise<void> {
    await this.auth.setPasswordFromSecret(secret.trim(), password);
  }
}

/** A signed-in learner changes their password, giving the current one (PUT /auth/pws/upd); a wrong one is said in this form's words. */
@injectable()
export class UpdatePassword {
  constructor(@inject(AUTH_API) private readonly auth: AuthApi) {}

  async execute({ email, currentPassword, newPassword }: { email: string; currentPassword: string; newPassword: string }): Promise<void> {
    await this.auth.updatePassword(email, newPassword, currentPassword).catch((error: unknown) => {
      throw inChangePassword(error);
    });
  }
}
