import type { Doc } from './doc.ts';
import { contentWords } from './field.ts';
import { isEnglishWord } from './wordnet.ts';

/**
 * How little of a document is written in English: the share of its words (three letters or
 * more, in lower case, the first few thousand) that neither WordNet nor the English stopwords
 * know. About 0.1 for an English letter, 0.6 or more for a German or French one. The weights
 * and the lexicon read English best, so the confidence map may read this as a sign that the
 * case is less familiar (a signal whose weight can only lower confidence).
 */
const SAMPLE = 3000;
const STOPWORDS = new Set(contentWords.stopwords);

export function foreignShare(doc: Doc): number {
  const cached = doc.cache.get('foreign') as number | undefined;
  if (cached !== undefined) return cached;
  let seen = 0;
  let foreign = 0;
  for (const page of doc.pages) {
    for (const t of page.tokens) {
      if (!/^\p{Ll}{3,}$/u.test(t.text)) continue;
      seen++;
      if (!STOPWORDS.has(t.lower) && !isEnglishWord(t.lower)) foreign++;
      if (seen >= SAMPLE) break;
    }
    if (seen >= SAMPLE) break;
  }
  const share = seen ? Math.round((foreign / seen) * 1000) / 1000 : 0;
  doc.cache.set('foreign', share);
  return share;
}
