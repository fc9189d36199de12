/** A value a form-encoded body or query can carry. */
type FormValue = string | number | boolean | null | undefined | readonly (string | number)[];

export type FormFields = Readonly<Record<string, FormValue>>;

/**
 * Form encoding for every body and query (docs/product.md section 7): undefined fields are left out, null is
 * sent empty (contract/openapi.yaml: remindDt is "UTC hour or empty"), arrays as comma lists, booleans as true/false.
 */
export function formBody(fields: FormFields): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    body.append(name, formText(value));
  }
  return body;
}

function formText(value: Exclude<FormValue, undefined>): string {
  if (value === null) return '';
  if (Array.isArray(value)) return value.join(',');
  return String(value);
}
