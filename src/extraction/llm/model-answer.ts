import { BackendError } from '../backend.ts';

/**
 * Reads a model server's answer with at most `maxBytes` held: refused from its
 * Content-Length, else counted as it streams in and cut off past the limit (a
 * misbehaving server could otherwise send hundreds of megabytes into memory).
 */
export async function readCappedAnswer(response: Response, maxBytes: number): Promise<string> {
  const tooLarge = () => new BackendError(`the model server's answer is larger than ${maxBytes} bytes (MODEL_ANSWER_MAX_BYTES)`, false);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A model server's error answer, reduced to its status: its body (an HTML error
 * page, a proxy's message, anything) is neither read into the run's message nor
 * logged, where it could leak upstream details or flood the log.
 */
export async function upstreamFailure(response: Response): Promise<BackendError> {
  await response.body?.cancel().catch(() => undefined);
  const transient = response.status === 429 || response.status >= 500;
  return new BackendError(`the model server answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`, transient);
}
