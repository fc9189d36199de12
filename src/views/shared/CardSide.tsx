import { FieldType, mediaUrl, type StudyCard } from '../../domain';
import styles from './CardSide.module.scss';
import { SafeHtml } from './SafeHtml';
import { ZoomableImage } from './ZoomableImage';

/** One side of a card as its field type says: text, sanitised HTML, an image or audio. */
export function CardSide({ value, type, label, alt, className }: { value: string; type: FieldType; label: string; alt: string; className?: string }) {
  const image = type === FieldType.Image ? mediaUrl(value, 'image') : null;
  const audio = type === FieldType.Audio ? mediaUrl(value, 'audio') : null;
  return (
    <div className={[styles.side, className].filter(Boolean).join(' ')}>
      <span className={styles.sideLabel}>{label}</span>
      {type === FieldType.Html ? (
        <SafeHtml html={value} />
      ) : type === FieldType.Image || type === FieldType.Audio ? (
        image ? (
          <ZoomableImage src={image} alt={alt} />
        ) : audio ? (
          <audio controls src={audio}>
            <a href={audio}>Play the audio</a>
          </audio>
        ) : (
          <p>This card's media cannot be shown.</p>
        )
      ) : (
        <p>{value}</p>
      )}
    </div>
  );
}

/** A card's question, with its banner and label. */
export function CardFront({ card }: { card: StudyCard }) {
  return (
    <>
      {card.questionBanner && <p className={styles.meta}>{card.questionBanner}</p>}
      <CardSide value={card.front} type={card.frontType} label={card.questionLabel ?? 'Question'} alt={card.questionLabel ?? 'The question'} className={styles.front} />
    </>
  );
}

/** A card's answer and its comment. */
export function CardBack({ card }: { card: StudyCard }) {
  return (
    <>
      <CardSide value={card.back} type={card.backType} label="Answer" alt="The answer" className={styles.back} />
      {card.backComment && <p className={styles.meta}>{card.backComment}</p>}
    </>
  );
}
