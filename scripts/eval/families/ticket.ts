/**
 * Training family (held out until its misses had been read for several rounds): customer-support tickets as ticket JSON with a thread of
 * replies (also as text and HTML exports). Most answers are in prose: "I placed
 * order ORD-524691 on 17 Jun 2024", "4 of the 8 units", "The order cost me
 * 727,92 €"; the requester is known from the ticket's requester object, the
 * signature or the first comment's author; an agent's reply promises something.
 */
import { addDays, fmtDate, fmtMoney, isoOf, LOCALES, randomDate, type Locale } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import { Ask, type Family } from './family.ts';

const GIVEN = ['Hannah', 'Oskar', 'Amélie', 'Grace', 'Mateo', 'Ruth', 'Jonas', 'Leila', 'Samuel', 'Freya'];
const FAMILY = ['Whitfield', 'Bauer', 'Lefèvre', 'Osei', 'Romero', 'Campbell', 'Nakamura', 'Ivanova', 'Quinn'];
const AGENTS = ['Priya (Support)', 'Ben from Customer Care', 'Support Team', 'Claire, Help Desk'];
const PRODUCTS = ['ceramic mugs', 'LED bulbs', 'notebooks', 'phone cases', 'wine glasses', 'plant pots'];
const PROBLEMS = ['arrived broken', 'were the wrong colour', 'never arrived', 'stopped working after a day'];
const PROMISES = ['We will send replacements by express courier within 3 working days.', 'A full refund will be issued to your original payment method within 5 days.', 'We have booked a collection and will refund you once the parcel is back.'];

function make(r: Rng): ReturnType<Family['make']> {
  const loc: Locale = pick(r, LOCALES);
  const name = `${pick(r, GIVEN)} ${pick(r, FAMILY)}`;
  const email = `${name.split(' ')[0].toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.${pick(r, ['home', 'mail', 'post'])}@example.${pick(r, ['com', 'org', 'net'])}`;
  const order = pick(r, [`ORD-${int(r, 100000, 999999)}`, `${int(r, 10000000, 99999999)}`, `WEB${int(r, 10000, 99999)}`]);
  const ordered = randomDate(r, 2021, 2025);
  const opened = addDays(ordered, int(r, 3, 20));
  const delivered = addDays(ordered, int(r, 2, 5));
  const total = int(r, 20, 900) + pick(r, [0, 0.92, 0.5, 0.99]);
  const units = int(r, 4, 24);
  const bad = int(r, 1, units - 1);
  const product = pick(r, PRODUCTS);
  const problem = pick(r, PROBLEMS);
  const promise = pick(r, PROMISES);
  const agent = pick(r, AGENTS);
  const ticketId = int(r, 10000, 99999);
  const dateIn = (d: Date) => fmtDate(d, pick(r, ['longdm', 'long', 'iso'] as const), r);
  const said = {
    order: pick(r, [`I placed order ${order} on ${dateIn(ordered)}`, `My order (${order}) was placed on ${dateIn(ordered)}`, `On ${dateIn(ordered)} I ordered from you, order number ${order}`]),
    delivered: `It was delivered on ${dateIn(delivered)}`,
    units: pick(r, [`${bad} of the ${units} ${product} ${problem}`, `out of ${units} ${product}, ${bad} ${problem}`]),
    cost: pick(r, [`The order cost me ${fmtMoney(total, loc.currency, loc.numbers)}`, `I paid ${fmtMoney(total, loc.currency, loc.numbers, chance(r, 0.5))} for it`]),
  };
  const description = `Hello,\n\n${said.order}. ${said.delivered}, but ${said.units}. ${said.cost}.\nPlease sort this out.\n\n${pick(r, ['Best regards', 'Thanks', 'Kind regards'])},\n${name}`;
  const reply = `Dear ${name.split(' ')[0]}, thank you for getting in touch and sorry about the ${product}. ${promise} Your ticket reference is ${ticketId}.`;
  const followUp = `Thanks, that works for me. ${name.split(' ')[0]}`;
  const subject = pick(r, [`Problem with order ${order}`, `${product[0].toUpperCase()}${product.slice(1)} ${problem}`, 'Damaged delivery']);

  const ask = new Ask(r);
  ask.field('text', [['requester', 'Person who opened the ticket'], ['customer_name', 'name of the customer complaining'], ['who raised it', '']], name);
  ask.field('text', [['requester_email', 'E-mail address of the customer'], ['contact email', '']], email);
  ask.field('id_alphanumeric', [['order_id', 'The order the customer is writing about'], ['Order #', ''], ['order_number', 'order number mentioned']], order);
  ask.field('date', [['order_date', 'When the order was placed'], ['when was it ordered', ''], ['purchase_date', 'date of the purchase']], isoOf(ordered));
  ask.field('date', [['delivery_date', 'When the parcel was delivered'], ['delivered_on', '']], isoOf(delivered));
  ask.field('currency', [['order_amount', 'What the customer paid for the order'], ['amount paid', ''], ['order_value', 'price of the order']], total);
  ask.field('currency_symbol', [['currency', 'Currency of the order amount'], ['ccy', '']], loc.currency.code);
  ask.field('number', [['units_affected', 'How many units had the problem'], ['damaged_count', 'number of faulty items']], bad);
  ask.field('number', [['units_ordered', 'How many units were ordered in total'], ['total_quantity', '']], units);
  ask.field('verbatim', [['agent_commitment', "What support promised to do, as written"], ['resolution_promised', 'the sentence in which the agent commits to a fix']], promise);
  ask.field('date', [['refund_date', 'Date the refund was paid'], ['closed_on', 'When the ticket was closed']], null);

  const comments = [
    { author: agent, created_at: dateIn(addDays(opened, 1)), body: reply },
    ...(chance(r, 0.6) ? [{ author: chance(r, 0.5) ? { name, email } : name, created_at: dateIn(addDays(opened, 2)), body: followUp }] : []),
  ];
  const ticket = {
    subject,
    description,
    status: pick(r, ['open', 'pending', 'solved']),
    priority: pick(r, ['normal', 'high']),
    requester: chance(r, 0.6) ? { name, email } : email,
    created_at: opened.toISOString(),
    comments,
  };
  const blocks: Block[] = [
    { kind: 'title', text: `Ticket ${ticketId}: ${subject}` },
    { kind: 'kv', label: 'From', value: `${name} <${email}>` },
    { kind: 'kv', label: 'Opened', value: dateIn(opened) },
    ...description.split('\n\n').map((p): Block => ({ kind: 'para', text: p.replace(/\n/g, ' ') })),
    ...comments.map((c): Block => ({ kind: 'para', text: `${typeof c.author === 'string' ? c.author : c.author.name} wrote on ${c.created_at}: ${c.body}` })),
  ];
  return { blocks, fields: ask.fields, gold: ask.gold, ticket };
}

export const tickets: Family = { name: 'ticket', kind: 'correspondence', split: 'train', formats: ['ticket', 'ticket', 'txt', 'html'], make };
