/** Numbers and dates written in the common styles of several locales. */
import { pick, type Rng } from './random.ts';

export type NumberStyle = 'en' | 'de' | 'fr' | 'ch';
export type DateStyle = 'us' | 'eu' | 'iso' | 'long' | 'longdm' | 'short' | 'de' | 'fr';

/** `1,234.50` (en), `1.234,50` (de), `1 234,50` (fr), `1'234.50` (ch). */
export function fmtNumber(n: number, style: NumberStyle, decimals = 2): string {
  const fixed = Math.abs(n).toFixed(decimals);
  const [whole, dec] = fixed.split('.');
  const group = style === 'en' ? ',' : style === 'de' ? '.' : style === 'ch' ? "'" : '\u00a0';
  const point = style === 'en' || style === 'ch' ? '.' : ',';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return (n < 0 ? '-' : '') + grouped + (dec ? point + dec : '');
}

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONATE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const MOIS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

export function randomDate(r: Rng, from = 2015, to = 2025): Date {
  return new Date(Date.UTC(from + Math.floor(r() * (to - from + 1)), Math.floor(r() * 12), 1 + Math.floor(r() * 28)));
}
export const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86400000);
export const isoOf = (d: Date) => d.toISOString().slice(0, 10);
export const pad = (n: number) => String(n).padStart(2, '0');

export function fmtDate(d: Date, style: DateStyle, r: Rng): string {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const day = d.getUTCDate();
  switch (style) {
    case 'us':
      return `${pad(m + 1)}/${pad(day)}/${y}`;
    case 'eu':
      return pick(r, [`${pad(day)}/${pad(m + 1)}/${y}`, `${pad(day)}.${pad(m + 1)}.${y}`]);
    case 'iso':
      return `${y}-${pad(m + 1)}-${pad(day)}`;
    case 'long':
      return pick(r, [`${MONTHS[m]} ${day}, ${y}`, `${MONTHS[m].slice(0, 3)} ${day}, ${y}`]);
    case 'longdm':
      return pick(r, [`${day} ${MONTHS[m]} ${y}`, `${day} ${MONTHS[m].slice(0, 3)} ${y}`]);
    case 'de':
      return pick(r, [`${pad(day)}.${pad(m + 1)}.${y}`, `${day}. ${MONATE[m]} ${y}`]);
    case 'fr':
      return pick(r, [`${pad(day)}/${pad(m + 1)}/${y}`, `${day} ${MOIS[m]} ${y}`]);
    default:
      return `${MONTHS[m].slice(0, 3)}. ${day}, ${y}`;
  }
}

export interface Currency {
  code: string;
  symbol: string;
  /** The symbol goes before the number (`£12.00`), else after (`12,00 €`). */
  before: boolean;
}

/** An amount with its currency: by symbol, or by ISO code when `byCode`. */
export function fmtMoney(n: number, c: Currency, numbers: NumberStyle, byCode = false): string {
  const num = fmtNumber(n, numbers);
  if (byCode) return c.before ? `${c.code} ${num}` : `${num} ${c.code}`;
  return c.before ? `${c.symbol}${c.symbol.length > 1 ? ' ' : ''}${num}` : `${num} ${c.symbol}`;
}

/** Locales as a generator uses them: how numbers, dates and money are written. */
export interface Locale {
  name: 'UK' | 'US' | 'DE' | 'FR';
  numbers: NumberStyle;
  dates: DateStyle[];
  currency: Currency;
}

export const LOCALES: Locale[] = [
  { name: 'UK', numbers: 'en', dates: ['eu', 'longdm'], currency: { code: 'GBP', symbol: '£', before: true } },
  { name: 'US', numbers: 'en', dates: ['us', 'long', 'short'], currency: { code: 'USD', symbol: '$', before: true } },
  { name: 'DE', numbers: 'de', dates: ['de', 'iso'], currency: { code: 'EUR', symbol: '€', before: false } },
  { name: 'FR', numbers: 'fr', dates: ['fr', 'iso'], currency: { code: 'EUR', symbol: '€', before: false } },
];
