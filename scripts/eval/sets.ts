/**
 * The evaluation sets: which documents, which fields are asked (written as a user
 * would write them), and how an answer is compared with the gold one. The
 * normalisation here is each data set's own convention for writing answers; the
 * engine never sees it.
 */
import fs from 'node:fs';
import { loadKleister, loadSroie, type KleisterDoc } from './data.ts';
import { generateFixtures } from './fixtures.ts';
import type { ApiField, EvalDoc, SetName } from './types.ts';
import { durationKey } from './durations.ts';
import { FAMILY_EVAL_SEED, familiesOf, familyDocs } from './families/index.ts';

export type { ApiField, EvalDoc, FieldType, SetName } from './types.ts';
export { SET_NAMES } from './types.ts';

// ---------------------------------------------------------------------------
// Kleister-NDA

export const KLEISTER_FIELDS: ApiField[] = [
  { field_name: 'effective_date', description: 'Date on which the agreement becomes effective', type: 'date' },
  { field_name: 'jurisdiction', description: 'State or country whose laws govern the agreement', type: 'text' },
  { field_name: 'party_1', description: 'Name of a party to the agreement (a company or a person)', type: 'text' },
  { field_name: 'party_2', description: 'Name of a party to the agreement (a company or a person)', type: 'text' },
  { field_name: 'party_3', description: 'Name of a party to the agreement (a company or a person)', type: 'text' },
  { field_name: 'party_4', description: 'Name of a party to the agreement (a company or a person)', type: 'text' },
  { field_name: 'term', description: 'How long the agreement lasts (its term)', type: 'text' },
];

const SUFFIX_CANON: Record<string, string> = {
  inc: 'Inc.', incorporated: 'Inc.', corp: 'Corp.', co: 'Co.', ltd: 'Ltd.', limited: 'Ltd.', lp: 'LP', llc: 'LLC', llp: 'LLP', plc: 'PLC', na: 'N.A.', nv: 'N.V.', sa: 'S.A.', ag: 'AG',
};

