import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { parseList, parseOne } from '../../src/adapters/http';
import { AppError, InvalidResponseFormatError } from '../../src/domain/errors';
import { api, buildHttpAdapter, useApiServer } from '../adapters/http/harness';
import { WIRE_SHAPES, wireDeck, type WireShape } from '../adapters/http/wireFixtures';
import { mutated } from './mutations';

type Domain = { toDomain(): unknown };

/** Either a whole entity (toDomain works and gives no undefined where a value is required) or the catalogue's error. */
function entityOrInvalidFormat(run: () => Domain | Domain[]): void {
  let parsed: Domain | Domain[];
  try {
    parsed = run();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidResponseFormatError);
    return;
  }
  for (const item of Array.isArray(parsed) ? parsed : [parsed]) {
    const entity = item.toDomain();
    expect(entity ?? null).not.toBeNull();
    expect(JSON.stringify(entity)).not.toContain('undefined');
  }
}

const table = (shapes: readonly WireShape[]) => shapes.map(({ what, dto, valid }) => [what, dto, valid] as const);
const ONE = table(WIRE_SHAPES.filter((shape) => !shape.list));
const LISTS = table(WIRE_SHAPES.filter((shape) => shape.list));

describe('every response check', () => {
  it.each(ONE)('given thousands of mutated answers for %s, when checked, then each is an entity or InvalidResponseFormatError', (_name, dto, valid) => {
    fc.assert(fc.property(mutated(valid()), (value) => entityOrInvalidFormat(() => parseOne(dto, value))), { numRuns: 2000 });
  });

  it.each(ONE)('given any JSON value for %s, when checked, then it is an entity or InvalidResponseFormatError', (_name, dto) => {
    fc.assert(fc.property(fc.jsonValue(), (value) => entityOrInvalidFormat(() => parseOne(dto, value))), { numRuns: 1000 });
  });

  it.each(LISTS)('given lists of mutated items for %s, when checked, then the list is whole or InvalidResponseFormatError', (_name, dto, valid) => {
    const list = fc.array(fc.oneof(mutated(valid()), fc.jsonValue()), { maxLength: 8 });
    fc.assert(fc.property(fc.oneof(list, fc.jsonValue()), (value) => entityOrInvalidFormat(() => parseList(dto, value))), { numRuns: 2000 });
  });
});

describe('the HTTP adapter under random answers', () => {
  const server = useApiServer();

  it('given random bodies for the deck list, when loaded, then the learner gets decks or the invalid-format error', async () => {
    const { library } = buildHttpAdapter();
    const body = fc.oneof(fc.array(mutated(wireDeck()), { maxLength: 5 }), fc.jsonValue());
    await fc.assert(
      fc.asyncProperty(body, async (answer) => {
        server.use(http.get(api('/app/library/decks'), () => HttpResponse.json(answer as never)));
        try {
          const decks = await library.decks();
          for (const deck of decks) {
            expect(typeof deck.deckId).toBe('string');
            expect(typeof deck.deckName).toBe('string');
            expect(deck.tkl === null || Number.isFinite(deck.tkl)).toBe(true);
          }
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidResponseFormatError);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('given random failing statuses and bodies, when a study step is asked, then the failure is always a catalogue error with a title', async () => {
    const { study } = buildHttpAdapter();
    const status = fc.oneof(fc.integer({ min: 400, max: 599 }), fc.constantFrom(403, 404, 409, 424, 466, 500, 503));
    const body = fc.oneof(
      fc.record({ type: fc.oneof(fc.string(), fc.constantFrom('RealmIsNotFound', 'PasswordIsIncorrect', 'MandrillError', 'SessionExpired')), message: fc.oneof(fc.string(), fc.constant('User already exists'), fc.constant('The invite code has expired')) }, { requiredKeys: [] }),
      fc.jsonValue(),
    );
    await fc.assert(
      fc.asyncProperty(status, body, fc.boolean(), async (code, answer, asText) => {
        server.use(
          http.put(api('/app/study'), () =>
            asText ? new HttpResponse(JSON.stringify(answer).slice(1), { status: code }) : HttpResponse.json(answer as never, { status: code }),
          ),
        );
        let failure: unknown;
        try {
          await study.step({});
        } catch (error) {
          failure = error;
        }
        expect(failure).toBeInstanceOf(AppError);
        const appError = failure as AppError;
        expect(typeof appError.title).toBe('string');
        if (appError.type !== 'RealmIsNotFound') expect(appError.title.length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });
});
