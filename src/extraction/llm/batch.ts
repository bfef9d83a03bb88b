import type { FieldDefinition } from '../../domain/tool-runs.ts';
import { BackendError } from '../backend.ts';
import type { ModelCaller, Usage } from './caller.ts';
import { JsonMemberStream } from './json-stream.ts';
import type { Batch } from './plan.ts';
import { answerTokens, buildPrompt, type FieldAnswer } from './prompt.ts';

/**
 * Asks one batch and hands over each field's answer the moment its JSON value is
 * complete in the stream. Transient failures are retried (with the caller's
 * backoff); an answer that breaks off or a stream that fails part-way keeps the
 * fields already complete and asks again for the rest only. Fields the model left
 * out of a complete answer are not asked again: it did not find them.
 */
export async function askBatch(
  caller: ModelCaller,
  batch: Batch,
  signal: AbortSignal,
  addUsage: (usage: Usage) => void,
  onAnswer: (field: FieldDefinition, answer: FieldAnswer) => void,
): Promise<Map<string, FieldAnswer>> {
  const answers = new Map<string, FieldAnswer>();
  const byName = new Map(batch.fields.map((f) => [f.name, f]));
  try {
    await caller.attempt(async () => {
      const asked = batch.fields.filter((f) => !answers.has(f.name));
      const parser = new JsonMemberStream((path, value) => {
        const name = path.length === 2 && path[0] === 'fields' ? path[1] : path.length === 1 ? path[0] : null;
        const field = name === null ? undefined : byName.get(name);
        if (!field || answers.has(field.name)) return;
        // Some models write the bare value instead of {value, evidence}.
        const answer: FieldAnswer = isRecord(value) && ('value' in value || 'evidence' in value) ? value : { value };
        answers.set(field.name, answer);
        onAnswer(field, answer);
      });
      const before = answers.size;
      const usage = await caller.call({ ...buildPrompt(asked, batch.pages), fields: asked, maxOutputTokens: answerTokens(asked.length) }, signal, (piece) => parser.push(piece));
      addUsage(usage);
      if (!parser.complete) {
        throw new BackendError(answers.size > before ? "the model's answer broke off before its end" : 'the model did not answer JSON', true);
      }
    }, signal);
  } catch (error) {
    // What was complete stands; the rest are not found. With nothing at all, the batch failed.
    if (!answers.size || signal.aborted || !(error instanceof BackendError)) throw error;
  }
  return answers;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
