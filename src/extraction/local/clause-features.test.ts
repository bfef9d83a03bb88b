import { describe, expect, it } from 'vitest';
import { candidatesFor } from './candidates/index.ts';
import { clauseAt } from './clause.ts';
import { stem } from '../text.ts';
import { asksCommitment, isWholeDate } from './clause-features.ts';
import { Doc } from './doc.ts';
import { prepare } from './engine.ts';
import { FEATURE_INDEX, FEATURES } from './feature-names.ts';
import { analyzeField } from './field.ts';

const docOf = (text: string) => new Doc([{ dataSourceId: 'ds_CLAUSE0000', name: 'doc', pages: [{ page: 1, text }] }]);

describe('what a field asks', () => {
  it('reads a field about a promise or a next step as asking for a sentence about the future', () => {
    expect(asksCommitment(analyzeField({ name: 'agent_commitment', description: '', type: 'verbatim' }))).toBe(true);
    expect(asksCommitment(analyzeField({ name: 'next_action', description: 'What the sender says it will do next', type: 'verbatim' }))).toBe(true);
    expect(asksCommitment(analyzeField({ name: 'complaint', description: 'What the customer says went wrong', type: 'verbatim' }))).toBe(false);
  });

  it('asks an address part of a place, whoever it belongs to ("Town or city of the customer" is not a customer)', () => {
    const q = analyzeField({ name: 'customer_town', description: 'Town or city of the customer', type: 'text' });
    expect(q.part).toBe('city');
    expect([q.classes.address, q.classes.place, q.classes.org, q.classes.person]).toEqual([1, 1, 0, 0]);
    const plain = analyzeField({ name: 'customer', description: 'Who is being billed', type: 'text' });
    expect(plain.part).toBe(null);
    expect(plain.classes.org).toBe(1);
  });
});

describe('the place a name is asked for', () => {
  it('counts the parties from the first name, not from a title above them', () => {
    const doc = docOf('Non-Disclosure Agreement\n\nThis Agreement is made by and between Polaris Freight GmbH (the "Disclosing Party") and Veridian Semiconductors Corp. (the "Recipient").');
    const [task] = prepare(doc, [{ name: 'party_b', description: '', type: 'text' }]);
    const fit = FEATURE_INDEX.get('ord_fit')!;
    const fitted = task.cands.filter((c, i) => task.rows[i].idx.includes(fit)).map((c) => c.key);
    expect([...new Set(fitted)]).toEqual(['veridian semiconductors corp']);
  });
});

describe("what a label says besides the field's words", () => {
  it('reads the words before a value as a label only when they stand as one, not from the sentence it is in', () => {
    const xw = (text: string) => {
      const [task] = prepare(docOf(text), [{ name: 'start date', description: '', type: 'date' }]);
      const i = task.cands.findIndex((c) => c.value === '2017-12-16');
      return [...task.rows[i].idx].filter((k) => FEATURES[k].startsWith('xw_')).length;
    };
    expect(xw('Agreement date: 2017-12-16')).toBeGreaterThan(0);
    expect(xw('Agreement date 2017-12-16')).toBeGreaterThan(0);
    expect(xw('This Agreement is made and entered into as of December 16, 2017 by and between them.')).toBe(0);
    expect(xw('Agreement made on 16 December 2017 between them.')).toBe(0);
  });
});

describe('which side a field asks for', () => {
  it('reads the receiving or the sending side from the name, else the description', () => {
    const side = (name: string, description = '') => analyzeField({ name, description, type: 'text' }).side;
    expect([side('seller'), side('Billed customer', 'customer name'), side('bill_to_city'), side('requester_email'), side('from_company')]).toEqual(['from', 'to', 'to', 'from', 'from']);
    expect([side('term'), side('entity name'), side('issuer_or_customer')]).toEqual([null, null, null]);
    expect(side('company', 'who issued the invoice')).toBe('from');
  });

  it("reads a name alone as a company's or a person's", () => {
    const q = analyzeField({ name: 'bill_to_name', description: '', type: 'text' });
    expect([q.classes.org, q.classes.person]).toEqual([1, 1]);
    expect(analyzeField({ name: 'signatory_name', description: '', type: 'text' }).classes.org).toBe(0);
  });
});

describe('fields that ask "who"', () => {
  it('reads "who" as asking for a person or an organisation, unless a word says which', () => {
    const classes = (name: string, description = '') => analyzeField({ name, description, type: 'text' }).classes;
    expect([classes('who raised it').person, classes('who raised it').org]).toEqual([1, 1]);
    // A name for what someone did ("raised_by") asks "who" as plainly as the word itself; a description's "who" a little less.
    expect([classes('raised_by', 'who opened the ticket').person, classes('raised_by', 'who opened the ticket').org]).toEqual([1, 1]);
    expect([classes('opener', 'who opened the ticket').person, classes('opener', 'who opened the ticket').org]).toEqual([0.8, 0.8]);
    // The name's word says which: a person.
    expect(classes('employee', 'who rang it up').org).toBe(0);
    // The name's word says which: a company.
    expect(classes('supplier_company', 'who supplies the goods').person).toBe(0);
    // A company named in the clause is what the person does, not what is asked; a kind in brackets is.
    expect([classes('ceo_name', 'who runs the company').person, classes('ceo_name', 'who runs the company').org]).toEqual([1, 0.5]);
    expect([classes('appraiser', 'who did the survey (business name)').org, classes('sender', 'Organisation that wrote the letter').org]).toEqual([1, 1]);
    // Both kinds named: the first is what is asked, unless the two are offered as a choice.
    expect([classes('vendor_contact', 'person at the software company').person, classes('vendor_contact', 'person at the software company').org]).toEqual([1, 0.5]);
    expect([classes('booked_by', 'staff member at reception').org, classes('party', 'a company or a person').org]).toEqual([0.5, 1]);
    // A payee is a person as often as a firm; "org" is an organisation.
    expect([classes('payee').person, classes('recipient_org').org]).toEqual([1, 1]);
  });
});

