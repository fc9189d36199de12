// class-transformer's @Type reads Reflect metadata as the class is defined (inversify loads the same polyfill).
import 'reflect-metadata/lite';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsNumber, IsOptional, IsString, ValidateNested } from 'class-validator';
import type { LeaderboardEntry, Performance, StudyDay, TklPoint } from '../../../domain/entities';
import { LibraryDeckDto } from './LibraryDto';
import { IsStringOrNumber, present, tklFromWire } from './rules';

/* GET /app/performance (contract/openapi.yaml). */

/** A day of the TKL history; one whose tkl is no 0-to-1 value has no point to plot and is left out. */
export class TklPointDto {
  @IsString() date!: string;
  @IsStringOrNumber() tkl!: string | number;

  toDomain(): TklPoint | null {
    const tkl = tklFromWire(this.tkl);
    return tkl === null ? null : { date: this.date, tkl };
  }
}

export class StudyDayDto {
  @IsString() date!: string;
  @IsNumber() count!: number;

  toDomain(): StudyDay {
    return { date: this.date, count: this.count };
  }
}

export class LeaderboardEntryDto {
  @IsString() name!: string;
  @IsNumber() tkl!: number;
  @IsBoolean() isMe!: boolean;

  toDomain(): LeaderboardEntry {
    return { name: this.name, tkl: this.tkl, isMe: this.isMe };
  }
}

/** The overall, history and deck TKLs read like a deck's, through tklFromWire. */
export class PerformanceDto {
  @IsOptional() @IsStringOrNumber() tkl?: string | number | null;
  @IsArray() @ValidateNested({ each: true }) @Type(() => TklPointDto) tklHistory!: TklPointDto[];
  @IsArray() @ValidateNested({ each: true }) @Type(() => LibraryDeckDto) decks!: LibraryDeckDto[];
  @IsNumber() streak!: number;
  @IsNumber() cardsStudied!: number;
  @IsArray() @ValidateNested({ each: true }) @Type(() => StudyDayDto) studyDays!: StudyDayDto[];
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => LeaderboardEntryDto)
  leaderboard?: LeaderboardEntryDto[] | null;
  @IsOptional() @IsNumber() percentile?: number | null;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => LeaderboardEntryDto)
  users?: LeaderboardEntryDto[] | null;

  toDomain(): Performance {
    return {
      tkl: tklFromWire(this.tkl),
      tklHistory: this.tklHistory.map((point) => point.toDomain()).filter((point) => point !== null),
      decks: this.decks.map((deck) => deck.toDomain()),
      streak: this.streak,
      cardsStudied: this.cardsStudied,
      studyDays: this.studyDays.map((day) => day.toDomain()),
      ...present('leaderboard', this.leaderboard?.map((entry) => entry.toDomain())),
      ...present('percentile', this.percentile),
      ...present('users', this.users?.map((entry) => entry.toDomain())),
    };
  }
}
