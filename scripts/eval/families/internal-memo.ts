/**
 * Calibration family: internal company memos and e-mails announcing a decision (a budget
 * approval, an office move, a policy change or a hiring freeze) in UK, US, DE and FR wording.
 * A To/From/CC/Date/Subject header (memo label lines, a two-column table, or an e-mail's
 * From/Sent/To/Cc/Subject with addresses and perhaps a "RE:"), sometimes a reference,
 * priority, category or department line; then prose: the decision with the approved amount
 * beside the amount requested (or a saving) and a previous figure, when it takes effect
 * beside another date, how many staff it concerns beside another count, the cost or
 * project code, the one thing readers are asked to do, a deadline for replies and a
 * contact person; a signature with title and department. Never a phone number, an
 * attachment, a link or a staff number.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, pad, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';

/** Helpers shared with the customs-declaration family. */
export const r2 = (x: number) => Math.round(x * 100) / 100;
export const shuffled = <T>(r: Rng, xs: readonly T[]): T[] => xs.map((x) => ({ x, k: r() })).sort((a, b) => a.k - b.k).map((o) => o.x);
export const fill = (s: string, c: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k) => String(c[k]));
export const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
export const loose = (v: unknown) => String(v).normalize('NFC').replace(/\s+/g, ' ').replace(/^[\s"“'(]+|[\s"”').,;:]+$/g, '').toLowerCase();
/** Draws 10-12 of the roles in random order of choice (each role is a closure adding one field). */
export function drawRoles(r: Rng, roles: Array<() => void>, lo = 10, hi = 12) {
  const keep = new Set(roles.map((_, i) => ({ i, k: r() })).sort((a, b) => a.k - b.k).slice(0, int(r, lo, hi)).map((x) => x.i));
  roles.forEach((f, i) => keep.has(i) && f());
}

/** Label words per locale (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  title: ['MEMORANDUM|Internal Memo|MEMO', 'MEMORANDUM|Interoffice Memo|MEMO', 'Hausmitteilung|Interne Mitteilung|Rundschreiben', 'Note de service|Note interne|NOTE D’INFORMATION'],
  to: ['To', 'To', 'An', 'À|Destinataire(s)|Destinataires'], from: ['From', 'From', 'Von', 'De|Émetteur|Expéditeur'], cc: ['CC|Copy to|cc', 'CC|cc', 'Kopie an|Kopie|CC', 'Copie à|Copie|Cc'],
  date: ['Date', 'Date', 'Datum', 'Date'], sent: ['Sent|Date', 'Sent|Date', 'Gesendet|Datum', 'Envoyé|Date'], subj: ['Subject|Re', 'Subject|Re', 'Betreff', 'Objet'],
  ref: ['Ref|Our ref|Memo no.', 'Ref.|Memo #', 'Unser Zeichen|Az.', 'Réf.|N° de note'], prio: ['Priority|Urgency', 'Priority', 'Priorität|Dringlichkeit', 'Priorité|Urgence'], imp: ['Importance', 'Importance', 'Wichtigkeit', 'Importance'],
  dept: ['Department|From department', 'Department|Division', 'Abteilung|Bereich', 'Service|Direction'], cat: ['Category|Type', 'Category|Type', 'Kategorie|Art', 'Catégorie|Type'],
  prios: ['High|Normal|Low', 'High|Normal|Low', 'Hoch|Normal|Niedrig', 'Haute|Normale|Basse'],
  hello: ['Dear {first},|Hi {first},', 'Hi {first},|{first},', 'Hallo {first},', 'Bonjour {first},'], helloAll: ['Dear colleagues,|Hello all,', 'Hi all,|Team,', 'Liebe Kolleginnen und Kollegen,', 'Chers collègues,|Bonjour à tous,'],
  bye: ['Kind regards|Many thanks|Best wishes', 'Thanks|Best regards|Regards', 'Viele Grüße|Mit freundlichen Grüßen|Beste Grüße', 'Cordialement|Bien à vous|Bien cordialement'],
  titles: ['Director|Head of Department|Manager', 'Director|Vice President|Manager', 'Leitung|Bereichsleitung|Referent/in', 'Responsable|Responsable adjoint(e)|Chargé(e) de mission'],
  group: ['All staff|All line managers|Heads of department', 'All employees|All managers|Department heads', 'Alle Mitarbeitenden|Alle Führungskräfte|Alle Beschäftigten', 'Ensemble du personnel|Tous les managers|Tous les collaborateurs'],
  ccRole: ['Finance Director|HR Business Partner|Office Manager|Head of IT', 'CFO|HR Business Partner|Office Manager|IT Director', 'Personalrat|Controlling|Office Management|IT-Leitung', 'CSE|Contrôle de gestion|Services généraux|DSI'],
  team: ['Customer Service team|Sales team|Accounts Payable team|Marketing team', 'Customer Service team|Sales team|Accounts Payable team|Marketing team', 'das Team Kundenservice|der Vertriebsinnendienst|die Kreditorenbuchhaltung|das Marketing-Team', 'l’équipe du service client|l’équipe commerciale|la comptabilité fournisseurs|l’équipe marketing'],
  sites: ['Queen Street|Riverside House|Pennine Business Park|Canal Wharf', 'Market Street|Lakeside Plaza|Northgate Center|Harbor Point', 'Hafenstraße|Technologiepark Nord|Lindenallee|Campus West', 'Part-Dieu|Gerland|Confluence|Les Docks'],
};
const NAMES = ['Hannah Whitfield|Owen Gallagher|Rebecca Thornton|Imran Siddiqui|Fiona MacLeod|Tom Ashworth|Lucy Brennan|Gareth Pryce|Aisha Rahman|Neil Dawson', 'Megan Carter|Luis Ramirez|Tyler Brooks|Jasmine Reed|Kevin Nguyen|Rachel Goldberg|Derek Lawson|Monica Patel|Brian Fischer|Alicia Moore', 'Katrin Vogel|Stefan Hofmann|Miriam Krause|Tobias Wendt|Anja Lorenz|Felix Brandt|Jana Schuster|Matthias Keller|Lea Winkler|Oliver Busch', 'Camille Moreau|Julien Lefebvre|Sophie Marchand|Nicolas Faure|Élodie Chevalier|Antoine Roux|Manon Girard|Thomas Perret|Inès Bertin|Hugo Lambert'];
const ORGS = ['Harwood & Pryce Ltd|Stanmore Logistics plc|Kingsbridge Software Ltd', 'Corbin Health Systems Inc.|Tri-County Foods LLC|Westlake Analytics Inc.', 'Rheinfeld Logistik GmbH|Hollmann Medizintechnik AG|Sauer & Kling GmbH', 'Groupe Rivaud SA|Verdier Industries SAS|Alcôve Conseil SARL'];
const TLD = ['co.uk', 'com', 'de', 'fr'];
type Topic = 'budget' | 'move' | 'policy' | 'freeze';
const TOPICS: Topic[] = ['budget', 'move', 'policy', 'freeze'];
/** Issuing departments per topic and locale. */
const DEPTS: Record<Topic, [string, string, string, string]> = {
  budget: ['Finance|Finance & Planning', 'Finance|Financial Planning & Analysis', 'Finanzen|Controlling', 'Direction financière|Contrôle de gestion'],
  move: ['Facilities|Workplace Services', 'Facilities|Real Estate & Facilities', 'Facility Management|Gebäudemanagement', 'Services généraux|Direction immobilière'],
  policy: ['Human Resources|People & Culture', 'Human Resources|People Operations', 'Personal|Personalabteilung', 'Ressources humaines|Direction des ressources humaines'],
  freeze: ['Human Resources|Executive Office', 'Human Resources|Office of the CEO', 'Personal|Geschäftsführung', 'Ressources humaines|Direction générale'],
};
/** Budget projects: English, German and French prose, then the three titles. */
const PROJ = [['customer portal upgrade', 'die Modernisierung des Kundenportals', 'la refonte du portail client', 'Customer portal upgrade', 'Modernisierung Kundenportal', 'Refonte du portail client'], ['leadership training programme', 'das Führungskräfte-Trainingsprogramm', 'le programme de formation des managers', 'Leadership training programme', 'Führungskräfteprogramm', 'Programme de formation des managers'], ['replacement of the warehouse racking', 'den Austausch der Lagerregale', 'le remplacement des rayonnages de l’entrepôt', 'Warehouse racking replacement', 'Austausch Lagerregale', 'Remplacement des rayonnages'], ['CRM rollout', 'die Einführung des neuen CRM-Systems', 'le déploiement du nouveau CRM', 'CRM rollout', 'Einführung CRM-System', 'Déploiement du CRM']];
/** Policies: name and what the allowance pays for, in English, German and French. */
const POL = [['hybrid working policy', 'home-office equipment', 'Richtlinie zum mobilen Arbeiten', 'Büroausstattung im Homeoffice', 'la charte de télétravail', 'l’équipement du poste à domicile'], ['learning and development policy', 'training courses and certifications', 'Weiterbildungsrichtlinie', 'Fortbildungen und Zertifizierungen', 'la politique de formation', 'les formations et certifications'], ['wellbeing policy', 'gym membership or sports classes', 'Richtlinie zur Gesundheitsförderung', 'Fitnessstudio oder Sportkurse', 'la politique bien-être', 'un abonnement sportif']];
/** Sentences per topic and slot, in English, German and French. */
type L3 = [string[], string[], string[]];
const T: Record<string, L3> = {
  budget_subj: [['Approval of the {proj} budget', 'Budget approved: {title}', '{title} – funding decision'], ['Budgetfreigabe {title}', 'Genehmigung Budget: {title}'], ['Validation du budget – {title}', 'Budget approuvé : {title}']],
  budget_dec: [['Following the budget review on {od}, I am pleased to confirm that the Executive Committee has approved a budget of {amt} for the {proj}.', 'At its meeting on {od} the Leadership Team signed off {amt} for the {proj}.'], ['Im Anschluss an die Budgetrunde vom {od} freue ich mich mitzuteilen, dass die Geschäftsführung für {proj} ein Budget von {amt} genehmigt hat.', 'In ihrer Sitzung am {od} hat die Geschäftsleitung {amt} für {proj} freigegeben.'], ['À l’issue de la revue budgétaire du {od}, j’ai le plaisir de vous confirmer que le comité de direction a approuvé un budget de {amt} pour {proj}.', 'Lors de sa réunion du {od}, la direction générale a validé une enveloppe de {amt} pour {proj}.']],
  budget_det: [['This is less than the {req} originally requested; last year we spent {prev} on comparable work.', 'The original bid was for {req}, compared with actual spend of {prev} in the previous financial year.'], ['Beantragt waren ursprünglich {req}; im Vorjahr wurden für vergleichbare Maßnahmen {prev} ausgegeben.', 'Der ursprüngliche Antrag lautete auf {req}, die Ist-Kosten des Vorjahres lagen bei {prev}.'], ['La demande initiale portait sur {req} ; l’an dernier, {prev} avaient été dépensés pour des travaux comparables.', 'Ce montant est inférieur aux {req} demandés initialement (dépenses réelles de l’exercice précédent : {prev}).']],
  budget_ppl: [['The project will involve {n} colleagues across {m} sites.', '{n} members of staff in {m} locations will take part.'], ['Beteiligt sind {n} Mitarbeitende an {m} Standorten.', 'Das Vorhaben betrifft {n} Beschäftigte an {m} Standorten.'], ['Le projet concerne {n} collaborateurs répartis sur {m} sites.', '{n} salariés sur {m} sites sont concernés.']],
  budget_time: [['Funds are available from {eff} and all costs are booked to {code}.', 'Spending may begin on {eff}; all invoices are charged to cost code {code}.'], ['Die Mittel stehen ab dem {eff} zur Verfügung; alle Kosten werden auf {code} gebucht.', 'Ausgaben sind ab dem {eff} möglich, sämtliche Rechnungen werden auf Kostenstelle {code} kontiert.'], ['Les crédits sont disponibles à compter du {eff} ; toutes les dépenses sont imputées sur le code {code}.', 'Les engagements pourront démarrer le {eff}, sur le code analytique {code}.']],
  budget_act: [['Please send your detailed spending plan to the Finance team before any orders are placed.', 'Budget holders should review their forecasts and flag any expected overspend to Finance.'], ['Bitte reichen Sie vor der ersten Bestellung einen detaillierten Ausgabenplan beim Controlling ein.', 'Budgetverantwortliche prüfen bitte ihre Prognosen und melden absehbare Überschreitungen an das Controlling.'], ['Merci de transmettre votre plan de dépenses détaillé au contrôle de gestion avant toute commande.', 'Les responsables budgétaires sont priés de revoir leurs prévisions et de signaler tout dépassement prévisible.']],
  budget_actDl: [['Please submit your team’s spending plan to {contact} by {dl}.'], ['Bitte senden Sie Ihren Ausgabenplan bis zum {dl} an {contact}.'], ['Merci d’adresser votre plan de dépenses à {contact} avant le {dl}.']],
  move_subj: [['Office move to {new}', 'Relocation of the {team}', 'Move to {new} – confirmed'], ['Umzug an den Standort {new}', 'Büroumzug {new}'], ['Déménagement vers le site {new}', 'Transfert des bureaux – site {new}']],
  move_dec: [['I can now confirm that the {team} will move from {old} to {new}.', 'The Board has approved the relocation of the {team} from {old} to our new premises at {new}.'], ['Hiermit bestätige ich, dass {team} vom Standort {old} an den Standort {new} umzieht.', 'Die Geschäftsführung hat beschlossen, dass {team} vom Standort {old} an den Standort {new} umzieht.'], ['Je vous confirme que {team} quittera le site {old} pour rejoindre le site {new}.', 'La direction a validé le déménagement de {team} du site {old} vers le site {new}.']],
  move_det: [['The approved relocation budget is {amt}, including {req} quoted for removals; the new lease will reduce our annual rent by {prev}.', 'A budget of {amt} has been approved for the move (the removals quote alone is {req}), and we expect to save {prev} a year on rent.'], ['Das genehmigte Umzugsbudget beträgt {amt}, davon entfallen {req} auf das Umzugsunternehmen; der neue Mietvertrag senkt unsere jährliche Miete um {prev}.', 'Für den Umzug wurden {amt} genehmigt (allein das Angebot der Spedition liegt bei {req}); an Miete sparen wir künftig {prev} pro Jahr.'], ['Le budget de déménagement approuvé s’élève à {amt}, dont {req} pour le déménageur ; le nouveau bail réduira notre loyer annuel de {prev}.', 'Une enveloppe de {amt} a été validée pour l’opération (le devis du déménageur représente à lui seul {req}), pour une économie de loyer de {prev} par an.']],
  move_ppl: [['{n} staff will move, and the new floor has {m} desks.', 'The move affects {n} employees; {m} workstations will be available at the new site.'], ['Umziehen werden {n} Mitarbeitende; auf der neuen Etage stehen {m} Arbeitsplätze bereit.', 'Der Umzug betrifft {n} Beschäftigte, am neuen Standort gibt es {m} Arbeitsplätze.'], ['{n} salariés déménagent ; le nouvel étage compte {m} postes de travail.', 'Le déménagement concerne {n} collaborateurs, et {m} postes seront disponibles sur le nouveau site.']],
  move_time: [['The removal firm will pack on {od} and the new office opens on {eff}; all costs go to project {code}.', 'Our first working day at {new} will be {eff}, after the removals on {od}. Move-related expenses are charged to cost code {code}.'], ['Die Spedition packt am {od}, der erste Arbeitstag am neuen Standort ist der {eff}; alle Kosten laufen über Projekt {code}.', 'Nach dem Umzug am {od} arbeiten wir ab dem {eff} am Standort {new}. Umzugsbedingte Ausgaben werden auf {code} gebucht.'], ['Le déménageur interviendra le {od} et le nouveau site ouvrira le {eff} ; tous les frais sont imputés sur le projet {code}.', 'Après le déménagement du {od}, nous travaillerons sur le site {new} à partir du {eff}. Les frais liés au déménagement sont imputés sur {code}.']],
  move_act: [['Please pack your personal belongings into the crates provided and label each one with your name.', 'Please clear your desk and return any surplus equipment to IT before your last day at {old}.'], ['Bitte packen Sie Ihre persönlichen Gegenstände in die bereitgestellten Kisten und beschriften Sie jede Kiste mit Ihrem Namen.', 'Bitte räumen Sie Ihren Schreibtisch und geben Sie nicht benötigte Geräte vor Ihrem letzten Arbeitstag am Standort {old} an die IT zurück.'], ['Merci de ranger vos effets personnels dans les caisses fournies et d’indiquer votre nom sur chacune d’elles.', 'Merci de libérer votre bureau et de restituer le matériel inutilisé au service informatique avant votre dernier jour sur le site {old}.']],
  move_actDl: [['Please tell {contact} about any special equipment or access needs by {dl}.'], ['Bitte teilen Sie {contact} bis zum {dl} mit, ob Sie besondere Ausstattung oder Zugangsrechte benötigen.'], ['Merci de signaler à {contact} avant le {dl} tout besoin particulier en matériel ou en accès.']],
  policy_subj: [['Changes to the {pol}', 'Revised {pol}', 'Update: {pol}'], ['Änderung der {pol}', 'Neufassung der {pol}'], ['Modification de {pol}', 'Évolution de {pol}']],
  policy_dec: [['Following consultation, the Board has approved a revised {pol}, which takes effect on {eff}.', 'I am writing to let you know that the {pol} will change from {eff}.'], ['Nach Abstimmung mit dem Betriebsrat hat die Geschäftsführung eine überarbeitete Fassung der {pol} beschlossen, die am {eff} in Kraft tritt.', 'Hiermit informiere ich Sie, dass sich die {pol} ab dem {eff} ändert.'], ['Après consultation du CSE, la direction a adopté une version révisée de {pol}, applicable à compter du {eff}.', 'Je vous informe que {pol} évolue à partir du {eff}.']],
  policy_det: [['Each eligible employee may claim up to {req} a year towards {what}, instead of {prev} today. A total budget of {amt} has been approved to fund the change.', 'The yearly allowance for {what} rises from {prev} to {req} per person, and the company has set aside {amt} in total.'], ['Jede berechtigte Person kann künftig bis zu {req} pro Jahr für {what} erstatten lassen, bisher waren es {prev}. Für die Änderung wurde ein Gesamtbudget von {amt} genehmigt.', 'Der jährliche Zuschuss für {what} steigt von {prev} auf {req} pro Person; insgesamt stellt das Unternehmen dafür {amt} bereit.'], ['Chaque salarié éligible pourra se faire rembourser jusqu’à {req} par an pour {what}, contre {prev} aujourd’hui. Un budget global de {amt} a été approuvé pour financer cette mesure.', 'La prise en charge annuelle pour {what} passe de {prev} à {req} par personne ; l’entreprise y consacre {amt} au total.']],
  policy_ppl: [['The new rules apply to {n} employees and will be reviewed after {m} months.', '{n} colleagues are eligible; the policy will be reviewed after {m} months.'], ['Die neuen Regeln gelten für {n} Beschäftigte und werden nach {m} Monaten überprüft.', '{n} Mitarbeitende sind berechtigt; nach {m} Monaten erfolgt eine Überprüfung.'], ['Les nouvelles règles s’appliquent à {n} salariés et feront l’objet d’un bilan après {m} mois.', '{n} collaborateurs sont éligibles ; un bilan sera réalisé au bout de {m} mois.']],
  policy_time: [['Claims are booked to cost code {code}.', 'All claims will be charged to {code}.'], ['Die Erstattungen werden auf {code} gebucht.', 'Alle Anträge werden auf Kostenstelle {code} verbucht.'], ['Les remboursements sont imputés sur le code {code}.', 'Toutes les demandes seront imputées sur {code}.']],
  policy_act: [['Please read the revised policy carefully and confirm to your line manager that you have done so.', 'Managers are asked to brief their teams on the changes at their next team meeting.'], ['Bitte lesen Sie die überarbeitete Richtlinie sorgfältig und bestätigen Sie Ihrer Führungskraft die Kenntnisnahme.', 'Führungskräfte werden gebeten, ihre Teams in der nächsten Teambesprechung über die Änderungen zu informieren.'], ['Merci de lire attentivement la nouvelle version et d’en confirmer la prise de connaissance à votre responsable.', 'Les managers sont priés de présenter ces changements à leur équipe lors de la prochaine réunion.']],
  policy_actDl: [['Please confirm to {contact} by {dl} that you have read the new policy.'], ['Bitte bestätigen Sie {contact} bis zum {dl}, dass Sie die neue Richtlinie gelesen haben.'], ['Merci de confirmer à {contact} avant le {dl} que vous avez pris connaissance des nouvelles règles.']],
  freeze_subj: [['Hiring freeze', 'Temporary freeze on recruitment', 'Recruitment freeze from {eff}'], ['Einstellungsstopp', 'Vorübergehender Einstellungsstopp'], ['Gel des recrutements', 'Gel temporaire des embauches']],
  freeze_dec: [['With effect from {eff}, a freeze on all external recruitment applies across {org}.', 'At its meeting on {od}, the Executive Board decided to pause all external hiring from {eff}.'], ['Ab dem {eff} gilt bei {org} ein Einstellungsstopp für alle externen Neueinstellungen.', 'In seiner Sitzung am {od} hat der Vorstand beschlossen, ab dem {eff} alle externen Einstellungen auszusetzen.'], ['À compter du {eff}, un gel des recrutements externes s’applique à l’ensemble de {org}.', 'Lors de sa réunion du {od}, le comité exécutif a décidé de suspendre tous les recrutements externes à partir du {eff}.']],
  freeze_det: [['The Board has approved a revised personnel budget of {amt} for the year, down from {prev}; we expect to save around {req}.', 'Our staffing budget has been reset at {amt} (previously {prev}), saving an estimated {req}.'], ['Der Vorstand hat ein angepasstes Personalbudget von {amt} für das laufende Jahr genehmigt, nach bisher {prev}; wir erwarten Einsparungen von rund {req}.', 'Das Personalbudget wurde auf {amt} festgesetzt (bisher {prev}), was einer Einsparung von etwa {req} entspricht.'], ['Le comité a approuvé un budget de personnel révisé de {amt} pour l’exercice, contre {prev} auparavant ; l’économie attendue est d’environ {req}.', 'La masse salariale budgétée est ramenée à {amt} (au lieu de {prev}), soit une économie estimée à {req}.']],
  freeze_ppl: [['Headcount will be held at {n}, and the {m} vacancies currently advertised will be put on hold.', 'We will keep our headcount at {n}; {m} open positions are paused.'], ['Die Belegschaft bleibt bei {n} Beschäftigten, die {m} derzeit ausgeschriebenen Stellen werden zurückgestellt.', 'Wir halten die Zahl der Beschäftigten bei {n}; {m} offene Stellen ruhen vorerst.'], ['L’effectif sera maintenu à {n} personnes et les {m} postes actuellement ouverts sont mis en attente.', 'Nous maintenons l’effectif à {n} ; {m} postes vacants sont suspendus.']],
  freeze_time: [['Any exception must be approved by the Executive Board and is charged to {code}.', 'Approved exceptions will be booked to cost code {code}.'], ['Ausnahmen bedürfen der Zustimmung des Vorstands und werden auf {code} gebucht.', 'Genehmigte Ausnahmen laufen über Kostenstelle {code}.'], ['Toute exception doit être approuvée par le comité exécutif et sera imputée sur {code}.', 'Les exceptions validées seront imputées sur le code {code}.']],
  freeze_act: [['Please do not make any new job offers until further notice.', 'Hiring managers should withdraw open job adverts and let candidates in process know.'], ['Bitte sprechen Sie bis auf Weiteres keine neuen Einstellungszusagen aus.', 'Führungskräfte mit offenen Stellen ziehen bitte ihre Ausschreibungen zurück und informieren die Bewerberinnen und Bewerber im Verfahren.'], ['Merci de ne plus faire de promesse d’embauche jusqu’à nouvel ordre.', 'Les managers concernés sont priés de retirer leurs offres d’emploi et d’informer les candidats en cours de processus.']],
  freeze_actDl: [['Please send any request for an exception to {contact} by {dl}.'], ['Bitte richten Sie Anträge auf Ausnahmen bis zum {dl} an {contact}.'], ['Merci d’adresser toute demande de dérogation à {contact} avant le {dl}.']],
  replyDl: [['The deadline for comments or questions is {dl}; {contact} is your point of contact.', 'Comments received by {dl} will be taken into account; {contact} is coordinating responses.'], ['Frist für Rückmeldungen ist der {dl}; Ansprechperson ist {contact}.', 'Anmerkungen, die bis zum {dl} eingehen, werden berücksichtigt; die Rückmeldungen sammelt {contact}.'], ['La date limite pour vos questions ou remarques est fixée au {dl} ; le point de contact est {contact}.', 'Les remarques reçues avant le {dl} seront prises en compte ; {contact} centralise les retours.']],
  reply: [['{contact} is the point of contact for any questions.', 'Any questions can go to {contact}.'], ['Ansprechperson für Fragen ist {contact}.', 'Für Rückfragen steht {contact} zur Verfügung.'], ['Pour toute question, le point de contact est {contact}.', '{contact} reste à votre disposition pour toute question.']],
};
/** Per topic: the amount, the count and the effective date as users would ask them. */
const ASK_AMT: Record<Topic, Array<[string, string]>> = { budget: [['approved_budget', 'amount approved for the project'], ['budget_signed_off', ''], ['funding_granted', 'how much money was approved, not the amount asked for']], move: [['relocation_budget', 'total approved for the office move'], ['move_budget', ''], ['approved_cost', 'amount signed off for moving, not the removals quote']], policy: [['total_budget', 'overall money set aside for the policy change'], ['policy_funding', 'total approved, not the per-person amount']], freeze: [['personnel_budget', 'revised staffing budget that was approved'], ['new_staff_budget', '']] };
const ASK_N: Record<Topic, Array<[string, string]>> = { budget: [['staff_involved', 'how many employees the project involves'], ['participants', 'number of colleagues taking part']], move: [['staff_moving', 'number of employees who are relocating'], ['people_affected', 'how many staff the move affects']], policy: [['eligible_staff', 'how many employees the new rules apply to'], ['employees_covered', '']], freeze: [['headcount', 'headcount the company will hold'], ['staff_number', 'total number of employees to be kept']] };
const ASK_EFF: Record<Topic, Array<[string, string]>> = { budget: [['budget_available_from', 'date the money can start being spent'], ['start_date', ''], ['effective_date', 'when the decision takes effect']], move: [['move_in_date', 'first day in the new office'], ['effective_date', 'when the change takes effect'], ['new_office_opens', '']], policy: [['effective_date', 'when the new policy applies from'], ['in_force_from', '']], freeze: [['freeze_start', 'when the hiring freeze begins'], ['effective_date', '']] };
const CAT_OPTS = [['Budget approval', 'Office relocation', 'Policy change', 'Hiring freeze'], ['Finance', 'Facilities', 'HR policy', 'Recruitment']];
const CAT_WORDS = ['Budget|Office move|Policy|Recruitment', 'Budget|Facilities|Policy|Staffing', 'Budget|Umzug|Richtlinie|Personal', 'Budget|Déménagement|Politique RH|Recrutement'];
const PRIO_OPTS = [['High', 'Normal', 'Low'], ['Urgent', 'Standard', 'Low']];
const NEVER: Array<[FieldType, Array<[string, string]>]> = [['text', [['phone_extension', 'phone number of the sender'], ['direct_line', '']]], ['number', [['attachments', 'how many attachments are enclosed'], ['enclosures', 'number of enclosed documents']]], ['url', [['intranet_link', 'link to more information'], ['policy_url', '']]], ['id_alphanumeric', [['sender_staff_id', 'employee number of the author'], ['payroll_no', '']]]];
const mail = (name: string, org: string, tld: string) => `${name.toLowerCase().normalize('NFD').replace(/[^a-z ]/g, '').replace(/ /g, '.')}@${org.split(/[ &]/)[0].toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.${tld}`;

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const li = LOCALES.indexOf(loc);
  const lang = [0, 0, 1, 2][li];
  const w = (key: string) => pick(r, W[key][li].split('|'));
  const [style, variant, byCode, noCents] = [pick(r, loc.dates), r(), chance(r, 0.2), chance(r, 0.5)];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const money = (x: number) => { const s = fmtMoney(x, loc.currency, loc.numbers, byCode); return noCents && x % 1 === 0 ? s.replace(/[.,]00(?!\d)/, '') : s; };
  const topic = pick(r, TOPICS);
  const ti = TOPICS.indexOf(topic);
  const say = (slot: string, c: Record<string, string | number>) => fill(pick(r, T[`${topic}_${slot}`]?.[lang] ?? T[slot][lang]), c).replace(/\.\./g, '.');
  const org = pick(r, ORGS[li].split('|'));
  const dept = pick(r, DEPTS[topic][li].split('|'));
  const [author, recipient, contactOwn, ...rest] = shuffled(r, NAMES[li].split('|'));
  const ccs = rest.slice(0, int(r, 1, 3));
  const contact = chance(r, 0.4) ? ccs[0] : contactOwn;
  const toGroup = chance(r, 0.3);
  const sent = randomDate(r, 2019, 2025);
  const od = topic === 'move' ? null : addDays(sent, -int(r, 2, 16));
  const eff = addDays(sent, topic === 'freeze' ? int(r, 0, 14) : int(r, topic === 'move' ? 25 : 14, 80));
  const dl = addDays(sent, int(r, 5, 18));
  const odDate = od ?? addDays(eff, -int(r, 2, 3));
  const [n, m] = topic === 'freeze' ? [int(r, 120, 4800), int(r, 3, 40)] : topic === 'move' ? [int(r, 18, 160), 0] : [int(r, 12, 900), pick(r, [6, 9, 12, 18, 24])];
  const mm = topic === 'move' ? n + int(r, 4, 30) : topic === 'budget' ? int(r, 2, 9) : m;
  const round = (lo: number, hi: number, step: number) => int(r, lo, hi) * step + (chance(r, 0.2) ? pick(r, [0.5, 0.25, 0.75]) * step / 10 : 0);
  const yy = String(sent.getUTCFullYear()).slice(2);
  let amt: number, req: number, prev: number;
  if (topic === 'budget') { amt = round(20, 900, 500); req = r2(amt + round(2, 60, 500)); prev = round(10, 900, 500); }
  else if (topic === 'move') { amt = round(30, 400, 500); req = r2(amt * pick(r, [0.4, 0.5, 0.55, 0.6])); prev = round(10, 200, 1000); }
  else if (topic === 'policy') { req = pick(r, [300, 400, 500, 600, 750, 1000]); prev = r2(req - pick(r, [100, 150, 200, 250])); amt = round(20, 600, 500); }
  else { prev = Math.round((n * int(r, 38, 72) * 1000) / 5000) * 5000; amt = r2(prev - Math.max(5000, Math.round((prev * int(r, 2, 9)) / 100 / 250) * 250)); req = r2(prev - amt); }
  const code = pick(r, [[`CC-${int(r, 1000, 9999)}`, `PRJ-${yy}-${int(r, 100, 999)}`], [`${int(r, 1000, 9999)}-${int(r, 100, 999)}`, `GL-${int(r, 10000, 99999)}`], [`${int(r, 1000, 9999)}-${int(r, 10, 99)}`, `P-${yy}-${int(r, 100, 999)}`], [`CA-${int(r, 100, 999)}`, `${yy}-AN-${int(r, 100, 999)}`]][li]);
  const ref = pick(r, [`MEMO-${yy}-${int(r, 10, 199)}`, `${dept.slice(0, 2).toUpperCase()}/${sent.getUTCFullYear()}/${pad(int(r, 1, 99))}`, `${int(r, 100, 999)}/${yy}`]);
  const [pj, pl] = [pick(r, PROJ), pick(r, POL)];
  const [sites, team] = [shuffled(r, W.sites[li].split('|')), w('team')];
  const num = (x: number) => fmtNumber(x, loc.numbers, 0);
  const c: Record<string, string | number> = { org, amt: money(amt), req: money(req), prev: money(prev), n: num(n), m: mm, eff: date(eff), od: date(odDate), dl: date(dl), code, contact, team, old: sites[0], new: sites[1], proj: pj[lang], title: pj[3 + lang], pol: pl[lang * 2], what: pl[lang * 2 + 1] };
  const subject = cap(say('subj', c));
  const withDl = chance(r, 0.45);
  const action = say(withDl ? 'actDl' : 'act', c);
  const [prio, prioSet, catSet] = [int(r, 0, 2), pick(r, PRIO_OPTS), pick(r, CAT_OPTS)];
  const showPrio = chance(r, 0.55);
  const email = chance(r, 0.45);

  const ask = new Ask(r);
  const roles: Array<() => void> = [
    () => ask.field('text', [['sender', 'who wrote the memo'], ['author', ''], ['memo_from', 'person the memo is from, not the people copied']], author),
    ...(toGroup ? [] : [() => ask.field('text', [['addressee', 'main person the memo is sent to'], ['recipient', 'who it is addressed to (not cc)'], ['sent_to', '']], recipient)]),
    () => ask.field('text', [['department', 'which department issued it'], ['issuing_team', ''], ['sender_department', 'department of the person who wrote it']], dept),
    () => ask.field('date', [['memo_date', 'date the memo was sent'], ['date_sent', ''], ['issued_on', 'when this was written (not the effective date)']], isoOf(sent)),
    () => { ask.compare[ask.field('text', [['subject', 'subject line'], ['topic', 'what the memo is about, as in its subject'], ['title', '']], subject)] = (v) => loose(String(v).replace(/^\s*(re|aw|fw|fwd|wg|tr)\s*:\s*/i, '')) === loose(subject); },
    () => ask.field('date', ASK_EFF[topic], isoOf(eff)),
    () => ask.field('currency', ASK_AMT[topic], amt),
    () => ask.field('number', ASK_N[topic], n),
    () => ask.field('date', [['reply_by', 'last date to respond'], ['response_deadline', ''], ['feedback_due', 'when comments or questions must be in by']], isoOf(dl)),
    () => ask.field('id_alphanumeric', [['cost_code', 'code the costs are booked to'], ['project_code', ''], ['budget_code', 'cost centre or project reference for the charges']], code),
    () => ask.field('verbatim', [['requested_action', 'what readers are asked to do, word for word'], ['action_for_staff', 'the sentence telling recipients what to do'], ['call_to_action', '']], action),
    () => showPrio ? ask.field('single_select', [['priority', 'how urgent the memo is'], ['urgency', '']], prioSet[prio], prioSet) : ask.field('single_select', [['memo_type', 'what kind of announcement this is'], ['category', '']], catSet[ti], catSet),
  ];
  drawRoles(r, roles);
  const [nt, nw] = pick(r, NEVER);
  ask.field(nt, nw, null);

  const kv = (label: string, value: string): Block => ({ kind: 'kv', label, value });
  const para = (text: string): Block => ({ kind: 'para', text });
  const tld = TLD[li];
  const deptWhere = email ? 'sig' : pick(r, ['kv', 'from', 'sig']);
  const first = (key: string) => W[key][li].split('|')[0]; // the words a mail client writes
  const authorTitle = w('titles');
  const toText = toGroup ? w('group') : email ? `${recipient} <${mail(recipient, org, tld)}>` : chance(r, 0.4) ? `${recipient}, ${w('ccRole')}` : recipient;
  const ccText = ccs.map((p) => (email ? `${p} <${mail(p, org, tld)}>` : chance(r, 0.5) ? `${p} (${w('ccRole')})` : p)).join(email ? '; ' : ', ');
  const fromText = email ? `${author} <${mail(author, org, tld)}>` : deptWhere === 'from' ? `${author}${li < 2 ? ', ' : ' – '}${dept}` : chance(r, 0.4) ? `${author}, ${authorTitle}` : author;
  const prioWord = W.prios[li].split('|')[prio];
  const subjLine = email && chance(r, 0.35) ? `${['RE', 'RE', 'AW', 'TR'][li]}: ${subject}` : subject;
  const extra: Array<[string, string]> = [...(chance(r, 0.4) && !email ? [[w('ref'), ref] as [string, string]] : []), ...(showPrio ? [[email ? w('imp') : w('prio'), prioWord] as [string, string]] : []), ...(deptWhere === 'kv' ? [[w('dept'), dept] as [string, string]] : []), ...(!showPrio && !email && chance(r, 0.3) ? [[w('cat'), CAT_WORDS[li].split('|')[ti]] as [string, string]] : [])];
  const core: Array<[string, string]> = email
    ? [[first('from'), fromText], [w('sent'), `${date(sent)} ${pad(int(r, 7, 18))}:${pad(int(r, 0, 59))}`], [first('to'), toText], [w('cc'), ccText], [first('subj'), subjLine]]
    : pick(r, [[0, 1, 2, 3, 4], [3, 0, 1, 2, 4], [1, 0, 2, 3, 4], [0, 1, 3, 2, 4]]).map((i) => [[w('to'), toText], [w('from'), fromText], [w('cc'), ccText], [w('date'), date(sent)], [w('subj'), subjLine]][i] as [string, string]);
  const rows = email ? [...core.slice(0, 4), ...extra, core[4]] : [...core, ...extra];
  const head: Block[] = [
    ...(email ? [] : chance(r, 0.5) ? [{ kind: 'title' as const, text: org }, { kind: 'title' as const, text: w('title') }] : [{ kind: 'title' as const, text: w('title') }]),
    ...(!email && chance(r, 0.3) ? [{ kind: 'table' as const, header: ['', ''], rows: rows.map(([a, b]) => [`${a}:`, b]) }] : rows.map(([a, b]) => kv(a, b))),
  ];
  const greet = email || chance(r, 0.4) ? [para(fill(toGroup ? w('helloAll') : w('hello'), { first: recipient.split(' ')[0] }))] : [];
  const [dec, det, ppl, time] = [say('dec', c), say('det', c), say('ppl', c), say('time', c)];
  const reply = say(withDl ? 'reply' : 'replyDl', c);
  const body: Block[] = pick(r, [
    [para(`${dec} ${det}`), para(`${ppl} ${time}`), para(`${action} ${reply}`)],
    [para(dec), para(`${det} ${ppl}`), para(time), para(action), para(reply)],
    [para(`${dec} ${ppl}`), para(`${det} ${time}`), { kind: 'kv', label: ['Action required', 'Action requested', 'Bitte beachten', 'Action attendue'][li], value: action, above: true }, para(reply)],
  ]);
  const sig: Block[] = [{ kind: 'lines', lines: [...(email || chance(r, 0.6) ? [`${w('bye')}${li === 2 ? '' : ','}`] : []), author, ...(deptWhere === 'sig' ? [...(li < 2 ? [`${authorTitle}, ${dept}`] : [authorTitle, dept]), ...(email ? [org] : [])] : chance(r, 0.5) ? [authorTitle] : [])] }];
  return { blocks: [...head, ...greet, ...body, ...sig], fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const internalMemos: Family = { name: 'internal-memo', kind: 'correspondence', split: 'train', formats: ['pdf', 'docx', 'txt', 'html'], make };
