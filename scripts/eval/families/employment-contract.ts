/**
 * Held-out family: contracts of employment in UK, US, DE and FR wording (a written
 * statement of particulars followed by terms, an offer-style agreement in numbered clauses,
 * a Arbeitsvertrag in §§, a CDI or CDD in articles), in three layouts: a particulars block
 * of label lines with the clauses after it, all facts in prose clauses only, or clauses
 * that refer to a schedule table (with a remuneration table) at the end. Hard because of
 * its near misses: the date of the contract and the employee's signature date beside the
 * start date, a fixed term's end and the date of birth; the probation period and the notice
 * during probation beside the notice period after it (in words); the employer's registered
 * office city beside the place of work; a salary stated per year, per month or both (a
 * user's annual or monthly question has no answer when the other period alone is stated),
 * beside an allowance, a bonus percentage and the statutory minimum leave; the signatory
 * beside the line manager and an HR contact; the employee number beside the national
 * insurance or social security number.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';
import { fill, pctOf, shuffle } from './venue-hire.ts';

const NUMW: Record<string, number> = { a: 1, an: 1, one: 1, ein: 1, eine: 1, einen: 1, einem: 1, eines: 1, un: 1, une: 1, two: 2, zwei: 2, deux: 2, three: 3, drei: 3, trois: 3, four: 4, vier: 4, quatre: 4, five: 5, fünf: 5, cinq: 5, six: 6, sechs: 6, eight: 8, acht: 8, huit: 8, twelve: 12, zwölf: 12, douze: 12, thirty: 30, dreißig: 30, trente: 30 };
/** A span of time in words or digits, English, German or French ("three months", "einen Monat", "4 Wochen", "12 mois") as one key: `3_month`; years count as 12 months. */
export function spanKey(v: unknown): string | null {
  const re = /(?:^|[^a-zäöüéû\d])(\d+|[a-zäöüéûß]+)\s+(?:\(\d+\)\s+)?(?:calendar\s+|full\s+)?(days?|tage?n?|jours?|weeks?|wochen?|semaines?|months?|monate?n?|mois|years?|jahre?n?|ans?|années?)(?![a-zäöüé])/g;
  for (const m of String(v).toLowerCase().matchAll(re)) {
    const n = /^\d/.test(m[1]) ? Number(m[1]) : NUMW[m[1]];
    if (!n) continue;
    const u = /^(day|tag|jour)/.test(m[2]) ? 'day' : /^(week|woche|semaine)/.test(m[2]) ? 'week' : /^(month|monat|mois)/.test(m[2]) ? 'month' : 'year';
    return u === 'year' ? `${n * 12}_month` : `${n}_${u}`;
  }
  return null;
}

