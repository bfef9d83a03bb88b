/**
 * Calibration family: airline e-ticket receipts and itinerary e-mails in UK, US, DE and FR
 * wording: a formal e-ticket receipt (passenger, itinerary, seat and fare tables), a booking
 * e-mail with the flights in sentences, or an itinerary in per-flight label blocks. Every one
 * opens with mail headers (sender, recipient, sent date, subject). One or two passengers (often
 * sharing a surname), each with a 13-digit ticket number and sometimes a frequent-flyer number,
 * written "Ms Rebecca Thornley" or "THORNLEY/REBECCA MS"; a 6-character booking reference; the
 * outbound flight beside the return flight (or a one-way trip), each with its number, date,
 * airports (city, airport name, code), times, cabin, seats and baggage (checked bags in kg
 * beside the hand-baggage weight); the fare for all passengers beside taxes and fees, a seat
 * fee, a price per person and the total paid by card on the booking date.
 */
import { addDays, fmtDate, fmtMoney, isoOf, LOCALES, pad, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { alt, r2, shuffle } from './earnings-release.ts';
import { Ask, type Family } from './family.ts';

/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  title: ['Electronic Ticket Receipt|E-ticket receipt and itinerary|Your e-ticket', 'eTicket Itinerary / Receipt|Trip Confirmation and Receipt', 'Elektronisches Ticket – Reiseplan|Ihr E-Ticket und Reiseplan|Buchungsbestätigung und E-Ticket', 'Reçu de billet électronique|Votre billet électronique et itinéraire|Confirmation de réservation'],
  subj: ['Your e-ticket receipt – booking {ref}|Booking confirmation {ref}', 'Your trip confirmation ({ref})|eTicket receipt – confirmation {ref}', 'Ihr E-Ticket – Buchungscode {ref}|Buchungsbestätigung {ref}', 'Votre billet électronique – réservation {ref}|Confirmation de votre réservation {ref}'],
  ref: ['Booking reference|Booking ref.|PNR', 'Confirmation code|Record locator|Confirmation #', 'Buchungscode|Buchungsnummer|Buchungsreferenz', 'Référence de réservation|Réf. dossier|Code de réservation'],
  issued: ['Date of issue|Issue date|Booked on', 'Issue date|Purchase date|Booked on', 'Ausstellungsdatum|Buchungsdatum|Ausgestellt am', 'Date d’émission|Date de réservation|Émis le'],
  pax: ['Passenger|Passenger name', 'Passenger|Traveler', 'Reisender|Passagier|Fluggast', 'Passager|Voyageur'], tkt: ['E-ticket number|Ticket number|Ticket no.', 'eTicket number|Ticket #', 'Ticketnummer|E-Ticket-Nr.', 'N° de billet|Numéro de billet électronique'],
  ff: ['Frequent flyer no.|Loyalty no.', 'Frequent flyer #|Loyalty #', 'Vielfliegernummer|Meilenkonto', 'N° de fidélité|Carte de fidélité'], flight: ['Flight', 'Flight', 'Flug', 'Vol'], date: ['Date', 'Date', 'Datum', 'Date'],
  from: ['From|Departing', 'From|Depart', 'Von|Abflug ab', 'De|Départ de'], to: ['To|Arriving', 'To|Arrive', 'Nach|Ankunft in', 'À|Arrivée à'], dep: ['Departs|Departure', 'Departs|Departure time', 'Abflug|Abflugzeit', 'Départ|Heure de départ'], arr: ['Arrives|Arrival', 'Arrives|Arrival time', 'Ankunft|Ankunftszeit', 'Arrivée|Heure d’arrivée'],
  cabin: ['Cabin|Class|Travel class', 'Cabin|Fare type|Class', 'Klasse|Reiseklasse|Tarif', 'Classe|Cabine|Tarif'], seat: ['Seat', 'Seat', 'Sitzplatz|Sitz', 'Siège|Place'],
  bag: ['Checked baggage|Baggage allowance|Hold luggage', 'Checked bags|Baggage', 'Freigepäck|Aufgabegepäck|Gepäck', 'Bagage en soute|Franchise bagages|Bagages'], hand: ['Hand baggage|Cabin bag', 'Carry-on', 'Handgepäck', 'Bagage cabine'],
  out: ['Outbound flight|Outbound|Departure flight', 'Outbound|Departing flight', 'Hinflug', 'Vol aller|Aller'], ret: ['Return flight|Return|Inbound', 'Return|Returning flight', 'Rückflug', 'Vol retour|Retour'],
  fare: ['Fare|Air fare|Base fare', 'Base fare|Fare', 'Flugpreis|Tarif|Ticketpreis', 'Tarif|Prix du billet|Tarif de base'], tax: ['Taxes, fees and charges|Taxes and charges', 'Taxes, fees & carrier charges|Taxes and fees', 'Steuern, Gebühren und Zuschläge|Steuern und Gebühren', 'Taxes et surcharges|Taxes, frais et redevances'],
  seatFee: ['Seat reservation|Seat selection', 'Seat selection|Preferred seats', 'Sitzplatzreservierung', 'Réservation de siège|Choix du siège'], total: ['Total paid|Total|Total amount', 'Total paid|Trip total|Total charged', 'Gesamtpreis|Gesamtbetrag|Bezahlt', 'Total payé|Montant total|Prix total'],
  per: ['Price per passenger|Per person', 'Price per traveler|Per person', 'Preis pro Person', 'Prix par personne'], paid: ['Form of payment|Paid by|Payment', 'Form of payment|Paid with', 'Zahlungsart|Bezahlt mit', 'Mode de paiement|Payé par'],
  price: ['Payment details|Fare details|Price breakdown', 'Payment summary|Fare breakdown', 'Preisaufstellung|Zahlungsübersicht', 'Détail du prix|Récapitulatif du paiement'], info: ['Important information|Before you fly', 'Important information|Know before you go', 'Wichtige Hinweise|Vor dem Flug', 'Informations importantes|Avant votre vol'],
  sent: ['Sent|Date', 'Sent|Date', 'Gesendet|Datum', 'Envoyé le|Date'], airline: ['Operated by|Carrier', 'Operated by|Carrier', 'Durchgeführt von|Fluggesellschaft', 'Opéré par|Compagnie'],
};
/** Airlines: name, code, ticket prefix, mail domain. */
const AIRLINES: Array<Array<[string, string, string, string]>> = [[['Albion Airways', 'AW', '612', 'albionairways.co.uk'], ['Caledonian Air', 'CQ', '538', 'caledonianair.com']], [['Liberty Air', 'LY', '704', 'libertyair.com'], ['Pacific Crest Airlines', 'PQ', '429', 'pacificcrest.com']], [['Nordstern Airlines', 'NS', '361', 'nordstern-airlines.de'], ['Alpenflug', 'AP', '248', 'alpenflug.de']], [['Air Méridien', 'ME', '577', 'airmeridien.fr'], ['Azur Ciel', 'ZC', '693', 'azurciel.fr']]];
/** Airports: city;code;airport name, long-haul destinations marked '*'. */
const ORIGINS = ['London;LHR;Heathrow|London;LGW;Gatwick|Manchester;MAN;Manchester Airport|Edinburgh;EDI;Edinburgh Airport', 'New York;JFK;John F. Kennedy|Chicago;ORD;O’Hare|Boston;BOS;Logan|San Francisco;SFO;San Francisco Intl', 'Frankfurt;FRA;Rhein-Main|München;MUC;Franz Josef Strauß|Hamburg;HAM;Helmut Schmidt|Berlin;BER;Brandenburg', 'Paris;CDG;Roissy-Charles de Gaulle|Paris;ORY;Orly|Lyon;LYS;Saint-Exupéry|Nice;NCE;Côte d’Azur'];
const DESTS = ['New York;JFK;John F. Kennedy*|Barcelona;BCN;El Prat|Rome;FCO;Fiumicino|Dubai;DXB;Dubai International*|Lisbon;LIS;Humberto Delgado|Toronto;YYZ;Pearson*', 'London;LHR;Heathrow*|Paris;CDG;Charles de Gaulle*|Cancún;CUN;Cancún Intl|Miami;MIA;Miami Intl|Denver;DEN;Denver Intl|Honolulu;HNL;Daniel K. Inouye*', 'Palma de Mallorca;PMI;Son Sant Joan|New York;JFK;John F. Kennedy*|Lissabon;LIS;Humberto Delgado|Rom;FCO;Fiumicino|Wien;VIE;Schwechat|Antalya;AYT;Antalya Airport', 'Montréal;YUL;Trudeau*|Rome;FCO;Fiumicino|Lisbonne;LIS;Humberto Delgado|Marrakech;RAK;Ménara|New York;JFK;John F. Kennedy*|Pointe-à-Pitre;PTP;Pôle Caraïbes*'];
/** Cabins: the locale's fare names per cabin (economy, premium, business, first) and users' option lists. */
const CABINS = [['Economy|Economy Classic|Economy Standard', 'Premium Economy', 'Business|Club Business', 'First'], ['Main Cabin|Economy|Economy Standard', 'Premium Economy|Premium Select', 'Business|Business Class', 'First Class'], ['Economy Classic|Economy|Economy Flex', 'Premium Economy', 'Business Class|Business', 'First Class'], ['Économie Standard|Économie|Eco Flex', 'Premium Économie', 'Affaires|Business', 'Première']];
const CABIN_OPTS = [['Economy', 'Premium Economy', 'Business', 'First'], ['economy', 'premium economy', 'business class', 'first class'], ['Eco', 'Premium', 'Business', 'First']];
const PEOPLE = ['Rebecca Thornley f|Owen Gallimore|Priya Sharma f|Callum Fraser|Joanna Pickering f|Martin Ashdown', 'Jessica Moreno f|Brian Caldwell|Aaliyah Brooks f|Derek Lindqvist|Monica Stein f|Trevor Hale', 'Katrin Vollmer f|Stefan Hoffart|Leonie Brandl f|Markus Seidel|Anja Reuter f|Florian Kaiser', 'Camille Morand f|Julien Lefort|Inès Bertrand f|Mathieu Carré|Laure Dufresne f|Yann Le Goff'];
const FIRST = [['Daniel', 'Sophie'], ['Ryan', 'Emily'], ['Jonas', 'Miriam'], ['Lucas', 'Élise']];
/** Sentences per language (English, German, French); {names} are filled in. */
const T: Record<string, [string[], string[], string[]]> = {
  hello: [['Dear {sal},', 'Hello {first},'], ['{sal},', 'Hallo {first},'], ['{sal},', 'Bonjour {first},']],
  thanks: [['Thank you for booking with {air}. Your booking reference is {ref}; please quote it in all correspondence.', 'Thanks for choosing {air}! Your trip is confirmed and your booking reference is {ref}.'], ['vielen Dank für Ihre Buchung bei {air}. Ihr Buchungscode lautet {ref}.', 'Ihre Reise mit {air} ist bestätigt. Bitte halten Sie Ihren Buchungscode {ref} bereit.'], ['Merci d’avoir choisi {air}. Votre référence de réservation est {ref}.', 'Votre voyage avec {air} est confirmé ; votre code de réservation est le {ref}.']],
  out: [['Outbound: on {date} you fly {fn} from {from} to {to}, departing at {dep} and arriving at {arr}.', 'Your outbound flight {fn} leaves {from} on {date} at {dep} and lands in {to} at {arr}.'], ['Hinflug: Am {date} fliegen Sie mit {fn} von {from} nach {to}; Abflug {dep}, Ankunft {arr}.', 'Ihr Hinflug {fn} startet am {date} um {dep} in {from} und landet um {arr} in {to}.'], ['Aller : le {date}, vol {fn} de {from} à destination de {to}, départ à {dep}, arrivée à {arr}.', 'Votre vol aller {fn} quitte {from} le {date} à {dep} et arrive à {to} à {arr}.']],
  ret: [['Return: on {date} you fly {fn} from {from} to {to}, departing at {dep} and arriving at {arr}.', 'Your return flight {fn} leaves {from} on {date} at {dep}, arriving in {to} at {arr}.'], ['Rückflug: Am {date} mit {fn} von {from} nach {to}; Abflug {dep}, Ankunft {arr}.', 'Ihr Rückflug {fn} startet am {date} um {dep} in {from} und landet um {arr} in {to}.'], ['Retour : le {date}, vol {fn} de {from} à destination de {to}, départ à {dep}, arrivée à {arr}.', 'Votre vol retour {fn} quitte {from} le {date} à {dep} et arrive à {to} à {arr}.']],
  oneway: [['This is a one-way booking.'], ['Es handelt sich um einen einfachen Flug (ohne Rückflug).'], ['Il s’agit d’un aller simple.']],
  cabin: [['You are travelling in {cabin}, with {bag} of checked baggage per passenger and one cabin bag of up to {hand}.', 'Your fare ({cabin}) includes {bag} checked baggage per person plus a cabin bag of up to {hand}.'], ['Sie reisen in der {cabin}; pro Person sind {bag} Freigepäck sowie ein Handgepäckstück bis {hand} enthalten.'], ['Vous voyagez en {cabin} : franchise de {bag} en soute par passager et un bagage cabine de {hand} maximum.']],
  seats: [['Seats: {list}.'], ['Sitzplätze: {list}.'], ['Sièges : {list}.']],
  paid: [['We have charged {total} to your card ending {l4} on {issued}.', 'The total of {total} was paid by card ending {l4} on {issued}.'], ['Der Gesamtbetrag von {total} wurde am {issued} von Ihrer Karte mit der Endung {l4} abgebucht.'], ['Le montant total de {total} a été débité le {issued} sur votre carte se terminant par {l4}.']],
  checkin: [['Online check-in opens 24 hours before departure.', 'Online check-in opens 30 hours before departure and closes 90 minutes before.'], ['Der Online-Check-in ist ab 24 Stunden vor Abflug möglich.', 'Der Online-Check-in öffnet 23 Stunden vor Abflug.'], ['L’enregistrement en ligne ouvre 24 heures avant le départ.', 'L’enregistrement en ligne est possible à partir de 30 heures avant le départ.']],
  gate: [['Please be at the gate no later than 30 minutes before departure.', 'Boarding closes 20 minutes before departure.'], ['Bitte seien Sie spätestens 30 Minuten vor Abflug am Flugsteig.'], ['Présentez-vous à la porte d’embarquement au plus tard 30 minutes avant le départ.']],
  id: [['Please carry a valid passport or ID card for every passenger.'], ['Bitte führen Sie für jeden Reisenden einen gültigen Reisepass oder Personalausweis mit.'], ['Chaque passager doit être muni d’un passeport ou d’une carte d’identité en cours de validité.']],
  bye: [['We wish you a pleasant flight.', 'We look forward to welcoming you on board.'], ['Wir wünschen Ihnen einen angenehmen Flug.'], ['Nous vous souhaitons un agréable voyage.']],
};
const fill = (s: string, c: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k) => String(c[k] ?? ''));
const NEVER: Array<[FieldType, Array<[string, string]>]> = [['text', [['meal_preference', 'special meal requested'], ['mealRequest', '']]], ['id_alphanumeric', [['gate', 'departure gate'], ['boardingGate', '']]], ['currency', [['insurance_cost', 'price of travel insurance bought with the ticket'], ['travelInsurance', '']]], ['number', [['co2_kg', 'CO2 emissions of the trip in kg'], ['carbonFootprint', '']]]];
const norm = (v: unknown) => String(v).toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/\s+/g, ' ').trim();
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mstr', 'dr', 'herr', 'frau', 'm', 'mme', 'mlle']);
const nameKey = (v: unknown) => norm(v).split(/[\s/,.]+/).filter((t) => t && !TITLES.has(t)).sort().join(' ');
const digits = (v: unknown) => String(v).replace(/\D/g, '');

