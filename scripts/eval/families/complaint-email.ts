/**
 * Training family: complaint e-mails with the company's reply, as a mailbox
 * exports them (From / To / Date / Subject headers over each message, newest
 * first or oldest first). A traveller, guest or account holder writes in prose:
 * a booking reference, the date of travel or stay, what was paid, "two of our
 * three suitcases"; the company answers with a case number, an offer of
 * compensation (or none) and what it will do. Both writers sign with their names.
 */
import { addDays, fmtDate, fmtMoney, isoOf, LOCALES, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import { Ask, type Family } from './family.ts';

const GIVEN = ['Eleanor', 'Kwame', 'Ines', 'Patrick', 'Yuki', 'Marta', 'Declan', 'Sofia', 'Arjun'];
const SURNAMES = ['Hartley', 'Mensah', 'Duarte', 'Byrne', 'Tanaka', 'Kowalski', 'Murphy', 'Greco', 'Patel'];
const COMPANIES: Array<{ name: string; domain: string; booking: string; thing: string; items: string }> = [
  { name: 'SkyBridge Airways', domain: 'skybridge-air.com', booking: 'booking reference', thing: 'flight', items: 'suitcases' },
  { name: 'Harbourside Hotels', domain: 'harbourside-hotels.co.uk', booking: 'reservation number', thing: 'stay', items: 'nights' },
  { name: 'EuroRail Connect', domain: 'eurorail-connect.eu', booking: 'ticket number', thing: 'journey', items: 'seats' },
  { name: 'Coastline Ferries', domain: 'coastlineferries.com', booking: 'booking code', thing: 'crossing', items: 'cabins' },
];
const NUMWORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six'];
const ACTIONS = [
  'We have passed your comments to the station manager and will write again once the investigation is complete.',
  'A refund of the amount below has been approved and will reach your card within ten working days.',
  'We will send you a travel voucher by post, valid for twelve months.',
  'Your file has been closed with a goodwill gesture, as set out below.',
];

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const co = pick(r, COMPANIES);
  const name = `${pick(r, GIVEN)} ${pick(r, SURNAMES)}`;
  const email = `${name.toLowerCase().replace(' ', pick(r, ['.', '_', '']))}@${pick(r, ['gmail.com', 'outlook.com', 'posteo.de', 'orange.fr'])}`;
  const agent = `${pick(r, ['Laura', 'Ahmed', 'Colm', 'Nina', 'Pierre'])} ${pick(r, ['Fenton', 'Haddad', 'Walsh', 'Richter', 'Moreau'])}`;
  const booking = pick(r, [`${String.fromCharCode(65 + int(r, 0, 25))}${String.fromCharCode(65 + int(r, 0, 25))}${int(r, 1000, 9999)}`, `${int(r, 100000000, 999999999)}`, `BK-${int(r, 10000, 99999)}`]);
  const caseNo = pick(r, [`CAS-${int(r, 100000, 999999)}`, `${int(r, 1000000, 9999999)}`, `${pick(r, ['CR', 'CX'])}${int(r, 10000, 99999)}`]);
  const travelled = randomDate(r, 2020, 2025);
  const wrote = addDays(travelled, int(r, 1, 14));
  const replied = addDays(wrote, int(r, 2, 21));
  const paid = int(r, 60, 2400) + pick(r, [0, 0.5, 0.99, 0.2]);
  const of = int(r, 2, 6);
  const hit = int(r, 1, of - 1);
  const offered = chance(r, 0.6) ? Math.round(paid * pick(r, [0.1, 0.25, 0.5])) : null;
  const action = pick(r, ACTIONS);
  const dateLong = (d: Date) => fmtDate(d, pick(r, ['longdm', 'long', loc.dates[0]] as const), r);
  const countSaid = chance(r, 0.5) ? `${NUMWORDS[hit]} of our ${NUMWORDS[of]} ${co.items}` : `${hit} of the ${of} ${co.items}`;

  const problem = pick(r, ['were not as described', 'were damaged', 'were cancelled without notice']);
  const ask = new Ask(r);
  ask.field('text', [['customer', 'Who complained'], ['passenger_name', 'name of the person writing in'], ['complainant', '']], name);
  ask.field('text', [['customer_email', 'E-mail address of the customer'], ['reply_to', 'where to answer them']], email);
  ask.field('text', [['agent', 'Who answered for the company'], ['handled_by', 'name of the staff member replying']], agent);
  ask.field('id_alphanumeric', [['booking_ref', `The customer's ${co.booking}`], ['reservation', ''], ['pnr', 'booking code']], booking);
  ask.field('id_alphanumeric', [['case_number', 'Complaint case number'], ['ticket_id', 'reference the company gave the complaint']], caseNo);
  ask.field('date', [['travel_date', `Date of the ${co.thing}`], ['date_of_service', 'when the trip took place']], isoOf(travelled));
  ask.field('date', [['complaint_date', 'When the customer wrote'], ['received', 'date of the first message']], isoOf(wrote));
  ask.field('date', [['response_date', 'Date of the company reply'], ['answered_on', '']], isoOf(replied));
  ask.field('currency', [['amount_paid', 'What the customer paid'], ['fare', 'price of the booking']], paid);
  ask.field('currency', [['compensation', 'Money offered to the customer'], ['goodwill_amount', 'amount of the refund or gesture']], offered);
  ask.field('number', [['affected_count', `How many ${co.items} were affected`], ['items_with_problem', '']], hit);
  ask.field('number', [['total_count', `How many ${co.items} were booked in all`], ['booked_count', '']], of);
  ask.field('verbatim', [['next_step', 'What the company says it will do, word for word'], ['promise', 'the action promised in the reply']], action);
  ask.field('date', [['court_date', 'Date of a court hearing'], ['deadline', 'date by which the customer must respond']], null);
  ask.field('single_select', [['issue_type', 'What went wrong'], ['complaint_category', 'kind of problem reported']], problem.includes('damaged') ? 'Damaged' : problem.includes('cancelled') ? 'Cancelled' : 'Not as described', ['Damaged', 'Cancelled', 'Delayed', 'Not as described']);

  const header = (from: string, to: string, d: Date, subject: string): Block => ({
    kind: 'lines',
    lines: [`From: ${from}`, `To: ${to}`, `${pick(r, ['Date', 'Sent'])}: ${fmtDate(d, pick(r, loc.dates), r)}`, `Subject: ${subject}`],
  });
  const subject = pick(r, [`Complaint about my ${co.thing}`, `${co.booking[0].toUpperCase()}${co.booking.slice(1)} ${booking}`, 'Very disappointed']);
  const customerMail: Block[] = [
    header(`${name} <${email}>`, `customer.relations@${co.domain}`, wrote, subject),
    { kind: 'para', text: pick(r, ['Dear Sir or Madam,', 'Hello,', `Dear ${co.name} team,`]) },
    { kind: 'para', text: pick(r, [`I am writing about my ${co.thing} on ${dateLong(travelled)} (${co.booking} ${booking}).`, `On ${dateLong(travelled)} I travelled with you, ${co.booking} ${booking}.`]) + ` ${pick(r, ['Of the booking', 'Sadly'])}, ${countSaid} ${problem}.` },
    { kind: 'para', text: pick(r, [`I paid ${fmtMoney(paid, loc.currency, loc.numbers)} for this and expect a fair response.`, `For ${fmtMoney(paid, loc.currency, loc.numbers)} I expected far better.`]) },
    { kind: 'lines', lines: [pick(r, ['Regards,', 'Yours faithfully,', 'Thanks,']), name] },
  ];
  const replyMail: Block[] = [
    header(`${agent} <care@${co.domain}>`, email, replied, `RE: ${subject} [${/^\d/.test(caseNo) ? 'Case #' : ''}${caseNo}]`),
    { kind: 'para', text: `Dear ${name.split(' ')[0]},` },
    { kind: 'para', text: `Thank you for contacting ${co.name}. Your complaint is logged under case ${/^\d/.test(caseNo) ? '#' : ''}${caseNo}. ${pick(r, ['We are sorry to hear of your experience.', 'I apologise for the trouble this caused.'])}` },
    { kind: 'para', text: action },
    { kind: 'para', text: offered !== null ? pick(r, [`As a gesture of goodwill we are offering ${fmtMoney(offered, loc.currency, loc.numbers)}.`, `We will refund ${fmtMoney(offered, loc.currency, loc.numbers)} of your fare.`]) : 'We are unable to offer compensation in this case, as the disruption was outside our control.' },
    { kind: 'lines', lines: [pick(r, ['Kind regards,', 'Best wishes,']), agent, `${co.name} ${pick(r, ['Customer Relations', 'Guest Services'])}`] },
  ];
  const newestFirst = chance(r, 0.5);
  const blocks: Block[] = newestFirst ? [...replyMail, { kind: 'lines', lines: ['-----Original Message-----'] }, ...customerMail] : [...customerMail, { kind: 'lines', lines: ['________________________________'] }, ...replyMail];
  return { blocks, fields: ask.fields, gold: ask.gold };
}

export const complaintEmails: Family = { name: 'complaint-email', kind: 'correspondence', split: 'train', formats: ['txt', 'html', 'pdf', 'docx'], make };
