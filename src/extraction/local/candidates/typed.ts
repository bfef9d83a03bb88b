import type { FieldType } from '../../../domain/tool-runs.ts';
import { COUNT_WORD, findAmounts, findCurrencyCodes, findGroupedIds, findIds, findPostcodes, findValues, inDecimalStyle } from '../../values/index.ts';
import { dollarCountryOf, kroneCountryOf } from '../../values/dollars.ts';
import type { Doc, DocPage } from '../doc.ts';
import { buildContext } from './context.ts';
import { placeFeatures, rowLabelBefore } from './layout.ts';
import { markVersions, variantOf } from '../column-variants.ts';
import { columnFacts, unitAfter, type ColumnFacts } from './statements.ts';
import { datelineOf } from './dateline.ts';
import type { Candidate } from './types.ts';

// Typed values: dates, numbers, amounts, percentages, ids, urls, currency codes

/** A row of a statement up to one of its figures: its label, then only figures before it. */
const STATEMENT_ROW = /^\s*\p{L}[^\d\n]*?(?:\s+(?:\(?[-−]?\p{Sc}?\d[\d,.' ]*\)?|[-–—]))+\s+$/u;

const MONEY_BESIDE = /(?:[$€£¥₹]|\b[A-Z]{2,3}\$?|\bRM)\s?$/;
const TIME = /\b\d{1,2}:\d{2}(?::\d{2})?\b/g;
const PHONE = /(?:\+?\d[\d ()-]{6,}\d)/g;

const DOLLARS = new Set(['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN', 'ARS', 'CLP', 'COP']);

/**
 * The dollar a document's bare "$" stands for: the one dollar it names by code or name; else, of those it names
 * (a foreign purchase in US dollars on an Australian card's statement), or if it names none, the dollar of the
 * country it shows it is in; else the US dollar.
 */
function dollarOf(doc: Doc): string {
  const cached = doc.cache.get('dollar') as string | undefined;
  if (cached) return cached;
  const named = new Set<string>();
  for (const page of doc.pages) {
    for (const c of findCurrencyCodes(page.text)) {
      const raw = page.text.slice(c.start, c.end);
      if (DOLLARS.has(String(c.value)) && raw.trim() !== '$') named.add(String(c.value));
    }
  }
  const country = dollarCountryOf(doc.pages.map((p) => p.text).join('\n'));
  const out = named.size === 1 ? [...named][0] : country && (named.size === 0 || named.has(country)) ? country : 'USD';
  doc.cache.set('dollar', out);
  return out;
}

function kroneOf(doc: Doc): string {
  const cached = doc.cache.get('krone') as string | undefined;
  if (cached) return cached;
  const out = kroneCountryOf(doc.pages.map((p) => p.text).join('\n')) ?? 'SEK';
  doc.cache.set('krone', out);
  return out;
}

export const WEEKDAY_BEFORE =
  /(?<![\p{L}])(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|jueves|viernes|sábado|domingo|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|mandag|tirsdag|onsdag|torsdag|fredag|lørdag|søndag|måndag|tisdag|lördag|söndag|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|segunda(?:-feira)?|terça(?:-feira)?|quarta(?:-feira)?|quinta(?:-feira)?|sexta(?:-feira)?|poniedziałek|wtorek|środa|czwartek|piątek|sobota|niedziela|pondělí|úterý|středa|čtvrtek|pátek|neděle)\.?,?[ \t]+$/iu;

/** Where a date's context starts: before the weekday written with it ("Sun 22 Dec 2024", "Date: Mon, 18 Nov"), which is no label. */
function weekdayStart(text: string, lineStart: number, start: number): number {
  const m = WEEKDAY_BEFORE.exec(text.slice(Math.max(lineStart, start - 14), start));
  return m ? start - m[0].length : start;
}

/**
 * What stands between a value inside a label and the labelled value: a closing bracket, the separator; or, after a
 * rate ("VAT @ 20%     105.60", "IVA (21 %)     10,41 €", "Service Tax 6%  | 21.60"), the gap of a column or a cell;
 * or a leader of dots, which ends a label whatever it holds ("Density at 15 deg C ........ kg/m3   986.2").
 */
// The amount's currency may stand between ("Waarvan btw 21%       €  25,21"). A figure in brackets is the label's own
// gloss ("Startovné (2. cenová hladina)      1 490,00 Kč").
const VALUE_ENDS_LABEL = /^[\s%)\]]*[:：=]\s*(?:[$€£¥₹]|[A-Z]{3})?\s*$|^\s?%\s?\)?(?:[ \t]{2,}|[ \t]*\|[ \t]*)(?:[$€£¥₹]|[A-Z]{3})?\s*$|^[^\d()\n]*\)[\s:：=|]*(?:[$€£¥₹]|[A-Z]{3})?\s*$|\.{4,}|…{2,}/;

