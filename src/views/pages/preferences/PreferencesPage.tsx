import { observer } from 'mobx-react-lite';
import { useEffect, useId, type FormEvent } from 'react';
import { NO_REMIND_HOUR } from '../../../domain';
import { PreferencesPresenter, WEEK_DAYS, hourLabel } from '../../../presenters/preferences/PreferencesPresenter';
import { usePresenter } from '../../container/ContainerContext';
import { useFocusOnFailingField } from '../../hooks/useFocusOnFailingField';
import { usePageTitle } from '../../hooks/usePageTitle';
import { Button } from '../../shared/Button';
import { FormFailure } from '../../shared/FormFailure';
import { TextField } from '../../shared/TextField';
import styles from './Preferences.module.scss';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

function LockedNote({ id, what }: { id: string; what: string }) {
  return (
    <p id={id} className={styles.locked}>
      <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      </svg>
      Your organisation sets your {what}.
    </p>
  );
}

const THEMES = [
  { theme: 'system', label: "The device's setting" },
  { theme: 'light', label: 'Light' },
  { theme: 'dark', label: 'Dark' },
] as const;

/** Preferences: name, reminders, notifications and theme. */
export const PreferencesPage = observer(function PreferencesPage() {
  usePageTitle('Preferences');
  const presenter = usePresenter(PreferencesPresenter);
  const ids = useId();
  const timeId = `${ids}-time`;
  const daysLockedId = `${ids}-days-locked`;
  const timeLockedId = `${ids}-time-locked`;
  const daysErrorId = `${ids}-days-error`;

  useEffect(() => presenter.open(), [presenter]);
  const submitted = useFocusOnFailingField(presenter.failingField, presenter.submitting);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitted();
    void presenter.save();
  };

  return (
    <main className={styles.page}>
      <h1>Preferences</h1>
      <FormFailure failure={presenter.failure} />
      <form onSubmit={onSubmit} noValidate aria-busy={presenter.submitting}>
        <fieldset className={styles.section}>
          <legend>Your name</legend>
          <p className={styles.email}>
            <span>E-mail</span>
            {presenter.email}
          </p>
          <div className={styles.names}>
            <TextField
              label="First name"
              name="firstName"
              autoComplete="given-name"
              value={presenter.firstName}
              onChange={(value) => presenter.setFirstName(value)}
              error={presenter.firstNameError}
            />
            <TextField
              label="Last name"
              name="lastName"
              autoComplete="family-name"
              value={presenter.lastName}
              onChange={(value) => presenter.setLastName(value)}
              error={presenter.lastNameError}
            />
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend>Reminders</legend>
          <p className={styles.hint}>We remind you to study on the days and at the time you choose (your local time).</p>
          <fieldset
            className={styles.days}
            aria-describedby={
              [!presenter.canChangeRemindDays && daysLockedId, presenter.remindDaysError && daysErrorId].filter(Boolean).join(' ') ||
              undefined
            }
          >
            <legend>Remind days</legend>
            {!presenter.canChangeRemindDays && <LockedNote id={daysLockedId} what="remind days" />}
            <div className={styles.weekDays}>
              {WEEK_DAYS.map(({ day, name, short }) => (
                <label key={day} className={styles.choice}>
                  <input
                    type="checkbox"
                    name="remindDays"
                    checked={presenter.remindDays.includes(day)}
                    disabled={!presenter.canChangeRemindDays}
                    onChange={() => presenter.toggleRemindDay(day)}
                    aria-label={name}
                  />
                  <span aria-hidden="true">{short}</span>
                </label>
              ))}
            </div>
            {presenter.remindDaysError && (
              <p id={daysErrorId} className={styles.error}>
                {presenter.remindDaysError}
              </p>
            )}
          </fieldset>
          <div className={styles.selectField}>
            <label htmlFor={timeId}>Remind time</label>
            {!presenter.canChangeRemindTime && <LockedNote id={timeLockedId} what="remind time" />}
            <select
              id={timeId}
              value={presenter.remindHour}
              disabled={!presenter.canChangeRemindTime}
              aria-describedby={presenter.canChangeRemindTime ? undefined : timeLockedId}
              onChange={(event) => presenter.setRemindHour(Number(event.target.value))}
            >
              <option value={NO_REMIND_HOUR}>No reminder</option>
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour)}
                </option>
              ))}
            </select>
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend>Notifications</legend>
          <div className={styles.row}>
            <label className={styles.choice}>
              <input type="checkbox" checked={presenter.notifyEmail} onChange={(event) => presenter.setNotifyEmail(event.target.checked)} />
              E-mail notifications
            </label>
            <label className={styles.choice}>
              <input type="checkbox" checked={presenter.notifyApp} onChange={(event) => presenter.setNotifyApp(event.target.checked)} />
              In-app notifications
            </label>
          </div>
        </fieldset>

        <fieldset className={styles.section}>
          <legend>Theme</legend>
          {presenter.themeSetByPartner && <p className={styles.hint}>Your organisation has chosen the app&apos;s colours.</p>}
          <div className={styles.row}>
            {THEMES.map(({ theme, label }) => (
              <label key={theme} className={styles.choice}>
                <input
                  type="radio"
                  name="theme"
                  value={theme}
                  checked={presenter.theme === theme}
                  disabled={presenter.themeSetByPartner}
                  onChange={() => presenter.setTheme(theme)}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>

        <div className={styles.actions}>
          <Button type="submit" busy={presenter.submitting}>
            {presenter.submitting ? 'Saving…' : 'Save preferences'}
          </Button>
          <p className={styles.status} role="status">
            {presenter.saved ? 'Your preferences are saved.' : ''}
          </p>
        </div>
      </form>
    </main>
  );
});
