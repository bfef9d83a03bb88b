import { describe, expect, it } from 'vitest';
import { linesFromItems } from './pdf-lines.ts';
import type { PositionedText } from './pdf-runs.ts';

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
    // Not a table: the columns are read one after the other (see "linesFromItems: columns").
    expect(linesFromItems(items)).toBe([...left, ...rightColumn].join('\n'));
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

/** Lines of one column from (x, y) down, a line every `step` points. */
const column = (lines: string[], x: number, y: number, step = 12, size = 10) => lines.map((text, k) => cell(text, x, y + k * step, size));

// Two columns of a contract, 50 to at most 255 and 300 to at most 505: a gutter of 4.5 font sizes.
const LEFT = [
  'The Recipient shall hold the information',
  'in strict confidence and shall not use it',
  'for any purpose other than the evaluation',
  'of the proposed transaction between the',
  'parties, and shall protect it with care.',
];
const RIGHT = [
  'This Agreement is governed by the laws of',
  'the State of New York, and each party',
  'submits to the courts sitting in New York',
  'County for any dispute arising out of it',
  'or out of the transaction it concerns.',
];
const MORE_LEFT = [
  'Each party may end this Agreement with',
  'thirty days notice in writing to the other',
  'party, and the duties of the Recipient',
  'survive its end for a further three years.',
];
const MORE_RIGHT = [
  'No failure to use a right under it is a',
  'waiver of that right, and no waiver is',
  'valid unless it is made in writing and',
  'signed by the party that gives it up.',
];

