import { describe, expect, it } from 'vitest';
import type { ExtractedField, FieldDefinition } from '../../domain/tool-runs.ts';
import { Doc } from './doc.ts';
import { analyzeFields } from './field.ts';
import { createLocalBackend } from './index.ts';
import { defaultModel } from './model.ts';
import { prepare } from './engine.ts';
import { extractText } from './test-kit.ts';
import { stem, words } from '../text.ts';

async function extract(pages: string[], defs: FieldDefinition[]): Promise<Record<string, ExtractedField>> {
  const out = await createLocalBackend().extract({
    fields: defs,
    sources: [{ dataSourceId: 'ds_TESTTEST00', name: 'doc', pages: pages.map((text, i) => ({ page: i + 1, text })) }],
    signal: new AbortController().signal,
    onField: () => {},
  });
  // Every answer's evidence is exactly the page text between its offsets, and every confidence a probability.
  for (const f of out) {
    expect(f.confidence).toBeGreaterThanOrEqual(0);
    expect(f.confidence).toBeLessThanOrEqual(1);
    for (const e of f.evidence) {
      expect(e.dataSourceId).toBe('ds_TESTTEST00');
      expect(pages[e.page - 1].slice(e.start, e.end)).toBe(e.text);
    }
    // A null answer cites nothing.
    expect(f.value === null && f.evidence.length > 0).toBe(false);
  }
  return Object.fromEntries(out.map((f) => [f.name, f]));
}

const field = (name: string, description: string, type: FieldDefinition['type'], options?: string[]): FieldDefinition => ({ name, description, type, ...(options ? { options } : {}) });

describe('decoys', () => {
  const INVOICE = `Northwind Traders Ltd
12 Market Street, Springfield

INVOICE
Invoice No.: NW-48213
Order date: 03/02/2024
Due date: 17/02/2024

Description          Qty   Unit price   Amount
Consulting hours       10        95.00   950.00
Licence renewal         1       300.00   300.00

Subtotal: €1.250,00
VAT (21%): €262,50
Total due: €1.512,50`;

  it('takes the total, not the subtotal beside it; the due date, not the order date', async () => {
    const r = await extract([INVOICE], [
      field('total', 'Total amount due', 'currency'),
      field('due_date', 'Date by which the invoice must be paid', 'date'),
      field('order_date', 'Date of the order', 'date'),
      field('invoice_number', 'The invoice number', 'id_alphanumeric'),
      field('vat_rate', 'VAT rate applied', 'percentage'),
    ]);
    expect(r.total.value).toBe(1512.5);
    expect(r.total.evidence[0].text).toBe('€1.512,50');
    // 17/02 shows the document writes dates day first, so 03/02 is the 3rd of February.
    expect(r.due_date.value).toBe('2024-02-17');
    expect(r.order_date.value).toBe('2024-02-03');
    expect(r.invoice_number.value).toBe('NW-48213');
    expect(r.vat_rate.value).toBe(21);
  });
});

describe('layouts', () => {
  it('reads a value under its label and a value in a table column', async () => {
    const page = `Customer:
Harbor Media GmbH

Order # | Date | Delivery
ORD/807/K13 | 2023-10-12 | 2023-10-31`;
    const r = await extract([page], [
      field('customer', 'Name of the customer', 'text'),
      field('delivery_date', 'Requested delivery date', 'date'),
      field('order_number', 'The order number', 'id_alphanumeric'),
    ]);
    expect(r.customer.value).toBe('Harbor Media GmbH');
    expect(r.delivery_date.value).toBe('2023-10-31');
    expect(r.order_number.value).toBe('ORD/807/K13');
  });

  it('finds values in prose, across pages', async () => {
    const pages = [
      'MUTUAL NON-DISCLOSURE AGREEMENT\n\nThis Agreement is entered into as of March 5, 2024 by and between Kite Pharma, Inc., a Delaware corporation ("Kite"), and Gilead Sciences, Inc., a Delaware corporation ("Gilead").',
      '7. Term. This Agreement shall remain in effect for a period of two (2) years from the Effective Date.\n\n8. Governing Law. This Agreement shall be governed by the laws of the State of New York.',
    ];
    const r = await extract(pages, [
      field('effective_date', 'Date on which the agreement becomes effective', 'date'),
      field('party_1', 'Name of a party to the agreement', 'text'),
      field('party_2', 'Name of a party to the agreement', 'text'),
      field('party_3', 'Name of a party to the agreement', 'text'),
      field('jurisdiction', 'State whose laws govern the agreement', 'text'),
      field('term', 'How long the agreement lasts', 'text'),
    ]);
    expect(r.effective_date.value).toBe('2024-03-05');
    // Slots take distinct answers in the order the document names them; an extra slot stays empty.
    expect(r.party_1.value).toBe('Kite Pharma, Inc.');
    expect(r.party_2.value).toBe('Gilead Sciences, Inc.');
    expect(r.party_3.value).toBeNull();
    expect(r.jurisdiction.value).toBe('New York');
    expect(r.jurisdiction.evidence[0].page).toBe(2);
    expect(r.term.value).toBe('two (2) years');
  });
});

describe('every type', () => {
  const TICKET = `Subject: Charged twice for order WEB-2024-0193
Status: Open
Priority: High
Requester: Maria Schmidt
Created at: 2024-06-03

Hello, I was charged twice for order WEB-2024-0193. The problem concerns billing and the mobile app.
I would like a refund of $49.99 to my card. You can follow the case at https://support.example.org/tickets/5498.
Thanks, Maria Schmidt`;

  it('answers text, id, number, currency, code, date, selects, url and verbatim fields in their shapes', async () => {
    const r = await extract([TICKET], [
      field('subject', 'Subject line of the ticket', 'text'),
      field('order_reference', 'Order number the customer refers to', 'id_alphanumeric'),
      field('refund_amount', 'Refund amount asked for', 'currency'),
      field('currency', 'Currency of the refund', 'currency_symbol'),
      field('created', 'Date the ticket was created', 'date'),
      field('priority', 'Priority of the ticket', 'single_select', ['Low', 'Medium', 'High', 'Urgent']),
      field('areas', 'Product areas concerned', 'multi_select', ['Billing', 'Shipping', 'Login', 'Mobile app']),
      field('tracking_link', 'Link to follow the case', 'url'),
      field('requester', 'Person who opened the ticket', 'text'),
      field('refund_request', 'The sentence asking for a refund', 'verbatim'),
    ]);
    expect(r.subject.value).toBe('Charged twice for order WEB-2024-0193');
    expect(r.order_reference.value).toBe('WEB-2024-0193');
    expect(r.refund_amount.value).toBe(49.99);
    expect(r.currency.value).toBe('USD');
    expect(r.created.value).toBe('2024-06-03');
    expect(r.priority).toMatchObject({ value: 'High', options: ['Low', 'Medium', 'High', 'Urgent'] });
    expect(r.areas.value).toEqual(['Billing', 'Mobile app']);
    expect(r.areas.evidence.map((e) => e.text.toLowerCase())).toEqual(['billing', 'mobile app']);
    expect(r.tracking_link.value).toBe('https://support.example.org/tickets/5498');
    expect(r.requester.value).toBe('Maria Schmidt');
    expect(r.refund_request.value).toBe('I would like a refund of $49.99 to my card.');
  });

  it('answers null with low confidence when the document does not hold the value', async () => {
    const r = await extract([TICKET], [
      field('invoice_date', 'Date of the invoice', 'date'),
      field('tax_rate', 'Tax rate applied', 'percentage'),
      field('shipping', 'Shipping method', 'single_select', ['Standard', 'Express']),
    ]);
    const invoice = await extract(['Invoice No.: NW-48213\nTotal due: €1.512,50'], [
      field('vendor_website', "The vendor's website", 'url'),
      field('due_date', 'Date by which the invoice must be paid', 'date'),
      field('notes', 'The sentence about late payment', 'verbatim'),
    ]);
    for (const f of [r.tax_rate, r.shipping, ...Object.values(invoice)]) {
      expect(f.value, f.name).toBeNull();
      expect(f.confidence, f.name).toBeLessThanOrEqual(0.25);
    }
    // The ticket's one date, labelled "Created at", is the only date an invoice date could be: the engine may offer
    // it (the fitted threshold answers whatever is likelier than not being there), but not near the certainty of the
    // same date labelled as the invoice's ("well below" is 0.15: the map tops out where most kinds of document reach).
    // The map puts it at about 0.8, and the data gives it no ground to go lower: of the fitting documents' answers
    // predicted out of fold, those at 0.8 or more whose own English label names something else were right 90.7% of
    // the time (92.9% for the others). Held under 0.85, it stays short of the confidence a user acts on unread.
    const labelled = await extract([TICKET.replace('Created at:', 'Invoice date:')], [field('invoice_date', 'Date of the invoice', 'date')]);
    expect(r.invoice_date.confidence).toBeLessThan(0.85);
    expect(labelled.invoice_date.confidence).toBeGreaterThan(0.9);
    expect(labelled.invoice_date.confidence - r.invoice_date.confidence).toBeGreaterThan(0.15);
  });

  it('counts in numbers and percentages as written', async () => {
    const r = await extract(['Payment terms: Net 30\nUnits ordered: 1 250\nDiscount: 12,5 %\nLate interest: 1.5% per month'], [
      field('payment_days', 'Number of days allowed for payment', 'number'),
      field('units', 'Units ordered', 'number'),
      field('discount', 'Discount granted', 'percentage'),
    ]);
    expect(r.payment_days.value).toBe(30);
    expect(r.discount.value).toBe(12.5);
  });
});

