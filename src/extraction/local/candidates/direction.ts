import type { Doc, DocLine, Segment } from '../doc.ts';
import { addressScore, lineFeatures } from './shapes.ts';
import type { Side } from './types.ts';

// Which side of a sale wrote the document, so that "From:", "To:" and a letterhead can be read as a side.

/**
 * Titles of documents the buying or asking side writes: an order, a request for a quote, a claim, an
 * application, a complaint, a return, an advice of payment (whoever pays sends it: "BACS Remittance Advice",
 * "Zahlungsanzeige", "Avis de virement"). Every other document (an invoice, a receipt, a statement, a letter
 * from a firm) is taken to be written by the side that provides.
 */
const BUYER_TITLE =
  /^(?:(?:purchase|sales)\s+order|order\s+form|requisition|request\s+for\s+(?:quotation|quote|proposal)|rfq|(?:expense|insurance|accident|damage|warranty|travel)\s+claim|claim\s+form|(?:job\s+)?application(?:\s+form)?|complaint|returns?\s+(?:request|form|authori[sz]ation\s+request)|(?:[\p{L}]+\s+)?(?:remittance|payment)\s+(?:advice|notification)|bestellung|auftrag|bon\s+de\s+commande|commande|bewerbung|candidature|réclamation|reklamation|retourenantrag|demande\s+de\s+retour|zahlungs(?:avis|anzeige)|avis\s+(?:zahlungsausgang|de\s+(?:paiement|règlement|virement)))\b/iu;

/** An order titled as nothing more ("ORDER", "Official Order"): the buyer's, where "Order confirmation" is the seller's. */
const BARE_ORDER = /^(?:official\s+|new\s+)?order$/i;

/**
 * A writer who tells of buying ("I bought it from ...", "we ordered", "j'ai acheté", "ich habe ... gekauft"): the
 * buyer wrote it (a complaint, a warranty claim, a ticket), whatever its title.
 */
const FIRST_PERSON_PURCHASE =
  /\b(?:I|we)\s+(?:have\s+|had\s+|recently\s+)?(?:bought|purchased|ordered)\b|\bj['’](?:ai|avais)\s+(?:acheté|commandé)|\bje\s+l['’](?:ai|avais)\s+(?:acheté|commandé)|\bich\s+(?:habe|hatte)\b[^.\n]{0,60}\b(?:gekauft|bestellt|erworben)\b/iu;

/** A line that names a message's author: "From:", "Author:", "Requester:", "Von:", "De :", "On 3 May, Ann wrote:". */
const AUTHOR_LINE = /^\s*(?:(?:from|author|requester|sender|reply\s+from|von|de|absender|expéditeur)\s*:|(?:on|le|am)\s.{4,80}\b(?:wrote|a\s+écrit|schrieb)\s*:?\s*$)/iu;

/** How many of a document's first non-blank lines may hold its title or its letterhead. */
const TITLE_LINES = 6;
const LETTERHEAD_LINES = 2;

/** The first non-blank lines of the document's first page. */
function openingLines(doc: Doc, count: number): DocLine[] {
  const key = `opening:${count}`;
  const cached = doc.cache.get(key) as DocLine[] | undefined;
  if (cached) return cached;
  const out: DocLine[] = [];
  doc.cache.set(key, out);
  for (const line of doc.lines) {
    if (line.page !== doc.lines[0]?.page || out.length >= count) break;
    if (!line.blank) out.push(line);
  }
  return out;
}

