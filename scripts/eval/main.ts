/**
 * npm run eval -- [--set kleister-dev|sroie|fixtures|held-out|train-families|all] [--limit N] [--json FILE] [--direct] [--misses]
 *                 [--backend local|openai|gemini|hybrid] [--fit-confidence FILE]
 *
 * Runs whole documents through the real service (a child server process: upload
 * over HTTP, a tool run, the result read back), scores the answers and prints a
 * table. `held-out` is the headline: document families fitting never reads,
 * reported per family with a reliability table each. `--direct` runs the same readers and backend in this process instead
 * (quicker; OCR of scanned PDF pages is skipped). `--misses` lists wrong answers.
 * `--backend` measures a model backend, configured as the server would be (OPENAI_BASE_URL,
 * OPENAI_MODEL, OPENAI_API_KEY, GEMINI_API_KEY, LLM_* from the environment);
 * `--fit-confidence FILE` (in process) also fits that backend's confidence table to the
 * answers and writes it for LLM_CONFIDENCE_FILE.
 */
import fs from 'node:fs';
import { loadConfig } from '../../src/config.ts';
import { createExtraction } from '../../src/extraction/index.ts';
import { createLocalBackend } from '../../src/extraction/local/index.ts';
import { fitConfidenceTable } from './model-confidence.ts';
import { runDirect, runService, startService, type DocResult } from './run.ts';
import { calibration, calibrationItems, formatReport, scoreSet } from './score.ts';
import { loadSet, SET_NAMES, type SetName } from './sets.ts';

const BACKENDS = ['local', 'openai', 'gemini', 'hybrid'] as const;

/** The backend under measurement, built from the environment as the server builds it. */
function inProcessBackend(backend: (typeof BACKENDS)[number]) {
  if (backend === 'local') return createLocalBackend();
  return createExtraction(loadConfig({ ...process.env, EXTRACTION_BACKEND: backend, EXTRACTION_THREADS: '0' })).backend;
}

function parseArgs(argv: string[]) {
  const args = {
    set: 'all',
    limit: undefined as number | undefined,
    json: undefined as string | undefined,
    direct: false,
    misses: false,
    backend: 'local' as (typeof BACKENDS)[number],
    fitConfidence: undefined as string | undefined,
  };
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
    else if (a === '--backend' || a.startsWith('--backend=')) args.backend = (a.includes('=') ? a.slice(10) : value()) as typeof args.backend;
    else if (a === '--fit-confidence' || a.startsWith('--fit-confidence=')) args.fitConfidence = a.includes('=') ? a.slice(17) : value();
    else if (a === '--help' || a === '-h') {
      console.log(`usage: npm run eval -- [--set ${[...SET_NAMES, 'all'].join('|')}] [--limit N] [--json FILE] [--direct] [--misses] [--backend ${BACKENDS.join('|')}] [--fit-confidence FILE]`);
      process.exit(0);
    } else throw new Error(`unknown argument ${a}`);
  }
  if (args.set !== 'all' && !SET_NAMES.includes(args.set as SetName)) throw new Error(`--set must be one of ${[...SET_NAMES, 'all'].join(', ')}`);
  if (args.limit !== undefined && !(args.limit > 0)) throw new Error('--limit must be a positive number');
  if (!BACKENDS.includes(args.backend)) throw new Error(`--backend must be one of ${BACKENDS.join(', ')}`);
  if (args.fitConfidence && args.backend === 'local') throw new Error('--fit-confidence fits a model backend: give --backend openai, gemini or hybrid');
  // The checks behind a model answer's confidence are not part of the API: fitting reads them in process.
  if (args.fitConfidence) args.direct = true;
  return args;
}

function printMisses(results: DocResult[]): void {
  for (const r of results) {
    for (const f of r.doc.fields) {
      const a = r.answers[f.field_name];
      const value = a?.value ?? null;
      const right = r.doc.hasGold(f.field_name) ? value !== null && r.doc.isRight(f.field_name, value) : value === null;
      if (right) continue;
      console.log(`  ${r.doc.id} ${f.field_name}: got ${JSON.stringify(value)} (${a?.confidence}), gold ${r.doc.goldText(f.field_name)} [${f.type}]`);
    }
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const sets = args.set === 'all' ? SET_NAMES : [args.set as SetName];
  const started = performance.now();
  const service = args.direct ? null : await startService({ EXTRACTION_BACKEND: args.backend });
  const direct = args.direct ? inProcessBackend(args.backend) : null;
  const all: DocResult[] = [];
  const scores = [];
  try {
    for (const set of sets) {
      const docs = await loadSet(set, args.limit);
      process.stderr.write(`${set}: ${docs.length} documents ${args.direct ? '(in process)' : 'through the service'}\n`);
      const progress = (n: number) => {
        if (n % 10 === 0 || n === docs.length) process.stderr.write(`  ${n}/${docs.length}\r`);
      };
      const results = service ? await runService(service, docs, progress) : await runDirect(docs, direct!, progress);
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
  if (args.fitConfidence) {
    const fitted = fitConfidenceTable(all);
    fs.writeFileSync(args.fitConfidence, `${JSON.stringify({ version: 1, backend: args.backend, ...fitted }, null, 2)}\n`);
    console.log(`confidence table for LLM_CONFIDENCE_FILE written to ${args.fitConfidence}`);
  }
  if (args.json) {
    fs.writeFileSync(args.json, `${JSON.stringify({ mode: args.direct ? 'in-process' : 'service', sets: scores, calibration: overall, wallSeconds: wall }, null, 2)}\n`);
    console.log(`figures written to ${args.json}`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
