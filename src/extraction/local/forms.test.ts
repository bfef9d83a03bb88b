import { describe, expect, it } from 'vitest';
import { extractText } from './test-kit.ts';

// Forms written as a print shop or a register writes them: labels led to their values by dots, blanks left to fill in.
describe('a form', () => {
  it('reads a value led from its label by a leader of dots', async () => {
    const notice = [
      'AVISO DE SUSPENSIÓN DE SUMINISTRO',
      '',
      '  Titular del contrato ................ D.ª María Dolores Arrieta Saiz',
      '  NIF ................................. 13794512K',
      '  Dirección de suministro ............. C/ Isabel II, 27, 3º B, 39002 Santander',
      '  Especialidad ........................ Suministro eléctrico',
      '',
      'Le comunicamos que existen facturas pendientes de pago.',
    ].join('\n');
    const out = await extractText(notice, [{ name: 'account holder', description: '', type: 'text' }]);
    expect(out['account holder'].value).toBe('María Dolores Arrieta Saiz');
  });

  it('answers no name with a blank left to sign ("Name ______")', async () => {
    const form = [
      'ACCEPTANCE FORM - LEASE RENEWAL',
      '',
      'Please tick ONE option:',
      ' [ ]  I/We accept the 12-month renewal from 01/08/2025 to 31/07/2026 at $650.00 per week.',
      '',
      'Tenant 1:   Name ______________________   Signature ______________   Date ___/___/_____',
      'Tenant 2:   Name ______________________   Signature ______________   Date ___/___/_____',
    ].join('\n');
    const out = await extractText(form, [{ name: 'tenant names', description: '', type: 'text' }]);
    expect(String(out['tenant names'].value ?? '')).not.toMatch(/_/);
    expect(out['tenant names'].confidence).toBeLessThan(0.5);
  });

  it("reads a letterhead's web address under its contact line as no value of that line's label", async () => {
    const invoice = [
      '                                   HOLLYBROOK VETERINARY CENTRE',
      '                                   14 Mill Lane, Harrogate, North Yorkshire HG1 4QT',
      '                                   Tel 01423 506 218  |  accounts@hollybrookvets.co.uk',
      '                                   www.hollybrookvets.co.uk',
      '',
      'TAX INVOICE',
      '',
      'Bill to: Mrs Eleanor Whitcombe, 7 Station Road, Harrogate HG2 8JU',
      'Consultation and dental scale under general anaesthetic        £412.50',
    ].join('\n');
    const out = await extractText(invoice, [{ name: 'practice website', description: '', type: 'url' }]);
    expect(out['practice website'].value).toBe('www.hollybrookvets.co.uk');
    expect(out['practice website'].confidence).toBeGreaterThan(0.5);
  });
});

describe("a form's tick boxes and columns", () => {
  it("answers a name with no option of the form's boxes, ticked or not", async () => {
    const confirmation = [
      'Terminbestätigung',
      '',
      'Angaben zur Buchung:',
      '  Antragsteller/in:       Marko Jovanović, geb. 03.11.1991 in Novi Sad',
      '  Anzahl Antragsteller:   2',
      '',
      '  Visumart:     ☐ Schengen-Visum (Typ C, Kurzaufenthalt)',
      '                ☒ Nationales Visum (Typ D, Langaufenthalt)',
    ].join('\n');
    const out = await extractText(confirmation, [{ name: 'applicant_name', description: 'Name of the main visa applicant', type: 'text' }]);
    expect(out.applicant_name.value).toBe('Marko Jovanović');
  });

  it('answers a passage with no row of options, nor with an option left unticked', async () => {
    const order = [
      'Rx 2 (compounded)',
      '  Base: [x] Lipoderm  [ ] VersaPro  [ ] PLO gel  [ ] Anhydrous (Fattibase)',
      '  Ergebnis:  [ ] erhebliche Mängel (EM) – Wiedervorführung binnen 1 Monat',
      '             [x] geringe Mängel (GM) – ohne Wiedervorführung',
    ].join('\n');
    const out = await extractText(order, [{ name: 'base_notes', description: 'What the form says of the cream base', type: 'verbatim' }, { name: 'result_text', description: 'The major defects clause', type: 'verbatim' }]);
    expect(String(out.base_notes.value ?? '')).not.toMatch(/VersaPro/);
    expect(String(out.result_text.value ?? '')).not.toMatch(/erhebliche/);
  });

  it("reads the heading over an addressee's name in its own column, with initials before a particle of the name", async () => {
    const invoice = [
      'Tennisvereniging Het Zonnepark',
      'Sportpark Zuilen · Amsterdamsestraatweg 590 · 3553 EN Utrecht',
      '',
      '                                                         FACTUUR',
      '',
      'Aan:                                               Factuurnummer:   2025-0381',
      'Mevr. Femke M. van der Linden                      Factuurdatum:    03-03-2025',
      'Oudegracht 211 A                                   Vervaldatum:     17-03-2025',
      '3511 NH  Utrecht                                   Lidnummer:       10482',
      '',
      'Soort lidmaatschap:',
      '  [ ] Junior (t/m 17 jaar)   [ ] Student   [x] Senior   [ ] Gezinslid',
      '',
      'Omschrijving                                          btw        Bedrag',
      'Contributie seniorlid, periode 01-04-2025 t/m 31-03-2026   vrij     € 245,00',
      'Totaal te betalen                                                € 245,00',
      'Contributie is vrijgesteld van btw (art. 11 lid 1 sub e Wet OB).',
    ].join('\n');
    const out = await extractText(invoice, [{ name: 'member_name', description: 'Name of the club member being invoiced', type: 'text' }]);
    expect(out.member_name.value).toBe('Femke M. van der Linden');
  });
});

describe("a form's numbered sections", () => {
  it('names no party with its heading in capitals ("1. DECLARANTE / SUJEITO PASSIVO")', async () => {
    const form = [
      'DECLARAÇÃO ADUANEIRA DE VEÍCULO (DAV)',
      'Estância aduaneira: PT000300 - Alfândega de Leixões',
      '',
      '1. DECLARANTE / SUJEITO PASSIVO',
      '   Nome:          Rui Miguel Carvalho Antunes',
      '   NIF:           218 447 903',
      '   Morada:        Rua Dr. Roberto Frias, 612, 4200-465 Porto',
      '',
      '2. VEÍCULO',
      '   Marca:         Volkswagen',
    ].join('\n');
    const out = await extractText(form, [{ name: 'declarant_name', description: 'Person importing the vehicle.', type: 'text' }]);
    expect(out.declarant_name.value).toBe('Rui Miguel Carvalho Antunes');
  });
});
