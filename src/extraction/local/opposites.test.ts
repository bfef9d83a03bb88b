import { describe, expect, it } from 'vitest';
import { extractText } from './test-kit.ts';
import { analyzeField, matchContext } from './field.ts';
import { stem } from '../text.ts';

const bag = (...ws: string[]) => new Set(ws.map(stem));

describe("a label that says the opposite of a field's name", () => {
  it("finds the opposites of the name's words through WordNet", () => {
    const gross = analyzeField({ name: 'gross_pay', description: 'Pay for this period before deductions', type: 'currency' });
    expect(gross.opposite.get(stem('net'))).toBe(stem('gross'));
    expect(analyzeField({ name: 'debit_total', description: '', type: 'currency' }).opposite.has(stem('credit'))).toBe(true);
    expect(analyzeField({ name: 'invoice_number', description: '', type: 'id_alphanumeric' }).opposite.size).toBe(0);
  });

  it('names nothing of the field as a label, and still counts where it also says the word itself', () => {
    const q = analyzeField({ name: 'gross_pay', description: '', type: 'currency' });
    const idf = () => 1;
    expect(matchContext(q, bag('net', 'pay'), idf, true).name).toBe(0);
    expect(matchContext(q, bag('net', 'pay'), idf).name).toBeGreaterThan(0);
    expect(matchContext(q, bag('gross', 'to', 'net', 'pay'), idf, true).name).toBeGreaterThan(0);
  });

  it("answers the gross amount from its own label, not the net one ('Net amount due')", async () => {
    const trade = 'Trade Confirmation – Bought\n\nNorthpoint Securities LLC\n400 Park Avenue, 18th Floor\nNew York, NY 10022\n\nOrder ID: 533649239\nTrade date: 09/24/2018\nSettlement date: 09/25/2018\n\nOn 09/24/2018 you bought $15,000.00 U.S. Treasury Note 4.125% 11/15/2032 at 98.988%.\n\n                              USD\nPrincipal amount              $14,848.20\nAccrued interest (161 days)   $272.93\nCommission                    $6.95\nNet amount due                $15,128.08\n\nPayment of $15,128.08 is due on the settlement date, 09/25/2018.\n';
    const out = await extractText(trade, [{ name: 'gross_amount', description: '', type: 'currency' }]);
    expect(out.gross_amount.value).toBe(14848.2);
  });
});
