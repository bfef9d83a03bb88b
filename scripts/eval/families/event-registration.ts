/**
 * Held-out family: registration confirmations for conferences, trade fairs and training
 * courses, in UK, US, DE and FR wording: an e-mail from the organiser's delegate desk (most
 * answers only in sentences), a confirmation form (label lines and a charges table) or a
 * letter with the invoice lines and a table of the workshop sessions booked. Hard because
 * of its near misses: the registration date, the invoice date, the early-bird deadline, the
 * payment date and the free-cancellation deadline beside the event's first and last day;
 * the early-bird or standard rate quoted beside the rate paid, the net subtotal, the
 * workshop prices, an administration charge, the VAT and the total; the organiser's
 * contact person (who signs) and a colleague who booked beside the attendee; the
 * registration number beside the invoice and customer numbers, the organiser's tax number
 * and a card's last digits; the organiser's office city beside the venue's city.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';
import { fill, pctOf, r2, shuffle } from './venue-hire.ts';

/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  title: ['Registration Confirmation|Booking Confirmation – Delegate Registration|Confirmation of Registration', 'Registration Confirmation|Your Registration is Confirmed|Attendee Confirmation', 'Anmeldebestätigung|Teilnahmebestätigung und Rechnung|Buchungsbestätigung', "Confirmation d'inscription|Votre inscription est confirmée|Confirmation de réservation"],
  regNo: ['Registration no.|Booking reference|Delegate ref.', 'Registration #|Confirmation #|Registration ID', 'Anmeldenummer|Buchungsnummer|Teilnehmer-Nr.', "N° d'inscription|Référence d'inscription|N° de dossier"],
  regOn: ['Date of booking|Registered on|Booking date', 'Registration date|Registered on|Order date', 'Anmeldedatum|Angemeldet am|Buchungsdatum', "Date d'inscription|Inscrit le|Date de commande"],
  inv: ['Invoice no.|Invoice number', 'Invoice #|Invoice number', 'Rechnungsnummer|Rechnungs-Nr.', 'Facture n°|N° de facture'], invOn: ['Invoice date|Tax point', 'Invoice date', 'Rechnungsdatum', 'Date de facture'],
  cust: ['Customer no.|Account no.', 'Customer ID|Account #', 'Kundennummer|Kunden-Nr.', 'N° client|Code client'],
  part: ['Delegate|Attendee|Delegate name', 'Attendee|Attendee name|Registrant', 'Teilnehmer/in|Name des Teilnehmers|Teilnehmende Person', 'Participant|Nom du participant|Participant(e)'],
  secPart: ['Delegate details|Attendee', 'Attendee details|Attendee information', 'Teilnehmerdaten|Angaben zur Person', 'Participant|Coordonnées du participant'], secEv: ['Event details|Your event', 'Event information|Event details', 'Veranstaltung|Angaben zur Veranstaltung', "L'événement|Informations pratiques"],
  comp: ['Organisation|Company', 'Company|Organization', 'Firma|Unternehmen', 'Société|Organisme'], job: ['Job title|Position', 'Title|Job title', 'Funktion|Position', 'Fonction|Poste'], mail: ['E-mail|Email', 'Email', 'E-Mail', 'E-mail|Courriel'],
  booker: ['Booked by|Booking contact', 'Booked by|Purchaser', 'Gebucht von|Ansprechpartner Buchung', 'Réservé par|Contact réservation'],
  diet: ['Dietary requirements|Special dietary needs', 'Dietary restrictions|Dietary needs', 'Ernährungswünsche|Besondere Ernährung|Verpflegung', 'Régime alimentaire|Restrictions alimentaires'], none: ['None|None stated', 'None|N/A', 'Keine|keine Angabe', 'Aucun|Néant'],
  event: ['Event|Conference|Event name', 'Event|Event name', 'Veranstaltung|Titel der Veranstaltung', 'Événement|Manifestation|Intitulé'], dates: ['Dates|Event dates|Date(s)', 'Dates|Event dates', 'Termin|Veranstaltungszeitraum', 'Dates|Date(s) de la manifestation'],
  venue: ['Venue|Location', 'Venue|Location', 'Veranstaltungsort|Ort', 'Lieu|Adresse du lieu'], ticket: ['Ticket type|Delegate rate|Pass', 'Ticket type|Registration type|Pass type', 'Ticketart|Tarif|Teilnahmeart', 'Type de billet|Tarif|Formule'],
  ws: ['Workshops booked|Workshop sessions', 'Workshops|Workshop sessions booked|Breakout sessions', 'Gebuchte Workshops|Workshops', 'Ateliers réservés|Ateliers'], wsRow: ['Workshop session|Breakout workshop', 'Workshop session|Breakout session', 'Workshop|Fachworkshop', 'Atelier|Atelier pratique'],
  item: ['Description|Item', 'Description|Item', 'Leistung|Position', 'Désignation|Prestation'], qty: ['Qty|Quantity', 'Qty|Quantity', 'Menge|Anz.', 'Qté|Quantité'], unit: ['Unit price|Price', 'Unit price|Price', 'Einzelpreis|Preis', 'Prix unitaire|P.U. HT'],
  amt: ['Amount|Net', 'Amount|Total', 'Betrag|Gesamt netto', 'Montant HT|Montant'], incl: ['included|incl.', 'included|incl.', 'inklusive|inkl.', 'inclus|compris'],
  sub: ['Subtotal|Net total|Total excl. VAT', 'Subtotal', 'Zwischensumme|Summe netto|Nettobetrag', 'Total HT|Sous-total HT'], vat: ['VAT @ {p}|VAT ({p})', '', 'zzgl. {p} MwSt.|USt. {p}|MwSt. {p}', 'TVA {p}|TVA ({p})'],
  total: ['Total|Total paid|Total (incl. VAT)', 'Total|Total charged|Order total', 'Gesamtbetrag|Rechnungsbetrag|Gesamt brutto', 'Total TTC|Montant TTC|Net à payer'], paid: ['Payment received|Paid by card on', 'Payment received|Paid by card on', 'Zahlungseingang|Bezahlt am', 'Paiement reçu le|Réglé le'],
  bal: ['Balance due|Amount outstanding', 'Balance due', 'Offener Betrag|Restbetrag', 'Reste à payer|Solde'], cancel: ['Cancellation|Cancellation policy|Cancellations', 'Cancellation policy|Cancellations and refunds', 'Stornobedingungen|Stornierung', "Conditions d'annulation|Annulation"],
  prog: ['Your workshops|Programme selections', 'Your sessions|Workshop selections', 'Ihre Workshops|Gebuchte Programmpunkte', 'Vos ateliers|Programme choisi'], date: ['Date', 'Date', 'Datum', 'Date'], time: ['Time', 'Time', 'Uhrzeit', 'Horaire'], session: ['Session|Workshop', 'Session|Workshop', 'Workshop|Programmpunkt', 'Atelier|Session'],
  taxNo: ['VAT Reg. No.|VAT registration no.', 'EIN|Federal Tax ID', 'USt-IdNr.|Umsatzsteuer-ID', 'N° TVA intracommunautaire|TVA intracom.'], phone: ['Tel.|Telephone', 'Phone|Tel.', 'Tel.|Telefon', 'Tél.|Téléphone'],
  subj: ['Your registration for|Booking confirmation:|Registration confirmed –', 'Your registration for|Confirmed:|Registration confirmation –', 'Ihre Anmeldung:|Anmeldebestätigung:|Bestätigung Ihrer Anmeldung –', 'Votre inscription :|Confirmation d’inscription :|Inscription confirmée –'],
  from: ['From', 'From', 'Von', 'De'], to: ['To', 'To', 'An', 'À'], sent: ['Sent|Date', 'Sent|Date', 'Gesendet|Datum', 'Envoyé|Date'], subject: ['Subject', 'Subject', 'Betreff', 'Objet'],
  role: ['Delegate Services|Registration Team|Event Coordinator', 'Registration Team|Attendee Services|Event Coordinator', 'Teilnehmerservice|Veranstaltungsorganisation|Anmeldeservice', 'Service inscriptions|Coordination événementielle|Pôle congrès'],
};
/** Ticket categories: the locale's words, then the user's option wordings. */
const TICKETS = ['standard', 'early', 'student', 'vip', 'member'] as const;
const TK: Record<(typeof TICKETS)[number], [string, string, string, string]> = {
  standard: ['Standard delegate|Full delegate pass|Standard rate', 'Standard|General admission|Full conference pass', 'Standardticket|Normalpreis|Standard-Teilnahme', 'Tarif normal|Plein tarif|Pass standard'],
  early: ['Early bird delegate|Early-bird rate|Early bird pass', 'Early bird|Early-bird registration|Early bird pass', 'Frühbucher|Frühbuchertarif|Early-Bird-Ticket', 'Tarif early bird|Tarif inscription anticipée'],
  student: ['Student rate|Student delegate', 'Student|Student registration', 'Studierende|Studententarif|Ermäßigt (Studierende)', 'Tarif étudiant|Étudiant'],
  vip: ['VIP pass|VIP delegate package', 'VIP|VIP all-access pass', 'VIP-Ticket|VIP-Paket', 'Pass VIP|Formule VIP'],
  member: ['Member rate|Members’ delegate rate', 'Member|Member registration', 'Mitgliedertarif|Mitglieder', 'Tarif adhérent|Adhérent'],
};
const TK_OPTS = [['Standard', 'Early bird', 'Student', 'VIP', 'Member'], ['Standard / full price', 'Early-bird rate', 'Student / concession', 'VIP pass', 'Member rate'], ['standard', 'early_bird', 'student', 'vip', 'member']];
/** Organisers: name, street, town line, city, mail domain. */
const ORGS: Array<Array<[string, string, string, string, string]>> = [
  [['Healthcare Innovation Forum Ltd', '14 Great Suffolk Street', 'London SE1 0NS', 'London', 'hif-events.co.uk'], ['Northern Events Ltd', 'Quay House, 3 Whitworth Street', 'Manchester M1 5QE', 'Manchester', 'northernevents.co.uk'], ['Institute of Supply Chain Practice', '2 Pavilion Court', 'Reading RG1 3AE', 'Reading', 'iscp.org.uk'], ['Tamar Learning Ltd', '7 Princess Street', 'Plymouth PL1 2EX', 'Plymouth', 'tamarlearning.co.uk'], ['Brightwater Exhibitions Ltd', 'Unit 4, Kings Park', 'Leeds LS17 6AT', 'Leeds', 'brightwater-expo.co.uk']],
  [['Summit Events Group LLC', '1200 Market Street, Suite 400', 'Philadelphia, PA 19107', 'Philadelphia', 'summiteventsgroup.com'], ['Great Lakes Professional Education Inc.', '55 W Monroe St', 'Chicago, IL 60603', 'Chicago', 'glpe.org'], ['Western Trade Shows LLC', '3100 Broadway', 'Oakland, CA 94611', 'Oakland', 'westerntradeshows.com'], ['National Association of Credit Union Managers', '8 Capitol Square', 'Columbus, OH 43215', 'Columbus', 'nacum.org'], ['Pinnacle Training Partners', '400 Congress Ave', 'Austin, TX 78701', 'Austin', 'pinnacletraining.com']],
  [['Kongresswerk Events GmbH', 'Hohenzollernring 72', '50672 Köln', 'Köln', 'kongresswerk.de'], ['Akademie für Führung und Management GmbH', 'Lindenstraße 14', '70173 Stuttgart', 'Stuttgart', 'afm-akademie.de'], ['Messe-Service Nord GmbH', 'Am Sandtorkai 41', '20457 Hamburg', 'Hamburg', 'messeservice-nord.de'], ['Forum Verwaltung digital e.V.', 'Friedrichstraße 95', '10117 Berlin', 'Berlin', 'forum-verwaltung.de'], ['Bildungswerk Mitteldeutschland gGmbH', 'Petersstraße 22', '04109 Leipzig', 'Leipzig', 'bw-mitteldeutschland.de']],
  [['Événements & Congrès SAS', '18 rue de la République', '69002 Lyon', 'Lyon', 'evenements-congres.fr'], ['Institut Supérieur de Formation Continue', '42 boulevard Haussmann', '75009 Paris', 'Paris', 'isfc-formation.fr'], ["Salons de l'Ouest SARL", '3 quai de la Fosse', '44000 Nantes', 'Nantes', 'salons-ouest.fr'], ['Association Énergie & Territoires', '12 place Kléber', '67000 Strasbourg', 'Strasbourg', 'energie-territoires.org'], ['Formapro Conseil SAS', '9 allée des Tanneurs', '31000 Toulouse', 'Toulouse', 'formapro-conseil.fr']],
];
/** Venues: name, address as written (with the city), city. */
const VENUES: Array<Array<[string, string, string]>> = [
  [['ExCeL London', 'Royal Victoria Dock, 1 Western Gateway, London E16 1XL', 'London'], ['Manchester Central', 'Windmill Street, Manchester M2 3GX', 'Manchester'], ['ICC Birmingham', 'Broad Street, Birmingham B1 2EA', 'Birmingham'], ['EICC', 'The Exchange, Edinburgh EH3 8EE', 'Edinburgh'], ['Harrogate Convention Centre', 'King’s Road, Harrogate HG1 5LA', 'Harrogate'], ['The Studio', '7 Cannon Street, Birmingham B2 5EP', 'Birmingham']],
  [['McCormick Place', '2301 S Lake Shore Dr, Chicago, IL 60616', 'Chicago'], ['Moscone Center', '747 Howard St, San Francisco, CA 94103', 'San Francisco'], ['Colorado Convention Center', '700 14th St, Denver, CO 80202', 'Denver'], ['Austin Convention Center', '500 E Cesar Chavez St, Austin, TX 78701', 'Austin'], ['Hynes Convention Center', '900 Boylston St, Boston, MA 02115', 'Boston']],
  [['Messe Frankfurt, Halle 4', 'Ludwig-Erhard-Anlage 1, 60327 Frankfurt am Main', 'Frankfurt am Main'], ['Estrel Congress Center', 'Sonnenallee 225, 12057 Berlin', 'Berlin'], ['Congress Center Leipzig', 'Messe-Allee 1, 04356 Leipzig', 'Leipzig'], ['ICM – Internationales Congress Center München', 'Am Messesee, 81829 München', 'München'], ['Kongresshaus Baden-Baden', 'Augustaplatz 10, 76530 Baden-Baden', 'Baden-Baden'], ['Seminarhotel Lindenhof', 'Am Kurpark 5, 37444 Braunlage', 'Braunlage']],
  [['Palais des Congrès de Paris', '2 place de la Porte Maillot, 75017 Paris', 'Paris'], ['Centre de Congrès de Lyon', '50 quai Charles de Gaulle, 69006 Lyon', 'Lyon'], ['Parc des Expositions de Bordeaux', 'Cours Jules Ladoumègue, 33300 Bordeaux', 'Bordeaux'], ['Le Corum', 'Esplanade Charles de Gaulle, 34000 Montpellier', 'Montpellier'], ['Cité des Congrès de Nantes', '5 rue de Valmy, 44000 Nantes', 'Nantes'], ['Palais de la Musique et des Congrès', 'Place de Bordeaux, 67000 Strasbourg', 'Strasbourg']],
];
/** Events by kind (conference, trade fair, course); {y} is the year. */
const EVENTS: Record<'conf' | 'fair' | 'course', [string, string, string, string]> = {
  conf: ['Digital Health Summit {y}|UK Supply Chain Conference {y}|National Housing Finance Conference {y}', 'Midwest Data Analytics Summit {y}|National Credit Union Operations Conference {y}|HR Tech Forum {y}', 'Fachkongress Digitale Verwaltung {y}|Deutscher Logistiktag {y}|Energieforum Mitteldeutschland {y}', 'Congrès national de la e-santé {y}|Rencontres de la logistique urbaine {y}|Assises de la transition énergétique {y}'],
  fair: ['Northern Food & Drink Expo {y}|Facilities Management Show {y}', 'Pacific Packaging Expo {y}|Rocky Mountain Outdoor Retail Show {y}', 'Fachmesse Intralogistik {y}|BauTech Messe {y}', "Salon de l'agroalimentaire du Grand Ouest {y}|Salon Bâtiment Durable {y}"],
  course: ['Advanced Excel for Finance Teams|Certificate in Project Management (Foundation)|Managing Difficult Conversations', 'Lean Six Sigma Green Belt Bootcamp|Grant Writing Intensive|Leading Remote Teams', 'Seminar Projektmanagement kompakt|Zertifikatslehrgang Datenschutzbeauftragte/r|Führen ohne Vorgesetztenfunktion', "Formation Management d'équipe – niveau 1|Formation Excel avancé pour contrôleurs de gestion|Parcours certifiant Gestion de projet"],
};
const WORKSHOPS = ['Data privacy in practice|Negotiation masterclass|Building a business case|Lean process mapping|Writing for the board|AI tools for analysts', 'Datenschutz in der Praxis|Verhandlungstraining|Prozessanalyse mit Lean|Präsentieren mit Wirkung|KI-Werkzeuge im Büroalltag|Agile Methoden kompakt', "La protection des données en pratique|Atelier négociation|Cartographie des processus|Prise de parole en public|Outils d'IA pour analystes|Méthodes agiles"];
const DIETS = ['Vegetarian|Vegan|Gluten-free|Halal|Kosher|Nut allergy|Lactose-free', 'vegetarisch|vegan|glutenfrei|laktosefrei|halal|Nussallergie', 'végétarien|végétalien|sans gluten|sans lactose|halal|allergie aux fruits à coque'];
const PEOPLE = ['Rebecca Thornley|Owen Gallimore|Priya Sharma|Callum Fraser|Joanna Pickering|Martin Ashdown|Sian Roberts|Tom Whitaker', 'Jessica Moreno|Brian Caldwell|Aaliyah Brooks|Derek Lindqvist|Monica Stein|Trevor Hale|Keisha Grant|Ryan O’Neill', 'Katrin Vollmer|Stefan Hoffart|Leonie Brandl|Markus Seidel|Anja Reuter|Florian Kaiser|Miriam Ott|Jan Petersen', 'Camille Morand|Julien Lefort|Inès Bertrand|Mathieu Carré|Laure Dufresne|Yann Le Goff|Sophie Marchal|Hugo Perrin'];
const COMPANIES = ['Kestrel Software Ltd|Northgate Dental Group Ltd|Carrow Foods plc|Wessex Housing Association', 'Pinecrest Analytics Inc.|Bluewater Medical Supply Inc.|Harbor Point Logistics|Lakeshore Credit Union', 'Tessaro Software AG|Weber & Söhne KG|Stadtwerke Oberau GmbH|Brandt Logistik GmbH', 'Groupe Valmont SAS|Atelier Duval SARL|Logidis SAS|Clinique du Parc'];
const JOBS = ['Finance Manager|Operations Director|Procurement Lead|Data Analyst', 'Finance Manager|VP Operations|Procurement Specialist|Data Analyst', 'Leitung Controlling|Teamleitung Einkauf|Referent/in Digitalisierung|Projektleitung', 'Contrôle de gestion|Direction des opérations|Service achats|Chef de projet'];
/** Sentences per language (English, German, French); {names} are filled in. */
const T: Record<string, [string[], string[], string[]]> = {
  introFor: [['Thank you for your booking on behalf of {att}. We are pleased to confirm the place at {event}, taking place at {venue}, {city} from {start} to {end}.', 'Thank you for registering your colleague {att} for {event}. The event runs from {start} to {end} at {venue} in {city}.'], ['vielen Dank für Ihre Buchung für {att}. Hiermit bestätigen wir die Anmeldung zu „{event}“ vom {start} bis {end}; Veranstaltungsort ist {venue} in {city}.'], ['Merci pour votre réservation au nom de {att}. Nous avons le plaisir de confirmer son inscription à « {event} », qui se tiendra du {start} au {end} à {city} ({venue}).']],
  intro: [['We are pleased to confirm your place at {event}, taking place at {venue}, {city} from {start} to {end}.', 'Thank you for registering for {event}. The event runs from {start} to {end} at {venue} in {city}.'], ['hiermit bestätigen wir die Anmeldung zu „{event}“ vom {start} bis {end}. Veranstaltungsort ist {venue} in {city}.', 'wir freuen uns, Ihre Teilnahme an „{event}“ zu bestätigen. Die Veranstaltung findet vom {start} bis {end} in {city} statt ({venue}).'], ['Nous avons le plaisir de vous confirmer l’inscription à « {event} », qui se tiendra du {start} au {end} à {city} ({venue}).', 'Merci pour votre inscription à « {event} ». La manifestation aura lieu du {start} au {end} – {venue}, {city}.']],
  booked: [['Your booking was received on {regOn}.', 'We received your registration on {regOn}.'], ['Ihre Anmeldung ist am {regOn} bei uns eingegangen.'], ['Votre inscription a été enregistrée le {regOn}.']],
  bookedBy: [['This booking was made by {booker} on {regOn}.'], ['Die Buchung wurde am {regOn} von {booker} vorgenommen.'], ['Cette réservation a été effectuée par {booker} le {regOn}.']],
  reg: [['The registration number is {reg}; please quote it in all correspondence. Ticket booked: {ticket}.', 'Please keep the registration number, {reg}, to hand. Rate booked: {ticket}.'], ['Die Anmeldenummer lautet {reg}; bitte geben Sie diese bei Rückfragen an. Gebuchter Tarif: {ticket}.', 'Bitte halten Sie bei Rückfragen die Buchungsnummer {reg} bereit. Ticketart: {ticket}.'], ['Le numéro d’inscription est le {reg} ; merci de le rappeler dans toute correspondance. Formule retenue : {ticket}.', 'Référence du dossier : {reg}. Tarif choisi : {ticket}.']],
  payV: [['We received payment of {total} on {paidOn}, which includes VAT of {vat}. Invoice {inv} is attached.', 'Payment of {total} (including VAT of {vat}) was taken from the card ending {card} on {paidOn}; invoice no. {inv} is enclosed.'], ['Die Zahlung über {total} (darin enthalten {vat} MwSt.) ist am {paidOn} eingegangen. Die Rechnung Nr. {inv} finden Sie im Anhang.', 'Den Betrag von {total} inkl. {vat} Umsatzsteuer haben wir am {paidOn} von Ihrer Karte mit der Endung {card} abgebucht; anbei die Rechnung {inv}.'], ['Nous avons bien reçu votre règlement de {total} TTC le {paidOn}, dont TVA : {vat}. Vous trouverez ci-joint la facture n° {inv}.', 'Le montant de {total} TTC (dont {vat} de TVA) a été débité le {paidOn} sur la carte se terminant par {card} ; la facture {inv} est jointe.']],
  pay: [['We received payment of {total} on {paidOn}. Invoice {inv} is attached.', 'Payment of {total} was charged to the card ending {card} on {paidOn}; invoice #{inv} is attached for your records.'], [], []],
  early: [['You booked before the early-bird deadline of {eb}, so the early-bird rate of {E} applied instead of the standard rate of {S}.'], ['Da Sie vor dem {eb} gebucht haben, gilt der Frühbucherpreis von {E} statt des regulären Preises von {S}.'], ['Inscrit(e) avant le {eb}, vous bénéficiez du tarif early bird de {E} au lieu du tarif normal de {S}.']],
  late: [['Please note that the early-bird rate of {E} closed on {eb}.', 'The early-bird rate ({E}, available until {eb}) no longer applied at the time of booking.'], ['Der Frühbucherpreis von {E} galt nur bis zum {eb}.'], ['Le tarif early bird de {E} n’était valable que jusqu’au {eb}.']],
  other: [['For reference, the standard rate for this event is {S}.', 'The standard delegate rate is {S}; the early-bird rate of {E} ended on {eb}.'], ['Zum Vergleich: Der reguläre Teilnahmepreis beträgt {S}.'], ['Pour information, le tarif normal est de {S}.']],
  ws: [['Workshop sessions booked: {k}.', 'You have reserved {k} workshop session{s}.'], ['Sie haben {k} Workshop{s} gebucht.', 'Anzahl gebuchter Workshops: {k}.'], ['Vous êtes inscrit(e) à {k} atelier{s}.', 'Nombre d’ateliers réservés : {k}.']],
  diet: [['Dietary requirement noted: {diet}.', 'We have passed the following dietary requirement to the caterers: {diet}.'], ['Vermerkter Ernährungswunsch: {diet}.', 'Folgenden Ernährungswunsch haben wir an das Catering weitergegeben: {diet}.'], ['Régime alimentaire signalé : {diet}.', 'Nous avons transmis au traiteur la demande suivante : {diet}.']],
  noDiet: [['No dietary requirements were given at registration.', 'You have not told us of any dietary requirements.'], ['Besondere Ernährungswünsche wurden bei der Anmeldung nicht angegeben.'], ['Aucune restriction alimentaire ne nous a été signalée.']],
  cancelA: [['Cancellations received in writing on or before {cancel} will be refunded less an administration charge of {admin}; after that date the full fee is payable.'], ['Bei Stornierung bis zum {cancel} erstatten wir die Gebühr abzüglich einer Bearbeitungspauschale von {admin}; spätere Stornierungen werden voll berechnet.'], ['Toute annulation notifiée par écrit au plus tard le {cancel} sera remboursée, déduction faite de frais de dossier de {admin} ; au-delà, la totalité des frais reste due.']],
  cancelB: [['You may cancel free of charge until {cancel}; after this date no refund can be given.'], ['Eine kostenfreie Stornierung ist bis zum {cancel} möglich; danach wird die volle Teilnahmegebühr fällig.'], ["L'annulation est gratuite jusqu'au {cancel} ; passé ce délai, aucun remboursement ne sera effectué."]],
  subst: [['A colleague may attend in your place at no extra cost.', 'Substitute delegates are welcome at any time.'], ['Eine Ersatzperson kann jederzeit kostenfrei benannt werden.'], ['Vous pouvez vous faire remplacer sans frais.']],
  close: [['Badges can be collected from the registration desk from {doors} on the first day. We look forward to welcoming you.', 'Registration opens at {doors} on the first day. We look forward to seeing you there.'], ['Ihr Namensschild erhalten Sie am ersten Tag ab {doors} am Empfang. Wir freuen uns auf Ihre Teilnahme.'], ['Votre badge vous sera remis à l’accueil à partir de {doors} le premier jour. Au plaisir de vous accueillir.']],
};
const NEVER: Array<[FieldType, Array<[string, string]>]> = [
  ['id_alphanumeric', [['hotel_booking_ref', 'reference of a hotel room booked with the registration'], ['accommodation confirmation', '']]], ['currency', [['parking_fee', 'charge for parking at the venue'], ['parkingCost', '']]],
  ['text', [['seat_number', 'allocated seat or table'], ['table allocation', 'table assigned at the gala dinner']]], ['date', [['certificate_issue_date', 'date the attendance certificate is issued'], ['cpdCertificateDate', '']]],
  ['url', [['livestream_link', 'link to follow the event online'], ['streaming url', '']]], ['number', [['cpd_points', 'continuing education credits awarded'], ['CPD hours', '']]],
];
const ascii = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '');

