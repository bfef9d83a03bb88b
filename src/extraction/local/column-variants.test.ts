import { describe, expect, it } from 'vitest';
import { variantOf } from './column-variants.ts';
import { stem } from '../text.ts';
import { extractText } from './test-kit.ts';

const RENEWAL = `Your current fixed-term agreement (commenced 01/08/2024) expires on 31/07/2025.

  SUMMARY OF OFFER
  ------------------------------------------------------------------------
                                     Current lease        Renewal offer
  Weekly rent                          $620.00              $650.00
  Term                                12 months            12 months
  Start date                          01/08/2024           01/08/2025
  End date                            31/07/2025           31/07/2026
  ------------------------------------------------------------------------

The new rent is payable from 01/08/2025.`;

describe('columns that are two versions of one thing', () => {
  it('reads the version a header or a field name says', () => {
    expect(variantOf(['renewal', 'offer'].map(stem))).toBe('new');
    expect(variantOf(['previous', 'premium'].map(stem))).toBe('old');
    // "Current" is a statement's newest and a renewal's oldest: it says neither.
    expect(variantOf(['current', 'lease'].map(stem))).toBe(null);
    expect(variantOf(['old', 'new'].map(stem))).toBe(null);
  });

  it("answers the new one from the new column, the row's label naming each column's value", async () => {
    const out = await extractText(RENEWAL, [
      { name: 'new lease start', description: '', type: 'date' },
      { name: 'new lease end', description: '', type: 'date' },
      { name: 'new weekly rent', description: '', type: 'currency' },
    ]);
    expect(out['new lease start'].value).toBe('2025-08-01');
    expect(out['new lease end'].value).toBe('2026-07-31');
    expect(out['new weekly rent'].value).toBe(650);
  });

  it('leaves the columns of measures to their headers ("Base | Rate | Amount")', async () => {
    const payslip = [
      'Falkenberg Software SAS',
      '',
      'Bulletin de salaire',
      '',
      'Salarié: Sarah Mitchell',
      'Matricule: 39338',
      'Date de paiement: 29 septembre 2020',
      'Rubrique          Base     Taux horaire   Gain',
      'Heures normales   152,50   13,75          2 096,88',
      'Heures sup. 50%   13,00    20,63          268,19',
      '',
      'Brut: 2 365,07',
      'Net à payer: 1 360,60 €',
    ].join('\n');
    const out = await extractText(payslip, [
      { name: 'hours', description: 'Normal hours paid this period', type: 'number' },
      { name: 'hourly_rate', description: 'Pay per hour for normal hours', type: 'currency' },
    ]);
    expect(out.hours.value).toBe(152.5);
    expect(out.hourly_rate.value).toBe(13.75);
  });
});
