/**
 * Training family: service and consultancy agreements. The parties are named with
 * the roles the agreement gives them, in a numbered PARTIES list, in an opening
 * sentence ("between A ("Consultant") and B ("Company")") or as a form; a date,
 * a fee per month stated in a clause (or none: the work is unpaid), an initial
 * term as a duration beside a notice period, the law that applies, who signed for
 * the provider (a signature table with both signers), and a renewal
 * date and a deposit that are never stated (asked anyway: the right answer is null).
 */
import { fmtDate, fmtMoney, isoOf, LOCALES, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import { durationKey } from '../durations.ts';
import { Ask, type Family } from './family.ts';

const FIRMS = ['Kestrel Analytics Ltd', 'Bramble & Finch LLP', 'Northwind Logistics Inc.', 'Harbourside Dental Group Ltd', 'Quarry Lane Studios', 'Altura Systems GmbH', 'Pemberton Care Homes Limited', 'Silverbirch Consulting LLC'];
const SIGNERS = ['Olivia Grant', 'Henrik Larsen', 'Priya Nair', 'Samuel Osei', 'Claire Dubois', 'Mateo Ruiz'];
const LAWS = ['England and Wales', 'Scotland', 'the State of Texas', 'Ireland', 'the Province of British Columbia'];
const NUMBERS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const ROLES: Array<[string, string]> = [['Supplier', 'Customer'], ['Consultant', 'Company'], ['Provider', 'Client'], ['Contractor', 'Principal']];

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const provider = pick(r, FIRMS);
  let client = pick(r, FIRMS);
  while (client === provider) client = pick(r, FIRMS);
  const [roleP, roleC] = pick(r, ROLES);
  const dated = randomDate(r, 2012, 2025);
  const law = pick(r, LAWS);
  const months = pick(r, [6, 12, 18, 24, 36]);
  const termWords = months % 12 === 0 && chance(r, 0.5) ? `${NUMBERS[months / 12 - 1]} (${months / 12}) year${months > 12 ? 's' : ''}` : `${months <= 12 ? NUMBERS[months - 1] : months} ${months <= 12 ? `(${months}) ` : ''}months`;
  const termGold = /year/.test(termWords) ? `${months / 12} year${months > 12 ? 's' : ''}` : `${months} months`;
  const paid = chance(r, 0.7);
  const fee = int(r, 300, 9000) + pick(r, [0, 0.5]);
  const notice = pick(r, [14, 30, 60, 90]);
  const date = fmtDate(dated, pick(r, loc.dates), r);

  const ask = new Ask(r);
  ask.field('text', [['service_provider', 'Party providing the services'], ['contractor_name', 'who does the work'], ['vendor_party', ''], ['party_one', 'the party named first']], provider);
  ask.field('text', [['client_name', 'Party the services are for'], ['buyer_party', 'the other company to the contract'], ['party_two', 'the party named second']], client);
  ask.field('date', [['agreement_date', 'Date of the agreement'], ['dated_on', '']], isoOf(dated));
  const termField = ask.field('text', [['contract_length', 'How long the contract runs at first'], ['initial_term', '']], termGold);
  ask.compare[termField] = (value) => durationKey(String(value)) === durationKey(termGold);
  ask.field('currency', [['monthly_fee', 'Fee charged each month'], ['charges', 'what the client pays per month']], paid ? fee : null);
  ask.field('text', [['applicable_law', 'Which law applies to the contract'], ['law', '']], law.replace(/^the (?:State|Province) of /, ''));
  const signerP = pick(r, SIGNERS);
  let signerC = pick(r, SIGNERS);
  while (signerC === signerP) signerC = pick(r, SIGNERS);
  ask.field('text', [['provider_signatory', 'Person who signed for the service provider'], ['signed_by', 'who signed on behalf of the contractor']], signerP);
  ask.field('date', [['renewal_date', 'Date the contract was renewed'], ['termination_date', 'date it was ended']], null);
  ask.field('currency', [['deposit_amount', 'Deposit paid up front'], ['security_deposit', '']], null);
  ask.field('single_select', [['charging', 'How the client is charged'], ['fee_basis', ''], ['pricing', 'basis of the fees']], paid ? 'Monthly fee' : 'No charge', ['Monthly fee', 'Fixed price', 'No charge']);

  const opening = pick(r, ['list', 'sentence', 'form'] as const);
  const head: Block[] =
    opening === 'list'
      ? [
          { kind: 'para', text: `THIS AGREEMENT is dated ${date}.` },
          { kind: 'para', text: 'PARTIES' },
          { kind: 'para', text: `(1) ${provider}, whose registered office is at ${int(r, 1, 200)} ${pick(r, ['King Street', 'Market Square', 'Canal Road'])} (the "${roleP}"); and` },
          { kind: 'para', text: `(2) ${client} (the "${roleC}").` },
        ]
      : opening === 'sentence'
        ? [{ kind: 'para', text: `This ${pick(r, ['Services', 'Consultancy', 'Master Services'])} Agreement is entered into on ${date} between ${provider} ("${roleP}") and ${client} ("${roleC}").` }]
        : [
            { kind: 'kv', label: roleP, value: provider },
            { kind: 'kv', label: roleC, value: client },
            { kind: 'kv', label: 'Date of agreement', value: date },
          ];
  const feeClause = paid
    ? `The ${roleC} shall pay the ${roleP} a fee of ${fmtMoney(fee, loc.currency, loc.numbers, chance(r, 0.3))} per month, invoiced monthly in arrears.`
    : `The ${roleP} provides the services free of charge and no fee is payable.`;
  const blocks: Block[] = [
    { kind: 'title', text: pick(r, ['SERVICES AGREEMENT', 'Consultancy Agreement', 'AGREEMENT FOR SERVICES']) },
    ...head,
    { kind: 'para', text: `1. Services. The ${roleP} shall provide the services described in the Schedule with reasonable skill and care.` },
    { kind: 'para', text: `2. Charges. ${feeClause}` },
    { kind: 'para', text: `3. Duration. This Agreement shall run for an initial term of ${termWords} and may be ended by either party on ${notice} days' written notice.` },
    { kind: 'para', text: `4. Law. This Agreement is governed by the law of ${law}.` },
    { kind: 'para', text: 'Signed for and on behalf of each party:' },
    { kind: 'table', header: [roleP, roleC], rows: [[provider, client], [signerP, signerC], [pick(r, ['Director', 'Partner']), pick(r, ['Director', 'Head of Procurement'])]] },
  ];
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare };
}

export const agreements: Family = { name: 'agreement', kind: 'contract', split: 'train', formats: ['pdf', 'docx', 'txt', 'html'], make };
