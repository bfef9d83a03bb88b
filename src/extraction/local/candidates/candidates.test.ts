import { describe, expect, it } from 'vitest';
import { clauseAt, durationClause } from '../clause.ts';
import { Doc } from '../doc.ts';
import { boundOf } from '../date-labels.ts';
import { buildContext, candidatesFor, type Candidate } from './index.ts';
import { inAddresseeBlock, writerSide } from './direction.ts';
import { asksOwnDate } from './dateline.ts';
import { analyzeFields } from '../field.ts';
import { stem } from '../../text.ts';

const docOf = (text: string) => new Doc([{ dataSourceId: 'ds_CANDS00000', name: 'doc', pages: [{ page: 1, text }] }]);
const spansOf = (cands: Candidate[], kind: string) => cands.filter((c) => c.kind === kind).map((c) => c.page.text.slice(c.start, c.end));

describe('numbers', () => {
  it('counts nothing with digits led by a zero, a licence\'s or a register\'s number', () => {
    const text = 'Driving licence no.: 04528816733     Category: B\nKRS 0000287451\nPassengers: 3 adults, 0 children, 10500 km';
    expect(candidatesFor(docOf(text), 'number').map((c) => c.value)).toEqual([3, 0, 10500]);
  });

  it('reads a figure before a leader of dots as part of the label the leader ends', () => {
    const text = 'Density at 15 deg C (in vacuo) ................. kg/m3         986.2\nNET QUANTITY DELIVERED (in air) ................ MT          1,083.594';
    const cands = candidatesFor(docOf(text), 'number');
    expect(cands.map((c) => c.value)).toEqual([986.2, 1083.594]);
    expect([...cands[0].ctx.left]).toContain('density');
  });
});

describe('pairs spaced out along a line', () => {
  it('reads a label alone in its cell as the label of the value in the next, beside another pair', () => {
    const text = 'Placa:       RTB4E27                          Cor: Prata\nInvoice no:   INV-2291          Date: 12/03/2024';
    const ids = candidatesFor(docOf(text), 'id_alphanumeric');
    expect(ids.map((c) => [c.value, [...c.ctx.left][0]])).toEqual([
      ['RTB4E27', 'placa'],
      ['INV-2291', 'invoic'],
    ]);
  });
});

describe('a hyphenated label', () => {
  it('names its words apart and joined: "Sub-total" is a subtotal', () => {
    const text = 'Ocean freight            3,700.00\nSub-total (A)            4,470.00';
    const sub = candidatesFor(docOf(text), 'currency').find((c) => c.value === 4470)!;
    expect([...sub.ctx.left]).toEqual(expect.arrayContaining(['sub', 'total', stem('subtotal')]));
  });
});

describe('a currency sign in a table cell', () => {
  it('is no text value, nor are its letters a name', () => {
    const text = 'Descrição | Qtde | Valor unit. | Total\nCondutor adicional | 7 | R$ 15,00 | R$ 105,00\nCadeirinha | 7 | US$ 4,00 | US$ 28,00\n\nDescrição                  Qtde    Valor unit.      Total\nCondutor adicional            7    R$    15,00    R$   105,00';
    const values = candidatesFor(docOf(text), 'text').map((c) => c.value);
    expect(values).toContain('Condutor adicional');
    expect(values.filter((v) => /^(?:R|US)\$?$/.test(String(v)))).toEqual([]);
  });
});

describe('address parts', () => {
  it('offers the postcode whole, the town beside it and the street line', () => {
    const text = 'Acme Supplies Ltd\n12 High Street, Leeds LS1 4AP\nUnited Kingdom\n\nShip to:\n400 Elm Avenue\nSpringfield, IL 62704-1234\n\n10 Rue de Rivoli | 75001 Paris';
    const cands = candidatesFor(docOf(text), 'text');
    expect(spansOf(cands, 'postcode')).toEqual(['LS1 4AP', '62704-1234', '75001']);
    expect(spansOf(cands, 'city')).toEqual(['Leeds', 'Springfield', 'Paris']);
    expect(spansOf(cands, 'street')).toEqual(['12 High Street', '400 Elm Avenue', '10 Rue de Rivoli']);
  });

  it('takes no year after its month for a four-digit postcode', () => {
    const text = 'Mr Oluwaseun Adebayo\n41 Larch Close\nReading\nRG2 8PX\n\nOFFER OF A PLACE - ENTRY SEPTEMBER 2026\nBahnhofstraße 4, 3011 Bern, ab Mai 2025';
    expect(spansOf(candidatesFor(docOf(text), 'text'), 'postcode')).toEqual(['RG2 8PX', '3011']);
  });

  it("takes no firm's name for a street line because a street word stands inside it", () => {
    const text = 'Whitmore & Lane Solicitors\nPO Box 118\nReading RG1 1AA\n\nMr Luca Bianchi\n14 Primrose Hill, Bath BA1 2JX\n\nFlat 2\nHarbour View\nPenzance TR18 4AA';
    expect(spansOf(candidatesFor(docOf(text), 'text'), 'street')).toEqual(['14 Primrose Hill']);
  });
});

describe('a town under a label of its own', () => {
  it('offers the town a label names as a place, with no postcode beside it, and not a room', () => {
    const text = 'Place of work: York\nTown: Frankfurt am Main\nArbeitsort: Köln\nLieu : Aix-en-Provence\nLocation: Room 4B\nBased in: Leeds\nManager: Ben Carter';
    expect(candidatesFor(docOf(text), 'text').filter((c) => c.kind === 'city').map((c) => c.value)).toEqual(['York', 'Frankfurt am Main', 'Köln', 'Aix-en-Provence', 'Leeds']);
  });
});

describe('address parts in a sentence', () => {
  it('reads an address inside a long sentence from the word that introduces it to its postcode and town', () => {
    const text = [
      '1. Letting. The Landlord lets the flat at 86 Pine Ridge Road, Columbus, OH 43215 (the "Property") to the Tenant for one (1) year from today.',
      'Le Bailleur donne en location au Locataire le logement situé au 12 rue Pasteur, 13006 Marseille (le « Logement ») pour une durée de trois ans.',
      'Der Vermieter vermietet die Wohnung in der Bahnhofstraße 94, 60311 Frankfurt am Main an den Mieter zu den folgenden Bedingungen dieses Vertrags.',
      'This renewal was issued in 2024 for the policy period that begins on the first of the month after the date of this letter, as agreed before.',
    ].join('\n');
    const cands = candidatesFor(docOf(text), 'text');
    expect(spansOf(cands, 'postcode')).toEqual(['43215', '13006', '60311']);
    expect(spansOf(cands, 'city')).toEqual(['Columbus', 'Marseille', 'Frankfurt am Main']);
    expect(spansOf(cands, 'street')).toContain('86 Pine Ridge Road');
  });
});

describe('address parts on lines of their own', () => {
  it('takes the line above a postcode alone on its line as the town, and what stands before the town on one line as the street', () => {
    const text = 'Sold to:\nHalcyon Electrical Co.\n107 Rue de la Paix\nGlasgow\nG2 8LU\n\nRegistered office:\nUnit 2, Tanners Yard, Ely, CB7 4EY';
    const cands = candidatesFor(docOf(text), 'text');
    expect(spansOf(cands, 'city')).toEqual(['Glasgow', 'Ely']);
    expect(spansOf(cands, 'street')).toEqual(expect.arrayContaining(['107 Rue de la Paix', 'Unit 2, Tanners Yard']));
  });

  it('reads digits before a street name as a house number, and the town over a postcode with its region code', () => {
    const text = 'Delivery address:\nRowan Laboratories\n1200 Commerce Blvd\nDayton, OH\n45402\n\nSpringfield, IL 62704 Suite 5';
    const cands = candidatesFor(docOf(text), 'text');
    expect(spansOf(cands, 'postcode')).toEqual(['45402', '62704']);
    expect(spansOf(cands, 'city')).toEqual(['Dayton', 'Springfield']);
  });

  it('reads no address part on a line that states money, as a statement column heading of years and units does', () => {
    const text = "Manchester, M1 4BT\n\n                2025 USD '000   2024 USD '000\nRevenue         10,560          8,448\n\n                2023 £          2022 £\n";
    const cands = candidatesFor(docOf(text), 'text');
    expect(spansOf(cands, 'city')).toEqual(['Manchester']);
    expect(spansOf(cands, 'postcode')).toEqual(['M1 4BT']);
  });

  it('reads digits alone as a postcode only beside other signs of an address', () => {
    const text = 'Established: 1965\nNote 2018 £000 2017 £000\n\n195 Oak Avenue\n04109 Leipzig\nSpringfield, IL 62704';
    const cands = candidatesFor(docOf(text), 'text');
    expect(spansOf(cands, 'postcode')).toEqual(['04109', '62704']);
    expect(spansOf(cands, 'city')).toEqual(['Leipzig', 'Springfield']);
  });

  it('reads a street written as one word before its house number, and the town and postcode under it either way round', () => {
    const text = 'Linden Court Management\nLindenallee 7\nDresden 01099\nQuote no.: EST-2023-720\n\nDeliver to:\nIndustriestraße 12\nStuttgart\n70565\n\nOffice: Goldring 4';
    const cands = candidatesFor(docOf(text), 'text');
    expect(spansOf(cands, 'street')).toEqual(expect.arrayContaining(['Lindenallee 7', 'Industriestraße 12']));
    expect(spansOf(cands, 'postcode')).toEqual(['01099', '70565']);
    expect(spansOf(cands, 'city')).toEqual(['Dresden', 'Stuttgart']);
    // "no.:" ends a label, not a street's number.
    expect(spansOf(cands, 'street')).not.toContain('Quote no.: EST-2023-720');
  });
});

describe('block headings', () => {
  it('names the lines of a block by the heading over it ("Sold to:" over a town three lines down), not by a label right above', () => {
    const text = 'Brightwater Print Co.\n22 Rue de la Paix\nBristol\nBS1 5TR\n\nSold to:\n\nHalcyon Electrical Co.\n\n107 Rue de la Paix\n\nGlasgow\n\nG2 8LU';
    const cands = candidatesFor(docOf(text), 'text').filter((c) => c.kind === 'city');
    expect(cands.map((c) => [c.value, [...c.ctx.heading]])).toEqual([
      ['Bristol', []],
      ['Glasgow', ['sold']],
    ]);
    const name = candidatesFor(docOf(text), 'text').find((c) => c.kind === 'line' && c.value === 'Halcyon Electrical Co.')!;
    expect([...name.ctx.heading]).toEqual([]);
    expect([...name.ctx.above]).toEqual(['sold']);
  });
});

describe('names joined by "and"', () => {
  it('offers each name of "A and B" as well as the two together', () => {
    const names = spansOf(candidatesFor(docOf('This Agreement is made between Auspex Pharmaceuticals and Teva Pharmaceutical Industries, Ltd. today.'), 'text'), 'entity');
    expect(names).toEqual(expect.arrayContaining(['Auspex Pharmaceuticals', 'Teva Pharmaceutical Industries, Ltd.', 'Auspex Pharmaceuticals and Teva Pharmaceutical Industries, Ltd.']));
  });
});

describe('names written with initials', () => {
  it('values a name written with initials as the one name the document writes in full with them, at its own span', () => {
    const text = 'Barge master: Pieter-Jan Hoogendoorn          Chief Engineer: Rolando M. Sabado\nSignature: P.J. Hoogendoorn                    Signature: R. M. Sabado';
    const signed = candidatesFor(docOf(text), 'text').filter((c) => c.page.text.slice(c.start, c.end) === 'R. M. Sabado');
    expect(signed.length).toBeGreaterThan(0);
    expect(new Set(signed.map((c) => c.value))).toEqual(new Set(['Rolando M. Sabado']));
    // Two names it may stand for: it stays as written.
    const two = 'Tenant: Maria Weber\nGuarantor: Markus Weber\nSigned: M. Weber';
    expect(candidatesFor(docOf(two), 'text').filter((c) => c.page.text.slice(c.start, c.end) === 'M. Weber').map((c) => c.value)).toContain('M. Weber');
  });
});

