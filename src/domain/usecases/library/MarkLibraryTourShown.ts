import { inject, injectable } from 'inversify';
import type { User } from '../../entities';
import { USER_API, type UserApi } from '../../../ports';
import { userUpdate } from '../user/userUpdate';

/** The learner finished the library tour: PUT /app/user with libraryTourShown, answering the saved user. */
@injectable()
export class MarkLibraryTourShown {
  constructor(@inject(USER_API) private readonly users: UserApi) {}

  execute({ user }: { readonly user: User }): Promise<User> {
    return this.users.save(userUpdate(user, { libraryTourShown: true }));
  }
}
