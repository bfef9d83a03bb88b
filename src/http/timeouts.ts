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
 *
 * One timer looks at every body still arriving: a timer (and a close listener) of its
 * own for each request measured a few percent of a small JSON request's CPU.
 */
export function withMinimumBodyRate(listener: (req: IncomingMessage, res: ServerResponse) => void, rate: BodyRate) {
  const arriving = new Set<Watched>();
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => {
    const now = Date.now();
    for (const watched of arriving) {
      const { req, res } = watched;
      if (req.complete || req.socket.destroyed || res.writableEnded) arriving.delete(watched);
      else if (tooSlow(watched, now, rate)) {
        arriving.delete(watched);
        refuse(watched, now, rate);
      }
    }
    if (arriving.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (rate.minBytesPerSecond > 0 && hasBody(req)) {
      arriving.add({ req, res, startBytes: req.socket.bytesRead, started: Date.now() });
      if (!timer) {
        timer = setInterval(sweep, CHECK_EVERY_MS);
        timer.unref();
      }
    }
    listener(req, res);
  };
}

interface Watched {
  req: IncomingMessage;
  res: ServerResponse;
  startBytes: number;
  started: number;
}

const bytesPerSecond = (w: Watched, now: number) => ((w.req.socket.bytesRead - w.startBytes) * 1000) / Math.max(1, now - w.started);

function tooSlow(w: Watched, now: number, rate: BodyRate): boolean {
  return now - w.started >= rate.graceMs && bytesPerSecond(w, now) < rate.minBytesPerSecond;
}

function refuse({ req, res, ...w }: Watched, now: number, rate: BodyRate): void {
  const socket = req.socket;
  const error = new AppError('request_timeout', `the request body arrived at ${Math.round(bytesPerSecond({ req, res, ...w }, now))} bytes/s, slower than the minimum of ${rate.minBytesPerSecond}`);
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
}