describe('names over two lines', () => {
  it('runs a name onto the next line, but not into a label that starts it', () => {
    const names = spansOf(candidatesFor(docOf('Supplier: Nordlicht Systems AG\nContract date: 2024-01-05\n\nSigned for Harbor Media\nGroup Limited'), 'text'), 'entity');
    expect(names).toContain('Nordlicht Systems AG');
    expect(names).not.toContain('Nordlicht Systems AG\nContract');
    expect(names).toContain('Harbor Media\nGroup Limited');
  });

  it("runs no name into a form's label word of the document's language", () => {
    const form = 'Ansökan om bidrag för installation av värmepump\n\n1. Sökande\nNamn                                         Personnummer\nErik Johan Sundqvist                         19710822-3356\nDet är inte möjligt att ändra ansökan efter att den har skickats, och bidraget betalas ut till sökande från länsstyrelsen.';
    const names = spansOf(candidatesFor(docOf(form), 'text'), 'entity');
    expect(names).toContain('Erik Johan Sundqvist');
    expect(names.filter((n) => /Namn/.test(n))).toEqual([]);
  });

  it("reads a first name alone as a person's under a label that names a person's role, not under any label", () => {
    const person = (text: string) => candidatesFor(docOf(text), 'text').filter((c) => c.kind === 'label_value' && c.f.c_person).map((c) => c.value);
    expect(person('Receipt 19051\nCashier: Dana\nTable host: Sophie')).toEqual(['Dana', 'Sophie']);
    expect(person('Receipt 19051\nPayment: Visa\nTable: Terrace')).toEqual([]);
    // A role the lists give people and firms alike says neither.
    expect(person('Customer: Dana')).toEqual([]);
  });

  it("reads a short name as a firm's under a label naming a firm's role, in English or through the glossary", () => {
    const org = (text: string) => candidatesFor(docOf(text), 'text').filter((c) => c.kind === 'label_value' && c.f.c_org).map((c) => c.value);
    expect(org('Lieferschein 4471\nSpediteur: DPD\nFahrer: Jonas')).toEqual(['DPD']);
    expect(org('Delivery note 4471\nCarrier: Geodis\nDriver: Jonas')).toEqual(['Geodis']);
    expect(org('Delivery note 4471\nReference: ABX\nDriver: Jonas')).toEqual([]);
  });

  it("does not run a name into the table row on the next line", () => {
    const names = spansOf(candidatesFor(docOf('Cashier: Dana Moreau\nQty | Description | Unit | Total\n1 | Margherita | 8,00 | 8,00'), 'text'), 'entity');
    expect(names).toContain('Dana Moreau');
    expect(names.filter((n) => n.includes('\n'))).toEqual([]);
  });

  it("starts no name with a postcode's letters: the town after them is the name", () => {
    const names = spansOf(candidatesFor(docOf('De heer J.P. Kuipers\nHerengracht 12\n1017 KE Amsterdam\nVredenburgkade 22 · 3511 WB Utrecht'), 'text'), 'entity');
    expect(names.filter((n) => /\b(?:KE|WB)\b/.test(n))).toEqual([]);
    expect(names).toEqual(expect.arrayContaining(['Amsterdam', 'Utrecht']));
  });

  it('reads a name that starts with an article, or a line that is a label and its value, as no person\'s', () => {
    const people = (text: string) => candidatesFor(docOf(text), 'text').filter((c) => c.kind === 'line' && c.f.c_person).map((c) => c.value);
    expect(people('LA PETITE ÉPICERIE\nCashier: Dana\nThe Blue Door\nMarie Dubois')).toEqual(['Marie Dubois']);
  });

  it("ends a person's name before the letters of a degree or registration after it ('Dr Rajiv Malhotra BDS'), not before a name's own word", () => {
    const names = spansOf(candidatesFor(docOf('Treating dentist: Dr Rajiv Malhotra BDS (GDC No. 187354)\nVet: Hannah Okoye BVSc MRCVS\nCoach: Ma Long'), 'text'), 'entity');
    expect(names).toEqual(expect.arrayContaining(['Dr Rajiv Malhotra', 'Hannah Okoye', 'Ma Long']));
    expect(names.filter((n) => /BDS|MRCVS|BVSc/.test(n))).toEqual([]);
  });

  it("offers a line that places the matter in a body ('In the County Court at Manchester') as the body's name, and one to someone's attention as theirs", () => {
    const lines = spansOf(candidatesFor(docOf('In the County Court at Manchester\nClaim No. K00MA123\n\nFAO Tom Ashworth\nIn respect of the claim below'), 'text'), 'line');
    expect(lines).toEqual(expect.arrayContaining(['County Court at Manchester', 'Tom Ashworth', 'In respect of the claim below']));
    expect(lines).not.toContain('In the County Court at Manchester');
  });

  it("reads a street's name as no person's, but a surname that is also a street word as a name", () => {
    const people = (text: string) => candidatesFor(docOf(text), 'text').filter((c) => c.kind === 'line' && c.f.c_person).map((c) => c.value);
    expect(people('Quay Street\nHarbour Road\nMarie Dubois\nLois Lane')).toEqual(['Marie Dubois', 'Lois Lane']);
  });

  it('reads a public body by its words, in English or through the glossary: a court, a committee, an Amtsgericht', () => {
    const lines = candidatesFor(docOf('Amtsgericht Bremen\nCounty Court at Bristol\nPlanning Committee\nSabine Roth'), 'text').filter((c) => c.kind === 'line');
    const org = (text: string) => lines.find((c) => c.value === text)!.f;
    for (const body of ['Amtsgericht Bremen', 'County Court at Bristol', 'Planning Committee']) {
      expect(org(body).c_org).toBeGreaterThan(0);
      expect(org(body).c_person ?? 0).toBe(0);
    }
    expect(org('Sabine Roth').c_org ?? 0).toBe(0);
    expect(org('Sabine Roth').c_person).toBe(1);
  });

  it('ends a name with "plc" in lower case, as British companies write it', () => {
    const orgs = candidatesFor(docOf('This Agreement is made between Brightwater Consulting Ltd and Pellman Foods plc today.'), 'text').filter((c) => c.kind === 'entity' && c.f.e_suffix);
    expect(spansOf(orgs, 'entity')).toEqual(expect.arrayContaining(['Brightwater Consulting Ltd', 'Pellman Foods plc']));
  });
});

