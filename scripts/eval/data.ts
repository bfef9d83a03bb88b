/**
 * Loaders for the evaluation data in ../shared/eval (read in place, never copied):
 * Kleister-NDA (EDGAR non-disclosure agreements) and SROIE (shop receipts).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const EVAL_DIR = process.env.EVAL_DATA_DIR ?? path.resolve(ROOT, '../shared/eval');

export interface KleisterDoc {
  id: string;
  /** The PDF (dev-0 only). */
  pdf: string | null;
  /** `text_best` of in.tsv, newlines restored. */
  text: string;
  /** Gold `key=value` pairs as in expected.tsv. */
  gold: string[];
}

/** Decompresses an .xz file with the system `xz` (Node's zlib has no xz). */
function xzText(file: string): string {
  return execFileSync('xz', ['-dc', file], { maxBuffer: 1 << 30 }).toString('utf8');
}

export function loadKleister(split: 'train' | 'dev-0'): KleisterDoc[] {
  const dir = path.join(EVAL_DIR, 'kleister-nda', split);
  const header = fs.readFileSync(path.join(EVAL_DIR, 'kleister-nda', 'in-header.tsv'), 'utf8').trim().split('\t');
  const col = (name: string) => header.indexOf(name);
  const rows = xzText(path.join(dir, 'in.tsv.xz')).split('\n').filter(Boolean);
  const expected = fs.readFileSync(path.join(dir, 'expected.tsv'), 'utf8').split('\n');
  return rows.map((row, i) => {
    const cells = row.split('\t');
    const filename = cells[col('filename')];
    const pdf = path.join(dir, 'documents', filename);
    return {
      id: filename.replace(/\.pdf$/, ''),
      pdf: fs.existsSync(pdf) ? pdf : null,
      text: cells[col('text_best')].replace(/\\n/g, '\n').replace(/\\t/g, '\t'),
      gold: (expected[i] ?? '').trim().split(/\s+/).filter(Boolean),
    };
  });
}

export interface SroieDoc {
  id: string;
  text: string;
  gold: { company: string; date: string; address: string; total: string };
}

/** Receipts whose number is in `part`: 'fit' (even numbers, for fitting), 'test' (odd, for measuring) or 'all'. */
export function loadSroie(part: 'fit' | 'test' | 'all'): SroieDoc[] {
  const dir = path.join(EVAL_DIR, 'sroie');
  const ids = fs
    .readdirSync(path.join(dir, 'key'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
  return ids
    .filter((id) => part === 'all' || (Number(id) % 2 === 0) === (part === 'fit'))
    .map((id) => {
      const lines = fs
        .readFileSync(path.join(dir, 'box', `${id}.csv`), 'utf8')
        .split(/\r?\n/)
        .filter((l) => l.trim())
        .map((l) => l.split(',').slice(8).join(',').trim());
      const gold = JSON.parse(fs.readFileSync(path.join(dir, 'key', `${id}.json`), 'utf8'));
      return { id, text: lines.join('\n'), gold };
    });
}
