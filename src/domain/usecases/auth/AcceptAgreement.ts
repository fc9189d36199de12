import { inject, injectable } from 'inversify';
import { USER_API, type UserApi } from '../../../ports';

/** The learner accepts the partner's terms of use. A failure rejects, so the overlay stays open. */
@injectable()
export class AcceptAgreement {
  constructor(@inject(USER_API) private readonly users: UserApi) {}

  async execute(): Promise<void> {
    await this.users.acceptTerms();
  }
}
