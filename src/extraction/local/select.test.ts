import { describe, expect, it } from 'vitest';
import { Doc } from './doc.ts';
import { optionCandidates } from './select.ts';
import { extractText } from './test-kit.ts';

const docOf = (text: string) => new Doc([{ dataSourceId: 'ds_SELECT00000', name: 'doc', pages: [{ page: 1, text }] }]);
const mentions = (text: string, options: string[]) =>
  optionCandidates(docOf(text), options).map((c) => ({ option: c.value, text: c.page.text.slice(c.start, c.end), partial: c.f.opt_partial ?? 0, cover: Math.round((c.f.opt_cover ?? 0) * 100) / 100 }));

describe('options of a select field met in a document', () => {
  const cover = ['Comprehensive', 'Third party, fire and theft', 'Third party only'];

  it('as the head of a word made of two ("Mastercard" is a card), not inside one that is not ("discard")', () => {
    expect(mentions('Amount due: 99.99\nMastercard: 99.99\nPlease discard the old receipt.', ['Cash', 'Card'])).toEqual([{ option: 'Card', text: 'Mastercard', partial: 1, cover: 1 }]);
  });

  it('by another name for a channel of payment ("Online" is the website, "Par courrier" the post, "In person" a counter)', () => {
    const channels = ['website', 'by phone', 'cheque by mail', 'at a counter'];
    expect(mentions('Payment options\nOnline at www.example.gov/pay; In person at the Payment Office, Room 130.', channels).map((m) => [m.option, m.text])).toEqual([
      ['website', 'Online'],
      ['at a counter', 'In person'],
    ]);
    expect(mentions('Comment payer\nPar courrier : chèque à l\'ordre du Trésor public', ['Online', 'Post', 'Bank transfer']).map((m) => m.option)).toEqual(['Post']);
  });

  it('by another name for a kind of travel cost ("Lodging" is a hotel, "Personal car … miles" mileage, "Airfare" flights)', () => {
    const text = 'Date | Category | Description | Total\nJul 1 | Lodging | Courtyard Chicago | 131.40\nJul 4 | Personal car | Boston – Hartford, 187 miles | 104.72\nJul 5 | Airfare | ORD to BOS | 212.00';
    expect([...new Set(mentions(text, ['Hotel', 'Mileage', 'Meals', 'Flights', 'Parking']).map((m) => m.option))].sort()).toEqual(['Flights', 'Hotel', 'Mileage']);
  });

  it('said with "not" as the option that negates it, where one does ("not exclusive" is "Non-exclusive"), and not as itself', () => {
    const said = mentions('This appointment is not exclusive.', ['Exclusive', 'Non-exclusive']);
    expect([...new Set(said.map((m) => m.option))]).toEqual(['Non-exclusive']);
    expect(said.map((m) => m.text)).toContain('not exclusive');
    // Without an option that negates it, the mention stays (its "not" is a feature of its own).
    expect(mentions('This appointment is not exclusive.', ['Exclusive', 'Monthly']).map((m) => m.option)).toEqual(['Exclusive']);
  });

  it('said not to hold, though the sentence wraps or the negation comes after it, in English and other languages', () => {
    const crossedOf = (text: string, options: string[]) => Object.fromEntries(optionCandidates(docOf(text), options).map((c) => [c.value, c.f.opt_crossed]));
    const methods = ['Cash', 'Cheque', 'Credit card', 'Bank transfer'];
    expect(crossedOf('Payment: we accept cash, credit cards and bank transfer. Please note we no\nlonger accept cheques.', methods)).toEqual({ Cash: 0, 'Credit card': 0, 'Bank transfer': 0, Cheque: 1 });
    expect(crossedOf('Payment by bank transfer.\nCash is not accepted at the counter.', methods)).toEqual({ 'Bank transfer': 0, Cash: 1 });
    expect(crossedOf("Paiement par virement bancaire.\nLe paiement en espèces n'est pas accepté.", methods)).toEqual({ 'Bank transfer': 0, Cash: 1 });
    // A stop ends the sentence that said "no": the next one's option stands.
    expect(crossedOf('Refunds: no.\nCheques welcome.', methods)).toEqual({ Cheque: 0 });
    expect(crossedOf('Contenido declarado de la maleta: la ropa y el calzado para el viaje. Sin documentos ni medicamentos en el interior, por favor.', ['Clothing', 'Documents', 'Medication'])).toMatchObject({ Documents: 1, Medication: 1 });
  });

  it('not through a word that only denies ("not" in any sentence is no mention of "Not stated"), unless the option is that word', () => {
    const said = mentions('I confirm that the P1 resolution target in our SLA was not met.', ['Yes', 'No', 'Not stated']);
    expect(said.map((m) => m.option)).toEqual([]);
    expect(mentions('Automatic renewal: no', ['Yes', 'No', 'Not stated']).map((m) => m.option)).toEqual(['No']);
  });

  it('as one of two words joined by a slash ("Taxi/Rideshare" is a taxi)', () => {
    expect(mentions('Date | Category | Total\nJul 4 | Taxi/Rideshare | 45.75', ['Hotel', 'Taxi', 'Parking']).map((m) => [m.option, m.text])).toEqual([['Taxi', 'Taxi/Rideshare']]);
  });

  it('by another phrase for it said in German or French ("équilibré" is balanced, so Medium; "ausgewogen" too)', () => {
    const risk = ['Low', 'Medium', 'High'];
    expect(mentions('Profil de gestion: équilibré', risk).map((m) => [m.option, m.text])).toEqual([['Medium', 'équilibré']]);
    expect(mentions('Anlagestrategie: ausgewogen', risk).map((m) => [m.option, m.text])).toEqual([['Medium', 'ausgewogen']]);
  });

  it('in German or French, as the English it means ("SEPA-Lastschrift" is a direct debit, "Kreditkarte" a credit card)', () => {
    const methods = ['Direct debit', 'Credit card', 'Bank transfer'];
    expect(mentions('Zahlungsart: SEPA-Lastschrift', methods)).toEqual([{ option: 'Direct debit', text: 'SEPA-Lastschrift', partial: 1, cover: 1 }]);
    expect(mentions('Zahlungsart: Kreditkarte', methods).map((m) => m.option)).toEqual(['Credit card']);
    expect(mentions('Mode de paiement : prélèvement', methods).map((m) => m.option)).toEqual(['Direct debit']);
    const frequencies = ['Monthly', 'Quarterly', 'Annual'];
    expect(mentions('Zahlweise: vierteljährlich', frequencies).map((m) => m.option)).toEqual(['Quarterly']);
    expect(mentions('Fréquence : mensuelle', frequencies).map((m) => m.option)).toEqual(['Monthly']);
    // "Full board" shares "board", and "Room only" a synonym of it (to room is to board): weaker mentions.
    expect(mentions('Verpflegung: Halbpension', ['Room only', 'Half board', 'Full board']).map((m) => [m.option, m.cover])).toEqual([['Room only', 0.5], ['Half board', 1], ['Full board', 0.5]]);
  });

  it('in a document written in Spanish or Italian, as the English its words mean ("suscripción anual" is Annual)', () => {
    const receipt = 'Recibo de compra\nGracias por tu compra. El importe se ha cargado a tu tarjeta y la factura está disponible en tu cuenta.\nLumora Pro – suscripción anual    74,99 €\nTu suscripción se renovará automáticamente el 7 de marzo de 2026, salvo que la canceles antes de la fecha de renovación.';
    // "compra" is a purchase: a partial mention of "One-time purchase".
    expect(mentions(receipt, ['Weekly', 'Monthly', 'Annual', 'One-time purchase']).map((m) => [m.option, m.text])).toEqual([['Annual', 'anual'], ['One-time purchase', 'compra'], ['One-time purchase', 'compra']]);
    // The same word in an English document is a name: no Spanish is read into it.
    expect(mentions('Customer: Maria Anual\nOrder for the Anual family', ['Weekly', 'Monthly', 'Annual'])).toEqual([]);
  });

  it('said in other words that mean the same option: a point on a scale, a quarter, a frequency, a fee basis', () => {
    const found = (text: string, options: string[]) => optionCandidates(docOf(text), options).map((c) => [c.value, c.page.text.slice(c.start, c.end), c.f.opt_syn ?? 0]);
    expect(found('Risk profile: Conservative', ['Low', 'Medium', 'High'])).toEqual([['Low', 'Conservative', 1]]);
    expect(found('Results for the first quarter of 2024', ['Q1', 'Q2', 'H1'])).toEqual([['Q1', 'first quarter', 1]]);
    expect(found('Premium: £240 per annum', ['Monthly', 'Annually'])).toEqual([['Annually', 'per annum', 1]]);
    expect(found('The Services are charged as a lump sum of £12,000.', ['Fixed fee', 'Time and materials'])).toEqual([['Fixed fee', 'lump sum', 1]]);
    // An option that is itself one of the other words keeps them: "Balanced" is not also "Medium" here.
    expect(found('Strategy: Balanced', ['Cautious', 'Balanced', 'Medium'])).toEqual([['Balanced', 'Balanced', 0]]);
  });

  it('through a WordNet synonym of a word ("phone" for Telephone), marked as the weaker match', () => {
    const found = optionCandidates(docOf('Pay by phone: 0300 456 7890\nBy post: cheque payable to the council'), ['Online', 'Telephone', 'Post']);
    expect(found.map((c) => [c.value, c.page.text.slice(c.start, c.end), c.f.opt_syn ?? 0])).toEqual([['Telephone', 'phone', 1], ['Post', 'post', 0]]);
  });

  it('in sequence, as before', () => {
    expect(mentions('Level of cover: Comprehensive', cover)).toEqual([{ option: 'Comprehensive', text: 'Comprehensive', partial: 0, cover: 1 }]);
  });

  it('in another form or order within one line, by how many of the option\'s words are there', () => {
    const found = mentions('Cover: Third Party Fire & Theft\nExcess: £250', cover);
    expect(found).toContainEqual({ option: 'Third party, fire and theft', text: 'Third Party Fire & Theft', partial: 1, cover: 1 });
    // The rival shares two of its three words: a weaker mention, on the same line.
    expect(found).toContainEqual({ option: 'Third party only', text: 'Third Party', partial: 1, cover: 0.67 });
    expect(found.map((m) => m.option)).not.toContain('Comprehensive');
  });

  it('through a word of the same family ("replace" for "replacement")', () => {
    const found = mentions('We will replace the machine free of charge.', ['Repair', 'Replacement', 'Refund']);
    expect(found).toEqual([{ option: 'Replacement', text: 'replace', partial: 1, cover: 1 }]);
  });

  it('not through a word every option shares, unless half the option is there', () => {
    const area = ['Worldwide', 'Worldwide excluding USA and Canada', 'Europe'];
    expect(mentions('Area of travel: Worldwide', area).map((m) => m.option)).toEqual(['Worldwide']);
    expect(mentions('Area: Worldwide (excl. USA & Canada)', area).map((m) => m.option).sort()).toEqual(['Worldwide', 'Worldwide excluding USA and Canada']);
  });
});

