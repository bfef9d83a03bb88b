import { describe, expect, it } from 'vitest';
import type { ExtractedField, FieldDefinition, FieldType } from '../../domain/tool-runs.ts';
import { buildContext, candidatesFor, cellPieces, type Candidate } from './candidates/index.ts';
import { Doc } from './doc.ts';
import { createLocalBackend } from './index.ts';

// Tables are written one row per line, cells joined by " | " (every reader does so); side-by-side blocks of a
// PDF, such as the signature blocks of two parties, come out the same way.

const docOf = (...pages: string[]) => new Doc([{ dataSourceId: 'ds_TABLES0000', name: 'doc', pages: pages.map((text, i) => ({ page: i + 1, text })) }]);

const texts = (cands: Candidate[], kind?: string) => cands.filter((c) => !kind || c.kind === kind).map((c) => c.page.text.slice(c.start, c.end));

/** Every candidate's span is page text, and none holds a cell separator. */
function expectWithinCells(doc: Doc, cands: Candidate[]): void {
  for (const c of cands) {
    const text = c.page.text.slice(c.start, c.end);
    expect(text, c.kind).not.toContain(' | ');
    expect(doc.crossesCell(c.page, c.start, c.end), `${c.kind} ${JSON.stringify(text)}`).toBe(false);
  }
}

const SIGNATURES = `IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.
AUSPEX PHARMACEUTICALS | TEVA PHARMACEUTICAL INDUSTRIES, LTD.
By: /s/ Bharatt Chowrira | By: /s/ Keren Haruvi
Name: Bharatt Chowrira | Name: Keren Haruvi, VP
Title: COO | Title: Head of Global M&A and Transactional Analytics`;

