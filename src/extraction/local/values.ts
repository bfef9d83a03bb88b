import * as chrono from 'chrono-node';
import type { FieldType } from '../../domain/tool-runs.ts';

/** A typed value found in a string, with its span in that string. */
export interface ValueMatch {
  value: unknown;
  start: number;
  end: number;
}

/** Symbols and the ISO 4217 code they usually stand for. */
const CURRENCY_SYMBOLS: Record<string, string> = {
  $: 'USD',
  US$: 'USD',
  USD$: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  '₹': 'INR',
  Rs: 'INR',
  '₩': 'KRW',
  '₽': 'RUB',
  '₺': 'TRY',
  '₪': 'ILS',
  '₫': 'VND',
  '฿': 'THB',
  '₱': 'PHP',
  '₦': 'NGN',
  'R$': 'BRL',
  RM: 'MYR',
  Rp: 'IDR',
  'S$': 'SGD',
  'A$': 'AUD',
  AU$: 'AUD',
  'C$': 'CAD',
  CA$: 'CAD',
  'NZ$': 'NZD',
  'HK$': 'HKD',
  'MX$': 'MXN',
  Fr: 'CHF',
  CHF: 'CHF',
  zł: 'PLN',
  kr: 'SEK',
  Kč: 'CZK',
  Ft: 'HUF',
  lei: 'RON',
};

/** Currency names written out, for `currency_symbol` fields ("payable in euros"). */
const CURRENCY_NAMES: Array<[RegExp, string]> = [
  [/\bu\.?s\.?\s+dollars?\b/i, 'USD'],
  [/\bcanadian\s+dollars?\b/i, 'CAD'],
  [/\baustralian\s+dollars?\b/i, 'AUD'],
  [/\bsingapore\s+dollars?\b/i, 'SGD'],
  [/\bhong\s+kong\s+dollars?\b/i, 'HKD'],
  [/\bnew\s+zealand\s+dollars?\b/i, 'NZD'],
  [/\beuros?\b/i, 'EUR'],
  [/\bpounds?\s+sterling\b|\bsterling\b|\bbritish\s+pounds?\b/i, 'GBP'],
  [/\bjapanese\s+yen\b|\byen\b/i, 'JPY'],
  [/\bswiss\s+francs?\b/i, 'CHF'],
  [/\brenminbi\b|\byuan\b/i, 'CNY'],
  [/\bindian\s+rupees?\b|\brupees?\b/i, 'INR'],
  [/\bringgit\b/i, 'MYR'],
  [/\brupiah\b/i, 'IDR'],
  [/\bpesos?\b/i, 'MXN'],
  [/\breais\b|\breal\s+brasileiro\b/i, 'BRL'],
  [/\bzloty\b|\bzlotys\b/i, 'PLN'],
  [/\bdollars?\b/i, 'USD'],
];

const ISO_CURRENCIES = new Set(
  'USD EUR GBP JPY CNY RMB INR KRW RUB TRY ILS VND THB PHP BRL MYR SGD AUD CAD HKD CHF PLN SEK NOK DKK NZD MXN ZAR AED SAR QAR KWD BHD OMR IDR CZK HUF RON BGN HRK ISK TWD ARS CLP COP PEN UYU EGP NGN KES GHS MAD TND PKR BDT LKR NPR UAH KZT'.split(' '),
);

const SYMBOL_PATTERN = Object.keys(CURRENCY_SYMBOLS)
  .sort((a, b) => b.length - a.length)
  .map((s) => s.replace(/[$.]/g, '\\$&'))
  .join('|');

// 1,250.00 / 1.250,00 / 1 250,00 / 1'250.00 / 1250 / 1250.5 / .5
const NUMBER = String.raw`[-+−]?(?:\d{1,3}(?:[,.\u00a0\u202f '’]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?|[.,]\d+)`;

