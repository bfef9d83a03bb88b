import { describe, expect, it } from 'vitest';
import { createLocalBackend } from './index.ts';
import { Doc } from './doc.ts';
import { prepare } from './engine.ts';
import { fitsId, idKindOf, setAsideKindOf } from './id-kinds.ts';

/** The values the local engine answers for `fields` over one page of `text`. */
async function valuesOf(text: string, fields: Array<{ name: string; description: string }>): Promise<unknown[]> {
  const out = await createLocalBackend().extract({
    fields: fields.map((f) => ({ ...f, type: 'id_alphanumeric' as const })),
    sources: [{ dataSourceId: 'ds_IDKINDS000', name: 'doc.txt', pages: [{ page: 1, text }] }],
    signal: new AbortController().signal,
    onField: () => {},
  });
  return out.map((f) => f.value);
}

describe('ids with a published shape', () => {
  it('reads the kind a field asks for from its name, else its description', () => {
    expect(idKindOf('chassis_number', '')?.name).toBe('vin');
    expect(idKindOf('containerNo', '')?.name).toBe('container');
    expect(idKindOf('payee_account', 'IBAN of the payee')?.name).toBe('iban');
    expect(idKindOf('deviceImei', '')?.name).toBe('imei');
    expect(idKindOf('vintage', 'year the wine was made')).toBeNull();
    expect(idKindOf('order_id', '')).toBeNull();
    expect(idKindOf('reg_plate', '')?.name).toBe('plate');
    expect(idKindOf('registration', "the car's registration")?.name).toBe('plate');
    // A charity's or a company's registration is no plate.
    expect(idKindOf('funder_registration', 'registration number of the charity')).toBeNull();
    // An id of a thing of a kind is not that kind's number; its own number is.
    expect(idKindOf('iso_type_code', 'ISO size/type code of the container.')).toBeNull();
    expect(idKindOf('box', 'number of the container')?.name).toBe('container');
  });

  it('reads no kind from what a description sets aside, and knows the kind set aside', async () => {
    expect(idKindOf('order_code', 'number to quote when ordering, not the barcode')).toBeNull();
    expect(setAsideKindOf('number to quote when ordering, not the barcode')?.name).toBe('ean');
    expect(setAsideKindOf('the reference of the order')).toBeNull();
    const sheet = 'Product data sheet\nModel: DM564-S\nArticle no. | 398962\nGTIN | 3341720018676\nWeight | 2.4 kg';
    const orderCode = { name: 'order_code', description: 'number to quote when ordering, not the barcode', type: 'id_alphanumeric' as const };
    expect(await valuesOf(sheet, [orderCode])).toEqual(['398962']);
    // The barcode is no answer at all, however the rest scores.
    const [task] = prepare(new Doc([{ dataSourceId: 'ds_IDKINDS000', name: 'doc.txt', pages: [{ page: 1, text: sheet }] }]), [orderCode]);
    expect(task.cands.map((c) => c.value)).toContain('398962');
    expect(task.cands.map((c) => c.value)).not.toContain('3341720018676');
  });

  it("reads a plate by the shapes of the countries that write it: Britain's, France's, and the validator's", () => {
    const plate = idKindOf('plate_number', '')!;
    for (const s of ['SE14 XJZ', 'AB-123-CD', 'A123 BCD']) expect(fitsId(plate, s)).toBe(true);
    for (const s of ['RO-35880', 'INV-75458', '2023/025455', 'JTDC47XM98VHMMDG2']) expect(fitsId(plate, s)).toBe(false);
  });

  it('answers a plate field with the registration, not the order number or the VIN beside it', async () => {
    const text = `Repair order RO-35880
Customer: Ian Walsh, account 44712
Vehicle: Ford Focus, VIN JTDC47XM98VHMMDG2, registration WP66 HEV
Work: brake pads, front axle`;
    expect(await valuesOf(text, [{ name: 'reg_plate', description: '' }])).toEqual(['WP66 HEV']);
  });

  it('tests check digits where the standard has them', () => {
    const iban = idKindOf('iban', '')!;
    expect(fitsId(iban, 'GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(fitsId(iban, 'GB83 WEST 1234 5698 7654 32')).toBe(false);
    const vin = idKindOf('vin', '')!;
    expect(fitsId(vin, 'WVW93KZ7CTR5J9S98')).toBe(true);
    // I, O and Q are never in a VIN.
    expect(fitsId(vin, 'WVW93KZ7CTR5J9SO8')).toBe(false);
  });

  it('answers a VIN or an IBAN field with an id of that shape, not a nearer reference', async () => {
    const text = `Werkstattauftrag RO-35880
Kunde: Stefan Wendt, Kundennr. 44712
Fahrzeug: VW Golf, Fahrgestellnummer WVW93KZ7CTR5J9S98, Kennzeichen HB-SW 412
Bankverbindung: DE89 3704 0044 0532 0130 00 (Sparkasse Bremen)`;
    const fields = [
      { name: 'chassis_number', description: '' },
      { name: 'payment_account', description: 'IBAN to pay into' },
    ];
    expect(await valuesOf(text, fields)).toEqual(['WVW93KZ7CTR5J9S98', 'DE89 3704 0044 0532 0130 00']);
  });

  it("answers a CPF with a person's eleven digits and a CNPJ with a firm's fourteen, under the same label", async () => {
    const text = `NOTA FISCAL DE SERVIÇOS ELETRÔNICA – NFS-e
PRESTADOR DE SERVIÇOS
Razão Social: Lavanderia Tapete Limpo Ltda.
CPF/CNPJ: 27.418.553/0001-06          Inscrição Municipal: 5.884.210-3
TOMADOR DE SERVIÇOS
Nome: Mariana Albuquerque Siqueira
CPF/CNPJ: 318.442.905-17          Inscrição Municipal: ----`;
    const fields = [
      { name: 'customer_cpf', description: "Customer's CPF" },
      { name: 'provider_cnpj', description: "Provider's CNPJ" },
    ];
    expect(await valuesOf(text, fields)).toEqual(['318.442.905-17', '27.418.553/0001-06']);
  });

  it("reads a patient's national health or insurance number by its shape: the NHS number grouped 3 3 4, a German KVNR, a French NIR", () => {
    const health = idKindOf('health number', "patient's national health or insurance number")!;
    expect(health.name).toBe('health');
    for (const s of ['694 155 5631', 'K759196853', '1 45 12 20 318 909 45', '2 84 05 2A 123 456 78']) expect(fitsId(health, s)).toBe(true);
    for (const s of ['6941555631', '555-123-4567', 'OPH/AK/23211', 'APT-775930', '023 8077 4410', '00809734']) expect(fitsId(health, s)).toBe(false);
    expect(idKindOf('nhs_no', '')?.name).toBe('health');
    expect(idKindOf('patient_account_number', '')).toBeNull();
  });

  it("answers a health number with the patient's, not the hospital's reference beside it", async () => {
    const text = `St Aldhelm's University Hospital NHS Trust
Outpatient Appointments, Mill Lane, Southampton SO16 6YD
Our ref: OPH/AK/23211
Hospital no.: 40917733
NHS Number: 694 155 5631
Dear Mrs Kaur,
An appointment has been made for you on 12 March 2024.`;
    expect(await valuesOf(text, [{ name: 'health number', description: '' }])).toEqual(['694 155 5631']);
  });
});

describe('a number its label gives as a telephone', () => {
  const letter = [
    'Mäklarhuset Norrland AB',
    'Storgatan 12, 852 30 Sundsvall',
    '',
    'Uppdragsavtal',
    'Uppdragsgivare:  Lindqvist Fastigheter AB, kontakt Karin Lindqvist, tfn 070-552 18 44',
    'Ärende:          Försäljning av Sundsvall Skönsberg 4:12',
    'Ert ärende nr:   U-2025-118',
  ].join('\n');

  it('answers no reference asked, and does answer a field that asks for a telephone number', () => {
    const doc = () => new Doc([{ dataSourceId: 'ds_IDPHONE0000', name: 'doc', pages: [{ page: 1, text: letter }] }]);
    const values = (name: string, description: string) => prepare(doc(), [{ name, description, type: 'id_alphanumeric' }])[0].cands.map((c) => c.value);
    expect(values('case_reference', 'The reference of the assignment.')).not.toContain('070-552 18 44');
    expect(values('case_reference', 'The reference of the assignment.')).toContain('U-2025-118');
    expect(values('contact_phone', "The client contact's telephone number.")).toContain('070-552 18 44');
  });
});
