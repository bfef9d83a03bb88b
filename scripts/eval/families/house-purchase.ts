/**
 * Calibration family: residential property sale agreements: a memorandum of sale or sale
 * agreement (UK), a residential purchase agreement (US), a notarised Kaufvertrag (DE) and a
 * compromis de vente (FR); as a key-terms sheet of label lines with a payment table, as a
 * contract in numbered clauses where every answer sits in a sentence, or as a parties table,
 * a payment table and a dates table with the rest in clauses. What makes it hard: the seller's
 * and the buyer's own addresses (and the notary's or agent's town) beside the property's
 * address; the price beside the deposit, the balance, a mortgage amount, the furniture share
 * of a French price and the agent's commission (a percentage, sometimes also an amount); the
 * agreement date beside completion, exchange, inspection and financing deadlines and birth
 * dates; two solicitors, an escrow officer or a second notary; included against excluded items.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';

const shuffle = <T>(r: Rng, xs: readonly T[]): T[] => xs.map((x) => ({ x, k: r() })).sort((a, b) => a.k - b.k).map((o) => o.x);
const fill = (s: string, c: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k) => String(c[k]));
const lawNorm = (v: unknown) => String(v).trim().toLowerCase().replace(/[.;]+$/, '').replace(/^(the )?laws? of (the )?/, '').replace(/^(state|commonwealth) of /, '');
const loose = (v: unknown) => String(v).toLowerCase().replace(/\b(?:dr|maître|maitre|me|notar|notaire|herr|frau|mr|mrs|ms)\b\.?/g, '').replace(/[\s,.;]+/g, ' ').trim();

/** Label words per locale (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  title: ['Memorandum of Sale|Agreement for Sale|Sale Agreement – Residential Property', 'Residential Purchase Agreement|Real Estate Purchase Contract|Purchase and Sale Agreement', 'Kaufvertrag|Grundstückskaufvertrag|Notarieller Kaufvertrag', 'Compromis de vente|Promesse synallagmatique de vente|Avant-contrat de vente'],
  seller: ['Vendor|Seller', 'Seller', 'Verkäufer', 'Vendeur|Le Vendeur'], buyer: ['Purchaser|Buyer', 'Buyer|Purchaser', 'Käufer', 'Acquéreur|L’Acquéreur'],
  prop: ['Property|Property address', 'Property|Property Address', 'Kaufgegenstand|Grundbesitz|Objekt', 'Bien vendu|Désignation du bien|Adresse du bien'],
  title_no: ['Title number|Land Registry title no.', 'Parcel No.|APN|Tax parcel ID', 'Flurstück|Flurstücknummer', 'Références cadastrales|Cadastre'],
  price: ['Agreed price|Purchase price|Sale price', 'Purchase Price|Sales Price', 'Kaufpreis', 'Prix de vente|Prix'], dep: ['Deposit|Deposit payable on exchange', 'Earnest Money|Earnest money deposit', 'Anzahlung', 'Dépôt de garantie'],
  loan: ['Mortgage|Mortgage required', 'Loan amount|New loan', 'Finanzierung|Darlehen', 'Prêt sollicité|Montant du prêt'], lender: ['Lender', 'Lender', 'Darlehensgeber', 'Organisme prêteur'],
  made: ['Date of memorandum|Sale agreed on|Date of agreement', 'Effective Date|Date of Agreement', 'Datum der Beurkundung|Beurkundet am|Vertragsdatum', 'Date de signature|Signé le|Date du compromis'],
  ex: ['Target exchange|Exchange of contracts (target)', 'Inspection period ends|Due diligence deadline', 'Anzahlung fällig bis|Anzahlung bis', 'Date limite d’obtention du prêt|Condition de prêt jusqu’au'],
  comp: ['Target completion date|Completion date|Completion', 'Closing Date|Closing on or before', 'Besitzübergang|Übergabe|Übergabetermin', 'Signature de l’acte authentique|Réitération au plus tard le'],
  agent: ['Selling agent|Estate agent|Agent', 'Listing Broker|Listing agent', 'Makler|Vermittelt durch', 'Agence|Agent immobilier|Intermédiaire'], comm: ['Agent’s fee|Commission', 'Commission|Brokerage fee', 'Maklerprovision|Provision', 'Honoraires d’agence|Commission'],
  sSol: ['Vendor’s solicitor|Seller’s conveyancer', 'Escrow Agent|Title Company', 'Notar|Urkundsnotar', 'Notaire|Notaire chargé de l’acte'], bSol: ['Purchaser’s solicitor|Buyer’s conveyancer', '', '', ''],
  fix: ['Fixtures and fittings|Fixtures included', 'Included Items|Personal property included', 'Mitverkaufte Gegenstände|Inventar', 'Biens mobiliers et équipements|Équipements compris'],
  law: ['Governing law', 'Governing Law', 'Anwendbares Recht|Rechtswahl', 'Loi applicable|Droit applicable'],
  pay: ['Payment|Item', 'Payment|Item', 'Zahlung|Position', 'Paiement|Poste'], when: ['Due|When payable', 'Due|When', 'Fällig|Zeitpunkt', 'Échéance|Exigible'], amt: ['Amount', 'Amount', 'Betrag', 'Montant'], share: ['% of price', '% of Price', 'Anteil', '% du prix'],
  bal: ['Balance|Balance due on completion', 'Balance at closing|Cash at closing', 'Restkaufpreis', 'Solde du prix'], total: ['Total|Purchase price', 'Total|Purchase Price', 'Gesamt|Kaufpreis gesamt', 'Total|Prix total'],
  onDep: ['on exchange|on exchange of contracts', 'within 3 business days', 'bis {depBy}', 'ce jour|à la signature'], onBal: ['on completion', 'at closing', 'nach Fälligkeitsmitteilung', 'à la signature de l’acte'],
  event: ['Event|Milestone', 'Event|Deadline', 'Termin|Ereignis', 'Étape|Échéance'], date: ['Date', 'Date', 'Datum', 'Date'], keyDates: ['Key dates|Timetable', 'Key Dates|Deadlines', 'Termine|Fristen', 'Calendrier|Dates clés'],
};
const PEOPLE = ['m:David Thornley|f:Susan Blake|m:Rhys Morgan|f:Priya Shah|m:Callum Reid|f:Joanna Pickering|m:Tom Ashworth|f:Hannah Doyle', "m:Brian Caldwell|f:Jessica Moreno|f:Aaliyah Brooks|m:Derek Olsen|f:Monica Stein|m:Kyle Jensen|f:Tasha Greene|m:Ryan O'Neill", 'f:Katrin Vollmer|m:Stefan Hoffart|f:Leonie Brandl|m:Markus Seidel|f:Anja Reuter|m:Florian Kaiser|f:Julia Seitz|m:Dennis Koch', 'f:Camille Morand|m:Julien Lefort|f:Inès Bertrand|m:Mathieu Carré|f:Laure Dufresne|m:Yann Le Goff|f:Manon Girard|m:Théo Lemaire'];
/** Who conveys: solicitors (UK), escrow companies (US), notaries (DE, FR). */
const CONVEY = ['Pearce & Whitlow LLP|Hargreaves Conveyancing Ltd|Morton Lacey Solicitors|Bennett Rowe LLP|Fairbank & Co Solicitors', 'Heritage Title & Escrow LLC|First Landmark Title Company|Summit Escrow Services, Inc.|Keystone Settlement Group', 'Dr. Klaus Berger|Dr. Friederike Lang|Jan-Peter Thiel|Dr. Susanne Ebeling', 'Sophie Renaud|Pierre-Yves Dumas|Claire Aubert|Henri Vasseur'];
const AGENTS = ['Whitfield & Rowe Estate Agents|Harper Lane Property|Castle & Moor Residential|Abbott Sayer Estates', 'Keller Ridge Realty|Blue Oak Real Estate Group|Meridian Homes Realty, LLC|Pinnacle Property Brokers', 'Immobilien Kern GmbH|Rheinblick Immobilien|Hansa Wohnen Makler GmbH|Sonnleitner Immobilien e.K.', 'Agence du Parc Immobilier|Cabinet Lemoine Immobilier|Agence Les Tilleuls|Agence des Remparts'];
const LENDERS = ['Nationwide Building Society|Barclays Bank UK PLC|Skipton Building Society', 'Wells Fargo Home Mortgage|Guild Mortgage Company|Rocket Mortgage, LLC', 'Volksbank Rhein-Neckar eG|Kreissparkasse Nordheide|PSD Bank Mitte eG', 'Crédit Agricole|Caisse d’Épargne|Banque Populaire'];
const STREETS = ["14 Willow Lane|7 Beech Grove|41 Mill Lane|23 St Mary's Road|2 Church Street|56 Victoria Avenue", '1520 Elm Street|418 Linden Avenue|77 Harbor Road|236 W Maple Drive|9 Cedar Court|3107 Ridgeview Lane', 'Ahornweg 14|Gartenstraße 3|Am Mühlbach 22|Lindenallee 7a|Schillerstraße 41|Birkenring 9', '8 rue des Lilas|15 avenue Foch|3 chemin des Vignes|22 boulevard Voltaire|5 place du Marché|11 impasse des Tilleuls'];
/** Towns: [postcode, city] (US: zip, city, state, the state's name in a law clause). */
const TOWNS: Array<Array<[string, string, string?, string?]>> = [
  [['BA1 2LR', 'Bath'], ['GL50 1QA', 'Cheltenham'], ['YO24 1AB', 'York'], ['NR2 4PD', 'Norwich'], ['CF14 3BD', 'Cardiff'], ['CB4 1DL', 'Cambridge'], ['EX4 4QJ', 'Exeter'], ['LS6 3HN', 'Leeds']],
  [['78704', 'Austin', 'TX', 'the State of Texas'], ['80302', 'Boulder', 'CO', 'the State of Colorado'], ['27605', 'Raleigh', 'NC', 'the State of North Carolina'], ['97214', 'Portland', 'OR', 'the State of Oregon'], ['22301', 'Alexandria', 'VA', 'the Commonwealth of Virginia'], ['53703', 'Madison', 'WI', 'the State of Wisconsin']],
  [['04179', 'Leipzig'], ['55116', 'Mainz'], ['80469', 'München'], ['50667', 'Köln'], ['28195', 'Bremen'], ['69117', 'Heidelberg'], ['60311', 'Frankfurt am Main'], ['01067', 'Dresden']],
  [['37000', 'Tours'], ['54000', 'Nancy'], ['69003', 'Lyon'], ['33000', 'Bordeaux'], ['44000', 'Nantes'], ['67000', 'Strasbourg'], ['13006', 'Marseille'], ['35000', 'Rennes']],
];
const ITEMS = ['the fitted kitchen appliances|all carpets|the curtains and blinds|the garden shed|the light fittings|the wood-burning stove|the fitted wardrobes in the main bedroom', 'the refrigerator|the washer and dryer|all window coverings|the garage door openers and remotes|the ceiling fans|the water softener|the backyard playset', 'die Einbauküche samt Elektrogeräten|die Markisen|die Sauna im Keller|der Kaminofen|die Einbauschränke im Schlafzimmer|das Gartenhaus', 'la cuisine équipée|les placards intégrés|le cumulus|les stores électriques|le poêle à bois|l’abri de jardin'];
const EXCL = ['the hot tub|the dining room chandelier|the garden furniture|the American-style fridge freezer', 'the dining room chandelier|the mounted TV in the living room|the hot tub|the potted plants on the patio', 'die Gartenmöbel|der Kronleuchter im Esszimmer|die Waschmaschine', 'le lustre de la salle à manger|le mobilier de jardin|le réfrigérateur américain'];
/** Clauses per locale (UK, US, DE, FR); alternatives split by '|'. */
const S: Record<string, [string, string, string, string]> = {
  parties: ['This agreement is made on {made} between {seller} of {sAddr} (the "Seller") and {buyer} of {bAddr} (the "Buyer").|THIS AGREEMENT is dated {made} and made between {seller} of {sAddr} ("the Seller") and {buyer} of {bAddr} ("the Buyer").', 'This Residential Purchase Agreement is entered into on {made} by and between {seller}, of {sAddr} ("Seller"), and {buyer}, of {bAddr} ("Buyer").|{buyer} of {bAddr} ("Buyer") agrees to buy, and {seller} of {sAddr} ("Seller") agrees to sell, the Property described below on the terms of this Agreement dated {made}.',
    'Verhandelt zu {notCity} am {made}. Vor mir, dem unterzeichnenden Notar {notary} mit dem Amtssitz in {notCity}, erschienen: 1. {sAnr} {seller}, geboren am {sBirth}, wohnhaft {sAddr}, – nachstehend „Verkäufer“ genannt –, 2. {bAnr} {buyer}, geboren am {bBirth}, wohnhaft {bAddr}, – nachstehend „Käufer“ genannt –.', 'Entre les soussignés : {seller}, {sNe} le {sBirth}, demeurant {sAddr}, ci-après dénommé(e) « le Vendeur », d’une part, et {buyer}, {bNe} le {bBirth}, demeurant {bAddr}, ci-après dénommé(e) « l’Acquéreur », d’autre part.'],
  prop: ['The Seller agrees to sell and the Buyer agrees to buy the {tenure} property known as {street}, {city} {pc}, registered at HM Land Registry under title number {title}.|The Property: {street}, {city}, {pc} ({tenure}), title number {title}.', 'The real property commonly known as {street}, {city}, {st} {pc}, Parcel No. {title}, together with all improvements thereon (the "Property").|PROPERTY. The Property is located at {street}, {city}, {st} {pc} (Assessor’s Parcel No. {title}).',
    '§ 1 Grundbesitz. Im Grundbuch des Amtsgerichts {city} von {city} Blatt {blatt} ist folgender Grundbesitz eingetragen: Flurstück {title}, Gebäude- und Freifläche, {street}, {pc} {city}. Der Verkäufer verkauft diesen Grundbesitz an den Käufer.', 'Le Vendeur vend à l’Acquéreur, qui accepte, une maison d’habitation située {street}, {pc} {city}, cadastrée sous les références {title}.|Désignation du bien : un appartement situé {street}, {pc} {city}, références cadastrales {title}.'],
  price: ['The purchase price is {price}.|The agreed price for the Property is {price}.', 'The total Purchase Price is {price}.|Buyer shall pay a Purchase Price of {price}.', '§ 2 Kaufpreis. Der Kaufpreis beträgt {price}.|§ 2 Kaufpreis. Der vereinbarte Kaufpreis beläuft sich auf {price}.', 'La vente est consentie et acceptée moyennant le prix de {price}, dont {meub} au titre des biens mobiliers.|Prix de vente : {price} (dont mobilier : {meub}).'],
  dep: ['A deposit of {dep} ({depPct} of the purchase price) is payable on exchange of contracts and is to be held by the Seller’s solicitors as stakeholder.|On exchange the Buyer shall pay a deposit of {dep}; the balance of {bal} is payable on completion.', 'Buyer shall deposit earnest money of {dep} with {escrow} within three (3) business days after the Effective Date.|Earnest money in the amount of {dep} will be held in escrow by {escrow} and credited to Buyer at closing; the balance of {bal} is due at closing.',
    '§ 3 Anzahlung. Der Käufer zahlt bis zum {depBy} eine Anzahlung in Höhe von {dep} auf das Anderkonto des Notars; der Restkaufpreis von {bal} ist nach Fälligkeitsmitteilung des Notars zu zahlen.', 'L’Acquéreur verse ce jour, à titre de dépôt de garantie, la somme de {dep}, qui sera séquestrée entre les mains de Maître {notary} et imputée sur le prix.|Un dépôt de garantie de {dep}, soit {depPct} du prix, est versé ce jour entre les mains du notaire séquestre.'],
  noDep: ['', '', '§ 3 Fälligkeit. Der Kaufpreis ist innerhalb von 14 Tagen nach Zugang der Fälligkeitsmitteilung des Notars zu zahlen.', ''],
  loan: ['The Buyer is purchasing with the aid of a mortgage of {loan} from {lender} (agreement in principle obtained).', 'This Agreement is contingent upon Buyer obtaining a loan of not more than {loan} by {loanBy}.|FINANCING: Buyer will apply for a new loan in the amount of {loan}; the loan commitment deadline is {loanBy}.',
    'Der Käufer finanziert den Kaufpreis teilweise durch ein Darlehen der {lender} über {loan}; der Verkäufer wirkt bei der Bestellung einer Finanzierungsgrundschuld mit.', 'La présente vente est conclue sous la condition suspensive de l’obtention par l’Acquéreur d’un prêt d’un montant maximal de {loan}, au plus tard le {loanBy}.'],
  comp: ['Completion shall take place on {comp}.|The completion date is {comp}; exchange of contracts is expected on or before {ex}.', 'Closing shall occur on or before {comp} at the offices of {escrow}.|CLOSING DATE: The closing of the sale shall take place no later than {comp}. Buyer’s inspection period ends on {ex}.',
    '§ 4 Besitzübergang. Besitz, Nutzen und Lasten gehen am {comp} auf den Käufer über, jedoch nicht vor vollständiger Zahlung des Kaufpreises.|§ 4 Übergabe. Die Übergabe des Grundbesitzes erfolgt am {comp}.', 'La réitération par acte authentique aura lieu au plus tard le {comp} en l’étude de Maître {notary}, notaire à {notCity}.|L’acte authentique de vente sera signé le {comp} au plus tard, par le ministère de Maître {notary}, notaire à {notCity}.'],
  fix: ['The sale includes {items}.|The following fixtures and fittings are included in the sale: {items}.', 'The following items are included in the sale: {items}.|The Purchase Price includes {items}.', 'Mitverkauft sind {items}.|Mitverkauft werden {items}; ein gesonderter Kaufpreis wird hierfür nicht ausgewiesen.', 'La vente comprend {items}.|Sont compris dans la vente {items}.'],
  excl: ['The Seller will remove {excl} before completion.|The sale does not include {excl}.', 'Seller will retain {excl}.|The sale does not include {excl}.', 'Nicht mitverkauft sind {excl}.', 'Sont exclus de la vente {excl}.'],
  agent: ['The sale was introduced by {agent}, whose commission of {comm} plus VAT of the purchase price{commAmt} is payable by the Seller on completion.|{agent} acted as selling agent; their fee of {comm} of the sale price (plus VAT){commAmt} is payable by the Seller.', 'Seller shall pay {agent}, as Listing Broker, a commission of {comm} of the Purchase Price at closing{commAmt}.|BROKERS: {agent} represents Seller. Seller agrees to pay a total brokerage fee of {comm} of the Purchase Price{commAmt}.',
    '§ 6 Maklerklausel. Der Vertrag wurde durch {agent} vermittelt. Käufer und Verkäufer zahlen an den Makler jeweils eine Provision von {comm} des Kaufpreises einschließlich gesetzlicher Umsatzsteuer{commAmt}.', 'Les honoraires de l’intermédiaire, {agent}, soit {comm} TTC du prix de vente{commAmt}, sont à la charge du Vendeur.'],
  agentOnly: ['The sale was negotiated through {agent}.', 'The parties acknowledge that {agent} acted as Listing Broker in this transaction.', '§ 6 Maklerklausel. Der Vertrag wurde durch {agent} vermittelt.', 'La vente a été négociée par {agent}.'],
  noAgent: ['', '', '§ 6 Die Beteiligten erklären, dass dieser Vertrag ohne Mitwirkung eines Maklers zustande gekommen ist.', 'Les parties déclarent que la vente a été conclue sans le concours d’un intermédiaire.'],
  convey: ['The Seller’s solicitors are {sSol} and the Buyer’s solicitors are {bSol}.', 'Escrow and title services will be provided by {escrow} (escrow officer: {officer}).', '', 'L’Acquéreur sera assisté de Maître {notary2}, notaire à {notCity2}.'],
  cool: ['Neither party is bound until contracts have been exchanged, which is expected on or before {ex}.', 'Buyer may terminate this Agreement by written notice before the end of the inspection period.', 'Der Notar hat die Beteiligten über die Grunderwerbsteuer und die Haftung des Grundbesitzes für rückständige Abgaben belehrt.', 'L’Acquéreur dispose d’un délai de rétractation de dix jours à compter du lendemain de la première présentation de la lettre lui notifiant le présent acte.'],
  law: ['This agreement is governed by the law of England and Wales.|This agreement shall be governed by and construed in accordance with the law of England and Wales.', 'This Agreement shall be governed by the laws of {state}.', '§ 8 Schlussbestimmungen. Für diesen Vertrag gilt deutsches Recht.|§ 8 Schlussbestimmungen. Auf diesen Vertrag findet das Recht der Bundesrepublik Deutschland Anwendung.', 'Le présent compromis est soumis au droit français.|Les présentes sont régies par le droit français.'],
};
/** Governing law per locale: its gold in the clause, then other ways of saying it. */
const LAW = [['England and Wales', 'law of england and wales', 'english law', 'england', 'laws of england and wales'], [], ['deutsches Recht', 'Recht der Bundesrepublik Deutschland', 'deutschland', 'germany', 'german law', 'german'], ['droit français', 'france', 'french law', 'loi française']];
const NEVER: Array<[FieldType, Array<[string, string]>]> = [['text', [['epc_rating', 'energy performance rating of the house'], ['energyClass', '']]], ['number', [['floor_area_m2', 'living area in square metres'], ['livingSpace', 'size of the house']]], ['number', [['year_built', 'year of construction'], ['constructionYear', '']]], ['text', [['council_tax_band', 'council tax or property tax band'], ['taxBand', '']]], ['number', [['bedrooms', 'number of bedrooms'], ['bedroomCount', '']]]];

