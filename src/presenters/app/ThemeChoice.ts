import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { KEY_VALUE_STORAGE, type KeyValueStorage } from '../../ports';
import { LearnerSession } from './LearnerSession';

/** 'system' follows the device's light or dark setting, live (the styles read `prefers-color-scheme`). */
export type Theme = 'light' | 'dark' | 'system';
/** Where the learner's theme choice is kept on this device. */
export const THEME_STORAGE_KEY = 'sreo.theme';

/** What ThemeChoice works with: adding a collaborator is one line here. */
@injectable()
class ThemeChoiceDeps {
  constructor(
    @inject(KEY_VALUE_STORAGE) readonly storage: KeyValueStorage,
    @inject(LearnerSession) readonly session: LearnerSession,
  ) {}
}

/** The theme, kept per device: the system's by default (docs/decisions/0023-theme-follows-the-device.md); a partner's `ui` shows grey. */
@injectable()
export class ThemeChoice {
  theme: Theme;

  constructor(@inject(ThemeChoiceDeps) private readonly deps: ThemeChoiceDeps) {
    const kept = deps.storage.get(THEME_STORAGE_KEY);
    this.theme = kept === 'light' || kept === 'dark' ? kept : 'system';
    makeAutoObservable<ThemeChoice, 'deps'>(this, { deps: false });
  }

  /** The theme on screen: grey whenever the server supplies a UI theme (docs/product.md section 3). */
  get shown(): Theme | 'grey' {
    return this.deps.session.user?.uiTheme ? 'grey' : this.theme;
  }

  setTheme(theme: Theme): void {
    this.theme = theme;
    this.deps.storage.set(THEME_STORAGE_KEY, theme);
  }
}