/** A row opened by a short label, then a rate or a figure and a word or two, then a wide gap before the row's last amount. */
const ROW_LABEL_FIRST = /^\s*\p{L}[\p{L}.\-]*(?:\s\p{L}[\p{L}.\-]*){0,2}\s+[^\n]*\d[^\n]*?(?:[ \t]{2,}|\t)(?:[$€£¥₹]|[A-Z]{3})?\s*$/u;

const DETERMINER = String.raw`(?:the|all|my|our|your|their|those|these)\s+`;
const PART_BEFORE_WHOLE = new RegExp(String.raw`^\s+(?:of|out\s+of)\s+(?:${DETERMINER})?(?:\d|${COUNT_WORD}\b)`, 'i');
const WHOLE_AFTER_PART = new RegExp(String.raw`(?:(?:\d|\b${COUNT_WORD})\s+(?:of|out\s+of)|\bout\s+of)\s+(?:${DETERMINER})?$`, 'i');

/** A bare number that opens its line or a table cell, followed by "." or ")" and a capitalised word: a list, section or box number. */
function isEnumerator(text: string, lineStart: number, start: number, end: number): boolean {
  // At the start of a line, or of a table cell: a form numbers its boxes ("6. Marks and | 7. Number and kind of packages | 8. H.S.").
  const before = text.slice(lineStart, start);
  if (!(before.trim() === '' || /\s\|\s+$/.test(before))) return false;
  // A clause's number of two levels heading its line ("2.2 Print run: ...") reads as a decimal.
  if (/^\d{1,2}\.(?:\d|\d[1-9])$/.test(text.slice(start, end)) && /^\.?[ \t]+\p{Lu}\p{Ll}{2,}/u.test(text.slice(end, end + 8))) return true;
  return /^[.)]\s+\p{Lu}/u.test(text.slice(end, end + 4)) && /^\d{1,2}$/.test(text.slice(start, end));
}

