import type { PageHit } from '../../../db/repositories/page-search.ts';
import { BackendError } from '../../extraction/backend.ts';
import type { ModelCaller } from '../../extraction/llm/caller.ts';
import { estimateTokens } from '../../extraction/llm/prompt.ts';
import { keywords, splitSentences, stem } from '../../extraction/text.ts';

/** A numbered passage given to the model: a window of a retrieved page around its best sentence. */
export interface Passage {
  number: number;
  dataSourceId: string;
  page: number;
  start: number;
  end: number;
  text: string;
  score: number;
}

const PASSAGE_CHARS = 1200;
const ANSWER_TOKENS = 600;

const SYSTEM =
  'You answer questions from numbered passages of documents. Use only what the passages say. ' +
  'After each statement, cite the passages it rests on by number in square brackets, like [2] or [1, 3]. ' +
  'If the passages do not answer the question, say so in one sentence.';

/** Windows of the retrieved pages around the sentence that best covers the question, as many as fit `budgetTokens`. */
export function choosePassages(question: string, hits: PageHit[], budgetTokens: number): Passage[] {
  const terms = new Set(keywords(question).map(stem));
  const passages: Passage[] = [];
  let used = estimateTokens(SYSTEM + question) + ANSWER_TOKENS;
  for (const hit of hits) {
    const sentences = splitSentences(hit.text);
    let best = { start: 0, end: Math.min(hit.text.length, PASSAGE_CHARS), covered: -1 };
    for (const s of sentences) {
      const covered = keywords(s.text).filter((w) => terms.has(stem(w))).length;
      if (covered > best.covered) best = { start: s.start, end: s.start + s.text.length, covered };
    }
    // Widen to about PASSAGE_CHARS around it, on whole sentences where they fall inside.
    const spare = Math.max(0, PASSAGE_CHARS - (best.end - best.start));
    let start = Math.max(0, best.start - Math.floor(spare / 2));
    let end = Math.min(hit.text.length, best.end + Math.ceil(spare / 2));
    start = sentences.find((s) => s.start >= start && s.start <= best.start)?.start ?? start;
    const last = [...sentences].reverse().find((s) => s.start + s.text.length <= end && s.start + s.text.length >= best.end);
    end = last ? last.start + last.text.length : end;
    const text = hit.text.slice(start, end);
    const cost = estimateTokens(text) + 16;
    if (used + cost > budgetTokens) break;
    used += cost;
    passages.push({ number: passages.length + 1, dataSourceId: hit.dataSourceId, page: hit.page, start, end, text, score: Math.round(hit.score * 1000) / 1000 });
  }
  return passages;
}

/**
 * Streams the model's answer from the passages. Each `[n]` it writes is checked as
 * it arrives: numbers that name a passage stay, others are dropped from the text
 * (and listed in `dropped`), so every citation a reader sees points somewhere.
 */
export async function* modelAnswer(
  caller: ModelCaller,
  question: string,
  passages: Passage[],
  signal: AbortSignal,
): AsyncGenerator<{ type: 'delta'; text: string } | { type: 'end'; cited: number[]; dropped: number[] }> {
  const user = `Passages:\n${passages.map((p) => `[${p.number}] (page ${p.page})\n${p.text}`).join('\n\n')}\n\nQuestion: ${question}`;
  const citations = new CitationFilter(passages.length);
  const queue: string[] = [];
  let wake: (() => void) | null = null;
  let finished = false;
  let failure: unknown = null;
  const call = caller
    .attempt(async () => {
      // A call that broke off after text was shown cannot be taken back: only a call that showed nothing is tried again.
      const shown = queue.length;
      await caller.call({ system: SYSTEM, user, fields: null, maxOutputTokens: ANSWER_TOKENS }, signal, (piece) => {
        queue.push(piece);
        wake?.();
      }).catch((error: unknown) => {
        throw queue.length > shown && error instanceof BackendError && error.transient ? new BackendError(error.message, false) : error;
      });
    }, signal)
    .catch((error) => void (failure = error))
    .finally(() => {
      finished = true;
      wake?.();
    });
  for (;;) {
    while (queue.length) {
      const text = citations.push(queue.shift()!);
      if (text) yield { type: 'delta', text };
    }
    if (finished) break;
    await new Promise<void>((resolve) => (wake = resolve));
    wake = null;
  }
  await call;
  if (failure) throw failure;
  const rest = citations.end();
  if (rest) yield { type: 'delta', text: rest };
  yield { type: 'end', cited: [...citations.cited].sort((a, b) => a - b), dropped: [...citations.dropped].sort((a, b) => a - b) };
}

/**
 * Holds back text from a `[` until its `]` to check the numbers inside (with the
 * space before it, which goes if the whole citation goes); anything else passes at once.
 */
class CitationFilter {
  readonly cited = new Set<number>();
  readonly dropped = new Set<number>();
  private space = '';
  private held = '';
  constructor(private readonly count: number) {}

  push(piece: string): string {
    let out = '';
    for (const c of piece) {
      if (!this.held) {
        if (c === '[') {
          this.held = c;
        } else if (c === ' ') {
          this.space += c;
        } else {
          out += this.space + c;
          this.space = '';
        }
        continue;
      }
      this.held += c;
      if (c === ']') out += this.check(this.held);
      else if (!/^\[[\d,\s]*$/.test(this.held) || this.held.length > 40) out += this.space + this.held;
      else continue;
      this.held = '';
      this.space = '';
    }
    return out;
  }

  end(): string {
    const rest = this.space + this.held;
    this.held = this.space = '';
    return rest;
  }

  private check(bracket: string): string {
    const numbers = bracket.slice(1, -1).split(',').map((s) => s.trim());
    if (!numbers.every((n) => /^\d+$/.test(n))) return this.space + bracket;
    const kept = numbers.map(Number).filter((n) => {
      const ok = n >= 1 && n <= this.count;
      (ok ? this.cited : this.dropped).add(n);
      return ok;
    });
    return kept.length ? `${this.space}[${kept.join(', ')}]` : '';
  }
}
