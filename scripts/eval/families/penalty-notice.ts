/**
 * Training family: parking and traffic penalty notices (council PCNs, US citations, German
 * Verwarnungen, French FPS and avis de contravention) and late-filing penalties from a tax
 * or companies authority, in UK, US, DE and FR wording. The authority heads the letter, the
 * registered keeper (or taxpayer) sits in a window address block; a notice number beside the
 * vehicle registration and a case reference (or a taxpayer reference); date, time, place,
 * code and description of the contravention and the officer's number (none on camera
 * notices); the full amount, a reduced amount within N days (never in Germany), an increased
 * amount if unpaid; the date of the notice and the last date to pay, stated in prose; ways
 * to pay and how to challenge the notice.
 */
import { addDays, fmtDate, fmtMoney, isoOf, LOCALES, pad, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';
import { letters, plateOf, r2, shuffle } from './repair-order.ts';

/** Minutes after midnight of a written time ("2.37pm", "14:37 Uhr", "14h37"), or null. */
function minutesOf(v: unknown): number | null {
  const m = /(\d{1,2})\s*(?:[:.h]\s*(\d{2}))?\s*(a\.?\s?m\.?|p\.?\s?m\.?)?/i.exec(String(v));
  if (!m) return null;
  return (Number(m[1]) % (m[3] ? 12 : 24) + (m[3] && /p/i.test(m[3]) ? 12 : 0)) * 60 + Number(m[2] ?? 0);
}
/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  parking: ['PENALTY CHARGE NOTICE|Penalty Charge Notice – Notice to Owner|Regulation 10 Penalty Charge Notice', 'NOTICE OF PARKING VIOLATION|Parking Citation|Parking Violation Notice', 'Verwarnung mit Verwarnungsgeld|Verwarnungsgeldangebot (Parkverstoß)', 'Avis de paiement – Forfait post-stationnement|Avis de forfait post-stationnement (FPS)'],
  traffic: ['Penalty Charge Notice – Bus Lane and Moving Traffic|Penalty Charge Notice (camera enforcement)', 'Notice of Violation – Red Light Camera|Photo Enforcement Violation Notice', 'Anhörung im Verwarnungsgeldverfahren|Verwarnungsgeldangebot – Verkehrsverstoß', 'Avis de contravention|Avis de contravention – contrôle automatisé'],
  filing: ['Late filing penalty notice|Penalty notice – late filing|Notice of penalty for a late return', 'Notice of Late Filing Penalty|Penalty Assessment – Late Filed Return', 'Festsetzung eines Verspätungszuschlags|Bescheid über einen Verspätungszuschlag', 'Avis de majoration pour dépôt tardif|Notification de pénalité – déclaration tardive'],
  notice: ['PCN number|Penalty Charge Notice no.|Notice number', 'Citation #|Notice No.|Violation #', 'Verwarnungs-Nr.|Kassenzeichen|Belegnummer', "N° de l'avis|Numéro d'avis|N° d'avis"], penRef: ['Penalty reference|Notice number|Penalty ref.', 'Notice #|Penalty notice no.', 'Bescheid-Nr.|Kassenzeichen', "N° d'avis|Référence de l'avis"],
  case: ['Customer reference|Case reference|Our ref.', 'Case #|Reference #|Account ref.', 'Aktenzeichen|Az.|Unser Zeichen', 'Référence dossier|Réf.|N° de dossier'], reg: ['Vehicle registration|VRM|Registration mark', 'License plate|Plate #|Plate', 'Amtl. Kennzeichen|Kennzeichen', "Immatriculation|N° d'immatriculation"],
  make: ['Vehicle make|Make', 'Make/Color|Vehicle', 'Fahrzeug|Marke', 'Marque|Véhicule'], noticeDate: ['Date of notice|Date of this notice|Notice date', 'Notice date|Date issued|Date of notice', 'Datum|Schreiben vom|Ausstellungsdatum', "Date de l'avis|Date d'envoi|Date d'édition"],
  when: ['Date of contravention|Contravention date|Date', 'Violation date|Date of violation|Date', 'Tattag|Datum der Ordnungswidrigkeit|Tatdatum', "Date de l'infraction|Date de constatation|Le"], time: ['Time|Time of contravention|Time observed', 'Time|Time of violation', 'Uhrzeit|Tatzeit', 'Heure|Heure de constatation|À'],
  where: ['Location|Street|Place of contravention', 'Location|Violation location', 'Tatort|Ort', "Lieu|Lieu de l'infraction|Adresse"], code: ['Contravention code|Code', 'Violation code|Code|Ordinance', 'Tatbestandsnummer|TBNR|Tatbestand-Nr.', 'Code NATINF|Code infraction|NATINF'],
  desc: ['Contravention|Description|Details', 'Violation|Description', 'Tatvorwurf|Tatbestand', "Nature de l'infraction|Motif|Infraction"], officer: ['Civil Enforcement Officer no.|CEO number|Officer ID', 'Officer badge #|Badge No.|Issuing officer', 'Dienstnummer|Dienst-Nr. der Überwachungskraft|Kontrollkraft Nr.', "Agent verbalisateur n°|Matricule de l'agent|N° agent"],
  amount: ['Penalty charge|Amount due|Penalty amount', 'Fine amount|Amount due|Fine', 'Verwarnungsgeld|Betrag|Zu zahlender Betrag', "Montant de l'amende|Montant|Montant dû"], fileAmt: ['Penalty|Penalty amount|Amount now due', 'Penalty amount|Balance due', 'Verspätungszuschlag|Festgesetzter Betrag', 'Montant de la majoration|Pénalité'],
  reduced: ['Discounted amount|Reduced charge|Reduced amount', 'Early payment amount|Reduced fine', 'ermäßigter Betrag', 'Montant minoré|Amende minorée'], pay: ['How to pay|Payment options|Ways to pay', 'How to pay|Payment options', 'Zahlungsmöglichkeiten|So können Sie zahlen', 'Comment payer|Modes de paiement'],
  appeal: ['How to challenge this notice|Challenges and appeals|Your right to appeal', 'How to contest|Your right to contest', 'Rechtsbehelf|Äußerung / Einspruch', 'Contestation|Comment contester'], details: ['Contravention details|Details of the contravention', 'Violation details|Violation information', 'Angaben zur Ordnungswidrigkeit|Sachverhalt', "Détails de l'infraction|Infraction constatée"],
  due: ['Filing deadline|Return due by|Due date for the return', 'Return due date|Original due date', 'Abgabefrist|Frist zur Abgabe der Erklärung', 'Date limite de dépôt|Échéance déclarative'], got: ['Return received|Date received', 'Return received|Received on', 'Eingang der Erklärung|Erklärung eingegangen am', 'Date de réception|Déclaration reçue le'],
  year: ['Tax year|Period', 'Tax year|Tax period', 'Veranlagungsjahr|Jahr', 'Année des revenus|Exercice'], camera: ['Enforced by approved device (CCTV)|Camera enforced', 'Recorded by automated camera system|Camera ID', 'Gemessen mit: Traffipax SpeedPhot|Messgerät: PoliScan Speed', 'Constaté par radar automatique|Appareil de contrôle automatisé'],
};
type Auth = [string, string, string, string[]]; // name, web slug, address lines, streets
const AUTH: Record<'road' | 'filing', Auth[][]> = {
  road: [[["Brighton & Hove City Council", 'brighton-hove', 'Parking Services, PO Box 2023|Brighton BN1 1XJ', ['Western Road', 'North Street', 'Queens Road']], ['Leeds City Council', 'leeds', 'Parking Services, PO Box 478|Leeds LS1 1UR', ['Boar Lane', 'Call Lane', 'Park Square East']], ['London Borough of Camden', 'camden', 'Parking Services, PO Box 4535|London WC1H 9JE', ['Camden High Street', 'Parkway', 'Delancey Street']]],
    [['City of Portland – Parking Enforcement', 'portland', '1120 SW 5th Ave|Portland, OR 97204', ['SW Morrison St', 'NW 23rd Ave', 'SE Hawthorne Blvd']], ['City of Austin Municipal Court', 'austintexas', '6800 Burleson Rd|Austin, TX 78744', ['Congress Ave', 'E 6th St', 'S Lamar Blvd']], ['City and County of Denver – Right of Way Enforcement', 'denver', '201 W Colfax Ave|Denver, CO 80202', ['Larimer St', 'E Colfax Ave', 'Blake St']]],
    [['Stadt Köln – Amt für öffentliche Ordnung', 'stadt-koeln', 'Verkehrsüberwachung|Ottmar-Pohl-Platz 1|51103 Köln', ['Ehrenstraße', 'Zülpicher Straße', 'Neumarkt']], ['Landeshauptstadt München – Kreisverwaltungsreferat', 'muenchen', 'Verkehrsüberwachung|Implerstraße 9|81371 München', ['Leopoldstraße', 'Sendlinger Straße', 'Rosenheimer Straße']], ['Stadt Freiburg im Breisgau – Bußgeldstelle', 'freiburg', 'Basler Straße 2|79100 Freiburg im Breisgau', ['Kaiser-Joseph-Straße', 'Bertoldstraße', 'Habsburgerstraße']]],
    [['Ville de Lyon', 'lyon', 'Direction de la régulation urbaine|1 place de la Comédie|69001 Lyon', ['rue de la République', 'cours Lafayette', 'quai Saint-Antoine']], ['Ville de Nantes', 'nantes', "Service du stationnement|2 rue de l'Hôtel de Ville|44000 Nantes", ['rue Crébillon', 'cours des 50 Otages', 'quai de la Fosse']], ['Ville de Bordeaux', 'bordeaux', 'Place Pey-Berland|33000 Bordeaux', ["cours de l'Intendance", 'rue Sainte-Catherine', 'quai des Chartrons']]]],
  filing: [[['HM Revenue & Customs', 'gov.uk/hmrc', 'Self Assessment|HM Revenue and Customs|BX9 1AS', []], ['Companies House', 'gov.uk/companieshouse', 'Crown Way|Cardiff|CF14 3UZ', []]], [['Colorado Department of Revenue', 'tax.colorado', 'PO Box 17087|Denver, CO 80217', []], ['Ohio Department of Taxation', 'tax.ohio', 'PO Box 182401|Columbus, OH 43218', []]],
    [['Finanzamt Köln-Mitte', 'finanzamt-koeln', 'Am Weidenbach 2-4|50676 Köln', []], ['Finanzamt München', 'finanzamt-muenchen', 'Deroystraße 18|80335 München', []]], [['Direction générale des Finances publiques – SIP Lyon 3e', 'impots', '165 rue Garibaldi|69003 Lyon', []], ['Service des impôts des particuliers de Nantes', 'impots', "2 rue du Général Margueritte|44000 Nantes", []]]],
};
const ANTAI: Auth = ['Agence nationale de traitement automatisé des infractions (ANTAI)', 'antai', 'CS 41101|35911 Rennes Cedex 9', ['avenue Jean Jaurès, Lyon 7e', 'boulevard des Belges, Nantes', 'RN 165, Vannes']];
type Contra = [string, string, number, number | null]; // code, description, full amount, reduced amount
const CONTRA: Record<'parking' | 'traffic', Contra[][]> = {
  parking: [[['01', 'Parked in a restricted street during prescribed hours', 70, 35], ['12', "Parked in a residents' or shared use parking place without clearly displaying a permit", 70, 35], ['30', 'Parked for longer than permitted', 50, 25], ['40', "Parked in a designated disabled person's parking place without displaying a valid badge", 70, 35]],
    [['16.20.130', 'Expired meter', 45, 35], ['10-4-1', 'No parking – street cleaning', 65, 50], ['PK-22', 'Parking in a fire lane', 95, null]], [['112402', 'Parken im absoluten Haltverbot (Zeichen 283)', 25, null], ['141312', 'Überschreiten der zulässigen Höchstparkdauer', 20, null], ['142103', 'Parken in einem Fußgängerbereich', 55, null]],
    [['', 'Absence ou insuffisance de paiement de la redevance de stationnement', 35, 25], ['', 'Dépassement de la durée de stationnement payée', 35, 17]]],
  traffic: [[['34J', 'Being in a bus lane', 70, 35], ['31J', 'Entering and stopping in a box junction when prohibited', 70, 35], ['52M', 'Failing to comply with a prohibition on certain types of vehicle', 70, 35]], [['21453(a)', 'Failure to stop at a red signal', 158, null], ['SPD-11', 'Speeding in a school zone', 120, 90]],
    [['103636', 'Überschreiten der zulässigen Höchstgeschwindigkeit innerhalb geschlossener Ortschaften um 14 km/h', 50, null], ['103101', 'Überschreiten der zulässigen Höchstgeschwindigkeit innerhalb geschlossener Ortschaften um 8 km/h', 30, null]],
    [['11303', 'Excès de vitesse inférieur à 20 km/h (vitesse maximale autorisée supérieure à 50 km/h)', 68, 45], ['21624', "Non-respect de l'arrêt imposé par un feu rouge", 135, 90], ['25030', 'Circulation sur une voie réservée aux transports en commun', 135, 90]]],
};
const PEOPLE = [['Rachel Osborne', 'Tom Pritchard', 'Nadia Hussain', 'Callum Reid', 'Hollins Joinery Ltd'], ['Jennifer Walsh', 'Marcus Greene', 'Olivia Park', 'Darnell Hayes', 'Bluebird Catering LLC'], ['Katharina Schulz', 'Florian Meier', 'Deniz Aydın', 'Lukas Neumann', 'Brandt Elektro GmbH'], ['Camille Bernard', 'Hugo Lefèvre', 'Inès Haddad', 'Maxime Girard', 'Boulangerie Morel SARL']];
const ADDR: Array<Array<[string[], string]>> = [[[['14 Ditchling Rise', 'Brighton'], 'BN1 4QL'], [['3 Holly Bank', 'Leeds'], 'LS6 4DJ'], [['Flat 2, 81 Agar Grove', 'London'], 'NW1 9TL']], [[['4127 SE Division St', 'Portland, OR'], '97202'], [['902 W Mary St', 'Austin, TX'], '78704'], [['1550 Gaylord St', 'Denver, CO'], '80206']], [[['Lindenallee 5'], '50968 Köln'], [['Ungererstraße 40'], '80805 München'], [['Wiesentalstraße 12'], '79115 Freiburg']], [[['12 rue Victor Hugo'], '69002 Lyon'], [['4 allée des Tanneurs'], '44000 Nantes'], [['27 rue Judaïque'], '33000 Bordeaux']]];
const CARS = [['Ford Fiesta, silver', 'Vauxhall Astra, blue', 'Kia Picanto, red'], ['Toyota RAV4, white', 'Honda Accord, gray', 'Ford Escape, black'], ['VW Golf, grau', 'BMW 1er, schwarz', 'Opel Corsa, rot'], ['Renault Mégane, gris', 'Peugeot 208, blanc', 'Citroën C4, bleu']];
const PAYM = [['Online: {site}', 'By phone: 0300 456 7890 (24-hour automated line)', 'By post: cheque payable to {auth}, with the notice number written on the back', 'In person: at any Customer Service Centre', 'By bank transfer: sort code 30-00-02, account 01234567, quoting your reference'],
  ['Online at {site}', 'By phone: 1-866-555-0147', 'By mail: check or money order payable to {auth}', 'In person at the Citation Payment Office, Room 130', 'By electronic funds transfer (ACH) using the details on your account statement'],
  ['Online: {site}', 'Telefonisch mit Kreditkarte: 0221 221-24680', 'Per Post: Verrechnungsscheck an die Stadtkasse', 'Bar bei der Stadtkasse (Kundenzentrum)', 'Per Überweisung: IBAN DE12 3705 0198 0000 1234 56, Verwendungszweck: Kassenzeichen'],
  ['Par internet : {site}', 'Par téléphone : 0 811 10 10 10', "Par courrier : chèque à l'ordre du Trésor public", "Auprès d'un buraliste agréé ou au guichet de la trésorerie", 'Par virement bancaire (IBAN indiqué sur le talon de paiement)']];
