/**
 * Calibration family: letters from small-claims and county courts in UK, US, DE and FR styles and wording:
 * a county-court notice of issue and small-claims hearing, a US small claims notice of hearing, an
 * Amtsgericht Ladung with its Verfügung, a French convocation à l'audience. The court heads the letter; the
 * claimant and the defendant (label lines, a two-column table, a rubrum "… gegen …"); the claim or case number
 * beside a fee account, Help with Fees, receipt or Kassenzeichen number (a Portalis number in France); the
 * date of issue beside a date of service; the hearing date, time, venue and judge (label lines or a sentence);
 * the amount claimed beside the court fee, other costs and a total; what the defendant must do and by when
 * ("within 14 days of service", "binnen einer Notfrist von zwei Wochen", or a date), beside a documents
 * deadline and office opening hours.
 */
import { addDays, fmtDate, fmtMoney, isoOf, LOCALES, pad, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { alt, FEMALE, fill, PEOPLE, postal, r2, shuffle } from './donation-receipt.ts';
import { Ask, type Family } from './family.ts';

/** Courts per locale: name; hearing building; its address; a division (US, DE). */
const COURTS: string[][] = [
  ['County Court at Leeds;Leeds Combined Court Centre;1 Oxford Row, Leeds LS1 3BG', 'County Court at Bristol;Bristol Civil and Family Justice Centre;2 Redcliff Street, Bristol BS1 6GR', 'County Court at Nottingham;Nottingham County Court;60 Canal Street, Nottingham NG1 7EJ', 'County Court at Cardiff;Cardiff Civil and Family Justice Centre;2 Park Street, Cardiff CF10 1ET'],
  ['Superior Court of California, County of Sacramento;Gordon D. Schaber Courthouse;720 9th Street, Sacramento, CA 95814;Small Claims Division', 'Circuit Court of Cook County;Richard J. Daley Center;50 W Washington St, Chicago, IL 60602;Municipal Department, First District – Small Claims', 'Marion County Small Claims Court;Center Township Small Claims Courthouse;2040 N Shadeland Ave, Indianapolis, IN 46219;Center Township Division', 'Travis County Justice Court, Precinct 2;Travis County Precinct Two Courthouse;10409 Burnet Rd, Austin, TX 78758;Small Claims'],
  ['Amtsgericht Leipzig;Justizzentrum Leipzig;Bernhard-Göring-Straße 64, 04275 Leipzig;Abteilung für Zivilsachen', 'Amtsgericht Bremen;Gerichtshaus Bremen;Ostertorstraße 25–31, 28195 Bremen;Zivilabteilung', 'Amtsgericht Freiburg;Amtsgericht Freiburg, Gebäude Holzmarkt;Holzmarkt 2, 79098 Freiburg;Zivilabteilung', 'Amtsgericht Nürnberg;Justizgebäude Nürnberg;Flaschenhofstraße 35, 90402 Nürnberg;Abteilung für Zivilsachen'],
  ['Tribunal judiciaire de Lyon;Palais de justice de Lyon;67 rue Servient, 69003 Lyon', 'Tribunal de proximité de Villeurbanne;Tribunal de proximité de Villeurbanne;3 rue Docteur Dolard, 69100 Villeurbanne', 'Tribunal de commerce de Rennes;Tribunal de commerce de Rennes;7 rue Pierre Abélard, 35000 Rennes', 'Tribunal judiciaire de Lille;Palais de justice de Lille;13 avenue du Peuple Belge, 59800 Lille'],
];
/** Firms with what they would sue for; then what a private claimant sues for. */
const FIRMS = ['Ashworth Building Services Ltd;unpaid invoices for building work|Kestrel Lettings Ltd;rent arrears|Pennine Garage Ltd;unpaid vehicle repair charges|Marsh & Cole Plumbing Ltd;an unpaid plumbing invoice|Brightside Kitchens Ltd;unpaid kitchen installation costs', 'Bayside Auto Repair LLC;unpaid auto repair charges|Summit Property Management Inc.;unpaid rent and late fees|Greenleaf Landscaping LLC;landscaping services not paid for|Northstar Appliance Co.;an unpaid appliance installation', 'Köhler Dachbau GmbH;offener Werklohn für Dacharbeiten|Hausverwaltung Berger GmbH;rückständige Miete und Nebenkosten|Autohaus Lindner KG;Reparaturkosten für ein Kraftfahrzeug|Malerbetrieb Schuster GmbH;Malerarbeiten laut Rechnung', 'SARL Bâtiment Morel;factures impayées de travaux|Agence Immobilière du Parc;loyers impayés|Garage Rousseau SAS;réparation d’un véhicule|Cuisines Lemaire SARL;fourniture et pose d’une cuisine'];
const JUDGES = ['Helen Ashby|Michael Turnbull|Priya Natarajan|Simon Hargreaves|Rachel Osborne', 'Maria Delgado|Robert Kline|Denise Okafor|Alan Whitmore|Grace Lindqvist', 'Dr. Sabine Roth|Thomas Keller|Ulrike Brandl|Jan Petersen|Dr. Martin Esser', 'Claire Dubois|Marc Lefebvre|Anne-Sophie Girard|Hugo Lambert|Isabelle Caron'];
const JTITLE = ['District Judge|Deputy District Judge', 'Judge|Hon.|Commissioner|Judge Pro Tem', 'Richter am Amtsgericht/Richterin am Amtsgericht', 'M./Mme'];
const WOMEN = /^(Dr\. )?(Helen|Priya|Rachel|Maria|Denise|Grace|Sabine|Ulrike|Claire|Anne-Sophie|Isabelle)\b/;
const REASONS = ['the return of a tenancy deposit|a faulty second-hand car|money lent and not repaid|damage to a parked car', 'the return of a security deposit|a defective used car|a personal loan not repaid|damage to a fence', 'Rückzahlung der Mietkaution|Schadensersatz für einen mangelhaften Gebrauchtwagen|Rückzahlung eines Darlehens', 'restitution du dépôt de garantie|remboursement d’un prêt entre particuliers|vice caché d’un véhicule d’occasion'];
/** Labels per locale; alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  title: ['Notice of Issue and Small Claims Hearing|Notice of Allocation to the Small Claims Track (Hearing)|Claim Notice and Notice of Hearing', 'Notice of Small Claims Hearing|Small Claims Summons and Notice of Hearing|Notice of Claim and Trial Date', 'Ladung zum Termin|Terminsladung und Verfügung|Ladung zur Güteverhandlung und mündlichen Verhandlung', 'Convocation à l’audience|Avis d’audience|Convocation du défendeur'],
  no: ['Claim number|Claim No.|Case number', 'Case No.|Case number|Claim #', 'Aktenzeichen|Geschäftsnummer', 'N° RG|Numéro de rôle|N° RG (répertoire général)'],
  fee: ['Fee account no.|Fee Account No.|PBA number', 'Fee receipt #|Fee account #|Filing fee receipt no.', 'Kassenzeichen|Kassenzeichen (bei Zahlung angeben)', ''],
  cl: ['Claimant|Claimant(s)', 'Plaintiff|Plaintiff/Claimant', 'Kläger/Klägerin|Klagende Partei', 'Demandeur|Partie demanderesse'], df: ['Defendant|Defendant(s)', 'Defendant|Defendant(s)', 'Beklagter/Beklagte|Beklagte Partei', 'Défendeur|Partie défenderesse'],
  issued: ['Date of issue|Issue date|Issued on', 'Date issued|Date of notice|Filed', 'Datum|Verfügt am', 'Date d’envoi|Fait le|Date'],
  served: ['Deemed date of service|Date of service', 'Mailed on|Date mailed', 'Zur Post gegeben am|Abgesandt am', 'Date de signification|Notifié le'],
  amt: ['Amount claimed|Claim amount', 'Amount of claim|Amount demanded', 'Hauptforderung|Klageforderung|Streitwert', 'Montant de la demande|Somme réclamée en principal'],
  cfee: ['Court fee|Issue fee', 'Filing fee|Court filing fee', 'Gerichtskosten (3,0 Gebühr)|Gerichtskostenvorschuss', 'Droits de greffe|Frais de greffe'],
  costs: ['Legal representative’s costs|Solicitor’s costs', 'Service fee (sheriff)|Service of process fee', 'Zinsen bis Klageeinreichung|Vorgerichtliche Mahnkosten', 'Article 700 du CPC|Frais irrépétibles (art. 700 CPC)'],
  total: ['Total amount|Total', 'Total|Total claimed', 'Gesamtbetrag|Summe', 'Total|Montant total'],
  hdate: ['Hearing date|Date of hearing', 'Hearing date|Trial date', 'Termin|Terminstag', 'Date de l’audience|Audience du'], htime: ['Time|Hearing time', 'Time|Hearing time', 'Uhrzeit|Beginn', 'Heure|Heure d’appel'],
  hwhere: ['Venue|Hearing centre|Place', 'Location|Courthouse|Place of hearing', 'Ort|Sitzungssaal', 'Lieu|Salle d’audience'], judge: ['Before|Judge', 'Judicial officer|Judge', 'Richter/in|Vorsitz', 'Juge|Magistrat'],
};
const NEVER: Array<[FieldType, Array<[string, string]>]> = [['text', [['interpreter_language', 'language an interpreter is booked for'], ['interpreter', '']]], ['date', [['judgment_date', 'when judgment was given'], ['decided_on', '']]], ['currency', [['settlement_amount', 'amount the parties settled for'], ['agreed_settlement', '']]], ['text', [['defence_solicitor', "name of the defendant's lawyer"], ['defendant_lawyer', '']]]];
/** Minutes after midnight of a written time ("10.30 am", "10:30 Uhr", "9 h 30"), or null. */
function minutesOf(v: unknown): number | null {
  const m = /(\d{1,2})\s*(?:[:.h]\s*(\d{2}))?\s*(a\.?\s?m\.?|p\.?\s?m\.?)?/i.exec(String(v));
  if (!m) return null;
  const h = (Number(m[1]) % (m[3] ? 12 : 24)) + (m[3] && /p/i.test(m[3]) ? 12 : 0);
  return h * 60 + Number(m[2] ?? 0);
}
const norm = (v: unknown) => String(v).toLowerCase().replace(/\s+/g, ' ').trim();

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const li = LOCALES.indexOf(loc);
  const w = (key: string, she?: boolean) => { const x = alt(r, W[key][li]); return she === undefined ? x : x.split('/')[she ? 1 : 0] ?? x; };
  const [style, variant] = [pick(r, loc.dates), r()];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const byCode = chance(r, 0.2);
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode);
  const [court, building, address, division] = pick(r, COURTS[li]).split(';');
  const commerce = court.startsWith('Tribunal de commerce');
  const names = shuffle(r, PEOPLE[li].split('|'));
  const [firms, trades] = ((xs) => [xs.map((x) => x[0]), xs.map((x) => x[1])])(shuffle(r, FIRMS[li].split('|')).map((x) => x.split(';')));
  const claimant = commerce || chance(r, 0.55) ? firms[0] : names[0];
  const reason = claimant === firms[0] ? trades[0] : alt(r, REASONS[li]);
  const defendant = commerce || chance(r, 0.25) ? firms[1] : names[1];
  const [clerk, clSolicitor] = [names[2], names[3]];
  const judgeName = alt(r, JUDGES[li]);
  const jt = alt(r, JTITLE[li]).split('/');
  const judgeTitle = jt[WOMEN.test(judgeName) ? jt.length - 1 : 0];
  const judgeText = li === 2 ? `${judgeName}, ${judgeTitle}` : `${judgeTitle} ${judgeName}`;
  const issued = randomDate(r, 2018, 2025);
  const yy = issued.getUTCFullYear() % 100;
  const L = () => pick(r, 'ABCDEFGHJKLMNPRSTUVWXYZ'.split(''));
  const caseNo = [pick(r, [`${L()}${int(r, 0, 9)}QZ${int(r, 10, 99)}${L()}${int(r, 0, 9)}`, `${int(r, 0, 9)}${L()}${L()}${int(r, 10000, 99999)}`, `K${int(r, 10, 99)}${L()}${L()}${int(r, 100, 999)}`]), pick(r, [`SC-${yy}-${int(r, 10000, 99999)}`, `${yy}SC${int(r, 100000, 999999)}`, `20${yy}-SC-${int(r, 1000, 9999)}`]), `${int(r, 1, 39)} C ${int(r, 100, 4999)}/${yy}`, `${yy}/${pad(int(r, 0, 9))}${int(r, 100, 999)}`][li];
  const hwf = li === 0 && chance(r, 0.3);
  const feeAcct = [hwf ? `HWF-${L()}${int(r, 1, 9)}${L()}-${int(r, 1, 9)}${L()}${int(r, 1, 9)}` : `PBA00${int(r, 10000, 99999)}`, `R-${int(r, 1000000, 9999999)}`, `${int(r, 1000, 9999)} ${int(r, 1000, 9999)} ${int(r, 1000, 9999)}`, ''][li];
  const portalis = `${pick(r, ['DBZ3', 'DB2H', 'DBYS'])}-W-B7${L()}-${L()}${L()}${L()}${L()}`;
  const amount = int(r, li === 2 ? 300 : 120, [9800, 9500, 4900, 4800][li]) + pick(r, [0, 0, 0.5, 0.37, 0.99, 0.25]);
  const band = (limits: number[], fees: number[]) => fees[limits.findIndex((x) => amount <= x)];
  const cfee = [band([300, 500, 1000, 1500, 3000, 5000, 1e9], [35, 50, 70, 80, 115, 205, 455]), band([1500, 5000, 1e9], [30, 50, 75]), 3 * band([500, 1000, 1500, 2000, 3000, 4000, 5000], [38, 58, 78, 98, 119, 140, 161]), commerce ? pick(r, [37.88, 41.08, 69.79]) : 0][li];
  const costs = [pick(r, [0, 50, 70, 80, 100, 115]), pick(r, [15, 40, 45]), r2(amount * pick(r, [0.02, 0.03, 0.04])), pick(r, [300, 500, 800, 1000])][li];
  const total = r2(amount + cfee + (li === 3 ? 0 : costs));
  const served = addDays(issued, [int(r, 2, 5), int(r, 1, 3), int(r, 3, 9), int(r, 2, 8)][li]);
  const listed = addDays(issued, int(r, 35, 120));
  const hearing = addDays(listed, [1, 0, 0, 0, 0, 0, 2][listed.getUTCDay()]); // a weekday
  const hMin = pick(r, [9 * 60, 9 * 60 + 30, 10 * 60, 10 * 60 + 30, 11 * 60, 13 * 60 + 30, 14 * 60, 14 * 60 + 15]);
  const clock = (t: number) => { const [h, m] = [Math.floor(t / 60), pad(t % 60)]; return [pick(r, [`${h % 12 || 12}.${m} ${h < 12 ? 'am' : 'pm'}`, `${h}:${m}`]), `${h % 12 || 12}:${m} ${h < 12 ? pick(r, ['a.m.', 'AM']) : pick(r, ['p.m.', 'PM'])}`, `${h}:${m} Uhr`, pick(r, [`${h} h ${m}`, `${h}h${m}`])][li]; };
  const hTime = clock(hMin);
  const room = [`Court ${int(r, 1, 14)}`, `Department ${int(r, 1, 30)}`, `Saal ${int(r, 1, 3)}.${int(r, 100, 140)}`, `salle ${int(r, 1, 12)}`][li];
  const days = [14, pick(r, [20, 21, 30]), 14, 15][li];
  const dated = chance(r, 0.3);
  const due = addDays(served, days);
  const weeks = li === 2 && !dated && chance(r, 0.6);
  const within = dated ? [`by 4pm on ${date(due)}`, `no later than ${date(due)}`, `bis zum ${date(due)}`, `au plus tard le ${date(due)}`][li] : [`within ${days} days of service`, `within ${days} days after you are served`, weeks ? 'binnen einer Notfrist von zwei Wochen ab Zustellung' : `innerhalb von ${days} Tagen ab Zustellung`, `dans un délai de ${days} jours à compter de la présente convocation`][li];
  const mustDo = fill(pick(r, [
    ['You must respond to this claim {w} by filing an admission, a defence or an acknowledgment of service.', 'The defendant must pay the total amount or send the court a defence {w}.', 'The defendant must file a defence or admission {w}.'],
    ['If you wish to dispute the claim, you must file a written answer with the clerk {w}.', 'The defendant must file an answer {w} and appear at the hearing shown above.', 'You must file your response with the court clerk {w}.'],
    ['Die beklagte Partei wird aufgefordert, {w} schriftlich anzuzeigen, ob sie sich gegen die Klage verteidigen will.', 'Die beklagte Partei hat {w} schriftlich auf die Klage zu erwidern.'],
    ['Le défendeur doit faire connaître ses observations écrites au greffe {w}.', 'Vous devez communiquer vos pièces et conclusions au demandeur et au greffe {w}.'],
  ][li]), { w: within });
  const officeOpen = clock(pick(r, [8 * 60 + 30, 9 * 60, 10 * 60]));

  const ask = new Ask(r);
  const kinder = (type: FieldType, ways: Array<[string, string]>, gold: unknown, cmp?: (v: unknown) => boolean) => { const n = ask.field(type, ways, gold); if (cmp) ask.compare[n] = cmp; };
  const roles: Array<() => void> = [
    () => kinder('text', [['court', 'which court sent this'], ['court_name', ''], ['issuing_court', 'court dealing with the claim']], court),
    () => kinder('text', [['claimant', 'party bringing the claim'], ['who_is_suing', ''], ['plaintiff_name', 'the person or business making the claim, not the defendant']], claimant),
    () => kinder('text', [['defendant', 'party being sued'], ['respondent_name', ''], ['sued_party', 'who the claim is against']], defendant),
    () => kinder('id_alphanumeric', [['case_number', 'court reference for the case'], ['claim_ref', ''], ['docket_no', 'number the court gave the claim']], caseNo),
    ...(feeAcct ? [() => kinder('id_alphanumeric', [['fee_account', 'account or reference the court fee was paid under'], ['fee_payment_ref', ''], ['fee_reference', 'payment reference for court fees, not the case number']], feeAcct)] : []),
    () => kinder('date', [['issue_date', 'date the notice was issued'], ['notice_date', ''], ['date_of_letter', 'when the court sent it, not the hearing']], isoOf(issued)),
    () => kinder('date', [['hearing_date', 'day of the court hearing'], ['court_date', ''], ['trial_on', 'when the case will be heard']], isoOf(hearing)),
    () => kinder('text', [['hearing_time', 'what time the hearing starts'], ['time_of_hearing', ''], ['start_time', 'when to be at court for the hearing']], hTime, (v) => minutesOf(v) === hMin),
    () => kinder('text', [['hearing_venue', 'where the hearing takes place'], ['location', ''], ['courthouse', 'building the hearing is held in']], building, (v) => norm(v).includes(norm(building))),
    () => kinder('currency', [['claim_amount', 'how much the claimant is asking for, without fees'], ['sum_claimed', ''], ['principal_claimed', 'the debt claimed']], amount),
    ...(cfee ? [() => kinder('currency', [['court_fee', 'fee paid to the court to issue the claim'], ['filing_cost', ''], ['issue_fee', 'what the court charged']], cfee)] : []),
    () => dated ? kinder('date', [['respond_by', 'last day for the defendant to reply'], ['response_deadline', ''], ['reply_due', 'deadline to answer the claim']], isoOf(due))
      : kinder('number', [['days_to_respond', 'how many days the defendant has to reply'], ['response_period_days', ''], ['reply_within_days', 'number of days allowed to answer']], days),
    () => kinder('text', [['judge', 'name of the judge hearing the case'], ['judge_name', ''], ['presiding_judge', 'who will hear it']], judgeName, (v) => norm(v).includes(norm(judgeName)) && norm(v).length <= norm(judgeName).length + 32),
    () => kinder('verbatim', [['defendant_instructions', 'what the defendant is told to do, word for word'], ['required_action', 'the sentence telling the defendant what to do'], ['what_defendant_must_do', '']], mustDo),
    () => kinder('currency_symbol', [['currency', ''], ['claim_currency', 'currency of the amounts']], loc.currency.code),
  ];
  const keep = new Set(shuffle(r, roles.map((_, i) => i)).slice(0, int(r, 10, 12)));
  roles.forEach((f, i) => keep.has(i) && f());
  const [nt, nw] = pick(r, NEVER); // a field the notice never states
  ask.field(nt, nw, null);

  const kv = (label: string, value: string): Block => ({ kind: 'kv', label, value });
  const para = (text: string): Block => ({ kind: 'para', text });
  const c = { court, building, room, address, judge: judgeText, date: date(hearing), time: hTime, cl: claimant, df: defendant, amt: money(amount), reason, open: officeOpen, total: money(total) };
  const say = (xs: string[]) => fill(pick(r, xs), c);
  const she = (party: string) => FEMALE.test(party) || firms.includes(party); // a firm is 'die Klägerin'
  const withAddr = (who: string) => ({ kind: 'lines' as const, lines: [who, ...postal(r, li)] });
  const head: Block[] = [{ kind: 'title', text: court }, ...(division && chance(r, 0.7) ? [{ kind: 'lines' as const, lines: [division] }] : []), ...(chance(r, 0.6) ? [{ kind: 'lines' as const, lines: address.split(', ').length > 2 ? [address.slice(0, address.indexOf(', ')), address.slice(address.indexOf(', ') + 2)] : address.split(', ') }] : []), { kind: 'title', text: w('title') }];
  const ids: Block[] = shuffle(r, [kv(w('no'), caseNo), ...(feeAcct ? [kv(hwf ? 'Help with Fees ref.' : w('fee'), feeAcct)] : li === 3 ? [kv('N° Portalis', portalis)] : []), kv(w('issued'), date(issued)), ...(chance(r, 0.6) ? [kv(w('served'), date(served))] : [])]);
  const parties: Block[] = li === 2 && chance(r, 0.6)
    ? [para('In dem Rechtsstreit'), withAddr(claimant), para(`– ${w('cl', she(claimant))} –`), ...(chance(r, 0.5) ? [para(`Prozessbevollmächtigte${FEMALE.test(clSolicitor) ? '' : 'r'}: Rechtsanwalt${FEMALE.test(clSolicitor) ? 'in' : ''} ${clSolicitor}`)] : []), para('gegen'), withAddr(defendant), para(`– ${w('df', she(defendant))} –`), para(`wegen ${reason}`)]
    : chance(r, 0.35) ? [{ kind: 'table', header: [w('cl', she(claimant)), w('df', she(defendant))], rows: [[claimant, defendant]] }]
      : [{ kind: 'kv', label: w('cl', she(claimant)), value: '', above: true }, withAddr(claimant), ...(li < 2 && chance(r, 0.35) ? [kv(li ? 'Attorney for Plaintiff' : 'Claimant’s legal representative', `${clSolicitor}, ${pick(r, ['Hartley & Moss', 'Quinn Law Group', 'Ellison Solicitors', 'Barker Reid LLP'])}`)] : []), { kind: 'kv', label: w('df', she(defendant)), value: '', above: true }, withAddr(defendant)];
  const moneyRows: Array<[string, string]> = [[w('amt'), money(amount)], ...(cfee ? [[w('cfee'), money(cfee)] as [string, string]] : []), ...(costs || li ? [[w('costs'), money(costs)] as [string, string]] : []), ...(li === 3 ? [] : [[w('total'), money(total)] as [string, string]])];
  const amounts: Block[] = chance(r, 0.4) ? [{ kind: 'table', header: ['', li === 2 ? 'Betrag' : li === 3 ? 'Montant' : 'Amount'], rows: moneyRows }] : moneyRows.map(([a, b]) => kv(a, b));
  const claimSays = para(say([
    ['The claimant claims {amt} for {reason}.', '{cl} claims {amt} from {df} in respect of {reason}.'], ['The plaintiff asks the court to order the defendant to pay {amt} for {reason}.', '{cl} is suing {df} for {amt} ({reason}).'],
    ['Die Klägerseite verlangt Zahlung von {amt} ({reason}).', 'Gegenstand der Klage: {reason}; gefordert werden {amt} nebst Zinsen.'], ['Le demandeur sollicite la condamnation du défendeur au paiement de la somme de {amt} au titre de {reason}.', 'Objet de la demande : {reason}, pour un montant de {amt} en principal.'],
  ][li]));
  const hearingBlocks: Block[] = chance(r, 0.5)
    ? [kv(w('hdate'), date(hearing)), kv(w('htime'), hTime), kv(w('hwhere'), li === 2 ? `${room}, ${building}` : `${building}, ${room}`), { kind: 'lines', lines: [address] }, kv(w('judge'), judgeText)]
    : [para(say([
      ['The claim has been allocated to the small claims track and will be heard by {judge} at {building}, {address}, on {date} at {time} in {room}.', 'TAKE NOTICE that the hearing will take place on {date} at {time} at {building} ({room}), {address}, before {judge}.'],
      ['Your hearing is scheduled for {date} at {time} in {room} of the {building}, {address}. Judicial officer: {judge}.', 'The trial will be held on {date} at {time} before {judge}, {building}, {room}, {address}.'],
      ['Termin zur Güteverhandlung und sich unmittelbar anschließenden mündlichen Verhandlung wird bestimmt auf {date}, {time}, {room}, {building}, {address}. Vorsitz: {judge}.', 'Die mündliche Verhandlung findet am {date} um {time} im {building}, {address}, {room}, statt (Vorsitz: {judge}).'],
      ['L’affaire sera appelée à l’audience du {date} à {time}, {room}, {building}, {address}, présidée par {judge}.', 'Vous êtes convoqué(e) à l’audience du {date} à {time} au {building} ({room}), {address}. Juge : {judge}.'],
    ][li]))];
  const docs = para(say([
    ['Each party must deliver to every other party and to the court copies of all documents on which they intend to rely no later than 14 days before the hearing.', 'Both parties must send the court and each other copies of their documents at least 14 days before the hearing.'],
    ['Bring all witnesses, photos, receipts and other documents that support your case to the hearing.', 'Check in with the clerk at least 30 minutes before your hearing.'],
    ['Das persönliche Erscheinen der Parteien wird angeordnet.', 'Zur Güteverhandlung haben die Parteien persönlich zu erscheinen.'],
    ['Les parties sont tenues de se présenter en personne ou de se faire représenter.', 'Vous pouvez vous faire assister ou représenter par un avocat ou par un proche.'],
  ][li]));
  const warn = para(say([['If you do not respond, the claimant may ask the court to enter judgment against you.', 'If the defendant does not reply in time, judgment may be entered without a hearing.'], ['If you do not go to court, you may lose the case and the court may order you to pay money.'], ['Versäumt die beklagte Partei die Frist, kann auf Antrag ein Versäumnisurteil ergehen.'], ['En cas de non-comparution, un jugement pourra être rendu sur les seuls éléments fournis par votre adversaire.']][li]));
  const office = para(say([['The court office is open from {open} to 4pm, Monday to Friday.'], ['The clerk’s office opens at {open}, Monday through Friday.'], ['Die Geschäftsstelle ist ab {open} besetzt.'], ['Le greffe est ouvert au public à partir de {open}.']][li]));
  const signOff: Block = { kind: 'lines', lines: [[`${pick(r, ['Court Officer', 'Issued by'])}: ${clerk}`, `Deputy Clerk: ${clerk}`, `${clerk}, Urkundsbeamt${FEMALE.test(clerk) ? 'in' : 'er'} der Geschäftsstelle`, `${FEMALE.test(clerk) ? 'La greffière' : 'Le greffier'}, ${clerk}`][li]] };
  const instructions = [para(mustDo), ...(chance(r, 0.6) ? [warn] : [])];
  const blocks: Block[] = chance(r, 0.5)
    ? [...head, ...ids, ...parties, claimSays, ...amounts, ...instructions, ...hearingBlocks, docs, office, signOff]
    : [...head, ...parties, ...ids, ...hearingBlocks, claimSays, ...amounts, ...instructions, docs, ...(chance(r, 0.5) ? [office] : []), signOff];
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const courtNotices: Family = { name: 'court-notice', kind: 'correspondence', split: 'train', formats: ['pdf', 'docx', 'txt', 'html'], make };
