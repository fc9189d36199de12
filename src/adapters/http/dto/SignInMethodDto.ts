import { IsIn } from 'class-validator';
import type { SignInMethod } from '../../../domain/entities';

const METHODS: readonly SignInMethod[] = ['password', 'sso'];

/** GET /auth/method?email= (contract/openapi.yaml). */
export class SignInMethodDto {
  @IsIn(METHODS) method!: SignInMethod;

  toDomain(): SignInMethod {
    return this.method;
  }
}
