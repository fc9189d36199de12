import { inject, injectable } from 'inversify';
import type { Performance, User } from '../../domain/entities';
import type { Feedback, UserApi, UserUpdate } from '../../ports';
import { SandboxClient } from './SandboxClient';

/** Where the sandbox answers over HTTP in the browser; the fallback address of a logo it does not know. */
const SANDBOX_API_PATH = '/sreo/v0.1';

/** The learner's own calls against the sandbox, without HTTP. */
@injectable()
export class MemoryUserApi implements UserApi {
  constructor(@inject(SandboxClient) private readonly client: SandboxClient) {}

  async acceptTerms(): Promise<void> {
    await this.client.call('POST', '/app/user/tos/accept');
  }

  async save(update: UserUpdate): Promise<User> {
    const { body } = await this.client.call('PUT', '/app/user', {
      form: {
        firstName: update.firstName,
        lastName: update.lastName,
        remindDt: update.remindDt,
        remindDays: update.remindDays,
        notifyEmail: update.notifyEmail,
        notifyApp: update.notifyApp,
        libraryTourShown: update.libraryTourShown,
        partnerId: update.partnerId,
        partnerLogo: update.partnerLogo,
      },
    });
    return body as User;
  }

  async performance(): Promise<Performance> {
    return (await this.client.call('GET', '/app/performance')).body as Performance;
  }

  async sendFeedback({ text, rating }: Feedback): Promise<void> {
    await this.client.call('POST', '/app/feedback', { form: { text, rating } });
  }

  /** With no HTTP to serve it, the logo comes as a data: URL of the sandbox's SVG. */
  logoUrl(logoId: string): string {
    const path = `/app/media/${encodeURIComponent(logoId)}`;
    const answer = this.client.fetchPublic(path);
    if (answer.status === 200 && typeof answer.body === 'string') {
      return `data:${answer.contentType ?? 'image/svg+xml'};charset=utf-8,${encodeURIComponent(answer.body)}`;
    }
    return `${SANDBOX_API_PATH}${path}`;
  }
}
