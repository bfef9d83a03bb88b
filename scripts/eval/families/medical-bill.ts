/**
 * Held-out family: invoices from a medical clinic, a dental practice or a physiotherapy
 * practice to a patient, in UK, US, DE and FR styles and wording (a private clinic's or
 * dentist's invoice, a US patient statement with CPT/CDT codes, a Privatrechnung nach
 * GOÄ/GOZ or a Heilmittel bill, a note d'honoraires with CCAM/NGAP codes). The practice
 * heads it with its phone and a practitioner registration number; the patient (sometimes a
 * child, the bill going to a parent) with a date of birth; an account number beside the
 * invoice number and the insurer's membership number; treatment lines over one or several
 * visits with procedure codes; the total, the insurer's share and the patient's share (less
 * a payment already made: the balance due), or a self-pay note; the invoice and due dates, a
 * payment reference and a late-payment fee (a rate or an amount). Layouts: label lines with
 * an item table, a statement with a summary table, or a letter where shares, dates and the
 * insurer sit in sentences. Decoys: the birth date and several visit dates beside the
 * invoice and due dates; total vs insurer share vs patient share vs balance; patient vs
 * bill payer vs practitioner; invoice, account, membership and registration numbers.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';
import { fill, r2, shuffle } from './grant-award.ts';

type Kind = 'gp' | 'dental' | 'physio';
const KINDS: Kind[] = ['gp', 'dental', 'physio'];
/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  title: ['Invoice|Patient Invoice|Invoice for treatment', 'Patient Statement|Invoice|Statement of Account', 'Rechnung|Privatrechnung|Liquidation', "Note d'honoraires|Facture|Facture de soins"],
  inv: ['Invoice no.|Invoice number|Invoice', 'Invoice #|Statement #|Invoice No.', 'Rechnungsnummer|Rechnungs-Nr.|Re.-Nr.', 'N° de facture|Facture n°|Numéro de facture'],
  acct: ['Patient no.|Account no.|Patient ID', 'Account #|Patient account|MRN', 'Patientennummer|Pat.-Nr.|Patienten-ID', 'N° patient|N° de dossier|Dossier patient'],
  invOn: ['Invoice date|Date of invoice|Date', 'Statement date|Invoice date|Date', 'Rechnungsdatum|Datum', 'Date de facture|Date|Établie le'],
  dueOn: ['Due date|Payment due|Please pay by', 'Due date|Payment due by|Amount due by', 'Fällig am|Zahlbar bis|Zahlungsziel', "Date d'échéance|À régler avant le|Échéance"],
  pat: ['Patient|Patient name', 'Patient|Patient name', 'Patient/in|Patient|Behandelte Person', 'Patient|Nom du patient|Bénéficiaire des soins'],
  dob: ['Date of birth|DOB|D.O.B.', 'DOB|Date of birth|Birth date', 'Geburtsdatum|geb. am|Geb.-Datum', 'Date de naissance|Né(e) le'],
  payer: ['Bill to|Account holder|Responsible party', 'Guarantor|Responsible party|Bill to', 'Rechnungsempfänger/in|Zahlungspflichtige/r|Rechnungsempfänger', 'Assuré(e)|Payeur|Responsable du paiement'],
  doc: ['Clinician|Treating clinician|Practitioner', 'Provider|Rendering provider|Treating provider', 'Behandelnde/r|Behandler/in|Behandelt von', 'Praticien|Praticien traitant|Soignant'],
  ins: ['Insurer|Insurance company|Health insurer', 'Insurance|Primary insurance|Insurance carrier', 'Krankenversicherung|Kostenträger|Krankenkasse', 'Organisme|Assurance|Organisme payeur'],
  mem: ['Membership no.|Policy no.|Member ID', 'Member ID|Policy #|Subscriber ID', 'Versichertennummer|Vers.-Nr.|Mitgliedsnummer', "N° d'adhérent|N° adhérent|N° d'assuré"],
  ref: ['Payment reference|Please quote|Reference', 'Payment code|Online payment ID|Pay reference', 'Verwendungszweck|Zahlungsreferenz|Referenz', 'Référence de paiement|Réf. virement|Référence à rappeler'],
  date: ['Date|Date of service|Treatment date', 'Date of service|DOS|Service date', 'Datum|Behandlungstag|Leistungsdatum', 'Date|Date des soins|Date de l’acte'],
  code: ['Code|Treatment code|Item code', 'CPT/CDT|Code|Procedure code', 'Ziffer|Nr.|Pos.-Nr.', 'Code|Acte|Code acte'],
  desc: ['Treatment|Description', 'Description|Procedure|Service', 'Leistung|Bezeichnung|Leistungsbeschreibung', 'Libellé|Désignation|Nature de l’acte'],
  qty: ['Qty|Sessions', 'Units|Qty', 'Anzahl|Anz.', 'Qté|Nombre'], fact: ['', '', 'Faktor', 'Coef.'], amt: ['Fee|Amount|Charge', 'Charge|Amount|Fee', 'Betrag|Honorar', 'Montant|Honoraires|Prix'],
  total: ['Total charges|Total fees|Total', 'Total charges|Total billed|Total', 'Gesamtbetrag|Rechnungsbetrag|Summe', 'Total des honoraires|Total|Montant total'],
  insAmt: ['Paid by insurer|Insurer contribution|Covered by insurance', 'Insurance paid|Plan paid|Insurance payment', 'Anteil Krankenkasse|Erstattung Kostenträger|Kassenanteil', 'Part prise en charge|Part organisme|Remboursement organisme'],
  share: ['Patient contribution|Your share|Patient share', 'Patient responsibility|Your portion|Patient share', 'Eigenanteil|Ihr Anteil|Eigenanteil Patient/in', 'Reste à charge|Part patient|Votre part'],
  paid: ['Paid on account|Payment received|Less deposit', 'Patient paid|Payments received|Copay received', 'bereits gezahlt|Anzahlung|abzgl. Zahlung', 'Déjà réglé|Acompte versé|Réglé ce jour'],
  bal: ['Balance due|Amount due|Amount payable', 'Balance due|Amount due|Please pay this amount', 'Zu zahlender Betrag|Offener Betrag|Zahlbetrag', 'Solde à régler|Montant dû|Net à payer'],
  tel: ['Tel|Telephone|Phone', 'Phone|Tel.|Ph', 'Tel.|Telefon|Fon', 'Tél.|Téléphone|Tél'], sum: ['Summary|Account summary', 'Account summary|Summary of charges', 'Zusammenfassung|Abrechnung', 'Récapitulatif|Décompte'],
};
const PRACTICES: Record<Kind, [string, string, string, string]> = {
  gp: ['Harley Row Medical Clinic|Kingsgate Private GP|The Wellesley Clinic|Northgate Health Partners', 'Lakeview Family Medicine|Cedar Ridge Primary Care|Summit Internal Medicine|Bayside Medical Group', 'Hausarztpraxis am Markt|Gemeinschaftspraxis Lindenhof|Praxis für Allgemeinmedizin Südstadt|Internistische Praxis am Dom', 'Cabinet médical des Tilleuls|Centre médical Saint-Roch|Cabinet médical du Parc|Maison de santé des Halles'],
  dental: ['Castle Dental Care|Riverside Dental Practice|Smile Studio Dental|Abbey Road Dental', 'Bright Smiles Family Dentistry|Oak Park Dental Group|Harbor View Dental|Main Street Dental Care', 'Zahnarztpraxis am Schlossgarten|Zahnzentrum Elbufer|Zahnärzte am Ring|Praxis für Zahnheilkunde Westend', 'Cabinet dentaire du Parc|Centre dentaire Bellecour|Cabinet dentaire des Arcades|Centre de santé dentaire Gambetta'],
  physio: ['Pennine Physiotherapy|Active Recovery Physio Clinic|Back in Motion Physiotherapy|Thames Valley Sports Injury Clinic', 'Peak Performance Physical Therapy|Riverbend PT & Rehab|Motion Works Physical Therapy|Lakeside Sports Rehab', 'Physiotherapie Vital|Praxis für Physiotherapie Bewegungsraum|Therapiezentrum am Hafen|Physio am Park', 'Cabinet de kinésithérapie des Halles|Kiné Sport Confluence|Cabinet de rééducation du Lac|Kiné Santé Garibaldi'],
};
/** Procedures per kind and locale as `code~description~low~high`; the first is a first visit's, the second a follow-up's. */
const PROCS: Record<Kind, [string, string, string, string]> = {
  gp: ['CON30~Consultation (30 min)~95~160|CON15~Follow-up consultation (15 min)~65~95|BLD01~Blood test – full blood count~45~75|ECG01~Resting ECG~90~140|VAC-TY~Typhoid vaccination~45~60|REP01~Medical report~80~150',
    '99203~Office visit, new patient~150~250|99213~Office visit, established patient~110~180|36415~Venipuncture~15~35|85025~Complete blood count (CBC)~25~60|93000~Electrocardiogram (ECG)~60~110|90715~Tdap vaccine~60~95',
    '1~Beratung, auch telefonisch~10~25|5~Symptombezogene Untersuchung~10~25|7~Vollständige körperliche Untersuchung~20~50|250~Blutentnahme aus der Vene~4~10|651~Elektrokardiographische Untersuchung~25~45|3511~Untersuchung eines Körpermaterials~6~15',
    'G~Consultation de médecine générale~30~30|APC~Avis ponctuel de consultant~55~60|DEQP003~Électrocardiogramme~14~20|QZFA036~Exérèse de lésion cutanée~40~70|YYYY030~Frottis cervico-utérin~12~25|MEG~Majoration enfant~5~5'],
  dental: ['EX01~Examination & X-rays~55~95|HYG1~Hygienist appointment~65~90|FIL2~Composite filling (2 surfaces)~120~190|EXT1~Extraction~110~180|CRN1~Porcelain crown~550~850|RCT3~Root canal treatment (molar)~600~900',
    'D0150~Comprehensive oral evaluation~80~140|D1110~Prophylaxis – adult~95~150|D0274~Bitewings – four films~60~95|D2392~Resin composite – two surfaces, posterior~180~280|D7140~Extraction, erupted tooth~150~260|D2740~Crown – porcelain/ceramic~1000~1500',
    '0010~Eingehende Untersuchung~12~30|1040~Professionelle Zahnreinigung~60~120|Ä925a~Röntgendiagnostik der Zähne~10~25|2060~Kompositfüllung, zweiflächig~60~110|3000~Entfernung eines einwurzeligen Zahnes~15~40|2210~Vollkrone (Hohlkehl-/Stufenpräparation)~250~420',
    'HBQK002~Radiographie intrabuccale~20~30|HBJD001~Détartrage et polissage des dents~29~45|HBMD049~Restauration d’une dent sur 2 faces (composite)~50~90|HBGD036~Avulsion d’une dent permanente~33~60|HBLD036~Couronne dentaire céramo-métallique~500~700|HBFD010~Parage de plaie pulpaire~20~40'],
  physio: ['PA01~Initial assessment~60~85|FU45~Follow-up treatment (45 min)~50~70|SM30~Sports massage (30 min)~45~60|ACU1~Acupuncture~40~60|SWT1~Shockwave therapy~70~95',
    '97161~PT evaluation, low complexity~120~190|97110~Therapeutic exercise, each 15 min~40~70|97140~Manual therapy, each 15 min~40~70|97035~Ultrasound therapy~25~45|97530~Therapeutic activities~45~75',
    '20501~Krankengymnastik (Einzelbehandlung)~24~32|21201~Manuelle Therapie~28~38|20106~Klassische Massagetherapie~18~24|21501~Wärmetherapie mittels heißer Rolle~9~14|20710~Manuelle Lymphdrainage (45 Min.)~38~48',
    'AMS 7.5~Rééducation du rachis~16~20|AMK 8~Rééducation d’un membre~17~21|AMC 9.5~Rééducation post-opératoire~20~24|AMS 9.5~Rééducation de l’épaule~20~23|AMK 10~Rééducation des deux membres~21~26'],
};
const INSURERS: Record<Kind, [string, string, string, string]> = {
  gp: ['Bupa|AXA Health|Vitality Health|Aviva Health', 'Aetna|Blue Cross Blue Shield of Illinois|UnitedHealthcare|Cigna', 'Debeka Krankenversicherung|Allianz Private Krankenversicherung|DKV Deutsche Krankenversicherung', 'CPAM du Rhône|CPAM de Paris|MGEN|Harmonie Mutuelle'],
  dental: ['Denplan|Simplyhealth|Bupa Dental Cover|WPA', 'Delta Dental|MetLife Dental|Cigna Dental|Guardian Dental', 'Techniker Krankenkasse|AOK Bayern|Barmer|DAK-Gesundheit', 'MGEN|Harmonie Mutuelle|Malakoff Humanis|CPAM de Loire-Atlantique'],
  physio: ['Bupa|AXA Health|Vitality Health|Aviva Health', 'UnitedHealthcare|Humana|Blue Shield of California|Aetna', 'Techniker Krankenkasse|AOK Nordost|Barmer|IKK classic', 'CPAM de la Gironde|CPAM du Nord|MGEN|Harmonie Mutuelle'],
};
/** Practitioner titles per locale and kind: [before, after] the name. */
const TITLES: Record<Kind, Array<[string, string]>> = {
  gp: [['Dr ', ''], ['', ', MD'], ['Dr. med. ', ''], ['Dr ', '']], dental: [['Dr ', ' BDS'], ['', ', DDS'], ['Dr. med. dent. ', ''], ['Dr ', ', chirurgien-dentiste']], physio: [['', ' MCSP'], ['', ', PT, DPT'], ['', ' (Physiotherapie)'], ['', ', masseur-kinésithérapeute']],
};
const REGS: Record<Kind, [string, string, string, string]> = { gp: ['GMC No.', 'NPI', 'LANR', 'N° RPPS'], dental: ['GDC No.', 'NPI', 'Abrechnungs-Nr. KZV', 'N° RPPS'], physio: ['HCPC Reg.', 'NPI', 'IK', 'N° ADELI'] };
const HOMES = ['14 Kingsway|Leeds LS6 2AB;3 College Green|Bristol BS1 5TA;22 High Street|Guildford GU1 3AJ;7 Market Place|York YO1 8AS;41 Church Road|Reading RG1 4HG', '2418 Linden Avenue|Evanston, IL 60201;77 Harbor Blvd, Suite 210|Austin, TX 78704;1503 Pine Street|Seattle, WA 98101;410 Main Street|Dayton, OH 45402;62 Elm Court|Tulsa, OK 74103',
  'Lindenstraße 12|04109 Leipzig;Gewerbering 7|70565 Stuttgart;Am Stadtgarten 3|50667 Köln;Schillerstraße 21|60313 Frankfurt am Main;Gartenweg 5|28195 Bremen', '18 rue des Acacias|69003 Lyon;4 impasse du Moulin|33000 Bordeaux;27 avenue Jean Jaurès|59000 Lille;9 place du Marché|44000 Nantes;12 rue Victor Hugo|31000 Toulouse'];
