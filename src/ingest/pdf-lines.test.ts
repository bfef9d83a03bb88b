import { describe, expect, it } from 'vitest';
import { linesFromItems, type PositionedText } from './pdf-lines.ts';

const run = (text: string, x: number, y: number, size = 12): PositionedText => ({ text, x, y, size, width: text.length * size * 0.5 });

describe('linesFromItems', () => {
  it('orders lines top to bottom and runs left to right, whatever order the PDF drew them in', () => {
    // Drawn bottom line first, and the right-hand run before the left-hand one.
    const items = [run('third line', 72, 140), run('world', 72 + 6 * 6 + 3, 100), run('Hello', 72, 100), run('second line', 72, 120)];
    expect(linesFromItems(items)).toBe('Hello world\nsecond line\nthird line');
  });

  it('keeps a superscript and a slightly shifted run on their line', () => {
    const items = [run('E = mc', 72, 100), run('2', 72 + 36 + 1, 96, 7), run('(Einstein)', 72 + 60, 100.8)];
    expect(linesFromItems(items)).toBe('E = mc2 (Einstein)');
  });

  it('adds no space inside a word split into runs, one between words, a tab across a wide gap', () => {
    const items = [run('Inv', 72, 100), run('oice', 72 + 18, 100), run('No.', 72 + 42 + 4, 100), run('4711', 400, 100)];
    expect(linesFromItems(items)).toBe('Invoice No.\t4711');
  });

  it('does not double a space a run already carries, and keeps case and wording', () => {
    const items = [run('TOTAL DUE ', 72, 100), run('$5,000.00', 72 + 60 + 10, 100)];
    expect(linesFromItems(items)).toBe('TOTAL DUE $5,000.00');
  });

  it('gives an empty string for a page with no text', () => {
    expect(linesFromItems([])).toBe('');
  });
});

/** Runs at the widths Helvetica gives them (about half the font size a character), at a font size of 10. */
const cell = (text: string, x: number, y: number, size = 10): PositionedText => ({ text, x, y, size, width: text.length * size * 0.5 });
/** A run whose right edge is at `rightEdge`, as right-aligned numbers are drawn. */
const right = (text: string, rightEdge: number, y: number, size = 10): PositionedText => cell(text, rightEdge - text.length * size * 0.5, y, size);
/** A row drawn at column positions: `null` leaves the column blank. */
const row = (y: number, cells: Array<[string, number] | null>, size = 10) => cells.filter((c) => c !== null).map(([text, x]) => cell(text, x, y, size));

