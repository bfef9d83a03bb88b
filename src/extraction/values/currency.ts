import type { ValueMatch } from './match.ts';
import { findNumbers, NUMBER, parseNumber } from './numbers.ts';

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
  R: 'ZAR',
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
  [/\bsouth\s+african\s+rand\b/i, 'ZAR'],
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

const CODES = [...ISO_CURRENCIES].join('|');
/** A code as a word of its own: "PLN" is none in "PLNĚNÍ" (a boundary \b finds after any letter outside ASCII). */
const CODE_WORD = `(?<![\\p{L}\\p{N}_])(?:${CODES})(?![\\p{L}\\p{N}_])`;
// A marker after the amount stands on its line, and is no word's first letters ("2.198,00" over "Frokostordning" is no francs).
// A code or a sign set apart from its amount in a right-aligned column ("Total      CHF    1'530.15", "IVA 22%   €  1.555,84"),
// the amount ending the line or its cell.
const AMOUNT = new RegExp(
  `(?:(?<pre>${SYMBOL_PATTERN}|${CODE_WORD})\\.?\\s?(?<a>${NUMBER}))|(?:(?<b>${NUMBER})[^\\S\\r\\n]?(?<post>(?:${SYMBOL_PATTERN})(?![\\p{L}])|${CODE_WORD}))|(?:(?<wide>${SYMBOL_PATTERN}|${CODE_WORD})[ \\t]{2,16}(?<c>${NUMBER})(?=[ \\t]*(?:\\r?\\n|\\||$)))`,
  'gu',
);

/**
 * A column heading of a year and its currency ("2019 £    2018 £", "2024 EUR"), as financial statements head
 * this year's and last year's amounts: a year with the marker after it, where the line names another year
 * or ends there.
 */
function yearHeading(text: string, raw: string, start: number, end: number): boolean {
  if (!/^(?:19|20)\d\d$/.test(raw)) return false;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end);
  const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
  return (line.match(/\b(?:19|20)\d\d\b/g)?.length ?? 0) > 1 || text.slice(end, lineEnd < 0 ? text.length : lineEnd).trim() === '';
}

// The currencies whose minor unit has three digits: only these write "1.065" as one and a bit.
const THREE_DECIMALS = new Set(['BHD', 'KWD', 'OMR', 'JOD', 'TND', 'LYD', 'IQD']);

/** "1.065": one dot before exactly three digits, which in an amount groups thousands (1,065) in most currencies. */
const DOT_GROUPED = /^[-+−]?[1-9]\d{0,2}\.\d{3}$/;

/**
 * A one-letter symbol ("R 1 460 000", the rand) is a currency only as a word of its own before its amount, one
 * space apart, the amount ending there: "R8665", "DS-R2", "R849PRO" and "Form R 2024a" are ids and names.
 */
function loneLetterSymbol(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 2), start);
  if (/[\p{L}\p{N}./]$|[\p{L}\p{N}]-$/u.test(before) || /[\p{L}\-/]/u.test(text[end] ?? ' ')) return false;
  if (text[start + 1] === ' ') return /[\d+-]/.test(text[start + 2] ?? '');
  // Glued to its amount only with cents ("R48 500,00", "R1,250.00") or groups of thousands ("R2 450 000", "R8 000"): "R8665" is an id.
  return /^\d/.test(text[start + 1] ?? '') && (/\d[.,]\d\d$/.test(text.slice(start, end)) || /^.\d{1,3}(?:[ ,\u00a0\u202f]\d{3})+$/.test(text.slice(start, end)));
}

