/**
 * Calibration family: gym and sports club membership agreements in UK, US, DE and FR
 * wording, as a sign-up form (label lines, a fee table, a payment authorisation and terms),
 * a welcome letter with the facts in sentences, or a Mitgliedschaftsvertrag-style contract
 * with a tariff table, terms and a SEPA mandate. Hard because of its near misses: the start
 * date beside the signing date, the first collection date, the end of the minimum term and
 * the member's date of birth; the base monthly fee beside add-ons, the total monthly
 * payment, the joining fee (waived, with its usual price, when a promotion code is used),
 * an annual maintenance fee (absent in some) and a freeze fee; the cancellation notice
 * beside the minimum term and the freeze allowance; the operator and its registered office
 * city beside the home club and its city; the membership number beside a contract number,
 * a mandate reference, the club's creditor identifier, a sort code or routing number and a
 * card expiry date.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { spanKey } from './employment-contract.ts';
import { Ask, type Family } from './family.ts';
import { fill, r2, shuffle } from './venue-hire.ts';

/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  title: ['Membership Agreement|Membership Application and Agreement|Gym Membership Contract', 'Membership Agreement|Health Club Membership Contract', 'Mitgliedschaftsvertrag|Mitgliedsvertrag|Vertrag über die Nutzung der Fitnessanlage', "Contrat d'abonnement|Contrat d'adhésion|Bulletin d'adhésion"],
  welcome: ['Welcome to the club|Your membership is confirmed', 'Welcome aboard|Membership confirmation', 'Willkommen im Club|Bestätigung Ihrer Mitgliedschaft', 'Bienvenue au club|Confirmation de votre abonnement'],
  secM: ['Member details|Your details', 'Member information|Member', 'Angaben zum Mitglied|Mitglied', "Coordonnées de l'adhérent|L'adhérent"], secS: ['Membership|Your membership', 'Membership details|Plan', 'Mitgliedschaft|Tarif und Laufzeit', 'Abonnement|Votre formule'],
  secF: ['Fees|Charges', 'Fees and dues|Dues', 'Beiträge und Gebühren|Kosten', 'Tarifs|Frais'], secP: ['Payment details|Direct Debit instruction|Payment', 'Payment authorization|Billing', 'SEPA-Lastschriftmandat|Zahlungsweise', 'Mandat de prélèvement SEPA|Mode de paiement'], secT: ['Terms|Key terms and conditions', 'Terms and Conditions|Important terms', 'Auszug aus den AGB|Vertragsbedingungen', 'Conditions générales (extrait)|Conditions'],
  name: ['Name|Member name|Full name', 'Member name|Name', 'Name|Vor- und Nachname', 'Nom et prénom|Adhérent'], addr: ['Address|Home address', 'Address|Mailing address', 'Anschrift|Adresse', 'Adresse|Domicile'], dob: ['Date of birth|DOB', 'Date of birth|Birth date', 'Geburtsdatum|geb. am', 'Date de naissance|Né(e) le'],
  mail: ['Email|E-mail', 'Email', 'E-Mail', 'E-mail|Courriel'], phone: ['Mobile|Phone', 'Cell|Phone', 'Mobil|Telefon', 'Portable|Téléphone'], mno: ['Membership no.|Member number|Membership ID', 'Member ID|Membership #|Member #', 'Mitgliedsnummer|Mitglieds-Nr.', "N° d'adhérent|N° de membre|Numéro d'abonné"],
  cno: ['Agreement no.|Contract ref.', 'Agreement #|Contract #', 'Vertragsnummer|Vertrags-Nr.', 'N° de contrat|Réf. contrat'], club: ['Home club|Your club|Club', 'Home club|Home location', 'Heimstudio|Studio|Club', 'Club de rattachement|Club|Votre club'],
  tier: ['Membership type|Plan|Membership option', 'Plan|Membership type', 'Tarif|Mitgliedschaft', 'Formule|Type d’abonnement'], start: ['Start date|Membership start date|Membership starts', 'Start date|Membership begins', 'Beginn der Mitgliedschaft|Vertragsbeginn|Mitgliedschaft ab', "Date de début|Début de l'abonnement|Date d'effet"],
  term: ['Minimum term|Minimum membership period|Commitment', 'Minimum term|Commitment period|Initial term', 'Mindestlaufzeit|Erstlaufzeit|Vertragslaufzeit', "Durée minimale|Durée d'engagement|Engagement"], termEnd: ['Minimum term ends|End of minimum term', 'Initial term ends|Commitment ends', 'Ende der Mindestlaufzeit|Laufzeit bis', "Fin de l'engagement|Engagement jusqu'au"],
  notice: ['Cancellation notice|Notice to cancel', 'Cancellation notice|Notice required', 'Kündigungsfrist|Kündigung', 'Préavis de résiliation|Préavis'], item: ['Item|Fee', 'Item|Charge', 'Position|Leistung', 'Désignation|Prestation'], amt: ['Amount|Price', 'Amount|Price', 'Betrag|Preis', 'Montant|Prix'],
  freq: ['Payable|Frequency', 'Billed|Frequency', 'Fälligkeit|Zahlungsweise', 'Périodicité|Échéance'], fee: ['Monthly membership fee|Monthly fee|Membership (monthly)', 'Monthly dues|Monthly membership dues', 'Monatsbeitrag|Mitgliedsbeitrag (monatlich)', 'Mensualité|Abonnement mensuel'],
  join: ['Joining fee|Enrolment fee', 'Enrollment fee|Initiation fee|Sign-up fee', 'Aufnahmegebühr|Startpaket|Anmeldegebühr', "Frais d'inscription|Droits d'entrée|Frais de dossier"], maint: ['Annual maintenance fee|Annual service charge', 'Annual enhancement fee|Annual maintenance fee|Annual club fee', 'Servicepauschale (jährlich)|Jahres-Servicepauschale', 'Frais de maintenance annuels|Frais de service annuels'],
  total: ['Total monthly payment|Monthly total', 'Total monthly dues|Monthly total', 'Monatlich gesamt|Gesamtbeitrag monatlich', 'Total mensuel|Mensualité totale'], once: ['once, on joining|one-off', 'one-time|at sign-up', 'einmalig', 'une fois, à l’inscription|unique'],
  monthly: ['monthly|per month', 'monthly|per month', 'monatlich', 'mensuel|par mois'], yearly: ['annually|yearly', 'annually|once a year', 'jährlich', 'annuel|une fois par an'], method: ['Payment method|Paying by', 'Payment method|Billing method', 'Zahlungsart|Zahlweise', 'Mode de paiement|Règlement'],
  holder: ['Account holder|Name of account holder', 'Account holder|Cardholder', 'Kontoinhaber/in', 'Titulaire du compte'], promo: ['Promotion code|Promo code|Offer code', 'Promo code|Offer code', 'Aktionscode|Gutscheincode', 'Code promo|Code avantage'],
  staff: ['Membership consultant|Signed for the club', 'Sales advisor|Club representative', 'Betreut durch|Für den Club', 'Conseiller|Pour le club'], first: ['First collection|First payment date', 'First draft date|First billing date', 'Erster Einzug|Erste Abbuchung', 'Premier prélèvement|Première échéance'],
};
const TIERS = ['offpeak', 'standard', 'premium', 'student'] as const;
const TIER_W: Record<(typeof TIERS)[number], [string, string, string, string]> = {
  offpeak: ['Off-Peak|Off-Peak (before 4pm)', 'Off-Peak|Daytime', 'Off-Peak (bis 16 Uhr)|Vormittagstarif', 'Heures creuses|Journée'], standard: ['Standard|Core', 'Classic|Basic', 'Basic|Standard', 'Essentiel|Standard'],
  premium: ['Premium (all clubs)|Premium Plus', 'Premier (all locations)|Black Card', 'Premium (alle Clubs)|Premium', 'Premium (tous clubs)|Premium'], student: ['Student|Student Saver', 'Student|College', 'Studierende|Student', 'Étudiant|Jeune / étudiant'],
};
const TIER_OPTS = [['Off-peak', 'Standard', 'Premium', 'Student'], ['Off-peak / daytime', 'Standard / basic', 'Premium / all clubs', 'Student'], ['offpeak', 'standard', 'premium', 'student']];
const PAY_OPTS = [['Direct debit', 'Card', 'Bank transfer', 'Cash'], ['Direct debit / SEPA / ACH', 'Credit or debit card', 'Invoice / bank transfer', 'Cash at reception'], ['direct_debit', 'card', 'transfer', 'cash']];
/** Operators: legal name, registered office, its city, clubs (name, address, city), register line. */
const OPS: Array<Array<[string, string, string, Array<[string, string, string]>, string]>> = [
  [['PulseFit Gyms Ltd', 'Trafalgar House, 12 Station Road, Reading RG1 1JX', 'Reading', [['PulseFit Leeds Kirkstall', 'Kirkstall Road, Leeds LS4 2AQ', 'Leeds'], ['PulseFit Sheffield Centre', '40 Charter Square, Sheffield S1 4HS', 'Sheffield'], ['PulseFit Swindon', 'Fleming Way, Swindon SN1 1RX', 'Swindon']], 'Registered in England and Wales No. 08412367'],
    ['Ironworks Health Clubs Ltd', '2 Temple Back East, Bristol BS1 6EG', 'Bristol', [['Ironworks Cardiff Bay', 'Mermaid Quay, Cardiff CF10 5BZ', 'Cardiff'], ['Ironworks Bath', 'Southgate Street, Bath BA1 1AQ', 'Bath']], 'Company No. 10277415']],
  [['Summit Fitness Clubs, Inc.', '2100 Ross Ave, Dallas, TX 75201', 'Dallas', [['Summit Fitness – Plano', '3300 Dallas Pkwy, Plano, TX 75093', 'Plano'], ['Summit Fitness – Fort Worth', '500 W 7th St, Fort Worth, TX 76102', 'Fort Worth']], 'A Texas corporation'],
    ['Riverbend Athletic Club LLC', '700 Walnut St, Cincinnati, OH 45202', 'Cincinnati', [['Riverbend Athletic Club Dayton', '120 W 2nd St, Dayton, OH 45402', 'Dayton'], ['Riverbend Athletic Club Mason', '5200 Kings Mills Rd, Mason, OH 45040', 'Mason']], 'An Ohio limited liability company']],
  [['FitnessPark Kraftwerk GmbH', 'Hafenstraße 4, 20359 Hamburg', 'Hamburg', [['FitnessPark Kraftwerk Kiel', 'Holstenstraße 88, 24103 Kiel', 'Kiel'], ['FitnessPark Kraftwerk Lübeck', 'Breite Straße 12, 23552 Lübeck', 'Lübeck']], 'Amtsgericht Hamburg HRB 148213'],
    ['VitaSport Clubs GmbH & Co. KG', 'Leopoldstraße 45, 80802 München', 'München', [['VitaSport Augsburg', 'Maximilianstraße 30, 86150 Augsburg', 'Augsburg'], ['VitaSport Regensburg', 'Dr.-Martin-Luther-Straße 6, 93047 Regensburg', 'Regensburg']], 'Amtsgericht München HRA 99812']],
  [['Forme & Vous SAS', '22 rue de la Part-Dieu, 69003 Lyon', 'Lyon', [['Forme & Vous Grenoble Centre', '5 place Victor Hugo, 38000 Grenoble', 'Grenoble'], ['Forme & Vous Saint-Étienne', '12 rue du Général Foy, 42000 Saint-Étienne', 'Saint-Étienne']], 'SAS au capital de 50 000 € – RCS Lyon 812 345 678'],
    ['Club Atlantique Sport SARL', '3 quai de la Fosse, 44000 Nantes', 'Nantes', [['Club Atlantique Angers', '18 boulevard Foch, 49100 Angers', 'Angers'], ['Club Atlantique Rennes', "7 rue d'Isly, 35000 Rennes", 'Rennes']], 'SARL au capital de 20 000 € – RCS Nantes 790 112 334']],
];
const PEOPLE = ['Rebecca Thornley|Owen Gallimore|Priya Sharma|Callum Fraser|Joanna Pickering|Martin Ashdown|Sian Roberts|Tom Whitaker', 'Jessica Moreno|Brian Caldwell|Aaliyah Brooks|Derek Lindqvist|Monica Stein|Trevor Hale|Keisha Grant|Ryan O’Neill', 'Katrin Vollmer|Stefan Hoffart|Leonie Brandl|Markus Seidel|Anja Reuter|Florian Kaiser|Miriam Ott|Jan Petersen', 'Camille Morand|Julien Lefort|Inès Bertrand|Mathieu Carré|Laure Dufresne|Yann Le Goff|Sophie Marchal|Hugo Perrin'];
const HOMES = ['14 Ashfield Road, Leeds LS6 2JP|Flat 6, 31 Clarendon Road, Sheffield S10 3TR|22 Mill Lane, Swindon SN2 1AB|9 Heol Y Deri, Cardiff CF14 6HA', '418 Linden Avenue, Plano, TX 75024|77 Harbor Road, Fort Worth, TX 76107|9 Cedar Court, Dayton, OH 45409|1210 Oak Street, Mason, OH 45040', 'Ahornweg 14, 24105 Kiel|Gartenstraße 3, 23554 Lübeck|Am Mühlbach 22, 86161 Augsburg|Lindenallee 5, 93049 Regensburg', '8 rue des Lilas, 38100 Grenoble|15 avenue Foch, 42100 Saint-Étienne|3 chemin des Vignes, 49000 Angers|21 rue Victor Hugo, 35000 Rennes'];
const ADDONS = ['Drinks package|Towel service|Classes+ pass|Partner club access', 'Tanning|Guest privileges|Towel service|Hydromassage', 'Getränkeflat|Handtuchservice|Solarium-Flat|Partnerstudios', 'Formule boissons|Service serviettes|Accès multi-clubs|Option coaching en ligne'];
/** Sentences per language (English, German, French); {names} are filled in. */
const T: Record<string, [string[], string[], string[]]> = {
  hello: [['Dear {first},', 'Hi {first},'], ['Hallo {member},', 'Liebe/r {member},'], ['Bonjour {member},']],
  welcome: [['Welcome to {homeClub}! We are delighted to confirm your membership, which starts on {start}.', 'Thank you for joining {homeClub}. Your membership begins on {start}.'], ['herzlich willkommen im {homeClub}! Ihre Mitgliedschaft beginnt am {start}.'], ['Bienvenue chez {homeClub} ! Votre abonnement débute le {start}.']],
  number: [['Your membership number is {mno}; please quote it whenever you contact us.', 'Please keep your membership number, {mno}, handy – you will need it to book classes.'], ['Ihre Mitgliedsnummer lautet {mno}; bitte geben Sie diese bei allen Anfragen an.'], ["Votre numéro d'adhérent est le {mno} ; merci de le rappeler dans vos échanges avec le club."]],
  term: [['You have chosen the {tier} membership with a minimum term of {term}, which ends on {termEnd}.'], ['Sie haben den Tarif „{tier}“ gewählt. Die Mindestlaufzeit beträgt {term} und endet am {termEnd}.'], ["Vous avez choisi la formule {tier}, avec une durée minimale d'engagement de {term}, soit jusqu'au {termEnd}."]],
  fee: [['Your monthly membership fee of {fee} will be collected by {how} from {firstDebit}.'], ['Der monatliche Beitrag von {fee} wird ab dem {firstDebit} per {how} eingezogen.'], ['La mensualité de {fee} sera réglée par {how} à partir du {firstDebit}.']],
  join: [['A joining fee of {join} is payable on sign-up.'], ['Die einmalige Aufnahmegebühr beträgt {join}.'], ["Des frais d'inscription de {join} sont dus à la souscription."]],
  waived: [['The joining fee (normally {joinStd}) has been reduced to {join} with promotion code {promo}.'], ['Die Aufnahmegebühr (regulär {joinStd}) entfällt dank Aktionscode {promo}: Sie zahlen {join}.'], ["Grâce au code promo {promo}, les frais d'inscription (habituellement {joinStd}) sont ramenés à {join}."]],
  addons: [['With your add-ons ({addons}), your total monthly payment is {total}.'], ['Inklusive Zusatzleistungen ({addons}) beträgt Ihr Monatsbeitrag insgesamt {total}.'], ["Avec vos options ({addons}), le montant mensuel total s'élève à {total}."]],
  maint: [['An annual maintenance fee of {maint} is charged each year, first on {maintOn}.'], ['Zusätzlich wird einmal jährlich eine Servicepauschale von {maint} fällig, erstmals am {maintOn}.'], ['Des frais de maintenance annuels de {maint} sont facturés chaque année, la première fois le {maintOn}.']],
  cancelUS: [['After the minimum term, Member may cancel this agreement by providing written notice of at least {notice}; dues continue to be collected during the notice period.'], [], []],
  cancel: [['After the minimum term your membership continues on a rolling monthly basis and may be cancelled at any time by giving notice of {notice} in writing or through the app.', 'Once the minimum term has ended, you can cancel by giving us notice of {notice}; your final payment will be collected at the end of the notice period.'], ['Nach Ablauf der Mindestlaufzeit verlängert sich die Mitgliedschaft jeweils um einen Monat und kann mit einer Frist von {notice} gekündigt werden.'], ["Au terme de la durée minimale, l'abonnement est reconduit tacitement par périodes d'un mois et peut être résilié moyennant un préavis de {notice}."]],
  freeze: [['Membership may be frozen for up to 3 months in any 12-month period for a fee of {freeze} per month.'], ['Eine Ruhezeit von bis zu 3 Monaten pro Jahr ist gegen eine Gebühr von {freeze} monatlich möglich.'], ["L'abonnement peut être suspendu jusqu'à 3 mois par an moyennant {freeze} par mois."]],
  close: [['See you in the club soon!', 'We look forward to seeing you at the club.'], ['Wir freuen uns auf Ihr erstes Training!'], ['À très bientôt au club !']],
};
const NEVER: Array<[FieldType, Array<[string, string]>]> = [
  ['text', [['locker_number', 'locker assigned to the member'], ['locker', '']]], ['currency', [['personal_training_price', 'price of a personal training session'], ['pt session cost', '']]], ['date', [['freeze_end_date', 'date a membership freeze ends'], ['suspendedUntil', '']]],
  ['number', [['guest_passes', 'guest passes included per month'], ['guest visits per month', '']]], ['url', [['app_download_link', 'link to the club app'], ['member portal url', '']]], ['id_alphanumeric', [['key_fob_number', 'number of the access wristband or fob'], ['accessCardNo', '']]],
];
/** An IBAN with its check digits (ISO 13616), written in groups of four. */
function ibanOf(country: string, bban: string): string {
  const digits = (bban + country + '00').replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  const check = String(98n - (BigInt(digits) % 97n)).padStart(2, '0');
  return `${country}${check}${bban}`.replace(/(.{4})/g, '$1 ').trim();
}
const digitsOf = (r: Rng, n: number) => Array.from({ length: n }, () => String(int(r, 0, 9))).join('');

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
  const [op, opAddr, opCity, clubs, register] = pick(r, OPS[li]);
  const [homeClub, clubAddr, city] = pick(r, clubs);
  const [member, staff, holder] = shuffle(r, PEOPLE[li].split('|'));
  const ownAccount = chance(r, 0.8);
  const home = alt(HOMES[li]);
  const dob = randomDate(r, 1962, 2006);
  const start = randomDate(r, 2018, 2026);
  const signed = addDays(start, -int(r, 0, 12));
  const firstDebit = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  const termMonths = pick(r, [[12, 12, 1, 6], [12, 12, 24], [12, 24, 24, 6], [12, 12, 24]][li]);
  const termEnd = addDays(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + termMonths, start.getUTCDate())), -1);
  const term = [`${termMonths} month${termMonths > 1 ? 's' : ''}`, `${termMonths} month${termMonths > 1 ? 's' : ''}`, `${termMonths} Monat${termMonths > 1 ? 'e' : ''}`, `${termMonths} mois`][li];
  const [nNum, nUnit] = pick(r, [[[1, 'month'], [4, 'week'], [2, 'month']], [[1, 'month'], [2, 'week'], [30, 'day']], [[4, 'week'], [1, 'month'], [3, 'month']], [[1, 'month'], [2, 'month']]][li] as Array<[number, 'month' | 'week' | 'day']>);
  const noticeText = li < 2 ? `${nNum} ${nUnit}${nNum > 1 ? 's' : ''}` : li === 2 ? `${nNum} ${nUnit === 'week' ? 'Wochen' : nNum > 1 ? 'Monaten' : 'Monat'}` : `${nNum} ${nUnit === 'week' ? 'semaines' : 'mois'}`;
  const tier = pick(r, TIERS);
  const [lo, hi] = [[15, 40], [20, 60], [20, 45], [25, 55]][li];
  const fee = r2(int(r, lo, hi) + { offpeak: -5, standard: 0, premium: 12, student: -6 }[tier] + [0.99, 0.99, 0.9, 0.9][li]);
  const joinStd = pick(r, [[10, 15, 20, 25], [0.99, 29, 49, 99], [19.9, 29, 39, 49], [29, 39, 49]][li]);
  const promo = chance(r, 0.3) ? `${pick(r, ['SPRING', 'NEWYEAR', 'JOIN', 'FIT', 'SUMMER'])}${int(r, 10, 30)}` : null;
  const join = promo ? 0 : joinStd;
  const maint = chance(r, 0.7) ? pick(r, [[19.99, 24.99, 29.99], [39.99, 49.99, 59], [19.9, 29.9, 39.9], [19, 29, 39]][li]) : null;
  const maintOn = addDays(start, int(r, 30, 120));
  const addons = shuffle(r, ADDONS[li].split('|')).slice(0, chance(r, 0.5) ? int(r, 1, 2) : 0).map((a) => [a, pick(r, [2.5, 3, 4.99, 5, 6.9, 7.5])] as [string, number]);
  const total = r2(fee + addons.reduce((t, a) => t + a[1], 0));
  const freeze = pick(r, [4.99, 5, 7.5, 9.9]);
  const method = li === 2 ? (chance(r, 0.9) ? 'dd' : 'card') : chance(r, 0.6) ? 'dd' : 'card';
  const mno = pick(r, [`M${int(r, 1000000, 9999999)}`, String(int(r, 100000, 999999)), `${homeClub.replace(/[^A-Z]/g, '').slice(0, 3)}-${int(r, 10000, 99999)}`]);
  const cno = pick(r, [`AG-${start.getUTCFullYear()}-${int(r, 1000, 9999)}`, `V${int(r, 10000000, 99999999)}`]);
  const card = String(int(r, 1000, 9999));
  const expiry = `${String(int(r, 1, 12)).padStart(2, '0')}/${(start.getUTCFullYear() % 100) + int(r, 1, 4)}`;
  const sort = `${int(r, 10, 99)}-${int(r, 10, 99)}-${int(r, 10, 99)}`;
  const acct = digitsOf(r, 8);
  const iban = li === 2 ? ibanOf('DE', digitsOf(r, 18)) : li === 3 ? ibanOf('FR', digitsOf(r, 23)) : ibanOf('GB', `${pick(r, ['NWBK', 'BARC', 'LOYD', 'HBUK'])}${sort.replace(/-/g, '')}${acct}`);
  const routing = `0${digitsOf(r, 8)}`;
  const useIban = li >= 2 || (li === 0 && chance(r, 0.3));
  const [idKind, idGold] = method === 'card' ? ['card', card] : li === 1 ? ['ach', acct.slice(-4)] : useIban ? ['iban', iban] : ['acct', acct];
  const creditor = [String(int(r, 100000, 999999)), '', `DE${int(r, 10, 99)}ZZZ0000${digitsOf(r, 7)}`, `FR${int(r, 10, 99)}ZZZ${digitsOf(r, 6)}`][li];
  const mandate = `${mno.replace(/[^0-9A-Z]/g, '')}-${int(r, 1, 9)}`;
  const how = method === 'card' ? ['card payment (card ending {card})', 'recurring card charge (card ending {card})', 'Kreditkarte (Endziffern {card})', 'carte bancaire (se terminant par {card})'][li] : ['Direct Debit', 'automatic bank draft (ACH) from the account ending {acct4}', 'SEPA-Lastschrift', 'prélèvement SEPA'][li];
  const c: Record<string, string | number> = { first: member.split(' ')[0], member, homeClub, start: date(start), mno, tier: alt(TIER_W[tier][li]), term, termEnd: date(termEnd), fee: money(fee), firstDebit: date(firstDebit), join: money(join), joinStd: money(joinStd), promo: promo ?? '', addons: addons.map((a) => a[0]).join(', '), total: money(total), maint: money(maint ?? 0), maintOn: date(maintOn), notice: noticeText, freeze: money(freeze), card, acct4: acct.slice(-4) };
  c.how = fill(how, c);
  const cancelText = say(li === 1 ? 'cancelUS' : 'cancel', c);
  const tierOpts = pick(r, TIER_OPTS);
  const payOpts = pick(r, PAY_OPTS);

  const ask = new Ask(r);
  const unitWays: Record<string, Array<[string, string]>> = {
    week: [['cancellation_notice_weeks', 'weeks of notice needed to cancel after the minimum term'], ['notice period (weeks)', ''], ['cancelNoticeWeeks', 'how many weeks notice to cancel']],
    month: [['cancellation_notice_months', 'months of notice needed to cancel after the minimum term'], ['notice period (months)', ''], ['cancelNoticeMonths', 'how many months notice to cancel']],
    day: [['cancellation_notice_days', 'days of notice needed to cancel'], ['notice period (days)', '']],
  };
  const idWays: Record<string, Array<[string, string]>> = {
    card: [['card_last_four', 'last 4 digits of the payment card'], ['card ending', ''], ['cardLast4', 'final digits of the card used for the dues']],
    ach: [['bank_account_last4', 'last digits of the account the dues are drafted from'], ['account ending', '']],
    iban: [['iban', "member's IBAN for the direct debit"], ['bank account', 'account the fees are collected from'], ['debitIban', '']],
    acct: [['bank_account_number', 'account number the direct debit is collected from (not the sort code)'], ['account no', '']],
  };
  const roles: Array<() => void> = [
    () => chance(r, 0.6) ? ask.field('text', [['club', 'company operating the gym'], ['gym_operator', ''], ['fitness company', 'legal name of the club operator']], op) : ask.field('text', [['home_club', 'name of the gym the member joined'], ['gym location name', '']], homeClub),
    () => ask.field('text', [['home_club_city', 'city of the member’s home club'], ['gym city', ''], ['clubTown', 'town where the member trains (not the head office)']], city),
    () => ask.field('text', [['member', 'name of the person joining'], ['member_name', ''], ['customer', 'who took out the membership']], member),
    () => ask.field('id_alphanumeric', [['membership_number', 'member id given by the club'], ['member id', ''], ['membershipNo', 'number of the membership (not the contract or mandate reference)']], mno),
    () => ask.field('date', [['start_date', 'date the membership begins'], ['membership start', ''], ['memberSince', 'first day of membership (not the signing date)']], isoOf(start)),
    () => { ask.compare[ask.field('text', [['minimum_term', 'minimum contract length'], ['commitment period', ''], ['minTerm', 'how long the member is tied in']], term)] = (v) => spanKey(v) !== null && spanKey(v) === spanKey(term); },
    () => addons.length && chance(r, 0.35)
      ? ask.field('currency', [['total_monthly_payment', 'all monthly charges including add-ons'], ['monthly total', '']], total)
      : ask.field('currency', [['monthly_fee', 'monthly membership price without add-ons'], ['monthly dues', ''], ['pricePerMonth', 'base monthly membership fee']], fee),
    () => ask.field('currency', [['joining_fee', 'one-off fee to join'], ['sign-up fee', ''], ['enrolmentFee', 'amount payable on joining']], join),
    () => ask.field('currency', [['annual_maintenance_fee', 'yearly service or maintenance charge'], ['annual fee', ''], ['yearlyServiceCharge', 'fee charged once a year on top of the monthly fee']], maint),
    () => ask.field('number', unitWays[nUnit], nNum),
    () => ask.field('single_select', [['payment_method', 'how the fees are paid'], ['pays by', ''], ['billingMethod', 'method used for the monthly payments']], payOpts[method === 'dd' ? 0 : 1], payOpts),
    () => ask.field('date', [['date_of_birth', 'member’s birth date'], ['dob', ''], ['memberBirthday', '']], isoOf(dob)),
    () => { const f = ask.field('id_alphanumeric', idWays[idKind], idGold); if (idKind === 'iban') ask.compare[f] = (v) => String(v).replace(/\s/g, '').toUpperCase() === iban.replace(/\s/g, ''); },
    () => ask.field('id_alphanumeric', [['promotion_code', 'promo code used at sign-up, if any'], ['promo', ''], ['offerCode', 'discount code applied']], promo),
    () => ask.field('single_select', [['membership_tier', 'level of membership'], ['plan', ''], ['membershipType', 'which membership option was chosen']], tierOpts[TIERS.indexOf(tier)], tierOpts),
    () => ask.field('date', [['signing_date', 'date the agreement was signed'], ['signed on', ''], ['agreementDate', 'date of signature (not the start)']], isoOf(signed)),
    () => ask.field('currency_symbol', [['currency', ''], ['fee currency', 'ISO code of the currency of the fees']], loc.currency.code),
    () => ask.field('verbatim', [['cancellation_terms', 'the cancellation rule, word for word'], ['how to cancel', 'sentence on cancelling, as written']], cancelText),
  ];
  const keep = new Set(shuffle(r, roles.map((_, i) => i)).slice(0, int(r, 11, 14)));
  roles.forEach((f, i) => keep.has(i) && f());
  const [nt, nw] = pick(r, NEVER); // a field the agreement never states
  ask.field(nt, nw, null);

  const kv = (label: string, value: string, above = false): Block => ({ kind: 'kv', label, value, above });
  const para = (text: string): Block => ({ kind: 'para', text });
  const layout = pick(r, ['form', 'letter', 'contract'] as const);
  const freq = (k: string) => w(k);
  const feeRows: string[][] = [
    [w('fee'), money(fee), freq('monthly')], ...addons.map(([a, p]) => [a, money(p), freq('monthly')]), ...(addons.length ? [[w('total'), money(total), freq('monthly')]] : []),
    [w('join'), promo ? `${money(join)} (${w('promo')} ${promo})` : money(join), freq('once')], ...(maint !== null ? [[w('maint'), money(maint), freq('yearly')]] : [])];
  const feeTable: Block = { kind: 'table', header: [w('item'), w('amt'), w('freq')], rows: feeRows };
  const payBlock: Block[] = method === 'card'
    ? [kv(w('method'), ['Debit/credit card', 'Credit card', 'Kreditkarte', 'Carte bancaire'][li]), kv(['Card number', 'Card number', 'Kartennummer', 'N° de carte'][li], `**** **** **** ${card}`), kv(['Expiry', 'Exp. date', 'Gültig bis', "Date d'expiration"][li], expiry), kv(w('holder'), ownAccount ? member : holder)]
    : li === 1 ? [kv(w('method'), 'ACH bank draft'), kv('Routing number', routing), kv('Checking account', `******${acct.slice(-4)}`), kv(w('holder'), ownAccount ? member : holder)]
      : [kv(w('method'), ['Direct Debit', '', 'SEPA-Lastschrift', 'Prélèvement SEPA'][li]), kv(w('holder'), ownAccount ? member : holder), ...(useIban ? [kv('IBAN', iban)] : [kv('Sort code', sort), kv('Account number', acct)]),
        kv(['Service user number', '', 'Gläubiger-ID', 'ICS (identifiant créancier)'][li], creditor), kv(['Reference', '', 'Mandatsreferenz', 'Référence unique du mandat'][li], mandate)];
  const footer: Block = { kind: 'lines', lines: [`${op} · ${opAddr}`, register] };
  const payTitle: Block = { kind: 'title', text: method === 'card' ? ['Payment details', 'Payment authorization', 'Zahlungsweise', 'Mode de paiement'][li] : w('secP') };
  const sigs: Block = { kind: 'lines', lines: lang === 0
    ? [`${['Signed (Member)', 'Member signature'][li]}: ${member}`, `Date: ${date(signed)}`, `${w('staff')}: ${staff}`]
    : lang === 1 ? [`${city}, ${date(signed)}`, `Unterschrift Mitglied: ${member}`, `${w('staff')}: ${staff}`] : [`Fait à ${city}, le ${date(signed)}`, `Signature de l'adhérent : ${member}`, `${w('staff')} : ${staff}`] };
  const memberKv = [kv(w('name'), member), kv(w('addr'), home, chance(r, 0.3)), kv(w('dob'), date(dob)), kv(w('mail'), `${member.split(' ')[0].toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}${int(r, 1, 99)}@${['gmail.com', 'yahoo.com', 'web.de', 'orange.fr'][li]}`)];
  const memberBlock = [kv(w('mno'), mno), kv(w('cno'), cno), kv(w('club'), `${homeClub}, ${clubAddr}`, chance(r, 0.4)), kv(w('tier'), String(c.tier)), kv(w('start'), date(start)), kv(w('term'), term), kv(w('termEnd'), date(termEnd)), kv(w('notice'), noticeText), kv(w('first'), date(firstDebit))];
  const terms = [cancelText, say('freeze', c), ...(maint !== null && chance(r, 0.5) ? [say('maint', c)] : [])];
  let blocks: Block[];
  if (layout === 'form') {
    blocks = [{ kind: 'title', text: op }, { kind: 'title', text: w('title') }, { kind: 'title', text: w('secM') }, ...memberKv, { kind: 'title', text: w('secS') }, ...memberBlock.filter((_, i) => i !== 6 || chance(r, 0.5)),
      { kind: 'title', text: w('secF') }, feeTable, payTitle, ...payBlock, { kind: 'title', text: w('secT') }, ...terms.map((t, i) => para(`${i + 1}. ${t}`)), sigs, footer];
  } else if (layout === 'letter') {
    const join = promo ? say('waived', c) : say('join', c);
    blocks = [{ kind: 'title', text: homeClub }, { kind: 'lines', lines: [clubAddr] }, { kind: 'lines', lines: [member, home] }, { kind: 'lines', lines: [date(signed)] }, { kind: 'title', text: w('welcome') }, { kind: 'lines', lines: [say('hello', c)] },
      para(`${say('welcome', c)} ${say('number', c)}`), para(say('term', c)), para(`${say('fee', c)} ${join}${addons.length ? ` ${say('addons', c)}` : ''}${maint !== null ? ` ${say('maint', c)}` : ''}`),
      para(cancelText), ...(chance(r, 0.5) ? [feeTable] : []), payTitle, ...payBlock, kv(w('dob'), date(dob)), kv(['Agreement signed', 'Agreement signed', 'Vertrag unterzeichnet am', 'Contrat signé le'][li], date(signed)), para(say('close', c)), { kind: 'lines', lines: [staff, `${w('staff')}, ${homeClub}`] }, footer];
  } else {
    const tariff: Block = { kind: 'table', header: [w('tier'), w('term'), w('fee'), w('join'), ...(maint !== null ? [w('maint')] : [])], rows: [[String(c.tier), term, fmtNumber(fee, loc.numbers), fmtNumber(join, loc.numbers), ...(maint !== null ? [fmtNumber(maint, loc.numbers)] : [])]] };
    blocks = [{ kind: 'title', text: w('title') }, { kind: 'lines', lines: [op, opAddr] }, kv(w('cno'), cno), kv(w('mno'), mno), { kind: 'title', text: w('secM') }, ...memberKv, kv(w('club'), `${homeClub}, ${clubAddr}`),
      tariff, ...(addons.length ? [{ kind: 'table' as const, header: [w('item'), w('amt')], rows: [...addons.map(([a, p]) => [a, money(p)]), [w('total'), money(total)]] }] : []), ...(promo ? [kv(w('promo'), promo)] : []),
      para(`${say('welcome', c).replace(/^[^!.]*[!.]\s*/, '')} ${say('term', c)}`), { kind: 'title', text: w('secT') }, ...terms.map((t) => para(t)), payTitle, ...payBlock, sigs, footer];
  }
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const gymMemberships: Family = { name: 'gym-membership', kind: 'contract', split: 'calibration', formats: ['pdf', 'docx', 'html', 'txt'], make };
