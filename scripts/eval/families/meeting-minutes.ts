/**
 * Training family: minutes of committee, board, annual general and project group
 * meetings of clubs, residents' and tenants' associations, in UK, US, DE and FR wording.
 * Mostly prose: the organisation and the kind of meeting, date, start time and venue (in a
 * heading sentence or label lines), who chaired and who took the minutes, those present
 * (listed with their roles, or counted in prose beside the apologies and a quorum),
 * the previous meeting's minutes approved, a treasurer's balance, quotes for a project
 * and a resolution approving its budget (proposer, seconder, votes for, against and
 * abstaining), sometimes a change of the membership fee (old to new, a percentage or
 * both), action points with owners and due dates (a table or ACTION lines), the date of
 * the next meeting and the closing time.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, pad, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';

/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  kind: ['Minutes of the Committee Meeting|Minutes of the Management Committee Meeting|Minutes of the Annual General Meeting|Minutes of the Project Group Meeting', 'Minutes of the Board of Directors Meeting|Regular Board Meeting Minutes|Annual Meeting of Members – Minutes|Project Committee Meeting Minutes', 'Protokoll der Vorstandssitzung|Niederschrift über die Ausschusssitzung|Protokoll der Mitgliederversammlung|Protokoll der Projektgruppensitzung', "Procès-verbal de la réunion du conseil d'administration|Compte rendu de la réunion du bureau|Procès-verbal de l'assemblée générale|Compte rendu du comité de pilotage"],
  date: ['Date|Meeting date', 'Date|Meeting date', 'Datum|Sitzungstermin', 'Date|Date de la réunion'], time: ['Time|Start', 'Time|Called to order', 'Beginn|Uhrzeit', 'Heure|Début de séance'], venue: ['Venue|Location|Place', 'Location|Place', 'Ort|Sitzungsort', 'Lieu|Salle'],
  chair: ['Chair|In the chair|Chairperson', 'Presiding|Chair|President', 'Sitzungsleitung|Vorsitz', 'Président(e) de séance|Présidence'], sec: ['Minutes taken by|Minute-taker|Secretary', 'Recording Secretary|Minutes recorded by', 'Protokoll|Protokollführung|Schriftführung', 'Secrétaire de séance|Rédaction du compte rendu'],
  present: ['Present|Members present|Attendance', 'Present|Directors present|In attendance', 'Anwesend|Teilnehmende', 'Présents|Membres présents'], apol: ['Apologies|Apologies for absence', 'Absent|Excused', 'Entschuldigt|Abwesend (entschuldigt)', 'Excusés|Absents excusés'],
  guest: ['Also in attendance|In attendance', 'Also present|Guests', 'Gäste|Außerdem anwesend', 'Assistait également|Invité(s)'], chairTag: ['Chair', 'Chair|President', 'Vorsitz', 'présidence'], secTag: ['Secretary', 'Secretary', 'Schriftführung', 'secrétariat'], treasTag: ['Treasurer', 'Treasurer', 'Kasse', 'trésorerie'],
  hPrev: ['Minutes of the previous meeting|Previous minutes', 'Approval of minutes|Reading of the minutes', 'Protokoll der letzten Sitzung|Genehmigung des Protokolls', 'Approbation du procès-verbal précédent'], hFin: ["Treasurer's report|Finance", "Treasurer's report|Financial report", 'Kassenbericht|Bericht der Kasse', 'Rapport du trésorier|Finances'],
  hFee: ['Subscriptions|Membership fees', 'Dues|Membership dues', 'Mitgliedsbeiträge|Beiträge', 'Cotisations|Montant des cotisations'], hAob: ['Any other business|AOB', 'New business|Other business', 'Verschiedenes|Sonstiges', 'Questions diverses|Divers'],
  hNext: ['Date of next meeting|Next meeting', 'Next meeting|Adjournment', 'Nächste Sitzung|Termin der nächsten Sitzung', 'Prochaine réunion|Date de la prochaine réunion'], hAct: ['Action points|Actions', 'Action items|Follow-up items', 'Aufgaben|Offene Punkte', 'Actions à mener|Relevé des actions'],
  action: ['Action|Task', 'Action item|Task', 'Aufgabe|Maßnahme', 'Action|Tâche'], owner: ['Owner|Who|By', 'Owner|Responsible', 'Verantwortlich|Wer', 'Responsable|Porteur'], due: ['Due|By when|Deadline', 'Due date|Due', 'Termin|Bis', 'Échéance|Pour le'],
  sign: ["Signed (Chair)|Chair's signature", 'Signed, President|Approved', 'Unterschrift Vorsitz|Für die Richtigkeit', 'Signature du président de séance|Le président de séance'],
  fee: ['annual subscription|membership fee', 'annual dues|membership dues', 'Mitgliedsbeitrag|Jahresbeitrag', 'cotisation annuelle|cotisation'],
};
/** Sentences per language (English, German, French); {names} are filled in. */
const T: Record<string, [string[], string[], string[]]> = {
  head: [['Minutes of the meeting of {org} held on {date} at {start} at {venue}.', 'The meeting of {org} took place at {venue} on {date}, starting at {start}.'], ['Sitzung vom {date}, Beginn {start}, im {venue}.', 'Die Sitzung fand am {date} um {start} im {venue} statt.'], ['Réunion du {date} à {start}, dans la {venue}.', 'La réunion s’est tenue le {date} à {start} dans la {venue}.']],
  open: [['{chair} opened the meeting at {start} and welcomed those present.', 'The Chair, {chair}, welcomed members and opened the meeting at {start}.', 'The meeting began at {start} with {chair} in the chair.'], ['{chair} eröffnete die Sitzung um {start} und begrüßte die Anwesenden.', 'Die Sitzungsleitung ({chair}) eröffnete die Versammlung um {start}.'], ['{chair} ouvre la séance à {start} et remercie les participants de leur présence.', 'La séance est ouverte à {start} sous la présidence de {chair}.']],
  count: [['{n} members were present and apologies were received from {na}.', 'Attendance: {n} members; apologies from {na} members.'], ['Anwesend waren {n} Mitglieder; {na} hatten sich entschuldigt.', 'Es nahmen {n} Mitglieder teil, {na} Mitglieder fehlten entschuldigt.'], ['{n} membres étaient présents ; {na} s’étaient excusés.', 'Participants : {n} membres présents, {na} excusés.']],
  quorum: [['The Chair confirmed the meeting was quorate (quorum: {q}).', 'A quorum of {q} being present, the meeting could proceed.'], ['Die Beschlussfähigkeit wurde festgestellt (erforderlich: {q} Mitglieder).'], ['Le quorum de {q} membres étant atteint, la réunion peut valablement délibérer.']],
  prev: [['The minutes of the meeting held on {prev} were approved as a true record and signed by the Chair.', 'Minutes of the meeting of {prev} were accepted without amendment.'], ['Das Protokoll der Sitzung vom {prev} wurde ohne Änderungen genehmigt.'], ['Le procès-verbal de la réunion du {prev} est approuvé à l’unanimité.']],
  fin: [['{treas} reported a balance of {bal} in the current account as at {balOn}, with {res} held in reserve.', 'The Treasurer, {treas}, reported funds of {bal} at {balOn}; the reserve fund stands at {res}.'], ['{treas} berichtete über einen Kontostand von {bal} zum {balOn}; die Rücklage beträgt {res}.'], ['{treas} présente les comptes : le solde bancaire s’élève à {bal} au {balOn} et la réserve à {res}.']],
  quotes: [['Three quotes had been obtained for the {proj}: {q1}, {q2} and {q3}.', 'Members considered quotations for the {proj} from {q1}, {q2} and {q3}.'], ['Für {projDe} lagen drei Angebote vor: {q1}, {q2} und {q3}.'], ['Trois devis ont été reçus pour {projFr} : {q1}, {q2} et {q3}.']],
  resolve: [['It was resolved that the budget of {amt} for the {proj} be approved, proposed by {prop} and seconded by {sec}.', '{prop} proposed, and {sec} seconded, that {amt} be allocated to the {proj}.', 'Resolution: to approve spending of up to {amt} on the {proj}. Proposed: {prop}. Seconded: {sec}.'], ['Auf Antrag von {prop}, unterstützt von {sec}, wurde beschlossen, für {projDe} ein Budget von {amt} freizugeben.', 'Beschluss: Für {projDe} wird ein Budget von {amt} genehmigt. Antrag: {prop}; unterstützt von {sec}.'], ['Sur proposition de {prop}, appuyée par {sec}, il est décidé d’approuver un budget de {amt} pour {projFr}.', 'Résolution : un budget de {amt} est alloué à {projFr} (proposée par {prop}, appuyée par {sec}).']],
  votes: [['The motion was carried by {f} votes to {a}, with {ab} abstaining.', 'Votes: {f} in favour, {a} against, {ab} abstentions.', 'For: {f}. Against: {a}. Abstentions: {ab}. Carried.'], ['Abstimmung: {f} Ja-Stimmen, {a} Nein-Stimmen, {ab} Enthaltungen.', 'Der Antrag wurde mit {f} zu {a} Stimmen bei {ab} Enthaltungen angenommen.'], ['Vote : {f} pour, {a} contre, {ab} abstentions.', 'La résolution est adoptée par {f} voix pour et {a} voix contre ({ab} abstentions).']],
  feeBoth: [['It was agreed that the {fee} will rise by {pct} from {old} to {new} with effect from {eff}.'], ['Der {fee} steigt ab dem {eff} um {pct} von {old} auf {new}.'], ['La {fee} passera de {old} à {new} (+{pct}) à compter du {eff}.']],
  feeNew: [['Members approved an increase in the {fee} from {old} to {new}, effective {eff}.'], ['Die Versammlung stimmte einer Erhöhung des {fee}s von {old} auf {new} ab dem {eff} zu.'], ['L’assemblée approuve le passage de la {fee} de {old} à {new} à partir du {eff}.']],
  feePct: [['The committee agreed to increase the {fee}, currently {old}, by {pct} from {eff}.'], ['Der {fee} (derzeit {old}) wird ab dem {eff} um {pct} angehoben.'], ['La {fee}, actuellement de {old}, sera augmentée de {pct} à compter du {eff}.']],
  aob: [['{who} raised concerns about parking on the access road; the Secretary will write to the council.', '{who} thanked the volunteers who organised the spring clean-up.'], ['{who} wies auf die defekte Beleuchtung im Treppenhaus hin.', '{who} dankte den Helferinnen und Helfern des Frühjahrsputzes.'], ['{who} signale des problèmes de stationnement devant l’entrée.', '{who} remercie les bénévoles de la journée de nettoyage.']],
  act: [['ACTION: {owner} to {what} by {due}.', 'Action – {owner} will {what} by {due}.'], ['Aufgabe: {owner} wird bis zum {due} {what}.'], ['Action : {owner} doit {what} avant le {due}.']],
  next: [['The next meeting will be held on {next} at {start}.', 'Date of next meeting: {next}, same time and venue.'], ['Die nächste Sitzung findet am {next} um {start} statt.'], ['La prochaine réunion aura lieu le {next} à {start}.']],
  close: [['There being no further business, the meeting closed at {end}.', 'The Chair closed the meeting at {end}.'], ['Ende der Sitzung: {end}.', 'Die Sitzungsleitung schloss die Sitzung um {end}.'], ['L’ordre du jour étant épuisé, la séance est levée à {end}.']],
};
const ORGS = ["Elmwood Court Residents' Association|Harbourside Sailing Club|Northfield Allotment Society|Friends of Kelham Park", 'Maple Ridge Homeowners Association|Riverside Youth Soccer League|Cedar Hollow Garden Club|Lakeview Condominium Association', 'Mieterverein Lindenhof e.V.|TSV Grünwald 1898 e.V.|Kleingartenverein Sonnenblick e.V.|Förderverein Grundschule Am Park e.V.', "Association des résidents du Clos des Tilleuls|Amicale Sportive de Villeurbanne|Jardins partagés de la Croix-Rousse|Association des parents d'élèves Jules Ferry"];
const VENUES = ["St Mark's Church Hall|Northfield Community Centre|Ashcombe Village Hall|Room 3, Kelham Library", 'Lakeview Community Room|Riverside Public Library, Meeting Room B|Grace Church Fellowship Hall', 'Vereinsheim|Gemeinschaftsraum Haus B|Nebenzimmer des Gasthauses Zum Löwen|Besprechungsraum der Geschäftsstelle', 'salle polyvalente de la résidence|salle du conseil de la mairie annexe|salle de réunion du club-house|salle Jean Moulin'];
const PEOPLE = ['Margaret Ellis|David Okafor|Sian Roberts|Peter Lang|Helen Quigley|Raj Mehta|Alison Carr|Graham Pike|Nora Feeney|Colin Bradshaw|Yvonne Hart|Martin Reece', 'Linda Alvarez|Greg Thompson|Denise Walker|Marcus Bell|Karen Yoon|Steve Kowalski|Tanya Price|Robert Hughes|Emily Tran|Frank Delgado|Joyce Palmer|Ben Schultz', 'Ursula Neumann|Jürgen Haas|Petra Schulte|Dieter Kraus|Sabine Roth|Henrik Lange|Monika Beck|Ralf Simon|Ingrid Vogt|Uwe Franke|Carola Jung|Bernd Weiß', 'Isabelle Mercier|Philippe Garnier|Nathalie Blanc|Hervé Dumas|Claire Fontaine|Patrick Morel|Sylvie Laurent|Didier Perrin|Mélanie Roussel|Olivier Caron|Agnès Picard|Laurent Gautier'];
/** Projects: in English, German and French prose, then German and French headings. */
const PROJECTS: Array<[string, string, string, string, string]> = [['roof repair', 'die Dachsanierung', 'la réfection de la toiture', 'Dachsanierung', 'Toiture'], ['replacement of the car park lighting', 'die Erneuerung der Hofbeleuchtung', "le remplacement de l'éclairage du parking", 'Hofbeleuchtung', 'Éclairage du parking'], ['clubhouse kitchen refit', 'die Renovierung der Vereinsküche', 'la rénovation de la cuisine du club-house', 'Vereinsküche', 'Cuisine du club-house'], ['new play area', 'den neuen Spielplatz', "la création d'une aire de jeux", 'Spielplatz', 'Aire de jeux'], ['boundary fence', 'den neuen Grundstückszaun', 'la nouvelle clôture', 'Grundstückszaun', 'Clôture']];
const FIRMS = ['J. Pearce & Sons|Apex Building Services|Greenline Contractors|Castle Maintenance Ltd', 'Bau Schulte GmbH|Handwerkerhof Klein|Lehmann Bauservice|Maurer & Sohn', 'Bâti Services|Entreprise Lemoine|Roux Rénovation|Garnier et Fils'];
/** Action points: the words a user would use for it, then the action in English, German and French. */
const ACTIONS: Array<[string, string, string, string]> = [
  ['newsletter', 'circulate the spring newsletter to all members', 'den Frühjahrsrundbrief an alle Mitglieder versenden', 'diffuser la lettre d’information de printemps à tous les membres'],
  ['insurance renewal', 'renew the public liability insurance', 'die Haftpflichtversicherung verlängern', 'renouveler l’assurance responsabilité civile'],
  ['bank signatories', 'update the bank mandate with the new signatories', 'das Bankmandat mit den neuen Zeichnungsberechtigten aktualisieren', 'mettre à jour les signataires du compte bancaire'],
  ['summer fair', 'book the hall for the summer fair', 'den Saal für das Sommerfest reservieren', 'réserver la salle pour la fête d’été'],
  ['house rules', 'draft the revised house rules', 'den Entwurf der neuen Hausordnung erstellen', 'rédiger le projet de règlement intérieur révisé'],
  ['contractor booking', 'confirm the start date with the chosen contractor', 'den Starttermin mit der beauftragten Firma abstimmen', 'confirmer la date de début des travaux avec l’entreprise retenue'],
];
const NEVER: Array<[FieldType, Array<[string, string]>]> = [['id_alphanumeric', [['charity_number', 'registered charity or association number'], ['registration_no', '']]], ['number', [['proxy_votes', 'how many proxy votes were cast'], ['proxies', '']]], ['url', [['website', 'web address of the organisation'], ['site', '']]]];
const fill = (s: string, c: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k) => String(c[k])).replace(/\.\.$/, '.');
const r2 = (x: number) => Math.round(x * 100) / 100;
/** Minutes after midnight of a written time ("7.30 pm", "19:30 Uhr", "19 h 30"), or null. */
function minutesOf(v: unknown): number | null {
  const m = /(\d{1,2})\s*(?:[:.h]\s*(\d{2}))?\s*(a\.?\s?m\.?|p\.?\s?m\.?)?/i.exec(String(v));
  if (!m) return null;
  const h = Number(m[1]) % (m[3] ? 12 : 24) + (m[3] && /p/i.test(m[3]) ? 12 : 0);
  return h * 60 + Number(m[2] ?? 0);
}

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const li = LOCALES.indexOf(loc);
  const lang = [0, 0, 1, 2][li];
  const w = (key: string) => pick(r, W[key][li].split('|'));
  const alt = (s: string) => pick(r, s.split('|'));
  const say = (key: string, c: Record<string, string | number>) => fill(pick(r, T[key][lang]), c);
  const [style, variant] = [pick(r, loc.dates), r()];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const byCode = chance(r, 0.15);
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode);
  const clockStyle = int(r, 0, 1);
  const clock = (t: number) => {
    const [h, m] = [Math.floor(t / 60), pad(t % 60)];
    const h12 = `${h % 12 || 12}`;
    return [[`${h12}.${m} ${h < 12 ? 'am' : 'pm'}`, `${h}:${m}`], [`${h12}:${m} ${h < 12 ? 'AM' : 'PM'}`, `${h12}:${m} ${h < 12 ? 'a.m.' : 'p.m.'}`], [`${h}:${m} Uhr`, `${h}.${m} Uhr`], [`${h} h ${m}`, `${h}h${m}`]][li][clockStyle];
  };
  const org = alt(ORGS[li]);
  const kinds = W.kind[li].split('|');
  const kindAt = int(r, 0, kinds.length - 1);
  const [kind, project, agm] = [kinds[kindAt], kindAt === 3, kindAt === 2];
  const venue = alt(VENUES[li]);
  const held = randomDate(r, 2018, 2025);
  const [prev, next] = [addDays(held, -pick(r, [28, 35, 42, 56, 91])), addDays(held, pick(r, [28, 35, 42, 49, 63, 91]))];
  const startT = pick(r, [10 * 60, 14 * 60, 18 * 60 + 30, 19 * 60, 19 * 60 + 30, 20 * 60]);
  const [start, end] = [clock(startT), clock(startT + pick(r, [75, 90, 105, 120, 135]))];
  const names = PEOPLE[li].split('|').map((p) => ({ p, k: r() })).sort((a, b) => a.k - b.k).map((x) => x.p);
  const [chair, secretary, treasurer] = names;
  const listed = !agm && chance(r, 0.65);
  const others = names.slice(3, 3 + int(r, 4, 6));
  const apologies = names.slice(3 + others.length, 3 + others.length + int(r, 1, 3));
  const guest = names[names.length - 1];
  const present = listed ? 3 + others.length : int(r, 14, 48);
  const nApol = listed ? apologies.length : int(r, 2, 9);
  const quorum = chance(r, listed ? 0.3 : 0.7) ? pick(r, [5, 6, 8, 10, 12].filter((q) => q < present)) : null;
  const [prop, sec] = [pick(r, [others[0], treasurer, others[1]]), others[2]];
  const against = int(r, 0, Math.min(3, Math.floor(present / 4)));
  const abstain = int(r, 2, listed ? 2 : 4);
  const votesFor = present - against - abstain - int(r, 0, listed ? 1 : 3); // always carried
  const pj = pick(r, PROJECTS);
  const firms = FIRMS[lang].split('|').map((f) => ({ f, k: r() })).sort((a, b) => a.k - b.k).map((x) => x.f);
  const quotes = [0, 1, 2].map(() => int(r, 40, 240) * 50 + pick(r, [0, 0, 0.5, 0.25]) * 100);
  const budget = chance(r, 0.6) ? Math.min(...quotes) : r2(Math.min(...quotes) * 1.1);
  const [bal, reserve] = [int(r, 2000, 60000) + pick(r, [0, 0.45, 0.1, 0.87]), int(r, 20, 400) * 100];
  const feeKind = project ? null : pick(r, ['both', 'new', 'pct'] as const);
  const pct = pick(r, [5, 10, 12.5, 15, 20, 25]);
  const oldFee = 8 * int(r, 3, 18);
  const newFee = r2(oldFee * (1 + pct / 100));
  const effective = new Date(Date.UTC(held.getUTCFullYear(), held.getUTCMonth() + int(r, 1, 6), 1));
  const acts = ACTIONS.map((a) => ({ a, k: r() })).sort((x, y) => x.k - y.k).slice(0, int(r, 2, 4)).map(({ a }, i) => ({ key: a[0], what: a[lang + 1], owner: [secretary, treasurer, ...others][(i * 2 + int(r, 0, 1)) % (others.length + 2)], due: addDays(held, int(r, 7, 60)) }));
  const target = pick(r, acts);
  const pctText = `${fmtNumber(pct, loc.numbers, pct % 1 ? 1 : 0)}${li >= 2 ? '\u00a0%' : '%'}`;

  const ask = new Ask(r);
  const roles: Array<() => void> = [
    () => ask.field('text', [['organisation', 'club or association whose meeting this is'], ['group_name', ''], ['body', 'name of the organisation that met']], org),
    () => ask.field('date', [['meeting_date', 'day the meeting was held'], ['held_on', ''], ['date_of_meeting', 'when this meeting took place (not the next one)']], isoOf(held)),
    () => { ask.compare[ask.field('text', [['start_time', 'time the meeting started'], ['began_at', ''], ['opening_time', 'when the meeting was opened']], start)] = (v) => minutesOf(v) === startT; },
    () => ask.field('text', [['venue', 'where the meeting took place'], ['meeting_place', ''], ['location', 'room or building of the meeting']], venue),
    () => ask.field('text', [['chairperson', 'who chaired the meeting'], ['presided_by', ''], ['meeting_chair', 'person in the chair, not the minute-taker']], chair),
    () => ask.field('text', [['minute_taker', 'who wrote these minutes'], ['secretary', 'person recording the meeting'], ['recorded_by', '']], secretary),
    () => ask.field('number', [['attendance', 'how many members were present'], ['number_present', ''], ['headcount', 'count of people at the meeting']], present),
    () => ask.field('number', [['apologies_count', 'how many sent apologies'], ['absent_excused', 'number of members who could not attend']], nApol),
    () => ask.field('currency', [['approved_budget', `amount approved for the ${pj[0]}`], ['project_spend', 'budget the meeting voted through'], ['budget_agreed', '']], budget),
    () => chance(r, 0.75) ? ask.field('text', [['proposer', `who proposed the ${pj[0]} budget`], ['moved_by', 'person who put the motion forward']], prop) : ask.field('text', [['seconder', 'who seconded the budget motion'], ['seconded_by', '']], sec),
    () => chance(r, 0.5) ? ask.field('number', [['votes_for', `number of votes in favour of the ${pj[0]} budget`], ['yes_votes', '']], votesFor) : ask.field('number', [['votes_against', 'how many voted against the budget'], ['no_votes', '']], against),
    () => chance(r, 0.5) ? ask.field('date', [[`${target.key.replace(/ /g, '_')}_deadline`, `due date of the action on the ${target.key}`], ['action_due', `when the ${target.key} action must be done`]], isoOf(target.due)) : ask.field('text', [[`${target.key.replace(/ /g, '_')}_owner`, `who is responsible for the ${target.key} action`], ['action_owner', `person assigned to the ${target.key}`]], target.owner),
    () => ask.field('date', [['next_meeting', 'date of the following meeting'], ['reconvene_on', ''], ['next_date', 'when the group meets again']], isoOf(next)),
    ...(quorum ? [() => ask.field('number', [['quorum', 'minimum number of members needed for a valid meeting'], ['quorum_required', '']], quorum)] : []),
    ...(feeKind && feeKind !== 'pct' ? [() => ask.field('currency', [['new_fee', 'membership fee after the change'], ['revised_subscription', 'what members will pay from now on']], newFee)] : []),
    ...(feeKind && feeKind !== 'new' ? [() => ask.field('percentage', [['fee_increase', 'percentage rise in the membership fee'], ['dues_change_pct', '']], pct)] : []),
  ];
  const keep = new Set(roles.map((_, i) => ({ i, k: r() })).sort((a, b) => a.k - b.k).slice(0, int(r, 10, 12)).map((x) => x.i));
  roles.forEach((f, i) => keep.has(i) && f());
  const [nt, nw] = pick(r, NEVER); // a field the minutes never state
  ask.field(nt, nw, null);

  const kv = (label: string, value: string): Block => ({ kind: 'kv', label, value });
  const para = (text: string): Block => ({ kind: 'para', text });
  const heads = new Set<Block>(); // agenda headings, numbered or not once the minutes are laid out
  const heading = (text: string): Block => { const b: Block = { kind: 'title', text }; heads.add(b); return b; };
  const c = { org, date: date(held), start, venue, chair, prev: date(prev), treas: treasurer, bal: money(bal), balOn: date(addDays(held, -int(r, 2, 20))), res: money(reserve), proj: pj[0], projDe: pj[1], projFr: pj[2], amt: money(budget), prop, sec, f: votesFor, a: against, ab: abstain, n: present, na: nApol, q: quorum ?? '', next: date(next), end, fee: w('fee'), pct: pctText, old: money(oldFee), new: money(newFee), eff: date(effective), who: pick(r, others) };
  const head: Block[] = chance(r, 0.5)
    ? [{ kind: 'title', text: org }, { kind: 'title', text: kind }, kv(w('date'), date(held)), kv(w('time'), start), kv(w('venue'), venue)]
    : lang === 0 && chance(r, 0.5) ? [{ kind: 'title', text: kind }, para(say('head', c))] : [{ kind: 'title', text: org }, { kind: 'title', text: kind }, para(say('head', c))];
  const tag = (p: string, t: string) => `${p} (${w(t)})`;
  const people: Block[] = listed
    ? [chance(r, 0.5) ? kv(w('present'), [tag(chair, 'chairTag'), tag(secretary, 'secTag'), tag(treasurer, 'treasTag'), ...others].join(', ')) : { kind: 'kv', label: w('present'), value: [tag(chair, 'chairTag'), tag(secretary, 'secTag'), tag(treasurer, 'treasTag'), ...others].join('; '), above: true }, kv(w('apol'), apologies.join(', '))]
    : [kv(w('chair'), chair), kv(w('sec'), secretary), para(say('count', c)), ...(chance(r, 0.5) ? [kv(w('guest'), `${guest}${['', ' (auditor)', ' (Kassenprüfung)', ' (commissaire aux comptes)'][li]}`)] : [])];
  const actionBlocks: Block[] = chance(r, 0.5)
    ? [heading(w('hAct')), { kind: 'table', header: [w('action'), w('owner'), w('due')], rows: acts.map((a) => [a.what[0].toUpperCase() + a.what.slice(1), a.owner, date(a.due)]) }]
    : [heading(w('hAct')), { kind: 'lines', lines: acts.map((a) => say('act', { ...c, owner: a.owner, what: a.what, due: date(a.due) })) }];
  const q = quotes.map((x, i) => `${money(x)} (${firms[i]})`);
  const blocks: Block[] = [
    ...head, ...people, para(`${say('open', c)}${quorum ? ` ${say('quorum', c)}` : ''}`),
    heading(w('hPrev')), para(say('prev', c)),
    heading(w('hFin')), para(say('fin', c)),
    heading(lang === 0 ? pj[0][0].toUpperCase() + pj[0].slice(1) : pj[lang + 2]),
    para(`${say('quotes', { ...c, q1: q[0], q2: q[1], q3: q[2] })} ${say('resolve', c)}`), para(say('votes', c)),
    ...(feeKind ? [heading(w('hFee')), para(say(feeKind === 'both' ? 'feeBoth' : feeKind === 'new' ? 'feeNew' : 'feePct', c))] : []),
    heading(w('hAob')), para(say('aob', c)),
    ...actionBlocks,
    heading(w('hNext')), para(say('next', c)), para(say('close', c)),
    { kind: 'lines', lines: chance(r, 0.5) ? [`${w('sec')}: ${secretary}`] : [`${w('sign')}: ________________`, `${W.date[li].split('|')[0]}: ________________`] },
  ];
  let k = 0;
  const numbered = chance(r, 0.6) ? blocks.map((b) => (heads.has(b) && b.kind === 'title' ? { ...b, text: `${++k}. ${b.text}` } : b)) : blocks;
  return { blocks: numbered, fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const meetingMinutes: Family = { name: 'meeting-minutes', kind: 'correspondence', split: 'train', formats: ['pdf', 'docx', 'txt', 'html'], make };
