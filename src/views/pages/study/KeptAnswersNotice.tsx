import { observer } from 'mobx-react-lite';
import type { Ref } from 'react';
import type { AnswerEngine } from '../../../presenters/answering/AnswerEngine';
import { Button } from '../../shared/Button';
import styles from './Study.module.scss';

/**
 * Answers saved on this device until the server has them, on every screen that answers cards: why they
 * wait (the catalogue's text, offline included), how many and where, and Send now, online or not (offline,
 * it says so again rather than doing nothing).
 */
export const KeptAnswersNotice = observer(function KeptAnswersNotice({ engine, headingRef }: { engine: AnswerEngine; headingRef?: Ref<HTMLHeadingElement> }) {
  const { kept } = engine.outbox;
  if (!kept) return null;
  return (
    <section className={styles.kept} role="alert" aria-labelledby="kept-answers-heading">
      <h2 id="kept-answers-heading" ref={headingRef} tabIndex={-1}>
        {kept.failure.title}
      </h2>
      {kept.failure.text && <p>{kept.failure.text}</p>}
      <p>{engine.outbox.keptText}</p>
      <Button onClick={() => void engine.sendNow()}>Send now</Button>
    </section>
  );
});
