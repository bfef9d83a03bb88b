/**
 * Held-out family: hotel bills handed over at check-out (guest folio, tax invoice, Hotelrechnung,
 * facture d'hôtel) in UK, US, DE and FR wording. The hotel's letterhead with its phone, VAT or
 * tax number and operating company; the guest, and at times a company the bill is made out to
 * (with the guest beside it); a folio or invoice number beside the reservation number, the
 * room number, a loyalty number and the cashier; arrival and departure beside the booking date,
 * the invoice date and sometimes the guest's date of birth; the charges as a summary table
 * (quantity × unit price), as a nightly folio (date, charges, credits, the deposit as a credit
 * line) or as a covering letter with the figures in sentences; breakfast, city or tourist tax,
 * minibar, restaurant and parking lines; VAT included at one or two rates (DE 7 % / 19 %, FR
 * 10 % / 20 %) or, in the US, room and sales tax added on top; the total, the deposit paid in
 * advance and the balance, and how the balance is settled. Hard: the nightly rate beside the
 * room total, the deposit beside the balance, reservation and folio numbers, several dates.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, pad, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { alt, r2, shuffle } from './earnings-release.ts';
import { Ask, type Family } from './family.ts';

/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  title: ['Guest Folio|Tax Invoice|Invoice|Guest Bill', 'Guest Folio|Guest Statement|Hotel Bill', 'Rechnung|Hotelrechnung|Gastrechnung', 'Facture|Note d’hôtel|Facture client'],
  folio: ['Folio No.|Invoice No.|Bill No.', 'Folio #|Folio No.|Invoice #', 'Rechnungs-Nr.|Rechnungsnummer|Folio-Nr.', 'Facture n°|N° de facture|N° de folio'],
  conf: ['Confirmation No.|Reservation No.|Booking ref.', 'Confirmation #|Conf. No.|Reservation #', 'Reservierungs-Nr.|Buchungsnummer|Reservierungsnummer', 'N° de réservation|Réf. réservation|N° de confirmation'],
  room: ['Room|Room No.', 'Room|Room #', 'Zimmer|Zimmer-Nr.', 'Chambre|N° de chambre'], arr: ['Arrival|Arrival date|Check-in', 'Arrival|Check-in|Arrive', 'Anreise|Ankunft|Anreisedatum', 'Arrivée|Date d’arrivée'],
  dep: ['Departure|Departure date|Check-out', 'Departure|Check-out|Depart', 'Abreise|Abreisedatum', 'Départ|Date de départ'], nights: ['Nights|No. of nights', 'Nights|# Nights', 'Nächte|Anzahl Nächte|Übernachtungen', 'Nuits|Nombre de nuits|Nuitées'],
  pax: ['Guests|Adults|No. of guests', 'Guests|Adults|Persons', 'Personen|Erwachsene|Gäste', 'Personnes|Adultes|Nombre de personnes'], booked: ['Booked on|Booking date|Reservation made', 'Booking date|Reserved on|Date booked', 'Buchungsdatum|Gebucht am', 'Date de réservation|Réservé le'],
  dob: ['Date of birth', 'Date of birth|DOB', 'Geburtsdatum|geb. am', 'Date de naissance|Né(e) le'], guest: ['Guest|Guest name', 'Guest|Guest name|Name', 'Gast|Gastname|Name des Gastes', 'Client|Nom du client'],
  billTo: ['Invoice to|Bill to|Invoice address', 'Bill to|Billing address|Direct bill to', 'Rechnungsanschrift|Rechnungsempfänger|Rechnung an', 'Facturé à|Adresse de facturation|Société'],
  member: ['Loyalty no.|Membership no.', 'Rewards #|Member #', 'Bonuskarte|Mitgliedsnummer', 'N° de fidélité|Carte de fidélité'], cashier: ['Cashier|Clerk', 'Cashier|Clerk', 'Kassierer/in|Mitarbeiter/in', 'Caissier|Réceptionniste'],
  invDate: ['Invoice date|Date of invoice|Date', 'Date|Statement date', 'Rechnungsdatum|Datum', 'Date de facture|Date'], date: ['Date', 'Date', 'Datum', 'Date'],
  desc: ['Description|Details', 'Description|Item', 'Leistung|Beschreibung|Bezeichnung', 'Désignation|Libellé|Prestation'], qty: ['Qty|Quantity', 'Qty|Quantity', 'Menge|Anz.', 'Qté|Quantité'],
  unit: ['Unit price|Rate', 'Rate|Unit price', 'Einzelpreis|Preis', 'Prix unitaire|P.U.'], amount: ['Amount|Total', 'Amount|Charges', 'Betrag|Gesamt', 'Montant|Total'],
  charges: ['Charges|Debit', 'Charges|Debits', 'Belastung|Soll', 'Débit|Débits'], credits: ['Credits|Payments', 'Credits|Payments', 'Gutschrift|Zahlung|Haben', 'Crédit|Règlements'],
  roomL: ['Accommodation|Room charge|Overnight stay', 'Room Charge|Room|Guest room', 'Übernachtung|Logis|Übernachtung Doppelzimmer', 'Hébergement|Nuitée|Chambre double'], bf: ['Breakfast|Full breakfast', 'Breakfast|Breakfast buffet', 'Frühstück|Frühstücksbuffet', 'Petit-déjeuner|Petit déjeuner buffet'],
  mini: ['Minibar', 'Minibar|In-room bar', 'Minibar', 'Minibar|Mini-bar'], rest: ['Restaurant – dinner|Restaurant|Bar & Restaurant', 'Restaurant|Dining – Grill Room|Room service', 'Restaurant|Restaurant Abendessen|Hotelbar', 'Restaurant|Dîner restaurant|Bar'],
  park: ['Car park|Parking', 'Valet parking|Self parking', 'Tiefgarage|Parken|Garage', 'Parking|Stationnement'], roomTax: ['', 'Room tax|State & city room tax|Occupancy tax', '', ''], salesTax: ['', 'Sales tax|Food & beverage tax', '', ''],
  deposit: ['Deposit received|Deposit paid|Advance payment', 'Advance deposit|Deposit', 'Anzahlung|Anzahlung erhalten|Vorauszahlung', 'Acompte versé|Arrhes versées|Acompte'], total: ['Total|Total charges|Invoice total', 'Total charges|Total', 'Gesamtbetrag|Rechnungsbetrag|Summe', 'Total TTC|Montant total TTC|Total'],
  balance: ['Balance due|Balance|Amount due', 'Balance due|Balance|Amount due', 'Offener Betrag|Restbetrag|Zu zahlen', 'Solde à régler|Reste à payer|Solde dû'], pay: ['Payment method|Settlement|Method of payment', 'Method of payment|Payment|Settlement', 'Zahlungsart|Zahlungsweise|Bezahlt mit', 'Mode de règlement|Règlement|Moyen de paiement'],
  vat: ['VAT', 'Tax', 'MwSt.|USt.', 'TVA'], net: ['Net|Net amount', '', 'Netto|Nettobetrag', 'HT|Montant HT'], gross: ['Gross|Incl. VAT', '', 'Brutto|Bruttobetrag', 'TTC|Montant TTC'], rate: ['VAT rate|Rate', '', 'MwSt.-Satz|Steuersatz', 'Taux TVA|Taux'],
  vatTotal: ['Total VAT|VAT included', '', 'MwSt. gesamt|enthaltene MwSt. gesamt', 'Total TVA|dont TVA'], summary: ['Summary|VAT analysis', 'Folio summary|Summary of charges', 'MwSt.-Aufstellung|Steuerausweis', 'Récapitulatif TVA|Détail TVA'],
  vatNo: ['VAT Reg. No.|VAT No.', 'Tax ID|EIN', 'USt-IdNr.|USt-IdNr.', 'N° TVA intracom.|TVA intracommunautaire'], tel: ['Tel.|Telephone', 'Tel.|Phone', 'Tel.|Telefon', 'Tél.|Téléphone'],
};
type Hotel = { name: string; firm: string; addr: string[]; tel: string; tax: [string, number, boolean] | null; vat: [number, number, number] };
/** Hotels per locale: `name;firm;street|town;tel;city-tax label=amount=per person (p) or per room (r)`; VAT rates room/other/minibar. */
const HOTELS: string[][] = [
  ['The Aldgate Grand;Aldgate Grand Hotels Ltd;27 Minories|London EC3N 1DY;020 7946 0311;', 'The Whitworth Hotel;Whitworth Hospitality Ltd;41 Princess Street|Manchester M1 4DF;0161 496 0723;City Visitor Charge=1=r', 'Albert Dock House Hotel;ADH Hotels (Liverpool) Ltd;5 Hanover Street|Liverpool L1 3DZ;0151 496 0288;Accommodation BID levy=2=r', 'The Lantern Rooms;Lantern Rooms Bath Ltd;9 Gay Street|Bath BA1 2PH;01225 496014;'],
  ['The Hudson Ledger Hotel;Hudson Ledger Hotel LLC;212 West 44th Street|New York, NY 10036;(212) 555-0147;Hotel unit fee=2=r;14.75;8.875', 'Magnolia Court Hotel;Magnolia Court Hospitality Inc.;800 Canal Street|New Orleans, LA 70112;(504) 555-0192;Tourism assessment fee=3=r;16.2;9.45', 'Lakefront Suites Chicago;Lakefront Hotel Partners LLC;333 East Wacker Drive|Chicago, IL 60601;(312) 555-0133;;17.49;10.25', 'The Sutter Park Hotel;Sutter Park Hotel Co.;455 Sutter Street|San Francisco, CA 94108;(415) 555-0171;;16;8.625'],
  ['Hotel am Stadtpark;Hotel am Stadtpark GmbH;Parkallee 12|20144 Hamburg;040 5550 1234;Kultur- und Tourismustaxe=2.5=p', 'Romantik Hotel Adler;Adler Hotelbetriebs GmbH & Co. KG;Marktplatz 3|79098 Freiburg im Breisgau;0761 555 3870;Gästetaxe=2.2=p', 'Hotel Elbblick;Elbblick Hotel Dresden GmbH;Terrassenufer 8|01069 Dresden;0351 555 4410;City-Tax=3=p', 'Parkhotel Lindenhof;Lindenhof Hotel GmbH;Bahnhofstraße 28|80335 München;089 5550 2290;'],
  ['Hôtel des Arts;SAS Hôtel des Arts;14 rue de la Roquette|75011 Paris;01 43 55 12 90;Taxe de séjour=2.88=p', 'Hôtel Le Cours Mirabeau;SARL Mirabeau Hôtellerie;22 cours Mirabeau|13100 Aix-en-Provence;04 42 55 31 07;Taxe de séjour=1.65=p', 'Grand Hôtel de la Gare;Grand Hôtel de la Gare SA;5 place Carnot|69002 Lyon;04 78 55 60 21;Taxe de séjour=1.65=p', 'Hôtel Beau Rivage;SAS Beau Rivage La Rochelle;8 quai des Pêcheurs|17000 La Rochelle;05 46 55 02 14;Taxe de séjour=1.1=p'],
];
const VAT: Array<[number, number, number]> = [[20, 20, 20], [0, 0, 0], [7, 19, 19], [10, 10, 20]];
const hotelOf = (li: number, s: string): Hotel => {
  const [name, firm, addr, tel, tax, room, other] = s.split(';');
  const [label, amt, per] = tax ? tax.split('=') : [];
  return { name, firm, addr: addr.split('|'), tel, tax: tax ? [label, Number(amt), per === 'p'] : null, vat: li === 1 ? [Number(room), Number(other), Number(other)] : VAT[li] };
};
const PEOPLE = ['Rebecca Thornley|Owen Gallimore|Priya Sharma|Callum Fraser|Joanna Pickering|Martin Ashdown', 'Jessica Moreno|Brian Caldwell|Aaliyah Brooks|Derek Lindqvist|Monica Stein|Trevor Hale', 'Katrin Vollmer|Stefan Hoffart|Leonie Brandl|Markus Seidel|Anja Reuter|Florian Kaiser', 'Camille Morand|Julien Lefort|Inès Bertrand|Mathieu Carré|Laure Dufresne|Yann Le Goff'];
const FIRMS = ['Harlow & Finch LLP;3 Temple Row|Birmingham B2 5JR#Northbridge Engineering Ltd;Unit 12, Kelvin Park|Glasgow G20 0SP#Calder Analytics Limited;6 Wellington Place|Leeds LS1 4AP', 'Pinecrest Analytics Inc.;410 Main Street, Suite 200|Riverton, OH 45402#Bluewater Medical Supply Inc.;75 Harbor Way|Portland, ME 04101#Redline Logistics LLC;1200 Oak Avenue|Madison, WI 53703', 'Tessaro Software AG;Karl-Heine-Straße 42|04229 Leipzig#Brandt Logistik GmbH;Venloer Straße 311|50823 Köln#Weber & Söhne KG;Kaiser-Joseph-Straße 19|79098 Freiburg', 'Groupe Valmont SAS;14 rue des Tanneurs|69001 Lyon#Atelier Duval SARL;3 quai de la Fosse|44000 Nantes#Logidis SAS;27 cours Victor Hugo|33000 Bordeaux'];
const HOMES = ['12 Orchard Close|Ashcombe BS40 7QD;Flat 3, 28 Regent Street|Bath BA1 2LR', '418 Linden Avenue|Springfield, IL 62704;77 Harbor Road|Annapolis, MD 21401', 'Ahornweg 14|04179 Leipzig;Gartenstraße 3|55116 Mainz', '8 rue des Lilas|37000 Tours;15 avenue Foch|54000 Nancy'];
/** How the balance is settled, as the bill words it ({card} filled in), and the options users give for it. */
const METHODS: Record<string, [string, string, string, string]> = {
  card: ['Visa ending {l4}|Mastercard **** {l4}|Debit card (Visa) ****{l4}', 'Visa ending {l4}|Amex xxxx-{l4}|Mastercard ****{l4}', 'Kreditkarte (Visa) **** {l4}|Mastercard **** {l4}|Girocard (EC-Karte)', 'Carte bancaire Visa **** {l4}|CB Mastercard **** {l4}|Carte bancaire'],
  cash: ['Cash', 'Cash', 'Bar|Barzahlung', 'Espèces'], transfer: ['Bank transfer|BACS transfer', 'Wire transfer|ACH transfer', 'Überweisung|Banküberweisung', 'Virement bancaire|Virement'],
  company: ['Company account (direct billing)|City ledger – invoice to company', 'Direct bill|City ledger – direct billing to company', 'Firmenrechnung (Direktabrechnung)|Auf Rechnung der Firma', 'Facturation société (débiteur)|Facture à la société'],
};
const OPTS = [['Card', 'Cash', 'Bank transfer', 'Invoice to company'], ['Credit or debit card', 'Cash', 'Wire / bank transfer', 'Billed to company account'], ['card', 'cash', 'transfer', 'company invoice']];
/** Sentences per language (English, German, French); {names} are filled in. */
const T: Record<string, [string[], string[], string[]]> = {
  intro: [['Thank you for staying at {hotel} from {arr} to {dep}. Please find below your invoice {folio} for reservation {conf}{booked}.', 'We hope you enjoyed your stay with us from {arr} to {dep}. Your final bill, no. {folio} (reservation {conf}{booked}), is set out below.'], ['vielen Dank für Ihren Aufenthalt {im} {hotel} vom {arr} bis {dep}. Anbei erhalten Sie Ihre Rechnung Nr. {folio} zur Reservierung {conf}{booked}.'], ['Nous vous remercions de votre séjour {au} du {arr} au {dep}. Veuillez trouver ci-dessous votre facture n° {folio} (réservation {conf}{booked}).']],
  booked: [[', made on {b}', ' of {b}'], [' vom {b}'], [' du {b}']],
  rate: [['Your room was charged at {rate} per night for {nn}{bf}.', 'The room rate was {rate} per night, {nn} in all{bf}.'], ['Ihr Zimmer wurde mit {rate} pro Nacht für {nn} berechnet{bf}.', 'Der Zimmerpreis betrug {rate} pro Nacht ({nn}){bf}.'], ['Votre chambre a été facturée {rate} par nuit pour {nn}{bf}.', 'Le tarif de la chambre était de {rate} la nuit, soit {nn}{bf}.']],
  bfIn: [[', breakfast included', ' including breakfast'], [', inklusive Frühstück'], [', petit-déjeuner inclus']],
  vat1: [['The total includes VAT at {p} of {v}.', 'VAT included at {p}: {v}.'], [], []],
  vat2: [[], ['Im Gesamtbetrag sind {list} enthalten, insgesamt {v} MwSt.'], ['Le total comprend {list}, soit {v} de TVA au total.']],
  settle: [['The deposit of {depo} received on {on} has been deducted, leaving a balance of {bal}, {how}.', 'We have received your deposit of {depo} ({on}); the remaining balance of {bal} {how2}.'], ['Die Anzahlung von {depo} vom {on} haben wir verrechnet; der Restbetrag von {bal} {how}.'], ['L’acompte de {depo} versé le {on} a été déduit ; le solde de {bal} {how}.']],
  card: [['to be charged to your card ({m})'], ['wird mit der Zahlungsart „{m}“ beglichen'], ['sera réglé par {m}']],
  cash: [['payable in cash at reception'], ['ist bar an der Rezeption zu zahlen'], ['est à régler en espèces à la réception']],
  transfer: [['payable by bank transfer within 14 days'], ['ist innerhalb von 14 Tagen per Überweisung zu zahlen'], ['est à régler par virement sous 14 jours']],
  company: [['to be invoiced to {co} as agreed'], ['wird wie vereinbart der Firma {co} in Rechnung gestellt'], ['sera facturé à la société {co}, comme convenu']],
  bank: [['Bank details: {bank}. Please quote invoice {folio} as the reference.'], ['Bankverbindung: {bank}. Bitte geben Sie die Rechnungsnummer {folio} an.'], ['Coordonnées bancaires : {bank}. Merci de rappeler la facture n° {folio}.']],
  close: [['We look forward to welcoming you back.', 'Thank you for choosing us, and we hope to see you again soon.'], ['Wir freuen uns auf Ihren nächsten Besuch.'], ['Au plaisir de vous accueillir à nouveau.']],
};
const fill = (s: string, c: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k) => String(c[k] ?? ''));
const NEVER: Array<[FieldType, Array<[string, string]>]> = [['id_alphanumeric', [['passport_no', 'passport or ID card number of the guest'], ['guestIdDocument', '']]], ['currency', [['late_checkout_fee', 'charge for leaving the room late'], ['lateCheckOutCharge', '']]], ['text', [['travel_agent', 'travel agency that made the booking'], ['bookingAgency', '']]], ['date', [['free_cancellation_until', 'last day the booking could be cancelled free of charge'], ['cancellationDeadline', '']]]];

