import { checkerOf } from './openapi-check.ts';

/** One block of a text/event-stream as sent: its fields, `data` lines joined. */
export interface SseBlock {
  id?: string;
  event?: string;
  retry?: string;
  data?: string;
}

/** Reads a text/event-stream response block by block as it arrives (comment lines left out). */
export async function* readSseBlocks(res: Response): AsyncGenerator<SseBlock> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block: SseBlock = {};
        const data: string[] = [];
        for (const line of buffer.slice(0, cut).split('\n')) {
          const field = /^(id|event|retry|data):?\s?(.*)$/.exec(line);
          if (!field) continue;
          if (field[1] === 'data') data.push(field[2]);
          else block[field[1] as 'id' | 'event' | 'retry'] = field[2];
        }
        buffer = buffer.slice(cut + 2);
        if (data.length) block.data = data.join('\n');
        if (Object.keys(block).length) yield block;
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** Reads a text/event-stream response into its events (blocks with data) as they arrive. */
export async function* readSse(res: Response): AsyncGenerator<{ event: string; data: any }> {
  // Events of a test server's /api/v1 streams are checked against its OpenAPI document as they are read.
  const url = res.url ? new URL(res.url) : undefined;
  const checker = url?.pathname.startsWith('/api/v1/') ? checkerOf(url.origin) : undefined;
  for await (const block of readSseBlocks(res)) {
    if (block.data === undefined) continue;
    const event = { event: block.event ?? 'message', data: block.data ? JSON.parse(block.data) : null };
    if (checker) (await checker()).checkStreamEvent(url!.pathname, event);
    yield event;
  }
}

export async function collectSse(res: Response) {
  const events: Array<{ event: string; data: any }> = [];
  for await (const e of readSse(res)) events.push(e);
  return events;
}
