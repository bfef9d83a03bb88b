import * as chrono from 'chrono-node';
import { overlaps, type ValueMatch } from './match.ts';

const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTHS = [...MONTH_NAMES, 'sept', ...MONTH_NAMES.map((m) => m.slice(0, 3))].join('|');
const monthNumber = (name: string) => MONTH_NAMES.findIndex((m) => m.startsWith(name.toLowerCase().slice(0, 3))) + 1;
const ORDINAL_DAY_OF = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+day\\s+of\\s+(${MONTHS})\\.?,?\\s+(?:in\\s+the\\s+year\\s+)?(\\d{4})\\b`, 'gi');
/** Month names of the languages whose documents are read most after English, by month number (1-12), lower case. */
const FOREIGN_MONTHS: Array<[number, string]> = (
  [
    // German, French, Spanish, Italian, Dutch, Portuguese, Danish, Norwegian and Swedish.
    ['januar jänner janvier enero gennaio januari janeiro', 1], ['februar février fevrier febrero febbraio februari fevereiro', 2], ['märz maerz mars marzo maart março marco marts', 3],
    ['avril abril aprile', 4], ['mai mayo maggio mei maio maj', 5], ['juni juin junio giugno junho', 6], ['juli juillet julio luglio julho', 7],
    ['august août aout agosto augustus augusti', 8], ['septembre septiembre setiembre settembre setembro', 9], ['oktober octobre octubre ottobre outubro', 10],
    ['novembre noviembre novembro', 11], ['dezember décembre decembre diciembre dicembre dezembro desember', 12],
    // Polish and Czech (the genitive a date takes, and the nominative), Finnish (partitive and nominative), Turkish,
    // Romanian, Hungarian and Greek (genitive).
    ['stycznia styczeń leden ledna tammikuuta tammikuu ocak ianuarie január ιανουαρίου', 1], ['lutego luty únor února helmikuuta helmikuu şubat subat februarie február φεβρουαρίου', 2],
    ['marca marzec březen března maaliskuuta maaliskuu mart martie március μαρτίου', 3], ['kwietnia kwiecień duben dubna huhtikuuta huhtikuu nisan aprilie április απριλίου', 4],
    ['maja květen května toukokuuta toukokuu mayıs mayis május μαΐου μαϊου', 5], ['czerwca czerwiec červen června kesäkuuta kesäkuu haziran iunie június ιουνίου', 6],
    ['lipca lipiec červenec července heinäkuuta heinäkuu temmuz iulie július ιουλίου', 7], ['sierpnia sierpień srpen srpna elokuuta elokuu ağustos agustos augusztus αυγούστου', 8],
    ['września wrzesień září syyskuuta syyskuu eylül eylul septembrie szeptember σεπτεμβρίου', 9], ['października październik říjen října lokakuuta lokakuu ekim octombrie október οκτωβρίου', 10],
    ['listopada listopad listopadu marraskuuta marraskuu kasım kasim noiembrie νοεμβρίου', 11], ['grudnia grudzień prosinec prosince joulukuuta joulukuu aralık aralik decembrie δεκεμβρίου', 12],
  ] as Array<[string, number]>
).flatMap(([names, n]) =>
  // Also as written without accents (capitals in Greek, OCR elsewhere): "ΙΑΝΟΥΑΡΙΟΥ", "cervna".
  names.split(' ').flatMap((name) => [...new Set([name, name.normalize('NFD').replace(/\p{M}/gu, '')])].map((form) => [n, form] as [number, string])),
);
const FOREIGN_MONTH_NUMBER = new Map(FOREIGN_MONTHS.map(([n, name]) => [name, n]));
/** A day, a month by name and a year as German, French, Spanish, Italian, Dutch, Portuguese and the Nordic languages write them ("9. April 2023", "3 juillet 2025", "3 de julio de 2025", "20 de janeiro de 2025", "1º de março de 2025"). */
const DAY_MONTH_NAME_YEAR = new RegExp(`(?<![\\p{L}\\p{N}])(\\d{1,2})(?:\\.|er|º|°)?\\s+(?:de\\s+)?(${[...FOREIGN_MONTH_NUMBER.keys(), ...MONTH_NAMES].join('|')})\\.?\\s+(?:de\\s+)?(\\d{4})(?!\\p{N})`, 'giu');
/** The year first, as Hungarian writes a date: "2025. május 19.". */
const YEAR_MONTH_NAME_DAY = new RegExp(`(?<![\\p{L}\\p{N}.])(\\d{4})\\.\\s+(${[...FOREIGN_MONTH_NUMBER.keys()].join('|')})\\s+(\\d{1,2})\\.?(?!\\p{N})`, 'giu');
export const MONTH_WORDS = [...FOREIGN_MONTH_NUMBER.keys(), ...MONTH_NAMES, 'sept', ...MONTH_NAMES.map((m) => m.slice(0, 3))].join('|');
// Two days joined by "and" ("15 and 16 February", "nos dias 15 e 16 de fevereiro") are each a date too, as a range's ends are.
const RANGE_JOIN = String.raw`\s*(?:[-–—]|\bto\b|\buntil\b|\btill\b|\bthrough\b|\bau\b|\bbis\b|\bjusqu['’]au\b|\bal\b|\band\b|\bund\b|\bet\b|\be\b|\by\b|\ben\b|\bog\b|\boch\b)\s*`;
/** Two days of one month and year: "14–15 October 2025", "du 14 au 16 octobre 2025", "vom 14. bis 16. Oktober 2025". */
const DAY_RANGE = new RegExp(`(?<![\\p{L}\\p{N}.])(\\d{1,2})(?:\\.|er|st|nd|rd|th)?${RANGE_JOIN}(\\d{1,2})(?:\\.|er|st|nd|rd|th)?\\s+(?:de\\s+)?(${MONTH_WORDS})\\.?,?\\s+(?:de\\s+)?(\\d{4})(?!\\p{N})`, 'giu');
/** The same, the month first: "October 14–15, 2025", "Oct 14 to 16 2025". */
const MONTH_DAY_RANGE = new RegExp(`(?<![\\p{L}])(${MONTH_WORDS})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?${RANGE_JOIN}(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})(?!\\p{N})`, 'giu');
/** What runs a range on to its end date, weekdays aside: "8 June to Friday 12 June 2026", "maandag 8 juni tot en met vrijdag 12 juni 2026". */
const RANGE_TO = String.raw`\s*(?:[-–—]|\bto\b|\buntil\b|\btill\b|\bthrough\b|\bau\b|\bbis\b|\bjusqu['’]au\b|\bal\b|\bfino\s+al\b|\btot(?:\s+en\s+met)?\b|t\/m|\bdo\b|(?<!\p{L})até(?!\p{L})|\ba\b)\s*(?:\p{L}+,?\s+){0,2}`;
/** A day and a month with no year before a range's end: the range's end gives its year. */
const DAY_MONTH_BEFORE_RANGE = new RegExp(`(?<![\\p{L}\\p{N}.])(\\d{1,2})(?:\\.|er|º|°|st|nd|rd|th)?\\s+(?:de\\s+)?(${MONTH_WORDS})\\.?(?=${RANGE_TO}\\d)`, 'giu');
// A dash before it only after a range's first day written with dots ("01.03.-31.03.2025").
const NUMERIC_DATE = /(?<![\d.\/]|(?<!\.)-)(\d{1,2})([./-])(\d{1,2})\2(\d{4}|\d{2})(?![\d]|[./-]\d)/g;
const YEAR_FIRST = /(?<![\d.\/-])((?:19|20)\d{2})([./-])(\d{1,2})\2(\d{1,2})(?![\d]|[./-]\d)/g;
/** Dots with a space after them, day first, as Czech, Slovak and Polish (and at times German) write it: "12. 8. 2025". */
const SPACED_DOTS = /(?<![\d.\/-])(\d{1,2})\. ?(\d{1,2})\. (\d{4})(?!\d)/g;
/** The year first with spaced dots, as Hungary writes a date: "2023. 08. 14.". */
const YEAR_SPACED_DOTS = /(?<![\d.\/-])((?:19|20)\d{2})\. (\d{1,2})\. ?(\d{1,2})\.?(?![\d]|\.\d)/g;
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
  /** Also days and months written without their year, given the year of the text's own dates (see `yearlessDates`). */
  yearless?: boolean;
}

/**
 * Dates with day, month and year, as YYYY-MM-DD. chrono-node (its strict parser)
 * reads the written-out styles; numeric dates are read here: year first when the
 * first part has four digits, else day or month first as the text shows
 * (a date whose first part exceeds 12 is day-first, and makes the others so).
 */
export function findDates(text: string, opts: DateOptions = {}): ValueMatch[] {
  const out: ValueMatch[] = [];
  const evidence = dayFirstEvidence(text);
  const dayFirst = evidence ?? opts.dayFirst ?? false;
  for (const m of text.matchAll(ORDINAL_DAY_OF)) {
    const value = iso(Number(m[3]), monthNumber(m[2]), Number(m[1]));
    if (value) out.push({ value, start: m.index!, end: m.index! + m[0].length });
  }
  // A range of days in one month: the first day is a date of its own (its span the day alone), the second ends the range.
  for (const [re, order] of [[DAY_RANGE, 'day'], [MONTH_DAY_RANGE, 'month']] as const) {
    for (const m of text.matchAll(re)) {
      const [month, d1, d2, year] = order === 'day' ? [m[3], m[1], m[2], m[4]] : [m[1], m[2], m[3], m[4]];
      const name = month.toLowerCase();
      const n = FOREIGN_MONTH_NUMBER.get(name) ?? monthNumber(name);
      const first = iso(Number(year), n, Number(d1));
      const last = iso(Number(year), n, Number(d2));
      if (!first || !last || Number(d1) >= Number(d2) || overlaps(out, m.index!, m.index! + m[0].length)) continue;
      const d1At = m.index! + m[0].indexOf(d1, order === 'day' ? 0 : month.length);
      const d2At = m.index! + m[0].indexOf(d2, d1At - m.index! + d1.length);
      // "October 14" and "15, 2025" of "October 14–15, 2025"; "14" and "15 October 2025" of "14–15 October 2025".
      out.push({ value: first, start: order === 'day' ? d1At : m.index!, end: d1At + d1.length });
      out.push({ value: last, start: d2At, end: m.index! + m[0].length });
    }
  }
  for (const m of text.matchAll(DAY_MONTH_NAME_YEAR)) {
    const name = m[2].toLowerCase();
    const value = iso(Number(m[3]), FOREIGN_MONTH_NUMBER.get(name) ?? monthNumber(name), Number(m[1]));
    if (value && !overlaps(out, m.index!, m.index! + m[0].length)) out.push({ value, start: m.index!, end: m.index! + m[0].length });
  }
  for (const m of text.matchAll(YEAR_MONTH_NAME_DAY)) {
    const value = iso(Number(m[1]), FOREIGN_MONTH_NUMBER.get(m[2].toLowerCase())!, Number(m[3]));
    if (value && !overlaps(out, m.index!, m.index! + m[0].length)) out.push({ value, start: m.index!, end: m.index! + m[0].length });
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
    // A date written with dots ("03.06.2025") is day first wherever it is written (Germany, Switzerland, Poland,
    // Norway...): the US writes the month first with slashes. Only the text's own dates say otherwise.
    const first = m[2] === '.' ? (evidence ?? true) : dayFirst;
    const value = a > 12 ? iso(year, b, a) : b > 12 ? iso(year, a, b) : first ? iso(year, b, a) : iso(year, a, b);
    if (value && !overlaps(out, m.index!, m.index! + m[0].length)) out.push({ value, start: m.index!, end: m.index! + m[0].length });
  }
  for (const m of text.matchAll(SPACED_DOTS)) {
    const value = iso(Number(m[3]), Number(m[2]), Number(m[1]));
    if (value && !overlaps(out, m.index!, m.index! + m[0].length)) out.push({ value, start: m.index!, end: m.index! + m[0].length });
  }
  for (const m of text.matchAll(YEAR_SPACED_DOTS)) {
    const value = iso(Number(m[1]), Number(m[2]), Number(m[3]));
    if (value && !overlaps(out, m.index!, m.index! + m[0].length)) out.push({ value, start: m.index!, end: m.index! + m[0].length });
  }
  for (const m of text.matchAll(COMPACT)) {
    const value = iso(Number(m[1]), Number(m[2]), Number(m[3]));
    if (value && !overlaps(out, m.index!, m.index! + m[0].length)) out.push({ value, start: m.index!, end: m.index! + m[0].length });
  }
  if (/[A-Za-z]{3}/.test(text)) {
    for (const r of chrono.en.strict.parse(text, REFERENCE, { forwardDate: false })) {
      // The first date of a range may leave its year to the second ("Feb 1 - Feb 28, 2021").
      const yearOfRange = r.end?.isCertain('year') ?? false;
      if (!(r.start.isCertain('year') || yearOfRange) || !r.start.isCertain('month') || !r.start.isCertain('day')) continue;
      // "within 5 days", "3 days ago": chrono counts them from its reference date, which is no date of the document's.
      if (r.tags().has('result/relativeDate')) continue;
      // Purely numeric matches are read above, with the text's own day/month order.
      if (!/[A-Za-z]/.test(r.text)) continue;
      const end = r.index + r.text.length;
      if (overlaps(out, r.index, end)) continue;
      const value = iso(r.start.get('year')!, r.start.get('month')!, r.start.get('day')!);
      // A range ("1 Feb 2021 - 28 Feb 2021", "Sep 1, 2024 - Aug 31, 2025") is two dates, each with its own span.
      const last = r.end && r.end.isCertain('year') && r.end.isCertain('month') && r.end.isCertain('day') ? RANGE_SPLIT.exec(r.text) : null;
      const startEnd = last ? r.index + last.index : end;
      if (value) out.push({ value, start: r.index, end: r.start.isCertain('year') ? trimEnd(text, r.index, startEnd, r.start.get('year')!) : startEnd });
      const endValue = last && r.end ? iso(r.end.get('year')!, r.end.get('month')!, r.end.get('day')!) : null;
      if (last && endValue) out.push({ value: endValue, start: startEnd + last[0].length, end: trimEnd(text, startEnd + last[0].length, end, r.end!.get('year')!) });
    }
  }
  // The first date of a range may leave its year to the second ("8 June to 12 June 2026"), a year back when its month is later.
  for (const m of text.matchAll(DAY_MONTH_BEFORE_RANGE)) {
    const end = m.index! + m[0].length;
    if (overlaps(out, m.index!, end)) continue;
    const last = out.filter((d) => d.start >= end && d.start - end <= 40).sort((x, y) => x.start - y.start)[0];
    if (!last) continue;
    const [year, lastMonth] = String(last.value).split('-').map(Number);
    const name = m[2].toLowerCase();
    const month = FOREIGN_MONTH_NUMBER.get(name) ?? monthNumber(name);
    const value = iso(month > lastMonth ? year - 1 : year, month, Number(m[1]));
    if (value && value < String(last.value)) out.push({ value, start: m.index!, end });
  }
  if (opts.yearless) yearlessDates(text, out);
  return out.sort((x, y) => x.start - y.start);
}

/** A day and a month by name with no year: "on 3 January", "by 20 February", "le 14 janvier", "am 3. März", "January 3rd". */
const DAY_MONTH = new RegExp(`(?<![\\p{L}\\p{N}.,/-])(\\d{1,2})(?:\\.|er|º|°|st|nd|rd|th)?\\s+(?:de\\s+)?(${MONTH_WORDS})\\.?(?![\\p{L}\\p{N}]|\\.?,?\\s*(?:de\\s+)?\\d)`, 'giu');
const MONTH_DAY = new RegExp(`(?<![\\p{L}\\p{N}])(${MONTH_NAMES.map((m) => m[0].toUpperCase() + m.slice(1)).join('|')}|${MONTH_NAMES.map((m) => m[0].toUpperCase() + m.slice(1, 3)).join('|')})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?![\\p{L}\\p{N}]|,?\\s*\\d|[.:/-]\\d)`, 'gu');

/**
 * Days and months a text writes without their year, given the year of the nearest date it writes whole (the one
 * before, else after), a year back or on when the month is more than half a year from that date's: a letter of
 * 9 February 2026 that says "I bought it on 3 January" means 2026-01-03. English "may" is a month only capitalised.
 */
function yearlessDates(text: string, out: ValueMatch[]): void {
  const whole = out.slice();
  if (!whole.length) return;
  const found = [...text.matchAll(DAY_MONTH)].map((m) => ({ m, day: m[1], month: m[2] }));
  for (const m of text.matchAll(MONTH_DAY)) found.push({ m, day: m[2], month: m[1] });
  for (const { m, day, month } of found) {
    const start = m.index!;
    const end = start + m[0].length;
    if (month === 'may' || month === 'mar' || overlaps(out, start, end)) continue;
    const name = month.toLowerCase();
    const n = FOREIGN_MONTH_NUMBER.get(name) ?? monthNumber(name);
    if (!n) continue;
    const before = whole.filter((d) => d.end <= start).sort((x, y) => y.end - x.end)[0];
    const anchor = before ?? whole.filter((d) => d.start >= end).sort((x, y) => x.start - y.start)[0];
    if (!anchor) continue;
    const [year, anchorMonth] = String(anchor.value).split('-').map(Number);
    const value = iso(n - anchorMonth > 6 ? year - 1 : anchorMonth - n > 6 ? year + 1 : year, n, Number(day));
    if (value) out.push({ value, start, end });
  }
  // A range's first day written without its year, by the last one's ("01.03.-31.03.2025"): the year is the last day's.
  for (const m of text.matchAll(NUMERIC_RANGE_START)) {
    const start = m.index!;
    const end = start + m[1].length + m[2].length + 2;
    const last = whole.find((d) => d.start === start + m[0].length);
    if (!last || overlaps(out, start, end)) continue;
    const [year, lastMonth, lastDay] = String(last.value).split('-').map(Number);
    const month = Number(m[2]);
    const value = iso(month > lastMonth || (month === lastMonth && Number(m[1]) > lastDay) ? year - 1 : year, month, Number(m[1]));
    if (value) out.push({ value, start, end });
  }
}

const NUMERIC_RANGE_START = /(?<![\d.])(\d{1,2})\.(\d{1,2})\.\s*[-–]\s*(?=\d{1,2}\.\d{1,2}\.\d{4})/g;

const REFERENCE = new Date(Date.UTC(2000, 0, 1));

/** What joins the two dates of a range chrono reads as one. */
const RANGE_SPLIT = /\s*(?:[-–—]|\bto\b|\buntil\b|\btill\b|\bthrough\b|\bthru\b)\s*(?=[^-–—]*$)/i;

/** chrono sometimes takes a time along ("May 5, 2024 at 10:00"); the date ends with its year. */
function trimEnd(text: string, start: number, end: number, year: number): number {
  const at = text.slice(start, end).lastIndexOf(String(year));
  return at > 0 ? start + at + 4 : end;
}
