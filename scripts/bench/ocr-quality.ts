/**
 * npx tsx scripts/bench/ocr-quality.ts [--receipts 100] [--from 0]
 *
 * How much of a scanned receipt OCR gets right, through the service's own OCR pool:
 * for each scanned SROIE receipt (`../shared/eval/sroie/img/NNN.jpg`), whether its
 * gold company, date, address and total appear in the OCR text, compared upper-cased
 * with white space removed (as the extraction eval compares them); "near" allows one
 * wrong character in twenty (a value an extractor could still be fuzzy about). The
 * same is given for the receipt's reference lines (`box/NNN.csv`), the ceiling, and
 * the seconds of OCR per image (one worker), wall clock and CPU.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createOcrPool } from '../../src/ingest/ocr.ts';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const i = argv.indexOf(name);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const SROIE = path.resolve(fileURLToPath(new URL('../../../shared/eval/sroie', import.meta.url)));
const FIELDS = ['company', 'date', 'address', 'total'] as const;

const squash = (s: string) => s.toUpperCase().replace(/\s+/g, '');

/** The fewest edits that turn `needle` into some stretch of `hay` (approximate substring match). */
function editsToFind(needle: string, hay: string): number {
  let prev = Array.from({ length: needle.length + 1 }, (_, i) => i);
  let best = prev[needle.length];
  for (let j = 1; j <= hay.length; j++) {
    const cur = [0];
    for (let i = 1; i <= needle.length; i++) cur[i] = Math.min(prev[i] + 1, cur[i - 1] + 1, prev[i - 1] + (needle[i - 1] === hay[j - 1] ? 0 : 1));
    prev = cur;
    best = Math.min(best, cur[needle.length]);
  }
  return best;
}

const referenceText = (csv: string) =>
  csv
    .split('\n')
    .filter(Boolean)
    .map((l) => l.split(',').slice(8).join(','))
    .join('\n');

const from = arg('--from', 0);
const count = arg('--receipts', 100);
const pool = createOcrPool({ concurrency: 1 });
const exact = Object.fromEntries(FIELDS.map((f) => [f, 0]));
const near = Object.fromEntries(FIELDS.map((f) => [f, 0]));
const reference = Object.fromEntries(FIELDS.map((f) => [f, 0]));
let seconds = 0;
let cpuSeconds = 0;
let n = 0;
try {
  // One image first, so starting the worker is not timed.
  await pool.recognize(fs.readFileSync(path.join(SROIE, 'img', `${String(from).padStart(3, '0')}.jpg`)));
  for (let i = from; i < from + count; i++) {
    const id = String(i).padStart(3, '0');
    const image = path.join(SROIE, 'img', `${id}.jpg`);
    if (!fs.existsSync(image)) break;
    const gold = JSON.parse(fs.readFileSync(path.join(SROIE, 'key', `${id}.json`), 'utf8')) as Record<string, string>;
    const started = performance.now();
    const cpu = process.cpuUsage();
    const text = squash(await pool.recognize(fs.readFileSync(image)));
    seconds += (performance.now() - started) / 1000;
    // CPU time of the whole process, OCR threads included: steadier than the wall clock on a busy machine.
    const used = process.cpuUsage(cpu);
    cpuSeconds += (used.user + used.system) / 1e6;
    const lines = squash(referenceText(fs.readFileSync(path.join(SROIE, 'box', `${id}.csv`), 'utf8')));
    for (const f of FIELDS) {
      const want = squash(gold[f] ?? '');
      if (!want) continue;
      if (text.includes(want)) exact[f]++;
      if (editsToFind(want, text) <= Math.ceil(want.length / 20)) near[f]++;
      if (lines.includes(want)) reference[f]++;
    }
    n++;
  }
} finally {
  await pool.close();
}
const share = (counts: Record<string, number>) => FIELDS.map((f) => `${f} ${(counts[f] / n).toFixed(2)}`).join(', ');
console.log(`${n} scanned receipts (from ${from})`);
console.log(`in the OCR text, exactly:     ${share(exact)}`);
console.log(`in the OCR text, 1 in 20 off: ${share(near)}`);
console.log(`in the reference lines:       ${share(reference)}`);
console.log(`OCR time: ${(seconds / n).toFixed(2)} s per image (CPU ${(cpuSeconds / n).toFixed(2)} s)`);
