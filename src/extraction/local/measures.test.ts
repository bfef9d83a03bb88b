import { describe, expect, it } from 'vitest';
import { Doc } from './doc.ts';
import { build, plan } from './engine.ts';

const candidatesOf = (text: string, name: string, description: string) => {
  const doc = new Doc([{ dataSourceId: 'ds_MEASURES000', name: 'doc', pages: [{ page: 1, text }] }]);
  const [task] = plan([{ name, description, type: 'number' }]);
  return build(doc, task).cands.map((c) => c.value);
};

describe('units', () => {
  it('reads "L" after a figure as litres, so a volume asked is answered in litres only', () => {
    const receipt = 'Till: 2\nPUMP 6   UNLEADED E10\n  41.37 L @ 137.9p/L    £57.05\nOdometer (miles):   48213\nOpen 24 hours.';
    expect(candidatesOf(receipt, 'fuel_volume_litres', 'Litres of fuel dispensed.')).toEqual([41.37]);
  });
});
