import { describe, expect, it } from 'vitest';
import { htmlToText } from './html.ts';

describe('HTML to text', () => {
  it('reads a description list as one "Term: definition" line per pair', async () => {
    const html =
      '<h1>Invoice</h1><dl><dt>Invoice Number</dt><dd>INV-1</dd><dt>Due Date:</dt><dd>2024-01-05</dd>' +
      '<div><dt>Payment terms</dt><dd>Net 30</dd><dd>2% discount within 10 days</dd></div></dl><p>Thank you</p>';
    expect(await htmlToText(html)).toBe(
      'Invoice\n\nInvoice Number: INV-1\nDue Date: 2024-01-05\nPayment terms: Net 30\n2% discount within 10 days\n\nThank you',
    );
  });

  it('keeps the words of block-level elements apart', async () => {
    const html = '<address>1 Main Street<br>Springfield</address><figure><img src="x.png"><figcaption>Figure 1</figcaption></figure><details><summary>More</summary>Hidden text</details>';
    const text = await htmlToText(html);
    expect(text.split('\n').filter(Boolean)).toEqual(['1 Main Street', 'Springfield', 'Figure 1', 'More', 'Hidden text']);
  });
});