/** Amounts with a currency marker: `$1,250.00`, `EUR 1.250,00`, `1 250,00 €`, `1.065 €`, `-RM 0.02`. */
export function findAmounts(text: string): Array<ValueMatch & { currency: string }> {
  const out: Array<ValueMatch & { currency: string }> = [];
  for (const m of text.matchAll(AMOUNT)) {
    const g = m.groups!;
    const raw = g.a ?? g.b ?? g.c;
    let value = parseNumber(raw);
    const marker = g.pre ?? g.post ?? g.wide;
    if (value === null) continue;
    const currency = CURRENCY_SYMBOLS[marker] ?? marker.toUpperCase();
    if (DOT_GROUPED.test(raw) && !THREE_DECIMALS.has(currency)) value = parseNumber(raw.replace('.', ''))!;
    let start = m.index!;
    if (g.post && yearHeading(text, raw, start, m.index! + m[0].length)) continue;
    // Letters glued to the marker ("ARM 5") are a word, not a currency.
    if (start > 0 && /[\p{L}]/u.test(text[start - 1]) && /^[\p{L}]/u.test(marker)) continue;
    if (/^\p{L}$/u.test(marker) && (g.post || !loneLetterSymbol(text, start, m.index! + m[0].length))) continue;
    // "-$5.00": the sign stands before the marker.
    if (g.pre && start > 0 && /[-−]/.test(text[start - 1]) && (start < 2 || /\s|\(/.test(text[start - 2]))) {
      start -= 1;
      value = -Math.abs(value);
    }
    out.push({ value, start, end: m.index! + m[0].length, currency });
  }
  return out;
}

const COMMA_DECIMAL = /(?<![\d,.])\d+,\d{1,2}(?![\d,.])/g;
const DOT_DECIMAL = /(?<![\d,.])\d+\.\d{1,2}(?![\d,.])/g;
const COMMA_GROUPED = /^[-+−]?[1-9]\d{0,2},\d{3}$/;

/**
 * Whether a text writes numbers the continental way, a comma before decimals and a dot between
 * thousands ("25,17 EUR", "2.605,99", "1.065 €"): then its "1,197" is one and a bit and its "1.065" a thousand.
 */
export function continentalNumbers(text: string, amounts = findAmounts(text)): boolean {
  if (/\d\.\d{3},\d/.test(text)) return true;
  if (amounts.some((a) => DOT_GROUPED.test(text.slice(a.start, a.end).replace(/[^\d.+−-]/g, '')) && !THREE_DECIMALS.has(a.currency))) return true;
  const commas = text.match(COMMA_DECIMAL)?.length ?? 0;
  return commas > 0 && commas > (text.match(DOT_DECIMAL)?.length ?? 0);
}

/** Numbers as a text writes them (see continentalNumbers); "1,197" and "1.065" alone are ambiguous. */
export function inNumberStyle(text: string, found: ValueMatch[]): ValueMatch[] {
  const ambiguous = (raw: string) => DOT_GROUPED.test(raw) || COMMA_GROUPED.test(raw);
  if (!found.some((n) => ambiguous(text.slice(n.start, n.end))) || !continentalNumbers(text)) return found;
  return found.map((n) => {
    const raw = text.slice(n.start, n.end);
    if (DOT_GROUPED.test(raw)) return { ...n, value: parseNumber(raw.replace('.', ''))! };
    if (COMMA_GROUPED.test(raw)) return { ...n, value: Number(raw.replace(',', '.').replace('−', '-')) };
    return n;
  });
}

/** A unit of time or measure right after a number ("12 months", "3 nights", "450 kg"): what it counts is no money. */
const COUNTED_AFTER =
  /^[\s-]?(?:(?:working\s+|business\s+|calendar\s+)?days?|weeks?|months?|years?|nights?|hours?|hrs?|minutes?|mins?|kg|kgs|km|kwh|litres?|liters?|m²|m2|m³|m3|sq\.?\s?(?:ft|m)|tonnes?|pcs|tage?n?|wochen?|monate?n?|jahre?n?|jours?|semaines?|mois|ans|años|días?|meses|giorni|mesi|anni|dagen|maanden|jaar|dager|dage|måneder|månader|dagar|år)(?![\p{L}\p{N}])/iu;

/** Currency amounts: those with a marker, and bare numbers as weaker candidates. */
export function findCurrencyValues(text: string, spaceGroups = false): Array<ValueMatch & { marked: boolean }> {
  const amounts = findAmounts(text);
  const marked = amounts.map((a) => ({ value: a.value, start: a.start, end: a.end, marked: true }));
  const bare = inNumberStyle(text, findNumbers(text, spaceGroups))
    .filter((n) => !marked.some((a) => n.start < a.end && n.end > a.start))
    .filter((n) => !COUNTED_AFTER.test(text.slice(n.end, n.end + 24)))
    .map((n) => ({ ...n, marked: false }));
  return [...marked, ...bare].sort((a, b) => a.start - b.start);
}

/** Whether a word is an ISO 4217 code as written (upper case): "USD", "EUR". */
export const isCurrencyCode = (word: string): boolean => ISO_CURRENCIES.has(word);

/** The amount right after a symbol, one space apart or none (sticky: read at a symbol's end). */
const AMOUNT_AFTER = new RegExp(` ?[-+]?(?:${NUMBER})`, 'y');

export function findCurrencyCodes(text: string): ValueMatch[] {
  const out: ValueMatch[] = [];
  for (const m of text.matchAll(new RegExp(`${CODE_WORD.replace('(?:', '(')}|(${SYMBOL_PATTERN})(?=\\s?[-+]?\\d|[ \\t]{2,8}[-+]?\\d)|(?<=\\d\\s?)(${SYMBOL_PATTERN})(?![\\p{L}\\p{N}])`, 'gu'))) {
    // Symbols made of letters count only as a word of their own.
    if (m[2] && /^[\p{L}]/u.test(m[2]) && m.index! > 0 && /[\p{L}]/u.test(text[m.index! - 1])) continue;
    // "SDN BHD", "Sdn. Bhd." (Sendirian Berhad) ends a Malaysian firm's name: no Bahraini dinar.
    if (m[1] === 'BHD' && /\bSdn\.?\s*$/i.test(text.slice(Math.max(0, m.index! - 6), m.index!))) continue;
    const symbol = m[2] ?? m[3];
    if (m[3] && /^\p{L}$/u.test(m[3])) continue;
    if (m[2] && /^\p{L}$/u.test(m[2])) {
      AMOUNT_AFTER.lastIndex = m.index! + 1;
      if (!AMOUNT_AFTER.exec(text) || !loneLetterSymbol(text, m.index!, AMOUNT_AFTER.lastIndex)) continue;
    }
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
