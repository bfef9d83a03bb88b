import * as chrono from 'chrono-node';
import type { FieldType } from '../../domain/tool-runs.ts';

/** A typed value found in a string, with its span in that string. */
export interface ValueMatch {
  value: unknown;
  start: number;
  end: number;
}

const CURRENCY_SYMBOLS: Record<string, string> = {
  $: 'USD',
  US$: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  '₹': 'INR',
  '₩': 'KRW',
  '₽': 'RUB',
  '₺': 'TRY',
  '₪': 'ILS',
  '₫': 'VND',
  '฿': 'THB',
  '₱': 'PHP',
  'R$': 'BRL',
  RM: 'MYR',
  'S$': 'SGD',
  'A$': 'AUD',
  'C$': 'CAD',
  'HK$': 'HKD',
  Fr: 'CHF',
  zł: 'PLN',
  kr: 'SEK',
};

const ISO_CURRENCIES = new Set(
  'USD EUR GBP JPY CNY INR KRW RUB TRY ILS VND THB PHP BRL MYR SGD AUD CAD HKD CHF PLN SEK NOK DKK NZD MXN ZAR AED SAR IDR CZK HUF RON BGN TWD ARS CLP COP PEN EGP NGN KES PKR BDT LKR'.split(' '),
);

const SYMBOL_PATTERN = Object.keys(CURRENCY_SYMBOLS)
  .sort((a, b) => b.length - a.length)
  .map((s) => s.replace(/[$.]/g, '\\$&'))
  .join('|');

// 1,250.00 / 1.250,00 / 1 250,00 / 1250 / 1250.5 / .5
const NUMBER = String.raw`[-+−]?(?:\d{1,3}(?:[,.\u00a0 '’]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?|[.,]\d+)`;

