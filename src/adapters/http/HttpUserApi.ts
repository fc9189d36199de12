import { inject, injectable } from 'inversify';
import type { Performance, User } from '../../domain/entities';
import type { Feedback, UserApi, UserUpdate } from '../../ports';
import { PerformanceDto, UserDto } from './dto';
import { HttpClient } from './HttpClient';
import { logoUrl } from './logoUrl';
import { parseOne } from './parseResponse';

@injectable()
export class HttpUserApi implements UserApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  acceptTerms(): Promise<void> {
    return this.http.send({ method: 'POST', path: '/app/user/tos/accept' });
  }

  /** The remind hour is already in UTC hours (the wire's remindDt); null is sent empty. */
  save(update: UserUpdate): Promise<User> {
    const { firstName, lastName, remindDays, notifyEmail, notifyApp, libraryTourShown, partnerId } = update;
    const remindDt = update.remindHourUtc;
    const partnerLogo = update.partnerLogoId;
    return this.http.call(
      {
        method: 'PUT',
        path: '/app/user',
        form: { firstName, lastName, remindDt, remindDays, notifyEmail, notifyApp, libraryTourShown, partnerId, partnerLogo },
      },
      ({ data }) => parseOne(UserDto, data).toDomain(),
    );
  }

  performance(): Promise<Performance> {
    return this.http.call({ method: 'GET', path: '/app/performance' }, ({ data }) =>
      parseOne(PerformanceDto, data).toDomain(),
    );
  }

  sendFeedback({ text, rating }: Feedback): Promise<void> {
    return this.http.send({ method: 'POST', path: '/app/feedback', form: { text, rating } });
  }

  logoUrl(logoId: string): string {
    return logoUrl({ baseUrl: this.http.baseUrl }, logoId);
  }
}
