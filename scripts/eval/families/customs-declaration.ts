/**
 * Calibration family: papers for goods crossing a customs border, in UK, US, DE and FR
 * wording: commercial and proforma invoices for customs, export declarations (a
 * CDS/ATLAS/DELTA-style box list with an MRN, or a US EEI filing summary with an ITN) and
 * postal CN 22 / CN 23 forms. Exporter and importer (companies, or private persons for a
 * gift) as address blocks with their EORI or tax ids, an invoice number beside the MRN,
 * an LRN, a parcel or air waybill number; the document date beside a shipping date and an
 * invoice date; the goods' origin (sometimes not the exporter's country, as a name or an
 * ISO code) and the country of destination; an item table (description, HS code, quantity,
 * net weight, value); goods value, freight and insurance by Incoterm, total, net and gross
 * weights, the number of packages; the reason for export as a label line or ticked boxes.
 * Never an export licence number, a container number or a customs broker.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, pad, randomDate, type Currency } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';
import { drawRoles, loose, r2, shuffled } from './internal-memo.ts';

/** Label words per locale (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  inv: ['COMMERCIAL INVOICE|Commercial Invoice for Customs Purposes', 'COMMERCIAL INVOICE|Commercial Invoice', 'HANDELSRECHNUNG|Handelsrechnung / Commercial Invoice', 'FACTURE COMMERCIALE|Facture commerciale / Commercial invoice'],
  pro: ['PROFORMA INVOICE|Pro Forma Invoice', 'PRO FORMA INVOICE|Proforma Invoice', 'PROFORMARECHNUNG|Proforma-Rechnung', 'FACTURE PRO FORMA|Facture proforma'],
  proNote: ['Value for customs purposes only.|No charge – value declared for customs only.', 'For customs purposes only – no payment due.', 'Wert nur für Zollzwecke, keine Zahlung fällig.', 'Valeur déclarée pour la douane uniquement – aucun paiement dû.'],
  decl: ['EXPORT DECLARATION|Export Declaration – Customs Declaration Service', 'ELECTRONIC EXPORT INFORMATION (EEI)|AES Filing Summary', 'AUSFUHRANMELDUNG|Ausfuhrbegleitdokument (ABD)', 'DÉCLARATION D’EXPORTATION|Document d’accompagnement export (DAE)'],
  post: ['CUSTOMS DECLARATION|Customs declaration', 'CUSTOMS DECLARATION|Customs Declaration and Dispatch Note', 'ZOLLINHALTSERKLÄRUNG|Zollinhaltserklärung', 'DÉCLARATION EN DOUANE|Déclaration en douane'],
  opened: ['May be opened officially', 'May be opened officially', 'Zollamtlich geöffnet werden', 'Peut être ouvert d’office'],
  exp: ['Exporter|Shipper|Consignor', 'Shipper / Exporter|USPPI|Exporter', 'Ausführer|Versender|Exporteur', 'Exportateur|Expéditeur'], sender: ['From|Sender', 'From|Sender', 'Absender|Von', 'Expéditeur|De'],
  imp: ['Consignee|Importer|Ship to', 'Ultimate consignee|Consignee|Sold to / Ship to', 'Empfänger|Importeur', 'Destinataire|Importateur'], addressee: ['To|Addressee', 'To|Addressee', 'Empfänger|An', 'Destinataire|À'],
  eori: ['EORI no.|EORI number', 'USPPI EIN|EIN|Exporter Tax ID', 'EORI-Nr.|EORI-Nummer', 'N° EORI|EORI'], impTax: ['Importer tax ID|Consignee VAT/Tax no.', 'Consignee tax ID|Importer ID', 'Steuer-Nr. Empfänger|Empfänger Tax ID', 'Identifiant fiscal destinataire|N° fiscal importateur'],
  senderRef: ['Sender’s customs reference', 'Sender’s customs reference', 'Zollreferenz des Absenders', 'Référence en douane de l’expéditeur'], impRef: ['Importer’s reference (tax code/VAT no.)', 'Importer’s reference', 'Referenz des Importeurs (Steuer-Nr.)', 'Référence de l’importateur (n° fiscal)'],
  invNo: ['Invoice no.|Invoice number', 'Invoice #|Invoice No.', 'Rechnungsnummer|Rechnungs-Nr.', 'N° de facture|Facture n°'], date: ['Date|Invoice date', 'Date|Invoice Date', 'Datum|Rechnungsdatum', 'Date|Date de facture'],
  ship: ['Date of shipment|Dispatch date', 'Ship date|Date of export', 'Versanddatum|Versandtag', 'Date d’expédition|Expédié le'], accepted: ['Date of acceptance|Declaration date', 'Filing date|Date filed', 'Annahmedatum|Datum der Anmeldung', 'Date d’acceptation|Date de la déclaration'],
  mrn: ['MRN|Movement Reference Number (MRN)', 'ITN|AES ITN', 'MRN|Registriernummer (MRN)', 'MRN|Numéro MRN'], lrn: ['LRN|Local reference number', 'Shipment reference no.|Filer reference', 'LRN|Bezugsnummer (LRN)', 'LRN|Référence locale'],
  item: ['Item no.|Parcel no.', 'Item number|Barcode no.', 'Sendungsnummer|Sendungs-Nr.', 'N° d’envoi|Numéro de colis'], awb: ['AWB / tracking no.|Air waybill', 'AWB no.|Tracking number', 'Luftfrachtbrief-Nr.|Sendungsnummer', 'N° LTA|N° de suivi'],
  origin: ['Country of origin|Origin of goods', 'Country of origin|Country of manufacture', 'Ursprungsland|Ursprung der Waren', 'Pays d’origine|Origine des marchandises'], originCol: ['Origin|Country of origin', 'COO|Origin', 'Ursprung|Ursprungsland', 'Origine|Pays d’origine'],
  dispatch: ['Country of dispatch/export|Country of export', 'Country of export|Exported from', 'Versendungs-/Ausfuhrland|Ausfuhrland', 'Pays d’expédition/exportation|Pays d’exportation'],
  dest: ['Country of destination|Destination country|Final destination', 'Country of ultimate destination|Destination country', 'Bestimmungsland|Zielland', 'Pays de destination|Destination'],
  hs: ['HS code|Commodity code|Tariff code', 'HTS code|Schedule B no.|HS code', 'Zolltarifnummer|Warennummer|HS-Code', 'Code SH|Nomenclature douanière|Code NC'], hsPost: ['HS tariff number', 'HS tariff number', 'Zolltarifnummer', 'N° tarifaire du SH'],
  desc: ['Description of goods|Description', 'Description|Full description of goods', 'Warenbeschreibung|Bezeichnung der Ware', 'Désignation des marchandises|Description'], descPost: ['Detailed description of contents', 'Detailed description of contents', 'Genaue Bezeichnung des Inhalts', 'Désignation détaillée du contenu'],
  qty: ['Qty|Quantity|Units', 'Qty|Quantity', 'Menge|Anzahl', 'Quantité|Qté'], unit: ['Unit value|Unit price', 'Unit Value|Price Each', 'Einzelwert|Stückpreis', 'Valeur unitaire|Prix unitaire'], line: ['Total value|Value', 'Total|Amount', 'Gesamtwert|Wert', 'Valeur totale|Montant'],
  net: ['Net weight (kg)|Net wt (kg)', 'Net Wt (kg)|Net weight (kg)', 'Nettogewicht (kg)|Eigenmasse (kg)', 'Poids net (kg)|Masse nette (kg)'], gross: ['Total gross weight|Gross weight', 'Gross Weight|Shipping weight', 'Bruttogewicht|Rohmasse', 'Poids brut|Masse brute'],
  totNet: ['Total net weight|Net weight', 'Total net weight|Net weight', 'Gesamtnettogewicht|Nettogewicht gesamt', 'Poids net total|Masse nette totale'], pkgs: ['Number of packages|No. of parcels', 'Number of packages|Pieces', 'Anzahl Packstücke|Packstücke', 'Nombre de colis|Colis'],
  goods: ['Total value of goods|Subtotal|Goods value', 'Subtotal|Total goods value', 'Warenwert|Zwischensumme', 'Valeur des marchandises|Sous-total'], freight: ['Freight|Shipping costs|Transport costs', 'Freight|Shipping', 'Fracht|Frachtkosten|Transportkosten', 'Fret|Frais de transport'],
  ins: ['Insurance|Insurance costs', 'Insurance', 'Versicherung|Versicherungskosten', 'Assurance|Frais d’assurance'], total: ['Total invoice value|Invoice total|Total amount invoiced', 'Total Invoice Value|Total', 'Gesamtbetrag|Rechnungsbetrag gesamt', 'Montant total|Valeur totale facturée'],
  totPost: ['Total value', 'Total value', 'Gesamtwert', 'Valeur totale'], postage: ['Postal charges/Fees|Postage', 'Postage/Fees|Postage', 'Postgebühren|Porto', 'Frais de port|Frais postaux'],
  curr: ['Currency|Invoice currency', 'Currency', 'Währung', 'Devise|Monnaie'], reason: ['Reason for export|Purpose of shipment|Export reason', 'Reason for Export|Purpose', 'Ausfuhrgrund|Grund der Ausfuhr|Art der Sendung', 'Motif de l’exportation|Nature de l’envoi'],
  inco: ['Incoterms|Terms of delivery|Delivery terms', 'Terms of Sale|Incoterms', 'Lieferbedingungen|Incoterms', 'Incoterms|Conditions de livraison'], explain: ['Explanation', 'Explanation', 'Erläuterung', 'Explication'],
  licence: ['Licence no.', 'License no.', 'Genehmigung Nr.', 'N° de licence'], cert: ['Certificate no.', 'Certificate no.', 'Bescheinigung Nr.', 'N° de certificat'], sig: ['Signature|Signed', 'Signature|Signed', 'Unterschrift|Name des Unterzeichners', 'Signature|Nom du signataire'],
  note: ['I declare that the information on this invoice is true and correct.|We certify that the particulars given above are true and correct.', 'I declare that all the information contained in this invoice to be true and correct.|These commodities are licensed for the ultimate destination shown.', 'Wir erklären, dass die Angaben in dieser Rechnung wahr und richtig sind.', 'Nous certifions que les informations figurant sur la présente facture sont exactes et complètes.'],
  certify: ['I certify that the particulars given in this customs declaration are correct and that this item does not contain any dangerous article prohibited by legislation or by postal or customs regulations.', 'I certify that the particulars given in this customs declaration are correct and that this item does not contain any dangerous article prohibited by legislation or by postal or customs regulations.', 'Ich bestätige, dass die Angaben in dieser Zollinhaltserklärung richtig sind und die Sendung keine gefährlichen oder verbotenen Gegenstände enthält.', 'Je certifie que les renseignements donnés dans la présente déclaration sont exacts et que cet envoi ne contient aucun objet dangereux ou interdit.'],
  reasons: ['Sale|Gift|Commercial sample|Returned goods|Repair', 'Sale|Gift|Commercial sample|Returned goods|Repair', 'Verkauf|Geschenk|Warenmuster|Rücksendung|Reparatur', 'Vente|Cadeau|Échantillon commercial|Retour de marchandise|Réparation'],
  boxes: ['Gift|Documents|Commercial sample|Returned goods|Sale of goods|Other', 'Gift|Documents|Commercial sample|Returned goods|Sale of goods|Other', 'Geschenk|Dokumente|Warenmuster|Rücksendung|Verkauf von Waren|Sonstiges', 'Cadeau|Documents|Échantillon commercial|Retour de marchandise|Vente de marchandises|Autre'],
  repairWhy: ['goods sent for repair under warranty', 'item sent for repair', 'Ware zur Reparatur', 'envoi en réparation'],
};
/** Countries: English, German and French names. */
const CTRY: Record<string, [string, string, string]> = { GB: ['United Kingdom', 'Vereinigtes Königreich', 'Royaume-Uni'], US: ['United States', 'Vereinigte Staaten', 'États-Unis'], DE: ['Germany', 'Deutschland', 'Allemagne'], FR: ['France', 'Frankreich', 'France'], CH: ['Switzerland', 'Schweiz', 'Suisse'], NO: ['Norway', 'Norwegen', 'Norvège'], CA: ['Canada', 'Kanada', 'Canada'], JP: ['Japan', 'Japan', 'Japon'], AU: ['Australia', 'Australien', 'Australie'], CN: ['China', 'China', 'Chine'], VN: ['Vietnam', 'Vietnam', 'Viêt Nam'], IN: ['India', 'Indien', 'Inde'], IT: ['Italy', 'Italien', 'Italie'] };
const DESTS = [['US', 'CH', 'NO', 'CA', 'JP', 'AU'], ['GB', 'CA', 'JP', 'AU', 'CH', 'DE', 'FR'], ['GB', 'US', 'CH', 'NO', 'JP', 'CA'], ['GB', 'US', 'CH', 'NO', 'JP', 'CA', 'AU']];
/** Parties per country: a company and a private person, each with two address lines. */
const PARTIES: Record<string, [string[], string[]]> = {
  GB: [['Ashcombe Textiles Ltd', 'Unit 7, Riverside Trading Estate', 'Leicester LE3 5PQ'], ['Sophie Turner', '19 Church Lane', 'York YO1 8BA']], US: [['Cascade Electronics Inc.', '2200 Westlake Ave N', 'Seattle, WA 98109'], ['Daniel Ortiz', '41 Elm Street', 'Portland, ME 04101']],
  DE: [['Müller Feinmechanik GmbH', 'Industriestraße 18', '70565 Stuttgart'], ['Julia Becker', 'Rosenweg 3', '50937 Köln']], FR: [['Savonnerie du Midi SAS', '12 avenue de la Gare', '13100 Aix-en-Provence'], ['Claire Dubois', '24 rue Nationale', '37000 Tours']],
  CH: [['Alpenblick Handel AG', 'Bahnhofstrasse 45', '8001 Zürich'], ['Marco Steiner', 'Kramgasse 20', '3011 Bern']], NO: [['Fjordvik Import AS', 'Karl Johans gate 14', '0154 Oslo'], ['Ingrid Solberg', 'Bryggen 3', '5003 Bergen']],
  CA: [['Maple Leaf Distributors Ltd.', '250 King Street West', 'Toronto, ON M5V 1J2'], ['Sarah Tremblay', '1200 Rue Sainte-Catherine', 'Montréal, QC H3B 1K9']], JP: [['Sakura Trading Co., Ltd.', '2-4-1 Marunouchi, Chiyoda-ku', 'Tokyo 100-0005'], ['Yuki Tanaka', '3-5 Umeda, Kita-ku', 'Osaka 530-0001']],
  AU: [['Southern Cross Imports Pty Ltd', '120 Collins Street', 'Melbourne VIC 3000'], ['Liam Walker', '8 Beach Road', 'Sydney NSW 2000']],
};
const MORE_EXPORTERS = [['Fenwick & Hale Ltd', '42 Cornwall Street', 'Birmingham B3 2DH'], ['Blue Ridge Outfitters LLC', '1500 Industrial Pkwy', 'Asheville, NC 28806'], ['Kaffeerösterei Brandt KG', 'Am Sandtorkai 5', '20457 Hamburg'], ['Atelier Morel SARL', '7 rue de la République', '69002 Lyon']];
const SIGNERS = ['James Holloway|Priya Shah', 'Karen Mitchell|Jason Lee', 'Thomas Richter|Sandra Wolf', 'Aurélie Petit|Marc Olivier'];
/** Goods: English, German, French, HS subheading, kg per unit, unit value range. */
const GOODS: Array<[string, string, string, string, number, number, number]> = [
  ['Cotton T-shirts', 'Baumwoll-T-Shirts', 'T-shirts en coton', '610910', 0.18, 4, 15], ['Ceramic coffee mugs', 'Kaffeebecher aus Keramik', 'Tasses à café en céramique', '691200', 0.35, 3, 12],
  ['Roasted coffee beans, 1 kg bags', 'Röstkaffee, Bohnen, 1-kg-Beutel', 'Café torréfié en grains, sachets de 1 kg', '090121', 1.02, 9, 25], ['Leather wallets', 'Geldbörsen aus Leder', 'Portefeuilles en cuir', '420231', 0.12, 15, 60],
  ['Printed books', 'Gedruckte Bücher', 'Livres imprimés', '490199', 0.48, 8, 30], ['Stainless steel kitchen knives', 'Küchenmesser aus Edelstahl', 'Couteaux de cuisine en inox', '821191', 0.21, 12, 80],
  ['Laptop computers', 'Laptops', 'Ordinateurs portables', '847130', 2.1, 350, 1400], ['Wool scarves', 'Wollschals', 'Écharpes en laine', '611710', 0.15, 10, 45],
  ['Bicycle brake sets', 'Fahrrad-Bremssets', 'Kits de freins de vélo', '871494', 0.6, 20, 70], ['Skin care cream', 'Hautpflegecreme', 'Crème de soin pour la peau', '330499', 0.1, 5, 30],
  ['Wooden toys', 'Holzspielzeug', 'Jouets en bois', '950300', 0.4, 6, 35], ['Pressure sensors', 'Drucksensoren', 'Capteurs de pression', '902620', 0.05, 25, 180], ['Handmade soap', 'Handgemachte Seife', 'Savon artisanal', '340111', 0.12, 3, 9],
];
const INCOS = ['EXW', 'FCA', 'FOB', 'CPT', 'CIP', 'CIF', 'DAP', 'DDP'];
const PLACES: Record<string, string> = { GB: 'Felixstowe', US: 'New York', DE: 'Hamburg', FR: 'Le Havre', CH: 'Basel', NO: 'Oslo', CA: 'Toronto', JP: 'Yokohama', AU: 'Melbourne' };
const REASON_OPTS = [['Sale', 'Gift', 'Sample', 'Return', 'Repair'], ['Sale of goods', 'Gift', 'Commercial sample', 'Returned goods', 'Repair']];
const NEVER: Array<[FieldType, Array<[string, string]>]> = [['id_alphanumeric', [['export_licence', 'export licence or permit number'], ['license_number', '']]], ['id_alphanumeric', [['container_no', 'shipping container number'], ['container', '']]], ['text', [['customs_broker', 'name of the customs agent or broker'], ['broker', '']]], ['date', [['arrival_date', 'date the goods arrived at destination'], ['delivered_on', '']]]];
const digits = (r: Rng, n: number) => Array.from({ length: n }, () => int(r, 0, 9)).join('');
const alnum = (r: Rng, n: number) => Array.from({ length: n }, () => pick(r, '0123456789ABCDEFGHJKLMNPRSTUVWXYZ'.split(''))).join('');

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const [li, lang] = [LOCALES.indexOf(loc), [0, 0, 1, 2][LOCALES.indexOf(loc)]];
  const [w, at] = [(key: string) => pick(r, W[key][li].split('|')), (key: string, i: number) => W[key][li].split('|')[i]];
  const [style, variant] = [pick(r, loc.dates), r()];
  const date = (d: Date) => fmtDate(d, style, () => variant); // one written form per document
  const reason = pick(r, [0, 0, 0, 1, 2, 3, 4]); // sale, gift, sample, return, repair
  const cur: Currency = li !== 1 && reason !== 1 && chance(r, 0.25) ? pick(r, [{ code: 'USD', symbol: '$', before: true }, { code: 'EUR', symbol: '€', before: li === 0 }].filter((c) => c.code !== loc.currency.code)) : loc.currency;
  const byCode = chance(r, 0.35);
  const [money, n, home] = [(x: number) => fmtMoney(x, cur, loc.numbers, byCode), (x: number, d = 2) => fmtNumber(x, loc.numbers, d), ['GB', 'US', 'DE', 'FR'][li]];
  const kind = reason === 1 ? 'post' : reason === 0 ? pick(r, ['inv', 'inv', 'decl', 'post']) : reason === 2 ? pick(r, ['inv', 'post']) : pick(r, ['inv', 'decl']);
  const private_ = reason === 1 || (kind === 'post' && reason === 0 && chance(r, 0.3));
  const destIso = pick(r, DESTS[li]);
  const [exporter, importer] = [private_ ? PARTIES[home][1] : pick(r, [PARTIES[home][0], MORE_EXPORTERS[li]]), PARTIES[destIso][private_ ? 1 : 0]];
  const originIso = chance(r, 0.7) ? home : pick(r, ['CN', 'VN', 'IN', 'IT'].filter((c) => !(home === 'FR' && c === 'IT')));
  const nameOf = (iso: string) => CTRY[iso][lang];
  const [originText, destText] = [chance(r, 0.3) ? originIso : nameOf(originIso), nameOf(destIso)];
  const sameCountry = (iso: string) => (v: unknown) => [iso, ...CTRY[iso]].some((x) => loose(x) === loose(v));
  // items
  const nItems = reason === 4 ? int(r, 1, 2) : kind === 'post' ? int(r, 1, 3) : int(r, 1, 5);
  const hsStyle = li === 1 ? pick(r, [0, 4, 1]) : pick(r, [0, 1, 2, 3]);
  const hsOf = (h: string) => { const [a, b, e2, e4] = [h.slice(0, 4), h.slice(4), pick(r, ['00', '10', '90']), pick(r, ['0010', '0040', '0090'])]; return [`${a}.${b}`, h, `${a} ${b} ${e2}`, `${a}${b}${e2}`, `${a}.${b}.${e4}`][hsStyle]; };
  const wd = kind === 'post' ? 3 : 2;
  const items = shuffled(r, GOODS.filter((g) => (reason === 4 ? ['847130', '902620', '871494'].includes(g[3]) : kind !== 'post' || g[6] <= 80))).slice(0, nItems).map((g) => {
    const qty = kind === 'post' ? int(r, 1, 4) : reason === 0 ? int(r, 5, 400) : int(r, 1, 12);
    const unit = r2(g[5] + r() * (g[6] - g[5]));
    return { desc: g[lang] as string, hs: hsOf(g[3]), qty, unit, value: r2(qty * unit), net: Number((qty * g[4] * (0.95 + r() * 0.1)).toFixed(wd)) };
  });
  const [goods, totNet] = [r2(items.reduce((t, i) => t + i.value, 0)), Number(items.reduce((t, i) => t + i.net, 0).toFixed(wd))];
  const gross = Number((totNet + 0.2 + r() * (kind === 'post' ? 0.4 : 6)).toFixed(wd));
  const inco = kind === 'post' ? null : reason === 0 ? pick(r, INCOS) : pick(r, ['DAP', 'DDP', 'CPT', 'FCA']);
  const freight = kind === 'post' ? (chance(r, 0.7) ? r2(int(r, 8, 45) + pick(r, [0, 0.5, 0.95, 0.3])) : null) : inco && !['EXW', 'FCA', 'FOB'].includes(inco) ? r2(int(r, 25, 900) + pick(r, [0, 0.5, 0.75])) : null;
  const insurance = kind !== 'post' && freight !== null && (inco === 'CIF' || inco === 'CIP' || chance(r, 0.35)) ? r2(Math.max(5, goods * pick(r, [0.003, 0.005, 0.01]))) : null;
  const total = r2(goods + (kind === 'post' ? 0 : (freight ?? 0) + (insurance ?? 0)));
  const pkgs = kind === 'post' ? 1 : int(r, 1, Math.max(1, Math.min(12, Math.ceil(items.reduce((t, i) => t + i.qty, 0) / 6))));
  // ids and dates
  const docDate = randomDate(r, 2019, 2025);
  const [yy, shipDate, invDate] = [String(docDate.getUTCFullYear()).slice(2), addDays(docDate, int(r, 1, 5)), addDays(docDate, -int(r, 1, 6))];
  const invNo = pick(r, [`${reason === 0 ? 'CI' : 'PF'}-${yy}-${digits(r, 4)}`, `INV${digits(r, 6)}`, `${docDate.getUTCFullYear()}/${digits(r, 4)}`]);
  const mrn = li === 1 ? `X${docDate.getUTCFullYear()}${pad(docDate.getUTCMonth() + 1)}${pad(docDate.getUTCDate())}${digits(r, 6)}` : `${yy}${home}${alnum(r, 12)}${pick(r, ['A', 'B', 'E'])}${int(r, 0, 9)}`;
  const hasMrn = kind === 'decl' || (kind === 'inv' && chance(r, 0.3));
  const lrn = pick(r, [`LRN${yy}${digits(r, 6)}`, `${home}-${yy}-${digits(r, 5)}`]);
  const eori = private_ ? null : [`GB${digits(r, 9)}000`, `${digits(r, 2)}-${digits(r, 7)}`, `DE${digits(r, 7)}`, `FR${digits(r, 14)}`][li];
  const impTax = private_ ? null : ({ GB: `GB${digits(r, 9)}000`, US: `${digits(r, 2)}-${digits(r, 7)}`, CH: `CHE-${digits(r, 3)}.${digits(r, 3)}.${digits(r, 3)}`, NO: `NO ${digits(r, 9)} MVA`, CA: `${digits(r, 9)}RM0001`, JP: `T${digits(r, 13)}`, AU: `ABN ${digits(r, 11)}`, DE: `DE${digits(r, 9)}`, FR: `FR${digits(r, 11)}` } as Record<string, string>)[destIso];
  const [postNo, awb] = [`${pick(r, ['CP', 'RR', 'LX', 'CY'])}${digits(r, 9)}${home}`, kind === 'inv' && chance(r, 0.5) ? digits(r, 10) : null];
  const [showInvNo, showEori, signer] = [kind !== 'post' || (reason !== 1 && chance(r, 0.4)), eori !== null && (kind !== 'post' || chance(r, 0.6)), pick(r, SIGNERS[li].split('|'))];

  const ask = new Ask(r);
  const [reasonOpts, docDesc] = [pick(r, REASON_OPTS), kind === 'decl' ? 'date of the declaration' : kind === 'post' ? 'date the form was signed' : 'date of the invoice'];
  const roles: Array<() => void> = [
    () => ask.field('text', [['exporter', 'who is sending the goods abroad'], ['shipper_name', ''], ['sender', 'person or company exporting, not the receiver']], exporter[0]),
    () => ask.field('text', [['importer', 'who receives the goods in the other country'], ['consignee_name', ''], ['receiver', 'the buyer or addressee abroad']], importer[0]),
    ...(hasMrn ? [() => ask.field('id_alphanumeric', [['mrn', 'movement reference number of the export declaration'], ['declaration_number', 'customs declaration reference (MRN/ITN)'], ['customs_ref', '']], mrn)] : []),
    ...(showInvNo ? [() => ask.field('id_alphanumeric', [['invoice_number', 'number of the commercial or proforma invoice'], ['invoice_ref', ''], ['inv_no', 'invoice the shipment relates to']], invNo)] : []),
    ...(showEori ? [() => ask.field('id_alphanumeric', [['exporter_eori', "exporter's EORI or tax identification number"], ['shipper_tax_id', ''], ['eori', 'customs id of the sender, not the consignee']], eori)] : []),
    () => ask.field('date', [['document_date', docDesc], ['date', ''], ['issued', `${docDesc}, not the shipping date`]], isoOf(docDate)),
    () => { ask.compare[ask.field('text', [['origin_country', 'where the goods were made'], ['country_of_origin', ''], ['made_in', 'origin of the goods']], originText)] = sameCountry(originIso); },
    () => { ask.compare[ask.field('text', [['destination', 'country the goods are going to'], ['dest_country', ''], ['ship_to_country', 'country of final destination']], destText)] = sameCountry(destIso); },
    () => ask.field('id_alphanumeric', [['hs_code', 'tariff code of the first item'], ['commodity_code_line1', ''], ['first_tariff_number', 'HS / commodity code on the first line']], items[0].hs),
    () => ask.field('text', [['goods_description', 'what the first item is'], ['first_item', ''], ['item_1_description', 'description of the first line of goods']], items[0].desc),
    () => ask.field('number', [['quantity', 'quantity of the first item'], ['units_line1', 'how many units on the first line'], ['qty_first', '']], items[0].qty),
    () => kind === 'post' ? ask.field('number', [['net_weight_item1', 'net weight of the first item in kg'], ['first_item_weight', '']], items[0].net) : ask.field('number', [['net_weight', 'total net weight in kg, not gross'], ['net_kg', ''], ['shipment_net_weight', 'net mass of all goods']], totNet),
    () => ask.field('currency', [['declared_value', 'value of the goods before freight and insurance'], ['goods_value', ''], ['customs_value_goods', 'total value of the items declared']], goods),
    ...(freight !== null ? [() => ask.field('currency', [['freight', kind === 'post' ? 'postage paid' : 'transport costs charged'], ['shipping_cost', ''], ['freight_charges', 'cost of carriage']], freight)] : []),
    ...(insurance !== null ? [() => ask.field('currency', [['insurance', 'insurance cost'], ['insurance_amount', ''], ['cargo_insurance', 'insurance charged on the shipment']], insurance)] : []),
    ...(kind !== 'post' && freight !== null ? [() => ask.field('currency', [['total_value', 'grand total including freight and insurance'], ['invoice_total', ''], ['total_declared', 'total amount including transport']], total)] : []),
    () => ask.field('currency_symbol', [['currency', ''], ['invoice_currency', 'currency the values are in']], cur.code),
    () => ask.field('single_select', [['export_reason', 'why the goods are being exported'], ['purpose', ''], ['shipment_type', 'reason for sending']], reasonOpts[reason], reasonOpts),
    ...(inco ? [() => ask.field('single_select', [['incoterm', 'delivery terms'], ['trade_terms', 'Incoterms rule'], ['shipping_terms', '']], inco, INCOS)] : []),
  ];
  drawRoles(r, roles, 10, 12);
  const [nt, nw] = pick(r, NEVER);
  ask.field(nt, nw, null);

  const kv = (label: string, value: string): Block => ({ kind: 'kv', label, value });
  const box = chance(r, kind === 'decl' ? 0.6 : 0); // declaration boxes numbered as on the SAD
  const bx = (no: string, label: string) => (box && li !== 1 ? `${no} ${label}` : label);
  const party = (label: string, p: string[], iso: string, id: string | null, idLabel: string): Block[] => [{ kind: 'kv', label, value: '', above: true }, { kind: 'lines', lines: [...p, chance(r, 0.5) ? nameOf(iso).toUpperCase() : nameOf(iso), ...(id ? [`${idLabel}: ${id}`] : [])] }];
  const incoAt = inco && ['EXW', 'FCA', 'FOB'].includes(inco) ? home : destIso; // E and F terms name a place at the seller's end
  const incoText = inco ? pick(r, [`${inco} ${PLACES[incoAt]}`, `${inco} ${PLACES[incoAt]} (Incoterms 2020)`, `Incoterms® 2020 ${inco}`, inco]) : '';
  const [originKv, destKv, bare] = [kv(w('origin'), originText), kv(bx('17a', w('dest')), destText), chance(r, 0.4)];
  const money2 = (x: number) => (bare ? n(x) : money(x)); // amounts above the total, perhaps without their currency
  const curHead = chance(r, 0.5) ? ` (${cur.code})` : '';
  let blocks: Block[];
  if (kind === 'post') {
    const [cn, boxes, tick] = [goods < 300 && nItems <= 2 && chance(r, 0.5) ? 'CN 22' : 'CN 23', W.boxes[li].split('|'), [4, 0, 2, 3, 5][reason]]; // repairs go under 'Other'
    const table: Block = { kind: 'table', header: [at('descPost', 0), w('qty'), w('net'), `${w('line')}${curHead || ` (${cur.code})`}`, at('hsPost', 0), w('originCol')], rows: items.map((i) => [i.desc, String(i.qty), n(i.net, wd), n(i.value), i.hs, originText]) };
    blocks = [
      { kind: 'title', text: `${w('post')} ${cn}` }, { kind: 'lines', lines: [at('opened', 0), `${w('item')}: ${postNo}`] },
      ...party(w('sender'), exporter, home, null, ''), ...party(w('addressee'), importer, destIso, null, ''),
      ...(showEori ? [kv(at('senderRef', 0), eori!)] : []), ...(impTax ? [kv(at('impRef', 0), impTax)] : []),
      { kind: 'lines', lines: boxes.map((b, i) => `[${i === tick ? 'X' : ' '}] ${b}`) }, ...(reason === 4 ? [kv(at('explain', 0), at('repairWhy', 0))] : []),
      table, kv(w('gross'), `${n(gross, wd)} kg`), kv(at('totPost', 0), money(goods)), ...(freight !== null ? [kv(w('postage'), money(freight))] : []),
      ...(showInvNo ? [kv(w('invNo'), invNo)] : []), ...(chance(r, 0.5) ? [kv(at('licence', 0), ''), kv(at('cert', 0), '')] : []), destKv,
      { kind: 'para', text: at('certify', 0) }, kv(at('date', 0), date(docDate)), kv(w('sig'), exporter[0]),
    ];
  } else {
    const [proforma, originCol] = [reason !== 0, chance(r, 0.5)];
    const title = kind === 'decl' ? w('decl') : proforma ? w('pro') : w('inv');
    const cols = [w('desc'), w('hs'), ...(originCol ? [w('originCol')] : []), w('qty'), ...(kind === 'inv' ? [`${w('unit')}${curHead}`] : []), `${w('line')}${curHead}`, w('net')];
    const table: Block = { kind: 'table', header: cols, rows: items.map((i) => [i.desc, i.hs, ...(originCol ? [originText] : []), n(i.qty, 0), ...(kind === 'inv' ? [n(i.unit)] : []), n(i.value), n(i.net)]) };
    const sums: Array<[string, string]> = [[w('goods'), freight !== null ? money2(goods) : money(goods)], ...(freight !== null ? [[w('freight'), money2(freight)] as [string, string]] : []), ...(insurance !== null ? [[w('ins'), money2(insurance)] as [string, string]] : []), ...(freight !== null ? [[bx('22', w('total')), money(total)] as [string, string]] : [])];
    const head: Block[] = kind === 'decl'
      ? [{ kind: 'title', text: title }, kv(w('mrn'), mrn), kv(w('lrn'), lrn), kv(w('accepted'), date(docDate)), kv(w('ship'), date(shipDate))]
      : [...(chance(r, 0.5) ? [{ kind: 'title' as const, text: exporter[0] }, { kind: 'lines' as const, lines: exporter.slice(1) }] : []), { kind: 'title', text: title }, kv(w('invNo'), invNo), kv(w('date'), date(docDate)), ...(chance(r, 0.6) ? [kv(w('ship'), date(shipDate))] : []), ...(hasMrn ? [kv(w('mrn'), mrn)] : []), ...(awb ? [kv(w('awb'), awb)] : [])];
    const parties = [...party(bx('2', w('exp')), exporter, home, showEori ? eori : null, w('eori')), ...party(bx('8', w('imp')), importer, destIso, impTax, w('impTax'))];
    const terms: Block[] = shuffled(r, [
      ...(kind === 'decl' ? [kv(bx('15a', w('dispatch')), nameOf(home)), kv(bx('44', w('invNo')), `${invNo} (${date(invDate)})`)] : []),
      destKv, ...(originCol && chance(r, 0.5) ? [] : [originKv]), ...(inco ? [kv(bx('20', w('inco')), incoText)] : []),
      kv(w('reason'), at('reasons', reason)), ...(chance(r, 0.5) || cur.code !== loc.currency.code ? [kv(w('curr'), cur.code)] : []),
    ]);
    const weights: Block[] = [kv(bx('38', w('totNet')), `${n(totNet)} kg`), kv(bx('35', w('gross')), `${n(gross)} kg`), kv(bx('6', w('pkgs')), String(pkgs))];
    blocks = [
      ...head, ...parties, ...terms, table, ...(chance(r, 0.4) ? [{ kind: 'table' as const, header: ['', ''], rows: sums }] : sums.map(([a, b]) => kv(a, b))), ...weights,
      ...(proforma && kind === 'inv' ? [{ kind: 'para' as const, text: w('proNote') }] : []),
      ...(kind === 'inv' ? [{ kind: 'para' as const, text: w('note') }] : []), kv(w('sig'), `${signer}, ${exporter[0]}`),
    ];
  }
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const customsDeclarations: Family = { name: 'customs-declaration', kind: 'trade', split: 'train', formats: ['pdf', 'html', 'docx', 'txt'], make };
