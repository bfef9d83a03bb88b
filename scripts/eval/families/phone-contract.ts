/**
 * Held-out family: mobile and broadband contract papers in UK, US, DE and FR wording: an order
 * confirmation with an item table (one-off and monthly columns), an EU-style contract summary
 * (Vertragszusammenfassung, récapitulatif contractuel) in numbered sections, or a welcome
 * e-mail with the terms in sentences. The provider and the customer (a person or a small
 * business), a customer number beside the contract and order numbers, the mobile number and
 * the SIM serial; the order date beside the activation date, a delivery date, the end of the
 * minimum term, the customer's date of birth and the withdrawal deadline; the plan's regular
 * monthly price beside an introductory price for the first months and a handset instalment
 * (over a longer device term than the airtime term), an upfront handset payment beside the
 * connection fee; data in GB (beside the phone's storage in GB) or download and upload speeds;
 * notice in days or months, an early termination fee and a yearly price rise, when stated.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, pad, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { alt, r2, shuffle } from './earnings-release.ts';
import { Ask, type Family } from './family.ts';
import { durationIn } from './statement-of-work.ts';

/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  title0: ['Order confirmation|Your order', 'Order Confirmation|Order Summary', 'Auftragsbestätigung|Bestellbestätigung', 'Confirmation de commande|Récapitulatif de commande'],
  title1: ['Contract summary|Contract Summary and Contract Information', 'Key Terms Summary|Service Agreement Summary', 'Vertragszusammenfassung|Vertragszusammenfassung gemäß § 54 TKG', 'Récapitulatif contractuel|Fiche récapitulative du contrat'],
  subj: ['Welcome to {p} – your order|Your {p} contract details', 'Welcome to {p}!|Your {p} order is confirmed', 'Willkommen bei {p} – Ihre Vertragsdaten|Ihre Bestellung bei {p}', 'Bienvenue chez {p} – votre contrat|Votre commande {p}'],
  ord: ['Order number|Order no.', 'Order #|Order number', 'Bestellnummer|Auftragsnummer', 'N° de commande|Commande n°'], ordered: ['Order date|Date of order', 'Order date|Ordered on', 'Bestelldatum|Auftragsdatum', 'Date de commande|Commandé le'],
  cno: ['Account number|Customer number', 'Account #|Account number', 'Kundennummer|Kunden-Nr.', 'N° client|Identifiant client'], cn: ['Contract number|Agreement no.', 'Agreement #|Contract ID', 'Vertragsnummer|Vertrags-Nr.', 'N° de contrat|Référence contrat'],
  cust: ['Customer|Account holder|Name', 'Customer|Account holder', 'Kunde|Vertragspartner|Name', 'Client|Titulaire|Nom'], dob: ['Date of birth', 'Date of birth|DOB', 'Geburtsdatum', 'Date de naissance'],
  msisdn: ['Mobile number|Your number', 'Phone number|Wireless number', 'Rufnummer|Mobilfunknummer', 'N° de mobile|Numéro de ligne'], sim: ['SIM number|SIM serial', 'SIM (ICCID)|SIM #', 'SIM-Kartennummer|SIM-Nr.', 'N° de carte SIM|ICCID'],
  item: ['Item|Description', 'Item|Description', 'Position|Leistung', 'Désignation|Libellé'], oneoff: ['One-off|Upfront', 'One-time|Due today', 'Einmalig|einmalig', 'Unique|Frais uniques'], monthly: ['Monthly|Per month', 'Monthly|Per month', 'Monatlich|mtl.', 'Mensuel|Par mois'],
  start: ['Start date|Activation date|Service start', 'Activation date|Service start date', 'Vertragsbeginn|Aktivierungsdatum|Bereitstellungstermin', 'Date de mise en service|Début du contrat|Date d’activation'],
  term: ['Minimum term|Contract length|Minimum period', 'Contract term|Minimum term', 'Mindestvertragslaufzeit|Mindestlaufzeit', 'Durée d’engagement|Engagement'], data: ['Data|Data allowance', 'Data|Data allowance', 'Datenvolumen|Inklusiv-Volumen', 'Data|Internet mobile'],
  speed: ['Download speed|Speed', 'Download speed|Speed (download)', 'Download|Bandbreite Download', 'Débit descendant|Débit max. descendant'], up: ['Upload speed', 'Upload speed', 'Upload', 'Débit montant'],
  plan: ['Plan|Tariff|Airtime plan', 'Plan|Rate plan', 'Tarif|Tarifname', 'Forfait|Offre'], device: ['Phone|Handset|Device', 'Device|Phone', 'Smartphone|Endgerät|Gerät', 'Téléphone|Mobile|Appareil'], router: ['Router|Hub', 'Gateway|Router', 'Router|WLAN-Router', 'Box|Box internet'],
  conn: ['Connection fee|Set-up fee|Activation fee', 'Activation fee|Setup fee', 'Anschlusspreis|Bereitstellungspreis|Aktivierungsgebühr', 'Frais de mise en service|Frais d’activation|Frais d’accès au service'],
  promo: ['Introductory price|Offer price', 'Promo price|Intro rate', 'Aktionspreis|Rabattphase', 'Prix promotionnel|Prix de lancement'], from: ['from month {m}|thereafter', 'from month {m}|after promo', 'ab Monat {m}|danach', 'à partir du {m}e mois|ensuite'],
  inst: ['Device plan|Handset instalments', 'Device installment|Device payment plan', 'Geräteratenzahlung|Gerät in Raten', 'Paiement échelonné du téléphone|Mensualités téléphone'],
  upfront: ['Upfront cost|Handset upfront', 'Down payment|Due today (device)', 'Zuzahlung|Einmalzahlung Gerät', 'Apport initial|Prix du téléphone à la commande'], total: ['Total', 'Total', 'Gesamt|Summe', 'Total'],
  deliv: ['Delivery date|Delivery', 'Ships on|Delivery date', 'Liefertermin|Lieferdatum', 'Date de livraison|Livraison prévue'], details: ['Your details|Account details', 'Account details|Your details', 'Ihre Daten|Kundendaten', 'Vos informations|Vos coordonnées'],
  secServ: ['Services and equipment|Your services', 'Services and equipment', 'Dienste und Geräte|Leistungen', 'Services et équipements'], secPrice: ['Price|Charges', 'Pricing|Price', 'Preis|Entgelte', 'Prix|Tarifs'],
  secTerm: ['Duration, renewal and termination|Term and cancellation', 'Term, renewal and cancellation', 'Laufzeit, Verlängerung und Kündigung', 'Durée, renouvellement et résiliation'], secWd: ['Your right to cancel|Cooling-off period', 'Return policy|Your right to cancel', 'Widerrufsrecht|Widerrufsbelehrung', 'Droit de rétractation|Rétractation'],
  iban: ['Direct Debit account|Bank account', 'AutoPay account', 'IBAN|Bankverbindung (SEPA-Lastschrift)', 'IBAN|Prélèvement SEPA'],
};
/** Providers: name;street|town;registration line. */
const PROVIDERS = [['Halo Mobile Ltd;1 Waterside Drive|Reading RG2 6GP;Registered in England No. 08817264', 'Skyline Telecom plc;40 Bank Street|London E14 5NR;Registered in England No. 02913407', 'Fibrelink Broadband Ltd;Unit 5, Aire Park|Leeds LS10 1AB;Registered in England No. 11460275'],
  ['Summit Wireless Inc.;1200 Commerce Drive|Dallas, TX 75201;Summit Wireless Inc., a Delaware corporation', 'Pinnacle Mobile LLC;55 Market Plaza|Denver, CO 80202;Pinnacle Mobile LLC', 'Riverstream Fiber LLC;800 River Road|Columbus, OH 43215;Riverstream Fiber LLC'],
  ['Funkwerk Mobil GmbH;Speicherstraße 20|20457 Hamburg;Amtsgericht Hamburg HRB 141207', 'Nordnetz Telekommunikation GmbH;Am Seehafen 3|28217 Bremen;Amtsgericht Bremen HRB 32518', 'Glasfaser Rhein-Main GmbH;Mainzer Landstraße 50|60325 Frankfurt am Main;Amtsgericht Frankfurt am Main HRB 118340'],
  ['Azur Mobile SAS;12 avenue de la Californie|06200 Nice;RCS Nice 829 441 207', 'Télécom Horizon SA;48 rue de la Victoire|75009 Paris;RCS Paris 512 880 319', 'Fibre Ouest SAS;3 allée des Tanneurs|35000 Rennes;RCS Rennes 841 207 556']];
