/**
 * Held-out family: job offer letters, and offer e-mails with From / To / Date headers, from an
 * employer to a candidate in UK, US, DE and FR conventions (written in English; dates, money and
 * addresses per locale). Letterhead with the company's address, phone and registration number, the
 * candidate's address, the date, a reference in some; prose on the post, the department and the
 * manager reported to (a distractor person), the start date, the salary (a year, or a month with the
 * year beside it), a signing bonus in some, probation, holiday, weekly hours, the place of work (the
 * letterhead town or another site), the date to accept by, a condition sentence, the interview date
 * before; a summary of terms beside or instead of the prose; signed by someone in HR. Never a
 * relocation payment, a car allowance or share options.
 */
import type { Generated } from '../gen/evaldoc.ts';
import { addDays, type DateStyle, fmtDate, fmtNumber, isoOf, LOCALES, pad, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block, Format } from '../gen/render.ts';
import { Ask, type Family } from './family.ts';

/** Wording per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  pa: ['per annum|a year|per annum, paid monthly|per annum, paid monthly in arrears', 'per year|annually|per year, paid bi-weekly|a year, paid semi-monthly', 'per annum|gross per year|a year, paid in twelve monthly instalments', 'per annum|gross per year|a year, paid monthly'],
  leave: ["days' paid holiday|days of annual leave|days' holiday", 'days of paid time off (PTO)|days of vacation|days of PTO', 'days of annual leave|working days of holiday', 'days of paid leave|working days of annual leave'],
  plus: [' plus bank holidays| in addition to the usual public holidays|', ' plus company-observed holidays|', ' plus public holidays|', ' in addition to public holidays|'],
  prob: ['probationary period|probation period', 'introductory period|probationary period', 'probation period (Probezeit)|probationary period', "trial period (période d'essai)|probationary period"],
  ref: ['Our ref|Our reference|Ref', 'Ref|Reference|Req. #', 'Our ref.|Reference|Unser Zeichen', 'Our ref.|Réf.|Reference'],
  close: ['Yours sincerely,|Kind regards,|With best wishes,', 'Sincerely,|Best regards,|Warm regards,', 'Kind regards,|Yours sincerely,|Best regards,', 'Kind regards,|Yours sincerely,|Best regards,'],
  terms: ['Summary of terms|Key terms|Main terms of your offer', 'Offer summary|Key terms|Compensation summary', 'Summary of terms|Key terms', 'Summary of terms|Main conditions'],
};
const T = { job: 'Position|Job title|Role', dept: 'Department|Team', mgr: 'Reporting to|Line manager|Reports to', start: 'Start date|Commencement date|First day', pay: 'Salary|Base salary|Annual salary', bonus: 'Signing bonus|Sign-on bonus', loc: 'Location|Place of work|Based at', hours: 'Hours|Working hours|Weekly hours', hol: 'Holiday|Annual leave|Leave', prob: 'Probation|Probationary period' };
type Org = [name: string, street: string, townLine: string, town: string, phone: string];
const ORGS: Org[][] = [
  [['Harrow Logistics Ltd', 'Unit 4, Aire Valley Park', 'Leeds LS9 0PS', 'Leeds', '0113 496 0'], ['Kestrel Foods plc', '1 Mill Lane', 'Norwich NR3 1AB', 'Norwich', '01603 496 '], ['Mercer Dental Group Ltd', '5 Queen Square', 'Bristol BS1 4JQ', 'Bristol', '0117 496 0']],
  [['Summit Health Inc.', '400 Market Street, Suite 900', 'Philadelphia, PA 19106', 'Philadelphia', '(215) 555-0'], ['Northwind Retail LLC', '1200 Pine Avenue', 'Seattle, WA 98101', 'Seattle', '(206) 555-0'], ['Bluegate Analytics Inc.', '77 Congress Avenue', 'Austin, TX 78701', 'Austin', '(512) 555-0']],
  [['Kessler Maschinenbau GmbH', 'Industriestraße 12', '70565 Stuttgart', 'Stuttgart', '+49 711 '], ['Falkenberg Software AG', 'Rosenheimer Str. 145', '81671 München', 'München', '+49 89 '], ['Brandt Logistik GmbH', 'Am Hafen 3', '28217 Bremen', 'Bremen', '+49 421 ']],
  [['Atelier Garnier SAS', '18 rue de la République', '69002 Lyon', 'Lyon', '+33 4 72 '], ['Lefèvre Boulangeries SARL', '4 quai de la Fosse', '44000 Nantes', 'Nantes', '+33 2 40 '], ['Delmas Conseil SAS', '27 avenue Jean Médecin', '06000 Nice', 'Nice', '+33 4 93 ']],
];
const SITES = [['Sheffield', 'Manchester', 'York', 'Derby'], ['Denver', 'Columbus', 'Raleigh', 'Phoenix'], ['Hamburg', 'Frankfurt am Main', 'Dresden', 'Nürnberg'], ['Bordeaux', 'Lille', 'Toulouse', 'Rennes']];
const HOMES = [[['14 Primrose Hill', 'Bath', 'BA1 2JX'], ['7 Larch Close', 'Exeter EX4 6PX']], [['221 Maple Drive', 'Madison, WI 53703'], ['48 Elm Court, Apt 3', 'Tulsa, OK 74103']], [['Lindenweg 8', '04109 Leipzig'], ['Am Hang 21', '50667 Köln']], [['5 allée Monet', '38000 Grenoble'], ['9 rue Berbisey', '21000 Dijon']]];
const CANDIDATES = ['Priya Patel', "James O'Connor", 'Sophie Turner', 'Jonas Becker', 'Camille Rousseau', 'Marcus Johnson', 'Elena Schmidt', 'Hugo Girard', 'Aisha Bello', 'Daniel Kim'];
const MANAGERS = ['Tom Reilly', 'Karen Hughes', 'Stefan Vogel', 'Nathalie Bernard', 'Michael Grant', 'Olivia Chen'];
const HR = [['Rachel Moore', 'HR Business Partner'], ['Andrew Scott', 'Head of People'], ['Julia Wagner', 'Talent Acquisition Manager'], ['Claire Dubois', 'HR Manager'], ['Ben Carter', 'Recruitment Lead']];
const JOBS = [['Senior Data Analyst', 'Finance'], ['Warehouse Team Leader', 'Operations'], ['Marketing Executive', 'Marketing'], ['Software Engineer', 'Engineering'], ['Payroll Administrator', 'People'], ['Project Coordinator', 'Operations'], ['Quality Assurance Technician', 'Quality'], ['Account Manager', 'Sales']];
const COND = [
  ['This offer is subject to satisfactory references.', 'This offer is conditional on your providing proof of your right to work in the UK.', 'This offer is subject to the receipt of two satisfactory references and a basic DBS check.'],
  ['This offer is contingent upon the successful completion of a background check.', 'This offer is contingent on your providing documentation of your eligibility to work in the United States.', 'This offer is subject to a satisfactory background check and drug screening.'],
  ['This offer is subject to a satisfactory medical examination.', 'This offer is conditional on your presenting a valid work permit before your first day.', 'This offer is subject to satisfactory references from your previous employers.'],
  ['This offer is subject to a satisfactory pre-employment medical check.', 'This offer is conditional on your providing a copy of your diploma before your start date.', 'This offer is subject to satisfactory references.'],
];
const WORDS: Record<number, string> = { 2: 'two', 3: 'three', 4: 'four', 6: 'six', 9: 'nine', 12: 'twelve' };
const an = (s: string) => `a${/^[aeiou]/i.test(s) ? 'n' : ''} ${s}`;
const WD = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DS: DateStyle[][] = [['longdm', 'longdm', 'eu'], ['long', 'long', 'us', 'short'], ['longdm', 'de', 'iso'], ['longdm', 'fr', 'iso']];

function make(r: Rng, format: Format): Generated & { shown: Record<string, string> } {
  const li = int(r, 0, 3), loc = LOCALES[li];
  const w = (key: string) => pick(r, W[key][li].split('|')), t = (key: keyof typeof T) => pick(r, T[key].split('|'));
  const ds = pick(r, DS[li]), v = ds === 'de' || ds === 'fr' ? 0 : r(); // one written form of dates per letter, numeric for DE/FR unless longdm
  const date = (d: Date) => fmtDate(d, ds, () => v);
  const [dec, byCode] = [chance(r, 0.6) ? 0 : 2, chance(r, 0.15)];
  const money = (x: number) => { const s = fmtNumber(x, loc.numbers, x % 1 ? 2 : dec); const c = loc.currency; return byCode ? (c.before ? `${c.code} ${s}` : `${s} ${c.code}`) : c.before ? `${c.symbol}${s}` : `${s} ${c.symbol}`; };
  const [co, street, townLine, hqTown, tel] = pick(r, ORGS[li]);
  const candidate = pick(r, CANDIDATES), first = candidate.split(' ')[0], home = pick(r, HOMES[li]);
  const manager = pick(r, MANAGERS), [signer, signerRole] = pick(r, HR), [job, dept] = pick(r, JOBS);
  const mgrRole = pick(r, [`Head of ${dept}`, `${dept} Manager`, `Director of ${dept}`]);
  const dated = randomDate(r, 2019, 2025), interview = addDays(dated, -int(r, 3, 20)), deadline = addDays(dated, pick(r, [7, 10, 14, 21]));
  const s0 = addDays(dated, int(r, 21, 70)), start = addDays(s0, (8 - s0.getUTCDay()) % 7); // a Monday
  const monthly = [int(r, 18, 75), int(r, 33, 125), int(r, 30, 80), int(r, 26, 70)][li] * 100 + pick(r, [0, 0, 50]);
  const annual = monthly * 12, bonus = chance(r, 0.3) ? int(r, 2, 10) * 500 : 0;
  const hours = pick(r, [[37.5, 35, 40, 37], [40, 40, 37.5], [40, 38.5, 39], [35, 35, 39]][li]), holidays = pick(r, [[25, 26, 28, 30], [10, 15, 20], [26, 28, 30], [25, 27, 30]][li]);
  const prob = pick(r, [[3, 6, 6], [3, 6], [6, 6, 3], [2, 3, 4]][li]), atHq = chance(r, 0.5), town = atHq ? hqTown : pick(r, SITES[li]);
  const condition = pick(r, COND[li]), ref = chance(r, 0.5) ? pick(r, [`HR/${dated.getUTCFullYear()}/${int(r, 10, 999)}`, `REC-${int(r, 1000, 9999)}`, `${pick(r, ['JB', 'PK', 'RM'])}/${int(r, 100, 999)}/OL`]) : null;
  const phone = tel + (li === 3 ? `${int(r, 10, 99)} ${int(r, 10, 99)} ${int(r, 10, 99)}` : li === 2 ? int(r, 100000, 9999999) : int(r, 100, 199));
  const reg = [`Registered in England and Wales No. 0${int(r, 1000000, 9999999)}`, `EIN ${int(r, 10, 99)}-${int(r, 1000000, 9999999)}`, `Amtsgericht ${hqTown}, HRB ${int(r, 10000, 799999)}`, `RCS ${hqTown} ${int(r, 300, 999)} ${int(r, 100, 999)} ${int(r, 100, 999)}`][li];
  const email = chance(r, format === 'html' || format === 'txt' ? 0.5 : 0.15);
  const sHours = Number.isInteger(hours) ? String(hours) : fmtNumber(hours, loc.numbers, 1), sProb = chance(r, 0.5) ? `${WORDS[prob]} months` : `${prob} months`;
  const sStart = date(start), sTown = atHq ? town : pick(r, [`our ${town} office`, `our ${town} site`, `${town}`]), wdStart = ds.startsWith('long') && chance(r, 0.6) ? `Monday${li === 1 ? ',' : ''} ${sStart}` : sStart;
  const mode = pick(r, ['prose', 'prose', 'both', 'both', 'terms']); // summary of terms: none, beside the prose, or instead of most of it
  const [paW, leaveW, probW, perMonth, hyph] = [w('pa'), w('leave'), w('prob'), chance(r, 0.3), mode !== 'terms' && chance(r, 0.3)], sProbR = hyph ? sProb.replace(' months', '-month') : sProb;
  const salary = perMonth ? `${money(monthly)} gross per month (${money(annual)} ${paW.replace(/, paid .*/, '')})` : `${money(annual)} ${paW}`;

  const ask = new Ask(r), shown: Record<string, string> = {};
  const f = (type: Parameters<Ask['field']>[0], ways: Array<[string, string]>, gold: unknown, s?: string) => { const n = ask.field(type, ways, gold); if (s !== undefined) shown[n] = s; };
  f('text', [['employer', 'Company making the offer'], ['hiring_company', ''], ['organisation', 'who would employ the candidate']], co, co);
  f('text', [['candidate', 'Person the job is offered to'], ['applicant_name', ''], ['new_hire', 'name of the person being hired']], candidate, candidate);
  f('text', [['job_title', 'Role being offered'], ['post_offered', ''], ['role_name', 'what the job is called']], job, job);
  f('date', [['first_working_day', 'When the person begins the job'], ['joining_date', ''], ['employment_begins', 'date the new job starts']], isoOf(start), sStart);
  f('date', [['letter_date', 'Date the offer was written'], ['issued_on', ''], ['offer_date', 'when the letter was sent']], isoOf(dated), date(dated));
  f('date', [['reply_by', 'Last day to accept the offer'], ['acceptance_deadline', ''], ['respond_before', 'date the candidate must answer by']], isoOf(deadline), date(deadline));
  f('currency', [['annual_salary', 'Yearly pay offered'], ['base_pay_per_year', ''], ['yearly_compensation', 'gross salary for a full year']], annual, money(annual));
  f('currency_symbol', [['currency', 'Currency the salary is paid in'], ['pay_currency', '']], loc.currency.code, byCode ? loc.currency.code : loc.currency.symbol);
  f('number', [['weekly_hours', 'Contracted hours per week'], ['hours_per_week', ''], ['working_time', 'how many hours a week the job is']], hours, `${sHours} hours`);
  f('number', [['holiday_days', 'Days of paid leave per year'], ['vacation_entitlement', ''], ['leave_days', 'annual time off in days']], holidays, mode === 'terms' ? `${holidays} days` : `${holidays} ${leaveW}`);
  f('number', [['probation_months', 'Length of the trial period in months'], ['probation_length', 'how many months before the job is confirmed'], ['trial_months', '']], prob, sProbR);
  f('text', [['work_location', 'Town where the job is based'], ['office_town', ''], ['based_in', 'city of the workplace']], town, town);
  f('text', [['signed_by', 'Who signed the letter'], ['sender_name', 'person who wrote the offer'], ['hr_contact', '']], signer, signer);
  f('verbatim', [['offer_condition', 'The condition attached to the offer, word for word'], ['conditions', 'what the offer depends on (exact sentence)']], condition, condition);
  pick(r, [() => f('currency', [['relocation_allowance', 'Money paid towards moving house'], ['relocation_payment', '']], null), () => f('currency', [['car_allowance', 'Monthly company car allowance'], ['vehicle_allowance', '']], null), () => f('number', [['stock_options', 'Number of share options granted'], ['equity_grant', 'how many shares are offered']], null)])();

  const thanks = chance(r, 0.7) ? pick(r, [`Thank you for attending the interview on ${date(interview)}. `, `Following your interview with us on ${date(interview)}, `]) : '';
  const offer = `${thanks}I am ${pick(r, ['delighted', 'pleased', 'happy'])} to offer you the ${pick(r, ['position', 'role', 'post'])} of ${job} in our ${dept} ${pick(r, ['team', 'department'])}.`;
  const paras = [
    `${offer} You will report to ${manager}, ${mgrRole}.`,
    `${pick(r, ['Your starting salary will be', 'You will receive a salary of', 'We are offering a base salary of'])} ${salary}.${bonus ? ` ${pick(r, ['You will also receive a one-off signing bonus of', 'In addition, we will pay a sign-on bonus of'])} ${money(bonus)}, payable with your first salary.` : ''}`,
    `${pick(r, [`We would like you to start on ${wdStart}.`, `Your employment will commence on ${wdStart}.`, `Your start date will be ${wdStart}.`])} ${atHq ? pick(r, [`You will be based at our offices at ${street}, ${town}.`, `Your place of work will be our head office in ${town}.`]) : `You will be based ${sTown === town ? 'in' : 'at'} ${sTown}.`} Your normal working hours will be ${sHours} hours per week${pick(r, [', Monday to Friday', '', ', with flexible start and finish times'])}.`,
    `You will be entitled to ${holidays} ${leaveW}${w('plus')} each year. ${hyph ? `There will be a ${sProbR} ${probW} at the start of your employment.` : pick(r, [`The first ${sProb} of your employment will be ${an(probW)}.`, `Your employment is subject to ${an(probW)} of ${sProb}.`])}`,
  ];
  const terms: Array<[string, string]> = [[t('job'), job], ...(mode === 'terms' ? [[t('dept'), dept], [t('mgr'), `${manager}, ${mgrRole}`]] as Array<[string, string]> : []), [t('start'), sStart], ...(perMonth ? [['Monthly salary', `${money(monthly)} gross`], [pick(r, ['Annual salary', 'Salary per year']), money(annual)]] : [[t('pay'), `${money(annual)} ${paW}`]]) as Array<[string, string]>, ...(bonus && mode === 'terms' ? [[t('bonus'), money(bonus)]] as Array<[string, string]> : []), [t('loc'), town], [t('hours'), `${sHours} hours per week`], ...(mode === 'terms' || chance(r, 0.4) ? [[t('hol'), `${holidays} days`], [t('prob'), sProb]] as Array<[string, string]> : [])];
  const termBlocks: Block[] = [{ kind: 'para', text: w('terms') }, ...(chance(r, 0.5) ? terms.map(([label, value]): Block => ({ kind: 'kv', label, value })) : [{ kind: 'table', header: pick(r, [['', ''], ['Term', 'Details']]), rows: terms } as Block])];
  const closing: Block[] = [
    { kind: 'para', text: `${condition} ${pick(r, [`Please confirm your acceptance by ${date(deadline)}.`, `Please sign and return a copy of this letter by ${date(deadline)} to confirm that you accept.`, `This offer remains open until ${date(deadline)}.`])}` },
    { kind: 'para', text: `If you have any questions, please call me on ${phone}. We look forward to welcoming you to ${co.replace(/\.$/, '')}.` },
    { kind: 'lines', lines: [w('close'), signer, signerRole, ...(email ? [co] : [])] },
  ];
  const body: Block[] = mode === 'terms' ? [{ kind: 'para', text: `${offer} The main terms of your employment are set out below.` }, ...termBlocks] : mode === 'both' && chance(r, 0.5) ? [...termBlocks, ...paras.map((text): Block => ({ kind: 'para', text }))] : [...paras.map((text): Block => ({ kind: 'para', text })), ...(mode === 'both' ? termBlocks : [])];
  const domain = co.toLowerCase().split(' ')[0].replace(/[^a-z]/g, '') + ['.co.uk', '.com', '.de', '.fr'][li];
  const head: Block[] = email
    ? [{ kind: 'lines', lines: [`From: ${signer} <${signer.toLowerCase().replace(' ', '.')}@${domain}>`, `To: ${candidate} <${first.toLowerCase()}.${int(r, 10, 99)}@${pick(r, ['gmail.com', 'outlook.com', 'yahoo.com'])}>`, `${pick(r, ['Date', 'Sent'])}: ${WD[dated.getUTCDay()].slice(0, 3)}, ${date(dated)} ${int(r, 8, 17)}:${pad(int(r, 0, 59))}`, `Subject: ${pick(r, ['Offer of employment', 'Your job offer', 'Job offer'])} - ${job}`] }]
    : [{ kind: 'title', text: co }, { kind: 'lines', lines: [street, townLine, `${pick(r, ['Tel', 'Phone', 'T'])}: ${phone}`, ...(chance(r, 0.5) ? [reg] : [])] },
      { kind: 'lines', lines: [...(chance(r, 0.3) ? ['Private & Confidential'] : []), candidate, ...home] },
      ...(ref ? [{ kind: 'kv', label: w('ref'), value: ref } as Block] : []), chance(r, 0.6) ? { kind: 'lines', lines: [date(dated)] } : { kind: 'kv', label: 'Date', value: date(dated) },
      { kind: 'title', text: `${pick(r, ['Offer of employment', 'Re: Offer of employment', 'Conditional offer of employment'])}${chance(r, 0.5) ? ` - ${job}` : ''}` }];
  const foot: Block[] = [{ kind: 'lines', lines: [email ? `${co}, ${street}, ${townLine}` : `${co} · ${street} · ${townLine}`, reg] }];
  const blocks: Block[] = [...head, { kind: 'para', text: `Dear ${first},` }, ...body, ...closing, ...foot];
  return { blocks, fields: ask.fields, gold: ask.gold, htmlKv: pick(r, ['p', 'dl', 'table'] as const), shown };
}

export const offerLetters: Family = { name: 'offer-letter', kind: 'correspondence', split: 'train', formats: ['pdf', 'docx', 'html', 'txt'], make };
