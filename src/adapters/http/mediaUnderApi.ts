import { FieldType, type NextStep, type StudyCard, type TemplateField } from '../../domain/entities';

/**
 * Media addresses relative to the API (docs/product.md section 7: `/app/media/...` under the API base) made
 * absolute under it, so that the card carries an address the browser can load. Absolute addresses
 * (a media host) and inline data stay as they are. The browser loads media itself, sending its
 * credentials (cookies) but no bearer token (docs/deployment.md: what a backend must send).
 */
export function cardWithMediaUnder(apiBase: string, card: StudyCard): StudyCard {
  const resolve = (value: string, type: FieldType | number): string =>
    (type === FieldType.Image || type === FieldType.Audio) && /^\/(?!\/)/.test(value) ? `${apiBase}${value}` : value;
  const field = (item: TemplateField): TemplateField => (item.value === undefined ? item : { ...item, value: resolve(item.value, item.type) });
  return { ...card, front: resolve(card.front, card.frontType), back: resolve(card.back, card.backType), fields: card.fields.map(field) };
}

export function stepWithMediaUnder(apiBase: string, step: NextStep): NextStep {
  const { card, after } = step;
  return { ...step, ...(card ? { card: cardWithMediaUnder(apiBase, card) } : {}), ...(after ? { after: cardWithMediaUnder(apiBase, after) } : {}) };
}
