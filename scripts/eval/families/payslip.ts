/**
 * Training family: payslips in UK, US, DE and FR styles and wording. The employer heads
 * the slip, the employee sits in a window address block or on a label line; employee
 * number, a national id (NI number, masked SSN, SV or sécurité sociale number), a UK tax
 * code, the pay date beside the pay period (a date range, or "Period 7" / a month with
 * its end date), an earnings table (the first row's hours and rate asked), deductions,
 * gross and net with year-to-date figures beside them, sometimes a sentence on when the
 * net pay is paid. A bonus row or not; never a leaving date.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, MONTHS, pad } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import { Ask, type Family } from './family.ts';

/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  title: ['PAYSLIP|Payslip|Pay Advice', 'EARNINGS STATEMENT|Pay Stub|Statement of Earnings and Deductions', 'Lohnabrechnung|Entgeltabrechnung|Verdienstabrechnung', 'BULLETIN DE PAIE|Bulletin de salaire'],
  er: ['Employer|Company', 'Employer|Company', 'Arbeitgeber|Firma', 'Employeur|Société'], emp: ['Employee|Name|Employee name', 'Employee|Pay to|Employee name', 'Mitarbeiter|Name|Arbeitnehmer', 'Salarié|Nom|Salarié(e)'],
  no: ['Employee No.|Payroll No.|Works no.|Staff ID', 'Employee ID|Emp #|File No.', 'Personal-Nr.|Personalnummer|Pers.-Nr.', 'Matricule|N° salarié'], nat: ['NI number|NI No.|National Insurance no.', 'SSN|Social Security No.', 'SV-Nummer|Sozialvers.-Nr.', 'N° de sécurité sociale|N° SS'],
  paid: ['Pay date|Date paid|Payment date', 'Pay date|Check date|Deposit date', 'Auszahlungsdatum|Zahltag|Überweisung am', 'Date de paiement|Payé le'], range: ['Pay period|Period|Period covered', 'Pay period|Period', 'Abrechnungszeitraum|Zeitraum', 'Période|Période de paie'],
  ends: ['Period ending|Period end|Pay period end', 'Period ending|Period end date|Pay period end', 'Zeitraum bis|Abrechnungsende', 'Fin de période|Période arrêtée au'], earn: ['Payments|Earnings|Description', 'Earnings|Description', 'Lohnart|Bezüge', 'Rubrique|Libellé'],
  units: ['Hours|Units|Hrs', 'Hours|Hrs', 'Std.|Stunden|Menge', 'Nombre|Base|Heures'], rate: ['Rate|Rate/hr', 'Rate|Pay rate', 'Satz|Stundensatz', 'Taux|Taux horaire'], amt: ['Amount|Value', 'Amount|Current', 'Betrag|Euro', 'Montant|Gain'],
  deds: ['Deductions|Description', 'Deductions|Taxes & deductions', 'Abzüge|Abzugsart', 'Retenues|Cotisations'], basic: ['Basic pay|Basic salary|Basic hours', 'Regular|Regular pay|Regular hours', 'Grundlohn|Stundenlohn|Gehalt', 'Salaire de base|Heures normales'],
  ot: ['Overtime 1.5x|Overtime', 'Overtime|OT 1.5', 'Überstunden|Mehrarbeit 50%', 'Heures supplémentaires|Heures sup. 50%'], bonus: ['Bonus|Performance bonus', 'Bonus|Incentive', 'Prämie|Einmalzahlung', 'Prime|Prime exceptionnelle'],
  tax: ['PAYE tax|Income tax|Tax', 'Federal income tax|Fed withholding|Federal W/H', 'Lohnsteuer|LSt', 'Impôt sur le revenu (PAS)|Prélèvement à la source'], social: ['National Insurance|NI|Employee NIC', 'Social Security|FICA', 'Sozialversicherung AN|SV-Beiträge', 'Cotisations salariales|Sécurité sociale'],
  pension: ['Pension|Workplace pension', '401(k)|Retirement 401k', 'bAV|Betriebsrente', 'Retraite complémentaire|Retraite'], gross: ['Gross pay|Total gross pay|Gross', 'Gross pay|Gross earnings|Total earnings', 'Gesamtbrutto|Bruttoverdienst|Brutto', 'Salaire brut|Brut'],
  ded: ['Total deductions|Deductions', 'Total deductions|Deductions', 'Summe Abzüge|Abzüge gesamt', 'Total des retenues|Total cotisations'], net: ['Net pay|Take home pay|NET PAY', 'Net pay|Net check|Take-home pay', 'Nettoverdienst|Auszahlungsbetrag|Netto', 'Net à payer|NET À PAYER'],
  now: ['This period|Current', 'Current|This period', 'Monat|Aktuell', 'Période|Mois'], ytd: ['Year to date|YTD|To date', 'YTD|Year to date', 'Jahr kumuliert|Jahreswerte', 'Cumul annuel|Cumul'], by: ['Payroll processed by|Prepared by', 'Payroll processed by|Prepared by', 'Erstellt durch|Abrechnung erstellt von', 'Établi par|Paie traitée par'],
};
const ORGS = ['Harrow Logistics', 'Kestrel Foods', 'Mercer Dental', 'Kessler Maschinenbau', 'Lefèvre Boulangeries', 'Summit Health', 'Northwind Retail', 'Atelier Garnier', 'Falkenberg Software', 'Oakridge Care Homes'];
const FORMS = [['Ltd', 'plc'], ['Inc.', 'LLC'], ['GmbH', 'AG'], ['SAS', 'SARL']];
const PEOPLE = ['Sarah Mitchell', "James O'Connor", 'Priya Patel', 'Jonas Becker', 'Claire Rousseau', 'Marcus Johnson', 'Elena Schmidt', 'Thomas Girard', 'Aisha Bello', 'Daniel Kim'];
const HOMES = [[['14 Primrose Hill', 'Bath', 'BA1 2JX'], ['7 Larch Close', 'Norwich NR4 7TJ']], [['221 Maple Drive', 'Madison, WI 53703'], ['48 Elm Court, Apt 3', 'Tulsa, OK 74103']], [['Lindenweg 8', '04109 Leipzig'], ['Am Hang 21', '50667 Köln']], [['12 rue des Lilas', '69002 Lyon'], ['5 allée Monet', '44000 Nantes']]];
const BUREAUS = ['Clearpay Payroll Services Ltd', 'PayCore Solutions', 'Kanzlei Roth & Partner', 'Cabinet Paie Expert'];
const r2 = (x: number) => Math.round(x * 100) / 100;
type Row = [string, string, string, number];

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const [L, li] = [loc.name, LOCALES.indexOf(loc)]; // li indexes the W columns
  const w = (key: string) => pick(r, W[key][li].split('|'));
  const [style, variant] = [pick(r, loc.dates), r()];
  const date = (d: Date) => fmtDate(d, style, () => variant); // one written form per slip
  const n = (x: number) => fmtNumber(x, loc.numbers);
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, chance(r, 0.25));
  const [employer, employee] = [`${pick(r, ORGS)} ${pick(r, FORMS[li])}`, pick(r, PEOPLE)];
  const empNo = pick(r, [String(int(r, 1000, 99999)), `E${int(r, 100, 9999)}`, `00${int(r, 1000, 9999)}`, `EMP-${int(r, 10000, 99999)}`, `M${int(r, 1000, 9999)}`]);
  const natId = [`${pick(r, ['AB', 'JK', 'NP', 'SC', 'WR'])} ${int(r, 10, 99)} ${int(r, 10, 99)} ${int(r, 10, 99)} ${pick(r, ['A', 'B', 'C', 'D'])}`, `XXX-XX-${int(r, 1000, 9999)}`, `${int(r, 10, 79)} ${pad(int(r, 1, 28))}${pad(int(r, 1, 12))}${int(r, 60, 99)} ${pick(r, ['B', 'J', 'M', 'S'])} ${int(r, 100, 599)}`, `${int(r, 1, 2)} ${int(r, 60, 99)} ${pad(int(r, 1, 12))} ${int(r, 10, 95)} ${int(r, 100, 999)} ${int(r, 100, 999)} ${int(r, 10, 97)}`][li];
  const taxCode = L === 'UK' ? pick(r, ['1257L', '1185L', 'BR', 'K475', 'S1257L', '0T']) : null;
  // Monthly (periods counted from April in the UK) or weekly; never the first period, so the YTD exceeds this one.
  const weekly = li < 2 && chance(r, 0.35);
  const [y, m] = [int(r, 2019, 2025), L === 'UK' ? pick(r, [0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11]) : int(r, 1, 11)];
  const period = weekly ? int(r, 2, 50) : L === 'UK' ? ((m + 9) % 12) + 1 : m + 1;
  const start = weekly ? addDays(new Date(Date.UTC(y, L === 'UK' ? 3 : 0, L === 'UK' ? 6 : 1)), (period - 1) * 7) : new Date(Date.UTC(y, m, 1));
  const end = weekly ? addDays(start, 6) : new Date(Date.UTC(y, m + 1, 0));
  const paid = weekly ? addDays(end, int(r, 1, 6)) : addDays(end, -int(r, 0, 5));
  const [hours, rate] = [weekly ? int(r, 16, 45) : int(r, 120, 175) + pick(r, [0, 0, 0.5, 0.25]), int(r, 11, 48) + pick(r, [0, 0.5, 0.25, 0.75, 0.4])];
  const [otH, otRate] = [chance(r, 0.45) ? int(r, 2, 14) : 0, r2(rate * 1.5)];
  const bonus = chance(r, 0.35) ? int(r, 50, 1500) + pick(r, [0, 0.5]) : 0;
  const earn: Row[] = [
    [w('basic'), fmtNumber(hours, loc.numbers, Number.isInteger(hours) && chance(r, 0.5) ? 0 : 2), n(rate), r2(hours * rate)],
    ...(otH ? [[w('ot'), fmtNumber(otH, loc.numbers, 2), n(otRate), r2(otH * otRate)] as Row] : []), ...(bonus ? [[w('bonus'), '', '', bonus] as Row] : []),
  ];
  const gross = r2(earn.reduce((t, e) => t + e[3], 0));
  const tax = r2(gross * (0.1 + r() * 0.12)); // income tax, then social contributions at a flat rate per locale, then a pension or none
  const pension = chance(r, 0.6) ? r2(gross * pick(r, [0.03, 0.04, 0.05])) : 0;
  const deds: Array<[string, number]> = [[w('tax'), tax], [w('social'), r2(gross * [0.06, 0.0765, 0.2, 0.22][li])], ...(pension ? [[w('pension'), pension] as [string, number]] : [])];
  const totalDed = r2(deds.reduce((t, d) => t + d[1], 0));
  const net = r2(gross - totalDed);
  const [f, acct] = [0.95 + r() * 0.1, int(r, 1000, 9999)];
  const ytdOf = (x: number) => r2(x * (1 + (period - 1) * f)); // earlier periods paid about the same
  const ytdGross = ytdOf(gross);

  const ask = new Ask(r);
  ask.field('text', [['employer', 'Company the person works for'], ['company_name', 'who pays the salary'], ['organisation', 'the employing company']], employer);
  ask.field('text', [['employee', 'Person being paid'], ['worker_name', 'name of the staff member'], ['payee', 'who the payslip is for']], employee);
  ask.field('id_alphanumeric', [['employee_number', 'Staff or payroll number of the worker'], ['staff_id', ''], ['personnel_no', 'internal reference of the employee']], empNo);
  ask.field('date', [['pay_date', 'When the money is paid'], ['payment_day', 'date the salary lands in the account'], ['paid_on', '']], isoOf(paid));
  ask.field('date', [['period_end', 'Last day of the period this payslip covers'], ['covers_up_to', 'end of the pay period'], ['period_to', '']], isoOf(end));
  ask.field('currency', [['gross_pay', 'Pay for this period before deductions'], ['earnings_before_tax', 'this period, before anything is taken off'], ['total_gross', '']], gross);
  ask.field('currency', [['net_pay', 'Amount actually paid out this period'], ['take_home', ''], ['net_salary', 'pay after deductions']], net);
  ask.field('currency', [['income_tax', 'Income tax withheld this period'], ['tax_deducted', 'tax taken off this pay'], ['withholding_tax', '']], tax);
  ask.field('number', [['hours', 'Normal hours paid this period'], ['hours_worked', 'number of regular hours'], ['basic_hours', '']], hours);
  ask.field('currency', [['hourly_rate', 'Pay per hour for normal hours'], ['rate_per_hour', ''], ['wage_rate', 'basic rate of pay']], rate);
  ask.field('currency', [['gross_ytd', 'Gross earned so far this tax year'], ['cumulative_gross', 'total gross since the start of the year'], ['earnings_to_date', '']], ytdGross);
  ask.field('currency_symbol', [['currency', 'Currency of the pay'], ['paid_in', 'currency']], loc.currency.code);
  ask.field('id_alphanumeric', [['tax_code', 'PAYE tax code of the employee'], ['hmrc_code', 'tax code issued by HMRC']], taxCode);
  ask.field('currency', [['bonus', 'Bonus paid this period'], ['bonus_amount', 'one-off or performance payment']], bonus || null);
  ask.field('date', [['termination_date', 'Date the employment ends'], ['leaving_date', 'last day of employment'], ['start_date', 'date the employee joined']], null);

  const prose = chance(r, 0.45);
  const periodName = weekly ? `Week ${period}` : L === 'UK' ? pick(r, [`Period ${period}`, `Month ${period}`, `${MONTHS[m]} ${y}`]) : L === 'US' ? `${MONTHS[m]} ${y}` : `${pad(m + 1)}/${y}`;
  const kv = (label: string, value: string): Block => ({ kind: 'kv', label, value });
  const meta: Block[][] = [
    [kv(w('no'), empNo)],
    ...(chance(r, 0.8) ? [[kv(w('nat'), natId)]] : []),
    ...(taxCode ? [[kv(pick(r, ['Tax code', 'Tax Code', 'Code']), taxCode)]] : L === 'US' && chance(r, 0.5) ? [[kv('Filing status', pick(r, ['Single', 'Married']))]] : []),
    ...(!prose || chance(r, 0.5) ? [[kv(w('paid'), date(paid))]] : []),
    chance(r, 0.5) ? [kv(w('range'), L === 'FR' ? `du ${date(start)} au ${date(end)}` : `${date(start)}${pick(r, [' - ', ' to ', ' – '])}${date(end)}`)] : [kv(w('range'), periodName), kv(w('ends'), date(end))],
  ];
  const shuffled = meta.map((b) => ({ b, k: r() })).sort((a, b) => a.k - b.k).flatMap((x) => x.b);
  const who: Block[] = pick(r, [[{ kind: 'lines', lines: [employee, ...pick(r, HOMES[li])] }], [kv(w('emp'), employee)], [{ kind: 'kv', label: w('emp'), value: employee, above: true }]]);
  const head: Block[] = chance(r, 0.6) ? [{ kind: 'title', text: employer }, { kind: 'title', text: w('title') }] : [{ kind: 'title', text: w('title') }, kv(w('er'), employer)];
  const deductions: Block[] = chance(r, 0.5) ? [{ kind: 'table', header: [w('deds'), w('amt')], rows: deds.map(([a, b]) => [a, n(b)]) }] : deds.map(([a, b]) => kv(a, n(b)));
  const totals: Block[] = chance(r, 0.5)
    ? [{ kind: 'table', header: ['', weekly ? 'This week' : w('now'), w('ytd')], rows: [[w('gross'), n(gross), n(ytdGross)], ...deds.map(([a, b]) => [a, n(b), n(ytdOf(b))]), [w('net'), n(net), n(r2(ytdGross - deds.reduce((t, d) => t + ytdOf(d[1]), 0)))]] }, kv(w('net'), money(net))]
    : [kv(w('gross'), n(gross)), kv(w('ded'), n(totalDed)), kv(w('net'), money(net)), kv(`${w('gross')} ${w('ytd')}`, n(ytdGross)), kv(`${w('tax')} ${w('ytd')}`, n(ytdOf(tax)))];
  const sentence = [`Your net pay of ${money(net)} will be paid into the account ending ${acct} on ${date(paid)}.`, `A direct deposit of ${money(net)} will be made to the account ending in ${acct} on ${date(paid)}.`,
    `Der Auszahlungsbetrag von ${money(net)} wird am ${date(paid)} auf das Konto mit der Endung ${acct} überwiesen.`, `Le net à payer de ${money(net)} sera viré le ${date(paid)} sur le compte se terminant par ${acct}.`][li];
  const blocks: Block[] = [
    ...head, ...(chance(r, 0.5) ? [...who, ...shuffled] : [...shuffled, ...who]),
    { kind: 'table', header: [w('earn'), w('units'), w('rate'), w('amt')], rows: earn.map(([a, b, c, d]) => [a, b, c, n(d)]) },
    ...(chance(r, 0.75) ? [...deductions, ...totals] : [...totals, ...deductions]),
    ...(prose ? [{ kind: 'para' as const, text: sentence }] : []), ...(chance(r, 0.3) ? [{ kind: 'para' as const, text: `${w('by')} ${pick(r, BUREAUS)}.` }] : []),
  ];
  return { blocks, fields: ask.fields, gold: ask.gold, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const payslips: Family = { name: 'payslip', kind: 'payroll', split: 'train', formats: ['pdf', 'docx', 'html', 'txt'], make };
