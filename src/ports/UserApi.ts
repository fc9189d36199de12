import type { Performance, User } from '../domain/entities';

/** The fields PUT /app/user saves (contract/openapi.yaml); the remind hour is already in UTC hours. */
export interface UserUpdate {
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly remindHourUtc: number | null;
  readonly remindDays: readonly number[];
  readonly notifyEmail: boolean;
  readonly notifyApp: boolean;
  readonly libraryTourShown: boolean;
  /** Only the partner's id and logo id are sent back (docs/product.md section 3). */
  readonly partnerId: number;
  readonly partnerLogoId: string;
}

export interface Feedback {
  readonly text: string;
  readonly rating?: number;
}

export interface UserApi {
  /** POST /app/user/tos/accept. */
  acceptTerms(): Promise<void>;
  /** PUT /app/user. */
  save(update: UserUpdate): Promise<User>;
  /** GET /app/performance. */
  performance(): Promise<Performance>;
  /** POST /app/feedback. */
  sendFeedback(feedback: Feedback): Promise<void>;
  /** The address of GET /app/media/{logoId}, under the API base. */
  logoUrl(logoId: string): string;
}

export const USER_API = Symbol.for('UserApi');
