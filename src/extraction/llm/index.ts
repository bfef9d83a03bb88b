import type { ExtractedField, FieldDefinition } from '../../domain/tool-runs.ts';
import { BackendError, type ExtractionBackend, type ExtractionInput } from '../backend.ts';
import { answerToField, better } from './answer-field.ts';
import { askBatch } from './batch.ts';
import type { ModelCaller, Usage } from './caller.ts';
import type { ConfidenceTable } from './confidence.ts';
import { ContextOverflow } from './model-answer.ts';
import { pageKey, planBatches, type Batch } from './plan.ts';
import { answerTokens, buildPrompt, estimateTokens, type FieldAnswer, type PromptPage } from './prompt.ts';

export interface ModelBackendOptions {
  caller: ModelCaller;
  /** The embedded engine: its answers rank pages, count as agreement, and (hybrid) answer sure fields. */
  embedded: ExtractionBackend | null;
  /** Set for hybrid: fields the embedded engine answers at least this sure of stay its answers. */
  hybridThreshold: number | null;
  contextTokens: number;
  fieldsPerRequest: number;
  samples: number;
  confidence: ConfidenceTable;
  warn?(message: string): void;
}

/**
 * Extraction by a model (Gemini or an OpenAI-compatible server), built to hold up
 * on real documents: requests planned to fit the context budget (pages chosen per
 * field by retrieval when the document does not fit, batches merged), JSON asked
 * by schema, fields handed over as they complete in the streamed answer, and
 * confidence earned from checks. With `hybridThreshold` the embedded engine
 * answers first and only its unsure fields go to the model, with just their pages.
 */
