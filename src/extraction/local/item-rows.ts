import { stem, words } from '../text.ts';
import type { Doc, DocLine } from './doc.ts';
import type { FieldQuery } from './field.ts';

/**
 * One line of an item table, asked by its place: "first_line_qty", "unit_price_line_1",
 * "item_2_description", "first_item_price". The answer stands on that line: the first
 * item's unit price is not the unit price of the line the words match best.
 */

const ORDINALS: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3 };
/** Words that say a field is about a line of items (with an ordinal: "first_item", "qty_line_1"). */
const ITEM_CUES = new Set(['item', 'items', 'line', 'row', 'position', 'pos', 'article', 'product', 'commodity', 'tariff', 'qty', 'quantity', 'units', 'price', 'rate', 'cost']);
/** Words that say the ordinal counts something else: a first payment, a first party, an address's first line. */
const OTHER_CUES = new Set(['payment', 'instalment', 'installment', 'party', 'address', 'day', 'date', 'holder', 'name', 'contact', 'page', 'reminder']);

/** The item line a field asks for by its place (1 for the first), or null. */
export function itemLineOf(q: FieldQuery): number | null {
  if (q.slot || q.part || q.group === 'date' || q.group === 'select') return null;
  const named = words(q.def.name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/([a-z])(\d)/gi, '$1 $2')).map((w) => w.toLowerCase());
  // A name that says no line may leave it to the description ("how_many_first": "how many of the first item").
  const ws = named.some((w) => ITEM_CUES.has(w)) ? named : [...named, ...words(q.description).map((w) => w.toLowerCase())];
  if (!ws.some((w) => ITEM_CUES.has(w)) || ws.some((w) => OTHER_CUES.has(w))) return null;
  for (const w of ws) if (w in ORDINALS) return ORDINALS[w];
  // A number right after line, item, row or position: "line_1", "item2".
  for (let i = 0; i + 1 < ws.length; i++) if (/^(?:line|item|row|position|pos)$/.test(ws[i]) && /^\d{1,2}$/.test(ws[i + 1])) return Number(ws[i + 1]);
  return null;
}

/** Words of an item-line field's name that say which line, not which column: "first", "item", "line", "2". */
const PLACE_STEMS = new Set(['item', 'items', 'line', 'row', 'position', 'pos', ...Object.keys(ORDINALS)].map(stem));

/**
 * The field as a table's header reads it: for one line of an item table, without the words of its place.
 * "first_item_amount" asks the "Amount" column; its "item" matched "Unit price" through "unit".
 */
export function columnQuery(q: FieldQuery): FieldQuery {
  if (itemLineOf(q) === null) return q;
  const keep = q.name.map((s) => !PLACE_STEMS.has(s) && !/^\d+$/.test(s));
  if (keep.every(Boolean) || !keep.some(Boolean)) return q;
  return { ...q, name: q.name.filter((_, i) => keep[i]), nameSyn: q.nameSyn.filter((_, i) => keep[i]) };
}

// An amount closing a plain line, apart from its words: "Sparkling water   5,99", "3 x Screws @ 26,25   78,75".
const AMOUNT_AT_END = /\S(?: {2,}|\t)\s*(?:[€$£¥]\s?)?\d[\d.,']*[.,]\d{2}\s*(?:[€$£¥]|EUR|USD|GBP|CHF)?\s*$/;
const NUMBER = /\d/;
/** Lines that sum or pay for the items rather than list one. */
const NOT_AN_ITEM = /\b(?:total|subtotal|sub-total|sum|summe|gesamt\w*|zwischensumme|montant|tax|vat|gst|hst|mwst|ust|tva|change|cash|card|visa|mastercard|amex|balance|due|paid|payment|zahlung|paiement|discount|rabatt|remise|tip|gratuity|rounding|deposit|rendu|espèces|bar)\b/i;

/** Whether a line lists one item: a table row of three cells or more whose first cell has words and another a number, or a plain line of words with an amount set apart at its end, never a "Label: value" line. */
function isItemLine(doc: Doc, line: DocLine): boolean {
  if (line.blank) return false;
  if (line.cells) {
    const cells = line.cells.map((c) => line.page.text.slice(c.start, c.end).trim());
    return cells.length >= 3 && /\p{L}{2}/u.test(cells[0]) && cells.slice(1).some((c) => NUMBER.test(c));
  }
  return AMOUNT_AT_END.test(line.text) && !/[:：]/.test(line.text) && /^\s*(?:\d+\s*[x×]\s*)?\p{L}/u.test(line.text);
}

/** The lines of a document's item table, in order: the lines that list an item, up to the first that sums them. */
export function itemRows(doc: Doc): DocLine[] {
  const cached = doc.cache.get('itemRows') as DocLine[] | undefined;
  if (cached) return cached;
  const out: DocLine[] = [];
  for (const line of doc.lines) {
    if (!isItemLine(doc, line)) continue;
    if (NOT_AN_ITEM.test(line.text)) {
      if (out.length) break;
      continue;
    }
    out.push(line);
  }
  doc.cache.set('itemRows', out);
  return out;
}
