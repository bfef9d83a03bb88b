import type { ExtractedField } from '../../domain/tool-runs.ts';
import type { ExtractionBackend, ExtractionInput } from '../backend.ts';
import { Doc } from './doc.ts';
import { answer, build, plan, type Task } from './engine.ts';
import { defaultModel, type Model } from './model.ts';

/**
 * The embedded, offline extractor. For each field it generates typed candidates
 * with their spans (dates, amounts, ids, names, places, durations, label values,
 * address blocks, option mentions...), scores each from generic features (how
 * the words around it name the field, layout, position, agreement) with weights
 * fitted offline (`model.json`, made by `npm run fit`), and reports the best
 * answer with a calibrated confidence, or null when no candidate is likely enough.
 * Fields named `x_1`, `x_2`, ... share one list of answers, in document order.
 */
export function createLocalBackend(opts: { model?: Model } = {}): ExtractionBackend {
  return {
    name: 'local',
    async extract(input: ExtractionInput): Promise<ExtractedField[]> {
      const model = opts.model ?? defaultModel();
      const doc = new Doc(input.sources);
      const tasks = plan(input.fields);
      const taskOf = new Map<string, Task>();
      for (const t of tasks) for (const f of t.fields) taskOf.set(f.def.name, t);
      const answers = new Map<string, ExtractedField>();
      const out: ExtractedField[] = [];
      for (const field of input.fields) {
        input.signal.throwIfAborted();
        if (!answers.has(field.name)) {
          const task = taskOf.get(field.name)!;
          for (const a of answer(model, build(doc, task))) answers.set(a.name, a);
          // Yield between tasks so a long run never blocks the server's event loop for long.
          await new Promise<void>((resolve) => setImmediate(resolve));
        }
        const extracted = answers.get(field.name)!;
        input.onField(extracted);
        out.push(extracted);
      }
      return out;
    },
  };
}
