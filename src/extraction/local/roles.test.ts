import { describe, expect, it } from 'vitest';
import { extractText } from './test-kit.ts';

describe('a role a dispute or a claim names', () => {
  it("answers a claimant or a complainant with the person a claim's letter is for, not its writer", async () => {
    const letter = "Harbour Mutual Insurance plc\n1 Quay Street, Bristol BS1 4DJ\n\nMs Brooke Sullivan\n18 Elm Grove\nBath BA2 6PT\n\nClaim number: HM-55120\nDate: 12 March 2024\n\nDear Ms Sullivan,\n\nSettlement of your claim\n\nWe have assessed the damage to your kitchen following the escape of water on 2 February 2024 and are pleased to offer a settlement of £4,250.00, less your policy excess of £250.00.\n\nYours sincerely,\nDaniel Okoro\nClaims Handler";
    const out = await extractText(letter, [
      { name: 'claimant', description: '', type: 'text' },
      { name: 'complainant', description: '', type: 'text' },
    ]);
    expect([out.claimant.value, out.complainant.value]).toEqual(['Brooke Sullivan', 'Brooke Sullivan']);
  });
});

describe("a form's section", () => {
  it('puts its labelled lines on the side its heading in capitals names ("CLIENT" over "Raison sociale : ...")', async () => {
    const report = `NUISIBLES CONTRÔLE PROVENCE
148 avenue de Fontcouverte – 84000 Avignon

RAPPORT D'INTERVENTION N° RI-26-0219

CLIENT
Raison sociale : Boulangerie Martel & Fils
Adresse du site : 27 rue des Tanneurs, 84000 Avignon
Interlocuteur sur place : Mme Sophie Martel`;
    const out = await extractText(report, [{ name: 'customer_business', description: 'Name of the business that had the pest control visit.', type: 'text' }]);
    expect(out.customer_business.value).toBe('Boulangerie Martel & Fils');
  });

  it('reads a heading glossed in brackets ("FROM (Sender)", "TO (Recipient)") over labels spaced apart from their values', async () => {
    const declaration = `CUSTOMS DECLARATION                                CN 23

FROM (Sender)
Name:                 Eleanor Whitfield
Street:               8 Mill Lane
Postcode:             LA9 4RS
City:                 Kendal

TO (Recipient)
Name:                 Thomas Whitfield
Street:               52 Banksia Street
Postcode:             6160
City:                 Fremantle WA`;
    const out = await extractText(declaration, [
      { name: 'sender_postcode', description: "Sender's postcode.", type: 'text' },
      { name: 'recipient_postcode', description: "Recipient's postcode.", type: 'text' },
    ]);
    expect([out.sender_postcode.value, out.recipient_postcode.value]).toEqual(['LA9 4RS', '6160']);
  });
});

describe('a workshop as the side that sells', () => {
  it("answers a repair workshop's tax number with the letterhead's, not the one in the customer's block", async () => {
    const ticket = [
      'SAPATARIA RESTAURO DA BAIXA, LDA.',
      'Rua dos Correeiros, 112 · 1100-165 Lisboa',
      'NIF 503 187 426 · Capital social 5.000,00 €',
      '',
      'TALÃO DE REPARAÇÃO N.º 2026/03417',
      '',
      'CLIENTE',
      'Nome:           Rui Miguel Carvalho Antunes',
      'NIF:            218 594 730',
      '',
      'Os artigos não levantados no prazo de 90 dias serão considerados abandonados.',
    ].join('\n');
    const out = await extractText(ticket, [{ name: 'workshop_tax_number', description: 'Tax number (NIF) of the repair workshop.', type: 'id_alphanumeric' }]);
    expect(out.workshop_tax_number.value).toBe('503 187 426');
  });
});