function make(r: Rng): ReturnType<Family['make']> {
  const li = int(r, 0, 3);
  const [loc, lang] = [LOCALES[li], [0, 0, 1, 2][li]];
  const w = (k: string) => alt(r, W[k][li]);
  const say = (k: string, c: Record<string, string | number>) => fill(pick(r, T[k][lang]), c);
  const [style, variant, byCode] = [pick(r, loc.dates), r(), chance(r, 0.15)];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode);
  const [air, code, prefix, domain] = pick(r, AIRLINES[li]);
  const [o, d] = [pick(r, ORIGINS[li].split('|')).split(';'), pick(r, DESTS[li].split('|')).split(';')];
  const long = d[2].endsWith('*');
  d[2] = d[2].replace('*', '');
  const place = (p: string[], s: number) => [`${p[0]} ${p[2]} (${p[1]})`, `${p[0]} (${p[1]})`, `${p[0]} – ${p[2]}`, `${p[1]} ${p[0]}`][s].replace(`${p[0]} ${p[0]}`, p[0]);
  const ps = int(r, 0, 3);
  // Passengers: the lead (the addressee) and perhaps a companion, often with the same surname.
  const [leadRaw] = shuffle(r, PEOPLE[li].split('|'));
  const lf = leadRaw.endsWith(' f');
  const lead = leadRaw.replace(/ f$/, '');
  const [first, last] = [lead.split(' ')[0], lead.split(' ').slice(1).join(' ')];
  const two = chance(r, 0.5);
  const second = two ? `${FIRST[li][lf ? 0 : 1]} ${chance(r, 0.6) ? last : pick(r, ['Walsh', 'Nguyen', 'Berger', 'Girard'])}` : null;
  const title = (f: boolean) => [[f ? 'Ms' : 'Mr', f ? 'Ms.' : 'Mr.', f ? 'Frau' : 'Herr', f ? 'Mme' : 'M.'][li], f ? 'MS' : 'MR'];
  const nameStyle = int(r, 0, 2);
  const shown = (n: string, f: boolean) => [`${title(f)[0]} ${n}`, `${n.split(' ').slice(1).join(' ').toUpperCase()}/${n.split(' ')[0].toUpperCase()} ${title(f)[1]}`, n][nameStyle];
  const pax = [[lead, lf], ...(second ? [[second, !lf] as [string, boolean]] : [])] as Array<[string, boolean]>;
  const n = pax.length;
  const tkts = pax.map(() => `${prefix}${int(r, 2100000000, 2499999999)}`);
  const tktStyle = int(r, 0, 2);
  const tkt = (t: string) => [t, `${t.slice(0, 3)}-${t.slice(3)}`, `${t.slice(0, 3)} ${t.slice(3)}`][tktStyle];
  const ff = chance(r, 0.4) ? `${code}${int(r, 100000000, 999999999)}` : null;
  const ref = Array.from({ length: 6 }, () => pick(r, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'.split(''))).join('');
  // Flights.
  const issued = randomDate(r, 2019, 2025);
  const outOn = addDays(issued, int(r, 5, 200));
  const roundTrip = chance(r, 0.7);
  const retOn = roundTrip ? addDays(outOn, int(r, 2, 21)) : null;
  const sp = pick(r, [' ', '']);
  const fnOut = `${code}${sp}${int(r, 10, 989) * (long ? 1 : 3)}`;
  const fnRet = `${code}${sp}${Number(fnOut.replace(/\D/g, '')) + 1}`;
  const frH = chance(r, 0.5);
  const clock = (t: number) => { const [h, m] = [Math.floor(t / 60) % 24, pad(t % 60)]; return li === 1 ? `${h % 12 || 12}:${m} ${h < 12 ? 'AM' : 'PM'}` : li === 3 && frH ? `${pad(h)}h${m}` : `${pad(h)}:${m}`; };
  const times = () => { const dep = int(r, 36, 130) * 10; const dur = long ? int(r, 42, 66) * 10 : int(r, 9, 21) * 10; return [dep, dep + dur + pick(r, [-60, 0, 60, 120])] as const; };
  const [tOut, tRet] = [times(), times()];
  const next = (t: readonly [number, number]) => (t[1] >= 1440 ? ' (+1)' : '');
  const ci = long ? pick(r, [0, 0, 1, 2, 3]) : pick(r, [0, 0, 0, 2]);
  const cabin = alt(r, CABINS[li][ci]);
  const opts = pick(r, CABIN_OPTS);
  const bagKg = [li === 1 ? 23 : pick(r, [23, 23, 20]), 23, 32, 32][ci];
  const bagPcs = [1, 2, 2, 3][ci];
  const hand = pick(r, [7, 8, 8, 10, 12]);
  const bagText = pick(r, [`${bagPcs} × ${bagKg} kg`, `${bagPcs}PC ${bagKg}KG`, `${bagPcs} x ${bagKg}kg`]);
  const row = int(r, ci ? 2 : 8, ci ? 9 : 38);
  const letters = ci >= 2 ? ['A', 'C', 'D', 'F'] : ['A', 'B', 'C', 'D', 'E', 'F'];
  const li0 = int(r, 0, letters.length - 2);
  const seatsOut = pax.map((_, i) => `${row}${letters[li0 + i]}`);
  const row2 = int(r, ci ? 2 : 8, ci ? 9 : 38);
  const seatsRet = pax.map((_, i) => `${row2}${letters[li0 + i]}`);
  // Money.
  const perFare = r2((long ? int(r, 320, 880) : int(r, 45, 260)) * [1, 1.8, 3.6, 6][ci] + pick(r, [0, 0.99, 0.5]));
  const perTax = r2(long ? int(r, 9000, 42000) / 100 : int(r, 2500, 9800) / 100);
  const seatFee = chance(r, 0.35) ? r2(pick(r, [12, 15, 19.99, 25, 32]) * n) : 0;
  const fare = r2(perFare * n * (roundTrip ? 1 : 0.6));
  const taxes = r2(perTax * n);
  const total = r2(fare + taxes + seatFee);
  const l4 = String(int(r, 1000, 9999));
  const c: Record<string, string | number> = { air, ref, cabin, bag: bagText, hand: `${hand} kg`, total: money(total), l4, issued: date(issued) };
  const outC = { date: date(outOn), fn: fnOut, from: place(o, ps), to: place(d, ps), dep: clock(tOut[0]), arr: `${clock(tOut[1])}${next(tOut)}` };
  const retC = retOn ? { date: date(retOn), fn: fnRet, from: place(d, ps), to: place(o, ps), dep: clock(tRet[0]), arr: `${clock(tRet[1])}${next(tRet)}` } : null;
  const checkin = say('checkin', c);

  const ask = new Ask(r);
  const cityOk = (city: string) => (v: unknown) => norm(v).startsWith(norm(city)) && norm(v).length <= norm(city).length + 30;
  const roles: Array<[boolean, () => void]> = [
    [false, () => { ask.compare[ask.field('text', [['passenger_name', 'name of the (first) passenger the booking is for'], ['traveller', 'lead passenger'], ['leadPassenger', ''], ['name of traveler', 'person flying, first one listed']], lead)] = (v) => nameKey(v) === nameKey(lead); }],
    [false, () => ask.field('text', [['airline', 'carrier operating the flight'], ['carrierName', ''], ['airline company', 'which airline the ticket is with']], air)],
    [false, () => ask.field('id_alphanumeric', [['booking_reference', '6-character booking code (PNR)'], ['pnr', ''], ['confirmationCode', 'reservation code for the trip, not the ticket number']], ref)],
    [false, () => { ask.compare[ask.field('id_alphanumeric', [['ticket_number', '13-digit e-ticket number of the first passenger'], ['eticketNo', 'ticket number of the lead passenger'], ['e-ticket', 'electronic ticket number (first traveller)']], tkt(tkts[0]))] = (v) => digits(v) === tkts[0]; }],
    [false, () => { ask.compare[ask.field('id_alphanumeric', [['outbound_flight_number', 'flight number of the outward flight'], ['flightNo', 'number of the first flight'], ['outbound flight', 'flight code going out']], fnOut)] = (v) => digits(v) === digits(fnOut) && norm(v).replace(/\s/g, '').startsWith(code.toLowerCase()); }],
    [false, () => ask.field('date', [['departure_date', 'date of the outbound flight'], ['travel_date', ''], ['outboundDate', 'day the trip starts (not the booking date)']], isoOf(outOn))],
    [false, () => { ask.compare[ask.field('text', [['departure_city', 'city the outbound flight leaves from'], ['origin', ''], ['flying from', 'city of departure']], o[0])] = cityOk(o[0]); }],
    [false, () => { ask.compare[ask.field('text', [['destination_city', 'city the outbound flight goes to'], ['destination', ''], ['flying to', 'arrival city of the outward journey']], d[0])] = cityOk(d[0]); }],
    [!retOn, () => ask.field('date', [['return_date', 'date of the return flight (empty for one-way)'], ['returnFlightDate', ''], ['coming back on', 'when the return flight leaves']], retOn ? isoOf(retOn) : null)],
    [false, () => ask.field('currency', [['base_fare', 'fare before taxes and fees, all passengers'], ['fare_amount', 'air fare excluding taxes'], ['ticketPrice', 'fare without taxes or extras']], fare)],
    [false, () => ask.field('currency', [['taxes_and_fees', 'total taxes, fees and surcharges'], ['taxAmount', ''], ['tax_total', 'airport taxes and carrier charges together']], taxes)],
    [false, () => ask.field('currency', [['total_paid', 'total amount charged for the booking'], ['amount_paid', ''], ['grandTotal', 'everything paid, including taxes and extras']], total)],
    [false, () => ask.field('number', [['checked_baggage_kg', 'weight allowed per checked bag in kg'], ['bagAllowanceKg', 'checked luggage limit per bag (kg), not cabin baggage'], ['hold luggage kg', 'kg allowed per checked suitcase']], bagKg)],
    [false, () => ask.field('id_alphanumeric', [['assigned_seat', 'seat of the first passenger on the outbound flight'], ['seatNumber', 'outbound seat of the lead passenger'], ['seat assignment', 'first traveller, outward flight']], seatsOut[0])],
    [false, () => ask.field('single_select', [['fare_class', 'cabin class booked'], ['cabin_booked', ''], ['travelClass', 'class of travel']], opts[ci], opts)],
    [false, () => ask.field('date', [['booking_date', 'date the ticket was issued or booked'], ['purchaseDate', '']], isoOf(issued))],
    [false, () => ask.field('currency_symbol', [['currency', ''], ['paymentCurrency', 'ISO code of the amount paid']], loc.currency.code)],
    [false, () => ask.field('number', [['passenger_count', 'how many people travel'], ['numberOfTravellers', '']], n)],
    [!retOn, () => { ask.compare[ask.field('id_alphanumeric', [['return_flight_number', 'flight number of the way back'], ['inboundFlight', '']], retOn ? fnRet : null)] = (v) => digits(v) === digits(fnRet); }],
    [!ff, () => ask.field('id_alphanumeric', [['frequent_flyer_number', 'loyalty programme number of the lead passenger'], ['loyaltyId', '']], ff)],
    [false, () => ask.field('verbatim', [['checkin_rule', 'the sentence saying when online check-in opens'], ['check-in info', 'quote the online check-in sentence']], checkin)],
  ];
  const order = shuffle(r, roles.map((_, i) => i));
  const keep = new Set([...order.filter((i) => !roles[i][0]).slice(0, int(r, 11, 13)), ...order.filter((i) => roles[i][0]).slice(0, int(r, 0, 2))]);
  roles.forEach(([, f], i) => keep.has(i) && f());
  if (roles.every(([nul], i) => !nul || !keep.has(i)) || chance(r, 0.25)) { const [nt, nw] = pick(r, NEVER); ask.field(nt, nw, null); }

  // The e-mail.
  const kv = (label: string, value: string, above = false): Block => ({ kind: 'kv', label, value, above });
  const para = (text: string): Block => ({ kind: 'para', text });
  const email = `${norm(first).replace(/ /g, '')}.${norm(last).replace(/ /g, '')}@${pick(r, ['gmail.com', 'outlook.com', 'icloud.com'])}`;
  const mail: Block = { kind: 'lines', lines: [`${['From', 'From', 'Von', 'De'][li]}: ${air} <${pick(r, ['noreply', 'bookings', 'reservations'])}@${domain}>`, `${['To', 'To', 'An', 'À'][li]}: ${lead} <${email}>`, `${w('sent')}: ${date(issued)}`, `${['Subject', 'Subject', 'Betreff', 'Objet'][li]}: ${fill(w('subj'), { ref })}`] };
  const sal = [`${lf ? 'Ms' : 'Mr'} ${last}`, `${lf ? 'Ms.' : 'Mr.'} ${last}`, lf ? `Sehr geehrte Frau ${last}` : `Sehr geehrter Herr ${last}`, lf ? 'Chère Madame' : 'Cher Monsieur'][li];
  const hello: Block = { kind: 'lines', lines: [say('hello', { sal, first })] };
  const paxRows = pax.map(([nm, f], i) => [shown(nm, f), tkt(tkts[i]), ...(ff ? [i === 0 ? ff : '–'] : [])]);
  const paxTable: Block = { kind: 'table', header: [w('pax'), w('tkt'), ...(ff ? [w('ff')] : [])], rows: paxRows };
  const legs = [[fnOut, outOn, o, d, tOut, seatsOut], ...(retOn ? [[fnRet, retOn, d, o, tRet, seatsRet]] : [])] as Array<[string, Date, string[], string[], readonly [number, number], string[]]>;
  const seatList = (s: string[]) => s.join(' / ');
  const info: Block[] = [{ kind: 'title', text: w('info') }, ...shuffle(r, [para(checkin), para(say('gate', c)), para(say('id', c))])];
  const priceRows: Array<[string, string]> = [[`${w('fare')} (${n} ${n > 1 ? ['adults', 'adults', 'Erwachsene', 'adultes'][li] : ['adult', 'adult', 'Erwachsener', 'adulte'][li]})`, money(fare)], [w('tax'), money(taxes)], ...(seatFee ? [[w('seatFee'), money(seatFee)] as [string, string]] : []), [w('total'), money(total)], ...(n > 1 && chance(r, 0.5) ? [[w('per'), money(r2(total / n))] as [string, string]] : [])];
  const price: Block[] = [{ kind: 'title', text: w('price') }, ...(chance(r, 0.5) ? [{ kind: 'table' as const, header: ['', ''], rows: priceRows }] : priceRows.map(([a, b]) => kv(a, b))), kv(w('paid'), `${pick(r, ['Visa', 'Mastercard', 'Amex'])} **** ${l4}`)];
  const layout = int(r, 0, 2); // 0 formal receipt, 1 e-mail in sentences, 2 per-flight blocks
  let body: Block[];
  if (layout === 0) {
    const hs = chance(r, 0.5);
    body = [{ kind: 'title', text: w('title') }, kv(w('ref'), ref), kv(w('issued'), date(issued)), paxTable,
      { kind: 'table', header: [w('flight'), w('date'), w('from'), w('to'), w('dep'), w('arr'), w('cabin'), w('bag')], rows: legs.map(([fn, on, a, b, t]) => [fn, date(on), place(a, hs ? 1 : 3), place(b, hs ? 1 : 3), clock(t[0]), `${clock(t[1])}${next(t)}`, cabin, bagText]) },
      { kind: 'table', header: [w('pax'), w('flight'), w('seat')], rows: legs.flatMap(([fn, , , , , s]) => pax.map(([nm, f], i) => [shown(nm, f), fn, s[i]])) }, kv(w('hand'), `1 × ${hand} kg`), ...price, ...info];
  } else if (layout === 1) {
    body = [hello, para(say('thanks', c)), para(say('out', outC)), para(retC ? say('ret', retC) : say('oneway', {})), para(say('cabin', c)),
      para(say('seats', { list: legs.flatMap(([fn, , , , , s]) => pax.map(([nm], i) => `${nm.split(' ')[0]} ${s[i]} (${fn})`)).join(', ') })), paxTable, ...price, para(say('paid', c)), ...info, para(say('bye', c))];
  } else {
    const L = Object.fromEntries(['from', 'to', 'dep', 'arr', 'cabin', 'seat', 'bag', 'hand', 'pax', 'tkt'].map((k) => [k, w(k)]));
    const legBlock = ([fn, on, a, b, t, s]: (typeof legs)[number], i: number): Block[] => [{ kind: 'title', text: i ? w('ret') : w('out') }, kv(w('flight'), fn), kv(w('date'), date(on)), kv(L.from, place(a, ps)), kv(L.to, place(b, ps)), kv(L.dep, clock(t[0])), kv(L.arr, `${clock(t[1])}${next(t)}`),
      kv(L.cabin, cabin, chance(r, 0.2)), kv(L.seat, seatList(s)), kv(L.bag, `${bagText} (${L.hand}: ${hand} kg)`)];
    body = [hello, para(say('thanks', c)), kv(w('ref'), ref), ...legs.flatMap(legBlock), { kind: 'title', text: L.pax }, ...pax.flatMap(([nm, f], i) => [kv(`${L.pax} ${i + 1}`, shown(nm, f)), kv(L.tkt, tkt(tkts[i])), ...(ff && i === 0 ? [kv(w('ff'), ff)] : [])]), ...price, ...info, para(say('bye', c))];
  }
  const foot = para(`${air} · ${w('airline')}: ${air} (${code}) · ${[`© ${issued.getUTCFullYear()} ${air}. All rights reserved.`, `© ${issued.getUTCFullYear()} ${air}. All rights reserved.`, `© ${issued.getUTCFullYear()} ${air}. Alle Rechte vorbehalten.`, `© ${issued.getUTCFullYear()} ${air}. Tous droits réservés.`][li]}`);
  return { blocks: [mail, ...body, foot], fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const flightItineraries: Family = { name: 'flight-itinerary', kind: 'correspondence', split: 'calibration', formats: ['pdf', 'docx', 'html', 'txt'], make };