describe('labels and titles', () => {
  it('takes the words before a colon for a label, not a name', () => {
    const names = spansOf(candidatesFor(docOf('Customer: Harbor Media GmbH\nShipping Carrier : DHL Express\nContract date: 2024-01-05'), 'text'), 'entity');
    expect(names).toEqual(expect.arrayContaining(['Harbor Media GmbH', 'DHL Express']));
    expect(names).not.toContain('Customer');
    expect(names).not.toContain('Shipping Carrier');
    expect(names).not.toContain('Contract');
  });

  it('reads label and value pairs spaced out along one line, and offers no label cell as a value', () => {
    const text = 'Name:          Raman-Okafor, Priya S.               Student ID:    L00318842\nProgram:       Chemical Engineering             Status:        Good Standing';
    const cands = candidatesFor(docOf(text), 'text');
    expect(spansOf(cands, 'label_value').sort()).toEqual(['Chemical Engineering', 'Good Standing', 'L00318842', 'Raman-Okafor, Priya S.']);
    expect(cands.filter((c) => c.kind === 'line').map((c) => c.page.text.slice(c.start, c.end))).toEqual(['Raman-Okafor, Priya S.', 'L00318842', 'Chemical Engineering', 'Good Standing']);
  });

  it("offers a person apart from their post or firm, and a firm's name without the town after its legal form", () => {
    const text = 'Approved by:       Dale Kirkpatrick, Chief Building Official\nYour Agent:        Dana Whitfield, Whitfield Insurance Agency\nBooking agent: SeaWays Travel AB, Göteborg\nProject: Harbour Lane Offices, Phase Two';
    const values = spansOf(candidatesFor(docOf(text), 'text'), 'label_value');
    expect(values).toEqual(expect.arrayContaining(['Dale Kirkpatrick', 'Chief Building Official', 'Dana Whitfield', 'Whitfield Insurance Agency', 'SeaWays Travel AB']));
    expect(values).not.toContain('Harbour Lane Offices');
  });

  it('offers a person apart from the department written after their name', () => {
    const text = 'Osoba kontaktowa:   Pani Agnieszka Wróblewska, Dział Zakupów\nAnsprechpartner:    Jonas Brandt, Abteilung Einkauf';
    const values = spansOf(candidatesFor(docOf(text), 'text'), 'label_value');
    expect(values).toEqual(expect.arrayContaining(['Agnieszka Wróblewska', 'Jonas Brandt']));
  });

  it('offers years, and tax or school years written across two, not the year of a date', () => {
    const text = 'Tax year 2023/24, season 2018-19, FY2024, paid 15/09/2023 and 2024-03-01.';
    expect(spansOf(candidatesFor(docOf(text), 'text'), 'year')).toEqual(['2023/24', '2018-19', 'FY2024']);
  });

  it("offers a list's item without its bullet", () => {
    const text = 'Terms:\n• One month\'s written notice is required to reduce sessions.\n- Fees are payable monthly in advance.\n▪ Late collection is charged at £10.';
    const values = candidatesFor(docOf(text), 'verbatim').map((c) => c.page.text.slice(c.start, c.end));
    expect(values).toEqual(expect.arrayContaining(["One month's written notice is required to reduce sessions.", 'Fees are payable monthly in advance.', 'Late collection is charged at £10.']));
    expect(values.filter((v) => /^[•▪-]/.test(v))).toEqual([]);
  });

  it("offers a clause's passage without its number", () => {
    const text = '6. TERMINATION\n6.1 Either party may terminate this Agreement on ten days notice.\n(b) The Client will pay a kill fee of 25% of the balance.\n§ 5 Die Kündigungsfrist beträgt drei Monate zum Monatsende.\n2.5 hours of support are included each month at no cost.';
    const passages = spansOf(candidatesFor(docOf(text), 'verbatim'), 'sentence');
    expect(passages).toEqual(expect.arrayContaining(['Either party may terminate this Agreement on ten days notice.', 'The Client will pay a kill fee of 25% of the balance.', 'Die Kündigungsfrist beträgt drei Monate zum Monatsende.', '2.5 hours of support are included each month at no cost.']));
    expect(passages.filter((p) => /^(?:6\.1|\(b\)|§)/.test(p))).toEqual([]);
  });

  it("offers a name without a box's rule after it or the role a contract defines for it", () => {
    const text = '1. Exporter                                   | Certificate No. 25C3302A\nNINGBO HAIRUN KITCHENWARE CO., LTD.           |\n\nClient:                Harborline Distribution Co. ("Client")\nSupplier: Kestrel Optics, Inc. (the “Supplier”)';
    const cands = candidatesFor(docOf(text), 'text');
    const values = cands.map((c) => c.page.text.slice(c.start, c.end));
    expect(values).toEqual(expect.arrayContaining(['NINGBO HAIRUN KITCHENWARE CO., LTD.', 'Harborline Distribution Co.', 'Kestrel Optics, Inc.']));
    expect(values.filter((v) => /\|$|\(("|the)/.test(v))).toEqual([]);
  });

  it('reads a legal form of two abbreviations as one ("PVT. LTD.", "Pty. Ltd.")', () => {
    const names = spansOf(candidatesFor(docOf('SHIPPER / EXPORTER\nKAVERI TEXTILE EXPORTS PVT. LTD.\nSupplied by Wattle Tools Pty. Ltd. of Sydney'), 'text'), 'entity');
    expect(names).toEqual(expect.arrayContaining(['KAVERI TEXTILE EXPORTS PVT. LTD.', 'Wattle Tools Pty. Ltd.']));
  });

  it("offers a firm's name through its legal form where more follows it after a comma", () => {
    const text = 'Promoteur : Laboratoires Boréalis Pharma inc., Laval (Québec)\nCONTRATANTE: VINÍCOLA SERRA DO ACAUÃ LTDA., pessoa jurídica de direito privado\nManufacturer:  Karacabey Dokuma San. ve Tic. Ltd. Şti., Bursa\nEladó: Dunakanyar Ingatlan Nyrt., Budapest';
    const values = spansOf(candidatesFor(docOf(text), 'text'), 'label_value');
    expect(values).toEqual(expect.arrayContaining(['Laboratoires Boréalis Pharma inc.', 'VINÍCOLA SERRA DO ACAUÃ LTDA.', 'Karacabey Dokuma San. ve Tic. Ltd. Şti.', 'Dunakanyar Ingatlan Nyrt.']));
  });

  it('offers a person alone where a remark in brackets or letters after the name follow it, not a firm', () => {
    const text = 'Treating vet:  Tomasz Nowicki BVSc MRCVS\nBacker: Sofie Vermeulen (backer ID 7731904)\nEmergency contact: Declan Moore (brother)\nEmployer: Anna Schmidt GmbH';
    const values = spansOf(candidatesFor(docOf(text), 'text'), 'label_value');
    expect(values).toEqual(expect.arrayContaining(['Tomasz Nowicki', 'Sofie Vermeulen', 'Declan Moore']));
    expect(values).not.toContain('Anna Schmidt');
  });

  it('offers a person alone where a post and a remark in brackets follow the name', () => {
    const text = 'Reviewed by:   Janelle Okonkwo, Hearing Examiner (HE-114)\nAssessed by: Tom Reilly, Loss Adjuster (ref. 22)';
    const values = spansOf(candidatesFor(docOf(text), 'text'), 'label_value');
    expect(values).toEqual(expect.arrayContaining(['Janelle Okonkwo', 'Hearing Examiner', 'Tom Reilly', 'Loss Adjuster']));
  });

  it('offers a name without the courtesy title before it, read in the context before the title', () => {
    const text = 'Patient:         Mr Graham Whitcombe\nClient: Herr Beat Zürcher\nMember: Ms. Emily Harrington-Sato\nAttending: Dr Felix Wagner\nContact: Mrs. Okafor';
    const cands = candidatesFor(docOf(text), 'text');
    const values = cands.map((c) => c.page.text.slice(c.start, c.end));
    expect(values).toEqual(expect.arrayContaining(['Graham Whitcombe', 'Beat Zürcher', 'Emily Harrington-Sato', 'Dr Felix Wagner', 'Mrs. Okafor']));
    expect(values.filter((v) => /^(?:Mr|Herr|Ms)\b/.test(v))).toEqual([]);
    const patient = cands.find((c) => c.value === 'Graham Whitcombe')!;
    expect([...patient.ctx.left]).toEqual(['patient']);
    expect(patient.ctx.leftSep).toBe(true);
    // As an airline writes it, after a name written surname first.
    expect(spansOf(candidatesFor(docOf('Passenger:   TAN/WEI LING MS\nPNR: 6XKQ2M'), 'text'), 'label_value')).toContain('TAN/WEI LING');
    // A lawyer's "Maître", an Italian "Dott.ssa", a ship's "Capt." are courtesy titles too.
    const more = 'Avocat: Maître Claire DEVILLERS\nNotaio: Dott.ssa Giovanna Ferraris\nMaster: Capt. Lars Øvrebø';
    const moreValues = candidatesFor(docOf(more), 'text').map((c) => c.page.text.slice(c.start, c.end));
    expect(moreValues).toEqual(expect.arrayContaining(['Claire DEVILLERS', 'Giovanna Ferraris', 'Lars Øvrebø']));
    expect(moreValues.filter((v) => /^(?:Maître|Dott\.ssa|Capt\.) /.test(v))).toEqual([]);
  });

  it('offers a name without the Spanish, Portuguese or Polish courtesy title before it, and no letter\'s form of address as a name', () => {
    const text = 'Nombre:   D. Joaquín Berenguer Sanchis\nTitular: Dña. Carmen Ruiz Ortega\nExma. Senhora\nDra. Inês Carvalho Moutinho\nOdbiorca: Pani Anna Nowak\n\nDear Sir or Madam,\nSehr geehrte Damen und Herren,';
    const values = candidatesFor(docOf(text), 'text').map((c) => c.page.text.slice(c.start, c.end));
    expect(values).toEqual(expect.arrayContaining(['Joaquín Berenguer Sanchis', 'Carmen Ruiz Ortega', 'Inês Carvalho Moutinho', 'Anna Nowak']));
    expect(values.filter((v) => !v.includes("\n") && /^(?:D\.|Dña\.|Dra\.|Pani) |Exma|Sir or Madam|Damen und Herren/.test(v))).toEqual([]);
  });

  it('reads the words ending the line above as the left of a value a sentence wraps to', () => {
    const contract = 'De una parte, el Sr. Horacio Daniel FERRERO, DNI 22.514.803, CUIT\n20-22514803-7, con domicilio en Carril Cobos 4150, Agrelo.\nThe amounts due under this agreement are listed in the schedule below\n20-22514803-7\n';
    const lefts = candidatesFor(docOf(contract), 'id_alphanumeric').filter((c) => c.value === '20-22514803-7').map((c) => [...c.ctx.left]);
    // Prose wrapped to the value: its left; a value alone on its line is a form's, under a line that is no label of it.
    expect(lefts).toEqual([expect.arrayContaining(['cuit']), []]);
  });

  it("reads a date's label back past the weekday written with it", () => {
    const text = 'Parent-teacher meeting: Thursday, 16 January 2025\nDate: Mon, 18 Nov 2024 21:04 +1300';
    const leftOf = (value: string) => [...candidatesFor(docOf(text), 'date').find((c) => c.value === value)!.ctx.left];
    expect(leftOf('2025-01-16')).toEqual(['parent-teacher', 'parent', 'teacher', 'parentteacher', 'meet']);
    expect(leftOf('2024-11-18')).toEqual(['dat']);
  });

  it('reads the label of an amount back past the rate inside it, where a column or a cell parts them', () => {
    const text = 'Subtotal (excl. VAT)           528.02\nVAT @ 20%                      105.60\nIVA (21 %)                     10,41 €\nService Tax 6%  | 21.60\nQty 2      12.50';
    const leftOf = (value: number) => [...candidatesFor(docOf(text), 'currency').find((c) => c.value === value)!.ctx.left];
    expect(leftOf(105.6)).toEqual(['vat']);
    expect(leftOf(10.41)).toEqual(['iva']);
    expect(leftOf(21.6)).toEqual(['servic', 'tax']);
    // A count is no rate: the price after it is not labelled by what labels the count.
    expect(leftOf(12.5)).toEqual([]);
  });

  it("reads a value's label before another reading that takes it in ('ABN 51 824 753 556')", () => {
    const cands = candidatesFor(docOf('ABN 51 824 753 556  |  MVR Licence No. 3298114'), 'id_alphanumeric');
    const leftOf = (value: string) => [...cands.find((c) => c.value === value)!.ctx.left];
    expect(leftOf('51 824 753 556')).toEqual(['abn']);
    expect(leftOf('3298114')).toEqual(['mvr', 'licenc', 'no']);
  });

  it('starts a label after the pair spaced out before it on its line', () => {
    const cands = candidatesFor(docOf('Status:            ISSUED                        Issued Date:       02/26/2025\nTotal due     (incl. VAT)     £120.00'), 'date');
    expect([...cands.find((c) => c.value === '2025-02-26')!.ctx.left]).toEqual(['issu', 'dat']);
    const amounts = candidatesFor(docOf('Total due     (incl. VAT)     £120.00'), 'currency');
    expect([...amounts.find((c) => c.value === 120)!.ctx.left]).toEqual(expect.arrayContaining(['total', 'due']));
  });

  it('ends a label\'s value where the next pair spaced out along its line begins', () => {
    const values = spansOf(candidatesFor(docOf('Account holder:   T.M. NKOSI                      Account number:   5002 1187 3340\nNote: pay by 5 June   or call: 0800 100'), 'text'), 'label_value');
    expect(values).toContain('T.M. NKOSI');
    expect(values.some((v) => v.includes('Account number'))).toBe(false);
  });

  it('reads a label without what it says is included ("TOTAL (GST INCL.)" names a total)', () => {
    const cands = candidatesFor(docOf('TOTAL (GST INCL.)        SGD   55.55\nPrice incl. VAT: £12.00\nVAT included: £2.00'), 'currency');
    const leftOf = (value: number) => [...cands.find((c) => c.value === value)!.ctx.left];
    expect(leftOf(55.55)).toContain('total');
    expect(leftOf(55.55)).not.toContain('gst');
    expect(leftOf(12)).toEqual(['pric', 'incl']);
    expect(leftOf(2)).toEqual(expect.arrayContaining(['vat']));
  });

  it("names a row's last amount by the row's label when only a figure and a word stand between ('Btw 9% over € 297,00   € 26,73')", () => {
    const cands = candidatesFor(docOf('Subtotaal                          € 563,50\nBtw 9% over € 297,00               €  26,73\n\nALV-erittely     Veroton    ALV      Verollinen\nALV 25,5 %       147,49     37,61    185,10'), 'currency');
    const leftOf = (value: number) => [...cands.find((c) => c.value === value)!.ctx.left];
    expect(leftOf(26.73)).toContain('btw');
    // Under columns' headings each figure is its column's.
    expect(leftOf(185.1)).not.toContain('alv');
  });

  it('reads "including" in other languages, and "with" before a tax\'s name ("najam s PDV-om", "IVA incluida")', () => {
    const cands = candidatesFor(docOf('UKUPNO ZA PLATITI (najam s PDV-om)     5.288,40 EUR\nTotal IVA incluida:  1.210,00 €\nPDV 13 %     608,40 EUR'), 'currency');
    const leftOf = (value: number) => [...cands.find((c) => c.value === value)!.ctx.left];
    expect(leftOf(5288.4)).not.toContain('pdv-om');
    expect(leftOf(1210)).toEqual(['total', 'incluida']);
    expect(leftOf(608.4)).toContain('pdv');
  });

  it('takes no colon of a time of day for a label\'s', () => {
    const values = candidatesFor(docOf('The Chair closed the meeting at 10:15 PM.\nTime: 10:15'), 'text').filter((c) => c.kind === 'label_value').map((c) => c.page.text.slice(c.start, c.end));
    expect(values).toEqual(['10:15']);
  });

  it('offers no blank left to fill in as a value', () => {
    const text = 'Venue: ________________\nModel | ____________________\nSigned: ..........\nChair: Robert Hughes';
    const values = candidatesFor(docOf(text), 'text').map((c) => c.page.text.slice(c.start, c.end));
    expect(values).toContain('Robert Hughes');
    expect(values.filter((v) => !/[\p{L}\p{N}]/u.test(v))).toEqual([]);
  });

  it('marks a line that only names a kind of document', () => {
    const lines = candidatesFor(docOf('MUTUAL NON-DISCLOSURE AGREEMENT\nPurchase Order\nFacture / Invoice\nMeridian Foods plc\nOrder Management Ltd'), 'text').filter((c) => c.kind === 'line');
    expect(lines.map((c) => [c.value, c.f.doc_kind])).toEqual([
      ['MUTUAL NON-DISCLOSURE AGREEMENT', 1],
      ['Purchase Order', 1],
      ['Facture / Invoice', 1],
      ['Meridian Foods plc', 0],
      ['Order Management Ltd', 0],
    ]);
  });
});

describe('titles written like names', () => {
  it('does not take a title in capitalised words for a person', () => {
    const entities = candidatesFor(docOf('Non-Disclosure Agreement\n\nMade between Polaris Freight GmbH and Anna Weber.'), 'text').filter((c) => c.kind === 'entity');
    const title = entities.find((c) => c.value === 'Non-Disclosure Agreement')!;
    expect([title.f.c_person, title.f.doc_kind]).toEqual([0, 1]);
    expect(entities.find((c) => c.value === 'Anna Weber')!.f.c_person).toBe(1);
  });

  it('does not take a line that ends in a kind of paper for a person ("Pay Advice", "Laboratory Report")', () => {
    const lines = candidatesFor(docOf('Pay Advice\nLaboratory Report\nGuarantee Certificate\nElena Schmidt'), 'text').filter((c) => c.kind === 'line');
    expect(lines.map((c) => [c.value, c.f.c_person])).toEqual([
      ['Pay Advice', 0],
      ['Laboratory Report', 0],
      ['Guarantee Certificate', 0],
      ['Elena Schmidt', 1],
    ]);
  });

  it('does not take three common English words or more for a person, and keeps a name of two that are ("Grace Young")', () => {
    const lines = candidatesFor(docOf('Harbor Light Food Pantry\nGrace Young\nMelissa Carter'), 'text').filter((c) => c.kind === 'line');
    expect(lines.map((c) => [c.value, c.f.c_person])).toEqual([
      ['Harbor Light Food Pantry', 0],
      ['Grace Young', 1],
      ['Melissa Carter', 1],
    ]);
  });

  it('takes a name after a title for a person ("Kevin Tran" of "Mr. Kevin Tran", "Dr. Okafor"), and English words all common but one for none', () => {
    const lines = candidatesFor(docOf('Maple Grove Family Dentistry\nMr. Kevin Tran\nDr. Okafor\nFrau Sabine Krüger'), 'text').filter((c) => c.kind === 'line');
    expect(lines.map((c) => [c.value, c.f.c_person])).toEqual([
      ['Maple Grove Family Dentistry', 0],
      ['Kevin Tran', 1],
      ['Dr. Okafor', 1],
      ['Sabine Krüger', 1],
    ]);
  });
});

describe('French words written with a capital', () => {
  it('takes one inside a sentence for a name, and none alone for a name', () => {
    const doc = docOf('Montant\nJ’ai acheté chez Comptoir Électroménager un appareil.\nCandidature au poste de Responsable logistique.');
    expect(doc.lowerSeen.has('montant')).toBe(true);
    expect(doc.lowerSeen.has('comptoir')).toBe(false);
    const entities = candidatesFor(doc, 'text').filter((c) => c.kind === 'entity');
    expect(entities.map((c) => c.value)).toContain('Comptoir Électroménager');
    expect(entities.map((c) => c.value)).not.toContain('Responsable');
  });
});

describe('names of organisations', () => {
  it('knows a society or a hospice by its words, and a label with its value for no name at all', () => {
    const lines = candidatesFor(docOf('The Moorland Heritage Society\nCompany number: 08557335\nHope Valley Hospice'), 'text').filter((c) => c.kind === 'line');
    expect(lines.map((c) => [c.value, c.f.c_org])).toEqual([
      ['The Moorland Heritage Society', 0.6],
      ['Company number: 08557335', 0],
      ['Hope Valley Hospice', 0.6],
    ]);
  });

  it('knows a shop, a restaurant or a hotel by what WordNet says its last word is, not as a person\'s name', () => {
    const lines = candidatesFor(docOf('BLUE DOOR BISTRO\nCasa Rosa Pizzeria\nHarbour View Hostel\nDana Whitfield'), 'text').filter((c) => c.kind === 'line');
    expect(lines.map((c) => [c.value, c.f.c_org, c.f.c_person])).toEqual([
      ['BLUE DOOR BISTRO', 0.6, 0],
      ['Casa Rosa Pizzeria', 0.6, 0],
      ['Harbour View Hostel', 0.6, 0],
      ['Dana Whitfield', 0, 1],
    ]);
  });

  it('knows a German cooperative by its "eG", and a bank by a compound ending in "bank", not an English word that does', () => {
    const lines = candidatesFor(docOf('Volksbank Mittelweser eG\nCommerzbank Filiale\nRiverbank Walk'), 'text').filter((c) => c.kind === 'line');
    expect(lines.map((c) => [c.value, c.f.c_org, c.f.e_suffix, c.f.c_person])).toEqual([
      ['Volksbank Mittelweser eG', 1, 1, 0],
      ['Commerzbank Filiale', 0.6, 0, 0],
      ['Riverbank Walk', 0, 0, 1],
    ]);
  });
});

describe('words around a value', () => {
  it('are read for a value that no word follows ("By: J. Pearce" at the end of a page)', () => {
    const last = candidatesFor(docOf('Signed for the Company\nBy: J. Pearce'), 'text').find((c) => c.kind === 'label_value')!;
    expect(last.value).toBe('J. Pearce');
    expect([...last.ctx.near]).toEqual([]);
  });

  it('stay in its sentence ("placed on 2021-08-26. It was delivered" is not a delivery date), across a stop that starts no sentence ("No. 12")', () => {
    const dates = candidatesFor(docOf('My order was placed on 2021-08-26. It was delivered on Aug 31, 2021, late.'), 'date');
    expect([...dates[0].ctx.near, ...dates[0].ctx.window]).not.toContain('deliver');
    expect([...dates[1].ctx.near]).toContain('deliver');
    const ids = candidatesFor(docOf('Please quote invoice No. 48213 when paying.'), 'id_alphanumeric');
    expect([...ids.find((c) => c.value === '48213')!.ctx.near]).toContain('invoic');
  });
});

describe('sides of an exchange', () => {
  it('puts a value under "Bill to:" or "Invoice to" on the customer\'s side and one labelled "From:" or "Issued by" on the side that sends the document', () => {
    const text = 'Issued by: Fenwick Wholesale SARL\nInvoice number: INV-76435\n\nInvoice to:\nAshgrove Facilities Limited\n125 Rue de la Paix\n20095 Hamburg\n\nFrom: Leila Lefèvre';
    const cands = candidatesFor(docOf(text), 'text');
    const sideOf = (kind: string, value: string) => cands.find((c) => c.kind === kind && c.value === value)!.ctx.side;
    expect(sideOf('label_value', 'Fenwick Wholesale SARL')).toBe('from');
    expect(sideOf('label_value', 'INV-76435')).toBe(null);
    expect(sideOf('line', 'Ashgrove Facilities Limited')).toBe('to');
    expect(sideOf('city', 'Hamburg')).toBe('to');
    expect(sideOf('label_value', 'Leila Lefèvre')).toBe('from');
    // A bare "To" names whoever the document is addressed to: the customer of a seller's document; "Remit to" who is paid.
    const bill = candidatesFor(docOf('To: Harbor Supplies Ltd\nRemit to: Fenwick Wholesale SARL'), 'text');
    expect(bill.find((c) => c.kind === 'label_value' && c.value === 'Harbor Supplies Ltd')!.ctx.side).toBe('to');
    expect(bill.find((c) => c.kind === 'label_value' && c.value === 'Fenwick Wholesale SARL')!.ctx.side).toBe('from');
  });

  it("reads the unlabelled name-and-address block under a letterhead as the addressee's, and only the first such block before the body", () => {
    const schedule = 'Prairie Shield Casualty Company\n132 Maple Avenue\nTucson, AZ 85701\n\nPolicy Number | 85-391-6700\n\nMichael Brennan\n149 Harbor Drive\nAlbany, NY 12207\n\nLaura Whitfield\n8 Elm Street\nDover, DE 19901\n\nCoverage applies from July 11, 2019 to July 11, 2020 at the address of the Named Insured shown above.';
    const cands = candidatesFor(docOf(schedule), 'text');
    const sideOf = (kind: string, value: string) => cands.find((c) => c.kind === kind && c.value === value)!.ctx.side;
    expect([sideOf('line', 'Prairie Shield Casualty Company'), sideOf('line', 'Michael Brennan'), sideOf('city', 'Albany'), sideOf('line', 'Laura Whitfield')]).toEqual(['from', 'to', 'to', null]);
    // On a purchase order the writer buys: the block it is addressed to is the supplier's.
    const po = candidatesFor(docOf(schedule.replace('Policy Number | 85-391-6700', 'PURCHASE ORDER')), 'text');
    expect(po.find((c) => c.kind === 'line' && c.value === 'Michael Brennan')!.ctx.side).toBe('from');
    // No letterhead naming a writer ("INVOICE" on top): no block is read as the addressee's.
    const untitled = candidatesFor(docOf(schedule.replace('Prairie Shield Casualty Company\n', 'INVOICE\n\n')), 'text');
    expect(untitled.find((c) => c.kind === 'line' && c.value === 'Michael Brennan')!.ctx.side).toBe(null);
  });

  it('reads "From", "To" and the letterhead by who wrote the document: a purchase order, a claim or an application is the buyer\'s', () => {
    const po = 'Hollins Biomedical Ltd\n4 Quarry Road, Leeds\n\nPURCHASE ORDER\nPO number: 88213\n\nTo:\nCarver Precision Tools GmbH\nIndustriestraße 9\n\nFrom: Nadia Okafor';
    const cands = candidatesFor(docOf(po), 'text');
    const sideOf = (kind: string, value: string) => cands.find((c) => c.kind === kind && c.value === value)!.ctx.side;
    expect(sideOf('line', 'Hollins Biomedical Ltd')).toBe('to');
    expect(sideOf('line', 'Carver Precision Tools GmbH')).toBe('from');
    expect(sideOf('label_value', 'Nadia Okafor')).toBe('to');
    // The same lines under an invoice's title: the letterhead and "From" are the seller's, "To" the customer's.
    const invoice = candidatesFor(docOf(po.replace('PURCHASE ORDER', 'INVOICE')), 'text');
    const onInvoice = (kind: string, value: string) => invoice.find((c) => c.kind === kind && c.value === value)!.ctx.side;
    expect([onInvoice('line', 'Hollins Biomedical Ltd'), onInvoice('line', 'Carver Precision Tools GmbH'), onInvoice('label_value', 'Nadia Okafor')]).toEqual(['from', 'to', 'from']);
    // An order titled as no more than that is the buyer's; an order confirmation the seller's.
    const sideOnTop = (title: string) => candidatesFor(docOf(po.replace('PURCHASE ORDER', title)), 'text').find((c) => c.kind === 'line' && c.value === 'Hollins Biomedical Ltd')!.ctx.side;
    expect(['Official Order', 'ORDER', 'Order confirmation'].map(sideOnTop)).toEqual(['to', 'to', 'from']);
    // An advice of payment is the payer's, with a word before it or in German or French.
    expect(['BACS Remittance Advice', 'Payment Notification', 'Zahlungsanzeige', 'Avis de virement', 'Payment receipt'].map(sideOnTop)).toEqual(['to', 'to', 'to', 'to', 'from']);
    // A title is a line alone, not a label: "Purchase order: PO-1" on an invoice leaves it the seller's.
    const labelled = candidatesFor(docOf(po.replace('PURCHASE ORDER', 'INVOICE\nPurchase order: PO-1')), 'text');
    expect(labelled.find((c) => c.kind === 'line' && c.value === 'Hollins Biomedical Ltd')!.ctx.side).toBe('from');
    // A table row's label, its cell marker aside: "De: | Sophie Marchand" is the writer, "Destinataires: | ..." the addressees.
    const memo = candidatesFor(docOf('Note de service\n\nDestinataires: | Manon Girard\nDe: | Sophie Marchand\nObjet: | Budget'), 'text');
    expect(memo.find((c) => c.value === 'Manon Girard' && c.ctx.leftSep)!.ctx.side).toBe('to');
    expect(memo.find((c) => c.value === 'Sophie Marchand' && c.ctx.leftSep)!.ctx.side).toBe('from');
  });

  it('reads a role label as its side: tenant, hirer, borrower, account holder for the customer; landlord, lender, insurer for the provider', () => {
    const text = 'Hirer | Hannah Bell\nAccount holder: Owen Carter\nTenant name: Priya Patel\nLandlord: Harbour Lettings Ltd\nLender | Severn Valley Mortgages Ltd\nMain driver | Tariq Hale\nLandlord and tenant: Joint Estates Ltd';
    const cands = candidatesFor(docOf(text), 'text');
    const sideOf = (value: string) => cands.find((c) => c.value === value && c.ctx.leftSep)!.ctx.side;
    expect(['Hannah Bell', 'Owen Carter', 'Priya Patel'].map(sideOf)).toEqual(['to', 'to', 'to']);
    expect(['Harbour Lettings Ltd', 'Severn Valley Mortgages Ltd'].map(sideOf)).toEqual(['from', 'from']);
    // A label naming no role, or both sides, puts the value on neither.
    expect(['Tariq Hale', 'Joint Estates Ltd'].map(sideOf)).toEqual([null, null]);
  });

  it('reads the same sides in German and French, and the payee as the side that is paid', () => {
    const text = 'Absender: Fenwick Wholesale GmbH\nRechnungsempfänger: Ashgrove Facilities AG\nLieferanschrift: Lager Nord KG\nAdresse de livraison : Atelier Sud SARL\nZahlungsempfänger: Kasse Mitte eG\nÉmetteur : Bureau Ouest SA';
    const cands = candidatesFor(docOf(text), 'text');
    const sideOf = (value: string) => cands.find((c) => c.kind === 'label_value' && c.value === value)!.ctx.side;
    expect(['Fenwick Wholesale GmbH', 'Ashgrove Facilities AG', 'Lager Nord KG', 'Atelier Sud SARL', 'Kasse Mitte eG', 'Bureau Ouest SA'].map(sideOf)).toEqual(['from', 'to', 'to', 'to', 'from', 'from']);
  });
});

describe('sentences after a colon', () => {
  it('leaves a short label out of a passage, and offers the whole sentence when what stands before the colon is a clause', () => {
    const text = 'Hinweis: Bitte bringen Sie Ihre Versichertenkarte mit.\nBitte erscheinen Sie nüchtern: Ab 22 Uhr am Vorabend nichts mehr essen.';
    const spans = spansOf(candidatesFor(docOf(text), 'verbatim'), 'sentence');
    expect(spans).toEqual(['Bitte bringen Sie Ihre Versichertenkarte mit.', 'Ab 22 Uhr am Vorabend nichts mehr essen.', 'Bitte erscheinen Sie nüchtern: Ab 22 Uhr am Vorabend nichts mehr essen.']);
  });
});

describe('sentences about the future', () => {
  it('marks a sentence that says what will be done', () => {
    const text = 'The order cost me $302.00. Please sort this out. A full refund will be issued to your card within 5 days. We have booked a collection and will refund you.';
    const future = candidatesFor(docOf(text), 'verbatim').filter((c) => c.kind === 'sentence' && c.f.future);
    expect(future.map((c) => c.value)).toEqual(['A full refund will be issued to your card within 5 days.', 'We have booked a collection and will refund you.']);
  });
});

describe('address parts beside dates and commas', () => {
  it('finds the town before a comma and the postcode ("Truro, TR1 2HQ"), and no town or postcode in a date', () => {
    const text = 'Annual report for the year ended 31 March 2019\nPrincipal office:\n42 Chapel Street, Truro, TR1 2HQ';
    const cands = candidatesFor(docOf(text), 'text');
    expect(spansOf(cands, 'postcode')).toEqual(['TR1 2HQ']);
    expect(spansOf(cands, 'city')).toEqual(['Truro']);
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

describe('durations in German and French', () => {
  it('reads the count in words, digits or both, keyed by the English duration', () => {
    const text = [
      'Die Kündigungsfrist beträgt neunzig (90) Tagen zum Monatsende.',
      'Der Vertrag endet nach einem Jahr; Garantie: 60 Monate; Frist von 14 Werktagen; vierundzwanzig Monate.',
      'Préavis de un (1) mois, dans un délai de quatre-vingt-dix (90) jours, garantie 5 ans, vingt et un jours, deux semaines.',
    ].join('\n');
    const durations = candidatesFor(docOf(text), 'text').filter((c) => c.kind === 'duration');
    expect(durations.map((c) => [c.page.text.slice(c.start, c.end), c.key])).toEqual([
      ['neunzig (90) Tagen', '90 days'],
      ['einem Jahr', '1 year'],
      ['60 Monate', '60 months'],
      ['14 Werktagen', '14 days'],
      ['vierundzwanzig Monate', '24 months'],
      ['un (1) mois', '1 month'],
      ['quatre-vingt-dix (90) jours', '90 days'],
      ['5 ans', '5 years'],
      ['vingt et un jours', '21 days'],
      ['deux semaines', '2 weeks'],
    ]);
  });

  it('takes no word that is not a count for one, and no English article for a year', () => {
    const text = 'Le Monat des Jahres. This is an apple; the price tag. Prochain mois.';
    expect(candidatesFor(docOf(text), 'text').filter((c) => c.kind === 'duration')).toEqual([]);
  });
});

describe('contexts', () => {
  it('reads a rate and a currency sign between a label and its amount as part of the label ("Waarvan btw 21%       €  25,21")', () => {
    const text = 'Totaal excl. btw       € 120,04\nWaarvan btw 21%       €  25,21\nTotaal incl. btw      € 145,25';
    const vat = candidatesFor(docOf(text), 'currency').find((c) => c.value === 25.21)!;
    expect([...vat.ctx.left]).toContain('btw');
  });

  it('reads a figure in brackets as part of the label, not a value that ends it ("Startovné (2. cenová hladina)   1 490,00 Kč")', () => {
    const text = 'Položka                                       Cena\nStartovné (2. cenová hladina)            1 490,00 Kč\nStorno pojištění                           149,00 Kč';
    const fee = candidatesFor(docOf(text), 'currency').find((c) => c.value === 1490)!;
    expect([...fee.ctx.left]).toContain('startovné');
  });

  it("reads a label before a phone number's plus sign as the value's own, not the label of the line above", () => {
    const text = "Importer's reference (if any): ____________________\nImporter's telephone / e-mail: +61 412 338 907";
    const doc = docOf(text);
    const at = text.indexOf('61 412');
    const ctx = buildContext(doc, doc.pages[0], doc.lines[1], at, at + '61 412 338 907'.length);
    expect(ctx.leftSep).toBe(true);
    expect(ctx.above.size).toBe(0);
  });

  it('gives a role defined in brackets to the name before it, not to the next one', () => {
    const text = 'This Agreement is made between Acme Ltd ("Client") and Beta LLC ("Provider").';
    const doc = docOf(text);
    const at = text.indexOf('Beta LLC');
    const ctx = buildContext(doc, doc.pages[0], doc.lines[0], at, at + 'Beta LLC'.length);
    expect(ctx.left.has('client')).toBe(false);
  });

  it('gives a role in plain brackets to the name just before it', () => {
    const text = 'Present: Sabine Roth (Chair), Ralf Simon (Secretary), Petra Schulte and Dr Alan Pierce (your dentist).';
    const roleOf = (name: string) => [...(candidatesFor(docOf(text), 'text').find((c) => c.kind === 'entity' && c.value === name)?.defined ?? [])];
    expect(roleOf('Sabine Roth')).toEqual(['chair']);
    expect(roleOf('Ralf Simon')).toEqual(['secretary']);
    expect(roleOf('Petra Schulte')).toEqual([]);
    expect(roleOf('Dr Alan Pierce')).toEqual(['dentist']);
  });

  it('gives a role defined as other languages define one, after the party\'s address, to that party, and none to a month before "between"', () => {
    const text = `Le 25 avril 2025, entre les soussignés Manon Giraud, 45 boulevard Voltaire, 59000 Lille (ci-après « le vendeur »), et Sophie Marchand, 159 rue des Lilas, 33800 Bordeaux (ci-après « l'acheteur »), il a été convenu ce qui suit.
Zwischen LiftService Nord GmbH (nachfolgend „Auftragnehmer“) und Hotel Seeblick GmbH (nachfolgend „Auftraggeber“) wird folgender Vertrag geschlossen.
This SOW is made on 4 Dec 2016 between Harrowgate Building Society (hereinafter the "Customer") and Ashby Wren Ltd.`;
    const cands = candidatesFor(docOf(text), 'text');
    const roleOf = (name: string) => [...(cands.find((c) => c.kind === 'entity' && c.value === name)?.defined ?? [])];
    expect(roleOf('Manon Giraud')).toContain('vendeur');
    expect(roleOf('Sophie Marchand')).toContain("l'acheteur");
    expect(roleOf('LiftService Nord GmbH')).toContain('contractor');
    expect(roleOf('Harrowgate Building Society')).toEqual(['customer']);
    expect(roleOf('Dec')).toEqual([]);
    expect(cands.some((c) => String(c.value).startsWith('Zwischen'))).toBe(false);
  });

  it("gives the role a block's own line defines to the name that opens the block, past its representative and number", () => {
    const text = [
      'ENTRE LES SOUSSIGNÉS',
      '',
      "Fromagerie d'Affinage du Gros-de-Vaud SA",
      'Route de la Cave 14, 1040 Echallens',
      "ci-après « l'Affineur »,",
      '',
      'ET',
      '',
      'Fromagerie de la Vallée de Joux Sàrl',
      'Chemin des Piguet 3',
      '1347 Le Sentier',
      'représentée par Mme Sandrine Golay, associée gérante,',
      'N° de fromagerie IPG : 2417',
      'ci-après « le Producteur ».',
    ].join('\n');
    const cands = candidatesFor(docOf(text), 'text');
    const roleOf = (name: string) => [...(cands.find((c) => c.kind === 'line' && c.value === name)?.defined ?? [])];
    expect(roleOf('Fromagerie de la Vallée de Joux Sàrl')).toContain('producer');
    expect(roleOf('Chemin des Piguet 3')).toEqual([]);
    expect(roleOf('ET')).toEqual([]);
  });

  it('reads a firm\'s legal form after a comma as part of its name, not as a second name ("Grupo Textil Alvarado, S.A. de C.V.")', () => {
    const cands = candidatesFor(docOf('Razón social: Grupo Textil Alvarado, S.A. de C.V.\nRFC: GTA0805129K1'), 'text');
    expect(cands.some((c) => c.kind === 'label_value' && c.value === 'Grupo Textil Alvarado, S.A. de C.V.')).toBe(true);
    expect(cands.filter((c) => /^\.?A\.|^S\.A\. de/.test(String(c.value))).map((c) => c.value)).toEqual([]);
  });

  it('gives a role set before a name as its apposition to that name, when the role names a person or a firm', () => {
    const text = 'The deducted amount will be paid to the landlord, Mr Graham Whitfield. On the day, Aroha Ngata returned the keys to our insurer, Harbour Mutual.';
    const roleOf = (name: string) => [...(candidatesFor(docOf(text), 'text').find((c) => c.kind === 'entity' && c.value === name)?.defined ?? [])];
    expect(roleOf('Graham Whitfield')).toEqual(['landlord']);
    expect(roleOf('Harbour Mutual')).toEqual(['insurer']);
    expect(roleOf('Aroha Ngata')).toEqual([]);
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

describe("a document's own date", () => {
  const datelines = (text: string) => candidatesFor(docOf(text), 'date').filter((c) => c.f.dateline).map((c) => c.value);

  it('marks the date under a letterhead, after a place or a bare "Date:", not the dates in its sentences or after the greeting', () => {
    const letter = 'Camille Chevalier\n8 place du Marché, 35000 Rennes\n\nRennes, 2024-02-19\n\nMadame,\n\nJ’ai découvert le 30 janvier 2024 votre offre.\nLe 3 mars 2024\nCordialement,';
    expect(datelines(letter)).toEqual(['2024-02-19']);
    expect(datelines('Clinique des Lilas\nDate: 14 août 2025\nDear Mr Lemaire,\nYour visit on 29/08/2025 at 8:20.')).toEqual(['2025-08-14']);
    expect(datelines('MINUTES\nHeld on 24 January 2022 at the office\nPayment due: 2022-02-01')).toEqual([]);
  });

  it('marks a date after its place and the word some languages put before the day ("En Sevilla, a 27 de marzo de 2026")', () => {
    expect(datelines('CONTRATO DE ALQUILER\nEn Sevilla, a 27 de marzo de 2026.\nEl contrato entra en vigor el 1 de abril de 2026.')).toEqual(['2026-03-27']);
    expect(datelines('PROTOKÓŁ\nKraków, dnia 03.04.2027\nTermin: 10.04.2027')).toEqual(['2027-04-03']);
    // After a label's cell, a place and a date are that label's value: a birthplace and a birth date.
    expect(datelines('FELVÉTELI KÉRELEM\nNév:                 Kovács Máté\nSzületési hely, idő:   Budapest, 2023. 08. 14.')).toEqual([]);
  });

  it('takes a field that asks when a contract was signed to ask for its own date', () => {
    const doc = docOf('CONTRATO DE ALQUILER\nEn Sevilla, a 27 de marzo de 2026.');
    expect(asksOwnDate(analyzeFields([{ name: 'signed_on', description: 'When was the contract signed?', type: 'date' }])[0], doc)).toBe(true);
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

describe('financial statements', () => {
  it('scales a figure by its column unit and tells this year from last year', () => {
    const text = 'Statement of financial activities\n | Note | 2023 £000 | 2022 £000\nDonations | 2 | 1,250 | 1,100\nTotal income |  | 2,480 | 2,210';
    const cands = candidatesFor(docOf(text), 'currency');
    const total = cands.find((c) => c.page.text.slice(c.start, c.end) === '2,480')!;
    expect(total.value).toBe(2_480_000);
    expect(total.f.col_scaled).toBe(1);
    expect(total.f.col_current).toBe(1);
    const prior = cands.find((c) => c.page.text.slice(c.start, c.end) === '2,210')!;
    expect(prior.value).toBe(2_210_000);
    expect(prior.f.col_prior).toBe(1);
    // A column headed by a currency unit holds money: its figures weigh against marked amounts in prose.
    const prose = candidatesFor(docOf(`${text}\nA local business gave £3,731 towards new equipment.`), 'currency');
    const at = (span: string) => prose.find((c) => c.page.text.slice(c.start, c.end) === span)!;
    expect([at('2,480').f.money_ctx, at('2,480').f.is_max, at('£3,731').f.is_max]).toEqual([1, 1, 0]);
  });

  it('reads the unit from a sentence of the page, and leaves tables without one as they are', () => {
    const stated = 'Year | 2024 | 2023\nTotal expenditure | 12.5 | 11.0\nAll amounts are stated in millions of US dollars.';
    expect(candidatesFor(docOf(stated), 'currency').find((c) => c.page.text.slice(c.start, c.end) === '12.5')!.value).toBe(12_500_000);
    // In brackets on the statement's heading, or on a line of its own; a later year in the second column is this year.
    for (const heading of ['Consolidated statement of operations (in thousands of pounds)', 'Consolidated statement of operations\n(In thousands of pounds)']) {
      const figures = candidatesFor(docOf(`${heading}\n | 2024 | 2025\nRevenue | 796,280 | 884,756`), 'currency').filter((c) => c.kind === 'value' && c.line.text.startsWith('Revenue'));
      expect(figures.map((c) => [c.value, c.f.col_current ?? 0]), heading).toEqual([
        [796_280_000, 0],
        [884_756_000, 1],
      ]);
    }
    const plain = 'Item | Qty | Price\nWidget | 2 | 12.50';
    expect(candidatesFor(docOf(plain), 'currency').find((c) => c.page.text.slice(c.start, c.end) === '12.50')!.value).toBe(12.5);
  });

  it('reads a header written as a plain line over the rows, and a table aligned with spaces', () => {
    const plainHeader = 'Note 2022 £000 2021 £000\nTotal income | | 1,555 | 1,610';
    const cells = candidatesFor(docOf(plainHeader), 'currency').filter((c) => c.kind === 'value' && c.line.index === 1);
    expect(cells.map((c) => [c.value, c.f.col_current ?? 0, c.f.col_prior ?? 0])).toEqual([
      [1_555_000, 1, 0],
      [1_610_000, 0, 1],
    ]);
    const aligned = '                         Note   2021 £ in thousands   2020 £ in thousands\nTotal income                    4,399                 3,740\n';
    const figures = candidatesFor(docOf(aligned), 'currency').filter((c) => c.kind === 'value' && c.line.index === 1);
    expect(figures.map((c) => [c.value, c.f.col_current ?? 0, c.f.col_scaled ?? 0])).toEqual([
      [4_399_000, 1, 1],
      [3_740_000, 0, 1],
    ]);
  });
});

describe('currency codes', () => {
  it('reads "$" as the dollar the document names, else the US dollar', () => {
    const codes = (text: string) => candidatesFor(docOf(text), 'currency_symbol').map((c) => c.value);
    expect(codes('Total: $250.00\nAll prices in Canadian dollars.')).toEqual(['CAD', 'CAD']);
    expect(codes('Total: $250.00')).toEqual(['USD']);
    expect(codes('Total: £250.00, or USD 310.00')).toEqual(['GBP', 'USD']);
  });
});

describe('periods', () => {
  it('marks the first and second date of a range, in English, German and French, and no dates that merely follow each other', () => {
    const marks = (text: string) => candidatesFor(docOf(text), 'date').map((c) => [c.value, c.f.range_from ?? 0, c.f.range_to ?? 0]);
    expect(marks('Zeitraum: vom 01.03.2024 bis 31.03.2024')).toEqual([['2024-03-01', 1, 0], ['2024-03-31', 0, 1]]);
    expect(marks('Période du 01/03/2024 au 31/03/2024')).toEqual([['2024-03-01', 1, 0], ['2024-03-31', 0, 1]]);
    expect(marks('Stay: 14 June 2024 – 17 June 2024')).toEqual([['2024-06-14', 1, 0], ['2024-06-17', 0, 1]]);
    expect(marks('Issued 2024-03-01. Due 2024-03-31.')).toEqual([['2024-03-01', 0, 0], ['2024-03-31', 0, 0]]);
    expect(marks('Issued 2024-03-01\n- 2024-03-31 paid')).toEqual([['2024-03-01', 0, 0], ['2024-03-31', 0, 0]]);
  });

  it('marks a period said in a sentence that runs from one date to the other ("og løber til og med", "and runs until")', () => {
    const marks = (text: string) => candidatesFor(docOf(text), 'date').map((c) => [c.value, c.f.range_from ?? 0, c.f.range_to ?? 0]);
    expect(marks('Aftalen træder i kraft den 1. januar 2026 og løber til og med den 31. december 2027.')).toEqual([['2026-01-01', 1, 0], ['2027-12-31', 0, 1]]);
    expect(marks('The lease starts on 1 March 2024 and runs until 28 February 2025.')).toEqual([['2024-03-01', 1, 0], ['2025-02-28', 0, 1]]);
    expect(marks('Ordered on 1 March 2024 and due to arrive 8 March 2024.')).toEqual([['2024-03-01', 0, 0], ['2024-03-08', 0, 0]]);
  });

  it('marks the low and high figure of a range, and no two figures that merely follow each other', () => {
    const marks = (text: string, type: 'number' | 'percentage' | 'currency') => candidatesFor(docOf(text), type).map((c) => [c.value, c.f.range_from ?? 0, c.f.range_to ?? 0]);
    expect(marks('Betriebstemperatur | 0 °C … +40 °C', 'number')).toEqual([[0, 1, 0], [40, 0, 1]]);
    expect(marks('We now expect a margin of between 8% and 12.5% for the year.', 'percentage')).toEqual([[8, 1, 0], [12.5, 0, 1]]);
    expect(marks('Outlook: revenue of €21.95–22.35 billion', 'currency').map(([, a, b]) => [a, b])).toEqual([[1, 0], [0, 1]]);
    expect(marks('Sales rose 5% and margin 7%.', 'percentage')).toEqual([[5, 0, 0], [7, 0, 0]]);
  });

  it('reads the end of a period a date\'s own label names, in English, German and French', () => {
    const bounds = (text: string) => candidatesFor(docOf(text), 'date').map((c) => [c.value, boundOf(c)]);
    expect(bounds('Début de période | 24 avril 2021\nFin de période | 23 mai 2021\nÉdité le | 25 mai 2021')).toEqual([['2021-04-24', 'start'], ['2021-05-23', 'end'], ['2021-05-25', null]]);
    expect(bounds('Mietbeginn: 01.03.2024\nVertragsende: 28.02.2025\nBis: 31.03.2025')).toEqual([['2024-03-01', 'start'], ['2025-02-28', 'end'], ['2025-03-31', 'end']]);
    expect(bounds('Valid from: 2024-01-01\nDate of expiry: 2024-12-31\nStatement date: 2024-01-05')).toEqual([['2024-01-01', 'start'], ['2024-12-31', 'end'], ['2024-01-05', null]]);
    expect(bounds('Commencement:        1 March 2025\nTermination:         28 February 2026 (fixed term, 12 months)')).toEqual([['2025-03-01', 'start'], ['2026-02-28', 'end']]);
    // Said in a sentence, in Spanish, the start's words ending the line above it.
    expect(bounds('SEGUNDA. VIGENCIA. El plazo del arrendamiento será de seis (6) meses forzosos, iniciando el\n3 de marzo de 2025 y concluyendo el 2 de septiembre de 2025.')).toEqual([['2025-03-03', 'start'], ['2025-09-02', 'end']]);
    // A label that names no end, or a sentence, says neither.
    expect(bounds('Period: 2024-01-01\nWe will start work soon after 2024-02-01.')).toEqual([['2024-01-01', null], ['2024-02-01', null]]);
    // The weekday written with the date is no part of its label.
    expect(bounds('Collection date: Saturday 7 May 2022, 16:00\nDrop-off: Wednesday 18 May 2022')).toEqual([['2022-05-07', null], ['2022-05-18', 'end']]);
  });
});

describe('signatures', () => {
  it('offers the name under or after a closing as the author, without the closing', () => {
    const under = candidatesFor(docOf('Please sort this out.\n\nKind regards,\nHannah Whitfield'), 'text').filter((c) => c.f.signoff);
    expect(under.map((c) => c.page.text.slice(c.start, c.end))).toEqual(['Hannah Whitfield']);
    const inline = candidatesFor(docOf('Please refund me.\nThanks, Maria Lopez'), 'text').filter((c) => c.f.signoff);
    expect(inline.map((c) => c.page.text.slice(c.start, c.end))).toEqual(['Maria Lopez']);
  });

  it('knows closings beyond "regards": seeing you soon, and German, French and Dutch ones', () => {
    const signed = (closing: string) =>
      candidatesFor(docOf(`We look forward to it.\n\n${closing}\nMarieke de Vries\nAttendee Experience Team`), 'text')
        .filter((c) => c.f.signoff)
        .map((c) => c.page.text.slice(c.start, c.end));
    for (const closing of ['See you in June,', 'See you soon!', 'All the best,', 'Mit freundlichen Grüßen', 'Viele Grüße', 'Cordialement,', 'Bien à vous,', 'Met vriendelijke groet,']) {
      expect([closing, signed(closing)]).toEqual([closing, ['Marieke de Vries']]);
    }
    expect(signed('We meet in June.')).toEqual([]);
  });

  it('reads the "By:" and "Name:" lines of a signature block as whoever signs, and "Name:" elsewhere as a plain label', () => {
    const signers = (text: string) => candidatesFor(docOf(text), 'text').filter((c) => c.f.signer).map((c) => c.page.text.slice(c.start, c.end));
    const block = 'ACME HOLDINGS LTD | BETA TRADING LLC\nBy: /s/ Dana Whitcombe | By: /s/ Omar Haddad\nName: Dana Whitcombe | Name: Omar Haddad\nTitle: CEO | Title: Director';
    expect(signers(block).sort()).toEqual(['/s/ Dana Whitcombe', '/s/ Omar Haddad', 'Dana Whitcombe', 'Omar Haddad'].sort());
    expect(signers('Signed for the Company\nSigned by: Lena Park\nPrint name: Lena Park')).toEqual(['Lena Park', 'Lena Park']);
    expect(signers('Customer details\nName: Lena Park\nPhone: 555 0100')).toEqual([]);
    expect(signers('Signed for the Company\nBy: _______________')).toEqual([]);
  });

  it("reads the names in a signature table's rows under \"Signed for and on behalf of\" as whoever signs, not its firms or names further down", () => {
    const signers = (text: string) => candidatesFor(docOf(text), 'text').filter((c) => c.f.signer).map((c) => c.page.text.slice(c.start, c.end));
    const table = 'Signed for and on behalf of each party:\nConsultant | Client\nBrightwater Consulting Ltd | Pellman Foods plc\nIngrid Solberg | Tomasz Nowak';
    expect(signers(table).sort()).toEqual(['Ingrid Solberg', 'Tomasz Nowak']);
    expect(signers(`${table}\n\nSchedule 1\nServices\nSupply chain review\nProject lead\nMarta Kowalczyk`)).not.toContain('Marta Kowalczyk');
    expect(signers('Project team\nIngrid Solberg | Tomasz Nowak')).toEqual([]);
  });
});

describe('labels of amounts', () => {
  const labelOf = (text: string, span: string) => {
    const c = candidatesFor(docOf(text), 'currency').find((x) => x.page.text.slice(x.start, x.end) === span)!;
    return { left: [...c.ctx.left], above: [...c.ctx.above] };
  };

  it('keeps a rate inside the label ("VAT (20%):", "VAT 20%:") as part of the label of the amount after it', () => {
    expect(labelOf('Subtotal: £1,000.00\nVAT (20%): £200.00', '£200.00').left).toEqual(['vat']);
    expect(labelOf('Subtotal: £1,000.00\nVAT 20%: £200.00', '£200.00').left).toEqual(['vat']);
    // A value after words of its own starts a new label ("Qty 2 Price: 5.00").
    expect(labelOf('Qty 2 Price: $5.00', '$5.00').left).toEqual(['pric']);
  });

  it('leaves out of a label what it excludes ("Total excl. VAT" is a net total, not the VAT)', () => {
    expect(labelOf('Total excl. VAT: £1,000.00', '£1,000.00').left).toEqual(['total', 'net']);
    expect(labelOf('Amount before tax: £1,000.00', '£1,000.00').left).toEqual(['amount', 'net']);
    // Nor do the words around the value name the VAT.
    const near = candidatesFor(docOf('Total excl. VAT: £1,000.00'), 'currency')[0].ctx;
    expect([...near.near, ...near.window]).not.toContain('vat');
    // What a label says is included is not what it names: a total with its VAT, not the VAT.
    expect(labelOf('Total incl. VAT: £1,200.00', '£1,200.00').left).toEqual(['total', 'incl']);
  });

  it('does not read the line above as the label of a value labelled on its own line', () => {
    expect(labelOf('VAT: £200.00\nTotal: £1,200.00', '£1,200.00')).toEqual({ left: ['total'], above: [] });
    expect(labelOf('Total due\n£1,200.00', '£1,200.00')).toEqual({ left: [], above: ['total', 'due'] });
  });
});

describe('e-mail addresses', () => {
  it('offers each address whole, without the brackets or the full stop around it', () => {
    const text = 'From: Samuel Campbell <samuel.home@example.net>\nWrite to support-team@help.example.co.uk.';
    expect(spansOf(candidatesFor(docOf(text), 'text'), 'email')).toEqual(['samuel.home@example.net', 'support-team@help.example.co.uk']);
  });
});

describe('names at the start of a German or French sentence', () => {
  it('start after the article or preposition that opens the sentence', () => {
    const text = 'Die Rheintal Chemie AG meldet ein starkes Quartal. Über Mainfeld Maschinenbau AG wurde viel berichtet. Chez Garage des Lilas, tout va bien.';
    const names = candidatesFor(docOf(text), 'text').filter((c) => c.kind === 'entity').map((c) => c.value);
    expect(names).toEqual(expect.arrayContaining(['Rheintal Chemie AG', 'Mainfeld Maschinenbau AG', 'Garage des Lilas']));
    expect(names.filter((n) => /^(?:Die|Über|Chez) /.test(String(n)))).toEqual([]);
  });
});

describe('names with a particle, and greetings', () => {
  it('keeps a family name\'s particle inside a person\'s name, and takes no greeting word for a name', () => {
    const text = 'Hi Jonas,\nPlease find the contract attached.\nMarieke de Vries signed it with Hendrik van der Meulen and Ana de la Cruz.\nHallo Lena, Bonjour Camille.';
    const names = candidatesFor(docOf(text), 'text').filter((c) => c.kind === 'entity');
    const spans = names.map((c) => c.page.text.slice(c.start, c.end));
    expect(spans).toEqual(expect.arrayContaining(['Jonas', 'Marieke de Vries', 'Hendrik van der Meulen', 'Ana de la Cruz', 'Lena', 'Camille']));
    expect(spans.filter((n) => /^(?:Hi|Hallo|Bonjour) /.test(n))).toEqual([]);
    // A person's, so no common word of its own: the particle is written small as "de" is in any sentence.
    expect(names.filter((c) => c.f.c_person === 1).map((c) => c.value)).toEqual(expect.arrayContaining(['Marieke de Vries', 'Hendrik van der Meulen']));
  });

  it('takes no registry or club named after its town for a person', () => {
    const text = 'Immatriculée au RCS de Thiers. Le Cercle Nautique de Lyon vous remercie.';
    const people = candidatesFor(docOf(text), 'text').filter((c) => c.kind === 'entity' && c.f.c_person > 0);
    expect(people.map((c) => c.value)).toEqual([]);
  });
});

describe('telephone numbers', () => {
  it('offers national, international and North American numbers whole, and no date, amount or reference of the same characters', () => {
    const text = 'Call (802) 555-0193 or 01423 555812; mobile 07700 900139.\nTel. +49 30 1234567, Fax 0151 1234 5678, Service 09 72 12 34 56\nToll free 1-800-555-1234, UK +44 (0)20 7946 0958, desk 802-555-0193\nDated 07.12.2024, ref 2024/123456, total 1234567.00, £10.40';
    expect(spansOf(candidatesFor(docOf(text), 'text'), 'phone')).toEqual([
      '(802) 555-0193', '01423 555812', '07700 900139', '+49 30 1234567', '0151 1234 5678', '09 72 12 34 56', '1-800-555-1234', '+44 (0)20 7946 0958', '802-555-0193',
    ]);
  });

  it('offers a freephone number written without a trunk 0, of ten digits only', () => {
    const text = 'If you smell gas, call Gas Networks Ireland on\n1800 20 50 50 immediately, or 1300 655 506.\nIn 1800 2024 visitors came.';
    expect(spansOf(candidatesFor(docOf(text), 'text'), 'phone')).toEqual(['1800 20 50 50', '1300 655 506']);
  });

  it('offers a number in groups with no trunk 0 after a word that says it is a telephone number, and no such amount or id', () => {
    const text = 'Kontaktní osoba: Ing. Lenka Doležalová, tel. 731 448 902\nTlf. 44 53 90 10 · Tel. comercial:  678 30 14 92\nCelkem 731 448 902 Kč, pojistka 44 53 90 10, plocha 836 800 m2';
    expect(spansOf(candidatesFor(docOf(text), 'text'), 'phone')).toEqual(['731 448 902', '44 53 90 10', '678 30 14 92']);
  });
});

describe('times of day', () => {
  it('offers a time as each country writes it, and no amount, ratio or timestamp', () => {
    const text = 'At 10:45 AM, 4:10 p.m. or 10.10am; um 14:45 Uhr; à 19 h 30 ou 10h40; from 9am to 7.30 pm.\nSent 2024-03-01T10:30:00Z, ratio 3:1, paid £10.40, item 12.30';
    expect(spansOf(candidatesFor(docOf(text), 'text'), 'clock')).toEqual(['10:45 AM', '4:10 p.m.', '10.10am', '14:45 Uhr', '19 h 30', '10h40', '9am', '7.30 pm']);
  });
});

describe('mailboxes', () => {
  it('offers the name of a labelled mailbox ("Requester: Name <address>") as the label\'s value', () => {
    const text = 'Requester: Jonas Quinn <jonas.post@example.org>\nStatus: open';
    expect(spansOf(candidatesFor(docOf(text), 'text'), 'label_value')).toEqual(['Jonas Quinn', 'open']);
  });
});

describe('labels in a table', () => {
  it('reads the header cell over a value, not the whole header row, as what names it', () => {
    const text = 'Order # | Date | Delivery\nORD/807/K13 | 2023-10-12 | 2023-10-31';
    const c = candidatesFor(docOf(text), 'date').find((x) => x.page.text.slice(x.start, x.end) === '2023-10-31')!;
    expect({ header: [...c.ctx.header], above: [...c.ctx.above] }).toEqual({ header: ['delivery'], above: [] });
  });
});

describe('places listed together', () => {
  it('reads places listed with "and" as one territory, each of them as a part of it', () => {
    const text = '2.3 Territory: United Kingdom and Ireland.\n2.4 Sales: Germany, Austria and Switzerland only.';
    const places = candidatesFor(docOf(text), 'text').filter((c) => c.kind === 'place');
    expect(places.filter((c) => !c.f.e_partial).map((c) => c.value)).toEqual(['United Kingdom and Ireland', 'Germany, Austria and Switzerland']);
    expect(places.filter((c) => c.f.e_partial).map((c) => c.value)).toEqual(['United Kingdom', 'Ireland', 'Germany', 'Austria', 'Switzerland']);
  });
});

describe('section numbers', () => {
  it('does not offer the number heading a section ("4. Governing Law.") as an amount or a quantity', () => {
    const text = '4. Governing Law. The laws of Delaware apply.\n12) Fees\nThe fee is 250 per month for 3 users.';
    expect(candidatesFor(docOf(text), 'currency').map((c) => c.value)).toEqual([250, 3]);
    expect(candidatesFor(docOf(text), 'number').map((c) => c.value)).toEqual([250, 3]);
  });

  it('does not offer a clause number of two levels ("2.2 Print run:") as a quantity, but a figure with cents is one', () => {
    const text = '2.2 Print run: the catalogue is limited to a maximum of 25,000 copies per edition.\nPerformance bonus |  |  | 74.00\n\nIncome tax | 133.96';
    const numbers = candidatesFor(docOf(text), 'number').map((c) => c.value);
    expect(numbers).not.toContain(2.2);
    expect(numbers).toContain(25000);
    expect(candidatesFor(docOf(text), 'currency').map((c) => c.value)).toContain(74);
  });

  it("does not offer a form's box number at the start of a table cell as a quantity", () => {
    const text = '6. Marks and   | 7. Number and kind of packages  | 8. H.S.  | 9. Quantity\nLKH            | FOUR HUNDRED AND EIGHTY (480)   | 7323.93  | 5,760 PCS';
    expect(candidatesFor(docOf(text), 'number').map((c) => c.value)).not.toContain(8);
    expect(candidatesFor(docOf(text), 'number').map((c) => c.value)).toContain(480);
  });
});

describe('parts and wholes in prose', () => {
  it('tells the part from the whole ("4 of the 8 units", "out of 8 mugs, 4 ...")', () => {
    const flags = (text: string) => candidatesFor(docOf(text), 'number').map((c) => [c.value, c.f.of_part ?? 0, c.f.of_whole ?? 0]);
    expect(flags('Sadly 4 of the 8 units arrived broken.')).toEqual([[4, 1, 0], [8, 0, 1]]);
    expect(flags('Out of 8 mugs, 4 were chipped.')).toEqual([[8, 0, 1], [4, 0, 0]]);
  });
});

describe('names wrapped over lines', () => {
  const text = 'AIK HUAT HARDWARE\nENTERPRISE (SETIA\nALAM) SDN BHD\n822737-X\n\nPOPULAR BOOK\nCO. (M) SDN BHD\n(COMPANY NO. 113825-W)\n\nURBAN IDEA SDN BHD (417940-M),\nA-G-06, DATARAN GLOMAC\n\nTotal: 12.00\nSDN BHD';
  const cands = candidatesFor(docOf(text), 'text');
  const ofValue = (value: string) => cands.filter((c) => c.value === value);

  it('offers a name over three lines when the third goes on with it, and marks the join as a wrapped name', () => {
    const whole = ofValue('AIK HUAT HARDWARE ENTERPRISE (SETIA ALAM) SDN BHD');
    expect(whole).toHaveLength(1);
    expect(whole[0].f.name_wrapped).toBe(1);
    expect(ofValue('POPULAR BOOK CO. (M) SDN BHD')[0].f.name_wrapped).toBe(1);
  });

  it('marks a line that goes on with a name begun above as its tail, and no line that does not', () => {
    expect(ofValue('ALAM) SDN BHD')[0].f.name_tail).toBe(1);
    expect(ofValue('CO. (M) SDN BHD')[0].f.name_tail).toBe(1);
    // The line above holds a label and a number: not the start of a name.
    expect(ofValue('SDN BHD')[0].f.name_tail ?? 0).toBe(0);
    expect(ofValue('AIK HUAT HARDWARE')[0].f.name_tail ?? 0).toBe(0);
  });

  it('takes a name before its bracketed registration number when a comma follows the bracket', () => {
    expect(ofValue('URBAN IDEA SDN BHD').map((c) => c.f.bracket)).toContain(1);
  });
});

describe('ids inside other values', () => {
  it('leaves out a piece of an amount or of a postcode, and keeps a real id', () => {
    const text = 'Invoice no: INV-2044\nDeliver to: 14 Carlton Place, Glasgow G2 8LU\nTotal due: 32.975,32 €';
    const ids = candidatesFor(docOf(text), 'id_alphanumeric').map((c) => c.page.text.slice(c.start, c.end));
    expect(ids).toContain('INV-2044');
    expect(ids).not.toContain('8LU');
    expect(ids).not.toContain('G2');
    expect(ids).not.toContain('32.975');
  });
});

describe('labels and their values', () => {
  it('reads "Label   value" spaced out as a label and its value, but not a row of columns aligned with spaces', () => {
    const text = 'Prepared by   Sophie Keller\n\nWork               Units   Each     Total\nSolar panel 410W   28      393.25   11,011.00';
    const values = candidatesFor(docOf(text), 'text').filter((c) => c.kind === 'label_value').map((c) => c.page.text.slice(c.start, c.end));
    expect(values).toEqual(['Sophie Keller']);
  });

  it('reads two column headings over their values as headings, not a label and its value, and an address beside a title as no label', () => {
    const text = [
      'STRAITS OCEAN LINE PTE. LTD.               BILL OF LADING',
      '80 Anson Road #21-04, Singapore 079907     FOR PORT-TO-PORT OR COMBINED TRANSPORT',
      '',
      'PORT OF DISCHARGE           PLACE OF DELIVERY',
      'ROTTERDAM                   RHOON, NETHERLANDS',
      '',
      'Prepared by         Sophie Keller',
      'Checked by          Tom Varga',
    ].join('\n');
    const doc = docOf(text);
    const cands = candidatesFor(doc, 'text');
    expect(cands.filter((c) => c.kind === 'label_value').map((c) => c.page.text.slice(c.start, c.end))).toEqual(['BILL OF LADING', 'Sophie Keller', 'Tom Varga']);
    const rotterdam = cands.find((c) => c.page.text.slice(c.start, c.end) === 'ROTTERDAM')!;
    expect([...rotterdam.ctx.left]).toEqual([]);
    const delivery = cands.find((c) => c.page.text.slice(c.start, c.end) === 'PLACE OF DELIVERY')!;
    expect([...delivery.ctx.left]).toEqual([]);
  });
});

describe('digits a reference names', () => {
  it('marks a number after "card ending" or "booking reference" as inside an id, not a count, and leaves a count alone', () => {
    const text = 'The amount will be refunded to your card ending 4341 within 14 days (booking reference 628969184).';
    const inId = Object.fromEntries(candidatesFor(docOf(text), 'number').map((c) => [c.page.text.slice(c.start, c.end), c.f.in_id]));
    expect(inId).toMatchObject({ '4341': 1, '628969184': 1, '14': 0 });
  });
});

describe('ids in groups', () => {
  it('marks a piece of an id written in groups, not the whole of it', () => {
    const ids = candidatesFor(docOf('Your registration: CE19 SLE\nNotice number 9755 3971549\nOrder RO-35880'), 'id_alphanumeric');
    const piece = (value: string) => ids.find((c) => c.value === value)?.f.id_piece;
    expect([piece('CE19'), piece('CE19 SLE'), piece('3971549'), piece('9755 3971549'), piece('RO-35880')]).toEqual([1, 0, 1, 0, 0]);
  });
});

/** The side a text's context puts each of its names on. */
const sidesIn = (text: string) => {
  const doc = docOf(text);
  return (name: string) => {
    const at = text.indexOf(name);
    return buildContext(doc, doc.pages[0], doc.lineAt(doc.pages[0], at), at, at + name.length).side;
  };
};

describe("a role's label in the document's language", () => {
  it('puts a name labelled by a role written in another language on that role\'s side ("Mieter:", "Locataire :", "NAJMOPRIMAC:")', () => {
    const text = 'Vermieter: Hausverwaltung Sommer GmbH\nMieter: Jonas Aydin\nLocataire : Léa Fontaine\n1. NAJMODAVAC: Adriatic Sails d.o.o., Obala kneza Branimira 12, 21215 Kaštel Lukšić\n2. NAJMOPRIMAC: Petra Horvat, Ulica Ivana Gundulića 27, 10000 Zagreb\nUgovor o najmu plovila sklopljen je između stranaka za razdoblje najma. Najmodavac daje u najam, a Najmoprimac uzima u najam jedrilicu. Cijena najma plaća se u dva obroka, a ostatak najkasnije do dana ukrcaja na plovilo.';
    const sideAt = sidesIn(text);
    expect([sideAt('Hausverwaltung Sommer GmbH'), sideAt('Jonas Aydin'), sideAt('Léa Fontaine')]).toEqual(['from', 'to', 'to']);
    expect([sideAt('Adriatic Sails d.o.o.'), sideAt('Petra Horvat')]).toEqual(['from', 'to']);
  });
});

describe('a courtesy title written out in the languages read', () => {
  it('answers a name without its "Mevrouw", "Señora", "Signora" or "Senhor" before it', () => {
    const text = 'Mevrouw Hilde Claeys\nLange Leemstraat 47\n\nSeñora Lucía Fernández Ruiz\nSignora Chiara Bellini\nSenhor Rui Antunes';
    const names = candidatesFor(docOf(text), 'text').filter((c) => c.kind === 'entity').map((c) => c.value);
    expect(names).toEqual(expect.arrayContaining(['Hilde Claeys', 'Lucía Fernández Ruiz', 'Chiara Bellini', 'Rui Antunes']));
    expect(names.filter((n) => /^(?:Mevrouw|Señora|Signora|Senhor) /.test(String(n)))).toEqual([]);
  });
});

describe("a table's column heading in the document's language", () => {
  it('puts the block under a heading naming a role in another language on that role\'s side ("AFZENDER / OPHAALADRES" | "GEADRESSEERDE / AFLEVERADRES")', () => {
    const text = [
      'TRAPKRACHT FIETSKOERIERS B.V.',
      'Oudegracht 231-bis · 3511 NK Utrecht',
      '',
      'VRACHTBRIEF',
      'Zendingnummer:           TK-UTR-260318-0457',
      '',
      'AFZENDER / OPHAALADRES                     GEADRESSEERDE / AFLEVERADRES',
      'Bakkerij De Zoete Inval V.O.F.             Notariskantoor Van Heemstra & De Bruijn',
      'Twijnstraat 40                             Maliebaan 87',
      '',
      'De zending wordt opgehaald op het ophaaladres en afgeleverd op het afleveradres. De koerier vraagt een handtekening bij aflevering van de zending.',
    ].join('\n');
    const sideAt = sidesIn(text);
    expect(sideAt('Bakkerij De Zoete Inval V.O.F.')).toBe('from');
  });
});

describe('sides of a sale in a sentence', () => {
  it('puts the name after "bought ... from" on the seller\'s side and after "sold ... to" on the buyer\'s, and a labelled one by its label', () => {
    const text = 'I bought my robot vacuum (model RV-1144B) from ValuTech Superstore on 02/14/2022.\nWe sold the van to Harbour Logistics Ltd last week.\nBill to: Quarry Lane Studios\nI sent it from Leeds.';
    const sideAt = sidesIn(text);
    expect(sideAt('ValuTech Superstore')).toBe('from');
    expect(sideAt('Harbour Logistics Ltd')).toBe('to');
    expect(sideAt('Quarry Lane Studios')).toBe('to');
    expect(sideAt('Leeds')).toBeNull();
  });

  it('puts the doer after a passive verb on its side: "sold by", "vendu par" the seller\'s, "bought by", "gekauft von" the buyer\'s', () => {
    const text = 'Ce contrat vous a été vendu par ElectroCité Lyon ; il est géré par Garantia.\nThe policy was sold by Harbour Insurance Brokers.\nThe car was bought by Quarry Lane Studios.\nDas Gerät wurde gekauft von Miriam Hahn.';
    const sideAt = sidesIn(text);
    expect(sideAt('ElectroCité Lyon')).toBe('from');
    expect(sideAt('Harbour Insurance Brokers')).toBe('from');
    expect(sideAt('Quarry Lane Studios')).toBe('to');
    expect(sideAt('Miriam Hahn')).toBe('to');
  });
});

describe('names over two lines', () => {
  it('does not run a name in capitals into the mixed-case line under it', () => {
    const text = 'LA PETITE ÉPICERIE\nBahnhofstr. 7\nTel 0161 555 0199\n\nHarbour View\nTrading Company';
    const entities = spansOf(candidatesFor(docOf(text), 'text'), 'entity');
    expect(entities).toContain('LA PETITE ÉPICERIE');
    expect(entities.some((e) => e.includes('ÉPICERIE') && e.includes('Bahnhofstr'))).toBe(false);
    expect(entities).toContain('Harbour View\nTrading Company');
  });
});

describe('names with a number', () => {
  it("offers a model's, a version's or a term's number with its name, and the name without it", () => {
    const text = 'Bicycle: Canyon Grail 6 (2023)\nThe NetHub 6 Pro router\nBilling term: Wintersemester 2021/22\nTSV Grünwald 1898 e.V.';
    const spans = spansOf(candidatesFor(docOf(text), 'text'), 'entity');
    expect(spans).toEqual(expect.arrayContaining(['Canyon Grail 6', 'Canyon Grail', 'NetHub 6 Pro', 'Wintersemester 2021/22', 'TSV Grünwald 1898 e.V.']));
  });

  it("takes no date's day, street's house number or figure into a name", () => {
    const text = 'Since Apr 4, 2023 the office at Bahnhofstraße 110 is closed.\nBundesanleihe 2,30 % 15.02.2033\nRevenue grew 12 % in March 2024.';
    const spans = spansOf(candidatesFor(docOf(text), 'text'), 'entity');
    expect(spans.filter((s) => /\d/.test(s))).toEqual([]);
  });
});

describe('which side wrote the document', () => {
  it('reads a writer who tells of buying as the buyer, in one author\'s letter but not in a thread', () => {
    expect(writerSide(docOf('Madame, Monsieur,\n\nJ’ai acheté le 15 août 2020 chez Comptoir Électroménager un lave-vaisselle.\n\nCordialement,\nCamille Roux'))).toBe('to');
    expect(writerSide(docOf('Hello,\nI bought a kettle from you on 3 May.\nRegards,\nAnn'))).toBe('to');
    expect(writerSide(docOf('INVOICE\nAcme Ltd\nThank you for your order.'))).toBe('from');
    const thread = 'Requester: Ann Lee <ann@example.org>\n\nI bought a kettle from you on 3 May.\n\nOn 5 May 2024, Tom (Acme) wrote:\nHi Ann, we will replace it.';
    expect(writerSide(docOf(thread))).toBe('from');
  });
});

describe("a table's header row", () => {
  it('heads columns: its first cell is no label of the second', () => {
    const text = 'Terms of delivery: FCA São Paulo Guarulhos\n\nCharge | Units | Unit rate | Total\nAir freight | 1,889.5 kg | 2.86 | 5,403.97\nAirport handling | 1 | 79.00 | 79.00';
    const labelled = candidatesFor(docOf(text), 'text').filter((c) => c.kind === 'label_value').map((c) => c.value);
    expect(labelled).toContain('FCA São Paulo Guarulhos');
    expect(labelled).not.toContain('Units');
  });
});

describe('a window envelope with references beside its address', () => {
  const notice = [
    'CITY OF FAIRHAVEN',
    'Parking Services Division',
    'P.O. Box 40917, Fairhaven, OR 97409-0917',
    '',
    '                 NOTICE OF ADMINISTRATIVE REVIEW DECISION',
    '                                                              Mailing Date: 04/22/2025',
    '',
    '    MARCUS T DELGADO                                  Citation Number:   7730419826',
    '    2215 NE PRESCOTT ST APT 3                         Review Case No.:   AR-25-06118',
    '    FAIRHAVEN OR 97411                                Plate / State:     8KJW512 / OR',
    '',
    'Your request for an administrative review was received on 04/08/2025.',
  ].join('\n');
  const doc = docOf(notice);
  const name = candidatesFor(doc, 'text').find((c) => c.kind === 'entity' && c.value === 'MARCUS T DELGADO')!;

  it("reads a name with an initial and no dot as a person's", () => {
    expect(name.f.c_person).toBe(1);
  });

  it("reads the left column as the addressee's block, and the references beside it as no part of it", () => {
    const line = doc.lines.find((l) => l.text.includes('MARCUS'))!;
    expect(inAddresseeBlock(doc, line, name.start)).toBe(true);
    expect(inAddresseeBlock(doc, line, line.start + line.text.indexOf('7730419826'))).toBe(false);
  });

  it("reads no label over a value from words that start right of where it ends ('Mailing Date:' over the name)", () => {
    expect([...name.ctx.above].some((s) => s.startsWith('mail') || s === 'dat')).toBe(false);
  });
});

describe("a letter's own date beside a column of references", () => {
  const notice = [
    'ENERGÍAS DEL CANTÁBRICO COMERCIALIZADORA, S.L.U.',
    'Apartado de Correos 1140 · 39080 Santander',
    '',
    '               REQUERIMIENTO DE PAGO Y AVISO DE SUSPENSIÓN DEL SUMINISTRO',
    '',
    'Santander, 9 de septiembre de 2025                     Nº de comunicación: RQ-2025-0774310',
    '',
    'Muy señora nuestra: le comunicamos que existen facturas pendientes de pago con su contrato.',
    '',
    'Prelevado    Recibido     Informe',
    '2025-08-20   2025-08-21   2025-08-29',
  ].join('\n');
  const doc = docOf(notice);
  const dated = (iso: string) => candidatesFor(doc, 'date').find((c) => c.value === iso)!.f.dateline;

  it('is the dateline, its place before it; a date opening a row of dates is not', () => {
    expect(dated('2025-09-09')).toBe(1);
    expect(dated('2025-08-20')).toBe(0);
  });

  it("is asked for by a field that names the kind of document it calls itself in its own language ('AVISO': a notice)", () => {
    const [q] = analyzeFields([{ name: 'notice date', description: '', type: 'date' }]);
    expect(asksOwnDate(q, doc)).toBe(true);
  });
});

describe('a date written as a limit', () => {
  it('is read so in English and as other languages say it', () => {
    const limits = (text: string) => candidatesFor(docOf(text), 'date').map((c) => [c.value, c.f.limit]);
    expect(limits('Please pay by 19 June 2023. Issued 1 June 2023.')).toEqual([['2023-06-19', 1], ['2023-06-01', 0]]);
    expect(limits('Sluttrapport sendes innen 31. oktober 2028. Søknad mottatt 14. februar 2025.')).toEqual([['2028-10-31', 1], ['2025-02-14', 0]]);
    expect(limits('Bitte zahlen Sie spätestens 15.03.2025.')).toEqual([['2025-03-15', 1]]);
    expect(limits('Gelieve uiterlijk 28-03-2025 te betalen.')).toEqual([['2025-03-28', 1]]);
    expect(limits('Merci de confirmer au plus tard le 28/11/2025.')).toEqual([['2025-11-28', 1]]);
    expect(limits('Le opere rientrano entro il 28/07/2026.')).toEqual([['2026-07-28', 1]]);
  });
});

describe('the role a contract defines for a party, as the side of its clause', () => {
  const sideIn = (text: string) => {
    const doc = docOf(text);
    return (needle: string) => {
      const at = text.indexOf(needle);
      return buildContext(doc, doc.pages[0], doc.lineAt(doc.pages[0], at), at, at + needle.length).side;
    };
  };

  it('puts the address on the line of a role, before it or after it, on the side that role names', () => {
    const sideAt = sideIn(
      [
        'Entre les soussignés :',
        'Garage Lemaire SARL, 14 rue des Tanneurs, 21000 Dijon, ci-après « le Bailleur »,',
        'et',
        'Association Les Semeurs, 3 allée des Tilleuls, 71100 Chalon-sur-Saône, ci-après « le Locataire ».',
        '(1) Quayside Storage Ltd (the "Lessor"), Unit 9, Dock Road, Hull HU9 1TD; and',
        '(2) Pennine Bakes Ltd (the "Lessee"), 41 Mill Street, Halifax HX1 2QT.',
      ].join('\n'),
    );
    expect([sideAt('14 rue des Tanneurs'), sideAt('21000'), sideAt('3 allée des Tilleuls'), sideAt('71100')]).toEqual(['from', 'from', 'to', 'to']);
    expect([sideAt('Dock Road'), sideAt('HU9 1TD'), sideAt('41 Mill Street'), sideAt('HX1 2QT')]).toEqual(['from', 'from', 'to', 'to']);
  });

  it("puts a party's block on the side its role names on a line of its own after it, and not a block the parties are joined past", () => {
    const sideAt = sideIn(
      [
        'Zwischen',
        '   Baustoffe Ostermann GmbH',
        '   Lindenweg 4',
        '   34117 Kassel',
        '   – nachfolgend „Vermieter“ –',
        'und',
        '   Tischlerei Brandt',
        '   Am Anger 12',
        '   34121 Kassel',
        '   – nachfolgend „Mieter“ –',
      ].join('\n'),
    );
    expect([sideAt('Lindenweg 4'), sideAt('34117'), sideAt('Am Anger 12'), sideAt('34121')]).toEqual(['from', 'from', 'to', 'to']);
    expect(sideIn('Mietvertrag\nNr. 12\nDatum: 1.3.2025\n\nGeschlossen in Kassel\nund\n   – nachfolgend „Mieter“ –')('Kassel')).toBeNull();
  });
});