/** Reads a number written in either the 1,250.00 or the 1.250,00 style. */
export function parseNumber(raw: string): number | null {
  let s = raw.replace(/[\s\u00a0\u202f'’]/g, '').replace('−', '-');
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    s = s.split(group).join('').replace(decimal, '.');
  } else if (lastComma >= 0) {
    // A single comma followed by exactly three digits groups thousands; otherwise it is a decimal comma.
    const parts = s.split(',');
    s = parts.length > 2 || (parts.length === 2 && parts[1].length === 3 && parts[0].replace(/^[-+]/, '') !== '0') ? parts.join('') : parts.join('.');
  } else if (lastDot >= 0) {
    const parts = s.split('.');
    if (parts.length > 2) s = parts.join('');
  }
  if (s.startsWith('+')) s = s.slice(1);
  const n = Number(s);
  return Number.isFinite(n) && s !== '' && s !== '-' ? n : null;
}

const NUMBER_FINDER = new RegExp(`(?<![\\p{L}\\p{N}_.,/]|[\\p{L}\\p{N}][-−])${NUMBER}(?![\\p{L}\\p{N}_]|[.,/]\\d|-\\d)`, 'gu');

export function findNumbers(text: string): ValueMatch[] {
  const out: ValueMatch[] = [];
  const finder = new RegExp(NUMBER_FINDER.source, 'gu');
  for (let m = finder.exec(text); m; m = finder.exec(text)) {
    let raw = m[0];
    // A plain space groups thousands only in "1 250,00" or "1 250 000"; else "1 250.00" is two numbers (a table's columns).
    if (/ /.test(raw) && !/^[-+−]?\d{1,3}( \d{3})+,\d+$/.test(raw) && !/^[-+−]?\d{1,3}( \d{3}){2,}([.,]\d+)?$/.test(raw)) {
      raw = raw.split(' ')[0];
      // Read on from the gap: the next column is a number of its own.
      finder.lastIndex = m.index + raw.length;
    }
    const value = parseNumber(raw);
    if (value !== null) out.push({ value, start: m.index!, end: m.index! + raw.length });
  }
  return out;
}

const PERCENT = new RegExp(`(${NUMBER})\\s?(?:%|per\\s?cent\\b|percent\\b|pct\\b|p\\.c\\.)`, 'giu');

export function findPercentages(text: string): ValueMatch[] {
  const out: ValueMatch[] = [];
  for (const m of text.matchAll(PERCENT)) {
    if (m.index! > 0 && /[\p{L}\p{N}_.]/u.test(text[m.index! - 1])) continue;
    const value = parseNumber(m[1]);
    if (value !== null) out.push({ value, start: m.index!, end: m.index! + m[0].length });
  }
  return out;
}

const CODES = [...ISO_CURRENCIES].join('|');
const AMOUNT = new RegExp(
  `(?:(?<pre>${SYMBOL_PATTERN}|\\b(?:${CODES})\\b)\\.?\\s?(?<a>${NUMBER}))|(?:(?<b>${NUMBER})\\s?(?<post>${SYMBOL_PATTERN}|\\b(?:${CODES})\\b))`,
  'g',
);

/** Amounts with a currency marker: `$1,250.00`, `EUR 1.250,00`, `1 250,00 €`, `-RM 0.02`. */
export function findAmounts(text: string): Array<ValueMatch & { currency: string }> {
  const out: Array<ValueMatch & { currency: string }> = [];
  for (const m of text.matchAll(AMOUNT)) {
    const g = m.groups!;
    const raw = g.a ?? g.b;
    let value = parseNumber(raw);
    const marker = g.pre ?? g.post;
    if (value === null) continue;
    let start = m.index!;
    // Letters glued to the marker ("ARM 5") are a word, not a currency.
    if (start > 0 && /[\p{L}]/u.test(text[start - 1]) && /^[\p{L}]/u.test(marker)) continue;
    // "-$5.00": the sign stands before the marker.
    if (g.pre && start > 0 && /[-−]/.test(text[start - 1]) && (start < 2 || /\s|\(/.test(text[start - 2]))) {
      start -= 1;
      value = -Math.abs(value);
    }
    out.push({ value, start, end: m.index! + m[0].length, currency: CURRENCY_SYMBOLS[marker] ?? marker.toUpperCase() });
  }
  return out;
}

/** Currency amounts: those with a marker, and bare numbers as weaker candidates. */
export function findCurrencyValues(text: string): Array<ValueMatch & { marked: boolean }> {
  const marked = findAmounts(text).map((a) => ({ value: a.value, start: a.start, end: a.end, marked: true }));
  const bare = findNumbers(text)
    .filter((n) => !marked.some((a) => n.start < a.end && n.end > a.start))
    .map((n) => ({ ...n, marked: false }));
  return [...marked, ...bare].sort((a, b) => a.start - b.start);
}

export function findCurrencyCodes(text: string): ValueMatch[] {
  const out: ValueMatch[] = [];
  for (const m of text.matchAll(new RegExp(`\\b(${CODES})\\b|(${SYMBOL_PATTERN})(?=\\s?[-+]?\\d)|(?<=\\d\\s?)(${SYMBOL_PATTERN})(?![\\p{L}\\p{N}])`, 'gu'))) {
    // Symbols made of letters count only as a word of their own.
    if (m[2] && /^[\p{L}]/u.test(m[2]) && m.index! > 0 && /[\p{L}]/u.test(text[m.index! - 1])) continue;
    const symbol = m[2] ?? m[3];
    const value = m[1] ? (m[1] === 'RMB' ? 'CNY' : m[1]) : CURRENCY_SYMBOLS[symbol];
    out.push({ value, start: m.index!, end: m.index! + m[0].length });
  }
  for (const [pattern, code] of CURRENCY_NAMES) {
    for (const m of text.matchAll(new RegExp(pattern.source, 'gi'))) {
      if (out.some((o) => m.index! < o.end && m.index! + m[0].length > o.start)) continue;
      out.push({ value: code, start: m.index!, end: m.index! + m[0].length });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

const TLDS = 'com|org|net|edu|gov|io|co|ai|app|dev|info|biz|us|uk|de|fr|es|it|nl|be|ch|at|se|no|dk|fi|pl|cz|pt|ie|ca|au|nz|jp|cn|in|sg|my|hk|br|mx|za|eu|me|tv|ly|xyz|shop|store|tech|online|site|cloud';
const URL_PATTERN = new RegExp(
  String.raw`\b(?:https?:\/\/|www\.)[^\s<>"'()|]+[^\s<>"'().,;:!?|]|(?<![@\w.-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:${TLDS})\b(?:\/[^\s<>"'()|]*[^\s<>"'().,;:!?|])?`,
  'gi',
);

export function findUrls(text: string): ValueMatch[] {
  const out: ValueMatch[] = [];
  for (const m of text.matchAll(URL_PATTERN)) {
    // Bare domains right after "@" are e-mail addresses, and "Inc.com"-like splits are rarely sites.
    if (m.index! > 0 && text[m.index! - 1] === '@') continue;
    if (!/^(?:https?:|www\.)/i.test(m[0]) && /^\d+(\.\d+)+$/.test(m[0])) continue;
    out.push({ value: m[0], start: m.index!, end: m.index! + m[0].length });
  }
  return out;
}

/** Tokens that mix letters and digits (or are long digit runs), like INV-20931, 4521-889 or PO#A12B. */
export function findIds(text: string): ValueMatch[] {
  const out: ValueMatch[] = [];
  for (const m of text.matchAll(/(?<![\p{L}\p{N}\-_/.#])#?[\p{L}\p{N}][\p{L}\p{N}\-_/.#]*[\p{L}\p{N}](?![\p{L}\p{N}\-_#]|[./][\p{L}\p{N}])/gu)) {
    const token = m[0];
    if (!/\d/.test(token)) continue;
    const bare = token.replace(/^#/, '');
    if (/^\d{1,3}$/.test(bare)) continue;
    // Plain decimals and money are numbers, not identifiers.
    if (/^\d{1,3}([.,]\d{3})*[.,]\d{1,2}$/.test(bare) || /^\d+[.,]\d{1,2}$/.test(bare)) continue;
    const shift = token.length - bare.length;
    out.push({ value: bare, start: m.index! + shift, end: m.index! + token.length });
  }
  return out;
}

const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTHS = [...MONTH_NAMES, 'sept', ...MONTH_NAMES.map((m) => m.slice(0, 3))].join('|');
const monthNumber = (name: string) => MONTH_NAMES.findIndex((m) => m.startsWith(name.toLowerCase().slice(0, 3))) + 1;
const ORDINAL_DAY_OF = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+day\\s+of\\s+(${MONTHS})\\.?,?\\s+(?:in\\s+the\\s+year\\s+)?(\\d{4})\\b`, 'gi');
const NUMERIC_DATE = /(?<![\d.\/-])(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})(?![\d]|[./-]\d)/g;
const YEAR_FIRST = /(?<![\d.\/-])((?:19|20)\d{2})([./-])(\d{1,2})\2(\d{1,2})(?![\d]|[./-]\d)/g;
const COMPACT = /(?<![\p{L}\p{N}])((?:19|20)\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?![\p{L}\p{N}])/gu;

const iso = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
};

const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) - (Number(y) > 50 ? 100 : 0) : Number(y));

/**
 * Whether the numeric dates of a text are written day first: a date whose first
 * part exceeds 12 says so, one whose second part does says month first; else
 * `undefined` (no evidence either way).
 */
export function dayFirstEvidence(text: string): boolean | undefined {
  let day = 0;
  let month = 0;
  for (const m of text.matchAll(NUMERIC_DATE)) {
    const [a, b] = [Number(m[1]), Number(m[3])];
    if (a > 12 && b <= 12) day += 1;
    else if (b > 12 && a <= 12) month += 1;
  }
  if (day > month) return true;
  if (month > day) return false;
  return undefined;
}

export interface DateOptions {
  /**
   * How to read an ambiguous numeric date (03/04/2025) when the text itself shows
   * no unambiguous one: day first (most of the world) or month first (the US).
   * Default month first.
   */
  dayFirst?: boolean;
}

/**
 * Dates with day, month and year, as YYYY-MM-DD. chrono-node (its strict parser)
 * reads the written-out styles; numeric dates are read here: year first when the
 * first part has four digits, else day or month first as the text shows
 * (a date whose first part exceeds 12 is day-first, and makes the others so).
 */
export function findDates(text: string, opts: DateOptions = {}): ValueMatch[] {
  const out: ValueMatch[] = [];
  const dayFirst = dayFirstEvidence(text) ?? opts.dayFirst ?? false;
  for (const m of text.matchAll(ORDINAL_DAY_OF)) {
    const value = iso(Number(m[3]), monthNumber(m[2]), Number(m[1]));
    if (value) out.push({ value, start: m.index!, end: m.index! + m[0].length });
  }
  for (const m of text.matchAll(YEAR_FIRST)) {
    const value = iso(Number(m[1]), Number(m[3]), Number(m[4]));
    if (value && !overlaps(out, m.index!, m.index! + m[0].length)) out.push({ value, start: m.index!, end: m.index! + m[0].length });
  }
  for (const m of text.matchAll(NUMERIC_DATE)) {
    const [a, b] = [Number(m[1]), Number(m[3])];
    const year = fullYear(m[4]);
    // Two-digit years with dots are too often version or section numbers ("1.2.10").
    if (m[4].length === 2 && m[2] === '.') continue;
    const value = a > 12 ? iso(year, b, a) : b > 12 ? iso(year, a, b) : dayFirst ? iso(year, b, a) : iso(year, a, b);
    if (value && !overlaps(out, m.index!, m.index! + m[0].length)) out.push({ value, start: m.index!, end: m.index! + m[0].length });
  }
  for (const m of text.matchAll(COMPACT)) {
    const value = iso(Number(m[1]), Number(m[2]), Number(m[3]));
    if (value && !overlaps(out, m.index!, m.index! + m[0].length)) out.push({ value, start: m.index!, end: m.index! + m[0].length });
  }
  if (/[A-Za-z]{3}/.test(text)) {
    for (const r of chrono.en.strict.parse(text, REFERENCE, { forwardDate: false })) {
      if (!r.start.isCertain('year') || !r.start.isCertain('month') || !r.start.isCertain('day')) continue;
      // Purely numeric matches are read above, with the text's own day/month order.
      if (!/[A-Za-z]/.test(r.text)) continue;
      const end = r.index + r.text.length;
      if (overlaps(out, r.index, end)) continue;
      const value = iso(r.start.get('year')!, r.start.get('month')!, r.start.get('day')!);
      if (value) out.push({ value, start: r.index, end: trimEnd(text, r.index, end, r.start.get('year')!) });
    }
  }
  return out.sort((x, y) => x.start - y.start);
}

const REFERENCE = new Date(Date.UTC(2000, 0, 1));

/** chrono sometimes takes a time along ("May 5, 2024 at 10:00"); the date ends with its year. */
function trimEnd(text: string, start: number, end: number, year: number): number {
  const at = text.slice(start, end).lastIndexOf(String(year));
  return at > 0 ? start + at + 4 : end;
}

const overlaps = (found: ValueMatch[], start: number, end: number) => found.some((f) => start < f.end && end > f.start);

/** The value finder for a field type; text-like types have none (they take the span as is). */
export function findValues(type: FieldType, text: string, opts: DateOptions = {}): ValueMatch[] {
  switch (type) {
    case 'number':
      return findNumbers(text);
    case 'percentage':
      return findPercentages(text);
    case 'currency':
      return findCurrencyValues(text);
    case 'currency_symbol':
      return findCurrencyCodes(text);
    case 'date':
      return findDates(text, opts);
    case 'url':
      return findUrls(text);
    case 'id_alphanumeric':
      return findIds(text);
    default:
      return [];
  }
}
