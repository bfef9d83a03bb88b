/**
 * Training family: workshop repair orders and invoices (garages mostly, sometimes a bicycle shop or an
 * appliance repairer) in UK, US, DE and FR wording. The workshop heads the page (or signs off at the foot),
 * the customer sits in an address block; repair order, invoice, job card and account numbers; the vehicle
 * (plate, VIN, make and model, odometer in and out) or the bike or appliance with its serial; dates in, out
 * and of the invoice; technician beside the service advisor; labour (hours × one rate) and parts tables, or
 * one mixed table; labour and parts totals, tax (US: sometimes on parts only), total; a labour warranty beside
 * a longer parts warranty, the next service (date, mileage or both), how it was paid, a declined quote.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';

export const r2 = (x: number) => Math.round(x * 100) / 100;
export const shuffle = <T>(r: Rng, xs: readonly T[]): T[] => xs.map((x) => ({ x, k: r() })).sort((a, b) => a.k - b.k).map((e) => e.x);
const LET = 'ABCDEFGHJKLMNPRSTVWXYZ';
export const letters = (r: Rng, n: number) => Array.from({ length: n }, () => LET[int(r, 0, LET.length - 1)]).join('');
/** A number plate as the locale writes it (li indexes LOCALES: UK, US, DE, FR). */
export const plateOf = (r: Rng, li: number) => [() => `${letters(r, 2)}${int(r, 51, 74)} ${letters(r, 3)}`, () => pick(r, [`${int(r, 5, 9)}${letters(r, 3)}${int(r, 100, 999)}`, `${letters(r, 3)}-${int(r, 1000, 9999)}`, `${letters(r, 3)} ${int(r, 100, 999)}`]), () => `${pick(r, ['M', 'K', 'HH', 'B', 'S', 'F', 'DO', 'KA'])}-${letters(r, 2)} ${int(r, 1, 9999)}`, () => `${letters(r, 2)}-${int(r, 100, 999)}-${letters(r, 2)}`][li]();
const NUMW: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, six: 6, twelve: 12, ein: 1, eine: 1, einen: 1, zwei: 2, drei: 3, sechs: 6, 'zwölf': 12, un: 1, une: 1, deux: 2, trois: 3, douze: 12 };
/** A duration in English, German or French words as one key (`12m` for a year or 12 months, `3w`, `10d`). */
export function durKey(v: unknown): string | null {
  for (const m of String(v).toLowerCase().matchAll(/(?<![a-zäöüé])(\d+|[a-zäöüé]+)[\s-]*(?:\(\s*\d+\s*\)\s*)?(month|monat|mois|year|jahr|année|an|week|woche|semaine|day|tag|jour)(?![a-z]*[^a-zäöüéns\s.,;)])/g)) {
    const n = /^\d+$/.test(m[1]) ? Number(m[1]) : NUMW[m[1]];
    if (!n) continue;
    const u = m[2];
    return /month|monat|mois/.test(u) ? `${n}m` : /year|jahr|an/.test(u) ? `${12 * n}m` : /week|woche|semaine/.test(u) ? `${n}w` : `${n}d`;
  }
  return null;
}

