import { describe, expect, it } from 'vitest';
import { Doc } from './doc.ts';
import { prepare } from './engine.ts';
import { FEATURE_INDEX } from './feature-names.ts';
import type { FieldType } from '../../domain/tool-runs.ts';

const docOf = (text: string) => new Doc([{ dataSourceId: 'ds_FEATURES00', name: 'doc', pages: [{ page: 1, text }] }]);

type Asked = { name: string; description: string };

/** The candidates of `text` for one field that have `feature`: their values, distinct and in order, or their spans' text. */
function markedIn(text: string, type: FieldType, def: Asked, feature: string, by: 'value' | 'span' = 'value'): unknown[] {
  const [task] = prepare(docOf(text), [{ ...def, type }]);
  const f = FEATURE_INDEX.get(feature)!;
  const hits = task.cands.filter((c, i) => task.rows[i].idx.includes(f));
  const out = [...new Set(hits.map((c) => (by === 'value' ? c.value : c.page.text.slice(c.start, c.end))))];
  return by === 'value' && type !== 'date' ? out.sort((a, b) => Number(a) - Number(b)) : out;
}

describe('a field that asks for one line of an item table', () => {
  const receipt = 'QUICKMART\n2023-06-06 #653882\nQty | Description | Unit | Total\n1 | Paint brush | 1.99 | 1.99\n1 | Flat white | 27.25 | 27.25\nSubtotal: 29.24\nTotal: $31.58\nMastercard: 34.74';
  const marked = (def: { name: string; description: string }, feature: string) => {
    const [task] = prepare(docOf(receipt), [{ ...def, type: 'currency' }]);
    const f = FEATURE_INDEX.get(feature)!;
    return [...new Set(task.cands.filter((c, i) => task.rows[i].idx.includes(f)).map((c) => c.value))];
  };

  it("marks the document's largest amount and the last amount of a row as unlikely answers", () => {
    const item = { name: 'first_item_unit_price', description: 'Price of one unit of the first item' };
    expect(marked(item, 'it_max')).toEqual([34.74]);
    expect(marked(item, 'it_last')).toEqual([1.99, 27.25]);
    expect(marked(item, 'it_row').sort()).toEqual([1, 1.99, 27.25]);
  });

  it("reads the column's header by the words that are not the line's place", () => {
    // "first_item_amount": "item" names the line, not the column, and once matched "Unit price" through "unit".
    const invoice = 'Description | Qty | Unit price | Amount\nErgonomic office chair | 4 | 189.00 | 756.00\nStanding desk frame | 2 | 310.50 | 621.00';
    const headerScore = (name: string) => {
      const [task] = prepare(docOf(invoice), [{ name, description: '', type: 'currency' }]);
      const f = FEATURE_INDEX.get('h_name')!;
      return Object.fromEntries(task.cands.map((c, i) => [c.value, task.rows[i].val[task.rows[i].idx.indexOf(f)] ?? 0]));
    };
    const amount = headerScore('first_item_amount');
    expect(amount[756]).toBe(1);
    expect(amount[189]).toBe(0);
    const price = headerScore('first_line_unit_price');
    expect(price[189]).toBe(1);
    expect(price[756]).toBe(0);
  });

  it('does not for a total or a sum of the lines', () => {
    expect(marked({ name: 'total', description: 'Total paid' }, 'it_max')).toEqual([]);
    expect(marked({ name: 'subtotal', description: 'sum of the lines before VAT' }, 'it_max')).toEqual([]);
    expect(marked({ name: 'line_total', description: '' }, 'it_max')).toEqual([]);
  });
});

describe('a field that asks for an id of a published shape', () => {
  it('is not taken for absent from a document that calls it by other words, where an id of that shape stands', () => {
    const order = 'Werkstattauftrag RO-35880\nBankverbindung: DE89 3704 0044 0532 0130 00 (Sparkasse Bremen)';
    const iban = { name: 'payment_account', description: 'IBAN to pay into' };
    expect(markedIn(order, 'id_alphanumeric', iban, 'key_absent')).toEqual([]);
    // Without a shape to go by, the same words unsaid still count against a value.
    expect(markedIn(order, 'id_alphanumeric', { name: 'payment_account', description: 'Account to pay into' }, 'key_absent').length).toBeGreaterThan(0);
  });
});

