import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError } from '../errors.ts';
import { sendGraphQLError, sendRestError } from './respond.ts';

export interface BodyRate {
  /** Slowest average a request body may arrive at, once the grace period is over. */
  minBytesPerSecond: number;
  /** How long a body may take before its rate is judged (slow starts, small bodies). */
  graceMs: number;
}

const CHECK_EVERY_MS = 1000;

const hasBody = (req: IncomingMessage) => Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/**
 * A minimum rate for request bodies: a client trickling an upload (a byte every few
 * seconds) would hold a socket and a temporary file for as long as it liked. Its
 * socket's bytes are counted once a second; below the rate after the grace period
 * the request is answered 408 `request_timeout` and its connection closed, which
 * ends the upload and removes what was staged of it.
 */
export function withMinimumBodyRate(listener: (req: IncomingMessage, res: ServerResponse) => void, rate: BodyRate) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (rate.minBytesPerSecond > 0 && hasBody(req)) watch(req, res, rate);
    listener(req, res);
  };
}

function watch(req: IncomingMessage, res: ServerResponse, rate: BodyRate): void {
  const socket = req.socket;
  const startBytes = socket.bytesRead;
  const started = Date.now();
  const timer = setInterval(() => {
    if (req.complete || socket.destroyed) return clearInterval(timer);
    const elapsedMs = Date.now() - started;
    if (elapsedMs < rate.graceMs) return;
    const bytesPerSecond = ((socket.bytesRead - startBytes) * 1000) / elapsedMs;
    if (bytesPerSecond >= rate.minBytesPerSecond) return;
    clearInterval(timer);
    const error = new AppError('request_timeout', `the request body arrived at ${Math.round(bytesPerSecond)} bytes/s, slower than the minimum of ${rate.minBytesPerSecond}`);
    const requestId = String(res.getHeader('X-Request-Id') ?? '');
    if (!res.headersSent) {
      res.setHeader('Connection', 'close');
      const send = (req.url ?? '').startsWith('/graphql') ? sendGraphQLError : sendRestError;
      send(res, error, requestId);
    }
    // The upload readers stop (and remove what they staged) on 'aborted', which Node emits
    // only for a request still unanswered when its socket closes: this one was answered.
    req.emit('aborted');
    res.once('finish', () => socket.destroy());
    if (res.writableFinished) socket.destroy();
  }, CHECK_EVERY_MS);
  timer.unref();
  res.once('close', () => clearInterval(timer));
}
