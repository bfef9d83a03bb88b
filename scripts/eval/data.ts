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

interface Box {
  top: number;
  bottom: number;
  left: number;
  text: string;
}

/**
 * A receipt's text from its OCR boxes. `rows` (the default) puts the boxes that
 * share a printed line on one text line, left to right, three spaces apart (what a
 * layout-aware OCR reader gives, and what the PDF reader does with positioned text);
 * `lines` joins the boxes one per line in file order.
 */
export function receiptText(csv: string, layout: 'rows' | 'lines' = 'rows'): string {
  const boxes: Box[] = csv
    .split(/\r?\n/)
    .filter((l) => l.trim())
    .map((l) => {
      const cells = l.split(',');
      const n = cells.slice(0, 8).map(Number);
      return { top: Math.min(n[1], n[3]), bottom: Math.max(n[5], n[7]), left: Math.min(n[0], n[6]), text: cells.slice(8).join(',').trim() };
    })
    .filter((b) => b.text);
  if (layout === 'lines') return boxes.map((b) => b.text).join('\n');
  const rows: Box[][] = [];
  for (const b of [...boxes].sort((x, y) => x.top + x.bottom - (y.top + y.bottom))) {
    const centre = (b.top + b.bottom) / 2;
    const row = rows.find((r) => {
      const top = Math.min(...r.map((x) => x.top));
      const bottom = Math.max(...r.map((x) => x.bottom));
      const mid = (top + bottom) / 2;
      return Math.abs(centre - mid) < Math.min(bottom - top, b.bottom - b.top) * 0.5;
    });
    if (row) row.push(b);
    else rows.push([b]);
  }
  return rows.map((r) => r.sort((x, y) => x.left - y.left).map((x) => x.text).join('   ')).join('\n');
}

/** Receipts whose number is in `part`: 'fit' (even numbers, for fitting), 'test' (odd, for measuring) or 'all'. */
export function loadSroie(part: 'fit' | 'test' | 'all', layout: 'rows' | 'lines' = (process.env.SROIE_LAYOUT as 'rows' | 'lines') ?? 'rows'): SroieDoc[] {
  const dir = path.join(EVAL_DIR, 'sroie');
  const ids = fs
    .readdirSync(path.join(dir, 'key'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
  return ids
    .filter((id) => part === 'all' || (Number(id) % 2 === 0) === (part === 'fit'))
    .map((id) => {
      const text = receiptText(fs.readFileSync(path.join(dir, 'box', `${id}.csv`), 'utf8'), layout);
      const gold = JSON.parse(fs.readFileSync(path.join(dir, 'key', `${id}.json`), 'utf8'));
      return { id, text, gold };
    });
}
