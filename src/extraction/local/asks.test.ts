import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../domain/tool-runs.ts';
import { asksOf } from './asks.ts';
import { analyzeField } from './field.ts';
import { askedUnits } from './measures.ts';

const query = (name: string, description: string, type: FieldDefinition['type']) => analyzeField({ name, description, type });

describe('what a description sets aside asks for nothing', () => {
  it('keeps the end of a period it sets aside out of the end asked', () => {
    expect(asksOf(query('stay_date', 'first day of the stay, not the last day', 'date')).bound).toBe('start');
    expect(asksOf(query('stay_date', 'first day or last day of the stay', 'date')).bound).toBeNull();
  });

  it('reads "last day to pay" as a deadline, not the end of a period', () => {
    expect(asksOf(query('payment_deadline', 'Last day to pay for the trip.', 'date')).bound).toBeNull();
    expect(asksOf(query('claim_cutoff', 'last day for claims', 'date')).bound).toBeNull();
    expect(asksOf(query('employment_end', 'last day of employment', 'date')).bound).toBe('end');
  });

  it('reads a start asked in the past tense ("outage_began_on", "when the problem began")', () => {
    expect(asksOf(query('outage_began_on', '', 'date')).bound).toBe('start');
    expect(asksOf(query('incident_date', 'when the problem began', 'date')).bound).toBe('start');
  });

  it('keeps a measure it sets aside out of the units asked', () => {
    expect(askedUnits(query('parcel', 'weight of the parcel, not the distance it travelled', 'number'))).toEqual(['weight']);
  });

  it('keeps the set-aside words for reading labels that name something else', () => {
    const q = query('order_code', 'number to quote when ordering, not the barcode', 'id_alphanumeric');
    expect(q.description).not.toMatch(/barcode/);
    expect(q.others.has('barcod') || [...q.others].some((s) => s.startsWith('barcod'))).toBe(true);
  });
});