describe('field analysis', () => {
  it('groups numbered fields into slots and reads what kind of thing a field asks for', () => {
    const [p1, p2, addr, company] = analyzeFields([
      field('party_1', 'A party', 'text'),
      field('party_2', 'A party', 'text'),
      field('address', 'Address of the shop', 'text'),
      field('company', 'Name of the company that issued the receipt', 'text'),
    ]);
    expect(p1.slot).toEqual({ key: 'text:party', index: 1 });
    expect(p2.slot?.index).toBe(2);
    expect(addr.classes.address).toBe(1);
    // The description's "shop" says whose address it is, not that a shop name is wanted.
    expect(addr.classes.org).toBeLessThan(0.5);
    expect(company.classes.org).toBe(1);
    expect(words('invoiceNumber_2')).toEqual(['invoice', 'number', '2']);
  });

  it('lets a description that says "organisation" or "person" decide what a role in the name asks for, unless it says both', () => {
    const [sender, contact, party, firm] = analyzeFields([
      field('sender', 'Organisation that wrote the letter', 'text'),
      field('client', 'the person on the customer side', 'text'),
      field('party', 'Name of a party to the agreement (a company or a person)', 'text'),
      field('company_contact', 'the person to call', 'text'),
    ]);
    expect([sender.classes.org, sender.classes.person]).toEqual([1, 0.5]);
    expect([contact.classes.person, contact.classes.org]).toEqual([1, 0.5]);
    expect([party.classes.org, party.classes.person]).toEqual([1, 1]);
    // The name says "company" itself: the description does not overrule it.
    expect(firm.classes.org).toBe(1);
    // A name that says "org" or "company" beside a role a person may fill asks for the organisation, and for no person.
    const [beneficiary, client] = analyzeFields([field('beneficiary_org', 'who the donation went to', 'text'), field('client_company', 'Company that is booking the event.', 'text')]);
    expect([beneficiary.classes.org, beneficiary.classes.person]).toEqual([1, 0]);
    expect([client.classes.org, client.classes.person]).toEqual([1, 0]);
    // A landlord, a tenant or a borrower is a firm as often as a person: the field's word prefers neither.
    for (const q of analyzeFields([field('landlord', 'Name of the landlord', 'text'), field('tenant', '', 'text'), field('borrower', '', 'text')])) expect([q.classes.org, q.classes.person]).toEqual([1, 1]);
  });

  it('sets aside what a description says the field is not ("not the donor", "rather than the agent"), but not in "whether or not"', () => {
    const [beneficiary, seller, arrived, carrier] = analyzeFields([
      field('beneficiary_org', 'who the donation went to, not the donor', 'text'),
      field('seller', 'the owner rather than the agent', 'text'),
      field('arrived', 'whether or not the parcel arrived', 'single_select', ['Yes', 'No']),
      field('carrier', 'who brought it, whether or not the parcel arrived', 'text'),
    ]);
    expect([beneficiary.side, beneficiary.desc.includes(stem('donor')), beneficiary.others.has(stem('donor'))]).toEqual([null, false, true]);
    expect([seller.desc.includes(stem('agent')), seller.others.has(stem('agent')), seller.desc.includes(stem('owner'))]).toEqual([false, true, true]);
    expect([arrived.desc.includes(stem('parcel')), arrived.others.has(stem('parcel'))]).toEqual([true, false]);
    expect([carrier.desc.includes(stem('parcel')), carrier.others.has(stem('parcel'))]).toEqual([true, false]);
  });

  it('reads the side a field asks for as a side of a sale or as the writer or addressee, verbs in text fields included', () => {
    const qs = analyzeFields([
      field('sent_to', 'who receives the letter', 'text'),
      field('from_org', 'Organisation that wrote the letter', 'text'),
      field('supplier_company', 'who supplies the goods', 'text'),
      field('buyer_company', 'who is buying', 'text'),
      field('vendor', '', 'text'),
      field('received', 'date of supply', 'date'),
      field('retailer_name', 'the shop that sold it, not the manufacturer', 'text'),
      field('purchaser', 'who bought the car', 'text'),
      field('charity', 'Organization that received the donation', 'text'),
      field('org', 'organisation that received the letter', 'text'),
    ]);
    expect(qs.map((q) => [q.side, q.party])).toEqual([['to', 'addressee'], ['from', 'writer'], ['from', null], ['to', null], ['from', null], [null, null], ['from', null], ['to', null], [null, null], ['to', 'addressee']]);
  });

  it('reads a role the thing asked acts on as the other side ("organisation that paid the supplier"), not a role it is or acts for', () => {
    const qs = analyzeFields([
      field('remitter', 'organisation that paid the supplier', 'text'),
      field('firm', 'the company that is the supplier', 'text'),
      field('signed_by', 'who signed on behalf of the contractor', 'text'),
      field('invoiced_person', 'who the bill is addressed to', 'text'),
    ]);
    expect(qs.map((q) => q.side)).toEqual(['to', 'from', 'from', 'to']);
  });

  it('reads where a thing was made, born or registered ("made_in") as asking for a place, not for whoever made it', () => {
    const [made, born, company] = analyzeFields([field('made_in', '', 'text'), field('bornIn', '', 'text'), field('company_registered_in', '', 'text')]);
    for (const q of [made, born, company]) expect([q.classes.place, q.classes.org, q.classes.person]).toEqual([1, 0, 0]);
  });

  it('reads something that happens "at" as asking for a time of day', () => {
    const [began, opens, address, loaded] = analyzeFields([field('began_at', '', 'text'), field('opensAt', '', 'text'), field('meeting_address', 'where it was held', 'text'), field('loaded_at', '', 'text')]);
    expect(began.classes.clock).toBeGreaterThanOrEqual(0.8);
    expect(opens.classes.clock).toBeGreaterThanOrEqual(0.8);
    expect(address.classes.clock).toBe(0);
    // Goods loaded at a port: where, not when.
    expect(loaded.classes.clock).toBe(0);
  });

  it('reads whom a field asks for through WordNet when no cue word says it', () => {
    const [mechanic, student, charity, exporter, mechanicEmail] = analyzeFields([
      field('mechanic', 'Who did the work', 'text'),
      field('student_name', '', 'text'),
      field('charity', '', 'text'),
      field('exporter', '', 'text'),
      field('mechanic_email', '', 'text'),
    ]);
    // A mechanic and a student are people; a role a firm fills as often is both, less so a firm.
    expect(mechanic.classes.person).toBe(1);
    expect(mechanic.classes.org).toBeLessThan(1);
    expect(student.classes.person).toBe(1);
    expect(student.classes.org).toBeLessThan(1);
    expect(charity.classes.org).toBe(1);
    expect(charity.classes.person).toBe(0);
    expect(exporter.classes.org).toBe(1);
    expect(exporter.classes.person).toBe(1);
    // Whose e-mail address it is does not make the field ask for a person.
    expect(mechanicEmail.classes.person).toBe(0);
    expect(mechanicEmail.classes.email).toBe(1);
  });

  it('answers a role WordNet calls a person with the person, not the firm that wrote', async () => {
    const out = await extract(
      [
        `Harbour Mutual Insurance plc
Claims Department, 4 Quay Street, Bristol BS1 4DJ

Our reference: HM-CL-20931
14 March 2024

Mr Daniel Price
22 Orchard Way
Bath BA2 3LT

Dear Mr Price,

Thank you for your claim for storm damage to the roof of 22 Orchard Way, reported on 2 March 2024.
Our assessor will call within five working days. Please keep any receipts for emergency repairs.

Yours sincerely,
Harbour Mutual Insurance plc`,
      ],
      [field('claimant', '', 'text')],
    );
    expect(out.claimant.value).toMatch(/^(?:Mr )?Daniel Price$/);
  });

  it('answers a term written in German or French with the duration, not a party', async () => {
    const fields = [field('initial_term', 'how long the maintenance contract runs', 'text'), field('notice_period', 'notice needed to cancel', 'text')];
    const german = await extract(
      [
        `Wartungsvertrag Nr. WV-2024-118
zwischen der Praxisklinik Nordstadt MVZ, Hamburg, und der Kältetechnik Brandt GmbH, Bremen.
§ 3 Laufzeit. Der Vertrag beginnt am 1. März 2024 und läuft zunächst zwei (2) Jahre.
§ 4 Kündigung. Die Kündigungsfrist beträgt neunzig (90) Tage zum Ende der Laufzeit.`,
      ],
      fields,
    );
    expect(german.initial_term.value).toBe('zwei (2) Jahre');
    expect(german.notice_period.value).toBe('neunzig (90) Tage');
    const french = await extract(
      [
        `Contrat de maintenance entre la Résidence Les Tilleuls et Chauffage Girard & Fils.
Le contrat est conclu pour une durée de trois (3) ans. Chaque partie peut le résilier avec un préavis de deux mois.`,
      ],
      fields,
    );
    expect(french.initial_term.value).toBe('trois (3) ans');
    expect(french.notice_period.value).toBe('deux mois');
  });

  it('asks for a person who signed, whatever party they signed for, and for someone when a name ends in "by"', () => {
    const [signedBy, approvedBy] = analyzeFields([field('signed_by', 'who signed on behalf of the contractor', 'text'), field('approved_by', '', 'text')]);
    expect(signedBy.classes.person).toBe(1);
    expect(signedBy.classes.org).toBeLessThanOrEqual(0.5);
    expect(approvedBy.classes.person).toBe(1);
    expect(approvedBy.classes.org).toBe(1);
  });

  it('reads an amount named for what it leaves out as the rest: net, or gross for pay', () => {
    const [exVat, beforeTax, balanceBefore] = analyzeFields([field('amount_ex_vat', '', 'currency'), field('earnings_before_tax', '', 'currency'), field('balance_before', '', 'currency')]);
    expect(exVat.name).toEqual([stem('amount'), stem('net')]);
    expect(exVat.others.has(stem('vat'))).toBe(true);
    expect(beforeTax.name).toEqual([stem('earnings'), stem('gross')]);
    // Nothing follows "before": the opening balance, not something left out.
    expect(balanceBefore.name).toEqual([stem('balance'), stem('before')]);
  });

  it('reads "first name" as a given name, not as the first of several names', () => {
    const [firstName, firstParty] = analyzeFields([field('student_first_name', 'First name of the pupil', 'text'), field('first_party', '', 'text')]);
    expect(firstName.ordinal).toBe(null);
    expect(firstName.name).toContain(stem('first'));
    expect(firstParty.ordinal).toBe(1);
  });

  it('does not read what an amount\'s description leaves out as a word of the field ("before discount")', () => {
    const [entryFee] = analyzeFields([field('entry_fee', 'Entry fee before discount and extras', 'currency')]);
    expect(entryFee.terms.has(stem('discount'))).toBe(false);
    expect(entryFee.terms.has(stem('extras'))).toBe(true);
  });

  it('answers an amount without VAT with the net amount, not the VAT', async () => {
    const out = await extract(
      [
        `Harlow Print Works Ltd
Invoice INV-2291, 12 March 2024

Description | Qty | Amount
Brochures A4 | 500 | 240.00
Delivery | 1 | 12.50

Net amount: 252.50
VAT (20%): 50.50
Total due: 303.00`,
      ],
      [field('amount_ex_vat', '', 'currency'), field('total', 'Total due', 'currency')],
    );
    expect(out.amount_ex_vat.value).toBe(252.5);
  });

  it('reads the locale of a document for ambiguous dates', () => {
    const doc = (text: string) => new Doc([{ dataSourceId: 'ds_x', name: 'x', pages: [{ page: 1, text }] }]);
    expect(doc('Total RM 9.00 GST 6%').dayFirst).toBe(true);
    expect(doc('Total $9.00, Austin, TX 78701').dayFirst).toBe(false);
    expect(doc('Dated 25/12/2018').dayFirst).toBe(true);
    expect(doc('Nothing here').dayFirst).toBeUndefined();
    // A British postcode, and dates written out with the day before the month, or after it.
    expect(doc('Mr T. Okafor\n27 Larkspur Close\nGuildford\nGU5 0HQ\nDate of birth: 11/09/1986').dayFirst).toBe(true);
    expect(doc('Received on 2 April 2025. Date of birth: 11/09/1986').dayFirst).toBe(true);
    expect(doc('Received on April 2, 2025. Date of birth: 11/09/1986').dayFirst).toBe(false);
  });

  it('has a fitted model with a calibration map', () => {
    const m = defaultModel();
    expect(m.data.calibration.single.x.length).toBeGreaterThan(3);
    for (let p = 0; p < 1; p += 0.1) expect(m.calibrate(p + 0.1, false)).toBeGreaterThanOrEqual(m.calibrate(p, false));
  });
});

