/**
 * Training family: job applications in UK, US, DE and FR style and wording, a cover
 * letter followed by a short CV. The applicant's contact block (street, town, phone,
 * e-mail) heads the letter, then the company's address with the hiring manager, the
 * place and date, a subject line naming the post and its reference (or the reference in
 * the first paragraph, beside the date the advert appeared), and prose: years of
 * experience (in digits or words), the current job, when the applicant could start (a
 * date, or a notice period in words), the salary expected (sometimes beside the current
 * one). The CV lists jobs newest first (the first is the current employer, the others
 * distractors), education (the highest degree with a lower one or the school below it)
 * and languages with their levels in the letter's language.
 */
import { addDays, fmtDate, fmtNumber, isoOf, LOCALES, pad, randomDate, type Locale } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';

/** Shared with accident-claim (with the names and towns below): text with its {names} filled in, a shuffled copy, and names compared without case, titles and end punctuation. */
export const fill = (s: string, c: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k) => String(c[k]));
export const shuffled = <T>(r: Rng, xs: readonly T[]): T[] => xs.map((x) => ({ x, k: r() })).sort((a, b) => a.k - b.k).map((o) => o.x);
export const plain = (v: unknown) => String(v).replace(/\s+/g, ' ').replace(/^[\s"“(]+|[\s"”).,;:]+$/g, '').toLowerCase();
const HONORIFIC = /^(?:(?:mr|mrs|ms|miss|dr|frau|herr|madame|monsieur|mme|m|prof)\.?\s+)+/i;
export const sameName = (gold: string) => (v: unknown) => plain(v).replace(HONORIFIC, '') === plain(gold).replace(HONORIFIC, '');
/** A notice period as a count of weeks or months, whatever the language ("three months", "drei Monate", "3 mois"). */
const NUM: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, six: 6, ein: 1, eine: 1, einen: 1, zwei: 2, drei: 3, vier: 4, sechs: 6, un: 1, une: 1, deux: 2, trois: 3, quatre: 4 };
function spanKey(v: unknown): string | null {
  const m = /(\d+|[a-zé]+)[\s-]+(week|woche|semaine|month|monat|mois)/i.exec(String(v).toLowerCase());
  const n = m ? (/\d/.test(m[1]) ? Number(m[1]) : NUM[m[1]]) : undefined;
  return m && n ? `${n}${/^(week|woche|semaine)/.test(m[2]) ? 'w' : 'm'}` : null;
}