describe('an option told in a ticked statement', () => {
  it('reads the box that opens the line of a form as the box of the option the line tells of', async () => {
    const form = 'SECTION E - PAYMENT (camp cost $485.00)\n  [ ] Paid in full via Compass Pay       Receipt no.: ________\n  [x] Paying by instalments (payment plan arranged with the Business Manager)\n  [ ] Applying for CSEF assistance (families eligible for CSEF support)';
    const out = await extractText(form, [{ name: 'payment_method', description: 'How the family is paying for the camp', type: 'single_select', options: ['Paid in full via Compass Pay', 'Instalment plan', 'CSEF assistance', 'Cash at office'] }]);
    expect(out.payment_method.value).toBe('Instalment plan');
  });
});

describe('a form that ticks some options and leaves others empty', () => {
  const form = [
    'BESTÄLLNINGSFORMULÄR',
    '',
    'Moduler:',
    '  [X] Grid Suite Core            [X] Forecasting            [X] Asset Health',
    '  [ ] Grid Planner               [ ] API Access (Enterprise)',
    '',
    'Bilagor: 1) Tjänstebeskrivning  2) Implementeringsplan  3) SLA Premium',
  ].join('\n');
  const options = ['Grid Suite Core', 'Forecasting', 'Asset Health', 'Grid Planner', 'API Access'];

  it("reads a word an option shares with another, inside the other's mention, as no mention of it", () => {
    expect(mentions(form, options).filter((m) => m.option === 'Grid Planner').map((m) => m.text)).not.toContain('Grid');
  });

  it('chooses the ticked options and none whose box is empty', async () => {
    const out = await extractText(form, [{ name: 'modules ordered', description: '', type: 'multi_select', options }]);
    expect(out['modules ordered'].value).toEqual(['Grid Suite Core', 'Forecasting', 'Asset Health']);
  });
});

