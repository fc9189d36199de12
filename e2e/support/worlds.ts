import { FieldType } from '@sreo/contract/wire';
import { answeredOnPastDays, deck, multipleChoice, recall, typedAnswer, surveyScale, type TestWorld } from '@sreo/sandbox/testing';

/*
 * The worlds the study, outbox and shared-device specs state instead of meeting the demo seed's: a
 * learner (`new@demo.test`) on their first day, and the same learner with five days of study behind them.
 * Each of today's new cards sits in a deck of its own, so the day serves them in this order.
 */

/** Today's new cards: recall, multiple choice and typed answer, twice over. */
const newCards = [
  recall('What is the capital of France?', 'Paris'),
  multipleChoice(),
  typedAnswer(),
  recall('What is the capital of Peru?', 'Lima'),
  multipleChoice('Madrid', ['Madrid', 'Porto', 'Seville']),
  typedAnswer('Nairobi'),
];
const newDecks = newCards.map((card, index) => deck(`new-${index + 1}`, [card], `New cards ${index + 1}`));

/** Five recall cards, one studied on each of the last five days. */
const studied = deck('studied', ['Kenya', 'Chile', 'Japan', 'Egypt', 'Canada'].map((country) => recall(`What is the capital of ${country}?`, country)), 'Studied before');

/** One survey question: the day asks it after Main and Review. */
const survey = { id: 'survey', name: 'Survey', deckType: 1, cards: [surveyScale()] };

/** A learner on their first day: Main holds the six new cards, Survey the one question. */
export const FIRST_DAY: TestWorld = { decks: [...newDecks, survey], newCardsPerDay: newCards.length };

/**
 * A learner who studied on each of the last five days: a streak of 5, the five cards they studied due
 * for review today, and the first day's six new cards and survey question.
 */
export const FIVE_DAYS_STUDIED: TestWorld = { decks: [...newDecks, studied, survey], newCardsPerDay: newCards.length, pastAnswers: answeredOnPastDays(studied, 5) };

/** What each world's day holds. */
export const FIRST_DAY_CARDS = { main: newCards.length, survey: 1, total: newCards.length + 1 };
export const FIVE_DAYS_CARDS = { main: newCards.length, review: studied.cards.length, survey: 1, total: newCards.length + studied.cards.length + 1, streak: 5 };

/** The world's learner, and another of the same partner (every feature on) with nothing studied. */
export const LEARNER = 'new@demo.test';
export const OTHER_LEARNER = 'mailfail@demo.test';
/** A learner of another partner than the world's learner's: a world states that partner's flags with `partnerOf`. */
export const OTHER_PARTNER_LEARNER = 'basic@demo.test';

/** A library deck of one card whose question and answer are HTML lists: together longer than a phone's screen. */
export const LISTS_DECK = deck('anatomy', [
  {
    ...recall(
      '<b>Regions of the vertebral column</b><br>How many vertebrae are in each region?<ul><li>Cervical</li><li>Thoracic</li><li>Lumbar</li></ul>',
      '<ul><li>Cervical (neck): <b>7</b></li><li>Thoracic (chest): <b>12</b></li><li>Lumbar (lower back): <b>5</b></li></ul><i>Below them are the sacrum (5 fused vertebrae) and the coccyx.</i>',
    ),
    fFieldType: FieldType.Html,
    bFieldType: FieldType.Html,
    comment: 'Mnemonic: breakfast at 7, lunch at 12, dinner at 5.',
    banner: 'Exam favourite',
  },
], 'Anatomy');
