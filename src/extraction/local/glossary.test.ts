import { describe, expect, it } from 'vitest';
import { stem } from '../text.ts';
import { englishStemsOf, gatedReading, phraseAt, romanceStemsOf, writtenInGermanOrFrench, writtenInSpanishOrItalian } from './glossary.ts';
import { Doc } from './doc.ts';
import { extractText } from './test-kit.ts';

const english = (...words: string[]) => words.map(stem);

describe('the German and French glossary', () => {
  it('reads a phrase whose words alone say something else, written with accents or without', () => {
    expect(phraseAt(['le', 'chiffre', "d'affaires"], 1)).toEqual({ length: 2, stems: english('turnover', 'revenue', 'sales') });
    expect(phraseAt(['chiffre', 'd’affaires'], 0)?.stems).toEqual(english('turnover', 'revenue', 'sales'));
    expect(phraseAt(['reste', 'a', 'charge'], 0)?.length).toBe(3);
    expect(phraseAt(['identifiant', "d'espace", 'de', 'travail'], 1)?.stems).toEqual(english('workspace'));
    expect(phraseAt(['verwässertes', 'ergebnis', 'je', 'aktie'], 1)?.stems).toEqual(english('earnings', 'per', 'share', 'eps'));
    expect(phraseAt(['chiffre', 'clé'], 0)).toBeNull();
    expect(phraseAt(['zu', 'versteuerndes', 'einkommen'], 0)?.stems).toEqual(english('taxable', 'income'));
    // Romanian "de la" (from) is French and Spanish "of the": no phrase of words only function words of another language.
    expect(phraseAt(['fecha', 'de', 'la', 'visita'], 1)).toBeNull();
  });

  it("answers a field from a label that is one such phrase ('Chiffre d'affaires' asked as turnover)", async () => {
    const release = "Chiffre d’affaires et résultats du premier trimestre 2024\n\nPériode du 2024-01-01 au 2024-03-31\n\nBréhat Distribution SA publie aujourd’hui ses résultats du premier trimestre 2024. Le chiffre d’affaires progresse de 8,0 % sur un an.\n\n | T1 2024 en milliers d’euros | T1 2023 en milliers d’euros | Évolution\nChiffre d'affaires | 94\u00a0078 | 87\u00a0122 | +8,0 %\nRésultat d'exploitation | 10\u00a0186 | 9\u00a0412 | +8,2 %\nRésultat net | 7\u00a0370 | 5\u00a0939 | +24,1 %";
    const out = await extractText(release, [{ name: 'turnover', description: 'total sales this period (full amount, not in thousands)', type: 'currency' }]);
    expect(out.turnover.value).toBe(94078000);
  });

  it("reads a word that is also English as the document's own language means it ('franchise' in French is an excess)", async () => {
    const french = "Attestation d'assurance habitation\nAssureur : La Prévoyance Alsacienne\nAssuré : Jean Martin\nLa présente attestation est valable pour la période du 01/01/2024 au 31/12/2024.\nMontant de la franchise : 200,00 €\nPrime annuelle : 535,08 €\nDont taxe sur les conventions d'assurance : 44,18 €\nLa prime est payable le 1er janvier de chaque année par prélèvement.";
    expect(writtenInGermanOrFrench(french.toLowerCase().split(/[\s']+/))).toBe(true);
    const out = await extractText(french, [{ name: 'deductible', description: 'amount the insured pays per claim', type: 'currency' }]);
    expect(out.deductible.value).toBe(200);
    const english = 'Home insurance certificate. The policy is valid for the period from 1 January 2024 to 31 December 2024 and covers the home at the address shown.';
    expect(writtenInGermanOrFrench(english.toLowerCase().split(/\s+/))).toBe(false);
  });

  it("reads an insurer's 'sinistre' as the loss a claim is for, so its date is the date of loss", async () => {
    expect(englishStemsOf('sinistre')).toEqual(english('claim', 'loss'));
    expect(romanceStemsOf('siniestro')).toEqual(english('claim', 'loss'));
    const form = 'La Prévoyance Alsacienne\nDéclaration de sinistre automobile\nAssuré\nNom: Nicolas Lambert\nN° de police: POL-270168\nDéroulement du sinistre\nDate du sinistre: 01/09/2023\nHeure: 0h50\nDescription des faits: Pendant la nuit, quelqu’un a rayé les deux portières.\nSignature: Nicolas Lambert\nDate: 15/09/2023';
    const out = await extractText(form, [{ name: 'date_of_loss', description: '', type: 'date' }]);
    expect(out.date_of_loss.value).toBe('2023-09-01');
  });

  it('reads a word it holds, written with accents and umlauts or without', () => {
    expect(englishStemsOf('montant')).toEqual(english('amount'));
    expect(englishStemsOf('échéance')).toEqual(english('due'));
    expect(englishStemsOf('echeance')).toEqual(english('due'));
    expect(englishStemsOf('straße')).toEqual(english('street'));
    expect(englishStemsOf('strasse')).toEqual(english('street'));
    expect(englishStemsOf('faelligkeit')).toEqual(english('due'));
  });

  it('reads a word that only joins others as nothing, though its letters fold to one it holds ("du" is not "dû", due)', () => {
    expect(englishStemsOf('dû')).toEqual(english('due'));
    expect(englishStemsOf('du')).toEqual([]);
    expect(englishStemsOf('à')).toEqual([]);
  });

  it('reads a German compound from its parts, joined as German joins them', () => {
    expect(englishStemsOf('rechnungsdatum')).toEqual(english('invoice', 'date'));
    expect(englishStemsOf('kundennummer')).toEqual(english('customer', 'number'));
    expect(englishStemsOf('fälligkeitsdatum')).toEqual(english('due', 'date'));
    expect(englishStemsOf('lieferadresse')).toEqual(english('delivery', 'address'));
    expect(englishStemsOf('kontoinhaber')).toEqual(english('account', 'holder'));
  });

  it("reads a bank statement's money out, an insurer that carries a risk, where a thing was bought and when a period starts", () => {
    expect(englishStemsOf('ausgänge')).toEqual(english('outgoing'));
    expect(englishStemsOf('risikoträger')).toEqual(english('insurer', 'underwriter'));
    expect(englishStemsOf('acheté')).toEqual(english('purchased'));
    expect(englishStemsOf('gekauft')).toEqual(english('purchased'));
    expect(englishStemsOf('déjà')).toEqual(english('already'));
    // A word of two meanings says both: "Höhe" is an amount on a bill and a height on a datasheet.
    expect(englishStemsOf('höhe')).toEqual(english('amount', 'height'));
    expect(englishStemsOf('demande')).toEqual(english('request', 'application'));
    expect(englishStemsOf('anfordernder')).toEqual(english('requesting'));
    // "partir" is no "party" it is spelled like; "à partir du" is where a period starts.
    expect(englishStemsOf('partir')).toEqual(english('leave'));
    expect(phraseAt(['valable', 'à', 'partir', 'du'], 1)?.stems).toEqual(english('from'));
  });

  it('reads the words of meetings, expense claims and appointments', () => {
    expect(englishStemsOf('reisezweck')).toEqual(english('trip', 'purpose'));
    expect(englishStemsOf('vorsitzende')).toEqual(english('chair'));
    expect(englishStemsOf('schriftführerin')).toEqual(english('secretary'));
    expect(englishStemsOf('procès-verbal')).toEqual(english('minutes'));
    expect(englishStemsOf('hébergement')).toEqual(english('accommodation'));
    expect(englishStemsOf('termin')).toEqual(english('appointment'));
  });

  it("reads a Spanish 'valor' as a value ('Valor de reposición'), its plural as securities", () => {
    expect(romanceStemsOf('valor')).toEqual(english('value'));
    expect(romanceStemsOf('valores')).toEqual(english('securities'));
  });

  it('reads who wrote a prescription, in each language', () => {
    expect(englishStemsOf('prescripteur')).toEqual(english('prescriber'));
    expect(romanceStemsOf('prescriptor')).toEqual(english('prescriber'));
    const pt = 'Registro de dispensação: o prescritor não é o farmacêutico; os dados são do paciente e dos seus filhos, em uma farmácia pelo SUS';
    expect(gatedReading(pt.toLowerCase().split(/[^\p{L}]+/u))?.('prescritor')).toEqual(english('prescriber'));
  });

  it('reads a French word behind an elided article', () => {
    expect(englishStemsOf("d'échéance")).toEqual(english('due'));
    expect(englishStemsOf('l’adresse')).toEqual(english('address'));
  });

  it('reads a word in any of its inflected forms through its stem', () => {
    expect(englishStemsOf('lieferungen')).toEqual(englishStemsOf('lieferung'));
    expect(englishStemsOf('lieferungen').length).toBeGreaterThan(0);
    expect(englishStemsOf('supplémentaires')).toEqual(englishStemsOf('supplémentaire'));
    expect(englishStemsOf('supplémentaires').length).toBeGreaterThan(0);
  });

  it('reads a word no list holds as the English word it is spelled from', () => {
    expect(englishStemsOf('kardiologie')).toEqual(english('cardiology'));
    expect(englishStemsOf('gastroentérologie')).toEqual(english('gastroenterology'));
    expect(englishStemsOf('konformität')).toEqual(english('conformity'));
    expect(englishStemsOf('akkreditierung')).toEqual(english('accreditation'));
  });

  it('leaves English words, and words it cannot read whole, alone', () => {
    for (const word of ['police', 'handy', 'art', 'payer', 'factuurdatum', 'xyzdatum']) expect(englishStemsOf(word)).toEqual([]);
  });
});

describe('names of languages and countries', () => {
  it('reads a language or a country named in German or French as its English name', () => {
    expect(englishStemsOf('polonais')).toEqual([stem('polish')]);
    expect(englishStemsOf('anglais')).toEqual([stem('english')]);
    expect(englishStemsOf('polnisch')).toEqual([stem('polish')]);
    expect(englishStemsOf('tschechien')).toEqual([stem('czechia')]);
    expect(englishStemsOf('allemagne')).toEqual([stem('germany')]);
  });

  it('leaves a name spelled as in English to what the word means ("réunion" is a meeting, not the island)', () => {
    expect(englishStemsOf('réunion')).not.toContain(stem('réunion'));
  });
});

describe('a German compound', () => {
  it('is read from a first part the lists hold whole before one read as a compound itself', () => {
    expect(englishStemsOf('hochzeitsfeier')).toEqual(english('wedding', 'celebration'));
    expect(englishStemsOf('kundennummer')).toEqual(english('customer', 'number'));
  });

  it('is read from a part German spells as a common English word ("Winter|sport", "Hotel|zimmer"), not from a name ("Mittel|weser")', () => {
    expect(englishStemsOf('wintersport')).toEqual(english('winter', 'sport'));
    expect(englishStemsOf('hotelzimmer')).toEqual(english('hotel', 'room'));
    expect(englishStemsOf('mittelweser')).toEqual([]);
    expect(englishStemsOf('giftstoff')).toEqual([]);
  });
});

describe('the German glossary, abbreviated', () => {
  it("reads a number's label shortened with a hyphen ('Personal-Nr.') as the whole word says", () => {
    expect(englishStemsOf('personal-nr')).toEqual(english('employee', 'number'));
  });
});

describe('the Spanish and Italian glossary', () => {
  const booking =
    'CONFERMA DI PRENOTAZIONE\n\nGentile Sig.ra Anna Bellini,\nla ringraziamo per aver scelto il nostro albergo. Di seguito i dettagli della prenotazione effettuata il 27/01/2025.\n\n  N. prenotazione:   LB-2025-0441\n  Arrivo:            18/04/2025 (dalle ore 14:00)\n  Partenza:          21/04/2025\n  Camera:            Doppia con vista sul fiume\n  Tariffa:           € 245,00 a notte\n\nLa prenotazione può essere cancellata senza penali entro il 15/04/2025.';

  it('reads the labels of a document written in Italian or Spanish by what they mean', async () => {
    expect(writtenInSpanishOrItalian(booking.toLowerCase().split(/[\s']+/))).toBe(true);
    const out = await extractText(booking, [
      { name: 'room_type', description: 'Type of room booked', type: 'text' },
      { name: 'check_in', description: 'Arrival date', type: 'date' },
    ]);
    expect([out.room_type.value, out.check_in.value]).toEqual(['Doppia con vista sul fiume', '2025-04-18']);
    expect(romanceStemsOf('importe')).toEqual(english('amount'));
    expect(romanceStemsOf("dell'importo")).toEqual(english('amount'));
  });

  it('gives no Spanish or Italian reading to the words of a document in another language, where they are names', () => {
    const letter = 'Dear Ms Campos,\nThank you for your order. Laura Segura will deliver it to the address you gave on Monday.';
    expect(writtenInSpanishOrItalian(letter.toLowerCase().split(/\s+/))).toBe(false);
    const doc = new Doc([{ dataSourceId: 'ds_x', name: 'x', pages: [{ page: 1, text: letter }] }]);
    expect(doc.pages[0].tokens.filter((t) => t.foreign).map((t) => t.text)).toEqual([]);
    expect(['laura', 'campos', 'segura'].map(englishStemsOf)).toEqual([[], [], []]);
  });
});

describe('the Czech glossary', () => {
  it('reads "Číslo účtu" as an account number, not a bill number (an invoice is a "faktura")', () => {
    const words = 'faktura daňový doklad dodavatel odběratel datum vystavení datum splatnosti forma úhrady převodem bankovní spojení číslo účtu variabilní symbol fyzická osoba zapsaná v živnostenském rejstříku ladění provedeno dne při návštěvě u zákazníka podle ceníku pro rok 2025 nebo jako dohodnuto že je to tak'.split(' ');
    const read = gatedReading(words);
    expect(read).not.toBeNull();
    expect(read!('účtu')).toEqual([stem('account')]);
  });
});

describe('the Polish glossary', () => {
  it('reads "zabiegu" as a treatment as well as a procedure ("Data wykonania zabiegu")', () => {
    const words = 'protokół z wykonania zabiegu dezynsekcji i deratyzacji w lokalu zleceniodawcy który jest w budynku oraz na zapleczu że jest to zgodnie z umową dla klienta przez technika'.split(' ');
    const read = gatedReading(words);
    expect(read).not.toBeNull();
    expect(read!('zabiegu')).toContain(stem('treatment'));
  });
});

describe('a form in a language told by its letters', () => {
  // A form of labels, names, codes and figures writes few function words, and few of its words carry the letters
  // only its language has (here one in eleven: "Příští", "Dvořák", "Brně").
  const form = `ZPRÁVA O KONTROLE PROVOZUSCHOPNOSTI HASICÍCH PŘÍSTROJŮ
Číslo zprávy: ZK-2025/0412
Datum kontroly: 15. 4. 2025
Provozovatel: Pekárna U Mlýna s.r.o., Mlýnská 18, 602 00 Brno
IČO: 27584316   DIČ: CZ27584316
Kontaktní osoba: Ing. Petra Horáková, tel. 541 222 910
Servisní firma: POŽÁRNÍ SERVIS NOVÁK s.r.o., Cejl 55, 602 00 Brno, IČO 46345981
Druh kontroly: periodická kontrola
Umístění       Typ        Výrobní číslo   Rok výroby   Výsledek
Prodejna       P6 Če      2014-208113     2014         nevyhovuje
Sklad          PG6 LE     2019-551203     2019         vyhovuje
Výrobna        CO2 5 kg   2020-114508     2020         vyhovuje
Kancelář       PG2 LE     2021-009871     2021         vyhovuje
Garáž          P6 Če      2018-301122     2018         vyhovuje
Kotelna        PG6 LE     2017-440918     2017         vyhovuje
Zkontrolováno celkem: 6 ks, z toho vyhovuje 5 ks, nevyhovuje 1 ks
Příští kontrola nejpozději do: 15. 4. 2026
Kontrolu provedl: Jan Dvořák, revizní technik – osvědčení č. OT-1187/2019
V Brně dne 15. 4. 2025
Poznámky: Hasicí přístroj v prodejně má poškozenou plombu a prošlou tlakovou zkoušku, byl vyřazen z provozu.
Provozovatel zajistí náhradu do 30 dní. Ostatní přístroje jsou označeny kontrolním štítkem s datem kontroly.
Cena: kontrola 9 ks á 85 Kč, likvidace 1 ks 320 Kč, nový přístroj P6 Če 1 ks 1 450 Kč, doprava 180 Kč.
Celkem bez DPH 2 715 Kč, DPH 21 % 570,15 Kč, celkem s DPH 3 285,15 Kč, splatnost 14 dní od vystavení faktury.`;

  it('is read in that language though its own letters are in fewer than one word in ten', () => {
    const doc = new Doc([{ dataSourceId: 'ds_x', name: 'x', pages: [{ page: 1, text: form }] }]);
    const kontroly = doc.pages[0].tokens.find((t) => t.lower === 'kontroly');
    expect(kontroly?.foreign).toContain(stem('inspection'));
  });
});

describe('the Dutch and Portuguese glossaries', () => {
  const contract =
    'LIDMAATSCHAPSOVEREENKOMST\n\nSportcentrum De Linde B.V., Kerkstraat 4, 5611 GH Eindhoven\n\nHierbij sluit u een lidmaatschap af bij ons sportcentrum. De gegevens van uw lidmaatschap zijn als volgt.\n\nLidnummer:          SL-40918\nGeboortedatum:      14 maart 1990\nIngangsdatum:       1 oktober 2024\nInschrijfkosten:    € 25,00\nMaandbedrag:        € 42,50\nBetaalwijze:        automatische incasso\n\nHet lidmaatschap wordt na een jaar voortgezet voor onbepaalde tijd en is daarna maandelijks opzegbaar.';
  const invoice =
    'FATURA N.º FT 2024/1187\n\nCliente: Mariana Costa Ferreira\nNIF: 245 889 013\n\nData de emissão: 03/09/2024\nVencimento: 03/10/2024\n\nServiço de manutenção do elevador          180,00 €\nIVA (23%)                                   41,40 €\nValor a pagar                              221,40 €\n\nO pagamento deve ser feito por transferência bancária para o IBAN indicado. Obrigado pela sua preferência, não hesite em nos contactar.';

  it('reads the labels of a document written in Dutch or Portuguese by what they mean', async () => {
    const dutch = await extractText(contract, [
      { name: 'member_number', description: 'Membership number', type: 'id_alphanumeric' },
      { name: 'monthly_fee', description: 'Fee per month', type: 'currency' },
      { name: 'start_date', description: 'When the membership starts', type: 'date' },
      { name: 'payment_method', description: 'How the fee is paid', type: 'single_select', options: ['Credit card', 'Direct debit', 'Cash'] },
    ]);
    expect([dutch.member_number.value, dutch.monthly_fee.value, dutch.start_date.value, dutch.payment_method.value]).toEqual(['SL-40918', 42.5, '2024-10-01', 'Direct debit']);
    const portuguese = await extractText(invoice, [
      { name: 'due_date', description: 'Payment due date', type: 'date' },
      { name: 'amount_due', description: 'Amount to pay', type: 'currency' },
    ]);
    expect([portuguese.due_date.value, portuguese.amount_due.value]).toEqual(['2024-10-03', 221.4]);
    expect(gatedReading(contract.toLowerCase().split(/[^\p{L}]+/u))?.('factuurnummer')).toEqual(english('invoice', 'number'));
    expect(gatedReading(invoice.toLowerCase().split(/[^\p{L}]+/u))?.('vencimento')).toEqual(english('due', 'date'));
  });

  it('reads a form that writes few function words and no letter of its own by the list that holds the most of its words', async () => {
    const invoice = `KATTOREMONTTI VIRTANEN OY
Lasku
Laskun numero:     2025-311          Laskun päivämäärä:   12.03.2025
Eräpäivä:          26.03.2025        Viitenumero:          31105
Asiakas:           Taloyhtiö Koivula
Kuvaus                               Määrä     Hinta      Yhteensä
Kattotarkastus                       2 h       70,00      140,00
Kourujen puhdistus                   3 h       55,00      165,00
Veroton yhteensä                                          305,00 €
ALV 25,5 %                                                 77,78 €
Maksettava yhteensä                                       382,78 €`;
    expect(gatedReading(invoice.toLowerCase().split(/[^\p{L}]+/u))?.('veroton')).toEqual(english('net'));
    const out = await extractText(invoice, [{ name: 'net_total', description: 'Invoice total before VAT', type: 'currency' }]);
    expect(out.net_total.value).toBe(305);
    // An English document holds few words of any list: none is read.
    const inEnglish = 'Roof repair invoice. Inspection of the roof, two hours; gutter cleaning, three hours. Total before VAT 305.00, VAT 77.78, amount payable 382.78 by the due date shown above, to the account given below. Thank you for your business.';
    expect(gatedReading(inEnglish.toLowerCase().split(/[^\p{L}]+/u))).toBeNull();
  });

  it('reads a Dutch form as Dutch, though it writes "in" and "les" (a lesson) that English and French write too', () => {
    const form = `INSCHRIJFFORMULIER SCHOOLJAAR 2025-2026
Achternaam:   Vermeulen
Voornaam:     Noor
Lesvorm:      [x] individuele les   [ ] groepsles
De les wordt gegeven in het muziekhuis; bij ziekte van de docent wordt de les ingehaald.
Lessen in de schoolvakanties vervallen. Betaling met een machtiging aan de school, voor de start van het schooljaar.
Opzegging tot 1 juni, in te dienen bij de administratie.`;
    expect(gatedReading(form.toLowerCase().split(/[^\p{L}]+/u))?.('voornaam')).toEqual(english('first', 'name'));
  });

  it('reads the labels of a document written in Swedish, Danish or Norwegian by what they mean', async () => {
    const swedish =
      'FAKTURA\n\nNorrvik Bygg AB\nFakturanummer: 20417\nFörfallodag: 2024-06-01\nFakturadatum: 2024-05-02\n\nVi tackar för ert förtroende och att ni valt oss. Betalning sker till bankgiro 5050-1055 och är inte momsfri. Vid frågor, kontakta oss eller vår kundtjänst från måndag till fredag.';
    const sv = await extractText(swedish, [
      { name: 'invoice_date', description: 'Date of the invoice', type: 'date' },
      { name: 'due_date', description: 'Payment due date', type: 'date' },
    ]);
    expect([sv.invoice_date.value, sv.due_date.value]).toEqual(['2024-05-02', '2024-06-01']);
    const norwegian =
      'BEHANDLINGSPLAN\n\nPasient:          Kari Nordmann\nFødselsdato:      14.03.1979\nTannlege:         Ola Berg\nDato:             12.02.2025\n\nPlanen er et kostnadsoverslag og ikke en faktura. Prisene gjelder i 6 måneder fra datoen over. Ta kontakt med oss hos klinikken om du har spørsmål til planen av behandlingen.';
    const no = await extractText(norwegian, [
      { name: 'patient_date_of_birth', description: 'When the patient was born', type: 'date' },
      { name: 'dentist_name', description: 'Treating dentist', type: 'text' },
    ]);
    expect([no.patient_date_of_birth.value, no.dentist_name.value]).toEqual(['1979-03-14', 'Ola Berg']);
  });

  it('reads the labels of a document written in Polish or Czech by what they mean, in the case forms labels take', async () => {
    const polish =
      'FAKTURA VAT nr FV/2025/03/01187\n\nData wystawienia: 13.03.2025\nTermin płatności: 27.03.2025\n\nSprzedawca:                              Nabywca:\nPodgórze Hospitality Sp. z o.o.          Kowalczyk Automatyka Sp. z o.o.\n\nPrzyjazd: 10.03.2025                     Wyjazd: 13.03.2025\n\nOpłata miejscowa pobierana jest na podstawie uchwały Rady Miasta, nie podlega VAT. Faktura została wystawiona przez recepcję i jest ważna bez podpisu dla celów podatkowych oraz księgowych.';
    const pl = await extractText(polish, [
      { name: 'check_in_date', description: 'Arrival date', type: 'date' },
      { name: 'check_out_date', description: 'Departure date', type: 'date' },
      { name: 'due_date', description: 'Payment due date', type: 'date' },
    ]);
    expect([pl.check_in_date.value, pl.check_out_date.value, pl.due_date.value]).toEqual(['2025-03-10', '2025-03-13', '2025-03-27']);
    const czech =
      'KUPNÍ SMLOUVA č. KS-2025/078\n\nProdávající: Zemědělské družstvo Vysočina Žďár, družstvo\nKupující: Mlýny Polabí a.s.\n\nKupní cena je sjednána ve výši 5 150,00 Kč za tunu bez DPH. Celková cena činí 6 180 000,00 Kč. Kupující uhradí cenu do 21 dnů od dodání zboží podle této smlouvy, které je také předmětem kontroly kvality při převzetí.';
    const cs = await extractText(czech, [
      { name: 'contract_number', description: 'Contract number', type: 'id_alphanumeric' },
      { name: 'seller', description: 'Who sells the goods', type: 'text' },
      { name: 'total_contract_value', description: 'Total price of the contract', type: 'currency' },
    ]);
    expect([cs.contract_number.value, cs.seller.value, cs.total_contract_value.value]).toEqual(['KS-2025/078', 'Zemědělské družstvo Vysočina Žďár, družstvo', 6180000]);
    expect(gatedReading(polish.toLowerCase().split(/[^\p{L}]+/u))?.('nabywcy')).toEqual(english('buyer'));
  });

  it('reads the labels of a document written in Slovak by what they mean, in the case forms labels take', async () => {
    const slovak =
      'FAKTÚRA č. 2026/0412\n\nDodávateľ: Lesostav Zvolen s.r.o.\nOdberateľ: Obec Hriňová\n\nDátum vystavenia: 02. 03. 2026\nDátum splatnosti: 16. 03. 2026\n\nFaktúra je vystavená podľa zmluvy o dielo, ktorá bola uzavretá pre obnovu lesnej cesty. Cena je uvedená bez DPH, ako aj s DPH, a je splatná prevodom na účet dodávateľa.';
    const sk = await extractText(slovak, [
      { name: 'customer_name', description: 'Name of the customer', type: 'text' },
      { name: 'due_date', description: 'Payment due date', type: 'date' },
    ]);
    expect([sk.customer_name.value, sk.due_date.value]).toEqual(['Obec Hriňová', '2026-03-16']);
    expect(gatedReading(slovak.toLowerCase().split(/[^\p{L}]+/u))?.('odberateľa')).toEqual(english('customer', 'buyer', 'purchaser'));
    // The Czech list is not read for it: "pre" and "podľa" are Slovak words Czech does not write.
    expect(gatedReading(slovak.toLowerCase().split(/[^\p{L}]+/u))?.('kupující')).toBeNull();
  });

  it('reads the words of trades, boats and farms in the languages it reads ("ligplaats" a berth, "lešení" scaffolding)', () => {
    const dutch = 'Het contract voor de ligplaats wordt verlengd tot en met 31 oktober, en de huur is niet terug te vorderen bij een opzegging door de eigenaar van het schip.';
    expect(gatedReading(dutch.toLowerCase().split(/[^\p{L}]+/u))?.('ligplaats')).toEqual(english('berth', 'mooring'));
    const czech = 'Pronájem lešení pro stavbu, které je podle této smlouvy také při montáži pojištěno, není zahrnut v ceně jako doprava.';
    expect(gatedReading(czech.toLowerCase().split(/[^\p{L}]+/u))?.('lešení')).toEqual(english('scaffolding'));
  });

  it('keeps the first meaning of a phrase listed twice ("mise en service" is activation)', () => {
    expect(phraseAt(['mise', 'en', 'service'], 0)?.stems).toEqual(english('activation'));
  });

  it('reads the labels of a document written in Finnish, Turkish or Romanian, in the forms labels take', async () => {
    const finnish = 'JÄRVIKYLÄN KAUPUNKI\nRakennusvalvonta\n\nRAKENNUSLUPAPÄÄTÖS\n\nPäätöksen numero:      RL-2024-118\nHakija:                Virtanen Pekka Olavi\nHakemus saapunut:      2.1.2024\nPäätöspäivä:           14.3.2024\nValitusaika päättyy:   18.4.2024\nLupamaksu yhteensä:    845,60 €\n\nRakennuslupa myönnetään hakemuksen mukaisesti, ja se on voimassa kolme vuotta. Päätös annetaan julkipanon jälkeen, kun hakija on saanut tämän päätöksen sekä liitteet, jotka ovat mukaan liitetty.';
    const fi = await extractText(finnish, [
      { name: 'appeal deadline', description: '', type: 'date' },
      { name: 'decision_date', description: '', type: 'date' },
    ]);
    expect([fi['appeal deadline'].value, fi.decision_date.value]).toEqual(['2024-04-18', '2024-03-14']);
    expect(fi.decision_date.confidence).toBeGreaterThan(0.8);
    const turkish = 'DENİZ DİŞ KLİNİĞİ\nTEDAVİ TEKLİFİ\n\nTeklif No:           TK-2024-0871\nTeklif Tarihi:       05.02.2024\nHasta:               Anna Schmidt\nSorumlu Hekim:       Dt. Can Yılmaz\n\nToplam Tutar:        3.250,00 EUR\nKapora:              400,00 EUR\nSon ödeme tarihi:    20.02.2024\n\nBu teklif hasta için hazırlanmıştır ve bir ay geçerlidir; ödeme banka havalesi ile veya nakit olarak yapılabilir.';
    const tr = await extractText(turkish, [
      { name: 'deposit', description: '', type: 'currency' },
      { name: 'total price', description: '', type: 'currency' },
    ]);
    expect([tr.deposit.value, tr['total price'].value]).toEqual([400, 3250]);
    // Upper case loses Turkish's dotless i ("KİRACININ" is lower-cased "kiracinin").
    expect(gatedReading(turkish.toLowerCase().split(/[^\p{L}]+/u))?.('KİRACININ'.toLowerCase())).toEqual(english('tenant', 'lessee'));
    const romanian = 'AGENȚIA DE PLĂȚI ȘI INTERVENȚIE PENTRU AGRICULTURĂ\nCERERE UNICĂ DE PLATĂ 2025\n\nSolicitant:                     AGRO VALEA MUREȘULUI SRL\nCod fiscal:                     RO12345678\nData depunerii:                 12.05.2025\nSuprafața totală solicitată:    85,40 ha\nNumăr de parcele:               7\n\nAceastă cerere este depusă pentru anul 2025 și cuprinde suprafețele care sunt declarate prin formularul depus la centrul județean.';
    const ro = await extractText(romanian, [
      { name: 'applicant', description: '', type: 'text' },
      { name: 'total area', description: '', type: 'number' },
    ]);
    expect([ro.applicant.value, ro['total area'].value]).toEqual(['AGRO VALEA MUREȘULUI SRL', 85.4]);
  });

  it('reads the labels of a document written in Hungarian, Croatian or Greek, in the forms labels take', async () => {
    const hungarian = 'ADÁSVÉTELI SZERZŐDÉS KIVONATA\n\nÜgyszám:     11032/Ü/128/2026\nKelt:        Budapest, 2026. április 14.\nEladó:       Horváth Gábor László\nVevő:        Lakatos Réka\n\nA felek a vételárat 74 500 000 Ft összegben határozzák meg, amelyből a vevő 7 450 000 Ft foglalót fizetett az eladónak a szerződés aláírásakor, és a birtokbaadás 2026. július 15. napján történik. Az eladó szerint az ingatlan tehermentes, és a vevő a vételárhátralékot a birtokbaadás után fizeti meg, valamint a felek között nincs más megállapodás.';
    const hu = await extractText(hungarian, [
      { name: 'purchase_price', description: '', type: 'currency' },
      { name: 'seller', description: '', type: 'text' },
      { name: 'deposit', description: '', type: 'currency' },
    ]);
    expect([hu.purchase_price.value, hu.seller.value, hu.deposit.value]).toEqual([74500000, 'Horváth Gábor László', 7450000]);
    // A form that writes few function words is read as Croatian by its letters, where no Czech, Slovak or Polish one is written.
    const croatian = 'OBRT ČISTI DIMNJAK, Varaždin\nZapisnik o pregledu dimnjaka br. 3-2026/0815\n\nKorisnik:        Mirjana Kovačević-Bunić\nDimnjačar:       Ivan Ptiček\nDatum pregleda:  21.10.2026.\nRok za otklanjanje nedostataka: 20.11.2026.\n\nČišćenje dimnjaka         18,00\nMjerenje dimnih plinova   22,00\nOsnovica                  62,50\nPDV 25 %                  15,63\nUkupno                    78,13';
    const hr = await extractText(croatian, [
      { name: 'inspection_date', description: '', type: 'date' },
      { name: 'deadline', description: 'deadline to fix the defects', type: 'date' },
    ]);
    expect([hr.inspection_date.value, hr.deadline.value]).toEqual(['2026-10-21', '2026-11-20']);
    expect(hr.inspection_date.confidence).toBeGreaterThan(0.8);
    // Greek is read without its accents too, as capitals print it ("ΚΑΘΑΡΗ ΑΞΙΑ").
    const greek = 'ΤΙΜΟΛΟΓΙΟ ΠΑΡΟΧΗΣ ΥΠΗΡΕΣΙΩΝ\nΑριθμός τιμολογίου: ΤΠΥ-2026-0412\nΗμερομηνία έκδοσης: 12/03/2026\nΠελάτης: Γεώργιος Παπαδόπουλος\nΚαθαρή αξία: 1.250,00 €\nΦΠΑ 24%: 300,00 €\nΣύνολο: 1.550,00 €\nΗμερομηνία λήξης πληρωμής: 11/04/2026\nΗ πληρωμή γίνεται με τραπεζική μεταφορά στο λογαριασμό της εταιρείας για την παροχή των υπηρεσιών.';
    const el = await extractText(greek, [
      { name: 'due_date', description: '', type: 'date' },
      { name: 'net amount', description: '', type: 'currency' },
    ]);
    expect([el.due_date.value, el['net amount'].value]).toEqual(['2026-04-11', 1250]);
    expect(gatedReading(greek.toLowerCase().split(/[^\p{L}]+/u))?.('καθαρη')).toEqual(english('net'));
  });

  it('reads a Danish letter that says "du" and "at" throughout as Danish, and its everyday words', async () => {
    const danish =
      'Skattestyrelsen                                   Dato: 18. marts 2025\nMette Holm                                        Kommune: Aarhus\n                                                  Kommuneskat: 24,52 %\n                                                  Kirkeskat: 0,74 %\n\nRESULTAT: Du skal betale 4.318 kr. i restskat.\n\nHvis du betaler senest den 1. juli 2025, skal du kun betale rente. Betaler du ikke, bliver restskatten indregnet for 2026.\n\nPersonlig indkomst i alt        504.988\nSkattepligtig indkomst          411.394\nSkat i alt                      188.096\nDu kan se alt på skat.dk, hvor du også kan klage til os.';
    expect(gatedReading(danish.toLowerCase().split(/[^\p{L}]+/u))?.('indkomst')).toEqual(english('income'));
    const dk = await extractText(danish, [
      { name: 'municipal_tax_rate', description: 'Municipal income tax rate applied.', type: 'percentage' },
      { name: 'taxable_income', description: '', type: 'currency' },
    ]);
    expect([dk.municipal_tax_rate.value, dk.taxable_income.value]).toEqual([24.52, 411394]);
  });

  it('reads a form that writes few function words by the letters only its language writes ("Yükleme Limanı:")', () => {
    const form =
      'KONŞİMENTO / BILL OF LADING      Konşimento No: ANKR-MER-25-004417\nTAŞIYAN (CARRIER)\nAnadolu Kıyı Denizcilik A.Ş.\nGÖNDERİCİ (SHIPPER)               ALICI (CONSIGNEE)\nBİLDİRİM ADRESİ (NOTIFY PARTY)\nFresh Harvest Trading FZCO\nGemi / Sefer No:        M/V ANKARA STAR / 2534E\nYükleme Limanı:         Mersin, Türkiye\nBoşaltma Limanı:        Jebel Ali, BAE\nTeslim Yeri:            Jebel Ali CY\nBrüt Ağırlık:           46.355,500 kg\nKap Adedi:              40 palet\nNavlun Tutarı:          USD 6.400,00\nGemiye Yükleme Tarihi:  19.08.2025\nDüzenleme Yeri ve Tarihi: Mersin, 20.08.2025\nOrijinal Sayısı: 3 (ÜÇ)\nMalın Tanımı: Taze limon\nSıcaklık ayarı: +4 °C\nTaşıyıcı Acentası: Kıyı Lojistik\nTaşıyan adına imza, kaşe';
    const words = new Doc([{ dataSourceId: 'ds_x', name: 'x', pages: [{ page: 1, text: form }] }]).pages[0].tokens.map((t) => t.lower);
    expect(gatedReading(words)?.('limanı')).toEqual(english('port'));
    // A letter in English that names a Turkish firm and town is no Turkish document.
    const letter = 'Dear Mr Yılmaz,\nThank you for your order of 12 March. Anadolu Kıyı Denizcilik A.Ş. in Karaköy will ship the goods from Mersin to Jebel Ali on the vessel we named in our last letter, and we will send you the bill of lading as soon as the goods are on board.';
    expect(gatedReading(letter.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean))).toBeNull();
  });

  it('gives no Dutch or Portuguese reading to a document in another language, where their words are names', () => {
    const letter = 'Dear Mr Van Dijk,\nThank you for your order. Bij Dos Santos and Mariana Costa will deliver it to the address you gave on Monday.';
    expect(gatedReading(letter.toLowerCase().split(/[^\p{L}]+/u))).toBeNull();
    const polishNames = 'Dear Ms Data,\nKowalczyk Automatyka Sp. z o.o. and Zemědělské družstvo Vysočina will send the goods to Wrocław on Monday, as the buyer asked.';
    expect(gatedReading(polishNames.toLowerCase().split(/[^\p{L}]+/u))).toBeNull();
    const doc = new Doc([{ dataSourceId: 'ds_x', name: 'x', pages: [{ page: 1, text: letter }] }]);
    expect(doc.pages[0].tokens.filter((t) => t.foreign).map((t) => t.text)).toEqual([]);
  });
});

describe('the general words of forms', () => {
  it('reads the adjectives of choices and the nouns of forms in each language, not only the words of a trade', () => {
    expect(romanceStemsOf('básico')).toEqual(english('basic'));
    expect(romanceStemsOf('ampliado')).toContain(stem('extended'));
    const pl = 'Proszę zaznaczyć, który pakiet jest wybrany: pakiet podstawowy lub pakiet rozszerzony, dla klienta oraz jego rodziny, przez rok, który się nie zmienia';
    expect(gatedReading(pl.toLowerCase().split(/[^\p{L}]+/u))?.('podstawowy')).toEqual(english('basic'));
  });

  it('answers a tick-box option said in Spanish with its general words ("[x] Seguro Básico del centro")', async () => {
    const contract = `CONTRATO DE ALQUILER DE TRASTERO
QUINTA. Seguro. Los bienes depositados deben estar asegurados. El Arrendatario elige:
   [ ] Póliza propia (aportar certificado)
   [x] Seguro Básico del centro – cobertura hasta 3.000 € – 6,00 €/mes
   [ ] Seguro Ampliado del centro – cobertura hasta 10.000 € – 14,00 €/mes
El arrendatario y el arrendador firman el contrato por duplicado.`;
    const out = await extractText(contract, [{ name: 'insurance', description: 'Which insurance option did the renter choose?', type: 'single_select', options: ['Own policy', 'Basic centre insurance', 'Extended centre insurance'] }]);
    expect(out.insurance.value).toBe('Basic centre insurance');
  });
});
