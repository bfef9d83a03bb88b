/**
 * Training family: a company's results release. A statement of operations whose
 * unit is said once (in the title line, a note above the table, or a column head:
 * "in thousands", "(€m)", "USD '000"), the period just ended beside the one before
 * it (either may come first), operating lines with their totals, and a commentary
 * in prose with small sums and percentages. The figures asked are full amounts of
 * the latest period; last year's revenue is asked too.
 */
import { fmtDate, fmtNumber, isoOf, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import { Ask, type Family } from './family.ts';

const COMPANIES = ['Vantage Robotics Inc.', 'Meridian Foods plc', 'Solvik Energi ASA', 'Halden Medical Corp.', 'Orchard Retail Group Ltd', 'Brixton Data Systems Inc.', 'Kaito Components Co., Ltd.'];
const CITIES = ['Austin, Texas', 'Manchester', 'Stavanger', 'Minneapolis, Minnesota', 'Leeds', 'San Jose, California', 'Osaka'];
const UNITS: Array<{ words: string; head: string; scale: number; money: string }> = [
  { words: 'in thousands of U.S. dollars', head: "USD '000", scale: 1000, money: '$' },
  { words: 'in millions of euros', head: '€m', scale: 1_000_000, money: '€' },
  { words: 'in thousands of pounds', head: '£k', scale: 1000, money: '£' },
  { words: 'in thousands, except per share data', head: '$000s', scale: 1000, money: '$' },
];

function make(r: Rng): ReturnType<Family['make']> {
  const company = pick(r, COMPANIES);
  const city = pick(r, CITIES);
  const unit = pick(r, UNITS);
  const periodEnd = randomDate(r, 2016, 2025);
  const label = fmtDate(periodEnd, pick(r, ['long', 'longdm'] as const), r);
  const year = periodEnd.getUTCFullYear();
  const figures = (revenue: number) => {
    const cost = Math.round(revenue * pick(r, [0.45, 0.55, 0.62]));
    const opex = Math.round(revenue * pick(r, [0.2, 0.25, 0.3]));
    const tax = Math.round((revenue - cost - opex) * 0.21);
    return { revenue, cost, gross: revenue - cost, opex, operating: revenue - cost - opex, tax, net: revenue - cost - opex - tax };
  };
  const now = figures(int(r, 2_000, 900_000));
  const before = figures(Math.round(now.revenue * pick(r, [0.8, 0.9, 1.05, 1.2])));
  const n = (x: number) => fmtNumber(x, 'en', 0);
  const fileNo = `${pick(r, ['001', '000'])}-${int(r, 10000, 99999)}`;

  const ask = new Ask(r);
  ask.field('text', [['company', 'Name of the reporting company'], ['issuer', 'who published the results']], company);
  ask.field('date', [['period_end', 'Last day of the reporting period'], ['as_of', 'period the results are for']], isoOf(periodEnd));
  ask.field('currency', [['revenue', 'Revenue for the latest period (full amount)'], ['net_sales', 'sales this period']], now.revenue * unit.scale);
  ask.field('currency', [['prior_revenue', 'Revenue of the year before (full amount)'], ['last_year_sales', 'sales in the comparative period']], before.revenue * unit.scale);
  ask.field('currency', [['net_income', 'Net income for the period (full amount)'], ['profit', 'profit after tax']], now.net * unit.scale);
  ask.field('currency', [['operating_expenses', 'Total operating expenses (full amount)'], ['opex', '']], now.opex * unit.scale);
  ask.field('text', [['headquarters', 'City where the company is based'], ['hq_city', '']], city.split(',')[0]);
  ask.field('id_alphanumeric', [['file_number', 'Commission file number'], ['registration_no', '']], fileNo);
  ask.field('currency', [['dividend_total', 'Total dividends paid'], ['buyback', 'shares bought back']], null);

  const unitWhere = pick(r, ['head', 'note', 'title'] as const);
  const latestFirst = chance(r, 0.75);
  const cols = latestFirst ? [now, before] : [before, now];
  const years = latestFirst ? [year, year - 1] : [year - 1, year];
  const head = (y: number) => (unitWhere === 'head' ? `${y} ${unit.head}` : String(y));
  const row = (name: string, key: keyof typeof now) => [name, ...cols.map((c) => n(c[key]))];
  const table: Block = {
    kind: 'table',
    header: ['', ...years.map(head)],
    rows: [row(pick(r, ['Revenue', 'Net sales', 'Total revenues']), 'revenue'), row('Cost of revenue', 'cost'), row('Gross profit', 'gross'), row(pick(r, ['Total operating expenses', 'Operating expenses']), 'opex'), row('Operating income', 'operating'), row('Income tax', 'tax'), row(pick(r, ['Net income', 'Profit for the period']), 'net')],
  };
  const growth = Math.round(((now.revenue - before.revenue) / before.revenue) * 100);
  const blocks: Block[] = [
    { kind: 'title', text: company },
    { kind: 'para', text: `${city} — ${company} today reported results for the year ended ${label}. Revenue ${growth >= 0 ? 'grew' : 'fell'} ${Math.abs(growth)}% on the prior year. The board thanks its ${int(r, 40, 900)} employees; a donation of ${unit.money}${n(int(r, 5, 95) * 1000)} was made to local schools.` },
    { kind: 'kv', label: 'Commission file number', value: fileNo },
    { kind: 'title', text: `Consolidated statement of operations${unitWhere === 'title' ? ` (${unit.words})` : ''}` },
    ...(unitWhere === 'note' ? [{ kind: 'para' as const, text: `(${unit.words[0].toUpperCase()}${unit.words.slice(1)})` }] : []),
    table,
    { kind: 'para', text: `Operating expenses include research costs of ${unit.money}${n(int(r, 100, 900))} thousand. Figures for ${year - 1} are restated.` },
  ];
  return { blocks, fields: ask.fields, gold: ask.gold, htmlKv: 'table' };
}

export const resultsStatements: Family = { name: 'results-statement', kind: 'financial statement', split: 'train', formats: ['pdf', 'txt', 'html', 'docx'], make };
