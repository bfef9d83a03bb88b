import { stem, words } from '../text.ts';
import type { FieldQuery } from './field.ts';

// What a field asks for beyond the words that name it: a whole or a part of it, one line of an item
// table, a count rather than money, the person who signed. Read from everything its name and
// description say, stop words too ("how many in all").

const stems = (list: string[]) => new Set(list.map((w) => stem(w)));

const WHOLE_WORDS = stems(['total', 'all', 'overall', 'whole', 'entire', 'altogether']);
/** What was ordered or booked is the whole of "two of our three suitcases"; what has a fault is the part. */
const ORDERED_WORDS = stems(['ordered', 'booked', 'bought', 'purchased', 'reserved']);
const FAULT_WORDS = stems(['affected', 'damaged', 'broken', 'faulty', 'defective', 'missing', 'wrong', 'problem', 'issue', 'lost', 'late', 'returned', 'replaced']);
/** Words of a field that asks for one line of an item table ("price of the first item", "qty_line_1", "price each"). Not "unit": "units ordered" is a count. */
const ITEM_WORDS = stems(['each', 'item', 'line', 'per', 'piece', 'apiece', 'article']);
/** Words that make it a sum of lines instead ("sum of the lines before VAT"). */
const SUM_WORDS = new Set([...WHOLE_WORDS, ...stems(['sum', 'subtotal', 'net', 'gross'])]);
/** Words of a number field that asks for a count ("how many units", "qty", "number of pieces"), unless it also names money. */
const COUNT_WORDS = stems(['many', 'count', 'quantity', 'qty', 'unit', 'piece', 'pcs', 'item']);
const MONEY_WORDS = stems(['price', 'cost', 'amount', 'fee', 'charge', 'pay', 'paid', 'value', 'rate', 'money']);
/** Words of a passage field that asks about money ("refund_statement", "what the cost covers"), or about a time ("before_you_come", "deadline_clause"). */
const PASSAGE_MONEY_WORDS = new Set([...MONEY_WORDS, ...stems(['payment', 'refund', 'compensation', 'deposit', 'credit', 'reimburse', 'reimbursement', 'fine', 'penalty', 'discount', 'goodwill', 'salary', 'wage', 'budget', 'expense', 'bill', 'invoice', 'cheque', 'check', 'money', 'price'])]);
const PASSAGE_TIME_WORDS = stems(['date', 'day', 'time', 'when', 'deadline', 'hour', 'week', 'month', 'year', 'period', 'until', 'before', 'after', 'by', 'notice', 'schedule', 'curfew', 'late', 'early', 'arrive', 'arrival', 'return', 'due', 'expiry', 'expire', 'timeline', 'within']);
/** A date field that asks when the first message of a thread was written, or when a reply was. */
const REPLY_WORDS = stems(['reply', 'replied', 'response', 'respond', 'responded', 'answer', 'answered']);
const FIRST_WORDS = stems(['first', 'original', 'initial', 'earliest', 'opened']);
const MESSAGE_WORDS = stems(['message', 'mail', 'email', 'e-mail', 'letter', 'contact', 'complaint', 'request', 'ticket', 'enquiry', 'inquiry', 'claim', 'report', 'written', 'wrote', 'sent', 'received', 'raised', 'submitted', 'opened']);
const SIGNER_WORDS = stems(['sign', 'signed', 'signatory', 'signer', 'signature', 'author', 'writer', 'wrote']);
/**
 * Words of a field that asks for the person who acts for the firm in an exchange ("agent", "handled_by",
 * "Who answered for the company"): like a signer, it is whoever writes the firm's message, not the
 * customer it greets.
 */
const STAFF_WORDS = stems(['agent', 'representative', 'rep', 'handled', 'handler', 'answered', 'responded', 'advisor', 'adviser']);

/** Words of a field's name that say which one or how much of a thing it asks for, not what the thing is ("total", "first", "prior"). */
export const QUALIFIERS = stems(['total', 'overall', 'whole', 'all', 'gross', 'net', 'sum', 'final', 'current', 'latest', 'prior', 'previous', 'first', 'last', 'second', 'main', 'full', 'new', 'old']);