/** The side of a sale that wrote the document: 'to' for a buyer's order, claim or request, else 'from'. */
export function writerSide(doc: Doc): 'from' | 'to' {
  const cached = doc.cache.get('writer-side') as 'from' | 'to' | undefined;
  if (cached) return cached;
  // A title is a short line of words alone ("PURCHASE ORDER", "Expense claim form"), not a label ("Purchase order: PO-1").
  const titled = openingLines(doc, TITLE_LINES).some((l) => {
    const text = l.text.replace(/[|#*_=]+/g, ' ').trim();
    return !/[:：\d]/.test(text) && text.split(/\s+/).length <= 6 && (BUYER_TITLE.test(text) || BARE_ORDER.test(text));
  });
  // In a thread the first person changes with each message: only a document of one author is read by its "I bought".
  const oneAuthor = doc.lines.filter((l) => AUTHOR_LINE.test(l.text)).length < 2;
  const side = titled || (oneAuthor && doc.lines.some((l) => FIRST_PERSON_PURCHASE.test(l.text))) ? 'to' : 'from';
  doc.cache.set('writer-side', side);
  return side;
}

export const otherSide = (side: 'from' | 'to'): 'from' | 'to' => (side === 'from' ? 'to' : 'from');

/** Whether a line is the document's letterhead: one of its first two non-blank lines, with no label on it. */
export function isLetterhead(doc: Doc, line: DocLine): boolean {
  return !line.cells && !/[:：]/.test(line.text) && openingLines(doc, LETTERHEAD_LINES).includes(line);
}

/** How many lines a letterhead's block may run to (its name, address, telephone, e-mail and web lines). */
const LETTERHEAD_BLOCK = 8;

/**
 * Whether a line is in the letterhead's block: the first block of lines of the first page, under a letterhead line
 * that names the writer. An e-mail address or a telephone number there is the writer's ("Tel 0141 496 0377 ·
 * fees@littleacorns-glasgow.co.uk" under a nursery's name), whatever stands beside it on its line.
 */
export function inLetterheadBlock(doc: Doc, line: DocLine): boolean {
  let block = doc.cache.get('letterhead-block') as Set<DocLine> | undefined;
  if (!block) {
    block = new Set();
    doc.cache.set('letterhead-block', block);
    const head = openingLines(doc, 1)[0];
    if (head && isLetterhead(doc, head) && nameLike(doc, head)) {
      for (let i = head.index; i < doc.lines.length && i < head.index + LETTERHEAD_BLOCK && !doc.lines[i].blank && doc.lines[i].page === head.page; i++) block.add(doc.lines[i]);
    }
  }
  return block.has(line);
}

/** The side a writer's or an addressee's label names in this document ("From:" on a purchase order is the buyer). */
export function sideOfParty(doc: Doc, party: 'writer' | 'addressee'): Side {
  const writer = writerSide(doc);
  return party === 'writer' ? writer : otherSide(writer);
}

/** How far under the letterhead the block a letter is addressed to may start (a window envelope's address). */
const ADDRESSEE_REACH = 40;

/**
 * The lines of the block a document is addressed to when no label says so: under a letterhead that names its
 * writer, the first block of plain lines (no label, no table) that opens with a name over an address line,
 * before the body's prose begins. A policy schedule's "Michael Brennan / 149 Harbor Drive / Albany, NY" is
 * its insured's, as a letter's inside address is its addressee's.
 */
export function addresseeBlock(doc: Doc): DocLine[] {
  const cached = doc.cache.get('addressee-block') as DocLine[] | undefined;
  if (cached) return cached;
  const out: DocLine[] = [];
  doc.cache.set('addressee-block', out);
  const head = openingLines(doc, LETTERHEAD_LINES).find((l) => isLetterhead(doc, l) && nameLike(doc, l));
  if (!head) return out;
  let i = head.index;
  // Past the letterhead's own block (its address, its telephone).
  while (i < doc.lines.length && !doc.lines[i].blank) i++;
  while (i < doc.lines.length && i < head.index + ADDRESSEE_REACH && doc.lines[i].page === head.page) {
    if (doc.lines[i].blank) {
      i++;
      continue;
    }
    const block: DocLine[] = [];
    for (; i < doc.lines.length && !doc.lines[i].blank && doc.lines[i].page === head.page; i++) block.push(doc.lines[i]);
    if (block.some((l) => l.tokenTo - l.tokenFrom > 14)) break;
    // A window envelope's block may have a column of references beside it ("MARCUS T DELGADO      Citation Number: ..."):
    // the address is the left column.
    const left = leftColumn(doc, block);
    const plain = left.every((l) => !/[:：|]/.test(l.text));
    if (plain && left.length >= 2 && left.length <= 7 && nameLike(doc, left[0]) && addressScore(left[1]) >= 0.3) {
      out.push(...block);
      break;
    }
  }
  return out;
}

/** The lines of a block in its left column, each cut at its first wide gap; lines that start far right of it are another column's. */
function leftColumn(doc: Doc, block: DocLine[]): Segment[] {
  const indent = (l: DocLine) => l.text.length - l.text.trimStart().length;
  const least = Math.min(...block.map(indent));
  return block.filter((l) => indent(l) <= least + 8).map((l) => firstCell(doc, l));
}

/** A line up to its first gap of three spaces or more (the line itself when it has none). */
function firstCell(doc: Doc, l: DocLine): Segment {
  const from = l.text.length - l.text.trimStart().length;
  const gap = /\S(\s{3,})\S/.exec(l.text.slice(from));
  if (!gap) return l;
  const start = l.start + from;
  const end = start + gap.index + 1;
  return { page: l.page, text: l.page.text.slice(start, end), start, end, tokenFrom: doc.tokenIndex(l.page, start), tokenTo: doc.tokenIndex(l.page, end), blank: false };
}

/** Whether a place on a line stands in the addressee's block, in its left column when references stand beside it. */
export function inAddresseeBlock(doc: Doc, line: DocLine, at: number): boolean {
  return addresseeBlock(doc).includes(line) && at < firstCell(doc, line).end;
}

function nameLike(doc: Doc, line: Segment): boolean {
  const f = lineFeatures(doc, line);
  return f.c_org > 0 || f.c_person > 0;
}
