import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../domain/tool-runs.ts';
import type { ExtractionInput } from '../backend.ts';
import { createThreadedBackend } from './index.ts';

const fields: FieldDefinition[] = [{ name: 'invoice_number', description: 'The invoice number', type: 'id_alphanumeric' }];
const input = (invoice: string, signal = new AbortController().signal): ExtractionInput => ({
  fields,
  sources: [{ dataSourceId: 'ds_1', name: 'inv.txt', pages: [{ page: 1, text: `Invoice number: ${invoice}\nTotal: 12.00 EUR` }] }],
  signal,
  onField: () => {},
});

function pool(threads: number, idleMs?: number) {
  let started = 0;
  const backend = createThreadedBackend({ threads, heapMb: 256, idleMs, threadStarted: () => void started++ });
  return { backend, started: () => started };
}

describe('extraction threads', () => {
  it('hands a thread that finished its run to the next run', async () => {
    const { backend, started } = pool(1);
    for (const invoice of ['INV-1001', 'INV-2002', 'INV-3003']) {
      const [field] = await backend.extract(input(invoice));
      expect(field.value).toBe(invoice);
    }
    expect(started()).toBe(1);
  });

  it('runs at most `threads` at once, each on a thread of its own', async () => {
    const { backend, started } = pool(2);
    const values = await Promise.all(['A-1', 'B-2', 'C-3', 'D-4'].map(async (id) => (await backend.extract(input(`INV-${id}`)))[0].value));
    expect(values).toEqual(['INV-A-1', 'INV-B-2', 'INV-C-3', 'INV-D-4']);
    expect(started()).toBe(2);
  });

  it('ends the thread of a stopped run, and the next run gets a fresh one', async () => {
    const { backend, started } = pool(1);
    await backend.extract(input('INV-1001'));
    const stop = new AbortController();
    const stopped = backend.extract(input('INV-2002', stop.signal));
    stop.abort(new Error('cancelled'));
    await expect(stopped).rejects.toThrow('cancelled');
    const [field] = await backend.extract(input('INV-3003'));
    expect(field.value).toBe('INV-3003');
    expect(started()).toBe(2);
  });

  it('ends a thread left idle for idleMs', async () => {
    const { backend, started } = pool(1, 50);
    await backend.extract(input('INV-1001'));
    await new Promise((r) => setTimeout(r, 300));
    await backend.extract(input('INV-2002'));
    expect(started()).toBe(2);
  });
});