describe('a form that ticks boxes no option was read after', () => {
  const species = ['Roe deer', 'Pheasant', 'Red deer', 'Ducks', 'Geese', 'Hare', 'Fox'];

  it('is no surer than even of the options it read, nor of an option left empty beside such a box', async () => {
    // One box more than there are options ("Andet"): the boxes are not read by their places (tick-order.ts).
    const lease = 'Jagtlejekontrakt\n\nVildtarter, der må jages:\n☒ Råvildt    ☒ Fasan    ☐ Krondyr    ☒ Ænder    ☐ Gæs    ☒ Hare    ☐ Ræv    ☐ Andet\n';
    const out = await extractText(lease, [{ name: 'game_species', description: 'Game species the lessee may hunt.', type: 'multi_select', options: species }]);
    expect(out.game_species.value).toContain('Hare');
    expect(out.game_species.confidence).toBeLessThanOrEqual(0.5);
    // Every ticked box read: the answer is as sure as its options.
    const english = 'Hunting lease\n\nSpecies that may be hunted:\n☒ Roe deer    ☒ Pheasant    ☐ Red deer    ☒ Ducks    ☐ Geese    ☒ Hare    ☐ Fox\n';
    const read = await extractText(english, [{ name: 'game_species', description: 'Game species the lessee may hunt.', type: 'multi_select', options: species }]);
    expect(read.game_species.value).toEqual(['Roe deer', 'Pheasant', 'Ducks', 'Hare']);
    expect(read.game_species.confidence).toBeGreaterThan(0.5);
    const category = 'Categoria de acreditação:\n☐ Indústria      ☒ Imprensa      ☐ Profissional de cinema      ☐ Júri / Convidado      ☐ Outro\n\nAcesso pedido:\n☒ Mercado de filmes\n';
    const one = await extractText(category, [{ name: 'accreditation_category', description: 'Accreditation category.', type: 'single_select', options: ['Industry', 'Press', 'Film professional', 'Jury / Guest'] }]);
    // "Imprensa" is not read as Press: whatever else is taken ("filmes" under another heading), it is at even odds at most.
    expect(one.accreditation_category.confidence).toBeLessThanOrEqual(0.5);
  });
});

