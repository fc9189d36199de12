import { userUpdate } from '../../src/domain/usecases/user/userUpdate';
import type { User } from '../../src/domain';

const user = {
  id: 7,
  status: 1,
  typ: 0,
  email: 'a@demo.test',
  firstName: 'Ada',
  lastName: null,
  username: null,
  remindDt: '18',
  remindDays: [1, 3],
  notifyEmail: true,
  notifyApp: false,
  libraryTourShown: false,
  schedulerType: 1,
  ui: null,
  partner: { id: 3, l: 'logo-3', n: 'Partner', u: 'https://p.test' },
} as unknown as User;

describe('userUpdate', () => {
  it('given a user, then the update carries their fields, the UTC remind hour as a number, and only partner id and logo', () => {
    expect(userUpdate(user)).toEqual({
      firstName: 'Ada',
      lastName: null,
      remindDt: 18,
      remindDays: [1, 3],
      notifyEmail: true,
      notifyApp: false,
      libraryTourShown: false,
      partnerId: 3,
      partnerLogo: 'logo-3',
    });
  });

  it('given changes, then they replace the user\'s values; an absent or negative remind hour is null', () => {
    expect(userUpdate(user, { libraryTourShown: true }).libraryTourShown).toBe(true);
    expect(userUpdate({ ...user, remindDt: null }).remindDt).toBeNull();
    expect(userUpdate({ ...user, remindDt: -1 }).remindDt).toBeNull();
  });
});
