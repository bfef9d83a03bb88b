/**
 * Training family: venue and room hire agreements (village and church halls, community
 * centres, conference centres, wedding barns and châteaux) in UK, US, DE and FR wording.
 * The venue operator and the hirer (a person or an organisation) in either order, as label
 * lines, a parties sentence or a two-column table with their addresses; a booking reference
 * beside an invoice number and the date of the agreement; the event date with access from
 * and until (prose, lines or a table) beside the event's own start and an earlier music
 * curfew; the kind of event, expected and maximum guests; the hire charge (hours × rate or
 * a flat fee) with extras, a non-refundable booking deposit, the balance and its due date,
 * a refundable damage deposit and the date it is returned by; cancellation tiers (prose or
 * a table); catering; numbered conditions with the noise clause and the governing law.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, pad, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';

export const r2 = (x: number) => Math.round(x * 100) / 100;
export const shuffle = <X>(r: Rng, xs: readonly X[]): X[] => xs.map((x) => [r(), x] as const).sort((a, b) => a[0] - b[0]).map((p) => p[1]);
/** Minutes after midnight of a written time ("7.30 pm", "19:30 Uhr", "19 h 30"), or null. */
export function minutesOf(v: unknown): number | null {
  const m = /(\d{1,2})\s*(?:[:.h]\s*(\d{2}))?\s*(a\.?\s?m\.?|p\.?\s?m\.?)?/i.exec(String(v));
  if (!m) return null;
  return ((Number(m[1]) % (m[3] ? 12 : 24)) + (m[3] && /p/i.test(m[3]) ? 12 : 0)) * 60 + Number(m[2] ?? 0);
}
/** A time of day as locale `li` writes it, in one of two styles. */
export function clockOf(li: number, style: number, t: number): string {
  const [h, m] = [Math.floor(t / 60), pad(t % 60)];
  const h12 = `${h % 12 || 12}`;
  return [[`${h12}.${m} ${h < 12 ? 'am' : 'pm'}`, `${pad(h)}:${m}`], [`${h12}:${m} ${h < 12 ? 'AM' : 'PM'}`, `${h12}:${m} ${h < 12 ? 'a.m.' : 'p.m.'}`], [`${h}:${m} Uhr`, `${h}.${m} Uhr`], [`${h} h ${m}`, `${h}h${m}`]][li][style];
}
/** Governing law per locale: as a clause words it, the gold (in the clause), other ways of saying it. */
export const LAWS: Array<Array<[string, string, string[]]>> = [
  [['the law of England and Wales', 'England and Wales', ['england', 'english law', 'laws of england and wales']], ['Scots law', 'Scots law', ['scotland', 'scottish law', 'law of scotland']], ['the law of Northern Ireland', 'Northern Ireland', ['northern irish law']]],
  [['the laws of the State of California', 'California', ['state of california', 'california law']], ['the laws of the State of Texas', 'Texas', ['state of texas', 'texas law']], ['the laws of the State of Colorado', 'Colorado', ['state of colorado']], ['the laws of the Commonwealth of Virginia', 'Virginia', ['commonwealth of virginia']]],
  [['das Recht der Bundesrepublik Deutschland', 'Recht der Bundesrepublik Deutschland', ['deutschland', 'germany', 'deutsches recht', 'german law']], ['deutsches Recht', 'deutsches Recht', ['deutschland', 'germany', 'german law']], ['österreichisches Recht', 'österreichisches Recht', ['österreich', 'austria', 'austrian law']]],
  [['droit français', 'droit français', ['france', 'french law', 'loi française']], ['droit belge', 'droit belge', ['belgique', 'belgium', 'belgian law']], ['droit suisse', 'droit suisse', ['suisse', 'switzerland', 'swiss law']]],
];
const lawNorm = (s: unknown) => String(s).toLowerCase().replace(/^\s*(?:the\s+)?(?:laws?\s+of\s+)?(?:the\s+)?(?:le\s+|das\s+)?|[\s.,;]+$/g, '').trim();
export const lawOk = ([text, gold, alias]: [string, string, string[]]) => (v: unknown) => [text, gold, ...alias].map(lawNorm).includes(lawNorm(v));
/** A percentage as the locale writes it. */
export const pctOf = (li: number, p: number) => `${fmtNumber(p, LOCALES[li].numbers, p % 1 ? 1 : 0)}${li >= 2 ? '\u00a0%' : '%'}`;

