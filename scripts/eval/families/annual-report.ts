/**
 * Training family (held out until its misses had been read for several rounds): annual reports of charities and small companies, several pages
 * long. Reference details (name, registered number beside a company number and
 * years, principal address as street line, town and postcode), a trustees' report
 * in prose with small sums, and a statement of financial activities whose columns
 * are headed `£000`, `in thousands` or `$m`, this year beside last year. The totals
 * asked are the full amounts (the table's figure times its unit).
 */
import { fmtDate, fmtNumber, isoOf } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import { Ask, type Family } from './family.ts';

const NAMES = ['The Riverside Foodbank Trust', 'Hope Valley Hospice', 'Greenway Wildlife Rescue', 'St Aldric Community Fund', 'Brightstart Literacy Project', 'The Moorland Heritage Society', 'Harbour Lights Youth Club'];
const STREETS = ['The Old School House, Mill Road', '42 Chapel Street', 'Unit 2, Tanners Yard', '9 Abbey Walk', 'Community Hall, Station Approach'];
const TOWNS: Array<[string, string]> = [['Hexham', 'NE46 3NH'], ['Kendal', 'LA9 4DL'], ['Truro', 'TR1 2HQ'], ['Stirling', 'FK8 1EG'], ['Ludlow', 'SY8 1AY'], ['Ely', 'CB7 4EY']];
const UNITS: Array<{ head: string; scale: number; money: string }> = [
  { head: '£000', scale: 1000, money: '£' },
  { head: '£ in thousands', scale: 1000, money: '£' },
  { head: '£', scale: 1, money: '£' },
  { head: '$m', scale: 1_000_000, money: '$' },
];
const PROSE = [
  'The trustees present their annual report together with the financial statements for the year. The charity continued to deliver its core services throughout the year despite rising costs.',
  'Volunteers gave more than ten thousand hours of their time. We thank every one of them, and our funders, for their support.',
  'The trustees have considered the major risks to which the charity is exposed and have reviewed the systems in place to manage them.',
  'Reserves are held to cover six months of running costs. At the year end free reserves stood within the range set by the trustees.',
];

