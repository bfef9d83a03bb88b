import { keywords, splitSentences, stem } from '../../extraction/text.ts';

export interface Passage {
  dataSourceId: string;
  page: number;
  /** The page text the passage lies in. */
  pageText: string;
  /** Retrieval score of the page. */
  score: number;
}

export interface AnswerSentence {
  /** 0-based index of the passage it comes from. */
  passage: number;
  start: number;
  end: number;
  text: string;
  score: number;
}

/** Sentences that share less than this share of the question's weight are no answer. */
const MIN_COVERAGE = 0.5;
const MAX_SENTENCES = 3;

/**
 * The embedded answerer is extractive: it picks the sentences of the retrieved
 * passages that best cover the question's words (weighted by how rare each word
 * is among the candidates), and returns them in reading order. It never writes a
 * sentence of its own, so every word of an answer is cited.
 */
export function pickAnswerSentences(question: string, passages: Passage[]): AnswerSentence[] {
  const terms = keywords(question).map(stem);
  if (!terms.length) return [];
  const candidates = passages.flatMap((p, passage) =>
    splitSentences(p.pageText).map((s) => ({ passage, start: s.start, end: s.start + s.text.length, text: s.text, stems: new Set(keywords(s.text).map(stem)) })),
  );
  if (!candidates.length) return [];
  const idf = new Map(terms.map((t) => [t, Math.log(1 + candidates.length / (1 + candidates.filter((c) => c.stems.has(t)).length))]));
  const total = [...idf.values()].reduce((a, b) => a + b, 0);
  const scored = candidates
    .map((c) => {
      const covered = terms.filter((t) => c.stems.has(t)).reduce((sum, t) => sum + idf.get(t)!, 0) / total;
      // Long sentences match more words by chance; a little length penalty keeps answers tight.
      return { ...c, coverage: covered, score: covered - Math.min(0.15, c.text.length / 4000) + 0.02 * (passages.length - c.passage) / passages.length };
    })
    .filter((c) => c.coverage >= MIN_COVERAGE)
    .sort((a, b) => b.score - a.score);
  const best = scored[0];
  if (!best) return [];
  return scored
    .filter((c) => c.score >= best.score - 0.25)
    .slice(0, MAX_SENTENCES)
    .sort((a, b) => a.passage - b.passage || a.start - b.start)
    .map(({ passage, start, end, text, score }) => ({ passage, start, end, text, score: Math.round(score * 1000) / 1000 }));
}
