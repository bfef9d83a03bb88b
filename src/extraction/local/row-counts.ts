import { stem, words } from '../text.ts';
import { buildContext, placeFeatures, type Candidate } from './candidates/index.ts';
import { stemsOf } from './candidates/context.ts';
import type { Doc, DocLine } from './doc.ts';
import { contentWords, TYPE_WORDS, type FieldQuery } from './field.ts';
import { itemLineOf } from './item-rows.ts';

/**
 * A count asked of what a table lists ("how many transactions are listed", "number_of_invoices",
 * "entries"): the table's rows are counted when no figure states it. A statement lists its
 * transactions and a remittance advice its invoices, row by row, and says nowhere how many.
 */

/** Rows that sum the others or carry them over: not rows of their own. */
const SUMS = /^\s*(?:totals?|sub-?totals?|sums?|summe|gesamt\w*|zwischensumme|saldo|solde|balance|opening|closing|brought|carried|übertrag|report|net)\b/iu;
/** Nouns for what a table's rows are, whatever its header says. */
const ROW_NOUNS = new Set(['transaction', 'transactions', 'entry', 'entries', 'line', 'lines', 'row', 'rows', 'item', 'items', 'movement', 'movements', 'booking', 'bookings', 'posting', 'postings'].map(stem));
const MEASURED = new Set(['quantity', 'qty', 'unit', 'units', 'piece', 'pieces', 'pcs', 'value', 'amount', 'level', 'rate', 'percent', 'weight', 'volume'].map(stem));
/** Words that ask for a count ("how many", "number of", "num_", "_count"). */
const COUNTING = new Set(['many', 'number', 'num', 'nb', 'count', 'total'].map(stem));

export interface Table {
  header: DocLine;
  rows: DocLine[];
}

const cellText = (doc: Doc, line: DocLine, k: number) => {
  const cells = doc.cellsOf(line)!;
  return line.page.text.slice(cells[k].start, cells[k].end);
};

/** A document's tables: a header row of words, then the rows of two cells or more under it, up to a row that sums them. */
export function tablesOf(doc: Doc): Table[] {
  const cached = doc.cache.get('tables') as Table[] | undefined;
  if (cached) return cached;
  const out: Table[] = [];
  let open: Table | null = null;
  let closed = false;
  for (const line of doc.lines) {
    if (open && line.page !== open.header.page) open = null;
    const cells = doc.cellsOf(line);
    if (open && !closed) {
      if (cells && cells.length >= 2) {
        if (SUMS.test(cellText(doc, line, 0))) closed = true;
        else if (/\d/.test(line.text)) open.rows.push(line);
        continue;
      }
      // A cell's words wrapped onto a line of their own ("Ring" under "Kartenzahlung Tankstelle am").
      if (!line.blank && line.text.trim().length <= 40 && !/[:：]/.test(line.text) && !SUMS.test(line.text)) continue;
      open = null;
    }
    if (cells && cells.length >= 2 && !/\d/.test(line.text)) {
      open = { header: line, rows: [] };
      closed = false;
      out.push(open);
    } else if (!line.blank) open = null;
  }
  const tables = out.filter((t) => t.rows.length > 0);
  doc.cache.set('tables', tables);
  return tables;
}

/** Words after a counted noun that keep every row ("invoices_settled", "transactions listed"). */
const EVERY_ROW = new Set(['listed', 'settled', 'paid', 'covered', 'included', 'shown', 'recorded', 'booked', 'made', 'total', 'all'].map(stem));
const ORDINAL = /^(?:first|second|third|last|\d+(?:st|nd|rd|th)?)$/;

/**
 * The words of a count field that say what it counts, as stems: its name's words less those of counting and type
 * ("invoices" of "number_of_invoices"), else its description's; null when it asks no count of rows.
 */
function countedNouns(q: FieldQuery): string[] | null {
  // One line of a table asked by its place ("first_line_qty") is a figure of that line, not a count of lines.
  if (q.group !== 'number' || itemLineOf(q) !== null) return null;
  const named = words(q.def.name.replace(/([a-z])([A-Z])/g, '$1 $2')).map((w) => w.toLowerCase());
  const described = contentWords(q.description).map((w) => w.toLowerCase());
  // Units, pieces and a measured value ("white_cell_count_value") are figures of their own, not rows; so is a place ("how_many_first").
  if ([...named, ...described].some((w) => MEASURED.has(stem(w)) || ORDINAL.test(w))) return null;
  const counting = [...named, ...described].some((w) => COUNTING.has(stem(w)));
  // A plural noun alone asks how many there are ("entries", "transactions").
  const plural = named.length === 1 && /[^s]s$/.test(named[0]);
  if (!counting && !plural) return null;
  const own = (ws: string[]) => ws.map(stem).filter((s) => !COUNTING.has(s) && !TYPE_WORDS.has(s) && !EVERY_ROW.has(s) && s.length > 2);
  const nouns = own(named);
  return nouns.length ? nouns : own(described).length ? own(described) : null;
}

/**
 * The tables whose rows are the things a count field counts: every word of what it counts heads a column or names
 * rows ("invoices" under "Invoice no."); a word that picks some rows out ("abnormal_results", "urgent_defects") does not.
 */
function countedTables(doc: Doc, q: FieldQuery): Array<Table & { named: boolean }> {
  const nouns = countedNouns(q);
  if (!nouns) return [];
  const out: Array<Table & { named: boolean }> = [];
  for (const t of tablesOf(doc)) {
    const header = new Set(stemsOf(t.header.page.tokens.slice(t.header.tokenFrom, t.header.tokenTo)));
    if (nouns.every((n) => header.has(n) || ROW_NOUNS.has(n))) out.push({ ...t, named: nouns.some((n) => header.has(n)) });
  }
  return out;
}

/**
 * A count field's candidates when the document lists what it counts in a table and no figure says how many
 * ("12 transactions", "Invoices: 3"): the number of the table's rows.
 */
export function byRowCount(doc: Doc, q: FieldQuery, cands: Candidate[]): Candidate[] {
  // Of several, the one its noun heads, else the longest (a statement's summary row under its own header is a table of one row).
  const tables = countedTables(doc, q).sort((a, b) => Number(b.named) - Number(a.named) || b.rows.length - a.rows.length);
  if (!tables.length) return cands;
  const nouns = new Set(countedNouns(q));
  // A figure the document labels with the counted noun says it already.
  if (cands.some((c) => [...c.ctx.left, ...c.ctx.near].some((s) => nouns.has(s)) && typeof c.value === 'number' && Number.isInteger(c.value) && c.value < 1000)) return cands;
  // Cited as the header of what is counted: the rows' own figures may answer other fields (one span answers one field).
  const { header, rows } = tables[0];
  const count: Candidate = {
    value: rows.length,
    key: JSON.stringify(rows.length),
    kind: 'rows',
    page: header.page,
    start: header.start,
    end: header.end,
    line: header,
    ctx: buildContext(doc, header.page, header, header.start, header.end),
    f: { ...placeFeatures(doc, header.page, header, header.start), int: 1, table: 1 },
  };
  return [count];
}
