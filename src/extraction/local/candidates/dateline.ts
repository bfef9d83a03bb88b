import { stem } from '../../text.ts';
import { englishStemsOf } from '../glossary.ts';
import type { Doc, DocLine, DocPage } from '../doc.ts';
import { TYPE_WORDS, type FieldQuery } from '../field.ts';
import { DOCUMENT_KINDS } from '../lexicon.ts';
import { isGreeting } from './lines.ts';

/**
 * A date that dates the document itself: alone on its line near the top of the first page, after a
 * place ("Rennes, 2024-02-19", "London, 3 March 2024") or a label that says only "date" ("Date:",
 * "Dated", "Datum:", "Le"), before any greeting. A letter's other dates stand in its sentences.
 */

// What may stand before the date: nothing, a bare label of a date, or a place (and a weekday) ended by a comma, with the
// word some languages put before the day ("En Sevilla, a 27 de marzo", "Kraków, dnia 3.04.2027", "Milano, lì 12 marzo").
export const DATELINE_BEFORE = /^\s*(?:(?:date|dated|datum|fecha|data|le|den|am|on)\s*[:.]?|(?:\p{Lu}[\p{L}'’.-]*(?:[ -]\p{L}[\p{L}'’.-]*){0,3}\s*,\s*)+(?:(?:le|den|am|the|el|il|a|à|em|dne|dnia|lì|li)\s+)?)?\s*$/iu;
const AFTER = /^[\s.,]*$/;
/** How far down the first page a document's own date stands when it greets no one (a memo, an invoice, minutes). */
const TOP_LINES = 15;

/** The index in `doc.lines` of the first greeting ("Dear Ms Roche,", "Madame,"), or -1. */
function firstGreeting(doc: Doc): number {
  const cached = doc.cache.get('first-greeting') as number | undefined;
  if (cached !== undefined) return cached;
  const at = doc.lines.find((l) => !l.blank && (isGreeting(l.text) || /^\s*(?:madame|monsieur|sehr\s+geehrte\w*|estimad[oa]s?)\b[^.]{0,40},\s*$/iu.test(l.text)));
  const index = at ? at.index : -1;
  doc.cache.set('first-greeting', index);
  return index;
}

/** 1 when the date at [start, end) of this line dates the document (see above), else 0. */
export function datelineOf(doc: Doc, page: DocPage, line: DocLine, start: number, end: number): number {
  if (page.index !== 0) return 0;
  const greeting = firstGreeting(doc);
  if (greeting >= 0 ? line.index > greeting : line.index - page.lines[0].index >= TOP_LINES) return 0;
  const from = line.cells?.find((cell) => cell.start <= start && start <= cell.end);
  // A cell after a label's is that label's value ("Születési hely, idő:   Budapest, 2023. 08. 14."), not a dateline.
  if (from && line.cells!.some((cell) => cell.end <= from.start && /[:：]\s*$/.test(page.text.slice(cell.start, cell.end)))) return 0;
  const before = page.text.slice(from?.start ?? line.start, start);
  const after = page.text.slice(end, from?.end ?? line.end);
  return DATELINE_BEFORE.test(before) && AFTER.test(after) ? 1 : 0;
}

// Words of a field that asks for the day the document was made: "date the cover letter was written", "sent_on", "issued_on".
const MAKING = new Set(['write', 'written', 'wrote', 'dated', 'signed', 'issue', 'issued', 'sent', 'send', 'publish', 'published', 'prepared', 'drafted', 'printed', 'document', 'letter', 'memo', 'memorandum', 'correspondence'].map((w) => stem(w)));
const KINDS = new Set([...DOCUMENT_KINDS].map((w) => stem(w)));
/** Other words for a kind ("quote_date" of a "Preventivo", which is a quotation; "bill_date" of an invoice). */
const SAME_KIND = new Map([['quote', 'quotation'], ['estimate', 'quotation'], ['offer', 'quotation'], ['bill', 'invoice']].map(([a, b]) => [stem(a), stem(b)]));
const kindOf = (s: string) => SAME_KIND.get(s) ?? s;

/** The stems of the first lines of the first page, where a document says what it is ("INVOICE", "Minutes of the meeting"). */
function topStems(doc: Doc): Set<string> {
  const cached = doc.cache.get('top-stems') as Set<string> | undefined;
  if (cached) return cached;
  const page = doc.pages[0];
  const lines = page ? page.lines.filter((l) => !l.blank).slice(0, TOP_LINES) : [];
  // In the document's own language too ("AVISO DE SUSPENSIÓN" is a notice).
  const out = new Set(lines.flatMap((l) => page.tokens.slice(l.tokenFrom, l.tokenTo).flatMap((t) => [stem(t.lower), ...(t.foreign ?? englishStemsOf(t.lower))].map(kindOf))));
  doc.cache.set('top-stems', out);
  return out;
}

/**
 * Whether a date field asks for the document's own date: it says nothing but "date", or asks when the
 * document was written, sent or issued, or names the kind of document this one calls itself at its top
 * ("invoice_date" of an invoice, not of a purchase order that mentions none).
 */
export function asksOwnDate(q: FieldQuery, doc: Doc): boolean {
  if (q.group !== 'date') return false;
  const content = [...q.name, ...q.desc].filter((s) => !TYPE_WORDS.has(s));
  if (content.length === 0 || content.some((s) => MAKING.has(s))) return true;
  const kinds = q.name.map(kindOf).filter((s) => KINDS.has(s));
  return kinds.length > 0 && kinds.some((k) => topStems(doc).has(k));
}