describe("a description's words met through WordNet in the sentence a value stands in", () => {
  const mail = 'Sent: 2023-12-24\n\nDear Sir or Madam,\n\nOn 19 Dec 2023 I travelled with you, booking reference OK3583. I paid 920,99 € for this.';
  const [task] = prepare(docOf(mail), [{ name: 'date_of_service', description: 'when the trip took place', type: 'date' }]);
  const f = FEATURE_INDEX.get('sx_ldesc')!;

  it('marks the date of the sentence that speaks of travelling for a field that asks when the trip was', () => {
    expect(task.cands.filter((c, i) => task.rows[i].idx.includes(f)).map((c) => c.value)).toEqual(['2023-12-19']);
  });

  it('reads "took place" as happened, not as asking for a place', () => {
    expect(task.q.classes.place).toBe(0);
  });
});

describe("a statement's year columns against the year a field asks for", () => {
  const statement = 'Results\n\n | 2022 | 2023\nTotal revenues | 935,055 | 890,529\nProfit before tax | 132,965 | 105,527\n';
  const marked = (def: Asked, feature: string) => markedIn(statement, 'currency', def, feature);

  it("fits the latest year's column to a field that names no period, and an earlier year's to one that asks for it", () => {
    expect(marked({ name: 'revenue', description: 'Revenue for the latest period' }, 'yr_fit')).toEqual([105527, 890529]);
    expect(marked({ name: 'profit', description: 'profit before tax' }, 'yr_mis')).toEqual([132965, 935055]);
    for (const def of [
      { name: 'prior_revenue', description: '' },
      { name: 'last_year_sales', description: '' },
      { name: 'sales', description: 'sales in the comparative period' },
      { name: 'revenue', description: 'revenue of the year before' },
    ]) {
      expect(marked(def, 'yr_fit')).toEqual([132965, 935055]);
      expect(marked(def, 'yr_mis')).toEqual([105527, 890529]);
    }
  });
});

describe('the words of a field name that say what the thing is', () => {
  const statement = 'Results\n\n | 2022 | 2023\nTotal revenues | 935,055 | 890,529\nProfit before tax | 132,965 | 105,527\n';
  const keyAbsent = (name: string) => {
    const [task] = prepare(docOf(statement), [{ name, description: '', type: 'currency' }]);
    const f = FEATURE_INDEX.get('key_absent')!;
    return task.rows.map((r) => r.val[r.idx.indexOf(f)] ?? 0);
  };

  it('marks a field whose thing the document never names, however well its qualifier matches', () => {
    expect(new Set(keyAbsent('dividend_total'))).toEqual(new Set([1]));
    expect(new Set(keyAbsent('due_date'))).toEqual(new Set([1]));
    expect(new Set(keyAbsent('total_revenue'))).toEqual(new Set([0]));
    expect(new Set(keyAbsent('total'))).toEqual(new Set([0]));
  });

  it("counts the thing named in the document's own language", () => {
    const contrato = 'CONTRATO DE ARRENDAMIENTO DE EQUIPO\n\nQUINTA. DEPÓSITO EN GARANTÍA. A la firma, la arrendataria entrega la cantidad de $150,000.00 (CIENTO CINCUENTA MIL PESOS), que será devuelta por el arrendador dentro de los 10 días hábiles siguientes a la devolución del equipo, descontando los daños y las deudas que su uso haya causado, para que el pago de la renta quede sin adeudos.';
    const absent = (name: string) => {
      const [task] = prepare(docOf(contrato), [{ name, description: '', type: 'currency' }]);
      const f = FEATURE_INDEX.get('key_absent')!;
      return new Set(task.rows.map((r) => r.val[r.idx.indexOf(f)] ?? 0));
    };
    expect(absent('deposit_amount')).toEqual(new Set([0]));
    expect(absent('dividend_total')).toEqual(new Set([1]));
  });
});

describe('a running total for the year against the figure of the period', () => {
  const slip = 'PAYSLIP\n\n | This period | Year to date\nGross pay | 2,412.50 | 16,887.50\nIncome tax | 310.20 | 2,171.40\n\nNet pay YTD: 14,716.10\n';
  const marked = (def: Asked, feature: string) => markedIn(slip, 'currency', def, feature);

  it("fits a year-to-date column or label to a field that asks for one, and the period's figures to one that does not", () => {
    expect(marked({ name: 'gross_ytd', description: '' }, 'td_fit')).toEqual([2171.4, 14716.1, 16887.5]);
    expect(marked({ name: 'cumulative_gross', description: 'total gross since the start of the year' }, 'td_mis')).toEqual([310.2, 2412.5]);
    expect(marked({ name: 'gross_pay', description: 'Pay for this period before deductions' }, 'td_mis')).toEqual([2171.4, 14716.1, 16887.5]);
    expect(marked({ name: 'gross_pay', description: '' }, 'td_fit')).toEqual([]);
  });
});

