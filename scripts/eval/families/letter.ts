/**
 * Training family: business letters. Sender's letterhead, the recipient's name
 * and postal address (street line, town, postcode as separate lines or run
 * together), the letter's date, a "Your ref / Our ref" line, and prose carrying a
 * sum owed and a deadline ("by 14 March 2024"), how many of the instalments were paid, the sender's e-mail address in the
 * letterhead or in the prose, then a signature.
 */
import { addDays, fmtDate, fmtMoney, isoOf, LOCALES, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import { Ask, type Family } from './family.ts';

const SENDERS = ['Whitmore & Lane Solicitors', 'Castle Lettings', 'Northgate Borough Council', 'Harper Insurance', 'Elmfield Water', 'Sterling Collections'];
const PEOPLE = ['Mr Daniel Price', 'Ms Ayesha Khan', 'Mrs Joan Fletcher', 'Dr Felix Wagner', 'Mx Robin Ellis', 'Mr Luca Bianchi'];
const SIGNERS = ['Margaret Howe', 'Peter Okonjo', 'Sinead Walsh', 'Gareth Lloyd', 'Nadia Rahman'];
const ROLES = ['Credit Controller', 'Customer Services Manager', 'Senior Associate', 'Revenues Officer'];
const ADDRESSES: Array<[string, string, string]> = [
  ['14 Primrose Hill', 'Bath', 'BA1 2JX'], ['Flat 3, 22 Union Street', 'Aberdeen', 'AB11 6BA'], ['7 Larch Close', 'Norwich', 'NR4 7TJ'], ['221 Maple Drive', 'Madison, WI', '53703'], ['5 Wren Court', 'Cardiff', 'CF10 1AA'],
];
const MATTERS = ['outstanding rent', 'your water account', 'the unpaid premium', 'council tax arrears', 'the balance on your account'];

function make(r: Rng): ReturnType<Family['make']> {
  const loc = chance(r, 0.75) ? LOCALES[0] : LOCALES[1];
  const sender = pick(r, SENDERS);
  const to = pick(r, PEOPLE);
  const [street, town, post] = pick(r, ADDRESSES);
  const dated = randomDate(r, 2018, 2025);
  const deadline = addDays(dated, pick(r, [14, 21, 28]));
  const owed = int(r, 40, 4000) + pick(r, [0, 0.5, 0.17]);
  const ourRef = `${pick(r, ['AC', 'LT', 'CT', 'HX'])}/${int(r, 1000, 9999)}/${pick(r, ['K', 'M', 'P'])}`;
  const signer = pick(r, SIGNERS);
  const matter = pick(r, MATTERS);
  const date = (d: Date) => fmtDate(d, pick(r, loc.dates), r);
  const email = `${pick(r, ['accounts', 'enquiries', 'info', 'billing'])}@${sender.toLowerCase().replace(/&/g, 'and').replace(/[^a-z]+/g, '')}.${pick(r, ['co.uk', 'com', 'org'])}`;
  const emailInHead = chance(r, 0.5);
  const instalments = pick(r, [6, 10, 12, 24]);
  const paid = int(r, 1, instalments - 1);

  const ask = new Ask(r);
  ask.field('text', [['recipient', 'Person the letter is addressed to'], ['addressee', ''], ['sent_to', 'who receives the letter']], to);
  ask.field('text', [['sender', 'Organisation that wrote the letter'], ['from_company', '']], sender);
  ask.field('text', [['street', 'Street line of the recipient address'], ['address_line_1', 'first line of the address']], street);
  ask.field('text', [['town', 'Post town of the recipient'], ['city', '']], town.replace(/, [A-Z]{2}$/, ''));
  ask.field('text', [['postcode', 'Postcode of the recipient'], ['zip', 'postal code']], post);
  ask.field('date', [['letter_date', 'Date of the letter'], ['dated', '']], isoOf(dated));
  ask.field('date', [['pay_by', 'Deadline to pay'], ['deadline', 'date by which the recipient must act']], isoOf(deadline));
  ask.field('currency', [['amount_owed', 'Sum the recipient owes'], ['balance', 'outstanding amount']], owed);
  ask.field('id_alphanumeric', [['our_reference', "The sender's reference"], ['ref', 'letter reference']], ourRef);
  ask.field('text', [['signed_by', 'Who signed the letter'], ['signatory', '']], signer);
  ask.field('text', [['sender_email', 'E-mail address of the sender'], ['contact e-mail', ''], ['email', 'where to write to']], email);
  ask.field('number', [['instalments_paid', 'How many instalments have been paid'], ['payments_made', '']], paid);
  ask.field('number', [['instalments_total', 'How many instalments there are in total'], ['total_instalments', '']], instalments);
  ask.field('date', [['hearing_date', 'Date of the court hearing'], ['meeting_date', 'date of a meeting']], null);
  const nextStep = pick(r, [
    'If the balance is not cleared, we will pass the matter to our solicitors.',
    'Should we not hear from you, the account will be referred to a debt recovery agency.',
    'Once payment is received we shall close this matter and confirm it in writing.',
    'Our team will contact you next week to agree a repayment plan.',
  ]);
  ask.field('verbatim', [['next_action', 'What the sender says it will do next'], ['stated_consequence', 'the step the writer says it will take, word for word']], nextStep);

  const addr = chance(r, 0.7) ? [to, street, town, post] : [to, `${street}, ${town} ${post}`];
  const blocks: Block[] = [
    { kind: 'title', text: sender },
    { kind: 'lines', lines: [pick(r, ['PO Box 118', 'Unit 9, Kingsway', '1 Civic Square']), pick(r, ['Reading RG1 1AA', 'Leeds LS2 8BH']), ...(emailInHead ? [pick(r, ['', 'Email: ', 'E-mail: ']) + email] : [])] },
    { kind: 'lines', lines: addr },
    { kind: 'kv', label: 'Our ref', value: ourRef },
    { kind: 'lines', lines: [date(dated)] },
    { kind: 'para', text: `Dear ${to.split(' ').slice(0, 1).join('')} ${to.split(' ').slice(-1)[0]},` },
    { kind: 'para', text: `Re: ${matter[0].toUpperCase()}${matter.slice(1)}` },
    { kind: 'para', text: `Our records show that ${fmtMoney(owed, loc.currency, loc.numbers)} remains unpaid on ${matter}. ${pick(r, [`You have paid ${paid} of the ${instalments} monthly instalments.`, `Of your ${instalments} agreed payments, ${paid} have been received.`, `Out of ${instalments} instalments, ${paid} have been paid so far.`])} Please pay this amount by ${fmtDate(deadline, 'longdm', r)} to avoid further action.` },
    { kind: 'para', text: nextStep },
    { kind: 'para', text: `If you have already paid, please ignore this letter. You can reach us on 0345 555 0101${emailInHead ? '' : ` or at ${email}`}, quoting ${ourRef}.` },
    { kind: 'para', text: pick(r, ['Yours sincerely,', 'Yours faithfully,', 'Kind regards,']) },
    { kind: 'lines', lines: [signer, pick(r, ROLES)] },
  ];
  return { blocks, fields: ask.fields, gold: ask.gold };
}

export const letters: Family = { name: 'letter', kind: 'correspondence', split: 'train', formats: ['docx', 'pdf', 'txt', 'html'], make };
