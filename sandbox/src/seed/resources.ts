import type { SeedResource } from './Seed';

/** Extra reading beside the decks: stable pages from public bodies and reference works. */
export const seedResources: SeedResource[] = [
  {
    id: 'res-national-capitals',
    title: 'List of national capitals (Wikipedia)',
    url: 'https://en.wikipedia.org/wiki/List_of_national_capitals',
  },
  {
    id: 'res-seer-anatomy',
    title: 'Anatomy & Physiology training modules (US National Cancer Institute, SEER)',
    url: 'https://training.seer.cancer.gov/anatomy/',
  },
  {
    id: 'res-nhs-first-aid',
    title: 'First aid (NHS)',
    url: 'https://www.nhs.uk/conditions/first-aid/',
  },
  {
    id: 'res-who-essential-medicines',
    title: 'WHO Model Lists of Essential Medicines (World Health Organization)',
    url: 'https://www.who.int/groups/expert-committee-on-selection-and-use-of-essential-medicines/essential-medicines-lists',
  },
  {
    id: 'res-rae-hablar',
    title: 'Diccionario de la lengua española: "hablar", with conjugation (Real Academia Española)',
    url: 'https://dle.rae.es/hablar',
  },
  {
    id: 'res-uk-hand-luggage',
    title: 'Hand luggage restrictions at UK airports (GOV.UK)',
    url: 'https://www.gov.uk/hand-luggage-restrictions',
  },
];