function make(r: Rng): ReturnType<Family['make']> {
  const li = int(r, 0, 3);
  const loc = LOCALES[li];
  const alt = (s: string) => pick(r, s.split('|'));
  const w = (key: string) => alt(W[key][li]);
  const [style, variant] = [pick(r, loc.dates), r()];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const byCode = chance(r, 0.15);
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode);
  const pct = (p: number) => `${fmtNumber(p, loc.numbers, (String(p).split('.')[1] ?? '').length)}${li >= 2 ? '\u00a0%' : '%'}`;
  const [sP, bP] = shuffle(r, PEOPLE[li].split('|')).map((s) => ({ name: s.slice(2), f: s[0] === 'f' }));
  const [seller, buyer] = [sP.name, bP.name];
  const [pT, sT, bT, nT, n2T] = shuffle(r, TOWNS[li]);
  const [pS, sS, bS] = shuffle(r, STREETS[li].split('|'));
  const addrOf = (s: string, t: [string, string, string?, string?]) => [`${s}, ${t[1]} ${t[0]}`, `${s}, ${t[1]}, ${t[2]} ${t[0]}`, `${s}, ${t[0]} ${t[1]}`, `${s}, ${t[0]} ${t[1]}`][li];
  const livesThere = chance(r, 0.3); // the seller may live at the property
  const sAddr = livesThere ? addrOf(pS, pT) : addrOf(sS, sT);
  const bAddr = addrOf(bS, bT);
  const [conv1, conv2] = shuffle(r, CONVEY[li].split('|'));
  const agent = alt(AGENTS[li]);
  const hasAgent = li < 2 || chance(r, 0.75);
  const hasComm = hasAgent && chance(r, 0.8);
  const price = [int(r, 36, 190) * 5000, int(r, 50, 240) * 5000, int(r, 44, 180) * 5000, int(r, 150, 750) * 1000][li];
  const depPctN = [pick(r, [5, 10]), 0, 10, pick(r, [5, 10])][li];
  const hasDep = li !== 2 || chance(r, 0.3);
  const dep = li === 1 ? int(r, 5, 30) * 1000 : Math.round(price * depPctN / 100);
  const bal = price - dep;
  const hasLoan = chance(r, [0.5, 0.75, 0.5, 0.7][li]);
  const loan = Math.round(price * (0.55 + r() * 0.35) / 1000) * 1000;
  const comm = [pick(r, [1, 1.2, 1.25, 1.5, 1.75, 2]), pick(r, [5, 5.5, 6]), pick(r, [2.38, 3.57, 2.975]), pick(r, [3, 4, 4.5, 5, 6])][li];
  const meub = int(r, 3, 15) * 1000;
  const made = randomDate(r, 2016, 2025);
  const ex = addDays(made, [int(r, 28, 56), int(r, 7, 14), 14, int(r, 45, 60)][li]);
  const comp = addDays(made, [int(r, 60, 90), int(r, 30, 60), int(r, 30, 90), int(r, 75, 110)][li]);
  const birth = () => randomDate(r, 1950, 1995);
  const title = [`${pick(r, ['GR', 'WK', 'NK', 'CB', 'DN', 'YY'])}${int(r, 100000, 999999)}`, `${int(r, 10, 99)}-${int(r, 1000, 9999)}-${int(r, 100, 999)}`, `${int(r, 10, 999)}/${int(r, 1, 30)}`, `${pick(r, ['AB', 'BK', 'CH', 'ZD'])} ${int(r, 10, 999)}`][li];
  const items = shuffle(r, ITEMS[li].split('|')).slice(0, int(r, 2, 4));
  const excl = shuffle(r, EXCL[li].split('|')).slice(0, li >= 2 ? 2 : int(r, 1, 2)); // German and French clauses are plural
  const join = (xs: string[]) => xs.length > 1 ? `${xs.slice(0, -1).join(', ')} ${['and', 'and', 'und', 'et'][li]} ${xs[xs.length - 1]}` : xs[0];
  const lawRaw = alt(S.law[li]);
  const lawGold = li === 1 ? pT[3]!.replace(/^the (State|Commonwealth) of /, '') : li === 2 ? (lawRaw.includes('deutsches') ? 'deutsches Recht' : 'Recht der Bundesrepublik Deutschland') : LAW[li][0];
  const lawAlias = (li === 1 ? [lawGold, `${lawGold} law`, `${lawGold} state law`] : LAW[li]).map((a) => lawNorm(a));
  const c: Record<string, string | number> = {
    made: date(made), seller, buyer, sAddr, bAddr, tenure: pick(r, ['freehold', 'freehold', 'leasehold']), street: pS, city: pT[1], pc: pT[0], st: pT[2] ?? '', title, blatt: int(r, 1000, 29999),
    price: money(price), dep: money(dep), depPct: pct(depPctN), bal: money(bal), loan: money(loan), lender: alt(LENDERS[li]), loanBy: date(li === 1 ? addDays(made, int(r, 21, 30)) : ex), ex: date(ex), comp: date(comp), depBy: date(ex), meub: money(meub),
    escrow: conv1, officer: alt(PEOPLE[li].split('|').filter((p) => !p.includes(seller) && !p.includes(buyer)).join('|')).slice(2), sSol: conv1, bSol: conv2, notary: conv1, notCity: nT[1], notary2: conv2, notCity2: n2T[1],
    sAnr: sP.f ? 'Frau' : 'Herr', bAnr: bP.f ? 'Frau' : 'Herr', sNe: sP.f ? 'née' : 'né', bNe: bP.f ? 'née' : 'né', sBirth: date(birth()), bBirth: date(birth()),
    agent, comm: pct(comm), commAmt: chance(r, 0.4) ? [` (that is ${money(Math.round(price * comm) / 100)})`, ` (${money(Math.round(price * comm) / 100)})`, ` (${money(Math.round(price * comm) / 100)})`, `, soit ${money(Math.round(price * comm) / 100)}`][li] : '',
    items: join(items), excl: join(excl), state: pT[3] ?? '',
  };
  const say = (key: string) => fill(alt(S[key][li]), c);
  const lawText = fill(lawRaw, c);
  const fixText = say('fix');
  const exShown = li < 2 || (li === 2 && hasDep) || (li === 3 && hasLoan);

  const ask = new Ask(r);
  const roles: Array<[boolean, () => void]> = [
    [false, () => ask.field('text', [['seller_name', 'person selling the house'], ['vendor', ''], ['sellerName', 'who is selling the property'], ['owner selling', '']], seller)],
    [false, () => ask.field('text', [['buyer_name', 'person buying the property'], ['purchaser', ''], ['buyerName', ''], ['acquirer', 'party acquiring the house']], buyer)],
    [false, () => ask.field('text', [['property_street', 'street and number of the house being sold (not a party’s home address)'], ['propertyAddressLine1', ''], ['address of property', 'street address of the property sold']], pS)],
    [false, () => ask.field('text', [['property_city', 'town where the property is'], ['propertyTown', ''], ['location city', 'city of the house being sold, not where the parties live']], pT[1])],
    [false, () => ask.field('id_alphanumeric', [['property_postcode', 'postal code of the property'], ['propertyZip', ''], ['postcode of sold property', '']], pT[0])],
    [false, () => ask.field('currency', [['purchase_price', 'total agreed price'], ['salePrice', ''], ['price agreed', 'what the buyer pays for the property in total']], price)],
    [!hasDep, () => ask.field('currency', [['deposit_amount', 'money paid up front (deposit, earnest money, dépôt de garantie)'], ['depositPaid', ''], ['good faith deposit', 'amount deposited before completion']], hasDep ? dep : null)],
    [false, () => ask.field('date', [['completion_date', 'date the sale completes / closes / possession passes'], ['closingDate', ''], ['handover date', 'when ownership or possession passes to the buyer']], isoOf(comp))],
    [false, () => ask.field('date', [['agreement_date', 'date the agreement was signed'], ['contractDate', ''], ['date signed', 'date of the contract or memorandum itself']], isoOf(made))],
    [false, () => { ask.compare[ask.field('text', ([[['seller_solicitor', 'law firm acting for the seller'], ['vendorConveyancer', '']], [['escrow_company', 'title or escrow company handling the closing'], ['closingAgent', '']], [['notary', 'notary recording the sale'], ['notaryName', '']], [['notary', 'notary who draws up the final deed'], ['notaire_name', '']]] as Array<Array<[string, string]>>)[li], conv1)] = (v) => loose(v) === loose(conv1); }],
    [!hasComm, () => ask.field('percentage', [['agent_commission_pct', 'estate agent fee as a percentage of the price'], ['commissionRate', ''], ['broker fee percent', 'percentage commission payable to the agent']], hasComm ? comm : null)],
    [false, () => ask.field('verbatim', [['included_fixtures', 'the sentence listing what is included in the sale, quoted'], ['fixturesClause', ''], ['items included in sale', 'quote the sentence saying which items are sold with the house']], fixText)],
    [false, () => { ask.compare[ask.field('text', [['governing_law', 'law that governs the agreement'], ['applicableLaw', ''], ['jurisdiction', '']], lawGold)] = (v) => lawAlias.includes(lawNorm(v)); }],
    [false, () => ask.field('currency_symbol', [['currency', ''], ['price_currency', 'ISO code of the currency of the price']], loc.currency.code)],
    [!hasAgent, () => ask.field('text', [['estate_agent', 'agency that brokered the sale'], ['brokerName', ''], ['real estate agency', 'firm acting as agent']], hasAgent ? agent : null)],
    [false, () => ask.field('id_alphanumeric', [['parcel_id', 'land registry / cadastral / parcel number of the property'], ['titleNumber', ''], ['land register reference', 'official register reference of the plot']], title)],
    [!hasLoan, () => ask.field('currency', [['mortgage_amount', 'loan the buyer takes to finance the purchase'], ['loanAmount', ''], ['financing amount', 'amount borrowed (financing condition)']], hasLoan ? loan : null)],
  ];
  const want = int(r, 12, 14);
  let nulls = 0;
  const keep = new Set<number>();
  for (const i of shuffle(r, roles.map((_, k) => k))) {
    if (keep.size >= want) break;
    if (roles[i][0] && nulls >= 2) continue;
    nulls += roles[i][0] ? 1 : 0;
    keep.add(i);
  }
  roles.forEach(([, f], i) => keep.has(i) && f());
  for (const [nt, nw] of shuffle(r, NEVER)) if (nulls === 0 || (nulls < 2 && chance(r, 0.4))) (nulls++, ask.field(nt, nw, null));

  const kv = (label: string, value: string, above = false): Block => ({ kind: 'kv', label, value, above });
  const para = (text: string): Block => ({ kind: 'para', text });
  const propLine = [`${pS}, ${pT[1]} ${pT[0]}`, `${pS}, ${pT[1]}, ${pT[2]} ${pT[0]}`, `${pS}, ${pT[0]} ${pT[1]}`, `${pS}, ${pT[0]} ${pT[1]}`][li];
  const agentText = hasComm ? say('agent') : hasAgent ? say('agentOnly') : say('noAgent');
  const depText = hasDep ? say('dep') : say('noDep');
  const convText = li === 2 || (li === 3 && chance(r, 0.5)) ? '' : say('convey');
  const payTable: Block[] = hasDep ? [{ kind: 'table', header: [w('pay'), w('when'), w('amt'), w('share')], rows: [[w('dep'), fill(w('onDep'), c), money(dep), pct(Math.round(dep / price * 1000) / 10)], [w('bal'), w('onBal'), money(bal), pct(Math.round(bal / price * 1000) / 10)], [w('total'), '', money(price), pct(100)]] }] : [kv(w('price'), money(price))];
  const signs: Block = { kind: 'lines', lines: li === 3 ? [`Fait à ${nT[1]}, le ${date(made)}, en deux exemplaires originaux.`, '', `${w('seller')} : ${seller}`, `${w('buyer')} : ${buyer}`] : li === 2 ? ['Vorgelesen, genehmigt und eigenhändig unterschrieben:', seller, buyer, `${conv1}, Notar`] : [`${['Signed by the Seller', 'Seller'][li]}: ${seller}`, `${['Signed by the Buyer', 'Buyer'][li]}: ${buyer}`, `${['Date', 'Date'][li]}: ${date(made)}`] };
  const head: Block[] = [...(li === 2 ? [{ kind: 'lines' as const, lines: [`Urkundenrolle Nr. ${int(r, 100, 2999)}/${made.getUTCFullYear()}`] }] : []), { kind: 'title', text: w('title') }];
  const layout = int(r, 0, 2);
  let blocks: Block[];
  if (layout === 0) {
    // Key terms in label lines (an agent's memorandum, a summary sheet), the clauses short.
    const partyKv = (label: string, name: string, a: string): Block[] => (chance(r, 0.5) ? [kv(label, '', true), { kind: 'lines', lines: [name, ...a.split(', ')] }] : [kv(label, `${name}, ${a}`)]);
    blocks = [...(li === 0 ? [{ kind: 'title' as const, text: agent }] : []), ...head, kv(w('made'), date(made)), ...partyKv(w('seller'), seller, sAddr), ...partyKv(w('buyer'), buyer, bAddr),
      kv(w('prop'), propLine, chance(r, 0.4)), kv(w('title_no'), title), ...payTable, ...(li === 3 ? [kv('dont mobilier', money(meub))] : []), ...(hasLoan ? [kv(w('loan'), money(loan)), ...(li !== 3 && li !== 1 ? [kv(w('lender'), String(c.lender))] : [])] : []),
      ...(exShown ? [kv(w('ex'), date(ex))] : []), kv(w('comp'), date(comp)), kv(w('sSol'), li === 3 ? `Maître ${conv1}, ${nT[1]}` : conv1), ...(li === 0 ? [kv(w('bSol'), conv2)] : []),
      ...(hasAgent ? [kv(w('agent'), agent)] : []), ...(hasComm ? [kv(w('comm'), `${pct(comm)}${String(c.commAmt).replace(/^,/, '')}`)] : []),
      kv(w('fix'), '', true), para(`${fixText} ${say('excl')}`), kv(w('law'), lawText.replace(/^§ \d+ [^.]+\. /, ''), true), para(say('cool')), signs];
  } else if (layout === 1) {
    // A contract in clauses: every answer in a sentence.
    const clauses = [say('prop'), say('price'), depText, ...(hasLoan ? [say('loan')] : []), say('comp'), `${fixText} ${say('excl')}`, agentText, convText, say('cool'), lawText].filter(Boolean);
    const numbered = li !== 2 && chance(r, 0.7);
    blocks = [...head, para(say('parties')), ...clauses.map((t, i) => para(numbered ? `${i + 1}. ${t}` : t)), signs];
  } else {
    // Parties and payments in tables, dates in a table, the rest in clauses.
    const rowsOf = (name: string, a: string) => [name, ...a.split(', ')];
    const [sr, br] = [rowsOf(seller, sAddr), rowsOf(buyer, bAddr)];
    const parties: Block = { kind: 'table', header: [w('seller'), w('buyer')], rows: Array.from({ length: Math.max(sr.length, br.length) }, (_, i) => [sr[i] ?? '', br[i] ?? '']) };
    const dates: Block = { kind: 'table', header: [w('event'), w('date')], rows: shuffle(r, [[w('made'), date(made)], [w('comp'), date(comp)], ...(exShown ? [[w('ex'), date(ex)]] : [])]) };
    blocks = [...head, ...(li === 2 ? [para(`Verhandelt zu ${nT[1]} am ${date(made)} vor dem Notar ${conv1} mit dem Amtssitz in ${nT[1]}.`)] : []), parties, para(say('prop')), ...payTable, ...(hasDep && chance(r, 0.5) ? [para(depText)] : []),
      ...(hasLoan ? [para(say('loan'))] : []), { kind: 'title', text: w('keyDates') }, dates, ...(li === 3 ? [para(say('comp'))] : []), para(`${fixText} ${say('excl')}`), para(agentText), ...(convText ? [para(convText)] : []), para(lawText), signs];
  }
  return { blocks: blocks.filter((b) => b.kind !== 'para' || b.text.trim()), fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const housePurchases: Family = { name: 'house-purchase', kind: 'contract', split: 'calibration', formats: ['pdf', 'docx', 'txt', 'html'], make };
