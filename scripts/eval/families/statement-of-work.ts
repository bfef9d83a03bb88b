/**
 * Training family: statements of work and consulting service agreements, in English,
 * German or French. Numbered clauses in prose under a short header (a form of label/value
 * pairs or a reference line): the client and the consultant defined by role ("hereinafter
 * the Client"), in either order, with an engagement lead, a sponsor and the signatories
 * (names and titles) as other people; the SOW reference beside the master agreement's (and
 * its date) and a PO number; a start date with an end date, a term as a duration ("for a
 * period of six (6) months"), or both; a fee model (fixed price with milestones, time and
 * materials with an estimate, a cap or a rate card, a monthly retainer) with a rate and a
 * total beside an expenses cap; payment days, late interest, a notice period beside a cure
 * period, the governing law beside the courts' seat, deliverables with due dates, and one
 * field never stated.
 */
import { fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, randomDate } from '../gen/format.ts';
import { chance, int, mulberry32, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import { durationKey } from '../durations.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';

export type Lang = 'en' | 'de' | 'fr';
const WORDS: Record<Lang, Record<number, string>> = {
  en: { 1: 'one', 2: 'two', 3: 'three', 4: 'four', 6: 'six', 9: 'nine', 10: 'ten', 12: 'twelve', 14: 'fourteen', 18: 'eighteen', 21: 'twenty-one', 24: 'twenty-four', 30: 'thirty', 36: 'thirty-six', 45: 'forty-five', 60: 'sixty', 90: 'ninety' },
  de: { 1: 'einem', 2: 'zwei', 3: 'drei', 4: 'vier', 6: 'sechs', 9: 'neun', 10: 'zehn', 12: 'zwölf', 14: 'vierzehn', 18: 'achtzehn', 21: 'einundzwanzig', 24: 'vierundzwanzig', 30: 'dreißig', 36: 'sechsunddreißig', 45: 'fünfundvierzig', 60: 'sechzig', 90: 'neunzig' },
  fr: { 1: 'un', 2: 'deux', 3: 'trois', 4: 'quatre', 6: 'six', 9: 'neuf', 10: 'dix', 12: 'douze', 14: 'quatorze', 18: 'dix-huit', 21: 'vingt et un', 24: 'vingt-quatre', 30: 'trente', 36: 'trente-six', 45: 'quarante-cinq', 60: 'soixante', 90: 'quatre-vingt-dix' },
};
const UNITS: Record<Lang, Record<string, [string, string]>> = {
  en: { day: ['day', 'days'], week: ['week', 'weeks'], month: ['month', 'months'], year: ['year', 'years'] },
  de: { day: ['Tag', 'Tagen'], week: ['Woche', 'Wochen'], month: ['Monat', 'Monaten'], year: ['Jahr', 'Jahren'] },
  fr: { day: ['jour', 'jours'], week: ['semaine', 'semaines'], month: ['mois', 'mois'], year: ['an', 'ans'] },
};
/** "six (6) months", "sechs (6) Monaten" (as after "von"; `nominative`: "sechs (6) Monate"), "30 jours". */
export function spell(r: Rng, lang: Lang, n: number, unit: string, nominative = false): string {
  let u = UNITS[lang][unit][n === 1 ? 0 : 1];
  if (nominative && lang === 'de' && n !== 1) u = u.replace(/(?<!ch)en$/, 'e');
  const one = nominative ? 'ein' : 'einem';
  const words = lang === 'de' && n === 1 ? one : WORDS[lang][n];
  return chance(r, 0.65) && words ? `${words} (${n}) ${u}` : `${n === 1 && lang === 'de' ? one : n} ${u}`;
}
const NUM_IN: Array<[string, number]> = Object.entries({ ...Object.fromEntries(['de', 'fr'].flatMap((l) => Object.entries(WORDS[l as Lang]).map(([n, w]) => [w, Number(n)]))), ein: 1, eine: 1, einen: 1, einer: 1, eins: 1, une: 1 }).sort((a, b) => b[0].length - a[0].length);
/** A duration in English, German or French as one key, years as months: `6_months`. */
export function durationIn(value: unknown): string | null {
  let s = ` ${String(value).toLowerCase()} `;
  for (const [w, n] of NUM_IN) s = s.replace(new RegExp(`(?<![a-zà-ÿß])${w}(?![a-zà-ÿß])`, 'g'), String(n));
  s = s.replace(/\bmonat(?:e|en|s)?\b|\bmois\b/g, 'months').replace(/\bjahr(?:e|en|es)?\b/g, 'years').replace(/\btag(?:e|en)?\b|\bjours?\b/g, 'days').replace(/\bwochen?\b|\bsemaines?\b/g, 'weeks').replace(/(\d\)?\s*)(?:ans?|années?)(?![a-z])/g, '$1years');
  const [n, u] = (durationKey(s) ?? '_').split('_');
  return !u ? null : u.startsWith('year') ? `${Number(n) * 12}_months` : `${n}_${u}`;
}
/** Distinct picks. */
export const some = <X>(r: Rng, xs: readonly X[], n: number): X[] => xs.map((x) => [r(), x] as const).sort((a, b) => a[0] - b[0]).slice(0, n).map((p) => p[1]);
export const before = (d: Date, days: number) => new Date(d.getTime() - days * 86400000);
export const addMonths = (d: Date, n: number) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, d.getUTCDate()));

