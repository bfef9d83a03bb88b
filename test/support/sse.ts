/** Reads a text/event-stream response into events as they arrive. */
export async function* readSse(res: Response): AsyncGenerator<{ event: string; data: any }> {
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
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        let event = 'message';
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) continue;
          if (line.startsWith('event:')) event = line.slice(6).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
        }
        if (data.length) yield { event, data: data.join('\n') ? JSON.parse(data.join('\n')) : null };
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

export async function collectSse(res: Response) {
  const events: Array<{ event: string; data: any }> = [];
  for await (const e of readSse(res)) events.push(e);
  return events;
}