function make(r: Rng): ReturnType<Family['make']> {
  const li = int(r, 0, 3);
  const [loc, lang, us] = [LOCALES[li], [0, 0, 1, 2][li], li === 1];
  const w = (k: string) => alt(r, W[k][li]);
  const say = (k: string, c: Record<string, string | number>) => fill(pick(r, T[k][lang]), c);
  const [style, variant, byCode] = [pick(r, loc.dates), r(), chance(r, 0.15)];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode);
  const num = (x: number) => fmtNumber(x, loc.numbers);
  const pc = (p: number) => `${fmtNumber(p, loc.numbers, (String(p).split('.')[1] ?? '').length)}${li >= 2 ? '\u00a0%' : '%'}`;
  const h = hotelOf(li, pick(r, HOTELS[li]));
  const [roomVat, otherVat, miniVat] = h.vat;
  const [guest, cashier, manager] = shuffle(r, PEOPLE[li].split('|'));
  const [coName, coAddr] = pick(r, FIRMS[li].split('#').map((x) => x.split(';')));
  const company = chance(r, 0.45) ? coName : null;
  const method = company ? pick(r, ['company', 'company', 'card', 'transfer']) : pick(r, ['card', 'card', 'cash', 'transfer']);
  const how = fill(alt(r, METHODS[method][li]), { l4: String(int(r, 1000, 9999)) });
  const opts = pick(r, OPTS);
  const home = pick(r, HOMES[li].split(';')).split('|');
  // The stay and its charges: nightly room rate, breakfast, city tax, minibar, restaurant, parking.
  const arr = randomDate(r, 2019, 2025);
  const n = pick(r, [1, 2, 2, 3, 3, 4, 5, 6]);
  const dep = addDays(arr, n);
  const booked = addDays(arr, -int(r, 3, 120));
  const depOn = addDays(booked, int(r, 0, 2));
  const pax = pick(r, [1, 2, 2]);
  const rate = us ? int(r, 159, 389) : int(r, 79, 259) + pick(r, [0, 0, 0.5]);
  const bfPrice = chance(r, 0.4) ? (us ? int(r, 18, 32) : int(r, 12, 24) + pick(r, [0, 0.5])) : 0;
  const cityUnit = h.tax ? h.tax[1] * (h.tax[2] ? pax : 1) : 0;
  let [mini, rest] = [chance(r, 0.55) ? r2(int(r, 350, 3800) / 100) : 0, chance(r, 0.65) ? r2(int(r, 2400, 16800) / 100) : 0];
  if (!mini && !rest) rest = r2(int(r, 2400, 9800) / 100);
  const park = chance(r, 0.3) ? int(r, 12, 35) : 0;
  type Item = { k: string; text: string; qty: number; unit: number; amt: number; vat: number; on: Date };
  const items: Item[] = [{ k: 'room', text: w('roomL'), qty: n, unit: rate, amt: r2(n * rate), vat: roomVat, on: arr }];
  if (bfPrice) items.push({ k: 'bf', text: w('bf'), qty: n * pax, unit: bfPrice, amt: r2(n * pax * bfPrice), vat: otherVat, on: arr });
  if (h.tax) items.push({ k: 'city', text: h.tax[0], qty: n * (h.tax[2] ? pax : 1), unit: h.tax[1], amt: r2(n * cityUnit), vat: li === 0 ? 20 : 0, on: dep });
  if (mini) items.push({ k: 'mini', text: w('mini'), qty: 1, unit: mini, amt: mini, vat: miniVat, on: addDays(arr, int(r, 0, n - 1)) });
  if (rest) items.push({ k: 'rest', text: w('rest'), qty: 1, unit: rest, amt: rest, vat: otherVat, on: addDays(arr, int(r, 0, n - 1)) });
  if (park) items.push({ k: 'park', text: w('park'), qty: n, unit: park, amt: r2(n * park), vat: otherVat, on: arr });
  const fb = r2((bfPrice ? n * pax * bfPrice : 0) + mini + rest);
  const roomTaxNight = us ? r2((rate * roomVat) / 100) : 0;
  const [roomTax, salesTax] = [r2(n * roomTaxNight), us ? r2((fb * otherVat) / 100) : 0];
  const total = r2(items.reduce((t, i) => t + i.amt, 0) + roomTax + salesTax);
  const rates = [...new Set(items.map((i) => i.vat).filter((v) => v > 0))].sort((a, b) => a - b);
  const vatRows = rates.map((p) => { const g = r2(items.filter((i) => i.vat === p).reduce((t, i) => t + i.amt, 0)); const net = r2(g / (1 + p / 100)); return [p, net, r2(g - net), g]; });
  const vatTotal = us ? roomTax : r2(vatRows.reduce((t, v) => t + v[2], 0));
  const deposit = pick(r, [rate, 50, 100, 150, 200].filter((x) => x < total * 0.8));
  const balance = r2(total - deposit);
  const yy = arr.getUTCFullYear() % 100;
  const folio = pick(r, [String(int(r, 100000, 999999)), `${pick(r, ['F', 'R', 'INV'])}${yy}-${int(r, 10000, 99999)}`, `${int(r, 1, 9)}${pad(yy)}${int(r, 1000, 9999)}`]);
  const conf = pick(r, [String(int(r, 10000000, 99999999)), `${pick(r, ['HX', 'RB', 'WK', 'BK'])}${int(r, 100000, 999999)}`, `${int(r, 1000, 9999)}-${int(r, 100, 999)}`]);
  const roomNo = `${int(r, 1, 6)}${pad(int(r, 1, 38))}`;
  const member = chance(r, 0.35) ? pick(r, [`${int(r, 100, 999)} ${int(r, 100, 999)} ${int(r, 100, 999)}`, `M${int(r, 1000000, 9999999)}`]) : null;
  const vatNo = [`GB ${int(r, 100, 999)} ${int(r, 1000, 9999)} ${int(r, 10, 99)}`, `${int(r, 10, 99)}-${int(r, 1000000, 9999999)}`, `DE${int(r, 100000000, 999999999)}`, `FR${int(r, 10, 99)} ${int(r, 100, 999)} ${int(r, 100, 999)} ${int(r, 100, 999)}`][li];
  const dob = chance(r, li >= 2 ? 0.4 : 0.15) ? randomDate(r, 1950, 2001) : null;
  const bank = [`Lloyds Bank, sort code 30-${int(r, 10, 99)}-${int(r, 10, 99)}, account ${int(r, 10000000, 99999999)}`, `First Republic Bank, routing ${int(r, 100000000, 999999999)}, account ${int(r, 1000000, 9999999)}`, `IBAN DE${int(r, 10, 99)} ${int(r, 1000, 9999)} ${int(r, 1000, 9999)} ${int(r, 1000, 9999)} ${int(r, 1000, 9999)} ${int(r, 10, 99)}`, `IBAN FR76 ${int(r, 1000, 9999)} ${int(r, 1000, 9999)} ${int(r, 1000, 9999)} ${int(r, 1000, 9999)} ${int(r, 100, 999)}`][li];
  const shown = pick(r, ['mini', 'rest'].filter((k) => items.some((i) => i.k === k)));
  const shownAmt = shown === 'mini' ? mini : rest;

  const ask = new Ask(r);
  const roles: Array<[boolean, () => void]> = [
    [false, () => ask.field('text', [['guest_name', 'name of the hotel guest'], ['guestName', ''], ['guest_fullname', 'person who stayed (not the company billed)'], ['Guest full name', '']], guest)],
    [false, () => ask.field('text', [['hotel_name', 'name of the hotel that issued the bill'], ['hotel', ''], ['accommodation provider', 'the hotel or property'], ['propertyName', '']], h.name)],
    [false, () => ask.field('id_alphanumeric', [['bill_number', 'number of this hotel bill'], ['invoice id', ''], ['invoiceNumber', 'the invoice number, not the reservation number'], ['document_no', '']], folio)],
    [false, () => ask.field('id_alphanumeric', [['booking_reference', 'reservation or confirmation number of the booking'], ['reservationId', ''], ['confirmation number', 'number given when the room was booked']], conf)],
    [false, () => ask.field('date', [['check_in_date', 'date of arrival'], ['arrival_day', ''], ['checkIn', 'first day of the stay'], ['stay start', '']], isoOf(arr))],
    [false, () => ask.field('date', [['check_out_date', 'date the guest left'], ['leaving_date', ''], ['checkOut', 'last day of the stay, when the guest checked out']], isoOf(dep))],
    [false, () => ask.field('number', [['nights_stayed', 'number of nights stayed'], ['length_of_stay', 'how many nights'], ['numberOfNights', '']], n)],
    [false, () => ask.field('currency', [['nightly_rate', 'price of the room for one night'], ['room_rate', ''], ['ratePerNight', 'room price per night, not the total room charge'], ['price per night', '']], rate)],
    [!h.tax, () => ask.field('currency', [['city_tax', 'total tourist or city tax charged for the stay'], ['tourist tax', ''], ['localTax', 'total local visitor levy on the bill']], h.tax ? r2(n * cityUnit) : null)],
    [false, () => (shown === 'mini' ? ask.field('currency', [['minibar_spend', 'minibar charges'], ['minibar_total', ''], ['minibarAmount', 'amount charged for drinks and snacks from the minibar']], shownAmt) : ask.field('currency', [['restaurant_charges', 'food and drink charged from the restaurant'], ['dining', ''], ['restaurantAmount', 'restaurant or bar amount on the bill']], shownAmt))],
    [false, () => (us ? ask.field('percentage', [['tax_rate', 'tax percentage applied to the room charge'], ['room_tax_pct', ''], ['occupancy tax rate', 'percentage tax on the room']], roomVat) : ask.field('percentage', [['vat_rate', 'VAT percentage applied to the room charge'], ['accommodationVatRate', ''], ['VAT % on accommodation', 'rate of value added tax on the room']], roomVat))],
    [false, () => (us ? ask.field('currency', [['room_tax', 'tax charged on the room, all nights together'], ['roomTaxAmount', ''], ['occupancy tax', 'total room or occupancy tax on the bill']], vatTotal) : ask.field('currency', [['vat_amount', 'total VAT on the bill'], ['tax_included', ''], ['taxAmount', 'total value added tax included in the bill, all rates']], vatTotal))],
    [false, () => ask.field('currency', [['total_amount', 'grand total of the bill'], ['grand_total', ''], ['invoiceTotal', 'total charges including taxes'], ['amount total', '']], total)],
    [false, () => ask.field('currency', [['prepayment', 'amount paid in advance'], ['amount_prepaid', ''], ['alreadyPaid', 'deposit or prepayment already received before check-out']], deposit)],
    [false, () => ask.field('currency', [['balance_due', 'amount still to pay'], ['outstanding', ''], ['remainingBalance', 'what is left to pay after the deposit']], balance)],
    [false, () => ask.field('single_select', [['payment_method', 'how the balance is paid'], ['paidBy', ''], ['settlement type', 'means of payment for the bill']], opts[['card', 'cash', 'transfer', 'company'].indexOf(method)], opts)],
    [!company, () => ask.field('text', [['billed_company', 'company the invoice is made out to, if any'], ['company', ''], ['billTo', 'organisation paying the bill (empty for private guests)'], ['corporate account', '']], company)],
    [false, () => ask.field('currency_symbol', [['currency', ''], ['currencyCode', 'ISO code of the bill currency']], loc.currency.code)],
    [!member, () => ask.field('id_alphanumeric', [['loyalty_number', "guest's loyalty or membership number"], ['memberId', '']], member)],
    [false, () => ask.field('id_alphanumeric', [['allocated_room', 'number of the room the guest stayed in'], ['roomNumber', '']], roomNo)],
  ];
  const order = shuffle(r, roles.map((_, i) => i));
  const keep = new Set([...order.filter((i) => !roles[i][0]).slice(0, int(r, 11, 13)), ...order.filter((i) => roles[i][0]).slice(0, int(r, 0, 2))]);
  roles.forEach(([, f], i) => keep.has(i) && f());
  if (roles.every(([nul], i) => !nul || !keep.has(i)) || chance(r, 0.25)) { const [nt, nw] = pick(r, NEVER); ask.field(nt, nw, null); }

  // The bill.
  const kv = (label: string, value: string, above = false): Block => ({ kind: 'kv', label, value, above });
  const para = (text: string): Block => ({ kind: 'para', text });
  const layout = int(r, 0, 2); // 0 summary table, 1 nightly folio, 2 covering letter
  const head: Block[] = [{ kind: 'title', text: h.name }, { kind: 'lines', lines: [...h.addr, `${w('tel')} ${h.tel}`, ...(chance(r, 0.5) ? [`${w('vatNo')}: ${vatNo}`] : [])] }];
  const to: Block[] = company
    ? [kv(w('billTo'), '', true), { kind: 'lines', lines: [company, ...(chance(r, 0.5) ? [`${['Attn', 'Attn', 'z. Hd.', 'À l’attention de'][li]}: ${guest}`] : []), ...coAddr.split('|')] }, kv(w('guest'), guest)]
    : [{ kind: 'lines', lines: [guest, ...home] }];
  const meta: Array<[string, string]> = [[w('folio'), folio], [w('conf'), conf], [w('room'), roomNo], [w('arr'), date(arr)], [w('dep'), date(dep)], [w('nights'), String(n)], [w('pax'), String(pax)],
    ...(chance(r, 0.7) ? [[w('booked'), date(booked)] as [string, string]] : []), ...(dob ? [[w('dob'), date(dob)] as [string, string]] : []), ...(member ? [[w('member'), member] as [string, string]] : []), [w('cashier'), cashier.split(' ')[0].toUpperCase()], [w('invDate'), date(dep)]];
  const metaBlocks: Block[] = chance(r, 0.35)
    ? [{ kind: 'table', header: ['', '', '', ''], rows: Array.from({ length: Math.ceil(meta.length / 2) }, (_, i) => [...meta[2 * i], ...(meta[2 * i + 1] ?? ['', ''])]) }]
    : meta.map(([a, b]) => kv(a, b, chance(r, 0.15)));
  const roomTaxL = w('roomTax');
  const usTax: Array<[string, number, number]> = us ? [[`${roomTaxL} (${pc(roomVat)})`, roomTax, roomVat], ...(salesTax ? [[`${w('salesTax')} (${pc(otherVat)})`, salesTax, otherVat] as [string, number, number]] : [])] : [];
  const vatBlock: Block[] = us ? [] : chance(r, 0.5) || vatRows.length > 1
    ? [{ kind: 'title', text: w('summary') }, { kind: 'table', header: [w('rate'), w('net'), w('vat'), w('gross')], rows: [...vatRows.map(([p, a, v, g]) => [pc(p), num(a), num(v), num(g)]), ...(vatRows.length > 1 ? [[w('vatTotal'), '', num(vatTotal), '']] : [])] }]
    : [kv(`${w('vat')} ${pc(roomVat)}`, money(vatTotal))];
  const payBlocks: Block[] = [kv(w('pay'), how), ...(method === 'transfer' ? [para(say('bank', { bank, folio }))] : [])];
  const totals: Block[] = [kv(w('total'), money(total)), kv(`${w('deposit')} (${date(depOn)})`, money(deposit)), kv(w('balance'), money(balance))];
  const unitOf = (i: Item) => (i.k === 'city' && li >= 2 ? `${num(i.unit)}${h.tax && h.tax[2] ? [' /Person/Nacht', ' /pers./nuit'][li - 2] : ''}` : num(i.unit));
  let body: Block[];
  if (layout === 0) {
    const rows = [...items.map((i) => [i.text, String(i.qty), unitOf(i), num(i.amt)]), ...usTax.map(([t, a]) => [t, '', '', num(a)])];
    body = [...metaBlocks, { kind: 'table', header: [w('desc'), w('qty'), w('unit'), w('amount')], rows }, ...totals, ...vatBlock, ...payBlocks];
  } else if (layout === 1) {
    const rows: string[][] = [[date(depOn), w('deposit'), '', num(deposit)]];
    for (let d = 0; d < n; d++) {
      const on = addDays(arr, d);
      rows.push([date(on), items[0].text, num(rate), '']);
      if (us) rows.push([date(on), `${roomTaxL} ${pc(roomVat)}`, num(roomTaxNight), '']);
      for (const i of items.filter((x) => (x.k === 'bf' || x.k === 'park'))) rows.push([date(on), `${i.text}${i.k === 'bf' && pax > 1 ? ` × ${pax}` : ''}`, num(r2(i.amt / n)), '']);
      for (const i of items.filter((x) => (x.k === 'mini' || x.k === 'rest') && isoOf(x.on) === isoOf(on))) rows.push([date(on), i.text, num(i.amt), '']);
    }
    const city = items.find((i) => i.k === 'city');
    if (city) rows.push([date(dep), `${city.text} ${city.qty} × ${num(city.unit)}`, num(city.amt), '']);
    if (salesTax) rows.push([date(dep), usTax[1][0], num(salesTax), '']);
    rows.push(['', w('total'), num(total), num(deposit)], ['', w('balance'), num(balance), '']);
    const sum: Block[] = us ? [{ kind: 'title', text: w('summary') }, { kind: 'table', header: [w('desc'), w('amount')], rows: [...items.map((i) => [i.text, num(i.amt)]), ...usTax.map(([t, a]) => [t, num(a)]), [w('total'), money(total)]] }] : vatBlock;
    body = [...metaBlocks, { kind: 'table', header: [w('date'), w('desc'), w('charges'), w('credits')], rows }, ...sum, ...payBlocks, ...(chance(r, 0.5) ? [kv(w('balance'), money(balance))] : [])];
  } else {
    const c = { hotel: h.name, im: h.name.startsWith('Hotel') ? 'im' : 'in der', au: h.name.startsWith('Hôtel') ? `à l’${h.name}` : `au ${h.name}`, arr: date(arr), dep: date(dep), folio, conf, booked: chance(r, 0.6) ? say('booked', { b: date(booked) }) : '', rate: money(rate), nn: `${n} ${[n > 1 ? 'nights' : 'night', n > 1 ? 'Nächte' : 'Nacht', n > 1 ? 'nuits' : 'nuit'][lang]}`, bf: bfPrice ? '' : chance(r, 0.5) ? say('bfIn', {}) : '', depo: money(deposit), on: date(depOn), bal: money(balance) };
    const m = method === 'company' ? say('company', { co: company ?? '' }) : method === 'card' ? say('card', { m: how }) : say(method, {});
    const list = vatRows.map(([p, , v]) => `${pc(p)} ${['', 'MwSt.', 'TVA'][lang]} (${money(v)})`).join(lang === 1 ? ' und ' : ' et ');
    const vatLine = us ? [] : [para(lang === 0 ? say('vat1', { p: pc(roomVat), v: money(vatTotal) }) : say('vat2', { list: li === 3 ? list.replace(/(\d+\s%) TVA/g, 'une TVA à $1') : list, v: money(vatTotal) }))];
    const sal = [`Dear ${guest},`, `Dear ${guest}:`, `Guten Tag ${guest},`, `Bonjour ${guest},`][li];
    const settle = say('settle', { ...c, how: m, how2: m.replace(/^to be /, 'will be ').replace(/^payable/, 'is payable') });
    body = [{ kind: 'lines', lines: [date(dep)] }, kv(w('folio'), folio), kv(w('room'), roomNo), ...(member ? [kv(w('member'), member)] : []), ...(dob ? [kv(w('dob'), date(dob))] : []), { kind: 'title', text: w('title') },
      { kind: 'lines', lines: [sal] }, para(say('intro', c)), para(say('rate', c)),
      { kind: 'table', header: [w('desc'), w('amount')], rows: [...items.map((i) => [i.k === 'room' ? `${i.text} (${i.qty} × ${num(rate)})` : i.text, money(i.amt)]), ...usTax.map(([t, a]) => [t, money(a)]), [w('total'), money(total)]] },
      ...vatLine, para(settle), ...(method === 'transfer' ? [para(say('bank', { bank, folio }))] : []), para(say('close', {})),
      { kind: 'lines', lines: [['Kind regards,', 'Sincerely,', 'Mit freundlichen Grüßen', 'Bien cordialement,'][li], manager, ['Front Office Manager', 'Front Office Manager', 'Leitung Empfang', 'Responsable de la réception'][li], h.name] }];
  }
  const title: Block[] = layout === 2 ? [] : [{ kind: 'title', text: `${w('title')}${chance(r, 0.4) ? ` ${folio}` : ''}` }];
  const foot: Block = { kind: 'para', text: `${h.firm} · ${h.addr.join(', ')} · ${w('vatNo')} ${vatNo}${chance(r, 0.5) ? ` · ${['Page 1 of 1', 'Page 1 of 1', 'Seite 1 von 1', 'Page 1/1'][li]}` : ''}` };
  const blocks: Block[] = [...head, ...(layout === 2 ? to : chance(r, 0.5) ? [...title, ...to] : [...to, ...title]), ...body, foot];
  return { blocks, fields: ask.fields, gold: ask.gold, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const hotelFolios: Family = { name: 'hotel-folio', kind: 'trade', split: 'held-out', formats: ['pdf', 'docx', 'html', 'txt'], make };