describe('a German membership form', () => {
  it('reads "Ordentliches Mitglied" as a full member, over a word in its bracket that names another option', async () => {
    const form = 'Beitrittserklärung\n\nHiermit beantrage ich die Mitgliedschaft im Imkerverein Niederaula e.V. als\n[x] Ordentliches Mitglied (aktive Imkerin / aktiver Imker)\n[ ] Fördermitglied (ohne eigene Bienenhaltung)\n[ ] Jungimker (bis 18 Jahre)\n';
    const out = await extractText(form, [{ name: 'membership_type', description: 'Which kind of membership is applied for.', type: 'single_select', options: ['Full member', 'Supporting member', 'Junior beekeeper'] }]);
    expect(out.membership_type.value).toBe('Full member');
  });
});

describe('one of several options on a form', () => {
  const methods = ['Cheque', 'Bank transfer', 'Cash', 'Credit card'];

  it('is not one whose box is left empty on a line that ticks another ("[ ] Cheque  [x] EFT")', async () => {
    const form = 'SECTION F - PAYMENT\nAmount paid: $85.00\nMethod:  [ ] Cheque (payable to HVABA Inc.)   [x] EFT / direct deposit   [ ] Cash at meeting\nBank: Greater Bank   BSB 637-000';
    const out = await extractText(form, [{ name: 'payment_method', description: 'How the member paid.', type: 'single_select', options: methods }]);
    expect(out.payment_method.value).toBe('Bank transfer');
  });

  it('is not one the document says it does not take ("Cheques are no longer accepted")', async () => {
    const invoice = 'INVOICE 2291\nTotal due: £1,204.50\nPAYMENT: By BACS / CHAPS bank transfer only. Cheques are no longer accepted.\nBank: Barclays Bank PLC';
    const out = await extractText(invoice, [{ name: 'payment_method', description: 'Accepted method of payment.', type: 'single_select', options: methods }]);
    expect(out.payment_method.value).toBe('Bank transfer');
  });

  it('takes the box before the words that lead to it ("[X] Varışta Ödenecek (Collect)")', () => {
    const line = 'Navlun (Freight):   [ ] Peşin Ödenmiş (Prepaid)   [X] Varışta Ödenecek (Collect)';
    const ticks = optionCandidates(docOf(line), ['Prepaid', 'Collect']).map((c) => [c.value, c.f.opt_checked]);
    expect(ticks).toEqual([['Prepaid', -1], ['Collect', 1]]);
  });

  it('is one that says "without" itself, met with its own word ("Welt ohne USA/Kanada")', () => {
    const said = optionCandidates(docOf('Reisegebiet: Welt ohne USA/Kanada'), ['Europe', 'Worldwide excluding USA and Canada', 'Worldwide']);
    expect(said.filter((c) => c.value === 'Worldwide excluding USA and Canada').map((c) => c.f.opt_crossed)).toEqual([0]);
  });
});

