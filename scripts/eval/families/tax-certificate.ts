/**
 * Calibration family: an employee's year-end certificate of pay and tax from the employer
 * (a UK P60 or annual pay summary, a US W-2 with its reconciliation or a year-end earnings
 * statement, a German Lohnsteuerbescheinigung or Jahresentgeltübersicht, a French
 * récapitulatif annuel / attestation de salaire), as a form of numbered boxes and label
 * lines, a summary table, or an HR letter with the figures in sentences. Decoys: pay and
 * tax of a previous employment beside this employment and the total for the year (UK); the
 * last month or the previous year beside the year's figures; taxable wages (box 1) beside
 * gross pay; Medicare and state tax beside Social Security; church tax and solidarity
 * surcharge beside Lohnsteuer; CSG/CRDS, net imposable and net before tax beside net paid;
 * the employer's own contributions beside the employee's; the employee's tax id beside a
 * payroll number, an eTIN or control number, and the employer reference beside an accounts
 * office reference, a state id or a NAF code; issue date, birth date and the period of
 * employment (absent on the P60 and the W-2, where net pay is absent too).
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, pad } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';

const shuffle = <T>(r: Rng, xs: readonly T[]): T[] => xs.map((x) => ({ x, k: r() })).sort((a, b) => a.k - b.k).map((o) => o.x);
const fill = (s: string, c: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k) => String(c[k] ?? `{${k}}`));
const r2 = (x: number) => Math.round(x * 100) / 100;
/** The years of a tax year by their last two digits ("2023-24", "2023/2024" → `23/24`). */
const yearKey = (v: unknown) => (String(v).match(/\d{2,4}/g) ?? []).map((x) => x.slice(-2)).join('/');
/** A field the document may or may not state (gold null), asked in one of several wordings; `skip` leaves it out. */
type Role = { t: FieldType; ways: Array<[string, string]>; gold: unknown; opts?: string[]; cmp?: (v: unknown) => boolean; skip?: boolean };
/** Asks `lo`..`hi` roles that have an answer and 1 to 3 that have none (roles without gold, or one never stated). */
function askRoles(r: Rng, all: Role[], never: Role[], lo: number, hi: number): Ask {
  const ask = new Ask(r);
  const roles = all.filter((x) => !x.skip);
  const none = (x: Role) => x.gold === null || x.gold === undefined;
  const full = shuffle(r, roles.filter((x) => !none(x))).slice(0, int(r, lo, hi));
  const empty = shuffle(r, [...roles.filter(none), pick(r, never)]);
  const chosen = new Set([...full, ...empty.slice(0, int(r, 1, Math.min(3, empty.length)))]);
  for (const x of [...roles, ...never].filter((x) => chosen.has(x))) {
    const name = ask.field(x.t, x.ways, x.gold, x.opts);
    if (x.cmp && !none(x)) ask.compare[name] = x.cmp;
  }
  return ask;
}

