/**
 * The field a refused submission puts the focus on: the first, in the form's order, whose message shows
 * (the form's own check or a failure the field owns); null when none does, the failure being the form's.
 * Each key is the field's name in the view (docs/decisions/0255-a-refused-form-focuses-its-first-failing-field.md).
 */
export function firstFailingField(messages: Record<string, string | null>): string | null {
  return Object.keys(messages).find((field) => messages[field]) ?? null;
}
