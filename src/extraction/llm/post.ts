import { BackendError } from '../backend.ts';
import { upstreamFailure } from './model-answer.ts';

/**
 * POSTs JSON to a model API; network trouble and 429/5xx become transient
 * BackendErrors. Headers (which carry the API key) never enter a message.
 */
export async function postModel(url: string, headers: Record<string, string>, body: unknown, signal: AbortSignal): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body), signal });
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    throw new BackendError(`cannot reach the model server (${(error as { cause?: { code?: string } }).cause?.code ?? 'network error'})`, true);
  }
  if (!response.ok) throw await upstreamFailure(response);
  return response;
}

/** Reading a streamed answer that broke off is a transient failure (unless the caller aborted). */
export function brokenOff(signal: AbortSignal) {
  return (error: unknown): never => {
    if (signal.aborted) throw signal.reason;
    throw error instanceof BackendError ? error : new BackendError(`the model server's answer broke off: ${(error as Error).message}`, true);
  };
}
