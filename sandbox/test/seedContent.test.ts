import { FieldType, QuestionType } from '@sreo/contract/wire';
import { seedDecks, seedResources } from '../src/seed/decks';
import type { SeedCard } from '../src/seed/Seed';
import { audioClip, cardImage } from '../src/media';
import { resolveMedia, sameOriginSites } from '../src/sites';

const SVG_PREFIX = 'data:image/svg+xml;utf8,';

describe('seed content', () => {
  const contentDecks = seedDecks.filter((deck) => deck.deckType === 0);
  const surveyDecks = seedDecks.filter((deck) => deck.deckType === 1);
  const allCards: SeedCard[] = seedDecks.flatMap((deck) => [...deck.cards]);
  const contentCards: SeedCard[] = contentDecks.flatMap((deck) => [...deck.cards]);

  it('given the seed, then there are at least 6 content decks and 150 content cards', () => {
    expect(contentDecks.length).toBeGreaterThanOrEqual(6);
    expect(contentCards.length).toBeGreaterThanOrEqual(150);
  });

  it('given each content deck, then it has recall, multiple-choice and typed-answer cards', () => {
    for (const deck of contentDecks) {
      const types = new Set(deck.cards.map((card) => card.questionType));
      expect({ deck: deck.id, recall: types.has(QuestionType.Recall) }).toEqual({ deck: deck.id, recall: true });
      expect({ deck: deck.id, choice: types.has(QuestionType.MultipleChoice) }).toEqual({ deck: deck.id, choice: true });
      expect({ deck: deck.id, typed: types.has(QuestionType.TypedAnswer) }).toEqual({ deck: deck.id, typed: true });
    }
  });

  it('given a multiple-choice card, then its back is one of its options', () => {
    const choices = allCards.filter((card) => card.questionType === QuestionType.MultipleChoice);
    expect(choices.length).toBeGreaterThan(0);
    for (const card of choices) {
      expect(card.options?.length ?? 0).toBeGreaterThanOrEqual(3);
      expect(card.options).toContain(card.back);
    }
  });

  it('given the survey deck, then it has survey-scale cards that all have options', () => {
    expect(surveyDecks.length).toBeGreaterThanOrEqual(1);
    const surveyCards = surveyDecks.flatMap((deck) => [...deck.cards]);
    expect(surveyCards.length).toBeGreaterThanOrEqual(5);
    for (const card of surveyCards) {
      expect(card.questionType).toBe(QuestionType.SurveyScale);
      expect(card.options?.length ?? 0).toBeGreaterThanOrEqual(2);
    }
  });

  it('given each deck, then its card keys are unique', () => {
    for (const deck of seedDecks) {
      const keys = deck.cards.map((card) => card.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('given all decks, then deck ids are unique', () => {
    const ids = seedDecks.map((deck) => deck.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('given an image card, then its front is an SVG, inline as a data URL or a file the sandbox serves', () => {
    const images = allCards.filter((card) => card.fFieldType === FieldType.Image);
    expect(images.length).toBeGreaterThanOrEqual(4);
    expect(images.filter((card) => !card.front.startsWith(SVG_PREFIX)).length).toBeGreaterThanOrEqual(1);
    for (const card of images) {
      const served = resolveMedia(card.front, sameOriginSites('http://app.test'));
      const svg = card.front.startsWith(SVG_PREFIX)
        ? decodeURIComponent(card.front.slice(SVG_PREFIX.length))
        : (cardImage(decodeURIComponent(served.split('/').pop() ?? '')) ?? '');
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
      expect(card.label).toBeTruthy();
    }
  });

  it('given the audio cards, then each plays from the sandbox\'s own media route and is named by its label', () => {
    const audio = allCards.filter((card) => card.fFieldType === FieldType.Audio);
    expect(audio.length).toBeGreaterThanOrEqual(1);
    for (const card of audio) {
      const served = resolveMedia(card.front, sameOriginSites('http://app.test'));
      expect(served).toMatch(/^http:\/\/app\.test\/sreo\/v0\.1\/app\/media\/[\w.-]+\.wav$/);
      expect(audioClip(decodeURIComponent(served.split('/').pop() ?? ''))).toBeDefined();
      expect(card.label).toBeTruthy();
    }
  });

  it('given all cards, then at least 8 use HTML on the front or back', () => {
    const html = allCards.filter((card) => card.fFieldType === FieldType.Html || card.bFieldType === FieldType.Html);
    expect(html.length).toBeGreaterThanOrEqual(8);
  });

  it('given the resources, then each has an https url and the ids are unique', () => {
    expect(seedResources.length).toBeGreaterThanOrEqual(5);
    for (const resource of seedResources) {
      expect(new URL(resource.url).protocol).toBe('https:');
      expect(resource.title).toBeTruthy();
    }
    const ids = seedResources.map((resource) => resource.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
