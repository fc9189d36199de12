/** A value as the device holds it, parsed; null when there is none or it does not parse. */
export function parseStored(stored: string | null): unknown {
  try {
    return JSON.parse(stored ?? 'null');
  } catch {
    return null;
  }
}
