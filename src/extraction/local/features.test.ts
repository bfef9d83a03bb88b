import { describe, expect, it } from 'vitest';
import { Doc } from './doc.ts';
import { prepare } from './engine.ts';
import { FEATURE_INDEX } from './features.ts';

const docOf = (text: string) => new Doc([{ dataSourceId: 'ds_FEATURES00', name: 'doc', pages: [{ page: 1, text }] }]);

describe('a field that asks for one line of an item table', () => {
  const receipt = 'QUICKMART\n2023-06-06 #653882\nQty | Description | Unit | Total\n1 | Paint brush | 1.99 | 1.99\n1 | Flat white | 27.25 | 27.25\nSubtotal: 29.24\nTotal: $31.58\nMastercard: 34.74';
  const marked = (def: { name: string; description: string }, feature: string) => {
    const [task] = prepare(docOf(receipt), [{ ...def, type: 'currency' }]);
    const f = FEATURE_INDEX.get(feature)!;
    return [...new Set(task.cands.filter((c, i) => task.rows[i].idx.includes(f)).map((c) => c.value))];
  };

  it("marks the document's largest amount and the last amount of a row as unlikely answers", () => {
    const item = { name: 'first_item_unit_price', description: 'Price of one unit of the first item' };
    expect(marked(item, 'it_max')).toEqual([34.74]);
    expect(marked(item, 'it_last')).toEqual([1.99, 27.25]);
    expect(marked(item, 'it_row').sort()).toEqual([1, 1.99, 27.25]);
  });

  it('does not for a total or a sum of the lines', () => {
    expect(marked({ name: 'total', description: 'Total paid' }, 'it_max')).toEqual([]);
    expect(marked({ name: 'subtotal', description: 'sum of the lines before VAT' }, 'it_max')).toEqual([]);
    expect(marked({ name: 'line_total', description: '' }, 'it_max')).toEqual([]);
  });
});

describe('a number field that asks for a count', () => {
  const ticket = 'Hello,\nIt was delivered on 2025-10-12, but out of 5 plant pots, 1 were the wrong colour. The order cost me 337,99 €.\nRegards';
  const marked = (def: { name: string; description: string }) => {
    const [task] = prepare(docOf(ticket), [{ ...def, type: 'number' }]);
    const f = FEATURE_INDEX.get('count_money')!;
    return [...new Set(task.cands.filter((c, i) => task.rows[i].idx.includes(f)).map((c) => c.value))];
  };

  it('marks an amount of money as unlikely', () => {
    expect(marked({ name: 'units_ordered', description: 'How many units were ordered in total' })).toEqual([337.99]);
    expect(marked({ name: 'qty', description: '' })).toEqual([337.99]);
  });

  it('does not when the field asks for money or for no count', () => {
    expect(marked({ name: 'unit_price', description: 'price of one unit' })).toEqual([]);
    expect(marked({ name: 'order_value', description: '' })).toEqual([]);
  });
});

describe('a count spelled out in prose', () => {
  const mail = 'I travelled with you on 3 May 2024. Sadly, two of our three suitcases were damaged, and I paid £412.50 for the trip.';
  const marked = (def: { name: string; description: string }, feature: string) => {
    const [task] = prepare(docOf(mail), [{ ...def, type: 'number' }]);
    const f = FEATURE_INDEX.get(feature)!;
    return task.cands.filter((c, i) => task.rows[i].idx.includes(f)).map((c) => c.page.text.slice(c.start, c.end));
  };

  it('is a candidate of a number field, marked as spelled, and read as the part or the whole', () => {
    const affected = { name: 'affected_count', description: 'How many suitcases were damaged' };
    expect(marked(affected, 'spelled')).toEqual(['two', 'three']);
    expect(marked(affected, 'pw_fit')).toEqual(['two']);
    expect(marked({ name: 'total_count', description: 'How many suitcases there were in total' }, 'pw_fit')).toEqual(['three']);
  });
});