/** Reads a number written in either the 1,250.00 or the 1.250,00 style. */
export function parseNumber(raw: string): number | null {
  let s = raw.replace(/[\s\u00a0'’]/g, '').replace('−', '-');
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    s = s.split(group).join('').replace(decimal, '.');
  } else if (lastComma >= 0) {
    // A single comma followed by exactly three digits groups thousands; otherwise it is a decimal comma.
    const parts = s.split(',');
    s = parts.length > 2 || (parts.length === 2 && parts[1].length === 3) ? parts.join('') : parts.join('.');
  } else if (lastDot >= 0) {
    const parts = s.split('.');
    if (parts.length > 2) s = parts.join('');
  }
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

function* matches(pattern: RegExp, text: string) {
  for (const m of text.matchAll(pattern)) yield m;
}

export function findNumbers(text: string): ValueMatch[] {
  const out: ValueMatch[] = [];
  for (const m of matches(new RegExp(`(?<![\\w.,])${NUMBER}(?![\\w]|[.,]\\d)`, 'g'), text)) {
    const value = parseNumber(m[0]);
    if (value !== null) out.push({ value, start: m.index!, end: m.index! + m[0].length });
  }
  return out;
}

export function findPercentages(text: string): ValueMatch[] {
  const out: ValueMatch[] = [];
  for (const m of matches(new RegExp(`(${NUMBER})\\s?(?:%|per\\s?cent\\b|percent\\b|pct\\b)`, 'gi'), text)) {
    const value = parseNumber(m[1]);
    if (value !== null) out.push({ value, start: m.index!, end: m.index! + m[0].length });
  }
  return out;
}

const CODES = [...ISO_CURRENCIES].join('|');
const AMOUNT = new RegExp(
  `(?:(?<pre>${SYMBOL_PATTERN}|\\b(?:${CODES})\\b)\\s?(?<a>${NUMBER}))|(?:(?<b>${NUMBER})\\s?(?<post>${SYMBOL_PATTERN}|\\b(?:${CODES})\\b))`,
  'g',
);

/** Amounts with a currency marker: `$1,250.00`, `EUR 1.250,00`, `1 250,00 €`. */
export function findAmounts(text: string): Array<ValueMatch & { currency: string }> {
  const out: Array<ValueMatch & { currency: string }> = [];
  for (const m of matches(AMOUNT, text)) {
    const g = m.groups!;
    const value = parseNumber(g.a ?? g.b);
    const marker = g.pre ?? g.post;
    if (value === null) continue;
    out.push({ value, start: m.index!, end: m.index! + m[0].length, currency: CURRENCY_SYMBOLS[marker] ?? marker.toUpperCase() });
  }
  return out;
}

/** Currency amounts: those with a marker, and bare decimal numbers as weaker candidates. */
export function findCurrencyValues(text: string): ValueMatch[] {
  const marked = findAmounts(text);
  const bare = findNumbers(text).filter((n) => !marked.some((a) => n.start >= a.start && n.end <= a.end));
  return [...marked, ...bare];
}

export function findCurrencyCodes(text: string): ValueMatch[] {
  const out: ValueMatch[] = [];
  for (const m of matches(new RegExp(`\\b(${CODES})\\b|(${SYMBOL_PATTERN})(?=\\s?\\d)`, 'g'), text)) {
    const value = m[1] ?? CURRENCY_SYMBOLS[m[2]];
    out.push({ value, start: m.index!, end: m.index! + m[0].length });
  }
  return out;
}

export function findUrls(text: string): ValueMatch[] {
  const out: ValueMatch[] = [];
  for (const m of matches(/\b(?:https?:\/\/|www\.)[^\s<>"'()]+[^\s<>"'().,;:!?]/gi, text)) {
    out.push({ value: m[0], start: m.index!, end: m.index! + m[0].length });
  }
  return out;
}

/** Tokens that mix letters and digits (or are long digit runs), like INV-20931 or 4521-889. */
export function findIds(text: string): ValueMatch[] {
  const out: ValueMatch[] = [];
  for (const m of matches(/(?<![\w-])[A-Za-z0-9#][A-Za-z0-9\-_/.#]*[A-Za-z0-9](?![\w-])/g, text)) {
    const token = m[0];
    if (!/\d/.test(token)) continue;
    if (/^\d{1,3}$/.test(token)) continue;
    out.push({ value: token.replace(/^#/, ''), start: m.index! + (token.startsWith('#') ? 1 : 0), end: m.index! + token.length });
  }
  return out;
}

const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTHS = [...MONTH_NAMES, 'sept', ...MONTH_NAMES.map((m) => m.slice(0, 3))].join('|');
const monthNumber = (name: string) => MONTH_NAMES.findIndex((m) => m.startsWith(name.toLowerCase().slice(0, 3))) + 1;
const ORDINAL_DAY_OF = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+day\\s+of\\s+(${MONTHS})\\.?,?\\s+(\\d{4})\\b`, 'gi');

const iso = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
};

/**
 * Dates with day, month and year, as YYYY-MM-DD. chrono-node reads most styles;
 * numeric dates whose first part exceeds 12 are read day-first, and a text that
 * shows any such date is read day-first throughout.
 */
export function findDates(text: string): ValueMatch[] {
  const out: ValueMatch[] = [];
  const dayFirst = /\b(1[3-9]|2\d|3[01])[./-](0?[1-9]|1[0-2])[./-]\d{2,4}\b/.test(text);
  for (const m of matches(ORDINAL_DAY_OF, text)) {
    const value = iso(Number(m[3]), monthNumber(m[2]), Number(m[1]));
    if (value) out.push({ value, start: m.index!, end: m.index! + m[0].length });
  }
  for (const m of matches(/\b(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})\b/g, text)) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    const year = m[3].length === 2 ? 2000 + Number(m[3]) - (Number(m[3]) > 50 ? 100 : 0) : Number(m[3]);
    const value = dayFirst || a > 12 ? iso(year, b, a) : iso(year, a, b);
    if (value && !overlaps(out, m.index!)) out.push({ value, start: m.index!, end: m.index! + m[0].length });
  }
  for (const r of chrono.parse(text, new Date(Date.UTC(2000, 0, 1)), { forwardDate: false })) {
    if (!r.start.isCertain('year') || !r.start.isCertain('month') || !r.start.isCertain('day')) continue;
    if (overlaps(out, r.index)) continue;
    const value = iso(r.start.get('year')!, r.start.get('month')!, r.start.get('day')!);
    if (value) out.push({ value, start: r.index, end: r.index + r.text.length });
  }
  return out.sort((x, y) => x.start - y.start);
}

const overlaps = (found: ValueMatch[], at: number) => found.some((f) => at >= f.start && at < f.end);

/** The value finder for a field type; text-like types have none (they take the span as is). */
export function findValues(type: FieldType, text: string): ValueMatch[] {
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
      return findDates(text);
    case 'url':
      return findUrls(text);
    case 'id_alphanumeric':
      return findIds(text);
    default:
      return [];
  }
}