/** Plans by kind: name and data (GB) or download/upload speed (Mbit/s). */
const MOBILE: Array<Array<[string, number]>> = [[['Essentials 10GB', 10], ['Plus 30GB', 30], ['Max 100GB', 100], ['Max 150GB', 150]], [['Essential 15GB', 15], ['Plus 50GB', 50], ['Premium 100GB', 100]], [['Smart S 10 GB', 10], ['Smart M 25 GB', 25], ['Smart L 50 GB', 50], ['Smart XL 100 GB', 100]], [['Forfait Essentiel 20 Go', 20], ['Forfait Liberté 80 Go', 80], ['Forfait Série Spéciale 130 Go', 130], ['Forfait 5G Max 200 Go', 200]]];
const FIXED: Array<Array<[string, number, number]>> = [[['Full Fibre 150', 150, 30], ['Full Fibre 500', 500, 75], ['Full Fibre 900', 900, 110]], [['Fiber 300', 300, 300], ['Fiber 500', 500, 500], ['Fiber 1 Gig', 940, 880]], [['DSL 100', 100, 40], ['Glasfaser 250', 250, 50], ['Glasfaser 500', 500, 100], ['Glasfaser 1000', 1000, 200]], [['Fibre Essentielle', 300, 300], ['Fibre Power', 500, 400], ['Fibre Ultra', 1000, 700]]];
const PHONES: Array<[string, string]> = [['iPhone 15', '128GB Black'], ['iPhone 15 Pro', '256GB Natural Titanium'], ['Samsung Galaxy S24', '256GB Onyx Black'], ['Samsung Galaxy A55 5G', '128GB Awesome Navy'], ['Google Pixel 8', '128GB Obsidian'], ['Fairphone 5', '256GB Sky Blue']];
const ROUTERS = ['Halo Smart Hub 2|eero Pro 6E', 'Wi-Fi 6 Gateway|eero Pro 6E', 'FRITZ!Box 7590 AX|FRITZ!Box 5590 Fiber', 'Box Fibre Wi-Fi 6|Box Horizon 7'];
const PEOPLE = ['Rebecca Thornley|Owen Gallimore|Priya Sharma|Callum Fraser|Joanna Pickering', 'Jessica Moreno|Brian Caldwell|Aaliyah Brooks|Derek Lindqvist|Monica Stein', 'Katrin Vollmer|Stefan Hoffart|Leonie Brandl|Markus Seidel|Anja Reuter', 'Camille Morand|Julien Lefort|Inès Bertrand|Mathieu Carré|Laure Dufresne'];
const FIRMS = ['Thameside Quilters Ltd|Northgate Dental Group Ltd', 'Lakeshore Realtors LLC|Bluewater Plumbing Inc.', 'Weber & Söhne KG|Praxis Dr. Lenz', 'Atelier Duval SARL|Boulangerie Moreau'];
const HOMES = ['12 Orchard Close|Ashcombe BS40 7QD;Flat 3, 28 Regent Street|Bath BA1 2LR', '418 Linden Avenue|Springfield, IL 62704;77 Harbor Road|Annapolis, MD 21401', 'Ahornweg 14|04179 Leipzig;Gartenstraße 3|55116 Mainz', '8 rue des Lilas|37000 Tours;15 avenue Foch|54000 Nancy'];
/** Sentences per language (English, German, French); {names} are filled in. */
const T: Record<string, [string[], string[], string[]]> = {
  hello: [['Dear {cust},', 'Hi {cust},'], ['Hallo {cust},', 'Guten Tag {cust},'], ['Bonjour {cust},']],
  intro: [['Thank you for your order of {ordered} (order no. {ord}). Welcome to {prov}!', 'Welcome to {prov}, and thank you for ordering with us on {ordered} (order no. {ord}).'], ['vielen Dank für Ihre Bestellung vom {ordered} (Bestellnummer {ord}). Willkommen bei {prov}!'], ['Merci pour votre commande du {ordered} (n° {ord}). Bienvenue chez {prov} !']],
  refs: [['Your customer number is {cno} and your contract number is {cn}.'], ['Ihre Kundennummer lautet {cno}, Ihre Vertragsnummer {cn}.'], ['Votre numéro client est le {cno} et votre numéro de contrat le {cn}.']],
  mob: [['You have chosen {plan} with {data} of data per month{ph}.'], ['Sie haben den Tarif {plan} mit {data} Datenvolumen pro Monat{ph} gewählt.'], ['Vous avez choisi le {plan}, avec {data} de données par mois{ph}.']],
  ph: [[' and the {phone}'], [' und das Gerät {phone}'], [' et le téléphone {phone}']],
  bb: [['You have chosen {plan} with download speeds of up to {speed} (upload up to {up}); your router is the {router}.'], ['Sie haben den Tarif {plan} mit bis zu {speed} im Download (Upload bis zu {up}) gewählt; als Router erhalten Sie die {router}.'], ['Vous avez choisi l’offre {plan} avec un débit descendant jusqu’à {speed} (montant jusqu’à {up}), avec la {router}.']],
  price: [['Your plan costs {reg} a month{promo}{inst}.'], ['Der monatliche Grundpreis beträgt {reg}{promo}{inst}.'], ['Votre forfait coûte {reg} par mois{promo}{inst}.']],
  promo: [[' ({promo} a month for the first {pm} months)'], [' (in den ersten {pm} Monaten nur {promo})'], [' ({promo} par mois pendant les {pm} premiers mois)']],
  inst: [[', plus {inst} a month over {im} months for the phone'], ['; für das Gerät zahlen Sie zusätzlich {inst} monatlich über {im} Monate'], [', auxquels s’ajoutent {inst} par mois pendant {im} mois pour le téléphone']],
  conn: [['A one-off connection fee of {conn} is payable{upf}.'], ['Einmalig fällt ein Anschlusspreis von {conn} an{upf}.'], ['Des frais de mise en service de {conn} sont facturés une seule fois{upf}.']],
  upf: [[', and you pay {upf} upfront for the phone'], [', für das Gerät eine Zuzahlung von {upf}'], [' ; un apport initial de {upf} est demandé pour le téléphone']],
  term: [['Your contract starts on {start} and has a minimum term of {term}{mend}.'], ['Der Vertrag beginnt am {start}; die Mindestvertragslaufzeit beträgt {term}{mend}.'], ['Votre contrat débute le {start} avec une durée d’engagement de {term}{mend}.']],
  mend: [[' (until {d})'], [' (bis {d})'], [' (jusqu’au {d})']],
  notice: [['After the minimum term you can end the contract at any time by giving {notice} notice.', 'Once the minimum term has ended, the contract runs month to month and can be cancelled with {notice} notice.'], ['Nach Ablauf der Mindestvertragslaufzeit kann der Vertrag jederzeit mit einer Frist von {notice} gekündigt werden.', 'Nach der Mindestlaufzeit läuft der Vertrag auf unbestimmte Zeit und ist mit einer Frist von {notice} kündbar.'], ['À l’issue de la période d’engagement, vous pouvez résilier à tout moment avec un préavis de {notice}.', 'Au-delà de la durée d’engagement, le contrat est résiliable à tout moment moyennant un préavis de {notice}.']],
  etf: [['If you end the contract before the end of the minimum term, an early termination fee of {etf} applies.', 'Leaving early? An early termination charge of {etf} will be payable.'], ['Bei vorzeitiger Beendigung innerhalb der Mindestlaufzeit wird eine Ablösegebühr von {etf} fällig.'], ['En cas de résiliation anticipée pendant la période d’engagement, des frais de {etf} vous seront facturés.']],
  rise: [['Each April your monthly price will go up by {p}.', 'Your monthly plan price will increase by {p} every year on 1 April.'], ['Der monatliche Grundpreis erhöht sich jährlich zum 1. April um {p}.'], ['Le prix mensuel de votre forfait est révisé chaque année de {p}.']],
  riseUS: [['Your monthly plan price may increase by up to {p} once a year.', 'Plan prices are subject to an annual increase of {p}.'], [], []],
  wd: [['You have the right to cancel this contract within 14 days without giving a reason. Your cooling-off period ends on {wd}.', 'If you change your mind, you can cancel free of charge until {wd}.'], ['Sie können Ihre Vertragserklärung innerhalb von 14 Tagen ohne Angabe von Gründen widerrufen. Die Widerrufsfrist endet am {wd}.'], ['Vous disposez d’un droit de rétractation de 14 jours, qui expire le {wd}.']],
  deliv: [['Your phone will be delivered on {d}.'], ['Ihr Gerät wird voraussichtlich am {d} geliefert.'], ['Votre téléphone sera livré le {d}.']],
  num: [['Your new mobile number is {m}.'], ['Ihre Rufnummer lautet {m}.'], ['Votre numéro de mobile : {m}.']],
  cs: [['This contract summary sets out the main elements of this service offer.', 'This summary gives the key terms of your agreement.'], ['Diese Vertragszusammenfassung enthält die wesentlichen Elemente dieses Dienstangebots.'], ['Le présent récapitulatif contractuel fournit les principaux éléments de cette offre de services.']],
  bye: [['Kind regards, the {prov} team', 'Thanks for choosing {prov}.'], ['Ihr Team von {prov}'], ['L’équipe {prov}']],
};
const fill = (s: string, c: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k) => String(c[k] ?? ''));
const NEVER: Array<[FieldType, Array<[string, string]>]> = [['id_alphanumeric', [['imei', 'IMEI of the handset'], ['deviceImei', '']]], ['currency', [['insurance_premium', 'monthly cost of device insurance'], ['phoneInsurance', '']]], ['url', [['self_service_portal', 'web address of the customer portal'], ['accountWebsite', '']]], ['text', [['sales_agent', 'name of the shop assistant or agent who sold the contract'], ['soldBy', '']]]];
const norm = (v: unknown) => String(v).toLowerCase().replace(/\s+/g, ' ').trim();