/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  title: ['Repair Order / Invoice|Workshop Invoice|Service Invoice|Job Invoice', 'Repair Order|Service Invoice|Repair Invoice|Final Invoice', 'Werkstattrechnung|Reparaturauftrag / Rechnung|Rechnung', 'Ordre de réparation / Facture|Facture atelier|Facture de réparation'], ro: ['Repair order no.|RO number|Order no.', 'RO #|Repair Order #|R.O. No.', 'Auftrags-Nr.|Reparaturauftrag Nr.|Auftragsnummer', "N° OR|Ordre de réparation n°|N° d'ordre"], inv: ['Invoice no.|Invoice number|VAT invoice no.', 'Invoice #|Invoice No.', 'Rechnungs-Nr.|Rechnungsnummer', 'N° de facture|Facture n°'],
  job: ['Job card no.|Job no.|Job sheet', 'Job #|Work order #|Job ticket', 'Arbeitskarte|Job-Nr.|Werkstattkarte', 'Fiche travaux n°|N° de fiche|Bon de travail'], acct: ['Account no.|Customer no.', 'Customer #|Account #', 'Kunden-Nr.|Kundennummer', 'N° client|Code client'], cust: ['Customer|Bill to|Invoice to', 'Customer|Bill to|Sold to', 'Kunde|Rechnungsempfänger|Auftraggeber', "Client|Facturé à|Donneur d'ordre"], vat: ['VAT reg. no.|VAT no.', 'Tax ID|EIN', 'USt-IdNr.|Steuer-Nr.', 'N° TVA intracom.|SIRET'],
  reg: ['Registration|Reg. no.|Vehicle reg', 'License plate|Plate #|Tag', 'Kennzeichen|Amtl. Kennzeichen', 'Immatriculation|Immat.'], vin: ['VIN|Chassis no.', 'VIN|Vehicle ID No.', 'FIN|Fahrgestell-Nr.', 'VIN|N° de châssis|N° de série (VIN)'], serial: ['Serial no.|S/N', 'Serial #|S/N', 'Seriennummer|Serien-Nr.', 'N° de série|S/N'], frame: ['Frame no.|Frame number', 'Frame serial #|Frame #', 'Rahmennummer|Rahmen-Nr.', 'N° de cadre|N° de cadre (gravé)'],
  car: ['Vehicle|Make / model|Make & model', 'Vehicle|Make/Model', 'Fahrzeug|Marke / Modell|Typ', 'Véhicule|Marque / modèle'], bike: ['Bicycle|Bike|Cycle', 'Bike|Bicycle', 'Fahrrad|Rad', 'Vélo|Cycle'], appliance: ['Appliance|Item', 'Appliance|Unit', 'Gerät|Gerät / Modell', 'Appareil|Appareil / modèle'], odo: ['Mileage in|Odometer|Mileage', 'Odometer in|Mileage in|Odometer', 'km-Stand|Kilometerstand|Laufleistung', "Kilométrage|Km compteur|Km à l'entrée"], odoOut: ['Mileage out', 'Odometer out', 'km-Stand bei Abgabe', 'Km à la sortie'],
  in: ['Date in|Received|Booked in', 'Date in|Drop-off date|Arrived', 'Annahme|Eingang|Fahrzeugannahme', "Date d'entrée|Entrée atelier|Réception"], out: ['Date out|Completed|Collected', 'Date out|Completed|Pick-up date', 'Fertigstellung|Abholung|Rückgabe', 'Date de sortie|Restitution|Sortie atelier'], invDate: ['Invoice date|Tax point|Date', 'Invoice date|Date', 'Rechnungsdatum|Datum', 'Date de facture|Date'], tech: ['Technician|Mechanic|Technician name', 'Technician|Tech|Mechanic', 'Mechaniker|Monteur|Techniker', 'Technicien|Mécanicien|Compagnon'],
  adv: ['Service advisor|Service adviser|Reception', 'Service Advisor|Service Writer|Advisor', 'Serviceberater|Kundendienstberater|Annahme', 'Conseiller service|Réceptionnaire|Conseiller'], lab: ['Labour|Work carried out|Labour operations', 'Labor|Work performed|Labor operations', 'Arbeitslohn|Ausgeführte Arbeiten|Arbeiten', "Main-d'œuvre|Travaux effectués|Opérations"], op: ['Operation|Description', 'Operation|Description', 'Arbeitsposition|Beschreibung', 'Opération|Désignation'],
  hrs: ['Hours|Hrs|Time', 'Hours|Hrs', 'Std.|Zeit (h)|Stunden', 'Heures|Temps (h)|Nb h'], rate: ['Rate|Rate/hr|Hourly rate', 'Rate|Rate/hr', 'Stundensatz|Satz', 'Taux horaire|Taux'], amt: ['Amount|Total|Net', 'Amount|Total|Ext.', 'Betrag|Gesamt|Summe', 'Montant|Total HT|Montant HT'], parts: ['Parts|Parts & materials|Parts supplied', 'Parts|Parts & Materials', 'Ersatzteile|Material|Teile', 'Pièces|Pièces et fournitures|Pièces détachées'], pno: ['Part no.|Part number|Part #', 'Part #|Part No.|P/N', 'Teile-Nr.|Artikel-Nr.|Teilenummer', 'Référence|Réf. pièce|N° pièce'],
  qty: ['Qty|Quantity', 'Qty|Quantity', 'Menge|Anz.', 'Qté|Quantité'], unit: ['Unit price|Price each|Unit', 'Unit price|Each|Price', 'Einzelpreis|E-Preis', 'Prix unitaire|P.U. HT|PU'], desc: ['Description|Part', 'Description', 'Bezeichnung|Beschreibung', 'Désignation|Libellé'], kind: ['Type', 'Type', 'Art', 'Type'], L: ['Labour|L', 'Labor|L', 'Lohn|AL', 'MO'], P: ['Part|P', 'Part|P', 'Teil|ET', 'Pièce|PR'],
  labT: ['Labour total|Total labour|Labour', 'Total labor|Labor total|Labor', 'Summe Arbeitslohn|Lohn gesamt|Arbeitslohn netto', "Total main-d'œuvre|Main-d'œuvre HT"], partT: ['Parts total|Total parts|Parts', 'Total parts|Parts total|Parts', 'Summe Ersatzteile|Teile gesamt|Material netto', 'Total pièces|Pièces HT'], sub: ['Subtotal|Net total|Total excl. VAT', 'Subtotal|Total before tax', 'Nettobetrag|Zwischensumme|Summe netto', 'Total HT|Sous-total HT'], tax: ['VAT @|VAT', 'Sales tax|Tax', 'MwSt.|zzgl. USt.', 'TVA'],
  total: ['Total|Invoice total|Amount due|Total incl. VAT', 'Total|Amount due|Invoice total|TOTAL DUE', 'Gesamtbetrag|Rechnungsbetrag|Endbetrag', 'Total TTC|Net à payer|Montant TTC'], paid: ['Paid by|Payment method|Payment', 'Paid by|Payment type|Method of payment', 'Zahlungsart|Bezahlt per|Zahlung', 'Mode de règlement|Règlement|Payé par'],
  next: ['Next service due|Next service', 'Next service due|Next maintenance', 'Nächster Service|Nächste Inspektion fällig', 'Prochain entretien|Prochaine révision'], warr: ['Warranty|Guarantee', 'Warranty', 'Garantie|Gewährleistung', 'Garantie'], or: ['or', 'or', 'oder', 'ou'],
};
type Part = [string, string, number, number, number, number]; // user word, 'English|German|French', price range, qty range
type Op = [string, number, string, number, number, Part[]]; // user word, category, 'English|German|French', hours range, parts
const CAR: Op[] = [
  ['brake job', 0, 'Replace front brake pads and discs|Bremsbeläge und Bremsscheiben vorne erneuern|Remplacement disques et plaquettes avant', 1.2, 2.0, [['brake pads', 'Front brake pad set|Bremsbelagsatz vorne|Jeu de plaquettes avant', 35, 90, 1, 1], ['brake discs', 'Front brake disc|Bremsscheibe vorne|Disque de frein avant', 30, 85, 2, 2]]], ['tyre fitting', 1, 'Supply and fit tyres, balance|Reifen montieren und auswuchten|Montage et équilibrage pneumatiques', 0.5, 1.0, [['tyres', 'Tyre 205/55 R16 91V|Reifen 205/55 R16 91V|Pneu 205/55 R16 91V', 65, 140, 2, 4], ['valves', 'Tyre valve|Reifenventil|Valve', 2, 5, 2, 4]]],
  ['oil service', 2, 'Oil and filter service|Ölwechsel inkl. Ölfilter|Vidange et remplacement filtre à huile', 0.6, 1.2, [['engine oil', 'Engine oil 5W-30 (litre)|Motoröl 5W-30 (Liter)|Huile moteur 5W-30 (litre)', 9, 16, 4, 6], ['oil filter', 'Oil filter|Ölfilter|Filtre à huile', 8, 22, 1, 1]]], ['diagnostic check', 3, 'Diagnostic check, engine warning light|Fehlerspeicher auslesen und Diagnose|Diagnostic électronique voyant moteur', 0.5, 1.5, []],
  ['bumper repair', 4, 'Repair and repaint rear bumper|Stoßfänger hinten instand setzen und lackieren|Réparation et mise en peinture pare-chocs arrière', 2.5, 5.0, [['paint', 'Paint and materials|Lackmaterial|Ingrédients peinture', 45, 120, 1, 1]]], ['A/C regas', 5, 'Air conditioning service and regas|Klimaservice mit Neubefüllung|Entretien et recharge climatisation', 0.8, 1.2, [['refrigerant', 'Refrigerant R1234yf (100 g)|Kältemittel R1234yf (100 g)|Fluide frigorigène R1234yf (100 g)', 8, 15, 4, 6]]],
  ['exhaust repair', 6, 'Replace rear exhaust silencer|Endschalldämpfer erneuern|Remplacement silencieux arrière', 0.8, 1.5, [['silencer', 'Rear silencer|Endschalldämpfer|Silencieux arrière', 90, 220, 1, 1], ['exhaust clamp', "Exhaust clamp|Rohrschelle|Collier d'échappement", 6, 14, 1, 2]]], ['battery replacement', 7, 'Replace battery and test charging system|Batterie erneuern, Ladesystem prüfen|Remplacement batterie et contrôle de charge', 0.4, 0.8, [['battery', '12V battery 70Ah|Batterie 12V 70Ah|Batterie 12V 70Ah', 95, 180, 1, 1]]],
  ['shock absorbers', 8, 'Replace front shock absorbers|Stoßdämpfer vorne erneuern|Remplacement amortisseurs avant', 1.5, 2.8, [['shock absorbers', 'Front shock absorber|Stoßdämpfer vorne|Amortisseur avant', 60, 150, 2, 2]]],
];
const BIKE: Op[] = [
  ['full service', 3, 'Full service|Große Inspektion|Révision complète', 1.0, 2.0, [['cables', 'Gear and brake cable set|Schalt- und Bremszugset|Kit câbles et gaines', 12, 30, 1, 1]]], ['brake bleed', 0, 'Bleed hydraulic brakes|Hydraulische Bremsen entlüften|Purge des freins hydrauliques', 0.5, 1.0, [['brake pads', 'Disc brake pads|Scheibenbremsbeläge|Plaquettes de frein à disque', 15, 35, 1, 2]]],
  ['chain and cassette', 1, 'Replace chain and cassette|Kette und Kassette erneuern|Remplacement chaîne et cassette', 0.5, 1.0, [['chain', 'Chain 11-speed|Kette 11-fach|Chaîne 11 vitesses', 25, 55, 1, 1], ['cassette', 'Cassette 11-34|Kassette 11-34|Cassette 11-34', 40, 95, 1, 1]]], ['wheel truing', 2, 'True rear wheel|Hinterrad zentrieren|Dévoilage roue arrière', 0.3, 0.8, []],
  ['puncture repair', 2, 'Replace tyre and inner tube|Reifen und Schlauch wechseln|Remplacement pneu et chambre à air', 0.3, 0.5, [['tyre', 'Tyre 700x32c|Reifen 700x32C|Pneu 700x32C', 25, 55, 1, 2], ['inner tube', 'Inner tube|Schlauch|Chambre à air', 6, 12, 1, 2]]], ['fork service', 4, 'Fork lower leg service|Federgabel-Service|Entretien fourche télescopique', 0.8, 1.5, [['fork seals', 'Fork seal kit|Gabeldichtungssatz|Kit joints de fourche', 20, 45, 1, 1]]],
];
const APPLIANCE: Op[] = [
  ['call-out', 0, 'Call-out and first half hour|Anfahrt und erste halbe Stunde|Déplacement et première demi-heure', 0.5, 0.5, []], ['fault finding', 1, 'Fault diagnosis|Fehlerdiagnose|Diagnostic de panne', 0.5, 1.0, []],
  ['bearing replacement', 2, 'Replace drum bearings and seal|Trommellager und Dichtung erneuern|Remplacement roulements de tambour et joint', 1.5, 3.0, [['bearing kit', 'Drum bearing kit|Trommellagersatz|Kit roulements tambour', 35, 80, 1, 1]]], ['door seal', 2, 'Replace door seal|Türmanschette erneuern|Remplacement manchette de hublot', 0.5, 1.0, [['door seal', 'Door seal|Türmanschette|Manchette de hublot', 25, 60, 1, 1]]],
  ['heating element', 4, 'Replace heating element|Heizstab erneuern|Remplacement résistance chauffante', 0.7, 1.2, [['heating element', 'Heating element 2000W|Heizstab 2000W|Résistance 2000W', 30, 75, 1, 1]]], ['descaling', 3, 'Descale and clean|Entkalken und reinigen|Détartrage et nettoyage', 0.5, 1.0, [['descaler', 'Descaler|Entkalker|Détartrant', 6, 15, 1, 2]]],
];
/** Per kind: its operations, the user's lists of work types (one name per category), items, workshops, hourly-rate ranges per locale. */
const KINDS = {
  car: { ops: CAR, opts: [['Brakes', 'Tyres', 'Oil service', 'Diagnostics', 'Bodywork', 'Air conditioning', 'Exhaust', 'Electrical', 'Suspension'], ['brakes', 'tires', 'oil change', 'diagnostics', 'body work', 'A/C', 'exhaust', 'electrical', 'suspension'], ['Braking', 'Wheels & tyres', 'Servicing', 'Fault diagnosis', 'Body & paint', 'Air-con', 'Exhaust system', 'Battery / electrics', 'Steering & suspension']],
    items: [['Ford Focus', 'Vauxhall Corsa', 'Toyota Yaris', 'BMW 320d', 'Nissan Qashqai', 'Kia Sportage'], ['Honda Civic', 'Ford F-150', 'Toyota Camry', 'Chevrolet Equinox', 'Subaru Outback', 'Jeep Cherokee'], ['VW Passat Variant', 'Opel Astra', 'Mercedes-Benz C 220 d', 'Audi A4 Avant', 'Skoda Octavia Combi'], ['Renault Clio', 'Peugeot 308', 'Citroën C3', 'Dacia Sandero', 'Toyota Yaris']],
    shops: [['Northgate Motors Ltd', 'Riverside Autocentre', 'Pennine Garage Services Ltd', 'Abbey Road Motor Works'], ["Mike's Auto Repair", 'Lakeside Automotive LLC', 'Precision Auto Care Inc.', 'Main Street Garage'], ['Autohaus Krüger GmbH', 'Kfz-Meisterbetrieb Wolf', 'Autoservice Brandt & Sohn', 'Werkstatt am Ring GmbH'], ['Garage du Centre', 'Auto Services Mercier SARL', 'Garage des Lilas', 'Atelier Automobile Faure']], rates: [[85, 145], [110, 180], [95, 165], [60, 110]] },
  bike: { ops: BIKE, opts: [['Brakes', 'Gears & drivetrain', 'Wheels & tyres', 'Service', 'Suspension'], ['brakes', 'drivetrain', 'wheels/tires', 'general service', 'suspension']],
    items: Array<string[]>(4).fill(['Trek Domane AL 2', 'Specialized Rockhopper', 'Cube Kathmandu Hybrid', 'Giant Escape 3', 'Canyon Grail 6']), shops: [['Spokes & Chains Cycle Repairs', 'The Bike Shed'], ['Pedal Pushers Bike Shop', 'Spoke & Wrench Cycles'], ['Radwerk Schneider', 'Fahrrad-Werkstatt Kettenblatt'], ['Atelier Vélo Rayon', 'Cycles Dupuis']], rates: [[45, 65], [60, 90], [50, 75], [40, 60]] },
  appliance: { ops: APPLIANCE, opts: [['Call-out', 'Diagnosis', 'Parts replacement', 'Cleaning', 'Electrical'], ['call-out fee', 'fault finding', 'part swap', 'descaling/cleaning', 'electrical repair']],
    items: Array<string[]>(4).fill(['Bosch WAN28281GB', 'Miele WWD120', 'Samsung WW90T534DAW', 'Beko WTK94151W', 'Siemens iQ500 WM14']), shops: [['Appliance Doctor Ltd', 'HomeFix Appliance Repairs'], ['Ace Appliance Service', 'QuickFix Appliance Repair LLC'], ['Hausgeräte-Service Lehmann', 'Elektro Berger Kundendienst'], ['Dépannage Électroménager Roux', 'SOS Électro Services']], rates: [[55, 90], [75, 120], [60, 95], [50, 80]] },
};
const APPL_NAME = ['Washing machine', 'Washing machine', 'Waschmaschine', 'Lave-linge'];
const PEOPLE = ['Gareth Hughes|Dean Whitaker|Laura Bennett|Sophie Turner|Mark Ellison|Priya Shah|Colin Baxter', 'Luis Ortega|Brandon Miller|Kayla Johnson|Derek Fowler|Tina Nguyen|Scott Reynolds|Ana Morales', 'Stefan Wagner|Jens Hoffmann|Sabine Keller|Murat Yilmaz|Andrea Fuchs|Tim Lorenz|Nicole Braun', 'Julien Marchand|Karim Benali|Élise Fournier|Thierry Lambert|Nadia Chevalier|Bruno Perret|Léa Colin'];
/** Per locale, two towns: the workshop's address, then its customers' homes. */
const PLACES: Array<Array<[string, string[][]]>> = [
  [['Unit 7, Mill Lane Industrial Estate|Leeds LS12 6DA', [['22 Beech Grove', 'Harrogate', 'HG2 0LT'], ['Flat 4, 9 Victoria Road', 'Wakefield WF1 3JT']]], ['148 Gloucester Road|Bristol BS7 8NT', [['3 Kings Drive', 'Bristol', 'BS7 9AA'], ['12 Orchard Way', 'Keynsham BS31 2QE']]]], [['2240 W Colfax Ave|Denver, CO 80204', [['1187 Juniper Lane', 'Aurora, CO 80012'], ['56 Oakmont Drive', 'Lakewood, CO 80226']]], ['915 N Main St|Dayton, OH 45405', [['310 Linden Ave', 'Kettering, OH 45429'], ['77 Brookside Ct, Apt 2', 'Dayton, OH 45406']]]],
  [['Industriestraße 21|45127 Essen', [['Birkenweg 14', '45133 Essen'], ['Schillerstraße 3a', '46045 Oberhausen']]], ['Gewerbepark Süd 4|79110 Freiburg im Breisgau', [['Talstraße 8', '79102 Freiburg im Breisgau'], ['Am Mühlbach 2', '79232 March']]]], [['12 ZA des Acacias|44300 Nantes', [['8 rue Pasteur', '44000 Nantes'], ['27 avenue Jean Jaurès', '44400 Rezé']]], ['Zone artisanale du Bois, lot 5|69800 Saint-Priest', [['14 rue Garibaldi', '69006 Lyon'], ['3 impasse des Cerisiers', '69500 Bron']]]],
];
const WARR = [['All work carried out is guaranteed for {w}, parts and labour.', 'Our labour is guaranteed for {w}; parts carry a manufacturer\'s warranty of {p}.', 'Repairs are covered by our guarantee for {w} from the date of the invoice.'], ['All repairs are warranted for {w} or 12,000 miles, whichever occurs first.', 'Labor is warranted for {w}; parts are covered by the manufacturer for {p}.'], ['Auf die ausgeführten Arbeiten gewähren wir {w} Garantie.', 'Garantie auf unsere Arbeitsleistung: {w}; auf Ersatzteile gewährt der Hersteller {p} Garantie.'], ['Les travaux effectués sont garantis {w}, pièces et main-d\'œuvre.', 'Main-d\'œuvre garantie {w} ; les pièces bénéficient de la garantie constructeur de {p}.']];
const DUR: Array<[number, [string, string, string, string]]> = [[3, ['3 months', '90 days', '3 Monate', '3 mois']], [6, ['6 months', '6 months', '6 Monate', '6 mois']], [12, ['12 months', '12 months', '12 Monate', '12 mois']], [12, ['one year', '1 year', '1 Jahr', '1 an']], [24, ['2 years', '24 months', '2 Jahre', '2 ans']], [36, ['3 years', '36 months', '3 Jahre', '3 ans']]];
const ADVICE = ['Advisory: {x} – recommend attention within 3 months. Quoted {amt}, declined by customer.', 'Recommended: {x}. Estimate {amt}, customer declined today.', 'Empfehlung: {x}. Kostenvoranschlag {amt}, vom Kunden abgelehnt.', 'Préconisation : {x}. Devis {amt}, refusé par le client.'];
const ADV_X = ['wiper blades worn|Wischerblätter verschlissen|balais d\'essuie-glace usés', 'rear tyres close to the legal limit|Hinterreifen nahe der Mindestprofiltiefe|pneus arrière proches de la limite légale'];
const PAY = [['Debit card|Visa|Card payment|Mastercard', 'Visa|Credit card|Debit card', 'EC-Karte|Kartenzahlung|Kreditkarte', 'Carte bancaire|CB|Carte Visa'], ['Cash', 'Cash', 'Bar|Barzahlung', 'Espèces'], ['Bank transfer|BACS', 'Bank transfer|ACH transfer', 'Überweisung|Banküberweisung', 'Virement|Virement bancaire'], ['On account (30 days)|Fleet account', 'Charge account|Fleet account', 'Auf Rechnung (Firmenkonto)|Kundenkonto', 'En compte|Compte client']];
const PAY_OPTS = [['Card', 'Cash', 'Bank transfer', 'Account'], ['Credit/debit card', 'Cash', 'Bank transfer', 'On account', 'Finance']];
const NEVER: Array<[FieldType, Array<[string, string]>]> = [['id_alphanumeric', [['insurance_claim_no', 'claim number if the insurer pays'], ['claim_ref', '']]], ['date', [['mot_expiry', 'when the roadworthiness test runs out'], ['inspection_due', '']]], ['text', [['courtesy_car', 'loan vehicle given to the customer'], ['loan_car_reg', '']]]];

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const li = LOCALES.indexOf(loc);
  const lang = [0, 0, 1, 2][li];
  const w = (key: string) => pick(r, W[key][li].split('|'));
  const alt = (s: string) => pick(r, s.split('|'));
  const tr = (s: string) => { const t = s.split('|')[lang]; return li === 1 ? t.replace(/yre/g, 'ire').replace(/abour/g, 'abor') : t; };
  const [style, variant, byCode] = [pick(r, loc.dates), r(), chance(r, 0.25)];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const n = (x: number) => fmtNumber(x, loc.numbers);
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode);
  const kindName = pick(r, ['car', 'car', 'car', 'car', 'car', 'bike', 'appliance'] as const);
  const [K, car] = [KINDS[kindName], kindName === 'car'];
  const names = shuffle(r, PEOPLE[li].split('|'));
  const [tech, advisor, fleet] = [names[0], names[1], car && chance(r, 0.2)];
  const customer = fleet ? ['Harbour Logistics Ltd', 'Greenleaf Property Services LLC', 'Stadtwerke Nord GmbH', 'Transports Morel SAS'][li] : names[2];
  const shop = pick(r, K.shops[li]);
  const [shopAt, homes] = pick(r, PLACES[li]);
  const item = pick(r, K.items[li]);
  const plate = plateOf(r, li);
  const vin = `${pick(r, ['WVW', 'SAJ', '1HG', 'VF1', 'WBA', 'SB1', 'VF3', 'JTD'])}${Array.from({ length: 14 }, () => 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'[int(r, 0, 32)]).join('')}`;
  const serial = kindName === 'bike' ? `WTU${int(r, 100, 999)}${letters(r, 1)}${int(r, 1000, 9999)}${letters(r, 1)}` : `FD ${int(r, 9400, 9912)} ${int(r, 100000, 999999)}`;
  const [unitWord, km] = [li < 2 ? 'miles' : 'km', li >= 2];
  const odo = int(r, 8000, km ? 210000 : 130000);
  const dIn = randomDate(r, 2019, 2025);
  const dOut = addDays(dIn, int(r, 0, 5));
  const invDate = addDays(dOut, chance(r, 0.8) ? 0 : 1);
  const [roNo, invNo, jobNo, acctNo] = [pick(r, [`RO-${int(r, 10000, 99999)}`, String(int(r, 100000, 699999)), `WO${int(r, 1000, 9999)}`]), pick(r, [`INV-${dIn.getUTCFullYear()}-${int(r, 1000, 9999)}`, `${int(r, 700000, 999999)}`, `SI${int(r, 10000, 99999)}`]), pick(r, [`JC${int(r, 1000, 9999)}`, `${int(r, 100, 999)}/${int(r, 10, 99)}`, `J-${int(r, 10000, 99999)}`]), `${letters(r, 1)}${int(r, 10000, 99999)}`];
  const rate = int(r, K.rates[li][0], K.rates[li][1]) + pick(r, [0, 0, 0.5, 0.95]);
  const ops = shuffle(r, K.ops).slice(0, int(r, 1, 3)).map(([key, cat, name, a, b, parts]) => ({ key, cat, name: tr(name), h: int(r, Math.round(a * 10), Math.round(b * 10)) / 10, parts }));
  const labour = ops.map((o) => ({ ...o, amt: r2(o.h * rate) }));
  const partNo = () => pick(r, [`${letters(r, 2)}${int(r, 10000, 99999)}`, `${int(r, 10, 99)}-${int(r, 1000, 9999)}-${letters(r, 2)}`, `0 986 ${int(r, 100, 999)} ${int(r, 100, 999)}`, `${int(r, 100000000, 999999999)}`]);
  const parts = ops.flatMap((o) => { const q = int(r, 1, 6); return o.parts.map((p) => [...p, q] as const); }).map(([key, name, pl, ph, ql, qh, q]) => { // parts of one operation come in the same number (4 tyres, 4 valves)
    const [qty, unit] = [Math.min(qh, Math.max(ql, q)), int(r, pl, ph) + pick(r, [0, 0.5, 0.95, 0.99, 0.25])];
    return { key, no: partNo(), name: tr(name), qty, unit, amt: r2(qty * unit) };
  });
  const [hasJob, partsShown] = [chance(r, 0.8), parts.length > 0 || chance(r, 0.5)];
  const [labT, partT] = [r2(labour.reduce((t, l) => t + l.amt, 0)), r2(parts.reduce((t, p) => t + p.amt, 0))];
  const taxRate = [20, pick(r, [6, 7.25, 8.25, 8.875]), 19, 20][li];
  const partsOnly = li === 1 && parts.length > 0 && chance(r, 0.5);
  const tax = r2(((partsOnly ? partT : labT + partT) * taxRate) / 100); // US shops often tax the parts only
  const total = r2(labT + partT + tax);
  const pctText = `${fmtNumber(taxRate, loc.numbers, taxRate % 1 ? String(taxRate).split('.')[1].length : 0)}${li >= 2 ? ' %' : '%'}`;
  const [warr, partsWarr, warrTpl] = [DUR[int(r, 0, 3)][1][li], DUR[int(r, 4, 5)][1][li], pick(r, WARR[li])]; // the parts' warranty is always the longer
  const nextKind = kindName === 'appliance' ? 'none' : car ? pick(r, ['date', 'miles', 'both'] as const) : pick(r, ['date', 'none'] as const);
  const nextDate = new Date(Date.UTC(dOut.getUTCFullYear() + 1, dOut.getUTCMonth(), dOut.getUTCDate()));
  const nextMiles = Math.ceil((odo + (km ? pick(r, [15000, 20000, 30000]) : pick(r, [6000, 10000, 12000]))) / 1000) * 1000;
  const [payAt, payOpts, opts] = [chance(r, 0.85) ? int(r, 0, fleet ? 3 : 2) : -1, pick(r, PAY_OPTS), pick(r, K.opts)];
  const worked = [...new Set(ops.map((o) => o.cat))].map((c) => opts[c]);
  const [tOp, tPart] = [pick(r, labour), parts.length ? pick(r, parts) : null];
  const declined = car && chance(r, 0.5) ? { x: tr(pick(r, ADV_X)), amt: int(r, 20, 400) + pick(r, [0, 0.5, 0.95]) } : null;

  const ask = new Ask(r);
  const k = kindName === 'car' ? 'vehicle' : kindName;
  const roles: Array<() => void> = [
    () => ask.field('text', [['garage', 'business that did the repair'], ['repairer', 'name of the workshop'], ['service_provider', 'who carried out the work (not the customer)']], shop),
    () => ask.field('text', [['customer', 'who the work was done for'], ['client_name', ''], ['owner', `person or company that brought the ${k} in`]], customer),
    () => car && chance(r, 0.35) ? ask.field('text', [['make', 'manufacturer of the vehicle'], ['car_brand', '']], item.split(' ')[0]) : ask.field('text', [['make_model', `make and model of the ${k}`], ['model', ''], [`${k}_model`, `what ${k} was repaired`]], item),
    ...(car ? [() => ask.field('id_alphanumeric', [['reg_plate', 'licence plate of the car'], ['registration', ''], ['plate_number', 'vehicle registration mark']], plate), () => ask.field('id_alphanumeric', [['vin', '17-character vehicle identification number'], ['chassis_number', '']], vin),
      () => ask.field('number', [['odometer', 'mileage when the car came in'], ['mileage_in', ''], ['km_reading', 'odometer reading at drop-off']], odo)] : [() => ask.field('id_alphanumeric', [['serial_number', `serial or frame number of the ${k}`], ['sn', '']], serial)]),
    () => ask.field('date', [['date_in', `day the ${k} was dropped off`], ['received_on', ''], ['arrival_date', 'when the job was booked in']], isoOf(dIn)),
    () => ask.field('date', [['date_out', `day the ${k} was ready or collected`], ['completed_on', ''], ['collection_date', 'when the work was finished']], isoOf(dOut)),
    () => pick(r, [() => ask.field('id_alphanumeric', [['repair_order', 'repair order number'], ['ro_no', ''], ['work_order_ref', 'the order reference (not the invoice number)']], roNo), () => ask.field('id_alphanumeric', [['invoice_number', 'number of the invoice'], ['inv_no', '']], invNo), () => ask.field('id_alphanumeric', [['job_card', 'job card or job sheet reference'], ['job_no', '']], hasJob ? jobNo : null)])(),
    () => chance(r, 0.5) ? ask.field('text', [['mechanic', 'who did the work'], ['technician', ''], ['fitter', 'name of the person who carried out the repair']], tech) : ask.field('text', [['advisor', 'front-desk contact who handled the job'], ['service_advisor', ''], ['booked_by', 'staff member at reception']], advisor),
    () => chance(r, 0.5) ? ask.field('currency', [['labour_cost', 'total charged for labour'], ['labor_total', ''], ['workmanship', 'sum of the labour lines']], labT) : ask.field('currency', [['parts_cost', 'total charged for parts'], ['parts_total', ''], ['materials', 'sum of the parts lines']], partsShown ? partT : null),
    () => chance(r, 0.5) ? ask.field('percentage', [['tax_rate', 'VAT or sales tax rate'], ['vat_pct', '']], taxRate) : ask.field('currency', [['tax', 'tax amount charged'], ['vat', 'VAT / sales tax in money']], tax),
    () => ask.field('currency', [['total', 'amount payable including tax'], ['invoice_total', ''], ['grand_total', 'what the customer pays in the end']], total),
    () => ask.field('currency_symbol', [['currency', ''], ['ccy', 'currency of the invoice']], loc.currency.code),
    () => chance(r, 0.5) ? ask.field('currency', [['hourly_rate', 'labour rate per hour'], ['rate_per_hour', '']], rate) : ask.field('number', [[`${tOp.key.replace(/\W+/g, '_')}_hours`, `hours charged for the ${tOp.key}`], ['labour_hours', `time billed for the ${tOp.key}`]], tOp.h),
    ...(tPart ? [() => ask.field('id_alphanumeric', [[`${tPart.key.replace(/\W+/g, '_')}_part_no`, `part number of the ${tPart.key}`], ['part_number', `reference of the ${tPart.key} fitted`]], tPart.no)] : []),
    () => { ask.compare[ask.field('text', [['warranty', 'how long the work is guaranteed'], ['guarantee_period', ''], ['labour_warranty', 'warranty on the repair (duration)']], warr)] = (v) => durKey(v) === durKey(warr); },
    ...(nextKind !== 'none' ? [() => nextKind === 'miles' || (nextKind === 'both' && chance(r, 0.5)) ? ask.field('number', [['next_service_mileage', `odometer reading (${unitWord}) at which the next service is due`], ['service_due_at', '']], nextMiles) : ask.field('date', [['next_service', 'date the next service is due'], ['service_due', '']], isoOf(nextDate))] : []),
    () => ask.field('single_select', [['payment_method', 'how the bill was paid'], ['paid_with', ''], ['payment', 'means of payment']], payAt < 0 ? null : payOpts[payAt], payOpts),
    () => ask.field('multi_select', [['work_types', 'kinds of work done'], ['job_categories', ''], ['services_performed', 'which of these were carried out']], worked, opts),
  ];
  const keep = new Set(shuffle(r, roles.map((_, i) => i)).slice(0, int(r, 10, 12)));
  roles.forEach((f, i) => keep.has(i) && f());
  const [nt, nw] = pick(r, NEVER);
  ask.field(nt, nw, null);

  const kv = (label: string, value: string): Block => ({ kind: 'kv', label, value });
  const para = (text: string): Block => ({ kind: 'para', text });
  const [shopLines, title, footShop] = [shopAt.split('|'), w('title'), chance(r, 0.15)];
  const head: Block[] = footShop ? [{ kind: 'title', text: title }] : chance(r, 0.6)
    ? [{ kind: 'title', text: shop }, { kind: 'lines', lines: shopLines }, ...(chance(r, 0.5) ? [kv(w('vat'), [`GB ${int(r, 100, 999)} ${int(r, 1000, 9999)} ${int(r, 10, 99)}`, `${int(r, 10, 99)}-${int(r, 1000000, 9999999)}`, `DE${int(r, 100000000, 999999999)}`, `FR${int(r, 10, 99)} ${int(r, 100000000, 999999999)}`][li])] : []), { kind: 'title', text: title }]
    : [{ kind: 'title', text: title }, { kind: 'lines', lines: [shop, ...shopLines] }];
  const idPairs: Array<[string, string]> = shuffle(r, [[w('ro'), roNo], [w('inv'), invNo], ...(hasJob ? [[w('job'), jobNo] as [string, string]] : []), ...(chance(r, 0.5) ? [[w('acct'), acctNo] as [string, string]] : [])]);
  const datePairs: Array<[string, string]> = [[w('in'), date(dIn)], [w('out'), date(dOut)], [w('invDate'), date(invDate)]];
  const asRow = (pairs: Array<[string, string]>): Block => ({ kind: 'table', header: pairs.map((p) => p[0]), rows: [pairs.map((p) => p[1])] });
  const meta: Block[] = [...(chance(r, 0.3) ? [asRow(idPairs)] : idPairs.map(([a, b]) => kv(a, b))), ...(chance(r, 0.3) ? [asRow(datePairs)] : datePairs.map(([a, b]) => kv(a, b)))];
  const who: Block[] = [{ kind: 'kv', label: w('cust'), value: '', above: true }, { kind: 'lines', lines: [customer, ...(fleet ? [`${['Attn', 'Attn', 'z. Hd.', 'À l\'attention de'][li]}: ${names[3]}`] : []), ...pick(r, homes)] }];
  const odoText = chance(r, 0.6) ? `${fmtNumber(odo, loc.numbers, 0)} ${unitWord}` : fmtNumber(odo, loc.numbers, 0);
  const itemPairs: Array<[string, string]> = car
    ? [[w('reg'), plate], [w('car'), item], [w('vin'), vin], [w('odo'), odoText], ...(chance(r, 0.4) ? [[w('odoOut'), fmtNumber(odo + int(r, 2, 14), loc.numbers, 0)] as [string, string]] : [])]
    : kindName === 'bike' ? [[w('bike'), item], [w('frame'), serial]] : [[w('appliance'), `${APPL_NAME[li]}, ${item}`], [w('serial'), serial]];
  const itemBlock: Block[] = chance(r, 0.35) ? [asRow(itemPairs)] : itemPairs.map(([a, b]) => kv(a, b));
  const staffProse = [[`Service advisor: ${advisor}. Work carried out by ${tech}.`, `Job booked in by ${advisor}; repairs completed by ${tech}.`], [`Service advisor: ${advisor}. Work performed by ${tech}.`, `Written up by ${advisor}, repaired by technician ${tech}.`], [`Auftragsannahme: ${advisor}. Ausgeführt von ${tech}.`, `Ihr Serviceberater ${advisor}; die Arbeiten führte ${tech} aus.`], [`Réceptionné par ${advisor}. Travaux réalisés par ${tech}.`, `Votre conseiller : ${advisor} ; technicien intervenant : ${tech}.`]][li];
  const techCol = chance(r, 0.25);
  const techL = kindName === 'appliance' ? W.tech[li].split('|')[0] : w('tech');
  const staff: Block[] = techCol ? [kv(w('adv'), advisor)] : chance(r, 0.4) ? [para(pick(r, staffProse))] : shuffle(r, [kv(techL, tech), kv(w('adv'), advisor)]);
  const [hDec, separate] = [int(r, 1, 2), techCol || chance(r, 0.7)];
  const hrs = (h: number) => fmtNumber(h, loc.numbers, hDec);
  const work: Block[] = separate
    ? [{ kind: 'title', text: w('lab') }, { kind: 'table', header: [w('op'), w('hrs'), w('rate'), w('amt'), ...(techCol ? [techL] : [])], rows: labour.map((l) => [l.name, hrs(l.h), n(rate), n(l.amt), ...(techCol ? [tech] : [])]) },
      ...(parts.length ? [{ kind: 'title' as const, text: w('parts') }, { kind: 'table' as const, header: [w('pno'), w('desc'), w('qty'), w('unit'), w('amt')], rows: parts.map((p) => [p.no, p.name, String(p.qty), n(p.unit), n(p.amt)]) }] : [])]
    : [{ kind: 'table', header: [w('kind'), w('pno'), w('desc'), `${w('qty')} / ${w('hrs')}`, w('unit'), w('amt')], rows: [...labour.map((l) => [w('L'), '', l.name, hrs(l.h), n(rate), n(l.amt)]), ...parts.map((p) => [w('P'), p.no, p.name, String(p.qty), n(p.unit), n(p.amt)])] }];
  const taxLabel = partsOnly ? `${pick(r, ['Sales tax on parts', 'Tax (parts only)'])} ${pctText}` : `${w('tax')} ${pctText}`;
  const sums: Array<[string, string]> = [[w('labT'), n(labT)], ...(partsShown ? [[w('partT'), n(partT)] as [string, string]] : []), ...(chance(r, 0.6) ? [[w('sub'), n(r2(labT + partT))] as [string, string]] : []), [taxLabel, n(tax)], [w('total'), money(total)]];
  const totals: Block[] = chance(r, 0.35) ? [{ kind: 'table', header: ['', ''], rows: sums }] : sums.map(([a, b]) => kv(a, b));
  const payText = payAt >= 0 ? alt(PAY[payAt][li]) : '';
  const lc = (t: string) => (/^[A-Z][a-zé]/.test(t) && !/Visa|Mastercard/.test(t) ? t[0].toLowerCase() + t.slice(1) : t);
  const pay: Block[] = payAt < 0
    ? [para([`Payment due within 14 days of the invoice date. Please quote ${invNo}.`, `Payment due on receipt. Please reference invoice ${invNo}.`, `Zahlbar innerhalb von 14 Tagen ohne Abzug unter Angabe der Rechnungsnummer ${invNo}.`, `Payable à réception, en rappelant la référence ${invNo}.`][li])]
    : payAt === 3 || chance(r, 0.5) ? [kv(w('paid'), payText)] : [para([`Paid in full by ${lc(payText)} on ${date(invDate)}. Thank you for your custom.`, `Paid in full (${payText}) on ${date(invDate)}. Thank you for your business!`, `Betrag am ${date(invDate)} per ${payText} dankend erhalten.`, `Réglé par ${lc(payText)} le ${date(invDate)}. Merci de votre confiance.`][li])];
  const nextVal = nextKind === 'date' ? date(nextDate) : nextKind === 'miles' ? `${fmtNumber(nextMiles, loc.numbers, 0)} ${unitWord}` : `${date(nextDate)} ${W.or[li]} ${fmtNumber(nextMiles, loc.numbers, 0)} ${unitWord}`;
  const next: Block[] = nextKind === 'none' ? [] : [chance(r, 0.6) ? kv(w('next'), nextVal) : para([`Your next service is due on ${nextVal}${nextKind === 'both' ? ', whichever comes first' : ''}.`, `Next service due: ${nextVal}${nextKind === 'both' ? ', whichever comes first' : ''}.`, `Nächster Service fällig: ${nextVal}${nextKind === 'both' ? ' (je nachdem, was zuerst eintritt)' : ''}.`, `Prochain entretien à prévoir : ${nextVal}${nextKind === 'both' ? ' (au premier des deux termes atteint)' : ''}.`][li])];
  const warrBlock: Block = warrTpl.includes('{p}') || chance(r, 0.6) ? para(warrTpl.replace('{w}', warr).replace('{p}', partsWarr)) : kv(w('warr'), warr);
  const notes: Block[] = declined ? [para(ADVICE[li].replace('{x}', declined.x).replace('{amt}', money(declined.amt)))] : [];
  const foot: Block[] = footShop ? [para(`${['Thank you for choosing', 'Thank you for choosing', 'Vielen Dank für Ihren Auftrag –', 'Merci de votre confiance –'][li]} ${shop}, ${shopLines.join(', ')}.`)] : [];
  const top = chance(r, 0.5) ? [...meta, ...who] : [...who, ...meta];
  const blocks: Block[] = [...head, ...top, ...itemBlock, ...staff, ...work, ...totals, ...(chance(r, 0.5) ? [...pay, warrBlock] : [warrBlock, ...pay]), ...next, ...notes, ...foot];
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const repairOrders: Family = { name: 'repair-order', kind: 'trade', split: 'train', formats: ['pdf', 'docx', 'html', 'txt'], make };