/** A text answer written as expected.tsv writes it: no commas, `&` as "and", legal forms in one spelling, spaces as `_`. */
export function kleisterText(value: string): string {
  const words = value
    .replace(/[,]/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/[“”"]/g, (c) => c)
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length > 1) {
    const last = words[words.length - 1];
    const canon = SUFFIX_CANON[last.toLowerCase().replace(/\./g, '')];
    if (canon) words[words.length - 1] = canon;
  }
  return words.join('_');
}

/** The `key=value` pair an answer makes, upper-cased as GEval compares them, or null. */
export function kleisterPair(field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const key = field.replace(/_\d+$/, '') === 'party' ? 'party' : field;
  let v: string | null;
  switch (key) {
    case 'effective_date':
      v = String(value);
      break;
    case 'jurisdiction':
      v = kleisterText(String(value).replace(/^(?:the\s+)?(?:state|commonwealth|province|republic)\s+of\s+/i, ''));
      break;
    case 'term':
      v = durationKey(String(value));
      break;
    default:
      v = kleisterText(String(value));
  }
  return v ? `${key}=${v}`.toUpperCase() : null;
}

function kleisterEvalDoc(d: KleisterDoc, pages?: string[]): EvalDoc {
  const gold = d.gold.map((p) => p.toUpperCase());
  const goldKeys = new Set(d.gold.map((p) => p.split('=')[0]));
  const keyOf = (field: string) => (field.startsWith('party') ? 'party' : field);
  return {
    set: 'kleister-dev',
    id: d.id,
    file: { name: `${d.id}.pdf`, content: d.pdf ? fs.readFileSync(d.pdf) : Buffer.from(d.text) },
    pages,
    fields: KLEISTER_FIELDS,
    isRight: (field, value) => {
      const pair = kleisterPair(field, value);
      return pair !== null && gold.includes(pair);
    },
    hasGold: (field) => goldKeys.has(keyOf(field)) && (!field.startsWith('party_') || Number(field.slice(6)) <= d.gold.filter((p) => p.startsWith('party=')).length),
    pairs(answers) {
      const predicted = Object.entries(answers)
        .map(([f, v]) => kleisterPair(f, v))
        .filter((p): p is string => p !== null);
      const left = [...gold];
      let tp = 0;
      for (const p of predicted) {
        const i = left.indexOf(p);
        if (i >= 0) {
          tp++;
          left.splice(i, 1);
        }
      }
      return { tp, fp: predicted.length - tp, fn: left.length };
    },
    goldText: (field) =>
      d.gold
        .filter((p) => p.startsWith(`${keyOf(field)}=`))
        .map((p) => p.split('=')[1])
        .join(' | '),
  };
}

// ---------------------------------------------------------------------------
// SROIE

export const SROIE_FIELDS: ApiField[] = [
  { field_name: 'company', description: 'Name of the company or shop that issued the receipt', type: 'text' },
  { field_name: 'date', description: 'Date of the receipt', type: 'date' },
  { field_name: 'address', description: 'Address of the shop', type: 'text' },
  { field_name: 'total', description: 'Total amount paid', type: 'currency' },
];

/** Gold receipt dates are printed day first (DD/MM/YYYY, DD-MM-YY, 25 MAR 2018...). */
export function sroieGoldDate(printed: string): string | null {
  const s = printed.trim().replace(/^\(|\)$/g, '');
  let m = /^(\d{1,2})[./-](\d{1,2})[./-](\d{2,4})$/.exec(s);
  const y = (t: string) => (t.length === 2 ? 2000 + Number(t) : Number(t));
  const iso = (yy: number, mm: number, dd: number) => `${yy}-${String(mm).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
  if (m) return iso(y(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{4})[./-](\d{1,2})[./-](\d{1,2})$/.exec(s);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{4})(\d{2})(\d{2})$/.exec(s);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[\s/-]*([A-Za-z]{3})[A-Za-z]*[\s/-]*(\d{2,4})$/.exec(s);
  if (m) {
    const month = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(m[2].toLowerCase()) + 1;
    if (month) return iso(y(m[3]), month, Number(m[1]));
  }
  return null;
}

/** SROIE text answers compare upper-cased with whitespace removed (the OCR lines do not keep the spaces the annotators typed). */
export const sroieText = (v: string) => v.toUpperCase().replace(/\s+/g, '');

export function sroieEvalDocs(part: 'fit' | 'test'): EvalDoc[] {
  return loadSroie(part).map((d) => ({
    set: 'sroie' as const,
    id: d.id,
    file: { name: `receipt-${d.id}.txt`, content: Buffer.from(d.text) },
    pages: [d.text],
    fields: SROIE_FIELDS,
    isRight(field, value) {
      if (value === null || value === undefined) return false;
      switch (field) {
        case 'date':
          return value === sroieGoldDate(d.gold.date);
        case 'total':
          return typeof value === 'number' && Math.abs(value - Number(d.gold.total.replace(/[^\d.]/g, ''))) < 0.005;
        default:
          return d.gold[field as 'company' | 'address'] !== undefined && sroieText(String(value)) === sroieText(d.gold[field as 'company' | 'address']);
      }
    },
    hasGold: (field) => Boolean(d.gold[field as keyof typeof d.gold]),
    goldText: (field) => d.gold[field as keyof typeof d.gold] ?? '',
  }));
}

// ---------------------------------------------------------------------------

export function kleisterEvalDocs(split: 'train' | 'dev-0', paginate?: (text: string) => string[]): EvalDoc[] {
  return loadKleister(split).map((d) => kleisterEvalDoc(d, paginate ? paginate(d.text) : undefined));
}

export function fixtureEvalDocs(seed: number, count: number): Promise<EvalDoc[]> {
  return generateFixtures(seed, count);
}

/** The documents of a set, as measured (never the ones weights are fitted on). */
export async function loadSet(name: SetName, limit?: number): Promise<EvalDoc[]> {
  let docs: EvalDoc[];
  if (name === 'kleister-dev') docs = kleisterEvalDocs('dev-0');
  else if (name === 'sroie') docs = sroieEvalDocs('test');
  else if (name === 'fixtures') docs = await fixtureEvalDocs(FIXTURE_EVAL_SEED, limit ?? FIXTURE_EVAL_COUNT);
  else {
    // Families: a limit is shared out over the families, so every one is measured.
    const split = name === 'held-out' ? 'held-out' : name === 'calibration-families' ? 'calibration' : 'train';
    const count = familiesOf(split).length;
    docs = await familyDocs(split, FAMILY_EVAL_SEED, limit ? Math.ceil(limit / count) : split === 'train' ? TRAIN_FAMILY_EVAL_PER_FAMILY : HELD_OUT_PER_FAMILY);
    if (limit) docs = Array.from({ length: Math.ceil(limit / count) }, (_, i) => docs.filter((d, k) => k % Math.ceil(limit / count) === i)).flat();
  }
  return limit ? docs.slice(0, limit) : docs;
}

/** Fixtures for measuring and for fitting come from different seeds. */
export const FIXTURE_EVAL_SEED = 1;
export const FIXTURE_EVAL_COUNT = 60;
export const FIXTURE_FIT_SEED = 1001;
/** Documents per family measured: held-out families (the headline figure) and, for comparison, training families. */
export const HELD_OUT_PER_FAMILY = 16;
export const TRAIN_FAMILY_EVAL_PER_FAMILY = 8;
