// The bench: builds the app and measures what a learner downloads. Every figure prints with its budget
// and "ok" or "over"; the exit code is non-zero when any budget is over. Results go to bench/results.json.
// Browser-timed figures (study loop, deck list, memory, Lighthouse) join this file with their features.
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist';
const KB = 1024;

function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The scripts and styles index.html loads before the first screen: its entry and the modules it preloads. */
function criticalAssets() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/app\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  return [...new Set(refs)].map((ref) => join(dist, ref));
}

function allAssets(ext) {
  return readdirSync(join(dist, 'assets'))
    .filter((name) => name.endsWith(ext))
    .map((name) => join(dist, 'assets', name));
}

const sum = (files) => files.reduce((total, file) => total + gzipSize(file), 0);

console.log('Building…');
execSync('npx vite build --logLevel warn', { stdio: 'inherit' });

const critical = criticalAssets();
const figures = [
  { name: 'critical-path JavaScript (gzip)', value: sum(critical.filter((f) => f.endsWith('.js'))) / KB, unit: 'KB', budget: 170 },
  { name: 'critical-path CSS (gzip)', value: sum(critical.filter((f) => f.endsWith('.css'))) / KB, unit: 'KB' },
  { name: 'whole app JavaScript (gzip)', value: sum(allAssets('.js')) / KB, unit: 'KB' },
  { name: 'whole app CSS (gzip)', value: sum(allAssets('.css')) / KB, unit: 'KB' },
];

let over = false;
for (const figure of figures) {
  const verdict = figure.budget === undefined ? '' : figure.value <= figure.budget ? 'ok' : 'over';
  if (verdict === 'over') over = true;
  const budget = figure.budget === undefined ? '(no budget)' : `budget ${figure.budget} ${figure.unit}`;
  console.log(`${figure.name.padEnd(36)} ${figure.value.toFixed(1).padStart(8)} ${figure.unit}  ${budget}  ${verdict}`);
}
writeFileSync('bench/results.json', JSON.stringify({ at: new Date().toISOString(), figures }, null, 2) + '\n');
console.log('Written to bench/results.json');
process.exit(over ? 1 : 0);