/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  title: ['Annual Pay and Tax Summary|End of Year Pay Statement|Statement of Earnings and Deductions', 'Year-End Earnings Statement|Annual Earnings Summary|Year-End Pay Summary', 'Jahresentgeltübersicht|Jahreslohnbescheinigung|Jahresübersicht Entgelt', 'Récapitulatif annuel de rémunération|Attestation de salaire annuelle|Attestation fiscale de rémunération'],
  emp: ['Employee|Employee name|Name', 'Employee|Employee name', 'Arbeitnehmer/in|Name des Arbeitnehmers|Mitarbeiter/in', 'Salarié(e)|Nom du salarié|Bénéficiaire'], er: ['Employer|Employer name', 'Employer|Company', 'Arbeitgeber|Firma', 'Employeur|Raison sociale'],
  tid: ['National Insurance number|NI number|NINO', 'Social Security number|SSN|Employee SSN', 'Identifikationsnummer|Steuerliche Identifikationsnummer|Steuer-ID', 'N° de sécurité sociale|NIR|Numéro de sécurité sociale'],
  ref: ['Employer PAYE reference|PAYE reference|Employer PAYE ref.', 'Employer identification number (EIN)|Federal EIN|EIN', 'Steuernummer des Arbeitgebers|Steuernummer (Betriebsstätte)', 'N° SIRET|SIRET de l’établissement'], ref2: ['Accounts Office reference|Accounts Office ref.', 'Employer state ID no.|State employer ID', 'eTIN|eTIN-Nummer', 'Code NAF|Code APE'],
  payno: ['Payroll number|Works number|Employee number', 'Employee ID|Employee #|File number', 'Personalnummer|Pers.-Nr.', 'Matricule|N° matricule'], dob: ['Date of birth', 'Date of birth', 'Geburtsdatum', 'Date de naissance'],
  year: ['Tax year|Tax year covered', 'Tax year|Calendar year', 'Kalenderjahr|Jahr', 'Année|Année de référence'], period: ['Period of employment|Employment dates|Employed', 'Employment period|Dates of employment|Period', 'Beschäftigungszeitraum|Dauer der Beschäftigung', "Période d'emploi|Période travaillée"],
  gross: ['Gross pay|Total gross pay|Gross earnings', 'Gross pay|Gross wages|Total gross earnings', 'Bruttoarbeitslohn|Gesamtbrutto|Steuerbrutto', 'Salaire brut|Rémunération brute|Brut annuel'],
  tax: ['Income Tax|Tax deducted|PAYE Income Tax', 'Federal income tax withheld|Federal income tax|Fed. income tax', 'Lohnsteuer|Einbehaltene Lohnsteuer', 'Prélèvement à la source|Impôt prélevé à la source|PAS'],
  social: ["Employee's National Insurance|Employee NIC|National Insurance (employee)", 'Social Security tax withheld|Social Security tax|OASDI withheld', 'Sozialversicherungsbeiträge (AN-Anteil)|Arbeitnehmeranteil Sozialversicherung|SV-Beiträge Arbeitnehmer', 'Cotisations salariales|Total des cotisations salariales|Retenues sociales salariales'],
  pension: ['Employee pension contributions|Pension (employee)|Workplace pension (your contributions)', '401(k) employee deferral|401(k) contributions|Retirement plan – 401(k)', 'Entgeltumwandlung bAV|Betriebliche Altersversorgung (AN)|bAV-Beitrag Arbeitnehmer', 'dont retraite complémentaire|dont cotisations retraite complémentaire|dont AGIRC-ARRCO'],
  net: ['Net pay|Take-home pay|Net pay for the year', 'Net pay|Take-home pay|Total net pay', 'Nettoverdienst|Auszahlungsbetrag|Netto ausgezahlt', 'Net payé|Net payé après impôt|Net versé au salarié'],
  issued: ['Date of issue|Issued|Date', 'Date issued|Statement date|Issued', 'Ausgestellt am|Datum|Erstellt am', "Fait le|Date d'édition|Édité le"],
  erSoc: ["Employer's NI contributions|Employer NIC", 'Employer Medicare/SS (not deducted)|Employer FICA', 'Arbeitgeberanteil Sozialversicherung|SV-Beiträge Arbeitgeber', 'Cotisations patronales|Charges patronales'],
  erPen: ['Employer pension contributions|Employer pension', 'Employer 401(k) match|Company match', 'bAV-Zuschuss Arbeitgeber|AG-Zuschuss bAV', 'Retraite complémentaire (part patronale)|Part employeur retraite'],
  item: ['Description|Item', 'Description|Earnings / deductions', 'Bezeichnung|Position', 'Libellé|Rubrique'], cur: ['This period (Month 12)|Month 12|March', 'Current (Dec.)|This period|Current', 'Dezember|Monat Dezember|Lfd. Monat', 'Décembre|Mois de décembre|Mois'], ytd: ['Year to date|YTD|Total for year', 'YTD|Year to date|Year-to-date', 'Jahr|Jahressumme|Summe Jahr', 'Cumul annuel|Cumul|Cumul de l’année'],
};
const EMPLOYERS = ['Northfield Distribution Ltd=Unit 4, Kingsway Business Park|Leeds LS10 1AB;Carrow Foods plc=Riverside House, 2 Quay Street|Norwich NR1 1SR;Ashdown Print Ltd=Old Mill Yard, Station Road|Hexham NE46 1ET;Tamar Water Services Ltd=Plymbridge Road|Plymouth PL6 7DQ',
  'Redwood Fulfillment LLC=2150 Lakeshore Drive|Madison, WI 53703;Harbor Point Logistics Inc.=901 Commerce Blvd|Dayton, OH 45402;Greenfield Packaging Inc.=48 Elm Court, Suite 300|Tulsa, OK 74103;St. Clare Medical Center=77 Route 9|Easton, NY 12834',
  'Brandt Logistik GmbH=Industriestraße 14|74523 Schwäbisch Hall;Seidel Druck KG=Am Hang 21|50667 Köln;Vogt Lebensmittel GmbH=Lindenweg 8|04109 Leipzig;Klinikum Oststadt gGmbH=Hauptstraße 3|83022 Rosenheim',
  'Logidis SAS=ZA des Écluses, 3 rue Ampère|26000 Valence;Imprimerie Vernet SARL=5 allée Monet|44000 Nantes;Fromageries Sorel SA=8 place de la Mairie|38680 Saint-Julien;Clinique du Parc=12 rue des Lilas|69002 Lyon'];
