/**
 * Training family: grant award letters from a foundation, a research funder or a city
 * fund to an organisation, in UK, US, DE and FR wording. The funder's letterhead with its
 * charity or registration number (sometimes a company number beside it), the letter's
 * date, the recipient organisation under a named contact person, a reference line with
 * the grant reference beside the application number, then mostly prose: the amount
 * awarded for a project title under a programme (the amount applied for and the total
 * project cost beside it), the grant period (start and end, or start and a number of
 * months), instalments (a sentence or a schedule table), reporting deadlines, match
 * funding as a percentage, numbered conditions (acceptance by a deadline among them), a
 * grants officer to contact, and the signatory with their title. Sometimes a summary of
 * key terms heads the letter.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';

/** Fills `{key}` slots of a template. */
export const fill = (s: string, c: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k) => String(c[k] ?? `{${k}}`));
export const r2 = (x: number) => Math.round(x * 100) / 100;
/** The items in a random order. */
export const shuffle = <T>(r: Rng, xs: readonly T[]): T[] => xs.map((x) => ({ x, k: r() })).sort((a, b) => a.k - b.k).map((o) => o.x);
/** People per locale as `f:Name` / `m:Name`, split into name, gender and family name. */
export const person = (s: string) => ({ name: s.slice(2), f: s[0] === 'f', last: s.slice(2).split(' ').slice(-1)[0] });