/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  title: ['Hall Hire Agreement|Venue Hire Agreement|Booking Form and Conditions of Hire|Room Hire Contract', 'Facility Rental Agreement|Venue Rental Contract|Event Space Rental Agreement', 'Mietvertrag für Veranstaltungsräume|Raumüberlassungsvertrag|Mietvertrag Saalvermietung', 'Contrat de location de salle|Convention de mise à disposition de salle|Contrat de location pour réception'],
  op: ['Venue|Owner|Venue operator', 'Venue|Owner|Facility', 'Vermieter|Vermieterin', 'Le Loueur|Bailleur|Propriétaire'], hirer: ['Hirer|Booked by|Client', 'Renter|Licensee|Client', 'Mieter|Veranstalter', 'Locataire|Organisateur|Le Preneur'],
  ref: ['Booking ref.|Booking reference|Booking no.', 'Reservation #|Booking ID|Confirmation no.', 'Buchungsnummer|Reservierungs-Nr.|Vorgang', 'N° de réservation|Réf. réservation|Dossier'], inv: ['Invoice no.|Deposit invoice', 'Invoice #', 'Rechnungs-Nr.|Anzahlungsrechnung', 'Facture n°|Facture d’acompte'],
  made: ['Date of agreement|Agreement date|Dated', 'Contract date|Date signed', 'Vertragsdatum|Datum', 'Fait le|Date du contrat'], room: ['Room(s) hired|Room|Space booked', 'Space|Room(s)', 'Raum|Mietobjekt|Räume', 'Salle(s)|Espace loué'],
  date: ['Date of hire|Event date|Date of function', 'Event date|Rental date', 'Veranstaltungstag|Datum der Veranstaltung|Miettag', 'Date de la manifestation|Date de location'], kind: ['Type of event|Purpose of hire|Function', 'Event type|Purpose of rental', 'Art der Veranstaltung|Anlass|Nutzungszweck', 'Nature de la manifestation|Objet de la location|Type d’événement'],
  from: ['Access from|Hire starts|Arrival (setting up)', 'Access begins|Load-in from|Rental start', 'Zugang ab|Mietbeginn|Aufbau ab', 'Accès à partir de|Début de la location|Mise en place dès'], until: ['Access until|Premises vacated by|Hire ends', 'Access ends|Load-out by|Rental end', 'Räumung bis|Mietende|Zugang bis', "Libération des lieux|Fin de la location|Accès jusqu'à"],
  begins: ['Event starts|Guests arrive|Start of function', 'Event start|Doors open', 'Beginn der Feier|Einlass Gäste', 'Début de la réception|Arrivée des invités'], guests: ['Expected number of guests|Guests expected', 'Expected attendance|Guest count (est.)', 'Erwartete Gäste|Voraussichtliche Personenzahl', 'Nombre d’invités prévu|Effectif prévu'],
  max: ['Maximum number of guests|Max. attendance|Maximum capacity for this booking', 'Maximum occupancy|Max. guests', 'Höchstzahl der Gäste|max. Personenzahl', 'Nombre maximal de personnes|Capacité maximale autorisée'],
  fee: ['Hire charge|Hire fee|Room hire', 'Rental fee|Facility fee', 'Miete|Raummiete|Mietpreis', 'Prix de la location|Location de salle|Redevance'], total: ['Total payable|Total charges', 'Total due|Total', 'Gesamtbetrag|Summe', 'Total à régler|Montant total'],
  bdep: ['Booking deposit (non-refundable)|Non-refundable booking fee', 'Non-refundable booking deposit|Reservation deposit (non-refundable)', 'Anzahlung (nicht erstattbar)|Reservierungsgebühr', 'Acompte de réservation (non remboursable)|Arrhes'], paid: ['paid|received', 'paid|received', 'bezahlt am|eingegangen am', 'versé le|réglé le'],
  bal: ['Balance|Balance due|Balance outstanding', 'Balance|Remaining balance', 'Restbetrag|Restzahlung', 'Solde|Solde restant'], balBy: ['Balance due by|Balance payable by|Final payment due', 'Balance due by|Final payment due', 'Restzahlung fällig am|Restbetrag zahlbar bis', 'Solde à régler avant le|Date limite du solde'],
  sdep: ['Damage deposit (refundable)|Security deposit|Refundable bond', 'Security deposit (refundable)|Damage deposit', 'Kaution|Sicherheitsleistung (Kaution)', 'Dépôt de garantie|Caution (remboursable)'], cater: ['Catering|Food and drink', 'Catering|Food service', 'Bewirtung|Catering', 'Restauration|Restauration sur place'],
  notice: ['Notice of cancellation|Cancelled', 'Cancellation notice|Cancellation', 'Stornierung|Rücktritt', 'Annulation|Délai d’annulation'], refund: ['Refund|Refund of hire charge', 'Refund|Amount refunded', 'Erstattung|Rückerstattung', 'Remboursement|Part remboursée'],
  item: ['Item|Description', 'Item|Description', 'Position|Leistung', 'Désignation|Prestation'], amt: ['Amount|£|Cost', 'Amount|Cost', 'Betrag|Preis', 'Montant|Prix'], conds: ['Conditions of hire|Terms and conditions|Conditions', 'Terms and Conditions|Rental terms', 'Mietbedingungen|Vertragsbedingungen', 'Conditions générales|Conditions de location'],
  sign: ['Signed for the Venue|For and on behalf of the Venue', 'For the Venue|Authorized signature', 'Für den Vermieter|Unterschrift Vermieter', 'Pour le Loueur|Signature du loueur'], signH: ['Signed by the Hirer|Hirer’s signature', 'Renter signature|Signed (Renter)', 'Unterschrift Mieter|Für den Mieter', 'Signature du locataire|Lu et approuvé, le locataire'],
  yes: ['Included|Included (in-house)', 'Included|Yes, included', 'inklusive|im Preis enthalten', 'Incluse|Comprise dans le prix'], no: ['Not included|Not provided – own caterer permitted', 'Not included|Outside caterer permitted', 'nicht enthalten|nicht enthalten, eigener Caterer erlaubt', 'Non incluse|Non comprise – traiteur libre'],
};
const VENUES: Array<Array<[string, string]>> = [
  [['Ashcombe Village Hall', 'Ashcombe Village Hall Management Committee'], ['St Barnabas Church Hall', 'The Parochial Church Council of St Barnabas'], ['The Old Granary', 'Old Granary Weddings Ltd'], ['Riverside Conference Centre', 'Riverside Venues Ltd'], ['Kingsmead Community Centre', 'Kingsmead Community Association'], ['Hartwell House', 'Hartwell House Hotel Ltd']],
  [['Maple Grove Community Center', 'Town of Maple Grove Parks & Recreation'], ['The Foundry Event Space', 'Foundry Events LLC'], ['Willow Creek Barn', 'Willow Creek Farm Weddings LLC'], ['Harborview Conference Center', 'Harborview Hospitality Inc.'], ['Grace Lutheran Fellowship Hall', 'Grace Lutheran Church of Springfield']],
  [['Bürgerhaus Lindenau', 'Gemeinde Lindenau'], ['Gut Sonnenhof', 'Gut Sonnenhof Event GmbH'], ['Tagungszentrum am Rheinufer', 'Rheinufer Tagungen GmbH'], ['Gemeindesaal St. Johannis', 'Ev.-luth. Kirchengemeinde St. Johannis'], ['Alte Brauerei Kellerberg', 'Alte Brauerei Veranstaltungs GmbH & Co. KG']],
  [['Salle des fêtes de Saint-Aubin', 'Commune de Saint-Aubin'], ['Domaine des Trois Chênes', 'SARL Domaine des Trois Chênes'], ['Centre de congrès du Lac', 'Lac Événements SAS'], ['Château de Vaudrey', 'SCI Château de Vaudrey'], ['Espace Jean Jaurès', 'Association Espace Jean Jaurès']],
];
const ROOMS = ['Main Hall|Garden Room|Main Hall and kitchen|Oak Suite|The Loft', 'Main Hall|Riverside Room|Ballroom|Hall A and B', 'Großer Saal|Kaminzimmer|Saal und Küche|Tenne', 'Grande salle|Salle des Tilleuls|Orangerie|Salle plénière'];
const PEOPLE = ['Rebecca Thornley|Owen Gallimore|Priya Sharma|Callum Fraser|Joanna Pickering|Martin Ashdown', 'Jessica Moreno|Brian Caldwell|Aaliyah Brooks|Derek Lindqvist|Monica Stein|Trevor Hale', 'Katrin Vollmer|Stefan Hoffart|Leonie Brandl|Markus Seidel|Anja Reuter|Florian Kaiser', 'Camille Morand|Julien Lefort|Inès Bertrand|Mathieu Carré|Laure Dufresne|Yann Le Goff'];
const ORGS = ['Kestrel Software Ltd|Wessex Beekeepers Association|Northgate Dental Group Ltd|Thameside Quilters', 'Pinecrest Analytics Inc.|Tri-County Quilters Guild|Bluewater Medical Supply Inc.|Lakeshore Realtors Association', 'Tessaro Software AG|Imkerverein Lindenau e.V.|Weber & Söhne KG|Landfrauenverein Oberau e.V.', 'Groupe Valmont SAS|Club de randonnée des Crêtes|Atelier Duval SARL|Association des potiers du Vexin'];
const HOMES = [['12 Orchard Close|Ashcombe|BS40 7QD', 'Flat 3, 28 Regent Street|Bath|BA1 2LR', 'Unit 7, Harbour Park|Poole|BH15 1TZ'], ['418 Linden Avenue|Springfield, IL 62704', '9 Cedar Court, Suite 200|Madison, WI 53703', '77 Harbor Road|Annapolis, MD 21401'], ['Ahornweg 14|04179 Leipzig', 'Gartenstraße 3|55116 Mainz', 'Am Mühlbach 22|83022 Rosenheim'], ['8 rue des Lilas|37000 Tours', '15 avenue Foch|54000 Nancy', '3 chemin des Vignes|21200 Beaune']];
/** Kinds of event: the locale's words, whether a person books it, whether it runs into the evening. */
const EVENTS: Array<[string, string, string, string, boolean, boolean]> = [
  ['Wedding reception', 'Wedding reception', 'Hochzeitsfeier', 'Réception de mariage', true, true], ['Conference', 'Conference', 'Fachtagung', 'Conférence', false, false],
  ['Birthday party', 'Birthday party', 'Geburtstagsfeier', "Fête d'anniversaire", true, true], ['Training day', 'Training workshop', 'Schulung', 'Journée de formation', false, false],
  ['Craft fair', 'Craft fair', 'Kunsthandwerkermarkt', "Marché d'artisans", false, false],
];
const EVENT_OPTS = [['Wedding', 'Conference', 'Birthday party', 'Training / workshop', 'Fair / exhibition'], ['Wedding celebration', 'Business conference', 'Private party', 'Course or workshop', 'Market or exhibition']];
const CATER_OPTS = [['Included', 'Not included'], ['Yes', 'No'], ['Venue provides catering', 'Hirer arranges own catering']];
const EXTRAS = ['Cleaning fee|PA system and microphone|Projector and screen|Use of kitchen', 'Cleaning fee|A/V package|Tables and linens|Kitchen use', 'Endreinigung|Beamer und Leinwand|Tonanlage|Küchennutzung', 'Nettoyage final|Vidéoprojecteur|Sonorisation|Utilisation de la cuisine'];
/** Sentences per language (English, German, French); {names} are filled in. */
const T: Record<string, [string[], string[], string[]]> = {
  parties: [['This agreement is made on {made} between {a} and {b}.', 'This hire agreement dated {made} is between {a} and {b}.'], ['Zwischen {a} und {b} wird am {made} folgender Mietvertrag geschlossen.', 'Mietvertrag vom {made} zwischen {a} und {b}.'], ['Le présent contrat est conclu le {made} entre {a} et {b}.', 'Fait le {made}. Entre {a} et {b}, il a été convenu ce qui suit.']],
  defOp: [['{op} ("the {opL}")', '{op}, hereinafter "the {opL}"'], ['{op} (nachfolgend „{opL}“)'], ['{op}, ci-après « {opL} »']], defH: [['{h} ("the {hL}")', '{h}, hereinafter "the {hL}"'], ['{h} (nachfolgend „{hL}“)'], ['{h}, ci-après « {hL} »']],
  use: [['The {hL} may use the {room} at {venue} on {date} from {from} until {until}, including time for setting up and clearing away. Guests are expected from {begins}.', 'The {room} at {venue} is booked for {date}; access is from {from} and the premises must be vacated by {until}. The event itself begins at {begins}.'], ['Der Mieter darf den Raum „{room}“ im {venue} am {date} von {from} bis {until} nutzen (einschließlich Auf- und Abbau). Die Gäste werden ab {begins} erwartet.'], ['Le locataire dispose de la salle « {room} » ({venue}) le {date} de {from} à {until}, mise en place et rangement compris. Les invités sont attendus à partir de {begins}.']],
  guests: [['The event is a {kind} for about {exp} guests; numbers must not exceed {max} at any time.', 'Purpose of hire: {kind}. Expected guests: {exp}. The maximum number permitted for this booking is {max}.'], ['Anlass: {kind} mit etwa {exp} Gästen; die Höchstzahl von {max} Personen darf nicht überschritten werden.'], ['Manifestation : {kind}, environ {exp} invités ; le nombre de personnes ne pourra dépasser {max}.']],
  yes: [['Catering is included in the hire charge: the venue’s own kitchen will provide {menu}.', 'Catering is included: {menu} will be served by the in-house team.'], ['Die Bewirtung ist im Mietpreis enthalten; die hauseigene Küche stellt {menu}.'], ['La restauration est incluse dans le prix : {menu} assuré par le traiteur du site.']],
  no: [['Catering is not included. The Hirer may use the kitchen and bring in an outside caterer.', 'No catering is provided by the venue; the Hirer may arrange their own caterer.'], ['Eine Bewirtung ist nicht enthalten. Der Mieter darf die Küche nutzen und einen eigenen Caterer beauftragen.'], ["La restauration n'est pas comprise. Le locataire peut utiliser l'office et faire appel au traiteur de son choix."]],
  cancel: [['If the {hL} cancels more than {n1} days before the event, {p1} of the hire charge will be refunded; if between {n2} and {n1} days before, {p2}; with less than {n2} days’ notice no refund is made.', 'Cancellation by the {hL}: more than {n1} days before the date of hire – {p1} refund; {n2} to {n1} days – {p2} refund; under {n2} days – no refund. The booking deposit is not refundable in any case.'], ['Bei Rücktritt des Mieters mehr als {n1} Tage vor der Veranstaltung werden {p1} der Miete erstattet, zwischen {n2} und {n1} Tagen {p2}; bei weniger als {n2} Tagen erfolgt keine Erstattung.'], ["En cas d'annulation par le locataire plus de {n1} jours avant la date, {p1} du prix de la location est remboursé ; entre {n2} et {n1} jours, {p2} ; moins de {n2} jours avant, aucun remboursement n'est dû."]],
  sdep: [['The damage deposit of {sdep} will be returned by {back}, less the cost of any damage or extra cleaning.', 'The security deposit ({sdep}) is refundable and will be repaid no later than {back} provided the premises are left clean and undamaged.'], ['Die Kaution von {sdep} wird bis spätestens {back} zurückgezahlt, abzüglich etwaiger Kosten für Schäden oder Zusatzreinigung.'], ['Le dépôt de garantie de {sdep} sera restitué au plus tard le {back}, déduction faite des éventuels frais de remise en état.']],
  balance: [['The balance of {bal} must be paid by {balBy}.', 'The remaining {bal} is due no later than {balBy}.'], ['Der Restbetrag von {bal} ist bis zum {balBy} zu überweisen.'], ['Le solde de {bal} doit être réglé au plus tard le {balBy}.']],
  noiseT: [['Amplified music must stop by {music} and all guests must have left the premises by {until}. The {hL} shall keep noise to a minimum when leaving, out of consideration for neighbouring residents.', 'The venue is in a residential area: no live or recorded music may be played after {music}, and the sound limiter fitted in the hall must not be disconnected.'], ['Musik darf nur bis {music} gespielt werden; danach ist die Nachtruhe einzuhalten. Fenster und Türen sind während der Veranstaltung geschlossen zu halten.', 'Laute Musik ist ab {music} einzustellen, und die Räume sind bis {until} zu verlassen. Der Mieter sorgt dafür, dass die Gäste das Gelände ruhig verlassen.'], ['La musique amplifiée doit cesser à {music} et les lieux doivent être libérés au plus tard à {until}. Le locataire veille à ce que les invités quittent le site sans bruit, par respect pour le voisinage.', 'Aucune musique ne peut être diffusée après {music} ; le limiteur de son installé dans la salle ne doit en aucun cas être débranché.']],
  noise: [['Noise must be kept to a reasonable level at all times. Amplified sound may only be used with the prior written consent of the {opL}.', 'The {hL} shall ensure that no nuisance or disturbance is caused to neighbours, and that doors and windows are kept closed while sound equipment is in use.'], ['Der Mieter hat Lärm auf ein zumutbares Maß zu beschränken. Beschallungsanlagen dürfen nur nach vorheriger Zustimmung des Vermieters betrieben werden.'], ['Le locataire veille à ne causer aucune nuisance sonore au voisinage ; toute sonorisation est soumise à l’accord préalable du loueur.']],
  law: [['This agreement is governed by {law}.', 'This agreement shall be governed by and construed in accordance with {law}.'], ['Es gilt {law}.', 'Auf diesen Vertrag findet ausschließlich {law} Anwendung.'], ['Le présent contrat est régi par le {law}.', 'Le présent contrat est soumis au {law}.']],
  fill: [['The {hL} must hold public liability insurance for the event. Confetti, candles and smoke machines are not permitted.', 'Smoking is not permitted anywhere in the building. Fire exits must be kept clear at all times.', 'Decorations may not be fixed to walls or ceilings with nails, pins or tape.'], ['Der Mieter hat für die Veranstaltung eine Haftpflichtversicherung nachzuweisen. Konfetti, Kerzen und Nebelmaschinen sind nicht gestattet.', 'Im gesamten Gebäude gilt Rauchverbot. Notausgänge sind jederzeit freizuhalten.', 'Dekorationen dürfen nicht mit Nägeln, Nadeln oder Klebeband an Wänden oder Decken befestigt werden.'], ["Le locataire doit justifier d'une assurance responsabilité civile pour la manifestation. Confettis, bougies et machines à fumée sont interdits.", "Il est interdit de fumer dans l'ensemble du bâtiment. Les issues de secours doivent rester dégagées.", 'Aucune décoration ne peut être fixée aux murs ou plafonds par clous, punaises ou ruban adhésif.']],
};
const MENUS = ['a hot and cold buffet|a three-course dinner|tea, coffee and a working lunch', 'ein warmes und kaltes Buffet|ein Drei-Gänge-Menü|Kaffee, Tee und einen Mittagsimbiss', 'un buffet chaud et froid|un dîner en trois plats|café, thé et déjeuner de travail'];
const NEVER: Array<[FieldType, Array<[string, string]>]> = [['id_alphanumeric', [['premises_licence_no', 'alcohol / premises licence number of the venue'], ['licence_number', '']]], ['url', [['venue_website', 'web address of the venue'], ['website', '']]], ['date', [['viewing_date', 'when the hirer may view the room beforehand'], ['rehearsal_date', 'date of any rehearsal']]], ['currency', [['corkage_fee', 'charge per bottle for bringing own drinks'], ['corkage', '']]], ['number', [['parking_spaces', 'how many car park spaces come with the booking'], ['car_spaces', '']]]];
export const fill = (s: string, c: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k) => String(c[k])).replace(/\.\.(?=\s|$)/g, '.');