describe('the name under a closing', () => {
  const letter = 'Castle Lettings\nUnit 9, Kingsway\nReading RG1 1AA\n\nMr Luca Bianchi\n221 Maple Drive\n\nDear Mr Bianchi,\nPlease pay by 19 June 2023.\n\nYours sincerely,\nNadia Rahman\nRevenues Officer';
  const marked = (def: Asked, feature: string) => markedIn(letter, 'text', def, feature, 'span');

  it('fits the name the letter greets to a field that asks for the addressee, and not to one that asks for the writer', () => {
    // The name above the address, and the address block it heads; not the greeting itself.
    expect(marked({ name: 'recipient', description: 'Person the letter is addressed to' }, 'greet_fit')).toEqual(['Luca Bianchi', 'Reading RG1 1AA\n\nMr Luca Bianchi']);
    expect(marked({ name: 'signed_by', description: '' }, 'greet_mis')).toEqual(['Luca Bianchi', 'Reading RG1 1AA\n\nMr Luca Bianchi']);
    expect(marked({ name: 'town', description: '' }, 'greet_fit')).toEqual([]);
  });

  it('takes whom a thing is given or sent to as the addressee, and not someone a verb goes on about', () => {
    expect(marked({ name: 'candidate', description: 'Person the job is offered to' }, 'greet_fit')).toEqual(['Luca Bianchi', 'Reading RG1 1AA\n\nMr Luca Bianchi']);
    expect(marked({ name: 'candidate', description: 'Person the job is offered to' }, 'so_mis')).toEqual(['Nadia Rahman']);
    expect(marked({ name: 'candidate', description: 'person expected to start in June' }, 'greet_fit')).toEqual([]);
  });

  it('takes whoever a letter is for (a patient, a guest) as its addressee', () => {
    expect(marked({ name: 'patient_name', description: '' }, 'greet_fit')).toEqual(['Luca Bianchi', 'Reading RG1 1AA\n\nMr Luca Bianchi']);
    expect(marked({ name: 'guest', description: 'who the booking is for' }, 'greet_fit')).toEqual(['Luca Bianchi', 'Reading RG1 1AA\n\nMr Luca Bianchi']);
  });

  it('fits a field that asks who signed or wrote, and not one that asks for the addressee', () => {
    for (const signer of [{ name: 'signatory', description: '' }, { name: 'signed_by', description: '' }, { name: 'author', description: 'who wrote the letter' }]) expect(marked(signer, 'so_fit')).toEqual(['Nadia Rahman']);
    expect(marked({ name: 'recipient', description: 'Person the letter is addressed to' }, 'so_mis')).toEqual(['Nadia Rahman']);
    expect(marked({ name: 'recipient', description: '' }, 'so_fit')).toEqual([]);
  });

  it("reads a signature block's signer as a person: not the party a field asks for", () => {
    const block = 'IN WITNESS WHEREOF the parties have signed.\nACME HOLDINGS LTD | BETA TRADING LLC\nBy: /s/ Dana Whitcombe | By: /s/ Omar Haddad\nName: Dana Whitcombe | Name: Omar Haddad';
    const party = markedIn(block, 'text', { name: 'party_1', description: 'Name of a party to the agreement' }, 'so_mis', 'span');
    expect(party.sort()).toEqual(['/s/ Dana Whitcombe', '/s/ Omar Haddad', 'Dana Whitcombe', 'Omar Haddad'].sort());
    expect(markedIn(block, 'text', { name: 'signatory', description: '' }, 'so_fit', 'span')).toContain('Omar Haddad');
  });
});

describe('a sentence of a sale in French or German', () => {
  it('puts the name the goods were bought at on the seller\'s side ("acheté ... chez", "habe ich am ... bei")', () => {
    const seller = { name: 'retailer_name', description: 'the shop that sold it' };
    expect(markedIn("Bonjour,\nJ'ai acheté le 3 janvier 2021 chez Comptoir Martin un lave-linge.", 'text', seller, 'side_fit')).toContain('Comptoir Martin');
    expect(markedIn('Guten Tag,\nich habe am 2020-04-15 bei ElektroMarkt Albers einen Kaffeevollautomaten gekauft.', 'text', seller, 'side_fit')).toContain('ElektroMarkt Albers');
  });
});