const PAY_OPTS = [['Online', 'Telephone', 'Post', 'In person', 'Bank transfer'], ['website', 'by phone', 'cheque by mail', 'at a counter', 'bank transfer', 'direct debit']];
/** Sentences per locale; {names} are filled in. */
const T: Record<string, [string[], string[], string[], string[]]> = {
  by: [['The penalty must be paid within {d} of the date of this notice, i.e. by {by}.', 'Payment of {full} must be received no later than {by} ({d} from the date of this notice).', 'You must pay the penalty, or challenge it, within {d} beginning with the date of this notice, that is by {by}.'], ['This amount must be paid or contested within {d} of the notice date, i.e. by {by}.', 'Payment is due by {by} ({d} from the date of this notice).'],
    ['Der Betrag ist {d} ab Zugang dieses Schreibens, d. h. bis zum {by}, zu zahlen.', 'Bitte überweisen Sie {full} {d}, also bis spätestens {by}.'], ["Le montant doit être réglé dans un délai de {d} à compter de la date d'envoi du présent avis, soit au plus tard le {by}.", 'Vous devez payer {full} dans les {d}, soit au plus tard le {by}.']],
  red: [['If paid within {rd} days of the date of this notice, the charge is reduced to {red}.', 'A discount applies if payment is made within {rd} days: you will then pay only {red}.'], ['Pay within {rd} days of the notice date and the fine is reduced to {red}.'], [''], ['En cas de paiement dans un délai de {rd} jours, le montant est minoré à {red}.', "Montant minoré : {red} si vous payez dans les {rd} jours suivant l'envoi de cet avis."]],
  inc: [['If the penalty is not paid, a Charge Certificate may be served and the charge increased to {inc}.'], ['A late penalty will be added if unpaid after the due date, bringing the amount to {inc}.'], ['Bei Nichtzahlung wird ein Bußgeldverfahren eingeleitet; zusätzlich fallen Gebühren und Auslagen an (derzeit {inc}).'], ["À défaut de paiement ou de contestation dans ce délai, le montant sera majoré à {inc}."]],
  appealRoad: [['If you believe this notice should not have been issued, you may make representations online at www.{slug}.gov.uk/challenge within {d} of the date of this notice.', 'To challenge this notice, complete the representations form overleaf and return it to {auth} within {d}.'], ['To contest this citation, request an administrative review online at www.{slug}.gov/contest or by mail within {d} of the notice date.', 'You may contest this violation by requesting a hearing in writing before the due date shown on this notice.'],
    ['Sie können sich zu dem Vorwurf äußern, indem Sie den beigefügten Anhörungsbogen innerhalb einer Woche ausgefüllt zurücksenden.', 'Wenn Sie den Verstoß bestreiten möchten, können Sie sich schriftlich gegenüber der Bußgeldstelle äußern.'], ["Pour contester, adressez une requête en exonération à l'officier du ministère public dans un délai de 45 jours sur le site www.antai.gouv.fr.", "Vous pouvez contester ce forfait en formant un recours administratif préalable obligatoire (RAPO) dans un délai d'un mois."]],
  appealFile: [['If you have a reasonable excuse for filing late, you can appeal online or in writing within 30 days of the date of this notice.'], ['If you disagree with this penalty, you may file a written protest within 60 days of the date of this notice.'], ['Gegen diesen Bescheid kann innerhalb eines Monats nach Bekanntgabe schriftlich oder elektronisch Einspruch beim Finanzamt eingelegt werden.'], ['Vous pouvez présenter une réclamation auprès de votre service des impôts par la messagerie sécurisée de votre espace particulier.']],
  seen: [['On {date} at {time} a Civil Enforcement Officer observed vehicle {reg} in {where}.', 'Vehicle {reg} was seen in {where} on {date} at {time}.'], ['On {date} at {time}, vehicle {reg} was cited on {where}.', 'Vehicle {reg} was observed on {where} on {date} at {time}.'], ['Am {date} um {time} wurde das Fahrzeug mit dem Kennzeichen {reg} festgestellt. Tatort: {where}.', 'Ihnen wird vorgeworfen, am {date} um {time} mit dem Fahrzeug {reg} folgende Ordnungswidrigkeit begangen zu haben (Tatort: {where}).'], ["Le {date} à {time}, le véhicule immatriculé {reg} a été contrôlé {where}.", 'Infraction constatée le {date} à {time}, {where}, pour le véhicule {reg}.']],
  late: [['Your return for the period {year} was due by {due} but was received on {got}.', 'We did not receive your return for {year} by the deadline of {due}.'], ['Your return for {year} was due on {due}; it was received on {got}.'], ['Ihre Steuererklärung für {year} war bis zum {due} abzugeben; sie ist am {got} eingegangen.'], ['Votre déclaration au titre de {year} devait être déposée au plus tard le {due} ; elle a été reçue le {got}.']],
};
const NEVER: Array<[FieldType, Array<[string, string]>]> = [['number', [['penalty_points', 'points added to the driving licence'], ['licence_points', '']]], ['date', [['court_date', 'date of the court hearing'], ['hearing_on', '']]], ['id_alphanumeric', [['driving_licence_no', "driver's licence number"], ['licence_number', '']]]];

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const li = LOCALES.indexOf(loc);
  const w = (key: string) => pick(r, W[key][li].split('|'));
  const say = (key: string, c: Record<string, string | number>) => pick(r, T[key][li]).replace(/\{(\w+)\}/g, (_, k) => String(c[k]));
  const [style, variant, byCode] = [pick(r, loc.dates), r(), chance(r, 0.2)];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode);
  const kind = pick(r, ['parking', 'parking', 'parking', 'traffic', 'traffic', 'filing', 'filing'] as const);
  const road = kind !== 'filing';
  const authAt0 = int(r, 0, AUTH[road ? 'road' : 'filing'][li].length - 1);
  const [auth, slug, authAt, streets] = li === 3 && kind === 'traffic' ? ANTAI : AUTH[road ? 'road' : 'filing'][li][authAt0];
  const company = !road && li === 0 && auth === 'Companies House';
  const [who, [addr, pc]] = [company || (!road && chance(r, 0.2)) ? PEOPLE[li][4] : pick(r, PEOPLE[li].slice(0, 4)), ADDR[li][road && chance(r, 0.8) ? authAt0 : int(r, 0, 2)]];
  const postcode = li >= 2 ? pc.split(' ')[0] : pc;
  const homeLines = li === 0 ? [...addr, pc] : li === 1 ? [addr[0], `${addr[1]} ${pc}`] : [addr[0], pc];
  const [code, desc, full0, red0] = road ? pick(r, CONTRA[kind as 'parking' | 'traffic'][li]) : ['', '', 0, null];
  const full = road ? full0 : [company ? pick(r, [150, 375, 750]) : 100, int(r, 40, 900) + pick(r, [0, 0.5, 0.25]), 25 * int(r, 2, 20), r2(int(r, 800, 9000) * 0.1)][li];
  const reduced = li === 1 && red0 !== null && chance(r, 0.4) ? null : red0;
  const rd = reduced === null ? null : [kind === 'traffic' ? pick(r, [14, 21]) : 14, pick(r, [10, 15]), 0, kind === 'traffic' ? 15 : pick(r, [4, 5])][li];
  const cDate = randomDate(r, 2019, 2025);
  const [h, m] = [int(r, 7, 21), int(r, 0, 59)];
  const h12 = `${h % 12 || 12}`;
  const time = pick(r, [[`${pad(h)}:${pad(m)}`, `${h12}.${pad(m)}${h < 12 ? 'am' : 'pm'}`], [`${h12}:${pad(m)} ${h < 12 ? 'AM' : 'PM'}`, `${h12}:${pad(m)} ${h < 12 ? 'a.m.' : 'p.m.'}`], [`${pad(h)}:${pad(m)} Uhr`, `${h}.${pad(m)} Uhr`], [`${h}h${pad(m)}`, `${h} h ${pad(m)}`]][li]);
  const noticeDate = road ? (kind === 'parking' && chance(r, 0.25) ? cDate : addDays(cDate, int(r, 3, 21))) : randomDate(r, 2019, 2025);
  const months = (d: Date, k: number) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + k, d.getUTCDate()));
  const [payDays, payMonths] = road ? [[28, pick(r, [21, 30]), 7, kind === 'traffic' ? 45 : 0][li], li === 3 && kind === 'parking' ? 3 : 0] : [li === 2 ? 0 : 30, li === 2 ? 1 : 0];
  const payBy = payMonths ? months(noticeDate, payMonths) : addDays(noticeDate, payDays);
  const dText = payMonths ? ['', '', 'innerhalb eines Monats', '3 mois'][li] : li === 2 ? 'innerhalb einer Woche' : li === 3 ? `${payDays} jours` : `${payDays} days`;
  const where = pick(r, streets);
  const plate = plateOf(r, li);
  const year = cDate.getUTCFullYear();
  const noticeNo = road ? [`${letters(r, 2)}${int(r, 10000000, 99999999)}`, `${int(r, 1, 9)}${int(r, 1000000, 9999999)}`, `${int(r, 1, 9)}.${int(r, 100, 999)}.${int(r, 100000, 999999)}.${int(r, 0, 9)}`, String(int(r, 1000000000, 9999999999))][li]
    : [`${int(r, 1000, 9999)} ${int(r, 100000, 999999)}`, `L${int(r, 100000000, 999999999)}`, `${int(r, 100, 999)}/${int(r, 10000, 99999)}`, `${int(r, 10, 99)} ${int(r, 10, 99)} ${int(r, 1000000, 9999999)}`][li];
  const caseRef = road ? [`C${int(r, 100000, 999999)}`, `${year}-${kind === 'parking' ? 'PK' : 'TC'}-${int(r, 10000, 99999)}`, `32.${int(r, 10, 99)}-${int(r, 100000, 999999)}`, `${year}/${slug.slice(0, 2).toUpperCase()}/${int(r, 10000, 99999)}`][li]
    : [company ? String(int(r, 1000000, 9999999)).padStart(8, '0') : `${int(r, 10000, 99999)} ${int(r, 10000, 99999)}`, `${int(r, 10, 99)}-${int(r, 100000, 999999)}`, `${int(r, 200, 299)}/${int(r, 1000, 9999)}/${int(r, 1000, 9999)}`, `${int(r, 1, 3)}${int(r, 100000000000, 999999999999)}`][li];
  const officer = kind === 'parking' || (li === 1 && kind === 'traffic') ? [`${letters(r, 2)}${int(r, 100, 999)}`, String(int(r, 1000, 9999)), String(int(r, 100, 999)), String(int(r, 1000, 9999))][li] : null;
  const inc = road ? [r2(full * 1.5), full + pick(r, [25, 35, 50]), full + 28.5, li === 3 && kind === 'parking' ? full + 50 : pick(r, [180, 375])][li] : 0;
  const fileDue = months(noticeDate, -int(r, 2, 5));
  const got = addDays(fileDue, int(r, 5, 60));
  const fy = fileDue.getUTCFullYear();
  const taxYear = li === 0 ? (company ? date(months(fileDue, -9)) : `${fy - 2}-${String(fy - 1).slice(2)}`) : String(fy - 1);
  const methods = shuffle(r, road ? [0, 1, 2, 3, 4] : [[0, 1, 2, 4], [0, 1, 2, 4], [4], [0, 2, 4]][li]).slice(0, int(r, 2, 4)).sort();
  const payOpts = pick(r, PAY_OPTS);
  const site = road ? [`www.${slug}.gov.uk/pay`, `www.${slug}.gov/pay`, `www.${slug}.de/zahlung`, 'www.amendes.gouv.fr'][li] : [company ? 'www.gov.uk/pay-companies-house' : 'www.gov.uk/pay-self-assessment', `www.${slug}.gov/payments`, '', 'www.impots.gouv.fr'][li];
  const methodText = methods.map((i) => PAYM[li][i].replace('{site}', site).replace('{auth}', auth));
  const c = { d: dText, by: date(payBy), full: money(full), rd: rd ?? '', red: reduced === null ? '' : money(reduced), inc: money(inc), slug, auth, date: date(cDate), time, reg: plate, where, year: taxYear, due: date(fileDue), got: date(got) };
  const appeal = say(road ? 'appealRoad' : 'appealFile', c);

  const ask = new Ask(r);
  const roles: Array<() => void> = [
    () => ask.field('text', [['issuer', 'authority that issued the penalty'], ['authority', ''], ['issuing_body', 'council, city or agency sending the notice']], auth),
    () => ask.field('text', [['recipient', 'person or company the notice is addressed to'], ['addressee', ''], [road ? 'registered_keeper' : 'taxpayer', '']], who),
    () => ask.field('text', [['recipient_postcode', 'postal code in the address block'], ['zip', "recipient's postcode"]], postcode),
    () => ask.field('id_alphanumeric', [['notice_number', 'number of the penalty notice'], [road ? 'pcn_no' : 'penalty_no', ''], ['penalty_ref', `identifier of this notice (not the ${road ? 'case' : 'tax'} reference)`]], noticeNo),
    () => ask.field('id_alphanumeric', road ? [['case_reference', 'customer or case reference'], ['our_ref', 'file reference used in correspondence']] : [['taxpayer_ref', 'tax reference or company number'], ['account_id', '']], caseRef),
    () => ask.field('date', [['notice_date', 'date the notice was issued'], ['issued_on', ''], ['letter_date', 'date printed on the notice']], isoOf(noticeDate)),
    () => ask.field('date', [['pay_by', 'last day to pay the full amount'], ['deadline', ''], ['payment_due', 'final date for payment']], isoOf(payBy)),
    () => ask.field('currency', [['penalty_amount', 'full amount of the penalty'], ['fine', ''], ['amount_due', 'full penalty before any discount']], full),
    () => ask.field('currency_symbol', [['currency', ''], ['ccy', 'currency of the fine']], loc.currency.code),
    () => ask.field('verbatim', [['appeal_procedure', 'how to challenge the penalty, word for word'], ['how_to_appeal', ''], ['dispute_instructions', 'the sentence explaining how to contest']], appeal),
    () => ask.field('multi_select', [['payment_methods', 'ways the penalty can be paid'], ['pay_options', ''], ['accepted_payment', 'which payment channels are offered']], methods.map((i) => payOpts[i]), payOpts),
    ...(road ? [
      () => ask.field('id_alphanumeric', [['vehicle_reg', 'registration of the car'], ['plate', ''], ['number_plate', 'licence plate of the vehicle']], plate),
      () => ask.field('date', [['offence_date', 'date of the contravention'], ['incident_date', ''], ['violation_date', 'when the vehicle was seen']], isoOf(cDate)),
      () => { ask.compare[ask.field('text', [['offence_time', 'time of the contravention'], ['time_seen', ''], ['violation_time', 'what time it happened']], time)] = (v) => minutesOf(v) === h * 60 + m; },
      () => ask.field('text', [['location', 'where the contravention happened'], ['street', ''], ['place', 'location of the vehicle']], where),
      () => chance(r, 0.5) ? ask.field('id_alphanumeric', [['contravention_code', 'code of the offence'], ['offence_code', '']], code || null) : ask.field('text', [['offence', 'what the vehicle did wrong'], ['contravention_description', '']], desc),
      () => ask.field('currency', [['discounted_amount', 'amount if paid early'], ['reduced_fine', ''], ['early_payment_amount', 'the lower amount for quick payment']], reduced),
      () => ask.field('number', [['discount_days', 'number of days the reduced amount applies'], ['early_payment_window', 'days to pay at the reduced rate']], rd),
      () => ask.field('id_alphanumeric', [['officer_id', 'number of the enforcement officer'], ['badge', ''], ['warden_number', 'who issued it (their number)']], officer),
    ] : [() => ask.field('date', [['filing_deadline', 'date the return should have been filed'], ['return_due', '']], isoOf(fileDue))]),
  ];
  const keep = new Set(shuffle(r, roles.map((_, i) => i)).slice(0, int(r, 10, 12)));
  roles.forEach((f, i) => keep.has(i) && f());
  const [nt, nw] = pick(r, NEVER);
  ask.field(nt, nw, null);

  const kv = (label: string, value: string): Block => ({ kind: 'kv', label, value });
  const para = (text: string): Block => ({ kind: 'para', text });
  const asRow = (pairs: Array<[string, string]>): Block => ({ kind: 'table', header: pairs.map((p) => p[0]), rows: [pairs.map((p) => p[1])] });
  const title = w(kind);
  const authLines = authAt.split('|');
  const head: Block[] = chance(r, 0.6) ? [{ kind: 'title', text: auth }, { kind: 'lines', lines: authLines }] : [{ kind: 'lines', lines: [auth, ...authLines] }];
  const to: Block = { kind: 'lines', lines: [who, ...homeLines] };
  const refs: Array<[string, string]> = [[road ? w('notice') : w('penRef'), noticeNo], ...(road ? [[w('reg'), plate] as [string, string]] : []), [road ? w('case') : [company ? 'Company number' : 'Unique Taxpayer Reference (UTR)', 'Account ID', 'Steuernummer', 'Numéro fiscal'][li], caseRef], [w('noticeDate'), date(noticeDate)]];
  const refBlock: Block[] = chance(r, 0.3) ? [asRow(refs)] : shuffle(r, refs).map(([a, b]) => kv(a, b));
  const detPairs: Array<[string, string]> = [[w('when'), date(cDate)], [w('time'), time], [w('where'), where], ...(code ? [[w('code'), code] as [string, string]] : []), [w('desc'), desc], ...(officer ? [[w('officer'), officer] as [string, string]] : [])];
  const camera: Block[] = kind === 'traffic' && !officer ? [para(w('camera'))] : [];
  const late = company ? pick(r, [`Accounts made up to ${taxYear} were due by ${c.due} but were received on ${c.got}.`, `Your accounts for the period ending ${taxYear} were delivered late: due ${c.due}, received ${c.got}.`]) : say('late', c);
  const details: Block[] = !road ? [kv(company ? pick(r, ['Accounts made up to', 'Period end']) : w('year'), taxYear), ...(chance(r, 0.5) ? [kv(w('due'), date(fileDue)), kv(w('got'), date(got))] : [para(late)])]
    : [{ kind: 'title', text: w('details') }, ...pick(r, [
      () => detPairs.map(([a, b]) => kv(a, b)),
      () => [para(say('seen', c)), ...detPairs.slice(3).map(([a, b]) => kv(a, b))],
      () => [asRow(detPairs.slice(0, 3)), ...detPairs.slice(3).map(([a, b]) => kv(a, b))],
    ])(), ...camera, ...(chance(r, 0.4) ? [kv(w('make'), pick(r, CARS[li]))] : [])];
  const amountKv = kv(road ? w('amount') : w('fileAmt'), money(full));
  const redBlocks: Block[] = reduced === null ? [] : chance(r, 0.4) ? [kv(w('reduced'), `${money(reduced)} (${['if paid within', 'if paid within', '', 'si paiement sous'][li]} ${rd} ${li === 3 ? 'jours' : 'days'})`)] : [para(say('red', c))];
  const fileNote = ['If your return is more than 3 months late, you will be charged £10 for each day, up to a maximum of £900.', 'Interest continues to accrue on any unpaid balance until it is paid in full.', 'Wird der Betrag nicht fristgerecht entrichtet, entstehen Säumniszuschläge von 1 % für jeden angefangenen Monat.', "Des intérêts de retard de 0,20 % par mois s'appliqueront à défaut de paiement."][li];
  const money1: Block[] = [amountKv, ...redBlocks, para(say('by', c)), ...(road ? (chance(r, 0.6) ? [para(say('inc', c))] : []) : [para(company ? 'The penalty doubles if your accounts are filed late 2 years in a row.' : fileNote)])];
  const payBlock: Block[] = [{ kind: 'title', text: w('pay') }, chance(r, 0.6) ? { kind: 'lines', lines: methodText } : para(methodText.join('; ') + '.')];
  const appealBlock: Block[] = [{ kind: 'title', text: w('appeal') }, para(appeal)];
  const sign: Block[] = chance(r, 0.5) ? [{ kind: 'lines', lines: [['Yours faithfully', 'Sincerely', 'Mit freundlichen Grüßen', 'Veuillez agréer nos salutations distinguées.'][li], ['Andrew Fielding', 'Karen Mills', 'Petra Hahn', 'Sophie Arnaud'][li], [road ? 'Parking Services Manager' : 'Penalty Processing Team', road ? 'Parking Enforcement Supervisor' : 'Compliance Division', road ? 'Sachgebietsleitung Verkehrsüberwachung' : 'Sachbearbeitung', road ? 'Le responsable du service' : 'Le comptable public'][li]] }] : [];
  const top = chance(r, 0.5) ? [...head, to, { kind: 'title' as const, text: title }] : [{ kind: 'title' as const, text: title }, ...head, to];
  const blocks: Block[] = [...top, ...refBlock, ...details, ...(chance(r, 0.5) ? [...money1, ...payBlock, ...appealBlock] : [...money1, ...appealBlock, ...payBlock]), ...sign];
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const penaltyNotices: Family = { name: 'penalty-notice', kind: 'correspondence', split: 'train', formats: ['pdf', 'txt', 'docx', 'html'], make };
