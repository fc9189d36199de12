// How the bench states a figure: value, unit, budget and a verdict, one line each, and a list for
// bench/results.json. A timing figure is the median of several rounds, printed with their spread, so that
// one noisy round neither passes nor fails a budget on its own.

export const figures = [];

const formatNumber = (value) =>
  value === Number.POSITIVE_INFINITY ? 'timed out' : Number.isInteger(value) ? String(value) : value.toFixed(1);

/** One figure: `budget` with `direction` 'max' (value at most) or 'min' (value at least). */
export function record(name, value, unit, budget, direction = 'max', note) {
  const verdict = budget === undefined ? '' : direction === 'max' ? (value <= budget ? 'ok' : 'over') : value >= budget ? 'ok' : 'over';
  figures.push({ name, value: Number.isFinite(value) ? value : String(value), unit, budget, direction, verdict, ...(note ? { note } : {}) });
  const budgetText = budget === undefined ? '(no budget)' : `budget ${direction === 'max' ? '≤' : '≥'} ${budget} ${unit}`;
  console.log(`${name.padEnd(62)} ${formatNumber(value).padStart(9)} ${unit.padEnd(3)}  ${budgetText.padEnd(19)} ${verdict.padEnd(4)}${note ? `  ${note}` : ''}`);
}

/** A figure that could not be measured: it fails the bench, with the reason. */
export function missing(name, reason) {
  figures.push({ name, verdict: 'not measured', reason });
  console.log(`${name.padEnd(62)} ${'—'.padStart(9)}      not measured: ${reason}`);
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const median = (values) => percentile(values, 50);

/**
 * A figure measured in several rounds: `rounds` holds each round's value, or an Error for a round that
 * could not be measured in full (then the figure is not measured). The verdict is the median's; the
 * note gives the spread of the rounds.
 */
export function recordRounds(name, rounds, unit, budget, direction = 'max', note) {
  const failed = rounds.find((round) => round instanceof Error);
  if (failed) return missing(name, failed.message);
  const values = rounds.map(Number);
  const spread = `${formatNumber(Math.min(...values))}–${formatNumber(Math.max(...values))}`;
  record(name, median(values), unit, budget, direction, `median of ${values.length} rounds, spread ${spread}${note ? `; ${note}` : ''}`);
}

/** Runs `measure` `count` times; a round that throws is kept as its Error, so every figure of it is "not measured". */
export async function inRounds(count, measure) {
  const rounds = [];
  for (let round = 0; round < count; round++) {
    try {
      rounds.push(await measure(round));
    } catch (error) {
      rounds.push(error instanceof Error ? error : new Error(String(error)));
    }
  }
  return rounds;
}

/** A value of each round (an Error round stays an Error). */
export const pick = (rounds, read) => rounds.map((round) => (round instanceof Error ? round : read(round)));