describe('the role a contract defines for a party', () => {
  it('puts the party on the side of a sale its role names ("the Client" buys, "the Contractor" supplies)', () => {
    const sow = 'This Statement of Work (the "SOW") is made on 14 Aug 2018 between Pinecrest Retail Group plc (hereinafter the "Client") and Ashby Wren Consulting Ltd (hereinafter the "Contractor").';
    const buyer = { name: 'customer_company', description: 'who is buying the services' };
    expect(markedIn(sow, 'text', buyer, 'side_fit')).toEqual(['Pinecrest Retail Group plc']);
    expect(markedIn(sow, 'text', buyer, 'side_mis')).toEqual(['Ashby Wren Consulting Ltd']);
    expect(markedIn(sow, 'text', { name: 'applicable_law', description: '' }, 'side_fit')).toEqual([]);
  });
});

describe("a mail header's date and whose message it is", () => {
  const thread = 'From: Colm Moreau <care@skybridge-air.com>\nTo: eleanor.patel@posteo.de\nSent: 31 December 2023\n\nDear Eleanor,\nYour complaint is logged.\n\nFrom: Eleanor Patel <eleanor.patel@posteo.de>\nTo: customer.relations@skybridge-air.com\nSent: 2023-12-24\n\nDear Sir or Madam,\nTwo of our three suitcases were damaged.';
  const marked = (def: Asked, feature: string) => markedIn(thread, 'date', def, feature);

  it("fits the date of the greeted person's message to a field that asks for the customer's side, and the other's to one that asks for the sender's", () => {
    expect(marked({ name: 'complaint_date', description: 'When the customer wrote' }, 'hdr_fit')).toEqual(['2023-12-24']);
    expect(marked({ name: 'complaint_date', description: 'When the customer wrote' }, 'hdr_mis')).toEqual(['2023-12-31']);
    expect(marked({ name: 'sender_date', description: 'when the sender wrote' }, 'hdr_fit')).toEqual(['2023-12-31']);
    expect(marked({ name: 'received', description: '' }, 'hdr_fit')).toEqual([]);
  });
});

describe("which message of a thread a date field asks about", () => {
  // Paragraphs of a Word file: a blank line between the header's fields.
  const thread = 'From: Ahmed Richter <care@coastlineferries.com>\n\nTo: yuki_tanaka@outlook.com\n\nDate: 21/02/2024\n\nSubject: RE: Booking code 144224731\n\nDear Yuki,\nWe will refund 472,00 € of your fare.\n\n-----Original Message-----\n\nFrom: Yuki Tanaka <yuki_tanaka@outlook.com>\n\nTo: customer.relations@coastlineferries.com\n\nDate: 12/02/2024\n\nDear Sir or Madam,\nI am writing about my crossing on 1 February 2024.\n\nYuki Tanaka';
  const marked = (def: Asked, feature: string) => markedIn(thread, 'date', def, feature);

  it("fits the earliest header date to the first message and a later one to a reply, and marks no date outside a header", () => {
    const first = { name: 'received', description: 'date of the first message' };
    const reply = { name: 'response_date', description: 'Date of the company reply' };
    expect([marked(first, 'msg_fit'), marked(first, 'msg_mis')]).toEqual([['2024-02-12'], ['2024-02-21']]);
    expect([marked(reply, 'msg_fit'), marked(reply, 'msg_mis')]).toEqual([['2024-02-21'], ['2024-02-12']]);
    expect(marked({ name: 'date_of_service', description: 'when the trip took place' }, 'msg_fit')).toEqual([]);
    expect(marked({ name: 'first_instalment', description: 'date of the first payment' }, 'msg_mis')).toEqual([]);
  });

  it('reads a header whose fields are parted by blank lines as one header', () => {
    expect(marked({ name: 'complaint_date', description: 'When the customer wrote' }, 'hdr_fit')).toEqual(['2024-02-12']);
  });

  it('offers no name from a rule drawn round words, and does not take a name for a common word because an e-mail address writes it in lower case', () => {
    expect(markedIn(thread, 'text', { name: 'customer', description: 'Who complained' }, 'fit_person', 'span')).not.toContain('Original Message');
    expect(markedIn(thread, 'text', { name: 'customer', description: 'Who complained' }, 'e_common', 'span')).not.toContain('Yuki Tanaka');
  });
});