/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  title: ['Contract of Employment|Statement of Main Terms of Employment|Employment Contract', 'Employment Agreement|Employment Contract', 'Arbeitsvertrag|Anstellungsvertrag', 'Contrat de travail'],
  parts: ['Particulars of employment|Key terms|Main particulars', 'Summary of Terms|Key Terms', 'Vertragsdaten im Überblick|Wesentliche Vertragsbedingungen', 'Conditions particulières|Récapitulatif des conditions'],
  sched: ['Schedule – Particulars|The Schedule', 'Exhibit A – Terms of Employment|Schedule A', 'Anlage 1 – Vertragsdaten|Anlage zum Arbeitsvertrag', 'Annexe – Conditions particulières|Annexe 1'],
  item: ['Item|Term', 'Term|Item', 'Regelung|Punkt', 'Rubrique|Objet'], detail: ['Details|Particulars', 'Details|Description', 'Vereinbarung|Inhalt', 'Détail|Conditions'],
  employer: ['Employer|The Company', 'Employer|Company', 'Arbeitgeber|Firma', 'Employeur|Société'], employee: ['Employee|Name of employee', 'Employee|Employee name', 'Arbeitnehmer/in|Mitarbeiter/in', 'Salarié(e)|Nom du salarié'],
  eno: ['Employee number|Payroll no.|Staff no.', 'Employee ID|Employee #', 'Personalnummer|Pers.-Nr.', 'Matricule|N° de matricule'], ssn: ['National Insurance no.|NI number', 'SSN (last 4)|Social Security no.', 'Sozialversicherungsnummer|SV-Nummer', 'N° de sécurité sociale|N° SS'],
  dob: ['Date of birth|DOB', 'Date of birth|DOB', 'Geburtsdatum|geboren am', 'Date de naissance|Né(e) le'], addr: ['Address|Home address', 'Address|Residence', 'Anschrift|Wohnort', 'Adresse|Domicile'],
  job: ['Job title|Position', 'Position|Job title', 'Tätigkeit|Position', 'Emploi|Fonction'], start: ['Start date|Date employment begins|Commencement date', 'Start date|Employment start date', 'Beginn|Eintrittsdatum|Vertragsbeginn', "Date d'entrée|Date de début|Prise de poste"],
  type: ['Type of contract|Contract type', 'Employment type|Status', 'Vertragsart|Befristung', 'Nature du contrat|Type de contrat'], place: ['Place of work|Normal place of work|Work location', 'Work location|Primary work location', 'Arbeitsort|Einsatzort', 'Lieu de travail|Établissement'],
  hours: ['Hours of work|Normal working hours|Working hours', 'Work schedule|Hours', 'Arbeitszeit|Wöchentliche Arbeitszeit', 'Durée du travail|Horaire hebdomadaire'], pay: ['Salary|Basic salary|Remuneration', 'Base salary|Compensation', 'Vergütung|Gehalt|Bruttogehalt', 'Rémunération|Salaire de base'],
  leave: ['Holiday entitlement|Annual leave|Holidays', 'Paid time off|PTO', 'Urlaub|Urlaubsanspruch', 'Congés payés|Congés'], prob: ['Probationary period|Probation', 'Introductory period|Probationary period', 'Probezeit', "Période d'essai"],
  notice: ['Notice period|Notice (after probation)|Termination notice', 'Notice of resignation|Notice', 'Kündigungsfrist|Kündigung', 'Préavis|Délai de préavis'], reports: ['Reports to|Line manager', 'Reports to|Supervisor', 'Vorgesetzte/r|Berichtet an', 'Responsable hiérarchique|Rattachement'],
  comp: ['Component|Element', 'Component|Pay element', 'Bestandteil|Vergütungsbestandteil', 'Élément|Composante'], pm: ['Per month|Monthly', 'Monthly|Per month', 'monatlich|pro Monat', 'Mensuel|Par mois'], pa: ['Per annum|Annual', 'Annual|Per year', 'jährlich|pro Jahr', 'Annuel|Par an'], total: ['Total|Total package', 'Total|Total cash compensation', 'Summe|Gesamt', 'Total|Total brut'],
  basic: ['Basic salary|Base salary', 'Base salary', 'Grundgehalt|Bruttogehalt', 'Salaire de base|Rémunération de base'], allow: ['Car allowance|Location allowance', 'Commuter stipend|Phone and internet stipend', 'Vermögenswirksame Leistungen|Fahrtkostenzuschuss', 'Prime de transport|Indemnité de télétravail'],
};
/** Employers: name, registered office, its city, sites (address, city), governing law (as the clause words it, the gold, other ways of saying it). */
type Law = [string, string, string[]];
const EW: Law = ['the law of England and Wales', 'England and Wales', ['england', 'english law', 'laws of england and wales', 'law of england and wales']];
const SC: Law = ['Scots law', 'Scots law', ['scotland', 'scottish law', 'law of scotland']];
const USL = (s: string): Law => [`the laws of the State of ${s}`, s, [`state of ${s.toLowerCase()}`, `${s.toLowerCase()} law`, `laws of the state of ${s.toLowerCase()}`]];
const DEL: Law[] = [['das Recht der Bundesrepublik Deutschland', 'Recht der Bundesrepublik Deutschland', ['deutschland', 'germany', 'deutsches recht', 'german law', 'bundesrepublik deutschland']], ['deutsches Recht', 'deutsches Recht', ['deutschland', 'germany', 'german law', 'recht der bundesrepublik deutschland']]];
const FRL: Law = ['droit français', 'droit français', ['france', 'french law', 'loi française', 'le droit français']];
const EMPLOYERS: Array<Array<[string, string, string, Array<[string, string]>, Law | null]>> = [
  [['Kestrel Software Ltd', '20 Canada Square, London E14 5NN', 'London', [['3 Piccadilly Place, Manchester M1 3BN', 'Manchester'], ['1 Temple Quay, Bristol BS1 6DZ', 'Bristol']], EW], ['Carrow Foods plc', 'Carrow Works, King Street, Norwich NR1 2DD', 'Norwich', [['Unit 12, Meridian Business Park, Leicester LE19 1WZ', 'Leicester'], ['Carrow Works, King Street, Norwich NR1 2DD', 'Norwich']], EW],
    ['Northgate Dental Group Ltd', '45 Park Row, Leeds LS1 5JL', 'Leeds', [['18 Deansgate, Manchester M3 1AZ', 'Manchester'], ['9 Fargate, Sheffield S1 2HD', 'Sheffield']], EW], ['Firth Analytics Ltd', '14 Atholl Crescent, Edinburgh EH3 8HA', 'Edinburgh', [['120 Bothwell Street, Glasgow G2 7JS', 'Glasgow'], ['1 Marischal Square, Aberdeen AB10 1BL', 'Aberdeen']], SC], ['Tamar Water Services Ltd', 'Mountbatten House, Plymouth PL1 3RT', 'Plymouth', [['Riverside Depot, Marsh Barton, Exeter EX2 8GP', 'Exeter'], ['Lemon Quay, Truro TR1 2LW', 'Truro']], EW]],
  [['Pinecrest Analytics Inc.', '1800 Larimer St, Denver, CO 80202', 'Denver', [['1650 38th St, Boulder, CO 80301', 'Boulder'], ['90 S Cascade Ave, Colorado Springs, CO 80903', 'Colorado Springs']], USL('Colorado')], ['Harbor Point Logistics LLC', 'One Market Plaza, San Francisco, CA 94105', 'San Francisco', [['2200 E Carson St, Long Beach, CA 90810', 'Long Beach'], ['1 Jack London Sq, Oakland, CA 94607', 'Oakland']], USL('California')],
    ['Bluewater Medical Supply Inc.', '600 Congress Ave, Austin, TX 78701', 'Austin', [['3500 Pinemont Dr, Houston, TX 77018', 'Houston'], ['1400 Commerce St, Dallas, TX 75201', 'Dallas']], USL('Texas')], ['Lakeshore Realty Group LLC', '233 S Wacker Dr, Chicago, IL 60606', 'Chicago', [['1515 Chicago Ave, Evanston, IL 60201', 'Evanston'], ['400 E Diehl Rd, Naperville, IL 60563', 'Naperville']], USL('Illinois')]],
  [['Tessaro Software AG', 'Theresienhöhe 12, 80339 München', 'München', [['Ostendstraße 100, 90482 Nürnberg', 'Nürnberg'], ['Leopoldstraße 250, 80807 München', 'München']], null], ['Weber & Söhne KG', 'Industriestraße 8, 73760 Ostfildern', 'Ostfildern', [['Königstraße 28, 70173 Stuttgart', 'Stuttgart'], ['Hafenbahnstraße 25, 68305 Mannheim', 'Mannheim']], null],
    ['Brandt Logistik GmbH', 'Am Sandtorkai 41, 20457 Hamburg', 'Hamburg', [['Hansestraße 12, 28217 Bremen', 'Bremen'], ['Zum Containerhafen 3, 21129 Hamburg', 'Hamburg']], null], ['Vogt Lebensmittel GmbH', 'Mühlenweg 4, 33602 Bielefeld', 'Bielefeld', [['Westfalendamm 87, 44141 Dortmund', 'Dortmund'], ['Hammer Straße 155, 48153 Münster', 'Münster']], null]],
  [['Groupe Valmont SAS', '25 rue de la Paix, 75002 Paris', 'Paris', [['12 rue Nationale, 59000 Lille', 'Lille'], ['40 cours Lafayette, 69003 Lyon', 'Lyon']], FRL], ['Logidis SAS', 'ZI des Chesnes, 38070 Saint-Quentin-Fallavier', 'Saint-Quentin-Fallavier', [['12 rue de Tolbiac, 33300 Bordeaux', 'Bordeaux'], ['5 allée de la Pardieu, 63000 Clermont-Ferrand', 'Clermont-Ferrand']], FRL],
    ['Fromageries Sorel SA', '2 route de Lons, 39000 Lons-le-Saunier', 'Lons-le-Saunier', [['15 avenue Jean Jaurès, 21000 Dijon', 'Dijon'], ['8 rue de Belfort, 25000 Besançon', 'Besançon']], FRL], ['Atelier Duval SARL', '8 rue des Tanneurs, 67000 Strasbourg', 'Strasbourg', [['3 rue du Rhône, 68100 Mulhouse', 'Mulhouse'], ['8 rue des Tanneurs, 67000 Strasbourg', 'Strasbourg']], FRL]],
];
/** People as name and sex (for forms of address and gendered titles). */
const PEOPLE = ['Rebecca Thornley:f|Owen Gallimore:m|Priya Sharma:f|Callum Fraser:m|Joanna Pickering:f|Martin Ashdown:m|Sian Roberts:f|Tom Whitaker:m', 'Jessica Moreno:f|Brian Caldwell:m|Aaliyah Brooks:f|Derek Lindqvist:m|Monica Stein:f|Trevor Hale:m|Keisha Grant:f|Ryan O’Neill:m', 'Katrin Vollmer:f|Stefan Hoffart:m|Leonie Brandl:f|Markus Seidel:m|Anja Reuter:f|Florian Kaiser:m|Miriam Ott:f|Jan Petersen:m', 'Camille Morand:f|Julien Lefort:m|Inès Bertrand:f|Mathieu Carré:m|Laure Dufresne:f|Yann Le Goff:m|Sophie Marchal:f|Hugo Perrin:m'];
const HOMES = ['14 Ashfield Road, Stockport SK4 2JP|Flat 6, 31 Clarendon Road, Bristol BS6 7EX|22 Mill Lane, Wakefield WF1 3AB', '418 Linden Avenue, Aurora, CO 80010|77 Harbor Road, Alameda, CA 94501|9 Cedar Court, Round Rock, TX 78664|1210 Oak Street, Oak Park, IL 60302', 'Ahornweg 14, 90489 Nürnberg|Gartenstraße 3, 70565 Stuttgart|Am Mühlbach 22, 28195 Bremen|Lindenallee 5, 44139 Dortmund', '8 rue des Lilas, 59800 Lille|15 avenue Foch, 69006 Lyon|3 chemin des Vignes, 33000 Bordeaux|21 rue Victor Hugo, 21000 Dijon'];
const JOBS = ['Senior Accountant|Marketing Executive|Software Engineer|Warehouse Supervisor|HR Advisor|Customer Service Team Leader', 'Senior Accountant|Marketing Coordinator|Software Engineer|Warehouse Supervisor|HR Generalist|Account Manager', 'Sachbearbeiter/in Finanzbuchhaltung|Softwareentwickler/in|Lagerleiter/in|Personalreferent/in|Vertriebsmitarbeiter/in im Innendienst|Projektingenieur/in', "Comptable confirmé(e)|Développeur(se) logiciel|Chef d'équipe logistique|Chargé(e) de recrutement|Assistant(e) commercial(e)|Ingénieur(e) d'études"];
const SIGN_ROLES: Array<[string, string]> = [['Managing Director|HR Director|Head of People', 'Managing Director|HR Director|Head of People'], ['CEO|VP, Human Resources|Chief People Officer', 'CEO|VP, Human Resources|Chief People Officer'], ['Geschäftsführer|Personalleiter|Prokurist', 'Geschäftsführerin|Personalleiterin|Prokuristin'], ['Directeur général|Directeur des ressources humaines|Gérant', 'Directrice générale|Directrice des ressources humaines|Gérante']];
const MGR_ROLES = ['Head of Department|Team Leader|Operations Manager', 'Department Head|Team Lead|Operations Manager', 'Teamleitung|Abteilungsleitung|Bereichsleitung', "responsable du service|chef de service|directeur d'agence"];
const NOTICES: string[][] = [['one month', 'three months', 'two months', '4 weeks', '1 month'], ['two weeks', '30 days', 'four weeks'], ['einen Monat', 'drei Monate', 'zwei Monate', 'sechs Wochen'], ['un mois', 'deux mois', 'trois mois']];
/** Sentences per language (English, German, French); {names} are filled in. */
const T: Record<string, [string[], string[], string[]]> = {
  parties: [['This contract of employment is dated {made} and is made between {employer}, whose registered office is at {eAddr} ("the Company"), and {employee} of {home} ("the Employee").', 'THIS AGREEMENT is dated {made} and made between (1) {employer} of {eAddr} (the "Employer") and (2) {employee} of {home} (the "Employee").'], ['Zwischen {employer}, {eAddr} (nachfolgend „Arbeitgeber“), vertreten durch {signer}, und {herr} {employee}, geboren am {dob}, wohnhaft {home} (nachfolgend „Arbeitnehmer/in“), wird folgender Arbeitsvertrag geschlossen:'], ["Entre les soussignés : {employer}, dont le siège social est situé {eAddr}, représentée par {signer} en qualité de {signRole}, ci-après « l'Employeur », d'une part, et {madame} {employee}, {ne} le {dob}, demeurant {home}, ci-après « le Salarié », d'autre part, il a été convenu ce qui suit."]],
  start: [['The employment will begin on {start}{term}. No previous employment counts as part of the continuous period of employment.', 'The Employee’s employment with the Company shall commence on {start}{term}.'], ['Das Arbeitsverhältnis beginnt am {start}{term}.'], ['Le Salarié est engagé à compter du {start}{term}.']],
  termP: [['', ' and will continue until terminated by either party in accordance with this contract'], [' und wird auf unbestimmte Zeit geschlossen'], [' pour une durée indéterminée']],
  termF: [[' and, unless terminated earlier, will end on {fixEnd} (fixed-term contract)', ' for a fixed term ending on {fixEnd}'], [' und ist bis zum {fixEnd} befristet; es endet, ohne dass es einer Kündigung bedarf'], [" dans le cadre d'un contrat à durée déterminée prenant fin le {fixEnd}, motivé par un accroissement temporaire d'activité"]],
  job: [['The Employee is employed as {job} and reports to {mgr}, {mgrRole}.', 'You will be employed in the position of {job}, reporting to {mgr} ({mgrRole}).'], ['Der/Die Arbeitnehmer/in wird als {job} eingestellt. Vorgesetzte/r ist {mgr} ({mgrRole}).'], ['Le Salarié est engagé pour occuper le poste suivant : {job}. Il exercera ses fonctions sous l’autorité de {mgr}, {mgrRole}.']],
  place: [['The normal place of work is the Company’s office at {site}. The Company may require the Employee to work at other locations on a temporary basis.', 'Your place of work will be {site}; occasional travel to other Company sites may be required.'], ['Arbeitsort ist die Niederlassung {site}. Der Arbeitgeber behält sich vor, den/die Arbeitnehmer/in vorübergehend an einem anderen Standort einzusetzen.'], ['Le lieu de travail est fixé à l’établissement situé {site}. Il ne constitue pas un élément essentiel du contrat.']],
  prob: [['The first {prob} of employment are a probationary period, during which either party may end the employment by giving {pn} notice.', 'Employment is subject to a probationary period of {prob}. During probation, {pn} notice on either side is sufficient.'], ['Die ersten {prob} gelten als Probezeit. Während der Probezeit kann das Arbeitsverhältnis mit einer Frist von {pn} gekündigt werden.'], ["Le contrat ne deviendra définitif qu'à l'issue d'une période d'essai de {prob}, renouvelable une fois. Pendant cette période, chaque partie peut y mettre fin en respectant un délai de prévenance de {pn}."]],
  hours: [['Normal working hours are {hours} hours per week, Monday to Friday, with an unpaid lunch break of one hour each day.', 'You are expected to work {hours} hours per week. You may be required to work such additional hours as are reasonably necessary, without additional pay.'], ['Die regelmäßige wöchentliche Arbeitszeit beträgt {hours} Stunden ohne Pausen. Beginn und Ende der täglichen Arbeitszeit richten sich nach den betrieblichen Regelungen.'], ['La durée hebdomadaire de travail est fixée à {hours} heures, réparties du lundi au vendredi selon l’horaire collectif de l’établissement.']],
  payAUS: [['Employee will be paid an annual base salary of {annual}, less applicable withholdings, payable in accordance with the Company’s regular payroll schedule.'], [], []],
  payA: [['The Employee will be paid a salary of {annual} per annum, payable monthly in arrears by credit transfer.', 'Your basic salary is {annual} per annum, paid monthly in arrears on the last working day of the month.'], ['Die Vergütung beträgt jährlich {annual} brutto und wird in zwölf gleichen Teilbeträgen jeweils zum Monatsende ausgezahlt.'], ['En contrepartie de ses fonctions, le Salarié percevra une rémunération annuelle brute forfaitaire de {annual}, versée en douze mensualités.']],
  payM: [['The Employee will be paid a basic salary of {monthly} gross per month, payable on or before the last working day of each month.'], ['Der/Die Arbeitnehmer/in erhält ein monatliches Bruttogehalt von {monthly}, zahlbar jeweils zum Monatsende.'], ['Le Salarié percevra une rémunération mensuelle brute de {monthly}, versée à la fin de chaque mois.']],
  payB: [['The basic salary is {annual} per year, paid in twelve equal monthly instalments of {monthly}.'], ['Das Jahresbruttogehalt beträgt {annual}; dies entspricht einem monatlichen Bruttogehalt von {monthly}.'], ['La rémunération annuelle brute est fixée à {annual}, soit {monthly} bruts par mois.']],
  allow: [['In addition, an allowance of {allow} per month is paid with salary.'], ['Zusätzlich zahlt der Arbeitgeber einen Zuschuss von {allow} monatlich.'], ['Le Salarié bénéficie en outre d’une indemnité mensuelle de {allow}.']],
  bonus: [['The Employee is eligible for a discretionary annual bonus of up to {bonus} of basic salary, subject to Company and individual performance.'], ['Zusätzlich kann eine variable Vergütung von bis zu {bonus} des Jahresbruttogehalts gezahlt werden; die Ziele werden jährlich vereinbart.'], ['Le Salarié pourra percevoir une prime d’objectifs pouvant atteindre {bonus} de sa rémunération annuelle brute.']],
  leaveUS: [['You will receive {leave} days of paid time off per calendar year, in addition to the ten Company-paid holidays.'], [], []],
  leave: [['The Employee is entitled to {leave} working days’ paid holiday in each holiday year (January to December), in addition to the usual public holidays.', 'You are entitled to {leave} days’ paid annual leave per holiday year, plus bank and public holidays.'], ['Der/Die Arbeitnehmer/in hat Anspruch auf einen jährlichen Erholungsurlaub von {leave} Arbeitstagen bei einer Fünf-Tage-Woche. Der gesetzliche Mindesturlaub beträgt 20 Arbeitstage.'], ['Le Salarié bénéficie de {leave} jours ouvrables de congés payés par an, acquis à raison de 2,5 jours ouvrables par mois de travail effectif.']],
  notice: [['After the probationary period, either party may terminate the employment by giving written notice of {notice}, save in the case of gross misconduct.', 'Once probation has been completed, the notice period to be given by either party is {notice}.'], ['Nach Ablauf der Probezeit beträgt die Kündigungsfrist für beide Seiten {notice} zum Monatsende.', 'Die Kündigungsfrist nach Ablauf der Probezeit beträgt {notice} zum Ende eines Kalendermonats.'], ["À l'issue de la période d'essai, et sauf faute grave ou lourde, la partie qui prend l'initiative de la rupture respectera un préavis de {notice}."]],
  noticeUS: [['Employment with the Company is at will. Employee agrees, however, to give at least {notice} of written notice before resigning.'], [], []],
  conf: [['The Employee shall not, during or after the employment, disclose to any person any confidential information relating to the business of the Company or its clients.'], ['Der/Die Arbeitnehmer/in verpflichtet sich, über alle Betriebs- und Geschäftsgeheimnisse während und nach Beendigung des Arbeitsverhältnisses Stillschweigen zu bewahren.'], ["Le Salarié s'engage à observer la plus grande discrétion sur l'ensemble des informations dont il aurait connaissance dans l'exercice de ses fonctions, pendant et après l'exécution du contrat."]],
  law: [['This contract is governed by and construed in accordance with {law}.'], ['Auf dieses Arbeitsverhältnis findet {law} Anwendung.', 'Für diesen Vertrag gilt {law}.'], ['Le présent contrat est régi par le {law}.']],
  hr: [['Questions about these terms should be directed to {hr} in the People team.'], ['Ansprechpartner/in für Fragen zu diesem Vertrag ist {hr} (Personalabteilung).'], ['Pour toute question relative au présent contrat, le Salarié peut contacter {hr}, service des ressources humaines.']],
  sched: [['The Employee’s job title, start date, place of work, hours, salary, holiday entitlement, probationary period and notice period are set out in the Schedule, which forms part of this contract.'], ['Tätigkeit, Beginn, Arbeitsort, Arbeitszeit, Vergütung, Urlaub, Probezeit und Kündigungsfrist ergeben sich aus der Anlage 1, die Bestandteil dieses Vertrags ist.'], ["L'emploi, la date d'entrée, le lieu de travail, la durée du travail, la rémunération, les congés, la période d'essai et le préavis figurent en annexe, laquelle fait partie intégrante du présent contrat."]],
};
/** Clause headings per language (English, German, French). */
const HD: Record<string, [string, string, string]> = {
  start: ['Commencement|Start date', 'Beginn des Arbeitsverhältnisses|Vertragsbeginn', 'Engagement|Date d’effet'], job: ['Job title and duties|Position', 'Tätigkeit|Aufgabengebiet', 'Fonctions|Emploi'], place: ['Place of work|Work location', 'Arbeitsort', 'Lieu de travail'],
  prob: ['Probation|Probationary period', 'Probezeit', "Période d'essai"], hours: ['Hours of work|Working hours', 'Arbeitszeit', 'Durée du travail'], pay: ['Remuneration|Salary|Compensation', 'Vergütung', 'Rémunération'],
  bonus: ['Bonus|Variable pay', 'Variable Vergütung', "Prime d'objectifs"], allow: ['Allowances|Benefits', 'Zuschüsse', 'Indemnités'], leave: ['Holidays|Annual leave', 'Urlaub', 'Congés payés'], notice: ['Termination|Notice', 'Kündigung|Beendigung', 'Rupture du contrat|Préavis'],
  conf: ['Confidentiality', 'Verschwiegenheit', 'Confidentialité'], law: ['Governing law', 'Schlussbestimmungen|Anwendbares Recht', 'Droit applicable'], sched: ['Particulars|Terms of employment', 'Vertragsdaten', 'Conditions particulières'], type: ['Duration', 'Befristung', 'Durée du contrat'],
};
const NEVER: Array<[FieldType, Array<[string, string]>]> = [
  ['currency', [['signing_bonus', 'one-off bonus paid on joining'], ['sign-on bonus', '']]], ['date', [['review_date', 'date of the first salary review'], ['salaryReviewDate', '']]], ['text', [['company_car', 'car provided with the job'], ['vehicle', 'make and model of the company car']]],
  ['percentage', [['pension_contribution', 'employer pension contribution as a percentage of salary'], ['employerPensionPct', '']]], ['number', [['remote_days_per_week', 'days per week the employee may work from home'], ['home office days', '']]],
];