describe('linesFromItems: columns', () => {
  it('reads a two-column page column by column, sentences whole', () => {
    const items = [...column(LEFT, 50, 100), ...column(RIGHT, 300, 100)];
    expect(linesFromItems(items)).toBe([...LEFT, ...RIGHT].join('\n'));
  });

  it('reads columns apart when pdf.js fills the gutter with runs of whitespace', () => {
    const items = LEFT.flatMap((text, k) => {
      const run = cell(text, 50, 100 + k * 12);
      return [run, { ...cell(' ', run.x + run.width, 100 + k * 12), width: 300 - run.x - run.width }, cell(RIGHT[k], 300, 100 + k * 12)];
    });
    expect(linesFromItems(items)).toBe([...LEFT, ...RIGHT].join('\n'));
  });

  it('reads columns whose baselines do not line up (no line of the page holds both)', () => {
    // The right column sits half a line lower: every line of the page is one column's alone.
    const items = [...column(LEFT, 50, 100), ...column(RIGHT, 300, 106)];
    expect(linesFromItems(items)).toBe([...LEFT, ...RIGHT].join('\n'));
  });

  it('keeps a title across both columns above them, and a right-aligned date just above the right one', () => {
    const items = [
      cell('MUTUAL NONDISCLOSURE AGREEMENT', 140, 60, 14),
      right('Dated 2 May 2024', 505, 85),
      ...column(LEFT, 50, 100),
      ...column(RIGHT, 300, 100),
    ];
    expect(linesFromItems(items)).toBe(['MUTUAL NONDISCLOSURE AGREEMENT', 'Dated 2 May 2024', ...LEFT, ...RIGHT].join('\n'));
  });

  it('reads a band of columns, a paragraph across the page, then the next band of columns', () => {
    const paragraph = [
      'The parties have signed this Agreement on the date above, and each of them has read it in full before signing it.',
      'It takes the place of every earlier agreement between them on the same subject.',
    ];
    const items = [
      ...column(LEFT, 50, 100),
      ...column(RIGHT, 300, 100),
      ...column(paragraph, 50, 170),
      ...column(MORE_LEFT, 50, 210),
      ...column(MORE_RIGHT, 300, 210),
    ];
    expect(linesFromItems(items)).toBe([...LEFT, ...RIGHT, ...paragraph, ...MORE_LEFT, ...MORE_RIGHT].join('\n'));
  });

  it('reads three columns left to right', () => {
    // Columns at 50, 230 and 410, at most 150 points wide: gutters of 3 font sizes.
    const first = ['The parties agree that each', 'of them may share its plans', 'with the other for the deal', 'and for no other purpose.'];
    const second = ['Neither of them shall copy', 'the plans of the other or', 'show them to any person who', 'does not need to see them.'];
    const third = ['This duty ends three years', 'after the date on which the', 'plans were first shared by', 'the party that owns them.'];
    const items = [...column(first, 50, 100), ...column(second, 230, 100), ...column(third, 410, 100)];
    expect(linesFromItems(items)).toBe([...first, ...second, ...third].join('\n'));
  });

  it('reads columns of unequal length, either one the longer', () => {
    const longLeft = [...column([...LEFT, ...MORE_LEFT], 50, 100), ...column(RIGHT, 300, 100)];
    expect(linesFromItems(longLeft)).toBe([...LEFT, ...MORE_LEFT, ...RIGHT].join('\n'));
    const longRight = [...column(LEFT, 50, 100), ...column([...RIGHT, ...MORE_RIGHT], 300, 100)];
    expect(linesFromItems(longRight)).toBe([...LEFT, ...RIGHT, ...MORE_RIGHT].join('\n'));
  });

  it('leaves a footer set off below the columns after them, not in the left one', () => {
    // Three font sizes below the last line: further than any of the columns' own lines and paragraphs.
    const items = [...column(LEFT, 50, 100), ...column(RIGHT, 300, 100), cell('Confidential - Page 1 of 3', 50, 178)];
    expect(linesFromItems(items)).toBe([...LEFT, ...RIGHT, 'Confidential - Page 1 of 3'].join('\n'));
  });

  it('leaves a single-column page with an indented quote and a right-aligned date as it was', () => {
    const body = [
      'The Supplier shall deliver the goods to the address of the Buyer named in the order, and',
      'shall bear the risk of loss until the goods are delivered. Clause 7 of the terms reads:',
      'Clause 9 then sets the price, which is fixed for the whole term of this Agreement and',
      'may only be changed by a written amendment signed by both of the parties to it.',
    ];
    const quote = ['The goods are delivered when the Buyer or its agent', 'signs for them at the address given in the order,', 'whatever the time of day.'];
    const items = [right('2 May 2024', 505, 60), ...column(body.slice(0, 2), 50, 100), ...column(quote, 90, 130), ...column(body.slice(2), 50, 172)];
    expect(linesFromItems(items)).toBe(['2 May 2024', ...body.slice(0, 2), ...quote, ...body.slice(2)].join('\n'));
  });

  it('leaves text at the right above text at the left in that order: columns stand beside each other', () => {
    // The two paragraphs overlap by two lines only.
    const items = [...column(RIGHT, 300, 100), ...column(LEFT, 50, 136)];
    const lines = linesFromItems(items).split('\n');
    expect(lines.slice(0, 3)).toEqual(RIGHT.slice(0, 3));
    expect(lines.slice(-3)).toEqual(LEFT.slice(-3));
  });

  it('reads no columns from fewer than four lines of prose a side', () => {
    const items = [...column(LEFT.slice(0, 3), 50, 100), ...column(RIGHT.slice(0, 3), 300, 100)];
    expect(linesFromItems(items)).toBe(LEFT.slice(0, 3).map((text, k) => `${text}\t${RIGHT[k]}`).join('\n'));
  });

  it('keeps notes in the margin beside their clauses: most lines of a column hold prose', () => {
    const clauses = [
      'The Recipient shall use the information only to decide whether to enter into',
      'the transaction, and for no other purpose at all without the consent of the',
      'Discloser, which it may refuse for any reason or for no reason at all.',
      'This Agreement lasts for two years from the date at the head of it, unless',
      'the parties end it sooner by agreement in writing signed by both of them.',
      'Either party may also end it by notice in writing to the other party.',
      'On request the Recipient shall return or destroy the information and every',
      'copy of it, and shall confirm in writing that it has done so within ten days.',
      'It may keep one copy in its legal files to show what it has received.',
      'A breach of this Agreement may cause harm that money alone cannot put right,',
      'so the Discloser may seek an injunction as well as any other remedy open to it.',
      'Notices under this Agreement are to be sent to the addresses given above.',
    ];
    // Four notes of five words or more out of nine: too many for a table, too few for a column.
    const notes: Array<[number, string]> = [
      [0, 'Purpose'], [1, 'of the disclosure made to it'], [3, 'Term'], [4, 'and how it can be ended'], [6, 'Return'],
      [7, 'or destruction of all the copies'], [9, 'Remedies'], [10, 'open to the Discloser for a breach'], [11, 'Notices'],
    ];
    const items = [...column(clauses, 250, 100), ...notes.map(([k, text]) => cell(text, 50, 100 + k * 12))];
    const byLine = new Map(notes);
    expect(linesFromItems(items)).toBe(clauses.map((text, k) => (byLine.has(k) ? `${byLine.get(k)}\t${text}` : text)).join('\n'));
  });

  it('does not split prose whose word spaces happen to line up down the lines', () => {
    // A space of 0.8 font sizes at the same place in every line: narrower than a gutter.
    const halves: Array<[string, string]> = [
      ['The Recipient shall keep all', 'the information secret and'],
      ['shall not give it to any of', 'the persons outside its firm'],
      ['unless that person needs it', 'for the transaction and has'],
      ['agreed in writing to keep it', 'secret on the same terms as'],
      ['this Agreement sets out for', 'the Recipient, which is liable'],
    ];
    const items = halves.flatMap(([a, b], k) => [cell(a, 50, 100 + k * 12), cell(b, 50 + 28 * 5 + 8, 100 + k * 12)]);
    expect(linesFromItems(items)).toBe(halves.map(([a, b]) => `${a} ${b}`).join('\n'));
  });

  it('keeps a table below the columns whole, though its columns leave the gutter white', () => {
    const items = [
      ...column(LEFT, 50, 100),
      ...column(RIGHT, 300, 100),
      ...row(170, [['Item', 50], ['Category', 180], ['Status', 320], ['Amount', 420]]),
      ...row(186, [['Licence renewal', 50], ['Software', 180], ['Open', 320], ['1,555.00', 420]]),
      ...row(202, [['Support plan', 50], ['Services', 180], ['Closed', 320], ['461.97', 420]]),
    ];
    expect(linesFromItems(items)).toBe(
      [...LEFT, ...RIGHT, 'Item | Category | Status | Amount', 'Licence renewal | Software | Open | 1,555.00', 'Support plan | Services | Closed | 461.97'].join('\n'),
    );
  });

  it('leaves a signature block side by side as it was: a table, or lines of a few words', () => {
    const block: Array<[string, string]> = [
      ['ACME CORPORATION', 'BETA HOLDINGS LLC'],
      ['By: /s/ John Smith', 'By: /s/ Jane Doe'],
      ['Name: John Smith', 'Name: Jane Doe'],
      ['Title: Chief Executive Officer', 'Title: President'],
      ['Date: March 5, 2014', 'Date: March 6, 2014'],
    ];
    const lines = (step: number) => block.flatMap(([a, b], k) => [cell(a, 50, 100 + k * step), cell(b, 300, 100 + k * step)]);
    expect(linesFromItems(lines(14))).toBe(block.map(([a, b]) => `${a} | ${b}`).join('\n'));
    // Room to sign between the lines: too far apart for a table, and no prose either side.
    expect(linesFromItems(lines(40))).toBe(block.map(([a, b]) => `${a}\t${b}`).join('\n'));
  });
});
