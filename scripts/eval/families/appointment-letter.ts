/**
 * Training family: appointment letters from a hospital clinic, a private clinic, a dental or a
 * veterinary practice to a patient (or an animal's owner), in UK, US, German and French wording.
 * A letterhead with the practice's phone, the recipient's address, the patient's id (NHS number,
 * MRN, Versichertennummer, numéro de sécurité sociale, or the animal's patient number) beside the
 * letter reference and a case or client number, the letter's date, then prose: "We have arranged
 * for you to see Dr Aylin Kaya on Tuesday 14 March 2023 at 10:40", the referring GP (or vet) and
 * the referral date, sometimes the last visit, what to bring or fasting rules, a fee and deposit
 * at private practices, the notice needed to cancel (in hours) beside other minutes and days; a
 * secretary signs. Never a discharge date, ward, policy number or refund.
 */
import { addDays, fmtDate, fmtMoney, isoOf, LOCALES, MONTHS, pad, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';

type Kind = 'hospital' | 'clinic' | 'dental' | 'vet';
type P = [string, string, string, 'f' | 'm']; // title, given name, surname, gender
/** Practices per locale (UK, US, DE, FR): name, kind, private or not, two address lines, phone. */
const PRACTICES: Array<Array<[string, Kind, boolean, string, string, string]>> = [
  [["St Aldhelm's University Hospital NHS Trust", 'hospital', false, 'Outpatient Appointments, Mill Lane', 'Southampton SO16 6YD', '023 8077 4410'], ['Harcourt Private Clinic', 'clinic', true, '42 Harley Place', 'London W1G 8QF', '020 7946 0381'], ['Riverside Dental Care', 'dental', true, '3 Quay Street', 'Bristol BS1 4DB', '0117 496 0725'], ['Oakfield Veterinary Surgery', 'vet', true, '18 Chapel Road', 'Harrogate HG1 5QS', '01423 555812']],
  [['Lakeview Medical Center', 'hospital', true, '1200 Lakeshore Blvd, Suite 300', 'Cleveland, OH 44114', '(216) 555-0147'], ['Summit Specialty Associates', 'clinic', true, '75 Aspen Way', 'Denver, CO 80203', '(303) 555-0182'], ['Maple Grove Family Dentistry', 'dental', true, '88 Elm Street', 'Burlington, VT 05401', '(802) 555-0193'], ['Cedar Ridge Animal Hospital', 'vet', true, '450 Ridge Road', 'Boulder, CO 80302', '(303) 555-0126']],
  [['Klinikum Sankt Georg', 'hospital', false, 'Delitzscher Straße 141', '04129 Leipzig', '0341 909-2270'], ['Praxisklinik am Stadtpark', 'clinic', true, 'Parkallee 12', '20144 Hamburg', '040 4132 8870'], ['Zahnzentrum Lindenhof', 'dental', true, 'Lindenstraße 5', '79098 Freiburg', '0761 2983410'], ['Tierarztpraxis am Mühlbach', 'vet', true, 'Mühlweg 9', '86150 Augsburg', '0821 567 2231']],
  [['Centre Hospitalier Universitaire de Rennes', 'hospital', false, '2 rue Henri Le Guilloux', '35000 Rennes', '02 99 28 43 21'], ['Clinique des Lilas', 'clinic', true, '41 avenue du Maréchal Foch', '69006 Lyon', '04 78 52 61 90'], ['Cabinet dentaire du Parc', 'dental', true, '7 place Carnot', '21000 Dijon', '03 80 45 12 77'], ['Clinique vétérinaire des Tilleuls', 'vet', true, '15 rue des Tilleuls', '33000 Bordeaux', '05 56 81 44 02']],
];
/** Departments: the user's option, then as UK, US, DE and FR letters write it. */
const DEPTS: Record<'med' | 'dental' | 'vet', string[][]> = {
  med: [['Cardiology', 'Cardiology', 'Cardiology', 'Kardiologie', 'cardiologie'], ['Dermatology', 'Dermatology', 'Dermatology', 'Dermatologie', 'dermatologie'], ['Orthopaedics', 'Trauma & Orthopaedics', 'Orthopedics', 'Orthopädie', 'orthopédie'], ['Ophthalmology', 'Ophthalmology', 'Ophthalmology', 'Augenheilkunde', 'ophtalmologie'], ['ENT', 'Ear, Nose and Throat', 'ENT', 'Hals-Nasen-Ohren-Heilkunde', 'ORL'], ['Gastroenterology', 'Gastroenterology', 'Gastroenterology', 'Gastroenterologie', 'gastro-entérologie']],
  dental: [['General dentistry', 'General Dentistry', 'General Dentistry', 'Zahnerhaltung', 'soins conservateurs'], ['Orthodontics', 'Orthodontics', 'Orthodontics', 'Kieferorthopädie', 'orthodontie'], ['Oral surgery', 'Oral Surgery', 'Oral Surgery', 'Oralchirurgie', 'chirurgie orale'], ['Hygiene', 'Hygiene', 'Dental Hygiene', 'Prophylaxe', 'hygiène bucco-dentaire']],
  vet: [['Vaccination', 'Vaccination Clinic', 'Wellness & Vaccines', 'Impfsprechstunde', 'vaccination'], ['Surgery', 'Surgery', 'Surgery', 'Chirurgie', 'chirurgie'], ['Dental', 'Dental Clinic', 'Pet Dental', 'Zahnsprechstunde', 'dentisterie'], ['Dermatology', 'Dermatology', 'Dermatology', 'Dermatologie', 'dermatologie']],
};
const PATIENTS: P[][] = [
  [['Mrs', 'Eleanor', 'Whitcombe', 'f'], ['Mr', 'Rajesh', 'Nair', 'm'], ['Ms', 'Chloe', 'Penrose', 'f'], ['Mr', 'Tomasz', 'Nowak', 'm']],
  [['Ms.', 'Dana', 'Kowalczyk', 'f'], ['Mr.', 'Marcus', 'Bell', 'm'], ['Mrs.', 'Linda', 'Ortega', 'f'], ['Mr.', 'Kevin', 'Tran', 'm']],
  [['Frau', 'Sabine', 'Krüger', 'f'], ['Herr', 'Jörg', 'Albrecht', 'm'], ['Frau', 'Leonie', 'Hartmann', 'f'], ['Herr', 'Mehmet', 'Yıldız', 'm']],
  [['Madame', 'Claire', 'Fontaine', 'f'], ['Monsieur', 'Julien', 'Marchal', 'm'], ['Madame', 'Nadia', 'Benali', 'f'], ['Monsieur', 'Hugo', 'Lemaire', 'm']],
];
const DOCTORS: P[][] = [
  [['Dr', 'Aylin', 'Kaya', 'f'], ['Mr', 'James', 'Thornbury', 'm'], ['Dr', 'Fiona', 'MacLeod', 'f'], ['Professor', 'Anil', 'Mehta', 'm']],
  [['Dr.', 'Rebecca', 'Hollis', 'f'], ['Dr.', 'Samuel', 'Okafor', 'm'], ['Dr.', 'Aylin', 'Kaya', 'f'], ['Dr.', 'Peter', 'Lindqvist', 'm']],
  [['Dr. med.', 'Katrin', 'Vogel', 'f'], ['Prof. Dr.', 'Stefan', 'Brandt', 'm'], ['Dr.', 'Aylin', 'Kaya', 'f'], ['Dr. med.', 'Tobias', 'Reuter', 'm']],
  [['Dr', 'Camille', 'Roussel', 'f'], ['Pr', 'Antoine', 'Girard', 'm'], ['Dr', 'Yasmine', 'Haddad', 'f'], ['Dr', 'Luc', 'Perrin', 'm']],
];
const GPS: P[][] = [[['Dr', 'Helen', 'Marsh', 'f'], ['Dr', 'Owen', 'Pritchard', 'm']], [['Dr.', 'Alan', 'Pierce', 'm'], ['Dr.', 'Maria', 'Delgado', 'f']], [['Dr.', 'Ute', 'Lange', 'f'], ['Dr.', 'Peter', 'Lorenz', 'm']], [['Dr', 'Bernard', 'Colin', 'm'], ['Dr', 'Sophie', 'Marchand', 'f']]];
const SECRETARIES = [['Jane Porter', 'Ravi Sandhu'], ['Tanya Brooks', 'Luis Romero'], ['Monika Seidel', 'Jan Petersen'], ['Sandrine Lefort', 'Karim Aït-Ali']];
const HOMES = [[['14 Primrose Hill', 'Bath BA1 2JX'], ['Flat 2, 9 Argyle Street', 'Glasgow G3 8AA'], ['27 Beech Avenue', 'Eastleigh', 'SO50 4PQ']], [['221 Maple Drive', 'Madison, WI 53703'], ['48 Elm Court, Apt 3', 'Tulsa, OK 74103']], [['Lindenweg 8', '04109 Leipzig'], ['Am Hang 21', '50667 Köln']], [['12 rue des Lilas', '69002 Lyon'], ['Résidence Les Pins, bât. B', '5 allée Monet', '44000 Nantes']]];
const PETS = ['Bella', 'Milo', 'Luna', 'Oscar', 'Nala', 'Rocky'];
const WD = [['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'], ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi']];
const MON = [['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'], ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']];
/** Label words per locale (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  id: ['NHS Number|NHS No.', 'MRN|Medical Record No.', 'Versichertennummer|Versicherten-Nr.', 'N° de sécurité sociale|N° SS'], petId: ['Patient ID|Animal ID', 'Patient ID|Pet ID', 'Patienten-Nr.|Tier-ID', 'N° patient|Identifiant animal'],
  caseNo: ['Hospital No.|Unit No.', 'Account #|Visit ID', 'Fallnummer|Fall-Nr.', 'N° de dossier|Dossier'], chart: ['Patient No.|Chart No.', 'Chart #|Account #', 'Patienten-Nr.|Karteinummer', 'N° de dossier|Dossier patient'], client: ['Client No.|Account', 'Client #|Account #', 'Kunden-Nr.|Kundennummer', 'N° client|Compte client'],
  ref: ['Our ref|Ref', 'Ref #|Reference', 'Unser Zeichen|Aktenzeichen', 'Réf.|Notre référence'], tel: ['Tel|Telephone|Appointments line', 'Phone|Tel.|Scheduling', 'Telefon|Tel.|Terminvergabe', 'Tél.|Téléphone|Secrétariat'], date: ['Date|Date of letter', 'Date', 'Datum', 'Date'],
  patient: ['Patient|Patient name', 'Patient|Patient Name', 'Patient/in|Name', 'Patient(e)|Nom du patient'], title: ['Appointment Letter|Outpatient Appointment|Appointment Confirmation', 'Appointment Confirmation|Appointment Notice', 'Terminbestätigung|Einladung zum Termin', 'Convocation|Confirmation de rendez-vous'],
};
const initials = (p: P) => `${p[1][0]}${p[2][0]}`;
const strip = (s: string) => s.toLowerCase().replace(/[,.]/g, ' ').replace(/\s+/g, ' ').trim().replace(/^((mrs|mr|ms|miss|mx|dr|med|prof|professor|pr|frau|herrn?|madame|monsieur|mme|m|le|la) )+/, '');
const minutesOf = (v: unknown) => {
  const m = /(\d{1,2})\s*[:.h]\s*(\d{2})?\s*(a\.?\s?m\.?|p\.?\s?m\.?)?/i.exec(String(v));
  return m ? ((+m[1] % (m[3] ? 12 : 24)) + (m[3] && /p/i.test(m[3]) ? 12 : 0)) * 60 + Number(m[2] ?? 0) : -1;
};

function make(r: Rng): ReturnType<Family['make']> {
  const li = int(r, 0, 3);
  const loc = LOCALES[li];
  const lang = li < 2 ? 0 : li - 1; // 0 English, 1 German, 2 French
  const s = (en: string[], de: string[], fr: string[]) => pick(r, [en, de, fr][lang]);
  const w = (key: string) => pick(r, W[key][li].split('|'));
  const [practice, kind, paid, addr1, addr2, phone] = pick(r, PRACTICES[li]);
  const vet = kind === 'vet';
  const deptRow = pick(r, DEPTS[kind === 'dental' ? 'dental' : vet ? 'vet' : 'med']);
  const options = DEPTS[kind === 'dental' ? 'dental' : vet ? 'vet' : 'med'].map((d) => d[0]).concat(vet || kind === 'dental' ? [] : ['Neurology', 'Urology']);
  const lower = chance(r, 0.3);
  const dept = deptRow[1 + li];
  const pat = pick(r, PATIENTS[li]);
  const [doc, gp] = [pick(r, DOCTORS[li].filter((x) => kind === 'hospital' || kind === 'clinic' || /^Dr/.test(x[0]))), pick(r, GPS[li])];
  const pet = pick(r, PETS);
  const full = (p: P) => `${p[0]} ${p[1]} ${p[2]}`;
  const [patName, docName, gpName] = [pat, doc, gp].map((p) => `${p[1]} ${p[2]}`);
  const secretary = pick(r, SECRETARIES[li]);
  const dated = randomDate(r, 2018, 2025);
  let appt = addDays(dated, int(r, 10, 60));
  if (appt.getUTCDay() % 6 === 0) appt = addDays(appt, appt.getUTCDay() === 0 ? 1 : 2);
  const referred = chance(r, 0.75) ? addDays(dated, -int(r, 4, 30)) : null;
  const prev = chance(r, 0.5) ? addDays(dated, -int(r, 40, 300)) : null;
  const [hour, minute] = [int(r, 8, 16), pick(r, [0, 10, 15, 20, 30, 40, 45, 50])];
  const h12 = hour % 12 || 12;
  const time = [pick(r, [`${hour}:${pad(minute)}`, `${h12}.${pad(minute)}${hour < 12 ? 'am' : 'pm'}`]), pick(r, [`${h12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`, `${h12}:${pad(minute)} ${hour < 12 ? 'a.m.' : 'p.m.'}`]), pick(r, [`${hour}:${pad(minute)} Uhr`, `${pad(hour)}.${pad(minute)} Uhr`]), pick(r, [`${hour}h${pad(minute)}`, `${hour} h ${pad(minute)}`])][li];
  const [d, m, y, wd] = [appt.getUTCDate(), appt.getUTCMonth(), appt.getUTCFullYear(), WD[lang][appt.getUTCDay()]];
  const apptSaid = [pick(r, [`${wd} ${d} ${MONTHS[m]} ${y}`, `${wd}, ${d} ${MONTHS[m]} ${y}`, `${wd} ${pad(d)}/${pad(m + 1)}/${y}`]), pick(r, [`${wd}, ${MONTHS[m]} ${d}, ${y}`, `${wd}, ${MONTHS[m].slice(0, 3)} ${d}, ${y}`, `${wd} ${pad(m + 1)}/${pad(d)}/${y}`]), pick(r, [`${wd}, den ${d}. ${MON[0][m]} ${y}`, `${wd}, ${pad(d)}.${pad(m + 1)}.${y}`]), pick(r, [`${wd} ${d} ${MON[1][m]} ${y}`, `${wd} ${pad(d)}/${pad(m + 1)}/${y}`])][li];
  const [style, variant] = [li >= 2 && chance(r, 0.8) ? loc.dates[0] : pick(r, loc.dates), r()]; // German and French prose mostly in the local style
  const date = (x: Date) => fmtDate(x, style, () => variant); // one written form per letter
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, chance(r, 0.2));
  const fee = paid ? int(r, vet ? 45 : kind === 'dental' ? 60 : 150, vet ? 190 : kind === 'dental' ? 280 : 420) + pick(r, [0, 0, 0.5]) : null;
  const deposit = fee && chance(r, 0.55) ? Math.round((fee * pick(r, [0.2, 0.25, 0.5])) / 5) * 5 : null;
  const missed = paid && chance(r, 0.5) ? pick(r, [25, 40, 50, 75]) : null;
  const hours = pick(r, [24, 24, 48, 72]);
  const early = pick(r, [10, 15, 20, 30]);
  const patientId = vet ? `${pick(r, ['PT', 'A', 'VET'])}-${int(r, 10000, 99999)}` : [`${int(r, 400, 799)} ${int(r, 100, 999)} ${int(r, 1000, 9999)}`, `00${int(r, 100000, 999999)}`, `${String.fromCharCode(65 + int(r, 0, 25))}${int(r, 100000000, 999999999)}`, `${pat[3] === 'm' ? 1 : 2} ${int(r, 45, 99)} ${pad(int(r, 1, 12))} ${pad(int(r, 1, 95))} ${int(r, 100, 999)} ${int(r, 100, 999)} ${pad(int(r, 1, 97))}`][li];
  const caseNo = vet ? `${int(r, 10000, 99999)}` : [`${kind === 'hospital' ? pick(r, ['RHM', 'K', 'S']) : 'P'}${int(r, 1000000, 9999999)}`, `${int(r, 1000000, 9999999)}`, `${int(r, 20000000, 29999999)}`, `${y}-${int(r, 10000, 99999)}`][li];
  const code = deptRow[0].slice(0, 3).toUpperCase();
  const ref = [`${code}/${initials(doc)}/${int(r, 10000, 99999)}`, `APT-${int(r, 100000, 999999)}`, `${initials(doc)}/${int(r, 1000, 9999)}-${String(y).slice(2)}`, `RDV-${code}-${int(r, 1000, 9999)}`][li];
  const town = addr2.replace(/^\d{5} /, '').replace(/ [A-Z0-9]{2,4} [A-Z0-9]{3}$/, '').replace(/, [A-Z]{2} \d{5}$/, '');
  const de1 = (x: string) => (/^[aeiouéèhAEIOU]/.test(x) ? `d'${x}` : `de ${x}`);
  const instruction = vet
    ? s([`Please do not feed ${pet} after 8pm the evening before; water is fine.`, `Please bring ${pet}'s vaccination record and keep ${pet} on a lead or in a carrier in the waiting room.`], [`Bitte lassen Sie ${pet} ab 20 Uhr am Vorabend nüchtern; Wasser ist erlaubt.`, `Bitte bringen Sie den Impfpass von ${pet} mit und führen Sie das Tier im Wartezimmer an der Leine oder in einer Transportbox.`], [`Merci de laisser ${pet} à jeun à partir de 20h la veille ; l'eau reste autorisée.`, `Pensez à apporter le carnet de santé ${de1(pet)} et à le garder en laisse ou dans sa caisse de transport.`])
    : kind === 'dental'
      ? s(['Please brush your teeth before your visit and bring a list of any medicines you take.', 'Please bring your current mouthguard or retainer and a list of your medicines.'], ['Bitte putzen Sie vor dem Termin gründlich die Zähne und bringen Sie Ihr Bonusheft mit.', 'Bitte bringen Sie Ihre Versichertenkarte und eine aktuelle Medikamentenliste mit.'], ["Merci d'apporter votre carte Vitale et la liste de vos médicaments.", 'Merci de vous brosser les dents avant le rendez-vous et de venir avec vos radiographies récentes.'])
      : s(['Please bring a list of your current medications and any recent test results with you.', 'Please do not eat anything for six hours before your appointment; you may drink water until two hours before.', 'Please bring any X-rays or scans you have had elsewhere, and wear loose clothing.'], ['Bitte bringen Sie Ihre Versichertenkarte, den Überweisungsschein und eine Liste Ihrer aktuellen Medikamente mit.', 'Bitte erscheinen Sie nüchtern: Ab 22 Uhr am Vorabend nichts mehr essen, nur noch Wasser trinken.', 'Bitte bringen Sie vorhandene Röntgenbilder und Befunde auf CD oder in Papierform mit.'], ['Merci de vous munir de votre carte Vitale, de votre ordonnance et de la liste de vos traitements en cours.', "Vous devez être à jeun depuis minuit la veille de l'examen (ni boisson, ni tabac).", 'Pensez à apporter vos derniers examens radiologiques et comptes rendus.']);
  const mobile = [`07700 900${int(r, 100, 999)}`, `(${pick(r, ['608', '414', '918'])}) 555-01${int(r, 10, 99)}`, `0151 ${int(r, 1000000, 9999999)}`, `06 ${int(r, 10, 99)} ${int(r, 10, 99)} ${int(r, 10, 99)} ${int(r, 10, 99)}`][li];

  const ask = new Ask(r);
  const named = (name: string, gold: string) => (ask.compare[name] = (v) => strip(String(v)) === strip(gold));
  if (vet) {
    ask.field('text', [['pet_name', 'name of the animal being seen'], ['animal', ''], ['patient', 'the pet the appointment is for']], pet);
    named(ask.field('text', [['owner', 'who the letter is addressed to'], ['client_name', "the pet owner's full name"], ['recipient', '']], patName), patName);
  } else named(ask.field('text', [['patient_name', 'person the appointment is for'], ['patient', ''], ['who is the patient', 'full name of the person being seen']], patName), patName);
  if (chance(r, 0.85)) named(ask.field('text', [['clinician', vet ? 'the vet who will see the animal' : 'doctor or consultant the patient will see'], ['seeing', ''], ['practitioner_name', 'who the appointment is with']], docName), docName);
  if (chance(r, 0.6)) { const f = ask.field('text', [['referred_by', 'doctor who sent the referral'], ['referring_doctor', vet ? 'vet who referred the animal' : "the patient's GP or family doctor who asked for the appointment"], ['referrer', '']], referred ? gpName : null); if (referred) named(f, gpName); }
  ask.field('id_alphanumeric', [['patient_id', vet ? "the animal's patient number" : "patient's national health or insurance number"], ['health number', ''], ['patient identifier', 'number identifying the patient (not the letter reference)']], patientId);
  if (chance(r, 0.45)) ask.field('id_alphanumeric', [['letter_ref', 'reference to quote when calling'], ['our reference', ''], ['correspondence_ref', "the practice's reference for this letter"]], ref);
  if (chance(r, 0.8)) ask.field('date', [['letter_date', 'when the letter was written'], ['sent_on', ''], ['issue_date', 'date on the letter']], isoOf(dated));
  ask.field('date', [['appointment_date', 'day of the appointment'], ['visit_date', ''], ['when is the appointment', 'date the patient has to come in']], isoOf(appt));
  if (chance(r, 0.75)) ask.compare[ask.field('text', [['appointment_time', 'time of the appointment'], ['start_time', ''], ['time slot', 'what time to come (hh:mm)']], time)] = (v) => minutesOf(v) === hour * 60 + minute;
  if (chance(r, 0.5)) ask.field('date', [['previous_visit', 'date of the last appointment, if mentioned'], ['last_seen', ''], ['prior_appointment_date', 'when the patient was last seen']], prev ? isoOf(prev) : null);
  if (chance(r, 0.25)) ask.field('date', [['referral_date', 'date of the referral'], ['referred_on', '']], referred ? isoOf(referred) : null);
  ask.field('single_select', [['department', ''], ['specialty', 'which clinic or service the appointment is in'], ['service', 'area of care']], lower ? deptRow[0].toLowerCase() : deptRow[0], lower ? options.map((o) => o.toLowerCase()) : options);
  ask.field('verbatim', [['preparation', 'what the patient must do or bring, word for word'], ['instructions', 'the sentence about fasting or what to bring'], ['before_you_come', '']], instruction);
  if (deposit && chance(r, 0.4)) ask.field('currency', [['deposit', 'amount to pay up front'], ['advance_payment', ''], ['booking deposit', 'deposit asked when booking']], deposit);
  else ask.field('currency', [['fee', 'cost of the appointment'], ['consultation_price', ''], ['amount_payable', 'what the visit costs (private patients)']], fee);
  ask.field('number', [['cancellation_notice_hours', 'how many hours ahead one must cancel'], ['notice_period', 'hours of notice to cancel or rebook'], ['hours to cancel', '']], hours);
  if (chance(r, 0.25)) ask.field('text', [['practice_phone', 'number to call about the appointment'], ['contact number', ''], ['clinic_tel', 'phone of the clinic']], phone);
  const [ntype, nways]: [FieldType, Array<[string, string]>] = pick(r, [['date', [['discharge_date', 'when the patient was discharged'], ['surgery_date', 'date of the operation']]], ['id_alphanumeric', [['insurance_policy_no', 'private insurance policy number'], ['policy number', '']]], ['text', [['ward', 'ward or bed the patient is admitted to'], ['room', '']]], ['currency', [['refund_amount', 'money refunded to the patient'], ['refund', '']]]] as Array<[FieldType, Array<[string, string]>]>);
  ask.field(ntype, nways, null);

  // Prose, by language.
  const who = vet ? pet : s(['you'], ['Sie'], ['vous']);
  const dr = full(doc), gpFull = full(gp);
  const salute = [`Dear ${pat[0]} ${pat[2]},`, `Dear ${pat[0]} ${pat[2]}:`, `${pat[3] === 'f' ? 'Sehr geehrte' : 'Sehr geehrter'} ${pat[0]} ${pat[2]},`, pick(r, [`${pat[0]},`, `Chère ${pat[0]} ${pat[2]},`.replace(/^Chère Monsieur/, 'Cher Monsieur')])][li];
  const see = s(
    [`We have arranged for ${who} to see ${dr} ${vet ? `(${dept})` : `in the ${dept} clinic`} on ${apptSaid} at ${time}.`, `${vet ? `${pet}'s` : 'Your'} appointment with ${dr}, ${dept}, has been booked for ${time} on ${apptSaid}.`, `I am writing to confirm an appointment for ${who} at ${time} on ${apptSaid} with ${dr} (${dept}).`],
    [`wir haben für ${vet ? pet : 'Sie'} einen Termin bei ${dr} in unserer Sprechstunde ${dept} am ${apptSaid} um ${time} vereinbart.`, `hiermit bestätigen wir ${vet ? `den Termin für ${pet}` : 'Ihren Termin'} am ${apptSaid} um ${time} bei ${dr} (${dept}).`],
    [`nous avons le plaisir de vous confirmer ${vet ? `le rendez-vous ${de1(pet)}` : 'votre rendez-vous'} avec le ${dr} en consultation ${de1(dept)} le ${apptSaid} à ${time}.`, `un rendez-vous ${vet ? `pour ${pet} ` : ''}a été fixé le ${apptSaid} à ${time} auprès du ${dr} (service : ${dept}).`],
  );
  const gpRole = vet ? s(['your regular vet'], ['Ihre Haustierarztpraxis'], ['votre vétérinaire traitant']) : kind === 'dental' ? s(['your dentist'], [gp[3] === 'f' ? 'Ihre Hauszahnärztin' : 'Ihren Hauszahnarzt'], ['votre chirurgien-dentiste']) : [pick(r, ['your GP', 'your family doctor']), 'your primary care physician', gp[3] === 'f' ? 'Ihre Hausärztin' : 'Ihren Hausarzt', 'votre médecin traitant'][li];
  const referral = referred ? s([`This follows the referral from ${gpRole}, ${gpFull}, dated ${date(referred)}.`, `${gpFull} (${gpRole}) wrote to us on ${date(referred)} asking us to see ${who}.`], [`Der Termin erfolgt auf Überweisung durch ${gpRole} ${gpFull} vom ${date(referred)}.`], [`Ce rendez-vous fait suite au courrier de ${gpRole}, le ${gpFull}, du ${date(referred)}.`]) : '';
  const before = prev ? s([`${vet ? `${pet} was` : 'You were'} last seen here on ${date(prev)}.`, `This is a follow-up to the visit of ${date(prev)}.`], [`Die letzte Vorstellung bei uns war am ${date(prev)}.`, `Es handelt sich um eine Kontrolle nach dem Termin vom ${date(prev)}.`], [`La dernière consultation date du ${date(prev)}.`, `Il s'agit d'un contrôle faisant suite à la visite du ${date(prev)}.`]) : '';
  const arrive = s([`Please arrive ${early} minutes before your appointment time; the appointment will last about ${pick(r, [20, 30, 45])} minutes.`, `Please report to reception ${early} minutes early. We will send a reminder by text to ${mobile} two days before.`], [`Bitte kommen Sie ${early} Minuten vor Ihrem Termin zur Anmeldung. Eine Erinnerung schicken wir zwei Tage vorher per SMS an ${mobile}.`, `Bitte seien Sie ${early} Minuten vor Terminbeginn da; die Untersuchung dauert etwa ${pick(r, [20, 30, 45])} Minuten.`], [`Merci de vous présenter ${early} minutes avant l'heure du rendez-vous.`, `Un SMS de rappel vous sera envoyé au ${mobile} deux jours avant. Merci d'arriver ${early} minutes en avance.`]);
  const feeSaid = fee ? s([`The consultation fee is ${money(fee)}${deposit ? `, of which a deposit of ${money(deposit)} is payable when you confirm` : ', payable on the day'}.`, `This is a private appointment: the fee of ${money(fee)} is due at reception${deposit ? ` (a ${money(deposit)} deposit is taken at booking and deducted)` : ''}.`], [`Das Honorar für diese Privatleistung beträgt ${money(fee)}${deposit ? `; bitte überweisen Sie vorab eine Anzahlung von ${money(deposit)}` : ' und ist am Behandlungstag fällig'}.`, `Die Kosten der Behandlung belaufen sich auf ${money(fee)}${deposit ? `, davon ${money(deposit)} als Anzahlung bei Terminbestätigung` : ''}.`], [`Le tarif de la consultation est de ${money(fee)}${deposit ? `, dont un acompte de ${money(deposit)} à régler à la confirmation` : ', à régler sur place'}.`, `Le montant de la consultation s'élève à ${money(fee)}${deposit ? ` (acompte de ${money(deposit)} demandé à la réservation)` : ''}.`]) + (missed ? ' ' + s([`Appointments missed without notice are charged at ${money(missed)}.`], [`Nicht abgesagte Termine stellen wir mit ${money(missed)} in Rechnung.`], [`Tout rendez-vous non décommandé sera facturé ${money(missed)}.`]) : '') : '';
  const cancel = s([`If you need to cancel or rearrange, please call us on ${phone} at least ${hours} hours beforehand so that we can offer the slot to another patient.`, `Please give us at least ${hours} hours' notice if you cannot attend.`], [`Falls Sie den Termin nicht wahrnehmen können, sagen Sie bitte mindestens ${hours} Stunden vorher unter ${phone} ab.`, `Absagen sind bis spätestens ${hours} Stunden vor dem Termin möglich.`], [`En cas d'empêchement, merci de nous prévenir au moins ${hours} heures à l'avance au ${phone}.`, `Toute annulation doit nous parvenir ${hours} heures au moins avant le rendez-vous.`]);
  const close = s(['Yours sincerely,', 'Kind regards,'], ['Mit freundlichen Grüßen'], ["Veuillez agréer l'expression de nos salutations distinguées.", 'Bien cordialement,']);
  const role = vet ? s(['Reception Team', 'Client Care'], ['Praxisteam', 'Empfang'], ['Accueil', 'Secrétariat']) : s([pick(r, [`Medical Secretary to ${dr}`, 'Appointments Office', 'Patient Services'])], [pick(r, [`Sekretariat ${dr}`, 'Terminvergabe', 'Praxisteam'])], [pick(r, [`Secrétariat du ${dr}`, 'Secrétariat médical', 'Service des rendez-vous'])]);

  // Layout: ids as label lines, as a table, or in the letterhead; the date on its own line or among the ids.
  const layout = int(r, 0, 2);
  const idLabel = w(vet ? 'petId' : 'id');
  const ids: Array<[string, string]> = [[idLabel, patientId], [w(vet ? 'client' : kind === 'hospital' ? 'caseNo' : 'chart'), caseNo], [w('ref'), ref]];
  if (chance(r, 0.5)) ids.reverse();
  const recipient = [li === 2 ? `${pat[0] === 'Herr' ? 'Herrn' : 'Frau'} ${patName}` : li === 3 ? `${pick(r, [pat[0], pat[3] === 'f' ? 'Mme' : 'M.'])} ${pat[1]} ${pat[2].toUpperCase()}` : `${pat[0]} ${patName}`, ...pick(r, HOMES[li])];
  const dateLine = li === 2 ? `${town}, ${fmtDate(dated, 'de', r)}` : li === 3 ? `${town}, le ${fmtDate(dated, 'fr', r)}` : date(dated);
  const head: Block[] = [{ kind: 'title', text: practice }, { kind: 'lines', lines: [addr1, addr2, `${w('tel')}: ${phone}`, ...(layout === 2 ? [`${w('ref')}: ${ref}`] : [])] }];
  const idBlocks: Block[] = layout === 1 ? [{ kind: 'table', header: [w('patient'), ...ids.map((x) => x[0])], rows: [[vet ? pet : patName, ...ids.map((x) => x[1])]] }] : layout === 0 ? ids.map(([label, value]): Block => ({ kind: 'kv', label, value })) : [{ kind: 'kv', label: idLabel, value: patientId, above: chance(r, 0.5) }, { kind: 'kv', label: w(vet ? 'client' : kind === 'hospital' ? 'caseNo' : 'chart'), value: caseNo }];
  const dateBlock: Block = chance(r, 0.5) ? { kind: 'lines', lines: [dateLine] } : { kind: 'kv', label: w('date'), value: date(dated) };
  const body: Block[] = [
    { kind: 'para', text: salute },
    ...(!vet && chance(r, 0.4) ? [{ kind: 'title', text: w('title') } as Block] : []),
    { kind: 'para', text: [see[0].toUpperCase() + see.slice(1), referral].filter(Boolean).join(' ') },
    ...(before ? [{ kind: 'para', text: before } as Block] : []),
    { kind: 'para', text: `${instruction} ${arrive}` },
    ...(feeSaid ? [{ kind: 'para', text: feeSaid } as Block] : []),
    { kind: 'para', text: cancel },
    { kind: 'para', text: close },
    { kind: 'lines', lines: [secretary, role, practice] },
  ];
  const blocks: Block[] = chance(r, 0.5) ? [...head, { kind: 'lines', lines: recipient }, dateBlock, ...idBlocks, ...body] : [...head, ...idBlocks, dateBlock, { kind: 'lines', lines: recipient }, ...body];
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const appointmentLetters: Family = { name: 'appointment-letter', kind: 'correspondence', split: 'train', formats: ['pdf', 'docx', 'txt', 'html'], make };
