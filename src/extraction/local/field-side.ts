import { stem } from '../text.ts';
import type { Side } from './candidates/types.ts';
import { CUSTOMER_ROLES, PROVIDER_ROLES } from './lexicon.ts';

/**
 * Which side of an exchange a field asks for, by its words: the customer's ('to': a buyer, a tenant, a
 * patient) or the provider's ('from': a seller, a landlord, a clinic), and whether it names the
 * document's writer or addressee, whichever side that is (on a purchase order the writer buys).
 */

// Besides the buyer's words, those of whoever a service or a letter is for: a clinic writes to its patient, a hotel to its guest.
const TO_WORDS = new Set([...CUSTOMER_ROLES, ...'billed bill ship shipping deliver delivery'.split(' ')].map((w) => stem(w)));
const FROM_WORDS = new Set([...PROVIDER_ROLES, ...'issued requester author reporter from'.split(' ')].map((w) => stem(w)));

// Words for whoever wrote a document and whom it is addressed to: on a purchase order the writer is the buyer.
const WRITER_WORDS = new Set('sender issuer issued author requester reporter writer from'.split(' ').map((w) => stem(w)));
const ADDRESSEE_WORDS = new Set('recipient addressee'.split(' ').map((w) => stem(w)));
// Verbs, read in a text field's words only: of a sale ("who supplies the goods", "who is buying"), of writing and
// receiving ("Organisation that wrote the letter", "who receives it"). A date "of supply" or "received" asks no side.
const FROM_VERBS = new Set('supplies supplying supplied sells selling sold'.split(' ').map((w) => stem(w)));
const TO_VERBS = new Set('buying buys bought'.split(' ').map((w) => stem(w)));
const WRITER_VERBS = new Set('wrote writes writing written'.split(' ').map((w) => stem(w)));
const ADDRESSEE_VERBS = new Set('receives receiving received'.split(' ').map((w) => stem(w)));

export type Party = 'writer' | 'addressee' | null;

/** The side a field's words ask for (its name's, else its description's), and whether they name it as its writer or addressee. */
export function sideOf(verbs: boolean, ...stemLists: string[][]): { side: Side; party: Party } {
  for (const words of stemLists) {
    const writer = words.some((w) => WRITER_WORDS.has(w) || (verbs && WRITER_VERBS.has(w)));
    const addressee = words.some((w) => ADDRESSEE_WORDS.has(w) || (verbs && ADDRESSEE_VERBS.has(w)));
    const provider = words.some((w) => (FROM_WORDS.has(w) && !WRITER_WORDS.has(w)) || (verbs && FROM_VERBS.has(w)));
    const customer = words.some((w) => (TO_WORDS.has(w) && !ADDRESSEE_WORDS.has(w)) || (verbs && TO_VERBS.has(w)));
    const to = customer || addressee;
    const from = provider || writer;
    if (to === from) continue;
    // Only words for the writer or the addressee: the side is the document's.
    const party = to ? (customer ? null : 'addressee') : provider ? null : 'writer';
    return { side: to ? 'to' : 'from', party };
  }
  return { side: null, party: null };
}

/**
 * A description's words as they say a side: a role the thing asked acts on, right after the verb, is the other
 * side ("organisation that paid the supplier" is the customer). Not a role after "is" ("the company that is the
 * supplier"), nor one it acts for ("who signed on behalf of the contractor").
 */
const ACTED_ON = /\b(?:that|who|which)\s+(\p{L}+)\s+(?:(?:the|a|an|its|their|his|her)\s+)?(\p{L}+)/giu;
// Not a verb: a copula, or the start of the clause's own subject ("who the bill is addressed to").
const COPULA = new Set('is are was were be been being acts act acting serves serve became becomes the a an its their his her my your our this these those it they we you i he she'.split(' '));
const SWAPPED = { to: stem('supplier'), from: stem('customer') };

/**
 * Whom a thing is given or sent to, the clause closing on it: "Person the job is offered to", "who the letter is
 * addressed to". Not whom it is for ("the pupil the fees are for" is not the parent the bill is sent to), not what
 * it is given to, and not a verb that goes on ("is expected to retire").
 */
const GIVEN_TO = /\b(?:is|are|was|were|been)\s+(?:\p{L}+ed|given|sent|written|sold|lent|owed|paid)\s+to\s*(?:$|[,.;:()])/iu;
/** What a letter's writer writes and its addressee receives: the document itself, by any of its names. */
const DOCUMENT_WORDS = new Set('it this letter document notice message mail email e-mail invoice bill statement receipt form schedule certificate report quote quotation ticket memo offer reply note request application claim order'.split(' '));
const ASKS_THING = /^\s*(?:what|why|how|when|where|which)\b/i;
const RECIPIENT = stem('recipient');

/** A description's content stems (`stems`), a role it acts on read as the other side's word. */
export function sideWords(description: string, stems: string[]): string[] {
  const acted = new Set<string>();
  // A verb of writing or receiving whose object is no document ("organisation that received the donation") says
  // nothing of who wrote the document or whom it is addressed to.
  const otherObject = new Set<string>();
  for (const m of description.matchAll(ACTED_ON)) {
    if (COPULA.has(m[1].toLowerCase())) continue;
    acted.add(stem(m[2]));
    const verb = stem(m[1]);
    if ((WRITER_VERBS.has(verb) || ADDRESSEE_VERBS.has(verb)) && !DOCUMENT_WORDS.has(m[2].toLowerCase())) otherObject.add(verb);
  }
  if (otherObject.size) stems = stems.filter((w) => !otherObject.has(w));
  if (GIVEN_TO.test(description) && !ASKS_THING.test(description)) stems = [...stems, RECIPIENT];
  return stems.map((w) => (!acted.has(w) ? w : TO_WORDS.has(w) && !ADDRESSEE_WORDS.has(w) ? SWAPPED.to : FROM_WORDS.has(w) && !WRITER_WORDS.has(w) ? SWAPPED.from : w));
}
