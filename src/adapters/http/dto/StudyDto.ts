// class-transformer's @Type reads Reflect metadata as the class is defined (inversify loads the same polyfill).
import 'reflect-metadata/lite';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsInt, IsNumber, IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';
import {
  fieldTypeOf,
  ignoreUnknownCodes,
  modeOf,
  questionTypeOf,
  type GroupProgress,
  type NextStep,
  type Progress,
  type StudyCard,
  type StudyState,
  type TemplateField,
  type UnknownCodeNotice,
} from '../../../domain/entities';
import { present } from './rules';

/*
 * PUT /app/study and GET /app/library/cards/{cardId} (docs/product.md section 3, contract/openapi.yaml). The
 * mode, field type and question type codes are checked as whole numbers only: one the app does not know
 * (a newer backend) degrades in toDomain and is told to `notice`, instead of failing the answer.
 */

export class TemplateFieldDto {
  @IsString() n!: string;
  @IsNumber() typ!: number;
  @IsOptional() @IsString() v?: string | null;
  @IsOptional() @IsString() l?: string | null;
  @IsOptional() @IsArray() @IsString({ each: true }) el?: string[] | null;
  @IsOptional() @IsNumber() w?: number | null;
  @IsOptional() @IsNumber() h?: number | null;
  @IsOptional() @IsString() title?: string | null;
  @IsOptional() @IsString() comment?: string | null;

  toDomain(): TemplateField {
    return {
      name: this.n,
      type: this.typ,
      ...present('value', this.v),
      ...present('label', this.l),
      ...present('options', this.el ? [...this.el] : undefined),
      ...present('width', this.w),
      ...present('height', this.h),
      ...present('title', this.title),
      ...present('comment', this.comment),
    };
  }
}

export class StudyCardDto {
  @IsNumber() cId!: number;
  @IsNumber() dId!: number;
  @IsString() f!: string;
  @IsString() b!: string;

  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => TemplateFieldDto)
  fl!: TemplateFieldDto[];

  @IsString() dueDt!: string;
  @IsInt() fFieldType!: number;
  @IsInt() bFieldType!: number;
  @IsNumber() deckTyp!: number;
  @IsInt() questionType!: number;
  @IsString() deck!: string;
  @IsOptional() @IsString() bComment?: string | null;
  @IsOptional() @IsString() questionBanner?: string | null;
  @IsOptional() @IsString() questionLabel?: string | null;

  toDomain(notice: UnknownCodeNotice = ignoreUnknownCodes): StudyCard {
    return {
      cardId: this.cId,
      deckId: this.dId,
      front: this.f,
      back: this.b,
      fields: this.fl.map((field) => field.toDomain()),
      due: this.dueDt,
      frontType: fieldTypeOf(this.fFieldType, notice),
      backType: fieldTypeOf(this.bFieldType, notice),
      deckType: this.deckTyp,
      questionType: questionTypeOf(this.questionType, notice),
      deckName: this.deck,
      ...present('backComment', this.bComment),
      ...present('questionBanner', this.questionBanner),
      ...present('questionLabel', this.questionLabel),
    };
  }
}

export class StudyStateDto {
  @IsNumber() n!: number;
  @IsNumber() l!: number;
  @IsNumber() r!: number;
  @IsNumber() done!: number;
  @IsNumber() tomorrow!: number;
  @IsNumber() ignore!: number;
  @IsBoolean() hasAssignedCards!: boolean;

  toDomain(): StudyState {
    return {
      newCount: this.n,
      learningCount: this.l,
      reviewCount: this.r,
      done: this.done,
      tomorrow: this.tomorrow,
      ignore: this.ignore,
      hasAssignedCards: this.hasAssignedCards,
    };
  }
}

export class GroupProgressDto {
  @IsNumber() total!: number;
  @IsNumber() done!: number;

  toDomain(): GroupProgress {
    return { total: this.total, done: this.done };
  }
}

export class ProgressDto {
  @IsObject() @ValidateNested() @Type(() => GroupProgressDto) main!: GroupProgressDto;
  @IsObject() @ValidateNested() @Type(() => GroupProgressDto) review!: GroupProgressDto;
  @IsObject() @ValidateNested() @Type(() => GroupProgressDto) survey!: GroupProgressDto;

  toDomain(): Progress {
    return { main: this.main.toDomain(), review: this.review.toDomain(), survey: this.survey.toDomain() };
  }
}

/** The answer to a study step: no card (absent or null) when the day is done; `after` dropped if it holds a code the app does not know. */
export class StudyResponseDto {
  @IsOptional() @IsObject() @ValidateNested() @Type(() => StudyCardDto) c?: StudyCardDto | null;
  @IsOptional() @IsObject() @ValidateNested() @Type(() => StudyCardDto) after?: StudyCardDto | null;
  @IsObject() @ValidateNested() @Type(() => StudyStateDto) s!: StudyStateDto;
  @IsObject() @ValidateNested() @Type(() => ProgressDto) progress!: ProgressDto;
  @IsOptional() @IsString() msg?: string | null;
  @IsOptional() @IsNumber() streak?: number | null;
  @IsInt() mode!: number;

  toDomain(notice: UnknownCodeNotice = ignoreUnknownCodes): NextStep {
    return {
      ...present('card', this.c?.toDomain(notice)),
      ...present('after', this.after && knownCard(this.after)),
      state: this.s.toDomain(),
      progress: this.progress.toDomain(),
      ...present('message', this.msg),
      ...present('streak', this.streak),
      mode: modeOf(this.mode, notice),
    };
  }
}

/** The card, unless one of its codes is unknown: the screen then waits for the server's step, which tells it. */
function knownCard(dto: StudyCardDto): StudyCard | undefined {
  let known = true;
  const card = dto.toDomain(() => (known = false));
  return known ? card : undefined;
}

/** A study step in the wire's names again (the kept profile is stored as the server sent it). */
export function stepToWire(step: NextStep): object {
  const { card, state } = step;
  return {
    ...present('c', card && cardToWire(card)),
    s: { n: state.newCount, l: state.learningCount, r: state.reviewCount, done: state.done, tomorrow: state.tomorrow, ignore: state.ignore, hasAssignedCards: state.hasAssignedCards },
    progress: step.progress,
    ...present('msg', step.message),
    ...present('streak', step.streak),
    mode: step.mode,
  };
}

function cardToWire(card: StudyCard): object {
  return {
    cId: card.cardId,
    dId: card.deckId,
    f: card.front,
    b: card.back,
    fl: card.fields.map((field) => ({
      n: field.name,
      typ: field.type,
      ...present('v', field.value),
      ...present('l', field.label),
      ...present('el', field.options),
      ...present('w', field.width),
      ...present('h', field.height),
      ...present('title', field.title),
      ...present('comment', field.comment),
    })),
    dueDt: card.due,
    fFieldType: card.frontType,
    bFieldType: card.backType,
    deckTyp: card.deckType,
    questionType: card.questionType,
    deck: card.deckName,
    ...present('bComment', card.backComment),
    ...present('questionBanner', card.questionBanner),
    ...present('questionLabel', card.questionLabel),
  };
}
