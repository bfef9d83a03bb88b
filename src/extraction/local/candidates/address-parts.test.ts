import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../../domain/tool-runs.ts';
import { Doc } from '../doc.ts';
import { extractText } from '../test-kit.ts';
import { candidatesFor } from './index.ts';

const text = (name: string, description: string): FieldDefinition => ({ name, description, type: 'text' });
const street = text('street', 'Street address of the customer');
const postcode = text('postcode', 'Postcode of the customer');

describe('street lines written as other countries write them', () => {
  it('reads the street after the postcode and town, as Hungary writes an address, and no parcel number as a postcode', async () => {
    const sheet = `Munkalap
Megrendelő:  Aranyhíd Panzió Kft.
Ellenőrzött ingatlan címe: 8230 Balatonfüred, Blaha Lujza utca 17. (hrsz. 1142/3)
Tel.: +36 30 551 2874`;
    const r = await extractText(sheet, [street, postcode]);
    expect(r.street.value).toBe('Blaha Lujza utca 17.');
    expect(r.postcode.value).toBe('8230');
  });

  it('reads a street that its street word opens ("ul.", "C/"), with the house number, floor and door after its commas', async () => {
    const polish = `Adres budowy:            ul. Jana Pawła II 48, 31-864 Kraków
Kierownik budowy:        Agnieszka Wróblewska`;
    expect((await extractText(polish, [street])).street.value).toBe('ul. Jana Pawła II 48');
    const spanish = `Cliente: Familia Ortega
Dirección: C/ Alfarería, 23, bajo, 41010 Sevilla
Teléfono: 655 204 319`;
    expect((await extractText(spanish, [street])).street.value).toBe('C/ Alfarería, 23, bajo');
  });

  it("reads the town under a street line after a postcode of digits joined by a hyphen or a space (Poland's \"80-463\", Czechia's \"120 00\"), on the side its block's heading names in the document's language", async () => {
    const booking = `LEŚNE ŚCIEŻKI Sp. z o.o.
ul. Gdańska 17/3, 89-600 Chojnice
NIP 555-213-48-76

Chojnice, 21.08.2026

Zamawiający:
Tomasz Wiśniewski
ul. Kwiatowa 5 m. 12
80-463 Gdańsk
tel. 601 238 447

Szanowny Panie,
dziękujemy za dokonanie rezerwacji. Potwierdzamy udział w wycieczce w sobotę 19 września 2026 r. Zbiórka uczestników o godz. 7:30 na parkingu leśnym.`;
    const cands = candidatesFor(new Doc([{ dataSourceId: 'ds_ADDR0000000', name: 'doc', pages: [{ page: 1, text: booking }] }]), 'text');
    const gdansk = cands.find((c) => c.kind === 'city' && c.value === 'Gdańsk');
    expect(gdansk?.ctx.side).toBe('to');
    const czech = 'Korunní 1204/58\n120 00 Praha 2';
    const praha = candidatesFor(new Doc([{ dataSourceId: 'ds_ADDR0000000', name: 'doc', pages: [{ page: 1, text: czech }] }]), 'text');
    expect(praha.filter((c) => c.kind === 'city').map((c) => c.value)).toContain('Praha');
    expect((await extractText(booking, [text('customer_city', 'City of the customer.')])).customer_city.value).toBe('Gdańsk');
  });

  it('reads a postcode its own label stands before ("C.P. 11000") and one on the line an address ending with a comma goes on to, and a "PIN code" as a postcode', async () => {
    const mexican = `DATOS DEL CLIENTE
Razón social: Grupo Textil Alvarado, S.A. de C.V.
Domicilio fiscal: Blvd. Manuel Ávila Camacho 40, Piso 7, Col. Lomas de Chapultepec,
Alcaldía Miguel Hidalgo, C.P. 11000, Ciudad de México`;
    const postcodes = (t: string) => candidatesFor(new Doc([{ dataSourceId: 'ds_ADDR0000000', name: 'doc', pages: [{ page: 1, text: t }] }]), 'text').filter((c) => c.kind === 'postcode').map((c) => c.value);
    expect(postcodes(mexican)).toContain('11000');
    const indian = `Name:     Ms. Priya Raghavan
Address:  Flat 3B, Sai Krupa Apartments, 14, 2nd Cross Road, Indiranagar,
          Bengaluru, Karnataka – 560038
Mobile:   +91 98860 47213`;
    expect(postcodes(indian)).toContain('560038');
    // A form's cells: Italy's "CAP", beside the town's own cell.
    expect(postcodes('Indirizzo: Via Solferino 41\nCAP: 25122      Città: Brescia      Prov.: BS')).toContain('25122');
    expect((await extractText(indian, [text('participant_pin_code', 'PIN code of the participant.')])).participant_pin_code.value).toBe('560038');
  });

  it('reads an address in a sentence from the "à" that opens it', () => {
    const line = 'Le bien vendu est situé à 14 rue des Tanneurs, 67000 Strasbourg, au deuxième étage et comprend trois pièces principales.';
    const cands = candidatesFor(new Doc([{ dataSourceId: 'ds_ADDR0000000', name: 'doc', pages: [{ page: 1, text: line }] }]), 'text');
    expect(cands.filter((c) => ['street', 'postcode', 'city'].includes(c.kind)).map((c) => c.page.text.slice(c.start, c.end))).toEqual(['67000', 'Strasbourg', '14 rue des Tanneurs']);
  });

  it('takes no floor and door for a town ("4.º B": "º" is a letter), and keeps them on the street line', () => {
    const line = 'Domicilio: calle de Toledo, 117, 2.º C, 28005 Madrid';
    const cands = candidatesFor(new Doc([{ dataSourceId: 'ds_ADDR0000000', name: 'doc', pages: [{ page: 1, text: line }] }]), 'text');
    const spans = (kind: string) => cands.filter((c) => c.kind === kind).map((c) => c.page.text.slice(c.start, c.end));
    expect(spans('city')).toEqual(['Madrid']);
    expect(spans('street')).toContain('calle de Toledo, 117, 2.º C');
  });

  it('reads a street written as one word, its postcode and town after its comma, without the name before it', () => {
    const streets = (line: string) =>
      candidatesFor(new Doc([{ dataSourceId: 'ds_ADDR0000000', name: 'doc', pages: [{ page: 1, text: line }] }]), 'text')
        .filter((c) => c.kind === 'street')
        .map((c) => c.page.text.slice(c.start, c.end));
    expect(streets('Adresa:             Lidická 71, 602 00 Brno')).toEqual(['Lidická 71']);
    expect(streets('Mieter:   Tischlerei Brandt, Lindenweg 4, 34117 Kassel')).toEqual(['Lindenweg 4']);
  });

  it('reads a Czech street named by an adjective with its two house numbers, and a German one named by a preposition', async () => {
    const czech = `Odběratel:
Petr Dvořák
Vinohradská 1827/112
120 00 Praha 2`;
    expect((await extractText(czech, [street])).street.value).toBe('Vinohradská 1827/112');
    const german = `Angebot für:
Familie Brandt
Am Lindenhang 7
79100 Freiburg im Breisgau`;
    expect((await extractText(german, [street])).street.value).toBe('Am Lindenhang 7');
  });

  it('reads a postcode its label names abroad ("Código postal:")', async () => {
    const contract = `ATELIER VÉU DE SEDA, LDA.
Rua de Santa Catarina, 214 – 4000-447 Porto

1. IDENTIFICAÇÃO DA CLIENTE
Nome:           Inês Carvalho Matos
Morada:         Rua Dr. António José de Almeida, 37, 2.º Esq.
Código postal:  4430-015 Vila Nova de Gaia
Telemóvel:      912 345 678`;
    const r = await extractText(contract, [text('customer_postcode', "Customer's postal code.")]);
    expect(r.customer_postcode.value).toBe('4430-015');
  });

  it('reads the number after a street name as its house number, not the postcode, and keeps the floor and door', async () => {
    const offer = `PREVENTIVO N. 2025/118
Cliente:            Marco Bellini, Via dei Mille 27, 40121 Bologna
Luogo di installazione: Via Cervese 1180, 47521 Cesena (FC)`;
    const r = await extractText(offer, [text('installation_postcode', 'Postcode of the installation site')]);
    expect(r.installation_postcode.value).toBe('47521');
    const order = `Arbejdsordre nr. 2025-0412
Kunde:             Mikkel Lund
  Adresse:           Rantzausgade 52, 3. tv.
  Telefon:           28 44 19 07`;
    expect((await extractText(order, [street])).street.value).toBe('Rantzausgade 52, 3. tv.');
  });

  it('reads the street after the name of the place it belongs to, and no sentence as a street', async () => {
    const statement = `Sofie Kragh Madsen
Jægergårdsgade 118, 2. th.
8000 Aarhus C

Institution:        Børnehuset Frederiksbjerg, Hans Broges Gade 25, 8000 Aarhus C
Opsigelse af pladsen skal ske med 1 måneds varsel til den 1. i en måned via Digital Post.`;
    const r = await extractText(statement, [text('institution_street', 'Street address of the kindergarten'), text('parent_street', 'Street address of the parents, incl. floor/side')]);
    expect(r.institution_street.value).toBe('Hans Broges Gade 25');
    expect(r.parent_street.value).toBe('Jægergårdsgade 118, 2. th.');
  });

  it('reads no postcode in the digits of a size ("8256 x 5504" pixels)', () => {
    const licence = `Licensee:  Northern Lights Press Ltd
           3rd Floor, 19 Brunswick Place, Glasgow G1 1QQ, United Kingdom

Image ref      Title                        Shot           Pixels
MS-LOF-2207    Kayaker at Reine, dawn       9 Aug 2024     8256 x 5504`;
    const doc = new Doc([{ dataSourceId: 'ds_1', name: 'x', pages: [{ page: 1, text: licence }] }]);
    expect(candidatesFor(doc, 'text').filter((c) => c.kind === 'postcode').map((c) => c.value)).toEqual(['G1 1QQ']);
  });

  it('reads no postcode in a house number with its quarter ("4418 NE Fremont St"), nor in a number a label gives ("Kunden-Nr.:")', () => {
    const form = `Address:             4418 NE Fremont St, Apt 3, Portland, OR 97213

Frau                                               Angebot Nr.:      AN-2025-0417
Renate Vollmer                                     Datum:            14.03.2025
Kastanienweg 7                                     Kunden-Nr.:       10382
90513 Zirndorf                                     Ansprechpartner:  Stefan Hofmann`;
    const doc = new Doc([{ dataSourceId: 'ds_1', name: 'x', pages: [{ page: 1, text: form }] }]);
    expect(candidatesFor(doc, 'text').filter((c) => c.kind === 'postcode').map((c) => c.value)).toEqual(['97213', '90513']);
  });

  it('keeps a unit its word names after the street (", Suite 200"), reads the number after a label as a house number, and ends a street at a column gap', () => {
    const form = `    Street address: 2291 Alcatraz Avenue          Berkeley        CA       94705
    Street address: 1450 San Pablo Avenue, Suite 200    Oakland     CA      94612

Pinecrest Analytics Inc.
410 Main Street, Suite 200
Riverton, OH 45402`;
    const doc = new Doc([{ dataSourceId: 'ds_1', name: 'x', pages: [{ page: 1, text: form }] }]);
    const cands = candidatesFor(doc, 'text');
    expect([...new Set(cands.filter((c) => c.kind === 'street').map((c) => c.page.text.slice(c.start, c.end)))]).toEqual(['2291 Alcatraz Avenue', '1450 San Pablo Avenue, Suite 200', '410 Main Street, Suite 200']);
    expect(cands.filter((c) => c.kind === 'postcode').map((c) => c.value)).toEqual(['94705', '94612', '45402']);
  });
});
