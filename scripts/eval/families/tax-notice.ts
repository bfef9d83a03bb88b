/**
 * Training family: income-tax and property-tax assessment notices from a tax authority to
 * a person or a company, in UK, US, DE and FR styles and wording (a Self Assessment
 * calculation or business rates bill, an IRS notice or county tax bill, an Einkommensteuer-
 * or Grundsteuerbescheid, an avis d'impôt sur le revenu or de taxe foncière). The authority
 * heads the notice, the taxpayer sits in a window address block; the taxpayer's tax id
 * beside a notice number and a payment or property reference, the tax year (in FR beside
 * the year of the notice), the notice date beside the date the return came in; a
 * computation (income and allowances or values and rates, the tax with a second levy, the
 * total, what was paid or withheld, the balance to pay or the refund), the deadline in a
 * sentence, an instalment table, a late-payment rate and the time allowed for an appeal
 * (a period, or a date).
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, pad } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';

const NUM: Record<string, number> = { a: 1, an: 1, one: 1, ein: 1, eine: 1, einen: 1, eines: 1, einem: 1, un: 1, une: 1, two: 2, zwei: 2, deux: 2, three: 3, drei: 3, trois: 3, five: 5, fünf: 5, cinq: 5, six: 6, sechs: 6, ten: 10, zehn: 10, dix: 10, twelve: 12, zwölf: 12, douze: 12, thirty: 30, sixty: 60, ninety: 90 };
/** A period in words or digits, in English, German or French ("one month", "eines Monats", "30 jours", "2 ans") as one key: `1_month`, years counted as months. */
export function periodKey(v: unknown): string | null {
  const m = /(\d+|[a-zäöüéû-]+)\s+(?:\(\d+\)\s+)?(?:calendar\s+|full\s+)?(day|tag|jour|week|woche|semaine|month|monat|mois|year|jahr|ans?\b|année)/.exec(String(v).toLowerCase());
  const n = m ? (/^\d/.test(m[1]) ? Number(m[1]) : NUM[m[1]]) : undefined;
  if (!m || !n) return null;
  const unit = /^(day|tag|jour)/.test(m[2]) ? 'day' : /^(week|woche|semaine)/.test(m[2]) ? 'week' : /^(month|monat|mois)/.test(m[2]) ? 'month' : 'year';
  return unit === 'year' ? `${n * 12}_month` : `${n}_${unit}`;
}
/** The years of a tax year by their last two digits ("2023-24", "2023/2024" → `23/24`). */
const yearKey = (v: unknown) => (String(v).match(/\d{2,4}/g) ?? []).map((x) => x.slice(-2)).join('/');
/** Shuffles a list with the document's random source. */
export const shuffle = <T>(r: Rng, xs: T[]): T[] => xs.map((x) => ({ x, k: r() })).sort((a, b) => a.k - b.k).map((o) => o.x);
export const r2 = (x: number) => Math.round(x * 100) / 100;

