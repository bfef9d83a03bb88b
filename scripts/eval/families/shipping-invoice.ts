/**
 * Training family: freight forwarders' invoices for a sea shipment (bill of lading) or an air one (air
 * waybill). The forwarder's letterhead and the client billed (the local shipper on exports, the local consignee
 * on imports); shipper, consignee and sometimes a notify party as address blocks or side by side; the B/L or AWB
 * number among the invoice's own number, a booking reference and container and seal numbers; ports or airports,
 * vessel or flight and ETD/ETA as lines, a one-row table or a sentence; packages, gross weight and volume; a
 * charges table (freight, surcharges, THC, customs clearance), VAT (often zero-rated, none in the US) and the
 * total, in the table or below it; payment terms and the incoterm. UK, US, DE and FR wording.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, randomDate, type Currency } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import { Ask, type Family } from './family.ts';

type Lang = 'en' | 'de' | 'fr';
const L: Record<string, [string[], string[], string[]]> = {
  titleSea: [['FREIGHT INVOICE', 'Invoice – Ocean Freight', 'Forwarding Invoice', 'Sea Freight Invoice'], ['Frachtrechnung', 'RECHNUNG – Seefracht', 'Speditionsrechnung'], ['Facture de fret', 'FACTURE – Fret maritime', 'Facture transitaire']],
  titleAir: [['AIR FREIGHT INVOICE', 'Invoice – Air Cargo', 'Forwarding Invoice'], ['Luftfrachtrechnung', 'RECHNUNG – Luftfracht', 'Speditionsrechnung'], ['Facture fret aérien', 'FACTURE – Fret aérien', 'Facture transitaire']],
  invNo: [['Invoice no.', 'Invoice number', 'Our invoice'], ['Rechnungsnr.', 'Rechnungsnummer'], ['Facture n°', 'N° de facture']], invDate: [['Invoice date', 'Date', 'Date of issue'], ['Rechnungsdatum', 'Datum'], ['Date de facture', 'Date']],
  acct: [['Customer account', 'Account no.', 'Client code'], ['Kundennr.', 'Debitor'], ['N° client', 'Code client']],
  bl: [['B/L no.', 'Bill of lading', 'HBL number'], ['B/L-Nr.', 'Konnossement', 'HBL-Nr.'], ['N° de connaissement', 'B/L n°', 'Connaissement']],
  awb: [['AWB no.', 'Air waybill', 'MAWB'], ['AWB-Nr.', 'Luftfrachtbrief'], ['N° LTA', 'Lettre de transport aérien']],
  booking: [['Booking ref.', 'Booking no.', 'Carrier booking'], ['Buchungsnr.', 'Buchungsreferenz'], ['Réf. réservation', 'N° de booking']],
  container: [['Container no.', 'Container(s)', 'Equipment'], ['Container-Nr.', 'Container'], ['N° de conteneur', 'Conteneur(s)']], seal: [['Seal no.', 'Seal'], ['Plombe', 'Siegel-Nr.'], ['Plomb', 'N° de scellé']],
  vessel: [['Vessel / voyage', 'Vessel'], ['Schiff / Reise', 'Schiff'], ['Navire / voyage', 'Navire']], flight: [['Flight', 'Flight no.'], ['Flug', 'Flugnummer'], ['Vol', 'N° de vol']],
  pol: [['Port of loading', 'POL', 'Loading port'], ['Verladehafen', 'Ladehafen'], ['Port de chargement', "Port d'embarquement"]],
  pod: [['Port of discharge', 'POD', 'Discharge port'], ['Löschhafen', 'Bestimmungshafen'], ['Port de déchargement', 'Port de débarquement']], aol: [['Airport of departure', 'Origin'], ['Abflughafen'], ['Aéroport de départ']],
  aod: [['Airport of destination', 'Destination'], ['Zielflughafen'], ["Aéroport d'arrivée"]], etd: [['ETD', 'Departure', 'Est. departure'], ['ETD', 'Abfahrt'], ['ETD', 'Date de départ']],
  eta: [['ETA', 'Arrival', 'Est. arrival'], ['ETA', 'Ankunft (voraussichtlich)'], ['ETA', 'Arrivée prévue']], onboard: [['Shipped on board', 'B/L date'], ['An Bord', 'B/L-Datum'], ['Embarqué le', 'Date du B/L']],
  gross: [['Gross weight', 'G.W.'], ['Bruttogewicht', 'Gewicht brutto'], ['Poids brut']], chargeable: [['Chargeable weight'], ['Frachtpflichtiges Gewicht'], ['Poids taxable']], volume: [['Volume', 'Measurement'], ['Volumen'], ['Volume', 'Cubage']],
  pkgs: [['No. of packages', 'Packages', 'Pieces'], ['Packstücke', 'Anzahl Colli'], ['Nombre de colis', 'Colis']], goods: [['Description of goods', 'Commodity'], ['Warenbeschreibung', 'Ware'], ['Désignation des marchandises', 'Marchandise']],
  shipper: [['Shipper', 'Shipper / Exporter', 'Consignor'], ['Versender', 'Absender', 'Shipper'], ['Expéditeur', 'Chargeur']], consignee: [['Consignee', 'Consignee / Importer'], ['Empfänger', 'Consignee'], ['Destinataire']],
  notify: [['Notify party', 'Notify'], ['Meldeadresse', 'Notify-Adresse'], ['Partie à notifier', 'Notify']], billTo: [['Bill to', 'Invoice to', 'Customer'], ['Rechnungsempfänger', 'Kunde'], ['Facturer à', 'Client']],
  incoterm: [['Incoterms', 'Terms of delivery', 'Incoterms 2020'], ['Lieferbedingung', 'Incoterms'], ['Incoterm', 'Conditions de livraison']], freightTerm: [['Freight'], ['Fracht'], ['Fret']],
  terms: [['Payment terms', 'Terms'], ['Zahlungsbedingungen', 'Zahlungsziel'], ['Conditions de paiement', 'Règlement']], due: [['Due date', 'Payment due'], ['Fällig am', 'Fälligkeit'], ['Échéance', "Date d'échéance"]],
  subtotal: [['Subtotal', 'Total charges', 'Net amount'], ['Zwischensumme', 'Nettobetrag'], ['Total HT', 'Sous-total']],
  total: [['Total due', 'Invoice total', 'Amount payable', 'TOTAL'], ['Gesamtbetrag', 'Rechnungsbetrag', 'Zu zahlen'], ['Total TTC', 'Net à payer', 'Montant total']],
};
const HEAD: Record<Lang, string[][]> = { en: [['Description', 'Quantity', 'Rate', 'Amount'], ['Charge', 'Units', 'Unit rate', 'Total']], de: [['Leistung', 'Menge', 'Satz', 'Betrag'], ['Position', 'Einheiten', 'Preis', 'Summe']], fr: [['Prestation', 'Quantité', 'Tarif', 'Montant'], ['Désignation', 'Unités', 'P.U.', 'Total']] };
const HEAD2: Record<Lang, string[]> = { en: ['Charges', 'Amount'], de: ['Kosten', 'Betrag'], fr: ['Frais', 'Montant'] };
const CH: Record<string, Record<Lang, string>> = {
  sea: { en: 'Ocean freight', de: 'Seefracht', fr: 'Fret maritime' }, air: { en: 'Air freight', de: 'Luftfracht', fr: 'Fret aérien' },
  baf: { en: 'Bunker surcharge (BAF)', de: 'Bunkerzuschlag (BAF)', fr: 'Surcharge combustible (BAF)' }, fsc: { en: 'Fuel surcharge', de: 'Treibstoffzuschlag', fr: 'Surcharge carburant' },
  thc: { en: 'Terminal handling (THC)', de: 'Terminal Handling Charge (THC)', fr: 'Manutention terminal (THC)' }, ssc: { en: 'Security surcharge', de: 'Sicherheitszuschlag', fr: 'Surcharge sûreté' },
  handling: { en: 'Airport handling', de: 'Abfertigung Flughafen', fr: 'Manutention aéroport' }, docs: { en: 'Documentation fee', de: 'Dokumentengebühr', fr: 'Frais de dossier' },
  customs: { en: 'Customs clearance', de: 'Zollabfertigung', fr: 'Dédouanement' }, pre: { en: 'Collection and haulage to port', de: 'Vorlauf (Lkw)', fr: 'Pré-acheminement' }, on: { en: 'Delivery to consignee', de: 'Nachlauf (Lkw)', fr: 'Post-acheminement' },
};
const GOODS: Record<Lang, string[]> = {
  en: ['Household ceramics', 'Electronic components', 'Garden furniture', 'Machine spare parts', 'Cotton textiles', 'Kitchen appliances', 'Bicycle parts'],
  de: ['Haushaltskeramik', 'Elektronische Bauteile', 'Gartenmöbel', 'Maschinenersatzteile', 'Baumwolltextilien', 'Küchengeräte', 'Fahrradteile'],
  fr: ['Céramique de ménage', 'Composants électroniques', 'Mobilier de jardin', 'Pièces détachées', 'Textiles en coton', 'Petit électroménager', 'Pièces de vélo'],
};
const UNITS: Record<Lang, string[]> = { en: ['cartons', 'pallets', 'crates'], de: ['Kartons', 'Paletten', 'Kisten'], fr: ['cartons', 'palettes', 'caisses'] };
// Forwarders with their address, by country.
const FWD: Record<string, Array<[string, string[]]>> = {
  UK: [['Thameside Freight Ltd', ['Dock Gate 2, Walton Avenue', 'Felixstowe IP11 3HG']], ['Northsea Logistics Ltd', ['Maritime House, Howdon Lane', 'North Shields NE29 6DZ']], ['Pennine Shipping & Forwarding Ltd', ['Cargo Point, Bedfont Road', 'Stanwell TW19 7NZ']]],
  US: [['Gulfstream Forwarding LLC', ['1500 Port Center Dr, Suite 210', 'Savannah, GA 31407']], ['Harborline Logistics Inc.', ['3000 Port Newark Blvd', 'Newark, NJ 07114']], ['Great Lakes Cargo Services Inc.', ['2700 S. River Rd', 'Des Plaines, IL 60018']]],
  DE: [['Hanse Spedition GmbH', ['Sandtorkai 44', '20457 Hamburg']], ['Elbkai Logistik GmbH & Co. KG', ['Reiherstieg Hauptdeich 17', '21107 Hamburg']], ['Rhein-Main Cargo GmbH', ['Cargo City Süd, Geb. 537', '60549 Frankfurt am Main']]],
  FR: [['Normandie Fret SARL', ['Quai de Southampton, Bât. C', '76600 Le Havre']], ['Alpes Transit International SAS', ['12 rue de la Douane', '69007 Lyon']], ['Transports Roux & Fils SAS', ['Roissypôle, 5 rue des Voyelles', '93290 Tremblay-en-France']]],
};
// The forwarder's own country: client companies with an address, seaports and airports.
const HOME: Record<string, { firms: string[]; addr: string[][]; ports: string[]; airports: string[] }> = {
  UK: { firms: ['Carrow Textiles Ltd', 'Wexford Garden Products Ltd', 'Brantwood Engineering plc', 'Holloway Home Furnishings Ltd'], addr: [['Unit 7, Orwell Park', 'Ipswich IP3 9BF'], ['14 Tanner Street', 'Leeds LS2 7EH']], ports: ['Felixstowe', 'Southampton', 'London Gateway', 'Liverpool'], airports: ['London Heathrow', 'Manchester', 'East Midlands'] },
  US: { firms: ['Redwood Outdoor Gear Inc.', 'Bayview Kitchenware LLC', 'Summit Auto Parts Corp.', 'Cascade Coffee Importers LLC'], addr: [['2200 Harbor Way', 'Long Beach, CA 90813'], ['815 Industrial Pkwy', 'Savannah, GA 31408']], ports: ['Los Angeles', 'Savannah', 'Newark', 'Houston'], airports: ["Chicago O'Hare", 'New York JFK', 'Miami'] },
  DE: { firms: ['Schwarzwald Maschinenbau GmbH', 'Weserland Möbel GmbH', 'Kuhn Elektrotechnik AG', 'Alpenblick Sportartikel GmbH'], addr: [['Gewerbering 12', '78166 Donaueschingen'], ['Am Hafen 3', '28217 Bremen']], ports: ['Hamburg', 'Bremerhaven', 'Wilhelmshaven'], airports: ['Frankfurt', 'München', 'Leipzig/Halle'] },
  FR: { firms: ['Maison Berthier SA', 'Verrerie de Lorraine SAS', 'Cosmétiques Azur SARL', 'Ateliers Garnier SAS'], addr: [['12 rue de l’Industrie', '54000 Nancy'], ['ZA des Bruyères, 4 allée Nobel', '69800 Saint-Priest']], ports: ['Le Havre', 'Marseille-Fos', 'Dunkerque'], airports: ['Paris-Charles de Gaulle', 'Lyon-Saint-Exupéry'] },
};
// Overseas partners: name, town line, seaport, airport.
const ABROAD: Array<[string, string, string, string]> = [
  ['Ningbo Sunrise Housewares Co., Ltd.', 'Yinzhou District, Ningbo, China', 'Ningbo', 'Shanghai Pudong'], ['Shenzhen Brightpath Electronics Co., Ltd.', 'Bao’an, Shenzhen, China', 'Yantian', 'Hong Kong'],
  ['Pacific Rim Trading Pte Ltd', '30 Jurong Port Road, Singapore', 'Singapore', 'Singapore Changi'], ['Busan Marine Components Co., Ltd.', 'Gangseo-gu, Busan, Korea', 'Busan', 'Seoul Incheon'],
  ['Gulf Star General Trading LLC', 'Jebel Ali Free Zone, Dubai, UAE', 'Jebel Ali', 'Dubai'], ['Santos Agro Exportadora Ltda', 'Rua do Comércio 118, Santos, Brazil', 'Santos', 'São Paulo Guarulhos'],
  ['Mumbai Cotton Mills Pvt Ltd', 'Andheri East, Mumbai, India', 'Nhava Sheva', 'Mumbai'],
];
const LINES: Array<[string, string, string]> = [['MSC Aurora', 'MEDU', 'MSCU'], ['Maersk Kensington', 'MAEU', 'MSKU'], ['CMA CGM Tage', 'CMDU', 'CMAU'], ['Hapag Express Berlin', 'HLCU', 'HLXU'], ['ONE Harmony', 'ONEY', 'ONEU'], ['COSCO Pacific Star', 'COSU', 'CSNU']];
const AIRLINES: Array<[string, string]> = [['LH', '020'], ['BA', '125'], ['AF', '057'], ['CX', '160'], ['EK', '176'], ['QR', '157']];
// Notify parties: a customs broker or bank at destination (the forwarder's country on imports).
const NOTIFY: Record<string, string[]> = { UK: ['Meridian Customs Brokers Ltd'], US: ['Portside Brokerage Services Inc.'], DE: ['Zollagentur Nord GmbH'], FR: ['Transit Douane Services SAS'], abroad: ['Clearway Customs Agency', 'Harbour Trust Bank, Trade Finance', 'Orient Customs Brokerage Co.'] };
const TERMS = ['EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'CPT', 'DAP', 'DDP'];
const TERM_NAMES = ['Ex Works', 'Free Carrier', 'Free On Board', 'Cost and Freight', 'Cost, Insurance and Freight', 'Carriage Paid To', 'Delivered At Place', 'Delivered Duty Paid'];
/** Incoterm options as users list them: codes, names, or both. */
const TERM_STYLES = [TERMS, TERM_NAMES, TERMS.map((t, i) => `${t} (${TERM_NAMES[i]})`), TERMS.map((t, i) => `${t} - ${TERM_NAMES[i]}`)];
const r2 = (n: number) => Math.round(n * 100) / 100;

