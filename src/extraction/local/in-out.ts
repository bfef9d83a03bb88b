import { words, type Token } from '../text.ts';

/**
 * Which end of a stay or a job a field or a label names by "in" or "out": "date_in", "check_out_date",
 * "Booked in", "Date out", "Check-in", "Time out". Both words are stopwords elsewhere (they say nothing
 * in "paid in full", "made in France"), so they are read here only where they close the words or stand
 * before a word of time alone, and kept in a label's stems as the marks below.
 */
export type End = '_in' | '_out';

const END_OF: Record<string, End> = { in: '_in', out: '_out' };
/** Words of time that may follow the end ("check_in_date", "Time in" aside). */
const TIME_WORDS = new Set(['date', 'time', 'day', 'datum', 'on', 'at']);
/** "made in", "born in", "registered in", "based in": a place, not an end. */
const PLACE_VERBS = new Set(['made', 'born', 'registered', 'based', 'located', 'manufactured', 'produced', 'incorporated', 'resident', 'paid', 'filled', 'carried', 'set', 'written', 'signed', 'stated', 'described']);

const other = (end: End): End => (end === '_in' ? '_out' : '_in');

/** The end a list of words names, or null: "in" or "out" after some word, with only words of time after it. */
function endOfWords(ws: string[]): End | null {
  for (let i = ws.length - 1; i >= 1; i--) {
    const end = END_OF[ws[i]];
    if (end) return PLACE_VERBS.has(ws[i - 1]) ? null : end;
    if (!TIME_WORDS.has(ws[i])) return null;
  }
  return null;
}

/** The end a field's name asks for ("date_in", "checkOutDate", "time-out"), or null. */
export function endOfField(name: string): End | null {
  return endOfWords(words(name));
}

/** Words that name an end of a stay by coming or going: "Arrival date", "Anreise", "Départ". */
const ARRIVING = new Set(['arrival', 'arrive', 'arriving', 'anreise', 'ankunft', 'arrivée', 'arrivee']);
const LEAVING = new Set(['departure', 'depart', 'departing', 'leaving', 'abreise', 'abfahrt', 'départ', 'depart']);

/** The mark of the end a label names ("Booked in", "Date out", "Check-in date", "Arrival date"), or null. */
export function endOfLabel(tokens: Token[]): End | null {
  const ws = tokens.flatMap((t) => t.lower.split(/[^\p{L}]+/u).filter(Boolean));
  // A label is a few words; "shares in" ends no label in "your gift of 284 ordinary shares in Severn Utilities".
  if (ws.length > 3) return null;
  if (ws.some((w) => ARRIVING.has(w))) return '_in';
  if (ws.some((w) => LEAVING.has(w))) return '_out';
  return endOfWords(ws);
}

/** Whether a label's stems name the end a field asks for, the other end, or neither. */
export function endMatch(asked: End | null, stems: Set<string>): 'same' | 'other' | null {
  if (!asked) return null;
  if (stems.has(asked)) return 'same';
  return stems.has(other(asked)) ? 'other' : null;
}