describe('a label whose value is an e-mail address', () => {
  it('reads the value as an address, not a name: it does not fit a field that asks for a name', () => {
    const ticket = 'Client: camille_roux@orange.fr\nOuvert le: 5 septembre 2023\nAuteur: Camille Roux';
    // The label's value, not the e-mail candidate read from the same span.
    const labelValue = (name: string, description: string, feature: string) => {
      const [task] = prepare(docOf(ticket), [{ name, description, type: 'text' }]);
      const i = task.cands.findIndex((c) => c.kind === 'label_value' && c.page.text.slice(c.start, c.end) === 'camille_roux@orange.fr');
      return task.rows[i].idx.includes(FEATURE_INDEX.get(feature)!);
    };
    expect([labelValue('customer_name', 'who the customer is', 'mis_email'), labelValue('customer_name', 'who the customer is', 'fit_person')]).toEqual([true, false]);
  });

  it("reads a mail's reply-to as an e-mail address to write to", () => {
    const ticket = 'Requester: Olivia Hargreaves <ohargreaves@brightwater-analytics.co.uk>\nSubject: Sync failing';
    for (const name of ['reply_to', 'reply address']) expect(markedIn(ticket, 'text', { name, description: 'where to answer them' }, 'fit_email', 'span')).toEqual(['ohargreaves@brightwater-analytics.co.uk']);
  });
});

describe('a name labelled with the party it acts for', () => {
  const contract = 'Harbour Cleaning Services Ltd\nService Agreement\nClient: Northgate Dental Practice\nFor the Company: Tom Hughes\nPour le client : Priya Shah\n\nFor the attention of: Dr Omar Farouk\n\nFor the Client:\nMaria Lopez';
  const marked = (def: Asked, feature: string) => markedIn(contract, 'text', def, feature, 'span');

  it("reads the name as the party's representative: it fits who signed and is not the party", () => {
    expect(marked({ name: 'client_name', description: '' }, 'so_mis')).toEqual(expect.arrayContaining(['Priya Shah', 'Maria Lopez']));
    expect(marked({ name: 'client_name', description: '' }, 'so_mis')).not.toContain('Dr Omar Farouk');
    expect(marked({ name: 'client_signatory', description: 'who signed for the client' }, 'so_fit')).toEqual(expect.arrayContaining(['Tom Hughes', 'Priya Shah', 'Maria Lopez']));
  });
});

describe('a date written as a limit', () => {
  const letter = 'Castle Lettings\n22/05/2023\n\nDear Mr Bianchi,\nPlease pay this amount by 19 June 2023 to avoid further action. The quote is valid until 30 June 2023. It covers what was disclosed before 1 May 2023.';
  const marked = (def: Asked, feature: string) => markedIn(letter, 'date', def, feature);

  it('fits a field that asks by when something must happen, and not one that asks for another date', () => {
    for (const limit of [{ name: 'deadline', description: '' }, { name: 'act_on', description: 'date by which the recipient must act' }])
      expect(marked(limit, 'lim_fit')).toEqual(['2023-06-19', '2023-06-30']);
    // "Valid until" asks for an end, which "valid until 30 June 2023" marks: the other dates are no candidates.
    expect(marked({ name: 'valid_until', description: '' }, 'lim_fit')).toEqual(['2023-06-30']);
    expect(marked({ name: 'letter_date', description: 'Date of the letter' }, 'lim_mis')).toEqual(['2023-06-19', '2023-06-30']);
    expect(marked({ name: 'due_date', description: '' }, 'lim_fit')).toEqual(['2023-06-19', '2023-06-30']);
    expect(marked({ name: 'letter_date', description: 'Date of the letter' }, 'lim_fit')).toEqual([]);
  });

  it('reads the limit word before a weekday or "den" ("senast fredag 9 maj 2025", "senest den 16. maj 2025")', () => {
    const slip = 'Resan kostar 650 kr.\nBetala senest den 16 maj 2025. Lämna talongen senast fredag 9 maj 2025.\nResan: onsdag 4 juni 2025.';
    expect(markedIn(slip, 'date', { name: 'deadline', description: '' }, 'lim_fit')).toEqual(['2025-05-16', '2025-05-09']);
    const avis = 'Date d\'établissement: 22/08/2022\nVous pouvez contester cet avis jusqu\'au 31/12/2024 auprès de votre centre.';
    expect(markedIn(avis, 'date', { name: 'dispute_deadline', description: '' }, 'lim_fit')).toEqual(['2024-12-31']);
  });
});

