import type { Candidate } from './candidates/index.ts';

/**
 * A field that asks for the last digits of a number ("card_last_four", "bank_account_last4", "card number
 * ending", "the final 4 digits of the card") is answered by those digits alone: the end of a masked number
 * ("5217 29XX XXXX 6617", "****4471"), of a whole one, or the digits after "ending in".
 */
const LAST_DIGITS = /\blast[\s_-]*(\d|four|three|six)\b|\blast(\d)\b|\bfinal[\s_-]+(\d|four)?[\s_-]*digits\b|\bending\b|\bends?\s+with\b/i;
const WORD_DIGITS: Record<string, number> = { four: 4, three: 3, six: 6 };

/** How many last digits a field asks for, or null when it asks for no number's end. */
export function lastDigitsAsked(name: string, description: string): number | null {
  const said = `${name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ')} ${description}`;
  const m = LAST_DIGITS.exec(said);
  if (!m) return null;
  const n = m[1] ?? m[2] ?? m[3];
  if (!n) return 4;
  return WORD_DIGITS[n.toLowerCase()] ?? (Number(n) >= 2 && Number(n) <= 8 ? Number(n) : 4);
}

/** Each candidate's last `n` digits, where its span ends in a run of at least that many; the others are dropped. */
export function lastDigitsOf(cands: Candidate[], n: number): Candidate[] {
  const out: Candidate[] = [];
  const seen = new Set<string>();
  for (const c of cands) {
    const m = /(\d+)[^\p{L}\p{N}]*$/u.exec(c.page.text.slice(c.start, c.end));
    if (!m || m[1].length < n) continue;
    const end = c.start + m.index + m[1].length;
    const at = `${c.page.index}:${end}`;
    if (seen.has(at)) continue;
    seen.add(at);
    const value = m[1].slice(-n);
    out.push({ ...c, value, key: value, start: end - n, end });
  }
  return out;
}
