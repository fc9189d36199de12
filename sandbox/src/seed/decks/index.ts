import type { SeedDeck } from '../Seed';
import { airportSecurityDeck } from './airportSecurity';
import { firstAidDeck } from './firstAid';
import { humanAnatomyDeck } from './humanAnatomy';
import { pharmacologyBasicsDeck } from './pharmacologyBasics';
import { spanishVerbsDeck } from './spanishVerbs';
import { surveyDeck } from './survey';
import { worldCapitalsDeck } from './worldCapitals';

export const seedDecks: readonly SeedDeck[] = [
  worldCapitalsDeck,
  humanAnatomyDeck,
  firstAidDeck,
  pharmacologyBasicsDeck,
  spanishVerbsDeck,
  airportSecurityDeck,
  surveyDeck,
];

export { seedResources } from '../resources';