/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  ours: ['Our ref|Grant ref.|Our reference', 'Grant No.|Our reference|Grant ID', 'Unser Zeichen|Förderkennzeichen|Az.', 'Notre réf.|Réf. subvention|N° de convention'],
  yours: ['Your application no.|Application ref.|Your ref', 'Application ID|Your application #|Request No.', 'Ihr Antrag Nr.|Antragsnummer|Ihr Zeichen', 'Votre dossier n°|N° de demande|Votre réf.'],
  subj: ['Grant award|Offer of grant|Confirmation of grant', 'Grant Award Notification|Notice of Grant Award|Award letter', 'Förderzusage|Bewilligung Ihres Antrags|Zusage einer Zuwendung', "Notification d'attribution de subvention|Attribution d'une subvention|Décision d'attribution"],
  key: ['Key terms|Summary of award|Grant summary', 'Award summary|Grant details|Summary', 'Eckdaten der Förderung|Übersicht|Förderdaten', 'Récapitulatif|Principales caractéristiques|Synthèse'],
  proj: ['Project|Project title', 'Project|Project title', 'Projekt|Vorhaben', 'Projet|Intitulé du projet'], prog: ['Programme|Fund', 'Program|Grant program', 'Förderprogramm|Programm', 'Programme|Appel à projets'],
  amt: ['Amount awarded|Grant awarded|Award', 'Award amount|Amount awarded|Total award', 'Bewilligte Summe|Fördersumme|Zuschuss', 'Montant accordé|Subvention accordée|Montant attribué'],
  period: ['Grant period|Duration|Period of award', 'Grant period|Project period|Award period', 'Förderzeitraum|Laufzeit|Bewilligungszeitraum', 'Durée|Période de la subvention|Période de réalisation'],
  months: ['months', 'months', 'Monate', 'mois'], cond: ['Conditions of grant|Terms and conditions|Conditions', 'Terms and Conditions|Conditions of Award|Grant Conditions', 'Nebenbestimmungen|Bedingungen der Förderung|Auflagen', 'Conditions|Conditions de la subvention|Engagements du bénéficiaire'],
  sched: ['Payment schedule|Payments', 'Payment schedule|Disbursement schedule', 'Auszahlungsplan|Raten', 'Échéancier|Calendrier des versements'], inst: ['Instalment|Payment', 'Installment|Payment', 'Rate|Teilzahlung', 'Tranche|Versement'],
  due: ['Date|Payable on|Due', 'Date|Payment date', 'Datum|Fällig am', 'Date|Date prévue'], sum: ['Amount', 'Amount', 'Betrag', 'Montant'], when: ['Released on|Subject to', 'Condition|Released upon', 'Voraussetzung', 'Condition'],
  on: ['Signed acceptance|Return of acceptance form', 'Signed agreement|Executed grant agreement', 'Annahmeerklärung|Rücksendung der Annahmeerklärung', "Retour de l'acte d'acceptation|Acceptation signée"], mid: ['Progress report approved|Satisfactory progress report', 'Approval of interim report|Progress report', 'Zwischenbericht|Vorlage des Zwischenberichts', 'Rapport intermédiaire|Validation du rapport intermédiaire'], fin: ['Final report|End-of-grant report', 'Final report|Final report approved', 'Verwendungsnachweis|Schlussbericht', 'Rapport final|Bilan final'],
  encl: ['Enc: acceptance form; grant conditions|Enclosures: Acceptance form, Terms and conditions', 'Enclosures: Grant agreement, Reporting template|Encl.: Acceptance form', 'Anlagen: Annahmeerklärung, Allgemeine Förderbedingungen|Anlage: Annahmeerklärung', "P.J. : acte d'acceptation, conditions générales|Pièces jointes : convention, formulaire d'acceptation"],
};
/** Sentences per language (English, German, French); {slots} are filled in. */
const T: Record<string, [string[], string[], string[]]> = {
  award: [['I am delighted to tell you that {funder} has awarded {rec} a grant of {amt} towards {projQ} under our {prog}{pw}.', 'Following the meeting of our {panel} on {panelOn}, I am pleased to confirm a grant of {amt} to {rec} for the project {projQ}, funded through the {prog}{pw}.', 'We are pleased to offer {rec} a grant of {amt} from the {prog}{pw} for {projQ}.'],
    ['wir freuen uns, Ihnen mitteilen zu können, dass wir Ihrer Einrichtung, {rec}, für das Projekt {projQ} aus dem Förderprogramm „{prog}“ einen Zuschuss in Höhe von {amt} bewilligen.', 'in seiner Sitzung vom {panelOn} hat unser {panel} beschlossen, Ihrer Einrichtung ({rec}) im Programm „{prog}“ für das Vorhaben {projQ} eine Förderung von {amt} zu gewähren.'],
    ["nous avons le plaisir de vous informer que notre {panel} a décidé d'attribuer à votre structure, {rec}, une subvention de {amt} pour le projet {projQ}, au titre du programme « {prog} ».", 'lors de sa réunion du {panelOn}, notre {panel} a retenu le projet {projQ} et accordé à votre structure ({rec}) une subvention de {amt} dans le cadre du programme « {prog} ».']],
  req: [['Your application of {appOn} asked for {req}; the {panel} has been able to fund most, but not all, of this.', 'Please note that this is less than the {req} you applied for, as demand for the {pwn} was very high this round.', 'Although you requested {req}, the {panel} agreed a reduced award.'],
    ['Beantragt hatten Sie mit Ihrem Antrag vom {appOn} einen Betrag von {req}.', 'Die bewilligte Summe liegt unter den beantragten {req}, da die Zahl der Anträge die verfügbaren Mittel deutlich überstieg.'],
    ['Votre demande du {appOn} portait sur un montant de {req}.', 'Ce montant est inférieur aux {req} sollicités, en raison du nombre important de dossiers reçus.']],
  both: [['The grant period runs from {start} to {end}.', 'The project should start on {start} and be completed by {end}.', 'Funding covers the period {start} to {end} ({months} months).'], ['Der Bewilligungszeitraum läuft vom {start} bis zum {end}.', 'Laufzeit: {start} bis {end} ({months} Monate).'], ['La période de subvention court du {start} au {end}.', 'Le projet se déroulera du {start} au {end}, soit {months} mois.']],
  months: [['The grant is for {months} months, starting on {start}.', 'Funding is awarded for a period of {months} months from {start}.'], ['Die Förderung ist auf {months} Monate ab dem {start} angelegt.', 'Gefördert wird ein Zeitraum von {months} Monaten, beginnend am {start}.'], ['La subvention porte sur une durée de {months} mois à compter du {start}.', 'Le financement est accordé pour {months} mois à partir du {start}.']],
  one: [['The full grant of {amt} will be paid in a single payment on {firstOn}.', 'We will pay the grant in one sum on {firstOn}, once we have your signed acceptance.'], ['Der Zuschuss wird in einer Summe am {firstOn} ausgezahlt.'], ['La subvention sera versée en une seule fois le {firstOn}.']],
  many: [['The grant will be paid in {n} {inst}s; the first, of {first}, will be paid on {firstOn} once we have received your signed acceptance.', 'We will release a first payment of {first} on {firstOn}, with the remaining {rest} paid in later {inst}s subject to satisfactory reports.'],
    ['Die Auszahlung erfolgt in {n} Raten; die erste Rate von {first} wird am {firstOn} überwiesen.', 'Eine erste Rate in Höhe von {first} zahlen wir am {firstOn} aus; die verbleibenden {rest} folgen nach Vorlage der Berichte.'],
    ['La subvention sera versée en {n} tranches ; une première tranche de {first} sera versée le {firstOn}.', 'Un premier versement de {first} interviendra le {firstOn}, le solde de {rest} étant versé sur présentation des rapports.']],
  reps: [['Please send us a progress report by {rep1} and a final report, with a statement of expenditure, by {rep2}.', 'An interim report is due by {rep1}; the final report must reach us no later than {rep2}.'], ['Bitte legen Sie bis zum {rep1} einen Zwischenbericht und bis zum {rep2} den Verwendungsnachweis vor.'], ["Un rapport intermédiaire est attendu pour le {rep1} et le rapport final, accompagné d'un bilan financier, au plus tard le {rep2}."]],
  rep: [['Please send us a final report, with a statement of expenditure, by {rep2}.', 'A final report on the project is due no later than {rep2}.'], ['Bitte legen Sie den Verwendungsnachweis bis spätestens {rep2} vor.'], ['Le rapport final est attendu au plus tard le {rep2}.']],
  officer: [['If you have any questions, please contact {off}, {offRole}, on {phone}, quoting reference {ref}.', 'Your grants officer is {off} ({offRole}), who can be reached on {phone}.'], ['Bei Fragen wenden Sie sich bitte an {off} ({offRole}), Tel. {phone}, unter Angabe des Zeichens {ref}.'], ['Pour toute question, vous pouvez joindre {off}, {offRole}, au {phone}, en rappelant la référence {ref}.']],
  close: [['We wish you every success with the project.', 'Congratulations once again, and we look forward to hearing how the project develops.'], ['Wir wünschen Ihnen viel Erfolg bei der Umsetzung.'], ['Nous vous souhaitons plein succès dans la réalisation de ce projet.']],
};
/** Conditions: the key a user would ask by, then the sentences per language. */
const COND: Record<string, [string[], string[], string[]]> = {
  accept: [['Please sign and return the enclosed acceptance form by {acc}; if we have not received it by then, the offer may be withdrawn.', 'This offer will lapse unless your signed acceptance reaches us by {acc}.'], ['Bitte senden Sie die beigefügte Annahmeerklärung bis zum {acc} unterschrieben an uns zurück; andernfalls kann die Zusage widerrufen werden.'], ["Merci de nous retourner l'acte d'acceptation signé avant le {acc}, faute de quoi l'offre pourra être retirée."]],
  publicity: [['You must acknowledge the support of {funder} in all publicity and printed material about the project.'], ['Auf unsere Förderung ist in allen Veröffentlichungen zum Projekt hinzuweisen („Gefördert von {funder}“).'], ['Notre soutien devra être mentionné sur tous les supports de communication liés au projet (« Avec le soutien de {funder} »).']],
  unspent: [['Any part of the grant not spent by the end of the grant period must be returned to us.'], ['Nicht verbrauchte Mittel sind nach Ende des Bewilligungszeitraums zurückzuzahlen.'], ['Toute somme non utilisée à la fin de la période de subvention devra être reversée.']],
  changes: [['You must tell us in writing before making any significant change to the project, its budget or its timetable.'], ['Wesentliche Änderungen am Projekt, am Kostenplan oder am Zeitplan bedürfen unserer vorherigen schriftlichen Zustimmung.'], ['Toute modification importante du projet, de son budget ou de son calendrier doit nous être signalée par écrit au préalable.']],
  records: [['You must keep receipts and financial records for the project for at least {yrs} years after the grant ends.'], ['Belege sind mindestens {yrs} Jahre nach Ende der Förderung aufzubewahren.'], ['Les justificatifs doivent être conservés pendant au moins {yrs} ans après la fin du projet.']],
  match: [['This award is conditional on {recP} securing match funding of at least {pct} of the total project cost of {cost}.', 'You must raise at least {pct} of the total project cost ({cost}) from other sources.'], ['Voraussetzung ist ein Eigen- bzw. Drittmittelanteil von mindestens {pct} der Gesamtkosten von {cost}.'], ["L'aide est conditionnée à un cofinancement d'au moins {pct} du coût total du projet, estimé à {cost}."]],
};
const ASK_COND: Record<string, Array<[string, string]>> = {
  accept: [['acceptance_condition', 'the condition about confirming acceptance of the grant, word for word'], ['deadline_to_accept_clause', 'sentence saying by when the offer must be accepted']], publicity: [['credit_requirement', 'what the grantee must do to credit the funder publicly, as written'], ['publicity_condition', '']],
  unspent: [['unspent_money_clause', 'the sentence on money left over at the end, verbatim'], ['underspend_condition', '']], changes: [['change_notification_rule', 'the condition about changing the project, exact wording'], ['project_changes_clause', '']],
  records: [['record_keeping', 'the condition on keeping receipts and records, word for word'], ['records_clause', '']],
};
/** Funders per locale: name, kind (c community, r research), registration (label, number pattern). */
const FUNDERS = [
  'The Ashdown Community Trust:c|Northfield City Fund:c|Northern Health Research Council:r|The Harriet Lowe Foundation:c|The Pennine Medical Research Trust:r|Severn Valley Arts Fund:c|The Caldwell Science Foundation:r',
  'The Calloway Family Foundation:c|Great Lakes Community Foundation:c|City of Riverton Neighborhood Fund:c|The Whitmore Science Foundation:r|Cascadia Arts Council:c|Halvorsen Medical Research Fund:r',
  'Bürgerstiftung Leipzig:c|Heinrich-Sommer-Stiftung:c|Stadtteilfonds Köln-Ehrenfeld:c|Stiftung Wissenschaft und Gesellschaft Nord:r|Kulturfonds der Stadt Freiburg:c|Else-Barth-Stiftung für Forschung:r',
  "Fondation Lumière pour l'Enfance:c|Fonds de dotation Rives de Loire:c|Fonds d'initiatives locales de la Ville de Lyon:c|Fondation Vallée-Pasteur pour la recherche:r|Fondation du Patrimoine Normand:c|Fondation Aquitaine Sciences:r",
];
const REG = [['Registered charity no.|Charity number|Registered charity', 'Company no.'], ['EIN|Federal Tax ID|Tax ID (EIN)', 'State registration no.'], ['Stiftungsverzeichnis Nr.|Registernummer|Stiftungsregister', 'Steuernummer'], ['RNA|N° RNA|Identifiant RNA', 'SIRET']];
/** Recipients per locale and kind: organisation::project title. */
const RECIPIENTS: Record<string, [string, string, string, string]> = {
  c: ["Eastfield Community Garden CIC::Growing Together: raised beds for Eastfield|Riverside Youth Theatre::Stage Up – a summer drama school for 11–16s|Kelham Men's Shed::Tools for Wellbeing|Brightside Food Co-operative::Community Fridge and Cooking Club|The Old Library Trust::Reopening the Reading Room",
    'Riverton Literacy Coalition::Read Together After-School Tutoring|Westside Community Kitchen::Healthy Meals for Seniors|Hope Street Youth Orchestra::Strings in Schools|Pine Hollow Land Trust::Trail Restoration at Miller Creek',
    'Nachbarschaftshaus Plagwitz e.V.::Erzählcafé für Jung und Alt|Jugendkunstschule Ehrenfeld e.V.::Kunstlabor Ferienwerkstatt|Tafel Freiburg e.V.::Kühlzelle für frische Lebensmittel|Stadtteilgarten Lindenau gGmbH::Gemeinsam gärtnern im Quartier',
    'Association Les Jardins du Quai::Un jardin partagé pour le quartier des Minimes|Compagnie Théâtre en Marge::Scènes ouvertes en milieu rural|Épicerie solidaire La Passerelle::Ateliers cuisine anti-gaspillage|Maison de quartier des Minimes::Accompagnement numérique des seniors'],
  r: ['School of Biosciences, Wexford University::Microplastics in upland river sediments|Institute of Ageing, Northgate University::Falls prevention through home-based exercise|Department of Chemistry, Calder University::Low-cost sensors for indoor air quality',
    'Center for Coastal Ecology, Marlow State University::Eelgrass recovery in the Salish estuary|Department of Neurology, Brookfield University::Sleep and memory in early Parkinson’s disease|Laboratory for Materials Science, Eastlake Institute of Technology::Recyclable battery electrolytes',
    'Lehrstuhl für Gewässerökologie, Universität Nordhafen::Mikroplastik in Fließgewässern|Institut für Altersforschung, Hochschule Weserland::Sturzprävention im häuslichen Umfeld|Arbeitsgruppe Materialchemie, Universität Oberrhein::Recycelbare Elektrolyte für Batterien',
    "Laboratoire d'écologie fluviale, Université de Basse-Loire::Microplastiques dans les sédiments de rivière|Équipe Vieillissement et santé, Université Rhône-Alpes Sud::Prévention des chutes à domicile|Institut de chimie des matériaux, Université d'Aquitaine Nord::Électrolytes recyclables pour batteries"],
};
const PROGS: Record<string, [string, string, string, string]> = {
  c: ['Community Spaces Fund|Small Grants Programme|Arts for Everyone|Green Neighbourhoods Fund|Youth Opportunities Fund|Healthy Communities Programme', 'Neighborhood Impact Grants|Capacity Building Program|Arts Access Fund|Environmental Stewardship Grants|Youth Futures Program', 'Miteinander im Quartier|Kultur vor Ort|Engagement-Fonds|Grüne Stadt|Jugend gestaltet', 'Initiatives citoyennes|Culture pour tous|Solidarité alimentaire|Nature en ville|Jeunesse et territoires'],
  r: ['Responsive Mode Grants|New Investigator Awards|Pathfinder Awards|Follow-on Fund|Project Grants', 'Early Career Research Awards|Pilot Project Grants|Innovation Seed Fund|Translational Research Program', 'Forschung trifft Praxis|Nachwuchsförderung|Pilotprojekte|Transfer-Programm', 'Recherche et territoires|Jeunes chercheurs|Projets exploratoires|Maturation et transfert'],
};
const PANEL = ['Grants Committee|Board of Trustees|Awards Panel', 'Board of Directors|Grants Committee|Review Panel', 'Stiftungsrat|Vergabeausschuss|Kuratorium', "conseil d'administration|comité de sélection|jury"];
const PEOPLE = ['f:Priya Patel|m:James Carter|f:Fiona MacLeod|m:Owen Gallagher|f:Rebecca Thornton|m:Imran Siddiqui|f:Helen Quigley|m:Tom Ashworth', 'f:Linda Alvarez|m:Greg Thompson|f:Denise Walker|m:Marcus Bell|f:Karen Yoon|m:Robert Hughes|f:Emily Tran|m:Frank Delgado', 'f:Ursula Neumann|m:Jürgen Haas|f:Petra Schulte|m:Dieter Kraus|f:Sabine Roth|m:Henrik Lange|f:Monika Beck|m:Ralf Simon', 'f:Isabelle Mercier|m:Philippe Garnier|f:Nathalie Blanc|m:Hervé Dumas|f:Claire Fontaine|m:Patrick Morel|f:Sylvie Laurent|m:Didier Perrin'];
/** Titles per locale as [feminine, masculine] pairs; signatories first, then officers, then contacts at the recipient. */
const SIGN_T = [[['Director of Grants'], ['Chief Executive'], ['Head of Funding Programmes'], ['Chair of Trustees']], [['Executive Director'], ['President'], ['Vice President, Programs'], ['Director of Grantmaking']], [['Geschäftsführerin', 'Geschäftsführer'], ['Vorstandsvorsitzende', 'Vorstandsvorsitzender'], ['Leiterin Förderprogramme', 'Leiter Förderprogramme']], [['Directrice générale', 'Directeur général'], ['Présidente', 'Président'], ['Déléguée générale', 'Délégué général']]];
const OFF_T = [[['Grants Officer'], ['Funding Manager']], [['Program Officer'], ['Grants Manager']], [['Referentin Förderung', 'Referent Förderung'], ['Projektbetreuerin', 'Projektbetreuer']], [['chargée de mission', 'chargé de mission'], ['responsable des subventions']]];
const CONTACT_T = [['Project Coordinator', 'Director', 'Development Manager'], ['Executive Director', 'Project Lead', 'Development Director'], ['Projektleitung', 'Vorstand', 'Geschäftsführung'], ['Coordination du projet', 'Présidence', 'Direction']];
const PLACES = [['12 Wharf Street|Leeds|LS2 7EQ', '3 College Green|Bristol|BS1 5TA', 'Unit 4, Tannery Yard|Sheffield|S3 8GG', '88 Castle Street|Norwich|NR2 1PD'], ['410 Main Street, Suite 200|Riverton, OH 45402', '75 Harbor Way|Portland, ME 04101', '1200 Oak Avenue|Madison, WI 53703'], ['Karl-Heine-Straße 42|04229 Leipzig', 'Venloer Straße 311|50823 Köln', 'Kaiser-Joseph-Straße 19|79098 Freiburg'], ['14 rue des Tanneurs|69001 Lyon', '3 quai de la Fosse|44000 Nantes', '27 cours Victor Hugo|33000 Bordeaux']];
const NEVER: Array<[FieldType, Array<[string, string]>]> = [['id_alphanumeric', [['grantee_charity_no', "the recipient organisation's own charity or registration number"], ['recipient_reg_number', '']]], ['date', [['monitoring_visit', 'date of the funder’s site or monitoring visit'], ['site_visit_date', '']]], ['currency', [['overhead_contribution', 'amount allowed for core or overhead costs'], ['core_costs_award', '']]]];

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const li = LOCALES.indexOf(loc);
  const lang = [0, 0, 1, 2][li];
  const w = (key: string) => pick(r, W[key][li].split('|'));
  const alt = (s: string) => pick(r, s.split('|'));
  const say = (table: Record<string, [string[], string[], string[]]>, key: string, c: Record<string, string | number>) => fill(pick(r, table[key][lang]), c);
  const [style, variant, byCode] = [pick(r, loc.dates), r(), chance(r, 0.2)];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode);
  const [funder, kind] = alt(FUNDERS[li]).split(':');
  const [rec, proj] = alt(RECIPIENTS[kind][li]).split('::');
  const progs = PROGS[kind][li].split('|');
  const prog = pick(r, progs);
  const [contact, signer, officer, copied] = shuffle(r, PEOPLE[li].split('|')).map(person);
  const gend = (pair: string[], f: boolean) => (pair.length > 1 ? pair[f ? 0 : 1] : pair[0]);
  const [signRole, offRole, contactRole] = [gend(pick(r, SIGN_T[li]), signer.f), gend(pick(r, OFF_T[li]), officer.f), pick(r, CONTACT_T[li])];
  const [regLabel, otherLabel] = [alt(REG[li][0]), REG[li][1]];
  const regNo = [pick(r, [String(int(r, 200000, 1199999)), `SC0${int(r, 10000, 49999)}`]), `${int(r, 10, 99)}-${int(r, 1000000, 9999999)}`, pick(r, [`${int(r, 10, 99)}-${int(r, 100, 999)}`, `VR ${int(r, 1000, 29999)}`]), `W${int(r, 100000000, 999999999)}`][li];
  const otherNo = [String(int(r, 1000000, 9999999)).padStart(8, '0'), `${int(r, 100000, 999999)}`, `${int(r, 100, 299)}/${int(r, 100, 999)}/${int(r, 10000, 99999)}`, `${int(r, 100, 999)} ${int(r, 100, 999)} ${int(r, 100, 999)} ${int(r, 10000, 99999)}`][li];
  const letter = randomDate(r, 2019, 2025);
  const yy = letter.getUTCFullYear();
  const ref = pick(r, [`GR-${yy}-${String(int(r, 1, 999)).padStart(4, '0')}`, `${['CF', 'GA', 'AZ', 'SUB'][li]}/${String(yy).slice(2)}/${int(r, 100, 999)}`, `${int(r, 10000, 99999)}-${pick(r, ['A', 'B', 'C'])}`]);
  const appNo = pick(r, [`APP-${int(r, 10000, 99999)}`, `A${String(yy).slice(2)}-${int(r, 1000, 9999)}`, `${yy}/${int(r, 1000, 4999)}`]);
  const [appOn, panelOn, acc] = [addDays(letter, -int(r, 45, 150)), addDays(letter, -int(r, 5, 25)), addDays(letter, pick(r, [14, 21, 28, 30, 42]))];
  const [exact, months] = [chance(r, 0.3), pick(r, kind === 'r' ? [12, 18, 24, 36] : [6, 9, 12, 18, 24])];
  const start = new Date(Date.UTC(yy, letter.getUTCMonth() + int(r, 1, 3), exact ? int(r, 2, 28) : 1));
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, start.getUTCDate() - 1));
  const [unit, pct] = [kind === 'r' ? 1000 : 50, pick(r, [10, 15, 20, 25, 30, 50])];
  const amt = (kind === 'r' ? int(r, 40, 450) : int(r, 40, 1200)) * unit;
  const req = amt + int(r, 2, 40) * unit;
  const cost = Math.round((req * (1 + pct / 100 + r())) / 100) * 100;
  const shares = pick(r, [[1], [0.5, 0.5], [0.75, 0.25], [0.4, 0.4, 0.2], [0.5, 0.3, 0.2], [0.25, 0.25, 0.25, 0.25]]).slice(0, months < 9 ? 1 : 4);
  const parts = shares.map((s) => r2(amt * s));
  parts[parts.length - 1] = r2(amt - parts.slice(0, -1).reduce((t, x) => t + x, 0));
  const firstOn = exact ? start : addDays(start, int(r, 0, 20));
  const [rep1, rep2] = [addDays(start, Math.round(months * 15.2)), addDays(end, pick(r, [30, 60, 90]))];
  const instOn = parts.map((_, i) => (i === 0 ? firstOn : i === parts.length - 1 ? addDays(rep2, 21) : addDays(rep1, 21 + (i - 1) * 91)));
  const [hasMid, hasMatch, periodKind] = [months >= 12, chance(r, 0.6), pick(r, ['both', 'both', 'months'] as const)];
  const pctText = `${pct}${lang ? '\u00a0%' : '%'}`;
  const conds = shuffle(r, ['publicity', 'unspent', 'changes', 'records']).slice(0, int(r, 1, 4));
  const condList = ['accept', ...conds, ...(hasMatch ? ['match'] : [])];
  const asked = pick(r, ['accept', 'accept', ...conds]);
  const quote = [(s: string) => pick(r, [`“${s}”`, `'${s}'`, s]), (s: string) => `„${s}“`, (s: string) => `« ${s} »`][lang];
  const recP = lang === 0 && /^(Department|School|Center|Institute|Laboratory)/.test(rec) ? `the ${rec}` : rec;
  const c: Record<string, string | number> = { funder, rec: recP, recP, amt: money(amt), req: money(req), projQ: quote(proj), prog, pwn: li === 1 ? 'program' : 'programme', pw: /(Programme|Program|Fund|Grants|Awards)$/.test(prog) ? '' : li === 1 ? ' program' : ' programme', inst: li === 1 ? 'installment' : 'instalment', panel: alt(PANEL[li]), panelOn: date(panelOn), appOn: date(appOn), start: date(start), end: date(end), months, n: parts.length, first: money(parts[0]), firstOn: date(firstOn), rest: money(r2(amt - parts[0])), rep1: date(rep1), rep2: date(rep2), acc: date(acc), pct: pctText, cost: money(cost), yrs: pick(r, [5, 6, 7]), off: officer.name, offRole, ref, phone: ['0113 496 0', '(555) 014-', '0341 2254 ', '04 72 10 3'][li] + String(int(r, 100, 999)) };
  const periodText = say(T, periodKind, c);
  const [statesEnd, statesMonths] = [periodKind === 'both', periodText.includes(`${months} `)];
  const condText = Object.fromEntries(condList.map((k) => [k, say(COND, k, c)]));

  const ask = new Ask(r);
  const roles: Array<() => void> = [
    () => ask.field('text', [['funder', 'organisation giving the grant'], ['grant_maker', ''], ['awarding_body', 'who is paying the money']], funder),
    () => ask.field('text', [['grantee', 'organisation receiving the grant'], ['recipient_org', ''], ['beneficiary_organisation', 'the organisation the funding goes to, not the funder']], rec),
    () => ask.field('text', [['contact_person', 'person at the recipient the letter is addressed to'], ['addressee', ''], ['recipient_contact', 'named contact at the grantee']], contact.name),
    () => chance(r, 0.7) ? ask.field('id_alphanumeric', [['grant_reference', 'reference number the funder gave this award (not the application)'], ['award_id', ''], ['grant_no', 'funder reference for the grant']], ref) : ask.field('id_alphanumeric', [['application_number', 'number of the application that was submitted'], ['application_id', '']], appNo),
    () => ask.field('id_alphanumeric', [['funder_charity_no', "the funder's registered charity / registration number"], ['funder_registration', ''], ['funder_tax_or_charity_id', 'official registration number of the grant maker']], regNo),
    () => ask.field('text', [['project_title', 'name of the funded project'], ['project', ''], ['funded_project_name', 'title of the project the grant is for']], proj),
    () => ask.field('currency', [['grant_amount', 'total amount awarded'], ['award_value', ''], ['amount_granted', 'money the funder agreed to give (not the amount requested)']], amt),
    () => ask.field('currency', [['amount_requested', 'sum the applicant asked for'], ['requested_funding', '']], req),
    () => chance(r, 0.5) ? ask.field('currency', [['first_payment', 'amount of the first instalment'], ['initial_instalment', 'how much is paid first']], parts[0]) : ask.field('date', [['first_payment_date', 'when the first instalment is paid'], ['initial_payment_on', '']], isoOf(firstOn)),
    () => ask.field('date', [['grant_start', 'date the funded period begins'], ['start_date', ''], ['funding_from', 'first day of the grant period']], isoOf(start)),
    () => statesEnd && (!statesMonths || chance(r, 0.6)) ? ask.field('date', [['grant_end', 'last day of the grant period'], ['end_date', ''], ['funding_until', 'when the grant period finishes']], isoOf(end)) : ask.field('number', [['duration_months', 'length of the grant in months'], ['grant_length', 'number of months funded']], months),
    () => hasMid && chance(r, 0.5) ? ask.field('date', [['progress_report_due', 'deadline for the interim report'], ['interim_report_deadline', '']], isoOf(rep1)) : ask.field('date', [['final_report_due', 'deadline for the end-of-grant report'], ['final_report_deadline', ''], ['closing_report_by', 'when the last report must be sent']], isoOf(rep2)),
    ...(hasMatch ? [() => ask.field('percentage', [['match_funding_pct', 'share of costs the grantee must fund from elsewhere'], ['co_funding_required', ''], ['match_percentage', 'minimum match funding as a percentage']], pct)] : []),
    () => ask.field('verbatim', ASK_COND[asked], condText[asked]),
    () => ask.field('date', [['acceptance_deadline', 'date by which the offer must be accepted'], ['accept_by', ''], ['sign_and_return_by', 'deadline to confirm the award']], isoOf(acc)),
    () => ask.field('single_select', [['programme', 'which funding programme the award comes from'], ['fund', ''], ['scheme', 'grant scheme']], prog, shuffle(r, [prog, ...shuffle(r, progs.filter((p) => p !== prog)).slice(0, int(r, 2, 4))])),
    () => chance(r, 0.6) ? ask.field('text', [['signatory', 'person who signed the letter for the funder'], ['signed_by', ''], ['letter_signer', 'name in the signature, not the contact officer']], signer.name) : ask.field('text', [['signatory_title', 'job title of the person who signed'], ['signer_position', ''], ['signed_in_capacity_of', 'role of the signing person']], signRole),
    () => ask.field('currency_symbol', [['currency', ''], ['grant_currency', 'currency of the award']], loc.currency.code),
  ];
  const keep = new Set(shuffle(r, roles.map((_, i) => i)).slice(0, int(r, 10, 12)));
  roles.forEach((f, i) => keep.has(i) && f());
  const [nt, nw] = pick(r, NEVER); // a field the letter never states
  ask.field(nt, nw, null);

  const kv = (label: string, value: string): Block => ({ kind: 'kv', label, value });
  const para = (text: string): Block => ({ kind: 'para', text });
  const place = (s: string) => s.split('|');
  const regLine = `${regLabel}${regLabel.endsWith('.') || li === 3 ? ' ' : ': '}${regNo}`;
  const townOf = (p: string) => [place(p)[1], place(p)[1].split(',')[0], place(p)[1].slice(6), place(p)[1].slice(6)][li];
  const home = place(PLACES[li].find((p) => funder.includes(townOf(p))) ?? pick(r, PLACES[li])); // a city's fund sits in its city
  const head: Block[] = [{ kind: 'title', text: funder }, { kind: 'lines', lines: [...home, ...(chance(r, 0.5) ? [regLine] : [])] }];
  const away = place(pick(r, PLACES[li].filter((p) => !p.startsWith(home[0]))));
  const footer: Block = para(`${regLine}${chance(r, 0.5) ? ` · ${otherLabel}: ${otherNo}` : ''}`);
  const salute = pick(r, [[`Dear ${contact.f ? pick(r, ['Ms', 'Dr']) : pick(r, ['Mr', 'Dr'])} ${contact.last},`, `Dear ${contact.name.split(' ')[0]},`], [`Dear ${contact.f ? 'Ms.' : 'Mr.'} ${contact.last}:`, `Dear ${contact.name.split(' ')[0]}:`], [contact.f ? `Sehr geehrte Frau ${contact.last},` : `Sehr geehrter Herr ${contact.last},`], [contact.f ? 'Madame,' : 'Monsieur,', contact.f ? `Chère Madame ${contact.last},` : `Cher Monsieur ${contact.last},`]][li]);
  const to: Block = { kind: 'lines', lines: [...(chance(r, 0.5) ? [contact.name, contactRole] : [`${[['FAO', 'Attn:', 'z. Hd.', "À l'attention de"][li]]} ${contact.name}`]), rec, ...away] };
  const dateLine: Block = { kind: 'lines', lines: [lang === 1 ? `${home[1].slice(6)}, ${date(letter)}` : lang === 2 ? `${home[1].slice(6)}, le ${date(letter)}` : date(letter)] };
  const refs: Block[] = chance(r, 0.5) ? [kv(w('ours'), ref), kv(w('yours'), appNo)] : [{ kind: 'lines', lines: [`${w('ours')}: ${ref}   ${w('yours')}: ${appNo}`] }];
  const subject: Block = { kind: 'title', text: `${['Re: ', '', 'Betreff: ', 'Objet : '][li]}${w('subj')} – ${proj}` };
  const summary: Block[] = chance(r, 0.4) ? [{ kind: 'title', text: w('key') }, ...shuffle(r, [kv(w('proj'), proj), kv(w('prog'), prog), kv(w('amt'), money(amt)), kv(w('period'), periodKind === 'both' ? `${date(start)} – ${date(end)}` : `${months} ${W.months[li]}`)]).slice(0, int(r, 2, 4))] : [];
  const schedTable = parts.length > 1 && chance(r, 0.5);
  const whenCol = [w('on'), ...parts.slice(1, -1).map(() => w('mid')), w('fin')];
  const payment: Block[] = schedTable
    ? [{ kind: 'title', text: w('sched') }, { kind: 'table', header: [w('inst'), w('due'), w('sum'), w('when')], rows: parts.map((p, i) => [String(i + 1), date(instOn[i]), money(p), whenCol[i]]) }]
    : [para(say(T, parts.length > 1 ? 'many' : 'one', c))];
  const reports = para(say(T, hasMid ? 'reps' : 'rep', c));
  const condBlocks: Block[] = chance(r, 0.6)
    ? [{ kind: 'title', text: w('cond') }, { kind: 'lines', lines: shuffle(r, condList).map((k, i) => `${i + 1}. ${condText[k]}`) }]
    : [para(shuffle(r, condList).map((k) => condText[k]).join(' '))];
  const signoff = [['Yours sincerely,'], ['Sincerely,'], ['Mit freundlichen Grüßen'], [`Nous vous prions d'agréer, ${contact.f ? 'Madame' : 'Monsieur'}, l'expression de nos salutations distinguées.`]][li][0];
  const sig: Block = { kind: 'lines', lines: [signoff, '', signer.name, signRole, ...(chance(r, 0.5) ? [lang === 0 ? `For and on behalf of ${funder}` : lang === 1 ? `für ${funder}` : `pour ${funder}`] : [])] };
  const body: Block[] = [para(`${say(T, 'award', c)} ${say(T, 'req', c)}`), ...(chance(r, 0.5) ? [para(periodText), ...payment] : [...payment, para(periodText)]),
    reports, ...condBlocks, para(say(T, 'officer', c)), para(say(T, 'close', c))];
  const cc = chance(r, 0.4) ? [{ kind: 'lines' as const, lines: [w('encl'), ...(chance(r, 0.5) ? [`cc: ${copied.name}, ${gend(pick(r, SIGN_T[li]), copied.f)}`] : [])] }] : [];
  const blocks: Block[] = [...head, ...(chance(r, 0.5) ? [dateLine, to] : [to, dateLine]), ...refs, subject, ...(lang ? [...summary, { kind: 'lines' as const, lines: [salute] }] : [{ kind: 'lines' as const, lines: [salute] }, ...summary]), ...body, sig, ...cc, footer];
  return { blocks, fields: ask.fields, gold: ask.gold, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const grantAwards: Family = { name: 'grant-award', kind: 'correspondence', split: 'train', formats: ['pdf', 'docx', 'txt', 'html'], make };
