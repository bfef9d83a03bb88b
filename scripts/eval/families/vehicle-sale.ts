/**
 * Training family: bills of sale and purchase agreements for used cars, motorcycles and
 * boats, in UK, US, DE and FR wording. A private seller or a dealer (signing through a
 * salesperson) and a private buyer, named in label blocks with addresses or in an opening
 * sentence; the vehicle's make, model, year of manufacture beside its first registration,
 * VIN or hull number, registration or plate, odometer reading or engine hours (a details
 * table or label lines); sale price, deposit, sometimes a part-exchange allowance, the
 * balance with its due date and how it is paid; handover date and papers; clauses on
 * ownership, condition, warranty (or sold as seen) and governing law or place of
 * jurisdiction; signature blocks, a place-and-date line and at times a witness.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, pad, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';
import { fill, shuffle } from './grant-award.ts';

/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  car: ['Bill of Sale|Vehicle Sale Agreement|Used Car Purchase Agreement', 'Motor Vehicle Bill of Sale|Vehicle Purchase Agreement|Used Car Sales Contract', 'Kaufvertrag über ein gebrauchtes Kraftfahrzeug|Kaufvertrag Gebrauchtwagen', "Contrat de vente d'un véhicule d'occasion|Acte de vente – véhicule d'occasion"],
  bike: ['Bill of Sale – Motorcycle|Motorcycle Sale Agreement', 'Motorcycle Bill of Sale|Motorcycle Purchase Agreement', 'Kaufvertrag für ein gebrauchtes Motorrad|Motorrad-Kaufvertrag', "Contrat de vente d'une moto d'occasion|Acte de vente – moto"],
  boat: ['Bill of Sale (Boat)|Boat Purchase Agreement', 'Vessel Bill of Sale|Boat Purchase Agreement', 'Kaufvertrag über ein gebrauchtes Sportboot|Bootskaufvertrag', "Contrat de vente d'un bateau de plaisance d'occasion|Acte de vente – bateau"],
  seller: ['Seller|Vendor|Sold by', 'Seller|Seller (name)', 'Verkäufer|Verkäufer/in', 'Vendeur|Le vendeur'], buyer: ['Buyer|Purchaser|Sold to', 'Buyer|Purchaser', 'Käufer|Käufer/in', "Acheteur|L'acquéreur"],
  vboat: ['Boat details|The boat|Description of vessel', 'Vessel Description|Boat', 'Angaben zum Boot|Bootsdaten|Kaufgegenstand', 'Désignation du bateau|Le bateau|Caractéristiques'],
  veh: ['Vehicle details|The vehicle|Description of vehicle', 'Vehicle Description|Vehicle', 'Fahrzeugdaten|Angaben zum Fahrzeug|Kaufgegenstand', 'Désignation du véhicule|Le véhicule|Caractéristiques'], money: ['Price and payment|Payment', 'Purchase Price and Payment|Payment Terms', 'Kaufpreis und Zahlung|Zahlung', 'Prix et paiement|Modalités de paiement'],
  terms: ['Terms|Conditions of sale', 'Terms and Conditions|Additional Terms', 'Vereinbarungen|Weitere Bestimmungen', 'Conditions|Clauses'], sigs: ['Signatures|Signed by the parties', 'Signatures', 'Unterschriften', 'Signatures'],
  make: ['Make|Manufacturer', 'Make', 'Marke|Hersteller', 'Marque'], model: ['Model', 'Model', 'Modell|Typ', 'Modèle|Dénomination commerciale'], year: ['Year of manufacture|Year built', 'Year|Model year', 'Baujahr', 'Année de fabrication|Année modèle'],
  vin: ['VIN|Chassis no.', 'VIN|Vehicle Identification Number', 'FIN|Fahrzeug-Ident.-Nr.', "N° VIN|N° d'identification"], hin: ['Hull ID (HIN)|CIN / hull number', 'HIN|Hull Identification Number', 'Rumpfnummer (CIN)|CIN', 'N° de coque (CIN)|Numéro CIN'],
  reg: ['Registration no.|Reg. mark', 'License plate|Plate no.', 'Amtl. Kennzeichen|Kennzeichen', "N° d'immatriculation|Immatriculation"], breg: ['SSR no.|Registration no.', 'State registration no.|Registration #', 'Bootsschein-Nr.|IBS-Nr.', "N° d'immatriculation|Immatriculation"],
  odo: ['Mileage|Odometer reading|Recorded mileage', 'Odometer|Odometer reading', 'Kilometerstand|km-Stand (abgelesen)', 'Kilométrage|Kilométrage relevé'], hours: ['Engine hours|Hours run', 'Engine hours|Hours', 'Betriebsstunden|Motorstunden', 'Heures moteur|Heures de fonctionnement'],
  first: ['Date of first registration|First registered', 'First registered|Date first titled', 'Erstzulassung|EZ', 'Date de 1re immatriculation|1re mise en circulation'], test: ['MOT expiry|MOT valid until', 'Inspection expires|Safety inspection due', 'HU/AU bis|Nächste HU', "Contrôle technique valable jusqu'au|Prochain CT"],
  colour: ['Colour', 'Color', 'Farbe', 'Couleur'], engine: ['Engine', 'Engine', 'Motor', 'Moteur'],
  price: ['Sale price|Purchase price|Agreed price', 'Purchase price|Sale price|Price', 'Kaufpreis|Vereinbarter Kaufpreis', 'Prix de vente|Prix convenu'], dep: ['Deposit paid|Deposit', 'Deposit|Down payment', 'Anzahlung|Angezahlt', 'Acompte versé|Acompte'],
  px: ['Part-exchange allowance|Less part exchange', 'Trade-in allowance|Less trade-in', 'Inzahlungnahme Altfahrzeug|Abzgl. Inzahlungnahme', 'Reprise de votre véhicule|Reprise'], bal: ['Balance due|Balance to pay|Balance', 'Balance due|Balance remaining', 'Restbetrag|Restzahlung', 'Solde à régler|Reste à payer'],
  balDue: ['Balance due by|Payable by', 'Due date|Balance due by', 'Fällig bis|Zahlbar bis', 'À régler avant le|Échéance'], how: ['Payment method|Paid by', 'Method of payment|Payment', 'Zahlungsart|Zahlweise', 'Mode de paiement|Règlement'],
  sale: ['Date of sale|Sale date', 'Date of sale|Sale date', 'Kaufdatum|Datum des Vertrags', 'Date de la vente|Date de cession'], hand: ['Handover date|Date of collection', 'Delivery date|Date of delivery', 'Übergabe am|Übergabetermin', 'Date de livraison|Remise le'],
  witness: ['Witness|Witnessed by|Signed in the presence of', 'Witness|Witnessed by', 'Zeuge|Zeugin/Zeuge', 'Témoin'], sig: ['Signature|Signed', 'Signature', 'Unterschrift', 'Signature'], idDoc: ['Driving licence no.', "Driver's license #|DL no.", 'Personalausweis-Nr.|Ausweis-Nr.', "CNI n°|Pièce d'identité n°"],
};
/** Sentences per language (English, German, French); {slots} are filled in. */
const T: Record<string, [string[], string[], string[]]> = {
  intro: [['This agreement is made on {sale} between {seller} of {sAddr} (the "Seller") and {buyer} of {bAddr} (the "Buyer").', 'On {sale}, {seller}, {sAddr} ("the Seller") agreed to sell and {buyer}, {bAddr} ("the Buyer") agreed to buy the {veh} described below.'],
    ['Zwischen {seller}, {sAddr} (Verkäufer) und {buyer}, {bAddr} (Käufer) wird am {sale} folgender Kaufvertrag geschlossen:'], ['Le {sale}, entre les soussignés {seller}, {sAddr} (ci-après « le vendeur »), et {buyer}, {bAddr} (ci-après « l’acheteur »), il a été convenu ce qui suit :']],
  pay: [['The purchase price is {price}.{px} A deposit of {dep} was paid on {depOn}; the balance of {bal} is payable {how} on or before {balDue}.', 'The Buyer will pay {price} for the {veh}.{px} A deposit of {dep} was paid on {depOn}, and the remaining {bal} is due {how} by {balDue}.'],
    ['Der Kaufpreis beträgt {price}.{px} Eine Anzahlung von {dep} wurde am {depOn} geleistet; der Restbetrag von {bal} ist bis zum {balDue} {how} zu zahlen.'], ['Le prix de vente est fixé à {price}.{px} Un acompte de {dep} a été versé le {depOn} ; le solde de {bal} sera réglé {how} au plus tard le {balDue}.']],
  full: [['The purchase price of {price} is paid in full {how} on {balDue}.', 'The agreed price is {price}, paid {how} on {balDue}.'], ['Der Kaufpreis von {price} wird am {balDue} vollständig {how} bezahlt.'], ['Le prix de {price} est payé en totalité {how} le {balDue}.']],
  px: [[' A part-exchange allowance of {pxAmt} is given for the Buyer’s {pxVeh}.', ' The Seller takes the Buyer’s {pxVeh} in part exchange at {pxAmt}.'], [' Für das in Zahlung genommene Altfahrzeug ({pxVeh}) werden {pxAmt} angerechnet.'], [' La reprise de l’ancien véhicule ({pxVeh}) est valorisée à {pxAmt}.']],
  hand: [['The {veh} will be handed over to the Buyer on {hand}, together with {docs}.', 'Collection by the Buyer is arranged for {hand}; {docs} will be handed over at the same time.'], ['Das {veh} wird am {hand} zusammen mit {docs} übergeben.', 'Die Übergabe erfolgt am {hand} zusammen mit {docs}.'], ['La remise {duVeh} à l’acheteur aura lieu le {hand}, avec {docs}.']],
  own: [['The Seller confirms that the {veh} is their property and is free from any outstanding finance or charge.'], ['Der Verkäufer versichert, dass das {veh} sein Eigentum und frei von Rechten Dritter ist.'], ['Le vendeur certifie être propriétaire {duVeh}, libre de tout gage ou opposition.']],
  cond: [['The Seller declares that the {veh} has not been involved in any accident while in their ownership and that the only known defect is {defect}.', 'The Buyer has inspected the {veh} and accepts it in its present condition, including {defect}.', 'The {veh} is in good working order; the Buyer’s attention has been drawn to {defect}.'],
    ['Der Verkäufer erklärt, dass das {veh} in seiner Besitzzeit unfallfrei war; bekannte Mängel: {defect}.', 'Der Käufer hat das {veh} besichtigt und übernimmt es im gegenwärtigen Zustand, einschließlich folgender Mängel: {defect}.'],
    ['Le vendeur déclare que {leVeh} n’a subi aucun accident à sa connaissance ; défaut connu : {defect}.', 'L’acheteur reconnaît avoir examiné {leVeh} et l’accepter dans son état actuel, notamment : {defect}.']],
  none: [['The {veh} is sold as seen, with no warranty given or implied.', 'The {veh} is sold AS IS, with no warranty, express or implied.'], ['Das {veh} wird unter Ausschluss jeglicher Sachmängelhaftung verkauft (gekauft wie gesehen).'], ['La vente est conclue en l’état, sans aucune garantie.']],
  months: [['The Seller gives a {n}-month warranty on engine and gearbox from the date of handover.', 'A limited warranty of {n} months from delivery applies to the {veh}.'], ['Der Verkäufer gewährt eine Garantie von {n} Monaten ab Übergabe.', 'Die Sachmängelhaftung ist auf {n} Monate ab Übergabe beschränkt.'], ['Le vendeur accorde une garantie de {n} mois pièces et main-d’œuvre à compter de la livraison.']],
  odoCert: [['I certify that to the best of my knowledge the odometer reading is {odo} and reflects the actual mileage.'], [''], ['']],
  place: [['Signed at {town} on {sale}.'], ['Ort, Datum: {town}, {sale}'], ['Fait à {town}, le {sale}, en deux exemplaires.']],
};
const LAW = [['This agreement is governed by the law of England and Wales and the parties submit to the jurisdiction of its courts.', 'This agreement is governed by Scots law and the parties submit to the jurisdiction of the courts of Scotland.'], ['This Bill of Sale shall be governed by the laws of the State of {state}.', 'Any dispute under this agreement shall be governed by the laws of the State of {state}.'], ['Es gilt das Recht der Bundesrepublik Deutschland. Gerichtsstand ist {city}.', 'Es gilt deutsches Recht; Gerichtsstand ist, soweit gesetzlich zulässig, {city}.'], ['Le présent contrat est soumis au droit français. Tout litige sera porté devant les tribunaux de {city}.', 'Le présent contrat est régi par le droit français ; le tribunal judiciaire de {city} est seul compétent.']];
/** Vehicles per kind: make|model,model (cars per locale). */
const CARS = ['Volkswagen|Golf,Polo,Tiguan;Ford|Focus,Fiesta,Kuga;Toyota|Corolla,Yaris;BMW|320d Touring,118i;Vauxhall|Astra,Corsa;Skoda|Octavia Estate,Fabia', 'Chevrolet|Malibu,Equinox;Subaru|Outback,Forester;Toyota|Camry,RAV4;Ford|F-150,Escape;Honda|Accord,CR-V;Jeep|Cherokee,Wrangler', 'Volkswagen|Golf,Passat Variant,Tiguan;Opel|Astra,Corsa;BMW|320d Touring,X3 xDrive20d;Audi|A4 Avant,A3 Sportback;Skoda|Octavia Combi', 'Renault|Clio,Mégane,Captur;Peugeot|208,308,3008;Citroën|C3,C4 Picasso;Dacia|Sandero,Duster;Volkswagen|Golf,Polo'];
const BIKES = 'Honda|CB500F,Africa Twin;Yamaha|MT-07,Ténéré 700;Triumph|Street Triple R,Bonneville T120;BMW|R 1250 GS,F 900 R;Kawasaki|Z900,Ninja 650;Ducati|Monster,Scrambler Icon';
const BOATS = 'Bayliner|VR5 Bowrider,Element E18;Beneteau|Antares 7,Flyer 6 SPACEdeck;Jeanneau|Merry Fisher 695,Cap Camarat 6.5;Quicksilver|Activ 555 Open,Activ 675 Cruiser;Sea Ray|SPX 190;Zodiac|Medline 580';
const WMI: Record<string, string> = { Volkswagen: 'WVW', Ford: 'WF0', Toyota: 'JTD', BMW: 'WBA', Vauxhall: 'W0L', Opel: 'W0L', Skoda: 'TMB', Chevrolet: '1G1', Subaru: '4S4', Honda: 'JHM', Jeep: '1C4', Audi: 'WAU', Renault: 'VF1', Peugeot: 'VF3', Citroën: 'VF7', Dacia: 'UU1', Yamaha: 'JYA', Triumph: 'SMT', Kawasaki: 'JKA', Ducati: 'ZDM' };
const MIC: Record<string, string> = { Bayliner: 'BLB', Beneteau: 'BEY', Jeanneau: 'JEA', Quicksilver: 'QKS', 'Sea Ray': 'SER', Zodiac: 'ZOD' };
const DEFECTS: Record<string, [string, string, string]> = {
  car: ['a scratch on the rear bumper|worn front tyres|a small chip in the windscreen|an intermittent fault with the air conditioning', 'Kratzer an der hinteren Stoßstange|abgefahrene Vorderreifen|Steinschlag in der Windschutzscheibe|Klimaanlage kühlt nur schwach', 'rayure sur le pare-chocs arrière|pneus avant usés|impact sur le pare-brise|climatisation à recharger'],
  bike: ['a scuffed left-hand mirror|a worn chain and sprockets|a small dent in the fuel tank', 'verkratzter linker Spiegel|verschlissener Kettensatz|kleine Delle im Tank', 'rétroviseur gauche rayé|kit chaîne usé|petite bosse sur le réservoir'],
  boat: ['gelcoat scratches on the port side|a faded bimini cover|a sticking bilge pump switch', 'Gelcoat-Kratzer an Backbord|ausgebleichtes Bimini-Verdeck|klemmender Schalter der Bilgepumpe', 'rayures du gelcoat à bâbord|taud de soleil décoloré|interrupteur de pompe de cale défectueux'],
};
const NOUN: Record<string, [string, string, [string, string, string]]> = { car: ['vehicle', 'Fahrzeug', ['le véhicule', 'du véhicule', 'véhicule']], bike: ['motorcycle', 'Motorrad', ['la moto', 'de la moto', 'moto']], boat: ['boat', 'Boot', ['le bateau', 'du bateau', 'bateau']] };
const DOCS: Record<string, [string, string, string, string]> = {
  car: ['the V5C registration document, two keys and the service history', 'the signed certificate of title and both keys', 'Zulassungsbescheinigung Teil I und II sowie zwei Schlüsseln|den Fahrzeugpapieren und dem Serviceheft', "le certificat d'immatriculation barré et le certificat de situation administrative"],
  bike: ['the V5C registration document and both keys', 'the signed title and both keys', 'Zulassungsbescheinigung Teil I und II und zwei Schlüsseln', "le certificat d'immatriculation barré et les deux clés"],
  boat: ["the SSR certificate, the trailer and the owner's manuals", "the signed title, the trailer and the owner's manuals", 'dem Internationalen Bootsschein, dem Trailer und den Handbüchern', 'la carte de circulation, la remorque et les manuels'],
};
/** Payment methods: the option words of two users' lists, then how each locale writes it. */
const METHODS: Array<[string, string, [string, string, string, string]]> = [
  ['Bank transfer', 'Wire / bank transfer', ['by bank transfer|by Faster Payments transfer', 'by wire transfer|by ACH transfer', 'per Überweisung|durch Banküberweisung', 'par virement bancaire|par virement']],
  ['Cash', 'Cash', ['in cash|in cash at the Seller’s address', 'in cash', 'in bar|bar', 'en espèces']],
  ['Cheque', 'Certified cheque', ["by banker's draft|by building society cheque", "by cashier's check|by certified check", 'per Bankscheck', 'par chèque de banque']],
  ['Card', 'Debit card', ['by debit card', 'by debit card', 'per Girocard|mit EC-Karte', 'par carte bancaire']],
];
const WARRANTY = [['Sold as seen', '3 months', '6 months', '12 months'], ['None', '3 months', '6 months', '12 months', '24 months'], ['No warranty', '3 months', '12 months']];
const PEOPLE = ['Daniel Price|Ayesha Khan|Joan Fletcher|Gareth Lloyd|Sinead Walsh|Callum Reid|Nadia Rahman|Peter Okonjo', 'Tyler Brooks|Jasmine Reed|Kevin Nguyen|Rachel Goldberg|Luis Ramirez|Megan Carter|Dale Hoffman|Tonya Bishop', 'Katrin Vogel|Stefan Hofmann|Miriam Krause|Tobias Wendt|Anja Lorenz|Felix Brandt|Jens Ahrens|Birgit Sommer', 'Camille Moreau|Julien Lefebvre|Sophie Marchand|Nicolas Faure|Élodie Chevalier|Antoine Roux|Luc Bertin|Manon Giraud'];
const DEALERS: Record<string, [string, string, string, string]> = {
  car: ['Harbourside Motors Ltd|Pennine Car Sales Ltd|Castle Garage (Norwich) Ltd', 'Cascade Auto Sales LLC|Lakeside Pre-Owned Inc.|Sunbelt Motors LLC', 'Autohaus Becker GmbH|Auto Wendt KG|Autozentrum Nord GmbH', 'Garage du Centre SARL|Lyon Occasions SAS|Atlantique Automobiles SAS'],
  bike: ['Two Wheels Direct Ltd|Redline Motorcycles Ltd', 'Ridgeline Powersports LLC|Iron Horse Cycles Inc.', 'Motorrad Krause GmbH|Bike-Center Süd GmbH', 'Moto Passion 44 SARL|Deux-Roues Services SAS'],
  boat: ['Solent Boat Sales Ltd|Clyde Marine Brokers Ltd', 'Bayside Marine LLC|Gulf Coast Boats Inc.', 'Bootshandel Ostsee GmbH|Wassersport Brandt GmbH', 'Nautic Atlantique SAS|Port-Bourgenay Bateaux SARL'],
};
const STAFF = ['Sales Executive|Sales Manager|Business Manager', 'Sales Consultant|Sales Manager|Finance Manager', 'Verkauf|Verkaufsleitung', 'responsable des ventes|conseiller commercial'];
/** Towns per locale: town, postcode, and for the UK the law (E, S); for the US state name and code. */
const TOWNS = [['Bristol:BS6 5QA:E', 'Leeds:LS6 2AB:E', 'Cardiff:CF24 3AA:E', 'Glasgow:G12 8QQ:S', 'Edinburgh:EH9 1PR:S', 'Norwich:NR2 3AB:E'], ['Portland:97214:Oregon:OR', 'Sacramento:95816:California:CA', 'Tacoma:98403:Washington:WA', 'Austin:78704:Texas:TX', 'Tampa:33606:Florida:FL'], ['Hamburg:20249', 'München:80469', 'Köln:50733', 'Leipzig:04277', 'Hannover:30159'], ['Lyon:69006', 'Nantes:44100', 'Bordeaux:33800', 'Lille:59000', 'Rennes:35000']];
const STREETS = ['Elm Grove|Victoria Road|Mill Lane|Park Crescent', 'Oak Street|Hawthorne Blvd|Maple Avenue|Lakeview Drive', 'Lindenstraße|Bahnhofstraße|Am Markt|Gartenweg', 'rue des Lilas|avenue Jean Jaurès|rue Pasteur|boulevard Voltaire'];
const COLOURS = ['Silver|Black|Blue|White|Red', 'Silver|Black|Blue|White|Red', 'Silber|Schwarz|Blau|Weiß|Rot', 'Gris|Noir|Bleu|Blanc|Rouge'];
const NEVER: Array<[FieldType, Array<[string, string]>]> = [['text', [['fuel_type', 'petrol, diesel, electric...'], ['fuel', '']]], ['id_alphanumeric', [['insurance_policy_no', "the buyer's insurance policy number"], ['policy_number', '']]], ['date', [['insurance_start', 'date the buyer’s insurance cover starts'], ['cover_from', '']]], ['currency', [['transfer_fee', 'fee for transferring the registration'], ['registration_tax', '']]]];
const VINCH = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const li = LOCALES.indexOf(loc);
  const lang = [0, 0, 1, 2][li];
  const w = (key: string) => pick(r, W[key][li].split('|'));
  const alt = (s: string) => pick(r, s.split('|'));
  const say = (key: string, c: Record<string, string | number>) => fill(pick(r, T[key][lang]), c);
  const [style, variant, byCode] = [pick(r, loc.dates), r(), chance(r, 0.2)];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode);
  const kind = pick(r, ['car', 'car', 'car', 'bike', 'boat'] as const);
  const [mk, models] = pick(r, (kind === 'car' ? CARS[li] : kind === 'bike' ? BIKES : BOATS).split(';')).split('|');
  const model = pick(r, models.split(','));
  const year = int(r, 2008, 2023);
  const firstReg = new Date(Date.UTC(year + int(r, 0, 1), int(r, 0, 11), int(r, 1, 28)));
  const sale = randomDate(r, Math.max(2018, year + 2), 2025);
  const yy = (y: number) => pad(y % 100);
  const ident = kind === 'boat'
    ? `${li === 1 ? '' : `${['GB', 'US', 'DE', 'FR'][li]}-`}${MIC[mk]}${int(r, 10000, 99999)}${'ABCDEFGHJKL'[int(r, 0, 10)]}${year % 10}${yy(year + int(r, 0, 1))}`
    : ((kind === 'bike' && { BMW: 'WB1', Honda: 'JH2' }[mk as 'BMW']) || WMI[mk]) + Array.from({ length: 8 }, () => pick(r, VINCH.split(''))).join('') + String(int(r, 100000, 999999));
  const L = (n: number) => Array.from({ length: n }, () => pick(r, 'ABCDEFGHJKLMNPRSTVWXYZ'.split(''))).join('');
  const towns = shuffle(r, TOWNS[li]).map((t) => t.split(':'));
  const [sTown, bTown] = towns;
  const reg = kind === 'boat'
    ? [`SSR ${int(r, 100000, 199999)}`, `${sTown[3]} ${int(r, 1000, 9999)} ${L(2)}`, `A ${int(r, 100000, 999999)}`, `${pick(r, ['LR', 'NT', 'BX', 'SN'])} ${L(1)} ${int(r, 10000, 99999)}`][li]
    : [`${L(2)}${firstReg.getUTCMonth() < 8 ? yy(firstReg.getUTCFullYear()) : pad((firstReg.getUTCFullYear() % 100) + 50)} ${L(3)}`, `${int(r, 1, 9)}${L(3)}${int(r, 100, 999)}`, `${pick(r, ['HH', 'M', 'K', 'L', 'H'])}-${L(2)} ${int(r, kind === 'bike' ? 10 : 100, kind === 'bike' ? 999 : 9999)}`, `${L(2)}-${int(r, 100, 999)}-${L(2)}`][li];
  const age = sale.getUTCFullYear() - year; // use grows with age: hours a year for a boat, miles or km for the rest
  const odo = kind === 'boat' ? int(r, age * 20 + 10, age * 90 + 30) : kind === 'bike' ? int(r, age * 1000 + 500, age * 5000 + 1000) : int(r, age * 6000 + 2000, age * 17000 + 5000);
  const unit = kind === 'boat' ? ['hours', 'hours', 'Std.', 'h'][li] : ['miles', 'miles', 'km', 'km'][li];
  const odoText = `${fmtNumber(odo, loc.numbers, 0)} ${unit}`;
  const dealer = chance(r, 0.45) ? alt(DEALERS[kind][li]) : null;
  const people = shuffle(r, PEOPLE[li].split('|'));
  const [privSeller, buyer, witness, staff] = people;
  const seller = dealer ?? privSeller;
  const price = kind === 'boat' ? int(r, 50, 600) * 100 : kind === 'bike' ? int(r, 40, 300) * 50 - pick(r, [0, 0, 5]) : int(r, 30, 700) * 50 - pick(r, [0, 0, 5]);
  const hasDep = chance(r, 0.8);
  const dep = hasDep ? pick(r, [250, 500, 1000, Math.round((price * pick(r, [0.1, 0.2])) / 50) * 50]) : 0;
  const pxAmt = dealer && hasDep && kind === 'car' && chance(r, 0.35) ? int(r, 10, Math.min(100, Math.floor(price / 200))) * 50 : 0;
  const bal = price - dep - pxAmt;
  const depOn = chance(r, 0.6) ? sale : addDays(sale, -int(r, 2, 10));
  const balDue = addDays(sale, hasDep ? int(r, 3, 21) : 0);
  const hand = addDays(balDue, pick(r, [0, 0, 1, 2, 3]));
  const method = int(r, 0, dealer ? 3 : 2);
  const mOpts = chance(r, 0.5) ? METHODS.map((m) => m[0]) : [...METHODS.map((m) => m[1]), 'Finance'];
  const wKey = dealer && chance(r, 0.8) ? pick(r, [3, 6, 12]) : 0;
  const wOpts = pick(r, WARRANTY.filter((o) => wKey === 0 || o.includes(`${wKey} months`)));
  const [core, lawGold] = li === 0 ? (sTown[2] === 'S' ? ['scot', 'Scotland'] : ['england', 'England and Wales']) : li === 1 ? [sTown[2].toLowerCase(), `State of ${sTown[2]}`] : [sTown[0].toLowerCase(), sTown[0]];
  const [noun, nounDe, [leVeh, duVeh]] = NOUN[kind];
  const veh = lang === 1 ? nounDe : noun;
  const defect = alt(DEFECTS[kind][lang]);
  const home = (t: string[]) => {
    const [n, st] = [int(r, 2, 180), alt(STREETS[li])];
    return [`${n} ${st}, ${t[0]} ${t[1]}`, `${n} ${st}, ${t[0]}, ${t[3]} ${t[1]}`, `${st} ${n}, ${t[1]} ${t[0]}`, `${n} ${st}, ${t[1]} ${t[0]}`][li];
  };
  const [sAddr, bAddr] = [home(sTown), home(bTown)];
  const pxVeh = `${pick(r, ['Ford Fiesta', 'Renault Clio', 'VW Polo', 'Toyota Yaris'])}, ${int(r, 2005, year)}`;
  const c: Record<string, string | number> = { sale: date(sale), seller, buyer, sAddr, bAddr, veh, leVeh, duVeh, price: money(price), dep: money(dep), depOn: date(depOn), bal: money(bal), balDue: date(balDue), hand: date(hand), how: alt(METHODS[method][2][li]), pxAmt: money(pxAmt), pxVeh, docs: alt(DOCS[kind][li]), defect, odo: odoText, n: wKey, state: sTown[2], city: sTown[0], town: sTown[0] };
  c.px = pxAmt ? say('px', c) : '';
  const condSentence = say('cond', c);

  const ask = new Ask(r);
  const roles: Array<() => void> = [
    () => ask.field('text', [['seller', 'who is selling (person or dealership)'], ['vendor_name', ''], ['selling_party', 'the party selling the vehicle, not the witness']], seller),
    () => ask.field('text', [['buyer', 'who is buying'], ['purchaser_name', ''], ['new_owner', 'person acquiring the vehicle']], buyer),
    () => ask.field('text', [['make', 'manufacturer / brand'], ['brand', ''], ['vehicle_make', 'who built the car, bike or boat']], mk),
    () => ask.field('text', [['model', 'model name'], ['vehicle_model', ''], ['model_name', 'model, without the make']], model),
    () => ask.field('number', [['year', 'year the vehicle was built'], ['build_year', ''], ['manufacture_year', 'year of manufacture (not first registration)']], year),
    () => ask.field('id_alphanumeric', kind === 'boat' ? [['hull_id', 'hull identification number'], ['hin', ''], ['vehicle_id_number', 'VIN or hull number']] : [['vin', 'vehicle identification number'], ['chassis_number', ''], ['vehicle_id_number', 'VIN or hull number']], ident),
    () => ask.field('id_alphanumeric', [['registration', 'number plate or registration number'], ['plate', ''], ['reg_number', 'registration mark']], reg),
    () => ask.field('number', [['odometer', 'distance on the clock, or engine hours for a boat'], ['mileage', ''], ['usage_reading', 'miles/km or hours recorded at sale']], odo),
    () => ask.field('currency', [['sale_price', 'full agreed price'], ['price', ''], ['purchase_amount', 'total price before deposit and trade-in']], price),
    ...(hasDep ? [() => ask.field('currency', [['deposit', 'amount paid up front'], ['down_payment', '']], dep), () => chance(r, 0.5) ? ask.field('currency', [['balance', 'amount still to pay'], ['remaining_amount', 'what the buyer still owes after the deposit']], bal) : ask.field('date', [['balance_due_date', 'when the rest of the price must be paid'], ['final_payment_by', '']], isoOf(balDue))] : []),
    () => ask.field('date', [['sale_date', 'date of the sale / contract'], ['contract_date', ''], ['sold_on', 'day the agreement was made']], isoOf(sale)),
    () => ask.field('date', [['handover_date', 'when the buyer gets the vehicle'], ['delivery_date', ''], ['collection_on', 'date the vehicle changes hands']], isoOf(hand)),
    () => ask.field('single_select', [['warranty', 'warranty given by the seller'], ['guarantee', ''], ['warranty_period', 'how long the seller warrants the vehicle']], wOpts[wKey === 0 ? 0 : wOpts.indexOf(`${wKey} months`)], wOpts),
    () => ask.field('single_select', [['payment_method', 'how the buyer pays the price'], ['paid_via', ''], ['settlement_method', 'means of payment for the balance']], mOpts[method], mOpts),
    () => { ask.compare[ask.field('text', li < 2 ? [['governing_law', 'law that governs the contract'], ['jurisdiction', 'which courts / law apply'], ['applicable_law', '']] : [['jurisdiction', 'place of jurisdiction for disputes'], ['court_venue', 'where disputes would be heard'], ['forum', '']], lawGold)] = (v) => String(v).toLowerCase().includes(core) && String(v).length <= core.length + 35; },
    () => ask.field('verbatim', [['condition_clause', "the sentence describing the vehicle's condition, word for word"], ['condition_statement', 'what the contract says about defects or the state of the vehicle, as written'], ['known_defects_clause', '']], condSentence),
    () => ask.field('currency_symbol', [['currency', ''], ['price_currency', 'currency of the sale price']], loc.currency.code),
  ];
  const keep = new Set(shuffle(r, roles.map((_, i) => i)).slice(0, int(r, 10, 12)));
  roles.forEach((f, i) => keep.has(i) && f());
  const [nt, nw] = pick(r, NEVER); // a field the contract never states
  ask.field(nt, nw, null);

  const kv = (label: string, value: string): Block => ({ kind: 'kv', label, value });
  const para = (text: string): Block => ({ kind: 'para', text });
  const details: Array<[string, string]> = [[w('make'), mk], [w('model'), model], [w('year'), String(year)], [w(kind === 'boat' ? 'hin' : 'vin'), ident], [w(kind === 'boat' ? 'breg' : 'reg'), li === 1 && kind !== 'boat' ? `${reg} (${sTown[3]})` : reg],
    [w(kind === 'boat' ? 'hours' : 'odo'), odoText], ...(kind === 'boat' ? [[w('engine'), `${pick(r, ['Yamaha F115', 'Mercury 90 ELPT', 'Suzuki DF140', 'Honda BF60'])} (${year + int(r, 0, 3)})`] as [string, string]] : [[w('first'), date(firstReg)] as [string, string], ...(chance(r, 0.5) ? [[w('test'), date(addDays(sale, int(r, 30, 330)))] as [string, string]] : [])]), ...(chance(r, 0.5) ? [[w('colour'), alt(COLOURS[li])] as [string, string]] : [])];
  const vehBlock: Block[] = [{ kind: 'title', text: w(kind === 'boat' ? 'vboat' : 'veh') }, ...(chance(r, 0.4) ? [{ kind: 'table' as const, header: ['', ''], rows: details }] : details.map(([a, b]) => kv(a, b)))];
  const prose = chance(r, 0.5);
  const idLine = (name: string) => (name !== dealer && chance(r, 0.3) ? [`${w('idDoc')} ${L(2)}${int(r, 100000, 999999)}`] : []);
  const party = (label: string, name: string, addr: string): Block[] => [{ kind: 'kv', label, value: '', above: true }, { kind: 'lines', lines: [name, addr.slice(0, addr.indexOf(', ')), addr.slice(addr.indexOf(', ') + 2), ...idLine(name)] }];
  const parties: Block[] = prose ? [para(say('intro', c))] : [...party(w('seller'), seller, sAddr), ...party(w('buyer'), buyer, bAddr)];
  const payTable: Block[] = [kv(w('price'), money(price)), ...(hasDep ? [kv(w('dep'), money(dep)), ...(pxAmt ? [kv(w('px'), money(pxAmt))] : []), kv(w('bal'), money(bal)), kv(w('balDue'), date(balDue))] : []), kv(w('how'), alt(METHODS[method][2][li]).replace(/^(by|in|per|durch|par|en|mit) /, '').replace(/^./, (x) => x.toUpperCase()))];
  const payBlock: Block[] = [{ kind: 'title', text: w('money') }, ...(prose || chance(r, 0.4) ? [para(say(hasDep ? 'pay' : 'full', c))] : payTable)];
  const clauses = [say('hand', c), say('own', c), condSentence, wKey && lang === 1 && wKey !== 12 ? fill(T.months[1][0], c) : say(wKey ? 'months' : 'none', c), ...(li === 1 && kind === 'car' && chance(r, 0.6) ? [say('odoCert', c)] : []), fill(pick(r, li === 0 ? [LAW[0][sTown[2] === 'S' ? 1 : 0]] : LAW[li]), c)];
  const terms: Block[] = [{ kind: 'title', text: w('terms') }, chance(r, 0.6) ? { kind: 'lines', lines: clauses.map((s, i) => `${i + 1}. ${s}`) } : para(clauses.join(' '))];
  const dealerSig = dealer ? [`${lang === 1 ? 'i. A.' : lang === 2 ? `Pour ${dealer},` : `For ${dealer}:`} ${staff}, ${alt(STAFF[li])}`] : [];
  const sigs: Block[] = [{ kind: 'title', text: w('sigs') }, para(say('place', c)),
    { kind: 'lines', lines: [`${w('seller')}: ____________________`, ...(dealerSig.length ? dealerSig : [seller]), '', `${w('buyer')}: ____________________`, buyer] },
    ...(chance(r, li === 0 ? 0.7 : 0.35) ? [{ kind: 'lines' as const, lines: [`${w('witness')}: ____________________`, `${witness}, ${home(towns[2])}`] }] : [])];
  const meta: Block[] = prose ? [] : [kv(w('sale'), date(sale)), ...(chance(r, 0.5) ? [kv(w('hand'), date(hand))] : [])];
  const blocks: Block[] = [{ kind: 'title', text: w(kind) }, ...meta, ...parties, ...(chance(r, 0.7) ? [...vehBlock, ...payBlock] : [...payBlock, ...vehBlock]), ...terms, ...sigs];
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const vehicleSales: Family = { name: 'vehicle-sale', kind: 'contract', split: 'train', formats: ['pdf', 'docx', 'txt', 'html'], make };
