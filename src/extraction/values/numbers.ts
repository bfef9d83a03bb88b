import type { ValueMatch } from './match.ts';

// 1,250.00 / 1.250,00 / 1 250,00 / 1'250.00 / 1250 / 1250.5 / .5, and India's lakhs and crores: 45,00,000 / 1,25,000.00
export const NUMBER = String.raw`[-+−]?(?:\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d+)?|\d{1,3}(?:[,.\u00a0\u202f '’]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?|[.,]\d+)`;

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

// Figures only one style writes: "1.250,00", "116.798.750", "25,17" against "1,250.00", "1,250,000", "12.50".
const COMMA_STYLE = /\d\.\d{3},\d{1,2}(?!\d)|\d\.\d{3}\.\d{3}(?!\d)|(?<![\d.,])\d{1,3},\d{1,2}(?![\d.,])/g;
const DOT_STYLE = /\d,\d{3}\.\d{1,2}(?!\d)|\d,\d{3},\d{3}(?!\d)|(?<![\d.,])\d+\.\d{1,2}(?![\d.,])/g;

/**
 * Whether a text writes its decimals after a comma ("1.250,00"): true, false for a point, undefined when it
 * does not tell. "3.305" is three thousand three hundred and five where the same text writes "116.798.750 €".
 */
export function decimalCommaEvidence(text: string): boolean | undefined {
  const comma = text.match(COMMA_STYLE)?.length ?? 0;
  const dot = text.match(DOT_STYLE)?.length ?? 0;
  if (comma > 2 * dot) return true;
  if (dot > 2 * comma) return false;
  return undefined;
}

/** A figure of one group of three ("3.305", "1,250") read in the style its document writes, when that is the other one. */
export function inDecimalStyle(raw: string, value: number, decimalComma: boolean | undefined): number {
  const digits = /[-+−]?\d[\d.,]*/.exec(raw)?.[0].replace(/^[-+−]/, '');
  if (decimalComma === undefined || !digits || !/^\d{1,3}[.,]\d{3}$/.test(digits)) return value;
  const sign = value < 0 ? -1 : 1;
  if (decimalComma && digits.includes('.')) return sign * Number(digits.replace('.', ''));
  if (decimalComma && digits.includes(',')) return sign * Number(digits.replace(',', '.'));
  return value;
}

const NUMBER_FINDER = new RegExp(`(?<![\\p{L}\\p{N}_.,/]|[\\p{L}\\p{N}][-−])${NUMBER}(?![\\p{L}\\p{N}_]|[.,/]\\d|-\\d)`, 'gu');

const UNIT_NEXT = /^\s?(?:km|mi|miles|kg|lbs?|m²|m2|sq|ft|kWh|MWh|l|litres?|liters?|t)(?![\p{L}\p{N}])/u;

/**
 * Whether a text groups thousands with a plain space: an amount with its currency written so ("6 450 Kč", "4 674 kr"),
 * or a figure only that style writes ("1 250,00", "1 250 000"). Such a text's "4 385" in a column is one number.
 */
export function spaceGroupEvidence(text: string, amounts: Array<{ start: number; end: number }>): boolean {
  return amounts.some((a) => /\d \d{3}(?!\d)/.test(text.slice(a.start, a.end))) || /(?<![\d.,])\d{1,3} \d{3},\d{2}(?![\d.,])/.test(text);
}

/** Whether a figure is the whole of a table's cell ("| 119 844 |"): a cell holds one value, so its gap groups thousands. */
function fillsCell(text: string, start: number, end: number): boolean {
  let a = start - 1;
  while (a >= 0 && (text[a] === ' ' || text[a] === '\t')) a--;
  let b = end;
  while (b < text.length && (text[b] === ' ' || text[b] === '\t')) b++;
  const before = a < 0 ? '\n' : text[a];
  const after = b >= text.length ? '\n' : text[b];
  return (before === '|' || before === '\n') && (after === '|' || after === '\n') && (before === '|' || after === '|');
}

export function findNumbers(text: string, spaceGroups = false): ValueMatch[] {
  const out: ValueMatch[] = [];
  const finder = new RegExp(NUMBER_FINDER.source, 'gu');
  for (let m = finder.exec(text); m; m = finder.exec(text)) {
    let raw = m[0];
    // A plain space groups thousands only in "1 250,00" or "1 250 000"; else "1 250.00" is two numbers (a table's columns).
    // So does one gap before a unit ("135 000 km", "1 250 kg"): a table's columns are not measured; and any one gap
    // in a text that writes its amounts so.
    if (/ /.test(raw) && !/^[-+−]?\d{1,3}( \d{3})+,\d+$/.test(raw) && !/^[-+−]?\d{1,3}( \d{3}){2,}([.,]\d+)?$/.test(raw) && !(/^[-+−]?\d{1,3} \d{3}$/.test(raw) && (spaceGroups || UNIT_NEXT.test(text.slice(m.index! + raw.length, m.index! + raw.length + 8)) || fillsCell(text, m.index!, m.index! + raw.length)))) {
      raw = raw.split(' ')[0];
      // Read on from the gap: the next column is a number of its own.
      finder.lastIndex = m.index + raw.length;
    }
    const value = parseNumber(raw);
    if (value !== null) out.push({ value, start: m.index!, end: m.index! + raw.length });
  }
  return out;
}

/** Numbers written as words, as counts and durations are in prose. */
export const NUMBER_WORDS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13,
  fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60,
  seventy: 70, eighty: 80, ninety: 90, hundred: 100, a: 1, an: 1, half: 0.5,
};

/** The words that spell a count on their own ("a", "half" and "hundred" do only inside a phrase). */
const COUNT_WORDS = Object.keys(NUMBER_WORDS).filter((w) => w.length > 1 && w !== 'half' && w !== 'hundred');
export const COUNT_WORD = `(?:${COUNT_WORDS.join('|')})`;

// A count spelled out before a noun or "of": "three suitcases", "two of the five"; "one" only before "of"
// ("no one came", "one day" count nothing). Capitalised too, as a sentence opens: "Two of our ...".
const cased = (w: string) => `[${w[0]}${w[0].toUpperCase()}]${w.slice(1)}`;
const MANY = COUNT_WORDS.filter((w) => w !== 'one').map(cased).join('|');
const COUNT_FINDER = new RegExp(String.raw`(?<![\p{L}\p{N}-])(?:${cased('one')}(?=\s+of\b)|(?:${MANY})(?=\s+(?:of\b|\p{Ll}{3})))(?![\p{L}-])`, 'gu');

/** Counts spelled out in prose, as numbers. */
export function findNumberWords(text: string): ValueMatch[] {
  const out: ValueMatch[] = [];
  for (const m of text.matchAll(COUNT_FINDER)) out.push({ value: NUMBER_WORDS[m[0].toLowerCase()], start: m.index!, end: m.index! + m[0].length });
  return out;
}

const ORDINAL_FINDER = /(?<![\p{L}\p{N}_.,/-])(\d{1,3})(?:st|nd|rd|th)(?![\p{L}\p{N}_])/gu;

/** Ordinals in digits ("the 3rd day of each month", "21st"), as the numbers they count to. */
export function findOrdinals(text: string): ValueMatch[] {
  const out: ValueMatch[] = [];
  for (const m of text.matchAll(ORDINAL_FINDER)) out.push({ value: Number(m[1]), start: m.index!, end: m.index! + m[0].length });
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
