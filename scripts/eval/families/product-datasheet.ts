/**
 * Training family: product data sheets and technical specification sheets for household
 * appliances, power tools, electronics and industrial parts, in UK, US, DE and FR wording.
 * The product and its maker head the sheet (sometimes beside a distributor); a model
 * number beside an article/SKU number and an EAN, spec sections as property/value tables
 * or label lines (dimensions with the packed size beside them, net and shipping weight,
 * voltage and frequency, rated and standby power, operating and storage temperatures,
 * energy class, approvals), and some facts only in prose (power, temperatures, warranty
 * with its extension, origin, release date, approvals). US sheets give imperial units
 * with metric in brackets. A list price or not; an accessory's number and price nearby.
 */
import { fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';
import { periodKey, r2, shuffle } from './tax-notice.ts';

/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  title: ['Product data sheet|Technical specification|Product specification sheet', 'Spec Sheet|Product Specifications|Technical Data Sheet', 'Technisches Datenblatt|Produktdatenblatt|Technische Daten', 'Fiche technique|Fiche produit|Caractéristiques techniques'],
  gen: ['General|Product information|Identification', 'General|Product Information', 'Allgemein|Produktinformation|Allgemeine Angaben', 'Généralités|Informations produit|Identification'], dim: ['Dimensions and weight|Dimensions', 'Dimensions & Weight|Physical', 'Abmessungen und Gewicht|Maße und Gewicht', 'Dimensions et poids|Encombrement'],
  el: ['Electrical data|Electrical', 'Electrical|Power', 'Elektrische Daten|Elektrik', 'Caractéristiques électriques|Alimentation'], env: ['Environmental conditions|Operating conditions', 'Environmental|Operating Conditions', 'Umgebungsbedingungen|Einsatzbedingungen', "Conditions d'utilisation|Environnement"],
  com: ['Ordering and warranty|Commercial information|Ordering information', 'Ordering Information|Pricing & Availability', 'Bestellangaben|Kaufmännische Angaben', 'Informations commerciales|Références de commande'], prop: ['Property|Characteristic|Feature', 'Specification|Feature|Attribute', 'Merkmal|Eigenschaft|Parameter', 'Caractéristique|Paramètre'], val: ['Value|Details', 'Value|Details', 'Wert|Angabe', 'Valeur|Donnée'],
  maker: ['Manufacturer|Made by', 'Manufacturer|Mfr.', 'Hersteller', 'Fabricant|Constructeur'], dist: ['Distributed in the UK by|UK importer', 'Distributed by|US distributor', 'Vertrieb|Importeur', 'Distributeur|Importé par'], type: ['Product type|Category', 'Product type|Category', 'Produktart|Gerätetyp', 'Type de produit|Catégorie'],
  model: ['Model|Model number|Model no.', 'Model|Model #|Model number', 'Modell|Typ|Typenbezeichnung', 'Modèle|Référence modèle'], sku: ['Article no.|Product code|SKU', 'SKU|Item #|Part number', 'Artikelnummer|Art.-Nr.|Bestellnummer', 'Référence article|Code article|Réf. commerciale'], ean: ['EAN|EAN-13|Barcode (EAN)', 'UPC/EAN|GTIN|GTIN-13', 'EAN|EAN-Code|GTIN', 'Code EAN|EAN13|GTIN'],
  origin: ['Country of origin|Origin', 'Country of origin|Made in', 'Herkunftsland|Ursprungsland', "Pays d'origine|Origine"], dims: ['Dimensions (W × H × D)|Product dimensions (W × H × D)', 'Dimensions (W × H × D)|Product dimensions (W × H × D)', 'Abmessungen (B × H × T)|Maße (B × H × T)', 'Dimensions (l × h × p)|Dimensions (L × H × P)'],
  wide: ['Width', 'Width', 'Breite', 'Largeur'], high: ['Height', 'Height', 'Höhe', 'Hauteur'], deep: ['Depth', 'Depth', 'Tiefe', 'Profondeur'], pack: ['Packed size (W × H × D)|Packaging dimensions (W × H × D)', 'Carton size (W × H × D)|Shipping dimensions (W × H × D)', 'Verpackungsmaße (B × H × T)', "Dimensions de l'emballage (l × h × p)"],
  net: ['Net weight|Weight', 'Net weight|Product weight', 'Nettogewicht|Gewicht', 'Poids net|Poids'], gross: ['Gross weight (packed)|Shipping weight', 'Shipping weight|Gross weight', 'Bruttogewicht|Versandgewicht', 'Poids brut|Poids emballé'],
  volt: ['Rated voltage|Supply voltage|Voltage', 'Voltage|Input voltage|Rated voltage', 'Nennspannung|Betriebsspannung|Spannung', "Tension nominale|Tension d'alimentation|Tension"], freq: ['Frequency', 'Frequency', 'Frequenz|Netzfrequenz', 'Fréquence'],
  power: ['Rated power|Power consumption|Rated input power', 'Power consumption|Rated power|Wattage', 'Leistungsaufnahme|Nennleistung|Anschlussleistung', 'Puissance absorbée|Puissance nominale'], standby: ['Standby power|Power in standby', 'Standby power', 'Leistungsaufnahme Standby|Standby-Verbrauch', 'Consommation en veille|Puissance en veille'],
  opT: ['Operating temperature|Ambient temperature (operation)', 'Operating temperature|Operating temp. range', 'Betriebstemperatur|Umgebungstemperatur (Betrieb)', 'Température de fonctionnement|Température ambiante'], stT: ['Storage temperature', 'Storage temperature', 'Lagertemperatur', 'Température de stockage'], ip: ['Protection rating|IP rating', 'Ingress protection|IP rating', 'Schutzart', 'Indice de protection'],
  energy: ['Energy efficiency class|Energy class', '', 'Energieeffizienzklasse', "Classe d'efficacité énergétique|Classe énergétique"], kwh: ['Energy consumption', 'Energy use', 'Energieverbrauch', "Consommation d'énergie"], cert: ['Certifications|Approvals|Compliance', 'Certifications|Approvals|Listings', 'Zertifizierungen|Prüfzeichen|Konformität', 'Certifications|Conformité|Homologations'],
  warr: ['Warranty|Guarantee', 'Warranty|Limited warranty', 'Garantie|Herstellergarantie', 'Garantie|Garantie constructeur'], price: ['RRP|Recommended retail price|List price', 'MSRP|List price|Suggested retail price', 'UVP|Unverbindliche Preisempfehlung|Listenpreis', 'Prix public conseillé|Prix de vente conseillé|Prix catalogue'],
  rel: ['Release date|Available from|Launch date', 'Release date|Availability date|Launch date', 'Markteinführung|Erhältlich ab|Verkaufsstart', 'Date de commercialisation|Disponible à partir du|Date de lancement'], issued: ['Data sheet issued|Issue date|Document date', 'Document date|Revised', 'Stand|Ausgabedatum|Dokumentdatum', "Date d'édition|Mise à jour|Date du document"], doc: ['Document no.|Ref.', 'Document #|Doc. no.', 'Dokument-Nr.|Datenblatt-Nr.', 'N° de document|Réf. doc.'],
};
/** Sentences in English, German and French; {names} are filled in. */
const S: Record<string, [string[], string[], string[]]> = {
  intro: [['The {name} {type} from {brand} combines a rated power of {power} with a compact footprint.', '{brand} presents the {name}, {a} {type} with a power consumption of {power}.'], ['{brand} {name}: {type} mit einer Leistungsaufnahme von {power}.', '{brand} {name} – {type}, Nennleistung {power}.'], ["{brand} {name} : {type} d'une puissance absorbée de {power}.", 'Avec le {name}, {brand} propose un produit de type {type} ({power}).']],
  temp: [['Designed for ambient temperatures from {tmin} to {tmax}.', 'The unit operates reliably between {tmin} and {tmax}; store it between {smin} and {smax}.'], ['Zulässige Umgebungstemperatur im Betrieb: {tmin} bis {tmax}.', 'Das Gerät arbeitet zuverlässig zwischen {tmin} und {tmax} (Lagerung: {smin} bis {smax}).'], ['Fonctionne à une température ambiante comprise entre {tmin} et {tmax}.', 'Plage de fonctionnement : de {tmin} à {tmax} (stockage de {smin} à {smax}).']],
  warr: [['{brand} guarantees this product for {warr}{ext}.', 'Manufacturer warranty: {warr}{ext}.'], ['{brand} gewährt {warr} Herstellergarantie{ext}.', 'Garantiezeit: {warr}{ext}.'], ['Garantie constructeur de {warr}{ext}.', '{brand} garantit ce produit {warr}{ext}.']],
  ext: [[', extendable to {ext} when registered online', ' ({ext} on the motor)'], [', bei Online-Registrierung verlängerbar auf {ext}', ' ({ext} auf den Motor)'], [', extensible à {ext} après enregistrement en ligne', ' ({ext} sur le moteur)']],
  origin: [['Made in {c}.', 'Manufactured in {c} by {maker}.'], ['Hergestellt in {c}.', 'Produziert in {c} von {maker}.'], ['Pays de fabrication : {c}.', 'Fabriqué par {maker} (pays de fabrication : {c}).']],
  rel: [['Available from {rel}.', 'On sale from {rel}.'], ['Erhältlich ab {rel}.', 'Im Handel seit dem {rel}.'], ['Disponible à partir du {rel}.', 'Commercialisé depuis le {rel}.']],
  cert: [['The product carries the following approvals: {list}.', 'Complies with: {list}.'], ['Das Produkt trägt folgende Prüfzeichen: {list}.', 'Konformität: {list}.'], ['Le produit porte les marquages suivants : {list}.', 'Conformité : {list}.']],
  acc: [['Accessory kit {accSku} is sold separately at {accPrice}.'], ['Zubehörset {accSku} separat erhältlich für {accPrice}.'], ["Kit d'accessoires {accSku} vendu séparément au prix de {accPrice}."]],
};
type Kind = { grp: number; type: [string, string, string, string]; series: string; mp: string; w: number[]; h: number[]; d: number[]; kg: number[]; watt: number[]; volt: string | null; tmin: number[]; tmax: number[]; energy: string; ip: string; kwh: string; kw: number[]; eur: number[] };
const KINDS: Kind[] = [
  { grp: 0, type: ['washing machine|front-loading washing machine', 'front-load washer|washing machine', 'Waschmaschine|Frontlader-Waschmaschine', 'lave-linge|lave-linge frontal'], series: 'AquaLine 8|PureWash 9 Steam|EcoSpin 7', mp: 'WM', w: [595, 600], h: [845, 850], d: [540, 620], kg: [620, 820], watt: [1900, 2300], volt: null, tmin: [5], tmax: [35, 40], energy: 'A|B|C|D', ip: 'IPX4', kwh: 'kWh/100 cycles', kw: [45, 70], eur: [349, 1299] },
  { grp: 0, type: ['fridge freezer|fridge-freezer', 'refrigerator-freezer|bottom-freezer refrigerator', 'Kühl-Gefrierkombination', 'réfrigérateur combiné'], series: 'FrostFree 360|CoolStore NoFrost|FreshKeep 70', mp: 'KG', w: [595, 700], h: [1800, 2030], d: [650, 700], kg: [620, 950], watt: [90, 160], volt: null, tmin: [10, 16], tmax: [38, 43], energy: 'A|B|C|D|E', ip: 'IPX0', kwh: 'kWh/annum', kw: [120, 330], eur: [399, 1599] },
  { grp: 1, type: ['hammer drill|corded hammer drill', 'hammer drill|corded hammer drill', 'Schlagbohrmaschine', 'perceuse à percussion'], series: 'ProImpact 850|TorqueMaster HD|BuildLine SB', mp: 'HD', w: [70, 90], h: [200, 260], d: [280, 340], kg: [18, 29], watt: [650, 1100], volt: null, tmin: [-10, 0], tmax: [40, 45], energy: '', ip: 'IP20', kwh: '', kw: [0, 0], eur: [59, 289] },
  { grp: 1, type: ['angle grinder', 'angle grinder', 'Winkelschleifer', "meuleuse d'angle"], series: 'CutPro 125|Vanguard AG 230|SteelEdge 115', mp: 'AG', w: [80, 150], h: [100, 150], d: [280, 480], kg: [18, 55], watt: [750, 2400], volt: null, tmin: [-10, -5], tmax: [40, 45], energy: '', ip: 'IP20', kwh: '', kw: [0, 0], eur: [49, 349] },
  { grp: 2, type: ['monitor|LCD monitor', 'monitor|LED monitor', 'Monitor|Flachbildschirm', 'moniteur|écran'], series: 'ClearView 27 QHD|Vista 24 Office|ProPanel 32 4K', mp: 'CV', w: [540, 730], h: [380, 520], d: [180, 240], kg: [35, 85], watt: [14, 42], volt: '100–240 V AC|100–240 V~', tmin: [0, 5], tmax: [35, 40], energy: 'D|E|F|G', ip: 'IP20', kwh: 'kWh/1000 h', kw: [14, 40], eur: [129, 899] },
  { grp: 2, type: ['Wi-Fi router|wireless router', 'Wi-Fi router|wireless router', 'WLAN-Router', 'routeur Wi-Fi'], series: 'AirMesh AX3000|NetHub 6 Pro|SkyLink AX1800', mp: 'R', w: [180, 260], h: [40, 190], d: [100, 190], kg: [4, 12], watt: [9, 24], volt: '12 V DC|12 V ⎓', tmin: [0], tmax: [40], energy: '', ip: 'IP20', kwh: '', kw: [0, 0], eur: [59, 399] },
  { grp: 3, type: ['three-phase motor|AC induction motor', 'three-phase motor|AC induction motor', 'Drehstrom-Asynchronmotor|Drehstrommotor', 'moteur asynchrone triphasé'], series: 'IE3 Drive 90L|PowerDrive 112M|IE3 Drive 132S', mp: 'DM', w: [180, 260], h: [220, 320], d: [280, 460], kg: [150, 450], watt: [750, 5500], volt: '400 V 3~|230/400 V Δ/Y', tmin: [-20], tmax: [40], energy: '', ip: 'IP55', kwh: '', kw: [0, 0], eur: [290, 2400] },
  { grp: 3, type: ['pressure transmitter|pressure sensor', 'pressure transmitter|pressure sensor', 'Drucktransmitter|Drucksensor', 'transmetteur de pression|capteur de pression'], series: 'PT-200 Compact|SensoLine P30|PX 5100', mp: 'PT', w: [27, 40], h: [80, 130], d: [27, 40], kg: [1, 3], watt: [3, 9], volt: '10–30 V DC|12–36 V DC', tmin: [-40, -25], tmax: [85, 105], energy: '', ip: 'IP67', kwh: '', kw: [0, 0], eur: [90, 690] },
];
const MAKERS = ['Norland Appliances Ltd|Kälberer Hausgeräte GmbH|Brightwell Home Inc.|Maison Électro SA', 'Hartkopf Werkzeuge GmbH|Ironhand Tools Ltd|Redline Power Tools Inc.|Outils Garnier SAS', 'Lumeo Electronics B.V.|Netwave Technologies Ltd|Pixelon Corp.|Datalys SAS', 'Voss Antriebstechnik GmbH|Meridian Controls Inc.|Sensotek SAS|Caldwell Motion Ltd'];
const DISTS = ['Hallam Trade Distribution Ltd|Parkway Imports Ltd', 'Summit Supply Co.|Keystone Distribution LLC', 'Elektro-Vertrieb Nord GmbH|Technikhandel Schubert KG', "Distrilec France SAS|Comptoir Technique de l'Ouest"];
/** Countries in English, German and French. */
const COUNTRIES = [['Germany', 'Deutschland', 'Allemagne'], ['China', 'China', 'Chine'], ['Poland', 'Polen', 'Pologne'], ['Czech Republic', 'Tschechien', 'République tchèque'], ['Italy', 'Italien', 'Italie'], ['Mexico', 'Mexiko', 'Mexique'], ['Vietnam', 'Vietnam', 'Viêt Nam'], ['Malaysia', 'Malaysia', 'Malaisie']];
const CERTS = ['CE', 'UKCA', 'UL', 'ETL', 'FCC', 'RoHS', 'REACH', 'TÜV GS', 'VDE', 'Energy Star', 'CSA'];
/** How a sheet writes an approval. */
const CERT_TEXT: Record<string, string> = { CE: 'CE', UKCA: 'UKCA', UL: 'UL Listed|UL', ETL: 'ETL Listed|ETL', FCC: 'FCC Part 15 Class B|FCC', RoHS: 'RoHS|RoHS 2011/65/EU', REACH: 'REACH', 'TÜV GS': 'TÜV GS|GS (TÜV Rheinland)', VDE: 'VDE', 'Energy Star': 'ENERGY STAR', CSA: 'CSA|cCSAus' };
const WARR = [['{n} years|{m} months', '{n} Jahre|{m} Monate', '{n} ans|{m} mois'], ['two years', 'zwei Jahre', 'deux ans']];
const NEVER: Array<[FieldType, Array<[string, string]>]> = [['url', [['product_page', 'web page of the product'], ['support_site', '']]], ['id_alphanumeric', [['hs_code', 'customs tariff number of the product'], ['commodity_code', '']]], ['number', [['mtbf_hours', 'mean time between failures in hours'], ['mtbf', '']]], ['number', [['units_per_pallet', 'how many units fit on a pallet'], ['pallet_qty', '']]]];
const fill = (s: string, c: Record<string, string>) => s.replace(/\{(\w+)\}/g, (_, k) => c[k] ?? '');
const norm = (v: unknown) => String(v).toLowerCase().replace(/[\s.]+$/, '').replace(/\s+/g, ' ').trim();
const nums = (v: unknown) => (String(v).match(/\d+(?:[.,]\d+)?/g) ?? []).join('-');

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const li = LOCALES.indexOf(loc);
  const lang = [0, 0, 1, 2][li];
  const alt = (s: string) => pick(r, s.split('|'));
  const w = (key: string) => alt(W[key][li]);
  const [style, variant] = [pick(r, loc.dates), r()];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const n = (x: number, dp = 0) => fmtNumber(x, loc.numbers, dp);
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, chance(r, 0.2));
  const say = (key: string, c: Record<string, string>) => fill(pick(r, S[key][lang]), c);
  const K = pick(r, KINDS);
  const maker = alt(MAKERS[K.grp]);
  const brand = maker.split(' ')[0];
  const name = alt(K.series);
  const type = alt(K.type[li]);
  const model = `${K.mp}${int(r, 100, 999)}${pick(r, ['', 'X', '-S', 'PRO', li === 1 ? '/US' : '/EU'])}`;
  const skuOf = () => [`${int(r, 100, 999)}-${int(r, 1000, 9999)}`, `${K.mp}-${int(r, 10000, 99999)}-${pick(r, ['US', 'NA'])}`, `${int(r, 1, 9)} ${int(r, 100, 999)} ${int(r, 100, 999)}`, `${int(r, 100000, 999999)}`][li];
  const [sku, accSku] = [skuOf(), skuOf()];
  const digits = [...[['5', '0'], ['0', '8'], ['4', String(int(r, 0, 3))], ['3', String(int(r, 0, 7))]][li].map(Number), ...Array.from({ length: 10 }, () => int(r, 0, 9))];
  const ean = digits.join('') + ((10 - (digits.reduce((t, x, i) => t + x * (i % 2 ? 3 : 1), 0) % 10)) % 10);
  const [wd, ht, dp] = [int(r, K.w[0], K.w[1]), int(r, K.h[0], K.h[1]), int(r, K.d[0], K.d[1])];
  const kg = int(r, K.kg[0], K.kg[1]) / 10;
  const big = K.watt[1] > 1000;
  const watt = K.grp === 3 && !big ? int(r, K.watt[0], K.watt[1]) / 10 : big ? Math.round(int(r, K.watt[0], K.watt[1]) / 50) * 50 : int(r, K.watt[0], K.watt[1]);
  const volt = K.mp === 'DM' && li === 1 ? alt('460 V 3~|230/460 V') : K.volt ? alt(K.volt) : alt(['230 V AC|220–240 V~', '120 V AC|120 V~', '220–240 V~|230 V AC', '220–240 V~|230 V AC'][li]);
  const freq = K.grp === 2 && K.mp === 'R' || K.mp === 'PT' ? '' : K.volt && K.grp === 2 ? '50/60 Hz' : li === 1 ? '60 Hz' : '50 Hz';
  const [tmin, tmax] = [pick(r, K.tmin), pick(r, K.tmax)];
  const [smin, smax] = [Math.min(tmin, 0) - pick(r, [10, 15, 20]), tmax + pick(r, [10, 15, 20])];
  const energy = K.energy && li !== 1 ? alt(K.energy) : null;
  const years = pick(r, [2, 2, 3, 5]);
  const wText = years === 2 && chance(r, 0.2) ? WARR[1][lang] : fill(alt(WARR[0][lang]), { n: String(years), m: String(years * 12) });
  const extText = chance(r, 0.35) ? fill(WARR[0][lang].split('|')[0], { n: String(years < 5 ? pick(r, [5, 10]) : 10) }) : '';
  const country = pick(r, COUNTRIES);
  const origin = country[lang];
  const pool = [['CE', 'UKCA', 'RoHS', 'REACH'], ['UL', 'ETL', 'FCC', 'Energy Star', 'CSA', 'RoHS'], ['CE', 'RoHS', 'REACH', 'TÜV GS', 'VDE'], ['CE', 'RoHS', 'REACH', 'TÜV GS', 'VDE']][li];
  const fits = (c: string) => (c !== 'FCC' || K.grp === 2) && (c !== 'Energy Star' || K.energy !== '') && (c !== 'CSA' || K.grp === 3) && (c !== 'TÜV GS' || K.grp < 2);
  const mustHave = [['CE', 'UKCA'], [pick(r, ['UL', 'ETL'])], ['CE'], ['CE']][li];
  const certs = [...mustHave, ...shuffle(r, pool.filter((c) => fits(c) && !mustHave.includes(c) && !(li === 1 && ['UL', 'ETL'].includes(c)))).slice(0, int(r, 1, 3))];
  const options = shuffle(r, [...certs, ...shuffle(r, CERTS.filter((c) => !certs.includes(c))).slice(0, int(r, 2, 4))]);
  const price = chance(r, 0.7) ? int(r, K.eur[0], K.eur[1]) + pick(r, [0.99, 0, 0.95, 0.5]) : null;
  const released = randomDate(r, 2016, 2024);
  const issued = new Date(released.getTime() + int(r, -90, 300) * 86400000);
  const docNo = `DS-${K.mp}${int(r, 1000, 9999)}-${pick(r, ['EN', 'A', '03', 'R2'])}`;
  const dist = chance(r, 0.35) ? alt(DISTS[li]) : null;
  const US = li === 1;
  const deg = (c: number) => (c > 0 ? '+' : '') + `${c} °C`;
  const degUS = (c: number) => `${Math.round((c * 9) / 5 + 32)} °F (${c} °C)`;
  const t = (c: number) => (US ? degUS(c) : deg(c));
  const mm3 = (a: number, b: number, c: number) => US ? `${n(a / 25.4, 1)} × ${n(b / 25.4, 1)} × ${n(c / 25.4, 1)} in (${a} × ${b} × ${c} mm)` : `${a} × ${b} × ${c} mm`;
  const kgText = (x: number) => (US ? `${n(x * 2.20462, 1)} lb (${n(x, 1)} kg)` : `${n(x, 1)} kg`);
  const powerText = `${n(watt, watt % 1 ? 1 : 0)} W`;
  const c: Record<string, string> = { name, brand, maker, type, a: /^[aeiou]/i.test(type) ? 'an' : 'a', power: powerText, tmin: t(tmin), tmax: t(tmax), smin: t(smin), smax: t(smax), warr: wText, ext: extText, c: origin, rel: date(released), list: certs.map((x) => alt(CERT_TEXT[x])).join(', '), accSku, accPrice: money(int(r, 9, 89) + 0.99) };
  c.ext = extText ? fill(S.ext[lang][K.grp < 2 ? int(r, 0, 1) : 0], c) : ''; // a longer term on registration, or on the motor

  const ask = new Ask(r);
  const roles: Array<() => void> = [
    () => ask.field('text', [['manufacturer', 'company that makes the product'], ['maker', ''], ['producer', 'manufacturer, not the distributor']], maker),
    () => { ask.compare[ask.field('text', [['product_name', 'commercial name of the product, without the model code'], ['product', ''], ['item_name', 'name the product is sold under']], name)] = (v) => [norm(name), norm(`${brand} ${name}`)].includes(norm(v)); },
    () => ask.field('id_alphanumeric', [['model_number', "manufacturer's model designation"], ['model', ''], ['type_code', 'model or type number']], model),
    () => ask.field('id_alphanumeric', [['sku', 'article or order number'], ['article_number', ''], ['order_code', 'number to quote when ordering, not the barcode']], sku),
    () => ask.field('id_alphanumeric', [['ean', 'barcode number'], ['gtin', 'EAN / GTIN code'], ['barcode', '']], ean),
    () => chance(r, 0.5) ? ask.field('number', [['width_mm', 'width of the product in millimetres'], ['product_width', 'how wide it is (mm), unpacked']], wd) : ask.field('number', [['height_mm', 'height of the product in mm'], ['product_height', 'how tall the unit is (mm), without packaging']], ht),
    () => ask.field('number', [['weight_kg', 'net weight in kilograms'], ['weight', 'weight of the unit itself in kg'], ['net_weight', '']], kg),
    () => ask.field('number', [['power_w', 'power consumption in watts (not standby)'], ['wattage', ''], ['rated_power', 'rated power in W']], watt),
    () => { ask.compare[ask.field('text', [['voltage', 'supply voltage'], ['input_voltage', ''], ['mains_voltage', 'voltage the product runs on']], volt)] = (v) => nums(v) === nums(volt); },
    () => chance(r, 0.5) ? ask.field('number', [['min_operating_temp', 'lowest operating temperature in °C'], ['operating_temp_min', ''], ['min_ambient_c', 'lower limit of the working temperature (°C), not storage']], tmin) : ask.field('number', [['max_operating_temp', 'highest operating temperature in °C'], ['operating_temp_max', ''], ['max_ambient_c', 'upper limit of the working temperature (°C), not storage']], tmax),
    () => { ask.compare[ask.field('text', [['warranty', 'standard warranty period'], ['guarantee_length', 'how long the warranty lasts'], ['warranty_term', '']], wText)] = (v) => periodKey(v) === periodKey(wText); },
    ...(energy ? [() => ask.field('single_select', [['energy_class', 'EU energy label class'], ['energy_rating', ''], ['efficiency_class', 'energy efficiency grade on the label']], energy, ['A', 'B', 'C', 'D', 'E', 'F', 'G'])] : []),
    () => ask.field('multi_select', [['certifications', 'approvals and markings the product carries'], ['compliance_marks', ''], ['standards', 'which certifications apply']], certs, options),
    () => { ask.compare[ask.field('text', [['country_of_origin', 'where the product is made'], ['made_in', ''], ['origin_country', 'country of manufacture']], origin)] = (v) => country.map(norm).includes(norm(v)); },
    () => ask.field('currency', [['list_price', 'recommended retail price'], ['msrp', ''], ['price', 'list price of the product, not accessories']], price),
    () => ask.field('date', [['release_date', 'when the product came on the market'], ['launch_date', ''], ['available_from', 'market launch date, not the date of the sheet']], isoOf(released)),
    ...(price !== null ? [() => ask.field('currency_symbol', [['currency', 'currency of the price'], ['price_currency', '']], loc.currency.code)] : []),
  ];
  const keep = new Set(shuffle(r, roles.map((_, i) => i)).slice(0, int(r, 10, 13)));
  roles.forEach((f, i) => keep.has(i) && f());
  const [nt, nw] = pick(r, NEVER); // a field the sheet never states
  ask.field(nt, nw, null);

  // Facts written in prose rather than in the spec tables.
  const prose = { power: chance(r, 0.3), temp: chance(r, 0.35), warr: chance(r, 0.5), origin: chance(r, 0.35), rel: chance(r, 0.35), cert: chance(r, 0.35) };
  const split = chance(r, 0.4); // width, height and depth on their own rows
  const sections: Array<[string, Array<[string, string]>]> = [
    ['gen', [[w('maker'), maker], ...(dist ? [[w('dist'), dist] as [string, string]] : []), [w('type'), type[0].toUpperCase() + type.slice(1)], [w('model'), model], [w('sku'), sku], [w('ean'), ean], ...(prose.origin ? [] : [[w('origin'), origin] as [string, string]])]],
    ['dim', [...(split ? ([[w('wide'), `${wd} mm`], [w('high'), `${ht} mm`], [w('deep'), `${dp} mm`]] as Array<[string, string]>) : [[w('dims'), mm3(wd, ht, dp)] as [string, string]]), [w('net'), kgText(kg)], ...(chance(r, 0.5) ? [[w('pack'), mm3(wd + int(r, 20, 60), ht + int(r, 20, 60), dp + int(r, 20, 60))] as [string, string]] : []), [w('gross'), kgText(r2(kg * 1.12 + 0.3))]]],
    ['el', [[w('volt'), volt], ...(freq ? [[w('freq'), freq] as [string, string]] : []), ...(prose.power ? [] : [[w('power'), powerText] as [string, string]]), ...(K.grp === 0 || K.grp === 2 ? [[w('standby'), `${n(int(r, 3, 9) / 10, 1)} W`] as [string, string]] : [])]],
    ['env', [...(prose.temp ? [] : [[w('opT'), US ? `${degUS(tmin)} to ${degUS(tmax)}` : `${deg(tmin)} ${['to', 'to', '…', 'à'][li]} ${deg(tmax)}`] as [string, string]]), [w('stT'), US ? `${degUS(smin)} to ${degUS(smax)}` : `${deg(smin)} … ${deg(smax)}`], [w('ip'), K.ip], ...(energy ? [[w('energy'), energy] as [string, string]] : []), ...(K.kwh ? [[w('kwh'), `${n(int(r, K.kw[0], K.kw[1]))} ${K.kwh}`] as [string, string]] : []), ...(prose.cert ? [] : [[w('cert'), c.list] as [string, string]])]],
    ['com', [...(price !== null ? [[w('price'), money(price)] as [string, string]] : []), ...(prose.rel ? [] : [[w('rel'), date(released)] as [string, string]]), ...(prose.warr ? [] : [[w('warr'), wText] as [string, string]])]],
  ];
  const [head, val] = [w('prop'), w('val')];
  const asTable = chance(r, 0.6);
  const body: Block[] = sections.filter(([, rows]) => rows.length).flatMap(([key, rows]): Block[] => [{ kind: 'title', text: w(key) }, ...(asTable ? [{ kind: 'table' as const, header: chance(r, 0.6) ? [head, val] : ['', ''], rows }] : rows.map(([a, b]): Block => ({ kind: 'kv', label: a, value: b })))]);
  const paras: Block[] = [
    ...(prose.temp ? [say('temp', c)] : []), ...(prose.warr ? [say('warr', c)] : []), ...(prose.origin ? [say('origin', c)] : []),
    ...(prose.rel ? [say('rel', c)] : []), ...(prose.cert ? [say('cert', c)] : []), ...(chance(r, 0.4) ? [say('acc', c)] : []),
  ].map((text): Block => ({ kind: 'para', text }));
  const intro: Block[] = prose.power || chance(r, 0.5) ? [{ kind: 'para', text: say('intro', c) }] : [];
  const top: Block[] = [
    ...(chance(r, 0.5) ? [{ kind: 'title' as const, text: `${brand} ${name}` }, { kind: 'title' as const, text: w('title') }] : [{ kind: 'title' as const, text: `${w('title')}: ${name}` }]),
    ...(chance(r, 0.6) ? [{ kind: 'kv' as const, label: w('doc'), value: docNo }, { kind: 'kv' as const, label: w('issued'), value: date(issued) }] : []),
  ];
  const blocks: Block[] = [...top, ...intro, ...(chance(r, 0.5) ? [...body, ...paras] : [...paras, ...body])];
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const productDatasheets: Family = { name: 'product-datasheet', kind: 'report', split: 'train', formats: ['pdf', 'html', 'docx', 'txt'], make };
