/**
 * npm run eval -- [--set kleister-dev|sroie|fixtures|held-out|train-families|all] [--limit N] [--json FILE] [--direct] [--misses]
 *
 * Runs whole documents through the real service (a child server process: upload
 * over HTTP, a tool run, the result read back), scores the answers and prints a
 * table. `held-out` is the headline: document families fitting never reads,
 * reported per family with a reliability table each. `--direct` runs the same readers and backend in this process instead
 * (quicker; OCR of scanned PDF pages is skipped). `--misses` lists wrong answers.
 */
import fs from 'node:fs';
import { createLocalBackend } from '../../src/extraction/local/index.ts';
import { runDirect, runService, startService, type DocResult } from './run.ts';
import { calibration, calibrationItems, formatReport, scoreSet } from './score.ts';
import { loadSet, SET_NAMES, type SetName } from './sets.ts';

function parseArgs(argv: string[]) {
  const args = { set: 'all', limit: undefined as number | undefined, json: undefined as string | undefined, direct: false, misses: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--set') args.set = value();
    else if (a.startsWith('--set=')) args.set = a.slice(6);
    else if (a === '--limit') args.limit = Number(value());
    else if (a.startsWith('--limit=')) args.limit = Number(a.slice(8));
    else if (a === '--json') args.json = value();
    else if (a.startsWith('--json=')) args.json = a.slice(7);
    else if (a === '--direct') args.direct = true;
    else if (a === '--misses') args.misses = true;
    else if (a === '--help' || a === '-h') {
      console.log(`usage: npm run eval -- [--set ${[...SET_NAMES, 'all'].join('|')}] [--limit N] [--json FILE] [--direct] [--misses]`);
      process.exit(0);
    } else throw new Error(`unknown argument ${a}`);
  }
  if (args.set !== 'all' && !SET_NAMES.includes(args.set as SetName)) throw new Error(`--set must be one of ${[...SET_NAMES, 'all'].join(', ')}`);
  if (args.limit !== undefined && !(args.limit > 0)) throw new Error('--limit must be a positive number');
  return args;
}

function printMisses(results: DocResult[]): void {
  for (const r of results) {
    for (const f of r.doc.fields) {
      const a = r.answers[f.field_name];
      const value = a?.value ?? null;
      const right = r.doc.hasGold(f.field_name) ? value !== null && r.doc.isRight(f.field_name, value) : value === null;
      if (right) continue;
      console.log(`  ${r.doc.id} ${f.field_name}: got ${JSON.stringify(value)} (${a?.confidence}), gold ${r.doc.goldText(f.field_name)}`);
    }
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const sets = args.set === 'all' ? SET_NAMES : [args.set as SetName];
  const started = performance.now();
  const service = args.direct ? null : await startService();
  const all: DocResult[] = [];
  const scores = [];
  try {
    for (const set of sets) {
      const docs = await loadSet(set, args.limit);
      process.stderr.write(`${set}: ${docs.length} documents ${args.direct ? '(in process)' : 'through the service'}\n`);
      const progress = (n: number) => {
        if (n % 10 === 0 || n === docs.length) process.stderr.write(`  ${n}/${docs.length}\r`);
      };
      const results = service ? await runService(service, docs, progress) : await runDirect(docs, createLocalBackend(), progress);
      process.stderr.write('\n');
      if (args.misses) printMisses(results);
      all.push(...results);
      scores.push(scoreSet(set, results));
    }
  } finally {
    await service?.stop();
  }
  const overall = calibration(calibrationItems(all));
  const wall = (performance.now() - started) / 1000;
  console.log(formatReport(scores, overall, wall));
  if (args.json) {
    fs.writeFileSync(args.json, `${JSON.stringify({ mode: args.direct ? 'in-process' : 'service', sets: scores, calibration: overall, wallSeconds: wall }, null, 2)}\n`);
    console.log(`figures written to ${args.json}`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
