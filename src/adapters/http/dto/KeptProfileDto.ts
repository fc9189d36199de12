// class-transformer's @Type reads Reflect metadata as the class is defined (inversify loads the same polyfill).
import 'reflect-metadata/lite';
import { Type } from 'class-transformer';
import { IsNumber, IsObject, ValidateNested } from 'class-validator';
import type { KeptProfile } from '../../../ports';
import { parseOne } from '../parseResponse';
import { StudyResponseDto, stepToWire } from './StudyDto';
import { UserDto, userToWire } from './UserDto';

/**
 * The kept profile as StoredKeptProfile (src/adapters/storage) wrote it, checked by the same DTOs as the
 * backend's answers: an older version of the app or a corrupted value may have left anything under its
 * key.
 */
class KeptProfileDto {
  @IsObject() @ValidateNested() @Type(() => UserDto) user!: UserDto;
  @IsObject() @ValidateNested() @Type(() => StudyResponseDto) today!: StudyResponseDto;
  @IsNumber() keptAt!: number;

  toDomain(): KeptProfile {
    return { user: this.user.toDomain(), today: this.today.toDomain(), keptAt: this.keptAt };
  }
}

/** The kept profile read back; throws when it is not JSON or not of the profile's shape. */
export function keptProfileFromJson(json: string): KeptProfile {
  return parseOne(KeptProfileDto, JSON.parse(json)).toDomain();
}

/** The kept profile as JSON, in the wire's names that `keptProfileFromJson` reads (and earlier versions wrote). */
export function keptProfileToJson(profile: KeptProfile): string {
  return JSON.stringify({ user: userToWire(profile.user), today: stepToWire(profile.today), keptAt: profile.keptAt });
}