describe('table cells', () => {
  it('knows where a span runs over a cell boundary', () => {
    const page = 'Intro line\nAcme Ltd | Beta LLC\nwrapped cell text\nGamma Inc | Delta Corp';
    const doc = docOf(page);
    const p = doc.pages[0];
    const at = (s: string) => page.indexOf(s);
    expect(doc.crossesCell(p, at('Acme'), at('Acme') + 'Acme Ltd'.length)).toBe(false);
    expect(doc.crossesCell(p, at('Beta'), at('Beta') + 'Beta LLC'.length)).toBe(false);
    expect(doc.crossesCell(p, at('Acme'), at('Beta') + 4)).toBe(true);
    // From a row's last cell onto the line after it (a wrapped cell), and from the line above into a first cell: one cell.
    expect(doc.crossesCell(p, at('Beta'), at('wrapped') + 'wrapped cell text'.length)).toBe(false);
    expect(doc.crossesCell(p, at('Intro'), at('Acme') + 4)).toBe(false);
    // From one row into the next: two cells.
    expect(doc.crossesCell(p, at('Beta'), at('Gamma') + 5)).toBe(true);
    expect(doc.cellsOf(doc.lines[1])!.map((c) => c.text)).toEqual(['Acme Ltd', 'Beta LLC']);
    expect(doc.cellsOf(doc.lines[0])).toBeNull();
    // Cells are trimmed of the spaces around them, at their exact offsets.
    const padded = '  Acme Ltd  |  Beta LLC ';
    const pd = docOf(padded);
    for (const c of pd.cellsOf(pd.lines[0])!) expect(padded.slice(c.start, c.end)).toBe(c.text);
    expect(pd.cellsOf(pd.lines[0])!.map((c) => c.text)).toEqual(['Acme Ltd', 'Beta LLC']);
    // An empty cell stays a cell.
    expect(docOf('A |  | B').cellsOf(docOf('A |  | B').lines[0])!.map((c) => [c.text, c.blank])).toEqual([
      ['A', false],
      ['', true],
      ['B', false],
    ]);
  });

  it('cuts a sentence at the cells of a row, and keeps it whole outside tables', () => {
    const page = 'Clause | The supplier shall keep all customer data confidential. | Signed\nThe buyer pays within thirty days of the invoice date.';
    const doc = docOf(page);
    const p = doc.pages[0];
    const pieces = cellPieces(doc, p, 0, page.length);
    expect(pieces.map((x) => x.text)).toEqual(['Clause', 'The supplier shall keep all customer data confidential.', 'Signed\nThe buyer pays within thirty days of the invoice date.']);
    for (const x of pieces) expect(page.slice(x.start, x.start + x.text.length)).toBe(x.text);
    const prose = page.indexOf('The buyer');
    expect(cellPieces(doc, p, prose, page.length)).toEqual([{ start: prose, text: page.slice(prose) }]);
    // Two rows: a piece stops before the second row.
    const two = 'Note | first passage wraps\nonto this line\nSecond | row here';
    const d2 = docOf(two);
    expect(cellPieces(d2, d2.pages[0], 0, two.length).map((x) => x.text)).toEqual(['Note', 'first passage wraps\nonto this line', 'Second', 'row here']);
  });

  it('gives each cell of a signature table row as a name of its own, never the row', () => {
    const doc = docOf(SIGNATURES);
    const cands = candidatesFor(doc, 'text');
    expectWithinCells(doc, cands);
    const lines = texts(cands, 'line');
    expect(lines).toContain('AUSPEX PHARMACEUTICALS');
    expect(lines).toContain('TEVA PHARMACEUTICAL INDUSTRIES, LTD.');
    expect(lines.some((t) => t.includes('AUSPEX') && t.includes('TEVA'))).toBe(false);
    // "Name: A | Name: B": each label's value ends with its cell.
    const values = texts(cands, 'label_value');
    expect(values).toContain('Bharatt Chowrira');
    expect(values).toContain('Keren Haruvi, VP');
    expect(values).toContain('COO');
    expect(values).toContain('Head of Global M&A and Transactional Analytics');
  });

  it('reads a label in the first cell and its value in the second, up to the end of that cell', () => {
    const doc = docOf('Customer | Harbor Media GmbH | Order date | 2024-03-05');
    const values = texts(candidatesFor(doc, 'text'), 'label_value');
    expect(values).toContain('Harbor Media GmbH');
    expect(values.some((v) => v.includes('Order'))).toBe(false);
    // Two labels heading their columns are no label and value: the values are in the row below. Nor is a name
    // in the first cell of side-by-side blocks the label of the second.
    const heads = docOf('Seller: | Buyer:\nAcme Ltd | Beta LLC');
    const hc = candidatesFor(heads, 'text');
    expect(texts(hc, 'label_value')).toEqual([]);
    expect(texts(hc, 'label_next')).toEqual(['Acme Ltd', 'Beta LLC']);
  });

  it('does not read a place, a name or a line across cells or rows', () => {
    const doc = docOf('Office | New | Mexico\nMain contact | Acme Holdings\nBeta Partners | Chicago\nHOME MASTER HARDWARE &\nELECTRICAL | Gamma');
    const cands = candidatesFor(doc, 'text');
    expectWithinCells(doc, cands);
    const all = texts(cands);
    // "New | Mexico" is two cells: no "New Mexico", but the place in the second cell.
    expect(all).not.toContain('New | Mexico');
    expect(texts(cands, 'place')).toContain('Mexico');
    expect(texts(cands, 'entity')).toContain('Acme Holdings');
    expect(texts(cands, 'entity')).toContain('Beta Partners');
    expect(all.some((t) => t.includes('Holdings') && t.includes('Beta'))).toBe(false);
    // A name wrapped over two lines is not joined onto a table row.
    expect(texts(cands, 'line2')).toEqual([]);
  });

  it('builds an address block up to a table row, not into it', () => {
    const page = 'Ship to:\n12 Harbour Street\nSpringfield, IL 62701 | Denver, CO 80207\n30 Main Road\nBoston, MA 02110';
    const doc = docOf(page);
    const cands = candidatesFor(doc, 'text');
    expectWithinCells(doc, cands);
    const blocks = texts(cands, 'block');
    expect(blocks).toContain('30 Main Road\nBoston, MA 02110');
    expect(blocks.some((b) => b.includes('12 Harbour Street'))).toBe(false);
    // The cells of the row are lines of their own.
    expect(texts(cands, 'line')).toEqual(expect.arrayContaining(['Springfield, IL 62701', 'Denver, CO 80207']));
  });

  it('looks for the rest of an address under a cell in its own column', () => {
    const page = 'Acme Ltd | Beta LLC\n12 Harbour Street | Attn: Legal Department';
    const doc = docOf(page);
    const line = (text: string) => candidatesFor(doc, 'text').find((c) => c.kind === 'line' && c.page.text.slice(c.start, c.end) === text)!;
    expect(line('Acme Ltd').f.next_addr).toBeGreaterThan(0.5);
    expect(line('Beta LLC').f.next_addr).toBe(0);
    expect(line('Legal Department').f.prev_addr).toBe(0);
  });

  it('keeps typed values and passages inside their cells', () => {
    const page = 'Effective date | March 5,\n2024 | Term | two (2) years\nTotal | USD 1,250.00 | 15% | INV-2024-001\nClause | The supplier shall keep all customer data confidential. | Signed';
    const doc = docOf(page);
    const types: FieldType[] = ['date', 'currency', 'number', 'percentage', 'id_alphanumeric', 'url', 'currency_symbol', 'text', 'verbatim'];
    for (const type of types) expectWithinCells(doc, candidatesFor(doc, type));
    // "March 5,\n2024" runs from one row into the next: it is no date of this document.
    expect(candidatesFor(doc, 'date').map((c) => c.value)).not.toContain('2024-03-05');
    expect(texts(candidatesFor(doc, 'verbatim'), 'sentence')).toContain('The supplier shall keep all customer data confidential.');
  });

  it('takes a label from the value’s own cell in side-by-side blocks, and from the cell before in a label | value row', () => {
    const doc = docOf(SIGNATURES);
    const p = doc.pages[0];
    const row = doc.lines[3];
    const at = SIGNATURES.indexOf('Keren Haruvi, VP');
    const ctx = buildContext(doc, p, row, at, at + 'Keren Haruvi'.length);
    expect([...ctx.left]).toEqual(['nam']);
    // The line above, in the value's column only.
    expect([...ctx.above]).toEqual(['s', 'keren', 'haruvi']);
    const teva = SIGNATURES.indexOf('TEVA');
    const first = buildContext(doc, p, doc.lines[1], teva, teva + 4);
    expect(first.left.size).toBe(0);
    expect(first.leftSep).toBe(false);
    // Alike cells make side-by-side blocks too ("Signature | Signature").
    const alike = 'CafePress Inc. | District Photo, Inc.\nSignature | Signature';
    const d2 = docOf(alike);
    const dp = alike.indexOf('District');
    expect(buildContext(d2, d2.pages[0], d2.lines[0], dp, dp + 8).left.size).toBe(0);
    // A key-value table: the cell before is the label; no further left.
    const kv = 'Order | 4471 | Customer | Harbor Media GmbH';
    const d3 = docOf(kv);
    const hm = kv.indexOf('Harbor');
    const kvCtx = buildContext(d3, d3.pages[0], d3.lines[0], hm, kv.length);
    expect([...kvCtx.left]).toEqual(['customer']);
    expect(kvCtx.leftSep).toBe(true);
  });
});