function make(r: Rng): ReturnType<Family['make']> {
  const name = pick(r, NAMES);
  const charityNo = String(int(r, 200000, 1199999));
  const companyNo = String(int(r, 1000000, 9999999)).padStart(8, '0');
  const founded = int(r, 1965, 2012);
  const street = pick(r, STREETS);
  const [town, post] = pick(r, TOWNS);
  const year = int(r, 2016, 2024);
  const yearEnd = new Date(Date.UTC(year, pick(r, [2, 11, 5]), 1));
  yearEnd.setUTCDate(new Date(Date.UTC(year, yearEnd.getUTCMonth() + 1, 0)).getUTCDate());
  const approved = new Date(yearEnd.getTime() + int(r, 60, 200) * 86400000);
  const unit = pick(r, UNITS);
  const big = unit.scale === 1_000_000;
  const inThisUnit = (full: number) => (unit.scale === 1 ? full : Math.round(full / unit.scale));
  const lines = (seed: number) => ({
    donations: seed * pick(r, [0.3, 0.4, 0.5]),
    grants: seed * pick(r, [0.2, 0.3]),
    trading: seed * pick(r, [0.1, 0.15]),
  });
  const base = big ? int(r, 20, 400) * 1_000_000 : int(r, 150, 9000) * 1000;
  const rows = [lines(base), lines(base * pick(r, [0.85, 0.9, 1.1]))].map((l) => {
    const donations = inThisUnit(l.donations);
    const grants = inThisUnit(l.grants);
    const trading = inThisUnit(l.trading);
    const income = donations + grants + trading;
    const charitable = Math.round(income * pick(r, [0.7, 0.8, 0.85]));
    const raising = Math.round(income * pick(r, [0.05, 0.1]));
    return { donations, grants, trading, income, charitable, raising, spending: charitable + raising };
  });
  const [now, before] = rows;
  const n = (x: number) => fmtNumber(x, 'en', 0);
  const smallGift = int(r, 500, 9000);

  const ask = new Ask(r);
  ask.field('text', [['charity_name', 'Name of the charity'], ['organisation', 'name of the reporting organisation'], ['entity name', '']], name);
  ask.field('id_alphanumeric', [['registration_number', 'Registered charity number'], ['charity_no', 'charity registration no.']], charityNo);
  ask.field('text', [['address_street', 'Street line of the principal office address'], ['street_line', '']], street);
  ask.field('text', [['address_town', 'Town of the principal office'], ['post_town', '']], town);
  ask.field('text', [['address_postcode', 'Postcode of the principal office'], ['postcode', '']], post);
  ask.field('date', [['report_date', 'Financial year end date of the report'], ['period_end', 'year ended']], isoOf(yearEnd));
  ask.field('currency', [['income_total', 'Total income for the year (full amount)'], ['total_income', 'income this year']], now.income * unit.scale);
  ask.field('currency', [['spending_total', 'Total expenditure for the year (full amount)'], ['total_expenditure', 'spending this year']], now.spending * unit.scale);
  ask.field('date', [['approval_date', 'Date the trustees approved the report'], ['signed_on', '']], isoOf(approved));
  ask.field('url', [['website', 'Web site of the charity'], ['url', '']], null);

  const y = yearEnd.getUTCFullYear();
  const table: Block = {
    kind: 'table',
    header: ['', 'Note', `${y} ${unit.head}`, `${y - 1} ${unit.head}`],
    rows: [
      ['Income from:', '', '', ''],
      ['Donations and legacies', '2', n(now.donations), n(before.donations)],
      ['Grants', '3', n(now.grants), n(before.grants)],
      ['Trading activities', '4', n(now.trading), n(before.trading)],
      ['Total income', '', n(now.income), n(before.income)],
      ['Expenditure on:', '', '', ''],
      ['Raising funds', '5', n(now.raising), n(before.raising)],
      ['Charitable activities', '6', n(now.charitable), n(before.charitable)],
      ['Total expenditure', '', n(now.spending), n(before.spending)],
      ['Net income', '', n(now.income - now.spending), n(before.income - before.spending)],
    ],
  };
  const ref: Block[] = [
    { kind: 'kv', label: pick(r, ['Registered charity number', 'Charity number', 'Charity registration no.']), value: charityNo },
    { kind: 'kv', label: 'Company number', value: companyNo },
    { kind: 'kv', label: 'Established', value: String(founded) },
    { kind: 'kv', label: pick(r, ['Principal office', 'Registered office']), value: '', above: true },
    { kind: 'lines', lines: chance(r, 0.6) ? [street, town, post] : [`${street}, ${town}, ${post}`] },
  ];
  const ended = fmtDate(yearEnd, 'longdm', r);
  const blocks: Block[] = [
    { kind: 'title', text: name },
    { kind: 'title', text: `Annual Report and Financial Statements for the year ended ${ended}` },
    { kind: 'title', text: 'Reference and administrative details' },
    ...ref,
    { kind: 'title', text: "Trustees' report" },
    ...PROSE.map((text): Block => ({ kind: 'para', text })),
    { kind: 'para', text: `During the year a local business gave ${unit.money}${n(smallGift)} towards new equipment, and ${int(r, 40, 900)} families were helped.` },
    ...PROSE.slice(0, 2).map((text): Block => ({ kind: 'para', text: text.replace('The trustees', 'The board') })),
    { kind: 'para', text: `This report was approved by the trustees on ${fmtDate(approved, 'longdm', r)} and signed on their behalf.` },
    { kind: 'title', text: `Statement of financial activities for the year ended ${ended}` },
    table,
    { kind: 'para', text: `All amounts are stated ${unit.scale === 1 ? 'in pounds' : unit.head.includes('m') ? 'in millions of US dollars' : 'in thousands of pounds'}. The notes form part of these financial statements.` },
  ];
  return { blocks, fields: ask.fields, gold: ask.gold, htmlKv: 'table' };
}

export const annualReports: Family = { name: 'annual-report', kind: 'financial statement', split: 'train', formats: ['pdf', 'pdf', 'txt', 'docx'], make };
