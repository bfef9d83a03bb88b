import type { Doc, DocLine, DocPage } from '../doc.ts';

/**
 * Financial statements write their amounts in a unit stated once: a column
 * headed `2023 £000` or `$m`, or a line "All amounts are in thousands of pounds".
 * An amount in such a column stands for the full figure (times the unit), and a
 * column headed by the latest year is the current year's, the others prior years'.
 */
export interface ColumnFacts {
  /** What the table's figure is multiplied by (1 when no unit is stated). */
  scale: number;
  /** The column is headed by a currency (`£`, `$m`, `€000`): its figures are money. */
  money?: boolean;
  /** 1 when the column's header names the latest year of its header row, 0 when an earlier one, undefined when no year. */
  current?: number;
}

// "£000", "£'000", "$000s", "€ in thousands", "in thousands", "$m", "£m", "in millions", "thousands of pounds", "millions of US dollars".
// German and French write the unit before the currency ("Mio. €", "M€", "TEUR", "k€", "en milliers d'euros").
// A figure's own last group is none: "150 000 €" is an amount in a cell, not a heading of thousands.
const THOUSANDS = /(?:[£$€¥]\s?['’]?000s?\b|\bin\s+thousands\b|\bthousands\s+of\b|(?:^|(?<!\d)\s)['’]?000s?\b|\bk\s*[£$€]|[£$€]\s?k\b|\b(?:T|Tsd\.?)\s?(?:€|EUR\b)|\bTEUR\b|\bmilliers\b|\bin\s+Tausend\b)/i;
const MILLIONS = /(?:[£$€¥]\s?m(?:n|illions?)?\b|\bin\s+millions\b|\bmillions\s+of\b|\b(?:USD|GBP|EUR)\s?m(?:n|io\.?|illions?)?(?=[\s)|]|$)|\b(?:M|Mio\.?|MM)\s?(?:€|EUR\b|\$|£)|\bMio\.|\bMillionen\b|\ben\s+millions\b|\bmillions\s+d['’]\s?euros\b)/i;
const BILLIONS = /(?:[£$€¥]\s?(?:bn|billions?)\b|\bin\s+billions\b|\bbillions\s+of\b|\b(?:Mrd\.?|Md)\s?(?:€|EUR\b)|\bMrd\.|\bMilliarden\b|\bmilliards\b)/i;

const CURRENCY = /[£$€¥]|\b(?:USD|GBP|EUR)\b/;

/**
 * The unit written right after an amount in prose ("$2,092.4 million", "£346.0m", "2 417,7 M€",
 * "1,2 Mrd. €", "£45k"): what the printed figure is multiplied by, 1 for none.
 */
// A lone letter counts only written against the figure ("£346.0m"): "26,38 M. DUVAL" is a name after it.
const UNIT_AFTER = /^(?:[ \u00a0]?(?:(billions?|milliards?|Milliarden|Mrd\.?|Md\s?€)|(millions?|Millionen|Mio\.?|M\s?€|MM)|(thousands?|Tsd\.?|K\s?€|T\s?€|milliers))|(?:(bn)|(mn?)|(k)))(?![\p{L}\p{N}])/iu;

export function unitAfter(text: string): number {
  const m = UNIT_AFTER.exec(text);
  return !m ? 1 : m[1] || m[4] ? 1_000_000_000 : m[2] || m[5] ? 1_000_000 : 1000;
}

function unitOf(text: string): number {
  if (BILLIONS.test(text)) return 1_000_000_000;
  if (MILLIONS.test(text)) return 1_000_000;
  if (THOUSANDS.test(text)) return 1000;
  return 0;
}

const YEAR = /\b(?:19|20)\d{2}\b/g;

/** The facts of the column a table amount stands in, read from the header row above it and the page's statement of units. */
const PER_UNIT_ROW = /\bper\s+(?:share|unit|ads|adr)\b|\beps\b|\bearnings\s+per\b|\bdividends?\s+per\b|\bje\s+Aktie\b|\bpar\s+action\b|\bBPA\b/i;

export function columnFacts(doc: Doc, page: DocPage, line: DocLine, start: number): ColumnFacts {
  if (!line.cells || line.aligned) return ALIGNED_ROW.test(line.text) ? alignedFacts(doc, page, line, start) : { scale: 1 };
  const col = line.cells.findIndex((c) => start >= c.start && start <= c.end);
  if (col < 0) return { scale: 1 };
  const key = `colfacts:${line.index}:${col}`;
  const cached = doc.cache.get(key) as ColumnFacts | undefined;
  if (cached) return cached;
  let out: ColumnFacts = { scale: 1 };
  // The header row: the nearest row above with as many cells whose cell in this column has a unit or a year, and no amounts.
  for (let i = line.index - 1; i >= 0 && i >= line.index - 30; i--) {
    const l = doc.lines[i];
    if (l.page !== page) break;
    if (!l.cells || l.cells.length !== line.cells.length) continue;
    const cell = page.text.slice(l.cells[col].start, l.cells[col].end);
    const unit = unitOf(cell);
    const years = [...cell.matchAll(YEAR)].map((m) => Number(m[0]));
    if (!unit && !years.length) continue;
    if (/\d[.,]\d/.test(cell)) continue;
    const rowYears = l.cells.flatMap((c) => [...page.text.slice(c.start, c.end).matchAll(YEAR)].map((m) => Number(m[0])));
    out = { scale: unit || 1, money: unit > 0 || CURRENCY.test(cell), current: years.length ? (Math.max(...years) >= Math.max(...rowYears) ? 1 : 0) : undefined };
    break;
  }
  if (out.scale === 1 && out.current === undefined) out = plainHeader(doc, page, line, col) ?? out;
  if (out.scale === 1) out.scale = pageUnit(doc, page) || 1;
  // A figure per share or per unit is not in the table's thousands or millions ("$ in millions, except per share").
  if (PER_UNIT_ROW.test(page.text.slice(line.start, line.cells[col].start))) out = { ...out, scale: 1 };
  doc.cache.set(key, out);
  return out;
}

/**
 * A unit the page states for its amounts: in a sentence of its own ("All amounts are stated in thousands of
 * pounds."), or in brackets on a heading or a line of its own ("Statement of operations (in thousands of dollars)").
 */
function pageUnit(doc: Doc, page: DocPage): number {
  const key = `pageunit:${page.index}`;
  const cached = doc.cache.get(key) as number | undefined;
  if (cached !== undefined) return cached;
  let unit = 0;
  // The pattern below is slow on long prose; most pages never name the unit at all.
  if (/thousands|millions/i.test(page.text)) for (const m of page.text.matchAll(/[^.\n]*\b(?:amounts?|figures?|stated|expressed|presented)\b[^.\n]*\b(?:thousands|millions)\b[^.\n]*|\(\s*in\s+(?:thousands|millions)\b[^)\n]*\)/gi)) {
    unit = unitOf(m[0]);
    if (unit) break;
  }
  doc.cache.set(key, unit);
  return unit;
}