/** Asks every forced role and a draw of the others, `n` in all, in the order listed. */
function askSome(r: Rng, n: number, all: Array<[boolean, (ask: Ask) => void, boolean?]>): Ask {
  const ask = new Ask(r);
  const roles = all.filter((x) => x[2] !== false);
  const keep = roles.map(([forced], i) => ({ i, k: forced ? -1 : r() })).sort((a, b) => a.k - b.k).slice(0, n).map((x) => x.i).sort((a, b) => a - b);
  for (const i of keep) roles[i][1](ask);
  return ask;
}

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES); const lang: Lang = loc.name === 'DE' ? 'de' : loc.name === 'FR' ? 'fr' : 'en';
  const lbl = (k: string) => pick(r, L[k][{ en: 0, de: 1, fr: 2 }[lang]]);
  const kv = (k: string, value: string): Block => ({ kind: 'kv', label: lbl(k), value });
  const date = (d: Date) => fmtDate(d, pick(r, loc.dates), r); const num = (n: number, dec = 2) => fmtNumber(n, loc.numbers, dec);
  const usd: Currency = { code: 'USD', symbol: '$', before: true }; const cur = loc.name !== 'US' && chance(r, 0.3) ? usd : loc.currency; const byCode = cur !== loc.currency || chance(r, 0.35);
  const money = (n: number) => fmtMoney(n, cur, loc.numbers, byCode); const air = chance(r, 0.3); const home = HOME[loc.name];
  const [abroad, abroadTown, abroadPort, abroadAirport] = pick(r, ABROAD); const local = pick(r, home.firms); const localAddr = pick(r, home.addr); const exportJob = chance(r, 0.5);
  const [shipper, consignee] = exportJob ? [local, abroad] : [abroad, local];
  const [shipperLines, consigneeLines] = exportJob ? [[local, ...localAddr], [abroad, abroadTown]] : [[abroad, abroadTown], [local, ...localAddr]];
  const [pol, pod] = air ? (exportJob ? [pick(r, home.airports), abroadAirport] : [abroadAirport, pick(r, home.airports)]) : exportJob ? [pick(r, home.ports), abroadPort] : [abroadPort, pick(r, home.ports)];
  // The forwarder bills its local client; the term puts the main freight on that side.
  const term = pick(r, air ? (exportJob ? ['CPT', 'DAP', 'DDP'] : ['EXW', 'FCA']) : exportJob ? ['CFR', 'CIF', 'DAP', 'DDP'] : ['EXW', 'FCA', 'FOB']);
  const termPlace = ['EXW', 'FCA', 'FOB'].includes(term) ? pol : pod; const [forwarder, forwarderLines] = pick(r, FWD[loc.name]); const notify = !air && chance(r, 0.4) ? pick(r, NOTIFY[exportJob ? 'abroad' : loc.name]) : null;
  const [vessel, scac, owner] = pick(r, LINES); const [airline, prefix] = pick(r, AIRLINES); const voyage = `${int(r, 100, 999)}${pick(r, ['W', 'E', 'N', 'S'])}`;
  const flight = `${airline} ${int(r, 100, 9899)}`; const serial = int(r, 1000000, 9999999);
  const transportNo = air ? `${prefix}-${serial}${serial % 7}` : pick(r, [`${scac}${int(r, 100000000, 999999999)}`, `${forwarder.slice(0, 3).toUpperCase()}-HBL-${int(r, 10000, 99999)}`]);
  const booking = air ? `${pick(r, ['BK', 'AE', 'FWD'])}${int(r, 100000, 999999)}` : pick(r, [String(int(r, 100000000, 999999999)), `${scac.slice(0, 3)}${int(r, 1000000, 9999999)}`, `BKG-${int(r, 10000, 99999)}`]);
  const nBoxes = air ? 0 : pick(r, [1, 1, 2, 3]); const size = pick(r, ["40' HC", "20' GP", "40' GP"]);
  const containers = Array.from({ length: nBoxes }, () => `${owner}${int(r, 1000000, 9999999)}`);
  const seals = containers.map(() => pick(r, [String(int(r, 1000000, 9999999)), `SL${int(r, 100000, 999999)}`, `${scac.slice(0, 2)}${int(r, 1000000, 9999999)}`]));
  const acct = `C${int(r, 10000, 99999)}`; const etd = randomDate(r, 2019, 2025); const eta = addDays(etd, air ? int(r, 1, 4) : int(r, 14, 42)); const invDate = addDays(etd, int(r, 1, 6));
  const invNo = pick(r, [`FI-${invDate.getUTCFullYear()}-${int(r, 10000, 99999)}`, String(int(r, 60000000, 69999999)), `INV/${int(r, 1000, 9999)}/${invDate.getUTCFullYear() % 100}`]);
  const payDays = pick(r, [7, 14, 30, 45, 60]); const due = addDays(invDate, payDays); const unitNo = int(r, 0, 2); const unit = UNITS[lang][unitNo];
  const [lo, hi] = (air ? [[5, 80], [1, 8], [1, 12]] : [[150, 1200], [10, 24], [6, 30]])[unitNo]; const pkgs = int(r, lo, hi) * (air || !unitNo ? 1 : nBoxes); const goods = pick(r, GOODS[lang]);
  const gross = air ? int(r, 120, 3500) + pick(r, [0, 0.5]) : int(r, 2000 * nBoxes, 24000 * nBoxes); const cbm = air ? r2(gross / int(r, 90, 260)) : r2(int(r, 1500, 6500) * nBoxes / 100);
  const chargeable = air ? Math.max(gross, Math.ceil(cbm * 167 * 2) / 2) : 0;

  const row = (key: string, qty: number, basis: string, rate: number) => ({ what: CH[key][lang], key, basis, rate, amount: r2(qty * rate) });
  const perKg = `${num(chargeable, 1)} kg`; const flat = (key: string, lo: number, hi: number) => row(key, 1, '1', int(r, lo, hi) + pick(r, [0, 0.5]));
  const charges = air
    ? [row('air', chargeable, perKg, r2(int(r, 180, 450) / 100)), row('fsc', chargeable, perKg, r2(int(r, 60, 140) / 100)), ...(chance(r, 0.6) ? [row('ssc', chargeable, perKg, r2(int(r, 10, 20) / 100))] : []), flat('handling', 45, 120)]
    : [row('sea', nBoxes, `${nBoxes} x ${size}`, int(r, 850, 4200)), row('baf', nBoxes, `${nBoxes} x ${size}`, int(r, 150, 600)), row('thc', nBoxes, `${nBoxes} x ${size}`, int(r, 120, 280) + pick(r, [0, 0.5])), ...(chance(r, 0.6) ? [flat('docs', 35, 75)] : [])];
  if (chance(r, 0.7)) charges.push(flat('customs', 65, 180)); if (chance(r, 0.5)) charges.push(flat(exportJob ? 'pre' : 'on', 250, 900));
  const subtotal = r2(charges.reduce((t, c) => t + c.amount, 0));
  const rate = loc.name === 'US' ? null : chance(r, 0.5) ? 0 : loc.name === 'DE' ? 19 : 20; const tax = rate === null ? null : r2((subtotal * rate) / 100); const total = r2(subtotal + (tax ?? 0));
  const customs = charges.find((c) => c.key === 'customs'); const termStyle = pick(r, TERM_STYLES);

  const roles: Array<[boolean, (ask: Ask) => void, boolean?]> = [
    [true, (a) => a.field('text', [['consignee', 'Who the goods are consigned to'], ['receiver_name', 'Company receiving the shipment at destination'], ['goods_going_to', 'name of the party the cargo is delivered to'], ['Consignee name', '']], consignee)],
    [true, (a) => a.field('text', [['shipper', 'Company sending the goods'], ['exporter_name', 'who shipped the cargo'], ['sender', 'party dispatching the shipment (not the forwarder)'], ['origin_company', '']], shipper)],
    [false, (a) => a.field('text', [['forwarder', 'Logistics company that issued this invoice'], ['carrier_or_agent', 'who is billing for the transport'], ['invoicing_company', '']], forwarder)],
    [false, (a) => a.field('text', [['billed_party', 'Who has to pay this invoice'], ['invoice_addressee', 'customer the freight invoice is addressed to']], local)],
    [false, (a) => a.field('text', [['notify_party', 'Party to be told when the cargo arrives'], ['arrival_notice_to', ''], ['notify', 'notify address name']], notify), !!notify],
    [true, (a) => a.field('id_alphanumeric', [['bl_number', 'Bill of lading or air waybill number'], ['transport_document_no', 'B/L / AWB reference'], ['waybill', ''], ['BL/AWB #', 'number of the bill of lading']], transportNo)],
    [false, (a) => a.field('id_alphanumeric', [['booking_ref', 'Carrier booking reference'], ['booking number', ''], ['reservation_id', 'booking number given by the line or airline']], booking)],
    [false, (a) => a.field('id_alphanumeric', [['container_no', 'Container number (the first one if several)'], ['box_number', 'ISO container number'], ['container id', '']], containers[0]), !air],
    [false, (a) => a.field('id_alphanumeric', [['invoice_number', 'Number of this freight invoice'], ['inv no', ''], ['forwarder_invoice_ref', 'the invoice reference, not the B/L']], invNo)],
    [false, (a) => a.field('date', [['invoice_date', 'Date of the invoice'], ['billed_on', ''], ['date_of_invoice', 'when it was issued']], isoOf(invDate))],
    [false, (a) => a.field('text', [['origin_port', 'Port or airport where the goods were loaded'], ['loaded_at', ''], ['from_port', 'place of loading']], pol)],
    [false, (a) => a.field('text', [['destination_port', 'Port or airport where the goods are unloaded'], ['discharge_place', ''], ['to_port', 'where the cargo comes off']], pod)],
    [false, (a) => a.field('text', [['vessel_or_flight', 'Ship name or flight number, without the voyage'], ['carrying_vessel', 'name of the ship (or the flight for air)'], ['transport_means', '']], air ? flight : vessel)],
    [false, (a) => a.field('date', [['departure_date', 'Estimated departure date'], ['etd', ''], ['leaves_on', 'date the shipment leaves']], isoOf(etd))],
    [false, (a) => a.field('date', [['arrival_date', 'Expected arrival at destination'], ['eta', ''], ['due_in', 'when it should arrive']], isoOf(eta))],
    [false, (a) => a.field('number', [['gross_weight_kg', 'Gross weight in kilograms'], ['total_weight', 'gross kg'], ['weight', '']], gross)],
    [false, (a) => a.field('number', [['package_count', 'Number of packages'], ['pieces', 'how many pallets/cartons/crates'], ['no_of_packages', '']], pkgs)],
    [false, (a) => a.field('currency', [['freight_charge', 'Amount of the main ocean or air freight line'], ['base_freight', 'freight cost before surcharges'], ['ocean/air freight amount', '']], charges[0].amount)],
    [false, (a) => a.field('currency', air ? [['fuel_surcharge', 'Fuel surcharge charged on the air freight'], ['fsc_amount', '']] : [['bunker_surcharge', 'Bunker (BAF) surcharge amount'], ['baf_amount', ''], ['fuel_surcharge', 'bunker / fuel adjustment on the ocean freight']], charges[1].amount)],
    [false, (a) => a.field('currency', [['customs_fee', 'Charge for customs clearance'], ['clearance_charge', '']], customs?.amount), !!customs],
    [false, (a) => a.field('currency', [['net_total', 'Total of the charges before tax'], ['subtotal', ''], ['charges_excl_vat', 'sum before VAT']], subtotal)],
    [false, (a) => a.field('currency', [['vat_amount', 'VAT or tax charged'], ['tax', 'amount of tax, not the rate']], tax)],
    [false, (a) => a.field('percentage', [['vat_rate', 'VAT rate applied'], ['tax %', '']], rate)],
    [false, (a) => a.field('currency', [['total_due', 'Total amount payable'], ['invoice_total', ''], ['grand_total', 'total including tax']], total)],
    [false, (a) => a.field('currency_symbol', [['currency', ''], ['billing_currency', 'Currency of the invoice'], ['ccy', 'ISO code']], cur.code)],
    [false, (a) => a.field('number', [['payment_days', 'Days allowed for payment'], ['credit_terms', 'number of days to pay']], payDays)],
    [false, (a) => a.field('single_select', [['incoterm', 'Delivery term of the shipment'], ['trade_terms', 'Incoterms rule'], ['delivery_terms', '']], termStyle[TERMS.indexOf(term)], termStyle)],
    // Never stated in the document.
    [true, (a) => pick(r, [
      () => a.field('currency', [['insured_value', 'Value the cargo is insured for'], ['cargo_insurance_amount', '']], null),
      () => a.field('id_alphanumeric', [['customs_entry_number', 'Import declaration / MRN number'], ['mrn', 'customs movement reference']], null),
      () => a.field('date', [['delivered_on', 'Date the consignee actually received the goods'], ['pod_date', 'proof of delivery date']], null),
      ...(air ? [] : [() => a.field('date', [['demurrage_from', 'Date demurrage starts at destination'], ['free_time_ends', 'last free day before demurrage']], null)]),
    ])()],
  ];
  const ask = askSome(r, int(r, 10, 14), roles);

  const party = (k: string, lines: string[]): Block[] => [{ kind: 'kv', label: lbl(k), value: '', above: true }, { kind: 'lines', lines }];
  const head: Block[] = [{ kind: 'title', text: forwarder }, { kind: 'lines', lines: [...forwarderLines, { UK: `VAT reg. GB ${int(r, 100, 999)} ${int(r, 1000, 9999)} ${int(r, 10, 99)}`, US: `FMC OTI License No. 0${int(r, 10000, 99999)}N`, DE: `USt-IdNr. DE ${int(r, 100000000, 999999999)}`, FR: `TVA FR ${int(r, 10, 99)} ${int(r, 100000000, 999999999)}` }[loc.name]] }];
  const title: Block = { kind: 'title', text: lbl(air ? 'titleAir' : 'titleSea') };
  const meta: Block[] = [kv('invNo', invNo), kv('invDate', date(invDate)), ...(chance(r, 0.5) ? [kv('acct', acct)] : [])];
  const billTo = chance(r, 0.3) ? [kv('billTo', local)] : party('billTo', [local, ...localAddr]);
  const notifyBlock = notify ? party('notify', [notify, exportJob ? abroadTown : localAddr[localAddr.length - 1]]) : [];
  const parties: Block[] = chance(r, 0.35)
    ? [{ kind: 'table', header: [lbl('shipper'), lbl('consignee')], rows: [0, 1, 2].filter((i) => shipperLines[i] || consigneeLines[i]).map((i) => [shipperLines[i] ?? '', consigneeLines[i] ?? '']) }, ...notifyBlock]
    : [...party('shipper', shipperLines), ...party('consignee', consigneeLines), ...notifyBlock];
  const means = air ? kv('flight', flight) : kv('vessel', chance(r, 0.5) ? `${vessel} / ${voyage}` : `${vessel}, ${{ en: 'voy.', de: 'Reise', fr: 'voyage' }[lang]} ${voyage}`);
  const termText = `${term} ${termPlace}${chance(r, 0.3) ? ' (Incoterms® 2020)' : ''}`;
  const ids: Block[] = [kv(air ? 'awb' : 'bl', transportNo), kv('booking', booking), ...(air ? [] : chance(r, 0.5) ? [kv('container', containers.map((c, i) => `${c} (${size}) / ${seals[i]}`).join(', '))] : [kv('container', containers.join(', ')), kv('seal', seals.join(', '))])];
  const pk = `${pkgs} ${unit}`;
  const sentence = {
    en: `Shipment of ${pk} of ${goods.toLowerCase()} from ${pol} to ${pod} ${air ? `on flight ${flight}` : `on board ${vessel} (voyage ${voyage})`}, departing ${date(etd)} and due to arrive ${date(eta)}.`,
    de: `Sendung: ${pk} ${goods} von ${pol} nach ${pod} ${air ? `mit Flug ${flight}` : `mit MS ${vessel}, Reise ${voyage}`}, Abfahrt ${date(etd)}, voraussichtliche Ankunft ${date(eta)}.`,
    fr: `Expédition de ${pk} (${goods.toLowerCase()}) de ${pol} à ${pod} ${air ? `par le vol ${flight}` : `à bord du navire ${vessel} (voyage ${voyage})`}, départ le ${date(etd)}, arrivée prévue le ${date(eta)}.`,
  }[lang];
  const routeKv: Block[] = [means, kv(air ? 'aol' : 'pol', pol), kv(air ? 'aod' : 'pod', pod), kv('etd', date(etd)), kv('eta', date(eta)), ...(!air && chance(r, 0.4) ? [kv('onboard', date(addDays(etd, -int(r, 0, 1))))] : [])];
  const cargoKv: Block[] = [kv('goods', goods), kv('pkgs', pk), kv('gross', `${num(gross, gross % 1 ? 1 : pick(r, [0, 3]))} kg`), kv('volume', `${num(cbm, 2)} m³`), ...(air ? [kv('chargeable', `${num(chargeable, 1)} kg`)] : [])];
  const shipment: Block[] = pick(r, [
    () => [...ids, ...routeKv, ...cargoKv],
    () => [...ids, { kind: 'para' as const, text: sentence }, ...cargoKv.filter((b) => b.kind === 'kv' && ![...L.goods.flat(), ...L.pkgs.flat()].includes(b.label))],
    () => [{ kind: 'table' as const, header: [lbl(air ? 'flight' : 'vessel'), lbl(air ? 'aol' : 'pol'), lbl(air ? 'aod' : 'pod'), lbl('etd'), lbl('eta')], rows: [[air ? flight : `${vessel} ${voyage}`, pol, pod, date(etd), date(eta)]] }, ...ids, ...cargoKv],
  ])();
  const incoBlock = kv('incoterm', termText);
  const freightTerm = kv('freightTerm', { en: exportJob ? 'PREPAID' : 'COLLECT', de: exportJob ? 'vorausbezahlt' : 'unfrei', fr: exportJob ? 'payé' : 'port dû' }[lang]);
  const taxLabel = rate === null ? '' : rate === 0 ? { en: 'VAT 0% (zero-rated, international transport)', de: 'MwSt. 0 % (steuerfrei gem. § 4 Nr. 3 UStG)', fr: 'TVA 0 % (exonération, art. 262 CGI)' }[lang] : `${{ en: 'VAT', de: pick(r, ['MwSt.', 'USt.']), fr: 'TVA' }[lang]} ${rate}${lang === 'en' ? '' : ' '}%`;
  const sums: Array<[string, string]> = [[lbl('subtotal'), money(subtotal)], ...(rate === null ? [] : [[taxLabel, money(tax!)] as [string, string]]), [lbl('total'), money(total)]];
  const table: Block = chance(r, 0.6)
    ? { kind: 'table', header: pick(r, HEAD[lang]), rows: [...charges.map((c) => [c.what, c.basis, num(c.rate), num(c.amount)]), ...(chance(r, 0.5) ? sums.map(([l, v]) => ['', '', l, v]) : [])] }
    : { kind: 'table', header: HEAD2[lang], rows: [...charges.map((c) => [c.what, num(c.amount)]), ...(chance(r, 0.5) ? sums : [])] };
  const totals: Block[] = table.kind === 'table' && table.rows.length > charges.length ? [] : sums.map(([label, value]) => ({ kind: 'kv' as const, label, value }));
  const termsText = pick(r, { en: [`${payDays} days net`, `Net ${payDays}`, `Payment within ${payDays} days of invoice date`], de: [`${payDays} Tage netto`, `zahlbar innerhalb von ${payDays} Tagen ohne Abzug`], fr: [`${payDays} jours net`, `Paiement à ${payDays} jours date de facture`] }[lang]);
  const pay: Block[] = [kv('terms', termsText), ...(chance(r, 0.4) ? [kv('due', date(due))] : [])];
  const bank: Block = { kind: 'lines', lines: [{ UK: `Bank: Barclays Bank plc, sort code 20-${int(r, 10, 99)}-${int(r, 10, 99)}, account ${int(r, 10000000, 99999999)}`, US: `Remit to: ABA ${int(r, 100000000, 999999999)}, account ${int(r, 1000000000, 9999999999)}`, DE: `IBAN DE${int(r, 10, 99)} 2004 0000 0${int(r, 100, 999)} ${int(r, 1000, 9999)} 00 · BIC COBADEHHXXX`, FR: `IBAN FR76 3000 4008 ${int(r, 1000, 9999)} ${int(r, 1000, 9999)} ${int(r, 1000, 9999)} ${int(r, 100, 999)} · BIC BNPAFRPPXXX` }[loc.name], { en: `Please quote ${invNo} with your payment.`, de: `Bitte geben Sie bei Zahlung die Rechnungsnummer ${invNo} an.`, fr: `Merci de rappeler la référence ${invNo} lors de votre règlement.` }[lang]] };
  const conditions: Block = { kind: 'para', text: `${{ UK: 'All business is undertaken subject to the BIFA Standard Trading Conditions, 2021 edition.', US: 'All services are subject to our Terms and Conditions of Service, available on request.', DE: 'Wir arbeiten ausschließlich auf Grundlage der Allgemeinen Deutschen Spediteurbedingungen 2017 (ADSp 2017).', FR: 'Nos prestations sont soumises aux conditions générales de vente de TLF, édition en vigueur.' }[loc.name]}${!air && chance(r, 0.5) ? ' ' + { en: 'Demurrage and detention, if any, will be invoiced separately.', de: 'Etwaige Demurrage- und Detention-Kosten werden gesondert berechnet.', fr: 'Les éventuels frais de surestaries et de détention seront facturés séparément.' }[lang] : ''}` };
  const top = chance(r, 0.5) ? [...head, title, ...meta, ...billTo] : [title, ...head, ...billTo, ...meta];
  const body = chance(r, 0.5) ? [...parties, ...shipment, incoBlock, freightTerm] : [...shipment, ...parties, incoBlock];
  return { blocks: [...top, ...body, table, ...totals, ...pay, bank, conditions], fields: ask.fields, gold: ask.gold, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const shippingInvoices: Family = { name: 'shipping-invoice', kind: 'trade', split: 'train', formats: ['pdf', 'docx', 'html', 'txt'], make };