describe('options that share a word, ticked in one row', () => {
  it("reads an option's box before its own words, not before the word it shares with the option ticked beside it", async () => {
    const form = [
      'Ansökan om energibidrag för småhus',
      '',
      '3. Befintligt uppvärmningssystem (det som ersätts)',
      '[ ] Direktverkande el    [x] Oljepanna    [ ] Vedpanna    [ ] Fjärrvärme',
      '',
      'Jag intygar att uppgifterna i ansökan är riktiga och att oljepannan har tagits ur drift, och att det inte finns något annat bidrag för samma åtgärd.',
    ].join('\n');
    const options = ['direct electric', 'oil boiler', 'wood boiler', 'district heating'];
    const out = await extractText(form, [{ name: 'previous_heating_system', description: 'Heating system before the conversion.', type: 'single_select', options }]);
    expect(out.previous_heating_system.value).toBe('oil boiler');
    const wood = optionCandidates(docOf(form), options).filter((c) => c.value === 'wood boiler' && c.line.text.includes('Vedpanna'));
    expect(wood.map((c) => c.f.opt_checked)).toEqual([-1]);
  });

  it('takes no tick for an option from words on a line of boxes that every option shares ("Insurance of the building")', async () => {
    const form = ['Kind of insurance concerned', '☒ Insurance of the building   ☒ Insurance of the household', '☐ Insurance against liability'].join('\n');
    const options = ['Building insurance', 'Household insurance', 'Liability insurance'];
    const liability = optionCandidates(docOf(form), options).filter((c) => c.value === 'Liability insurance');
    expect(liability.filter((c) => c.line.text.includes('☒'))).toEqual([]);
    expect(liability.map((c) => c.line.text.trim())).toContain('☐ Insurance against liability');
    const out = await extractText(form, [{ name: 'policy_types', description: 'Which insurance types does the claim concern?', type: 'multi_select', options }]);
    expect(out.policy_types.value).toEqual(['Building insurance', 'Household insurance']);
  });
});

describe('a block of tick boxes read in the order of the options', () => {
  const options = ['Breakfast', 'Parking', 'Sauna', 'Late check-out'];
  const form = (row: string) => ['Varausvahvistus', '', `Lisäpalvelut:  ${row}`, '', 'Kiitos varauksestanne.'].join('\n');

  it('takes the words at each box for the option in its place, where the options read sit at their own boxes', async () => {
    const text = form('☒ Aamiainen   ☐ Pysäköinti   ☒ Sauna   ☒ Myöhäinen uloskirjautuminen');
    const out = await extractText(text, [{ name: 'extras', description: 'Extra services booked.', type: 'multi_select', options }]);
    expect(out.extras.value).toEqual(['Breakfast', 'Sauna', 'Late check-out']);
    const late = optionCandidates(docOf(text), options).filter((c) => c.value === 'Late check-out');
    expect(late.map((c) => c.page.text.slice(c.start, c.end))).toEqual(['Myöhäinen uloskirjautuminen']);
  });

  it('reads nothing by place where an option read sits at another box, or the boxes are not one per option', () => {
    const placed = (row: string) => optionCandidates(docOf(form(row)), options).map((c) => c.value);
    expect(placed('☒ Sauna   ☐ Pysäköinti   ☒ Aamiainen   ☒ Myöhäinen uloskirjautuminen')).toEqual(['Sauna']);
    expect(placed('☒ Aamiainen   ☐ Pysäköinti   ☒ Sauna   ☒ Myöhäinen uloskirjautuminen   ☐ Kuntosali')).toEqual(['Sauna']);
  });
});