const PEOPLE = ['Sarah Whitlock|Daniel Hughes|Priya Natarajan|Gareth Evans|Fiona McLeod|Liam Thorpe|Chloe Barnes|Ryan Fletcher', "Jordan Miller|Ashley Nguyen|Carlos Rivera|Brittany Shaw|Derek Holt|Monica Ruiz|Kevin O'Brien|Latoya Grant", 'Kevin Schulz|Laura Berger|Murat Yılmaz|Nina Hartmann|Dennis Koch|Sandra Pohl|Marco Lehmann|Julia Seitz', 'Mathieu Renaud|Laura Petit|Karim Haddad|Manon Girard|Théo Lemaire|Inès Bernard|Yannick Colin|Chloé Masson'];
const HOMES = ['14 Alder Grove|Harrogate HG1 4QT;9 Kingsway|Leeds LS6 2AB;Flat 2, 31 Mill Street|Norwich NR3 1LD', '2418 Linden Avenue|Evanston, IL 60201;1503 Pine Street, Apt 4|Columbus, OH 43215;77 Harbor Blvd|Tulsa, OK 74120', 'Lindenstraße 12|04109 Leipzig;Gartenstraße 3|50667 Köln;Am Mühlbach 22|83022 Rosenheim', '18 rue des Acacias|69003 Lyon;4 impasse du Moulin|26000 Valence;27 avenue Jean Jaurès|44000 Nantes'];
const SIGNERS = ['Payroll Manager|HR Officer|Head of Payroll', 'Payroll Administrator|HR Manager|Payroll Specialist', 'Lohnbuchhaltung|Personalabteilung|Leitung Entgeltabrechnung', 'Service paie|Responsable paie|Direction des ressources humaines'];
const STATES: Array<[string, number]> = [['WI', 0.048], ['OH', 0.03], ['OK', 0.042], ['NY', 0.055], ['IL', 0.0495]];
/** Letter sentences per locale; {slots} are filled in. */
const T: Record<string, [string, string, string, string]> = {
  intro: ['Please find below a summary of your pay and deductions from {er} for the tax year {ty}, covering {start} to {end}.', 'This statement summarizes your {ty} earnings with {er} for the period {start} through {end}.', 'anbei erhalten Sie die Übersicht über Ihre Bezüge bei der {er} im Kalenderjahr {ty} (Beschäftigungszeitraum {start} bis {end}).', "Veuillez trouver ci-dessous le récapitulatif de la rémunération versée par {er} au titre de l'année {ty}, pour la période du {start} au {end}."],
  figs: ['Your gross pay was {gross}. Income Tax of {tax} and employee National Insurance contributions of {social} were deducted, and you paid {pension} into the workplace pension.', 'Your gross pay for the year was {gross}. We withheld {tax} in federal income tax, {social} in Social Security tax, {medicare} in Medicare tax and {stTax} in {st} state income tax. You contributed {pension} to the 401(k) plan.', 'Ihr Bruttoarbeitslohn betrug {gross}. Davon wurden {tax} Lohnsteuer{kist} sowie {social} Sozialversicherungsbeiträge (Arbeitnehmeranteil) einbehalten; im Rahmen der Entgeltumwandlung flossen {pension} in die betriebliche Altersversorgung.', "Votre salaire brut s'est élevé à {gross}, sur lequel ont été retenues des cotisations salariales de {social}, dont {pension} au titre de la retraite complémentaire, ainsi que {csg} de CSG/CRDS. Le prélèvement à la source s'est élevé à {tax}, au taux moyen de {rate}."],
  net: ['After all deductions your net pay for the year came to {net}.', 'Your total net pay for {ty} was {net}.', 'Ausgezahlt wurden insgesamt {net} netto.', 'Votre net imposable s’élève à {netImp} et le net payé à {net}.'],
  er: ["For information, we paid employer's National Insurance of {erSoc} and employer pension contributions of {erPen} on your behalf.", 'The company added a 401(k) matching contribution of {erPen}. Box 1 of your Form W-2 will show {box1}, your gross pay less pre-tax 401(k) deferrals.', 'Der Arbeitgeberanteil zur Sozialversicherung belief sich auf {erSoc}; zusätzlich hat Ihr Arbeitgeber {erPen} zur betrieblichen Altersversorgung beigesteuert.', "Pour mémoire, les cotisations patronales versées pour votre compte se sont élevées à {erSoc}."],
  prev: ['Together with {prevGross} from your previous employer (tax {prevTax}), your total pay for the year was {totGross}.', '', '', ''],
  keep: ['Please keep this statement: you may need it to complete a tax return or to claim tax credits.', 'Please retain this statement for your records; your Form W-2 will be mailed separately.', 'Bitte bewahren Sie diese Übersicht für Ihre Einkommensteuererklärung auf.', 'Ce document est à conserver ; il vous permet de vérifier votre déclaration de revenus pré-remplie.'],
  greet: ['Dear {first},', 'Dear {first}:', 'Sehr geehrte/r {name},', 'Madame, Monsieur,'], close: ['Yours sincerely,', 'Sincerely,', 'Mit freundlichen Grüßen', 'Cordialement,'],
};
const NEVER: Role[] = [
  { t: 'currency', ways: [['company_car_benefit', 'taxable value of a company car'], ['car_benefit', '']], gold: null }, { t: 'currency', ways: [['bonus_paid', 'bonus included in the pay'], ['annual_bonus', '']], gold: null },
  { t: 'number', ways: [['overtime_hours', 'hours of overtime worked in the year'], ['ot_hours', '']], gold: null }, { t: 'id_alphanumeric', ways: [['employee_iban', 'bank account the pay went to'], ['bank_account', '']], gold: null },
  { t: 'currency', ways: [['union_dues', 'trade union subscriptions deducted'], ['union_fees', '']], gold: null },
];

