import { inject, injectable } from 'inversify';
import type { Performance } from '../../entities';
import { USER_API, type UserApi } from '../../../ports';

/** The performance screen's figures (GET /app/performance); the partner-gated parts only where allowed. */
@injectable()
export class LoadPerformance {
  constructor(@inject(USER_API) private readonly users: UserApi) {}

  execute(): Promise<Performance> {
    return this.users.performance();
  }
}