describe('the name of a thing', () => {
  it("reads the name of a job, a product, a project or a plan as neither a person's nor a firm's", () => {
    const classes = (name: string, description = '') => analyzeField({ name, description, type: 'text' }).classes;
    for (const name of ['role_name', 'product_name', 'funded_project_name', 'plan', 'event_name', 'position']) expect([name, classes(name).person, classes(name).org]).toEqual([name, 0, 0]);
    // A firm's or a person's name stays one; so does a role that names someone ("model_owner").
    expect([classes('hotel_name').org, classes('client_name').person, classes('model_owner').person]).toEqual([1, 1, 1]);
  });
});

describe('durations asked without the word "term"', () => {
  it('reads "how long does the NDA last" as asking for a duration', () => {
    expect(analyzeField({ name: 'how long does the NDA last', description: '', type: 'text' }).classes.duration).toBe(1);
  });
});

describe('ordinals', () => {
  it('reads which of several names a field asks for from its name, else its description', () => {
    const ordinal = (name: string, description = '') => analyzeField({ name, description, type: 'text' }).ordinal;
    expect([ordinal('party_b'), ordinal('first party'), ordinal('party_a'), ordinal('disclosing_party', 'the first party named'), ordinal('counterparty', 'the other company signing')]).toEqual([2, 1, 1, 1, null]);
  });
});

describe('text answers that are dates', () => {
  it('tells a label value that is only a date from a name', () => {
    const doc = docOf('From: Leila Lefèvre\nOpened: 22 July 2024\nStatus: open');
    const cands = candidatesFor(doc, 'text').filter((c) => c.kind === 'label_value');
    expect(cands.map((c) => [c.value, isWholeDate(doc, c)])).toEqual([
      ['Leila Lefèvre', false],
      ['22 July 2024', true],
      ['open', false],
    ]);
  });

  it('tells one from days joined into a range ("9–11 June 2026"), not from a name with a date in it', () => {
    const doc = docOf('Event dates: 9–11 June 2026\nStay: 3 March 2026 to 5 April 2026\nEvent: Summit of 9 June 2026');
    const cands = candidatesFor(doc, 'text').filter((c) => c.kind === 'label_value');
    expect(cands.map((c) => [c.value, isWholeDate(doc, c)])).toEqual([
      ['9–11 June 2026', true],
      ['3 March 2026 to 5 April 2026', true],
      ['Summit of 9 June 2026', false],
    ]);
  });

  it('tells a dateline (a place and the date the document was written) from a name with a place in it', () => {
    const doc = docOf('Issued: Freiburg im Breisgau, 17.06.2024\nOffice: Finanzamt Freiburg, Postfach 1180\nBranch: Hamburg, since 2019');
    const cands = candidatesFor(doc, 'text').filter((c) => c.kind === 'label_value');
    expect(cands.map((c) => [c.value, isWholeDate(doc, c)])).toEqual([
      ['Freiburg im Breisgau, 17.06.2024', true],
      ['Finanzamt Freiburg, Postfach 1180', false],
      ['Hamburg, since 2019', false],
    ]);
  });
});

describe('a heading over a clause', () => {
  it('takes a short sentence opening its line as the heading of the next, not one inside a paragraph', () => {
    const text = '7. Term. The Agreement runs for two years.\nI bought it on 15 August 2020. Order number 4471. On 20 May 2021 it broke.';
    const doc = docOf(text);
    const under = clauseAt(doc, doc.pages[0], text.indexOf('The Agreement'))!;
    expect(under.stems.has('term')).toBe(true);
    const after = clauseAt(doc, doc.pages[0], text.indexOf('20 May'))!;
    expect(after.stems.has('order')).toBe(false);
    expect(after.stems.has(stem('broke'))).toBe(true);
  });
});

describe('the person a letter greets', () => {
  it('is the name on the greeting line when no address block names them, a whole name not cut from a longer one', () => {
    const doc = docOf('Dear Amira Hassan,\n\nThank you for registering for the summit.\n\nKind regards,\nTom Whitaker');
    const [task] = prepare(doc, [{ name: 'attendee', description: '', type: 'text' }]);
    const greet = FEATURE_INDEX.get('greet_fit')!;
    const i = task.cands.findIndex((c) => c.kind === 'entity' && c.value === 'Amira Hassan');
    expect(i).toBeGreaterThanOrEqual(0);
    expect(task.rows[i].idx.includes(greet)).toBe(true);
    expect(task.cands[i].f.e_partial).toBe(0);
    // The greeting itself is no answer, and an attendee is the customer's side.
    const line = task.cands.findIndex((c) => c.kind === 'line' && String(c.value).startsWith('Dear'));
    expect(line).toBeGreaterThanOrEqual(0);
    expect(task.rows[line].idx.includes(greet)).toBe(false);
    expect(task.q.side).toBe('to');
  });
});
