/**
 * Training family (held out until its misses had been read for several rounds): mutual and one-way non-disclosure agreements. Parties defined
 * in the opening sentence (with their roles: "the Disclosing Party", "Recipient"),
 * an effective date, a governing-law clause, a term given as a duration in words
 * ("for a period of two (2) years", "until three years after the Effective Date"),
 * and no due date at all (asked anyway: the right answer is null).
 */
import { fmtDate, isoOf, MONTHS, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import { durationKey } from '../durations.ts';
import { Ask, type Family } from './family.ts';

const COMPANIES = ['Meridian Biotech, Inc.', 'Oakhurst Capital LLC', 'Veridian Semiconductors Corp.', 'Larkspur Media Limited', 'Polaris Freight GmbH', 'Cobalt Health Partners, L.P.', 'Trilogy Software Inc.', 'Saxon Minerals plc'];
const LAWS = ['the State of Delaware', 'the State of New York', 'England and Wales', 'the Commonwealth of Massachusetts', 'the State of California', 'Ontario'];
const WORDS = ['one', 'two', 'three', 'four', 'five'];

function ordinal(n: number): string {
  return `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
}

function make(r: Rng): ReturnType<Family['make']> {
  const a = pick(r, COMPANIES);
  let b = pick(r, COMPANIES);
  while (b === a) b = pick(r, COMPANIES);
  const mutual = chance(r, 0.5);
  const effective = randomDate(r, 2005, 2024);
  const law = pick(r, LAWS);
  const years = int(r, 1, 5);
  const months = pick(r, [6, 18, 24, 36]);
  const termStyle = pick(r, ['period', 'until', 'months'] as const);
  const term =
    termStyle === 'period'
      ? `for a period of ${WORDS[years - 1]} (${years}) year${years > 1 ? 's' : ''} from the Effective Date`
      : termStyle === 'until'
        ? `until ${WORDS[years - 1]} year${years > 1 ? 's' : ''} after the Effective Date`
        : `for ${months} months following the Effective Date`;
  const termGold = termStyle === 'months' ? `${months} months` : `${years} year${years > 1 ? 's' : ''}`;
  const signer = pick(r, ['Jonathan Reyes', 'Catherine Moss', 'Anil Mehta', 'Brigitte Vogel', 'Thomas Greer']);
  const dateOpening = chance(r, 0.5)
    ? `this ${ordinal(effective.getUTCDate())} day of ${MONTHS[effective.getUTCMonth()]}, ${effective.getUTCFullYear()}`
    : `as of ${fmtDate(effective, pick(r, ['long', 'longdm'] as const), r)}`;
  const [roleA, roleB] = mutual ? ['each a "Party"', 'together the "Parties"'] : ['the "Disclosing Party"', 'the "Recipient"'];

  const ask = new Ask(r);
  ask.field('text', [['disclosing_party', 'Party sharing the confidential information (the first party named)'], ['party_a', 'First party to the NDA'], ['first party', '']], a);
  ask.field('text', [['receiving_party', 'Party receiving the information (the second party named)'], ['party_b', 'Second party to the NDA'], ['counterparty', 'the other company signing']], b);
  ask.field('date', [['effective_date', 'When the agreement takes effect'], ['start date', ''], ['commencement', 'date the NDA starts']], isoOf(effective));
  ask.field('text', [['governing_law', 'Law that governs the agreement'], ['jurisdiction', 'which state or country law applies']], law.replace(/^the (?:State|Commonwealth) of /, ''));
  const termField = ask.field('text', [['term', 'How long the agreement lasts'], ['duration', 'length of the confidentiality obligations'], ['how long does the NDA last', '']], termGold);
  ask.compare[termField] = (value) => durationKey(String(value)) === durationKey(termGold);
  ask.field('date', [['due_date', 'Date payment is due'], ['payment_due', '']], null);
  ask.field('currency', [['fee', 'Fee payable under the agreement'], ['contract_value', '']], null);

  const blocks: Block[] = [
    { kind: 'title', text: pick(r, ['MUTUAL NON-DISCLOSURE AGREEMENT', 'CONFIDENTIALITY AGREEMENT', 'Non-Disclosure Agreement']) },
    { kind: 'para', text: `This Agreement is made and entered into ${dateOpening} (the "Effective Date") by and between ${a} (${roleA}) and ${b} (${roleB}).` },
    { kind: 'para', text: `1. Definition. "Confidential Information" means any information disclosed by ${mutual ? 'either Party' : 'the Disclosing Party'} that is marked or should reasonably be understood to be confidential, including information disclosed before ${fmtDate(effective, 'long', r).replace(/\d{4}$/, String(effective.getUTCFullYear() - 1))}.` },
    { kind: 'para', text: `2. Obligations. The ${mutual ? 'receiving Party' : 'Recipient'} shall hold Confidential Information in strict confidence and use it only to evaluate a possible business relationship.` },
    { kind: 'para', text: `3. Term. This Agreement and the obligations under it shall continue ${term}, unless terminated earlier by either party on thirty (30) days' written notice.` },
    { kind: 'para', text: `4. Governing Law. This Agreement shall be governed by and construed in accordance with the laws of ${law}, without regard to its conflict of laws principles.` },
    { kind: 'para', text: 'IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.' },
    { kind: 'lines', lines: [a, `By: ${signer}`, 'Title: Chief Executive Officer'] },
    { kind: 'lines', lines: [b, 'By: ____________________', 'Title: General Counsel'] },
  ];
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare };
}

export const ndas: Family = { name: 'nda', kind: 'contract', split: 'train', formats: ['pdf', 'docx', 'txt', 'pdf'], make };
