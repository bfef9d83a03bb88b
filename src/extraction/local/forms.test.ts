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
