import type { FieldDefinition } from '../../domain/tool-runs.ts';
import { BackendError } from '../backend.ts';
import { createTurns } from '../../turns.ts';

export interface ModelRequest {
  system: string;
  user: string;
  /** The fields of a JSON answer (structured output); null for free text. */
  fields: FieldDefinition[] | null;
  maxOutputTokens: number;
}

export interface Usage {
  inputTokens: number;
  outputTokens: number;
}

/** One model API's wire format: streams one answer, handing each piece of text to `onText` as it arrives. */
export interface ModelApi {
  readonly name: 'openai' | 'gemini';
  stream(request: ModelRequest, signal: AbortSignal, onText: (piece: string) => void): Promise<Usage>;
}

export interface CallLimits {
  concurrency: number;
  timeoutSeconds: number;
  retries: number;
  backoffMs: number;
}

/** Longest wait for a server's Retry-After before the run gives up (and passes the wait on to its caller). */
const MAX_RETRY_AFTER_S = 60;

/**
 * Model calls with the limits every call needs: at most `concurrency` in flight in
 * the process (others wait their turn), a time limit per call, and `attempt()`,
 * which repeats a piece of work on transient failures (429, 5xx, network trouble,
 * a call past its time) with exponential backoff and jitter, waiting at least what
 * the server's Retry-After asks.
 */
export function createModelCaller(api: ModelApi, limits: CallLimits) {
  const turns = createTurns(limits.concurrency);

  /** One call, in its turn and within its time. */
  async function call(request: ModelRequest, signal: AbortSignal, onText: (piece: string) => void): Promise<Usage> {
    await turns.take(signal);
    const timer = new AbortController();
    const timeout = setTimeout(() => timer.abort(new BackendError(`the model server did not finish answering within ${limits.timeoutSeconds} s (LLM_TIMEOUT_S)`, true)), limits.timeoutSeconds * 1000);
    try {
      return await api.stream(request, AbortSignal.any([signal, timer.signal]), onText);
    } catch (error) {
      if (timer.signal.aborted && !signal.aborted) throw timer.signal.reason;
      throw error;
    } finally {
      clearTimeout(timeout);
      turns.release();
    }
  }

  async function attempt<T>(work: (tryNumber: number) => Promise<T>, signal: AbortSignal): Promise<T> {
    for (let tryNumber = 0; ; tryNumber++) {
      try {
        return await work(tryNumber);
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        if (!(error instanceof BackendError) || !error.transient) throw error;
        const asked = error.retryAfterSeconds;
        if (tryNumber >= limits.retries || (asked !== undefined && asked > MAX_RETRY_AFTER_S)) throw exhausted(error);
        const backoff = limits.backoffMs * 2 ** tryNumber * (0.5 + Math.random());
        await sleep(Math.max(backoff, (asked ?? 0) * 1000), signal);
      }
    }
  }

  return { name: api.name, call, attempt };
}

export type ModelCaller = ReturnType<typeof createModelCaller>;

/** Retries used up: no longer transient for the run (it would only repeat them), still telling when to come back. */
function exhausted(error: BackendError): BackendError {
  const final = new BackendError(error.message, false);
  final.retryAfterSeconds = error.retryAfterSeconds ?? 30;
  return final;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}
