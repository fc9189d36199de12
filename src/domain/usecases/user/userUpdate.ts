import type { User } from '../../entities';
import type { UserUpdate } from '../../../ports';

/**
 * What PUT /app/user sends for a user as it stands, with some fields changed. The remind hour stays in the
 * server's UTC hours; only the partner's id and logo id are sent back (docs/product.md section 3).
 */
export function userUpdate(user: User, changes: Partial<UserUpdate> = {}): UserUpdate {
  const remindHour = user.remindHourUtc === null || user.remindHourUtc === '' ? null : Number(user.remindHourUtc);
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    remindHourUtc: remindHour !== null && Number.isFinite(remindHour) && remindHour >= 0 ? remindHour : null,
    remindDays: user.remindDays,
    notifyEmail: user.notifyEmail,
    notifyApp: user.notifyApp,
    libraryTourShown: user.libraryTourShown,
    partnerId: user.partner.id,
    partnerLogoId: user.partner.logoId,
    ...changes,
  };
}
