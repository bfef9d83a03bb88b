import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../domain/tool-runs.ts';
import { candidatesFor } from './candidates/index.ts';
import { Doc } from './doc.ts';
import { analyzeField, contentWords, matchContext } from './field.ts';
import { matchLinks, sentenceStems } from './lexical.ts';
import { stem, words } from '../text.ts';
import { irregularVerbOf, relationsOf } from './wordnet.ts';

const field = (name: string, description = '', type: FieldDefinition['type'] = 'text'): FieldDefinition => ({ name, description, type });
const bag = (text: string) => new Set(words(text).map(stem));
const direct = (name: string, label: string) => matchContext(analyzeField(field(name)), bag(label), () => 1).name;
const linked = (name: string, label: string, description = '') => {
  const q = analyzeField(field(name, description));
  return matchLinks(q, bag(label));
};

describe('WordNet reader', () => {
  it('finds a word through its inflected form, with synonyms, broader and narrower words and words of the same root', () => {
    const customers = relationsOf('customers');
    expect(customers.synonyms).toContain('client');
    expect(customers.broader).toContain('consumer');
    expect(customers.broader).toContain('purchaser');
    const spending = relationsOf('spending');
    expect(spending.synonyms).toContain('outlay');
    expect([...spending.synonyms, ...spending.broader, ...spending.related]).toContain('expenditure');
    expect(relationsOf('jurisdiction').related).toContain('law');
  });

  it('knows nothing of what is not an English word, and keeps each word in its strongest kind', () => {
    const none = relationsOf('xqzvt');
    expect(none.synonyms.size + none.broader.size + none.related.size).toBe(0);
    const vendor = relationsOf('vendor');
    expect(vendor.synonyms).toContain('seller');
    expect(vendor.broader).not.toContain('seller');
    expect(vendor.synonyms).not.toContain('vendor');
  });
});

describe('irregular verbs', () => {
  it("reads an irregular form as its verb ('bought': buy), unless it is an adjective or a common noun of its own", () => {
    expect(irregularVerbOf('bought')).toBe('buy');
    expect(irregularVerbOf('began')).toBe('begin');
    expect(relationsOf('bought').synonyms).toContain('purchase');
    // "Paid on booking" is done, not to be paid; "left" and "ground" are what they say.
    expect(irregularVerbOf('paid')).toBeUndefined();
    expect(irregularVerbOf('left')).toBeUndefined();
    expect(irregularVerbOf('ground')).toBeUndefined();
    // A regular form needs no lemma: the stemmer reads it.
    expect(irregularVerbOf('referred')).toBeUndefined();
  });
});

