import type { IncomingMessage, ServerResponse } from 'node:http';

export interface SseEvent {
  event: string;
  data: unknown;
  /** Sent as `id:`: a client that reconnects sends the last one back as Last-Event-ID. */
  id?: string;
}

/** How long a disconnected EventSource waits before it reconnects. */
const RETRY_MS = 3000;

/**
 * One event goes to every watcher of a run as the same object: it is turned into JSON
 * once, not once per watcher.
 */
const json = new WeakMap<object, string>();
function serialized(data: unknown): string {
  if (typeof data !== 'object' || data === null) return JSON.stringify(data);
  let text = json.get(data);
  if (text === undefined) json.set(data, (text = JSON.stringify(data)));
  return text;
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
  res.write(`retry: ${RETRY_MS}\n\n`);
  const iterator = events[Symbol.asyncIterator]();
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
  // The client leaving ends the wait for the next event at once. One promise per event,
  // settled by either: racing each wait against one long-lived "closed" promise left a
  // reaction on it per event, kept until the stream ended (82,000 for the fan-out bench).
  let wake: ((value: null) => void) | undefined;
  res.once('close', () => wake?.(null));
  try {
    while (!res.destroyed) {
      const next = await new Promise<IteratorResult<SseEvent> | null>((resolve, reject) => {
        wake = resolve;
        iterator.next().then(resolve, reject);
      });
      if (!next || next.done) break;
      const { event, data, id } = next.value;
      res.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${serialized(data)}\n\n`);
    }
  } finally {
    clearInterval(heartbeat);
    void iterator.return?.();
    res.end();
  }
}