/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  cv: ['Curriculum Vitae|CV', 'Résumé|Resume', 'Lebenslauf|Tabellarischer Lebenslauf', 'Curriculum vitae|CV'], personal: ['Personal details|Contact details', 'Contact|Contact information', 'Persönliche Daten|Kontakt', 'État civil|Coordonnées'],
  name: ['Name', 'Name', 'Name', 'Nom'], addr: ['Address', 'Address', 'Anschrift|Adresse', 'Adresse'], tel: ['Telephone|Mobile|Phone', 'Phone|Cell', 'Telefon|Mobil|Tel.', 'Téléphone|Portable|Tél.'], mail: ['Email|E-mail', 'Email', 'E-Mail', 'E-mail|Courriel'],
  exp: ['Employment history|Work experience|Career history', 'Professional Experience|Work Experience|Experience', 'Berufserfahrung|Beruflicher Werdegang', 'Expérience professionnelle|Parcours professionnel'],
  edu: ['Education|Education and qualifications', 'Education', 'Ausbildung|Bildungsweg|Studium und Ausbildung', 'Formation|Diplômes'], lang: ['Languages', 'Languages', 'Sprachkenntnisse|Sprachen', 'Langues'],
  skills: ['Skills|Key skills', 'Skills|Core competencies', 'Kenntnisse|EDV-Kenntnisse', 'Compétences|Informatique'], period: ['Dates|Period', 'Dates', 'Zeitraum', 'Période'], role: ['Position|Role|Job title', 'Title|Position', 'Position|Tätigkeit', 'Poste|Fonction'],
  emp: ['Employer|Company', 'Company|Employer', 'Arbeitgeber|Unternehmen', 'Employeur|Entreprise'], now: ['present|now', 'present|now', 'heute', 'aujourd’hui'], refs: ['References available on request.', 'References furnished upon request.', 'Referenzen auf Anfrage.', 'Références sur demande.'],
  subj: ['Application for the post of {pos} (ref. {ref})|Re: {pos} – reference {ref}|Application: {pos}, ref {ref}', 'Application for {pos} (Job ID {ref})|Re: {pos} position, Req. {ref}', 'Bewerbung als {pos} – Kennziffer {ref}|Ihre Stellenanzeige {ref}: Bewerbung als {pos}', 'Objet : candidature au poste de {pos} – réf. {ref}|Objet : candidature – {pos} (référence {ref})'],
  subjNoRef: ['Application for the post of {pos}|Re: {pos} vacancy', 'Application for {pos}|Re: {pos} position', 'Bewerbung als {pos}|Bewerbung um die Stelle als {pos}', 'Objet : candidature au poste de {pos}'],
};
/** Sentences per language (English, German, French). */
const T: Record<string, [string[], string[], string[]]> = {
  adRef: [['I am writing to apply for the position of {pos} (reference {ref}), advertised on {board} on {ad}.', 'Please accept this letter as my application for the role of {pos}, reference {ref}, which I saw on {board} on {ad}.'], ['mit großem Interesse habe ich am {ad} Ihre Anzeige auf {board} gelesen und bewerbe mich hiermit als {pos} (Kennziffer {ref}).'], ['c’est avec intérêt que j’ai découvert le {ad} sur {board} votre offre de {pos} (référence {ref}), à laquelle je souhaite répondre.']],
  ad: [['I am writing to apply for the position of {pos}, advertised on {board} on {ad}.', 'I was delighted to see your advertisement for a {pos} on {board} on {ad}.'], ['mit großem Interesse habe ich am {ad} Ihre Stellenanzeige auf {board} gelesen.'], ['votre annonce parue le {ad} sur {board} a retenu toute mon attention.']],
  years: [['I have {yrs} years of experience in {area}.', 'With more than {yrs} years’ experience in {area}, I am confident I can make an immediate contribution.', 'Over the past {yrs} years I have built my career in {area}.'], ['Ich verfüge über {yrs} Jahre Berufserfahrung im Bereich {area}.', 'Seit {yrs} Jahren bin ich im Bereich {area} tätig.'], ['Avec {yrs} ans d’expérience dans {area}, je souhaite aujourd’hui relever un nouveau défi.', 'Je travaille depuis {yrs} ans dans {area}.']],
  current: [['Since {since} I have worked as {cur} at {emp}, where I {duty}.', 'In my current role as {cur} with {emp} I {duty}.'], ['Derzeit bin ich als {cur} bei {emp} beschäftigt; hier {duty}.', 'Seit {since} arbeite ich als {cur} bei {emp}; dort {duty}.'], ['Actuellement {cur} chez {emp} depuis {since}, je {duty}.', 'Au sein de {emp}, où je travaille comme {cur}, je {duty}.']],
  before: [['Before that I spent several years at {prev}.', 'Previously I worked for {prev}.'], ['Zuvor war ich mehrere Jahre bei {prev} tätig.'], ['Auparavant, j’ai travaillé plusieurs années chez {prev}.']],
  met: [['I much enjoyed speaking with {other} from your team at the {fair}.'], ['Auf der {fair} hatte ich bereits ein angenehmes Gespräch mit {other} aus Ihrem Team.'], ['J’ai eu le plaisir d’échanger avec {other} de votre équipe lors du {fair}.']],
  start: [['I am available to start on {start}.', 'I could take up the position from {start}.', 'My earliest possible start date would be {start}.'], ['Ich könnte die Stelle zum {start} antreten.', 'Ein Eintritt ist frühestens zum {start} möglich.'], ['Je suis disponible à partir du {start}.', 'Je pourrais prendre mes fonctions dès le {start}.']],
  notice: [['My notice period is {notice}.', 'I am currently subject to a notice period of {notice}.', 'I would need to serve a notice period of {notice} with my current employer.'], ['Meine Kündigungsfrist beträgt {notice}.', 'Meine Kündigungsfrist bei meinem jetzigen Arbeitgeber beträgt {notice} zum Monatsende.'], ['Mon préavis est {de}{notice}.', 'Mon contrat prévoit un préavis {de}{notice}.']],
  salary: [['My salary expectation is {sal} per annum.', 'I would be looking for a salary of around {sal} a year.', 'My expected salary is {sal} per year.'], ['Meine Gehaltsvorstellung liegt bei {sal} brutto im Jahr.', 'Als Jahresbruttogehalt stelle ich mir {sal} vor.'], ['Mes prétentions salariales se situent autour de {sal} bruts annuels.', 'Je souhaite une rémunération de {sal} brut par an.']],
  now: [['(my current salary is {curSal})', '(I currently earn {curSal})'], ['(derzeit {curSal})'], ['(ma rémunération actuelle est de {curSal})']],
  close: [['I would welcome the opportunity to discuss my application with you at interview. Thank you for considering it.', 'I look forward to hearing from you.'], ['Über die Einladung zu einem persönlichen Gespräch freue ich mich sehr.', 'Ich freue mich darauf, Sie in einem persönlichen Gespräch von mir zu überzeugen.'], ['Je me tiens à votre disposition pour un entretien et vous prie d’agréer, {hon}, l’expression de mes salutations distinguées.']],
  sign: [['Yours sincerely|Kind regards|Best regards'], ['Mit freundlichen Grüßen'], ['Cordialement|Bien à vous']],
};
export const GIVEN = ['Emma|Oliver|Sophie|Daniel|Hannah|James|Chloe|Ryan', 'Ashley|Tyler|Megan|Brandon|Jessica|Kevin|Lauren|Marcus', 'Lena|Jonas|Miriam|Tobias|Katharina|Florian|Sarah|Niklas', 'Camille|Julien|Manon|Antoine|Léa|Nicolas|Élodie|Romain'];
export const SURN = ['Whitaker|Patel|Hughes|Brennan|Lowe|Ashworth|Kaur|Gallagher', 'Reyes|Sullivan|Coleman|Nguyen|Brooks|Hayes|Ortiz|Jensen', 'Hoffmann|Krüger|Wagner|Schäfer|Neumann|Zimmermann|Braun|Hartmann', 'Lambert|Fontaine|Rousseau|Girard|Bonnet|Mercier|Chevalier|Faure'];
const MANAGERS = ['Ms Rachel Holt|Mr Simon Farrow|Dr Priya Nair|Mrs Joanne Pickering|Mr Alan Cheung', 'Ms. Karen Whitfield|Mr. David Alvarez|Dr. Susan Park|Mr. Gregory Mills', 'Frau Dr. Katrin Weber|Herr Stefan Lorenz|Frau Anja Vogel|Herr Markus Engel', 'Madame Isabelle Roche|Monsieur Thierry Masson|Madame Sandrine Lefort|Monsieur Éric Vidal'];
const ROLES = ['Head of Finance|HR Business Partner|Talent Acquisition Manager|Engineering Director', 'Hiring Manager|Director of Operations|Talent Acquisition Lead|VP Product', 'Personalabteilung|Leitung Personal|Recruiting|Bereichsleitung Technik', 'Responsable des ressources humaines|Direction des ressources humaines|Chargée de recrutement'];
const COMPANIES = ['Northgate Analytics Ltd|Brambledown Foods plc|Severn Civil Engineering Ltd|Harcourt & Lyle LLP|Pennine Digital Ltd', 'Redwood Health Systems Inc.|Cobalt Freight LLC|Summit Ridge Software Inc.|Blue Heron Financial Group', 'Kessler Anlagenbau GmbH|Nordlicht Software AG|Brandt Logistik GmbH & Co. KG|Weidmann Medien GmbH', 'Groupe Valmont|Laboratoires Berthier SA|Transports Duval SAS|Atelier Numérique SARL'];
const EMPLOYERS = ['Fairfield Insight Ltd|Calder Water plc|Ridgeway Partners|Moorcroft Retail Ltd|Thistle Bank|Oakham Consulting', 'Granite State Mutual|Lakeshore Logistics Inc.|Pinecrest Medical Center|Bright Path Labs|Ironwood Bank|Silverline Media', 'Hansen & Partner GmbH|Rheinwerk Systems GmbH|Stadtwerke Bielefeld|Mühlberg Maschinenbau AG|Alpina Versicherung AG|Falke Consulting', 'Société Lemaire|Cabinet Arnaud & Associés|Sogétrans|Biolab Rhône SAS|Banque Delorme|Agence Horizon'];
export const TOWNS: Array<Array<[string, string, string]>> = [
  [['14 Ash Grove', 'Leeds', 'LS6 2AB'], ['3 Cavendish Road', 'Bristol', 'BS6 7RF'], ['Flat 2, 41 Marchmont Street', 'Edinburgh', 'EH9 1HX'], ['27 Moss Lane', 'Sale', 'M33 6GD'], ['8 Priory Walk', 'Reading', 'RG1 3TE']],
  [['1820 Oak Street, Apt 4', 'Portland, OR', '97205'], ['56 Linden Avenue', 'Columbus, OH', '43214'], ['902 Elm Court', 'Austin, TX', '78704'], ['17 Harbor View Drive', 'Boston, MA', '02127']],
  [['Lindenstraße 12', 'Leipzig', '04109'], ['Am Markt 3', 'Münster', '48143'], ['Goethestraße 48', 'Freiburg im Breisgau', '79100'], ['Kastanienallee 9', 'Berlin', '10435'], ['Bergstraße 21', 'Heidelberg', '69120']],
  [['12 rue des Lilas', 'Lyon', '69003'], ['4 allée des Tilleuls', 'Nantes', '44000'], ['27 boulevard Carnot', 'Toulouse', '31000'], ['8 place du Marché', 'Rennes', '35000'], ['19 rue Pasteur', 'Lille', '59000']],
];
/** Posts: the title applied for, the field of work in prose, the current title, earlier titles and a duty (EN, DE, FR). */
const POSTS: Array<Array<[string, string, string, string, string]>> = [
  [['Senior Data Analyst', 'data analysis', 'Data Analyst', 'Junior Analyst|Research Assistant', 'build the monthly reporting for the sales teams'], ['Marketing Manager', 'digital marketing', 'Marketing Executive', 'Marketing Assistant|Account Coordinator', 'run our paid social campaigns'], ['Project Engineer', 'civil engineering projects', 'Site Engineer', 'Graduate Engineer|CAD Technician', 'manage drainage schemes worth up to £2m'], ['Payroll Manager', 'payroll administration', 'Senior Payroll Officer', 'Payroll Officer|Accounts Assistant', 'run a monthly payroll for 900 staff']],
  [['Senior Accountant', 'corporate accounting', 'Staff Accountant', 'Accounting Clerk|Audit Associate', 'close the books each month for three subsidiaries'], ['Product Manager', 'software product management', 'Associate Product Manager', 'Business Analyst|QA Analyst', 'own the roadmap for our mobile app'], ['Operations Supervisor', 'warehouse operations', 'Shift Lead', 'Inventory Specialist|Warehouse Associate', 'lead a team of 25 on the night shift']],
  [['Projektingenieur (m/w/d)', 'Anlagenbau', 'Konstruktionsingenieur', 'Technischer Zeichner|Werkstudent Konstruktion', 'betreue ich Kundenprojekte von der Planung bis zur Abnahme'], ['Softwareentwickler (m/w/d)', 'Softwareentwicklung', 'Backend-Entwickler', 'Junior-Entwickler|Werkstudent IT', 'entwickle ich Schnittstellen für unsere Kundenportale'], ['Teamleitung Logistik (m/w/d)', 'Logistik', 'Disponent', 'Speditionskaufmann|Lagerist', 'plane ich die Touren für 40 Fahrzeuge']],
  [['Chargé de communication (H/F)', 'la communication', 'Chargé de projet communication', 'Assistant communication|Stagiaire marketing', 'pilote les campagnes digitales de la marque'], ['Comptable fournisseurs (H/F)', 'la comptabilité', 'Aide-comptable', 'Assistant administratif|Employé de banque', 'gère le traitement de 600 factures par mois'], ['Responsable logistique (H/F)', 'la logistique', 'Chef d’équipe logistique', 'Préparateur de commandes|Magasinier', 'encadre une équipe de 18 préparateurs']],
];
/** Degrees by level (school, vocational, bachelor, master, doctorate), then schools and universities. */
const DEGREES = [
  ['A levels (Maths, Economics, History)|A levels (English, Biology, French)', 'BTEC Level 3 Extended Diploma in Business|HND in Civil Engineering', 'BSc (Hons) Economics|BA (Hons) Business Management|BEng Civil Engineering', 'MSc Data Science|MA Marketing|MSc Finance', 'PhD in Applied Statistics|PhD in Environmental Engineering', 'Ripon Grammar School|St Aidan’s Sixth Form College', 'University of Leeds|University of Bristol|Manchester Metropolitan University|University of Nottingham', 'Leeds City College'],
  ['High School Diploma', 'Vocational certificate in Logistics Management|Certificate in Accounting Technology (vocational)', 'B.S. in Accounting|B.A. in Communications|B.S. in Business Administration', 'M.B.A.|M.S. in Computer Science|M.S. in Finance', 'Ph.D. in Economics|Ph.D. in Operations Research', 'Lincoln High School|Roosevelt High School', 'Ohio State University|University of Oregon|University of Texas at Austin|Boston University', 'Portland Community College'],
  ['Abitur|Allgemeine Hochschulreife', 'Ausbildung zum Industriekaufmann (IHK)|Ausbildung zum Fachinformatiker (IHK)', 'Bachelor of Science Wirtschaftsinformatik|Bachelor of Engineering Maschinenbau|B.A. Betriebswirtschaftslehre', 'Master of Science Maschinenbau|Master of Science Informatik|M.A. Logistikmanagement', 'Promotion (Dr.-Ing.)|Promotion (Dr. rer. pol.)', 'Goethe-Gymnasium Leipzig|Schiller-Gymnasium Münster', 'TU Dresden|Universität zu Köln|Hochschule München|Universität Stuttgart', ''],
  ['Baccalauréat général|Baccalauréat STMG', 'BTS Comptabilité et gestion|BTS Négociation et relation client', 'Licence d’économie-gestion|Licence professionnelle Logistique|Licence information-communication', 'Master 2 Management de projet|Master Supply Chain|Master Communication des organisations', 'Doctorat en sciences de gestion|Doctorat en chimie', 'Lycée Victor Hugo|Lycée Jean Moulin', 'Université Lyon 2|Université de Nantes|INSA Lyon|Université Toulouse Capitole', 'Lycée La Martinière, Lyon'],
];
const DEGREE_OPTS = [['Secondary school', 'Vocational training', "Bachelor's degree", "Master's degree", 'Doctorate'], ['High school', 'Trade / vocational', 'Bachelor', 'Master', 'PhD'], ['School leaving certificate', 'Apprenticeship or vocational diploma', 'Undergraduate degree', 'Postgraduate (master)', 'Doctoral degree']];
/** Languages: the option name, then as written in English, German and French. */
const LANGS: Array<[string, string, string, string]> = [['English', 'English', 'Englisch', 'anglais'], ['German', 'German', 'Deutsch', 'allemand'], ['French', 'French', 'Französisch', 'français'], ['Spanish', 'Spanish', 'Spanisch', 'espagnol'], ['Italian', 'Italian', 'Italienisch', 'italien'], ['Dutch', 'Dutch', 'Niederländisch', 'néerlandais'], ['Polish', 'Polish', 'Polnisch', 'polonais'], ['Portuguese', 'Portuguese', 'Portugiesisch', 'portugais'], ['Arabic', 'Arabic', 'Arabisch', 'arabe'], ['Mandarin', 'Mandarin Chinese', 'Mandarin-Chinesisch', 'chinois mandarin']];
const LEVELS = ['native|fluent|business level|good working knowledge|basic', 'Muttersprache|fließend|verhandlungssicher|gute Kenntnisse|Grundkenntnisse', 'langue maternelle|courant|niveau professionnel|bonnes connaissances|notions'];
const WORDS = ['zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen', 'null ein zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn', 'zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze'];
const NOTICE = ['one month|four weeks|six weeks|two months|three months|3 months', 'one month|four weeks|two weeks|two months|60 days', 'einen Monat|vier Wochen|sechs Wochen|zwei Monate|drei Monate|sechs Monate', 'un mois|deux mois|trois mois|quatre semaines|1 mois'];
const BOARDS = ['LinkedIn|your careers page|Indeed|the Guardian Jobs website', 'LinkedIn|Indeed|your careers site|Glassdoor', 'StepStone|LinkedIn|Ihrer Karriereseite|Indeed', 'Welcome to the Jungle|l’APEC|votre site carrières|LinkedIn'];
const FAIRS = ['graduate careers fair|Leeds Digital Festival', 'regional career expo|alumni networking night', 'Karrieremesse in Köln|Jobmesse der Hochschule', 'salon de l’emploi de Lyon|forum des métiers'];
const NEVER: Array<[FieldType, Array<[string, string]>]> = [['date', [['date_of_birth', 'when the applicant was born'], ['dob', '']]], ['url', [['linkedin', 'link to the candidate’s LinkedIn or portfolio'], ['profile_url', '']]], ['text', [['nationality', 'citizenship of the candidate'], ['citizenship', '']]], ['text', [['referee', 'name of a referee the applicant gives'], ['reference_person', 'who can vouch for the candidate']]]];
const PROVIDERS = ['gmail.com|outlook.com|btinternet.com', 'gmail.com|yahoo.com|outlook.com', 'web.de|gmx.de|posteo.de', 'orange.fr|gmail.com|free.fr'];
const STREET_CO = ['Wellington Place|Queen Street|Temple Quay|King Street', 'Market Street|5th Avenue|Commerce Drive', 'Industriestraße|Hafenweg|Am Stadtpark', 'avenue Jean Jaurès|rue de la République|quai de Bercy'];
const PHONES = [(r: Rng) => pick(r, [`07${int(r, 700, 999)} ${int(r, 100000, 999999)}`, `+44 7${int(r, 700, 999)} ${int(r, 100, 999)} ${int(r, 100, 999)}`]), (r: Rng) => pick(r, [`(${int(r, 200, 989)}) ${int(r, 200, 989)}-${int(r, 1000, 9999)}`, `${int(r, 200, 989)}-${int(r, 200, 989)}-${int(r, 1000, 9999)}`]), (r: Rng) => pick(r, [`0${int(r, 151, 179)} ${int(r, 1000000, 99999999)}`, `+49 ${int(r, 151, 179)} ${int(r, 100, 999)} ${int(r, 1000, 9999)}`]), (r: Rng) => pick(r, [`0${int(r, 6, 7)} ${pad(int(r, 10, 99))} ${pad(int(r, 10, 99))} ${pad(int(r, 10, 99))} ${pad(int(r, 10, 99))}`, `+33 ${int(r, 6, 7)} ${pad(int(r, 10, 99))} ${pad(int(r, 10, 99))} ${pad(int(r, 10, 99))} ${pad(int(r, 10, 99))}`])];
const ascii = (s: string) => s.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase();