describe('a field meets the words of a document', () => {
  it('through the hand-written list for terms of business documents', () => {
    expect(direct('customer', 'Bill to')).toBeGreaterThan(0);
    expect(direct('jurisdiction', 'Governing law')).toBeGreaterThan(0);
    expect(direct('supplier', 'Vendor')).toBeGreaterThan(0);
    // A vehicle's papers head its maker "Make", a word WordNet's links keep too general to follow.
    expect(direct('vehicle_make', 'Brand')).toBeGreaterThan(0);
    expect(direct('brand', 'Make')).toBeGreaterThan(0);
  });

  it('through WordNet, by the kind of link', () => {
    // "client" and "purchaser" are in the hand-written list already: WordNet adds the words it lacks.
    expect(linked('total_spending', 'Total outlay').synonym).toBe(0.5);
    expect(linked('customer', 'Patron').broader).toBe(1);
    expect(linked('customer', 'Patron').synonym).toBe(0);
    expect(linked('payment_reference', 'Remittance advice').broader).toBeGreaterThan(0);
    // "expenditure" is in the hand-written list with "spending" now: met directly, not again through WordNet.
    const spending = linked('total_spending', 'Total expenditure');
    expect(spending.synonym + spending.broader + spending.related).toBe(0);
    expect(direct('total_spending', 'Total expenditure')).toBeGreaterThan(0);
    expect(linked('registration_number', 'Registered charity number').related).toBeGreaterThan(0);
  });

  it("not from a person's word to the thing that person does, though the verb and other persons of its family still meet it", () => {
    // A producer is not a product: a table's "Product" column names no producer.
    expect(direct('producer_name', 'Product')).toBe(0);
    expect(linked('producer_name', 'Product').related).toBe(0);
    expect(direct('employer', 'Employment')).toBe(0);
    expect(direct('employer', 'Employed by')).toBeGreaterThan(0);
    expect(direct('organiser', 'Organization')).toBeGreaterThan(0);
    // A thing's word still meets its forms ("approved" for approval_date).
    expect(direct('approval_date', 'Approved on')).toBeGreaterThan(0);
  });

  it('through two name words WordNet knows together, for both words', () => {
    // "take-home" (pay) is what is left after deductions: net. Neither "take" nor "home" alone says so.
    const takeHome = linked('take_home', 'Net pay');
    expect(takeHome.synonym + takeHome.broader + takeHome.related).toBe(1);
    const earnings = linked('net_income', 'Earnings for the year');
    expect(earnings.synonym).toBeGreaterThan(0);
    const apart = linked('take_time', 'Net pay');
    expect(apart.synonym + apart.broader + apart.related).toBe(0);
  });

  it('not through unrelated words, nor again through a word already met directly', () => {
    expect(linked('customer', 'Weather forecast for Tuesday')).toEqual({ synonym: 0, broader: 0, related: 0, desc: 0 });
    expect(linked('total_spending', 'Registered office address')).toEqual({ synonym: 0, broader: 0, related: 0, desc: 0 });
    // "customer client": the name's word is there itself; the synonym adds nothing more.
    expect(linked('customer', 'Customer / client').synonym).toBe(0);
  });

  it('through the description too', () => {
    expect(linked('buyer_name', 'Patron', 'the customer who placed the order').desc).toBeGreaterThan(0);
  });

  it('not through a copula of the description, whose senses meet any sentence', () => {
    // "becomes" links through WordNet to "turn", "work", "run".
    const description = 'the date on which the agreement becomes effective';
    expect(linked('effective_date', 'The parties will work to turn this into a form', description).desc).toBe(0);
    expect(linked('effective_date', 'This understanding shall be efficacious from that date', description).desc).toBe(0);
  });

  it('not through a word of the description that names the document itself', () => {
    // "agreement" links to "covenant", "settlement", "deal": every sentence of an agreement speaks of them.
    const description = 'Date on which the agreement becomes effective';
    expect(linked('effective_date', 'the covenant and settlement of the original deal', description).desc).toBe(0);
    expect(linked('date_of_service', 'On 19 Dec 2023 I travelled with you', 'when the trip took place').desc).toBeGreaterThan(0);
  });

  it('does not expand a word that only says the value type', () => {
    // "number" has WordNet senses ("issue", "figure") that would match any label.
    expect(linked('invoice_number', 'Issue').synonym + linked('invoice_number', 'Issue').broader).toBe(0);
  });
});

describe('the sentence a value sits in', () => {
  const text = [
    'Summary of the year',
    '',
    'During the year the charity spent a great deal on its work. Our total expenditure for the year came to',
    '£1,234,567 against an income of £1,500,000. Reserves stand at £200,000.',
    'Telephone: 01234 567890',
  ].join('\n');
  const doc = new Doc([{ dataSourceId: 'ds_TESTTEST00', name: 'report', pages: [{ page: 1, text }] }]);
  const at = (value: string) => candidatesFor(doc, 'currency').find((c) => text.slice(c.start, c.end).includes(value))!;
  const stops = new Set(contentWords.stopwords);

  it('holds the words of its sentence across a wrapped line, and not those of the sentences before or after', () => {
    const s = sentenceStems(doc, at('1,234,567'), stops);
    expect(s).toContain(stem('expenditure'));
    expect(s).toContain(stem('income'));
    expect(s).not.toContain(stem('spent'));
    expect(s).not.toContain(stem('reserves'));
  });

  it('stops at a short line that is a form label, not prose', () => {
    const phone = candidatesFor(doc, 'number').find((c) => text.slice(c.start, c.end).includes('567890'));
    expect(phone).toBeDefined();
    const s = sentenceStems(doc, phone!, stops);
    expect(s).toContain(stem('telephone'));
    expect(s).not.toContain(stem('reserves'));
  });
});

describe('the other side of what is done', () => {
  it('keeps an employer from an employee, a lessor from a lessee and a payer from a payee, though WordNet links them', () => {
    for (const [name, label] of [['employer', 'Employee'], ['employee', 'Employer'], ['lessor', 'Lessee'], ['payee', 'Payer']]) {
      const q = analyzeField(field(name));
      expect(q.terms.has(stem(label.toLowerCase())), `${name} / ${label}`).toBe(false);
      const m = linked(name, label);
      expect(m.synonym + m.broader + m.related, `${name} / ${label}`).toBe(0);
    }
    // Its own verb still counts ("employed by" for an employer); the thing it does does not ("employment").
    expect(analyzeField(field('employer')).terms.has(stem('employ'))).toBe(true);
    expect(analyzeField(field('employer')).terms.has(stem('employment'))).toBe(false);
  });
});