function make(r: Rng): ReturnType<Family['make']> {
  const li = int(r, 0, 3);
  const loc = LOCALES[li];
  const alt = (s: string) => pick(r, s.split('|'));
  const w = (k: string) => alt(W[k][li]);
  const [style, variant] = [pick(r, loc.dates), r()];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const n = (x: number) => fmtNumber(x, loc.numbers);
  const byCode = chance(r, 0.1);
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode);
  const layout = pick(r, ['form', 'form', 'table', 'letter'] as const);
  const [er, erAt] = pick(r, EMPLOYERS[li].split(';')).split('=');
  const [emp, signer] = shuffle(r, PEOPLE[li].split('|'));
  const home = pick(r, HOMES[li].split(';')).split('|');
  const D = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));

  // The tax year, the period employed in it (sometimes joined or left during the year), the issue date, the birth date.
  const Y = int(r, 2019, 2025);
  const [y0, y1] = li === 0 ? [D(Y, 3, 6), D(Y + 1, 3, 5)] : [D(Y, 0, 1), D(Y, 11, 31)];
  const ty = li === 0 ? `${Y}${pick(r, ['-', '/'])}${String(Y + 1).slice(2)}` : String(Y);
  const joined = chance(r, 0.3);
  const left = !joined && chance(r, 0.15);
  const start = joined ? addDays(y0, int(r, 20, 200)) : y0;
  const end = left ? addDays(y0, int(r, 220, 340)) : y1;
  const share = (end.getTime() - start.getTime()) / (y1.getTime() - y0.getTime());
  const issued = [D(Y + 1, int(r, 3, 4), int(r, 10, 31)), D(Y + 1, 0, int(r, 10, 31)), D(Y + 1, 1, int(r, 1, 28)), D(Y + 1, int(r, 0, 1), int(r, 5, 28))][li];
  const dob = D(Y - int(r, 22, 60), int(r, 0, 11), int(r, 1, 28));

  // Figures for the employment: gross, the income tax, the employee's social contributions, pension, net; decoys beside them.
  const annual = [int(r, 22, 95) * 1000, int(r, 32, 140) * 1000, int(r, 30, 90) * 1000, int(r, 24, 70) * 1000][li] + int(r, 0, 999) + int(r, 0, 99) / 100;
  const gross = r2(annual * share);
  const penRate = pick(r, [0.03, 0.04, 0.05, 0.06]);
  const pension = li === 3 ? r2(gross * pick(r, [0.0386, 0.0401, 0.0415])) : r2(gross * penRate);
  const erPen = r2(li === 1 ? Math.min(pension, gross * 0.04) : gross * pick(r, [0.03, 0.04, 0.05]));
  const allow = 12570 * share;
  const tax = [r2(Math.max(0, gross - pension - allow) * 0.2 + Math.max(0, gross - pension - 50270 * share) * 0.2), r2((gross - pension) * (0.09 + r() * 0.08)), Math.round(gross * (0.11 + r() * 0.1)), 0][li];
  const social = [r2(Math.max(0, gross - allow) * pick(r, [0.12, 0.1, 0.08])), r2(gross * 0.062), r2(gross * (0.2 + int(r, 0, 15) / 1000)), r2(gross * (0.11 + int(r, 0, 20) / 1000))][li];
  const medicare = r2(gross * 0.0145);
  const [state, stRate] = pick(r, STATES);
  const stateTax = r2((gross - pension) * stRate);
  const kist = li === 2 && chance(r, 0.5) ? Math.round(tax * pick(r, [0.08, 0.09])) : 0;
  const soli = li === 2 && gross > 70000 ? Math.round(tax * 0.02) : 0;
  const csg = r2(gross * 0.9825 * 0.097);
  const netBefore = r2(gross - social - csg);
  const netImp = r2(netBefore + gross * 0.9825 * 0.029);
  const pasRate = pick(r, [3.4, 5.2, 6.8, 7.5, 9.1, 11.3]);
  const pas = r2(netImp * pasRate / 100);
  const incomeTax = li === 3 ? pas : tax;
  const net = r2(li === 3 ? netBefore - pas : gross - incomeTax - social - pension - (li === 1 ? medicare + stateTax : li === 2 ? kist + soli : 0));
  const erSoc = r2(gross * [0.118, 0.0765, 0.205, 0.42][li]);
  const prev = li === 0 && joined ? { gross: r2(annual * (1 - share) * pick(r, [0.8, 0.9, 1.1])), tax: 0 } : null;
  if (prev) prev.tax = r2(Math.max(0, prev.gross - 12570 * (1 - share)) * 0.2);
  const box1 = r2(gross - pension);

  // Ids: the employee's national number, the employer reference, a payroll number, a second employer or employee code.
  const L = () => pick(r, 'ABCEGHJKLMNPRSTWXYZ'.split(''));
  const d2 = () => pad(int(r, 0, 99));
  const tid = [`${L()}${L()} ${d2()} ${d2()} ${d2()} ${pick(r, ['A', 'B', 'C', 'D'])}`, chance(r, 0.3) ? `XXX-XX-${int(r, 1000, 9999)}` : `${int(r, 100, 899)}-${d2()}-${int(r, 1000, 9999)}`, `${int(r, 10, 99)} ${int(r, 100, 999)} ${int(r, 100, 999)} ${int(r, 100, 999)}`, `${pick(r, [1, 2])} ${d2()} ${d2()} ${d2()} ${int(r, 100, 999)} ${int(r, 100, 999)} ${d2()}`][li];
  const office = int(r, 100, 999);
  const ref = [`${office}/${L()}${L()}${int(r, 10000, 99999)}`, `${int(r, 10, 99)}-${int(r, 1000000, 9999999)}`, `${int(r, 100, 299)}/${int(r, 1000, 9999)}/${int(r, 1000, 9999)}`, `${int(r, 300, 899)} ${int(r, 100, 999)} ${int(r, 100, 999)} ${int(r, 10000, 99999)}`][li];
  const ref2 = [`${office}PA${int(r, 10000000, 99999999)}`, `${state} ${int(r, 1000, 9999)}-${int(r, 1000, 9999)}`, `${emp.split(' ')[1].slice(0, 4).toUpperCase()}${emp.slice(0, 3).toUpperCase()}${d2()}${L()}${d2()}`, `${int(r, 1000, 9999)}${pick(r, ['Z', 'A', 'B'])}`][li];
  const payno = pick(r, [String(int(r, 1000, 99999)), `E${int(r, 10000, 99999)}`, `${pad(int(r, 1, 9))}-${int(r, 1000, 9999)}`]);
  const taxCode = `${pick(r, ['', '', '', 'S', 'C'])}${Y < 2021 ? '1250L' : '1257L'}${pick(r, ['', '', ' M1', ' W1'])}`;
  const stClass = pick(r, [1, 1, 3, 4, 5]);

  const yearWays: Array<[string, string]> = [['tax_year', 'year the certificate covers'], ['fiscal_year', ''], ['year', 'tax year of the figures']];
  const roles: Role[] = [
    { t: 'text', ways: [['employee_name', 'person the certificate is for'], ['staff_member', ''], ['worker', 'name of the employee (not the employer)']], gold: emp },
    { t: 'text', ways: [['employer_name', 'company that paid the salary'], ['employing_company', ''], ['paying_employer', 'who issued the certificate and paid the wages']], gold: er },
    li === 0 || chance(r, 0.5) ? { t: 'text', ways: yearWays, gold: ty, cmp: (v) => yearKey(v) === yearKey(ty) } : { t: 'number', ways: yearWays, gold: Y },
    { t: 'currency', ways: [['gross_pay', 'total gross pay from this employer for the year'], ['grossPay', ''], ['gross earnings this employment', 'pay before deductions in this job, without any previous employment']], gold: gross },
    { t: 'currency', ways: li === 1 ? [['federal_income_tax', 'federal income tax withheld in the year'], ['fed_tax_withheld', '']] : [['income_tax', 'income tax deducted from pay in the year'], ['tax_withheld', ''], ['incomeTaxDeducted', 'total income tax taken by this employer']], gold: incomeTax },
    { t: 'currency', ways: [['social_security_contributions', "employee's social security / national insurance deducted in the year"], ['ni_contributions', ''], ['employee social insurance', "the employee's own social contributions (not the employer's)"]], gold: social, skip: li === 2 && layout === 'form' },
    { t: 'currency', ways: [['net_pay', 'take-home pay for the year after all deductions'], ['netPay', ''], ['net salary paid', 'amount actually paid out to the employee']], gold: (li === 0 || li === 1 || li === 2) && layout === 'form' ? null : net },
    { t: 'id_alphanumeric', ways: [['employee_tax_id', "the employee's national insurance, social security or tax id number"], ['tax_id', ''], ['personal tax number', 'national number of the employee (not the payroll number)']], gold: tid },
    { t: 'id_alphanumeric', ways: [['employer_reference', "the employer's tax reference number"], ['employer_id', ''], ['employerTaxRef', 'official reference identifying the employer with the tax authority']], gold: ref },
    { t: 'date', ways: [['employment_start', 'first day of employment covered by the certificate'], ['period_from', ''], ['start of employment period', 'when the employment period in this tax year began']], gold: (li < 2 && layout === 'form') ? null : isoOf(start) },
    { t: 'date', ways: [['employment_end', 'last day of employment covered by the certificate'], ['period_to', ''], ['end of employment period', 'when the employment period in this tax year ended']], gold: (li < 2 && layout === 'form') ? null : isoOf(end) },
    { t: 'currency', ways: [['pension_contributions', "employee's own pension contributions in the year"], ['pension', ''], ['retirement savings deducted', 'amount the employee paid into the pension / retirement plan']], gold: li === 0 && layout === 'form' ? null : pension, skip: li === 2 && layout === 'form' },
    { t: 'currency_symbol', ways: [['currency', ''], ['pay_currency', 'currency of the amounts']], gold: loc.currency.code },
    { t: 'id_alphanumeric', ways: [['payroll_number', "the employee's number in the employer's payroll"], ['staff_id', '']], gold: li === 1 && layout === 'form' ? null : payno },
    { t: 'date', ways: [['issue_date', 'date the certificate was issued'], ['issued_on', ''], ['certificate date', 'when the document was produced']], gold: isoOf(issued) },
    [{ t: 'text', ways: [['tax_code', 'PAYE tax code used at the end of the year'], ['final_tax_code', '']], gold: taxCode } as Role, { t: 'currency', ways: [['state_income_tax', 'state tax withheld'], ['state_tax', '']], gold: stateTax } as Role,
      { t: 'currency', ways: [['church_tax', 'Kirchensteuer withheld'], ['kirchensteuer_amount', 'church tax deducted in the year']], gold: kist || null, skip: !kist } as Role, { t: 'percentage', ways: [['withholding_rate', 'average rate of tax withheld at source'], ['pas_rate', '']], gold: pasRate } as Role][li],
  ];
  const ask = askRoles(r, roles, NEVER, 11, 13);

  // Blocks.
  const kv = (label: string, value: string, above = chance(r, 0.15)): Block => ({ kind: 'kv', label, value, above });
  const para = (text: string): Block => ({ kind: 'para', text });
  const span = li === 3 ? `du ${date(start)} au ${date(end)}` : `${date(start)} ${['to', '–', '-', ''][li]} ${date(end)}`;
  const erBlock: Block = { kind: 'lines', lines: [er, ...erAt.split('|')] };
  const empBlock: Block = { kind: 'lines', lines: [emp, ...home] };
  const pct = `${fmtNumber(pasRate, loc.numbers, 1)}${li >= 2 ? '\u00a0%' : '%'}`;
  const c: Record<string, string | number> = { er, ty, start: date(start), end: date(end), gross: money(gross), tax: money(incomeTax), social: money(social), pension: money(pension), net: money(net), medicare: money(medicare), stTax: money(stateTax), st: state, kist: kist ? `, ${money(kist)} Kirchensteuer` : '', csg: money(csg), rate: pct, netImp: money(netImp), erSoc: money(erSoc), erPen: money(erPen), box1: money(box1), prevGross: prev ? money(prev.gross) : '', prevTax: prev ? money(prev.tax) : '', totGross: prev ? money(gross + prev.gross) : '', first: emp.split(' ')[0], name: emp };
  // Rows of the year's figures: [label, year amount, a decoy column amount].
  const other = (x: number) => li === 2 ? r2(x * pick(r, [0.94, 0.96, 0.97])) : r2((x / share / 12) * pick(r, [1, 1, 1.04]));
  const rows: Array<[string, number]> = [[w('gross'), gross], [w('tax'), incomeTax], [w('social'), social], [w('pension'), pension],
    ...(li === 1 ? [['Medicare tax', medicare], [`${state} state income tax`, stateTax]] as Array<[string, number]> : []), ...(li === 2 ? [['Solidaritätszuschlag', soli], ['Kirchensteuer', kist]] as Array<[string, number]> : []),
    ...(li === 3 ? [['CSG/CRDS', csg], ['Net à payer avant impôt', netBefore], ['Net imposable', netImp]] as Array<[string, number]> : []), [w('net'), net]];
  if (li === 3) rows.splice(rows.length - 1, 0, ...rows.splice(1, 1)); // FR: the tax withheld comes after net taxable pay
  let body: Block[];
  const idLines = (xs: Array<[string, string]>) => shuffle(r, xs).map(([a, b]) => kv(a, b));
  const ids = idLines([[w('tid'), tid], [w('payno'), payno], [w('ref'), ref], ...(chance(r, 0.5) ? [[w('ref2'), ref2] as [string, string]] : []), ...(chance(r, 0.4) ? [[w('dob'), date(dob)] as [string, string]] : [])]);
  if (layout === 'form' && li === 0) { // a P60
    const payRows = [...(prev ? [['In previous employment(s)', n(prev.gross), n(prev.tax)]] : []), ['In this employment', n(gross), n(tax)], ['Total for year', n(gross + (prev?.gross ?? 0)), n(tax + (prev?.tax ?? 0))]];
    const lel = [6136, 6240, 6396, 6396, 6396, 6500, 6500][Y - 2019];
    body = [{ kind: 'title', text: 'P60 End of Year Certificate' }, { kind: 'lines', lines: [`Tax year to 5 April ${Y + 1}`, `${w('year')}: ${ty}`] }, para('To the employee: Please keep this certificate in a safe place as you will need it if you have to fill in a tax return.'),
      kv('Employee name', emp), kv('National Insurance number', tid), kv('Works/payroll number', payno), { kind: 'title', text: 'Pay and Income Tax details' }, { kind: 'table', header: ['', 'Pay £', 'Tax deducted £'], rows: payRows },
      kv('Final tax code', taxCode), { kind: 'title', text: 'National Insurance contributions in this employment' }, { kind: 'table', header: ['NIC letter', 'Earnings at the LEL £', 'Earnings above the LEL, up to and including the PT £', "Employee's contributions due on all earnings above the PT £"], rows: [['A', n(Math.min(gross, lel)), n(Math.max(0, Math.min(gross, 12570) - lel)), n(social)]] },
      kv('Student loan deductions £', n(0)), para('Certificate by Employer/Paying office: This form shows your total pay for Income Tax purposes in this employment for the year. Any overtime, bonus, commission etc, Statutory Sick Pay or Statutory Maternity Pay is included.'),
      kv('Employer PAYE reference', ref), kv(w('ref2'), ref2), { kind: 'kv', label: "Employer name and address", value: '', above: true }, erBlock, kv('Date', date(issued))];
  } else if (layout === 'form' && li === 1) { // a W-2 with its reconciliation
    body = [erBlock, { kind: 'title', text: `Form W-2 Wage and Tax Statement ${Y}` }, { kind: 'lines', lines: [`Copy B – To Be Filed With Employee's FEDERAL Tax Return · ${w('issued')}: ${date(issued)}`] },
      kv("a Employee's social security number", tid), kv('b Employer identification number (EIN)', ref), kv("c Employer's name, address, and ZIP code", `${er}, ${erAt.replace('|', ', ')}`), kv('d Control number', `${int(r, 10000, 99999)} ${pick(r, ['A', 'B', 'K'])}${int(r, 100, 999)}`), kv("e/f Employee's name and address", `${emp}, ${home.join(', ')}`),
      kv('1 Wages, tips, other compensation', n(box1)), kv('2 Federal income tax withheld', n(tax)), kv('3 Social security wages', n(gross)), kv('4 Social security tax withheld', n(social)), kv('5 Medicare wages and tips', n(gross)), kv('6 Medicare tax withheld', n(medicare)),
      kv('12a Code D (401(k) elective deferrals)', n(pension)), kv("15 State / Employer's state ID number", `${state} / ${ref2.slice(3)}`), kv('16 State wages, tips, etc.', n(box1)), kv('17 State income tax', n(stateTax)),
      { kind: 'title', text: 'W-2 Reconciliation' }, { kind: 'table', header: ['', 'Amount'], rows: [['Gross pay', money(gross)], ['Less 401(k) deferral', money(pension)], ['Box 1 wages', money(box1)]] }];
  } else if (layout === 'form' && li === 2) { // a Lohnsteuerbescheinigung
    const rv = r2(gross * 0.093);
    const kvst = r2(gross * 0.081);
    const pv = r2(gross * 0.017);
    body = [{ kind: 'title', text: `Ausdruck der elektronischen Lohnsteuerbescheinigung für ${Y}` }, { kind: 'lines', lines: ['Nachstehende Daten wurden maschinell an die Finanzverwaltung übertragen.'] }, erBlock, empBlock,
      kv('Identifikationsnummer', tid), kv('Personalnummer', payno), kv('Geburtsdatum', date(dob)), ...(chance(r, 0.5) ? [kv('eTIN', ref2)] : []), kv('Steuerklasse/Faktor', String(stClass)), kv('Datum', date(issued)),
      kv('1. Dauer des Dienstverhältnisses', `${date(start)} - ${date(end)}`), kv('2. Zeiträume ohne Anspruch auf Arbeitslohn', '–'), kv('3. Bruttoarbeitslohn einschl. Sachbezüge ohne 9. und 10.', n(gross)), kv('4. Einbehaltene Lohnsteuer von 3.', n(tax)), kv('5. Einbehaltener Solidaritätszuschlag von 3.', n(soli)), kv('6. Einbehaltene Kirchensteuer des Arbeitnehmers von 3.', kist ? n(kist) : '–'),
      kv('22. Arbeitgeberanteil a) zur gesetzlichen Rentenversicherung', n(rv)), kv('23. Arbeitnehmeranteil a) zur gesetzlichen Rentenversicherung', n(rv)), kv('25. Arbeitnehmerbeiträge zur gesetzlichen Krankenversicherung', n(kvst)), kv('26. Arbeitnehmerbeiträge zur sozialen Pflegeversicherung', n(pv)), kv('27. Arbeitnehmerbeiträge zur Arbeitslosenversicherung', n(r2(gross * 0.013))),
      kv('Finanzamt, an das die Lohnsteuer abgeführt wurde', alt('Finanzamt Schwäbisch Hall|Finanzamt Köln-Mitte|Finanzamt Leipzig II|Finanzamt Rosenheim')), kv('Steuernummer', ref)];
  } else if (layout === 'form') { // an attestation
    body = [erBlock, kv(w('ref'), ref), kv(w('ref2'), ref2), { kind: 'title', text: `${w('title')} – ${w('year')} ${Y}` }, kv(w('emp'), emp), kv(w('tid'), tid), kv(w('payno'), payno), kv(w('period'), span),
      ...rows.map(([a, b]) => kv(a, n(b))), kv('Taux de prélèvement à la source (moyen)', pct), kv(w('erSoc'), n(erSoc)), kv(w('issued'), date(issued)), para("Attestation établie pour servir et valoir ce que de droit.")];
  } else if (layout === 'table') {
    const three = prev !== null && chance(r, 0.6);
    const header = three ? [w('item'), 'Previous employment', 'This employment', 'Total for year'] : [w('item'), w('cur'), w('ytd')];
    const trows = rows.map(([a, b], i) => three ? [a, i < 2 ? n(i ? prev!.tax : prev!.gross) : '–', n(b), i < 2 ? n(b + (i ? prev!.tax : prev!.gross)) : n(b)] : [a, n(other(b)), n(b)]);
    const swap = !three && li === 2 && !joined && !left && chance(r, 0.6); // DE: this year beside the previous year
    body = [{ kind: 'title', text: er }, { kind: 'lines', lines: erAt.split('|') }, { kind: 'title', text: `${w('title')} ${ty}` }, empBlock, ...ids, kv(w('period'), span), ...(li === 0 ? [kv('Tax code', taxCode)] : li === 2 ? [kv('Steuerklasse', String(stClass))] : []),
      { kind: 'table', header: swap ? [w('item'), `${Y}`, `Vorjahr ${Y - 1}`] : header, rows: swap ? rows.map(([a, b]) => [a, n(b), n(other(b))]) : trows },
      ...(li === 3 ? [kv('Taux de PAS', pct)] : []), kv(w('erSoc'), money(erSoc)), kv(w('erPen'), money(erPen)), kv(w('issued'), date(issued)), ...(chance(r, 0.5) ? [para(T.keep[li])] : [])];
  } else { // a letter from payroll
    const sentences = [fill(T.intro[li], c), fill(T.figs[li], c), ...(prev ? [fill(T.prev[li], c)] : []), fill(T.net[li], c)];
    const greet = li === 2 ? (chance(r, 0.5) ? 'Sehr geehrte Damen und Herren,' : `Guten Tag ${emp},`) : fill(T.greet[li], c);
    body = [{ kind: 'title', text: er }, { kind: 'lines', lines: erAt.split('|') }, empBlock, { kind: 'lines', lines: [li >= 2 ? `${erAt.split('|')[1].replace(/^\d+ /, '')}, ${date(issued)}` : date(issued)] }, { kind: 'title', text: `${w('title')} ${ty}` }, ...ids, ...(li === 0 ? [kv('Tax code', taxCode)] : []),
      { kind: 'lines', lines: [greet] }, ...(chance(r, 0.5) ? [para(sentences.join(' '))] : sentences.map(para)), para(fill(T.er[li], c)), para(T.keep[li]), { kind: 'lines', lines: [T.close[li], '', signer, alt(SIGNERS[li]), er] }];
  }
  return { blocks: body, fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const taxCertificates: Family = { name: 'tax-certificate', kind: 'payroll', split: 'calibration', formats: ['pdf', 'docx', 'txt', 'html'], make };
