import type { ClassConstructor } from 'class-transformer';
import {
  DeckCardItemDto,
  ExtraResourceDto,
  LibraryDeckDto,
  PerformanceDto,
  SignInMethodDto,
  StudyCardDto,
  StudyResponseDto,
  UserDto,
} from '../../../src/adapters/http/dto';
import { documentedExample } from '@sreo/contract/document';

/** Valid server answers, as the contract document's examples (contract/openapi.yaml) give them, to start each test from. */

type WireObject = Record<string, unknown>;

export const wireUser = () => documentedExample<WireObject & { partner: WireObject }>('learner');

export const wireCard = () => documentedExample<WireObject>('multipleChoiceCard');

export const wireStudyResponse = () => documentedExample<WireObject & { s: WireObject; progress: WireObject }>('stepWithCard');

export const wirePerformance = () => documentedExample<WireObject>('performanceOwn');

const firstOf = (name: string) => (): WireObject => documentedExample<WireObject[]>(name)[0]!;

export const wireDeck = firstOf('libraryDecks');

const wireDeckCardItem = firstOf('deckCards');

const wireExtraResource = firstOf('extraResources');

const wireSignInMethod = (): WireObject => ({ method: 'sso' });

/** A response DTO, what it carries, a valid answer of its shape, and whether the API answers a list of them. */
export interface WireShape {
  readonly what: string;
  readonly dto: ClassConstructor<{ toDomain(): unknown }>;
  readonly valid: () => Record<string, unknown>;
  readonly list: boolean;
}

/** Every response DTO, with the fixture that starts its tests. */
export const WIRE_SHAPES: readonly WireShape[] = [
  { what: 'the signed-in user', dto: UserDto, valid: wireUser, list: false },
  { what: 'a study step', dto: StudyResponseDto, valid: wireStudyResponse, list: false },
  { what: 'a library card', dto: StudyCardDto, valid: wireCard, list: false },
  { what: 'the performance', dto: PerformanceDto, valid: wirePerformance, list: false },
  { what: 'the sign-in method', dto: SignInMethodDto, valid: wireSignInMethod, list: false },
  { what: 'the deck list', dto: LibraryDeckDto, valid: wireDeck, list: true },
  { what: 'a deck’s cards', dto: DeckCardItemDto, valid: wireDeckCardItem, list: true },
  { what: 'the extra resources', dto: ExtraResourceDto, valid: wireExtraResource, list: true },
];
