import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { KEY_VALUE_STORAGE, type KeyValueStorage } from '../../ports';
import { LearnerSession } from './LearnerSession';

export type Theme = 'light' | 'dark';
/** Where the learner's theme choice is kept on this device. */
export const THEME_STORAGE_KEY = 'sreo.theme';

/** The session theme (SPEC.md section 3: default 'light'), kept per device; a partner's `ui` shows grey. */
@injectable()
export class ThemeChoice {
  theme: Theme = 'light';

  constructor(
    @inject(KEY_VALUE_STORAGE) private readonly storage: KeyValueStorage,
    @inject(LearnerSession) private readonly session: LearnerSession,
  ) {
    makeAutoObservable<ThemeChoice, 'storage' | 'session'>(this, { storage: false, session: false });
    if (storage.get(THEME_STORAGE_KEY) === 'dark') this.theme = 'dark';
  }

  /** The theme on screen: grey whenever the server supplies a UI theme (SPEC.md section 3). */
  get shown(): Theme | 'grey' {
    return this.session.user?.ui ? 'grey' : this.theme;
  }

  setTheme(theme: Theme): void {
    this.theme = theme;
    this.storage.set(THEME_STORAGE_KEY, theme);
  }
}
