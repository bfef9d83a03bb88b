/**
 * Training family: weekly and monthly timesheets of agency temps, contractors and employees
 * in UK, US, DE and FR styles and wording. An agency's, a contractor's or an employer's
 * heading; the worker beside the client (and the agency and its consultant, or the
 * department), a worker id, an assignment number beside the client's PO number, a project
 * code; the week ending (with the week commencing at times) or the month; a daily table
 * (date, day, start, finish, unpaid break in minutes, hours, sometimes overtime and notes)
 * where absent days carry a reason (sick, holiday, unpaid, public holiday, training); totals
 * of standard and overtime hours, the two rates and the pay or charge (label lines or a
 * small table); the worker's declaration with its date and the approver's sign-off.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, pad, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { alt, r2, shuffle } from './earnings-release.ts';
import { Ask, type Family } from './family.ts';

/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  title: ['Timesheet|Weekly Timesheet|Temporary Worker Timesheet', 'Weekly Time Sheet|Timesheet|Time Report', 'Stundenzettel|Tätigkeitsnachweis|Arbeitszeitnachweis', 'Relevé d’heures|Feuille de temps|Relevé hebdomadaire d’heures'],
  titleM: ['Monthly Timesheet|Timesheet – monthly', 'Monthly Time Report|Monthly Timesheet', 'Monatlicher Stundennachweis|Stundennachweis Monat', 'Relevé d’heures mensuel|Feuille de temps mensuelle'],
  agency: ['Agency|Employment business|Supplied by', 'Staffing agency|Agency', 'Personaldienstleister|Verleiher|Agentur', 'Agence d’intérim|Entreprise de travail temporaire|Agence'], client: ['Client|Hirer|Client site', 'Client|Customer|Work site', 'Kunde|Entleiher|Einsatzbetrieb', 'Entreprise utilisatrice|Client'],
  temp: ['Temp|Worker|Candidate name', 'Associate|Worker name|Temp', 'Mitarbeiter/in|Zeitarbeitnehmer/in|Name', 'Intérimaire|Salarié intérimaire|Nom'], contractor: ['Contractor|Consultant', 'Contractor|Consultant', 'Freelancer|Auftragnehmer/in', 'Consultant|Prestataire'], employee: ['Employee|Name', 'Employee|Name', 'Mitarbeiter/in|Name', 'Salarié|Nom'],
  employer: ['Company|Employer', 'Company|Employer', 'Firma|Arbeitgeber', 'Société|Employeur'], dept: ['Department|Team', 'Department|Dept.', 'Abteilung|Bereich', 'Service|Département'],
  wid: ['Worker ID|Payroll no.|Candidate ref.', 'Employee ID|Associate ID|Worker #', 'Personalnummer|Pers.-Nr.|Mitarbeiter-Nr.', 'Matricule|N° intérimaire|N° salarié'], assign: ['Assignment no.|Booking ref.|Placement ref.', 'Assignment #|Job order #|Assignment ID', 'Einsatz-Nr.|Auftragsnummer|Überlassungs-Nr.', 'N° de mission|Réf. mission|N° de contrat de mission'],
  po: ['PO number|Client PO|Purchase order', 'PO #|Purchase order|Client PO', 'Bestellnummer|Bestell-Nr. Kunde', 'N° de bon de commande|Bon de commande'], proj: ['Project code|Project|Job code', 'Project code|Job code|Charge code', 'Projektnummer|Projekt|Kostenträger', 'Code projet|Projet|Code chantier'],
  we: ['Week ending|W/E|Week ending date', 'Week ending|Week end date|Period ending', 'Woche bis|Woche endet am|Zeitraum bis', 'Semaine se terminant le|Fin de semaine'], wc: ['Week commencing|W/C', 'Week beginning|Week of', 'Woche ab|Wochenbeginn', 'Semaine du|Début de semaine'],
  period: ['Period|Timesheet period', 'Period|Pay period|Dates', 'Zeitraum|Abrechnungszeitraum', 'Période|Période du relevé'], day: ['Day', 'Day', 'Tag|Wochentag', 'Jour'], date: ['Date', 'Date', 'Datum', 'Date'],
  start: ['Start|Time in|Start time', 'Time in|Start|In', 'Beginn|Von|Arbeitsbeginn', 'Début|Arrivée|De'], end: ['Finish|Time out|End time', 'Time out|End|Out', 'Ende|Bis|Arbeitsende', 'Fin|Départ|À'],
  brk: ['Break (mins)|Unpaid break (min)', 'Break (min)|Meal break (min)|Lunch (min)', 'Pause (Min.)|Pause (min)', 'Pause (min)|Pause (mn)'], hrs: ['Hours|Total hrs|Hours worked', 'Hours|Total hours|Hrs', 'Stunden|Std.|Arbeitszeit (Std.)', 'Heures|Nb heures|Heures travaillées'],
  otc: ['Overtime|OT hrs', 'OT|Overtime hrs', 'Überstd.|Mehrarbeit', 'Heures sup.|HS'], note: ['Notes|Comments|Absence', 'Notes|Comments|Code', 'Bemerkung|Fehlzeit|Anmerkung', 'Observations|Absence|Motif'],
  total: ['Total hours|Total hours worked|Hours this period', 'Total hours|Total hrs', 'Gesamtstunden|Summe Stunden|Stunden gesamt', 'Total heures|Total des heures|Heures totales'], std: ['Standard hours|Basic hours|Normal hours', 'Regular hours|Straight time', 'Normalstunden|Regelarbeitszeit', 'Heures normales|Heures de base'],
  ot: ['Overtime hours|Overtime|OT hours', 'Overtime hours|OT hours', 'Überstunden|Mehrarbeitsstunden', 'Heures supplémentaires'], rate: ['Hourly rate|Standard rate|Rate per hour', 'Regular rate|Hourly rate|Rate', 'Stundensatz|Stundenlohn|Grundstundensatz', 'Taux horaire|Taux normal'],
  otRate: ['Overtime rate|OT rate', 'Overtime rate|OT rate', 'Überstundensatz|Satz Mehrarbeit', 'Taux heures sup.|Taux majoré'], pay: ['Total pay|Gross pay for period|Amount payable', 'Total pay|Gross earnings|Amount', 'Bruttolohn|Summe Lohn|Auszahlung brutto', 'Total brut|Montant brut|Rémunération brute'],
  charge: ['Total charge|Invoice value|Total (excl. VAT)', 'Total billable|Amount billed|Total charge', 'Rechnungsbetrag (netto)|Gesamtbetrag netto', 'Montant HT|Total à facturer|Montant facturé HT'], type: ['Type|Hours type', 'Type|Category', 'Art|Stundenart', 'Type|Nature'], amt: ['Amount|Value', 'Amount', 'Betrag', 'Montant'],
  absent: ['Days absent|Absence days|Days off', 'Days absent|Days off', 'Fehltage|Abwesenheitstage', 'Jours d’absence|Absences (jours)'], reason: ['Reason|Absence reason', 'Reason|Absence type', 'Grund|Art der Abwesenheit', 'Motif|Motif d’absence'],
  appr: ['Authorised by|Approved by (client)|Client signatory|Supervisor', 'Approved by|Supervisor|Manager approval', 'Genehmigt von|Bestätigt durch (Kunde)|Vorgesetzte/r', 'Validé par|Visa du responsable|Approuvé par'], apprOn: ['Date authorised|Approved on|Date', 'Approval date|Date approved', 'Genehmigt am|Datum der Freigabe', 'Validé le|Date de validation'],
  sign: ['Signed|Worker signature|Submitted by', 'Signature|Submitted by', 'Unterschrift|Eingereicht von', 'Signature|Soumis par'], subOn: ['Date submitted|Submitted on', 'Date submitted|Submitted', 'Eingereicht am|Abgabedatum', 'Soumis le|Date de remise'],
  cons: ['Agency contact|Recruiter|Agency consultant', 'Recruiter|Account manager', 'Ansprechpartner/in|Disponent/in', 'Chargé(e) de recrutement|Contact agence'],
};
const DAYS = [['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'], ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.']];
const WEEKDAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const ABSENCE = ['sick', 'holiday', 'unpaid', 'public', 'training'];
const ABS: Record<string, [string, string, string, string]> = {
  sick: ['Sick|Sickness|Off sick', 'Sick|Sick day|Sick leave', 'Krank|Arbeitsunfähig', 'Maladie|Arrêt maladie'], holiday: ['Holiday|Annual leave', 'Vacation|PTO|Vacation day', 'Urlaub|Erholungsurlaub', 'Congés payés|Congé'],
  unpaid: ['Unpaid leave|Unpaid absence', 'Unpaid time off|Unpaid leave', 'Unbezahlter Urlaub|Unbezahlte Freistellung', 'Congé sans solde|Absence non rémunérée'], public: ['Bank holiday|Public holiday', 'Public holiday|Holiday (office closed)', 'Feiertag|Gesetzlicher Feiertag', 'Jour férié|Férié'],
  training: ['Training day|Training course', 'Training|Training day', 'Schulung|Fortbildung', 'Formation|Journée de formation'],
};
const ABS_OPTS = [['Sick', 'Holiday', 'Unpaid', 'Public holiday', 'Training', 'Other'], ['Illness', 'Annual leave / vacation', 'Unpaid leave', 'Bank or public holiday', 'Training course'], ['sickness', 'paid holiday', 'unpaid', 'statutory holiday', 'training']];
const PROJ: Record<string, [string, string, string, string]> = {
  WH: ['Warehouse relocation', 'Warehouse relocation', 'Lagerumzug', 'Déménagement entrepôt'], IT: ['Server migration', 'Server migration', 'Servermigration', 'Migration serveurs'], FIN: ['Year-end close', 'Year-end close', 'Jahresabschluss', 'Clôture annuelle'],
  MKT: ['Spring campaign', 'Spring campaign', 'Frühjahrskampagne', 'Campagne de printemps'], OPS: ['Line 3 refit', 'Line 3 refit', 'Umbau Linie 3', 'Rénovation ligne 3'], CS: ['Customer helpdesk', 'Customer helpdesk', 'Kundenhotline', 'Hotline clients'],
};
const AGENCIES = ['Apex Recruitment Ltd|Bluestone Staffing Ltd|Keyworker Personnel Ltd|Meridian Temps Ltd', 'Allied Workforce Solutions|PeakStaff Inc.|Lakeshore Staffing LLC|Summit Temps Inc.', 'Zeitwerk Personaldienste GmbH|ProTeam Personal GmbH|Hanse Zeitarbeit GmbH|Rhein-Main Personal GmbH', 'Intérim Plus SAS|Alliance Travail Temporaire|Axe Emploi SAS|Proxi Intérim SARL'];
const CLIENTS = ['Northfield Distribution Ltd|Kingsway Hospital NHS Trust|Carrow Foods plc|Ashdown Print Ltd|Tamar Water Services Ltd', 'Redwood Fulfillment LLC|St. Clare Medical Center|Greenfield Packaging Inc.|Harbor Point Logistics', 'Brandt Logistik GmbH|Klinikum Oststadt|Seidel Druck KG|Vogt Lebensmittel GmbH', 'Logidis SAS|Clinique du Parc|Imprimerie Vernet|Fromageries Sorel SA'];
const PEOPLE = ['Liam Thorpe|Chloe Barnes|Mohammed Rahman|Bethany Cole|Ryan Fletcher|Hannah Dyer|Craig Munro|Leah Walsh', 'Jordan Miller|Ashley Nguyen|Carlos Rivera|Brittany Shaw|Derek Holt|Monica Ruiz|Kyle Jensen|Tasha Greene', 'Kevin Schulz|Laura Berger|Murat Yılmaz|Nina Hartmann|Dennis Koch|Sandra Pohl|Marco Lehmann|Julia Seitz', 'Mathieu Renaud|Laura Petit|Karim Haddad|Manon Girard|Théo Lemaire|Inès Bernard|Yannick Colin|Chloé Masson'];
const DEPTS = ['Warehouse|Facilities|Finance', 'Fulfillment|Facilities|Accounting', 'Lager|Haustechnik|Buchhaltung', 'Logistique|Services généraux|Comptabilité'];
const DECL = ['I confirm that the hours shown are a true record of the hours worked.', 'I certify that the above hours are accurate and complete.', 'Ich bestätige die Richtigkeit der angegebenen Arbeitszeiten.', 'Je certifie l’exactitude des heures déclarées ci-dessus.'];
const NEVER: Array<[FieldType, Array<[string, string]>]> = [
  ['id_alphanumeric', [['national_insurance', 'NI or social security number of the worker'], ['social_security_no', '']]], ['currency', [['expenses', 'travel or other expenses claimed on the sheet'], ['mileage_claim', '']]],
  ['number', [['night_hours', 'hours worked at night'], ['night_shift_hours', '']]], ['date', [['assignment_end', 'date the placement ends'], ['contract_end_date', '']]], ['currency', [['holiday_pay', 'holiday pay accrued this period'], ['accrued_leave_pay', '']]],
];
/** Minutes after midnight of a written time ("8:30 AM", "08h30", "8.30"), or null. */
function minutesOf(v: unknown): number | null {
  const m = /(\d{1,2})\s*(?:[:.h]\s*(\d{2}))?\s*(a\.?\s?m\.?|p\.?\s?m\.?)?/i.exec(String(v));
  if (!m) return null;
  return (Number(m[1]) % (m[3] ? 12 : 24) + (m[3] && /p/i.test(m[3]) ? 12 : 0)) * 60 + Number(m[2] ?? 0);
}

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const li = LOCALES.indexOf(loc); // indexes the W columns
  const w = (k: string) => alt(r, W[k][li]);
  const own = (k: string) => alt(r, W[k][li].split('|').filter((x) => kind !== 'employee' || !/candidate|intérimaire|client|Kunde|associate/i.test(x)).join('|')); // an employee's sheet has no agency words
  const [style, variant] = [pick(r, loc.dates), r()];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const n = (x: number, d = 2) => fmtNumber(x, loc.numbers, d);
  const byCode = chance(r, 0.2);
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode);
  const clockStyle = int(r, 0, 1);
  const clock = (t: number) => { const [h, m] = [Math.floor(t / 60), pad(t % 60)]; return [[`${pad(h)}:${m}`, `${h}:${m}`], [`${h % 12 || 12}:${m} ${h < 12 ? 'AM' : 'PM'}`, `${pad(h)}:${m}`], [`${pad(h)}:${m}`, `${h}.${m}`], [`${pad(h)}h${m}`, `${pad(h)}:${m}`]][li][clockStyle]; };
  const kind = pick(r, ['agency', 'agency', 'contractor', 'employee'] as const);
  const [worker, approver, consultant] = shuffle(r, PEOPLE[li].split('|'));
  const agency = kind === 'agency' || (kind === 'contractor' && chance(r, 0.5)) ? alt(r, AGENCIES[li]) : null;
  const client = alt(r, CLIENTS[li]); // the employer, for an employee
  const workerId = pick(r, [`${['C', 'A', 'M', 'I'][li]}${int(r, 10000, 99999)}`, String(int(r, 100000, 999999)), `W-${int(r, 1000, 9999)}`, `${pick(r, ['TMP', 'EMP', 'CT'])}${int(r, 1000, 9999)}`]);
  const assignNo = pick(r, [`ASG-${int(r, 10000, 99999)}`, `${int(r, 2020, 2025)}/${int(r, 1000, 9999)}`, `JO${int(r, 100000, 999999)}`, `M-${int(r, 100, 999)}-${int(r, 10, 99)}`]);
  const poNo = kind !== 'employee' && chance(r, 0.6) ? pick(r, [`PO${int(r, 100000, 999999)}`, `4500${int(r, 100000, 999999)}`, `PO-${int(r, 1000, 9999)}`]) : null;
  const projects = shuffle(r, Object.keys(PROJ)).slice(0, int(r, 4, 5)).map((p) => `${p}-${int(r, 1000, 9999)}`);
  const near = `${projects[0].split('-')[0]}-${(Number(projects[0].split('-')[1]) + int(r, 1, 900)) % 9000 + 1000}`; // a code of the same kind in the user's list
  const [proj, projName] = [projects[0], PROJ[projects[0].split('-')[0]][li]];
  const projOpts = pick(r, [shuffle(r, [...projects, near]), shuffle(r, [...projects, near]).map((p) => `${p} – ${PROJ[p.split('-')[0]][0]}`)]);

  // Days worked: a week (Monday on) or a month of weekdays, some absent.
  const monthly = kind !== 'agency' && chance(r, 0.35);
  const first = randomDate(r, 2019, 2025);
  const start = monthly ? new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 1)) : addDays(first, -((first.getUTCDay() + 6) % 7));
  const saturday = !monthly && chance(r, 0.3);
  const end = monthly ? new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)) : addDays(start, saturday || chance(r, 0.6) ? 6 : 4);
  const stdDay = [pick(r, [7.5, 8]), 8, 8, 7][li];
  const absKind = chance(r, 0.45) ? pick(r, ABSENCE) : null;
  type Day = { on: Date; wd: number; from: number; to: number; brk: number; h: number; ot: number; abs: string | null };
  const days: Day[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) {
    const wd = (d.getUTCDay() + 6) % 7;
    if (wd > 5 || (wd === 5 && !saturday)) continue;
    const from = pick(r, [7, 7, 8, 8, 9]) * 60 + pick(r, [0, 0, 15, 30, 45]);
    const brk = wd === 5 ? pick(r, [0, 15]) : pick(r, [[30, 45, 60, 30], [30, 60, 30, 0], [30, 45, 30, 60], [60, 45, 60, 30]][li]);
    const work = wd === 5 ? int(r, 12, 20) * 15 : stdDay * 60 + pick(r, [0, 0, 0, 15, 30, 60, 90, 120, -30]);
    const h = work / 60;
    days.push({ on: d, wd, from, to: from + work + brk, brk, h, ot: wd === 5 ? h : Math.max(0, h - stdDay), abs: null });
  }
  const absent = absKind ? shuffle(r, days.filter((d) => d.wd < 5)).slice(0, absKind === 'public' ? 1 : int(r, 1, monthly ? 3 : 2)) : [];
  for (const d of absent) Object.assign(d, { abs: alt(r, ABS[absKind!][li]), h: 0, ot: 0 });
  const total = days.reduce((t, d) => t + d.h, 0);
  const ot = days.reduce((t, d) => t + d.ot, 0);
  const std = total - ot;
  const rate = int(r, ...([[11, 45], [15, 85], [14, 60], [12, 50]][li] as [number, number])) + pick(r, [0, 0, 0.5, 0.25, 0.75]);
  const otRate = r2(rate * pick(r, li === 1 ? [1.5] : [1.25, 1.5]));
  const [stdAmt, otAmt] = [r2(std * rate), r2(ot * otRate)];
  const pay = r2(stdAmt + otAmt);
  const showPay = chance(r, kind === 'employee' ? 0.5 : 0.8);
  const submitted = addDays(end, int(r, 0, 2));
  const approved = addDays(submitted, int(r, 0, 4));
  const worked = days.filter((d) => !d.abs);
  const firstWorked = worked[0];
  const askDay = !monthly ? pick(r, worked) : null;
  const absOpts = pick(r, ABS_OPTS);

  const ask = new Ask(r);
  const roles: Array<() => void> = [
    () => ask.field('text', [['worker', 'name of the person who did the work'], ['temp_name', ''], ['person', 'whose hours these are']], worker),
    () => (kind === 'employee' ? ask.field('text', [['employer', 'company the employee works for'], ['company', '']], client) : ask.field('text', [['client', 'company where the work was done'], ['end_client', ''], ['hirer', 'business the worker was placed with, not the agency']], client)),
    ...(agency ? [() => ask.field('text', [['agency', 'staffing agency that placed the worker'], ['recruitment_firm', ''], ['supplier', 'agency supplying the worker, not the client']], agency)] : []),
    () => ask.field('id_alphanumeric', [['worker_id', 'payroll or candidate number of the worker'], ['staff_number', ''], ['personnel_ref', 'id of the person']], workerId),
    ...(kind !== 'employee' ? [() => (poNo && chance(r, 0.5) ? ask.field('id_alphanumeric', [['po', "client's purchase order number"], ['purchase_order_ref', '']], poNo) : ask.field('id_alphanumeric', [['assignment_ref', 'number of the assignment or booking'], ['job_number', ''], ['placement_id', 'assignment reference (not the PO)']], assignNo))] : []),
    () => (monthly || chance(r, 0.3) ? (chance(r, 0.5) ? ask.field('date', [['period_start', 'first day covered by the timesheet'], ['from_date', '']], isoOf(start)) : ask.field('date', [['period_end', 'last day covered by the timesheet'], ['to_date', '']], isoOf(end))) : ask.field('date', [['week_ending', 'last day of the week worked'], ['w_e_date', ''], ['week_end', 'date the timesheet week ends']], isoOf(end))),
    () => ask.field('number', [['total_hours', 'all hours worked in the period'], ['hours', ''], ['hours_worked', 'sum of the hours on the sheet']], total),
    () => ask.field('number', [['overtime_hours', 'hours paid at the overtime rate'], ['ot', ''], ['extra_hours', 'overtime worked this period']], ot),
    ...(showPay ? [() => (chance(r, 0.6) ? ask.field('currency', [['hourly_rate', 'normal rate per hour'], ['base_rate', ''], ['standard_rate', 'rate for normal hours']], rate) : ask.field('currency', [['overtime_rate', 'rate per hour for overtime'], ['ot_rate', '']], otRate)),
      () => ask.field('currency', [['total_amount', kind === 'employee' ? 'pay for the hours on the sheet' : 'total pay or charge for the period'], ['gross_total', ''], ['value', 'money due for these hours']], pay),
      () => ask.field('currency_symbol', [['currency', ''], ['pay_currency', 'currency of the rates']], loc.currency.code)] : []),
    () => ask.field('text', [['approver', 'who signed off the hours'], ['authorised_by', ''], ['supervisor_name', 'manager who approved the timesheet (not the worker)']], approver),
    () => ask.field('date', [['approval_date', 'date the hours were approved'], ['signed_off_on', ''], ['authorised_on', 'when the manager signed']], isoOf(approved)),
    () => ask.field('single_select', [['project', 'project the hours are booked to'], ['cost_code', ''], ['charge_to', 'which of our projects this work is for']], projOpts.find((o) => o.startsWith(proj)), projOpts),
    ...(absKind ? [() => ask.field('number', [['days_absent', 'number of days not worked'], ['absences', ''], ['days_off', 'how many days the worker was absent']], absent.length), () => ask.field('single_select', [['absence_reason', 'why the worker was off'], ['absence_type', ''], ['leave_kind', 'kind of absence recorded']], absOpts[ABSENCE.indexOf(absKind)] ?? null, absOpts)] : []),
    ...(askDay ? [() => ask.field('number', [[`hours_${WEEKDAY[askDay.wd]}`, `hours worked on ${WEEKDAY[askDay.wd][0].toUpperCase()}${WEEKDAY[askDay.wd].slice(1)}`], [`${WEEKDAY[askDay.wd]}_hours`, '']], askDay.h)] : []),
    () => { ask.compare[ask.field('text', [['first_start_time', 'time the worker started on the first day worked'], ['clock_in_day1', '']], clock(firstWorked.from))] = (v) => minutesOf(v) === firstWorked.from; },
  ];
  const keep = new Set(shuffle(r, roles.map((_, i) => i)).slice(0, int(r, 10, 12)));
  roles.forEach((f, i) => keep.has(i) && f());
  const [nt, nw] = pick(r, NEVER); // a field the sheet never states
  ask.field(nt, nw, null);

  const kv = (label: string, value: string): Block => ({ kind: 'kv', label, value });
  const para = (text: string): Block => ({ kind: 'para', text });
  const who = w(kind === 'agency' ? 'temp' : kind);
  const head: Block[] = [{ kind: 'title', text: agency && kind === 'agency' ? agency : client }, { kind: 'title', text: w(monthly ? 'titleM' : 'title') }];
  const parties: Block[][] = [[kv(who, worker)], [kv(own('wid'), workerId)], ...(kind === 'employee' ? [[kv(w('dept'), alt(r, DEPTS[li]))]] : [[kv(w('client'), client)]]),
    ...(agency && kind !== 'agency' ? [[kv(w('agency'), agency)]] : []), ...(agency ? [[kv(w('cons'), consultant)]] : []), ...(kind !== 'employee' ? [[kv(w('assign'), assignNo)]] : []), ...(poNo ? [[kv(w('po'), poNo)]] : []),
    [kv(w('proj'), chance(r, 0.5) ? `${proj} (${projName})` : proj)]];
  const range = li === 3 ? `du ${date(start)} au ${date(end)}` : `${date(start)}${pick(r, [' – ', ' - ', [' to ', ' to ', ' bis ', ' – '][li]])}${date(end)}`;
  const period: Block[] = monthly ? [kv(w('period'), range)] : chance(r, 0.4) ? [kv(w('wc'), date(start)), kv(w('we'), date(end))] : [kv(w('we'), date(end))];
  const otCol = chance(r, 0.4);
  const noteCol = absKind !== null || chance(r, 0.3);
  const dayCol = chance(r, 0.6);
  const dash = pick(r, ['–', '-', '']);
  const table: Block = { kind: 'table',
    header: [w('date'), ...(dayCol ? [w('day')] : []), w('start'), w('end'), w('brk'), w('hrs'), ...(otCol ? [w('otc')] : []), ...(noteCol ? [w('note')] : [])],
    rows: [...days.map((d) => [date(d.on), ...(dayCol ? [DAYS[li][d.wd]] : []), d.abs ? dash : clock(d.from), d.abs ? dash : clock(d.to), d.abs ? dash : String(d.brk), n(d.h), ...(otCol ? [d.ot ? n(d.ot) : dash] : []), ...(noteCol ? [d.abs ?? ''] : [])]),
      ...(chance(r, 0.5) ? [[w('total'), ...(dayCol ? [''] : []), '', '', '', n(total), ...(otCol ? [n(ot)] : []), ...(noteCol ? [''] : [])]] : [])] };
  const sums: Array<[string, string]> = [[w('total'), n(total)], ...(ot || chance(r, 0.5) ? [[w('std'), n(std)], [w('ot'), n(ot)]] as Array<[string, string]> : [])];
  const payWord = w(kind === 'employee' || (kind === 'agency' && chance(r, 0.6)) ? 'pay' : 'charge');
  const payBlocks: Block[] = !showPay ? [] : chance(r, 0.5)
    ? [{ kind: 'table', header: [w('type'), w('hrs'), w('rate'), w('amt')], rows: [[w('std'), n(std), n(rate), n(stdAmt)], ...(ot ? [[w('ot'), n(ot), n(otRate), n(otAmt)]] : []), [payWord, '', '', money(pay)]] }, ...(ot ? [] : [kv(w('otRate'), money(otRate))])]
    : [kv(w('rate'), money(rate)), kv(w('otRate'), money(otRate)), kv(payWord, money(pay))];
  const absBlock: Block[] = absKind && chance(r, 0.6) ? [kv(w('absent'), chance(r, 0.5) ? String(absent.length) : `${absent.length} (${absent[0].abs})`)] : [];
  const approval: Block[] = chance(r, 0.5)
    ? [kv(own('appr'), approver), kv(w('apprOn'), date(approved))]
    : [para([`Approved by ${approver} on ${date(approved)}.`, `Hours approved by ${approver} on ${date(approved)}.`, `Von ${approver} am ${date(approved)} genehmigt.`, `Heures validées par ${approver} le ${date(approved)}.`][li])];
  const signed: Block[] = [para(DECL[li]), kv(w('sign'), worker), kv(w('subOn'), date(submitted))];
  const footer: Block[] = kind === 'agency' && chance(r, 0.5) ? [para([`Please return this timesheet to ${agency} by 10am Monday. Queries: ${consultant}.`, `Submit approved timesheets to ${agency} by Monday noon. Questions? Contact ${consultant}.`, `Bitte den genehmigten Nachweis bis Montag 10 Uhr an ${agency} senden (Ansprechpartner/in: ${consultant}).`, `Merci de retourner ce relevé validé à ${agency} avant lundi 10h (contact : ${consultant}).`][li])] : [];
  const meta = shuffle(r, parties).flat();
  const blocks: Block[] = [
    ...head, ...(chance(r, 0.5) ? [...meta, ...period] : [...period, ...meta]), table, ...(chance(r, 0.5) ? [...sums.map(([a, b]) => kv(a, b))] : [{ kind: 'table' as const, header: ['', ''], rows: sums }]), ...absBlock,
    ...payBlocks, ...(chance(r, 0.5) ? [...signed, ...approval] : [...approval, ...signed]), ...footer,
  ];
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const timesheets: Family = { name: 'timesheet', kind: 'payroll', split: 'train', formats: ['pdf', 'docx', 'html', 'txt'], make };