describe('the two dates of a period', () => {
  const bill = 'Statement date: 04/04/2024\nBilling period: 01/03/2024 - 31/03/2024\nCover runs from 00:01 on 1 May 2024 until midnight on 30 April 2025.\nPaid on 2024-03-10. Next reading 2024-06-01.';
  const marked = (def: Asked, feature: string) => markedIn(bill, 'date', def, feature);

  it("fits the first date to a field that asks for a period's start and the second to one that asks for its end", () => {
    for (const start of [{ name: 'period_start', description: '' }, { name: 'usage_from', description: '' }, { name: 'cover_date', description: 'first day of cover' }])
      expect(marked(start, 'rng_fit'), start.name).toEqual(['2024-03-01', '2024-05-01']);
    for (const end of [{ name: 'period_end', description: '' }, { name: 'service_to', description: '' }, { name: 'expiry', description: 'when cover expires' }])
      expect(marked(end, 'rng_fit'), end.name).toEqual(['2024-03-31', '2025-04-30']);
    // A period's start is no candidate at all for a field that asks for its end (date-labels.ts).
    const [task] = prepare(docOf(bill), [{ name: 'period_end', description: '', type: 'date' }]);
    expect(task.cands.map((c) => c.value)).toEqual(['2024-03-31', '2025-04-30']);
  });

  it("answers the document's own date by no end of the period it covers", () => {
    const bill = 'Northgrid Telecom Ltd\nStatement of account\nIssued: 19 Mar 2025\nBill period: 15 Feb 2025 to 14 Mar 2025\nDirect Debit on: 27 Mar 2025';
    const [task] = prepare(docOf(bill), [{ name: 'statement_date', description: '', type: 'date' }]);
    expect(task.cands.map((c) => c.value)).toEqual(['2025-03-19', '2025-03-27']);
    // A date field that asks for something else may still be answered by one.
    const [service] = prepare(docOf(bill), [{ name: 'service_start', description: '', type: 'date' }]);
    expect(service.cands.map((c) => c.value)).toContain('2025-02-15');
  });

  it('reads a period joined as other languages join it ("do dnia", "al", "até", "tot")', () => {
    const texts = [
      'Zezwolenie jest ważne od dnia 1 czerwca 2025 r. do dnia 31 maja 2026 r.',
      'Vigencia: del 01/06/2025 al 31/05/2026.',
      'Válido de 01/06/2025 até 31/05/2026.',
      'Geldig van 01-06-2025 tot 31-05-2026.',
    ];
    for (const text of texts) {
      expect(markedIn(text, 'date', { name: 'valid_from', description: '' }, 'rng_fit'), text).toEqual(['2025-06-01']);
      expect(markedIn(text, 'date', { name: 'valid_until', description: '' }, 'rng_fit'), text).toEqual(['2026-05-31']);
    }
  });

  it('says nothing of a date outside a range, nor to a field that asks for neither end ("to" in a description is no end)', () => {
    expect(marked({ name: 'period_end', description: '' }, 'rng_fit')).not.toContain('2024-03-10');
    expect(marked({ name: 'statement_date', description: 'date the statement was sent to the customer' }, 'rng_fit')).toEqual([]);
    expect(marked({ name: 'statement_date', description: 'date the statement was sent to the customer' }, 'rng_mis')).toEqual([]);
    // Two dates in separate sentences are no range.
    expect(marked({ name: 'period_start', description: '' }, 'rng_fit')).not.toContain('2024-06-01');
  });
});

describe('a number field that asks for a count', () => {
  const ticket = 'Hello,\nIt was delivered on 2025-10-12, but out of 5 plant pots, 1 were the wrong colour. The order cost me 337,99 €.\nRegards';
  const marked = (def: { name: string; description: string }) => {
    const [task] = prepare(docOf(ticket), [{ ...def, type: 'number' }]);
    const f = FEATURE_INDEX.get('count_money')!;
    return [...new Set(task.cands.filter((c, i) => task.rows[i].idx.includes(f)).map((c) => c.value))];
  };

  it('marks an amount of money as unlikely', () => {
    expect(marked({ name: 'units_ordered', description: 'How many units were ordered in total' })).toEqual([337.99]);
    expect(marked({ name: 'qty', description: '' })).toEqual([337.99]);
  });

  it('does not when the field asks for money or for no count', () => {
    expect(marked({ name: 'unit_price', description: 'price of one unit' })).toEqual([]);
    expect(marked({ name: 'order_value', description: '' })).toEqual([]);
  });
});