const PEOPLE = ['f:Priya Patel|m:James Carter|f:Fiona MacLeod|m:Owen Gallagher|f:Rebecca Thornton|m:Imran Siddiqui|f:Helen Quigley|m:Tom Ashworth|f:Sarah Whitlock|m:Gareth Evans', 'f:Linda Alvarez|m:Greg Thompson|f:Denise Walker|m:Marcus Bell|f:Karen Yoon|m:Robert Hughes|f:Emily Tran|m:Frank Delgado|f:Ashley Nguyen|m:Carlos Rivera',
  'f:Ursula Neumann|m:Jürgen Haas|f:Petra Schulte|m:Dieter Kraus|f:Sabine Roth|m:Henrik Lange|f:Katrin Vogel|m:Stefan Hofmann|f:Miriam Krause|m:Tobias Wendt', 'f:Camille Moreau|m:Julien Lefebvre|f:Sophie Marchand|m:Nicolas Faure|f:Élodie Chevalier|m:Antoine Roux|f:Isabelle Mercier|m:Philippe Garnier|f:Nathalie Blanc|m:Hervé Dumas'];
const CHILD = ['f:Chloe|m:Oliver|f:Amelia|m:Harry', 'f:Madison|m:Ethan|f:Ava|m:Noah', 'f:Lena|m:Finn|f:Marie|m:Paul', 'f:Léa|m:Hugo|f:Chloé|m:Louis'];
/** Sentences per language (English, German, French); {slots} are filled in. */
const T: Record<string, [string[], string[], string[]]> = {
  intro: [['Thank you for choosing {practice}. Please find below the charges for {whose} treatment with {doc} {dates}.', 'This invoice covers the treatment {pat} received from {doc} {dates}.'], ['für die Behandlung von {pat} durch {doc} {dates} erlauben wir uns, folgende Leistungen zu berechnen.', 'nachstehend erhalten Sie die Rechnung über die Behandlung von {pat} bei {doc} {dates}.'], ['Veuillez trouver ci-dessous le détail des soins réalisés pour {pat} par {doc} {dates}.', 'Nous vous adressons la note d’honoraires des soins de {pat} effectués par {doc} {dates}.']],
  split: [['Your insurer, {ins}, has covered {insAmt} of the total charges of {total}; the remaining {share} is your responsibility.', '{ins} has settled {insAmt} directly with us, leaving a patient share of {share} out of total charges of {total}.'], ['Von den Gesamtkosten in Höhe von {total} übernimmt die {ins} {insAmt}; Ihr Eigenanteil beträgt {share}.', 'Die {ins} trägt {insAmt} der Gesamtkosten von {total}. Es verbleibt ein Eigenanteil von {share}.'], ['Sur un total de {total}, {ins} prend en charge {insAmt} ; le reste à charge s’élève à {share}.', 'La part prise en charge par {ins} est de {insAmt} sur un total de {total}, soit un reste à charge de {share}.']],
  self: [['As you are paying privately, the full charges of {total} are payable by you.', 'No insurance claim has been made for this treatment, so the total of {total} is payable by you.'], ['Da es sich um eine Selbstzahlerleistung handelt, ist der Gesamtbetrag von {total} von Ihnen zu tragen.'], ['Ces actes ne sont pas pris en charge : la totalité des honoraires, soit {total}, reste à votre charge.']],
  paid: [['We received {paid} from you on {paidOn}, which has been deducted.', 'Thank you for your payment of {paid} on {paidOn}; it is shown as a credit below.'], ['Ihre Zahlung von {paid} vom {paidOn} wurde bereits abgezogen.'], ['Un acompte de {paid} réglé le {paidOn} a été déduit.']],
  pay: [['Please pay {due} by {dueOn}, quoting reference {ref}.', 'Payment of the balance of {due} is due on or before {dueOn}; please quote {ref} with your payment.'], ['Bitte überweisen Sie {due} bis zum {dueOn} unter Angabe des Verwendungszwecks {ref}.', 'Der Betrag von {due} ist bis zum {dueOn} fällig. Bitte geben Sie als Verwendungszweck {ref} an.'], ['Merci de régler la somme de {due} avant le {dueOn} en rappelant la référence {ref}.', 'Le solde de {due} est à régler au plus tard le {dueOn} (référence à rappeler : {ref}).']],
  latePct: [['Interest of {late} per month will be charged on balances unpaid after the due date.', 'A late payment charge of {late} per month applies to overdue balances.'], ['Bei Zahlungsverzug berechnen wir Verzugszinsen in Höhe von {late} p. a.', 'Nach Ablauf des Zahlungsziels werden Verzugszinsen von {late} jährlich berechnet.'], ['Tout retard de paiement entraîne une pénalité de {late} du montant dû.', 'En cas de retard, une majoration de {late} sera appliquée au solde.']],
  lateAmt: [['An administration fee of {late} will be added to accounts that remain unpaid after the due date.', 'A late fee of {late} is charged on balances not paid by the due date.'], ['Für jede Zahlungserinnerung nach Fälligkeit erheben wir eine Mahngebühr von {late}.'], ['Des frais de relance de {late} seront facturés en cas de retard de paiement.']],
  close: [['Yours sincerely,', 'Kind regards,'], ['Mit freundlichen Grüßen'], ['Nous vous prions d’agréer nos salutations distinguées.', 'Bien cordialement,']],
};
const NEVER: Array<[FieldType, Array<[string, string]>]> = [['text', [['referring_doctor', 'doctor who referred the patient'], ['referred_by', '']]], ['date', [['next_appointment', 'date of the next booked appointment'], ['follow up date', 'when the patient is due back']]],
  ['id_alphanumeric', [['vat_number', "the practice's VAT registration number"], ['vatId', '']]], ['id_alphanumeric', [['prior_authorization', 'pre-authorisation number given by the insurer'], ['auth code', '']]], ['text', [['diagnosis', 'condition the patient was treated for'], ['icd_code', 'diagnosis code']]]];
