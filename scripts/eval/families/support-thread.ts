/**
 * Training family: B2B / SaaS support conversations (3 to 6 messages between a customer's
 * contact and the vendor's agents) in English (UK, US), German and French, as a help-desk
 * ticket export (JSON), a printed ticket, an e-mail thread newest first with quoted replies, or
 * a shared-channel chat log. The customer states when the incident started (a date and a time in
 * prose, beside the messages' own dates), "about 40 of our 250 seats", the error code beside a
 * request id and the ticket number, the workspace id and the plan; an agent grades the severity,
 * commits to something, offers a service credit beside the monthly price, and sometimes says the
 * fix went live on a date. Signatures carry company, role and phone. Never a renewal date, VAT
 * number, satisfaction score or coupon.
 */
import { addDays, fmtDate, fmtMoney, isoOf, LOCALES, pad, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';

/** Per locale (UK, US, DE, FR): customer companies [name, domain], contacts [given, surname, gender], roles, colleagues. */
const COMPANIES = [[['Brightwater Analytics Ltd', 'brightwater-analytics.co.uk'], ['Penhallow Logistics Ltd', 'penhallow.co.uk']], [['Copperline Media Inc.', 'copperlinemedia.com'], ['Tidewater Health Partners LLC', 'tidewaterhp.com']], [['Nordlicht Versand GmbH', 'nordlicht-versand.de'], ['Kranich Software AG', 'kranich-software.de']], [['Maison Verdier SAS', 'maison-verdier.fr'], ['Atelier Numérique Roux SARL', 'atelier-roux.fr']]];
const CONTACTS = [[['Olivia', 'Hargreaves', 'f'], ['Ben', 'Ashworth', 'm']], [['Megan', 'Sullivan', 'f'], ['Carlos', 'Rivera', 'm']], [['Anna', 'Becker', 'f'], ['Felix', 'Hoffmann', 'm']], [['Julie', 'Moreau', 'f'], ['Thomas', 'Garnier', 'm']]];
const ROLES = [['IT Manager', 'Head of Operations', 'Systems Administrator'], ['IT Director', 'Operations Lead', 'Sysadmin'], ['IT-Leitung', 'Teamleitung Operations', 'Systemadministration'], ['Responsable informatique', 'Direction des opérations', 'Service informatique']];
const COLLEAGUES = [['Priya Shah', 'Callum Reid'], ['Jordan Blake', 'Aisha Grant'], ['Jonas Weber', 'Miriam Koch'], ['Pierre Lambert', 'Inès Morel']];
const AGENTS = [['Maya Chen', 'Tom Rietveld', 'Sam Okoro'], ['Maya Chen', 'Derek Hall', 'Sam Okoro'], ['Lukas Brenner', 'Sophie Wagner', 'Deniz Aydın'], ['Élodie Martin', 'Nicolas Petit', 'Sarah Benhamou']];
const VENDORS = [['Flowdesk', 'flowdesk.io'], ['Syncrate', 'syncrate.com'], ['Ledgerly', 'ledgerly.app'], ['Brightboard', 'brightboard.io']];
const PLANS = ['Starter', 'Team', 'Business', 'Enterprise'];
const PHONES = ['+44 20 7946 0', '+1 (312) 555-0', '+49 30 901820', '+33 1 84 88 0'];
/** What broke, as each language says "n of our seats ..." and the short name of the feature. */
const PROBLEMS: Array<[string, string, string, string, string, string]> = [
  ['cannot sign in through SSO', 'SSO sign-in', 'können sich nicht mehr per SSO anmelden', 'die SSO-Anmeldung', 'ne peuvent plus se connecter via le SSO', 'la connexion SSO'],
  ['see no new data in their dashboards because the nightly sync fails', 'the data sync', 'sehen keine aktuellen Daten im Dashboard, weil die Synchronisierung fehlschlägt', 'die Synchronisierung', 'ne voient plus de données à jour car la synchronisation échoue', 'la synchronisation'],
  ['cannot export reports to PDF or CSV', 'PDF and CSV export', 'können keine Berichte mehr als PDF oder CSV exportieren', 'der Berichtsexport', "n'arrivent plus à exporter leurs rapports en PDF ou CSV", "l'export des rapports"],
  ['no longer receive any e-mail notifications', 'notification delivery', 'erhalten keine E-Mail-Benachrichtigungen mehr', 'der Benachrichtigungsversand', 'ne reçoivent plus aucune notification par e-mail', "l'envoi des notifications"],
];
/** What an agent commits to: while the fault is open (first), or either way. */
const COMMITS = [
  [['We will post an update on this ticket every four hours until the fix is live.', 'A permanent fix is scheduled for our next release and I will confirm here as soon as it is deployed.'], ['I will send you the full root-cause analysis within five working days.', 'Our engineers will keep your workspace under observation for 48 hours and I will contact you if anything changes.', "I'll personally check in with you tomorrow morning to confirm everything is stable."]],
  [['Wir melden uns alle vier Stunden mit einem Zwischenstand, bis die Störung behoben ist.', 'Die dauerhafte Korrektur ist für das nächste Release eingeplant; ich bestätige Ihnen hier, sobald sie ausgerollt ist.'], ['Die vollständige Ursachenanalyse schicke ich Ihnen innerhalb von fünf Werktagen zu.', 'Unser Technikteam beobachtet Ihren Workspace noch 48 Stunden und ich melde mich, falls etwas auffällt.']],
  [["Nous publierons un point d'avancement sur ce ticket toutes les quatre heures jusqu'à la mise en production du correctif."], ["Je vous transmettrai l'analyse complète des causes sous cinq jours ouvrés.", 'Nos équipes surveilleront votre espace de travail pendant 48 heures et je reviendrai vers vous en cas d’anomalie.']],
];
const minutesOf = (v: unknown) => {
  const m = /(\d{1,2})\s*[:.h]\s*(\d{2})?\s*(a\.?\s?m\.?|p\.?\s?m\.?)?/i.exec(String(v));
  return m ? ((+m[1] % (m[3] ? 12 : 24)) + (m[3] && /p/i.test(m[3]) ? 12 : 0)) * 60 + Number(m[2] ?? 0) : -1;
};
interface Msg { agent: boolean; name: string; email: string; at: Date; hello: string; text: string[]; sig: string[] }

function make(r: Rng, format: string): ReturnType<Family['make']> {
  const li = int(r, 0, 3);
  const loc = LOCALES[li];
  const lang = li < 2 ? 0 : li - 1;
  const s = (en: string[], de: string[], fr: string[]) => pick(r, [en, de, fr][lang]);
  const [company, domain] = pick(r, COMPANIES[li]);
  const [given, surname, gender] = pick(r, CONTACTS[li]);
  const contact = `${given} ${surname}`;
  const email = `${pick(r, [`${given}.${surname}`, `${given[0]}${surname}`, given])}`.toLowerCase().normalize('NFD').replace(/[^a-z.]/g, '') + `@${domain}`;
  const [vendor, vdomain] = pick(r, VENDORS);
  const [agent1, agent2] = [pick(r, AGENTS[li].slice(0, 2)), AGENTS[li][2]];
  const colleague = pick(r, COLLEAGUES[li]);
  const plan = pick(r, PLANS);
  const seats = pick(r, [25, 40, 60, 120, 250, 400]);
  const affected = Math.max(3, Math.round((seats * pick(r, [0.1, 0.15, 0.3, 0.5])) / 5) * 5);
  const perSeat = { Starter: 8, Team: 12, Business: 19, Enterprise: 32 }[plan]!;
  const monthly = seats * perSeat;
  const pct = pick(r, [10, 15, 20, 25]);
  const credit = chance(r, 0.8) ? Math.round(monthly * pct) / 100 : null;
  const ws = pick(r, [`ws-${int(r, 100000, 999999)}`, `ACC-${int(r, 20000, 89999)}`, `${vendor.toLowerCase().slice(0, 3)}-${int(r, 1000, 9999)}-${pick(r, ['eu', 'us', 'uk'])}`]);
  const ticketNo = int(r, 10000, 99999);
  const reqId = `req_${int(r, 10000000, 99999999).toString(36)}${int(r, 1000, 9999)}`;
  const pi = int(r, 0, 3);
  const code = pick(r, [`E${int(r, 1000, 9999)}`, `${['SSO', 'SYNC', 'EXP', 'NTF'][pi]}-${int(r, 100, 599)}`, `ERR_${['AUTH_REJECTED', 'SYNC_TIMEOUT', 'EXPORT_FAILED', 'MAIL_QUEUE_FULL'][pi]}`]);
  const started = randomDate(r, 2021, 2025);
  const [sh, sm] = [int(r, 6, 17), pick(r, [0, 5, 10, 15, 20, 30, 40, 45, 50])];
  const at = (d: Date, h: number, m: number) => new Date(d.getTime() + (h * 60 + m) * 60000);
  const lag = int(r, 0, 2);
  const firstAt = at(addDays(started, lag), lag === 0 ? Math.min(sh + int(r, 1, 3), 18) : int(r, 8, 16), int(r, 0, 59));
  const resolved = chance(r, 0.6) ? addDays(started, lag + int(r, 0, 3)) : null;
  const priority = pick(r, ['Low', 'Normal', 'High', 'High', 'Urgent']);
  const sev = priority === 'Urgent' ? 1 : priority === 'Low' ? int(r, 3, 4) : int(r, 2, 3);
  const [style, variant] = [li >= 2 && chance(r, 0.8) ? loc.dates[0] : pick(r, loc.dates), r()]; // German and French prose mostly in the local style
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, chance(r, 0.25));
  const clock = (h: number, m: number) => [pick(r, [`${h}:${pad(m)}`, `${h % 12 || 12}:${pad(m)}${h < 12 ? 'am' : 'pm'}`]), `${h % 12 || 12}:${pad(m)} ${h < 12 ? 'AM' : 'PM'}`, `${pad(h)}:${pad(m)} Uhr`, `${h}h${pad(m)}`][li];
  const stamp = (d: Date) => `${date(d)}${li === 3 ? ' à' : ','} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  const startTime = clock(sh, sm);
  const tz = chance(r, 0.4) ? pick(r, [[' GMT', ' UK time'], [' ET', ' CT', ' Pacific'], [' MEZ', ' (MEZ)'], [' (heure de Paris)', ' CET']][li]) : '';
  const sevSaid = s([`Severity ${sev}`, `Sev ${sev}`, `a severity-${sev} incident`], [`Schweregrad ${sev}`, `Severity ${sev}`], [`sévérité ${sev}`, `niveau de gravité ${sev}`]);
  const [pEn, pEnShort, pDe, pDeShort, pFr, pFrShort] = PROBLEMS[pi];
  const short = [pEnShort, pDeShort, pFrShort][lang];
  const Mr = [gender === 'f' ? 'Frau' : 'Herr', gender === 'f' ? 'Madame' : 'Monsieur'][lang - 1];

  // The messages.
  const startSaid = s([`Since ${date(started)} at around ${startTime}${tz}`, `Starting on ${date(started)} at roughly ${startTime}${tz}`, `From ${startTime}${tz} on ${date(started)} onwards`], [`Seit dem ${date(started)} gegen ${startTime}${tz}`, `Ab dem ${date(started)}, ca. ${startTime}${tz},`], [`Depuis le ${date(started)} vers ${startTime}${tz}`, `À partir du ${date(started)} vers ${startTime}${tz}`]);
  const countSaid = s([`about ${affected} of our ${seats} seats`, `around ${affected} users (out of ${seats} ${li === 1 ? "licenses" : "licences"})`, `${affected} of the ${seats} people in our workspace`], [`etwa ${affected} unserer ${seats} Nutzer`, `rund ${affected} von ${seats} lizenzierten Nutzern`], [`environ ${affected} de nos ${seats} utilisateurs`, `${affected} utilisateurs sur nos ${seats} licences`]);
  const c1: string[] = [
    (lang === 1 ? `${startSaid} haben wir ein Problem: ${countSaid} ${pDe}. ` : `${startSaid}, ${countSaid} ${[pEn, pDe, pFr][lang]}. `) + s([`The error shown is ${code}.`, `Everyone gets error code ${code}.`], [`Angezeigt wird der Fehlercode ${code}.`, `Die Meldung lautet: ${code}.`], [`Le message affiché est le code d'erreur ${code}.`, `Tout le monde obtient l'erreur ${code}.`]),
    s([`Our workspace ID is ${ws} and we're on the ${plan} plan.`, `Workspace: ${ws} (${plan} plan).`], [`Unsere Workspace-ID lautet ${ws}, wir nutzen den ${plan}-Tarif.`], [`Notre identifiant d'espace de travail est ${ws} (offre ${plan}).`]) + (chance(r, 0.4) ? ' ' + s(['This is urgent for us, as month-end reporting is due.'], ['Das ist für uns dringend, da der Monatsabschluss ansteht.'], ['C’est urgent pour nous, la clôture mensuelle approche.']) : ''),
  ];
  const sig = [contact, `${pick(r, ROLES[li])}${pick(r, [' | ', ', '])}${company}`, `${PHONES[li]}${int(r, 100, 999)}`];
  const greet = s([`Hi ${given},`, `Hello ${given},`], [`Hallo ${Mr} ${surname},`, `Guten Tag ${Mr} ${surname},`], [`Bonjour ${Mr} ${surname},`, `Bonjour ${given},`]);
  const a1: string[] = [
    s([`Thanks for reporting this, and sorry for the disruption. I can see workspace ${ws} and I've logged this as ${sevSaid} under ticket #${ticketNo}.`, `Thank you for the details. I've classified the issue as ${sevSaid} (ticket #${ticketNo}) and escalated it to our engineers.`], [`danke für die Meldung, und entschuldigen Sie die Unannehmlichkeiten. Ich habe den Fall als ${sevSaid} eingestuft (Ticket #${ticketNo}) und an unser Technikteam weitergegeben.`], [`Merci pour votre signalement, et toutes nos excuses pour la gêne occasionnée. J'ai classé l'incident en ${sevSaid} (ticket n° ${ticketNo}) et l'ai transmis à nos ingénieurs.`]),
    s(['Could you send me a request ID from one of the failed attempts?'], ['Könnten Sie mir eine Request-ID eines fehlgeschlagenen Versuchs schicken?'], ["Pourriez-vous m'envoyer l'identifiant de requête d'une tentative échouée ?"]),
  ];
  const c2 = [s([`Here you go: ${reqId}. ${colleague}, our IT lead, is copied in.`, `Request ID: ${reqId}. It happened again this morning.`], [`Hier die ID: ${reqId}. Ich habe ${colleague} aus unserer IT in Kopie genommen.`], [`Voici l'identifiant : ${reqId}. Je mets ${colleague}, notre responsable IT, en copie.`])];
  const fixed = resolved ? s([`Our engineers deployed a fix on ${date(resolved)} and ${short} is working again for all users.`, `Good news: the issue was resolved on ${date(resolved)}, and we've confirmed ${short} is back to normal in ${ws}.`], [`Unser Team hat am ${date(resolved)} eine Korrektur ausgerollt, ${short} funktioniert seitdem wieder für alle Nutzer.`], [`Un correctif a été déployé le ${date(resolved)} : ${short} fonctionne de nouveau pour tous les utilisateurs.`]) : s([`We've found the cause (a faulty configuration change on our side) and are still working on ${short}.`], [`Wir haben die Ursache gefunden (eine fehlerhafte Konfigurationsänderung bei uns) und arbeiten mit Hochdruck an einer Lösung.`], [`Nous avons identifié la cause (une modification de configuration de notre côté) et travaillons encore sur ${short}.`]);
  const creditSaid = credit !== null ? s([`To make up for it we'd like to offer a service credit of ${money(credit)} on your next invoice, which is ${pct}% of your monthly subscription of ${money(monthly)}.`, `As a goodwill gesture I've arranged a credit of ${money(credit)} against your ${plan} subscription (normally ${money(monthly)} per month).`], [`Als Ausgleich schreiben wir Ihnen ${money(credit)} auf der nächsten Rechnung gut, das entspricht ${pct} % Ihrer Monatsgebühr von ${money(monthly)}.`], [`En compensation, nous vous proposons un avoir de ${money(credit)} sur votre prochaine facture, soit ${pct} % de votre abonnement mensuel de ${money(monthly)}.`]) : s([`Your monthly fee of ${money(monthly)} is unaffected, as the outage stayed within the SLA, so no credit applies this time.`], [`Da die Störung innerhalb des SLA lag, bleibt Ihre Monatsgebühr von ${money(monthly)} unverändert.`], [`L'incident restant dans le cadre du SLA, votre abonnement de ${money(monthly)} par mois reste inchangé.`]);
  const commit = pick(r, resolved ? COMMITS[lang][1] : [...COMMITS[lang][0], ...COMMITS[lang][1]]);
  const a2 = [fixed, creditSaid, commit];
  const c3 = [resolved ? s([`Thanks ${agent2.split(' ')[0]}, that's appreciated.`, 'Confirmed, it looks fine on our side now.'], ['Vielen Dank, bei uns sieht jetzt alles gut aus.'], ['Merci, tout semble fonctionner de notre côté.']) : s(['Thanks. Please keep us posted, the team is waiting on this.'], ['Danke, bitte halten Sie uns auf dem Laufenden.'], ['Merci, tenez-nous informés.'])];
  const a3 = [resolved ? s(["Glad to hear it. I'll set this ticket to solved; just reply to reopen it."], ['Das freut mich. Ich schließe das Ticket; eine Antwort öffnet es wieder.'], ['Parfait, je passe le ticket en résolu ; il suffit de répondre pour le rouvrir.']) : s(['Of course, you will hear from us as soon as there is news.'], ['Selbstverständlich, wir melden uns, sobald es Neuigkeiten gibt.'], ['Bien sûr, nous revenons vers vous dès que possible.'])];
  const team = s([`${vendor} Support`, `${vendor} Customer Success`], [`${vendor} Support-Team`], [`Support ${vendor}`]);
  const msgs: Msg[] = [{ agent: false, name: contact, email, at: firstAt, hello: s([`Hi ${vendor} support,`, 'Hello,'], ['Hallo zusammen,', 'Guten Tag,'], ['Bonjour,']), text: c1, sig }];
  const push = (agent: boolean, text: string[], hours: number, who = agent1, hello = '') => msgs.push({ agent, name: agent ? who : contact, email: agent ? `support@${vdomain}` : email, at: new Date(msgs[msgs.length - 1].at.getTime() + hours * 3600000), hello, text, sig: agent ? [who, team] : [given] });
  push(true, a1, pick(r, [0.5, 1, 2]), agent1, greet);
  if (chance(r, 0.6)) push(false, c2, pick(r, [1, 3, 5]));
  const a2At = resolved ? Math.max(1.5, (resolved.getTime() - msgs[msgs.length - 1].at.getTime()) / 3600000 + int(r, 14, 18)) : pick(r, [4, 8, 20]);
  push(true, a2, a2At, agent2, greet);
  const closed = chance(r, 0.5) && chance(r, 0.5);
  if (closed || chance(r, 0.35)) push(false, c3, pick(r, [1, 2, 18]));
  if (closed) push(true, a3, 1);
  const status = resolved ? (closed ? 'solved' : pick(r, ['solved', 'pending'])) : closed ? 'pending' : 'open';

  const ask = new Ask(r);
  if (chance(r, 0.6)) ask.field('text', [['customer_company', 'organisation that raised the ticket'], ['client', ''], ['account_name', 'customer business name']], company);
  ask.field('text', [['contact_person', 'who at the customer wrote in'], ['reported_by', ''], ['customer contact', 'name of the person on the customer side']], contact);
  if (chance(r, 0.5)) ask.field('text', [['contact_email', "the customer's e-mail"], ['reply address', ''], ['requester_mail', 'e-mail of the person who reported the issue']], email);
  ask.field('id_alphanumeric', [['workspace_id', "the customer's account or workspace identifier"], ['tenant', ''], ['account id', 'not the ticket number']], ws);
  ask.field('single_select', [['plan', ''], ['subscription_tier', 'which plan the customer pays for'], ['license level', 'subscription plan']], plan, chance(r, 0.5) ? ['Free', ...PLANS] : PLANS);
  ask.field('date', [['incident_start', 'when the problem began'], ['outage_began_on', ''], ['issue start date', 'day the customer first saw the fault']], isoOf(started));
  if (chance(r, 0.3)) ask.compare[ask.field('text', [['start_time', 'time of day the problem began'], ['incident time', '']], startTime)] = (v) => minutesOf(v) === sh * 60 + sm;
  ask.field('number', [['users_affected', 'how many users have the problem'], ['impacted_seats', ''], ['affected headcount', 'number of people hit by the issue']], affected);
  if (chance(r, 0.25)) ask.field('number', [['total_seats', 'licences the customer has'], ['seat_count', '']], seats);
  if (chance(r, 0.7)) ask.field('id_alphanumeric', [['error_code', 'code shown by the failing feature'], ['error', ''], ['fault code', 'error message code reported']], code);
  ask.field('currency', [['credit_offered', 'compensation the vendor offers'], ['refund_amount', ''], ['goodwill credit', 'amount credited to the customer']], credit);
  if (chance(r, 0.25)) ask.field('currency', [['monthly_price', 'what the subscription costs per month'], ['mrr', '']], monthly);
  if (chance(r, 0.2)) ask.field('currency_symbol', [['currency', 'currency of the amounts'], ['ccy', '']], loc.currency.code);
  ask.field('verbatim', [['agent_commitment', 'what support promised, word for word'], ['promise', ''], ['next steps from vendor', 'the sentence where the agent commits to an action']], commit);
  if (chance(r, 0.85)) ask.field('single_select', [['priority', ''], ['ticket_priority', 'priority set on the ticket'], ['urgency level', 'the help desk priority']], priority, ['Low', 'Normal', 'High', 'Urgent']);
  if (chance(r, 0.55)) ask.field('single_select', [['severity', 'severity the agent assigned'], ['sev_level', ''], ['incident severity', '']], `Sev ${sev}`, ['Sev 1', 'Sev 2', 'Sev 3', 'Sev 4']);
  if (chance(r, 0.8)) ask.field('date', [['resolved_on', 'date the fix was deployed, if it was'], ['resolution_date', ''], ['fixed date', 'when the issue was solved']], resolved ? isoOf(resolved) : null);
  const [ntype, nways]: [FieldType, Array<[string, string]>] = pick(r, [['date', [['renewal_date', 'when the contract renews'], ['contract end', '']]], ['id_alphanumeric', [['vat_number', "customer's VAT id"], ['tax id', '']]], ['number', [['csat_score', 'satisfaction rating given'], ['nps', '']]], ['text', [['coupon_code', 'discount code offered'], ['promo', '']]]] as Array<[FieldType, Array<[string, string]>]>);
  ask.field(ntype, nways, null);

  // Renderings.
  const noun = short.replace(/^(the |die |der |la |l')/, '');
  const subject = s([`${noun[0].toUpperCase()}${noun.slice(1)} failing – error ${code}`, `[${company}] ${noun} not working`, `Problem with ${noun} since ${date(started)}`], [`Störung: ${noun} (${code})`, `Fehler ${code} seit ${date(started)}`], [`Incident : ${noun} (${code})`, `Erreur ${code} sur notre espace`]);
  const prioSaid = [priority, priority, { Low: 'niedrig', Normal: 'normal', High: 'hoch', Urgent: 'dringend' }[priority]!, { Low: 'basse', Normal: 'normale', High: 'haute', Urgent: 'urgente' }[priority]!][li];
  const L = [['Requester', 'Priority', 'Status', 'Created', 'Organisation'], ['Requester', 'Priority', 'Status', 'Created', 'Organization'], ['Anfragende/r', 'Priorität', 'Status', 'Erstellt', 'Organisation'], ['Demandeur', 'Priorité', 'Statut', 'Créé le', 'Organisation']][li];
  const bodyBlocks = (m: Msg, withSig = true): Block[] => [...[m.hello, ...m.text].filter(Boolean).map((t): Block => ({ kind: 'para', text: t })), ...(withSig ? [{ kind: 'lines', lines: [s(m.agent ? ['Best,', 'Kind regards,', '—'] : ['Thanks,', 'Regards,', ''], ['Viele Grüße', 'Beste Grüße'], ['Cordialement,', 'Bien à vous,']), ...m.sig].filter(Boolean) } as Block] : [])];
  const flat = (m: Msg) => [m.hello, ...m.text, (m.agent ? m.sig.slice(0, 1) : m.sig).join('\n')].filter(Boolean).join('\n\n');
  const view = format === 'ticket' ? 0 : int(r, 0, 2);
  let blocks: Block[];
  if (view === 0) {
    blocks = [{ kind: 'title', text: `#${ticketNo} ${subject}` }, { kind: 'kv', label: L[0], value: `${contact} <${email}>` }, { kind: 'kv', label: L[4], value: company }, { kind: 'kv', label: L[1], value: prioSaid }, { kind: 'kv', label: L[2], value: status }, { kind: 'kv', label: L[3], value: stamp(firstAt) }];
    for (const m of msgs) blocks.push({ kind: 'lines', lines: [`${m.name}${m.agent ? ` (${team})` : ''} – ${stamp(m.at)}`] }, ...bodyBlocks(m));
  } else if (view === 1) {
    blocks = [{ kind: 'lines', lines: [`[${vendor} #${ticketNo}] ${L[1]}: ${prioSaid} · ${L[2]}: ${status}`] }];
    const rev = [...msgs].reverse();
    const H = [['From', 'To', pick(r, ['Date', 'Sent']), 'Subject', 'Re: '], ['From', 'To', pick(r, ['Date', 'Sent']), 'Subject', 'RE: '], ['Von', 'An', pick(r, ['Datum', 'Gesendet']), 'Betreff', 'AW: '], ['De', 'À', 'Date', 'Objet', 'RE : ']][li];
    rev.forEach((m, i) => {
      const prev = rev[i + 1];
      blocks.push({ kind: 'lines', lines: [`${H[0]}: ${m.name} <${m.email}>`, `${H[1]}: ${m.agent ? contact : team} <${m.agent ? email : `support@${vdomain}`}>`, `${H[2]}: ${stamp(m.at)}`, `${H[3]}: ${i === rev.length - 1 ? '' : H[4]}${subject}`] }, ...bodyBlocks(m));
      if (prev) blocks.push({ kind: 'lines', lines: [s([`On ${stamp(prev.at)}, ${prev.name} wrote:`], [`Am ${stamp(prev.at)} schrieb ${prev.name}:`], [`Le ${stamp(prev.at)}, ${prev.name} a écrit :`]), ...flat(prev).split("\n").map((l) => (l ? `> ${l}` : ">")), '-----'] });
    });
  } else {
    blocks = [{ kind: 'title', text: s([`Shared channel export – ${vendor} × ${company}`, `${vendor} chat transcript`], [`Chatverlauf ${vendor} – ${company}`], [`Historique de conversation ${vendor} – ${company}`]) }, { kind: 'kv', label: L[0], value: `${contact} <${email}>` }, ...(chance(r, 0.5) ? [{ kind: 'kv', label: L[4], value: company } as Block] : []), { kind: 'kv', label: 'Ticket', value: `#${ticketNo}` }, { kind: 'kv', label: L[1], value: prioSaid }];
    for (const m of msgs) blocks.push({ kind: 'para', text: `[${stamp(m.at)}] ${m.name}: ${m.text.join(' ').replace(/^./, (c) => c.toUpperCase())}` });
    if (!blocks.some((b) => b.kind === 'kv' && b.value === company)) blocks.push({ kind: 'lines', lines: [`${contact} · ${sig[1]}`] });
  }
  const ticket = {
    id: ticketNo,
    subject,
    description: flat(msgs[0]),
    status,
    priority: priority.toLowerCase(),
    requester: chance(r, 0.6) ? { name: contact, email } : email,
    organization: company,
    created_at: firstAt.toISOString(),
    comments: msgs.slice(1).map((m) => ({ author: m.agent ? (chance(r, 0.5) ? { name: m.name, email: m.email } : m.name) : { name: m.name, email: m.email }, created_at: m.at.toISOString(), body: flat(m) })),
  };
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare, ticket, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const supportThreads: Family = { name: 'support-thread', kind: 'correspondence', split: 'train', formats: ['ticket', 'txt', 'html', 'ticket'], make };