/**
 * A header written as a plain line over the table ("Note 2022 £000 2021 £000"): its years, in order, head the
 * row's last columns, each with the unit written after it. Read when no header row has the table's cells.
 */
function plainHeader(doc: Doc, page: DocPage, line: DocLine, col: number): ColumnFacts | undefined {
  const cells = line.cells!.length;
  for (let i = line.index - 1; i >= 0 && i >= line.index - 30; i--) {
    const l = doc.lines[i];
    if (l.page !== page) break;
    if (l.blank || (l.cells && !l.aligned)) continue;
    const years = [...l.text.matchAll(YEAR)];
    if (years.length < 2 || /\d[.,]\d/.test(l.text) || years.length >= cells) continue;
    const k = col - (cells - years.length);
    if (k < 0) return undefined;
    const unitText = l.text.slice(years[k].index! + 4, k + 1 < years.length ? years[k + 1].index : undefined);
    const unit = unitOf(unitText);
    const values = years.map((m) => Number(m[0]));
    return { scale: unit || 1, money: unit > 0 || CURRENCY.test(unitText), current: values[k] >= Math.max(...values) ? 1 : 0 };
  }
  return undefined;
}

/** A row of a table aligned with spaces (plain text): words, then figures in columns wide apart. */
const ALIGNED_ROW = /\S {2,}[(-]?\d[\d,.]*\)?\s*$/;