describe('a count spelled out in prose', () => {
  const mail = 'I travelled with you on 3 May 2024. Sadly, two of our three suitcases were damaged, and I paid £412.50 for the trip.';
  const marked = (def: { name: string; description: string }, feature: string) => {
    const [task] = prepare(docOf(mail), [{ ...def, type: 'number' }]);
    const f = FEATURE_INDEX.get(feature)!;
    return task.cands.filter((c, i) => task.rows[i].idx.includes(f)).map((c) => c.page.text.slice(c.start, c.end));
  };

  it('is a candidate of a number field, marked as spelled, and read as the part or the whole', () => {
    const affected = { name: 'affected_count', description: 'How many suitcases were damaged' };
    expect(marked(affected, 'spelled')).toEqual(['two', 'three']);
    expect(marked(affected, 'pw_fit')).toEqual(['two']);
    expect(marked({ name: 'total_count', description: 'How many suitcases there were in total' }, 'pw_fit')).toEqual(['three']);
  });

  it('reads what was booked or ordered, or how many in all, as the whole, unless the field asks for the faulty ones', () => {
    for (const whole of [
      { name: 'booked_count', description: '' },
      { name: 'units_ordered', description: '' },
      { name: 'suitcases', description: 'how many suitcases in all' },
    ])
      expect(marked(whole, 'pw_fit')).toEqual(['three']);
    expect(marked({ name: 'damaged', description: 'how many of the ordered suitcases were damaged' }, 'pw_fit')).toEqual(['two']);
  });
});

describe('a label that names something else', () => {
  const form = 'Created at: 2024-06-03\nFactuurdatum: 2024-06-04\nInvoice date: 2024-06-05\nDue on\n2024-06-30';
  const asked = { name: 'invoice_date', description: 'Date of the invoice' };

  it('tells a label in English that names another thing from one in words the lexicon does not know', () => {
    expect(markedIn(form, 'date', asked, 'l_mismatch')).toEqual(['2024-06-03', '2024-06-04']);
    expect(markedIn(form, 'date', asked, 'l_mis_en')).toEqual(['2024-06-03']);
    expect(markedIn(form, 'date', asked, 'a_mis_en')).toEqual(['2024-06-30']);
  });
});

describe('a label in German or French', () => {
  const asked = { name: 'invoice_date', description: 'Date of the invoice' };

  it('is read as the English it means, as one word or a compound, with or without accents', () => {
    const form = 'Lieferdatum: 2024-06-02\nRechnungsdatum: 2024-06-04\nDate de facture : 2024-06-05\nDate d\'echeance : 2024-06-30';
    expect(markedIn(form, 'date', { name: 'invoiced_on', description: '' }, 'l_name')).toEqual(['2024-06-04', '2024-06-05']);
    expect(markedIn(form, 'date', { name: 'due_on', description: '' }, 'l_name')).toEqual(['2024-06-30']);
    expect(markedIn(form, 'date', { name: 'delivered', description: '' }, 'l_name')).toEqual(['2024-06-02']);
    expect(markedIn(form, 'date', asked, 'l_mismatch')).toEqual([]);
  });

  it('that names another thing is a label read and not met, as an English one is', () => {
    const form = 'Lieferdatum: 2024-06-02\nFactuurdatum: 2024-06-04';
    expect(markedIn(form, 'date', { name: 'order_number', description: '' }, 'l_mis_en')).toEqual(['2024-06-02']);
  });
});

describe("a document's own date", () => {
  const letter = 'Laboratoires Berthier SA\n69 avenue Jean Jaurès\n\nRennes, 2024-02-19\n\nMadame,\n\nJ’ai découvert le 30 janvier 2024 votre offre. Je pourrais commencer le 15 mai 2024.\n\nCordialement,';
  const order = 'PURCHASE ORDER PO-2291\nDate: 2021-05-29\nDeliver by: 2021-06-15';

  it('fits the date under the letterhead to a field that asks when the document was written, sent or issued', () => {
    expect(markedIn(letter, 'date', { name: 'letter_date', description: 'date the cover letter was written' }, 'dl_fit')).toEqual(['2024-02-19']);
    expect(markedIn(letter, 'date', { name: 'sent_on', description: '' }, 'dl_fit')).toEqual(['2024-02-19']);
    expect(markedIn(order, 'date', { name: 'date', description: '' }, 'dl_fit')).toEqual(['2021-05-29']);
    expect(markedIn(order, 'date', { name: 'order_date', description: '' }, 'dl_fit')).toEqual(['2021-05-29']);
  });

  it('marks it as unlikely for a field that asks for another day, or for a kind of document this one is not', () => {
    expect(markedIn(letter, 'date', { name: 'advert_date', description: 'when the applicant saw the vacancy' }, 'dl_mis')).toEqual(['2024-02-19']);
    expect(markedIn(order, 'date', { name: 'invoice_date', description: '' }, 'dl_mis')).toEqual(['2021-05-29']);
    expect(markedIn(letter, 'date', { name: 'advert_date', description: 'when the applicant saw the vacancy' }, 'dl_fit')).toEqual([]);
  });
});