describe('documents outside the training families', () => {
  it("answers the customer's town from the bill-to block and the seller from the letterhead", async () => {
    const invoice = `Rechnung / Invoice
Invoice number: INV-76435
Payment due: 2022-10-04
Fenwick Wholesale SARL
141 Rue de la Paix
20095 Hamburg
Invoice to:
Ashgrove Facilities Limited
125 Canal Street
04109 Leipzig
Description | Qty | Unit price | Amount
Desk chair | 39 | 120,00 | 4.680,00
Total due: 4.680,00 €`;
    const r = await extract([invoice], [field('seller', 'Company that issued the invoice', 'text'), field('customer_town', 'Town or city of the customer', 'text'), field('postcode', '', 'text')]);
    expect(r.seller.value).toBe('Fenwick Wholesale SARL');
    expect(r.customer_town.value).toBe('Leipzig');
    expect(r.postcode.value).not.toBe('2022');
  });

  it('reads a town from its address, not from a title whose year follows a short word ("NA ROK 2027", for the year 2027)', async () => {
    const form = `ŠACHOVÝ KLUB DUNAJSKÁ VEŽA
              PRIHLÁŠKA ZA ČLENA KLUBU NA ROK 2027
Meno a priezvisko:       Martin Horváth
Trvalý pobyt:            Hviezdoslavova 45, 917 01 Trnava
Telefón:                 +421 905 123 456`;
    const r = await extract([form], [field('applicant_town', "Town of the applicant's permanent address", 'text'), field('applicant_postcode', "Postcode of the applicant's address", 'text')]);
    expect(r.applicant_town.value).toBe('Trnava');
    expect(r.applicant_postcode.value).toBe('917 01');
  });

  it('takes no role a contract defines (\'(the "Yard Owner")\') for the name of a party', async () => {
    const agreement = `LIVERY AGREEMENT
This agreement is made between:
(1) DECLAN MORAN trading as Ballyknock Equestrian Centre, of the above address
    (the "Yard Owner"); and
(2) SIOBHÁN KAVANAGH of 16 Oakpark Drive, Naas, Co. Kildare (the "Horse Owner").
5.1 The Horse Owner shall arrange for the Horse to be shod by a farrier.
If the Horse Owner cannot be contacted, the Yard Owner may call the Horse Owner's vet.`;
    const r = await extract([agreement], [field('horse_owner_name', 'Name of the owner of the horse', 'text')]);
    expect(r.horse_owner_name.value).toBe('SIOBHÁN KAVANAGH');
  });

  it('reads a name signed with the role the document defines after it ("Declan Moran (Yard Owner)") without the role', async () => {
    const agreement = `LIVERY AGREEMENT
(1) Declan Moran, of Ballyknock, Co. Wicklow (the "Yard Owner"); and
(2) Siobhán Kavanagh, of Naas, Co. Kildare (the "Horse Owner").
The Yard Owner shall provide stabling and grazing for the horse.

Signed: Declan Moran (Yard Owner)            Date: 2 March 2026`;
    const r = await extract([agreement], [field('yard_owner_signatory', 'Who signed for the yard', 'text')]);
    expect(r.yard_owner_signatory.value).toBe('Declan Moran');
  });

  it('reads a street line without the label before it ("Service Address:  1187 Larkspur Ct, ...")', async () => {
    const notice = `Account Number:   4017-22938-01
Mailing Address:  PO Box 3310, Eugene, OR 97403
Service Address:  1187 Larkspur Ct, Millbrook Falls, OR 97452
Occupant:         R. & D. Alvarez (tenant)`;
    const r = await extract([notice], [field('service_street_address', 'Street address where the meter is installed', 'text')]);
    expect(r.service_street_address.value).toBe('1187 Larkspur Ct');
  });

  it('reads a courtesy title and a surname ("Frau Großmann") as the one person the document names in full with it', async () => {
    const letter = `Bienenhof Allgäu Imkereibedarf GmbH
Kemptener Straße 88 | 87509 Immenstadt

Sabine Großmann
Am Lindenhang 7
36043 Fulda

Sehr geehrte Frau Großmann,
vielen Dank für Ihre Bestellung. Die Lieferung an die Imkerei Großmann erfolgt in KW 14.`;
    const r = await extract([letter], [field('customer_name', 'Name of the customer who ordered', 'text')]);
    expect(r.customer_name.value).toBe('Sabine Großmann');
  });

  it('answers a text field named by an id of a published shape ("iban") with such an id or not at all', async () => {
    const claim = `EXPENSE CLAIM
Employee: Marta Kowalski
Employer: Tessaro Software AG
Reimbursement to the account on file.
Total claimed: EUR 412.50`;
    const fields = [field('iban', 'Bank account to pay the claim into', 'text')];
    expect((await extract([claim], fields)).iban.value).toBeNull();
    const paid = claim.replace('to the account on file.', 'to IBAN: DE89 3704 0044 0532 0130 00');
    expect((await extract([paid], fields)).iban.value).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('reads no heading of thousands in an amount above ("150 000 €"): the premium below is 85,80 €, not 85 800', async () => {
    const schedule = `Certificat d’assurance voyage
Garanties | Montant garanti
Frais d’annulation | 5 000 €
Frais médicaux à l’étranger | 150 000 €
Votre cotisation
Prime HT | 78,72 €
Taxes (9 %) | 7,08 €
Prime TTC | 85,80 €`;
    const r = await extract([schedule], [field('premium_total', 'Total premium including taxes', 'currency')]);
    expect(r.premium_total.value).toBe(85.8);
  });

  it('reads "To:" in the languages it reads ("Către:", Romanian) as naming the addressee, not the letterhead', async () => {
    const quote = `LINGUA NOVA TRADUCERI S.R.L.
Str. Academiei nr. 28, et. 3, ap. 12, Sector 1, 010016 București
CUI: RO34567890 · Nr. Reg. Com.: J40/12345/2015
Tel.: 021 315 42 78 · oferte@linguanova.ro · www.linguanova.ro

                           OFERTĂ DE PREȚ
                     Nr. OF-2026-0219 din 16.03.2026

Către:  AGROVERDE SOLUTIONS S.A.
        Calea Aradului nr. 77, 300645 Timișoara, jud. Timiș
        CUI: RO18273645
        Ref. solicitare: e-mail din 13.03.2026

Vă mulțumim pentru solicitare. În urma analizei documentelor primite, vă transmitem mai jos oferta noastră.`;
    const r = await extract([quote], [field('client_name', 'Name of the client company the quote is addressed to', 'text')]);
    expect(r.client_name.value).toBe('AGROVERDE SOLUTIONS S.A.');
  });

  it('answers a postcode with a postcode or not at all', async () => {
    const quote = 'Prepared by: Ingrid Pike\nFor: Linden Court Management\nLindenallee 7\nDresden 01099\nQuote no.: EST-2023-720';
    const fields = [field('site_postcode', 'Postcode where the work is done', 'text')];
    expect((await extract([quote], fields)).site_postcode.value).toBe('01099');
    expect((await extract([quote.replace(/\nLindenallee 7\nDresden 01099/, '')], fields)).site_postcode.value).toBeNull();
  });

  it('answers what support promised with the sentence about what will be done', async () => {
    const ticket = `Subject: Ceramic mugs arrived broken
From: Samuel Campbell <samuel.home@example.net>

I placed order 48807735 on October 9, 2024. It was delivered on 13 Oct 2024, but 9 of the 16 mugs arrived broken. The order cost me $302.00. Please sort this out.

Claire, Help Desk wrote on October 24, 2024: Dear Samuel, thank you for getting in touch and sorry about the mugs. A full refund will be issued to your original payment method within 5 days. Your ticket reference is 63805.`;
    const r = await extract([ticket], [field('agent_commitment', 'What support promised to do, as written', 'verbatim'), field('purchase_date', 'date of the purchase', 'date'), field('requester_email', 'E-mail address of the customer', 'text')]);
    expect(r.agent_commitment.value).toBe('A full refund will be issued to your original payment method within 5 days.');
    expect(r.purchase_date.value).toBe('2024-10-09');
    expect(r.requester_email.value).toBe('samuel.home@example.net');
  });

  it('reads counts spelled out in a sentence as the part and the whole', async () => {
    const mail = `From: Eleanor Hartley <eleanor.hartley@gmail.com>
Subject: Complaint about my flight

I am writing about my flight on 3 May 2024 (booking reference KT4471). Sadly, two of our three suitcases were damaged. I paid £412.50 for this and expect a fair response.`;
    const r = await extract([mail], [field('bags_damaged', 'How many suitcases were damaged', 'number'), field('bags_checked', 'How many suitcases were checked in total', 'number')]);
    expect(r.bags_damaged.value).toBe(2);
    expect(r.bags_checked.value).toBe(3);
  });

  it("reads a statement's total in full from a table aligned with spaces", async () => {
    const report = `Statement of financial activities for the year ended 31 March 2021

                         Note   2021 £ in thousands   2020 £ in thousands
Income from:
Donations and legacies   2      2,588                 1,760
Grants                   3      1,035                 1,320
Total income                    4,399                 3,740
Expenditure on:
Charitable activities    6      3,739                 2,992
Total expenditure               3,959                 3,366

During the year a local business gave £7,081 towards new equipment.`;
    const r = await extract([report], [field('total_income', 'income this year', 'currency'), field('spending_total', 'Total expenditure for the year (full amount)', 'currency')]);
    expect(r.total_income.value).toBe(4_399_000);
    expect(r.spending_total.value).toBe(3_959_000);
  });
});

  it('reads a continental lease: "1.065 €" as 1065, "the 3rd day of each month" as 3, an IBAN in groups whole', async () => {
    const lease = `MIETVERTRAG (Residential Tenancy Agreement)
Vermieter (Landlord): Anna Keller, Goethestraße 132, 79098 Freiburg
Miete (Rent): 1.065 € per month
Kaution (Deposit): 2.490 €
IBAN: DE84 3651 9298 7516 4659 11

2. Rent. The Tenant shall pay rent of 1.065 € per calendar month, in advance, on or before the 3rd day of each month.`;
    const r = await extract([lease], [
      field('rent', '', 'currency'),
      field('deposit', 'Security deposit amount', 'currency'),
      field('due_on_day', 'day of the month the rent is due', 'number'),
      field('iban', '', 'id_alphanumeric'),
    ]);
    expect(r.rent.value).toBe(1065);
    expect(r.deposit.value).toBe(2490);
    expect(r.due_on_day.value).toBe(3);
    expect(r.iban.value).toBe('DE84 3651 9298 7516 4659 11');
  });

describe('measures', () => {
  it('answers a weight with a number in kg and a count with a number that has no unit', async () => {
    const note = `Lieferschein LS-781766
Die Sendung mit 6 Packstücken wurde am 22.03.2022 an DPD übergeben.
Artikel | Beschreibung | Menge
ART-3748 | Olivenöl 5 l | 26
Total: 89
Brutto: 875,0 kg
Netto: 1,197 kg
Deklarierter Wert: 2.605,99 EUR`;
    const r = await extract([note], [field('total_weight', '', 'number'), field('net_weight', '', 'number'), field('total_quantity', 'how many items in all', 'number')]);
    expect(r.total_weight.value).toBe(875);
    // The document writes decimal commas: its "1,197" is one and a bit.
    expect(r.net_weight.value).toBe(1.197);
    expect(r.total_quantity.value).toBe(89);
  });

  it('answers a count of days, months or years with a number written in that unit, not the card digits beside it', async () => {
    const note = `Total HT: 4 732,50 €
TVA 5,5 %: 260,29 €
Montant de l'avoir TTC: 4 992,79 €
Le montant de 4 992,79 € sera remboursé sur votre carte se terminant par 1494 sous 14 jours.
Der Vertrag läuft 24 Monate; die Kündigungsfrist beträgt 3 Monate zum Laufzeitende.`;
    const r = await extract([note], [field('refund_days', 'Days until the refund arrives', 'number'), field('term_months', 'how many months the contract runs', 'number')]);
    expect(r.refund_days.value).toBe(14);
    expect(r.term_months.value).toBe(24);
  });

  it('reads a count joined to its unit by a hyphen ("a 12-month warranty") as a count in that unit, not an id', async () => {
    const reply = `Case 51120 - order 88231 (2 items)
Hi Sam, your kettle is covered by our 24-month warranty, and unused items can come back under the 30-day return policy.
Please reply within 5 days; the courier collects on weekdays.`;
    const r = await extract([reply], [field('warranty_months', 'length of the warranty', 'number'), field('return_window_days', '', 'number')]);
    expect(r.warranty_months.value).toBe(24);
    expect(r.return_window_days.value).toBe(30);
  });

  it('answers a distance cap with the number in km, and a mileage with the number its label names', async () => {
    const hire = `Rental agreement RA-2291
Vehicle: Skoda Octavia, 5 seats, 2 child seats
Mileage out: 74,675
Included: 250 km per day; each extra km costs 0.25.
Your next service is due at 135 000 km.`;
    const r = await extract([hire], [field('free_distance_per_day', '', 'number'), field('mileage_out', 'odometer reading at pick-up', 'number'), field('service_due_at', 'odometer reading of the next service', 'number')]);
    expect(r.free_distance_per_day.value).toBe(250);
    expect(r.mileage_out.value).toBe(74675);
    expect(r.service_due_at.value).toBe(135000);
  });
});

describe('periods of amounts', () => {
  it('answers a yearly amount with the amount written per year, and a monthly one with the amount per month', async () => {
    const letter = `Offer of employment - Warehouse Team Leader
Dear Hugo,
We are offering a base salary of 5 500 EUR gross per month (66 000 EUR gross per year). You will also receive a sign-on bonus of 2 000 EUR.`;
    const r = await extract([letter], [field('base_pay_per_year', '', 'currency'), field('monthly_pay', '', 'currency')]);
    expect(r.base_pay_per_year.value).toBe(66000);
    expect(r.monthly_pay.value).toBe(5500);
  });
});

describe('ends of a period', () => {
  it('answers the end of a period with the date its label or range marks as the end, never the start or the issue date', async () => {
    const statement = `Penrose Bank Limited
Statement
Name: Fiona McLeod
Statement period: 1 Feb 2021 - 28 Feb 2021
Issued on: 1 Mar 2021
New balance: GBP 4,751.06`;
    const r = await extract([statement], [field('to_date', 'Last day covered by the statement', 'date'), field('covers_from', '', 'date')]);
    expect(r.to_date.value).toBe('2021-02-28');
    expect(r.covers_from.value).toBe('2021-02-01');
    const auszug = `Volksbank Mittelweser eG
Kontoauszug
Von: 2021-11-01
Bis: 2021-11-30
Auszugsdatum: 2021-12-01`;
    const d = await extract([auszug], [field('to_date', 'last day of the statement period', 'date'), field('period_from', '', 'date')]);
    expect(d.to_date.value).toBe('2021-11-30');
    expect(d.period_from.value).toBe('2021-11-01');
  });

  it('reads an Italian lease\'s start and expiry ("Decorrenza", "Scadenza") and the day a car was handed back ("riconsegna")', async () => {
    const report = `VERBALE DI RICONSEGNA VEICOLO E PERIZIA DANNI

DATI CONTRATTO
Numero contratto:             NLT-2021-0048813
Cliente (locatario):          Studio Tecnico Ferrandi S.r.l.
Decorrenza contratto:         15/03/2021
Scadenza contratto:           14/03/2025

DATI VEICOLO
Marca e modello:              Volkswagen Passat Variant 2.0 TDI
Data immatricolazione:        09/03/2021

RICONSEGNA
Data e ora riconsegna:        17/03/2025 ore 10:40

Il veicolo è stato riconsegnato con la documentazione e le chiavi; il cliente ha preso visione dei danni della carrozzeria e del graffio sul paraurti che era già presente alla consegna, come da verbale del 15/03/2021.`;
    const out = await extract([report], [field('contract_end_date', 'Date the lease contract expired.', 'date'), field('return_date', 'Date the car was actually handed back.', 'date')]);
    expect(out.contract_end_date.value).toBe('2025-03-14');
    // "Decorrenza" marks its date a start, which an end asked never is: the expiry has no rival left.
    expect(out.contract_end_date.confidence).toBeGreaterThan(0.8);
    expect(out.return_date.value).toBe('2025-03-17');
  });

  it('reads the last day of a period told "up to and including" in Swedish ("till och med")', async () => {
    const grant = 'GRAVRÄTTSBEVIS\n\nGravrätten upplåts den 2025-02-10 för en tid av 25 år, det vill säga till och med 2050-02-09.\nUppsala den 2025-02-10';
    expect((await extract([grant], [field('expiry_date', 'Last day the grave right is valid.', 'date')])).expiry_date.value).toBe('2050-02-09');
  });

  it("keeps a date whose label names the field's own thing, though another marks a start: retirement beside a statement period", async () => {
    const pension = `Harbour Pensions Ltd
Annual pension statement
Statement date: 15/02/2019
Period start: 01/01/2018
Period end: 31/12/2018
Member: Claire Dubois
Retirement date: 01/03/2029
Fund value: GBP 48,210.55`;
    const r = await extract([pension], [field('retirement_date', 'date benefits are planned to start', 'date'), field('statement_start', '', 'date')]);
    expect(r.retirement_date.value).toBe('2029-03-01');
    // "Statement date" names the document, not the start of its period.
    expect(r.statement_start.value).toBe('2018-01-01');
  });

  it('answers when cover begins and ends from "beginnt am" and "endet am", and never with a birth date', async () => {
    const schedule = `Kfz-Versicherungsschein
Vertragsnummer: 90.294.170-4
Der Versicherungsschutz beginnt am 13.05.2019 um 0:00 Uhr und endet am 13.05.2020 um 0:00 Uhr.
Berechtigter Fahrer   Geburtsdatum
Sabine Wolff          21.01.1980
Florian Busch         06.05.1960`;
    const r = await extract([schedule], [field('insured_from', '', 'date'), field('insured_until', '', 'date'), field('issued_on', 'date the schedule was issued', 'date'), field('driver_dob', 'date of birth of the first driver', 'date')]);
    expect(r.insured_from.value).toBe('2019-05-13');
    expect(r.insured_until.value).toBe('2020-05-13');
    expect(['1980-01-21', '1960-05-06']).not.toContain(r.issued_on.value);
    expect(r.driver_dob.value).toBe('1980-01-21');
  });

  it('reads "commencing on" as a start, and a French law "du 6 juillet 1989" as no start at all', async () => {
    const lease = `THIS AGREEMENT is dated 2016-08-22.
The Landlord lets the Property to the Tenant for a term of 1 year commencing on 2016-09-19.
Article 7 - Law. This Agreement is governed by French law (loi n° 89-462 du 6 juillet 1989).`;
    const r = await extract([lease], [field('lease_commencement', 'first day of the tenancy', 'date')]);
    expect(r.lease_commencement.value).toBe('2016-09-19');
  });
});

describe('parties by their order', () => {
  it('answers "party_b" with the second party named, and the first party with the first', async () => {
    const nda = `MUTUAL NON-DISCLOSURE AGREEMENT
This Agreement is made and entered into as of 4 December 2019 (the "Effective Date") by and
between Larkspur Media Limited (the "Disclosing Party") and Meridian Biotech, Inc. (the "Recipient").
1. Obligations. The Recipient shall hold Confidential Information in strict confidence.
2. Governing Law. This Agreement shall be governed by the laws of England and Wales.
IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.
Larkspur Media Limited
By: Brigitte Vogel
Meridian Biotech, Inc.
By: ____________________`;
    const r = await extract([nda], [field('party_a', 'First party to the NDA', 'text'), field('party_b', 'Second party to the NDA', 'text')]);
    expect(r.party_a.value).toBe('Larkspur Media Limited');
    expect(r.party_b.value).toBe('Meridian Biotech, Inc.');
  });
});

describe('shapes only some fields ask for', () => {
  const LETTER = 'Riverside Clinic\nTel 01423 555812\n\nDear Ms Ortega,\nYour appointment with Dr Rebecca Hollis is at 10:45 AM on 14 March 2023.\nIf you cannot attend, call (802) 555-0193.';
  const kindsOf = (def: FieldDefinition) => new Set(prepare(new Doc([{ dataSourceId: 'ds_TESTTEST00', name: 'doc', pages: [{ page: 1, text: LETTER }] }]), [def])[0].cands.map((c) => c.kind));

  it('answers a field whose name asks for a number to call with telephone numbers only', () => {
    expect([...kindsOf(field('clinic_tel', '', 'text'))]).toEqual(['phone']);
    expect([...kindsOf(field('Fax', 'fax number of the practice', 'text'))]).toEqual(['phone']);
  });

  it('offers times of day to a field that asks what time, beside its other candidates', () => {
    const kinds = kindsOf(field('appointment_time', 'time of the appointment', 'text'));
    expect(kinds.has('clock')).toBe(true);
    expect(kinds.has('phone')).toBe(false);
  });

  it('offers neither to a field that asks for neither', () => {
    const kinds = kindsOf(field('patient_name', 'who the letter is addressed to', 'text'));
    expect(kinds.has('clock') || kinds.has('phone')).toBe(false);
    expect(kinds.has('entity')).toBe(true);
  });
});

describe('sides of an exchange named by role', () => {
  it('answers a customer field from a label naming the customer side in its own word (Borrower), not from the letterhead', async () => {
    const loan = `Severn Valley Mortgages Ltd
Annual mortgage statement

Borrower: Owen Carter
Account: 7302 9336 79
Balance: £274,341.74`;
    expect((await extract([loan], [field('customer', 'the customer the statement is for', 'text')])).customer.value).toBe('Owen Carter');
  });

  it("reads a family firm's name (\"Duclos & Fils\") as a letterhead: the e-mail under it is the writer's, not the client's", async () => {
    const certificate = `RAMONAGE DUCLOS & FILS
SARL au capital de 8 000 € – SIRET 812 447 390 00021
14, rue des Tanneurs – 69007 Lyon
Tél. 04 78 61 22 09 – contact@ramonage-duclos.fr

                         CERTIFICAT DE RAMONAGE

CLIENT / OCCUPANT
Mme Hélène Barthélemy
8, allée des Cerisiers
69100 Villeurbanne`;
    expect((await extract([certificate], [field('client_email', 'Email address of the client.', 'text')])).client_email.value).toBeNull();
  });

  it('answers the organisation that wrote a letter with its letterhead, not the person who signed it for it', async () => {
    const letter = `Ashdown Lettings
Unit 4, Canal Wharf
Leeds LS1 4BR
Ms Priya Natarajan
17 Orchard Close
York YO1 7HH
Our ref: FH/2231/K
22/05/2024
Dear Ms Natarajan,
Re: Your rent account
Our records show that £412.00 remains unpaid on your rent account. Please pay this amount by 14 June 2024 to avoid further action.
If you have already paid, please ignore this letter. You can reach us on 0113 555 0101 or at rents@ashdown.co.uk, quoting FH/2231/K.
Yours sincerely,
Gareth Lloyd
Income Officer`;
    // Asked alone, so no other field claims the signer.
    expect((await extract([letter], [field('sender', 'Organisation that wrote the letter', 'text')])).sender.value).toBe('Ashdown Lettings');
    expect((await extract([letter], [field('signed_by', 'Who signed the letter', 'text')])).signed_by.value).toBe('Gareth Lloyd');
  });

  it('reads a purchase order as the buyer\'s: its letterhead is who buys, the firm it is addressed to who supplies', async () => {
    const po = `Hollins Biomedical Ltd
4 Quarry Road, Leeds LS2 7QT

PURCHASE ORDER
PO number: 88213
Date: 12 March 2025

To:
Carver Precision Tools GmbH
Industriestraße 9, 70565 Stuttgart

Item | Qty | Unit price | Amount
Torque wrench | 4 | 120.00 | 480.00
Total: £480.00`;
    const got = await extract([po], [field('supplier_company', 'who supplies the goods', 'text'), field('buyer_company', 'who is buying', 'text')]);
    expect([got.supplier_company.value, got.buyer_company.value]).toEqual(['Carver Precision Tools GmbH', 'Hollins Biomedical Ltd']);
  });
});

describe('a time unit and its adverb, a rate as a price', () => {
  const HIRE = `Redline Plant & Tool Hire Ltd
HIRE AGREEMENT
Agreement no. | RA-55120
Daily rate | £209.00
Days | 24
Total charges: £5,016.00
Damage excess | £1,200.00
A security bond of £500.00 is taken on the card of the hirer at collection.`;

  it('reads "Daily rate" as the price per day, "Damage excess" as the deductible and a "bond" as the deposit', async () => {
    const out = await extract([HIRE], [field('price_per_day', '', 'currency')]);
    expect(out.price_per_day.value).toBe(209);
    const rest = await extract([HIRE], [field('deductible', 'most the customer pays towards damage', 'currency'), field('deposit', '', 'currency')]);
    expect([rest.deductible.value, rest.deposit.value]).toEqual([1200, 500]);
  });
});

describe('amounts in the unit the field asks for', () => {
  const RELEASE = `Harlow Brands Corporation Announces Q3 2020 Financial Results

Total revenues grew 4.7% to $2,092.4 million, compared with $1,998.3 million a year ago.

                         Q3 2020 $m   Q3 2019 $m
Total revenues           2,092.4      1,998.3
Net earnings             110.4        99.2
Earnings per share ($)   2.62         2.35`;

  it('answers "in millions" in millions, the full amount otherwise, and a per-share figure unscaled by the table\'s $m', async () => {
    const out = await extract([RELEASE], [field('revenue_m', 'revenue this period, in millions', 'currency'), field('net_earnings', 'net earnings this quarter', 'currency'), field('eps', 'earnings per share for the period', 'currency')]);
    expect(out.revenue_m.value).toBe(2092.4);
    expect(out.net_earnings.value).toBe(110_400_000);
    expect(out.eps.value).toBe(2.62);
  });
});

describe('a unit written after the figure or before the currency', () => {
  it('reads "2 417,7 M€", "Mio. €" over a column and "£346.0m" as the full amounts, and "26,38 M. DUVAL" as 26.38', async () => {
    const fr = `Lumisol SE – Résultats semestriels 2024

Le chiffre d’affaires progresse de 2,6 % à 2 417,7 M€ (S1 2023 : 2 355,8 M€).

 | S1 2024 M€ | S1 2023 M€
Chiffre d'affaires | 2 417,7 | 2 355,8
Résultat net part du groupe | 220,4 | 246,5
Résultat par action (en €) | 2,41 | 2,69`;
    const out = await extract([fr], [field('revenue', "chiffre d'affaires", 'currency'), field('net_income', 'résultat net', 'currency'), field('eps', 'résultat par action', 'currency')]);
    expect([out.revenue.value, out.net_income.value, out.eps.value]).toEqual([2_417_700_000, 220_400_000, 2.41]);
    const de = `Konzernumsatz und Ergebnis\n\n | 2024 in Mio. € | 2023 in Mio. €\nKonzernumsatz | 1.204,5 | 1.150,2\nEBIT | 98,7 | 91,0`;
    expect((await extract([de], [field('ebit', 'operating profit this year', 'currency')])).ebit.value).toBe(98_700_000);
    const uk = 'Operating profit rose to £346.0m on revenue of £2.42bn; the board asks for figures in millions.';
    const ukOut = await extract([uk], [field('operating_profit', '', 'currency'), field('revenue_m', 'revenue, in millions', 'currency')]);
    expect([ukOut.operating_profit.value, ukOut.revenue_m.value]).toEqual([346_000_000, 2420]);
    // A name on the next line, or after a space, is not a unit.
    const bank = `Transfer sent: 26,38\nM. DUVAL\nFee: 1,50 M. Duval pays`;
    const bankOut = await extract([bank], [field('transfer_sent', '', 'currency'), field('fee', '', 'currency')]);
    expect([bankOut.transfer_sent.value, bankOut.fee.value]).toEqual([26.38, 1.5]);
  });
});

describe('the messages of a thread', () => {
  it('answers the date of the first message from the earliest header and the date of the reply from the later one', async () => {
    const thread = 'From: Ahmed Richter <care@coastlineferries.com>\n\nTo: yuki_tanaka@outlook.com\n\nDate: 21/02/2024\n\nSubject: RE: Booking code 144224731\n\nDear Yuki,\nWe will refund 472,00 € of your fare.\n\nBest wishes,\nAhmed Richter\n\n-----Original Message-----\n\nFrom: Yuki Tanaka <yuki_tanaka@outlook.com>\n\nTo: customer.relations@coastlineferries.com\n\nDate: 12/02/2024\n\nSubject: Booking code 144224731\n\nDear Sir or Madam,\nI am writing about my crossing on 1 February 2024. Two of the five cabins were damaged.\n\nThanks,\nYuki Tanaka';
    const out = await extract([thread], [field('received', 'date of the first message', 'date'), field('response_date', 'Date of the company reply', 'date'), field('customer', 'Who complained', 'text'), field('reply_to', 'where to answer them', 'text')]);
    expect([out.received.value, out.response_date.value, out.customer.value, out.reply_to.value]).toEqual(['2024-02-12', '2024-02-21', 'Yuki Tanaka', 'yuki_tanaka@outlook.com']);
  });
});

describe('a change told as a fall', () => {
  it('answers a growth or change field negative when the text says the figure fell, and a field that names the fall with the figure as printed', async () => {
    const release = 'Group revenue fell 3.5% to £2.1bn in the first half. The operating margin fell to 11.9% (prior year: 12.4%).';
    const out = await extract([release], [field('yoy_growth', 'year-on-year revenue growth', 'percentage'), field('op_margin', 'operating margin for the period', 'percentage')]);
    expect([out.yoy_growth.value, out.op_margin.value]).toEqual([-3.5, 11.9]);
    expect((await extract([release], [field('revenue_decline_pct', 'how much revenue fell', 'percentage')])).revenue_decline_pct.value).toBe(3.5);
    const de = 'Der Umsatz lag um 3,5 % unter dem Vorjahreswert.';
    expect((await extract([de], [field('sales_change', 'Veränderung des Umsatzes', 'percentage')])).sales_change.value).toBe(-3.5);
  });
});

describe("the writer's e-mail address and telephone number in its letterhead", () => {
  const letterhead = 'Hargreaves Plumbing & Heating Ltd\nUnit 4, Avonmouth Trade Park, Bristol BS11 9FG\nTel: 0117 496 0821  |  accounts@hargreavesplumbing.co.uk\n\nINVOICE INV-20417\nDate: 14 March 2025\n\nBill to:\nPhilippa Onwuzulike\n27 Cotham Vale, Bristol BS6 6HR\n\nLabour 5.5 hours    £330.00\nTotal due            £396.00';

  it("answers no customer's e-mail with it, and a customer's from the block billed", async () => {
    const ask = [field('customer_email', "Customer's e-mail address", 'text'), field('supplier_email', "Plumber's e-mail address", 'text')];
    const out = await extract([letterhead], ask);
    expect([out.customer_email.value, out.supplier_email.value]).toEqual([null, 'accounts@hargreavesplumbing.co.uk']);
    const billed = letterhead.replace('27 Cotham Vale, Bristol BS6 6HR', '27 Cotham Vale, Bristol BS6 6HR\npippa.o@example.co.uk');
    expect((await extract([billed], ask)).customer_email.value).toBe('pippa.o@example.co.uk');
  });

  it("answers no customer's telephone number with the writer's in its letterhead, and a customer's from the block billed", async () => {
    const ask = [field('customer_phone', "Customer's phone number", 'text'), field('supplier_phone', "Plumber's phone number", 'text')];
    const out = await extract([letterhead], ask);
    expect([out.customer_phone.value, out.supplier_phone.value]).toEqual([null, '0117 496 0821']);
    const billed = letterhead.replace('27 Cotham Vale, Bristol BS6 6HR', '27 Cotham Vale, Bristol BS6 6HR\nTel: 07700 900461');
    expect((await extract([billed], ask)).customer_phone.value).toBe('07700 900461');
  });
});

describe('an option that says there is none', () => {
  it('is left out of a list of options beside others, and answers alone', async () => {
    const form = 'RENTAL APPLICATION\n4. INCOME\n   Employment income            $6,200.00\n   Other income               None\n\n5. OCCUPANTS, PETS AND VEHICLES\n   Pets                       [X] Yes  [ ] No   Describe: one indoor cat, spayed, 6 years old';
    const ask = [field('pets', 'Pets the applicant has', 'multi_select', ['Dog', 'Cat', 'Bird', 'Fish', 'None'])];
    expect((await extract([form], ask)).pets.value).toEqual(['Cat']);
    const none = 'RENTAL APPLICATION\n5. OCCUPANTS, PETS AND VEHICLES\n   Pets                       None';
    expect((await extract([none], ask)).pets.value).toEqual(['None']);
  });
});

describe('an option said not to hold', () => {
  it('is left out of a list of options, and the others stay', async () => {
    const invoice = 'ORCHARD VETS\nInvoice 2231\nBalance due: 120.00\n\nPayment: we accept cash, debit cards, credit cards and bank transfer\n(Sort code 40-22-18, Account 61749302). Please note we no\nlonger accept cheques.';
    const ask = [field('payment_methods', 'Accepted ways to pay', 'multi_select', ['Cash', 'Debit card', 'Credit card', 'Bank transfer', 'Cheque'])];
    expect((await extract([invoice], ask)).payment_methods.value).toEqual(['Cash', 'Debit card', 'Credit card', 'Bank transfer']);
  });
});

describe('a yes-or-no field', () => {
  it('takes no bare "No" under a label that names something else, and reads its thing where the document names it', async () => {
    const receipt = 'TRANSCRIPT ORDER RECEIPT\nOrder Status:    Processing - Expedited\nHold status:     No\n\nOfficial transcript (paper)              $15.00\nExpedited processing (1 business day)    $25.00';
    const ask = [field('expedited_processing', 'Whether expedited processing was ordered', 'single_select', ['Yes', 'No', 'Not stated'])];
    expect((await extract([receipt], ask)).expedited_processing.value).toBe('Yes');
  });
});

describe('a year asked as text', () => {
  it('answers a field that asks which year with a year, and no other text field with one', async () => {
    const notice = 'Finanzamt München-Mitte\nDeroystraße 18\n80335 München\n\nNordlicht Software GmbH\nLindenstraße 12\n04109 Leipzig\n\nKalenderjahr: 2018\nBescheiddatum: 2019-08-20\nBescheid-Nr.: 22/8203/155\n\nBescheid für 2018 über Körperschaftsteuer und Solidaritätszuschlag\nKörperschaftsteuer | 23.308,80\nErstattung | 5.413,22 EUR';
    const out = await extractText(notice, [{ name: 'assessment_year', description: 'year the income was earned', type: 'text' }, { name: 'tax_office', description: '', type: 'text' }]);
    // Answered among years only, it is no longer one weak label's value among the firms' names.
    expect(out.assessment_year.value).toBe('2018');
    expect(out.assessment_year.confidence).toBeGreaterThan(0.6);
    expect(out.tax_office.value).not.toBe('2018');
    const statement = 'HMRC\nSelf Assessment statement\nTax year: 2023/24\nUTR 1234567890';
    expect((await extractText(statement, [{ name: 'tax_year', description: '', type: 'text' }])).tax_year.value).toBe('2023/24');
  });
});

describe('a deduction written with a minus', () => {
  it("answers a field named for what is taken off a sum with its size, and keeps the sign of a balance", async () => {
    const bill = 'COUNCIL TAX BILL 2024/25\nBand D charge                     £1,957.56\nSingle person discount (25%)      -£489.39\nDeposit paid                      -200.00\nAmount payable                    £1,268.17\nBalance brought forward           -£35.00';
    const out = await extract([bill], [field('discount_amount', '', 'currency'), field('deposit_paid', '', 'currency'), field('balance_brought_forward', '', 'currency')]);
    expect([out.discount_amount.value, out.deposit_paid.value, out.balance_brought_forward.value]).toEqual([489.39, 200, -35]);
  });

  it('answers a tax withheld from a payment with its size', async () => {
    const note = 'DIVIDEND NOTE\nShares held                  1,000\nGross dividend               EUR 1,075.00\nDividend tax 15%             EUR -161.25\nNet amount credited          EUR 913.75';
    const out = await extract([note], [field('withholding_tax_amount', 'Tax withheld', 'currency'), field('net_amount', '', 'currency')]);
    expect([out.withholding_tax_amount.value, out.net_amount.value]).toEqual([161.25, 913.75]);
  });
});

describe('what an organisation takes in and spends, as statements head them', () => {
  it('reads "opex" as the operating expenses', async () => {
    const statement = `Income statement for the year ended 31 December 2023 (in thousands of euros)
Revenue | 803,231 | 760,114
Total operating expenses | 197,169 | 177,452
Profit for the period | 95,183 | 137,063`;
    const out = await extract([statement], [field('opex', '', 'currency')]);
    expect(out.opex.value).toBe(197_169_000);
  });
});

describe('a news release\'s dateline', () => {
  it('answers the town a release is datelined from, from where it stands and not from a list of places', async () => {
    const release = `Vantage Robotics Inc.\n\nOsaka — Vantage Robotics Inc. today reported results for the year ended 2 February 2016. Revenue fell 17% on the prior year.`;
    const wire = `Harlow Brands Corporation Announces Q3 2020 Financial Results\n\nCHICAGO, Oct. 23, 2020 -- Harlow Brands Corporation (NYSE: HBC) today reported financial results.`;
    expect((await extract([release], [field('hq_city', '', 'text')])).hq_city.value).toBe('Osaka');
    expect((await extract([wire], [field('headquarters', 'City where the company is based', 'text')])).headquarters.value).toBe('CHICAGO');
    // "Town, Region —": the town, not the region beside it.
    const regional = `Solvik Energi ASA\n\nMinneapolis, Minnesota — Solvik Energi ASA today reported results for the year ended 19 August 2023.`;
    expect((await extract([regional], [field('hq_city', '', 'text')])).hq_city.value).toBe('Minneapolis');
  });
});

describe('the document itself, by another name', () => {
  it('answers a letter\'s date from a notice\'s "Date issued" beside the date of what the notice is about', async () => {
    const notice = `Photo Enforcement Violation Notice
City and County of Denver – Right of Way Enforcement
201 W Colfax Ave
Denver, CO 80202
Jennifer Walsh
1550 Gaylord St
Denver, CO 80206
Reference #: 2020-TC-13347
Date issued: Sep. 13, 2020
Plate: RMS 500
Citation #: 54015317
Violation information
Violation date | Time of violation | Violation location
Sep. 1, 2020 | 8:57 AM | E Colfax Ave
Ordinance: 21453(a)
Description: Failure to stop at a red signal
Fine: $158.00
Payment is due by Oct. 4, 2020 (21 days from the date of this notice).
Sincerely
Karen Mills
Parking Enforcement Supervisor`;
    const out = await extract([notice], [
      field('authority', '', 'text'),
      field('notice_number', 'number of the penalty notice', 'id_alphanumeric'),
      field('letter_date', 'date printed on the notice', 'date'),
      field('fine', '', 'currency'),
      field('violation_date', 'when the vehicle was seen', 'date'),
    ]);
    expect([out.letter_date.value, out.violation_date.value]).toEqual(['2020-09-13', '2020-09-01']);
  });
});

describe('a limit by its abbreviation', () => {
  it('reads "Max. guests" as the maximum attendance, not the estimated guest count above it', async () => {
    const hire = `The Foundry Event Space

Venue Rental Contract

Reservation #: 1801-278

This agreement is made on January 18, 2018 between Foundry Events LLC, hereinafter "the Owner" and Derek Lindqvist ("the Licensee").

Room(s): Ballroom

Rental date: July 8, 2018

Event type: Wedding reception

Guest count (est.): 145

Max. guests: 150

Food service: Not included`;
    const out = await extract([hire], [field('customer', '', 'text'), field('event_date', 'day of the event', 'date'), field('maximum_attendance', '', 'number')]);
    expect(out.maximum_attendance.value).toBe(150);
  });
});

describe('job titles', () => {
  it("answers a signer's position with the title under the signature and the signer with the name, not the other way round", async () => {
    const text = [
      'Brightwell Children’s Charity',
      'Donation receipt',
      'Thank you for your gift of £250.00 received on 3 March 2024.',
      'With warm thanks,',
      'Derek Simmons',
      'Development Director',
      'Brightwell Children’s Charity',
    ].join('\n');
    const got = await extract([text], [
      { name: 'position_of_signer', description: '', type: 'text' },
      { name: 'signed_by', description: 'who signed the receipt', type: 'text' },
    ]);
    expect(got.position_of_signer.value).toBe('Development Director');
    expect(got.signed_by.value).toBe('Derek Simmons');
  });

  it('answers the job a letter applies for with the title inside its subject line', async () => {
    const text = 'Ashley Sullivan\n1820 Oak Street\nPortland, OR 97205\n\nApplication for Senior Accountant (Job ID VAC-568-MUC)\nDear Ms. Whitfield:\nI would like to apply for the advertised post.\nBest regards,\nAshley Sullivan';
    const got = await extract([text], [{ name: 'position', description: 'which job the letter is about', type: 'text' }]);
    expect(got.position.value).toBe('Senior Accountant');
  });
});

describe('the person an e-mail address belongs to', () => {
  const ticket = [
    'Request 947597 – warranty claim MW-4863',
    'Customer: camille_roux@orange.fr',
    'Opened: 5 September 2023 13:57',
    'Product: Lunetta MW-4863',
    '',
    'Hello,',
    'My microwave makes a loud grinding noise since 3 September. The serial number is 20NE7611688.',
    'Kind regards,',
    'Camille Roux',
    '14 rue Nationale, 59000 Lille',
    '',
    'Reply from Élodie Marchand, Lunetta customer service',
  ].join('\n');

  it('answers a name asked under the address\'s label with the name the address spells, the address as evidence', async () => {
    const got = await extract([ticket], [{ name: 'customer_name', description: 'Name of the customer who raised the claim', type: 'text' }]);
    expect(got.customer_name.value).toBe('Camille Roux');
  });

  it('still answers the address when an e-mail address is asked', async () => {
    const got = await extract([ticket], [{ name: 'customer_email', description: '', type: 'text' }]);
    expect(got.customer_email.value).toBe('camille_roux@orange.fr');
  });
});

describe('for the attention of', () => {
  it('answers the person a letter is directed to without the words that direct it', async () => {
    const text = ['Fenland Agricultural Labs', 'Certificate of Analysis – Soil', '', 'Report to:', '', 'Kingsbridge Primary School', 'FAO Tom Ashworth', 'Riverside House, 2 Quay Street', 'Exeter EX2 4AN', '', 'Analysed by: Alison Carr'].join('\n');
    const got = await extract([text], [{ name: 'client_contact', description: 'person at the client to contact', type: 'text' }]);
    expect(got.client_contact.value).toBe('Tom Ashworth');
  });
});

describe('a person and their post under one label', () => {
  it('answers the person without the post or department written after the name', async () => {
    const memo = ['Rundschreiben', '', 'An | Anja Lorenz', 'Von | Stefan Hofmann, Leitung', 'Datum | 2021-04-11', 'Betreff | Budgetfreigabe', '', 'Die Geschäftsleitung hat 122.000 € freigegeben.'].join('\n');
    const got = await extract([memo], [{ name: 'author', description: 'who wrote the memo', type: 'text' }]);
    expect(got.author.value).toBe('Stefan Hofmann');
    const note = ['Note de service', '', 'Destinataires: | Manon Girard, CSE', 'De: | Sophie Marchand – Direction générale', 'Date: | 2022-03-27', 'Objet: | Gel des recrutements'].join('\n');
    const fr = await extract([note], [{ name: 'addressee', description: '', type: 'text' }]);
    expect(fr.addressee.value).toBe('Manon Girard');
  });
});

describe('languages named in another language', () => {
  it('answers the languages a French CV lists by their English options', async () => {
    const cv = ['Camille Durand', 'Lyon', '', 'Expérience', 'Chargée de communication, Agence Rivage (2019–2024)', '', 'Langues', 'français (langue maternelle)', 'portugais (courant)', 'anglais (notions)'].join('\n');
    const got = await extract([cv], [{ name: 'spoken_languages', description: '', type: 'multi_select', options: ['Italian', 'Spanish', 'German', 'Polish', 'English', 'French', 'Portuguese'] }]);
    expect(got.spoken_languages.value).toEqual(['English', 'French', 'Portuguese']);
  });
});

describe('the ends of a period, each under its own label', () => {
  it('answers the start and the end of a statement period from labels in French', async () => {
    const statement = ['Banque Armoricaine', 'Relevé de compte courant', 'Début de période | 24 avril 2021', 'Fin de période | 23 mai 2021', 'Édité le | 25 mai 2021', 'Date | Opération | Débit', '27 avril 2021 | PRLV SEPA | 78,37'].join('\n');
    const got = await extract([statement], [
      { name: 'period_to', description: '', type: 'date' },
      { name: 'covers_from', description: 'start of the statement period', type: 'date' },
    ]);
    expect(got.period_to.value).toBe('2021-05-23');
    expect(got.covers_from.value).toBe('2021-04-24');
  });
});

describe('a count written in the German style', () => {
  it('reads "3.305" as three thousand and more where the document writes "116.798.750 €"', async () => {
    const memo = ['Rundschreiben', 'Betreff: Einstellungsstopp', 'Die Belegschaft bleibt bei 3.305 Beschäftigten.', 'Das Personalbudget wurde auf 116.798.750 € festgesetzt (bisher 125.590.000 €).'].join('\n');
    const got = await extract([memo], [{ name: 'headcount', description: 'number of employees the company will keep', type: 'number' }]);
    expect(got.headcount.value).toBe(3305);
  });
});

describe('a sentence asked about in English and written in German', () => {
  it('finds the sentence on winter sports through the parts of "Wintersport"', async () => {
    const schedule = [
      'Versicherungsschein Reiseversicherung',
      'Besondere Bedingungen',
      'Vorerkrankungen, die vor Abschluss dieser Versicherung bekannt waren, sind vom Versicherungsschutz ausgeschlossen.',
      'Wintersport ist nur versichert, wenn der Baustein Wintersport in diesem Versicherungsschein ausgewiesen ist.',
    ].join('\n');
    const got = await extract([schedule], [{ name: 'special_condition', description: 'exact sentence on winter sports', type: 'verbatim' }]);
    expect(got.special_condition.value).toBe('Wintersport ist nur versichert, wenn der Baustein Wintersport in diesem Versicherungsschein ausgewiesen ist.');
  });
});

describe('the high or low end of a range', () => {
  it('answers a field asking for the maximum or the lower end with that end of the range', async () => {
    const release = ['Outlook', 'For the full year we expect an EBIT margin of between 9.0% and 10.5% and revenue of €21.95–22.35 billion.', 'Operating temperature | 0 °C … +40 °C'].join('\n');
    const got = await extract([release], [
      { name: 'fy_margin_max', description: '', type: 'percentage' },
      { name: 'guidance_low', description: 'lower end of the full-year revenue outlook', type: 'currency' },
      { name: 'operating_temp_max', description: '', type: 'number' },
    ]);
    expect(got.fy_margin_max.value).toBe(10.5);
    expect(got.guidance_low.value).toBe(21950000000);
    expect(got.operating_temp_max.value).toBe(40);
  });
});

describe('counts listed on one line, each with its own word', () => {
  it('answers the count whose word the field names, not the first of the list, and reads past words of grammar', async () => {
    const minutes = ['Minutes', 'Attendance: 45 members; apologies from 7 members.', 'Votes: 41 in favour, 1 against, 3 abstentions.'].join('\n');
    const got = await extract([minutes], [{ name: 'votes_against', description: 'how many voted against the budget', type: 'number' }]);
    expect(got.votes_against.value).toBe(1);
    const letter = 'Out of 6 instalments, 1 have been paid so far.';
    const paid = await extract([letter], [{ name: 'instalments_paid', description: 'How many instalments have been paid', type: 'number' }]);
    expect(paid.instalments_paid.value).toBe(1);
  });

  it('answers a count from the part of a list that names its thing before it, not from prose', async () => {
    const minutes = ['Minutes of the annual meeting', 'Attendance: 15 members; apologies from 3 members.', 'The chair opened the meeting at 6:30 PM.'].join('\n');
    const got = await extract([minutes], [{ name: 'apologies_count', description: 'how many sent apologies', type: 'number' }]);
    expect(got.apologies_count.value).toBe(3);
    const hire = 'The event is a conference for about 135 guests; numbers must not exceed 150 at any time.';
    const [task] = prepare(new Doc([{ dataSourceId: 'ds_TESTTEST00', name: 'doc', pages: [{ page: 1, text: hire }] }]), [{ name: 'max_guests', description: 'upper limit on the number of people', type: 'number' }]);
    expect(task.cands.map((c) => c.value)).toContain(150);
  });
});

describe('the confidence of a list of options', () => {
  it('is that of its least sure choice, not the mean of its choices', async () => {
    const rows = (description: string) => ['Expense claim', '', 'Date | Category | Description | Total', 'Jul 2 | Parking | Garage parking downtown | 10.40', `Jul 4 | Taxi | ${description} | 45.75`].join('\n');
    const kinds = { name: 'expense_types', description: 'kinds of expense on the claim', type: 'multi_select' as const, options: ['Hotel', 'Meals', 'Rail', 'Taxi', 'Parking'] };
    const sure = await extract([rows('Uber to airport')], [kinds]);
    expect(sure.expense_types).toMatchObject({ value: ['Taxi', 'Parking'] });
    expect(sure.expense_types.confidence).toBeGreaterThan(0.9);
    // A hotel named only in passing in a taxi's line may or may not be an expense of its own.
    const doubtful = await extract([rows('Uber from hotel to airport')], [kinds]);
    expect(doubtful.expense_types.value).toEqual(['Hotel', 'Taxi', 'Parking']);
    expect(doubtful.expense_types.confidence).toBeLessThan(0.7);
  });
});

describe('the person who acts for the firm', () => {
  const thread = [
    'From: Eleanor Patel <eleanor.patel@posteo.de>',
    'To: customer.relations@skybridge-air.com',
    'Date: 24 December 2023',
    'Subject: Booking reference OK3583',
    '',
    'Dear Sir or Madam,',
    'I am writing about my flight on Dec 19, 2023. Two of our three suitcases arrived damaged.',
    'Yours faithfully,',
    'Eleanor Patel',
    '',
    'From: Colm Moreau <care@skybridge-air.com>',
    'To: eleanor.patel@posteo.de',
    'Sent: 31/12/2023',
    'Subject: RE: Booking reference OK3583',
    '',
    'Dear Eleanor,',
    'Thank you for contacting SkyBridge Airways. A refund of 92,00 € has been approved.',
    'Kind regards,',
    'Colm Moreau',
    'SkyBridge Airways Customer Relations',
  ].join('\n');

  it('answers an agent with whoever writes the firm\'s reply, not the customer it greets', async () => {
    const got = await extract([thread], [{ name: 'agent', description: 'Who answered for the company', type: 'text' }]);
    expect(got.agent.value).toBe('Colm Moreau');
  });
});

describe('a column of units', () => {
  it('answers a line\'s quantity from a "Units" column and its unit price from the next, not the other way round', async () => {
    const quote = ['Keller Kitchens Ltd', 'Quotation Q-2231', '', 'Further to our visit, please find our price below.', '', 'Work | Units | Each | Total', 'Oak worktop 3m | 13 | 834.50 | 10,848.50', 'Fitting labour | 13 | 423.25 | 5,502.25', 'Sealant and fixings | 7 | 440.00 | 3,080.00', '', 'Total: 19,430.75'].join('\n');
    const got = await extract([quote], [
      { name: 'first_line_qty', description: 'Quantity on the first line', type: 'number' },
      { name: 'first_line_unit_price', description: 'Unit price of the first line', type: 'currency' },
    ]);
    expect(got.first_line_qty.value).toBe(13);
    expect(got.first_line_unit_price.value).toBe(834.5);
  });
});

describe('the name of a kind of firm', () => {
  it('answers a shop\'s name with the shop, not the cashier named on the receipt', async () => {
    const receipt = ['QUICKMART', '', '12 Bridge St', 'Tel 0161 555 0199', '', 'Receipt 393036   23.06.2019', 'Cashier: Sophie', '', 'Screws 4x40   28,50', 'Screws 4x40   9,99', '', 'Total: 38,49 €', 'Cash: 40,00'].join('\n');
    const got = await extract([receipt], [{ name: 'shop_name', description: '', type: 'text' }]);
    expect(got.shop_name.value).toBe('QUICKMART');
  });

  it('still reads a role a person may fill as a person or a firm ("vendor_name")', () => {
    expect(analyzeFields([{ name: 'shop_name', description: '', type: 'text' }])[0].classes.person).toBe(0);
    expect(analyzeFields([{ name: 'vendor_name', description: '', type: 'text' }])[0].classes.person).toBe(1);
  });
});

describe('a maker headed "Make"', () => {
  it('answers a field that asks for the make or the brand', async () => {
    const sale = `Vehicle Sale Agreement\n\nSeller: Harbour Motors Ltd\n14 Quay Road, Poole BH15 1HJ\n\nBuyer: Daniel Price\n\nVehicle\nMake: Dacia\nModel: Sandero Stepway\nYear: 2019\nMileage: 41,250 miles\n\nPrice: GBP 8,950.00`;
    for (const name of ['make', 'vehicle_make', 'brand']) {
      const out = await extract([sale], [field(name, '', 'text')]);
      expect(out[name].value).toBe('Dacia');
    }
  });
});

describe('a venue headed by the room or the hall', () => {
  it('answers where a meeting was held, and what the hall costs', async () => {
    const minutes = `Association des parents d'élèves\n\nProcès-verbal de l'assemblée générale\n\nDate: 7 octobre 2025\n\nSalle: salle du conseil de la mairie annexe\n\nPrésident(e) de séance: Sylvie Laurent\n\nSecrétaire de séance: Didier Perrin\n\nLa séance est ouverte à 14h00.`;
    const out = await extract([minutes], [field('venue', 'where the meeting took place', 'text')]);
    expect(out.venue.value).toBe('salle du conseil de la mairie annexe');
    const hire = `Hire agreement\n\nHirer: Wessex Beekeepers Association\nDate of event: 14 June 2025\n\nCharges\nHall hire (6 hours): GBP 1,000.00\nCleaning: GBP 80.00\nDeposit (refundable): GBP 250.00`;
    expect((await extract([hire], [field('venue_fee', '', 'currency')])).venue_fee.value).toBe(1000);
  });
});

describe('the day one retires, told as the day a pension starts', () => {
  it('answers a retirement date from a label that says the pension, though the statement marks its period start', async () => {
    const statement = `Caisse Loire Épargne Retraite\nSituation annuelle de votre PER\nÉdité le: 15/02/2019\nDébut de période: 01/01/2018\nAu: 31/12/2018\nMme Nathalie Perrin\nProjection\nÂge de départ retenu: 64\nDépart en retraite prévu le: 01/03/2029\nEstimation de votre rente annuelle: 15 520 €`;
    const out = await extract([statement], [field('retirement_date', 'date benefits are planned to start', 'date')]);
    expect(out.retirement_date.value).toBe('2029-03-01');
    const german = `Renteninformation 2023\nZeitraum von: 01.01.2023\nbis: 31.12.2023\nVersicherte: Anja Lorenz\nVoraussichtlicher Rentenbeginn: 01.06.2041\nHöhe der Rente: 1.240,00 €`;
    expect((await extract([german], [field('retirement_date', 'date benefits are planned to start', 'date')])).retirement_date.value).toBe('2041-06-01');
  });
});

describe('a description that names a kind of firm', () => {
  it('asks for the firm, not a person of it ("name of the workshop")', async () => {
    const invoice = `Service Invoice\n\nNorthgate Motors Ltd\n148 Gloucester Road\nBristol BS7 8NT\n\nInvoice number: INV-2019-9735\n\nBill to:\nHarbour Logistics Ltd\nAttn: Dean Whitaker\n12 Orchard Way\nKeynsham BS31 2QE\n\nRegistration: WP66 HEV\nVehicle: Kia Sportage\nMileage: 74,675\nMechanic: Colin Baxter\nService adviser: Mark Ellison\nType     Part                                   Qty / Time   Unit     Total\nLabour   Replace front shock absorbers          2.10         134.50   282.45\nPart     12V battery 70Ah                       1            114.95   114.95\n\nLabour total: 282.45\nParts: 114.95\nVAT 20%: 79.48\nInvoice total: £476.88\n\nRepairs are covered by our guarantee for 3 months from the date of the invoice.\n\nPayment method: Card payment`;
    const out = await extract([invoice], [field('repairer', 'name of the workshop', 'text')]);
    expect(out.repairer.value).toBe('Northgate Motors Ltd');
  });
});

describe('the role a contract defines for a party', () => {
  it('gives the role to the first name of its clause, past where the party is registered', async () => {
    const agreement = `SERVICES AGREEMENT\n\nTHIS AGREEMENT is dated Oct. 10, 2021.\n\nPARTIES\n\n(1) Northwind Logistics Inc., whose registered office is at 180 Market Square (the "Provider"); and\n\n(2) Pemberton Care Homes Limited (the "Client").\n\n1. Services. The Provider shall provide the services described in the Schedule with reasonable skill and care.`;
    const out = await extract([agreement], [field('vendor_party', '', 'text')]);
    expect(out.vendor_party.value).toBe('Northwind Logistics Inc.');
  });
});

describe('a column of a row of figures aligned with spaces', () => {
  it('answers a text field by the row and the column it stands in', async () => {
    const report = `Soil analysis report\n\nLaboratory: Aqualab Bretagne\nSample: 2644929\n\nAnalysis        Result   Unit        Target      Method\nCadmium         1.1      mg/kg       < 3.0       MO-811\nCEC (Metson)    23.4     meq/100 g   10.0-25.0   MO-211\nLead            140      mg/kg       < 200       MO-748\n\nAnalysed by: Elodie Chevalier`;
    const out = await extract([report], [field('cadmium_unit', 'unit the cadmium result is given in', 'text')]);
    expect(out.cadmium_unit.value).toBe('mg/kg');
    expect(out.cadmium_unit.evidence[0].start).toBe(report.indexOf('mg/kg'));
  });
});

describe('money into and out of an account', () => {
  it('answers the incoming and the outgoing total by the words a statement totals them with', async () => {
    const statement = `Account statement\nHarlow Decorators Ltd\nPeriod: 2021-10-01 to 2021-10-31\n\nOpening balance | Total credits | Total debits | Closing balance\n£2,677.69 | £1,544.98 | £1,620.49 | £2,602.18\n`;
    const out = await extract([statement], [field('incoming_total', '', 'currency'), field('outgoing_sum', '', 'currency')]);
    expect(out.incoming_total.value).toBe(1544.98);
    expect(out.outgoing_sum.value).toBe(1620.49);
  });
});

describe('dates in a table of people', () => {
  it('reads a burial date under its own column, though the header row above also heads a birth date', async () => {
    const grave = 'GRAVRÄTTSBEVIS\n\nGravrätten upplåts den 2025-02-10 för en tid av 25 år, det vill säga till och med 2050-02-09. Gravrättsinnehavaren ska anmäla en ny adress till förvaltningen och är skyldig att hålla gravplatsen i ordning.\n\nGRAVSATTA\nNamn                  Född           Död            Gravsatt\nBertil Lundqvist      1945-06-21     2025-01-28     2025-02-21\n';
    const out = await extract([grave], [field('burial_date', 'Date of burial.', 'date')]);
    expect(out.burial_date.value).toBe('2025-02-21');
  });
});

describe('what a sentence tells', () => {
  const LETTER = 'Hello,\n\nI bought the dishwasher from Comptoir on 15 August 2020. Order number ORD-458239. On 20 May 2021 the fault appeared: it no longer starts.\n\nRegards,\nCamille Roux';

  it('reads "I bought it on" as the date of purchase, and a short sentence inside a paragraph as no heading of the next', async () => {
    const out = await extract([LETTER], [field('date_of_purchase', 'date on the receipt', 'date')]);
    expect(out.date_of_purchase.value).toBe('2020-08-15');
  });

  it('reads "I bought it on" for a field named a purchase, over the dates a thread writes in its headers', async () => {
    const thread = 'Case 107943 · Warranty claim\n\nCreated: 11/16/2022 17:24\n\nDana Whitaker wrote on 11/16/2022 17:24:\n\nI bought my robot vacuum (model RV-1144B) from ValuTech Superstore on 02/14/2022. It cost me $183.95.\n\nSince 11/11/2022 it shows error code E76 and stops.\n\nOn 11/18/2022 09:24, Tom Keller wrote:\n\nYour unit is within the 12-month warranty, so the claim is accepted.\n';
    const out = await extract([thread], [field('purchase date', '', 'date')]);
    expect(out['purchase date'].value).toBe('2022-02-14');
  });

  it('reads a French purchase told in prose after the breakdown', async () => {
    const text = 'Madame, Monsieur,\n\nLe 20 mai 2021, la panne de mon lave-vaisselle est apparue. Je l’avais acheté le 15 août 2020 chez Comptoir Électroménager.\n\nCordialement,\nCamille Roux';
    const out = await extract([text], [field('date_of_purchase', 'date on the receipt', 'date')]);
    expect(out.date_of_purchase.value).toBe('2020-08-15');
  });

  it('reads French words capitalised inside a sentence as a name ("chez Comptoir Électroménager"), at the start of a line as words', async () => {
    const text = 'Subject: Demande de garantie DW-7496B\nRequester: camille.roux65@orange.fr\n\nMadame, Monsieur,\n\nJ’ai acheté le 15 août 2020 chez Comptoir Électroménager un lave-vaisselle, modèle DW-7496B. Le prix d’achat était de 730,00 €.\n\nCordialement,\nCamille Roux';
    const out = await extract([text], [field('retailer_name', '', 'text')]);
    expect(out.retailer_name.value).toBe('Comptoir Électroménager');
  });
});

describe('money off', () => {
  it('reads a voucher as the code that gives a discount, not the invoice number', async () => {
    const text = 'Mitglied: Jonas Vogel\nMitgliedsnummer: 4313/22\nRechnungsnummer: RE-2020-8264\nDatum: 20. Juli 2020\n\nLeistung | Betrag\nRegulärer Preis (6 Monate) | 830,18 €\nNachlass STAY10 (-10%) | -83,02 €\nRechnungsbetrag | 747,16 EUR';
    const out = await extract([text], [field('voucher', 'code used for money off', 'id_alphanumeric'), field('bill_number', '', 'id_alphanumeric')]);
    expect(out.voucher.value).toBe('STAY10');
    expect(out.bill_number.value).toBe('RE-2020-8264');
  });
});

describe('nights counted in prose', () => {
  it('answers a count of what was booked and of what went wrong from "3 of the 4 nights", not from a weight', async () => {
    const text = 'Dear Harbourside Hotels team,\n\nI am writing about my stay on Jan 9, 2020 (reservation number 417179863). Of the booking, 3 of the 4 nights\nwere cancelled without notice. My luggage of 12 kg was lost too.\n\nI paid $1,491.20 for this and expect a fair response.\n\nYours faithfully,\nArjun Mensah';
    const out = await extract([text], [field('booked_count', '', 'number'), field('items_with_problem', '', 'number')]);
    expect(out.booked_count.value).toBe(4);
    expect(out.items_with_problem.value).toBe(3);
  });
});

describe('an item line\'s quantity with its unit', () => {
  it('answers the quantity of the first line though it is written in kWh', async () => {
    const text = 'Invoice\n\nItem | Quantity | Unit price | Amount\nElectricity | 3,223 kWh | 0.3496 | 1,126.76\nStanding charge | 92 days | 0.4966 | 45.69\nTotal: 1,172.45';
    const out = await extract([text], [field('qty_first_line', '', 'number')]);
    expect(out.qty_first_line.value).toBe(3223);
  });
});

describe('an event over days of one month', () => {
  it('answers its first and its last day from "14–15 October 2025"', async () => {
    const text = 'Northern Data Summit 2025\nRegistration confirmation\n\nDear Amira Hassan,\n\nThank you for registering. The summit takes place on 14–15 October 2025 at the Manchester Central Convention Complex.\n\nRegistration ID: NDS25-04417\nPrice paid: £395.00';
    const out = await extract([text], [field('start_date', 'first day of the event', 'date'), field('end_date', 'last day of the event', 'date')]);
    expect(out.start_date.value).toBe('2025-10-14');
    expect(out.end_date.value).toBe('2025-10-15');
  });
});

describe("a dollar's country", () => {
  it('answers a statement\'s "$" with the dollar of its country, and with the one dollar a document names', async () => {
    const ask = [field('currency', 'Currency of the statement', 'currency_symbol')];
    const statement = 'Koala Card Services Pty Ltd  ABN 47 087 651 223\nLevel 9, 1 Collins St, Melbourne VIC 3000\n\nOpening balance   $1,486.20\nPurchases   $1,057.35\nClosing balance   $1,763.90';
    expect((await extract([statement], ask)).currency.value).toBe('AUD');
    expect((await extract(['Acme Inc.\nTotal due: $45.00'], ask)).currency.value).toBe('USD');
  });

  it('answers an Argentine estimate\'s "$" with the peso, and a Danish ticket\'s "kr" with the Danish krone', async () => {
    const ask = [field('currency', 'Currency of the estimate', 'currency_symbol')];
    const estimate = 'COCHERÍA ITURRALDE HNOS.\nCUIT 30-71288465-9 · Rosario, Santa Fe, Argentina\n\nAtaúd modelo "Cedro Imperial"      $ 1.480.000,00\nTOTAL                               $ 3.035.250,00';
    expect((await extract([estimate], ask)).currency.value).toBe('ARS');
    const ticket = 'Cykelværkstedet Nørrebro\nNørrebrogade 112, 2200 København N\nmail@cykelvaerkstedet-nbro.dk · CVR 38 44 12 97\n\nTotal inkl. moms    kr 1.508,50';
    expect((await extract([ticket], ask)).currency.value).toBe('DKK');
  });

  it('reads the dates of a document whose "$" is Australian with the day first, as Australia writes them', async () => {
    const quote = 'Sparkle & Co Commercial Cleaning Pty Ltd\nPO Box 3310, Fortitude Valley QLD 4006\n\nDate: 12/05/2025\nValid until: 11/06/2025\n\nOffice clean (per visit)   $165.00\nWindow clean   $420.00\nCarpet steam clean   $880.00\nTotal per month   $2,145.00';
    const out = await extract([quote], [field('quote_date', 'Date of the quote', 'date'), field('valid_until', '', 'date')]);
    expect([out.quote_date.value, out.valid_until.value]).toEqual(['2025-05-12', '2025-06-11']);
    const us = quote.replace('Pty Ltd', 'Inc.').replace('Fortitude Valley QLD 4006', 'Austin, TX 78701');
    expect((await extract([us], [field('quote_date', 'Date of the quote', 'date')])).quote_date.value).toBe('2025-12-05');
  });
});

describe('a "#" in a field\'s name', () => {
  it('reads "Invoice #" as the invoice number, labelled "Number", before a purchase order reference asked beside it', async () => {
    const invoice = 'Oakmere Print & Design Ltd\n\nInvoice\n\nNumber | INV-75458\nDate | 2021-11-23\nDue date | 2022-01-22\n\nBill to\nTidewell Interiors Ltd\nHansaring 12, 50670 Köln\n\nInvoice total | 24.673,94 EUR\n\nPayment by bank transfer please, quoting INV-75458.';
    const out = await extract([invoice], [field('Invoice #', '', 'id_alphanumeric'), field('po_ref', 'Purchase order reference from the customer', 'id_alphanumeric')]);
    expect(out['Invoice #'].value).toBe('INV-75458');
  });
});

describe('a form of labels and values spaced out', () => {
  const ticket = [
    "Bayanihan Freight Solutions, Inc. - IT Service Desk",
    "Incident INC-0048213                                    Printed: 2025-08-20 09:03 PHT",
    "=====================================================================================",
    "",
    "Short description:  SSL-VPN - remote users unable to connect (\"certificate expired\")",
    "State:              Resolved                      Priority:   P2 - High",
    "Impact:             2 - Medium                    Urgency:    1 - High",
    "Category:           Network > Remote Access (VPN)",
    "Config. item:       FGT-MKT-EDGE01 (FortiGate 200F, Makati HQ)",
    "Caller:             Ma. Cristina Dela Peña (Accounting Supervisor)",
    "Caller location:    Cebu Branch - Mandaue City",
    "Contact:            +63 917 845 2290 / cdelapena@bayanihanfreight.ph",
    "Assignment group:   NetOps - Makati",
    "Assigned to:        Jerome Villanueva",
    "Opened:             2025-08-19 08:14:22 PHT       Opened by: Kevin Sarmiento (Service Desk)",
    "Resolved:           2025-08-19 15:52:40 PHT       Resolution code: Solved (Permanently)",
    "SLA:                P2 resolution target 8h - MET (7h 38m elapsed)",
    "Affected users:     37 (Cebu, Davao and home-based staff)",
    "Related records:    CHG-0007731 (emergency change), PRB-0000912 (problem)",
    "VPN portal:         https://vpn.bayanihanfreight.ph:10443",
    "",
    "DESCRIPTION",
    "Since around 08:00 this morning none of us in the Cebu branch can connect to the",
    "VPN. FortiClient shows \"The server's certificate has expired (-8199)\". We cannot",
    "post the month-end freight invoices in SAP without the VPN. Please help, urgent.",
    "",
    "ACTIVITY",
    "-------------------------------------------------------------------------------------",
    "2025-08-19 08:14:22  Kevin Sarmiento  [Additional comments - visible to caller]",
    "  Ticket logged from phone call. Two users in Davao report the same error.",
  ].join('\n');

  it('reads a web address among its values as a value, not as a label "https" that makes the form two blocks side by side', async () => {
    const out = await extract([ticket], [field('assigned_engineer', 'Engineer the ticket is assigned to.', 'text')]);
    expect(out.assigned_engineer.value).toBe('Jerome Villanueva');
  });

  it('reads the bracket after each value of a list as what names it', async () => {
    const out = await extract([ticket], [field('problem_record', 'Linked problem ticket number.', 'id_alphanumeric')]);
    expect(out.problem_record.value).toBe('PRB-0000912');
  });
});

describe("an e-mail's quoting", () => {
  it('is no part of a name quoted under it', async () => {
    const thread = 'Van: Sanne Bouwmeester\nAan: claims@snelvracht.nl\nOnderwerp: RE: schade levering\n\nGoedemiddag,\n\nZie onderstaande melding.\n\n> Van: Fietsenmakerij De Spaak\n> Geleverd door:\n>> Snelvracht Logistiek B.V.\n>> Havenweg 41, 3542 AD Utrecht';
    const out = await extract([thread], [field('carrier', 'Transport company that delivered the goods', 'text')]);
    expect(out.carrier.value).toBe('Snelvracht Logistiek B.V.');
  });
});

describe('a label spaced out from its own colon', () => {
  it('reads "Programme             : Master of Science" as a label and its value, not as a column "Programme" beside one of ": ..."', async () => {
    const transcript = 'CONSOLIDATED GRADE TRANSCRIPT\n\nSl. No.: KIST/CoE/TR/2025/004187                         Date of Issue: 18-07-2025\n\nName of the Student   : MEENAKSHI RAGHAVENDRA IYER\nRegister Number       : 23MSCCH017\nDate of Birth         : 09-02-2002\nProgramme             : Master of Science (M.Sc.) in Chemistry\nSpecialisation        : Organic Chemistry\nBatch                 : 2023 - 2025               Mode of Study  : Full Time (Regular)';
    const out = await extract([transcript], [field('student_name', '', 'text'), field('programme', 'Degree programme the student completed', 'text')]);
    expect(out.student_name.value).toBe('MEENAKSHI RAGHAVENDRA IYER');
    expect(out.programme.value).toBe('Master of Science (M.Sc.) in Chemistry');
  });
});

describe('a statement whose units stand on a line of their own under its years', () => {
  it('reads "£000" under "2025" as thousands, and a total of the row in the current year\'s column by the row\'s label', async () => {
    const statement = [
      'FINANCIAL REVIEW',
      '',
      'This was the first year of a three-year grant from the National Lottery Community Fund.',
      '',
      'SUMMARY STATEMENT OF FINANCIAL ACTIVITIES',
      'for the year ended 31 March 2025',
      '',
      '                                        Unrestricted   Restricted    Total    Total',
      '                                               funds        funds     2025     2024',
      '                                                £000         £000     £000     £000',
      'Income from:',
      '  Donations and legacies                         318           94      412      388',
      '  Grants                                         112          543      655      540',
      '                                            --------     --------  -------  -------',
      'Total income                                     430          637    1,067    1,178',
      '',
      'Expenditure on:',
      '  Raising funds                                   88            -       88       79',
      '  Charitable activities                          561          585    1,146    1,052',
      '                                            --------     --------  -------  -------',
      'Total expenditure                                649          585    1,234    1,131',
      '',
      'Net income                                         81           52      133       47',
    ].join('\n');
    const out = await extract([statement], [field('total_expenditure', 'Total spending for the current year.', 'currency'), field('net_income', 'Net income or deficit for the year', 'currency')]);
    expect(out.total_expenditure.value).toBe(1234000);
    expect(out.net_income.value).toBe(133000);
  });
});

describe('words beside a figure in a row of two', () => {
  it('reads "Staff ID | 006533" as a label and its value, never the words as a name', async () => {
    const advice = "Pay Advice\n\nEmployer | Oakridge Care Homes Ltd\n\nJames O'Connor\n14 Primrose Hill\nBath\nBA1 2JX\n\nStaff ID | 006533\nCode | 0T\nNI No. | NP 35 76 44 B\nPay period | 13 Apr 2023 - 19 Apr 2023\n\nIncome tax | 133.96\nTotal gross pay | 642.00\nTake home pay | GBP 450.26";
    const out = await extract([advice], [field('employee', 'Person being paid', 'text')]);
    expect(out.employee.value).toBe("James O'Connor");
    const payslip = 'Payslip\nEmployer: Northwind Retail Ltd\nAisha Bello\n7 Larch Close\nNorwich NR4 7TJ\nEmployee No.: EMP-25128\nTax code: 0T\nDescription |  | Amount\nIncome tax |  | 1,211.12\nEmployee NIC |  | 434.36\nWorkplace pension |  | 289.58\nNET PAY: GBP 5,304.32';
    expect((await extract([payslip], [field('employee', 'Person being paid', 'text')])).employee.value).toBe('Aisha Bello');
  });
});

describe("a document's title", () => {
  it('names no party: the firm above "Purchase Order" is the one buying', async () => {
    const order = 'Ridgeway Builders\n\nPurchase Order\n\nPO number: PO80582\n\nDate: 26.04.2021\n\nDelivery date: 07/05/2021\n\nYour quotation: Q-1065\n\nBuyer contact: M. Dubois\n\nDelivery address:\n\nRidgeway Builders\nUnit 4, Riverside Park\nSheffield\nS9 2RX\n\nTo:\n\nKraft Werkzeuge plc\nsales@kraft.com\n\nLine | Description | Qty | Unit cost | Total\n1 | Resistor kit | 88 | 180.99 | 15,927.12\n\nOrder total: £15,927.12';
    const out = await extract([order], [field('ordering_company', 'who is buying', 'text')]);
    expect(out.ordering_company.value).toBe('Ridgeway Builders');
  });
});

describe('what a total leaves out, in other languages', () => {
  it('reads "eks. mva" as a total without VAT and "inkl. mva" as one with it', async () => {
    const quote = `Estimert leie 12 uker x 5 060,00                                      60 720,00
Estimert totalpris eks. mva.                                         113 880,00
Mva. 25 %                                                             28 470,00
Estimert totalpris inkl. mva.                                        142 350,00`;
    const out = await extract([quote], [field('est_total_ex_vat', 'Estimated total price excluding VAT', 'currency'), field('est_total_inc_vat', 'Estimated total incl. mva', 'currency')]);
    expect(out.est_total_ex_vat.value).toBe(113880);
    expect(out.est_total_inc_vat.value).toBe(142350);
  });
});

describe("a student's side", () => {
  it("does not answer a student's e-mail with the school's, in its letterhead", async () => {
    const transcript = `NORTHFIELD COLLEGE
Registry Office | 9 Campus Road, Leeds LS2 9JT | registry@northfield.ac.uk

ACADEMIC TRANSCRIPT
Student:           Aino Lehtonen
Student number:    2103418
Programme:         BSc Nursing`;
    const out = await extract([transcript], [field('student_email', "Student's e-mail address", 'text'), field('student_no', '', 'id_alphanumeric')]);
    expect(out.student_email.value).toBeNull();
    expect(out.student_no.value).toBe('2103418');
  });
});

describe('the date of a document of the kind a field names in other words', () => {
  it("answers a quote's date with the letter's own date of a document that calls itself a quotation, not a date in its sentences", async () => {
    const letter = 'STUDIO DI RESTAURO BELLINI & ROSSETTI\nVia dei Servi 38/r – 50122 Firenze\n\n                                  Spett.le\n                                  Parrocchia di San Michele Arcangelo\n                                  52031 Anghiari (AR)\n\nFirenze, 9 ottobre 2026\n\nOGGETTO: Preventivo n. PR-2026-047 per il restauro del dipinto su tela\n\nGentile Don Lelli,\na seguito del sopralluogo effettuato presso la Vostra chiesa il 24 settembre 2026, Le trasmettiamo il preventivo per il restauro dell\'opera.';
    const out = await extract([letter], [field('quote_date', 'Date of the quote.', 'date')]);
    expect(out.quote_date.value).toBe('2026-10-09');
  });
});

describe("a period's bounds labelled in the document's language", () => {
  it('answers "valid from" and "valid until" from "Gyldig fra:" and "Gyldig til:", not from a season written as a range', async () => {
    const text = [
      'Fiskekort – kvittering',
      'Kortnummer:       FK-2026-004871',
      'Kjøpt:            14.06.2026 kl. 09:42',
      'Gyldig fra:       15.06.2026 kl. 00:00',
      'Gyldig til:       21.06.2026 kl. 24:00',
      '',
      'FISKEREGLER – SESONGEN 2026',
      '1. Fisketid: 1. juni – 31. august. Det er fiskefri periode fra søndag kl. 18:00 til mandag kl. 18:00.',
      '2. Kvote: Det er tillatt å avlive inntil to laks per døgn og fem laks per sesong. Hunnlaks over 80 cm skal settes ut igjen.',
      '3. Fangstrapportering: All fangst, også gjenutsatt fisk, skal registreres senest 24 timer etter fangst. Ukekortinnehavere skal levere endelig fangstrapport, også ved null fangst.',
    ].join('\n');
    const out = await extract([text], [field('valid_from', 'First day on which fishing is allowed with this licence.', 'date'), field('valid_until', 'Last day the licence is valid.', 'date')]);
    expect(out.valid_from.value).toBe('2026-06-15');
    expect(out.valid_until.value).toBe('2026-06-21');
  });
});
