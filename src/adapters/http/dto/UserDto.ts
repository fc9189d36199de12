// class-transformer's @Type reads Reflect metadata as the class is defined (inversify loads the same polyfill).
import 'reflect-metadata/lite';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsNumber, IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';
import type { Partner, User } from '../../../domain/entities';
import { IsStringOrNumber } from './rules';

/*
 * User and partner as sign-in answers them (docs/product.md section 3). A "string or null" field may also be
 * left out by the server; it then reads as null.
 */

export class PartnerDto {
  @IsNumber() id!: number;
  @IsString() l!: string;
  @IsString() u!: string;
  @IsString() n!: string;
  @IsBoolean() showTermOfUse!: boolean;
  @IsBoolean() showFeedbackAlways!: boolean;
  @IsBoolean() showMostKnowledgeableUsersPercentage!: boolean;
  @IsBoolean() showFullUserKnowledgeList!: boolean;
  @IsBoolean() showLeaderboard!: boolean;
  @IsBoolean() enableLibrary!: boolean;
  @IsBoolean() enableUserPerformance!: boolean;
  @IsBoolean() enableExternalAnalytics!: boolean;
  @IsBoolean() allowUsersChangeRemindDays!: boolean;
  @IsBoolean() allowUsersChangeRemindTime!: boolean;
  @IsOptional() @IsString() termOfUseUrl?: string | null;

  toDomain(): Partner {
    return {
      id: this.id,
      logoId: this.l,
      url: this.u,
      name: this.n,
      showTermOfUse: this.showTermOfUse,
      showFeedbackAlways: this.showFeedbackAlways,
      showMostKnowledgeableUsersPercentage: this.showMostKnowledgeableUsersPercentage,
      showFullUserKnowledgeList: this.showFullUserKnowledgeList,
      showLeaderboard: this.showLeaderboard,
      enableLibrary: this.enableLibrary,
      enableUserPerformance: this.enableUserPerformance,
      enableExternalAnalytics: this.enableExternalAnalytics,
      allowUsersChangeRemindDays: this.allowUsersChangeRemindDays,
      allowUsersChangeRemindTime: this.allowUsersChangeRemindTime,
      termOfUseUrl: this.termOfUseUrl ?? null,
    };
  }
}

export class UserDto {
  @IsNumber() id!: number;
  @IsNumber() status!: number;
  @IsNumber() typ!: number;
  @IsString() email!: string;
  @IsOptional() @IsString() firstName?: string | null;
  @IsOptional() @IsString() lastName?: string | null;
  @IsOptional() @IsString() username?: string | null;
  @IsOptional() @IsStringOrNumber() remindDt?: string | number | null;
  @IsArray() @IsNumber({}, { each: true }) remindDays!: number[];
  @IsBoolean() notifyEmail!: boolean;
  @IsBoolean() notifyApp!: boolean;
  @IsBoolean() libraryTourShown!: boolean;
  @IsNumber() schedulerType!: number;
  @IsOptional() @IsString() ui?: string | null;

  @IsObject()
  @ValidateNested()
  @Type(() => PartnerDto)
  partner!: PartnerDto;

  toDomain(): User {
    return {
      id: this.id,
      status: this.status,
      type: this.typ,
      email: this.email,
      firstName: this.firstName ?? null,
      lastName: this.lastName ?? null,
      username: this.username ?? null,
      remindHourUtc: this.remindDt ?? null,
      remindDays: [...this.remindDays],
      notifyEmail: this.notifyEmail,
      notifyApp: this.notifyApp,
      libraryTourShown: this.libraryTourShown,
      schedulerType: this.schedulerType,
      uiTheme: this.ui ?? null,
      partner: this.partner.toDomain(),
    };
  }
}

/** The user in the wire's names again (the kept profile is stored as the server sent it). */
export function userToWire(user: User): object {
  const { partner } = user;
  return {
    id: user.id,
    status: user.status,
    typ: user.type,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    remindDt: user.remindHourUtc,
    remindDays: [...user.remindDays],
    notifyEmail: user.notifyEmail,
    notifyApp: user.notifyApp,
    libraryTourShown: user.libraryTourShown,
    schedulerType: user.schedulerType,
    ui: user.uiTheme,
    partner: {
      id: partner.id,
      l: partner.logoId,
      u: partner.url,
      n: partner.name,
      showTermOfUse: partner.showTermOfUse,
      showFeedbackAlways: partner.showFeedbackAlways,
      showMostKnowledgeableUsersPercentage: partner.showMostKnowledgeableUsersPercentage,
      showFullUserKnowledgeList: partner.showFullUserKnowledgeList,
      showLeaderboard: partner.showLeaderboard,
      enableLibrary: partner.enableLibrary,
      enableUserPerformance: partner.enableUserPerformance,
      enableExternalAnalytics: partner.enableExternalAnalytics,
      allowUsersChangeRemindDays: partner.allowUsersChangeRemindDays,
      allowUsersChangeRemindTime: partner.allowUsersChangeRemindTime,
      termOfUseUrl: partner.termOfUseUrl,
    },
  };
}