function make(r: Rng): ReturnType<Family['make']> {
  const li = int(r, 0, 3);
  const [loc, lang] = [LOCALES[li], [0, 0, 1, 2][li]];
  const w = (key: string) => pick(r, W[key][li].split('|'));
  const alt = (s: string) => pick(r, s.split('|'));
  const say = (key: string, c: Record<string, string | number>) => fill(pick(r, T[key][lang]), c);
  const [style, variant] = [pick(r, loc.dates), r()];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const byCode = chance(r, 0.2);
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode);
  const n = (x: number) => fmtNumber(x, loc.numbers);
  const kindE = pick(r, ['conf', 'conf', 'fair', 'course'] as const);
  const start = randomDate(r, 2019, 2026);
  const end = addDays(start, int(r, 1, kindE === 'course' ? 4 : 2));
  const event = alt(EVENTS[kindE][li]).replace('{y}', String(start.getUTCFullYear()));
  const [org, street, town, orgCity, domain] = pick(r, ORGS[li]);
  const [venue, venueAddr, city] = pick(r, VENUES[li].filter((v) => v[2] !== orgCity));
  const [att, contact, booker] = shuffle(r, PEOPLE[li].split('|'));
  const hasBooker = chance(r, 0.3);
  const [company, job] = [alt(COMPANIES[li]), alt(JOBS[li])];
  const mail = `${ascii(att.split(' ')[0])}.${ascii(att.split(' ').slice(-1)[0])}@${ascii(company.split(' ')[0])}.${['co.uk', 'com', 'de', 'fr'][li]}`;
  const regOn = addDays(start, -int(r, 45, 150));
  const ticket = pick(r, kindE === 'fair' ? (['standard', 'standard', 'early', 'vip', 'student'] as const) : kindE === 'course' ? (['standard', 'early', 'student', 'member'] as const) : TICKETS);
  const eb = ticket === 'early' ? addDays(regOn, int(r, 3, 30)) : addDays(regOn, -int(r, 5, 40));
  const S = kindE === 'fair' ? int(r, 5, 24) * 5 : kindE === 'course' ? int(r, 40, 180) * 10 : int(r, 30, 120) * 10;
  const round5 = (x: number) => Math.round(x / 5) * 5;
  const E = round5(S * 0.8);
  const price = { standard: S, early: E, student: round5(S * 0.4), vip: round5(S * 1.75), member: round5(S * 0.85) }[ticket];
  const k = chance(r, 0.8) ? int(r, 1, 4) : 0;
  const wsPrice = chance(r, 0.35) ? 0 : int(r, 5, kindE === 'fair' ? 12 : 30) * 5;
  const net = r2(price + k * wsPrice);
  const vatPct = [20, 0, 19, 20][li];
  const vat = r2((net * vatPct) / 100);
  const total = r2(net + vat);
  const paidOn = addDays(regOn, int(r, 0, 3));
  const invOn = chance(r, 0.5) ? regOn : paidOn;
  const cancel = addDays(start, -pick(r, [14, 21, 28, 30, 42]));
  const admin = pick(r, [25, 35, 50, 75]);
  const diet = chance(r, 0.5) ? alt(DIETS[lang]) : null;
  const y = regOn.getUTCFullYear();
  const reg = pick(r, [`REG-${y}-${int(r, 10000, 99999)}`, `${ascii(event).slice(0, 3).toUpperCase()}${y % 100}-${int(r, 1000, 9999)}`, `D${int(r, 100000, 999999)}`, `${y}${int(r, 10000, 99999)}`]);
  const inv = pick(r, [`INV-${int(r, 100000, 999999)}`, `${y}/${int(r, 1000, 9999)}`, `RE-${y}-${int(r, 10000, 99999)}`, `F${y}${int(r, 10000, 99999)}`]);
  const cust = pick(r, [`C${int(r, 10000, 99999)}`, `KD-${int(r, 100000, 999999)}`, String(int(r, 1000000, 9999999))]);
  const card = String(int(r, 1000, 9999));
  const taxNo = [`GB ${int(r, 100, 999)} ${int(r, 1000, 9999)} ${int(r, 10, 99)}`, `${int(r, 10, 99)}-${int(r, 1000000, 9999999)}`, `DE${int(r, 100000000, 999999999)}`, `FR${int(r, 10, 99)} ${int(r, 100, 999)} ${int(r, 100, 999)} ${int(r, 100, 999)}`][li];
  const phone = ['0161 496 0', '(312) 555-0', '0221 4567 ', '04 72 00 1'][li] + String(int(r, 100, 999));
  const doors = ['8.30 am|08:30', '8:00 AM|7:30 AM', '8:30 Uhr|9:00 Uhr', '8 h 30|8h00'][li].split('|')[int(r, 0, 1)];
  const ticketText = alt(TK[ticket][li]);
  const vatLabel = w('vat').replace('{p}', pctOf(li, vatPct));
  const wsNames = shuffle(r, WORKSHOPS[lang].split('|')).slice(0, k);
  const wsDays = wsNames.map(() => addDays(start, int(r, 0, Math.round((end.getTime() - start.getTime()) / 86400000))));
  const c: Record<string, string | number> = { att, event, venue, city, start: date(start), end: date(end), reg, ticket: ticketText, total: money(total), vat: money(vat), paidOn: date(paidOn), inv, card, eb: date(eb), E: money(E), S: money(S), k, s: k === 1 ? '' : 's', diet: diet ?? '', cancel: date(cancel), admin: money(admin), doors, regOn: date(regOn), booker };
  const cancelText = say(chance(r, 0.5) ? 'cancelA' : 'cancelB', c);
  const priceNote = say(ticket === 'early' ? 'early' : ticket === 'standard' ? 'late' : 'other', c);
  const opts = pick(r, TK_OPTS);
  const optList = shuffle(r, [opts[TICKETS.indexOf(ticket)], ...shuffle(r, opts.filter((o) => o !== opts[TICKETS.indexOf(ticket)])).slice(0, int(r, 2, 4))]);

  const ask = new Ask(r);
  const roles: Array<() => void> = [
    () => ask.field('text', [['attendee', 'name of the person attending'], ['participant_name', ''], ['delegate', 'who the registration is for (not who booked it)'], ['attendeeName', '']], att),
    () => ask.field('text', [['organiser', 'company running the event'], ['event_organizer', ''], ['organizer', 'organisation that sent the confirmation'], ['hostOrganisation', '']], org),
    () => ask.field('text', [['event_name', 'name of the conference, fair or course'], ['event', ''], ['eventTitle', 'title of the event registered for']], event),
    () => ask.field('text', [['venue_city', 'city where the event takes place'], ['event location city', ''], ['city', "town of the venue (not the organiser's office)"]], city),
    () => ask.field('date', [['event_start_date', 'first day of the event'], ['start date', ''], ['eventFrom', 'day the event begins']], isoOf(start)),
    () => ask.field('date', [['event_end_date', 'last day of the event'], ['end_date', ''], ['eventUntil', 'final day of the event']], isoOf(end)),
    () => ask.field('id_alphanumeric', [['registration_number', 'reference of the registration'], ['booking_ref', ''], ['confirmation number', 'number to quote about the registration, not the invoice'], ['registrationId', '']], reg),
    () => ask.field('single_select', [['ticket_type', 'category of ticket booked'], ['pass type', ''], ['rate_category', 'which price category the registration was booked at']], opts[TICKETS.indexOf(ticket)], optList),
    () => ask.field('currency', [['amount_paid', 'total paid for the registration, tax included'], ['fee', ''], ['total cost', 'what was paid in total'], ['registrationFee', 'gross amount charged']], total),
    () => ask.field('currency', [['vat_amount', 'VAT included in the total'], ['vat', ''], ['taxAmount', 'amount of VAT charged on the registration']], li === 1 ? null : vat),
    () => ask.field('id_alphanumeric', [['invoice_number', 'number of the invoice for the fee'], ['invoice no', ''], ['billing reference', 'invoice id (not the registration number)']], inv),
    () => ask.field('date', [['cancellation_deadline', 'last date to cancel with a refund'], ['free cancellation until', ''], ['refund_cutoff', 'latest date a cancellation is accepted with a refund']], isoOf(cancel)),
    ...(k ? [() => ask.field('number', [['workshops_booked', 'how many workshop sessions were booked'], ['number of workshops', ''], ['sessionCount', 'count of workshop sessions reserved']], k)] : []),
    () => ask.field('text', [['dietary_requirements', 'special diet of the attendee, if any'], ['diet', ''], ['food preference', 'dietary needs noted on the registration'], ['dietaryNeeds', '']], diet),
    () => ask.field('text', [['organiser_contact', 'person at the organiser handling the booking'], ['contact person', ''], ['signed_by', 'who sent the confirmation']], contact),
    () => ask.field('date', [['registration_date', 'day the booking was made'], ['booked_on', ''], ['date registered', 'when the registration was made (not the event date)']], isoOf(regOn)),
    () => ask.field('currency_symbol', [['currency', ''], ['fee currency', 'ISO code of the currency paid']], loc.currency.code),
    () => ask.field('verbatim', [['cancellation_policy', 'the cancellation terms, word for word'], ['refund terms', 'sentence on cancellations as written']], cancelText),
  ];
  const keep = new Set(shuffle(r, roles.map((_, i) => i)).slice(0, int(r, 11, 14)));
  roles.forEach((f, i) => keep.has(i) && f());
  const [nt, nw] = pick(r, NEVER); // a field the confirmation never states
  ask.field(nt, nw, null);

  const kv = (label: string, value: string, above = false): Block => ({ kind: 'kv', label, value, above });
  const para = (text: string): Block => ({ kind: 'para', text });
  const layout = pick(r, ['mail', 'form', 'letter'] as const);
  const letterhead: Block = { kind: 'lines', lines: [street, town, `${w('phone')} ${phone}`] };
  const footer: Block = { kind: 'lines', lines: [[org, `${w('taxNo')} ${taxNo}`, ...(chance(r, 0.5) ? [`${w('phone')} ${phone}`] : [])].join(' · ')] };
  const showVat = li !== 1;
  const wsCell = (x: number) => (wsPrice ? money(x) : w('incl'));
  const charges: Block = { kind: 'table', header: [w('item'), w('qty'), w('unit'), w('amt')], rows: [
    [`${event} – ${ticketText}`, '1', n(price), n(price)], ...(k ? [[w('wsRow'), String(k), wsPrice ? n(wsPrice) : w('incl'), wsPrice ? n(k * wsPrice) : w('incl')]] : []),
    ...(showVat ? [[w('sub'), '', '', money(net)], [vatLabel, '', '', money(vat)]] : []), [w('total'), '', '', money(total)]] };
  const paidLine: Block[] = chance(r, 0.5) ? [kv(w('paid'), date(paidOn)), kv(w('bal'), money(0))] : [kv(w('paid'), `${date(paidOn)} (${money(total)})`)];
  const wsTable: Block[] = k ? [{ kind: 'title', text: w('prog') }, { kind: 'table', header: [w('date'), w('time'), w('session')], rows: wsNames.map((s, i) => [date(wsDays[i]), ['14:00–15:30', '2:00–3:30 PM', '14:00–15:30 Uhr', '14 h – 15 h 30'][li], s]) }] : [];
  const dietText = diet ? say('diet', c) : say('noDiet', c);
  const cancelBlocks: Block[] = [{ kind: 'title', text: w('cancel') }, para(`${cancelText} ${say('subst', c)}`)];
  const salute = (who: string) => [[`Dear ${who.split(' ')[0]},`, `Dear ${who},`], [`Dear ${who.split(' ')[0]},`, `Hi ${who.split(' ')[0]},`], [`Guten Tag ${who},`, `Hallo ${who.split(' ')[0]},`], [`Bonjour ${who},`, 'Madame, Monsieur,']][li][int(r, 0, 1)];
  const signoff: Block = { kind: 'lines', lines: [['Kind regards,', 'Best regards,', 'Mit freundlichen Grüßen', 'Cordialement,'][li], contact, w('role'), org] };
  const addressee = hasBooker ? booker : att;
  const bookedText = say(hasBooker ? 'bookedBy' : 'booked', c);
  const payText = showVat ? say('payV', c) : say('pay', c);
  let blocks: Block[];
  if (layout === 'mail') {
    const from = `${org} <${['registrations', 'registration', 'anmeldung', 'inscriptions'][li]}@${domain}>`;
    const to = hasBooker ? `${booker} <${ascii(booker.split(' ')[0])}.${ascii(booker.split(' ').slice(-1)[0])}@${mail.split('@')[1]}>` : `${att} <${mail}>`;
    const head: Block = chance(r, 0.5)
      ? { kind: 'lines', lines: [`${w('from')}: ${from}`, `${w('to')}: ${to}`, `${w('sent')}: ${date(invOn)}`, `${w('subject')}: ${w('subj')} ${event} (${reg})`] }
      : { kind: 'lines', lines: [`${w('subject')}: ${w('subj')} ${event}`, `${w('from')}: ${from}`, `${w('sent')}: ${date(invOn)}`, `${w('to')}: ${to}`] };
    const summary: Block[] = chance(r, 0.4) ? [kv(w('regNo'), reg), kv(w('ticket'), ticketText), ...(k ? [kv(w('ws'), String(k))] : [])] : [para(say('reg', c)), ...(k ? [para(say('ws', c))] : [])];
    blocks = [head, { kind: 'lines', lines: [salute(addressee)] }, para(`${say(hasBooker ? 'introFor' : 'intro', c)} ${bookedText}`), ...summary, para(`${payText} ${priceNote}`),
      ...(chance(r, 0.4) ? [charges] : []), para(dietText), ...(k && chance(r, 0.5) ? wsTable : []), para(`${cancelText} ${say('subst', c)}`), para(say('close', c)), signoff, footer];
  } else if (layout === 'form') {
    const above = chance(r, 0.4);
    const ids = shuffle(r, [kv(w('regNo'), reg), kv(w('regOn'), date(regOn)), kv(w('inv'), inv), ...(chance(r, 0.5) ? [kv(w('cust'), cust)] : [])]);
    const who = [kv(w('part'), att), kv(w('comp'), company), kv(w('job'), job), kv(w('mail'), mail), ...(hasBooker ? [kv(w('booker'), booker)] : []), kv(w('diet'), diet ?? w('none'))];
    const ev = [kv(w('event'), event, above), kv(w('dates'), `${date(start)} – ${date(end)}`), kv(w('venue'), `${venue}, ${venueAddr}`, above), kv(w('ticket'), ticketText), ...(k ? [kv(w('ws'), chance(r, 0.5) ? String(k) : `${k} (${wsNames.join('; ')})`)] : [])];
    const evFirst = chance(r, 0.5);
    blocks = [{ kind: 'title', text: org }, letterhead, { kind: 'title', text: w('title') }, ...ids, { kind: 'title', text: w(evFirst ? 'secEv' : 'secPart') }, ...(evFirst ? ev : who),
      { kind: 'title', text: w(evFirst ? 'secPart' : 'secEv') }, ...(evFirst ? who : ev), charges, ...paidLine, para(priceNote), ...cancelBlocks, para(say('close', c)), { kind: 'lines', lines: [contact, w('role')] }, footer];
  } else {
    const addr: Block = { kind: 'lines', lines: [att, job, company, ...(hasBooker ? [`${['c/o', 'c/o', 'z. Hd.', 'à l’attention de'][li]} ${booker}`] : [])] };
    const dateLine: Block = { kind: 'lines', lines: [lang === 1 ? `${orgCity}, ${date(invOn)}` : lang === 2 ? `${orgCity}, le ${date(invOn)}` : date(invOn)] };
    const refs: Block[] = chance(r, 0.5) ? [kv(w('regNo'), reg), kv(w('inv'), inv), kv(w('invOn'), date(invOn))] : [para(say('reg', c))];
    blocks = [{ kind: 'title', text: org }, letterhead, addr, dateLine, ...refs, { kind: 'title', text: `${w('title')} – ${event}` }, { kind: 'lines', lines: [salute(att)] }, para(`${say('intro', c)} ${bookedText}`),
      ...(refs.length > 1 ? [kv(w('ticket'), ticketText)] : []), charges, para(payText), para(priceNote), ...wsTable, para(dietText), ...cancelBlocks, para(say('close', c)), signoff, footer];
  }
  return { blocks, fields: ask.fields, gold: ask.gold, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const eventRegistrations: Family = { name: 'event-registration', kind: 'correspondence', split: 'held-out', formats: ['pdf', 'docx', 'html', 'txt'], make };