function make(r: Rng): ReturnType<Family['make']> {
  const li = int(r, 0, 3);
  const [loc, lang] = [LOCALES[li], [0, 0, 1, 2][li]];
  const w = (k: string) => alt(r, W[k][li]);
  const say = (k: string, c: Record<string, string | number>) => fill(pick(r, T[k][lang]), c);
  const [style, variant, byCode] = [pick(r, loc.dates), r(), chance(r, 0.15)];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode);
  const pc = (p: number) => `${fmtNumber(p, loc.numbers, p % 1 ? 1 : 0)}${li >= 2 ? '\u00a0%' : '%'}`;
  const kind = pick(r, ['handset', 'handset', 'sim', 'broadband'] as const);
  const [prov, provAddr, provReg] = (kind === 'broadband' ? PROVIDERS[li][2] : pick(r, PROVIDERS[li].slice(0, 2))).split(';');
  const business = chance(r, 0.2);
  const [person] = shuffle(r, PEOPLE[li].split('|'));
  const cust = business ? alt(r, FIRMS[li]) : person;
  const home = pick(r, HOMES[li].split(';')).split('|');
  const mob = kind !== 'broadband';
  const plans = mob ? MOBILE[li].map((p) => p[0]) : FIXED[li].map((p) => p[0]);
  const pi = int(r, 0, plans.length - 1);
  const [plan, gb, speed, upSpeed] = mob ? [...MOBILE[li][pi], 0, 0] : [FIXED[li][pi][0], 0, FIXED[li][pi][1], FIXED[li][pi][2]];
  const unit = [' Mbps', ' Mbps', ' Mbit/s', ' Mb/s'][li];
  const gbText = `${gb}${li === 3 ? ' Go' : pick(r, ['GB', ' GB'])}`;
  const [model, variantName] = pick(r, PHONES);
  const phone = kind === 'handset' ? `${model} ${variantName}` : null;
  const router = alt(r, ROUTERS[li]);
  // Money and time.
  const cents = (lo: number, hi: number) => int(r, lo, hi) + pick(r, li >= 2 ? [0.99, 0.99, 0] : [0, 0, 0.5, 0.99]);
  const reg = li === 1 ? cents(35, 85) : mob ? cents(10, 42) : cents(22, 60);
  const promoMonths = chance(r, 0.45) ? pick(r, [3, 6, 12]) : 0;
  const promo = promoMonths ? r2(reg - int(r, 3, Math.max(4, Math.floor(reg / 2)))) : 0;
  const conn = pick(r, [[9.99, 25, 29.99], [35, 30, 99], [39.99, 29.99, 69.99], [49, 10, 48]][li]);
  const instMonths = pick(r, li === 0 ? [24, 36] : [24, 24, 36]);
  const inst = phone ? r2(int(r, 800, 5200) / 100) : 0;
  const upfront = phone && chance(r, 0.6) ? pick(r, [1, 29, 49, 99, 149]) + (li >= 2 ? 0.99 : 0) : 0;
  const termM = pick(r, li === 0 ? [12, 18, 24] : [12, 24, 24]);
  const termText = li === 1 && termM === 24 && chance(r, 0.4) ? '2 years' : `${termM} ${['months', 'months', 'Monate', 'mois'][li]}`;
  const noticeUnit = [pick(r, ['d', 'd', 'm']), 'd', 'm', pick(r, ['d', 'm'])][li];
  const notice = noticeUnit === 'd' ? (li === 3 ? 10 : 30) : li === 2 ? pick(r, [1, 1, 3]) : 1;
  const noticeText = noticeUnit === 'd' ? [`${notice} days’`, `${notice} Tagen`, `${notice} jours`][lang] : [`${notice} month’s`, notice === 1 ? '1 Monat' : `${notice} Monaten`, `${notice} mois`][lang];
  const etf = chance(r, [0.7, 0.7, 0.4, 0.5][li]) ? pick(r, [[150, 199, 250, 95], [200, 325, 150], [99, 149.95, 199], [50, 100, 150]][li]) : null;
  const rise = chance(r, [0.85, 0.3, 0.3, 0.4][li]) ? pick(r, [3.9, 4.5, 5, 2.5, 3]) : null;
  const ordered = randomDate(r, 2020, 2025);
  const deliv = addDays(ordered, int(r, 1, 4));
  const start = addDays(ordered, mob ? int(r, 1, 7) : int(r, 10, 28));
  const wdEnd = addDays(phone ? deliv : ordered, 14);
  const mend = addDays(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + termM, start.getUTCDate())), -1);
  const dob = !business && chance(r, 0.35) ? randomDate(r, 1955, 2003) : null;
  const yy = ordered.getUTCFullYear();
  const cno = [`${int(r, 100000000, 999999999)}`, `${int(r, 1000, 9999)} ${int(r, 1000, 9999)} ${int(r, 1000, 9999)}`, `K${int(r, 10000000, 99999999)}`, `${int(r, 10000000, 99999999)}`][li];
  const cn = pick(r, [`${['HM', 'SW', 'FM', 'AZ'][li]}-${yy}-${int(r, 100000, 999999)}`, `${int(r, 1, 9)}${int(r, 100000000, 999999999)}`, `C${pad(yy % 100)}${int(r, 1000000, 9999999)}`]);
  const ord = pick(r, [`ORD-${int(r, 1000000, 9999999)}`, `${pick(r, ['A', 'W', 'B'])}${int(r, 10000000, 99999999)}`]);
  const msisdn = mob ? [`07${int(r, 400, 999)} ${int(r, 100000, 999999)}`, `(${int(r, 201, 989)}) 555-${pad(int(r, 0, 99))}${pad(int(r, 0, 99))}`, `01${pick(r, [51, 52, 60, 70, 76])} ${int(r, 1000000, 99999999)}`, `0${pick(r, [6, 7])} ${pad(int(r, 10, 99))} ${pad(int(r, 10, 99))} ${pad(int(r, 10, 99))} ${pad(int(r, 10, 99))}`][li] : null;
  const iccid = `89${[44, 1, 49, 33][li]}${int(r, 1000, 9999)} ${int(r, 1000, 9999)} ${int(r, 1000, 9999)} ${int(r, 1000, 9999)}`;
  const iban = [`****${int(r, 1000, 9999)} (sort code 20-${pad(int(r, 10, 99))}-**)`, `checking ****${int(r, 1000, 9999)}`, `DE** **** **** **** **${int(r, 10, 99)} ${int(r, 10, 99)}`, `FR76 **** **** **** **** ***${int(r, 10, 99)}`][li];
  const c: Record<string, string | number> = { cust, prov, ordered: date(ordered), ord, cno, cn, plan, data: gbText, ph: phone ? fill(pick(r, T.ph[lang]), { phone }) : '', speed: `${fmtNumber(speed, loc.numbers, 0)}${unit}`, up: `${fmtNumber(upSpeed, loc.numbers, 0)}${unit}`, router,
    reg: money(reg), promo: promoMonths ? fill(pick(r, T.promo[lang]), { promo: money(promo), pm: promoMonths }) : '', inst: phone ? fill(pick(r, T.inst[lang]), { inst: money(inst), im: instMonths }) : '', conn: money(conn), upf: upfront ? fill(pick(r, T.upf[lang]), { upf: money(upfront) }) : '',
    start: date(start), term: termText, mend: chance(r, 0.5) ? fill(pick(r, T.mend[lang]), { d: date(mend) }) : '', notice: noticeText, etf: etf ? money(etf) : '', p: rise ? pc(rise) : '', wd: date(wdEnd) };
  const noticeSentence = say('notice', c);

  const ask = new Ask(r);
  const roles: Array<[boolean, () => void]> = [
    [false, () => ask.field('text', [['provider', 'telecom company providing the service'], ['carrier', ''], ['network operator', 'mobile or broadband company'], ['supplierName', '']], prov)],
    [false, () => ask.field('text', [['customer_name', 'person or business who signed up'], ['subscriber', ''], ['account holder name', 'who the contract is with'], ['customerName', '']], cust)],
    [false, () => ask.field('id_alphanumeric', [['customer_id', 'account or customer number at the provider'], ['accountRef', ''], ['customer reference', 'customer number (not the contract number)']], cno)],
    [false, () => ask.field('id_alphanumeric', [['contract_id', 'number of this contract'], ['agreement_number', ''], ['contractRef', 'contract number, not the order or customer number']], cn)],
    [false, () => ask.field('date', [['start_date', 'date the service starts or is activated'], ['activation_date', ''], ['service start', 'first day of the contract (not the order date)']], isoOf(start))],
    [false, () => { ask.compare[ask.field('text', [['minimum_term', 'minimum contract duration'], ['commitment', ''], ['contract length', 'initial minimum period, e.g. 24 months'], ['lock_in_period', '']], termText)] = (v) => durationIn(v) === durationIn(termText); }],
    [false, () => ask.field('currency', [['monthly_price', 'regular monthly price of the plan, without the phone'], ['standard_monthly_price', 'normal monthly charge after any discount period'], ['plan cost per month', 'monthly plan fee excluding device payments and intro offers'], ['recurringCharge', 'regular monthly tariff price']], reg)],
    [false, () => ask.field('currency', [['connection_fee', 'one-off fee for setting up or activating the service'], ['setup_fee', ''], ['activation charge', 'one-time charge at the start (not the phone upfront cost)']], conn)],
    [false, () => (mob ? ask.field('number', [['data_gb', 'monthly mobile data in GB'], ['dataAllowance', 'included data per month (GB)'], ['data volume (GB)', '']], gb) : ask.field('number', [['download_speed', 'maximum download speed in Mbit/s'], ['speedMbps', ''], ['bandwidth (Mbit/s)', 'headline download speed']], speed))],
    [false, () => (noticeUnit === 'd' ? ask.field('number', [['notice_days', 'notice period in days'], ['cancellation notice (days)', ''], ['noticePeriodDays', 'days of notice needed to cancel after the minimum term']], notice) : ask.field('number', [['notice_months', 'notice period in months'], ['cancellation notice (months)', ''], ['noticePeriodMonths', 'months of notice needed to cancel after the minimum term']], notice))],
    [!etf, () => ask.field('currency', [['early_termination_fee', 'charge for leaving before the end of the minimum term'], ['exit_fee', ''], ['cancellation penalty', 'fee if the contract is ended early']], etf)],
    [!rise, () => ask.field('percentage', [['annual_price_rise', 'yearly price increase in percent'], ['price_increase_pct', ''], ['yearly increase', 'percentage the monthly price goes up each year']], rise)],
    [!phone, () => { ask.compare[ask.field('text', [['phone_model', 'handset included with the contract'], ['handset_model', ''], ['which phone', 'make and model of the phone']], phone)] = (v) => norm(v).includes(norm(model)) && norm(phone).includes(norm(v)); }],
    [false, () => ask.field('date', [['withdrawal_deadline', 'last day to cancel under the cooling-off right'], ['cooling_off_end', ''], ['cancel without reason until', 'end of the right of withdrawal']], isoOf(wdEnd))],
    ...(phone ? [[false, () => ask.field('currency', [['device_monthly', 'monthly instalment for the handset'], ['handset_installment', ''], ['phone payment per month', '']], inst)] as [boolean, () => void]] : []),
    [!promoMonths, () => ask.field('currency', [['intro_price', 'discounted monthly price during the first months'], ['promoMonthly', ''], ['promotional monthly price', 'reduced price before the regular one applies']], promoMonths ? promo : null)],
    [false, () => ask.field('date', [['order_date', 'date the order was placed'], ['ordered_on', '']], isoOf(ordered))],
    ...(msisdn ? [[false, () => ask.field('id_alphanumeric', [['mobile_number', 'phone number assigned to the SIM'], ['msisdn', '']], msisdn)] as [boolean, () => void]] : []),
    [false, () => ask.field('single_select', [['chosen_plan', 'tariff chosen'], ['tariff_name', ''], ['package', 'which plan the customer signed up for']], plan, shuffle(r, plans))],
    [false, () => ask.field('currency_symbol', [['currency', ''], ['billing_currency', 'ISO code of the prices']], loc.currency.code)],
    [false, () => ask.field('verbatim', [['termination_clause', 'the sentence on cancelling after the minimum term, word for word'], ['cancellation terms', ''], ['notice wording', 'quote the notice sentence']], noticeSentence)],
  ];
  const order = shuffle(r, roles.map((_, i) => i));
  const keep = new Set([...order.filter((i) => !roles[i][0]).slice(0, int(r, 11, 13)), ...order.filter((i) => roles[i][0]).slice(0, int(r, 0, 2))]);
  roles.forEach(([, f], i) => keep.has(i) && f());
  if (roles.every(([nul], i) => !nul || !keep.has(i)) || chance(r, 0.25)) { const [nt, nw] = pick(r, NEVER); ask.field(nt, nw, null); }

  // The document.
  const kv = (label: string, value: string, above = false): Block => ({ kind: 'kv', label, value, above });
  const para = (text: string): Block => ({ kind: 'para', text });
  const layout = int(r, 0, 2); // 0 order confirmation, 1 contract summary, 2 welcome e-mail
  const head: Block[] = [{ kind: 'title', text: prov }, { kind: 'lines', lines: provAddr.split('|') }];
  const to: Block = { kind: 'lines', lines: [cust, ...(business ? [`${['Attn', 'Attn', 'z. Hd.', 'À l’attention de'][li]}: ${person}`] : []), ...home] };
  const ids: Array<[string, string]> = shuffle(r, [[w('cno'), cno], [w('cn'), cn], ...(layout !== 2 || chance(r, 0.5) ? [[w('ord'), ord] as [string, string]] : [])]);
  const extra: Array<[string, string]> = [...(dob ? [[w('dob'), date(dob)] as [string, string]] : []), ...(msisdn ? [[w('msisdn'), msisdn] as [string, string]] : []), ...(mob && chance(r, 0.5) ? [[w('sim'), iccid] as [string, string]] : []), ...(chance(r, 0.4) ? [[w('iban'), iban] as [string, string]] : [])];
  const terms: Block[] = [para(say('term', c)), para(noticeSentence), ...(etf ? [para(say('etf', c))] : []), ...(rise ? [para(li === 1 ? fill(pick(r, T.riseUS[0]), c) : say('rise', c))] : [])];
  const wd = para(say('wd', c));
  const service = para(mob ? say('mob', c) : say('bb', c));
  const foot = para(`${prov} · ${provAddr.replace('|', ', ')} · ${provReg}`);
  let body: Block[];
  if (layout === 0) {
    const promoRows = promoMonths ? [[`${plan} – ${w('promo')} (1–${promoMonths})`, '', money(promo)], [`${plan} – ${fill(w('from'), { m: promoMonths + 1 })}`, '', money(reg)]] : [[plan, '', money(reg)]];
    const rows = [...promoRows, ...(phone ? [[`${phone} – ${w('inst')} (${instMonths} × ${money(inst)})`, upfront ? money(upfront) : '', money(inst)]] : []), ...(!mob ? [[router, '', '']] : []), [w('conn'), money(conn), ''],
      [w('total'), money(r2(conn + upfront)), money(r2((promoMonths ? promo : reg) + inst))]];
    body = [{ kind: 'title', text: w('title0') }, to, ...[...ids, [w('ordered'), date(ordered)] as [string, string], ...extra].map(([a, b]) => kv(a, b, chance(r, 0.15))),
      { kind: 'table', header: [w('item'), w('oneoff'), w('monthly')], rows }, kv(w('start'), date(start)), kv(w('term'), termText), ...(mob ? [kv(w('data'), gbText)] : [kv(w('speed'), c.speed as string), kv(w('up'), c.up as string)]),
      ...(phone ? [kv(w('deliv'), date(deliv))] : []), ...terms, wd];
  } else if (layout === 1) {
    const priceKv = [kv(w('plan'), plan), kv(`${w('monthly')}`, money(reg)), ...(promoMonths ? [kv(`${w('promo')} (1–${promoMonths})`, money(promo))] : []), kv(w('conn'), money(conn)), ...(phone ? [kv(`${w('inst')} (${instMonths} ${['months', 'months', 'Monate', 'mois'][li]})`, money(inst))] : []), ...(upfront ? [kv(w('upfront'), money(upfront))] : [])];
    body = [{ kind: 'title', text: w('title1') }, para(say('cs', c)), { kind: 'table', header: ['', ''], rows: [[w('cust'), cust], ...ids, [w('ordered'), date(ordered)], ...extra] }, { kind: 'title', text: `1. ${w('secServ')}` }, service,
      ...(phone ? [kv(w('device'), phone)] : []), { kind: 'title', text: `2. ${w('secPrice')}` }, ...(chance(r, 0.5) ? priceKv : [para(`${say('price', c)} ${say('conn', c)}`)]), { kind: 'title', text: `3. ${w('secTerm')}` }, ...terms, { kind: 'title', text: `4. ${w('secWd')}` }, wd];
  } else {
    const mail = { kind: 'lines' as const, lines: [`${['From', 'From', 'Von', 'De'][li]}: ${prov} <${pick(r, ['noreply', 'welcome', 'service'])}@${prov.toLowerCase().split(' ')[0].normalize('NFD').replace(/[\u0300-\u036f]/g, '')}.${['co.uk', 'com', 'de', 'fr'][li]}>`, `${['To', 'To', 'An', 'À'][li]}: ${person}`, `${['Date', 'Date', 'Datum', 'Date'][li]}: ${date(ordered)}`, `${['Subject', 'Subject', 'Betreff', 'Objet'][li]}: ${fill(w('subj'), { p: prov })}`] };
    body = [mail, { kind: 'lines', lines: [say('hello', { cust: person })] }, para(say('intro', c)), para(say('refs', c)), service, ...(msisdn && chance(r, 0.7) ? [para(say('num', { m: msisdn }))] : []),
      para(`${say('price', c)} ${say('conn', c)}`), ...(phone ? [para(say('deliv', { d: date(deliv) }))] : []), ...terms, wd,
      { kind: 'title', text: w('details') }, ...[[w('cust'), cust], ...extra].map(([a, b]) => kv(a, b)), para(say('bye', c))];
  }
  const blocks: Block[] = [...(layout === 2 ? [] : head), ...body, foot];
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const phoneContracts: Family = { name: 'phone-contract', kind: 'contract', split: 'held-out', formats: ['pdf', 'docx', 'html', 'txt'], make };