const person = (s: string) => ({ name: s.slice(2), f: s[0] === 'f', first: s.slice(2).split(' ')[0], last: s.slice(2).split(' ').slice(-1)[0] });
const plain = (v: unknown) => String(v).replace(/\s+/g, ' ').replace(/^[\s"“(]+|[\s"”).,;:]+$/g, '').toLowerCase();
/** A name right with or without the titles and letters written around it ("Dr. med. dent.", "BDS", ", MD"). */
const nameOk = (gold: string) => (v: unknown) => plain(v).replace(/^(?:(?:dr|prof|mr|mrs|ms|mme|m|herr|frau|med|dent)\.?\s+)+/, '').replace(/,?\s+(?:md|dds|bds|mcsp|pt|dpt|chirurgien-dentiste|masseur-kinésithérapeute|\(physiotherapie\)?|[, ]+)+$/, '') === plain(gold);

function make(r: Rng): ReturnType<Family['make']> {
  const li = int(r, 0, 3);
  const [loc, lang] = [LOCALES[li], [0, 0, 1, 2][li]];
  const alt = (s: string) => pick(r, s.split('|'));
  const w = (key: string) => alt(W[key][li]);
  const [style, variant, byCode] = [pick(r, loc.dates), r(), chance(r, 0.15)];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const tdate = (d: Date) => fmtDate(d, (['eu', 'us', 'de', 'fr'] as const)[li], () => variant / 2); // numeric dates in tables
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode);
  const pct = (p: number) => `${fmtNumber(p, loc.numbers, p % 1 ? 1 : 0)}${li >= 2 ? '\u00a0%' : '%'}`;
  const kind = pick(r, KINDS);
  const practice = alt(PRACTICES[kind][li]);
  const [home, patHome] = shuffle(r, HOMES[li].split(';')).map((h) => h.split('|'));
  const phone = [`0${pick(r, ['113', '117', '118', '1904'])} 496 0${int(r, 100, 999)}`, `(${pick(r, ['312', '512', '206', '937'])}) 555-0${int(r, 100, 199)}`, `0${pick(r, ['341', '711', '221', '69'])} ${int(r, 200000, 899999)}`, `0${pick(r, ['4 72', '5 56', '3 20', '2 40'])} ${int(r, 10, 99)} ${int(r, 10, 99)} ${int(r, 10, 99)}`][li];
  const [doc, adult, other] = shuffle(r, PEOPLE[li].split('|')).map(person);
  const [pre, post] = TITLES[kind][li];
  const docShown = `${pre}${doc.name}${post}`;
  const regNo = [String(int(r, 1000000, 7999999)), `1${int(r, 100000000, 999999999)}`, String(int(r, 100000000, 999999999)), `10${int(r, 100000000, 999999999)}`][li];
  const child = chance(r, 0.25);
  const kid = child ? person(`${alt(CHILD[li])} ${adult.last}`) : null;
  const patName = kid ? kid.name : adult.name;
  // Dates: visits, the invoice a few days after the last, then the due date; the patient's birth.
  const invOn = randomDate(r, 2019, 2025);
  const nVisits = kind === 'physio' ? int(r, 2, 5) : int(r, 1, 3);
  const visits: Date[] = [addDays(invOn, -int(r, 2, 12))];
  while (visits.length < nVisits) visits.unshift(addDays(visits[0], -int(r, 3, 12)));
  const dueOn = addDays(invOn, pick(r, [14, 21, 28, 30]));
  const dob = addDays(invOn, -Math.round(365.25 * (child ? int(r, 4, 15) : int(r, 19, 84)) + int(r, 10, 350)));
  // Lines: the first visit's item, a follow-up's on later visits, sometimes an extra.
  const procs = PROCS[kind][li].split('|').map((p) => p.split('~'));
  const lines = visits.flatMap((on, i) => [procs[i === 0 ? 0 : 1], ...(chance(r, kind === 'physio' ? 0.35 : 0.5) ? [pick(r, procs.slice(2))] : [])].map(([code, desc, lo, hi]) => {
    const qty = kind === 'physio' && li === 1 && code !== '97161' ? int(r, 1, 3) : 1;
    const unit = lo === hi ? Number(lo) : li >= 2 ? r2(Number(lo) + r() * (Number(hi) - Number(lo))) : int(r, Number(lo), Number(hi)) + pick(r, [0, 0, 0.5]);
    return { on, code, desc, qty, amt: r2(unit * qty), fact: pick(r, ['2,3', '2,3', '1,8', '3,5']) };
  })).slice(0, 9);
  const top = [...lines].sort((a, b) => b.amt - a.amt);
  if (top.length > 1 && top[0].amt === top[1].amt) top[0].amt = r2(top[0].amt + 5);
  const total = r2(lines.reduce((t, l) => t + l.amt, 0));
  const insured = chance(r, 0.7);
  const ins = insured ? alt(INSURERS[kind][li]) : null;
  const insAmt = insured ? r2(total * pick(r, [0.6, 0.65, 0.7, 0.75, 0.8, 0.9])) : 0;
  const share = r2(total - insAmt);
  const paid = share > 60 && chance(r, 0.35) ? pick(r, [20, 25, 30, 40, 50]) : 0; // a co-pay or deposit taken at the desk
  const paidOn = visits[0];
  const due = r2(share - paid);
  const yr = invOn.getUTCFullYear();
  const invNo = pick(r, [`INV-${int(r, 10000, 99999)}`, `${yr}-${String(int(r, 1, 9999)).padStart(4, '0')}`, `${['MB', 'ST', 'RE', 'FH'][li]}${int(r, 100000, 999999)}`]);
  const acctNo = pick(r, [`P${int(r, 10000, 99999)}`, String(int(r, 100000, 999999)), `${patName.split(' ').slice(-1)[0].slice(0, 3).toUpperCase()}${int(r, 1000, 9999)}`]);
  const memNo = insured ? [`${pick(r, ['BU', 'AX', 'VH'])}${int(r, 1000000, 9999999)}`, `${pick(r, ['W', 'XG', 'U'])}${int(r, 100000000, 999999999)}`, `${pick(r, ['A', 'K', 'M', 'T'])}${int(r, 100000000, 999999999)}`, `${int(r, 1, 2)} ${int(r, 50, 99)} ${int(r, 10, 12)} ${int(r, 10, 99)} ${int(r, 100, 999)} ${int(r, 100, 999)}`][li] : null;
  const payRef = [`${patName.split(' ').slice(-1)[0].toUpperCase()}-${int(r, 1000, 9999)}`, `${int(r, 100, 999)}-${int(r, 100, 999)}-${int(r, 1000, 9999)}`, `RF${int(r, 10, 99)} ${int(r, 1000, 9999)} ${int(r, 1000, 9999)} ${int(r, 10, 99)}`, `RF${int(r, 10, 99)} ${int(r, 1000, 9999)} ${int(r, 1000, 9999)}`][li];
  const lateKind = pick(r, ['pct', 'amt', 'amt', 'none'] as const);
  const late = lateKind === 'pct' ? pick(r, [[1.5, 2], [1.5, 1, 2], [5, 9], [10, 3]][li]) : lateKind === 'amt' ? pick(r, [[15, 20, 25], [25, 35, 10], [5, 7.5, 10], [15, 10, 40]][li]) : null;
  const multi = visits.length > 1;
  const [v0, vN] = [date(visits[0]), date(visits[visits.length - 1])];
  const dates = [[`on ${v0}`, `on ${v0} and ${vN}`, `between ${v0} and ${vN}`], [`am ${v0}`, `am ${v0} und ${vN}`, `vom ${v0} bis ${vN}`], [`le ${v0}`, `les ${v0} et ${vN}`, `du ${v0} au ${vN}`]][lang][Math.min(visits.length, 3) - 1]; // three visits or more: the first and last
  const c: Record<string, string | number> = { practice, doc: docShown, pat: patName, whose: kid ? `${kid.first}'s` : 'your', dates, ins: ins ?? '', insAmt: money(insAmt), total: money(total), share: money(share), paid: money(paid), paidOn: date(paidOn), due: money(due), dueOn: date(dueOn), ref: payRef, late: late === null ? '' : lateKind === 'pct' ? pct(late) : money(late) };
  const say = (key: string) => fill(pick(r, T[key][lang]), c);

  const ask = new Ask(r);
  const top0 = top[0];
  const typeOpts = pick(r, [['General practice', 'Dental', 'Physiotherapy'], ['doctor', 'dentist', 'physiotherapist'], ['Medical clinic', 'Dental practice', 'Physical therapy']]);
  const roles: Array<() => void> = [
    () => ask.field('text', [['practice_name', 'name of the clinic or practice that issued the bill'], ['clinic', ''], ['provider organisation', 'the practice, not the individual clinician'], ['issuedBy', 'Which clinic or surgery sent this invoice?']], practice),
    () => { ask.compare[ask.field('text', [['doctor', 'name of the treating doctor, dentist or therapist'], ['practitioner_name', ''], ['treatingClinician', 'person who carried out the treatment'], ['seen by', 'clinician the patient saw']], doc.name)] = nameOk(doc.name); },
    () => { ask.compare[ask.field('text', [['patient_name', 'person who received the treatment'], ['patient', ''], ['patientFullName', 'the patient, who may not be the person paying the bill']], patName)] = nameOk(patName); },
    () => ask.field('date', [['patient_dob', "the patient's date of birth"], ['date_of_birth', ''], ['birthDate', 'when the patient was born']], isoOf(dob)),
    () => ask.field('id_alphanumeric', [['invoice_number', 'number of this invoice'], ['bill_id', ''], ['invoiceNo', 'the invoice or statement number, not the patient number'], ['document number', '']], invNo),
    () => ask.field('id_alphanumeric', [['patient_account_number', "the practice's account or patient number"], ['patient_id', ''], ['accountNo', 'number the practice files the patient under'], ['chart number', '']], acctNo),
    () => !multi ? ask.field('date', [['treatment_date', 'date the treatment took place'], ['date_of_service', ''], ['visitDate', 'day of the appointment']], isoOf(visits[0]))
      : chance(r, 0.5) ? ask.field('date', [['first_treatment_date', 'date of the earliest visit on the bill'], ['first visit', ''], ['serviceStartDate', 'first date of service']], isoOf(visits[0]))
        : ask.field('date', [['last_treatment_date', 'date of the most recent visit on the bill'], ['last visit', ''], ['serviceEndDate', 'last date of service']], isoOf(visits[visits.length - 1])),
    () => ask.field('date', [['invoice_date', 'date the invoice was issued'], ['billing date', ''], ['issueDate', 'date on the bill, not a treatment date']], isoOf(invOn)),
    () => ask.field('date', [['due_date', 'date by which the patient must pay'], ['pay by', ''], ['paymentDeadline', 'last day to pay without a late fee']], isoOf(dueOn)),
    () => ask.field('id_alphanumeric', [['most_expensive_procedure_code', 'procedure code of the highest-priced single line'], ['top_item_code', 'code of the treatment line with the largest amount'], ['priciest procedure code', '']], top0.code),
    () => ask.field('currency', [['total_charges', 'total of all treatment lines before insurance'], ['gross amount', ''], ['totalBilled', 'full cost of the treatment']], total),
    ...(insured ? [() => ask.field('currency', [['insurance_paid', 'amount covered by the insurer'], ['insurer share', ''], ['coveredAmount', 'part of the bill paid by insurance, not by the patient']], insAmt),
      () => ask.field('currency', [['patient_share', "the patient's part of the charges after insurance"], ['out_of_pocket', ''], ['patientResponsibility', 'what the patient owes after the insurer has paid, before any payment already made']], share)] : []),
    () => ask.field('currency', [['amount_due', 'balance the patient has to pay now'], ['balance', ''], ['amountToPay', 'outstanding amount on this invoice']], due),
    () => ask.field('text', [['insurer', 'name of the health insurer or plan'], ['insurance_company', ''], ['payer name', 'insurance that covered part of the bill']], ins),
    () => ask.field('id_alphanumeric', [['payment_reference', 'reference to quote when paying'], ['pay_ref', ''], ['remittanceReference', 'reference for the bank transfer or online payment']], payRef),
    ...(insured ? [() => ask.field('id_alphanumeric', [['membership_number', "the patient's insurance member or policy number"], ['member id', ''], ['policyNumber', 'insurance membership id']], memNo)] : []),
    lateKind === 'amt' ? () => ask.field('currency', [['late_fee', 'fee charged if paid late'], ['late payment charge', ''], ['overdueFee', 'amount added when the bill is overdue']], late)
      : () => ask.field('percentage', [['late_fee_rate', 'interest or penalty rate for paying late'], ['late interest', ''], ['overdueRate', 'percentage charged on overdue balances']], late),
    () => ask.field('single_select', [['practice_type', 'kind of practice'], ['specialty', ''], ['care type', 'what kind of care the bill is for']], typeOpts[KINDS.indexOf(kind)], typeOpts),
    () => ask.field('currency_symbol', [['currency', ''], ['ccy', 'currency of the amounts']], loc.currency.code),
  ];
  const keep = new Set(shuffle(r, roles.map((_, i) => i)).slice(0, int(r, 11, 13)));
  roles.forEach((f, i) => keep.has(i) && f());
  const [nt, nw] = pick(r, NEVER); // a field the bill never states
  ask.field(nt, nw, null);

  const kv = (label: string, value: string, above = false): Block => ({ kind: 'kv', label, value, above });
  const para = (text: string): Block => ({ kind: 'para', text });
  const layout = pick(r, ['invoice', 'statement', 'letter'] as const);
  const head: Block[] = [{ kind: 'title', text: practice }, { kind: 'lines', lines: [...home, `${w('tel')} ${phone}`, ...(chance(r, 0.6) ? [`${docShown} · ${REGS[kind][li]} ${regNo}`] : [])] }];
  const to: Block = { kind: 'lines', lines: [kid ? `${[adult.f ? 'Mrs' : 'Mr', adult.f ? 'Ms.' : 'Mr.', adult.f ? 'Frau' : 'Herrn', adult.f ? 'Madame' : 'Monsieur'][li]} ${adult.name}` : adult.name, ...patHome] };
  const patKv = [kv(w('pat'), patName), kv(w('dob'), date(dob))];
  const insKv = insured ? [kv(w('ins'), ins!), kv(w('mem'), memNo!)] : [];
  const cur = chance(r, 0.5);
  const m = (x: number) => (cur ? fmtNumber(x, loc.numbers) : money(x));
  const fact = li === 2 && kind !== 'physio' && chance(r, 0.6);
  const qtyCol = lines.some((l) => l.qty > 1) || chance(r, 0.3);
  const items: Block = { kind: 'table', header: [w('date'), w('code'), w('desc'), ...(fact ? [W.fact[li]] : []), ...(qtyCol ? [w('qty')] : []), cur ? `${w('amt')} (${loc.currency.code})` : w('amt')],
    rows: lines.map((l) => [tdate(l.on), l.code, l.desc, ...(fact ? [l.fact] : []), ...(qtyCol ? [String(l.qty)] : []), m(l.amt)]) };
  const sums: Array<[string, string]> = [[w('total'), money(total)], ...(insured ? [[`${w('insAmt')}${chance(r, 0.4) ? ` (${ins})` : ''}`, money(insAmt)], [w('share'), money(share)]] as Array<[string, string]> : []), ...(paid ? [[w('paid'), money(paid)]] as Array<[string, string]> : []), [w('bal'), money(due)]];
  const lateText = late === null ? [] : [para(say(lateKind === 'pct' ? 'latePct' : 'lateAmt'))];
  let body: Block[];
  if (layout === 'invoice') {
    const meta = shuffle(r, [kv(w('inv'), invNo, chance(r, 0.3)), kv(w('invOn'), date(invOn)), kv(w('acct'), acctNo), kv(w('doc'), docShown), ...insKv, kv(w('dueOn'), date(dueOn), chance(r, 0.3))]);
    body = [{ kind: 'title', text: w('title') }, ...meta, ...(kid ? [kv(w('payer'), '', true), to] : [to]), ...patKv, items,
      ...(chance(r, 0.5) ? sums.map(([a, b]) => kv(a, b)) : [{ kind: 'table' as const, header: [w('sum'), ''], rows: sums }]), para(say('pay')), ...lateText];
  } else if (layout === 'statement') {
    body = [{ kind: 'title', text: w('title') }, { kind: 'table', header: [w('invOn'), w('acct'), w('dueOn'), w('bal')], rows: [[date(invOn), acctNo, date(dueOn), money(due)]] }, kv(w('inv'), invNo),
      ...(kid ? [kv(w('payer'), '', true), to] : [to]), ...patKv, kv(w('doc'), docShown), ...insKv, items, { kind: 'title', text: w('sum') }, { kind: 'table', header: ['', w('amt')], rows: sums }, ...(paid ? [para(say('paid'))] : []), para(say('pay')), ...lateText];
  } else {
    const salute = [[`Dear ${adult.f ? pick(r, ['Ms', 'Mrs']) : 'Mr'} ${adult.last},`], [`Dear ${adult.f ? 'Ms.' : 'Mr.'} ${adult.last}:`], [adult.f ? `Sehr geehrte Frau ${adult.last},` : `Sehr geehrter Herr ${adult.last},`], [adult.f ? 'Madame,' : 'Monsieur,']][li][0];
    const re = `${[['Re', 'Re', 'Betreff', 'Objet'][li]]}: ${w('inv')} ${invNo} · ${w('acct')} ${acctNo}`;
    const place = [home[1].replace(/ [A-Z0-9]+ [A-Z0-9]+$/, ''), home[1].split(',')[0], home[1].slice(6), home[1].slice(6)][li];
    const list: Block = chance(r, 0.5) ? items : { kind: 'lines', lines: lines.map((l) => `${tdate(l.on)} – ${l.code} – ${l.desc}${l.qty > 1 ? ` × ${l.qty}` : ''} – ${money(l.amt)}`) };
    body = [to, { kind: 'lines', lines: [lang ? `${place}, ${lang === 2 ? 'le ' : ''}${date(invOn)}` : date(invOn)] }, { kind: 'title', text: re }, kv(w('pat'), `${patName} (${W.dob[li].split('|')[0]} ${date(dob)})`), ...(insured ? [kv(w('mem'), memNo!)] : []),
      { kind: 'lines', lines: [salute] }, para(say('intro')), list, para(insured ? say('split') : say('self')), ...(paid ? [para(say('paid'))] : []), para(say('pay')), ...lateText,
      { kind: 'lines', lines: [pick(r, T.close[lang]), '', chance(r, 0.6) ? docShown : other.name, ...(chance(r, 0.5) ? [practice] : [])] }]; // signed by the clinician or the practice manager
  }
  const footer: Block[] = chance(r, 0.4) ? [para(`${practice} · ${home.join(', ')} · ${w('tel')} ${phone}`)] : [];
  return { blocks: [...head, ...body, ...footer], fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const medicalBills: Family = { name: 'medical-bill', kind: 'trade', split: 'held-out', formats: ['pdf', 'docx', 'txt', 'html'], make };
