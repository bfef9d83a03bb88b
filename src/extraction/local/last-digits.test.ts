import { describe, expect, it } from 'vitest';
import { lastDigitsAsked } from './last-digits.ts';
import { extractText } from './test-kit.ts';

describe("a number's last digits", () => {
  it('reads how many last digits a field asks for from its name or description', () => {
    expect(lastDigitsAsked('card_last_four', '')).toBe(4);
    expect(lastDigitsAsked('bank_account_last4', '')).toBe(4);
    expect(lastDigitsAsked('cardLast4', '')).toBe(4);
    expect(lastDigitsAsked('card number ending', 'the digits the card number ends with')).toBe(4);
    expect(lastDigitsAsked('ssn', 'last 3 digits of the number')).toBe(3);
    expect(lastDigitsAsked('card_number', 'the card used')).toBeNull();
    expect(lastDigitsAsked('last_name', '')).toBeNull();
  });

  it('answers with the end of a masked or a whole number, or the digits after "ending in", as the document writes them', async () => {
    const ask = [{ name: 'card_last_four', description: 'Last four digits of the card.', type: 'id_alphanumeric' as const }];
    const statement = 'Statement date: 02 Oct 2025\nAccount number: 5532 0091 7734\nCard number            5217 29XX XXXX 6617\nNew balance   $1,763.90';
    const masked = (await extractText(statement, ask)).card_last_four;
    expect(masked.value).toBe('6617');
    expect(masked.evidence?.[0]?.text).toBe('6617');
    const prose = 'Rental agreement 0051-337-918.\nThe total of $750.22 has been charged to your card ending in 1009 today.';
    expect((await extractText(prose, ask)).card_last_four.value).toBe('1009');
  });
});
