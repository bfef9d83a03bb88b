/**
 * Held-out family: offers of admission from a university, college or private school of
 * higher education (a UK conditional or unconditional offer, a US college admission
 * letter, a German Zulassungsbescheid of a private Hochschule, a French lettre
 * d'admission of an école) to an applicant at home. Letterhead with the admissions
 * office's address, the applicant's address block (another town), the letter's date and a
 * reference line with the applicant id beside a course code (and a registration number in
 * the footer); then a summary of the offer as label lines, a fees table by year of study,
 * or prose only. Decoys: the letter date, the acceptance deadline, the start of studies,
 * an orientation week, a date inside the condition and the applicant's birth date; the
 * fee per year beside the deposit, a scholarship, the net fee, the application fee already
 * paid and (DE) the monthly equivalent; the campus town beside the institution's address
 * town and the applicant's home town (no campus for distance learning); the signatory
 * beside a contact in another office and the programme leader. The condition sentence is
 * quoted word for word (absent for an unconditional offer, as the scholarship may be).
 */
import { addDays, fmtDate, fmtMoney, isoOf, LOCALES } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';

const shuffle = <T>(r: Rng, xs: readonly T[]): T[] => xs.map((x) => ({ x, k: r() })).sort((a, b) => a.k - b.k).map((o) => o.x);
const fill = (s: string, c: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k) => String(c[k] ?? `{${k}}`));
const norm = (v: unknown) => String(v).toLowerCase().replace(/\s+/g, ' ').replace(/^[\s"“(]+|[\s"”).,;:]+$/g, '');
/** A field the document may or may not state (gold null), asked in one of several wordings. */
type Role = { t: FieldType; ways: Array<[string, string]>; gold: unknown; opts?: string[]; cmp?: (v: unknown) => boolean };
/** Asks `lo`..`hi` roles that have an answer and 1 to 3 that have none (roles without gold, or one never stated). */
function askRoles(r: Rng, roles: Role[], never: Role[], lo: number, hi: number): Ask {
  const ask = new Ask(r);
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
  subj: ['Offer of a place|Offer of Admission|Your offer of a place', 'Offer of Admission|Your Admission Decision|Certificate of Admission', 'Zulassungsbescheid|Zulassung zum Studium|Ihr Studienplatzangebot', "Lettre d'admission|Notification d'admission|Proposition d'admission"],
  glance: ['Your offer at a glance|Offer summary|Details of your offer', 'Admission Summary|Your Admission Details', 'Ihre Zulassung im Überblick|Angaben zur Zulassung', 'Récapitulatif de votre admission|Votre admission en bref'],
  appl: ['Applicant|Name|Applicant name', 'Student|Admitted student|Name', 'Bewerber/in|Name|Studienbewerber/in', 'Candidat(e)|Nom du candidat|Nom et prénom'],
  sid: ['Student ID|Applicant number|Student number', 'Student ID|Applicant ID|ID number', 'Bewerbernummer|Bewerber-Nr.|Bewerber-ID', 'N° de candidat|Numéro étudiant|Identifiant candidat'],
  code: ['Course code|UCAS course code', 'Program code|Major code', 'Studiengangskennziffer|Studiengangs-Nr.', 'Code formation|Code programme'],
  dob: ['Date of birth', 'Date of birth|DOB', 'Geburtsdatum|geboren am', 'Date de naissance|Né(e) le'],
  prog: ['Programme|Course|Course title', 'Program|Degree program|Major', 'Studiengang|Studienprogramm', 'Programme|Formation|Filière'],
  mode: ['Mode of study|Attendance|Study mode', 'Enrollment status|Attendance|Format', 'Studienform|Studienmodell', "Rythme|Modalité|Régime d'études"],
  campus: ['Campus|Location|Place of study', 'Campus|Location', 'Studienort|Standort|Campus', "Campus|Lieu d'études|Site"],
  start: ['Course start date|Start date|Course begins', 'Classes begin|Start of term|First day of classes', 'Studienbeginn|Beginn der Lehrveranstaltungen|Start des Studiums', 'Date de rentrée|Début des cours|Rentrée'],
  dur: ['Duration|Length of course', 'Program length|Duration', 'Regelstudienzeit|Dauer', 'Durée|Durée de la formation'],
  fee: ['Tuition fee (per year)|Annual tuition fee|Tuition fee per annum', 'Tuition (per academic year)|Annual tuition|Tuition per year', 'Studiengebühr pro Studienjahr|Jährliche Studiengebühr|Studiengebühren (jährlich)', 'Frais de scolarité annuels|Frais de scolarité (par an)|Coût annuel de la formation'],
  schol: ['Scholarship|Scholarship award|Bursary (per year)', 'Scholarship|Merit award (per year)|Grant', 'Stipendium|Stipendium (jährlich)|Studienförderung', "Bourse|Bourse d'excellence (par an)|Bourse d'études"],
  dep: ['Deposit|Tuition fee deposit|Deposit to secure your place', 'Enrollment deposit|Tuition deposit|Advance deposit', 'Anzahlung|Reservierungsgebühr|Anzahlung zur Platzsicherung', 'Acompte|Acompte de réservation|Frais de réservation de place'],
  acc: ['Reply by|Accept by|Deadline to accept', 'Reply deadline|Deposit deadline|Respond by', 'Annahmefrist|Rückmeldung bis|Annahme bis', 'Date limite de réponse|Réponse avant le|Date limite de confirmation'],
  ref: ['Our ref|Ref.|Reference', 'Ref.|Reference', 'Unser Zeichen|Aktenzeichen', 'Nos réf.|Réf.'], fees: ['Fees and funding|Tuition fees', 'Tuition and Financial Aid|Tuition and scholarship', 'Gebühren und Förderung|Studiengebühren', 'Frais de scolarité et financement|Frais et bourses'],
  year: ['Year of study|Year', 'Year|Year of study', 'Studienjahr', "Année d'études|Année"], acad: ['Academic year|Session', 'Academic year|School year', 'Zeitraum|Studienjahr (Zeitraum)', 'Année universitaire|Année académique'],
  fcol: ['Tuition fee|Fee', 'Tuition|Tuition charge', 'Studiengebühr|Gebühr', 'Frais de scolarité|Frais'], scol: ['Scholarship|Bursary', 'Scholarship|Merit award', 'Stipendium|Förderung', 'Bourse|Réduction bourse'], net: ['Net fee payable|You pay', 'Net tuition|Amount you pay', 'Verbleibende Gebühr|Zu zahlen', 'Reste à payer|Net à payer'],
};
/** Institutions: name, admissions office street, town line, town; campuses as 'Campus name@town'. */
const INST: Array<Array<[string, string, string, string, string]>> = [
  [['University of Northbridge', 'Admissions Office, Calder Building, Park Lane', 'Leeds LS2 9JT', 'Leeds', 'Harrogate Campus@Harrogate|Wakefield Centre@Wakefield|Park Lane Campus@Leeds'], ['Kingsmoor University', 'Student Recruitment, 1 College Green', 'Bristol BS1 5TR', 'Bristol', 'Gloucester Campus@Gloucester|Bath Road Campus@Bath|Harbourside Campus@Bristol'], ['Thameside College of Art and Design', '40 Riverside Walk', 'London SE1 9PH', 'London', 'Canterbury School of Art@Canterbury|Chatham Maritime Campus@Chatham|Riverside Campus@London'], ['Highland Institute of Technology', 'Admissions, Longman Road', 'Inverness IV1 1SA', 'Inverness', 'Fort William Campus@Fort William|Elgin Campus@Elgin|Longman Campus@Inverness']],
  [['Lakeshore University', 'Office of Admission, 1200 Lakeshore Drive', 'Evanston, IL 60201', 'Evanston', 'Chicago Loop Campus@Chicago|Rockford Center@Rockford|Evanston Campus@Evanston'], ['Bayview College', 'Office of Admissions, 450 Mission Bay Blvd', 'San Francisco, CA 94158', 'San Francisco', 'Oakland Campus@Oakland|San Jose Center@San Jose|Mission Bay Campus@San Francisco'], ['Cumberland State University', '300 University Avenue', 'Frederick, MD 21701', 'Frederick', 'Hagerstown Campus@Hagerstown|Germantown Center@Germantown|Main Campus@Frederick'], ['Pinecrest Institute of Technology', 'Graduate Admissions, 77 Innovation Way', 'Boulder, CO 80302', 'Boulder', 'Denver Tech Center@Denver|Fort Collins Campus@Fort Collins|Boulder Campus@Boulder']],
  [['Hochschule Rheinland für Wirtschaft und Technik', 'Studierendensekretariat, Kaiser-Wilhelm-Ring 23', '50672 Köln', 'Köln', 'Standort Düsseldorf@Düsseldorf|Campus Bonn@Bonn|Campus Köln-Deutz@Köln'], ['Private Hochschule Elbe', 'Zulassungsstelle, Am Sandtorkai 41', '20457 Hamburg', 'Hamburg', 'Campus Lüneburg@Lüneburg|Standort Stade@Stade|Campus Hafencity@Hamburg'], ['Fachhochschule Bodensee', 'Bewerbungsservice, Seestraße 12', '78462 Konstanz', 'Konstanz', 'Campus Friedrichshafen@Friedrichshafen|Campus Ravensburg@Ravensburg|Campus Seerhein@Konstanz'], ['Internationale Hochschule Isar', 'Leopoldstraße 150', '80804 München', 'München', 'Campus Augsburg@Augsburg|Campus Rosenheim@Rosenheim|Campus Schwabing@München']],
  [["École supérieure de commerce de l'Atlantique", 'Service des admissions, 8 quai de la Fosse', '44000 Nantes', 'Nantes', "campus d'Angers@Angers|campus de La Rochelle@La Rochelle|campus de Nantes@Nantes"], ['Institut polytechnique du Rhône', 'Direction des admissions, 21 avenue Jean Capelle', '69100 Villeurbanne', 'Villeurbanne', 'campus de Saint-Étienne@Saint-Étienne|campus de Valence@Valence|campus de Lyon Gerland@Lyon'], ['École de design Méditerranée', '12 rue Sainte', '13001 Marseille', 'Marseille', 'campus de Toulon@Toulon|campus de Montpellier@Montpellier|campus du Vieux-Port@Marseille'], ['Institut supérieur de management du Nord', '60 boulevard Vauban', '59000 Lille', 'Lille', "campus d'Arras@Arras|campus de Roubaix@Roubaix|campus Vauban@Lille"]],
];
/** Programmes: name, years, undergraduate (u) or postgraduate (p). */
const PROGS: Array<Array<[string, number, 'u' | 'p']>> = [
  [['BSc (Hons) Computer Science', 3, 'u'], ['BA (Hons) Graphic Design', 3, 'u'], ['LLB (Hons) Law', 3, 'u'], ['BEng (Hons) Mechanical Engineering', 4, 'u'], ['MSc Data Science', 1, 'p'], ['MA International Relations', 1, 'p'], ['Executive MBA', 2, 'p']],
  [['Bachelor of Science in Nursing', 4, 'u'], ['Bachelor of Arts in Economics', 4, 'u'], ['Bachelor of Science in Mechanical Engineering', 4, 'u'], ['Master of Science in Data Analytics', 2, 'p'], ['Master of Business Administration', 2, 'p'], ['Master of Public Health', 2, 'p']],
  [['Wirtschaftsinformatik (B.Sc.)', 3, 'u'], ['International Management (B.A.)', 3, 'u'], ['Soziale Arbeit (B.A.)', 3, 'u'], ['Data Science (M.Sc.)', 2, 'p'], ['Wirtschaftspsychologie (M.Sc.)', 2, 'p'], ['Digital Business Management (MBA)', 2, 'p']],
  [['Programme Grande École – Master in Management', 3, 'p'], ['Bachelor en management international', 3, 'u'], ["Mastère spécialisé Finance d'entreprise", 1, 'p'], ["Diplôme d'ingénieur – Génie industriel", 3, 'p'], ['Bachelor Design graphique', 3, 'u'], ['MSc Data & Business Analytics', 2, 'p']],
];
const PEOPLE = [
  'f:Helen Marsh|m:Gareth Pryce|f:Amrita Kaur|m:Callum Reid|f:Joanne Whitfield|m:Simon Hartley|f:Nadia Okafor|m:Thomas Ellery|f:Lucy Brennan|m:Oliver Dunn',
  'f:Rebecca Alvarez|m:Marcus Bennett|f:Tanya Washington|m:Daniel Kowalski|f:Emily Park|m:Andre Thompson|f:Megan O\'Connell|m:Tyler Ruiz|f:Grace Holloway|m:Jason Meyers',
  'f:Katharina Vogt|m:Jonas Albrecht|f:Selin Aydın|m:Florian Maurer|f:Miriam Hesse|m:Tobias Reinhardt|f:Lea Sommer|m:Niklas Brandt|f:Anja Kessler|m:Matthias Engel',
  'f:Claire Dubois|m:Antoine Mercier|f:Yasmina Benali|m:Julien Roussel|f:Élise Garnier|m:Hugo Lambert|f:Manon Perrin|m:Thomas Girard|f:Camille Faure|m:Romain Chevalier',
];
const HOMES = ['27 Rowan Crescent|Chester CH2 3LP;Flat 5, 14 Marine Parade|Brighton BN2 1TL;8 Kiln Lane|Stoke-on-Trent ST4 7QR;41 Abbey Road|Paisley PA1 2HS', '1845 Willow Bend Drive|Naperville, IL 60565;512 Pacific Avenue, Apt 3B|Sacramento, CA 95814;77 Orchard Hill Road|Lancaster, PA 17601;2301 Aspen Court|Fort Worth, TX 76109', 'Birkenweg 9|34117 Kassel;Friedrich-Ebert-Straße 52|67059 Ludwigshafen;Am Lindenhof 3|26121 Oldenburg;Schulstraße 18|09111 Chemnitz', '14 rue des Tanneurs|35000 Rennes;6 allée des Peupliers|86000 Poitiers;22 avenue Gambetta|87000 Limoges;3 place du Marché|21000 Dijon'];
const MODES: Array<Array<[string, string]>> = [[['Full-time', 'full-time'], ['Part-time', 'part-time'], ['Distance learning', 'distance learning']], [['Full-time', 'full-time'], ['Part-time', 'part-time'], ['Online', 'online']], [['Vollzeit', 'Vollzeit'], ['Teilzeit (berufsbegleitend)', 'Teilzeit'], ['Fernstudium', 'Fernstudium']], [['Temps plein', 'à temps plein'], ['Temps partiel', 'à temps partiel'], ['À distance', 'à distance']]];
const MODE_OPTS = [['Full-time', 'Part-time', 'Distance'], ['full-time', 'part-time', 'distance learning'], ['Full time (on campus)', 'Part time', 'Online / distance']];
const SIGN_T: Array<Array<[string, string]>> = [[['Admissions Manager', 'Admissions Manager'], ['Head of Admissions', 'Head of Admissions'], ['Senior Admissions Officer', 'Senior Admissions Officer']], [['Dean of Admission', 'Dean of Admission'], ['Director of Admissions', 'Director of Admissions'], ['Associate Director of Admissions', 'Associate Director of Admissions']], [['Leiter der Zulassungsstelle', 'Leiterin der Zulassungsstelle'], ['Leiter Studierendenservice', 'Leiterin Studierendenservice']], [['Directeur des admissions', 'Directrice des admissions'], ['Responsable des admissions', 'Responsable des admissions']]];
const SCHOLS = ["Vice-Chancellor's Scholarship|International Excellence Scholarship|Academic Merit Bursary", "Presidential Merit Scholarship|Dean's Scholarship|Founders Award", 'Leistungsstipendium|Hochschulstipendium|Bildungsstipendium', "bourse d'excellence|bourse au mérite|bourse de la Fondation"];
const OFFICE = ['the International Office|the Student Funding team', 'the Office of Financial Aid|the International Student Office', 'das International Office|die Studienberatung', 'le service des relations internationales|le service financier'];
/** Sentences per locale; {slots} are filled in. */
const T: Record<string, [string[], string[], string[], string[]]> = {
  offer: [['I am delighted to offer you a place on the {modeL} {prog} at {instAt}, starting on {start}.', 'Following a review of your application, we are pleased to make you an offer for {prog} ({modeL} study), beginning on {start}.'], ['On behalf of the Committee on Admissions, I am delighted to offer you admission to {inst} as {aMode} student in the {prog} program, beginning {start}.', 'Congratulations! You have been admitted to the {prog} program at {inst} for {modeL} study. Classes begin on {start}.'], ['wir freuen uns, Ihnen mitteilen zu können, dass Sie zum {term} für den Studiengang {prog} ({modeL}) an der {inst} zugelassen sind. Das Studium beginnt am {start}.', 'nach Prüfung Ihrer Bewerbungsunterlagen lassen wir Sie für den Studiengang {prog} in der Studienform {modeL} zu. Studienbeginn ist der {start}.'], ['Nous avons le plaisir de vous informer que vous êtes admis(e) en {prog} ({modeL}) à {instAt}, pour une rentrée le {start}.', "Suite à l'examen de votre dossier, le jury d'admission a le plaisir de vous proposer une place en {prog}, en formation {modeL} ; les cours débuteront le {start}."]],
  campus: [['You will be based at our {campus}.', 'Teaching for this course takes place at our {campus}.'], ['Your classes will be held at our {campus}.', 'You will study at the {campus}.'], ['Ihr Studienort ist der {campus}.', 'Die Lehrveranstaltungen finden am {campus} statt.'], ['Les cours auront lieu sur le {campus}.', 'Vous suivrez votre formation sur le {campus}.']],
  fee: [['The tuition fee for {acad} is {fee} per year.', 'Your tuition fee will be {fee} per year of study.'], ['Tuition for the {acad} academic year is {fee}.', 'Annual tuition is {fee}.'], ['Die Studiengebühr beträgt {fee} pro Studienjahr (entspricht {month} monatlich).', 'Die jährliche Studiengebühr beläuft sich auf {fee}.'], ["Les frais de scolarité s'élèvent à {fee} par an.", "Les frais de scolarité annuels sont fixés à {fee} pour l'année {acad}."]],
  schol: [['We are also pleased to tell you that you have been awarded the {sname} of {sch} per year, which will be deducted from your tuition fee.'], ['You have also been selected to receive the {sname} in the amount of {sch} per year, renewable subject to satisfactory academic progress.'], ['Zudem erhalten Sie ein {sname} in Höhe von {sch} pro Studienjahr, das mit der Studiengebühr verrechnet wird.'], ["Nous avons également le plaisir de vous attribuer une {sname} d'un montant de {sch} par an, déduite de vos frais de scolarité."]],
  dep: [['To accept this offer, please pay a deposit of {dep} by {acc}. The deposit will be deducted from your first-year tuition fee.', 'Please confirm your acceptance and pay the non-refundable deposit of {dep} no later than {acc}; if we have not heard from you by then, the offer will lapse.'], ['To reserve your place in the entering class, please submit your enrollment deposit of {dep} by {acc}.', 'Please confirm your intention to enroll and pay the {dep} tuition deposit no later than {acc}.'], ['Bitte nehmen Sie den Studienplatz bis zum {acc} an und überweisen Sie die Anzahlung von {dep}; andernfalls wird der Platz anderweitig vergeben.', 'Zur verbindlichen Sicherung Ihres Studienplatzes ist bis zum {acc} eine Anzahlung in Höhe von {dep} zu leisten, die auf die Studiengebühr angerechnet wird.'], ['Pour confirmer votre inscription, nous vous remercions de régler un acompte de {dep} avant le {acc}.', "Afin de réserver votre place, merci de nous retourner votre confirmation accompagnée d'un acompte de {dep} au plus tard le {acc} ; cet acompte sera déduit des frais de scolarité."]],
  app: [['Thank you for your application fee of {app}, which we received on {appOn}.'], ['Your application fee of {app} was received on {appOn}.'], ['Die Bewerbungsgebühr von {app} ist am {appOn} bei uns eingegangen.'], ['Nous accusons réception de vos frais de candidature de {app}, réglés le {appOn}.']],
  orient: [['Welcome Week begins on {orient}, and we strongly encourage you to attend.'], ['New Student Orientation will take place on {orient}.'], ['Die Orientierungswoche für Erstsemester beginnt am {orient}.'], ["La journée d'accueil des nouveaux étudiants aura lieu le {orient}."]],
  contact: [['If you have any questions about fees or funding, please contact {contact} in {office} on {phone}.'], ['If you have questions, please contact {contact} in {office} at {phone}.'], ['Bei Fragen zu Gebühren und Förderung wenden Sie sich bitte an {contact}, {office} (Tel. {phone}).'], ['Pour toute question, vous pouvez contacter {contact}, {office}, au {phone}.']],
  lead: [['Your programme leader, {lead}, looks forward to meeting you.'], ['Your faculty advisor, {lead}, will be in touch before classes begin.'], ['Ihre Studiengangsleitung, {lead}, freut sich darauf, Sie kennenzulernen.'], ['Le responsable pédagogique du programme, {lead}, vous contactera avant la rentrée.']],
  uncond: [['This offer is unconditional.', 'Your offer is unconditional, as you have already met all the entry requirements.'], ['Your admission is final; no further academic conditions apply.'], ['Die Zulassung erfolgt ohne Auflagen.'], ['Votre admission est définitive et sans condition.']],
};
/** Condition sentences per locale: undergraduate, then postgraduate. */
const COND: Array<[string[], string[]]> = [
  [['This offer is conditional on you achieving {grades} at A level, including {subj}.', 'Your place is conditional upon obtaining A-level grades of {grades}, with at least a B in {subj}.'], ['This offer is conditional on the award of {cls} honours degree in a relevant subject, and IELTS 6.5 overall with no component below 6.0.', 'Your offer is subject to you obtaining {cls} degree and sending us your final transcript by {cdate}.']],
  [['Your admission is contingent upon the successful completion of your senior year with a cumulative GPA of at least {gpa}.', 'This offer is conditional on receipt of your final high school transcript, showing a GPA of {gpa} or higher, by {cdate}.'], ["Your admission is conditional upon the conferral of your bachelor's degree with a minimum GPA of {gpa} before {cdate}."]],
  [['Die Zulassung erfolgt unter der Bedingung, dass Sie Ihr Abiturzeugnis mit einer Durchschnittsnote von mindestens {note} bis zum {cdate} nachreichen.'], ['Die Zulassung erfolgt unter der Bedingung, dass Sie Ihr Bachelorzeugnis mit einer Gesamtnote von mindestens {note} bis zum {cdate} nachreichen.', 'Die Zulassung steht unter dem Vorbehalt, dass Sie den Abschluss Ihres Bachelorstudiums und Englischkenntnisse auf Niveau B2 bis zum {cdate} nachweisen.']],
  [["Votre admission est prononcée sous réserve de l'obtention du baccalauréat avec une moyenne générale d'au moins {moy}/20.", "Cette admission est conditionnée à la présentation, avant le {cdate}, de votre relevé de notes du baccalauréat et d'une attestation de niveau B2 en anglais."], ["Votre admission est prononcée sous réserve de l'obtention de votre licence avec une moyenne générale d'au moins {moy}/20.", "Cette admission est conditionnée à la présentation, avant le {cdate}, de votre diplôme de licence et d'une attestation de niveau B2 en anglais."]],
];
const NEVER: Role[] = [
  { t: 'currency', ways: [['accommodation_cost', 'yearly cost of student housing'], ['housing_fee', '']], gold: null }, { t: 'date', ways: [['interview_date', 'date of the admissions interview'], ['interview_on', '']], gold: null },
  { t: 'id_alphanumeric', ways: [['cas_number', 'visa sponsorship (CAS / I-20) number'], ['visa_reference', '']], gold: null }, { t: 'number', ways: [['cohort_size', 'how many students start the course'], ['class_size', '']], gold: null },
  { t: 'text', ways: [['referee_name', 'who wrote the reference for the applicant'], ['recommender', '']], gold: null },
];

