/** Durations compared by what they say, not how they are written. */

/** A duration written in words or digits ("two (2) years", "24 months", "three years after ...") as one key: `2_years` (as Kleister-NDA's expected.tsv writes terms). */
export function durationKey(value: string): string | null {
  const m = /(?:\(\s*(\d+(?:\.\d+)?)\s*\)|(\d+(?:\.\d+)?)|([a-z]+(?:[- ][a-z]+)?))\s*[-\s]?\s*(?:\(\s*\d+\s*\)\s*)?(?:calendar\s+|business\s+|full\s+|consecutive\s+)?(day|week|month|year)s?\b/i.exec(value);
  if (!m) return null;
  let n: number | null = m[1] ? Number(m[1]) : m[2] ? Number(m[2]) : null;
  if (n === null && m[3]) n = wordsToNumber(m[3]);
  if (n === null) return null;
  const unit = m[4].toLowerCase();
  return `${n}_${unit}${n === 1 ? '' : 's'}`;
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14,
  fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};

function wordsToNumber(text: string): number | null {
  const parts = text.toLowerCase().split(/[-\s]+/);
  let total = 0;
  let any = false;
  for (const p of parts) {
    if (p in NUMBER_WORDS) {
      total += NUMBER_WORDS[p];
      any = true;
    } else if (any) return null;
  }
  return any ? total : null;
}

