import { describe, expect, it } from 'vitest';
import { Doc } from './doc.ts';
import { analyzeFields } from './field.ts';
import { createLocalBackend } from './index.ts';
import { itemLineOf, itemRows } from './item-rows.ts';

const INVOICE = `Invoice INV-2024-0412
Date: 12 March 2024

Description | Qty | Unit price | Amount
Ergonomic office chair | 4 | 189.00 | 756.00
Standing desk frame | 2 | 310.50 | 621.00
Cable tray | 10 | 12.75 | 127.50
Subtotal | | | 1,504.50
VAT 20% | | | 300.90
Total | | | 1,805.40`;

describe('a line of an item table asked by its place', () => {
  it('reads the place from the name, and no place where the ordinal counts something else', () => {
    const place = (name: string) => itemLineOf(analyzeFields([{ name, description: '', type: 'currency' }])[0]);
    expect(['first_line_unit_price', 'qty_line_2', 'item_3_description', 'units_line1', 'firstItemPrice'].map(place)).toEqual([1, 2, 3, 1, 1]);
    expect(['address_line_1', 'first_payment', 'second_instalment_date', 'unit_price', 'first party'].map(place)).toEqual([null, null, null, null, null]);
  });

  it('reads the place from the description when the name says no line', () => {
    const place = (name: string, description: string) => itemLineOf(analyzeFields([{ name, description, type: 'number' }])[0]);
    expect(place('how_many_first', 'how many of the first item')).toBe(1);
    expect(place('consumption', 'usage on the second line of the charges')).toBe(2);
    expect(place('deposit', 'the first payment, before the first item ships')).toBeNull();
    expect(place('quantity', 'how many units were ordered')).toBeNull();
  });

  it("finds the table's item lines, not its totals nor a label's amount", () => {
    const receipt = 'LA PETITE ÉPICERIE\nPorto: 4,50 EUR\nSparkling water           5,99\n3 x Screws 4x40 @ 26,25   78,75\nTOTAL:                    84,74';
    for (const [text, rows] of [
      [INVOICE, ['Ergonomic office chair', 'Standing desk frame', 'Cable tray']],
      [receipt, ['Sparkling water', '3 x Screws']],
    ] as const) {
      const doc = new Doc([{ dataSourceId: 'ds_ITEMROWS00', name: 'doc', pages: [{ page: 1, text }] }]);
      expect(itemRows(doc).map((l) => rows.find((r) => l.text.startsWith(r)) ?? l.text)).toEqual(rows);
    }
  });

  it("answers the first line's unit price and amount and the second line's quantity from those lines", async () => {
    const out = await createLocalBackend().extract({
      fields: [
        { name: 'first_line_unit_price', description: '', type: 'currency' },
        { name: 'qty_line_2', description: '', type: 'number' },
        { name: 'first_item_amount', description: '', type: 'currency' },
      ],
      sources: [{ dataSourceId: 'ds_ITEMROWS00', name: 'invoice.txt', pages: [{ page: 1, text: INVOICE }] }],
      signal: new AbortController().signal,
      onField: () => {},
    });
    expect(out.map((f) => f.value)).toEqual([189, 2, 756]);
  });
});
