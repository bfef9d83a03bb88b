import { stem } from '../text.ts';
import { contentWords, TYPE_WORDS, type FieldQuery } from './field.ts';
import { isEnglishWord } from './wordnet.ts';

/**
 * Ids often begin with an abbreviation of what they number: "ACC-50441" an account, "INV-2291" an
 * invoice, "REQ-8298" a request, "PO-1187" a purchase order. Read against the words of the field
 * that asks (a sign for it) and those of the request's other fields (a sign against).
 */

export interface IdFieldWords {
  /** The field's own words, whole and as stems, and the initials of its name's words taken together ("po" for purchase_order). */
  own: { words: string[]; initials: Set<string> };
  /** Stems of the other fields' names. */
  others: Set<string>;
}

const LEADING_LETTERS = /^([A-Za-z]{2,5})[-/_.#: ]?(?=\d)/;
/** Letters that say "number" or "reference" and nothing of what is numbered. */
const BARE = new Set(['no', 'nr', 'nb', 'num', 'ref', 'id', 'ident', 'code']);

export function idFieldWords(q: FieldQuery): IdFieldWords {
  const named = contentWords(q.def.name.replace(/([a-z])([A-Z])/g, '$1 $2')).filter((w) => !TYPE_WORDS.has(stem(w)));
  // A possessive's "s" ("Customer's own purchase order") is no word: "customer", "s", "own" makes no "so".
  const described = contentWords(q.description).filter((w) => w.length > 1 && !TYPE_WORDS.has(stem(w)));
  // What is numbered is the name's last word ("customer_po" numbers a purchase order, not a customer), else the description's first.
  const head = named.at(-1) ?? described[0];
  const initials = new Set<string>();
  if (named.length >= 2) (initials.add(named.map((w) => w[0]).join('')), initials.add(named.slice(-2).map((w) => w[0]).join('')));
  for (let i = 0; i + 1 < described.length; i++) initials.add(described[i][0] + described[i + 1][0]);
  const own = head ? [head, stem(head)] : [];
  // An acronym's words are spelled out in the description ("rfq": "request for quotation").
  if (head && !isEnglishWord(head) && described.length > 0 && described[0] !== head) own.push(described[0], stem(described[0]));
  return { own: { words: own, initials }, others: q.others };
}

const abbreviates = (letters: string, word: string) => (letters.length >= 3 ? word.startsWith(letters) : word === letters);

/** Whether an id's leading letters abbreviate a word of the field ('own'), else one of another field ('other'), else null. */
export function idAbbreviation(value: string, fieldWords: IdFieldWords): 'own' | 'other' | null {
  const m = LEADING_LETTERS.exec(value);
  if (!m) return null;
  const letters = m[1].toLowerCase();
  if (BARE.has(letters)) return null;
  // The acronym a field is named by, then a space ("ABN 51 824 753 556" for supplier_abn), is the id's label, not its start.
  if (m[0].endsWith(' ') && letters === fieldWords.own.words[0] && !isEnglishWord(letters)) return null;
  if (fieldWords.own.initials.has(letters) || fieldWords.own.words.some((w) => abbreviates(letters, w))) return 'own';
  for (const s of fieldWords.others) if (abbreviates(letters, s)) return 'other';
  return null;
}