export interface Asks {
  /** The whole of a part-and-whole pair ("total quantity", "booked_count"), unless it names the faulty part ("how many of the ordered units were damaged"). */
  whole: boolean;
  /** One item line's amount or count, not a sum of lines. */
  item: boolean;
  /** A count, not an amount of money: "how many units were ordered" is not "The order cost me 337,99 €". */
  count: boolean;
  /** Who signed or wrote the document, or acts for the firm in it (STAFF_WORDS). */
  signer: boolean;
  /** A passage about money, or about a time: the sentence that holds an amount, or a date, is more likely its answer. */
  money: boolean;
  time: boolean;
  /** Which end of a period a date field asks for ("period_end", "usage_from", "check-out"), or of a range a figure ("margin_max"), or null. */
  bound: 'start' | 'end' | null;
  /** Which message of a thread a date field asks about: the first one ("date of the first message") or a reply ("Date of the company reply"). */
  message: 'first' | 'reply' | null;
}

// Read in the name only: "from" and "to" are everywhere in a description ("sent to the customer").
const START_NAME = /\b(?:from|since)\b/i;
const END_NAME = /\b(?:to|up\s+to|till)\b/i;
const START = /\b(?:start\w*|begin\w*|began|begun|commenc\w*|first\s+day|check[\s-]?in|pick[\s-]?up|inception)\b/i;
const END = /\b(?:end|ends|ending|until|through|expir\w*|last\s+day(?!\s+(?:to|for)\b)|finish\w*|check[\s-]?out|drop[\s-]?off)\b/i;

// The high or low end of a range a figure is asked as ("fy_margin_max", "lower end of the revenue outlook").
const HIGH = /\b(?:max|maximum|upper|high|highest|top|ceiling)\b/i;
const LOW = /\b(?:min|minimum|lower|low|lowest|floor|bottom)\b/i;

function boundOf(q: FieldQuery): Asks['bound'] {
  if (q.group === 'number' || q.group === 'currency') {
    const said = `${q.def.name.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2')} ${q.description}`;
    const high = HIGH.test(said);
    const low = LOW.test(said);
    return high === low ? null : low ? 'start' : 'end';
  }
  if (q.group !== 'date') return null;
  const name = q.def.name.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
  const said = `${name} ${q.description}`;
  const start = START.test(said) || START_NAME.test(name);
  const end = END.test(said) || END_NAME.test(name);
  return start === end ? null : start ? 'start' : 'end';
}

export function asksOf(q: FieldQuery): Asks {
  const said = words(`${q.def.name} ${q.description}`).map(stem);
  const content = [...q.name, ...q.desc];
  const amount = q.group === 'currency' || q.group === 'number';
  return {
    whole: !said.some((s) => FAULT_WORDS.has(s)) && said.some((s) => WHOLE_WORDS.has(s) || ORDERED_WORDS.has(s)),
    item: amount && content.some((s) => ITEM_WORDS.has(s)) && !content.some((s) => SUM_WORDS.has(s)),
    count: q.group === 'number' && content.some((s) => COUNT_WORDS.has(s)) && !content.some((s) => MONEY_WORDS.has(s)),
    // Who signed or wrote, unless the field asks for the organisation that did ("Organisation that wrote the letter"): a person signs for it.
    // Who acts for the firm, when the field asks for a person (not "where to answer them", an address).
    signer:
      (q.group === 'text' || q.group === 'verbatim') &&
      (said.some((s) => SIGNER_WORDS.has(s)) || (said.some((s) => STAFF_WORDS.has(s)) && q.classes.person >= 0.5 && !q.classes.email)) &&
      !(q.classes.org === 1 && q.classes.person < 1),
    bound: boundOf(q),
    message: q.group !== 'date' ? null : said.some((s) => REPLY_WORDS.has(s)) ? 'reply' : said.some((s) => FIRST_WORDS.has(s)) && said.some((s) => MESSAGE_WORDS.has(s)) ? 'first' : null,
    money: said.some((s) => PASSAGE_MONEY_WORDS.has(s)),
    time: said.some((s) => PASSAGE_TIME_WORDS.has(s)),
  };
}

const YEAR = stem('year');
const DATE = stem('date');

/** A label or column heading of a running total: "YTD", "Year to date", "Cumulative", "Jahr kumuliert", "Cumul annuel". */
export function runningTotalLabel(label: Set<string>): boolean {
  if (label.has('ytd') || (label.has(YEAR) && label.has(DATE))) return true;
  // Read for every amount of a document: no copy of the set, no regular expression.
  for (const s of label) if (s.startsWith('cumul') || s.startsWith('kumul')) return true;
  return false;
}
