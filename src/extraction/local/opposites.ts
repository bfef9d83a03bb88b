import { antonymsOf } from './wordnet.ts';
import { stem } from '../text.ts';

/**
 * The words that name the opposite of what a field's name asks for, by WordNet's antonyms: "net" for gross_pay,
 * "credit" for debit_total, "export" for import_duty, "closing" for opening_stock. A label that says the opposite
 * and not the field's own word ("Net à payer" read for gross pay, "Net amount due" for gross_amount) labels
 * another value, whatever else it shares with the field ("pay", "amount"). Kept as the opposite's stem and
 * the stem of the name word it opposes.
 */
export function oppositesOf(nameWords: string[], nameStems: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const w of nameWords) {
    const own = stem(w);
    for (const a of antonymsOf(w)) {
      const s = stem(a);
      if (s !== own && !nameStems.includes(s)) out.set(s, own);
    }
  }
  return out;
}

/** Whether a label's stems say the opposite of a word of the field's name without saying the word itself. */
export function opposes(opposite: Map<string, string>, label: Set<string>): boolean {
  if (!opposite.size) return false;
  for (const [s, own] of opposite) if (label.has(s) && !label.has(own)) return true;
  return false;
}