describe('linesFromItems: tables', () => {
  it('writes a table with a header row as one line per row, cells joined with " | "', () => {
    const items = [
      ...row(100, [['Description', 72], ['Category', 220], ['Status', 340]]),
      ...row(116, [['Licence renewal', 72], ['Software', 220], ['Open', 340]]),
      ...row(132, [['Support plan', 72], ['Services', 220], ['Closed', 340]]),
    ];
    expect(linesFromItems(items)).toBe('Description | Category | Status\nLicence renewal | Software | Open\nSupport plan | Services | Closed');
  });

  it('splits cells at gaps of more than one font size, narrower than the two that make a tab', () => {
    // The header's columns are 1.5 font sizes apart, too close for a tab: once joined with spaces.
    const items = [...row(100, [['Qty', 72], ['Unit price', 102], ['Amount', 167]]), ...row(116, [['2', 72], ['14.50', 102], ['29.00', 167]])];
    expect(linesFromItems(items)).toBe('Qty | Unit price | Amount\n2 | 14.50 | 29.00');
  });

  it('lines up right-aligned numbers by their right edge', () => {
    const items = [
      ...row(100, [['Item', 72]]), right('Qty', 260, 100), right('Amount', 400, 100),
      ...row(116, [['Widget', 72]]), right('2', 260, 116), right('29.00', 400, 116),
      ...row(132, [['Gadget', 72]]), right('1,250', 260, 132), right('12,500.00', 400, 132),
      // Only the right edge of the total is in line with the amounts above it.
      ...row(148, [['Total', 72]]), right('EUR 12,529.00', 400, 148),
    ];
    expect(linesFromItems(items)).toBe('Item | Qty | Amount\nWidget | 2 | 29.00\nGadget | 1,250 | 12,500.00\nTotal |  | EUR 12,529.00');
  });

  it('lines up centred cells by their centre, and takes a header roughly over its columns when it has as many cells as the row below', () => {
    // "In stock", "available" and "no" are centred at x = 210; "Total" overlaps the amounts
    // without sharing an edge or centre with them.
    const items = [
      ...row(100, [['Product', 72], ['In stock', 190], ['Total', 318]]),
      ...row(116, [['Gizmo', 72], ['yes', 202.5], ['5.00', 330]]),
      ...row(132, [['Widget', 72], ['available', 187.5], ['29.00', 330]]),
      ...row(148, [['Gadget', 72], ['no', 205]]),
    ];
    expect(linesFromItems(items)).toBe('Product | In stock | Total\nGizmo | yes | 5.00\nWidget | available | 29.00\nGadget | no');
  });

  it('gives an empty cell for a column a row leaves blank, and none at the end of a row', () => {
    const items = [
      ...row(100, [['Item', 72], ['Qty', 200], ['Price', 280], ['Note', 360]]),
      ...row(116, [['Widget', 72], ['2', 200], ['14.50', 280], ['rush', 360]]),
      ...row(132, [['Gadget', 72], null, ['9.00', 280], ['spare', 360]]),
      ...row(148, [['Gizmo', 72], ['5', 200], null, null]),
    ];
    expect(linesFromItems(items)).toBe('Item | Qty | Price | Note\nWidget | 2 | 14.50 | rush\nGadget |  | 9.00 | spare\nGizmo | 5');
  });

  it('reads cells apart when pdf.js fills the gaps between them with runs of whitespace', () => {
    const filled = (y: number, cells: Array<[string, number]>) =>
      cells.flatMap(([text, x], k) => {
        const run = cell(text, x, y);
        const next = cells[k + 1];
        return next ? [run, { ...cell(' ', x + run.width, y), width: next[1] - x - run.width }] : [run];
      });
    const items = [...filled(100, [['Inv. No', 72], ['Date', 200], ['Due by', 320]]), ...filled(116, [['BILL-50974', 72], ['09.10.2019', 200], ['23.10.2019', 320]])];
    expect(linesFromItems(items)).toBe('Inv. No | Date | Due by\nBILL-50974 | 09.10.2019 | 23.10.2019');
  });

  it('keeps a wrapped cell on its own line without ending the table', () => {
    const items = [
      ...row(100, [['Description', 72], ['Amount', 300]]),
      ...row(116, [['Licence renewal for the', 72], ['1,555.00', 300]]),
      ...row(128, [['enterprise plan', 72]]),
      ...row(144, [['Support plan', 72], ['461.97', 300]]),
    ];
    expect(linesFromItems(items)).toBe('Description | Amount\nLicence renewal for the | 1,555.00\nenterprise plan\nSupport plan | 461.97');
  });

  it('ends a table at a line of one cell that starts at none of its columns', () => {
    const items = [
      ...row(100, [['Item', 72], ['Amount', 300]]),
      ...row(116, [['Widget', 72], ['29.00', 300]]),
      ...row(128, [['Prices include VAT.', 150]]),
      ...row(144, [['Total', 72], ['29.00', 300]]),
    ];
    expect(linesFromItems(items)).toBe('Item | Amount\nWidget | 29.00\nPrices include VAT.\nTotal\t29.00');
  });

  it('leaves prose as it is', () => {
    const items = [
      cell('The Recipient shall hold the Confidential Information in strict', 72, 100),
      cell('confidence and shall not disclose it to any third party without', 72, 112),
      cell('the prior written consent of the Discloser.', 72, 124),
      cell('Inv', 72, 140), cell('oice', 87, 140), cell('dated', 110, 140), cell('2 May 2024.', 138, 140),
    ];
    expect(linesFromItems(items)).toBe(
      'The Recipient shall hold the Confidential Information in strict\nconfidence and shall not disclose it to any third party without\nthe prior written consent of the Discloser.\nInvoice dated 2 May 2024.',
    );
  });

  it('keeps justified prose set word by word whole, though its spaces stretch past a font size', () => {
    // Each word a run of its own; spaces stretched to 0.95 to 1.1 font sizes. The lines
    // share both margins, which would make them a two-column table if 1.1 split them.
    const justified = (y: number, words: string[], gaps: number[]) => {
      let x = 72;
      return words.map((word, k) => {
        const run = cell(word, x, y);
        x += run.width + (gaps[k] ?? 0) * 10;
        return run;
      });
    };
    const items = [
      ...justified(100, ['Each', 'party', 'shall', 'keep', 'the', 'terms', 'secret'], [0.95, 1.0, 0.97, 1.1, 0.96, 1.0]),
      ...justified(112, ['unless', 'the', 'law', 'requires', 'that', 'it', 'speak'], [1.0, 0.97, 1.0, 0.96, 1.0, 1.1]),
    ];
    expect(linesFromItems(items)).toBe('Each party shall keep the terms secret\nunless the law requires that it speak');
  });

  it('does not make a table of two columns of prose side by side', () => {
    const left = [
      'The Parties wish to explore a business',
      'opportunity of mutual interest, and each',
      'Party may disclose certain confidential',
      'information to the other Party.',
      '2. CONFIDENTIAL INFORMATION',
      '"Confidential Information" means any',
      'information disclosed by either Party.',
    ];
    const rightColumn = [
      'Recipient shall not use any Confidential',
      'Information of Discloser for any purpose',
      'except to evaluate the Opportunity and',
      'shall not disclose it to third parties or',
      'to employees, except those who are',
      'required to have the information in',
      'order to evaluate the Opportunity.',
    ];
    // The right column starts 2 font sizes after the longest line of the left one.
    const items = left.flatMap((text, k) => [cell(text, 50, 100 + k * 12), cell(rightColumn[k], 270, 100 + k * 12)]);
    // As before: a space between the columns, or a tab where the gap is wider than two font sizes.
    const joins = ['\t', ' ', '\t', '\t', '\t', '\t', '\t'];
    expect(linesFromItems(items)).toBe(left.map((text, k) => `${text}${joins[k]}${rightColumn[k]}`).join('\n'));
  });

  it('does not make a table of a few aligned lines of a two-column page with a heading on one side', () => {
    // The columns' baselines differ, so lines of one column fall between the rows, and the
    // left column's paragraph starts indented: only three rows line up, one of them with two
    // long cells. They start with prose in two rows of three, and end with it in two.
    const items = [
      cell('1. PURPOSE', 50, 100), cell('Information that is legally required to be disclosed', 320, 100),
      cell('Information so disclosed keeps its protection', 320, 108),
      cell('The Parties wish to explore a business', 90, 114), cell('other than such legally compelled disclosure.', 320, 114),
      cell('opportunity of mutual interest, and each Party', 50, 122),
      cell('may further disclose certain information', 50, 130), cell('3.', 320, 130), cell('NONUSE AND NONDISCLOSURE', 338, 130),
    ];
    expect(linesFromItems(items)).not.toContain('|');
  });

  it('does not make a table of prose lines that leave blanks to fill in at the same place', () => {
    const items = [
      cell('Agreement dated', 50, 100), cell(', 2010 (the IPR Agreement); (iii) the Design Agreement', 260, 100),
      cell('(v) the Supplemental Agreement, dated', 50, 112), cell(', 2010 (the SSETA), which together are called', 260, 112),
    ];
    expect(linesFromItems(items)).toBe(
      'Agreement dated\t, 2010 (the IPR Agreement); (iii) the Design Agreement\n(v) the Supplemental Agreement, dated\t, 2010 (the SSETA), which together are called',
    );
  });

  it('keeps the tab of a lone label and value far apart, and label-colon-value lines as they are', () => {
    expect(linesFromItems([cell('Invoice No.', 72, 100), cell('4711', 400, 100)])).toBe('Invoice No.\t4711');
    const items = [
      ...row(100, [['Invoice No.:', 72], ['4711', 200]]),
      ...row(114, [['Date:', 72], ['2 May 2024', 200]]),
      ...row(128, [['Bill to:', 72], ['Acme Corp.', 200]]),
    ];
    expect(linesFromItems(items)).toBe('Invoice No.:\t4711\nDate:\t2 May 2024\nBill to:\tAcme Corp.');
  });

  it('does not make a table of list items indented after their markers', () => {
    const items = [
      ...row(100, [['(a)', 72], ['the information is public;', 100]]),
      ...row(112, [['(b)', 72], ['the Recipient knew it before;', 100]]),
      ...row(124, [['(iv)', 72], ['a court orders its disclosure.', 100]]),
    ];
    expect(linesFromItems(items)).toBe('(a) the information is public;\n(b) the Recipient knew it before;\n(iv) a court orders its disclosure.');
  });

  it('does not join lines far apart into a table (a running head above the text)', () => {
    const items = [...row(40, [['Chapter 4: Reference', 72], ['9', 500]]), ...row(100, [['int array2tree (const node *', 72], ['[Function]', 460]])];
    expect(linesFromItems(items)).toBe('Chapter 4: Reference\t9\nint array2tree (const node *\t[Function]');
  });
});