function make(r: Rng): ReturnType<Family['make']> {
  const li = int(r, 0, 3);
  const [loc, lang] = [LOCALES[li], [0, 0, 1, 2][li]];
  const w = (key: string) => pick(r, W[key][li].split('|'));
  const alt = (s: string) => pick(r, s.split('|'));
  const say = (key: string, c: Record<string, string | number>) => fill(pick(r, T[key][lang]), c);
  const [style, variant] = [pick(r, loc.dates), r()];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const byCode = chance(r, 0.15);
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode);
  const n = (x: number) => fmtNumber(x, loc.numbers, x % 1 ? 1 : 0);
  const [employer, eAddr, eCity, sites, law0] = pick(r, EMPLOYERS[li]);
  const law = law0 ?? pick(r, DEL);
  const [siteAddr, city] = chance(r, 0.8) ? pick(r, sites) : [eAddr, eCity];
  const [emp, signer, mgr, hr] = shuffle(r, PEOPLE[li].split('|')).map((p) => ({ name: p.split(':')[0], f: p.endsWith(':f') }));
  const signRole = alt(SIGN_ROLES[li][signer.f ? 1 : 0]);
  const mgrRole = alt(MGR_ROLES[li]);
  const job = alt(JOBS[li]);
  const home = alt(HOMES[li]);
  const dob = randomDate(r, 1965, 2001);
  const made = randomDate(r, 2018, 2026);
  const start = addDays(made, int(r, 10, 75));
  const empSigned = lang === 0 && chance(r, 0.5) ? addDays(made, int(r, 1, 6)) : made;
  const fixed = li !== 1 && chance(r, 0.25);
  const fixEnd = addDays(start, pick(r, [364, 365, 729, 545]));
  const prob = li === 3 ? pick(r, [2, 3, 4]) : li === 1 ? pick(r, [3, 6]) : pick(r, [3, 6, 6]);
  const pn = pick(r, [['one week’s', 'two weeks’'], ['one week’s', 'two weeks’'], ['zwei Wochen'], ['48 heures', 'deux semaines']][li]);
  const notice = pick(r, NOTICES[li]);
  const hours = pick(r, [[37.5, 35, 40, 37.5], [40], [40, 38.5, 39, 37.5], [35, 35, 39]][li]);
  const leave = pick(r, [[25, 28, 23, 26], [10, 15, 20], [28, 30, 26, 29], [25, 30]][li]);
  const monthly = [int(r, 90, 280) * 25, int(r, 160, 500) * 25, int(r, 110, 300) * 25, int(r, 80, 240) * 25][li];
  const annual = monthly * 12;
  const stated = pick(r, [['annual', 'annual', 'both', 'monthly'], ['annual', 'annual', 'annual', 'both'], ['monthly', 'monthly', 'both', 'annual'], ['monthly', 'annual', 'both']][li]);
  const hasBonus = chance(r, 0.5);
  const bonus = pick(r, [5, 8, 10, 12.5, 15, 20]);
  const allow = chance(r, 0.4) ? pick(r, [[250, 350, 450], [50, 75, 100], [40, 60, 80], [50, 75, 100]][li]) : 0;
  const eno = pick(r, [`E${int(r, 10000, 99999)}`, String(int(r, 100000, 999999)), `${['EMP', 'EMP', 'P', 'M'][li]}-${int(r, 1000, 9999)}`]);
  const ssn = [`${pick(r, ['JT', 'NP', 'SK', 'WL'])} ${int(r, 10, 99)} ${int(r, 10, 99)} ${int(r, 10, 99)} ${pick(r, ['A', 'B', 'C', 'D'])}`, `XXX-XX-${int(r, 1000, 9999)}`, `${int(r, 10, 65)} ${String(dob.getUTCDate()).padStart(2, '0')}${String(dob.getUTCMonth() + 1).padStart(2, '0')}${String(dob.getUTCFullYear() % 100).padStart(2, '0')} ${emp.name.split(' ').slice(-1)[0][0]} ${int(r, 100, 599)}`, `${emp.f ? 2 : 1} ${String(dob.getUTCFullYear() % 100).padStart(2, '0')} ${String(dob.getUTCMonth() + 1).padStart(2, '0')} ${int(r, 10, 95)} ${int(r, 100, 999)} ${int(r, 100, 999)} ${int(r, 10, 97)}`][li];
  const probText = li === 1 && chance(r, 0.5) ? `${['three', 'six'][prob / 3 - 1]} (${prob}) months` : `${prob} ${['months', 'months', 'Monate', 'mois'][li]}`;
  const c: Record<string, string | number> = { made: date(made), employer, eAddr, employee: emp.name, home, dob: date(dob), signer: signer.name, signRole, herr: emp.f ? 'Frau' : 'Herrn', madame: emp.f ? 'Madame' : 'Monsieur', ne: emp.f ? 'née' : 'né', start: date(start), fixEnd: date(fixEnd), job, mgr: mgr.name, mgrRole, site: siteAddr, prob: probText, pn, hours: n(hours), annual: money(annual), monthly: money(monthly), allow: money(allow), bonus: pctOf(li, bonus), leave, notice, law: law[0], hr: hr.name };
  c.term = fill(pick(r, T[fixed ? 'termF' : 'termP'][lang]), c);
  const confText = say('conf', c);

  const ask = new Ask(r);
  const askAnnual = chance(r, 0.5);
  const payGold = askAnnual ? (stated !== 'monthly' ? annual : null) : stated !== 'annual' ? monthly : null;
  const typeOpts = pick(r, [['Permanent', 'Fixed-term', 'Temporary', 'Zero-hours'], ['Open-ended / indefinite', 'Fixed term', 'Agency / temporary'], ['permanent', 'fixed_term', 'casual']]);
  const roles: Array<() => void> = [
    () => ask.field('text', [['employer', 'company employing the person'], ['company_name', ''], ['employing entity', 'legal name of the employer']], employer),
    () => ask.field('text', [['employee', 'name of the person being employed'], ['employee_name', ''], ['staffMember', 'who the contract is with (the worker, not the company signatory)']], emp.name),
    () => ask.field('text', [['job_title', 'position the employee is hired for'], ['role', ''], ['position title', 'job the person will do']], job),
    () => ask.field('date', [['start_date', 'first day of employment'], ['employment start', ''], ['commencementDate', 'date the employee starts work (not the signing date)']], isoOf(start)),
    () => ask.field('date', [['contract_date', 'date the contract is dated or signed'], ['date of agreement', ''], ['signedOn', 'date of the contract itself, not the start of work']], isoOf(made)),
    () => ask.field('number', [['probation_months', 'length of the probationary period in months'], ['trial period', 'probation length (months)'], ['probationPeriodMonths', '']], prob),
    () => askAnnual
      ? ask.field('currency', [['annual_salary', 'gross yearly base salary as stated in the contract'], ['salary per year', ''], ['yearlyPay', 'annual gross pay stated']], payGold)
      : ask.field('currency', [['monthly_salary', 'gross base pay per month as stated'], ['salary per month', ''], ['monthlyGross', 'monthly gross salary stated in the contract']], payGold),
    () => ask.field('number', [['weekly_hours', 'contracted working hours per week'], ['hours per week', ''], ['workingHours', 'normal weekly working time in hours']], hours),
    () => ask.field('number', [['annual_leave_days', 'paid holiday days per year'], ['vacation days', ''], ['holidayEntitlement', 'days of paid leave a year (contractual, not statutory minimum)']], leave),
    () => { ask.compare[ask.field('text', [['notice_period', 'notice required to end the employment after probation'], ['termination notice', ''], ['noticePeriod', 'how much notice either side must give (not during probation)']], notice)] = (v) => spanKey(v) !== null && spanKey(v) === spanKey(notice); },
    () => ask.field('text', [['place_of_work', 'city where the employee will work'], ['work location city', ''], ['workplace', 'town of the normal place of work (not the registered office)']], city),
    () => { ask.compare[ask.field('text', [['governing_law', 'law that applies to the contract'], ['applicable law', ''], ['jurisdiction', 'which law governs the employment contract']], law[1])] = (v) => [law[0], law[1], ...law[2]].map((x) => x.toLowerCase().replace(/^(the |le |das )/, '')).includes(String(v).toLowerCase().trim().replace(/^(the |le |das )/, '').replace(/[.]$/, '')); },
    () => ask.field('text', [['employer_signatory', 'person who signs for the employer'], ['signed for company by', ''], ['companySigner', 'name of the employer’s representative who signs (not the manager)']], signer.name),
    () => ask.field('text', [['line_manager', 'person the employee reports to'], ['reports to', ''], ['supervisorName', '']], mgr.name),
    () => ask.field('date', [['date_of_birth', 'birth date of the employee'], ['dob', ''], ['employeeBirthDate', '']], isoOf(dob)),
    () => ask.field('percentage', [['bonus_target', 'maximum bonus as a percentage of salary'], ['bonus %', ''], ['variablePayPct', 'variable pay cap in percent']], hasBonus ? bonus : null),
    () => ask.field('single_select', [['contract_type', 'permanent or fixed-term'], ['employment type', ''], ['duration_kind', 'whether the contract is open-ended or for a fixed term']], typeOpts[fixed ? 1 : 0], typeOpts),
    () => ask.field('id_alphanumeric', [['employee_number', 'staff or payroll number of the employee'], ['personnel id', ''], ['staffId', 'employee id (not the social security number)']], eno),
    () => ask.field('verbatim', [['confidentiality_clause', 'the confidentiality obligation, word for word'], ['confidentiality wording', 'exact sentence on confidentiality']], confText),
    () => ask.field('currency_symbol', [['currency', ''], ['salary currency', 'ISO code of the pay currency']], loc.currency.code),
  ];
  const keep = new Set(shuffle(r, roles.map((_, i) => i)).slice(0, int(r, 11, 14)));
  roles.forEach((f, i) => keep.has(i) && f());
  const [nt, nw] = pick(r, NEVER); // a field the contract never states
  ask.field(nt, nw, null);

  const kv = (label: string, value: string, above = false): Block => ({ kind: 'kv', label, value, above });
  const para = (text: string): Block => ({ kind: 'para', text });
  const layout = pick(r, ['particulars', 'prose', 'schedule'] as const);
  const payKey = stated === 'annual' ? (li === 1 ? 'payAUS' : 'payA') : stated === 'monthly' ? 'payM' : 'payB';
  const perA = [`${money(annual)} per annum`, `${money(annual)} per year`, `${money(annual)} brutto jährlich`, `${money(annual)} bruts par an`][li];
  const perM = [`${money(monthly)} gross per month`, `${money(monthly)} per month`, `${money(monthly)} brutto monatlich`, `${money(monthly)} bruts par mois`][li];
  const payShort = stated === 'annual' ? perA : stated === 'monthly' ? perM : `${perA} (${perM})`;
  const typeShort = fixed ? [`Fixed-term, ending ${date(fixEnd)}`, '', `befristet bis ${date(fixEnd)}`, `CDD jusqu'au ${date(fixEnd)}`][li] : ['Permanent', 'Regular, full-time (at will)', 'unbefristet', 'CDI'][li];
  const items: Array<[string, string, boolean]> = [
    ['job', job, false], ['start', date(start), false], ['type', typeShort, false], ['place', siteAddr, chance(r, 0.4)], ['hours', `${n(hours)} ${['hours per week', 'hours per week', 'Stunden pro Woche', 'heures par semaine'][li]}`, false],
    ['pay', payShort, false], ['leave', `${leave} ${['working days plus public holidays', 'days PTO per year', 'Arbeitstage pro Kalenderjahr', 'jours ouvrables par an'][li]}`, false], ['prob', probText, false], ['notice', li === 2 ? `${notice} zum Monatsende` : notice, false]];
  const clauseOf: Record<string, string> = { job: say('job', c), start: say('start', c), place: say('place', c), hours: say('hours', c), pay: `${say(payKey, c)}${hasBonus ? ` ${say('bonus', c)}` : ''}${allow ? ` ${say('allow', c)}` : ''}`, leave: say(li === 1 ? 'leaveUS' : 'leave', c), prob: say('prob', c), notice: li === 1 ? say('noticeUS', c) : say('notice', c) };
  const numbered = (cl: Array<[string, string]>) => cl.filter(([, t]) => t).map(([k, t], i) => { const h = alt(HD[k][lang]); return para(li === 2 ? `§ ${i + 1} ${h}: ${t}` : li === 3 ? `Article ${i + 1} – ${h} : ${t}` : `${i + 1}. ${h}. ${t}`); });
  const tail: Array<[string, string]> = [['conf', confText], ['law', say('law', c)]];
  const extras: Array<[string, string]> = [['bonus', hasBonus ? say('bonus', c) : ''], ['allow', allow ? say('allow', c) : '']];
  const partyHead: Block[] = [para(say('parties', c)), ...(lang === 0 ? [{ kind: 'lines' as const, lines: [`${w('eno')}: ${eno}`, `${w('dob')}: ${date(dob)}`, `${w('ssn')}: ${ssn}`] }] : [kv(w('eno'), eno), kv(w('ssn'), ssn)])];
  let body: Block[];
  if (layout === 'particulars') {
    body = [
      { kind: 'title', text: w('title') }, kv(w('employer'), `${employer}, ${eAddr}`, chance(r, 0.3)), kv(w('employee'), emp.name), kv(w('addr'), home), kv(w('dob'), date(dob)), kv(w('eno'), eno), kv(w('ssn'), ssn), ...(lang === 0 ? [kv(['Date of this statement', 'Agreement date', '', ''][li] || 'Date', date(made))] : []),
      { kind: 'title', text: w('parts') }, ...items.map(([k, v, above]) => kv(w(k), v, above)), kv(w('reports'), `${mgr.name}, ${mgrRole}`),
      { kind: 'title', text: ['Terms and conditions', 'Terms and Conditions', 'Weitere Vertragsbedingungen', 'Conditions générales'][li] },
      ...numbered([...(fixed ? [['type', clauseOf.start]] as Array<[string, string]> : []), ['prob', clauseOf.prob], ...extras, ...tail]),
    ];
  } else if (layout === 'prose') {
    body = [{ kind: 'title', text: li === 3 ? `${w('title')} à durée ${fixed ? 'déterminée' : 'indéterminée'}` : w('title') }, ...partyHead, ...numbered([...['start', 'job', 'place', 'prob', 'hours', 'pay', 'leave', 'notice'].map((k): [string, string] => [k, clauseOf[k]]), ...tail])];
  } else {
    const remRows = [[w('basic'), ...(stated !== 'annual' ? [money(monthly)] : []), ...(stated !== 'monthly' ? [money(annual)] : [])], ...(allow ? [[w('allow'), ...(stated !== 'annual' ? [fmtNumber(allow, loc.numbers)] : []), ...(stated !== 'monthly' ? [fmtNumber(allow * 12, loc.numbers)] : [])]] : [])];
    const rem: Block = { kind: 'table', header: [w('comp'), ...(stated !== 'annual' ? [w('pm')] : []), ...(stated !== 'monthly' ? [w('pa')] : [])], rows: allow ? [...remRows, [w('total'), ...(stated !== 'annual' ? [money(monthly + allow)] : []), ...(stated !== 'monthly' ? [money((monthly + allow) * 12)] : [])]] : remRows };
    body = [{ kind: 'title', text: w('title') }, ...partyHead, ...numbered([['sched', say('sched', c)], ['job', clauseOf.job], ['prob', clauseOf.prob], extras[0], ...tail]),
      { kind: 'title', text: w('sched') }, { kind: 'table', header: [w('item'), w('detail')], rows: items.filter(([k]) => k !== 'pay').map(([k, v]) => [w(k), v]) }, rem];
  }
  const sigs: Block[] = lang === 0
    ? [{ kind: 'lines', lines: [li === 1 ? `For ${employer}:` : `Signed for and on behalf of ${employer}`, signer.name, signRole, `${['Date', 'Date'][li]}: ${date(made)}`] }, { kind: 'lines', lines: [li === 1 ? 'Employee:' : 'Signed by the Employee', emp.name, `Date: ${date(empSigned)}`] }]
    : lang === 1
      ? [{ kind: 'lines', lines: [`${eCity}, den ${date(made)}`] }, { kind: 'table', header: ['Arbeitgeber', 'Arbeitnehmer/in'], rows: [[`${signer.name}, ${signRole}`, emp.name]] }]
      : [{ kind: 'lines', lines: [`Fait à ${eCity}, le ${date(made)}, en deux exemplaires originaux.`] }, { kind: 'lines', lines: [`Pour l'Employeur : ${signer.name}, ${signRole}`, `Le Salarié (« lu et approuvé ») : ${emp.name}`] }];
  const blocks: Block[] = [{ kind: 'lines', lines: [employer, eAddr] }, ...body, para(say('hr', c)), ...sigs];
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const employmentContracts: Family = { name: 'employment-contract', kind: 'contract', split: 'held-out', formats: ['pdf', 'docx', 'html', 'txt'], make };
