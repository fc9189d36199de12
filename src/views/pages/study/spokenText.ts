import { FieldType } from '../../../domain';

/**
 * A card side as a screen reader should hear it in one sentence: text as it is, sanitised HTML as its
 * text (parsed inertly, never run), and an image or audio by its label. Ends with a full stop.
 */
export function spokenText(value: string, type: FieldType, mediaLabel: string): string {
  const text =
    type === FieldType.Image || type === FieldType.Audio
      ? `${mediaLabel} (${type === FieldType.Image ? 'an image' : 'audio'})`
      : type === FieldType.Html
        ? (new DOMParser().parseFromString(value, 'text/html').body.textContent ?? '')
        : value;
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return /[.?!:]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
