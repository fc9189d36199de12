import type { User } from '../../entities';
import type { UserUpdate } from '../../../ports';

/**
 * What PUT /app/user sends for a user as it stands, with some fields changed. remindDt stays in the
 * server's UTC hours; only the partner's id and logo id are sent back (SPEC.md section 3).
 */
export function userUpdate(user: User, changes: Partial<UserUpdate> = {}): UserUpdate {
  const remindDt = user.remindDt === null || user.remindDt === '' ? null : Number(user.remindDt);
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    remindDt: remindDt !== null && Number.isFinite(remindDt) && remindDt >= 0 ? remindDt : null,
    remindDays: user.remindDays,
    notifyEmail: user.notifyEmail,
    notifyApp: user.notifyApp,
    libraryTourShown: user.libraryTourShown,
    partnerId: user.partner.id,
    partnerLogo: user.partner.l,
    ...changes,
  };
}