function make(r: Rng): ReturnType<Family['make']> {
  const li = int(r, 0, 3);
  const loc = LOCALES[li];
  const alt = (s: string) => pick(r, s.split('|'));
  const w = (k: string) => alt(W[k][li]);
  const say = (k: string, c: Record<string, string | number>) => fill(pick(r, T[k][li]), c);
  const [style, variant] = [pick(r, loc.dates), r()];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const byCode = chance(r, 0.15);
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode);
  const people = shuffle(r, PEOPLE[li].split('|')).map((s) => ({ name: s.slice(2), f: s[0] === 'f', last: s.slice(2).split(' ').slice(-1)[0] }));
  const [applicant, signer, contact, lead] = people;
  const ii = int(r, 0, INST[li].length - 1);
  const [inst, street, townLine, instTown, campusList] = INST[li][ii];
  const campuses = campusList.split('|').map((x) => x.split('@'));
  const [campus, campusTown] = chance(r, 0.7) ? pick(r, campuses.slice(0, 2)) : campuses[2];
  const [prog, years, level] = pick(r, PROGS[li]);
  const mi = chance(r, 0.6) ? 0 : int(r, 1, 2);
  const [modeK, modeL] = MODES[li][mi];
  const distance = mi === 2;
  const home = pick(r, HOMES[li].split(';')).split('|');
  const signT = pick(r, SIGN_T[li])[signer.f ? 1 : 0];

  // Dates: the intake, the letter some months before, the deadline, orientation, a condition's date, the birth date.
  const Y = int(r, 2019, 2026);
  const spring = chance(r, 0.25);
  const start = spring ? [new Date(Date.UTC(Y + 1, 0, int(r, 8, 27))), new Date(Date.UTC(Y + 1, 0, int(r, 10, 24))), new Date(Date.UTC(Y + 1, 2, pick(r, [1, 15]))), new Date(Date.UTC(Y + 1, 0, int(r, 6, 20)))][li]
    : [new Date(Date.UTC(Y, 8, int(r, 14, 30))), new Date(Date.UTC(Y, 7, int(r, 18, 31))), new Date(Date.UTC(Y, 9, pick(r, [1, 1, 14]))), new Date(Date.UTC(Y, 8, int(r, 1, 12)))][li];
  const letter = addDays(start, -int(r, 75, 220));
  const acc = addDays(letter, pick(r, [14, 21, 28, 30, 42, 56]));
  const orient = addDays(start, -int(r, 3, 9));
  const cdate = addDays(start, -int(r, 10, 40));
  const appOn = addDays(letter, -int(r, 20, 90));
  const dob = new Date(Date.UTC(Y - (level === 'u' ? int(r, 17, 20) : int(r, 21, 34)), int(r, 0, 11), int(r, 1, 28)));
  const acadY = start.getUTCFullYear() - (spring ? 1 : 0);
  const acad = [`${acadY}/${String(acadY + 1).slice(2)}`, `${acadY}–${acadY + 1}`, `${acadY}/${String(acadY + 1).slice(2)}`, `${acadY}-${acadY + 1}`][li];
  const term = li === 2 && spring ? `Sommersemester ${acadY + 1}` : `Wintersemester ${acad}`;

  // Money: fee per year, deposit, scholarship, application fee.
  const monthly = pick(r, [395, 450, 520, 590, 650, 720, 790, 890]);
  let fee = [level === 'u' && chance(r, 0.3) ? 9250 : int(r, 12, 26) * 1000 + pick(r, [0, 500, 750, 950]), int(r, 24, 62) * 1000 + pick(r, [0, 250, 480, 900]), monthly * 12, int(r, 80, 175) * 100][li];
  if (mi === 1) fee = Math.round(fee / 2);
  const dep = pick(r, [[500, 1000, 1500, 2000, 3000], [250, 300, 400, 500, 750, 1000], [300, 500, 750, 1000], [500, 800, 1000, 1500, 2000]][li].filter((x) => x < fee / 3));
  const schs = (li === 1 ? [5000, 7500, 10000, 12000, 15000] : [1000, 1500, 2000, 2500, 3000, 4000]).filter((x) => x <= fee / 2);
  const sch = chance(r, 0.5) && schs.length ? pick(r, schs) : null;
  const appFee = pick(r, [[50, 60, 75], [50, 65, 75, 90], [50, 75, 100], [90, 120, 150]][li]);
  const conditional = chance(r, 0.6);
  const condText = conditional ? fill(pick(r, COND[li][level === 'u' ? 0 : 1]), { grades: pick(r, ['AAB', 'ABB', 'BBB', 'AAA', 'BBC']), subj: pick(r, ['Mathematics', 'English', 'a science subject', 'Art']), cls: pick(r, ['a first-class', 'an upper second-class (2:1)', 'a lower second-class (2:2)']), gpa: pick(r, ['2.8', '3.0', '3.2', '3.5']), note: pick(r, ['2,5', '2,8', '3,0', '2,3']), moy: pick(r, ['10', '11', '12', '13']), cdate: date(cdate) }) : null;

  // Ids: the applicant's, a course code, the letter's reference, a phone number, a registration number.
  const sid = [pick(r, [String(int(r, 20000000, 29999999)), `${inst.split(' ').map((x) => x[0]).filter((x) => /[A-Z]/.test(x)).join('')}-${int(r, 1000000, 9999999)}`]), pick(r, [`U${int(r, 1000000, 9999999)}`, `00${int(r, 100000, 999999)}`]), pick(r, [`BW-${Y}-${int(r, 10000, 99999)}`, `${int(r, 100000, 999999)}`]), pick(r, [`${Y}-ADM-${int(r, 10000, 99999)}`, `C${String(Y).slice(2)}${int(r, 10000, 99999)}`])][li];
  const caps = prog.replace(/[^A-Z]/g, '').slice(0, 4);
  const code = [`${pick(r, ['G', 'W', 'M', 'H', 'L'])}${int(r, 100, 999)}`, `${caps}-${int(r, 10, 99)}`, `${caps}-${level === 'u' ? 'B' : 'M'}-${int(r, 10, 99)}`, `${caps}-${String(Y).slice(2)}`][li];
  const ourRef = [`ADM/${String(Y).slice(2)}/${int(r, 1000, 9999)}`, `AD-${int(r, 10000, 99999)}`, `Z ${int(r, 10, 99)}/${String(Y).slice(2)}-${int(r, 100, 999)}`, `ADM/${int(r, 100, 999)}/${String(Y).slice(2)}`][li];
  const phone = [`0${['113', '117', '20', '1463'][ii]} 496 0${int(r, 100, 999)}`, `(${int(r, 201, 989)}) 555-0${int(r, 100, 199)}`, `0${['221', '40', '7531', '89'][ii]} ${int(r, 1000, 9999)}-${int(r, 100, 999)}`, `0${[2, 4, 4, 3][ii]} ${int(r, 10, 99)} ${int(r, 10, 99)} ${int(r, 10, 99)} ${int(r, 10, 99)}`][li];
  const reg = [`Registered charity no. ${int(r, 1000000, 1199999)} · VAT reg. GB ${int(r, 100, 999)} ${int(r, 1000, 9999)} ${int(r, 10, 99)}`, `${inst} is an equal opportunity institution. Federal School Code: 00${int(r, 1000, 9999)}`, `Staatlich anerkannte Hochschule · Amtsgericht ${instTown} HRB ${int(r, 10000, 99999)} · USt-IdNr. DE${int(r, 100000000, 999999999)}`, `Établissement d'enseignement supérieur privé reconnu par l'État · SIRET ${int(r, 300, 899)} ${int(r, 100, 999)} ${int(r, 100, 999)} ${int(r, 10000, 99999)}`][li];

  const instAt = li === 0 && inst.startsWith('University') ? `the ${inst}` : li === 3 ? (/^[ÉIAEOU]/.test(inst) ? `l'${inst}` : inst) : inst;
  const c: Record<string, string | number> = { prog, inst, instAt, modeL, aMode: `${/^[aeiou]/.test(modeL) ? 'an' : 'a'} ${modeL}`, start: date(start), term, campus, acad, fee: money(fee), month: money(monthly), sname: alt(SCHOLS[li]), sch: sch ? money(sch) : '', dep: money(dep), acc: date(acc), app: money(appFee), appOn: date(appOn), orient: date(orient), contact: contact.name, office: alt(OFFICE[li]), phone, lead: lead.name };
  const durText = li === 2 ? `${years * 2} Semester` : [`${years} year${years > 1 ? 's' : ''}${mi === 1 ? ' (part-time: longer)' : ''}`, `${years} year${years > 1 ? 's' : ''}`, '', `${years} an${years > 1 ? 's' : ''}`][li];

  const optSet = pick(r, MODE_OPTS); // the study mode is asked with one of the option sets
  const roles: Role[] = [
    { t: 'text', ways: [['applicant_name', 'person who is being offered the place'], ['full name of applicant', ''], ['candidate', 'name of the applicant the letter is addressed to']], gold: applicant.name },
    { t: 'text', ways: [['institution', 'university or school making the offer'], ['university_name', ''], ['school', 'name of the college or university']], gold: inst },
    { t: 'text', ways: [['programme_name', 'name of the course or degree offered'], ['course_name', ''], ['degreeProgram', 'the study programme the applicant is admitted to']], gold: prog },
    { t: 'date', ways: [['start_date', 'date the studies begin'], ['course_start', ''], ['first day of classes', 'when teaching starts (not orientation)']], gold: isoOf(start) },
    { t: 'currency', ways: [['tuition_fee_per_year', 'annual tuition fee before any scholarship'], ['annual_tuition', ''], ['yearlyFee', 'fee charged per academic year']], gold: fee },
    { t: 'currency', ways: [['deposit_amount', 'sum to pay now to secure the place'], ['seat_deposit', ''], ['confirmation deposit', 'upfront payment to hold the offer, not the tuition fee']], gold: dep },
    { t: 'date', ways: [['acceptance_deadline', 'last day to accept the offer'], ['must_accept_by', ''], ['respond by date', 'deadline for confirming the place and paying the deposit']], gold: isoOf(acc) },
    { t: 'id_alphanumeric', ways: [['student_id', "the applicant's id number at the institution"], ['applicant_number', ''], ['candidateId', 'identifier of the applicant (not the course code or letter reference)']], gold: sid },
    { t: 'verbatim', ways: [['offer_conditions', 'the sentence stating the conditions of the offer, word for word'], ['conditions', ''], ['condition of admission', 'what the applicant still has to achieve, quoted exactly']], gold: condText },
    { t: 'currency', ways: [['scholarship_amount', 'value of any scholarship or bursary awarded'], ['scholarship_value', ''], ['financial award', 'money awarded towards tuition, if any']], gold: sch },
    { t: 'single_select', ways: [['study_pattern', 'full-time, part-time or distance'], ['attendance_mode', ''], ['modeOfStudy', 'how the programme is studied']], gold: optSet[mi], opts: optSet },
    { t: 'text', ways: [['admissions_officer', 'person who signed the letter'], ['signatory', ''], ['signed by', 'name in the signature at the bottom of the letter']], gold: signer.name },
    { t: 'text', ways: [['signatory_title', 'job title of the person who signed'], ['signer_role', '']], gold: signT },
    { t: 'text', ways: [['campus_city', 'town where the student will study'], ['study_location', ''], ['city of campus', 'location of the campus (not the admissions office address)']], gold: distance ? null : campusTown, cmp: (v) => norm(v) === norm(campusTown) || (norm(campus).includes(norm(v)) && norm(v).includes(norm(campusTown))) },
    { t: 'date', ways: [['letter_date', 'date the letter was written'], ['offer_date', ''], ['issued_on', 'date at the top of the offer letter']], gold: isoOf(letter) },
    { t: 'currency_symbol', ways: [['currency', ''], ['fee_currency', 'currency of the fees']], gold: loc.currency.code },
  ];
  const ask = askRoles(r, roles, NEVER, 11, 13);

  // Blocks.
  const kv = (label: string, value: string, above = chance(r, 0.2)): Block => ({ kind: 'kv', label, value, above });
  const para = (text: string): Block => ({ kind: 'para', text });
  const salute = [pick(r, [`Dear ${applicant.name.split(' ')[0]},`, `Dear ${applicant.f ? pick(r, ['Ms', 'Miss']) : 'Mr'} ${applicant.last},`]), pick(r, [`Dear ${applicant.name.split(' ')[0]}:`, `Dear ${applicant.f ? 'Ms.' : 'Mr.'} ${applicant.last}:`]), applicant.f ? `Sehr geehrte Frau ${applicant.last},` : `Sehr geehrter Herr ${applicant.last},`, pick(r, [applicant.f ? 'Madame,' : 'Monsieur,', applicant.f ? `Chère Madame ${applicant.last},` : `Cher Monsieur ${applicant.last},`])][li];
  const head: Block[] = [{ kind: 'title', text: inst }, { kind: 'lines', lines: [street, townLine, `${['Tel', 'Phone', 'Telefon', 'Tél.'][li]}: ${phone}`] }];
  const to: Block = { kind: 'lines', lines: [applicant.name, ...home] };
  const dateLine: Block = { kind: 'lines', lines: [[date(letter), date(letter), `${instTown}, ${date(letter)}`, `${instTown}, le ${date(letter)}`][li]] };
  const refs: Block = chance(r, 0.5) ? { kind: 'lines', lines: [`${w('ref')}: ${ourRef}`, `${w('sid')}: ${sid}`] } : { kind: 'lines', lines: [`${w('ref')}: ${ourRef} · ${w('sid')}: ${sid}${chance(r, 0.5) ? ` · ${w('code')}: ${code}` : ''}`] };
  const subject: Block = { kind: 'title', text: `${['', '', 'Betreff: ', 'Objet : '][li]}${w('subj')}${chance(r, 0.5) ? ` – ${prog}` : ''}` };
  const offer = say('offer', c);
  const condS = condText ?? say('uncond', c);
  const campusS = distance ? [] : [say('campus', c)];
  const feeS = say('fee', c);
  const schS = sch ? [say('schol', c)] : [];
  const depS = say('dep', c);
  const extras = shuffle(r, [say('orient', c), say('contact', c), say('lead', c), ...(chance(r, 0.5) ? [say('app', c)] : [])]).slice(0, int(r, 2, 4));
  const layout = int(r, 0, 2);
  let body: Block[];
  if (layout === 0) { // label lines, then a short letter
    const lines = [kv(w('appl'), applicant.name), ...(chance(r, 0.5) ? [kv(w('dob'), date(dob))] : []), kv(w('prog'), prog), ...(chance(r, 0.5) ? [kv(w('code'), code)] : []), kv(w('mode'), modeK), ...(distance ? [] : [kv(w('campus'), campus)]),
      kv(w('start'), date(start)), ...(durText ? [kv(w('dur'), durText)] : []), kv(w('fee'), money(fee)), ...(sch ? [kv(w('schol'), money(sch))] : []), kv(w('dep'), money(dep)), kv(w('acc'), date(acc))];
    body = [para(offer), { kind: 'title', text: w('glance') }, ...lines, para([condS, ...(chance(r, 0.5) ? [depS] : [])].join(' ')), ...extras.map(para)];
  } else if (layout === 1) { // a fees table by year of study
    const rows = Array.from({ length: Math.max(1, Math.min(years, 4)) }, (_, i) => [String(i + 1), [`${acadY + i}/${String(acadY + i + 1).slice(2)}`, `${acadY + i}–${acadY + i + 1}`, `${acadY + i}/${String(acadY + i + 1).slice(2)}`, `${acadY + i}-${acadY + i + 1}`][li], money(fee), ...(sch ? [money(sch), money(fee - sch)] : [])]);
    const summary: Block = chance(r, 0.5) ? { kind: 'table', header: ['', ''], rows: [[w('prog'), prog], [w('mode'), modeK], ...(distance ? [] : [[w('campus'), campus]]), [w('start'), date(start)]] } : { kind: 'lines', lines: [`${w('prog')}: ${prog} (${modeK})`, ...(distance ? [] : [`${w('campus')}: ${campus}`]), `${w('start')}: ${date(start)}`] };
    body = [para(offer), summary, para(condS), { kind: 'title', text: w('fees') }, { kind: 'table', header: [w('year'), w('acad'), w('fcol'), ...(sch ? [w('scol'), w('net')] : [])], rows }, ...(schS.length ? [para(schS[0])] : []), para(depS), ...extras.map(para)];
  } else { // prose only
    body = [para([offer, ...campusS].join(' ')), para(condS), para([feeS, ...schS].join(' ')), para(depS), ...extras.map(para)];
  }
  const signoff = ['Yours sincerely,', pick(r, ['Sincerely,', 'With warm regards,']), 'Mit freundlichen Grüßen', `Je vous prie d'agréer, ${applicant.f ? 'Madame' : 'Monsieur'}, l'expression de mes salutations distinguées.`][li];
  const sig: Block = { kind: 'lines', lines: [signoff, '', signer.name, signT, ...(chance(r, 0.5) ? [inst] : [])] };
  const cc: Block[] = chance(r, 0.3) ? [{ kind: 'lines', lines: [`cc: ${lead.name}`] }] : [];
  const blocks: Block[] = [...head, ...(chance(r, 0.5) ? [to, dateLine] : [dateLine, to]), refs, subject, { kind: 'lines', lines: [salute] }, ...body, sig, ...cc, para(reg)];
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const admissionLetters: Family = { name: 'admission-letter', kind: 'correspondence', split: 'held-out', formats: ['pdf', 'docx', 'txt', 'html'], make };
