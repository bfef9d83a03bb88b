import type { IncomingMessage, ServerResponse } from 'node:http';

export interface SseEvent {
  event: string;
  data: unknown;
}

/** Comment lines keep idle connections (and proxies) from timing out. */
const HEARTBEAT_MS = 15_000;

/**
 * Writes `events` as a text/event-stream. When the client goes away the iterator is
 * returned, so whatever feeds it can stop; the work behind it decides for itself
 * whether to go on (a tool run does).
 */
export async function sendEventStream(req: IncomingMessage, res: ServerResponse, status: number, events: AsyncIterable<SseEvent>): Promise<void> {
  res.writeHead(status, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  res.flushHeaders();
  const iterator = events[Symbol.asyncIterator]();
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const closed = new Promise<void>((resolve) => res.once('close', () => resolve()));
  try {
    while (!res.destroyed) {
      const next = await Promise.race([iterator.next(), closed.then(() => null)]);
      if (!next || next.done) break;
      res.write(`event: ${next.value.event}\ndata: ${JSON.stringify(next.value.data)}\n\n`);
    }
  } finally {
    clearInterval(heartbeat);
    void iterator.return?.();
    res.end();
  }
}