function make(r: Rng): ReturnType<Family['make']> {
  const li = int(r, 0, 3);
  const [loc, lang] = [LOCALES[li], [0, 0, 1, 2][li]];
  const w = (key: string) => pick(r, W[key][li].split('|'));
  const alt = (s: string) => pick(r, s.split('|'));
  const say = (key: string, c: Record<string, string | number>) => fill(pick(r, T[key][lang]), c);
  const [style, variant, cs] = [pick(r, loc.dates), r(), int(r, 0, 1)];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const byCode = chance(r, 0.2);
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode);
  const clock = (t: number) => clockOf(li, cs, t);
  const pc = (p: number) => pctOf(li, p);
  const [venue, op] = pick(r, VENUES[li]);
  const ev = int(r, 0, EVENTS.length - 1);
  const [kind, person, evening] = [EVENTS[ev][li] as string, EVENTS[ev][4], EVENTS[ev][5]];
  const hirer = alt(person ? PEOPLE[li] : ORGS[li]);
  const contact = alt(PEOPLE[li].split('|').filter((p) => p !== hirer).join('|'));
  const [hirerHome, opHome] = shuffle(r, HOMES[li]).map((a) => a.split('|'));
  const room = alt(ROOMS[li]);
  const eventOn = randomDate(r, 2018, 2026);
  const made = addDays(eventOn, -int(r, 60, 300));
  const yr = made.getUTCFullYear();
  const ref = pick(r, [`VH/${yr}/${int(r, 100, 999)}`, `BK-${int(r, 10000, 99999)}`, `${pick(r, ['RES', 'RV', 'EVT'])}-${yr}-${pad(int(r, 1, 99))}${int(r, 10, 99)}`, `${yr % 100}${pad(made.getUTCMonth() + 1)}-${int(r, 100, 999)}`]);
  const inv = pick(r, [`INV ${int(r, 20000, 29999)}`, `${yr}-${int(r, 1000, 9999)}`, `F${int(r, 100000, 999999)}`]);
  const balBy = addDays(eventOn, -pick(r, [14, 28, 30, 42, 56]));
  const back = addDays(eventOn, pick(r, [7, 14, 21, 28]));
  const from = evening ? pick(r, [10, 11, 12, 13, 14, 15]) * 60 + pick(r, [0, 30]) : pick(r, [7, 8]) * 60 + pick(r, [0, 30]);
  const until = evening ? pick(r, [22, 23]) * 60 + pick(r, [0, 30]) : pick(r, [16, 17, 18]) * 60 + pick(r, [0, 30]);
  const [begins, music] = [from + pick(r, [60, 90, 120, 180]), until - pick(r, [30, 60])];
  const max = pick(r, [60, 80, 100, 120, 150, 180, 200, 250]);
  const exp = max - int(r, 1, 6) * 5;
  const hourly = chance(r, 0.45);
  const hours = (until - from) / 60;
  const rate = int(r, 8, 40) * 5 + pick(r, [0, 0.5]);
  const fee = hourly ? r2(hours * rate) : int(r, 6, 90) * 25;
  const extras = shuffle(r, EXTRAS[li].split('|')).slice(0, int(r, 0, 2)).map((x) => [x, int(r, 3, 30) * 5] as [string, number]);
  const total = r2(fee + extras.reduce((t, e) => t + e[1], 0));
  const bdep = chance(r, 0.5) ? r2(total * pick(r, [0.2, 0.25, 0.3])) : pick(r, [50, 100, 150, 200].filter((x) => x < total / 2).concat([25]));
  const bal = r2(total - bdep);
  const sdep = pick(r, [100, 150, 200, 250, 300, 500]);
  const [n1, n2] = pick(r, [[90, 30], [60, 28], [84, 42], [120, 60], [56, 28], [60, 14]]);
  const [p1, p2] = [pick(r, [100, 90, 80, 75]), pick(r, [50, 40, 25])];
  const cater = chance(r, 0.5);
  const law = pick(r, LAWS[li]);
  const [opL, hL] = [alt(['Venue|Owner', 'Venue|Owner', 'Vermieter', 'le Loueur'][li]), alt(['Hirer', 'Renter|Licensee', 'Mieter', 'le Locataire'][li])];
  const c: Record<string, string | number> = { made: date(made), op, h: hirer, opL, hL, room, venue, date: date(eventOn), from: clock(from), until: clock(until), begins: clock(begins), music: clock(music), kind: lang ? kind : kind.toLowerCase(), exp, max, menu: MENUS[lang].split('|')[evening ? int(r, 0, 1) : 2], n1, n2, p1: pc(p1), p2: pc(p2), sdep: money(sdep), back: date(back), bal: money(bal), balBy: date(balBy), law: law[0] };
  const noise = say(evening ? 'noiseT' : 'noise', c);
  const [cOpts, eOpts] = [pick(r, CATER_OPTS), pick(r, EVENT_OPTS)];

  const ask = new Ask(r);
  const roles: Array<() => void> = [
    () => ask.field('text', [['venue_operator', 'organisation letting out the venue'], ['landlord', 'who owns or runs the hall, not the hirer'], ['venue_company', '']], op),
    () => ask.field('text', [['hirer', 'person or organisation booking the venue'], ['customer', ''], ['booked_by', 'who is hiring the room']], hirer),
    () => ask.field('id_alphanumeric', [['booking_reference', 'reference number of this booking'], ['reservation_id', ''], ['booking_no', 'number to quote for the booking, not the invoice']], ref),
    () => ask.field('date', [['event_date', 'day of the event'], ['hire_date', 'date the venue is booked for'], ['function_date', '']], isoOf(eventOn)),
    () => chance(r, 0.5)
      ? (ask.compare[ask.field('text', [['access_start', 'time the hirer can get into the venue'], ['setup_from', 'earliest arrival time for setting up'], ['hire_start_time', '']], c.from)] = (v) => minutesOf(v) === from)
      : (ask.compare[ask.field('text', [['access_end', 'time the venue must be vacated'], ['out_by', 'when the hire period ends'], ['finish_time', 'latest time to leave the premises']], c.until)] = (v) => minutesOf(v) === until),
    () => ask.field('single_select', [['event_type', 'kind of event'], ['occasion', ''], ['purpose_of_booking', 'what the venue is hired for']], eOpts[ev], eOpts),
    () => ask.field('number', [['max_guests', 'upper limit on the number of people'], ['capacity_limit', 'most guests allowed for this booking'], ['maximum_attendance', '']], max),
    () => ask.field('currency', [['hire_fee', 'price for hiring the venue, without extras or deposit'], ['room_hire_charge', ''], ['venue_fee', 'the charge for the hire itself']], fee),
    () => ask.field('currency', [['security_deposit', 'refundable deposit against damage'], ['damage_bond', ''], ['refundable_deposit', 'deposit paid back after the event']], sdep),
    () => ask.field('date', [['deposit_return_date', 'date by which the damage deposit is paid back'], ['bond_refund_by', ''], ['deposit_back_by', 'latest date the refundable deposit is returned']], isoOf(back)),
    () => chance(r, 0.5)
      ? ask.field('percentage', [['early_cancellation_refund', `share of the hire charge refunded if cancelled more than ${n1} days ahead`], ['refund_pct', 'highest refund percentage on cancellation'], ['cancellation_refund_rate', '']], p1)
      : ask.field('number', [['full_refund_notice_days', `days before the event the hirer must cancel by to get the ${p1}% refund`], ['cancellation_days', 'notice in days for the best refund tier']], n1),
    () => ask.field('date', [['balance_due_date', 'when the rest of the hire charge must be paid'], ['final_payment_date', ''], ['pay_remainder_by', 'deadline for the outstanding balance']], isoOf(balBy)),
    () => ask.field('single_select', [['catering', 'is food provided by the venue'], ['catering_included', ''], ['food_by_venue', 'whether the venue does the catering']], cOpts[cater ? 0 : 1], cOpts),
    () => { ask.compare[ask.field('text', [['governing_law', 'law that applies to the agreement'], ['jurisdiction', ''], ['applicable_law', 'which law governs the contract']], law[1])] = lawOk(law); },
    () => ask.field('verbatim', [['noise_clause', 'the rule on noise or music, word for word'], ['curfew_terms', 'clause about music and closing time, as written'], ['noise_restrictions', '']], noise),
  ];
  const keep = new Set(shuffle(r, roles.map((_, i) => i)).slice(0, int(r, 11, 13)));
  roles.forEach((f, i) => keep.has(i) && f());
  const [nt, nw] = pick(r, NEVER);
  ask.field(nt, nw, null);

  const kv = (label: string, value: string): Block => ({ kind: 'kv', label, value });
  const para = (text: string): Block => ({ kind: 'para', text });
  const opFirst = chance(r, 0.6);
  const [opLines, hLines] = [[op, ...opHome], [hirer, ...(!person && chance(r, 0.5) ? [`${['Attn', 'Attn', 'z. Hd.', 'À l’attention de'][li]}: ${alt(PEOPLE[li].split('|').filter((p) => p !== contact).join('|'))}`] : []), ...hirerHome]];
  const partyStyle = int(r, 0, 2);
  const parties: Block[] = partyStyle === 0
    ? (opFirst ? [[w('op'), opLines], [w('hirer'), hLines]] : [[w('hirer'), hLines], [w('op'), opLines]]).flatMap(([l, ls]): Block[] => [{ kind: 'kv', label: l as string, value: '', above: true }, { kind: 'lines', lines: ls as string[] }])
    : partyStyle === 1
      ? [para(say('parties', { ...c, a: opFirst ? say('defOp', c) : say('defH', c), b: opFirst ? say('defH', c) : say('defOp', c) })), { kind: 'lines', lines: hLines }]
      : [{ kind: 'table', header: opFirst ? [w('op'), w('hirer')] : [w('hirer'), w('op')], rows: Array.from({ length: Math.max(opLines.length, hLines.length) }, (_, i) => opFirst ? [opLines[i] ?? '', hLines[i] ?? ''] : [hLines[i] ?? '', opLines[i] ?? '']) }];
  const head: Block[] = [...(chance(r, 0.5) ? [{ kind: 'title' as const, text: venue }] : []), { kind: 'title', text: w('title') }, kv(w('ref'), ref), ...(chance(r, 0.5) ? [kv(w('inv'), inv)] : []), ...(partyStyle !== 1 ? [kv(w('made'), date(made))] : [])];
  const bookStyle = int(r, 0, 2);
  const booking: Block[] = bookStyle === 0
    ? [kv(w('room'), room), kv(w('date'), date(eventOn)), kv(w('kind'), kind), kv(w('from'), clock(from)), ...(chance(r, 0.6) ? [kv(w('begins'), clock(begins))] : []), kv(w('until'), clock(until)), ...(chance(r, 0.6) ? [kv(w('guests'), String(exp))] : []), kv(w('max'), String(max))]
    : bookStyle === 1
      ? [para(say('use', c)), para(say('guests', c))]
      : [{ kind: 'table', header: [w('date'), w('room'), w('from'), w('until')], rows: [[date(eventOn), room, clock(from), clock(until)]] }, kv(w('kind'), kind), kv(w('max'), String(max))];
  const cur = (x: number) => (chance(r, 0.5) ? money(x) : fmtNumber(x, loc.numbers));
  const feeText = hourly ? `${fmtNumber(hours, loc.numbers, hours % 1 ? 1 : 0)} h × ${money(rate)} = ${money(fee)}` : money(fee);
  const lines: Array<[string, string]> = [[w('fee'), feeText], ...extras.map(([x, a]): [string, string] => [x, cur(a)]), [w('total'), money(total)], [w('bdep'), `${money(bdep)} (${w('paid')} ${date(made)})`], [w('bal'), money(bal)]];
  const charges: Block[] = chance(r, 0.5) ? [{ kind: 'table', header: [w('item'), w('amt')], rows: lines }] : lines.map(([a, b]) => kv(a, b));
  const money2: Block[] = chance(r, 0.5) ? [kv(w('balBy'), date(balBy)), kv(w('sdep'), money(sdep))] : [para(say('balance', c))];
  const cancel: Block = chance(r, 0.5) ? para(say('cancel', c)) : { kind: 'table', header: [w('notice'), w('refund')], rows: [[[`more than ${n1} days`, `more than ${n1} days`, `mehr als ${n1} Tage`, `plus de ${n1} jours`][li], pc(p1)], [[`${n2}–${n1} days`, `${n2}–${n1} days`, `${n2}–${n1} Tage`, `${n2} à ${n1} jours`][li], pc(p2)], [[`less than ${n2} days`, `less than ${n2} days`, `weniger als ${n2} Tage`, `moins de ${n2} jours`][li], pc(0)]] };
  const caterKv = chance(r, 0.5);
  const clauses = [say('sdep', c), ...(caterKv ? [] : [say(cater ? 'yes' : 'no', c)]), noise, ...shuffle(r, T.fill[lang]).slice(0, int(r, 1, 3)).map((t) => fill(t, c)), say('law', c)];
  const numbered = chance(r, 0.7);
  const conds: Block[] = [{ kind: 'title', text: w('conds') }, ...clauses.map((t, i) => para(numbered ? `${i + 1}. ${t}` : t))];
  const signs: Block = { kind: 'lines', lines: [`${w('sign')}: ${contact}`, `${W.made[li].split('|')[0]}: ${date(made)}`, `${w('signH')}: ${person ? hirer : `${alt(PEOPLE[li].split('|').filter((p) => p !== contact).join('|'))}, ${['for', 'for', 'für', 'pour'][li]} ${hirer}`}`] };
  const blocks: Block[] = [
    ...head, ...parties, ...booking, ...(caterKv ? [kv(w('cater'), cater ? w('yes') : w('no'))] : []), ...charges,
    ...money2, cancel, ...conds, signs,
  ];
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const venueHires: Family = { name: 'venue-hire', kind: 'contract', split: 'train', formats: ['pdf', 'docx', 'txt', 'html'], make };