function make(r: Rng): ReturnType<Family['make']> {
  const loc: Locale = pick(r, LOCALES);
  const [li, lang] = [LOCALES.indexOf(loc), [0, 0, 1, 2][LOCALES.indexOf(loc)]];
  const alt = (s: string) => pick(r, s.split('|'));
  const w = (key: string) => alt(W[key][li]);
  const say = (key: string, c: Record<string, string | number>) => fill(pick(r, T[key][lang]), c);
  const [style, variant] = [pick(r, loc.dates), r()];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const proseDate = (d: Date) => fmtDate(d, (['longdm', 'long', 'de', 'fr'] as const)[li], () => (li >= 2 ? 0.99 : 0)).replace(/^1 (?=[a-zé]+ \d)/, '1er ');
  const byCode = chance(r, 0.2);
  const money = (n: number) => { const x = fmtNumber(n, loc.numbers, 0); const c = loc.currency; return byCode ? (c.before ? `${c.code} ${x}` : `${x} ${c.code}`) : c.before ? `${c.symbol}${x}` : `${x} ${c.symbol}`; };
  const [first, last] = [alt(GIVEN[li]), alt(SURN[li])];
  const [name, company, manager] = [`${first} ${last}`, alt(COMPANIES[li]), alt(MANAGERS[li])];
  const email = pick(r, [`${ascii(first)}.${ascii(last)}`, `${ascii(first)[0]}${ascii(last)}${int(r, 1, 99)}`, `${ascii(first)}${ascii(last)}`]) + '@' + alt(PROVIDERS[li]);
  const phone = PHONES[li](r);
  const [home, firm] = shuffled(r, TOWNS[li]);
  const [street, city, post] = home;
  const town = city.replace(/, [A-Z]{2}$/, '');
  const addrLines = li >= 2 ? [street, `${post} ${city}`] : li === 1 ? [street, `${city} ${post}`] : chance(r, 0.5) ? [street, city, post] : [street, `${city} ${post}`];
  const [hon, ...rest] = manager.split(' ');
  const [mgrName, mgrLast] = [rest.join(' ').replace(/^Dr\. /, ''), rest[rest.length - 1]];
  const [pos, area, curTitle, earlier, duty] = pick(r, POSTS[li]);
  const sent = randomDate(r, 2019, 2025);
  const [adOn, Y] = [addDays(sent, -int(r, 3, 20)), sent.getUTCFullYear()];
  const ref = pick(r, [`HR-${int(r, 1000, 9999)}`, `${Y}/${int(r, 10, 299)}`, `JR${int(r, 100000, 999999)}`, `VAC-${int(r, 100, 999)}-${pick(r, ['A', 'B', 'LDN', 'MUC'])}`, `${pick(r, ['REF', 'ST'])}${int(r, 1000, 9999)}`]);
  const yrs = int(r, 3, 15);
  const jobs = shuffled(r, EMPLOYERS[li].split('|')).slice(0, yrs >= 8 ? 3 : 2);
  const since = Y - int(r, 1, Math.min(5, yrs - 2));
  const starts = [since, ...(jobs.length === 3 ? [int(r, Y - yrs + 1, since - 1), Y - yrs] : [Y - yrs])];
  const titles = [curTitle, ...earlier.split('|')];
  const startOn = new Date(Date.UTC(Y, sent.getUTCMonth() + int(r, 2, 4), pick(r, [1, 1, 1, 15])));
  const [notice, byNotice] = [alt(NOTICE[li]), chance(r, 0.5)];
  const salary = [int(r, 30, 85), int(r, 55, 140), int(r, 45, 90), int(r, 32, 70)][li] * 1000 + pick(r, [0, 0, 500]);
  const curSalary = chance(r, 0.3) ? salary - int(r, 2, 8) * 1000 : 0;
  const level = pick(r, [1, 2, 2, 2, 3, 3, 3, 4]);
  const [degOpts, uni] = [pick(r, DEGREE_OPTS), shuffled(r, DEGREES[li][6].split('|'))];
  const edu = [level, ...(level >= 3 && chance(r, 0.6) ? [2] : []), ...(chance(r, 0.5) ? [0] : [])].map((lv, i) => ({ lv, what: alt(DEGREES[li][lv]), where: lv === 0 ? alt(DEGREES[li][5]) : lv === 1 ? (li === 2 ? jobs[jobs.length - 1] : DEGREES[li][7]) : uni[i], end: Y - yrs - (lv === 0 ? (level > 0 ? 3 + level : 0) : i * 2) }));
  const native = li === 2 ? 'German' : li === 3 ? 'French' : 'English';
  const spoken = [native, ...shuffled(r, LANGS.map((l) => l[0]).filter((l) => l !== native)).slice(0, int(r, 1, 3))];
  const langLine = spoken.map((l, i) => { const lv = LEVELS[lang].split('|'); return `${LANGS.find((x) => x[0] === l)![1 + lang]} (${i === 0 ? lv[0] : pick(r, lv.slice(1))})`; });
  const [yrsText, other] = [chance(r, 0.5) ? String(yrs) : WORDS[lang].split(' ')[yrs], `${alt(GIVEN[li])} ${alt(SURN[li])}`];

  const ask = new Ask(r);
  const roles: Array<() => void> = [
    () => ask.field('text', [['applicant', 'name of the person applying'], ['candidate_name', ''], ['full_name', 'who wrote the application']], name),
    () => ask.field('text', [['email', "candidate's e-mail address"], ['contact_email', ''], ['applicant_mail', 'how to reach the applicant by e-mail']], email),
    () => ask.field('text', [['phone', "applicant's phone number"], ['mobile', ''], ['contact_number', 'telephone of the candidate']], phone),
    () => { ask.compare[ask.field('text', [['home_city', 'town where the applicant lives'], ['candidate_location', ''], ['city', "applicant's city of residence"]], town)] = (v) => plain(v).replace(/, [a-z]{2}$/, '') === plain(town); },
    () => { ask.compare[ask.field('text', [['job_title', 'the vacancy being applied for'], ['role_applied_for', ''], ['position', 'which job the letter is about']], pos)] = (v) => plain(v).replace(/\s*\((m\/w\/d|h\/f)\)/, '') === plain(pos).replace(/\s*\((m\/w\/d|h\/f)\)/, ''); },
    () => ask.field('id_alphanumeric', [['job_reference', 'reference number of the vacancy'], ['req_id', ''], ['posting_ref', 'the advert’s reference code']], ref),
    () => ask.field('text', [['employer_applied_to', 'company the application is sent to'], ['company', ''], ['target_company', 'organisation offering the job']], company),
    () => { ask.compare[ask.field('text', [['addressed_to', 'person the letter is written to'], ['hiring_manager', ''], ['recipient', 'contact person at the company']], mgrName)] = sameName(mgrName); },
    () => ask.field('date', [['letter_date', 'date the cover letter was written'], ['sent_on', ''], ['application_date', 'when the application was dated']], isoOf(sent)),
    () => byNotice ? (ask.compare[ask.field('text', [['notice_period', 'how long the applicant must give notice'], ['notice', ''], ['time_to_leave_current_job', 'notice owed to the present employer']], notice)] = (v) => spanKey(v) !== null && spanKey(v) === spanKey(notice))
      : ask.field('date', [['available_from', 'earliest date the candidate could start'], ['start_date', ''], ['earliest_start', 'when they can begin work']], isoOf(startOn)),
    () => ask.field('currency', [['salary_expectation', 'yearly salary the applicant asks for'], ['desired_salary', ''], ['expected_pay', 'pay the candidate wants, not what they earn now']], salary),
    () => ask.field('number', [['years_experience', 'how many years of experience the applicant has'], ['experience_years', ''], ['yoe', 'years in the field']], yrs),
    () => ask.field('text', [['current_employer', 'where the applicant works now'], ['present_company', ''], ['employer_now', 'company of the most recent job']], jobs[0]),
    () => ask.field('single_select', [['highest_degree', 'highest qualification obtained'], ['education_level', ''], ['top_qualification', 'most advanced degree of the candidate']], degOpts[level], degOpts),
    () => ask.field('multi_select', [['languages', 'languages the applicant speaks'], ['spoken_languages', ''], ['language_skills', 'every language listed, native included']], spoken, shuffled(r, LANGS.map((l) => l[0]))),
  ];
  const keep = new Set(shuffled(r, roles.map((_, i) => i)).slice(0, int(r, 10, 12)));
  roles.forEach((f, i) => keep.has(i) && f());
  const [nt, nw] = pick(r, NEVER);
  ask.field(nt, nw, null);

  const [kv, para] = [(label: string, value: string): Block => ({ kind: 'kv', label, value }), (text: string): Block => ({ kind: 'para', text })];
  const c = { pos, ref, board: alt(BOARDS[li]), ad: proseDate(adOn), area, yrs: yrsText, since: String(since), cur: lang === 2 ? curTitle.toLowerCase() : curTitle, emp: jobs[0], duty, prev: jobs[1], other, fair: alt(FAIRS[li]), start: proseDate(startOn), notice, de: /^u/.test(notice) ? 'd’' : 'de ', sal: money(salary), curSal: money(curSalary), hon };
  const refInSubject = chance(r, 0.6);
  const sender: Block[] = pick(r, [[{ kind: 'lines', lines: [name, ...addrLines, phone, email] }], [{ kind: 'title', text: name }, { kind: 'lines', lines: [[...addrLines, phone, email].join(' · ')] }], [{ kind: 'lines', lines: [name, addrLines.join(', ')] }, kv(w('tel'), phone), kv(w('mail'), email)]]);
  const coLines = [company, ...(li === 2 ? [alt(ROLES[li]), `${hon} ${rest.join(' ')}`] : li === 3 ? [`À l’attention de ${hon} ${rest.join(' ')}`, alt(ROLES[li])] : chance(r, 0.5) ? [mgrName, alt(ROLES[li])] : [`${li === 1 ? 'Attn:' : pick(r, ['Attn:', 'FAO'])} ${hon} ${rest.join(' ')}`]), `${int(r, 1, 220)} ${alt(STREET_CO[li])}`.replace(/^(\d+) (Industriestraße|Hafenweg|Am Stadtpark)$/, '$2 $1'), li >= 2 ? `${firm[2]} ${firm[1]}` : `${firm[1]} ${firm[2]}`];
  const dated = [`${city}, ${date(sent)}`, date(sent), `${city}, ${date(sent)}`, style === 'iso' ? `${city}, ${date(sent)}` : `${city}, le ${date(sent)}`][li];
  const salute = [`Dear ${hon} ${mgrLast},`, `Dear ${hon} ${mgrLast}:`, `Sehr ${hon === 'Frau' ? 'geehrte' : 'geehrter'} ${hon} ${rest.slice(0, -1).includes('Dr.') ? 'Dr. ' : ''}${mgrLast},`, `${hon},`][li];
  const opening = refInSubject ? say('ad', c) : say('adRef', c);
  const body = [
    lang === 2 ? opening[0].toUpperCase() + opening.slice(1) : opening,
    `${say('years', c)} ${chance(r, 0.7) ? `${say('current', c)} ${chance(r, 0.5) ? say('before', c) : ''}` : ''} ${chance(r, 0.3) ? say('met', c) : ''}`.replace(/\s+/g, ' ').trim(),
    `${byNotice ? say('notice', c) : say('start', c)} ${say('salary', c).replace(/\.$/, curSalary ? ` ${say('now', c)}.` : '.')}`,
    say('close', c),
  ];
  const letter: Block[] = [
    ...sender, ...(li === 1 ? [{ kind: 'lines' as const, lines: [dated] }] : []), { kind: 'lines', lines: coLines }, ...(li !== 1 ? [{ kind: 'lines' as const, lines: [dated] }] : []),
    { kind: 'title', text: fill(refInSubject ? w('subj') : w('subjNoRef'), c) }, para(salute), ...body.map(para), { kind: 'lines', lines: [`${alt(T.sign[lang][0])}${lang === 1 ? '' : ','}`, name] },
  ];
  const now = w('now');
  const periodOf = (i: number) => { const from = chance(r, 0.4) ? `${pad(int(r, 1, 12))}/${starts[i]}` : String(starts[i]); return i === 0 ? (li === 2 && chance(r, 0.5) ? `seit ${from}` : li === 3 && chance(r, 0.5) ? `depuis ${from}` : `${from} – ${now}`) : `${from} – ${starts[i - 1]}`; };
  const periods = jobs.map((_, i) => periodOf(i));
  const expBlocks: Block[] = pick(r, [
    [{ kind: 'table', header: [w('period'), w('role'), w('emp')], rows: jobs.map((j, i) => [periods[i], titles[i], j]) }],
    jobs.flatMap((j, i): Block[] => [kv(periods[i], `${titles[i]}, ${j}`), ...(i === 0 && lang !== 1 ? [para(duty[0].toUpperCase() + duty.slice(1) + '.')] : [])]),
    jobs.map((j, i): Block => ({ kind: 'lines', lines: [`${periods[i]}`, `${titles[i]} – ${j}`] })),
  ]);
  const eduBlocks: Block[] = chance(r, 0.5) ? [{ kind: 'table', header: ['', '', ''], rows: edu.map((e) => [String(e.end), e.what, e.where]) }] : edu.map((e) => kv(String(e.end), `${e.what}, ${e.where}`));
  const cv: Block[] = [
    { kind: 'title', text: w('cv') }, { kind: 'title', text: w('personal') },
    kv(W.name[li], name), chance(r, 0.5) ? kv(w('addr'), addrLines.join(', ')) : { kind: 'kv', label: w('addr'), value: addrLines.join(', '), above: true }, kv(w('tel'), phone), kv(w('mail'), email),
    { kind: 'title', text: w('exp') }, ...expBlocks, { kind: 'title', text: w('edu') }, ...eduBlocks,
    { kind: 'title', text: w('lang') }, ...(chance(r, 0.5) ? [para(langLine.join(', '))] : [{ kind: 'lines' as const, lines: langLine }]),
    ...(chance(r, 0.4) ? [para(W.refs[li])] : []),
  ];
  return { blocks: [...letter, ...cv], fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const jobApplications: Family = { name: 'job-application', kind: 'correspondence', split: 'train', formats: ['pdf', 'docx', 'txt', 'html'], make };