const ALIGNED = `Signed for and on behalf of each party:

Contractor                 Principal
Northwind Logistics Inc.   Quarry Lane Studios
Claire Dubois              Mateo Ruiz
Director                   Head of Procurement`;

describe('columns aligned with spaces', () => {
  it('reads a row of words aligned with spaces as cells, and a label with its figure as a line', () => {
    const text = `${ALIGNED}\n\nTOTAL AMT PAYABLE:   79.50\nCapital dû   164\u202f225,51 EUR\nPrepared by  Sophie Keller`;
    const doc = docOf(text);
    const cellTexts = (i: number) => doc.cellsOf(doc.lines[i])?.map((c) => c.text) ?? null;
    expect(cellTexts(2)).toEqual(['Contractor', 'Principal']);
    expect(cellTexts(4)).toEqual(['Claire Dubois', 'Mateo Ruiz']);
    // A figure alone in a cell keeps the row a line (a label and its amount); two spaces part no columns.
    expect(cellTexts(7)).toBeNull();
    expect(cellTexts(8)).toEqual(['Capital dû', '164\u202f225,51 EUR']);
    expect(cellTexts(9)).toBeNull();
    const cands = candidatesFor(doc, 'text');
    expectWithinCells(doc, cands);
    const lines = texts(cands, 'line');
    expect(lines).toContain('Claire Dubois');
    expect(lines.some((t) => t.includes('Claire') && t.includes('Mateo'))).toBe(false);
    // A space that groups digits is no column gap: the amount is read whole.
    expect(candidatesFor(doc, 'currency').map((c) => c.value)).toContain(164225.51);
  });

  it('heads a column past a row whose description runs on, indented, onto a line of its own, but not past numbered empty rows', () => {
    const invoice = `Lp. Nazwa                     Ilość  Wartość netto  Wartość brutto
1   Najem rusztowania         420        3 654,00        4 494,42
    (okres 02.06–30.06.2025)
2   Montaż rusztowania        420        2 730,00        3 357,90
                             RAZEM:      6 384,00        7 852,32`;
    const doc = docOf(invoice);
    const headerOf = (line: number, value: string) => {
      const at = invoice.indexOf(value);
      return buildContext(doc, doc.pages[0], doc.lines[line], at, at + value.length).header;
    };
    expect(headerOf(3, '3 357,90').has('brutto')).toBe(true);
    expect(headerOf(4, '7 852,32').has('brutto')).toBe(true);
    const form = 'Trial        Date          Time\nDate    1.   06/12/2025    8:30 a.m.\n        2.\n        3.\n\nDate: 04/22/2025          Clerk';
    const formDoc = docOf(form);
    const at = form.indexOf('04/22/2025');
    expect(buildContext(formDoc, formDoc.pages[0], formDoc.lines[5], at, at + 10).header.size).toBe(0);
  });

  it('heads a name in a signature table with the role at the top of its column as well as the firm over it', () => {
    const doc = docOf(ALIGNED);
    const p = doc.pages[0];
    const at = ALIGNED.indexOf('Claire');
    const header = buildContext(doc, p, doc.lines[4], at, at + 'Claire Dubois'.length).header;
    expect(header.has('contractor')).toBe(true);
    expect(header.has('northwind')).toBe(true);
    const other = ALIGNED.indexOf('Mateo');
    expect(buildContext(doc, p, doc.lines[4], other, other + 'Mateo Ruiz'.length).header.has('contractor')).toBe(false);
    // The role heading a column says which side of the exchange its names are on.
    const sides = 'Shipper                       Consignee\nPennine Office Supplies Ltd   Hollis & Reed Hardware\nDock Street                   Canal Side';
    const d3 = docOf(sides);
    const sideAt = (name: string) => buildContext(d3, d3.pages[0], d3.lines[1], sides.indexOf(name), sides.indexOf(name) + name.length).side;
    expect(sideAt('Pennine Office Supplies Ltd')).toBe('from');
    expect(sideAt('Hollis & Reed Hardware')).toBe('to');
    // In a table of figures, the header is the row over the figures, not a row of words further up.
    const table = 'Guest          Room\nAnna Berg      Suite\n\nItem           Amount\nLaundry        12.00';
    const d2 = docOf(table);
    const a = table.indexOf('12.00');
    expect([...buildContext(d2, d2.pages[0], d2.lines[4], a, a + 5).header]).toEqual(['amount']);
  });

  it('reads each word of a heading or label joined by a slash or a hyphen ("Rate/hr", "Versicherungsnehmer/in", "Kunden-Nr.")', () => {
    const slip = ['Description | Units | Rate/hr | Amount', 'Basic pay | 20 | 28.40 | 568.00'].join('\n');
    const doc = docOf(slip);
    const at = slip.indexOf('28.40');
    expect(buildContext(doc, doc.pages[0], doc.lines[1], at, at + 5).header.has('rat')).toBe(true);
    const policy = 'Versicherungsnehmer/in: Florian Busch';
    const d2 = docOf(policy);
    const name = policy.indexOf('Florian');
    expect(buildContext(d2, d2.pages[0], d2.lines[0], name, name + 13).left.has('policyholder')).toBe(true);
    const account = 'Kunden-Nr.: K-48213';
    const d3 = docOf(account);
    const id = account.indexOf('K-48213');
    expect(buildContext(d3, d3.pages[0], d3.lines[0], id, id + 7).left.has('customer')).toBe(true);
  });

  it("heads a row's cell with the table's header row, not with the body row above it", () => {
    const slip = ['Deductions | | Amount', 'Income tax | | 1,211.12', 'Employee NIC | | 434.36', 'Workplace pension | | 289.58'].join('\n');
    const doc = docOf(slip);
    const at = slip.indexOf('Workplace');
    expect([...buildContext(doc, doc.pages[0], doc.lines[3], at, at + 'Workplace pension'.length).header]).toEqual(['deduction']);
    // A header row may hold the years of its columns, or the unit of its figures.
    const accounts = ['Income | 2024 | 2023', ' | £000 | £000', 'Turnover | 4,120 | 3,877'].join('\n');
    const d2 = docOf(accounts);
    const item = accounts.indexOf('Turnover');
    expect([...buildContext(d2, d2.pages[0], d2.lines[2], item, item + 8).header]).toEqual(['incom']);
  });
});

