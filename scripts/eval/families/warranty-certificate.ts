/**
 * Calibration family: manufacturers' warranty certificates (a registered product) and extended-warranty
 * or protection-plan confirmations sold by a retailer and provided by a plan provider, in UK, US, DE
 * and FR styles and wording. The provider heads the certificate; the customer sits in an address block
 * (with a phone number); the product (brand and name, model, serial number), the retailer, purchase and
 * delivery dates and the product price (label lines or a one-row table); a certificate or plan number
 * beside an order number and a customer number; the cover (type, start and end dates and/or the term,
 * a manufacturer's guarantee the plan follows, the plan price and the excess per claim) as label lines
 * or sentences; one exclusion sentence among other terms (cancellation, transfer, statutory rights);
 * how to claim (a claims phone line with its hours and/or a claims web address); the date of issue.
 */
import { addDays, fmtDate, fmtMoney, isoOf, LOCALES, pad, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';
import { ADDRESSES, alt, fill, PEOPLE, shuffle } from './lab-report.ts';

/** Label words per locale (UK, US, DE, FR); alternatives split by '|'. A trailing 0/1 is per kind (manufacturer's warranty, protection plan). */
const W: Record<string, [string, string, string, string]> = {
  title0: ['Warranty Certificate|Guarantee Certificate|Certificate of Warranty', 'Limited Warranty Certificate|Warranty Registration Confirmation|Certificate of Warranty', 'Garantiezertifikat|Garantieurkunde|Bestätigung Ihrer Herstellergarantie', 'Certificat de garantie|Bon de garantie|Attestation de garantie'],
  title1: ['Extended Warranty Confirmation|Product Protection Plan – Certificate|Your Protection Plan Confirmation', 'Protection Plan Confirmation|Extended Service Plan Certificate|Product Protection Plan', 'Bestätigung Ihrer Garantieverlängerung|Geräteschutz – Versicherungsschein|Anschlussgarantie – Zertifikat', "Certificat d'extension de garantie|Confirmation de votre contrat de protection|Attestation – Garantie étendue"],
  provider0: ['Manufacturer|Guarantor', 'Warrantor|Manufacturer', 'Hersteller|Garantiegeber', 'Fabricant|Garant'], provider1: ['Plan provider|Administered by|Insurer', 'Plan Administrator|Obligor|Provider', 'Versicherer|Garantiegeber|Anbieter', 'Assureur|Gestionnaire du contrat|Garant'],
  retailer: ['Retailer|Purchased from|Sold by', 'Retailer|Purchased at|Dealer', 'Händler|Gekauft bei|Fachhändler', 'Revendeur|Acheté chez|Magasin'], customer0: ['Customer|Registered owner|Owner', 'Customer|Owner|Purchaser', 'Kunde|Käufer|Garantienehmer', 'Client|Acheteur|Bénéficiaire'], customer1: ['Customer|Plan holder|Policyholder', 'Customer|Plan Holder|Contract Holder', 'Kunde|Versicherungsnehmer|Vertragspartner', 'Client|Souscripteur|Adhérent'],
  product: ['Product|Appliance|Item covered', 'Product|Covered product|Item', 'Produkt|Gerät|Artikel', 'Produit|Appareil|Appareil garanti'], model: ['Model|Model no.|Model number', 'Model|Model #|Model No.', 'Modell|Typ|Modellnummer', 'Modèle|Référence modèle|Réf. modèle'],
  serial: ['Serial no.|Serial number|S/N', 'Serial #|Serial Number|S/N', 'Seriennummer|Serien-Nr.|S/N', 'N° de série|Numéro de série|S/N'], custNo: ['Customer no.|Account no.', 'Customer ID|Account #', 'Kundennummer|Kunden-Nr.', 'N° client|Réf. client'],
  cert0: ['Certificate no.|Warranty no.|Registration no.', 'Certificate #|Warranty ID|Registration #', 'Garantie-Nr.|Zertifikat-Nr.|Registrierungsnummer', "N° de certificat|N° de garantie|N° d'enregistrement"], cert1: ['Plan number|Policy no.|Agreement no.', 'Plan #|Contract No.|Agreement #', 'Vertragsnummer|Police-Nr.|Schutzbrief-Nr.', "N° de contrat|N° d'adhésion|Contrat n°"],
  order: ['Order no.|Order ref.|Sales order', 'Order #|Order Number|Transaction #', 'Bestellnummer|Auftrags-Nr.|Bestell-Nr.', 'N° de commande|Commande n°|Réf. commande'],
  purchased: ['Date of purchase|Purchase date|Purchased on', 'Purchase Date|Date of Purchase', 'Kaufdatum|Gekauft am', "Date d'achat|Acheté le"], delivered: ['Delivery date|Installed on', 'Delivery Date|Installed', 'Lieferdatum|Geliefert am', 'Date de livraison|Livré le'],
  start: ['Cover starts|Start date|Valid from', 'Coverage Start|Effective date|Start date', 'Garantiebeginn|Gültig ab|Beginn', "Début de garantie|Date d'effet|Valable à partir du"], end: ['Cover ends|Expiry date|Valid until', 'Coverage End|Expiration date|Expires', 'Garantieende|Gültig bis|Ablaufdatum', "Fin de garantie|Date d'expiration|Valable jusqu'au"],
  term: ['Term|Period of cover|Warranty period', 'Term|Coverage Term|Plan Term', 'Laufzeit|Garantiedauer|Dauer', 'Durée|Durée de garantie|Durée du contrat'], cover: ['Type of cover|Cover|Level of cover', 'Coverage Type|Coverage|Plan type', 'Leistungsumfang|Deckung|Garantieumfang', 'Type de couverture|Garanties|Étendue de la garantie'],
  price: ['Plan price|Price paid|Premium (incl. IPT)', 'Plan Price|Plan cost|Price paid', 'Preis|Einmalbeitrag|Beitrag (inkl. VersSt.)', 'Prix du contrat|Prime TTC|Montant payé'], pprice: ['Product price|Purchase price', 'Product Price|Purchase Price', 'Kaufpreis|Gerätepreis', "Prix d'achat|Prix de l'appareil"],
  excess: ['Excess|Excess per claim', 'Deductible|Deductible per claim|Service fee per claim', 'Selbstbeteiligung|Selbstbehalt je Schadenfall', 'Franchise|Franchise par sinistre'], issued: ['Date of issue|Issued|Certificate date', 'Issue Date|Issued on', 'Ausstellungsdatum|Ausgestellt am', "Date d'émission|Émis le"],
  excl: ['Exclusions|What is not covered|Not covered', 'Exclusions|What is not covered|Limitations', 'Ausschlüsse|Nicht versichert|Was nicht abgedeckt ist', "Exclusions|Ce qui n'est pas couvert|Non couvert"], terms: ['Terms|Important information', 'Terms and Conditions|Important information', 'Bedingungen|Wichtige Hinweise', 'Conditions|Informations importantes'],
  claimTel: ['Claims line|Repairs helpline|To make a claim, call', 'Claims hotline|Call to file a claim|Claims', 'Service-Hotline|Reparatur-Hotline|Garantie-Hotline', 'Service après-vente|Service réparation|Prise en charge'], claimWeb: ['Online claims|Claim online', 'File a claim online|Online claims', 'Online-Serviceanfrage|Reparatur online anmelden', 'Demande en ligne|Espace client – réparation'],
  tel: ['Tel.|Telephone|Mobile', 'Phone|Tel.|Mobile', 'Telefon|Tel.|Mobil', 'Tél.|Téléphone|Portable'], hours: ['Mon–Fri 8am–8pm, Sat 9am–5pm|Monday to Friday, 9am to 6pm', 'Mon–Fri 8 a.m.–9 p.m. ET|24/7', 'Mo–Fr 8–20 Uhr|Mo–Sa 9–18 Uhr', 'du lundi au vendredi, 9 h – 18 h|7 j/7 de 8 h à 20 h'],
};
/** Cover types as written (per locale), and the option lists users give: parts only, parts and labour, accidental damage. */
const COVER = [['Parts only|Parts only (labour charged separately)', 'Parts only|Parts-only limited warranty', 'Nur Ersatzteile|Materialgarantie (ohne Arbeitslohn)', "Pièces seules|Pièces uniquement (main-d'œuvre non comprise)"], ['Parts and labour|Parts & labour|Breakdown – parts and labour', 'Parts and labor|Parts & labor|Mechanical and electrical breakdown, parts and labor', 'Material und Arbeitszeit|Ersatzteile und Arbeitslohn', "Pièces et main-d'œuvre|Pièces, main-d'œuvre et déplacement"], ['Accidental damage and breakdown|Accidental damage cover, including breakdown', 'Accidental damage from handling (ADH) plus breakdown|Accidental damage + breakdown', 'Unfallschäden und Defekte|Bruch- und Unfallschutz inkl. Reparatur', 'Casse accidentelle et panne|Dommages accidentels et pannes']];
const COVER_OPTS = [['Parts only', 'Parts and labour', 'Accidental damage'], ['Parts', 'Parts & labor', 'Accidental damage and breakdown'], ['Parts only', 'Parts + labour', 'Parts, labour and accidental damage']];
const MAKERS = ['Hallberg Appliances Ltd#Hallberg|Corvex Electronics UK Ltd#Corvex|Brennan & Hale Ltd#Brennan', 'Vireo Electronics Inc.#Vireo|Summitline Appliance Co.#Summitline|Redwood Home Products LLC#Redwood', 'Nordwerk Hausgeräte GmbH#Nordwerk|Kessler Elektronik AG#Kessler|Falk & Sohn Gerätebau GmbH#Falk', 'Électroménager Laroche SA#Laroche|Volta Électronique SAS#Volta|Maison Garnier Équipements#Garnier'];
const PLANS = ['HomeShield Protect Ltd|Guardian Care Plans Ltd|Castlegate Warranty Services Ltd', 'SafeGuard Product Protection LLC|Allcover Warranty Services Inc.|Keystone Service Contracts Inc.', 'GarantPlus Versicherungsservice GmbH|Schutzbrief Direkt AG|Sorglos Garantie GmbH', 'Sérénité Garantie SAS|Protect Plus Assurances|Garantia Services SA'];
const SHOPS = ['Brightlight Electrical|HomeHub Superstore|Jensons Department Store', 'ValueMax Electronics|Hartley Home & Appliance|TechWorld Outlet', 'ElektroMarkt Bauer|Technikhaus Sommer|Kaufhaus Möller', 'ElectroCité Lyon|Maison & Techno|Galeries Vernet'];
/** Products: item names (UK|US|DE|FR), model prefix, lowest and highest price. */
const PRODUCTS: Array<[string, string, number, number]> = [
  ['8 kg washing machine|Front-load washer|Waschmaschine 8 kg|Lave-linge 8 kg', 'WM', 280, 900], ['Fridge freezer|French door refrigerator|Kühl-Gefrier-Kombination|Réfrigérateur congélateur', 'FF', 350, 1800], ['Dishwasher|Dishwasher|Geschirrspüler|Lave-vaisselle', 'DW', 300, 850],
  ['55" 4K television|55" 4K Smart TV|55-Zoll-4K-Fernseher|Téléviseur 4K 55 pouces', 'TV', 400, 1400], ['15.6" laptop|15.6" laptop|Notebook 15,6 Zoll|Ordinateur portable 15,6"', 'NB', 450, 1600], ['Bean-to-cup coffee machine|Espresso machine|Kaffeevollautomat|Machine à café à grain', 'CM', 250, 1100],
  ['Electric bike|E-bike|E-Bike|Vélo électrique', 'EB', 1200, 3500], ['Cordless vacuum cleaner|Cordless stick vacuum|Akku-Staubsauger|Aspirateur sans fil', 'VC', 150, 600],
];
/** Sentences by language (English, German, French). */
const T: Record<string, [string[], string[], string[]]> = {
  sold: [['This plan was sold to you by {retailer} and is provided by {provider}.', '{provider} provides this cover; {retailer} arranged it as its agent.'], ['Dieser Schutz wurde Ihnen von {retailer} vermittelt; Versicherer ist die {provider}.'], ['Ce contrat vous a été vendu par {retailer} ; il est géré et garanti par {provider}.']],
  made: [['Thank you for choosing {brand}. {provider} guarantees your product against defects in materials and workmanship.'], ['Vielen Dank, dass Sie sich für {brand} entschieden haben. {provider} gewährt auf Ihr Gerät eine Garantie gegen Material- und Verarbeitungsfehler.'], ["Merci d'avoir choisi {brand}. {provider} garantit votre appareil contre tout défaut de matière ou de fabrication."]],
  both: [['Your cover runs for {term}, from {start} to {end}.', 'This warranty is valid for {term}: it starts on {start} and ends on {end}.'], ['Die Garantie gilt {term}, vom {start} bis zum {end}.'], ['La garantie court pendant {term}, du {start} au {end}.']],
  dates: [['Cover is in force from {start} until {end}.', 'You are covered from {start} to {end} inclusive.'], ['Der Schutz besteht vom {start} bis einschließlich {end}.'], ['La couverture est valable du {start} au {end} inclus.']],
  term: [['This warranty is valid for {term} from {start}.', 'You are covered for {term}, starting on {start}.'], ['Die Garantie gilt für {term} ab dem {start}.'], ['La garantie est valable {term} à compter du {start}.']],
  after: [["Your plan starts when the manufacturer's guarantee ({mw}) ends.", "Cover begins once the manufacturer's {mw} warranty has expired."], ['Der Schutz beginnt nach Ablauf der Herstellergarantie ({mw}).'], ['Votre contrat prend effet à la fin de la garantie constructeur ({mw}).']],
  money: [['The plan cost {price}, paid in full, and an excess of {excess} applies to each claim.', 'You paid {price} for this plan. Each claim is subject to an excess of {excess}.'], ['Der Einmalbeitrag beträgt {price}; je Schadenfall gilt eine Selbstbeteiligung von {excess}.'], ['Le prix du contrat est de {price} ; une franchise de {excess} s’applique à chaque sinistre.']],
  claimBoth: [['To make a claim, call {phone} ({hours}) or go to {url}.', 'Claims can be made online at {url} or by phone on {phone} ({hours}).'], ['Im Garantie- oder Schadenfall erreichen Sie uns unter {phone} ({hours}) oder online unter {url}.'], ['Pour toute demande de prise en charge, appelez le {phone} ({hours}) ou rendez-vous sur {url}.']],
  claimTel: [['To make a claim, call our repairs team on {phone} ({hours}).', 'If your product breaks down, call {phone} ({hours}) before arranging any repair.'], ['Im Garantie- oder Schadenfall rufen Sie bitte unsere Hotline {phone} an ({hours}).'], ['En cas de panne, contactez le {phone} ({hours}) avant toute réparation.']],
  claimWeb: [['Register a claim at {url} and we will arrange a repair.', 'Claims must be made online at {url} within 14 days of the fault appearing.'], ['Defekte und Schäden melden Sie bitte online unter {url}.'], ['Les demandes de prise en charge se font en ligne sur {url}.']],
  cancel: [['You may cancel within 30 days of purchase for a full refund.', 'You can cancel at any time; a pro-rata refund is given after the first 45 days.'], ['Sie können innerhalb von 14 Tagen ohne Angabe von Gründen widerrufen.'], ['Vous disposez d’un délai de 14 jours pour renoncer à votre adhésion.']],
  transfer: [['Cover transfers to a new owner if the product is sold.', 'This certificate is not transferable.'], ['Bei Verkauf des Geräts geht der Schutz auf den neuen Eigentümer über.'], ['En cas de revente, la garantie est transférée au nouveau propriétaire.']],
  excl: [['Cosmetic damage such as scratches and dents that does not affect how the product works is not covered.', 'Consumable items, including batteries, filters, bulbs and remote controls, are excluded.', 'Commercial use, unauthorised repairs and modifications are not covered.', 'Loss, theft and deliberate damage are not covered under this {doc}.'], ['Nicht abgedeckt sind Verschleißteile wie Akkus, Filter, Leuchtmittel und Fernbedienungen.', 'Kosmetische Schäden wie Kratzer und Dellen, die die Funktion nicht beeinträchtigen, sind ausgeschlossen.', 'Gewerbliche Nutzung sowie Reparaturen durch nicht autorisierte Personen sind ausgeschlossen.', 'Verlust, Diebstahl und vorsätzliche Beschädigung sind nicht abgedeckt.'], ["Les pièces d'usure telles que batteries, filtres, ampoules et télécommandes sont exclues.", 'Les dommages esthétiques (rayures, bosses) sans incidence sur le fonctionnement ne sont pas couverts.', "L'usage professionnel et les réparations effectuées par un réparateur non agréé sont exclus.", 'La perte, le vol et les dommages intentionnels ne sont pas couverts.']],
};
const RIGHTS = ['This warranty is in addition to, and does not affect, your statutory rights.', 'This warranty gives you specific legal rights, and you may also have other rights which vary from state to state.', 'Ihre gesetzlichen Gewährleistungsrechte bleiben unberührt.', 'Cette garantie ne prive pas le client de la garantie légale de conformité.'];
const NEVER: Array<[FieldType, Array<[string, string]>]> = [
  ['id_alphanumeric', [['imei', 'IMEI of the device'], ['sim_number', '']]], ['currency', [['claim_limit', 'most that will be paid out on one claim'], ['max_claim_value', '']]],
  ['date', [['cancellation_date', 'date the plan was cancelled'], ['cancelled_on', '']]], ['text', [['engineer', 'name of the repair technician'], ['technician', 'who carried out the repair']]], ['url', [['manual_link', 'link to the user manual'], ['user_guide_url', '']]],
];
const NUM_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, twelve: 12, ein: 1, eins: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, un: 1, deux: 2, trois: 3, quatre: 4, cinq: 5 };
/** Months in a written duration ("2 years", "three (3) years", "24 Monate", "5 ans"), or null. */
function monthsOf(v: unknown): number | null {
  const m = /(\d+|[a-zäöüéû]+)(?:\s*\(\d+\))?[\s-]*(years?|yrs?|jahre?n?|années?|ans?\b|months?|monate?n?|mois)/i.exec(String(v));
  const k = m ? (/^\d+$/.test(m[1]) ? Number(m[1]) : NUM_WORDS[m[1].toLowerCase()]) : undefined;
  return k === undefined ? null : /^(mo|mois)/i.test(m![2]) ? k : k * 12;
}
const digits = (v: unknown) => String(v).replace(/\D/g, '');
const addMonths = (d: Date, n: number) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, d.getUTCDate()));

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const li = LOCALES.indexOf(loc);
  const [lang, plan] = [[0, 0, 1, 2][li], chance(r, 0.55) ? 1 : 0]; // plan: an extended warranty / protection plan, else the maker's own
  const w = (key: string) => alt(r, W[key][li]);
  const say = (key: string, c: Record<string, string>) => fill(pick(r, T[key][lang]), c);
  const [style, variant, byCode] = [pick(r, loc.dates), r(), chance(r, 0.2)];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode);
  const kv = (label: string, value: string): Block => ({ kind: 'kv', label, value });
  const para = (text: string): Block => ({ kind: 'para', text });
  const [makerName, brand] = alt(r, MAKERS[li]).split('#');
  const provider = plan ? alt(r, PLANS[li]) : makerName;
  const retailer = alt(r, SHOPS[li]);
  const [customer] = shuffle(r, PEOPLE[li].split('|'));
  const home = pick(r, ADDRESSES[li].split(';')).split('|');
  const [items, prefix, lo, hi] = pick(r, PRODUCTS);
  const item = items.split('|')[li];
  const product = li === 3 ? `${item} ${brand}` : `${brand} ${li === 0 ? item[0].toLowerCase() + item.slice(1) : item}`;
  const model = pick(r, [`${prefix}${int(r, 100, 999)}${pick(r, ['X', 'S', 'PRO', 'W', ''])}`, `${brand[0]}${prefix}-${int(r, 1000, 9999)}`, `${prefix}${int(r, 10, 99)}-${int(r, 100, 999)}${pick(r, ['B', 'GB', 'EU', ''])}`]);
  const purchased = randomDate(r, 2019, 2025);
  const yy = String(purchased.getUTCFullYear()).slice(2);
  const serial = pick(r, [`${yy}${pad(purchased.getUTCMonth() + 1)}${prefix}${int(r, 1000000, 9999999)}`, `SN${int(r, 1000000000, 9999999999)}`, `${brand.slice(0, 2).toUpperCase()}${int(r, 100000, 999999)}${pick(r, ['A', 'K', 'Z'])}${int(r, 10, 99)}`]);
  const certNo = plan ? pick(r, [`PP-${int(r, 1000000, 9999999)}`, `${['HSP', 'ESP', 'GV', 'CP'][li]}${int(r, 10000000, 99999999)}`, `${purchased.getUTCFullYear()}-${int(r, 100000, 999999)}`]) : pick(r, [`WC-${purchased.getUTCFullYear()}-${int(r, 100000, 999999)}`, `${brand.slice(0, 3).toUpperCase()}${int(r, 1000000, 9999999)}`, `G${int(r, 10000000, 99999999)}`]);
  const orderNo = pick(r, [`ORD-${int(r, 100000, 999999)}`, `${int(r, 100000000, 999999999)}`, `${retailer.slice(0, 2).toUpperCase()}${int(r, 100000, 999999)}`]);
  const custNo = `${int(r, 1000000, 9999999)}`;
  const delivered = addDays(purchased, int(r, 1, 12));
  const pprice = int(r, lo, hi) + pick(r, [0.99, 0, 0.95, 0.49]);
  const mw = pick(r, li >= 2 ? [24] : [12, 12, 24]); // the maker's own guarantee, in months
  const after = plan && chance(r, 0.5); // the plan follows the maker's guarantee, else starts at delivery or purchase
  const start = plan ? (after ? addMonths(purchased, mw) : pick(r, [purchased, delivered])) : pick(r, [purchased, delivered]);
  const months = plan ? pick(r, [24, 36, 36, 48, 60]) : pick(r, [mw, mw, 36, 60]);
  const end = addDays(addMonths(start, months), -1);
  const issued = addDays(plan ? purchased : start, int(r, 0, 20));
  const y = months / 12;
  const ENW = ['', 'one', 'two', 'three', 'four', 'five'];
  const yw = (y === 1 ? ['year', 'year', 'Jahr', 'an'] : ['years', 'years', 'Jahre', 'ans'])[li];
  const term = li === 2 ? pick(r, [`${months} Monate`, `${y} ${yw}`]) : li === 3 ? pick(r, [`${months} mois`, `${y} ${yw}`]) : pick(r, [`${months} months`, `${y} ${yw}`, `${ENW[y]} (${y}) ${yw}`, `${ENW[y]} ${yw}`]);
  const mwText = [`${mw} months`, `${mw} months`, `${mw} Monate`, `${mw} mois`][li];
  const coverAt = plan ? int(r, 1, 2) : int(r, 0, 1);
  const coverText = alt(r, COVER[coverAt][li]);
  const opts = pick(r, COVER_OPTS);
  const price = plan ? Math.round(pprice * pick(r, [0.08, 0.12, 0.15, 0.2])) + pick(r, [0.99, 0, 0.5]) : 0;
  const excess = plan ? pick(r, [[0, 25, 50, 75], [0, 49, 99], [0, 50, 75], [0, 30, 50]][li]) : 0;
  const slug = (plan ? provider : brand).split(/[\s&]/)[0].toLowerCase().normalize('NFD').replace(/[^a-z]/g, '');
  const url = `https://${pick(r, ['www.', plan ? 'claims.' : 'service.'])}${slug}${['.co.uk', '.com', '.de', '.fr'][li]}/${pick(r, [['claims', 'make-a-claim', 'repairs'], ['claims', 'file-a-claim', 'support/warranty'], ['schadenmeldung', 'service/garantie', 'reparatur'], ['sav', 'garantie', 'reparation']][li])}`;
  const tel = () => pick(r, [[`0330 ${int(r, 100, 999)} ${int(r, 1000, 9999)}`, `0800 ${int(r, 100, 999)} ${int(r, 1000, 9999)}`], [`1-800-555-0${int(r, 100, 199)}`, `(888) 555-0${int(r, 100, 199)}`], [`0800 ${int(r, 100, 999)} ${int(r, 1000, 9999)}`, `+49 30 ${int(r, 1000000, 9999999)}`], [`09 70 ${int(r, 10, 99)} ${int(r, 10, 99)} ${int(r, 10, 99)}`, `0 800 ${int(r, 10, 99)} ${int(r, 10, 99)} ${int(r, 10, 99)}`]][li]);
  const claimPhone = tel();
  const custPhone = [`07700 9${int(r, 10000, 99999)}`, `(555) 201-${int(r, 1000, 9999)}`, `0171 ${int(r, 1000000, 9999999)}`, `06 ${int(r, 10, 99)} ${int(r, 10, 99)} ${int(r, 10, 99)} ${int(r, 10, 99)}`][li];
  const claimBy = pick(r, ['both', 'both', 'tel', 'web'] as const);
  const show = pick(r, ['both', 'dates', 'term'] as const);
  const exclusion = fill(pick(r, T.excl[lang]), { doc: plan ? 'plan' : 'warranty' });

  const ask = new Ask(r);
  const roles: Array<() => void> = [
    () => plan ? ask.field('text', [['plan_provider', 'company that provides the cover, not the shop'], ['insurer', ''], ['warranty_company', 'who is responsible for the protection plan']], provider) : ask.field('text', [['manufacturer', 'company giving the warranty'], ['warrantor', ''], ['brand_owner', 'maker of the product who guarantees it']], provider),
    () => ask.field('text', [['retailer', 'shop the product was bought from'], ['store', ''], ['seller_name', 'where the customer bought it']], retailer),
    () => ask.field('text', [['customer_name', 'person the certificate is issued to'], ['owner', ''], ['policyholder', 'name of the customer covered']], customer),
    () => ask.field('text', [['product_name', 'product covered'], ['item', ''], ['appliance', 'what product the warranty is for']], product),
    () => ask.field('id_alphanumeric', [['model_number', 'model of the product'], ['model', '']], model),
    () => ask.field('id_alphanumeric', [['serial_number', 'serial of the covered unit'], ['sn', ''], ['device_serial', 'serial number of the product, not the certificate number']], serial),
    () => ask.field('id_alphanumeric', plan ? [['plan_number', 'number of the protection plan'], ['policy_no', ''], ['contract_ref', 'reference of the warranty agreement']] : [['certificate_number', 'number of the warranty certificate'], ['warranty_id', ''], ['registration_ref', 'reference of the warranty registration']], certNo),
    () => ask.field('id_alphanumeric', [['order_number', 'order the product was bought on'], ['order_ref', ''], ['purchase_order', 'shop order reference']], orderNo),
    () => ask.field('date', [['purchase_date', 'when the product was bought'], ['bought_on', ''], ['date_of_sale', 'day of purchase']], isoOf(purchased)),
    () => ask.field('date', [['cover_start', 'first day of cover'], ['warranty_start', ''], ['valid_from', 'when the warranty begins']], isoOf(start)),
    ...(show !== 'term' ? [() => ask.field('date', [['cover_end', 'last day of cover'], ['expiry_date', ''], ['warranty_expires', 'when the warranty runs out']], isoOf(end))] : []),
    ...(show !== 'dates' ? [() => { ask.compare[ask.field('text', [['warranty_length', 'how long the cover lasts'], ['term', ''], ['duration', 'length of the warranty period']], term)] = (v) => monthsOf(v) === months; }] : []),
    ...(plan ? [() => ask.field('currency', [['plan_price', 'what the customer paid for the plan'], ['premium', ''], ['cost_of_cover', 'price of the protection plan, not of the product']], price), () => ask.field('currency', [['excess', 'amount the customer pays per claim'], ['deductible', ''], ['per_claim_fee', 'excess or deductible for each claim']], excess), () => ask.field('currency_symbol', [['currency', ''], ['plan_currency', 'currency of the plan price']], loc.currency.code)] : []),
    () => ask.field('single_select', [['coverage_type', 'what the cover includes'], ['cover_level', ''], ['type_of_cover', 'parts only, parts and labour, or accidental damage']], opts[coverAt], opts),
    () => ask.field('verbatim', [['exclusion', 'sentence saying what is not covered'], ['not_covered', 'what the warranty excludes, word for word'], ['exclusions', '']], exclusion),
    ...(claimBy !== 'web' ? [() => { ask.compare[ask.field('text', [['claims_phone', 'number to call to make a claim'], ['claim_hotline', ''], ['phone_for_repairs', 'telephone number for claims, not the customer\'s']], claimPhone)] = (v) => digits(v) === digits(claimPhone); }] : []),
    ...(claimBy !== 'tel' ? [() => ask.field('url', [['claims_url', 'web address to make a claim'], ['claim_online', ''], ['claims_website', 'link for filing a claim']], url)] : []),
  ];
  const keep = new Set(shuffle(r, roles.map((_, i) => i)).slice(0, int(r, 10, 12)));
  roles.forEach((f, i) => keep.has(i) && f());
  const [nt, nw] = pick(r, NEVER); // a field the certificate never states
  ask.field(nt, nw, null);

  // Layout.
  const c = { retailer, provider, brand, term, start: date(start), end: date(end), mw: mwText, price: money(price), excess: money(excess), phone: claimPhone, url, hours: w('hours') };
  const head: Block[] = chance(r, 0.6) ? [{ kind: 'title', text: provider }, { kind: 'title', text: w(`title${plan}`) }] : [{ kind: 'title', text: w(`title${plan}`) }, kv(w(`provider${plan}`), provider)];
  const intro: Block[] = plan ? (chance(r, 0.6) ? [para(say('sold', c))] : []) : chance(r, 0.5) ? [para(say('made', c))] : [];
  const cust: Block[] = [...(chance(r, 0.5) ? [{ kind: 'kv', label: w(`customer${plan}`), value: '', above: true } as Block, { kind: 'lines', lines: [customer, ...home] } as Block] : [kv(w(`customer${plan}`), customer), { kind: 'lines', lines: home } as Block]), ...(chance(r, 0.6) ? [kv(w('tel'), custPhone)] : [])];
  const idPairs: Array<[string, string]> = shuffle(r, [[w(`cert${plan}`), certNo], [w('order'), orderNo], ...(chance(r, 0.4) ? [[w('custNo'), custNo] as [string, string]] : [])]);
  const ids = idPairs.map(([a, b]) => kv(a, b));
  const prodPairs: Array<[string, string]> = [[w('product'), product], [w('model'), model], [w('serial'), serial], [w('retailer'), retailer], [w('purchased'), date(purchased)], ...(chance(r, 0.4) ? [[w('delivered'), date(delivered)] as [string, string]] : []), ...(chance(r, 0.5) ? [[w('pprice'), money(pprice)] as [string, string]] : [])];
  const prod: Block[] = chance(r, 0.3) ? [{ kind: 'table', header: prodPairs.slice(0, 4).map((p) => p[0]), rows: [prodPairs.slice(0, 4).map((p) => p[1])] }, ...prodPairs.slice(4).map(([a, b]) => kv(a, b))] : prodPairs.map(([a, b]) => kv(a, b));
  const prose = chance(r, 0.45);
  const cover: Block[] = [
    kv(w('cover'), coverText),
    ...(prose ? [para(`${say(show, c)}${after ? ` ${say('after', c)}` : ''}`)] : [...(after ? [para(say('after', c))] : []), ...(show !== 'term' ? [kv(w('start'), date(start)), kv(w('end'), date(end))] : [kv(w('start'), date(start))]), ...(show !== 'dates' ? [kv(w('term'), term)] : [])]),
    ...(plan ? (prose ? [para(li === 1 ? say('money', c).replace('an excess', 'a deductible').replace('excess', 'deductible') : say('money', c))] : [kv(w('price'), money(price)), kv(w('excess'), money(excess))]) : []),
  ];
  const exclBlock: Block[] = pick(r, [[kv(w('excl'), exclusion)], [{ kind: 'title', text: w('excl') }, para(exclusion)]]);
  const others = shuffle(r, [say('transfer', c), ...(plan ? [say('cancel', c)] : []), RIGHTS[li]]);
  const claim: Block[] = chance(r, 0.5) ? [para(say(claimBy === 'both' ? 'claimBoth' : claimBy === 'tel' ? 'claimTel' : 'claimWeb', c))]
    : [...(claimBy !== 'web' ? [kv(w('claimTel'), `${claimPhone}${chance(r, 0.5) ? ` (${c.hours})` : ''}`)] : []), ...(claimBy !== 'tel' ? [kv(w('claimWeb'), url)] : [])];
  const terms: Block[] = chance(r, 0.5) ? [{ kind: 'title', text: w('terms') }, ...exclBlock, ...others.map(para)] : [...others.slice(0, 1).map(para), ...exclBlock, ...others.slice(1).map(para)];
  const issue = kv(w('issued'), date(issued));
  const top = chance(r, 0.5) ? [...head, ...ids, ...cust] : [...head, ...cust, ...ids];
  const blocks: Block[] = [...top, ...intro, ...(chance(r, 0.5) ? [...prod, ...cover] : [...cover, ...prod]), ...(chance(r, 0.5) ? [...claim, ...terms] : [...terms, ...claim]), issue];
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const warrantyCertificates: Family = { name: 'warranty-certificate', kind: 'contract', split: 'train', formats: ['pdf', 'html', 'docx', 'txt'], make };
