import { describe, expect, it } from 'vitest';
import { extractText } from './test-kit.ts';
import { endOfField, endOfLabel, endVerbsOf } from './ends.ts';
import { analyzeField } from './field.ts';
import { stem } from '../text.ts';
import { tokenize } from '../text.ts';

async function answerText(text: string, name: string): Promise<unknown> {
  return (await extractText(text, [{ name, description: '', type: 'text' }]))[name].value;
}

async function answer(text: string, name: string, description = ''): Promise<unknown> {
  return (await extractText(text, [{ name, description, type: 'date' }]))[name].value;
}

describe('the opening or the closing of a period an amount or its label names', () => {
  it('reads it from an amount field, and from a short label in English, German or French', () => {
    expect(endOfField('balance_at_start', true)).toBe('_open');
    expect(endOfField('balance_before', true)).toBe('_open');
    expect(endOfField('final_balance', true)).toBe('_close');
    expect(endOfField('balance_left', true)).toBe('_close');
    // Not a date's end (a date field reads its own), nor "before" said of anything but a balance.
    expect(endOfField('start_date')).toBeNull();
    expect(endOfField('amount_before_tax', true)).toBeNull();
    expect(endOfLabel(tokenize('Closing balance'))).toBe('_close');
    expect(endOfLabel(tokenize('Saldo alt'))).toBe('_open');
    expect(endOfLabel(tokenize('Endsaldo'))).toBe('_close');
    expect(endOfLabel(tokenize('Nouveau solde au 23 mai 2021'))).toBe('_close');
    expect(endOfLabel(tokenize('Solde précédent'))).toBe('_open');
  });

  it('answers the opening balance from its own label, not the closing one beside it', async () => {
    const statement = `Kontoauszug\nMalerbetrieb Schuster GmbH\nZeitraum: vom 2021-10-01 bis 2021-10-31\n\nSaldo alt | Summe Haben | Belastungen gesamt | Endsaldo\n2.677,69 € | 1.544,98 € | 1.620,49 € | 2.602,18 €\n`;
    const out = await extractText(statement, [{ name: 'balance_before', description: '', type: 'currency' }, { name: 'final_balance', description: '', type: 'currency' }]);
    expect(out.balance_before.value).toBe(2677.69);
    expect(out.final_balance.value).toBe(2602.18);
  });
});

describe('the end of a stay a field or a label names by "in" or "out"', () => {
  it('reads it from a field name that closes with it or puts a word of time after it', () => {
    expect(endOfField('date_in')).toBe('_in');
    expect(endOfField('checkOutDate')).toBe('_out');
    expect(endOfField('time-out')).toBe('_out');
    // A place something was made in, and words that go on after "in", name no end.
    expect(endOfField('clock_in_day1')).toBe('_in');
    expect(endOfField('made_in')).toBeNull();
    expect(endOfField('paid_in_full')).toBeNull();
    expect(endOfField('invoice_date')).toBeNull();
  });

  it('reads it from a short label, by "in" or "out" or by arriving and leaving', () => {
    expect(endOfLabel(tokenize('Booked in'))).toBe('_in');
    expect(endOfLabel(tokenize('Date out'))).toBe('_out');
    expect(endOfLabel(tokenize('Check-in date'))).toBe('_in');
    expect(endOfLabel(tokenize('Departure date'))).toBe('_out');
    expect(endOfLabel(tokenize('Arrived'))).toBe('_in');
    expect(endOfLabel(tokenize('Departed'))).toBe('_out');
    expect(endOfLabel(tokenize('Anreise'))).toBe('_in');
    // A timesheet's columns: "In" and "Out" alone, "Arrivée" and "Départ".
    expect(endOfLabel(tokenize('Out'))).toBe('_out');
    expect(endOfLabel(tokenize('Arrivée'))).toBe('_in');
    expect(endOfLabel(tokenize('your gift of 284 ordinary shares in'))).toBeNull();
    expect(endOfLabel(tokenize('Date'))).toBeNull();
  });

  it('answers a date asked by its end from the column that names that end, not the other end or the plain date', async () => {
    const order = `Service Invoice\nNorthgate Motors Ltd\nRepair order no.: 678785\n\nBooked in    Date out      Date\n6 Jan 2019   11 Jan 2019   11 Jan 2019\n\nVehicle: Kia Sportage\nInvoice total: £973.02`;
    expect(await answer(order, 'date_in', 'day the vehicle was dropped off')).toBe('2019-01-06');
    const sheet = `Timesheet\nWorker: Théo Lemaire\n\nDate | Day | In | Out | Break (min) | Hours\n4 October | Mon | 09:15 | 17:45 | 60 | 7.50\n5 October | Tue | 08:00 | 16:30 | 45 | 7.75\n`;
    expect(await answerText(sheet, 'clock_in_day1')).toBe('09:15');
    expect(await answerText(sheet, 'clock_out_day1')).toBe('17:45');
    const stay = `Booking confirmation\n\nGuest: Ana Ruiz\nBooked on: 03/06/2024\nArrival date: 24/09/2024\nDeparture date: 28/09/2024\nRoom: Double`;
    expect(await answer(stay, 'date_out', 'Day the guest checks out')).toBe('2024-09-28');
  });

  it('reads "check" of "check_in_date" as the end it spells, not a cheque, so that "Arrived" names it', async () => {
    expect([...endVerbsOf('check_in_date')]).toEqual(['check']);
    expect([...endVerbsOf('cheque_number')]).toEqual([]);
    expect(analyzeField({ name: 'check_in_date', description: 'Date of arrival.', type: 'date' }).name).toEqual([stem('date')]);
    const folio = [
      'GUEST FOLIO                    Folio No. HF-0048213',
      'Guest             Mrs Philippa Ashdown-Reyes',
      'Room              312',
      'Arrived           09/03/2026          Departed   13/03/2026',
      '',
      'Date        Description                      Charges',
      '10/03/2026  Accommodation                     145.00',
      '11/03/2026  Spa - massage                      78.00',
      '12/03/2026  Minibar                             7.40',
    ].join('\n');
    expect(await answer(folio, 'check_in_date', 'Date of arrival.')).toBe('2026-03-09');
  });
});