const CLIENTS: Record<string, string[]> = { UK: ['Harrowgate Building Society', 'Pinecrest Retail Group plc', 'Bluewater Freight Ltd', 'Marlow Hotels Limited'], US: ['Tidewell Insurance Company', 'Carver & Lowe Manufacturing Inc.', 'Redfield County Credit Union', 'Summit Ridge Health Systems, Inc.'], DE: ['Stadtwerke Lindenau GmbH', 'Brandt Maschinenbau AG', 'Rheinhafen Logistik GmbH & Co. KG', 'Klinikum Auenwald gGmbH', 'Sparkasse Hohenfels'], FR: ['Groupe Hôtelier Bellerive SA', 'Mutuelle des Trois Vallées', 'Transports Garnier SAS', 'Cave Coopérative de Saint-Aubin', 'Laboratoires Vernier SA'] };
const FIRMS: Record<string, string[]> = { UK: ['Ashby Wren Consulting Ltd', 'Northgate Digital LLP', 'Fenwick Change Management Ltd'], US: ['Clearpath Advisory LLC', 'Ironbridge Data Partners Inc.', 'Lattice Point Solutions LLC'], DE: ['Weissberg Consulting GmbH', 'Datenpfad IT-Beratung GmbH', 'Nordlicht Projektmanagement UG (haftungsbeschränkt)', 'Kessler & Vogt Unternehmensberatung'], FR: ['Altivia Conseil SAS', 'Quadrille Systèmes SARL', 'Méridien Data Consulting SAS', 'Cabinet Rochefort & Associés'] };
/** People with "f" for the feminine forms of titles. */
const PEOPLE = { en: ['Rachel Whitmore f', 'Daniel Okonkwo', 'Fiona MacLeod f', 'Marcus Bell', 'Hannah Price f', 'Victor Alvarez', 'Grace Liu f'], de: ['Jörg Albrecht', 'Sabine Krüger f', 'Tobias Haas', 'Miriam Roth f', 'Lars Petersen', 'Anke Wendt f'], fr: ['Hélène Marchand f', 'Julien Roux', 'Camille Besson f', 'Nicolas Faure', 'Sophie Lemaire f', 'Karim Haddad'] };
const TITLES: Record<Lang, Array<[string, string]>> = { en: [['Director', 'Director'], ['Chief Operating Officer', 'Chief Operating Officer'], ['Head of Procurement', 'Head of Procurement'], ['Managing Partner', 'Managing Partner']], de: [['Geschäftsführer', 'Geschäftsführerin'], ['Prokurist', 'Prokuristin'], ['Leiter Einkauf', 'Leiterin Einkauf'], ['Vorstand', 'Vorständin']], fr: [['Président', 'Présidente'], ['Directeur général', 'Directrice générale'], ['Directeur des achats', 'Directrice des achats'], ['Gérant', 'Gérante']] };
const person = (p: string) => ({ name: p.replace(/ f$/, ''), f: p.endsWith(' f') });
const PROJECTS = {
  en: ['the migration of customer records to a new CRM platform', 'a review of warehouse and distribution operations', 'the design and rollout of a security awareness programme', 'the implementation of a new finance reporting system'],
  de: ['die Migration der Kundendaten auf eine neue CRM-Plattform', 'die Analyse und Optimierung der Lagerprozesse', 'die Einführung eines neuen Finanzberichtswesens', 'den Aufbau eines Informationssicherheits-Managements'],
  fr: ['la migration des données clients vers une nouvelle plateforme CRM', 'l’audit des processus logistiques', 'la mise en place d’un nouvel outil de reporting financier', 'le déploiement d’un programme de sensibilisation à la cybersécurité'],
};
/** Deliverables: the option a user would list, and how the SOW words it. */
const DELIVERABLES: Record<Lang, Array<[string, string]>> = {
  en: [['Project plan', 'Detailed project plan and schedule'], ['Current-state assessment', 'Report on the current state of processes and systems'], ['Solution design', 'Target solution design document'], ['Data migration', 'Migration of data from legacy systems'], ['User training', 'Training sessions for up to 20 key users'], ['Go-live support', 'Hypercare support for two weeks after go-live'], ['Final report', 'Final report with recommendations'], ['Handover documentation', 'Handover pack and operating manuals']],
  de: [['Projektplan', 'Detaillierter Projekt- und Zeitplan'], ['Ist-Analyse', 'Bericht zur Ist-Aufnahme der Prozesse und Systeme'], ['Lösungskonzept', 'Fachkonzept für die Ziellösung'], ['Datenmigration', 'Übernahme der Daten aus den Altsystemen'], ['Schulung', 'Schulungen für bis zu 20 Key User'], ['Go-live-Begleitung', 'Begleitung des Produktivstarts für zwei Wochen'], ['Abschlussbericht', 'Abschlussbericht mit Handlungsempfehlungen'], ['Übergabedokumentation', 'Übergabe- und Betriebsdokumentation']],
  fr: [['Plan projet', 'Plan de projet détaillé et calendrier'], ['Diagnostic de l’existant', 'Rapport d’analyse de l’existant'], ['Conception de la solution', 'Dossier de conception de la solution cible'], ['Reprise des données', 'Reprise des données des systèmes existants'], ['Formation', 'Sessions de formation pour 20 utilisateurs clés'], ['Accompagnement au démarrage', 'Assistance pendant les deux semaines suivant la mise en production'], ['Rapport final', 'Rapport final et recommandations'], ['Documentation de transfert', 'Dossier de transfert et manuels d’exploitation']],
};
/** Governing law: as the clause words it, the gold, other ways of saying it; and the courts' seat. */
const LAWS: Record<string, Array<[string, string, string[], string]>> = {
  UK: [['England and Wales', 'England and Wales', ['england', 'english law', 'english', 'laws of england and wales'], 'London'], ['Scotland', 'Scotland', ['scots law', 'scottish law'], 'Edinburgh']],
  US: [['the State of New York', 'New York', ['state of new york', 'new york law'], 'New York County'], ['the State of Delaware', 'Delaware', ['state of delaware', 'delaware law'], 'Wilmington, Delaware'], ['the State of Illinois', 'Illinois', ['state of illinois'], 'Cook County, Illinois'], ['the Commonwealth of Massachusetts', 'Massachusetts', ['commonwealth of massachusetts'], 'Boston']],
  DE: [['das Recht der Bundesrepublik Deutschland', 'Bundesrepublik Deutschland', ['deutschland', 'germany', 'deutsches recht', 'german law', 'recht der bundesrepublik deutschland'], 'München'], ['deutsches Recht', 'deutsches Recht', ['deutschland', 'germany', 'german law'], 'Hamburg'], ['österreichisches Recht', 'österreichisches Recht', ['österreich', 'austria', 'austrian law'], 'Wien']],
  FR: [['droit français', 'droit français', ['france', 'french law', 'loi française', 'french'], 'Paris'], ['droit belge', 'droit belge', ['belgique', 'belgium', 'belgian law'], 'Bruxelles'], ['droit luxembourgeois', 'droit luxembourgeois', ['luxembourg', 'luxembourgish law'], 'Luxembourg']],
};
const lawNorm = (s: unknown) => String(s).toLowerCase().replace(/^\s*(?:the\s+)?(?:laws?\s+of\s+)?(?:the\s+)?|[\s.,;]+$/g, '').trim();

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const lang: Lang = loc.name === 'DE' ? 'de' : loc.name === 'FR' ? 'fr' : 'en';
  const T = <X>(en: X, de: X, fr: X): X => (lang === 'de' ? de : lang === 'fr' ? fr : en);
  const q = (s: string) => T(`"${s}"`, `„${s}“`, `« ${s} »`);
  const [dateStyle, dateSeed] = [pick(r, loc.dates), int(r, 1, 1e9)];
  const date = (d: Date) => fmtDate(d, dateStyle, mulberry32(dateSeed));
  const money = (n: number) => fmtMoney(n, loc.currency, loc.numbers, chance(r, 0.25));
  const pct = (n: number) => `${fmtNumber(n, loc.numbers, Number.isInteger(n) ? 0 : 1)}${T('%', ' %', '\u00a0%')}`;
  const client = pick(r, CLIENTS[loc.name]);
  const firm = pick(r, FIRMS[loc.name]);
  const [rc, rp] = pick(r, T([['Client', 'Consultant'], ['Customer', 'Supplier'], ['Client', 'Contractor'], ['Company', 'Service Provider']], [['Auftraggeber', 'Auftragnehmer'], ['Kunde', 'Berater'], ['Auftraggeber', 'Dienstleister']], [['Client', 'Prestataire'], ['Client', 'Consultant'], ['Bénéficiaire', 'Prestataire']]));
  const [C, P] = [T(`the ${rc}`, `der ${rc}`, `le ${rc}`), T(`the ${rp}`, `der ${rp}`, `le ${rp}`)];
  const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
  const deOf = (role: string) => (role === 'Kunde' ? 'Kunden' : `${role}s`);
  const defn = (role: string) => T(`(hereinafter the ${q(role)})`, `(nachfolgend ${q(role)} genannt)`, `(ci-après dénommé ${q(`le ${role}`)})`);
  const [signC, signP, lead, sponsor] = some(r, PEOPLE[lang], 4).map(person);
  const title = (p: { f: boolean }) => pick(r, TITLES[lang])[p.f ? 1 : 0];
  const colon = T(':', ':', '\u00a0:');
  const sowRef = pick(r, [`SOW-${int(r, 2019, 2025)}-${String(int(r, 1, 140)).padStart(3, '0')}`, `SOW ${int(r, 1, 40)}`, `WO-${int(r, 10000, 99999)}`, `${pick(r, ['CS', 'PS', 'BER'])}/${int(r, 100, 999)}/${pick(r, ['A', 'B', '01', '02'])}`]);
  const msaRef = pick(r, [`MSA-${int(r, 1000, 9999)}`, `FA/${int(r, 2015, 2023)}/${int(r, 10, 99)}`, `RV-${int(r, 100, 999)}-${pick(r, ['K', 'L', 'M'])}`]);
  const po = pick(r, [`PO-${int(r, 100000, 999999)}`, `4500${int(r, 100000, 999999)}`, `BC-${int(r, 20000, 89999)}`]);
  const start = randomDate(r, 2016, 2025), months = pick(r, [3, 4, 6, 9, 12, 18]);
  const end = before(addMonths(start, months), 1), signed = before(start, int(r, 3, 25)), msaDate = before(start, int(r, 200, 1500));
  const termStyle = pick(r, ['dates', 'duration', 'both'] as const), model = pick(r, [0, 1, 2]);
  const unit = model === 2 ? 'day' : pick(r, ['day', 'day', 'hour']);
  const rate = unit === 'day' ? int(r, 26, 72) * 25 : int(r, 17, 50) * 5;
  const per = unit === 'day' ? pick(r, T(['per day', 'per consultant day', 'per person-day'], ['pro Personentag', 'je Beratertag'], ['par jour', 'par jour-homme'])) : T('per hour', 'pro Stunde', 'par heure');
  const roles = some(r, T(['Engagement Manager', 'Senior Consultant', 'Consultant', 'Analyst'], ['Projektleiter', 'Senior Berater', 'Berater', 'Analyst'], ['Directeur de mission', 'Consultant senior', 'Consultant', 'Analyste']), 3).map((role, i) => ({ role, rate: rate - i * 150, days: int(r, 5, 60) }));
  const card = model === 1 && unit === 'day' && chance(r, 0.4), tmCap = chance(r, 0.5);
  const effort = unit === 'day' ? int(r, 15, 120) : int(r, 80, 600), retainer = int(r, 6, 40) * 500;
  const total = model === 0 ? int(r, 30, 600) * 500 : model === 2 ? retainer * months : card ? roles.reduce((t, x) => t + x.rate * x.days, 0) : tmCap ? Math.ceil((rate * effort) / 5000) * 5000 : rate * effort;
  const changeRate = model !== 0 || chance(r, 0.5), askedRate = card ? pick(r, roles) : null;
  const expenses = int(r, 4, 40) * 250, payDays = pick(r, [14, 30, 30, 45, 60]);
  const interest = pick(r, T(loc.name === 'US' ? [1, 1.5] : [2, 4, 8], [5, 8, 9], [10, 12, 15]));
  const [noticeN, noticeU] = pick(r, T([[30, 'day'], [60, 'day'], [90, 'day'], [1, 'month'], [3, 'month']], [[4, 'week'], [1, 'month'], [3, 'month'], [30, 'day']], [[30, 'day'], [1, 'month'], [2, 'month'], [3, 'month']]) as Array<[number, string]>);
  const notice = spell(r, lang, noticeN, noticeU), cure = pick(r, [10, 14, 21]);
  const [lawText, lawGold, lawAlias, court] = pick(r, LAWS[loc.name]);
  const dels = some(r, DELIVERABLES[lang], int(r, 2, 4));
  const options = some(r, DELIVERABLES[lang].filter((d) => !dels.includes(d)), int(r, 1, 3)).concat(dels).map((d) => d[0]).sort();
  const term = spell(r, lang, months, 'month');

  const ask = new Ask(r);
  ask.field('text', [['client', 'Company the consulting work is done for'], ['customer_company', 'who is buying the services'], ['engaging_party', ''], ['buyer', 'organisation that pays the fees']], client);
  ask.field('text', [['consultancy', 'Firm carrying out the work'], ['supplier_name', 'who provides the services'], ['vendor', ''], ['provider_firm', 'the company doing the engagement']], firm);
  if (chance(r, 0.65)) ask.field('id_alphanumeric', [['sow_number', 'Reference number of this statement of work'], ['work_order_id', ''], ['engagement_reference', 'identifier of this engagement document']], sowRef);
  if (chance(r, 0.4)) ask.field('id_alphanumeric', [['framework_agreement_ref', 'Number of the master contract this work falls under'], ['parent_contract_id', ''], ['msa_number', 'umbrella agreement reference']], msaRef);
  if (chance(r, 0.45)) ask.field('id_alphanumeric', [['po', 'Customer purchase order number'], ['purchase_order_ref', ''], ['client_order_number', 'order number to quote on invoices']], po);
  ask.field('date', [['start_date', 'When the services begin'], ['commencement', ''], ['kick_off_date', 'first day of the engagement']], isoOf(start));
  if (termStyle !== 'duration' && chance(r, 0.8)) ask.field('date', [['end_date', 'When the engagement ends'], ['expiry', 'last day of the services'], ['completion_date', '']], isoOf(end));
  if (termStyle !== 'dates' && chance(r, 0.8)) ask.compare[ask.field('text', [['duration', 'How long the engagement runs'], ['engagement_length', ''], ['term_of_sow', 'length of the contract period']], term)] = (v) => durationIn(v) === durationIn(term);
  const models = pick(r, [['Fixed price', 'Time and materials', 'Retainer'], ['Fixed fee', 'T&M', 'Monthly retainer'], ['Lump sum', 'Time & materials', 'Retainer']]);
  ask.field('single_select', [['pricing_model', 'How the work is charged'], ['billing_basis', ''], ['commercial_model', 'type of fee arrangement']], models[model], models);
  if (chance(r, 0.7)) ask.field('currency', askedRate ? [[`${askedRate.role.toLowerCase().replace(/\W+/g, '_')}_rate`, `what a ${askedRate.role} costs per day`], ['senior_rate', `day rate of the ${askedRate.role}`]] : unit === 'day' ? [['day_rate', 'Daily fee per consultant'], ['daily_charge', ''], ['rate_per_day', 'price of one consultant day']] : [['hourly_rate', 'Price per hour of work'], ['rate_per_hour', ''], ['hourly_charge', 'what one hour costs']], askedRate ? askedRate.rate : changeRate ? rate : null);
  ask.field('currency', [['total_fees', 'Overall amount payable for the engagement (fixed price, estimate or cap)'], ['contract_value', ''], ['budget', 'expected or capped total of fees']], total);
  if (chance(r, 0.7)) ask.field('number', [['payment_terms_days', 'Number of days the client has to pay an invoice'], ['days_to_pay', ''], ['invoice_due_days', 'how many days until an invoice must be paid']], payDays);
  if (chance(r, 0.6)) ask.field('percentage', [['late_interest_rate', 'Interest charged on overdue amounts, in percent'], ['overdue_interest', ''], ['penalty_rate', 'rate for paying late']], interest);
  if (chance(r, 0.7)) ask.compare[ask.field('text', [['notice_period', 'How much notice is needed to end the SOW early'], ['termination_notice', ''], ['exit_notice', 'notice either side must give to cancel']], notice)] = (v) => durationIn(v) === durationIn(notice);
  if (chance(r, 0.7)) ask.compare[ask.field('text', [['governing_law', 'Whose law applies'], ['jurisdiction', 'country or state whose law governs the contract'], ['applicable_law', '']], lawGold)] = (v) => [lawGold, lawText, ...lawAlias].map(lawNorm).includes(lawNorm(v));
  if (chance(r, 0.7)) ask.field('multi_select', [['deliverables', 'What the consultant must hand over'], ['outputs', 'work products due under the SOW'], ['scope_items', '']], dels.map((d) => d[0]), options);
  const nulls: Array<[FieldType, Array<[string, string]>]> = [['currency', [['retention_amount', 'Amount withheld until the work is accepted'], ['holdback', '']]], ['text', [['warranty_period', 'How long the consultant guarantees the work'], ['defects_period', '']]], ['id_alphanumeric', [['client_vat_number', 'VAT or tax ID of the client'], ['customer_tax_id', '']]], ['percentage', [['volume_discount', 'Discount for volume of work'], ['rebate_pct', '']]]];
  ask.field(...pick(r, nulls), null);

  // Header: a form of label/value pairs, or a reference line over an opening sentence.
  const form = chance(r, 0.45), clientFirst = chance(r, 0.7);
  const partyC = `${client}${chance(r, 0.5) ? `, ${T('registered at', 'mit Sitz in', 'dont le siège est situé à')} ${pick(r, T(loc.name === 'US' ? ['200 Lake Street, Chicago', '75 State Street, Boston'] : ['14 Wharf Street, Leeds', '2 Station Parade, Bristol'], ['Hafenstraße 3, Bremen', 'Leopoldstraße 88, München'], ['12 quai Perrache, Lyon', '8 rue Lafayette, Nantes']))}` : ''} ${defn(rc)}`;
  const partyP = `${firm} ${defn(rp)}`;
  const under = T(`This SOW is issued under the Master Services Agreement ${msaRef} dated ${date(msaDate)} between the parties, whose terms apply to it.`, `Dieser Leistungsschein ergänzt den Rahmenvertrag ${msaRef} vom ${date(msaDate)}, dessen Bedingungen gelten.`, `Le présent contrat est conclu en application du contrat-cadre ${msaRef} du ${date(msaDate)}, dont les conditions s’appliquent.`);
  const head: Block[] = form
    ? [
        { kind: 'kv', label: pick(r, T(['SOW reference', 'SOW No.', 'Work order'], ['Leistungsschein-Nr.', 'Auftragsnummer'], ['Réf. du bon de commande', 'N° de contrat'])), value: sowRef },
        { kind: 'kv', label: pick(r, T(['Master agreement', 'Framework agreement'], ['Rahmenvertrag', 'Rahmenvertrag Nr.'], ['Contrat-cadre', 'Accord-cadre'])), value: `${msaRef} (${date(msaDate)})` },
        { kind: 'kv', label: T('Client PO', 'Bestellnummer', 'N° de bon de commande'), value: po },
        ...(clientFirst ? [[rc, client], [rp, firm]] : [[rp, firm], [rc, client]]).map(([label, value]) => ({ kind: 'kv' as const, label, value })),
        { kind: 'kv', label: T('Start date', 'Beginn', 'Date de début'), value: date(start) },
        ...(termStyle === 'duration' ? [] : [{ kind: 'kv' as const, label: T('End date', 'Ende', 'Date de fin'), value: date(end) }]),
        { kind: 'para', text: `${T('This Statement of Work is agreed between', 'Dieser Leistungsschein wird geschlossen zwischen', 'Le présent contrat est conclu entre')} ${clientFirst ? `${partyC} ${T('and', 'und', 'et')} ${partyP}` : `${partyP} ${T('and', 'und', 'et')} ${partyC}`}. ${under}` },
      ]
    : [
        { kind: 'lines', lines: [`${T('Ref.', 'Unser Zeichen:', 'Réf. :')} ${sowRef}`, `${T('Date', 'Datum', 'Date')}${colon} ${date(signed)}`] },
        { kind: 'para', text: `${T(`This Statement of Work (the "SOW") is made on ${date(signed)} between`, `Dieser Leistungsschein wird am ${date(signed)} geschlossen zwischen`, `Le présent contrat de prestation est conclu le ${date(signed)} entre`)} ${clientFirst ? `${partyC} ${T('and', 'und', 'et')} ${partyP}` : `${partyP} ${T('and', 'und', 'et')} ${partyC}`}.` },
        { kind: 'para', text: `${under} ${T(`The ${rc}'s purchase order number is ${po}.`, `Die Bestellnummer des ${deOf(rc)} lautet ${po}.`, `Le numéro de bon de commande du ${rc} est ${po}.`)}` },
      ];
  const startWord = T(`${q('Start Date')}`, q('Leistungsbeginn'), q('Date de démarrage'));
  const termText = termStyle === 'dates'
    ? pick(r, T([`The Services commence on ${date(start)} (the ${startWord}) and end on ${date(end)}, unless terminated earlier.`, `This SOW runs from ${date(start)} to ${date(end)} inclusive.`], [`Die Leistungen beginnen am ${date(start)} (${startWord}) und enden am ${date(end)}.`, `Die Laufzeit beginnt am ${date(start)} und endet am ${date(end)}.`], [`La mission débute le ${date(start)} (la ${startWord}) et prend fin le ${date(end)}.`, `Le contrat s’applique du ${date(start)} au ${date(end)} inclus.`]))
    : `${pick(r, T([`The Services shall commence on ${date(start)} (the ${startWord}) and continue for a period of ${term} from the Start Date`, `This SOW takes effect on ${date(start)} (the ${startWord}) and runs for ${term}`], [`Die Leistungen beginnen am ${date(start)} (${startWord}) und werden für einen Zeitraum von ${term} erbracht`, `Der Vertrag beginnt am ${date(start)} und läuft für die Dauer von ${term}`], [`La mission prend effet le ${date(start)} (la ${startWord}) pour une durée de ${term} à compter de cette date`, `Le contrat commence le ${date(start)} et est conclu pour une durée de ${term}`]))}${termStyle === 'both' ? T(`, ending on ${date(end)}`, `, also bis zum ${date(end)}`, `, soit jusqu’au ${date(end)}`) : ''}.`;
  const delText = dels.map((d, i) => ({ id: `D${i + 1}`, what: d[1], due: date(new Date(start.getTime() + Math.round(((i + 1) / (dels.length + 1)) * (end.getTime() - start.getTime())))) }));
  const milestones = pick(r, [[30, 40, 30], [50, 50], [20, 30, 50]]);
  const stages = T(['on signature of this SOW', 'on delivery of the interim report', 'on final acceptance'], ['bei Unterzeichnung', 'nach Vorlage des Zwischenberichts', 'nach Abnahme'], ['à la signature', 'à la remise du rapport intermédiaire', 'à la réception définitive']);
  const plan = milestones.map((m, i) => `${pct(m)} ${stages[milestones.length === 2 && i === 1 ? 2 : i]}`).join(', ');
  const changeText = changeRate ? ` ${T(`Any additional work agreed through change control is charged at ${money(rate)} ${per}.`, `Zusätzliche Leistungen werden nach Aufwand mit ${money(rate)} ${per} vergütet.`, `Toute prestation complémentaire fera l’objet d’un avenant et sera facturée ${money(rate)} HT ${per}.`)}` : '';
  const fees: Block[] = model === 0
    ? [{ kind: 'para', text: `${T(`The ${rp} shall deliver the Services for a fixed price of ${money(total)}, exclusive of ${loc.name === 'US' ? 'applicable sales taxes' : 'VAT'}, invoiced as follows: ${plan}.`, `Für die Leistungen wird ein Festpreis von ${money(total)} zzgl. gesetzlicher Umsatzsteuer vereinbart, fällig in Raten: ${plan}.`, `Les prestations sont réalisées au forfait pour un prix global de ${money(total)} HT, facturé selon l’échéancier suivant : ${plan}.`)}${changeText}` }]
    : model === 2
      ? [{ kind: 'para', text: T(`${cap(C)} shall pay a monthly retainer of ${money(retainer)}, covering up to ${int(r, 4, 12)} consultant days per month. Days beyond that allowance are charged at ${money(rate)} ${per}. Total fees under this SOW are capped at ${money(total)}.`, `${cap(C)} zahlt eine monatliche Pauschale (Retainer) von ${money(retainer)}, die bis zu ${int(r, 4, 12)} Beratertage im Monat abdeckt. Darüber hinausgehende Tage werden mit ${money(rate)} ${per} berechnet. Die Gesamtvergütung ist auf ${money(total)} begrenzt.`, `${cap(C)} verse une provision mensuelle forfaitaire de ${money(retainer)} HT couvrant jusqu’à ${int(r, 4, 12)} jours d’intervention par mois. Les jours supplémentaires sont facturés ${money(rate)} HT ${per}. Le montant total des honoraires est plafonné à ${money(total)} HT.`) }]
      : card
        ? [
            { kind: 'para', text: T(`The Services are charged on a time and materials basis at the following day rates; the figures below are an estimate of the total fees.`, `Die Vergütung erfolgt nach Aufwand zu den folgenden Tagessätzen; die Aufstellung ist eine Schätzung des Gesamthonorars.`, `Les prestations sont facturées en régie aux taux journaliers suivants ; le montant total ci-dessous est une estimation.`) },
            { kind: 'table', header: T(['Role', 'Day rate', 'Days', 'Amount'], ['Rolle', 'Tagessatz', 'PT', 'Betrag'], ['Profil', 'TJM', 'Jours', 'Montant']), rows: [...roles.map((x) => [x.role, fmtNumber(x.rate, loc.numbers), String(x.days), fmtNumber(x.rate * x.days, loc.numbers)]), [T('Total estimate', 'Summe', 'Total estimé'), '', String(roles.reduce((t, x) => t + x.days, 0)), money(total)]] },
          ]
        : [{ kind: 'para', text: `${T(`The Services are charged on a time and materials basis at ${money(rate)} ${per}.`, `Die Vergütung erfolgt nach Aufwand zu einem ${unit === 'day' ? 'Tagessatz' : 'Stundensatz'} von ${money(rate)} netto.`, `Les prestations sont facturées en régie au taux de ${money(rate)} HT ${per}.`)} ${tmCap ? T(`Total fees under this SOW shall not exceed ${money(total)} without the ${rc}'s prior written approval.`, `Das Gesamthonorar ist auf ${money(total)} begrenzt (Kostendach).`, `Le montant total des honoraires ne pourra excéder ${money(total)} HT sans accord écrit préalable du ${rc}.`) : T(`Based on ${effort} ${unit}s of effort, the estimated total fees are ${money(total)}.`, `Bei einem geschätzten Aufwand von ${effort} ${unit === 'day' ? 'Personentagen' : 'Stunden'} beträgt das voraussichtliche Gesamthonorar ${money(total)}.`, `Sur la base d’une charge estimée à ${effort} ${unit === 'day' ? 'jours' : 'heures'}, le montant total estimé s’élève à ${money(total)} HT.`)}` }];
  const expText = T(`Pre-approved travel expenses are reimbursed at cost, up to ${money(expenses)} in total.`, `Reisekosten werden nach vorheriger Freigabe gegen Nachweis erstattet, höchstens jedoch ${money(expenses)}.`, `Les frais de déplacement validés au préalable sont remboursés au réel, dans la limite de ${money(expenses)}.`);
  const payDaysText = spell(r, lang, payDays, 'day');
  const payText = pick(r, T([`Invoices are payable within ${payDaysText} of the invoice date.`, `${cap(C)} shall pay each undisputed invoice within ${payDaysText} of receipt.`], [`Rechnungen sind innerhalb von ${payDaysText} nach Zugang ohne Abzug zahlbar.`, `Das Zahlungsziel beträgt ${payDays} Tage netto.`], [`Les factures sont payables à ${payDays} jours date de facture.`, `Les factures sont réglées dans un délai de ${payDaysText} à compter de leur réception.`]));
  const lateText = T(loc.name === 'US' ? `Late payments bear interest at ${pct(interest)} per month, or the highest rate permitted by law if lower.` : `Interest on overdue sums accrues at ${pct(interest)} per annum above the Bank of England base rate.`, pick(r, [`Bei Zahlungsverzug werden Verzugszinsen in Höhe von ${interest} Prozentpunkten über dem Basiszinssatz berechnet.`, `Rückständige Beträge werden mit ${pct(interest)} p. a. verzinst.`]), `Tout retard de paiement entraîne des pénalités au taux annuel de ${pct(interest)}, ainsi qu’une indemnité forfaitaire de 40 € pour frais de recouvrement.`);
  const nPoss = T(noticeN === 1 ? `${notice}'s` : `${notice}'`, notice, notice);
  const endText = `${pick(r, T([`Either party may terminate this SOW for convenience by giving the other not less than ${nPoss} written notice.`, `This SOW may be terminated by either party on ${nPoss} prior written notice.`], [`Jede Partei kann diesen Vertrag mit einer Frist von ${notice} ordentlich kündigen.`, `Die ordentliche Kündigung ist für beide Parteien mit einer Frist von ${notice} in Textform möglich.`], [`Chaque partie peut résilier le présent contrat moyennant un préavis de ${notice} notifié par lettre recommandée avec accusé de réception.`, `Le contrat peut être résilié par l’une ou l’autre des parties sous réserve d’un préavis de ${notice}.`]))} ${T(`Either party may terminate immediately if the other commits a material breach not remedied within ${cure} days of notice.`, `Das Recht zur fristlosen Kündigung aus wichtigem Grund, insbesondere bei nicht binnen ${cure} Tagen behobenen Vertragsverletzungen, bleibt unberührt.`, `En cas de manquement grave non réparé dans un délai de ${cure} jours après mise en demeure, le contrat pourra être résilié de plein droit.`)}`;
  const lawSentence = T(`This SOW is governed by the laws of ${lawText}, and the parties submit to the exclusive jurisdiction of the courts of ${court}.`, `Es gilt ${lawText} unter Ausschluss des UN-Kaufrechts. Gerichtsstand ist ${court}.`, `Le présent contrat est régi par le ${lawText}. Tout litige relève de la compétence exclusive des tribunaux de ${court}.`);
  const n = pick(r, T(['#.', 'Clause # –'], ['§ #', '#.'], ['Article # –', '#.']));
  const clauses: Array<[string, Block[]]> = [
    [T('Services', 'Leistungsgegenstand', 'Objet'), [{ kind: 'para', text: T(`${cap(P)} shall provide consulting services for ${pick(r, PROJECTS.en)} (the "Services"). The ${rp}'s engagement lead is ${lead.name}; the ${rc}'s project sponsor is ${sponsor.name}.`, `${cap(P)} erbringt Beratungsleistungen für ${pick(r, PROJECTS.de)}. ${lead.f ? 'Projektleiterin' : 'Projektleiter'} auf Seiten des ${deOf(rp)} ist ${lead.name}, ${sponsor.f ? 'Ansprechpartnerin' : 'Ansprechpartner'} des ${deOf(rc)} ist ${sponsor.name}.`, `${cap(P)} réalise une mission de conseil portant sur ${pick(r, PROJECTS.fr)}. ${lead.f ? 'La responsable' : 'Le responsable'} de mission est ${lead.name} ; ${sponsor.f ? 'l’interlocutrice' : 'l’interlocuteur'} du ${rc} est ${sponsor.name}.`) }]],
    [T('Deliverables', 'Ergebnisse', 'Livrables'), chance(r, 0.5) ? [{ kind: 'table', header: T(['No.', 'Deliverable', 'Due'], ['Nr.', 'Ergebnis', 'Termin'], ['N°', 'Livrable', 'Échéance']), rows: delText.map((d) => [d.id, d.what, d.due]) }] : [{ kind: 'para', text: `${T(`${cap(P)} shall deliver:`, `${cap(P)} liefert folgende Ergebnisse:`, `${cap(P)} remettra les livrables suivants :`)} ${delText.map((d, i) => `(${'abcd'[i]}) ${d.what} (${d.due})`).join('; ')}.` }]],
    [T('Term', 'Laufzeit', 'Durée'), [{ kind: 'para', text: termText }]],
    [T('Fees', 'Vergütung', 'Prix'), [...fees, { kind: 'para', text: expText }]],
    [T('Invoicing and payment', 'Rechnungsstellung und Zahlung', 'Facturation et paiement'), [{ kind: 'para', text: `${T(`${cap(P)} invoices ${model === 0 ? 'on each milestone' : 'monthly in arrears'}.`, `${cap(P)} stellt ${model === 0 ? 'zu den Zahlungsterminen' : 'monatlich nachträglich'} Rechnung.`, `${cap(P)} facture ${model === 0 ? 'à chaque échéance' : 'mensuellement à terme échu'}.`)} ${payText} ${lateText}` }]],
    [T('Termination', 'Kündigung', 'Résiliation'), [{ kind: 'para', text: endText }]],
    [T('Governing law', 'Anwendbares Recht', 'Droit applicable'), [{ kind: 'para', text: lawSentence }]],
  ];
  const body = clauses.flatMap(([title, bs], i) => {
    const [num, [first, ...rest]] = [n.replace('#', String(i + 1)), bs];
    return first.kind === 'para' ? [{ ...first, text: `${num} ${title}. ${first.text}` }, ...rest] : [{ kind: 'para' as const, text: `${num} ${title}` }, first, ...rest];
  });
  const sigC = [T(`For and on behalf of ${client}`, `Für ${client}`, `Pour ${client}`), `${T('Name', 'Name', 'Nom')}${colon} ${signC.name}`, `${T('Title', 'Funktion', 'Qualité')}${colon} ${title(signC)}`, `${T('Date', 'Datum', 'Date')}${colon} ${date(signed)}`];
  const sigP = [T(`For and on behalf of ${firm}`, `Für ${firm}`, `Pour ${firm}`), `${T('Name', 'Name', 'Nom')}${colon} ${signP.name}`, `${T('Title', 'Funktion', 'Qualité')}${colon} ${title(signP)}`, `${T('Date', 'Datum', 'Date')}${colon} ${date(new Date(signed.getTime() + int(r, 0, 4) * 86400000))}`];
  const blocks: Block[] = [
    { kind: 'title', text: pick(r, T(['STATEMENT OF WORK', 'Statement of Work', 'CONSULTING SERVICES AGREEMENT', 'Work Order'], ['LEISTUNGSSCHEIN', 'Leistungsbeschreibung', 'Beratungsvertrag', 'Einzelauftrag'], ['CONTRAT DE PRESTATION DE SERVICES', 'Bon de commande de prestations', 'Contrat de mission de conseil'])) },
    ...head,
    ...body,
    { kind: 'para', text: T(`Signed by the ${loc.name === 'US' ? 'authorized' : 'authorised'} representatives of the parties:`, 'Unterschriften der Vertragsparteien:', 'Fait en deux exemplaires originaux.') },
    ...(chance(r, 0.5) ? [{ kind: 'lines' as const, lines: clientFirst ? sigC : sigP }, { kind: 'lines' as const, lines: clientFirst ? sigP : sigC }] : [{ kind: 'table' as const, header: ['', ''], rows: (clientFirst ? sigC.map((c, i) => [c, sigP[i]]) : sigP.map((c, i) => [c, sigC[i]])) }]),
  ];
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const statementsOfWork: Family = { name: 'statement-of-work', kind: 'contract', split: 'train', formats: ['pdf', 'docx', 'txt', 'html'], make };
