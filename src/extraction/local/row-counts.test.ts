import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../domain/tool-runs.ts';
import { Doc } from './doc.ts';
import { createLocalBackend } from './index.ts';
import { prepare } from './engine.ts';
import { tablesOf } from './row-counts.ts';

const docOf = (text: string) => new Doc([{ dataSourceId: 'ds_ROWCOUNT00', name: 'doc', pages: [{ page: 1, text }] }]);
const count = (name: string, description = ''): FieldDefinition => ({ name, description, type: 'number' });

async function answers(text: string, fields: FieldDefinition[]) {
  const out = await createLocalBackend().extract({ fields, sources: [{ dataSourceId: 'ds_ROWCOUNT00', name: 'doc', pages: [{ page: 1, text }] }], signal: new AbortController().signal, onField: () => {} });
  for (const f of out) for (const e of f.evidence) expect(text.slice(e.start, e.end)).toBe(e.text);
  return Object.fromEntries(out.map((f) => [f.name, f]));
}

const ADVICE = `Remittance Advice
Cascade Medical Group Inc.
Date paid: Oct. 11, 2022
Pay to:
Apex Fire Protection Inc.
Inv. no. | Inv. date | Invoice amount | Disc. taken | Paid
2022-82384 | Aug. 10, 2022 | 3,764.75 | 112.94 | 3,651.81
2022-82389 | Aug. 12, 2022 | 1,370.99 | 27.42 | 1,343.57
2022-82410 | Aug. 26, 2022 | 7,303.50 | 146.07 | 7,157.43
Totals |  | 12,439.24 | 286.43 | 12,152.81
Net payment: $12,152.81`;

const STATEMENT = `Umsatzübersicht
Buchung | Vorgang | Betrag
2021-10-02 | Kartenzahlung Tankstelle am | 68,98 S
Ring
2021-10-11 | Dauerauftrag Sparplan Depot | 152,66 S
2021-10-15 | Gutschrift Erstattung | 85,92 H
Versandhaus Elbe
Saldo alt | Summe Haben | Belastungen gesamt | Endsaldo
2.677,69 € | 85,92 € | 221,64 € | 2.541,97 €`;

describe("a table's rows", () => {
  it('are the lines under a header of words, a wrapped cell no row, up to the row that sums them', () => {
    const tables = tablesOf(docOf(ADVICE));
    expect(tables.map((t) => [t.header.text.split(' | ')[0], t.rows.length])).toEqual([['Inv. no.', 3]]);
    const statement = tablesOf(docOf(STATEMENT));
    // The summary row of words under the transactions ("Saldo alt | Summe Haben | ...") ends them and heads no table.
    expect(statement.map((t) => t.rows.length)).toEqual([3]);
  });
});

describe('a count of what a table lists', () => {
  it('is the number of its rows when no figure says it: invoices under "Invoice amount", transactions of a statement', async () => {
    const advice = await answers(ADVICE, [count('number_of_invoices'), count('invoices_settled', 'how many invoices this payment covers')]);
    expect([advice.number_of_invoices.value, advice.invoices_settled.value]).toEqual([3, 3]);
    expect(advice.number_of_invoices.evidence[0].text).toBe('Inv. no. | Inv. date | Invoice amount | Disc. taken | Paid');
    // A statement's transactions: the count is its one candidate (the answer's confidence is the model's to give).
    const [task] = prepare(docOf(STATEMENT), [count('num_transactions', 'How many transactions are listed on the statement')]);
    expect(task.cands.map((c) => [c.kind, c.value])).toEqual([['rows', 3]]);
  });

  it('is the figure the document states, where it states one', async () => {
    const stated = await answers(`${ADVICE}\nThis payment covers 5 invoices.`, [count('number_of_invoices', 'how many invoices this payment covers')]);
    expect(stated.number_of_invoices.value).toBe(5);
  });

  it('is not a count of rows some word picks out, nor a figure of one line', async () => {
    const lab = `Result | Value | Range | Flag
Sodium | 139 | 135-145 |
Potassium | 5.9 | 3.5-5.1 | H
Glucose | 4.2 | 3.9-5.8 |`;
    const r = await answers(lab, [count('abnormal_results', 'how many results are flagged')]);
    expect(r.abnormal_results.value).not.toBe(3);
    const po = await answers(ADVICE, [count('first_line_quantity', 'number of units on the first line')]);
    expect(po.first_line_quantity.value).not.toBe(3);
  });
});