describe('what a passage holds besides words', () => {
  const letter =
    'Le tarif de la consultation est de 291,00 €, à régler à la confirmation.\nVous devez être à jeun depuis minuit la veille de l’examen, sans boisson.\nLe rendez-vous a été fixé au 29/08/2025 dans notre service.';

  it('marks a passage with an amount of money as unlikely for a field that asks about no money, and likely for one that does', () => {
    expect(markedIn(letter, 'verbatim', { name: 'before_you_come', description: 'how to prepare' }, 'sv_money_mis', 'span')).toEqual([
      'Le tarif de la consultation est de 291,00 €, à régler à la confirmation.',
    ]);
    expect(markedIn(letter, 'verbatim', { name: 'fee_terms', description: 'what the consultation costs' }, 'sv_money_fit', 'span')).toEqual([
      'Le tarif de la consultation est de 291,00 €, à régler à la confirmation.',
    ]);
  });

  it('marks a passage with a date by whether the field asks about a time', () => {
    expect(markedIn(letter, 'verbatim', { name: 'preparation', description: 'how to prepare' }, 'sv_date_mis', 'span')).toEqual(['Le rendez-vous a été fixé au 29/08/2025 dans notre service.']);
    expect(markedIn(letter, 'verbatim', { name: 'deadline_clause', description: '' }, 'sv_date_fit', 'span')).toEqual(['Le rendez-vous a été fixé au 29/08/2025 dans notre service.']);
    expect(markedIn(letter, 'verbatim', { name: 'deadline_clause', description: '' }, 'sv_date_mis', 'span')).toEqual([]);
  });
});

describe('the short line that heads a sentence', () => {
  const claim = 'Travel Expense Report\nSubmitted by: Luis Ramirez\nBusiness purpose:\nOnboarding training for new field technicians in Denver\nTrip start: 01/06/2022\nTotal amount: $220.85\nI certify that the above expenses were incurred for legitimate business purposes and have not been reimbursed elsewhere.';
  const asked = { name: 'trip_reason', description: 'why the trip was made, as written' };

  it('is read as its label: "Business purpose:" names the reason asked (through its synonym), and is no mismatch', () => {
    expect(markedIn(claim, 'verbatim', asked, 'a_name', 'span')).toEqual(['Onboarding training for new field technicians in Denver']);
    expect(markedIn(claim, 'verbatim', asked, 'a_mismatch', 'span')).toEqual([]);
  });

  it('is not a label when it is a sentence of its own', () => {
    expect(markedIn(claim, 'verbatim', asked, 'a_prec', 'span')).not.toContain('I certify that the above expenses were incurred for legitimate business purposes and have not been reimbursed elsewhere.');
  });
});

describe("a letterhead's side", () => {
  it("is its writer's, though its name holds a customer's role word, and the letter's addressee the customer's", () => {
    const letter = [
      'REGIONAL BLOOD DONOR SERVICE',
      'Hawthorn Court, 12 Mill Lane, Leeds LS2 7QT',
      'Telephone 0113 555 0192',
      '',
      'Ms Aisha Rahman',
      '8 Beech Grove',
      'Harrogate',
      'HG1 2NP',
      '',
      'Dear Ms Rahman,',
      'Thank you for booking your next donation with us.',
    ].join('\n');
    const asked = { name: 'donor_postcode', description: "The postcode of the donor's home address." };
    const mis = markedIn(letter, 'text', asked, 'side_mis');
    const fit = markedIn(letter, 'text', asked, 'side_fit');
    expect(mis).toContain('LS2 7QT');
    expect(fit).not.toContain('LS2 7QT');
    expect(fit).toContain('HG1 2NP');
  });
});