/**
 * The facts of a figure in a table aligned with spaces: the header line above with two years or more
 * ("Note   2021 £ in thousands   2020 £ in thousands") heads each figure by the year nearest its column, and a
 * line of units stacked on it ("2025     2024" over "£000     £000") by the unit nearest its column. A figure
 * whose column no year stands over (an "Unrestricted funds" column beside "Total 2025") is of no year.
 */
function alignedFacts(doc: Doc, page: DocPage, line: DocLine, start: number): ColumnFacts {
  const key = `alignedfacts:${line.index}:${start}`;
  const cached = doc.cache.get(key) as ColumnFacts | undefined;
  if (cached) return cached;
  let out: ColumnFacts = { scale: 1 };
  const col = start - line.start;
  const colEnd = col + (/^[(-]?\d[\d,.]*\)?/.exec(line.text.slice(col))?.[0].length ?? 1);
  /** How far a span of a header line stands from the figure's column (0 when they overlap). */
  const gap = (from: number, to: number) => Math.max(0, from - colEnd, col - to);
  for (let i = line.index - 1; i >= 0 && i >= line.index - 30; i--) {
    const l = doc.lines[i];
    if (l.page !== page) break;
    if (l.blank) continue;
    const years = [...l.text.matchAll(YEAR)];
    if (years.length < 2 || /\d[.,]\d/.test(l.text)) continue;
    // Years heading columns stand apart; "2018-2019" is one period, written in a line of its own label.
    if (years.some((m, j) => j > 0 && !/\s{2,}/.test(l.text.slice(years[j - 1].index! + 4, m.index)))) continue;
    let k = 0;
    years.forEach((m, j) => {
      if (gap(m.index!, m.index! + 4) < gap(years[k].index!, years[k].index! + 4)) k = j;
    });
    const unitText = l.text.slice(years[k].index! + 4, k + 1 < years.length ? years[k + 1].index : undefined);
    const unit = unitOf(unitText) || stackedUnit(doc, l, line, gap);
    const values = years.map((m) => Number(m[0]));
    const headed = gap(years[k].index!, years[k].index! + 4) <= 3;
    out = { scale: unit || 1, money: unit > 0 || CURRENCY.test(unitText), current: headed ? (values[k] >= Math.max(...values) ? 1 : 0) : undefined };
    break;
  }
  if (out.scale === 1) out.scale = pageUnit(doc, page) || 1;
  // A figure per share or per unit is not in the table's thousands or millions ("$ in millions, except per share").
  if (PER_UNIT_ROW.test(page.text.slice(line.start, start))) out = { ...out, scale: 1 };
  doc.cache.set(key, out);
  return out;
}

/** A unit in a line of units just under or over a header line of years ("£000     £000"), the one nearest the figure's column. */
function stackedUnit(doc: Doc, header: DocLine, row: DocLine, gap: (from: number, to: number) => number): number {
  for (const i of [header.index + 1, header.index - 1]) {
    const l = doc.lines[i];
    if (!l || l.page !== header.page || i >= row.index || /\d[.,]\d|(?:19|20)\d{2}/.test(l.text)) continue;
    const units = [...l.text.matchAll(/\S+(?: \S+)?/g)].filter((m) => unitOf(` ${m[0]}`));
    if (!units.length) continue;
    const nearest = units.reduce((a, b) => (gap(b.index!, b.index! + b[0].length) < gap(a.index!, a.index! + a[0].length) ? b : a));
    return unitOf(` ${nearest[0]}`);
  }
  return 0;
}
