import { FieldType, Mode, QuestionType } from './Study';

/**
 * Numeric codes a newer backend may add to (docs/product.md, unknown codes): a card or step that carries one
 * still reads, degraded, instead of failing the whole answer. The shape around a code stays checked.
 */
type CodeKind = 'mode' | 'fieldType' | 'questionType';

export interface UnknownCode {
  readonly kind: CodeKind;
  readonly code: number;
}

/** Told of each code this app does not know, as a step or card is read. */
export type UnknownCodeNotice = (unknown: UnknownCode) => void;

export const ignoreUnknownCodes: UnknownCodeNotice = () => undefined;

function known<E extends number>(values: Record<string, string | number>, code: number): code is E {
  return Object.values(values).includes(code);
}

/** An unknown field type shows as text. */
export function fieldTypeOf(code: number, notice: UnknownCodeNotice): FieldType {
  if (known<FieldType>(FieldType, code)) return code;
  notice({ kind: 'fieldType', code });
  return FieldType.Text;
}

/** An unknown question type is answered as a recall card. */
export function questionTypeOf(code: number, notice: UnknownCodeNotice): QuestionType {
  if (known<QuestionType>(QuestionType, code)) return code;
  notice({ kind: 'questionType', code });
  return QuestionType.Recall;
}

/** An unknown mode is kept as the server sent it (answers go back in it) and shown with a neutral label. */
export function modeOf(code: number, notice: UnknownCodeNotice): Mode {
  if (!isKnownMode(code)) notice({ kind: 'mode', code });
  return code as Mode;
}

function isKnownMode(code: number): boolean {
  return known<Mode>(Mode, code);
}
