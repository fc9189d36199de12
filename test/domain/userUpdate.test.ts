import { userUpdate } from '../../src/domain/usecases/user/userUpdate';
import type { User } from '../../src/domain';

const user = {
  id: 7,
  status: 1,
  type: 0,
  email: 'a@demo.test',
  firstName: 'Ada',
  lastName: null,
  username: null,
  remindHourUtc: '18',
  remindDays: [1, 3],
  notifyEmail: true,
  notifyApp: false,
  libraryTourShown: false,
  schedulerType: 1,
  uiTheme: null,
  partner: { id: 3, logoId: 'logo-3', name: 'Partner', url: 'https://p.test' },
} as unknown as User;

describe('userUpdate', () => {
  it('given a user, then the update carries their fields, the UTC remind hour as a number, and only partner id and logo', () => {
    expect(userUpdate(user)).toEqual({
      firstName: 'Ada',
      lastName: null,
      remindHourUtc: 18,
      remindDays: [1, 3],
      notifyEmail: true,
      notifyApp: false,
      libraryTourShown: false,
      partnerId: 3,
      partnerLogoId: 'logo-3',
    });
  });

  it('given changes, then they replace the user\'s values; an absent or negative remind hour is null', () => {
    expect(userUpdate(user, { libraryTourShown: true }).libraryTourShown).toBe(true);
    expect(userUpdate({ ...user, remindHourUtc: null }).remindHourUtc).toBeNull();
    expect(userUpdate({ ...user, remindHourUtc: -1 }).remindHourUtc).toBeNull();
  });
});
