/**
 * Calibration family: distribution and reseller agreements in clause-based prose, in UK,
 * US, DE and FR wording. A preamble names the parties with "hereinafter" definitions
 * (supplier or distributor first), with company numbers and addresses; a reference, the
 * signing date beside the effective date; clauses on the appointment (territory, exclusive
 * or not), the term (initial period and renewal, automatic or by agreement), a minimum
 * annual purchase commitment, prices (a discount off list, sometimes a cap on list price
 * rises), payment (days, sometimes an early-payment discount), a marketing budget, a
 * liability cap, confidentiality surviving some years, termination (notice beside a cure
 * period), governing law and courts; signature blocks. The commercial terms sometimes sit
 * only in a schedule (label lines or a table). Durations compare by what they say.
 */
import { addDays, fmtDate, fmtNumber, isoOf, LOCALES, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';
import { alt, askSome, fill, moneyOf } from './property-valuation.ts';

const SUPPLIERS = ['Calder Valley Foods Ltd|Pennine Precision Tools Limited|Brightwell Audio Ltd|Northgate Pharma Supplies Ltd', 'Redwood Coast Beverages, Inc.|Ironclad Fastener Corp.|Bluefin Marine Electronics LLC|Summit Outdoor Gear, Inc.', 'Hölzer Präzisionswerkzeuge GmbH|Brauerei Seitz GmbH & Co. KG|Medisan Diagnostik AG|Kraftwerk Fahrradkomponenten GmbH', 'Laboratoires Vernier SAS|Coutellerie de Thiers SARL|Vignobles Delmas SA|Ateliers Morvan Équipements SAS'];
const DISTRIBUTORS = ['Orbis Trade Distribution Ltd|Hallam Wholesale Limited|Kestrel Supply Co. Ltd|Tayside Trading Ltd', 'Great Lakes Distribution LLC|Pacific Rim Trading Co.|Keystone Wholesale Partners, Inc.|Lone Star Supply Group LLC', 'Nordhandel Vertriebs GmbH|Alpen Distribution GmbH|Rhein-Main Großhandel KG|Elbe Handelskontor GmbH', 'Distrisud SAS|Comptoir Atlantique de Distribution SARL|Euronégoce SA|Alsace Diffusion SAS'];
const PRODUCTS = ['the range of cooking sauces and condiments|professional hand tools|wireless speakers and headphones|medical consumables', 'craft sodas and sparkling waters|industrial fasteners|marine navigation electronics|camping and hiking equipment', 'Präzisionswerkzeuge für die Metallbearbeitung|Bier- und Getränkespezialitäten|Schnelltests für die Labordiagnostik|Fahrradkomponenten', 'produits cosmétiques|couteaux de cuisine et de table|vins de Bordeaux|équipements de cuisine professionnelle'];
const TERRITORIES = ['the United Kingdom and the Republic of Ireland|Scotland and Northern Ireland|the Benelux countries|the Nordic countries (Denmark, Norway, Sweden and Finland)', 'the States of California, Oregon and Washington|Canada|the New England states|Mexico and Central America', 'Deutschland, Österreich und die Schweiz|Bayern und Baden-Württemberg|Polen und Tschechien|die Bundesländer Nordrhein-Westfalen und Hessen', 'la France métropolitaine|la Belgique et le Luxembourg|les régions Auvergne-Rhône-Alpes et Occitanie|le Maroc et la Tunisie'];
const SIGNERS = ['Helen Marsh|Richard Cole|Priya Desai|Andrew Kerr|Joanna Blake|Martin Howe', 'Daniel Foster|Rebecca Lin|Carlos Mendez|Sharon Wells|Kevin O’Brien|Nicole Grant', 'Dr. Matthias Lorenz|Sabine Krüger|Thomas Albrecht|Anja Petersen|Klaus Dietrich|Verena Stahl', 'Jean-Marc Rolland|Catherine Perrot|François Guillot|Isabelle Noël|Thierry Masson|Hélène Barbier'];
const TITLES = ['Managing Director|Director|Chief Executive', 'President|Chief Executive Officer|VP Sales', 'Geschäftsführung|Vorstand', 'Président|Directeur général|Gérant'];
const PLACES: Array<Array<[string, string, string]>> = [[['14 Canal Wharf', 'Leeds', 'LS11 5PS'], ['Unit 6, Riverside Park', 'Warrington', 'WA1 1RG'], ['Unit 3, Kingsway Business Park', 'Rochdale', 'OL16 4NW']], [['1200 Harbor Way', 'Oakland, CA', '94607'], ['455 Industrial Pkwy', 'Toledo, OH', '43612'], ['80 Commerce Drive', 'Dallas, TX', '75201']], [['Industriestraße 12', '42655 Solingen', ''], ['Hafenweg 3', '20457 Hamburg', ''], ['Gewerbering 8', '80939 München', '']], [['12 rue de l’Industrie', '63300 Thiers', ''], ['ZA des Landes, 4 allée Ampère', '33700 Mérignac', ''], ['45 quai Perrache', '69002 Lyon', '']]];
const LAWS = [['England and Wales|the courts of England and Wales|england & wales|english law', 'Scotland|the Scottish courts|scots law|scottish law'], ['State of New York|the state and federal courts in New York County|new york|new york law', 'State of Delaware|the courts of Wilmington, Delaware|delaware|delaware law', 'State of Illinois|the courts of Cook County, Illinois|illinois|illinois law'], ['Bundesrepublik Deutschland||deutschland|germany|deutsches recht|german law', 'deutsches Recht||deutschland|germany|bundesrepublik deutschland|german law'], ['droit français||france|french law|la france|république française']];
/** Governing-law sentences per locale (UK, US, DE, FR); the German one goes with the law's wording. */
const LAW_T = [['This Agreement shall be governed by and construed in accordance with the laws of {law}, and the parties submit to the exclusive jurisdiction of {courts}.', 'This Agreement and any dispute arising from it shall be governed by the law of {law}; {courts} shall have exclusive jurisdiction.'], ['This Agreement is governed by the laws of the {law}, without regard to its conflict of laws principles; {courts} shall have exclusive jurisdiction.', 'This Agreement shall be construed in accordance with the laws of the {law}. Any action shall be brought in {courts}.'], ['Dieser Vertrag unterliegt dem Recht der {law} unter Ausschluss des UN-Kaufrechts. Gerichtsstand ist {city}.', 'Es gilt {law} unter Ausschluss des UN-Kaufrechts. Ausschließlicher Gerichtsstand ist {city}.'], ['Le présent contrat est soumis au {law}. Tout litige relève de la compétence exclusive du Tribunal de commerce de {city}.']];
const COURTS = [['', ''], ['', ''], ['Hamburg', 'München', 'Köln'], ['Lyon', 'Bordeaux', 'Paris']];
const EN_NUM: Record<number, string> = { 1: 'one', 2: 'two', 3: 'three', 5: 'five', 6: 'six', 12: 'twelve', 14: 'fourteen', 24: 'twenty-four', 30: 'thirty', 36: 'thirty-six', 60: 'sixty', 90: 'ninety' };
const DE_NUM: Record<number, string> = { 2: 'zwei', 3: 'drei', 5: 'fünf', 6: 'sechs', 12: 'zwölf', 14: 'vierzehn', 30: 'dreißig' };
const FR_NUM: Record<number, string> = { 1: 'un', 2: 'deux', 3: 'trois', 5: 'cinq', 6: 'six', 12: 'douze', 14: 'quatorze', 24: 'vingt-quatre', 30: 'trente', 36: 'trente-six', 60: 'soixante', 90: 'quatre-vingt-dix' };
const WORDS: Record<string, number> = { a: 1, an: 1, one: 1, ein: 1, eine: 1, einem: 1, einen: 1, un: 1, une: 1, ...Object.fromEntries([EN_NUM, DE_NUM, FR_NUM].flatMap((m) => Object.entries(m).map(([n, wd]) => [wd, Number(n)]))), twenty: 20, four: 4, vingt: 20, quatre: 4 };
type Unit = 'year' | 'month' | 'day';
/** A duration as one key: months for years and months, days for weeks and days ("three (3) years", "36 Monaten", "trois ans" are all `36m`). */
export function durationOf(v: unknown): string | null {
  const m = /(?:^|[^a-zäöüßéèûç0-9])(\d+|[a-zäöüßéèûç]+(?:-[a-zäöüßéèûç]+)?)(?:\s*\(\s*(\d+)\s*\))?[\s-]+(?:calendar\s+|full\s+)?(years?|jahre?n?|jahres|ans?|ann[ée]es?|months?|monate?n?|monats|mois|weeks?|wochen?|semaines?|days?|tage?n?|jours?)(?![a-zäöüéè])/i.exec(String(v).toLowerCase());
  if (!m) return null;
  const n = m[2] ? Number(m[2]) : /^\d+$/.test(m[1]) ? Number(m[1]) : m[1].split('-').reduce((t, p) => (t === null || !(p in WORDS) ? null : t + WORDS[p]), 0 as number | null);
  if (!n) return null;
  const u = m[3];
  if (/^(y|jah|an)/.test(u)) return `${n * 12}m`;
  if (/^(mo|mois)/.test(u)) return `${n}m`;
  return /^(w|se)/.test(u) ? `${n * 7}d` : `${n}d`;
}
/** A duration written in words and digits or in digits; `dat` for the German dative ("von drei (3) Jahren"). */
function dur(r: Rng, lang: number, n: number, u: Unit, dat = false): string {
  const words = chance(r, 0.6);
  if (lang === 0) return `${words && EN_NUM[n] ? `${EN_NUM[n]} (${n})` : n} ${u}${n > 1 ? 's' : ''}`;
  if (lang === 2) return `${words && FR_NUM[n] ? `${FR_NUM[n]} (${n})` : n} ${{ year: n > 1 ? 'ans' : 'an', month: 'mois', day: n > 1 ? 'jours' : 'jour' }[u]}`;
  const noun = { year: ['Jahr', 'Jahre', 'Jahren'], month: ['Monat', 'Monate', 'Monaten'], day: ['Tag', 'Tage', 'Tagen'] }[u][n === 1 ? 0 : dat ? 2 : 1];
  return `${n === 1 ? (dat ? 'einem' : 'ein') : words && DE_NUM[n] ? `${DE_NUM[n]} (${n})` : n} ${noun}`;
}
/** Clause headings and sentences in English, German and French; {names} are filled in. */
const T: Record<string, [string[], string[], string[]]> = {
  title: [['DISTRIBUTION AGREEMENT|Distribution Agreement|DISTRIBUTOR AGREEMENT', 'RESELLER AGREEMENT|Reseller Agreement'], ['Vertriebsvertrag|Vertragshändlervertrag|VERTRIEBSVERTRAG', 'Händlervertrag|Wiederverkäufervertrag'], ['CONTRAT DE DISTRIBUTION|Contrat de distribution', 'CONTRAT DE REVENDEUR|Contrat de revendeur agréé']],
  made: [['THIS AGREEMENT is made on {signed}', 'This Distribution Agreement (the “Agreement”) is dated {signed}'], ['Vertrag vom {signed}', 'Geschlossen am {signed}'], ['Contrat conclu le {signed}', 'En date du {signed}']],
  between: [['BETWEEN:|AND'], ['zwischen|und'], ['ENTRE LES SOUSSIGNÉS :|ET']],
  party: [['{name}, a company incorporated in England and Wales with company number {no}, whose registered office is at {addr} (hereinafter referred to as “the {def}”)', '{name}, a {state} {form} having its principal place of business at {addr} (hereinafter “the {def}”)'], ['{name}, {addr}, eingetragen im Handelsregister des Amtsgerichts {court} unter HRB {no} (nachfolgend „{def}“ genannt)'], ['{name}, société immatriculée au RCS de {rcs} sous le numéro {no}, dont le siège social est situé {addr} (ci-après dénommée « le {def} »)']],
  recital: [['WHEREAS the {S} manufactures {products} (the “Products”) and wishes to appoint the {D} to distribute the Products in the Territory on the terms set out below.'], ['Der {S} stellt {products} her (nachfolgend „Vertragsprodukte“) und möchte diese im Vertragsgebiet über den {D} vertreiben. Dies vorausgeschickt, vereinbaren die Parteien Folgendes:'], ['Le {S} fabrique et commercialise des {products} (les « Produits ») et souhaite en confier la distribution au {D}. IL A ÉTÉ CONVENU CE QUI SUIT :']],
  hAppoint: [['Appointment|APPOINTMENT'], ['Vertragsgegenstand|Ernennung'], ['Objet|Désignation du distributeur']],
  appoint: [['The {S} hereby appoints the {D} as its {excl} distributor of the Products in {terr} (the “Territory”), and the {D} accepts that appointment.', 'With effect from the Effective Date the {D} is appointed {excl} distributor of the Products in {terr} (the “Territory”).'], ['Der {S} ernennt den {D} zum {excl} Vertriebspartner der Vertragsprodukte für {terr} (nachfolgend „Vertragsgebiet“).'], ['Le {S} désigne le {D} en qualité de distributeur {excl} des Produits sur {terr} (le « Territoire »).']],
  exclYes: [['During the term the {S} shall not appoint any other distributor in the Territory.'], ['Der {S} wird im Vertragsgebiet keine weiteren Vertriebspartner einsetzen.'], ['Pendant la durée du contrat, le {S} s’interdit de désigner un autre distributeur sur le Territoire.']],
  exclNo: [['The {S} remains free to appoint other distributors and to sell directly in the Territory.'], ['Der {S} bleibt berechtigt, im Vertragsgebiet weitere Händler zu beauftragen oder selbst zu liefern.'], ['Le {S} reste libre de désigner d’autres distributeurs et de vendre directement sur le Territoire.']],
  hTerm: [['Term|COMMENCEMENT AND DURATION'], ['Vertragsdauer|Laufzeit'], ['Durée|Entrée en vigueur et durée']],
  term: [['This Agreement shall come into force on {eff} (the “Effective Date”) and shall continue for an initial term of {term}.', 'This Agreement takes effect on {eff} and, subject to earlier termination, runs for an initial period of {term}.'], ['Dieser Vertrag tritt am {eff} in Kraft und hat eine feste Laufzeit von {termDat}.'], ['Le présent contrat entre en vigueur le {eff} pour une durée initiale de {term}.']],
  renAuto: [['Thereafter it shall renew automatically for successive periods of {ren} unless terminated in accordance with clause {tc}.'], ['Er verlängert sich danach jeweils um {ren}, sofern er nicht gemäß § {tc} gekündigt wird.'], ['Il se renouvelle ensuite par tacite reconduction pour des périodes successives de {ren}, sauf résiliation dans les conditions de l’article {tc}.']],
  renAgree: [['Any extension beyond the initial term requires the written agreement of both parties; failing such agreement, this Agreement expires at the end of the initial term.'], ['Eine Verlängerung bedarf einer schriftlichen Vereinbarung der Parteien; andernfalls endet der Vertrag mit Ablauf der festen Laufzeit.'], ['Il ne pourra être prorogé que par avenant signé des deux parties ; à défaut, il prendra fin au terme de la durée initiale.']],
  hMin: [['Minimum Purchases|MINIMUM PURCHASE COMMITMENT'], ['Mindestabnahme'], ['Objectifs d’achat']],
  min: [['The {D} shall purchase Products with a total net invoice value of not less than {min} in each Contract Year (the “Minimum Annual Purchase Commitment”).', 'In each year of this Agreement the {D} undertakes to place orders for Products worth at least {min}, excluding taxes.'], ['Der {D} verpflichtet sich, in jedem Vertragsjahr Vertragsprodukte im Nettowert von mindestens {min} abzunehmen.'], ['Le {D} s’engage à réaliser un volume d’achats minimal de {min} HT par année contractuelle.']],
  minSched: [['The {D} shall meet the minimum annual purchase commitment set out in Schedule 1 in each Contract Year.'], ['Der {D} verpflichtet sich zur jährlichen Mindestabnahme gemäß Anlage 1.'], ['Le {D} s’engage à atteindre l’objectif d’achats annuel fixé à l’Annexe 1.']],
  hPrice: [['Prices and Payment|PRICES AND PAYMENT'], ['Preise und Zahlung'], ['Prix et conditions de paiement']],
  price: [['The Products shall be supplied at the {S}’s list price in force from time to time less a discount of {disc}.', 'The {D} shall be entitled to a discount of {disc} off the {S}’s current list prices.'], ['Die Lieferung erfolgt zu den jeweils gültigen Listenpreisen abzüglich eines Händlerrabatts von {disc}.'], ['Les Produits sont facturés au {D} au prix du tarif en vigueur, diminué d’une remise de {disc}.']],
  priceSched: [['The Products shall be supplied at list price less the discount stated in Schedule 1.'], ['Die Lieferung erfolgt zu Listenpreisen abzüglich des in Anlage 1 genannten Rabatts.'], ['Les Produits sont facturés au tarif en vigueur, diminué de la remise prévue à l’Annexe 1.']],
  rise: [['List prices may be increased once per Contract Year by no more than {cap}.'], ['Listenpreise dürfen einmal je Vertragsjahr um höchstens {cap} erhöht werden.'], ['Le tarif ne peut être augmenté qu’une fois par année contractuelle, dans la limite de {cap}.']],
  pay: [['Invoices are payable within {days} days of the invoice date.', 'The {D} shall pay each invoice in full within {days} days of the date of invoice.'], ['Rechnungen sind innerhalb von {days} Tagen nach Rechnungsdatum netto zahlbar.'], ['Les factures sont payables à {days} jours à compter de leur date d’émission.']],
  paySched: [['Invoices are payable within the period stated in Schedule 1.'], ['Rechnungen sind innerhalb der in Anlage 1 genannten Frist zahlbar.'], ['Les factures sont payables dans le délai fixé à l’Annexe 1.']],
  early: [['A prompt payment discount of {early} applies to invoices paid within {eday} days.'], ['Bei Zahlung innerhalb von {eday} Tagen werden {early} Skonto gewährt.'], ['Un escompte de {early} est accordé pour tout paiement sous {eday} jours.']],
  hMkt: [['Marketing|PROMOTION'], ['Werbung und Marketing'], ['Promotion des Produits']],
  mkt: [['The {D} shall spend not less than {mkt} in each Contract Year on promoting the Products in the Territory.'], ['Der {D} wendet je Vertragsjahr mindestens {mkt} für die Bewerbung der Vertragsprodukte auf.'], ['Le {D} consacre chaque année au moins {mkt} à la promotion des Produits.']],
  hConf: [['Confidentiality|CONFIDENTIALITY'], ['Geheimhaltung'], ['Confidentialité']],
  conf: [['Each party shall keep the other’s confidential information secret; this obligation survives termination for {conf}.'], ['Die Geheimhaltungspflicht gilt für {conf} über das Vertragsende hinaus.'], ['Cette obligation de confidentialité survit {conf} après la fin du contrat.']],
  hLiab: [['Liability|LIMITATION OF LIABILITY'], ['Haftung'], ['Responsabilité']],
  liab: [['Each party’s total liability under this Agreement shall not exceed {cap} in any Contract Year.'], ['Die Haftung jeder Partei ist je Vertragsjahr auf {cap} begrenzt.'], ['La responsabilité de chaque partie est limitée à {cap} par année contractuelle.']],
  hEnd: [['Termination|TERMINATION'], ['Kündigung'], ['Résiliation']],
  end: [['Either party may terminate this Agreement by giving the other not less than {noticePos} written notice{exp}.', 'This Agreement may be terminated by either party on {noticePos} prior written notice{exp}.'], ['Der Vertrag kann von jeder Partei mit einer Frist von {noticeDat} schriftlich gekündigt werden{exp}.'], ['Chaque partie peut résilier le présent contrat moyennant un préavis de {notice}, notifié par lettre recommandée avec accusé de réception{exp}.']],
  exp: [[', such notice to expire at the end of the initial term or of any renewal period', ''], [', erstmals zum Ende der festen Laufzeit', ''], [' avant l’échéance de la période en cours', '']],
  breach: [['Either party may terminate with immediate effect if the other commits a material breach which it fails to remedy within {cure} of being notified of it.'], ['Das Recht zur fristlosen Kündigung bleibt unberührt, insbesondere wenn eine Partei eine wesentliche Pflichtverletzung nicht innerhalb von {cureDat} nach Abmahnung abstellt.'], ['En cas de manquement grave non réparé dans un délai de {cure} suivant une mise en demeure, l’autre partie pourra résilier le contrat de plein droit.']],
  hLaw: [['Governing Law|GOVERNING LAW AND JURISDICTION'], ['Anwendbares Recht, Gerichtsstand'], ['Droit applicable et juridiction']],
  witness: [['IN WITNESS WHEREOF the parties have signed this Agreement on the date first written above.', 'Signed by the duly authorised representatives of the parties:'], ['{city}, den {signed}'], ['Fait à {city}, le {signed}, en deux exemplaires originaux.']],
  sigFor: [['Signed for and on behalf of {name}|For {name}'], ['Für {name}'], ['Pour {name}']],
};
const SCHED = [['Schedule 1 – Commercial Terms|SCHEDULE 1|Schedule 1: Key Terms', 'Territory', 'Minimum annual purchases|Minimum Annual Purchase Commitment', 'Distributor discount|Discount off list price', 'Payment terms'], ['Anlage 1 – Konditionen|Anlage 1', 'Vertragsgebiet', 'Mindestabnahme p. a.|Jährliche Mindestabnahme', 'Händlerrabatt|Rabatt auf Listenpreis', 'Zahlungsziel'], ['Annexe 1 – Conditions commerciales|ANNEXE 1', 'Territoire', 'Objectif minimal d’achats annuel|Volume d’achats minimal', 'Remise sur tarif|Remise distributeur', 'Délai de paiement']];
const NEVER: Array<[FieldType, Array<[string, string]>]> = [['currency', [['credit_limit', 'credit limit granted to the distributor'], ['max_outstanding', '']]], ['url', [['supplier_website', 'web address of the supplier'], ['website', '']]], ['text', [['arbitration_body', 'arbitral institution that hears disputes'], ['arbitrator', '']]], ['number', [['warranty_months', 'warranty period on the products, in months'], ['guarantee_period', '']]]];

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const li = LOCALES.indexOf(loc);
  const lang = [0, 0, 1, 2][li];
  const say = (key: string, c: Record<string, string | number>) => fill(pick(r, T[key][lang]), c).replace(/ de (une?) /g, ' d’$1 ');
  const [style, variant] = [pick(r, loc.dates), r()];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const money = ((byCode, dec) => (x: number) => moneyOf(x, loc, byCode, dec))(chance(r, 0.3), chance(r, 0.4) ? 2 : 0);
  const pctText = (x: number) => `${fmtNumber(x, loc.numbers, x % 1 ? 1 : 0)}${pick(r, [['%', '% ', ' per cent'], ['%', ' percent'], [' %', ' Prozent'], [' %', '\u00a0%']][li]).replace(/ $/, '')}`;
  const k = int(r, 0, 3); // a supplier and what it makes
  const [supplier, distributor, products] = [SUPPLIERS[li].split('|')[k], alt(r, DISTRIBUTORS[li]), PRODUCTS[li].split('|')[k]];
  const reseller = chance(r, 0.3);
  const S = alt(r, ['Supplier|Manufacturer|Company|Principal', 'Supplier|Manufacturer|Company', 'Lieferant|Hersteller', 'Fournisseur|Fabricant'][li]);
  const D = reseller ? ['Reseller', 'Reseller', 'Händler', 'Revendeur'][li] : alt(r, ['Distributor|Dealer', 'Distributor|Dealer', 'Vertriebspartner|Händler', 'Distributeur'][li]);
  const exclusive = chance(r, 0.5);
  const terr = alt(r, TERRITORIES[li]);
  const signed = randomDate(r, 2018, 2025);
  const ref = pick(r, [`DA-${signed.getUTCFullYear()}-${String(int(r, 1, 999)).padStart(4, '0')}`, `VTR/${int(r, 100, 999)}/${String(signed.getUTCFullYear()).slice(2)}`, `CD-${int(r, 1000, 9999)}`, `${pick(r, ['DIST', 'RSL', 'AGR'])}${int(r, 10000, 99999)}`]);
  const eff = addDays(signed, pick(r, [0, 1, 7, 14, 30, 45]));
  const [termN, termU] = pick(r, [[1, 'year'], [2, 'year'], [3, 'year'], [5, 'year'], [24, 'month'], [36, 'month']] as Array<[number, Unit]>);
  const [renN, renU] = pick(r, [[1, 'year'], [2, 'year'], [12, 'month']] as Array<[number, Unit]>);
  const [noticeN, noticeU] = pick(r, [[3, 'month'], [6, 'month'], [12, 'month'], [90, 'day']] as Array<[number, Unit]>);
  const auto = chance(r, 0.65);
  const [term, ren, notice] = [dur(r, lang, termN, termU), dur(r, lang, renN, renU), dur(r, lang, noticeN, noticeU)];
  const [termDat, noticeDat] = [lang === 1 ? dur(r, 1, termN, termU, true) : term, lang === 1 ? dur(r, 1, noticeN, noticeU, true) : notice];
  const cureN = pick(r, [14, 30, 60]);
  const minBuy = int(r, 5, 120) * 10000;
  const disc = pick(r, [15, 20, 22.5, 25, 30, 35, 40]);
  const days = pick(r, [30, 45, 60, 90].filter((d) => d !== noticeN));
  const [early, eday] = [pick(r, [2, 3]), pick(r, [10, 14])];
  const sched = chance(r, 0.35);
  const lawAt = int(r, 0, LAWS[li].length - 1);
  const [lawAlt, courts] = [LAWS[li][lawAt], pick(r, COURTS[li])];
  const [law, lawCourts, ...aliases] = lawAlt.split('|');
  const addrOf = (p: [string, string, string]) => [p[0], p[1], p[2]].filter(Boolean).join(', ').replace(/, (\d{5})$/, ' $1');
  const places = PLACES[li].map((p) => ({ p, k: r() })).sort((a, b) => a.k - b.k).map((x) => x.p);
  const signers = SIGNERS[li].split('|').map((p) => ({ p, k: r() })).sort((a, b) => a.k - b.k).map((x) => x.p);
  const parties = [{ name: supplier, def: S, place: places[0], who: signers[0] }, { name: distributor, def: D, place: places[1], who: signers[1] }];

  const ask = new Ask(r);
  const durCompare = (name: string, gold: string) => { ask.compare[name] = (v) => durationOf(v) !== null && durationOf(v) === durationOf(gold); };
  const renewOpts = pick(r, [['Automatic renewal', 'Renewal by mutual agreement'], ['auto-renews', 'needs a new agreement', 'no renewal'], ['Tacit renewal', 'Written extension only']]);
  const exclOpts = pick(r, [['Exclusive', 'Non-exclusive'], ['exclusive', 'non-exclusive', 'sole'], ['Exclusive distribution', 'Non-exclusive distribution']]);
  const lawNorm = (v: unknown) => String(v).toLowerCase().replace(/^[\s"“(]+|[\s"”).,;:]+$/g, '').replace(/^(the |le |la )?(laws? of )?(the )?/, '').replace(/^recht der /, '');
  const roles: Array<() => void> = [
    () => ask.field('text', [['supplier', 'company supplying the goods'], ['manufacturer_name', ''], ['principal', 'party that appoints the distributor'], ['vendor', 'who sells the products to the distributor']], supplier),
    () => ask.field('text', [['distributor', 'company appointed to resell the products'], ['reseller_name', ''], ['dealer', 'party buying the products for resale']], distributor),
    () => ask.field('id_alphanumeric', [['agreement_number', 'reference of the contract'], ['contract_ref', ''], ['contract_id', 'identifier of this agreement']], ref),
    () => chance(r, 0.7) ? ask.field('date', [['effective_date', 'date the agreement takes effect'], ['start_date', ''], ['commencement', 'when the contract begins (not when it was signed)']], isoOf(eff)) : ask.field('date', [['signature_date', 'date the agreement was signed'], ['dated', 'date the contract was concluded']], isoOf(signed)),
    () => durCompare(ask.field('text', [['initial_term', 'length of the first contract period'], ['term', ''], ['duration', 'how long the agreement runs before any renewal']], lang === 1 ? termDat : term), term),
    () => auto && chance(r, 0.6) ? durCompare(ask.field('text', [['renewal_term', 'length of each automatic renewal'], ['extension_period', '']], ren), ren) : ask.field('single_select', [['renewal', 'how the agreement gets renewed'], ['auto_renew', ''], ['renewal_mechanism', 'does it roll over by itself']], renewOpts[auto ? 0 : 1], renewOpts),
    () => ask.field('text', [['territory', 'region the distributor may sell in'], ['sales_area', ''], ['geographic_scope', 'where the distribution rights apply']], terr),
    () => ask.field('single_select', [['exclusivity', 'is the appointment exclusive'], ['exclusive_or_not', ''], ['type_of_appointment', '']], exclOpts[exclusive ? 0 : 1], exclOpts),
    () => ask.field('currency', [['minimum_annual_purchase', 'yearly purchase commitment'], ['annual_minimum', ''], ['volume_commitment', 'amount the distributor must buy each year']], minBuy),
    () => ask.field('percentage', [['discount', 'reduction off the list price'], ['distributor_discount', ''], ['trade_discount', 'percentage off list']], disc),
    () => ask.field('number', [['payment_terms_days', 'days allowed to pay invoices'], ['payment_days', ''], ['credit_period', 'number of days to pay an invoice']], days),
    () => durCompare(ask.field('text', [['termination_notice', 'notice needed to end the agreement'], ['notice_period', ''], ['exit_notice', 'how much notice either side must give to terminate']], lang === 1 ? noticeDat : notice), notice),
    () => { const f = ask.field('text', [['governing_law', 'law that governs the contract'], ['law_of', ''], ['applicable_law', 'which legal system applies']], law); ask.compare[f] = (v) => [law, ...aliases].map((a) => lawNorm(a)).includes(lawNorm(v)); },
    () => chance(r, 0.5) ? ask.field('text', [['distributor_signatory', 'person who signed for the distributor'], ['signed_for_distributor', '']], parties[1].who) : ask.field('text', [['supplier_signatory', 'person who signed on behalf of the supplier'], ['signed_for_supplier', '']], parties[0].who),
    () => ask.field('currency_symbol', [['currency', ''], ['contract_currency', 'currency of the amounts']], loc.currency.code),
  ];
  askSome(r, roles, 10, 12);
  const [nt, nw] = pick(r, NEVER);
  ask.field(nt, nw, null);

  const para = (text: string): Block => ({ kind: 'para', text });
  const c: Record<string, string | number> = { signed: date(signed), eff: date(eff), S, D, products, excl: [exclusive ? 'exclusive' : 'non-exclusive', exclusive ? 'ausschließlichen' : 'nicht ausschließlichen', exclusive ? 'exclusif' : 'non exclusif'][lang], terr: sched ? ['the territory set out in Schedule 1', 'das in Anlage 1 bezeichnete Gebiet', 'le territoire défini à l’Annexe 1'][lang] : [terr, `folgendes Gebiet: ${terr}`, `le territoire suivant : ${terr}`][lang], tc: 8, noticePos: `${notice}${lang === 0 ? (noticeN > 1 ? '’' : '’s') : ''}`, term, termDat, ren, notice, noticeDat, min: money(minBuy), disc: pctText(disc), days, early: pctText(early), eday, cap: '', mkt: money(int(r, 2, 40) * 1000), conf: dur(r, lang, pick(r, [2, 3, 5]), 'year'), cure: dur(r, lang, cureN, 'day'), cureDat: dur(r, lang, cureN, 'day', true), law, courts: lawCourts, city: courts || places[0][1].replace(/^\d+ /, '') };
  const partyText = (p: (typeof parties)[number]) => fill(T.party[lang][li === 1 ? 1 : 0], { name: p.name, def: p.def, addr: addrOf(p.place), no: [String(int(r, 1000000, 9999999)).padStart(8, '0'), '', `${int(r, 10000, 99999)}`, `${int(r, 300, 999)} ${int(r, 100, 999)} ${int(r, 100, 999)}`][li], state: pick(r, ['Delaware', 'California', 'New York']), form: p.name.includes('LLC') ? 'limited liability company' : 'corporation', court: ['Wuppertal', 'Hamburg', 'München'][PLACES[2].indexOf(p.place)] ?? 'Hamburg', rcs: p.place[1].replace(/^\d+ /, '') });
  const order = chance(r, 0.6) ? parties : [parties[1], parties[0]];
  const [between, and] = T.between[lang][0].split('|');
  const clauses: Array<[string, string[]]> = [
    [T.hAppoint[lang][0], [say('appoint', c), say(exclusive ? 'exclYes' : 'exclNo', c)]],
    [T.hTerm[lang][0], [`${say('term', c)} ${say(auto ? 'renAuto' : 'renAgree', c)}`]],
  ];
  const middle: Array<[string, string[]]> = [
    [T.hMin[lang][0], [say(sched ? 'minSched' : 'min', c)]],
    [T.hPrice[lang][0], [say(sched ? 'priceSched' : 'price', { ...c }), ...(chance(r, 0.4) ? [say('rise', { ...c, cap: pctText(pick(r, [3, 4, 5])) })] : []), say(sched ? 'paySched' : 'pay', c), ...(chance(r, 0.4) ? [say('early', c)] : [])]],
    [T.hMkt[lang][0], [say('mkt', c)]],
    [T.hConf[lang][0], [say('conf', c)]],
    [T.hLiab[lang][0], [say('liab', { ...c, cap: money(int(r, 5, 50) * 10000 + minBuy) })]],
  ].map((x) => ({ x: x as [string, string[]], k: r() })).sort((a, b) => a.k - b.k).map((y) => y.x);
  clauses.push(...middle, [T.hEnd[lang][0], [say('end', { ...c, exp: pick(r, T.exp[lang]) }), say('breach', c)]], [T.hLaw[lang][0], [fill(li === 2 ? LAW_T[2][lawAt] : pick(r, LAW_T[li]), c)]]);
  const numStyle = int(r, 0, 1);
  const heading = (i: number, h: string) => [[`${i}. ${alt(r, h).toUpperCase()}`, `Clause ${i} – ${h.split('|')[0]}`], [`§ ${i} ${alt(r, h)}`, `§ ${i} – ${alt(r, h)}`], [`Article ${i} – ${alt(r, h)}`, `ARTICLE ${i} : ${alt(r, h).toUpperCase()}`]][lang][numStyle];
  const body: Block[] = clauses.flatMap(([h, ps], i) => [{ kind: 'title', text: heading(i + 1, h) } as Block, ...ps.map((p, j) => para(lang === 0 && ps.length > 1 ? `${i + 1}.${j + 1} ${p}` : p))]);
  const sw = SCHED[lang];
  const schedRows: Array<[string, string]> = [[sw[1], terr], [alt(r, sw[2]), money(minBuy)], [alt(r, sw[3]), pctText(disc)], [sw[4], [`${days} days net`, `${days} Tage netto`, `${days} jours date de facture`][lang]]];
  const schedBlocks: Block[] = sched ? [{ kind: 'title', text: alt(r, sw[0]) }, chance(r, 0.5) ? { kind: 'table', header: ['', ''], rows: schedRows } : { kind: 'lines', lines: schedRows.map(([a, b]) => `${a}: ${b}`) }] : [];
  const sigs: Block[] = order.map((p) => ({ kind: 'lines', lines: [fill(alt(r, T.sigFor[lang][0]), { name: p.name }), '______________________', ...(lang === 0 ? [`Name: ${p.who}`, `Title: ${alt(r, TITLES[li])}`, ...(chance(r, 0.5) ? [`Date: ${date(signed)}`] : [])] : [`${p.who}, ${alt(r, TITLES[li])}`])] }));
  const refBlock: Block = pick(r, [{ kind: 'kv', label: [pick(r, ['Agreement No.', 'Contract reference', 'Ref.']), pick(r, ['Vertrags-Nr.', 'Vertragsnummer']), pick(r, ['Contrat n°', 'Référence'])][lang], value: ref }, para(`${['Reference', 'Referenz', 'Réf.'][lang]}: ${ref}`)]);
  const refTop = chance(r, 0.7);
  const blocks: Block[] = [
    { kind: 'title', text: alt(r, T.title[lang][reseller ? 1 : 0]) }, ...(refTop ? [refBlock] : []), para(say('made', c)), para(between),
    para(partyText(order[0])), para(and), para(partyText(order[1])), para(say('recital', { ...c, products })), ...body, ...schedBlocks,
    para(say('witness', c)), ...sigs, ...(refTop ? [] : [refBlock]),
  ];
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const distributionAgreements: Family = { name: 'distribution-agreement', kind: 'contract', split: 'train', formats: ['pdf', 'docx', 'txt', 'html'], make };