/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  titleI: ['Self Assessment: tax calculation|Notice of assessment – Income Tax|Self Assessment statement', 'Notice of Income Tax Assessment|Notice of Tax Computation|Individual Income Tax Notice', 'Bescheid für {y} über Einkommensteuer und Solidaritätszuschlag|Einkommensteuerbescheid für {y}', "Avis d'impôt {y1} sur les revenus de l'année {y}|Avis d'impôt sur le revenu {y1}"],
  titleC: ['Corporation Tax: notice of assessment|Notice of Corporation Tax assessment', 'Notice of Corporate Income Tax Due|Business Tax Assessment Notice', 'Bescheid für {y} über Körperschaftsteuer und Solidaritätszuschlag|Körperschaftsteuerbescheid {y}', ''],
  titleP: ['Business Rates Demand Notice {ty}|Non-Domestic Rates Bill {ty}', '{y} Real Estate Tax Bill|Property Tax Statement {y}|Annual Secured Property Tax Bill', 'Grundsteuerbescheid {y}|Bescheid über Grundbesitzabgaben für {y}', "Avis d'impôt {y} – Taxes foncières|Taxe foncière {y}"],
  date: ['Date of notice|Issue date|Date', 'Notice date|Date of this notice', 'Datum|Bescheiddatum', "Date d'établissement|Date de l'avis"], notice: ['Notice number|Notice ref.|Our reference', 'Notice number|Notice no.|Document no.', 'Aktenzeichen|Bescheid-Nr.|Vorgangs-Nr.', "Référence de l'avis|N° de l'avis"],
  tidR: ['Account number|Ratepayer account no.', 'Account number|Taxpayer account no.', 'Steuerpflichtigen-Nr.|Personenkonto', 'Numéro fiscal|N° fiscal'], tidP: ['Unique Taxpayer Reference (UTR)|Your UTR|Tax reference', 'Social Security number|SSN|Taxpayer ID', 'Identifikationsnummer|Steuer-IdNr.|IdNr.', 'Numéro fiscal|N° fiscal'], tidC: ['Company UTR|Corporation Tax reference', 'Employer Identification Number|EIN|Taxpayer ID (EIN)', 'Wirtschafts-IdNr.|W-IdNr.', 'N° SIREN|SIREN'],
  refI: ['Payment reference|Pay-in reference', 'Payment voucher no.|Account control no.', 'Kassenzeichen|Zahlungsreferenz', "N° d'accès en ligne|Référence de paiement"], refP: ['Property reference|Account reference|Property ref.', 'Parcel number|Property index number (PIN)|Parcel ID', 'Kassenzeichen|Grundstücks-Aktenzeichen|Objekt-Nr.', 'Numéro invariant|Référence du local'],
  yearI: ['Tax year|Year|For the year', 'Tax year|Tax period', 'Veranlagungszeitraum|Kalenderjahr|Steuerjahr', "Revenus de l'année|Année des revenus"], yearP: ['Rating year|Charge year|Period', 'Tax year|Levy year', 'Erhebungszeitraum|Kalenderjahr', "Année d'imposition|Année"],
  contact: ['Contact|Your contact|Dealt with by', 'Contact person|Contact', 'Sachbearbeitung|Ansprechpartner|Bearbeiter/in', 'Votre interlocuteur|Contact'], filed: ['Return received|Date your return was received', 'Return filed|Return received on', 'Steuererklärung eingegangen am|Erklärung vom', 'Déclaration reçue le|Date de dépôt de la déclaration'],
  gross: ['Total income received|Total income', 'Total income|Gross income', 'Summe der Einkünfte|Gesamtbetrag der Einkünfte', 'Revenu brut global|Total des revenus déclarés'], allow: ['Less Personal Allowance|Allowances', 'Standard deduction|Less deductions', 'Sonderausgaben und Freibeträge|abzügl. Sonderausgaben', 'Charges déductibles|Abattements'],
  baseI: ['Total taxable income|Income on which tax is due|Taxable profits', 'Taxable income|Taxable income (line 15)', 'zu versteuerndes Einkommen|Zu versteuerndes Einkommen', 'Revenu net imposable|Revenu imposable'], baseP: ['Rateable value|Rateable value of the property', 'Assessed value|Net taxable value|Assessed valuation', 'Grundsteuerwert|Grundsteuerwert (Feststellung)', "Base nette d'imposition|Base d'imposition"],
  worth: ['', 'Estimated market value|Market value', 'Steuermesszahl', 'Valeur locative cadastrale|Revenu cadastral'], rate: ['Multiplier|Rate multiplier', 'Tax rate|Total tax rate', 'Hebesatz|Hebesatz der Gemeinde', 'Taux voté|Taux commune'],
  mainI: ['Income Tax due|Income Tax', 'Tax on taxable income|Income tax', 'Einkommensteuer|festgesetzte Einkommensteuer', 'Impôt sur le revenu net|Impôt sur les revenus'], mainC: ['Corporation Tax|Corporation Tax chargeable', 'Corporate income tax|Income tax (Form 1120)', 'Körperschaftsteuer', ''],
  mainP: ['Rates payable|Gross rates charge', 'General property tax|Property tax', 'Grundsteuer B|Grundsteuer (Jahresbetrag)', 'Cotisation foncière bâtie|Taxe foncière sur les propriétés bâties'],
  extraI: ['Class 4 National Insurance contributions|Class 4 NIC', 'Self-employment tax|Additional Medicare tax', '', 'Prélèvements sociaux|Contributions sociales'], extraP: ['Business Improvement District levy|BID levy', 'Special assessments|Drainage district levy', 'Straßenreinigungsgebühr|Abfallgebühr', "Taxe d'enlèvement des ordures ménagères|TEOM"],
  total: ['Total tax due|Total liability|Total due for the year', 'Total tax|Total tax assessed|Total tax for the year', 'Summe festgesetzt|Festgesetzt insgesamt|Gesamtbetrag', "Total de l'impôt|Montant de votre impôt|Total des cotisations"],
  paidI: ['Less tax deducted at source (PAYE)|Less tax already paid|Less payments on account made', 'Payments and credits|Withholding and estimated payments', 'abzüglich Lohnsteuer|anzurechnende Steuerabzugsbeträge|abzgl. geleistete Vorauszahlungen', 'Retenues à la source déjà prélevées|Prélèvement à la source et acomptes'], paidP: ['Less payments received|Paid to date', 'Payments received|Less prepayments', 'bereits gezahlt|abzgl. geleistete Zahlungen', ''],
  owe: ['Balance to pay|Amount you owe|Balancing payment due', 'Amount due|Balance due|Amount you owe', 'Nachzahlung|Noch zu zahlen|Abschlusszahlung', 'Reste à payer|Solde à payer|Montant restant à payer'], back: ['Repayment due to you|Overpayment to be repaid|Refund', 'Refund due|Overpayment – refund to you', 'Erstattung|Erstattungsbetrag|Guthaben', 'Montant de votre restitution|Remboursement|Restitution'],
  when: ['Due date|Payment date', 'Due date|Pay by', 'Fällig am|Fälligkeit', "Date d'échéance|Échéance"], amt: ['Amount|Amount due', 'Amount|Amount due', 'Betrag|Euro', 'Montant|Montant prélevé'], item: ['Item|Description', 'Line|Description', 'Position|Bezeichnung', 'Libellé|Désignation'],
  planI: ['Payments on account for next year|Payments on account', 'Estimated tax payment schedule|Estimated tax vouchers', 'Vorauszahlungen ab {y2}|Festgesetzte Vorauszahlungen', 'Prélèvement du solde|Échéancier des prélèvements'], planP: ['Instalments|Instalment plan', 'Installment schedule|Payment schedule', 'Fälligkeiten|Zahlungsplan', ''],
};
/** Authorities with their postal address, after '='. */
const AUTH: Record<'I' | 'P', string[]> = {
  I: ['HM Revenue and Customs=Self Assessment, BX9 1AS|HM Revenue & Customs=Benton Park View, Newcastle upon Tyne, NE98 1ZZ', 'Internal Revenue Service=Department of the Treasury, Kansas City, MO 64999-0025|Franchise Tax Board=PO Box 942840, Sacramento, CA 94240-0040|New York State Department of Taxation and Finance=W A Harriman Campus, Albany, NY 12227',
    'Finanzamt München-Mitte=Deroystraße 18, 80335 München|Finanzamt Köln-Altstadt=Am Weidenbach 2-4, 50676 Köln|Finanzamt Leipzig II=Erich-Weinert-Straße 12, 04105 Leipzig|Finanzamt Hamburg-Nord=Borsteler Chaussee 45, 22453 Hamburg', 'Service des impôts des particuliers de Lyon 3e=165 rue Garibaldi, 69003 Lyon|SIP de Paris 11e=9 rue Godefroy Cavaignac, 75011 Paris|Centre des Finances publiques de Nantes=2 rue Général Margueritte, 44000 Nantes'],
  P: ['Bristol City Council=PO Box 3399, Bristol, BS1 9NE|Leeds City Council=Business Rates, PO Box 20, Leeds, LS1 1UR|Royal Borough of Kingston upon Thames=Guildhall, High Street, Kingston upon Thames, KT1 1EU|Glasgow City Council=40 John Street, Glasgow, G1 1JL', 'Cook County Treasurer=118 N. Clark Street, Room 112, Chicago, IL 60602|Travis County Tax Office=5501 Airport Blvd, Austin, TX 78751|King County Treasury=201 S. Jackson St, Seattle, WA 98104|Maricopa County Treasurer=301 W. Jefferson St, Phoenix, AZ 85003',
    'Stadt Leipzig – Steueramt=Martin-Luther-Ring 4-6, 04109 Leipzig|Landeshauptstadt Stuttgart – Stadtkämmerei=Eberhardstraße 61, 70173 Stuttgart|Stadt Köln – Steueramt=Willy-Brandt-Platz 2, 50679 Köln|Stadt Münster – Amt für Finanzen=Stadthaus 1, 48143 Münster', 'Direction générale des Finances publiques=Centre des impôts fonciers, 3 rue Paul Bert, 69003 Lyon|Centre des Finances publiques de Bordeaux=24 rue François de Sourdis, 33000 Bordeaux|Centre des Finances publiques de Lille=82 avenue Kennedy, 59000 Lille'],
};
const PEOPLE = ['Sarah Whitlock|Daniel Hughes|Priya Natarajan|Gareth Evans|Fiona McLeod', "Michael Torres|Jennifer Walsh|Kevin O'Brien|Latoya Grant|Brian Schneider", 'Jonas Hartmann|Katrin Vogel|Stefan Krüger|Miriam Albrecht|Tobias Lenz', 'Camille Bertrand|Julien Moreau|Sophie Lemaire|Antoine Chevalier|Élodie Faure'];
const FIRMS = ['Pennine Joinery Ltd|Harbour Street Bakery Ltd|Calder Analytics Limited', 'Bluegrass Tooling LLC|Redwood Dental Group Inc.|Lakeshore Freight Co.', 'Hartmann Haustechnik GmbH|Weber & Söhne KG|Nordlicht Software GmbH', 'Boulangerie Moreau SARL|Atelier Chevalier SAS|Lemaire Transports SA'];
const OFFICERS = ['A. Patel|R. Morgan|J. Kaur', 'Officer D. Ramirez|T. Nguyen', 'Frau Schulze|Herr Demir|Frau Kowalski', 'M. Durand|Mme Petit'];
const HOMES = ['14 Alder Grove|Harrogate HG1 4QT;Unit 6, Riverside Works|Bristol BS2 0JF;9 Kingsway|Leeds LS6 2AB', '2418 Linden Avenue|Evanston, IL 60201;77 Harbor Blvd, Suite 210|Austin, TX 78704;1503 Pine Street|Seattle, WA 98101', 'Lindenstraße 12|04109 Leipzig;Gewerbering 7|70565 Stuttgart;Am Stadtgarten 3|50667 Köln', '18 rue des Acacias|69003 Lyon;4 impasse du Moulin|33000 Bordeaux;27 avenue Jean Jaurès|59000 Lille'];
const STREETS = ['Market Street|Station Road|Victoria Road|King Street', 'Oak Street|Main Street|Maple Avenue|Washington Blvd', 'Bahnhofstraße|Schillerstraße|Gartenweg|Am Markt', 'rue Victor Hugo|avenue de la République|rue du Moulin|place du Marché'];
const ORD = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
/** Sentences per locale; {names} are filled in. */
const S: Record<string, [string[], string[], string[], string[]]> = {
  introI: [['This is your tax calculation for the year {ty}, based on the return we received on {filed}.', 'We have worked out the tax due for {ty} from the return you sent us on {filed}.'], ['We have assessed your {y} tax based on the return filed on {filed}.', 'This notice reflects the {y} return we received on {filed}.'], ['Aufgrund der Steuererklärung vom {filed} wird die Steuer für {y} wie folgt festgesetzt:', 'Die Steuer für das Kalenderjahr {y} wird aufgrund Ihrer Erklärung vom {filed} wie folgt festgesetzt:'], ["Cet avis est établi d'après la déclaration de revenus déposée le {filed}.", 'Votre impôt sur les revenus {y} a été calculé à partir de votre déclaration du {filed}.']],
  introP: [['This notice shows the business rates charged for {ty} on the property at {place}.'], ['Real estate taxes for {y} on the parcel located at {place}.', 'This statement covers {y} taxes on the property at {place}.'], ['Für den Grundbesitz {place} wird die Grundsteuer für das Kalenderjahr {y} wie folgt festgesetzt:'], ['Taxes foncières {y} pour le local situé {place}.']],
  pay: [['Please pay {bal} by {due}.', 'You must pay the balance of {bal} no later than {due}.', 'The balancing payment of {bal} is due on {due}.'], ['Pay {bal} by {due} to avoid additional penalty and interest.', 'Please pay the amount due of {bal} by {due}.'], ['Die Nachzahlung von {bal} ist bis zum {due} zu entrichten.', 'Bitte zahlen Sie {bal} bis spätestens {due} unter Angabe des Kassenzeichens.'], ['Vous devez payer {bal} avant le {due}.', 'Le montant de {bal} est à régler au plus tard le {due}.']],
  refund: [['We will repay {bal} to you on or around {due}.', 'You have paid too much tax. We will send the repayment of {bal} on {due}.'], ['We will send you a refund of {bal} on or about {due}, if you owe no other amounts.'], ['Der Erstattungsbetrag von {bal} wird am {due} auf Ihr Konto überwiesen.'], ['Votre remboursement de {bal} sera effectué par virement le {due}.']],
  split: [['The first instalment of {i1} is due on {due}; the others follow as shown below.', 'You may pay in instalments: the first, of {i1}, falls due on {due}.'], ['First-half taxes of {i1} are due on or before {due}.', 'Your first installment of {i1} must be paid by {due}.'], ['Die erste Rate von {i1} ist am {due} fällig, die weiteren Raten laut Aufstellung.', 'Der Betrag ist in Raten zu zahlen; die erste Rate ({i1}) wird am {due} fällig.'], ['Le solde de {bal} sera prélevé en plusieurs fois ; premier prélèvement de {i1} le {due}.']],
  late: [['If you pay late we will charge interest at {p} a year on the amount outstanding.', 'Interest is charged on late payments at {p} per annum.'], ['If you do not pay by the due date, a failure-to-pay penalty of {p} per month will apply.|Interest accrues at {p} per month on delinquent taxes.'], ['Bei Zahlung nach dem Fälligkeitstag wird ein Säumniszuschlag von {p} des rückständigen Betrags für jeden angefangenen Monat erhoben.'], ['En cas de retard de paiement, une majoration de {p} sera appliquée.', 'Tout retard entraîne une majoration de {p} du montant dû.']],
  period: [['If you disagree with this assessment, you must appeal in writing within {per} of the date of this notice.', 'You have {per} from the date of this notice to appeal.'], ['If you disagree, you have {per} from the date of this notice to request a review.'], ['Gegen diesen Bescheid kann innerhalb {per} nach Bekanntgabe Einspruch eingelegt werden.', 'Rechtsbehelfsbelehrung: Der Widerspruch ist innerhalb {per} nach Bekanntgabe dieses Bescheids zu erheben.'], ['']],
  until: [[''], ['If you want to contest this, you must file a petition with the United States Tax Court by {ap}.|Appeals must be filed with the Board of Review no later than {ap}.'], [''], ["Vous pouvez contester cet avis jusqu'au {ap} auprès de votre centre des finances publiques.", "Une réclamation peut être déposée jusqu'au {ap}."]],
};
const fill = (s: string, c: Record<string, string>) => s.replace(/\{(\w+)\}/g, (_, k) => c[k] ?? '');
const NEVER: Array<[FieldType, Array<[string, string]>]> = [['text', [['tax_adviser', 'name of the accountant or tax adviser'], ['agent', 'representative acting for the taxpayer']]], ['date', [['date_of_birth', "taxpayer's date of birth"], ['dob', '']]], ['id_alphanumeric', [['vat_number', 'VAT registration number'], ['vat_id', '']]], ['currency', [['late_filing_penalty', 'fixed penalty for filing the return late'], ['filing_fine', '']]]];

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const li = LOCALES.indexOf(loc);
  const alt = (s: string) => pick(r, s.split('|'));
  const w = (key: string) => alt(W[key][li]);
  const [style, variant] = [pick(r, loc.dates), r()];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const n = (x: number, dp = 2) => fmtNumber(x, loc.numbers, dp);
  const byCode = chance(r, 0.25);
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode);
  const P = chance(r, 0.45); // a property tax, else an income tax
  const company = P ? chance(r, 0.4) : li < 3 && chance(r, 0.3);
  const K = P ? 'P' : 'I';
  const [auth, authAt] = alt(AUTH[K][li]).split('=');
  const payer = alt((company ? FIRMS : PEOPLE)[li]);
  const home = pick(r, HOMES[li].split(';')).split('|');
  const [no, street, town] = [int(r, 2, 180), alt(STREETS[li]), authAt.split(', ').slice(li < 2 ? -2 : -1).join(', ')]; // a property in the authority's town
  const place = P ? `${li === 2 ? `${street} ${no}` : `${no} ${street}`}, ${town}` : home.join(', ');
  const Y = int(r, 2018, 2024);
  const ty = li === 0 ? `${Y}${pick(r, ['-', '/'])}${pad((Y + 1) % 100)}` : String(Y);
  const D = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));
  const d5 = () => String(int(r, 10000, 99999));
  let tid = [`${d5()} ${d5()}`, company ? `${int(r, 10, 99)}-${int(r, 1000000, 9999999)}` : `XXX-XX-${int(r, 1000, 9999)}`, company ? `DE${int(r, 100000000, 999999999)}` : `${int(r, 10, 99)} ${int(r, 100, 999)} ${int(r, 100, 999)} ${int(r, 100, 999)}`, company ? `${int(r, 300, 899)} ${int(r, 100, 999)} ${int(r, 100, 999)}` : `${int(r, 10, 39)} ${int(r, 10, 99)} ${int(r, 100, 999)} ${int(r, 100, 999)} ${int(r, 100, 999)}`][li];
  if (P && li < 3) tid = [String(int(r, 10000000, 99999999)), `${int(r, 100000, 999999)}-${pad(int(r, 0, 99))}`, `${int(r, 100, 999)}.${int(r, 1000, 9999)}`][li];
  const noticeNo = [`${pick(r, P ? ['BR', 'NDR'] : ['SA', 'TC'])}${int(r, 100000, 999999)}`, `${pick(r, ['N', 'L', 'T'])}${int(r, 1000, 9999)}-${int(r, 100000, 999999)}`, `${int(r, 10, 99)}/${int(r, 1000, 9999)}/${int(r, 100, 999)}`, `${(Y + (P ? 0 : 1)) % 100} ${int(r, 10, 95)} ${pick(r, ['A', 'B', 'K'])}${int(r, 100000, 999999)} ${int(r, 10, 99)}`][li];
  const ref = P ? [`${pad(int(r, 0, 9))}${int(r, 10000000, 99999999)}`, `${pad(int(r, 1, 33))}-${pad(int(r, 1, 36))}-${int(r, 100, 499)}-${int(r, 100, 999)}-0000`, `${int(r, 1, 9)}.${int(r, 100, 999)}.${int(r, 100, 999)}.${int(r, 100, 999)}`, `${int(r, 100, 999)} ${int(r, 100, 999)} ${int(r, 1000, 9999)} ${pick(r, ['A', 'K', 'F'])}`][li]
    : [`${tid.replace(' ', '')}K`, `${int(r, 10, 99)}${int(r, 1000000, 9999999)}`, `${int(r, 1000, 9999)} ${int(r, 1000, 9999)} ${int(r, 1000, 9999)}`, `${int(r, 10, 99)} ${int(r, 10, 99)} ${int(r, 100, 999)} ${int(r, 100, 999)} ${int(r, 100, 999)}`][li];
  // Figures: income rows (gross, allowance, taxable) or value rows, then the tax, a second levy, the total, what was paid and the balance.
  const rows: Array<[string, string]> = [];
  let base: number, main: number, rateP: number | null = null;
  if (!P) {
    const net = company ? int(r, 60, 900) * 1000 + int(r, 0, 999) : int(r, 16000, 125000);
    const allow = company ? 0 : [12570, pick(r, [13850, 14600, 27700, 29200]), int(r, 3000, 15000), Math.round(net / 9)][li];
    const gross = net + allow;
    base = net;
    if (!company) rows.push([w('gross'), n(gross, 0)], [w('allow'), n(allow, 0)]);
    rows.push([w('baseI'), n(base, 0)]);
    main = company ? r2(base * [pick(r, [0.19, 0.25]), 0.21, 0.15, 0][li]) : li >= 2 ? Math.round(base * (0.12 + r() * 0.16)) : r2(base * (0.12 + r() * 0.16));
    rows.push([company ? w('mainC') : w('mainI'), n(main)]);
  } else {
    base = [int(r, 8, 150) * 500, int(r, 90, 900) * 1000, int(r, 60, 700) * 1000 + int(r, 0, 9) * 100, Math.round(int(r, 1800, 9000) / 2)][li];
    const mult = pick(r, [0.499, 0.512, 0.546]);
    rateP = [null, int(r, 1100, 2700) / 1000, int(r, 60, 180) * 5, int(r, 2000, 5500) / 100][li];
    if (li === 1 && chance(r, 0.6)) rows.push([w('worth'), n(base * pick(r, [2.5, 10 / 3, 10]), 0)]);
    if (li === 3 && chance(r, 0.6)) rows.push([w('worth'), n(base * 2, 0)]);
    rows.push([w('baseP'), n(base, 0)]);
    const mess = r2(base * 0.00031);
    if (li === 2) rows.push(['Steuermesszahl', '0,31 ‰'], ['Steuermessbetrag', n(mess)]);
    rows.push([w('rate'), li === 0 ? `${(mult * 100).toFixed(1)}p` : `${n(rateP!, li === 2 ? 0 : li === 1 ? 3 : 2)}${li >= 2 ? '\u00a0%' : '%'}`]);
    main = [r2(base * mult), r2((base * rateP!) / 100), r2((mess * rateP!) / 100), Math.round((base * rateP!) / 100)][li];
    rows.push([w('mainP'), n(main)]);
  }
  const church = !company && chance(r, 0.5); // the DE surcharge: church tax or solidarity surcharge
  const extra = chance(r, 0.6) && !(company && !P && li !== 2) ? (P ? [r2(base * 0.01), int(r, 40, 400) + int(r, 0, 99) / 100, int(r, 40, 300) + int(r, 0, 99) / 100, Math.round(base * int(r, 800, 1600) / 10000)][li] : company ? r2(main * 0.055) : [r2(base * 0.06), r2(base * 0.05), r2(main * (church ? 0.09 : 0.055)), int(r, 100, 2500)][li]) : 0;
  if (extra) rows.push([!P && li === 2 ? (church ? 'Kirchensteuer' : 'Solidaritätszuschlag') : w(`extra${K}`), n(extra)]);
  const due = r2(main + extra);
  const refund = !P && chance(r, company ? 0.15 : 0.3);
  const paid = P ? (li < 3 && chance(r, 0.5) ? r2(due * pick(r, [0.25, 0.5])) : 0) : r2(due * (refund ? 1.05 + r() * 0.25 : 0.5 + r() * 0.45));
  const bal = r2(Math.abs(due - paid));
  rows.push([w('total'), n(due)], ...(P && !paid ? [] : [[w(`paid${K}`), n(paid)] as [string, string]]), [refund ? w('back') : w('owe'), money(bal)]);
  // Dates: the notice, the return, the deadline or refund date, instalments, the appeal.
  const noticeOn = P ? [D(Y, 2, int(r, 1, 20)), D(Y, 9, int(r, 1, 28)), D(Y, 0, int(r, 5, 31)), D(Y, 7, int(r, 20, 31))][li] : [D(Y + 1, int(r, 6, 11), int(r, 1, 28)), D(Y + 1, int(r, 4, 10), int(r, 1, 28)), D(Y + 1, int(r, 3, 11), int(r, 1, 28)), D(Y + 1, 6, int(r, 1, 28))][li];
  const filed = addDays(noticeOn, -int(r, 12, li === 0 ? 80 : 90));
  const propPlan = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((k) => D(Y, 3 + k, 1)), [D(Y, 10, 30), D(Y + 1, 3, 30)], [1, 4, 7, 10].map((m) => D(Y, m, 15)), []][li];
  const incPlan = !P && li < 3 ? [[D(Y + 2, 0, 31), D(Y + 2, 6, 31)], [D(Y + 2, 3, 15), D(Y + 2, 5, 15), D(Y + 2, 8, 15), D(Y + 3, 0, 15)], [2, 5, 8, 11].map((m) => D(Y + 2, m, 10))][li] : [];
  const frSplit = !P && li === 3 && !refund && bal > 300;
  const schedule = P ? propPlan : frSplit ? [D(Y + 1, 8, 25), D(Y + 1, 9, 25), D(Y + 1, 10, 25), D(Y + 1, 11, 26)] : incPlan;
  const splitsBal = P || frSplit; // the instalments share out the balance, else they are next year's advance payments
  const parts = Math.max(1, schedule.length);
  const each = splitsBal ? Math.floor((bal / parts) * 100) / 100 : li === 2 ? Math.round(due / parts) : r2(due / parts);
  const amounts = schedule.map((_, k) => (splitsBal && k === 0 ? r2(bal - each * (schedule.length - 1)) : each));
  const payBy = refund ? addDays(noticeOn, int(r, 7, 21)) : splitsBal && schedule.length ? schedule[0] : P ? D(Y, 9, 15) : [D(Y + 2, 0, 31), addDays(noticeOn, 21), addDays(noticeOn, int(r, 31, 35)), D(Y + 1, 8, 15)][li];
  const lateP = (P && li === 0) || refund ? null : [pick(r, [6.75, 7.25, 7.5, 7.75, 8.25]), P ? pick(r, [1, 1.5]) : 0.5, 1, 10][li];
  const per = li === 0 && !P ? pick(r, ['30 days', 'one month']) : li === 1 && !P && chance(r, 0.5) ? pick(r, ['60 days', '30 days']) : li === 2 ? 'eines Monats' : null;
  const appealOn = per || (li === 0 && P) ? null : li === 3 ? D(Y + (P ? 2 : 3), 11, 31) : addDays(noticeOn, P ? int(r, 30, 60) : 90);
  const pct = (x: number) => `${fmtNumber(x, loc.numbers, x % 1 ? 2 : 0)}${li >= 2 ? '\u00a0%' : '%'}`;
  const c = { ty, y: String(Y), y1: String(Y + 1), y2: String(Y + 2), filed: date(filed), place, bal: money(bal), due: date(payBy), i1: money(amounts[0] ?? 0), p: lateP === null ? '' : pct(lateP), per: per ?? '', ap: appealOn ? date(appealOn) : '' };
  const say = (key: string) => fill(((xs) => xs[P ? xs.length - 1 : 0])(pick(r, S[key][li]).split('|')), c); // 'income|property' where they differ

  const ask = new Ask(r);
  const opts = pick(r, [['Payment due', 'Refund due'], ['Taxpayer owes', 'Taxpayer is refunded'], ['To pay', 'Refund']]);
  const k = schedule.length > 1 ? int(r, 1, schedule.length - 1) : 0;
  const roles: Array<() => void> = [
    () => ask.field('text', [['tax_office', 'authority that issued the notice'], ['issuing_authority', ''], ['sent_by', 'which tax office or council sent this']], auth),
    () => ask.field('text', [['taxpayer', 'person or company being taxed'], ['addressee', 'who the notice is addressed to'], ['assessed_party', '']], payer),
    () => P && li < 3 ? ask.field('id_alphanumeric', [['taxpayer_account', "the ratepayer's own account number with the authority"], ['account_no', ''], ['customer_number', 'number identifying the taxpayer, not the property']], tid) : ask.field('id_alphanumeric', [['taxpayer_id', "the taxpayer's own tax identification number"], ['tin', ''], ['tax_id', 'number identifying the taxpayer with the authority']], tid),
    () => ask.field('id_alphanumeric', [['notice_number', 'number of this notice'], ['notice_ref', ''], ['document_reference', 'reference of the assessment document itself']], noticeNo),
    () => P ? ask.field('id_alphanumeric', [['parcel_id', 'identifier of the property being taxed'], ['property_reference', ''], ['property_id', 'reference number of the plot or premises']], ref) : ask.field('id_alphanumeric', [['payment_reference', 'reference to quote when paying'], ['pay_ref', '']], ref),
    () => { ask.compare[ask.field('text', [['tax_year', ''], ['assessment_year', P ? 'year the tax is charged for' : 'year the income was earned'], ['period', 'tax year covered']], ty)] = (v) => yearKey(v) === yearKey(ty); },
    () => ask.field('date', [['notice_date', 'date the notice was issued'], ['issued_on', ''], ['assessment_date', 'date on the notice']], isoOf(noticeOn)),
    () => P ? ask.field('currency', [['assessed_value', 'value the property tax is based on'], ['tax_base', ''], ['valuation', 'taxable value of the property']], base) : ask.field('currency', [['taxable_income', 'income the tax is calculated on'], ['assessable_income', ''], ['income_taxed', 'taxable income or profits after allowances']], base),
    () => ask.field('currency', [['tax_due', 'total tax charged for the year'], ['total_assessed', ''], ['liability', 'full amount assessed, before anything already paid']], due),
    ...(paid || !P ? [() => ask.field('currency', [['already_paid', 'amount already paid or withheld'], ['credits', 'tax already deducted or paid in advance'], ['prepaid', '']], paid)] : []),
    () => ask.field('currency', [['balance', 'amount left to pay, or to be refunded'], ['net_position', 'outstanding amount or refund'], ['settlement_amount', '']], bal),
    () => ask.field('single_select', [['outcome', 'does the taxpayer owe money or get money back'], ['direction', ''], ['pay_or_refund', 'whether the balance is payable or repayable']], opts[refund ? 1 : 0], opts),
    () => refund ? ask.field('date', [['refund_date', 'when the refund will be paid out'], ['repayment_date', '']], isoOf(payBy)) : ask.field('date', [['payment_deadline', 'date by which payment must be made'], ['pay_by', ''], ['due_date', 'when the tax (or its first instalment) has to be paid']], isoOf(payBy)),
    ...(k ? [() => ask.field('date', [[`${ORD[k]}_instalment_date`, `due date of the ${ORD[k]} instalment or advance payment`], [`instalment_${k + 1}_due`, '']], isoOf(schedule[k]))] : []),
    ...(lateP !== null ? [() => ask.field('percentage', [['late_payment_rate', 'interest or penalty rate for paying late'], ['penalty_rate', ''], ['interest_rate', 'rate charged on overdue tax']], lateP)] : []),
    ...(per ? [() => { ask.compare[ask.field('text', [['appeal_period', 'how long the taxpayer has to object'], ['objection_window', ''], ['time_to_appeal', 'period for challenging the notice']], per)] = (v) => periodKey(v) === periodKey(per); }] : []),
    ...(appealOn ? [() => ask.field('date', [['appeal_deadline', 'last day to contest the notice'], ['objection_by', ''], ['dispute_deadline', 'date by which an appeal must be filed']], isoOf(appealOn))] : []),
    () => ask.field('currency_symbol', [['currency', ''], ['ccy', 'currency of the amounts']], loc.currency.code),
    ...(rateP !== null ? [() => ask.field('percentage', [['tax_rate', 'local tax rate applied to the value'], ['levy_rate', ''], ['rate_percent', 'rate used to compute the property tax']], rateP)] : []),
  ];
  const keep = new Set(shuffle(r, roles.map((_, i) => i)).slice(0, int(r, 10, 13)));
  roles.forEach((f, i) => keep.has(i) && f());
  const [nt, nw] = pick(r, NEVER); // a field the notice never states
  ask.field(nt, nw, null);

  const kv = (label: string, value: string): Block => ({ kind: 'kv', label, value });
  const para = (text: string): Block => ({ kind: 'para', text });
  const authLines = [auth, ...authAt.split(', ')];
  const head: Block[] = chance(r, 0.5) ? [{ kind: 'title', text: auth }, { kind: 'lines', lines: authLines.slice(1) }] : [{ kind: 'lines', lines: authLines }];
  const title = fill(alt(W[company && !P ? 'titleC' : `title${K}`][li]), c);
  const meta = shuffle(r, [
    kv(w('date'), date(noticeOn)), kv(w('notice'), noticeNo), kv(w(P && li < 3 ? 'tidR' : company ? 'tidC' : 'tidP'), tid), kv(w(`ref${K}`), ref), kv(w(`year${K}`), ty),
    ...(chance(r, 0.5) ? [kv(w('contact'), alt(OFFICERS[li]))] : []), ...(!P && chance(r, 0.5) ? [kv(w('filed'), date(filed))] : []),
    ...(li === 3 && chance(r, 0.6) ? [kv('Date de mise en recouvrement', date(P ? D(Y, 7, 31) : D(Y + 1, 6, 31)))] : []),
  ]);
  const to: Block[] = [{ kind: 'lines', lines: [payer, ...home] }];
  const figs: Block[] = chance(r, 0.55) ? [{ kind: 'table', header: [w('item'), chance(r, 0.3) ? `${w('amt')} (${loc.currency.code})` : w('amt')], rows }] : rows.map(([a, b]) => kv(a, b));
  const dueText = refund ? say('refund') : splitsBal && schedule.length ? say('split') : say('pay');
  const plan: Block[] = schedule.length ? [{ kind: 'title', text: fill(w(`plan${K}`), c) }, chance(r, 0.7) ? { kind: 'table', header: [w('when'), w('amt')], rows: schedule.map((d, i) => [date(d), money(amounts[i])]) } : { kind: 'lines', lines: schedule.map((d, i) => `${date(d)}: ${money(amounts[i])}`) }] : [];
  const rules = shuffle(r, [...(lateP !== null ? [para(say('late'))] : []), ...(per ? [para(say('period'))] : appealOn ? [para(say('until'))] : [])]);
  const greet = li < 2 && !company && chance(r, 0.5) ? [para(`Dear ${payer},`)] : [];
  const blocks: Block[] = [
    ...head, ...(chance(r, 0.5) ? [...to, ...meta] : [...meta, ...to]), { kind: 'title', text: title }, ...greet, para(say(`intro${K}`)),
    ...(li === 2 || chance(r, 0.7) ? [...figs, para(dueText)] : [para(dueText), ...figs]), ...plan, ...rules,
  ];
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const taxNotices: Family = { name: 'tax-notice', kind: 'financial statement', split: 'train', formats: ['pdf', 'docx', 'txt', 'html'], make };
