import { stem, words, type Token } from '../text.ts';

/**
 * Which end a field or a label names, of a stay or a job by "in" or "out" ("date_in", "check_out_date",
 * "Booked in", "Date out", "Check-in", "Time out"), or of a period by its opening or closing ("balance_start",
 * "opening_value", "Closing balance", "Saldo alt", "Endsaldo"). "In" and "out" are stopwords elsewhere (they
 * say nothing in "paid in full", "made in France"), so they are read here only where they close the words or
 * stand before a word of time alone. A label's stems keep the end it names as one of the marks below.
 */
export type End = '_in' | '_out' | '_open' | '_close';

const END_OF: Record<string, End> = { in: '_in', out: '_out' };
/** Words of time that may follow the end ("check_in_date", "Time in" aside). */
const TIME_WORDS = new Set(['date', 'time', 'day', 'datum', 'on', 'at']);
/** "made in", "born in", "registered in", "based in": a place, not an end. */
const PLACE_VERBS = new Set(['made', 'born', 'registered', 'based', 'located', 'manufactured', 'produced', 'incorporated', 'resident', 'paid', 'filled', 'carried', 'set', 'written', 'signed', 'stated', 'described']);

const OTHER: Record<End, End> = { _in: '_out', _out: '_in', _open: '_close', _close: '_open' };

/** Words that name the opening or the closing of a period (a balance, a value), in English, German and French. */
const OPENING = new Set(['opening', 'start', 'starting', 'beginning', 'initial', 'previous', 'old', 'alt', 'anfangssaldo', 'anfangsbestand', 'vortrag', 'bisheriger', 'ancien', 'initiale', 'précédent', 'precedent']);
const CLOSING = new Set(['closing', 'end', 'ending', 'final', 'new', 'neu', 'endsaldo', 'endbestand', 'schlusssaldo', 'nouveau', 'finale']);
/** Said of a balance, "before", "after" and what is "left" name its ends too ("balance_before"); elsewhere they say what an amount leaves out. */
const BALANCE = new Set(['balance', 'saldo', 'solde']);

/** The end of a period some words name: a word of opening or closing, not both. */
function periodEndOf(ws: string[]): End | null {
  const balance = ws.some((w) => BALANCE.has(w));
  const open = ws.some((w) => OPENING.has(w) || (balance && w === 'before'));
  const close = ws.some((w) => CLOSING.has(w) || (balance && (w === 'after' || w === 'left' || w === 'remaining')));
  return open === close ? null : open ? '_open' : '_close';
}

/** The end a list of words names, or null: "in" or "out" after some word, with only words of time after it. */
function endOfWords(ws: string[]): End | null {
  for (let i = ws.length - 1; i >= 1; i--) {
    const end = END_OF[ws[i]];
    if (end) return PLACE_VERBS.has(ws[i - 1]) ? null : end;
    // A word of time or a number may follow: "check_in_date", "clock_in_day1".
    if (!TIME_WORDS.has(ws[i]) && !/\d/.test(ws[i])) return null;
  }
  return null;
}

/**
 * The end a field's name asks for: of a stay ("date_in", "checkOutDate", "time-out"), or, for an amount, of a
 * period ("balance_start", "opening_value", "balance_before"); null for none.
 */
export function endOfField(name: string, amount = false): End | null {
  const ws = words(name);
  return endOfWords(ws) ?? (amount ? periodEndOf(ws) : null);
}

/** Verbs whose "in" and "out" name the ends of a stay or a shift, and nothing more ("check_in", "check_out"). */
const END_VERBS = new Set(['check']);

/**
 * The words of a field's name that only spell the end it asks for: "check" of "check_out_date", which the end's mark
 * says in full (a label "Departed" names it as well as "Check-out"); read alone, "check" would be a cheque or a bill.
 */
export function endVerbsOf(name: string): Set<string> {
  const ws = words(name);
  if (endOfWords(ws) === null) return new Set();
  return new Set(ws.filter((w, i) => END_VERBS.has(w) && END_OF[ws[i + 1]] !== undefined));
}

/** Words that name an end of a stay by coming or going: "Arrival date", "Anreise", "Départ". */
const ARRIVING = new Set(['arrival', 'arrive', 'arrived', 'arrives', 'arriving', 'anreise', 'ankunft', 'arrivée', 'arrivee']);
const ARRIVAL = stem('arrival');
const DEPARTURE = stem('departure');
const LEAVING = new Set(['departure', 'depart', 'departed', 'departs', 'departing', 'leaving', 'abreise', 'abfahrt', 'départ', 'depart']);

/** The mark of the end a label names ("Booked in", "Date out", "Check-in date", "Arrival date"), or null. */
export function endOfLabel(tokens: Token[]): End | null {
  const ws = tokens.flatMap((t) => t.lower.split(/[^\p{L}]+/u).filter(Boolean));
  // A label is a few words; "shares in" ends no label in "your gift of 284 ordinary shares in Severn Utilities". A
  // balance's label may carry its date ("Nouveau solde au 23 mai 2021").
  if (ws.length > 5) return null;
  if (ws.length > 3) return periodEndOf(ws);
  // A word of another language read as "arrival" or "departure" ("Przyjazd", "Vertrek") says it too.
  const meant = tokens.flatMap((t) => t.foreign ?? []);
  if (ws.some((w) => ARRIVING.has(w)) || meant.includes(ARRIVAL)) return '_in';
  if (ws.some((w) => LEAVING.has(w)) || meant.includes(DEPARTURE)) return '_out';
  // A column headed "In" or "Out" alone (a timesheet's).
  if (ws.length === 1 && END_OF[ws[0]]) return END_OF[ws[0]];
  return endOfWords(ws) ?? periodEndOf(ws);
}

/** Whether a label's stems name the end a field asks for, the other end, or neither. */
export function endMatch(asked: End | null, stems: Set<string>): 'same' | 'other' | null {
  if (!asked) return null;
  if (stems.has(asked)) return 'same';
  return stems.has(OTHER[asked]) ? 'other' : null;
}
