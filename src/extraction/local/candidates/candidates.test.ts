import { describe, expect, it } from 'vitest';
import { clauseAt, durationClause } from '../clause.ts';
import { Doc } from '../doc.ts';
import { buildContext, candidatesFor, type Candidate } from './index.ts';

const docOf = (text: string) => new Doc([{ dataSourceId: 'ds_CANDS00000', name: 'doc', pages: [{ page: 1, text }] }]);
const spansOf = (cands: Candidate[], kind: string) => cands.filter((c) => c.kind === kind).map((c) => c.page.text.slice(c.start, c.end));

describe('address parts', () => {
  it('offers the postcode whole, the town beside it and the street line', () => {
    const text = 'Acme Supplies Ltd\n12 High Street, Leeds LS1 4AP\nUnited Kingdom\n\nShip to:\n400 Elm Avenue\nSpringfield, IL 62704-1234\n\n10 Rue de Rivoli | 75001 Paris';
    const cands = candidatesFor(docOf(text), 'text');
    expect(spansOf(cands, 'postcode')).toEqual(['LS1 4AP', '62704-1234', '75001']);
    expect(spansOf(cands, 'city')).toEqual(['Leeds', 'Springfield', 'Paris']);
    expect(spansOf(cands, 'street')).toEqual(['12 High Street', '400 Elm Avenue', '10 Rue de Rivoli']);
  });
});

describe('durations', () => {
  it('reads an anniversary as a term in years, its span as evidence', () => {
    const text = 'This Agreement shall terminate on the fifth anniversary of the Effective Date.';
    const anniversary = candidatesFor(docOf(text), 'text').filter((c) => c.kind === 'duration');
    expect(anniversary.map((c) => [c.value, c.key, c.page.text.slice(c.start, c.end)])).toEqual([['5 years', '5 years', 'fifth anniversary']]);
  });

  it("tells the agreement's term clause from notice and non-solicitation clauses", () => {
    const text =
      '1. Notice. Either party may end discussions on thirty (30) days written notice.\n2. Non-solicitation. For a period of one (1) year neither party shall solicit employees of the other.\n3. Term. This Agreement shall remain in effect for a period of two (2) years.';
    const doc = docOf(text);
    const durations = candidatesFor(doc, 'text').filter((c) => c.kind === 'duration');
    const clauseOf = (words: string) => {
      const c = durations.find((d) => d.page.text.slice(d.start, d.end) === words)!;
      return durationClause(clauseAt(doc, c.page, c.start));
    };
    const term = clauseOf('two (2) years');
    const notice = clauseOf('thirty (30) days');
    const solicit = clauseOf('one (1) year');
    expect(term.term).toBeGreaterThan(notice.term);
    expect(term.self).toBe(1);
    expect(term.side).toBe(0);
    expect(notice.side).toBeGreaterThan(0);
    expect(solicit.side).toBeGreaterThan(0);
    // The heading sentence before the clause ("3. Term.") is read as part of it.
    const c = durations.find((d) => d.page.text.slice(d.start, d.end) === 'two (2) years')!;
    expect(clauseAt(doc, c.page, c.start)!.stems.has('term')).toBe(true);
  });
});

describe('contexts', () => {
  it('gives a role defined in brackets to the name before it, not to the next one', () => {
    const text = 'This Agreement is made between Acme Ltd ("Client") and Beta LLC ("Provider").';
    const doc = docOf(text);
    const at = text.indexOf('Beta LLC');
    const ctx = buildContext(doc, doc.pages[0], doc.lines[0], at, at + 'Beta LLC'.length);
    expect(ctx.left.has('client')).toBe(false);
  });

  it('reads the label of a totals row across the empty cells before its amount', () => {
    const text = 'Description | Qty | Unit Price | Amount\nWidgets | 4 | 12.50 | 50.00\nVAT 20% |  |  | 10.00\nTotal |  |  | 60.00';
    const doc = docOf(text);
    const vat = candidatesFor(doc, 'currency').find((c) => c.value === 10)!;
    expect([...vat.ctx.left]).toContain('vat');
    const total = candidatesFor(doc, 'currency').find((c) => c.value === 60)!;
    expect([...total.ctx.left]).toContain('total');
  });
});

describe('ids', () => {
  it('does not take a date for an id, and marks years and phone numbers', () => {
    const text = 'Receipt no: 2024-01-05\nReceipt ID: R-88123\nEstablished 2011\nTel: +44 20 7946 0958';
    const ids = candidatesFor(docOf(text), 'id_alphanumeric');
    const values = ids.map((c) => c.value);
    expect(values).not.toContain('2024-01-05');
    expect(values).toContain('R-88123');
    expect(ids.find((c) => c.value === '2011')!.f.year).toBe(1);
    expect(ids.find((c) => c.value === '7946')!.f.in_phone).toBe(1);
  });
});
