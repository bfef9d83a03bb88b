import type { ExtractedField } from '../../domain/tool-runs.ts';
import type { ExtractionBackend, ExtractionInput } from '../backend.ts';
import { Doc } from './doc.ts';
import { answerAll } from './claims.ts';
import { build, plan } from './engine.ts';
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
      for (const task of tasks) {
        input.signal.throwIfAborted();
        build(doc, task);
        // Yield between tasks so a long run never blocks the server's event loop for long.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      // Fields are settled together (one span answers one field), then reported in the order asked.
      const answers = answerAll(model, tasks);
      const out = input.fields.map((field) => answers.get(field.name)!);
      for (const extracted of out) input.onField(extracted);
      return out;
    },
  };
}