export function createModelBackend(opts: ModelBackendOptions): ExtractionBackend {
  const { caller } = opts;
  const hybrid = opts.hybridThreshold !== null;
  // Shrinks when a server refuses a planned prompt as too long: the estimate ran short for it.
  let budgetScale = 1;

  return {
    name: hybrid ? 'hybrid' : caller.name,
    async extract(input: ExtractionInput): Promise<ExtractedField[]> {
      const pages: PromptPage[] = input.sources.flatMap((s) => s.pages.map((p) => ({ dataSourceId: s.dataSourceId, name: s.name, page: p.page, text: p.text })));
      const embedded = await runEmbedded(input);
      const out = new Map<string, ExtractedField>();
      const emit = (field: ExtractedField) => {
        out.set(field.name, field);
        input.onField(field);
      };

      let asked = input.fields;
      if (hybrid) {
        asked = [];
        for (const field of input.fields) {
          const own = embedded.get(field.name);
          if (own && own.value !== null && own.confidence >= opts.hybridThreshold!) emit({ ...own, backend: 'local' });
          else asked.push(field);
        }
      }

      const usage: Usage = { inputTokens: 0, outputTokens: 0 };
      const read = new Set<string>();
      if (asked.length) {
        const failed = new AbortController();
        const signal = AbortSignal.any([input.signal, failed.signal]);
        const board = new FieldBoard(emit);
        const ranked = await rankPages(asked, embedded, input);
        const batches = planBatches({ fields: asked, pages, ranked, budget: Math.floor(opts.contextTokens * budgetScale), fieldsPerRequest: opts.fieldsPerRequest, onlyCandidates: hybrid });
        for (const b of batches) for (const f of b.fields) board.expect(f.name);

        const run = async (batch: Batch): Promise<void> => {
          try {
            await answerBatch(batch);
          } catch (error) {
            if (!(error instanceof ContextOverflow)) throw error;
            // Plan later requests below what was refused: by the server's own numbers when it gave them.
            const refused = estimateTokens(buildPrompt(batch.fields, batch.pages).user) + answerTokens(batch.fields.length);
            const fits = refused * (error.share !== undefined ? error.share * 0.9 : 0.7);
            budgetScale = Math.max(0.05, Math.min(budgetScale, fits / opts.contextTokens));
            if (batch.pages.length < 2) throw new BackendError(`one page is longer than the model's context (LLM_CONTEXT_TOKENS is ${opts.contextTokens})`, false);
            const half = Math.ceil(batch.pages.length / 2);
            for (const f of batch.fields) board.expect(f.name);
            await Promise.all([run({ fields: batch.fields, pages: batch.pages.slice(0, half) }), run({ fields: batch.fields, pages: batch.pages.slice(half) })]);
          }
        };
        const answerBatch = async (batch: Batch): Promise<void> => {
          const toField = (field: FieldDefinition, answer: FieldAnswer | undefined, samples?: number) =>
            answerToField(field, answer, batch.pages, embedded.get(field.name), opts.confidence, caller.name, samples);
          const addUsage = (u: Usage) => {
            usage.inputTokens += u.inputTokens;
            usage.outputTokens += u.outputTokens;
          };
          for (const p of batch.pages) read.add(pageKey(p));
          if (opts.samples <= 1) {
            const answers = await askBatch(caller, batch, signal, addUsage, (field, answer) => board.offer(field.name, toField(field, answer)));
            for (const f of batch.fields) if (!answers.has(f.name)) board.offer(f.name, toField(f, undefined));
            return;
          }
          // Several samples: a field is settled once every sample has answered, by the value most gave.
          const runs = await Promise.all(Array.from({ length: opts.samples }, () => askBatch(caller, batch, signal, addUsage, () => {})));
          for (const f of batch.fields) {
            const candidates = runs.map((answers) => toField(f, answers.get(f.name)));
            const agreeing = (c: ExtractedField) => candidates.filter((o) => JSON.stringify(o.value) === JSON.stringify(c.value)).length;
            const top = candidates.reduce((a, b) => (agreeing(b) > agreeing(a) ? b : a));
            board.offer(f.name, toField(f, runs[candidates.indexOf(top)].get(f.name), agreeing(top) / opts.samples));
          }
        };
        try {
          await Promise.all(batches.map((b) => run(b).catch((error) => (failed.abort(error), Promise.reject(error)))));
        } catch (error) {
          input.signal.throwIfAborted();
          throw failed.signal.reason ?? error;
        }
      }
      input.onReport?.({ pagesRead: read.size, pagesSkipped: pages.length - read.size, ...usage });
      return input.fields.map((f) => out.get(f.name) ?? { name: f.name, type: f.type, value: null, confidence: 0, evidence: [], ...(f.options ? { options: f.options } : {}) });
    },
  };

  async function runEmbedded(input: ExtractionInput): Promise<Map<string, ExtractedField>> {
    if (!opts.embedded) return new Map();
    try {
      const fields = await opts.embedded.extract({ fields: input.fields, sources: input.sources, signal: input.signal, onField: () => {} });
      return new Map(fields.map((f) => [f.name, f]));
    } catch (error) {
      input.signal.throwIfAborted();
      // The model can answer without it; only the ranking and the agreement signal are lost.
      opts.warn?.(`the embedded engine failed before the model backend: ${(error as Error).message}`);
      return new Map();
    }
  }
}

/** Each field's candidate pages, best first: where the embedded engine found its value, then the full-text index's hits. */
async function rankPages(fields: FieldDefinition[], embedded: Map<string, ExtractedField>, input: ExtractionInput): Promise<Map<string, string[]>> {
  const ranked = new Map<string, string[]>();
  for (const field of fields) {
    const keys = (embedded.get(field.name)?.evidence ?? []).map(pageKey);
    if (input.retrieve) {
      const query = [field.name.replace(/[_-]+/g, ' '), field.description, ...(field.options ?? [])].join(' ');
      keys.push(...(await input.retrieve(query, 10)).map(pageKey));
    }
    ranked.set(field.name, [...new Set(keys)]);
  }
  return ranked;
}

/** Answers for a field from several batches, settled (and announced) when the last is in. */
class FieldBoard {
  private readonly pending = new Map<string, number>();
  private readonly best = new Map<string, ExtractedField>();
  constructor(private readonly settle: (field: ExtractedField) => void) {}

  expect(name: string): void {
    this.pending.set(name, (this.pending.get(name) ?? 0) + 1);
  }

  offer(name: string, field: ExtractedField): void {
    if (better(this.best.get(name), field)) this.best.set(name, field);
    const left = (this.pending.get(name) ?? 1) - 1;
    this.pending.set(name, left);
    if (left === 0) this.settle(this.best.get(name)!);
  }
}
