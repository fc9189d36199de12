import type { SizeName, ThemeName } from './shot';

/**
 * The pictures README.md shows: each one capture of one shot (`shots/<module>.ts`) at one size and theme,
 * copied by `npm run screenshots -- --readme` into docs/images/ under `file`.
 */
export const README_PICTURES: readonly {
  readonly module: string;
  readonly shot: string;
  readonly capture: string;
  readonly size: SizeName;
  readonly theme: ThemeName;
  readonly file: string;
}[] = [
  { module: 'otherScreens', shot: 'todays-cards', capture: '1-returning', size: '1280x800', theme: 'light', file: 'todays-cards.png' },
  { module: 'study', shot: 'day', capture: 'choice-picture-2-answered', size: '1280x800', theme: 'light', file: 'study-answered.png' },
  { module: 'study', shot: 'day', capture: 'choice-picture-2-answered', size: '390x844', theme: 'dark', file: 'study-phone-dark.png' },
  { module: 'study', shot: 'day', capture: '9-days-end', size: '390x844', theme: 'light', file: 'days-end-phone.png' },
  { module: 'otherScreens', shot: 'library-decks', capture: '2-decks', size: '1280x800', theme: 'dark', file: 'library-dark.png' },
];

/** The largest a README picture may be, so the README stays quick to open. */
export const README_PICTURE_BYTES = 150_000;