// Not "before" or "until" alone: "information disclosed before Jun 1, 2019", "in effect until" are no limits to meet.
// A figure a fall is told by: "fell 3.5%", "down by £2m", "a decline of 1.3%", "recule de 3,9 %", "sank um 2 %"; not "fell to 11.9%" (a level).
const FALL_BEFORE = /\b(?:fell|falls?|fallen|falling|decreased?|decreasing|declined?|declining|dropped|drops?|down|shrank|slipped|contracted|a\s+(?:decrease|decline|drop|fall|reduction)\s+of|minus|recul[ée]?|reculé|baisse\s+de|en\s+baisse\s+de|diminu[ée]\s+de|sank|gesunken|r[üu]ckgang\s+(?:um|von)|verringert(?:e\s+sich)?)\s+(?:by\s+|de\s+|um\s+)?[£$€¥]?\s?$/i;
const FALL_AFTER = /^\s?%?\s*(?:lower|less|down|below|under|decrease|decline|drop|fall|reduction|de\s+moins|en\s+dessous|inférieur|weniger|niedriger|unter)\b/i;
// In English, and as a document in another language says it ("innen", "senest", "spätestens", "uiterlijk", "au plus tard le", "entro il", "antes del").
const LIMIT_BEFORE = /(?<!\p{L})(?:by|(?:valid|open|good)\s+(?:until|till)|no\s+later\s+than|not\s+later\s+than|on\s+or\s+before|at\s+the\s+latest|deadline|expires?(?:\s+on)?|innen|senest(?:\s+den)?|senast(?:\s+den)?|spätestens|bis\s+(?:zum|spätestens)|uiterlijk(?:\s+op)?|au\s+plus\s+tard\s+le|avant\s+le|jusqu['’](?:au|à)(?:\s+le)?|hasta\s+el|fino\s+al|entro\s+il|antes\s+del|até|najpóźniej(?:\s+do)?|nejpozději(?:\s+do)?)\s*[:,]?\s*$/iu;

const NAMED_DIGITS = /\b(?:(?:card|account)\s+(?:ending|number\s+ending)(?:\s+in)?|last\s+(?:4|four)\s+digits|(?:reference|ref\.?|booking|order|invoice|ticket|case|account|policy|member(?:ship)?)\s+(?:number|no\.?|#)|(?:reference|ref\.?|#))\s*[:#]?\s*[*x•]*\d{4,}\b/gi;

/**
 * A type's values on a page, found once per document: every typed field reads the dates and percentages of a
 * page to know what a number inside them is, so each finder runs over each page once, not once per type.
 */
function foundOn(doc: Doc, page: DocPage, type: FieldType): ReturnType<typeof findValues> {
  const key = `found:${type}:${page.index}`;
  let out = doc.cache.get(key) as ReturnType<typeof findValues> | undefined;
  if (!out) {
    out = findValues(type, page.text, { dayFirst: doc.dayFirst, spaceGroups: doc.spaceGroups, yearless: true });
    doc.cache.set(key, out);
  }
  return out;
}

const NOTHING = new Set<string>();
const NOT_WITHIN = { inside: NOTHING, covers: NOTHING };

/** The kinds of the spans that hold `start..end`: strictly (`inside`) or exactly as well (`covers`). */
function withinOf(others: Array<[number, number, string]>, start: number, end: number): { inside: Set<string>; covers: Set<string> } {
  let out: { inside: Set<string>; covers: Set<string> } | undefined;
  for (const [s, e, k] of others) {
    if (start < s || end > e) continue;
    out ??= { inside: new Set(), covers: new Set() };
    out.covers.add(k);
    if (s !== start || e !== end) out.inside.add(k);
  }
  return out ?? NOT_WITHIN;
}

export function valueCandidates(doc: Doc, type: FieldType): Candidate[] {
  const out: Candidate[] = [];
  // Spans that are something else: dates, times, phone numbers (a number inside one is not a quantity).
  const needsOthers = type === 'number' || type === 'currency' || type === 'id_alphanumeric' || type === 'percentage';
  for (const page of doc.pages) {
    const matches = foundOn(doc, page, type);
    const others: Array<[number, number, string]> = [];
    if (needsOthers) {
      for (const d of foundOn(doc, page, 'date')) others.push([d.start, d.end, 'date']);
      for (const m of page.text.matchAll(TIME)) others.push([m.index!, m.index! + m[0].length, 'time']);
      for (const m of page.text.matchAll(PHONE)) if (/[ ()-]/.test(m[0].trim()) && (type !== 'id_alphanumeric' || m[0].replace(/\D/g, '').length >= 9)) others.push([m.index!, m.index! + m[0].length, 'phone']);
      if (type !== 'percentage') for (const p of foundOn(doc, page, 'percentage')) others.push([p.start, p.end, 'pct']);
      if (type !== 'id_alphanumeric') for (const p of findIds(page.text)) if (/\p{L}/u.test(String(p.value))) others.push([p.start, p.end, 'id']);
      // Digits a reference names ("card ending 4341", "booking reference 628969184", "order no. 40512") are an id, not a count:
      // the span holds the words before them, so the digits stand inside it.
      if (type !== 'id_alphanumeric') for (const m of page.text.matchAll(NAMED_DIGITS)) others.push([m.index!, m.index! + m[0].length, 'id']);
      if (type === 'id_alphanumeric') {
        for (const a of findAmounts(page.text)) others.push([a.start, a.end, 'money']);
        for (const p of findPostcodes(page.text)) if (/\p{L}/u.test(String(p.value)) && /\s/.test(String(p.value))) others.push([p.start, p.end, 'postcode']);
        for (const g of findGroupedIds(page.text)) others.push([g.start, g.end, String(g.value).split(' ').length >= 3 ? 'groups' : 'pair']);
      }
    }
    let prevEnd = -1;
    let prevLine = -1;
    let segmentStart = 0;
    for (const m of matches) {
      const line = doc.lineAt(page, m.start);
      if (m.end > line.end + 1 && type !== 'date') continue;
      // A value stops at its table cell. The finders do not read over " | ", but a date may run over a line
      // break, and from one table row into the next it would join two cells.
      if (doc.crossesCell(page, m.start, m.end)) continue;
      // The kinds of span this value stands inside (`inside`: strictly, `covers`: or exactly), read in one pass.
      const within = withinOf(others, m.start, m.end);
      const inside = (kind: string) => (within.inside.has(kind) ? 1 : 0);
      // A number or id that is part of a date or a time is that date or time, not a value of its own.
      if (needsOthers && (inside('date') || inside('time'))) continue;
      // A section number heading a line ("4. Governing Law.", "2) Term") numbers the text; it is not a quantity.
      if ((type === 'number' || type === 'currency') && !('marked' in m && m.marked) && isEnumerator(page.text, line.start, m.start, m.end)) continue;
      // A figure before a leader of dots on its line is part of the label the leader ends ("Density at 15 deg C ...... 986.2").
      if (type !== 'id_alphanumeric' && type !== 'date' && /^[^\d\n]*?(?:\.{4,}|…{2,})/.test(page.text.slice(m.end, line.end))) continue;
      // Digits led by a zero ("CNH nº: 04528816733", "KRS 0000287451") number a thing; no count is written so.
      if (type === 'number' && /^0\d{4,}$/.test(page.text.slice(m.start, m.end))) continue;
      // An id is never a date written with separators (a receipt number is not "2024-01-05"), and a phone number or a year is rarely one.
      const covers = (kind: string) => (within.covers.has(kind) ? 1 : 0);
      if (type === 'id_alphanumeric' && covers('date') && /[-/.\s]/.test(page.text.slice(m.start, m.end))) continue;
      // Nor a piece of an amount ("32.975" of "32.975,32 €") or of a postcode ("8LU" of "G2 8LU"), nor a postcode in groups ("LS12 6DA").
      if (type === 'id_alphanumeric' && (inside('money') || inside('postcode') || (covers('postcode') && /\s/.test(page.text.slice(m.start, m.end))))) continue;
      // Nor one short group of an id written in three groups or more ("FR76" of "FR76 6298 3479 ...").
      if (type === 'id_alphanumeric' && m.end - m.start <= 4 && inside('groups')) continue;
      // The label of a value starts after the previous value on its line, unless that value ends the label
      // itself ("VAT (20%): £200.00", "Total 3 items: ..."): then the label reaches back past it. A value read
      // over this one ("ABN 51 824 753 556" over "51 824 753 556") is another reading of it, not a value before it.
      if (prevLine !== line.index) segmentStart = line.start;
      else if (m.start >= prevEnd && !VALUE_ENDS_LABEL.test(page.text.slice(prevEnd, m.start))) segmentStart = prevEnd;
      const f = placeFeatures(doc, page, line, m.start);
      const raw = page.text.slice(m.start, m.end);
      if (needsOthers) {
        f.in_date = inside('date');
        f.in_time = inside('time');
        f.in_phone = inside('phone');
        f.in_id = inside('id');
        f.in_pct = type === 'percentage' ? 0 : inside('pct');
      }
      if (type === 'currency' || type === 'number' || type === 'percentage') {
        const v = m.value as number;
        f.marked = m.marked ? 1 : 0;
        f.dec2 = /[.,]\d{2}$/.test(raw.replace(/[^\d.,]+$/, '')) ? 1 : 0;
        f.int = Number.isInteger(v) && !/[.,]\d+$/.test(raw) ? 1 : 0;
        f.neg = v < 0 ? 1 : 0;
        if (v > 0 && (FALL_BEFORE.test(page.text.slice(Math.max(0, m.start - 30), m.start)) || FALL_AFTER.test(page.text.slice(m.end, m.end + 16)))) f.fall = 1;
        f.year = Number.isInteger(v) && v >= 1900 && v <= 2100 && !/[.,]/.test(raw) ? 1 : 0;
        f.mag = Math.min(1, Math.log10(1 + Math.abs(v)) / 7);
        f.spelled = /\p{L}/u.test(raw) && type === 'number' ? 1 : 0;
        // A currency sign or code right beside a plain number: it is money.
        // A part and its whole in prose ("4 of the 8 units", "out of 8 units, 4 ..."): which one a count is.
        if (type === 'number') {
          f.of_part = PART_BEFORE_WHOLE.test(page.text.slice(m.end, m.end + 24)) ? 1 : 0;
          f.of_whole = WHOLE_AFTER_PART.test(page.text.slice(Math.max(0, m.start - 30), m.start)) ? 1 : 0;
        }
        f.money_ctx = m.marked || MONEY_BESIDE.test(page.text.slice(Math.max(0, m.start - 4), m.start)) || /^\s?(?:[$€£¥₹]|[A-Z]{3}\b)/.test(page.text.slice(m.end, m.end + 5)) ? 1 : 0;
      }
      // Several values on the value's line make it a table row; the last one is often the row's total.
      // (The value's own digits do not count: a date is one value, not three.)
      const rest = line.text.slice(0, Math.max(0, m.start - line.start)) + ' '.repeat(m.end - m.start) + line.text.slice(Math.max(0, m.end - line.start));
      const lineNums = [...rest.matchAll(/(?<![\w.,/-])[-+]?\d[\d,.]*(?![\w/-])/g)];
      f.row_nums = Math.min(1, lineNums.length / 3);
      f.row_last = lineNums.length > 0 && lineNums.every((n) => n.index! + line.start < m.start) ? 1 : 0;
      if (type === 'id_alphanumeric') {
        const s = String(m.value);
        f.in_date = covers('date');
        f.in_phone = covers('phone');
        f.year = /^(?:19|20)\d{2}$/.test(s) ? 1 : 0;
        f.id_alpha = /\p{L}/u.test(s) ? 1 : 0;
        f.id_len = Math.min(1, s.length / 16);
        f.id_sep = /[-/_.]/.test(s) ? 1 : 0;
        f.id_upper = /^[A-Z0-9\-/_.#]+$/.test(s) && /[A-Z]/.test(s) ? 1 : 0;
        // A piece of an id written in groups ("CE19" of "CE19 SLE", "3971549" of "97 55 3971549"): the whole is offered too.
        f.id_piece = inside('groups') || inside('pair');
      }
      let value = m.value;
      if ((type === 'number' || type === 'currency') && typeof value === 'number') value = inDecimalStyle(raw, value, doc.decimalComma);
      // "$" is the US dollar unless the document names another dollar (CAD, AUD...) and never the US one.
      if (type === 'currency_symbol' && value === 'USD' && raw.trim() === '$') value = dollarOf(doc);
      // "kr" is the Swedish krona unless the document shows it is Danish, Norwegian or Icelandic.
      if (type === 'currency_symbol' && value === 'SEK' && /^kr\.?$/i.test(raw.trim())) value = kroneOf(doc);
      // A table figure in a column headed `£000` or `$m` stands for the full amount; a column headed by the latest year is this year's.
      let labelFrom = segmentStart;
      if (type === 'currency') {
        // In prose the unit follows the figure ("$2,092.4 million", "2 417,7 M€"); it never also heads a column.
        const written = unitAfter(page.text.slice(m.end, m.end + 12));
        const facts: ColumnFacts = written > 1 ? { scale: 1 } : columnFacts(doc, page, line, m.start);
        if (written > 1) {
          value = Math.round((m.value as number) * written * 100) / 100;
          f.money_ctx = 1;
        }
        if (facts.scale > 1) value = Math.round((m.value as number) * facts.scale * 100) / 100;
        if (facts.scale > 1 || facts.money) {
          // Its column is headed by a currency or a unit: it is money, as a marked amount is.
          f.col_scaled = 1;
          f.money_ctx = 1;
        }
        if (facts.current !== undefined) f[facts.current ? 'col_current' : 'col_prior'] = 1;
        // A statement's row names every figure of it, in each year's column: "Total income   716   637   1,353   1,178".
        if ((facts.current !== undefined || facts.scale > 1) && STATEMENT_ROW.test(page.text.slice(line.start, m.start))) labelFrom = line.start;
      }
      // The last amount of a row whose label words all stand before its first figure ("Btw 9% over € 297,00     € 26,73"),
      // marked as money and under no column's heading: the row's label names it, not the nothing between it and the figure before.
      const rowLabelled = type === 'currency' && labelFrom > line.start && f.row_last === 1 && f.money_ctx === 1 && !/\p{L}/u.test(page.text.slice(labelFrom, m.start)) && ROW_LABEL_FIRST.test(page.text.slice(line.start, m.start));
      if (type === 'url') f.url_scheme = /^(?:https?:|www\.)/i.test(raw) ? 1 : 0;
      if (type === 'date') {
        f.date_written = /\p{L}/u.test(raw) ? 1 : 0;
        // "Please pay by 19 June 2023", "valid until", "no later than": the date is a limit.
        f.dateline = datelineOf(doc, page, line, m.start, m.end);
      }
      const from = type === 'date' ? weekdayStart(page.text, line.start, m.start) : m.start;
      // "senast fredag 9 maj": the limit word stands before the weekday.
      if (type === 'date') f.limit = LIMIT_BEFORE.test(page.text.slice(Math.max(0, from - 24), from)) ? 1 : 0;
      let ctx = buildContext(doc, page, line, from, m.end, labelFrom);
      // A row of values under columns that are versions of one thing ("Start date   01/08/2024   01/08/2025" under
      // "Current lease   Renewal offer") is named by its label in each column; under columns of measures ("Hours | Rate |
      // Amount") the header names each.
      if (labelFrom > line.start && variantOf(ctx.header) && rowLabelBefore(page, line, m.start)) ctx = buildContext(doc, page, line, from, m.end, line.start);
      else if (rowLabelled && ctx.header.size === 0) ctx = buildContext(doc, page, line, from, m.end, line.start);
      out.push({ value, key: JSON.stringify(value), kind: 'value', page, start: m.start, end: m.end, line, ctx, f });
      // In a table row a rate inside the label cell ("VAT 20% |  | 10.00") is part of that label, not a value that ends it.
      if (!f.in_pct || !line.cells) {
        prevEnd = prevLine === line.index ? Math.max(prevEnd, m.end) : m.end;
        prevLine = line.index;
      }
    }
  }
  finishValueFeatures(out, type);
  markVersions(out);
  return out;
}

/**
 * What joins the two dates of a period on one line: "01/03/2024 - 31/03/2024", "1 March to 31 March",
 * "from 00:01 on 1 March 2024 until midnight on 28 February 2025", "vom 01.03. bis 31.03.", "du 1er au 31 mars".
 */
// And as other languages join them: "al", "hasta", "a", "até", "tot", "til", "do" (Polish, Czech, after the year's "r."), "fino al", "până la".
// A period said in a sentence runs from one to the other: "træder i kraft den 1. januar 2026 og løber til og med den 31. december 2027".
const RANGE_JOIN = /^\s*(?:r\.\s+)?(?:(?:and|und|et|og|och|en|y|e)\s+(?:runs?|lasts?|continues?|läuft|loopt|løber|løper|löper|court|dure|dura)\s+)?(?:[-–—]|to|until|till|through|thru|bis(?:\s+(?:zum|einschließlich))?|au|jusqu['’]au|al|hasta(?:\s+el)?|a|até|tot(?:\s+en\s+met)?|t\/m|til(?:\s+og\s+med)?|till(?:\s+och\s+med)?|do|fino\s+al|sino\s+al|până\s+la)\s+(?:[^\s.;]+\s+){0,3}$/iu;
const RANGE_JOIN_TIGHT = /^\s*[-–—]\s*$/;

/** Marks the first and second date of each period written as a range (`range_from`, `range_to`). */
function markRanges(dates: Candidate[]): void {
  const sorted = [...dates].sort((a, b) => a.page.index - b.page.index || a.start - b.start);
  for (let i = 0; i + 1 < sorted.length; i++) {
    const [a, b] = [sorted[i], sorted[i + 1]];
    if (a.page !== b.page || b.start <= a.end || b.start - a.end > 40) continue;
    const between = a.page.text.slice(a.end, b.start);
    if (between.includes('\n') || !(RANGE_JOIN.test(`${between} `) || RANGE_JOIN_TIGHT.test(between))) continue;
    a.f.range_from = 1;
    b.f.range_to = 1;
  }
}

/**
 * What joins the low and high figure of a range: "9.0% to 10.5%", "0 °C … +40 °C", "€21.95–22.35 billion",
 * "zwischen 19 und 21 %", "between 8% and 12.5%" (an "and" only after "between").
 */
const FIGURE_JOIN = /^\s*(?:%|°\s*[CF]|\p{Sc}|[A-Z]{3})?\s*(?:[-–—…]|\.{2,3}|to|bis|à|au)\s*[+]?\s*(?:\p{Sc}|[A-Z]{3})?\s*$/u;
const FIGURE_AND = /^\s*(?:%|°\s*[CF]|\p{Sc}|[A-Z]{3})?\s*(?:and|und|et)\s*[+]?\s*(?:\p{Sc}|[A-Z]{3})?\s*$/u;
const BETWEEN = /\b(?:between|zwischen|entre)\s+(?:\S+\s+)?$/i;

/** Marks the low and high figure of each range written on one line (`range_from`, `range_to`). */
function markFigureRanges(figures: Candidate[], type: FieldType): void {
  const sorted = [...figures].sort((a, b) => a.page.index - b.page.index || a.start - b.start);
  for (let i = 0; i + 1 < sorted.length; i++) {
    const [a, b] = [sorted[i], sorted[i + 1]];
    if (a.page !== b.page || b.start <= a.end || b.start - a.end > 12 || typeof a.value !== 'number' || typeof b.value !== 'number' || a.value >= b.value) continue;
    const between = a.page.text.slice(a.end, b.start);
    const joined = FIGURE_JOIN.test(between) || (FIGURE_AND.test(between) && BETWEEN.test(a.page.text.slice(Math.max(0, a.start - 24), a.start)));
    if (!joined) continue;
    a.f.range_from = 1;
    b.f.range_to = 1;
    // The unit written after the high amount is the low one's too ("€21.95–22.35 billion").
    const unit = unitAfter(b.page.text.slice(b.end, b.end + 12));
    if (type === 'currency' && unit > 1 && unitAfter(between) === 1 && (a.value as number) * unit <= (b.value as number)) {
      a.value = Math.round((a.value as number) * unit * 100) / 100;
      a.key = JSON.stringify(a.value);
    }
  }
}

/** Features that compare a candidate with the others of its type: order, repetition, size. */
function finishValueFeatures(out: Candidate[], type: FieldType): void {
  if (type === 'date') markRanges(out);
  else if (type === 'number' || type === 'percentage' || type === 'currency') markFigureRanges(out, type);
  const counts = new Map<string, number>();
  for (const c of out) counts.set(c.key, (counts.get(c.key) ?? 0) + 1);
  out.forEach((c, i) => {
    c.f.first = i === 0 ? 1 : 0;
    c.f.last = i === out.length - 1 ? 1 : 0;
    c.f.rank = 1 / (1 + i);
    c.f.repeat = Math.min(1, Math.log2(counts.get(c.key)!) / 3);
    c.f.many = Math.min(1, Math.log10(1 + out.length) / 3);
  });
  if (type === 'currency' || type === 'number') {
    const moneyLike = out.filter((c) => (c.f.marked || c.f.dec2 || c.f.col_scaled) && !c.f.in_date && !c.f.in_time && !c.f.in_phone);
    const isMoneyLike = new Set(moneyLike);
    const sorted = [...new Set(moneyLike.map((c) => c.value as number))].sort((a, b) => b - a);
    for (const c of out) {
      c.f.is_max = isMoneyLike.has(c) && c.value === sorted[0] ? 1 : 0;
      c.f.is_second = isMoneyLike.has(c) && sorted.length > 1 && c.value === sorted[1] ? 1 : 0;
    }
    // Totals are sums: a value that is the sum of two other amounts (subtotal + tax), or the difference of two (cash - change).
    const cents = [...new Set(moneyLike.map((c) => Math.round((c.value as number) * 100)))].filter((v) => v > 0).slice(0, 300);
    const have = new Set(cents);
    const sums = new Set<number>();
    const diffs = new Set<number>();
    for (let i = 0; i < cents.length; i++) {
      for (let j = i + 1; j < cents.length; j++) {
        sums.add(cents[i] + cents[j]);
        diffs.add(Math.abs(cents[i] - cents[j]));
      }
    }
    for (const c of out) {
      const v = Math.round((c.value as number) * 100);
      const isMoney = isMoneyLike.has(c) && v > 0;
      c.f.sum2 = isMoney && sums.has(v) ? 1 : 0;
      c.f.diff2 = isMoney && diffs.has(v) && have.has(v) ? 1 : 0;
    }
    // An amount adjusted a little further on (rounded, a fee added) is not the final one; the adjusted one is.
    // Not in a statement's columns, where this year's figure is often close to last year's or to another row's.
    nearValues(moneyLike.filter((c) => !c.f.col_scaled));
  }
}

/**
 * `near_later` / `near_earlier`: another amount within 1% (at least 0.10) of this one, and not equal to it, comes
 * later / earlier in the list. Distinct values are sorted once and each looks only at its close neighbours.
 */
function nearValues(amounts: Candidate[]): void {
  const positions = new Map<number, { first: number; last: number }>();
  amounts.forEach((c, i) => {
    const at = positions.get(c.value as number);
    if (at) at.last = i;
    else positions.set(c.value as number, { first: i, last: i });
  });
  const values = [...positions.keys()].sort((a, b) => a - b);
  const span = new Map<number, { first: number; last: number }>();
  values.forEach((v, k) => {
    const tolerance = Math.max(0.1, Math.abs(v) * 0.01);
    let first = Infinity;
    let last = -1;
    for (const dir of [-1, 1]) {
      for (let j = k + dir; j >= 0 && j < values.length && Math.abs(values[j] - v) <= tolerance; j += dir) {
        const at = positions.get(values[j])!;
        first = Math.min(first, at.first);
        last = Math.max(last, at.last);
      }
    }
    span.set(v, { first, last });
  });
  amounts.forEach((c, i) => {
    const { first, last } = span.get(c.value as number)!;
    c.f.near_later = last > i ? 1 : 0;
    c.f.near_earlier = first < i ? 1 : 0;
  });
}