async function extract(pages: string[], defs: FieldDefinition[]): Promise<Record<string, ExtractedField>> {
  const out = await createLocalBackend().extract({
    fields: defs,
    sources: [{ dataSourceId: 'ds_TABLES0000', name: 'doc', pages: pages.map((text, i) => ({ page: i + 1, text })) }],
    signal: new AbortController().signal,
    onField: () => {},
  });
  for (const f of out) for (const e of f.evidence) expect(pages[e.page - 1].slice(e.start, e.end)).toBe(e.text);
  return Object.fromEntries(out.map((f) => [f.name, f]));
}

const field = (name: string, description: string, type: FieldDefinition['type']): FieldDefinition => ({ name, description, type });

describe('values in tables', () => {
  it('names the parties of a signature table one by one, not joined across the cells', async () => {
    const page = `MUTUAL NONDISCLOSURE AGREEMENT
This Agreement is made between Auspex Pharmaceuticals and Teva Pharmaceutical Industries, Ltd. for the purpose of evaluating a possible transaction.

${SIGNATURES}`;
    const r = await extract([page], [field('party_1', 'Name of a party to the agreement', 'text'), field('party_2', 'Name of a party to the agreement', 'text')]);
    const parties = [r.party_1, r.party_2];
    for (const p of parties) {
      expect(p.value).not.toBeNull();
      expect(String(p.value)).not.toContain('|');
      for (const e of p.evidence) expect(e.text).not.toContain(' | ');
    }
    expect(parties.map((p) => String(p.value).toUpperCase()).sort()).toEqual(['AUSPEX PHARMACEUTICALS', 'TEVA PHARMACEUTICAL INDUSTRIES, LTD.']);
  });

  it('cites a value inside a cell at its exact offsets', async () => {
    const page = 'SERVICE ORDER\n\nCustomer | Harbor Media GmbH\nOrder number | ORD-55120\nDelivery date | 2024-10-31\nTotal | EUR 1,250.00';
    const r = await extract([page], [
      field('customer', 'Name of the customer', 'text'),
      field('order_number', 'The order number', 'id_alphanumeric'),
      field('delivery_date', 'Requested delivery date', 'date'),
      field('total', 'Total amount', 'currency'),
    ]);
    const expectAt = (f: ExtractedField, text: string) => {
      const start = page.indexOf(text);
      expect(f.evidence[0], f.name).toMatchObject({ page: 1, start, end: start + text.length, text });
    };
    expect(r.customer.value).toBe('Harbor Media GmbH');
    expectAt(r.customer, 'Harbor Media GmbH');
    expect(r.order_number.value).toBe('ORD-55120');
    expectAt(r.order_number, 'ORD-55120');
    expect(r.delivery_date.value).toBe('2024-10-31');
    expectAt(r.delivery_date, '2024-10-31');
    expect(r.total.value).toBe(1250);
    expectAt(r.total, 'EUR 1,250.00');
  });
});

describe("a form's label-and-value lines", () => {
  it('head no column: a value below another pair has no header', () => {
    const form = docOf('CERERE UNICĂ DE PLATĂ\n\nSolicitant:                     AGRO VALEA SRL\nCod fiscal:                     RO12345678\nData depunerii:                 12.05.2025\n');
    const line = candidatesFor(form, 'text').find((c) => c.kind === 'line' && form.pages[0].text.slice(c.start, c.end).startsWith('Data depunerii'))!;
    expect(line).toBeDefined();
    expect([...line.ctx.header]).toEqual([]);
  });
});
