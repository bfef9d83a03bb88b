/**
 * Training family: quarterly and half-year results press releases of listed companies in
 * UK, US, DE and FR wording. A dateline with the release date (or a date line on top), the
 * period and its end date, a headline paragraph (reported growth beside organic growth,
 * margin this period and last), quotes from the chief executive and the finance chief, a
 * summary table whose unit sits in the header ("£m", "$000", "in Mio. €", "en M€"), this
 * period beside the prior one, a change column and at times year-to-date columns; EPS and
 * dividends in pence or cents in UK releases; an outlook with a full-year range (revenue in
 * millions or a margin, sometimes beside the previous range), headcount, a financial
 * calendar (next results, AGM, dividend dates), IR and media contacts. Amounts are asked in
 * full units (the table figure times its unit) or, when the description says so, in
 * millions as printed.
 */
import { addDays, fmtDate, fmtNumber, isoOf, LOCALES, type Currency } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';

export const r2 = (x: number) => Math.round(x * 100) / 100;
export const alt = (r: Rng, s: string) => pick(r, s.split('|'));
export const shuffle = <T>(r: Rng, xs: readonly T[]): T[] => xs.map((x) => ({ x, k: r() })).sort((a, b) => a.k - b.k).map((v) => v.x);
/** The next Monday to Friday on or after a date. */
export const weekday = (d: Date): Date => ([0, 6].includes(d.getUTCDay()) ? weekday(addDays(d, 1)) : d);

/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  rev: ['Revenue|Group revenue|Turnover', 'Revenue|Net sales|Total revenues', 'Umsatzerlöse|Umsatz|Konzernumsatz', "Chiffre d'affaires|Chiffre d'affaires consolidé"], gp: ['Gross profit', 'Gross profit', 'Bruttoergebnis|Bruttoergebnis vom Umsatz', 'Marge brute'],
  ebit: ['Operating profit|EBIT', 'Operating income|Income from operations', 'EBIT|Betriebsergebnis (EBIT)|Operatives Ergebnis', 'Résultat opérationnel|Résultat opérationnel courant|EBIT'], margin: ['Operating margin|Operating margin (%)', 'Operating margin|Operating margin (%)', 'EBIT-Marge|EBIT-Marge (%)', 'Marge opérationnelle|Taux de marge opérationnelle'],
  pbt: ['Profit before tax|PBT', 'Income before income taxes|Pre-tax income', 'Ergebnis vor Steuern|EBT', 'Résultat avant impôt'], net: ['Profit for the period|Profit after tax', 'Net income|Net earnings', 'Konzernergebnis|Periodenergebnis', 'Résultat net|Résultat net part du groupe'],
  basic: ['Basic EPS|Basic earnings per share', 'Basic EPS|EPS – basic', 'Ergebnis je Aktie (unverwässert)|Unverwässertes Ergebnis je Aktie', 'Résultat par action de base|BPA de base'], dil: ['Diluted EPS|Diluted earnings per share', 'Diluted EPS|EPS – diluted', 'Ergebnis je Aktie (verwässert)|Verwässertes Ergebnis je Aktie', 'Résultat dilué par action|BPA dilué'],
  eps: ['Earnings per share|EPS', 'Earnings per share|EPS', 'Ergebnis je Aktie', 'Résultat par action|BPA'], chg: ['Change|% change|Movement', 'Change|% Change|Y/Y', 'Veränderung|Veränd.|Δ', 'Variation|Var.|Évolution'],
  rel: ['Date|Release date|Released', 'Date|For release', 'Datum|Veröffentlichung', 'Date|Publication'], hc: ['Employees at period end|Headcount', 'Employees at period end|Headcount', 'Mitarbeitende zum Stichtag|Beschäftigte', 'Effectifs fin de période|Collaborateurs'],
  kpi: ['Other information|Operational highlights', 'Other data|Key operating data', 'Weitere Kennzahlen|Sonstige Angaben', 'Autres indicateurs|Indicateurs clés'], cal: ['Financial calendar|Upcoming dates', 'Upcoming events|Investor calendar', 'Finanzkalender|Termine', 'Agenda financier|Prochains rendez-vous'],
  agm: ['Annual General Meeting|AGM', 'Annual Meeting of Stockholders', 'Hauptversammlung|Ordentliche Hauptversammlung', 'Assemblée générale|Assemblée générale des actionnaires'], exd: ['Record date', 'Record date', 'Ex-Dividenden-Tag', 'Date de détachement'],
  ir: ['Investor Relations|Enquiries – investors', 'Investor Contact|Investors', 'Investor Relations|Kontakt Investoren', 'Relations investisseurs|Contact investisseurs'], media: ['Media|Press enquiries', 'Media Contact|Press', 'Pressekontakt|Presse', 'Contact presse|Presse'],
  outlook: ['Outlook|Current trading and outlook', 'Outlook|Full-year guidance', 'Ausblick|Prognose', 'Perspectives|Objectifs annuels'], about: ['About {c}|Notes to editors', 'About {c}', 'Über die {c}|Über {c}', 'À propos de {c}'],
  ceo: ['Chief Executive Officer|Group Chief Executive|CEO', 'President and Chief Executive Officer|Chief Executive Officer|CEO', 'Vorstandsvorsitzender|CEO', 'directeur général|président-directeur général'],
  ceoF: ['Chief Executive Officer|Group Chief Executive|CEO', 'President and Chief Executive Officer|Chief Executive Officer|CEO', 'Vorstandsvorsitzende|CEO', 'directrice générale|présidente-directrice générale'],
  cfo: ['Chief Financial Officer|Group Finance Director|CFO', 'Chief Financial Officer|CFO', 'Finanzvorstand|CFO', 'directeur financier|directeur administratif et financier'], cfoF: ['Chief Financial Officer|Group Finance Director|CFO', 'Chief Financial Officer|CFO', 'Finanzvorständin|CFO', 'directrice financière|directrice administrative et financière'],
};
const COMPANIES = ['Halden Group plc|Ridgeway Foods plc|Northgate Engineering plc|Calloway Media plc|Brackley Homes plc', 'Pinewood Systems, Inc.|Arden Biologics Corp.|Crestline Logistics, Inc.|Summit Ridge Networks Inc.|Harlow Brands Corporation', 'Nordwerk AG|Rheintal Chemie AG|Elbtech Systems SE|Kranich Logistik AG|Mainfeld Maschinenbau AG', 'Groupe Aubrac SA|Valdoré Industries SA|Lumisol SE|Cassiopée Technologies SA|Bréhat Distribution SA'];
const CITIES = ['London|Manchester|Edinburgh|Leeds', 'NEW YORK|CHICAGO|AUSTIN, Texas|BOSTON', 'München|Hamburg|Frankfurt am Main|Düsseldorf', 'Paris|Lyon|Toulouse|Nanterre'];
/** People per locale, '/f' marks a woman (for gendered titles). */
const PEOPLE = ['Fiona Hargreaves/f|Richard Penrose|Alastair Quinn|Joanna Whitcombe/f|Neil Tranter|Sophie Ainsworth/f|Gareth Lloyd', 'Karen D. Whitman/f|Michael Ostrowski|Dana Reyes/f|Jeffrey Lin|Alicia Monroe/f|Brian Callahan|Thomas Weaver', 'Dr. Katharina Lenz/f|Matthias Brenner|Susanne Albrecht/f|Oliver Stahl|Jana Hoffmann/f|Frank Wiegand|Christoph Meyer', 'Hélène Dufresne/f|Arnaud Vasseur|Catherine Lambert/f|Bruno Lacroix|Émilie Garnier/f|François Benoît|Luc Marchal'];
const QUOTES: [string[], string[], string[]] = [
  ['We delivered another period of solid growth, with every region contributing|Our teams executed well in a demanding market, and we are confident about the rest of the year|These results show that our strategy is working|Demand stayed resilient and we kept investing in our pipeline', 'Cash generation was strong and our balance sheet remains robust|We kept a firm grip on costs while investing for growth'],
  ['Wir sind in einem anspruchsvollen Umfeld erneut profitabel gewachsen|Die Zahlen zeigen, dass unsere Strategie greift|Unsere Teams haben hervorragende Arbeit geleistet', 'Der freie Cashflow hat sich deutlich verbessert|Wir haben die Kosten konsequent im Griff behalten'],
  ['Nous avons réalisé une nouvelle période de croissance solide|Ces résultats confirment la pertinence de notre stratégie|Nos équipes se sont pleinement mobilisées dans un marché exigeant', 'La génération de trésorerie est restée solide|Nous avons maîtrisé nos coûts tout en continuant à investir'],
];
const GBP: Currency = { code: 'GBP', symbol: '£', before: true };
const USD: Currency = { code: 'USD', symbol: '$', before: true };
/** Column units per currency (English) or language: [millions, thousands]. */
const UNIT: Record<string, [string, string]> = {
  GBP: ['£m|£ million|in £m|GBP m', "£000|£'000|£ thousands"], USD: ['$m|$ million|in $ millions|US$m|USD m', '$000|$ in thousands|US$000'],
  DE: ['in Mio. €|Mio. €|in € Mio.|in Mio. EUR|EUR Mio.', 'in Tsd. €|T€|in TEUR|TEUR'], FR: ['en M€|M€|en millions d’euros|en millions EUR', 'en K€|k€|en milliers d’euros'],
};
const ORD = [['first', 'second', 'third'], ['ersten', 'zweiten', 'dritten'], ['premier', 'deuxième', 'troisième']];
const NEVER: Array<[FieldType, Array<[string, string]>]> = [
  ['currency', [['share_buyback', 'amount spent buying back shares in the period'], ['buyback_total', '']]], ['id_alphanumeric', [['isin', "ISIN of the company's shares"], ['security_code', 'ISIN or other security identifier']]],
  ['text', [['auditor', 'audit firm of the company'], ['audit_firm', '']]], ['currency', [['order_backlog', 'value of orders on hand at period end'], ['backlog', '']]], ['number', [['store_count', 'number of shops or branches'], ['locations', 'how many sites the group operates']]],
];

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const li = LOCALES.indexOf(loc), lang = Math.max(0, li - 1); // li indexes the W columns; lang: English, German, French
  const w = (k: string) => alt(r, W[k][li]);
  const [style, variant] = [pick(r, loc.dates), r()];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const n = (x: number, d = 2) => fmtNumber(x, loc.numbers, d);
  const pct = (x: number, sign = false) => `${sign && x > 0 ? '+' : ''}${n(x, 1)}${li >= 2 ? ' %' : '%'}`;
  const cur = li === 0 && chance(r, 0.25) ? USD : li === 1 ? USD : li === 0 ? GBP : loc.currency;
  const [big, minor] = [chance(r, 0.7), li === 0]; // table in millions or thousands; UK EPS and dividends in pence or cents
  const [scale, dp] = [big ? 1e6 : 1e3, big ? 1 : 0];
  const unit = alt(r, UNIT[li >= 2 ? ['DE', 'FR'][li - 2] : cur.code][big ? 0 : 1]);
  const [u, t] = [(x: number) => (big ? Math.round(x * 10) / 10 : Math.round(x)), (x: number) => n(x, dp)]; // a figure in the table's unit; as the table prints it
  const mStyle = int(r, 0, 1);
  const M = (x: number, d = dp) => [[`${cur.symbol}${n(x, d)}m`, `${cur.symbol}${n(x, d)} million`], [`${cur.symbol}${n(x, d)}m`, `${cur.symbol}${n(x, d)} million`], [`${n(x, d)} Mio. €`, `${n(x, d)} Millionen Euro`], [`${n(x, d)} M€`, `${n(x, d)} millions d’euros`]][li][mStyle];
  const company = alt(r, COMPANIES[li]);
  const [ceoS, cfoS, irS, mediaS] = shuffle(r, PEOPLE[li].split('|'));
  const [ceo, cfo, ir, media] = [ceoS, cfoS, irS, mediaS].map((p) => p.replace('/f', ''));
  const [ceoT, cfoT] = [w(ceoS.endsWith('/f') ? 'ceoF' : 'ceo'), w(cfoS.endsWith('/f') ? 'cfoF' : 'cfo')];

  // The period: Q1-Q3 or the first half of a calendar year.
  const [y, half] = [int(r, 2018, 2025), chance(r, 0.3)];
  const q = half ? 2 : int(r, 1, 3);
  const [end, start] = [new Date(Date.UTC(y, q * 3, 0)), new Date(Date.UTC(y, half ? 0 : q * 3 - 3, 1))];
  const released = weekday(addDays(end, int(r, 18, 45)));
  const short = (yy: number) => (half ? ['H1', 'H1', alt(r, 'H1|1. Hj.'), 'S1'][li] : `${li === 3 ? 'T' : 'Q'}${q}`) + ` ${yy}`;
  const [nowL, prevL] = [short(y), short(y - 1)];
  const pl = half ? `for the first half of ${y}` : `for the ${ORD[0][q - 1]} quarter of ${y}`; // English leads

  // Figures in the table's unit: this period and the same period a year earlier.
  const revNow = u(big ? int(r, 80, 6000) + r() : int(r, 4000, 95000));
  const revPrev = u(revNow / (0.95 + r() * 0.23));
  const [gm, m0] = [0.25 + r() * 0.3, 0.04 + r() * 0.17];
  const fig = (rev: number, m: number) => { const ebit = u(rev * m); const pbt = u(ebit * (0.85 + r() * 0.12)); return { rev, gp: u(rev * gm), ebit, pbt, net: u(pbt * (0.7 + r() * 0.08)) }; };
  const [now, prev] = [fig(revNow, m0 + (r() - 0.4) * 0.02), fig(revPrev, m0)];
  const shares = Math.round((now.net * scale) / (0.3 + r() * 5));
  const epsOf = (net: number, k: number) => (minor ? Math.round((net * scale * k * 1000) / shares) / 10 : r2((net * scale * k) / shares)); // printed: pence/cents or whole units
  const [eps, epsP, dil, dilP] = [epsOf(now.net, 1), epsOf(prev.net, 1), epsOf(now.net, 0.985), epsOf(prev.net, 0.985)];
  const major = (x: number) => (minor ? Math.round(x * 10) / 1000 : x);
  const growth = Math.round((revNow / revPrev - 1) * 1000) / 10;
  const marginOf = (f: typeof now) => Math.round((f.ebit / f.rev) * 1000) / 10;
  const [margin, marginP] = [marginOf(now), marginOf(prev)];
  const organic = chance(r, 0.5) ? Math.round((growth + (r() < 0.5 ? -1 : 1) * (0.3 + r() * 3)) * 10) / 10 : null;
  const ch = (a: number, b: number) => pct(Math.round((a / b - 1) * 1000) / 10, true);
  const hc = Math.max(40, Math.round((now.rev * scale * (half ? 2 : 4)) / int(r, 120000, 450000)));
  const hcPrev = Math.round(hc / (0.94 + r() * 0.14));
  const ps = (x: number) => (minor ? `${n(x, 1)}${cur.code === 'GBP' ? 'p' : 'c'}` : li >= 2 ? `${n(x)} €` : `$${n(x)}`); // per-share money
  const epsUnit = minor ? (cur.code === 'GBP' ? alt(r, ' (p)| (pence)') : ' (cents)') : li >= 2 ? alt(r, li === 2 ? ' (€)| (in €)' : ' (€)| (en €)') : ' ($)';

  // Outlook: a full-year revenue range in millions, or a margin range.
  const fy = ((revNow * scale) / 1e6) * (half ? 2 : 4) * (0.97 + r() * 0.08);
  const step = fy >= 1000 ? 50 : fy >= 100 ? 5 : 0.5;
  const revOutlook = chance(r, 0.6);
  const lo = revOutlook ? Math.floor(fy / step) * step - step : Math.max(1, Math.floor(margin) - int(r, 0, 1) + pick(r, [0, 0.5]));
  const hi = lo + (revOutlook ? step * int(r, 1, 3) : pick(r, [1, 1.5, 2]));
  const raised = chance(r, 0.35) ? pick(r, [-1, 1]) * (revOutlook ? step : 0.5) : 0;
  const gd = revOutlook && step === 0.5 ? 1 : 0;
  const range = (a: number, b: number) => revOutlook
    ? [`${M(a, gd)} to ${M(b, gd)}|between ${M(a, gd)} and ${M(b, gd)}`, `${M(a, gd)} to ${M(b, gd)}|between ${M(a, gd)} and ${M(b, gd)}`, `zwischen ${n(a, gd)} und ${M(b, gd)}|von ${M(a, gd)} bis ${M(b, gd)}`, `entre ${n(a, gd)} et ${M(b, gd)}|de ${M(a, gd)} à ${M(b, gd)}`][li]
    : [`${pct(a)} to ${pct(b)}|between ${pct(a)} and ${pct(b)}`, `${pct(a)} to ${pct(b)}|between ${pct(a)} and ${pct(b)}`, `zwischen ${pct(a)} und ${pct(b)}|von ${pct(a)} bis ${pct(b)}`, `entre ${pct(a)} et ${pct(b)}`][li];
  const what = revOutlook ? ['revenue of', 'revenue of', 'einen Umsatz', 'un chiffre d’affaires'][li] : ['an operating margin of', 'an operating margin of', 'eine EBIT-Marge', 'une marge opérationnelle'][li];
  const outlook = [`For the full year ${y}, the Group now expects ${what} ${alt(r, range(lo, hi))}`, `For fiscal ${y}, the company expects ${what} ${alt(r, range(lo, hi))}`, `Für das Geschäftsjahr ${y} erwartet die ${company} ${what} ${alt(r, range(lo, hi))}`, `Pour l’exercice ${y}, le groupe vise ${what} ${alt(r, range(lo, hi))}`][li]
    + (raised ? [` (previously ${alt(r, range(lo - raised, hi - raised))}).`, ` (prior outlook: ${alt(r, range(lo - raised, hi - raised))}).`, ` (bisher: ${alt(r, range(lo - raised, hi - raised))}).`, ` (objectif précédent : ${alt(r, range(lo - raised, hi - raised))}).`][li] : '.');

  // Dividend, calendar.
  const hasDiv = half ? chance(r, 0.8) : chance(r, li === 1 ? 0.6 : 0.25);
  const div = Math.max(minor ? 0.5 : 0.05, minor ? Math.round(eps * (0.2 + r() * 0.4) * 10) / 10 : r2(eps * (0.2 + r() * 0.4))); // a share of this period's earnings
  const [divPay, exDiv] = [weekday(addDays(released, int(r, 20, 50))), weekday(addDays(released, int(r, 7, 15)))];
  const next = weekday(q === 3 || half ? new Date(Date.UTC(y + 1, int(r, 1, 2), int(r, 1, 28))) : addDays(end, 91 + int(r, 18, 45)));
  const agm = weekday(new Date(Date.UTC(y + 1, 4, int(r, 1, 28))));
  const nextL = q === 3 || half ? [`Full-year ${y} results|Preliminary results ${y}`, `Fourth quarter and full year ${y} results`, `Geschäftsbericht ${y}|Vorläufige Zahlen ${y}`, `Résultats annuels ${y}`][li] : q === 1 ? [`Q2 ${y} trading update|Half-year results ${y}`, `Q2 ${y} earnings release`, `Quartalsmitteilung Q2 ${y}|Halbjahresfinanzbericht ${y}`, `Chiffre d’affaires du T2 ${y}|Résultats semestriels ${y}`][li] : [`Q3 ${y} trading update`, `Q3 ${y} earnings release`, `Quartalsmitteilung Q3 ${y}`, `Chiffre d’affaires du T3 ${y}`][li];

  const ask = new Ask(r);
  /** An amount asked in full (the printed figure times its unit) or, for figures printed in millions, at times in millions as printed. */
  const amount = (full: Array<[string, string]>, mil: Array<[string, string]>, printed: number, unitOf = scale) => (unitOf === 1e6 && chance(r, 0.35) ? ask.field('currency', mil, printed) : ask.field('currency', full, Math.round(printed * unitOf)));
  const [bothEps, cfoQuoted] = [chance(r, 0.6), chance(r, 0.75)];
  const minorOk = (p: number) => (v: unknown) => typeof v === 'number' && (Math.abs(v - p) < 0.005 || Math.abs(v - major(p)) < 0.0005);
  const optsQ = pick(r, [['Q1', 'Q2', 'Q3', 'Q4', 'H1', 'H2'], ['First quarter', 'Second quarter', 'Third quarter', 'Fourth quarter', 'First half', 'Second half', 'Full year']]);
  const roles: Array<() => void> = [
    () => ask.field('text', [['company', 'name of the company reporting'], ['issuer', 'who published these results'], ['listed_company', '']], company),
    () => chance(r, 0.5) ? ask.field('single_select', [['reporting_period', 'which quarter or half-year the results cover'], ['fiscal_period', ''], ['results_for', 'period the figures relate to']], optsQ[half ? 4 : q - 1], optsQ) : ask.field('date', [['period_end', 'last day of the reporting period'], ['period_closed_on', ''], ['balance_sheet_date', 'date the period ended']], isoOf(end)),
    () => ask.field('date', [['release_date', 'date the press release came out'], ['announcement_date', ''], ['published_on', 'day the results were announced']], isoOf(released)),
    () => amount([['revenue', 'sales for the period, as a full amount'], ['turnover', 'total sales this period (full amount, not in millions)'], ['top_line', '']], [['revenue_m', 'revenue this period, in millions'], ['sales_millions', 'sales in millions as shown']], now.rev),
    () => amount([['operating_profit', 'EBIT for the period as a full amount'], ['op_result', ''], ['earnings_from_operations', 'result from operations this period']], [['ebit_millions', 'operating profit, in millions'], ['op_profit_m', 'operating result in millions']], now.ebit),
    () => amount([['net_income', 'profit after tax for the period (full amount)'], ['net_profit', ''], ['bottom_line', 'net result for the period']], [['net_income_m', 'net profit, in millions'], ['net_result_millions', 'profit after tax in millions']], now.net),
    () => { const f = bothEps ? ask.field('currency', [['diluted_eps', 'diluted earnings per share this period'], ['eps_fully_diluted', '']], major(dil)) : ask.field('currency', [['eps', 'earnings per share for the period'], ['earnings_per_share', ''], ['profit_per_share', 'EPS this period']], major(eps)); if (minor) ask.compare[f] = minorOk(bothEps ? dil : eps); },
    () => ask.field('percentage', [['revenue_growth', 'reported change in revenue versus the same period last year, in %'], ['sales_growth_pct', ''], ['yoy_growth', 'year-on-year revenue growth (reported, not organic)']], growth),
    () => ask.field('percentage', [['operating_margin', 'operating profit as a percentage of revenue this period'], ['margin_pct', ''], ['ebit_margin_now', 'operating margin for the period']], margin),
    () => { const low = chance(r, 0.5); const g = low ? lo : hi; revOutlook
      ? amount(low ? [['guidance_low', 'bottom of the full-year revenue outlook'], ['fy_revenue_min', 'lowest full-year sales expected'], ['outlook_lower_bound', '']] : [['guidance_high', 'top of the full-year revenue outlook'], ['fy_revenue_max', 'highest full-year sales expected'], ['outlook_upper_bound', '']], low ? [['guidance_low_m', 'lower end of the full-year revenue outlook, in millions']] : [['guidance_high_m', 'upper end of the full-year revenue outlook, in millions']], g, 1e6)
      : ask.field('percentage', low ? [['margin_guidance_low', 'lower end of the full-year margin outlook'], ['fy_margin_min', '']] : [['margin_guidance_high', 'upper end of the full-year margin outlook'], ['fy_margin_max', '']], g); },
    () => ask.field('text', [['ceo', 'name of the chief executive'], ['chief_executive', ''], ['ceo_name', 'who runs the company (quoted in the release)']], ceo),
    ...(cfoQuoted ? [() => ask.field('text', [['cfo', 'name of the finance chief'], ['finance_director', ''], ['cfo_name', 'who is responsible for finance']], cfo)] : []),
    () => ask.field('number', [['employees', 'number of staff at the end of the period'], ['headcount_now', ''], ['workforce', 'people employed at period end']], hc),
    () => ask.field('date', [['next_results_date', 'when the next results will be published'], ['next_report', ''], ['following_announcement', 'date of the next financial report']], isoOf(next)),
    () => ask.field('currency_symbol', [['reporting_currency', 'currency of the figures'], ['currency', '']], cur.code),
    () => amount([['revenue_prior_year', 'revenue in the same period a year earlier (full amount)'], ['comparative_sales', 'last year’s sales for the same period']], [['prior_revenue_m', 'same-period revenue a year ago, in millions']], prev.rev),
    ...(hasDiv ? [() => { const f = ask.field('currency', [['dividend_per_share', 'dividend declared per share'], ['dps', ''], ['payout_per_share', 'dividend per share announced with these results']], major(div)); if (minor) ask.compare[f] = minorOk(div); }] : []),
  ];
  const keep = new Set(shuffle(r, roles.map((_, i) => i)).slice(0, int(r, 10, 12)));
  roles.forEach((f, i) => keep.has(i) && f());
  const [nt, nw] = pick(r, NEVER); // a field the release never states
  ask.field(nt, nw, null);

  // Layout.
  const kv = (label: string, value: string): Block => ({ kind: 'kv', label, value });
  const para = (text: string): Block => ({ kind: 'para', text: text.replace(/\.\./g, '.') });
  const city = alt(r, CITIES[li]);
  const ordQ = ORD[lang][q - 1];
  const title = half ? [`Half-year results for the six months ended ${date(end)}|Interim results ${y}`, `${company} Reports First Half ${y} Results`, `Halbjahresfinanzbericht ${y}|${company}: Zahlen zum ersten Halbjahr ${y}`, `Résultats semestriels ${y}|${company} : résultats du premier semestre ${y}`][li] : [`${nowL} results|Results for the ${ordQ} quarter ${y}`, `${company} Reports ${ordQ[0].toUpperCase()}${ordQ.slice(1)} Quarter ${y} Results|${company} Announces ${nowL} Financial Results`, `Quartalsmitteilung ${nowL}|${company} legt Zahlen zum ${q}. Quartal ${y} vor`, `Chiffre d’affaires et résultats du ${ordQ} trimestre ${y}|Résultats du ${nowL}`][li];
  const sub = [`${half ? 'Six' : 'Three'} months ended ${date(end)}|Period ended ${date(end)}`, `${half ? 'Six' : 'Three'} months ended ${date(end)}|${half ? 'Half-year' : 'Quarter'} ended ${date(end)}`, `Berichtszeitraum: ${date(start)} bis ${date(end)}|Stichtag: ${date(end)}`, `Période close le ${date(end)}|Période du ${date(start)} au ${date(end)}`][li];
  const dateline = chance(r, 0.7);
  const lead = [`${company} (“the Group”) today announces its results ${pl}.|${company} today published its results for the period ended ${date(end)}.`, `${company} (NYSE: ${company.replace(/[^A-Z]/g, '').slice(0, 4)}) today reported financial results for the ${half ? 'six months' : `${ordQ} quarter`} ended ${date(end)}.`, `Die ${company} hat heute ihre Geschäftszahlen ${half ? `für das erste Halbjahr ${y}` : `für das ${ORD[1][q - 1].replace(/n$/, '')} Quartal ${y}`} vorgelegt.`, `${company} publie aujourd’hui ses résultats ${half ? `du premier semestre ${y}` : `du ${ordQ} trimestre ${y}`}.`][li];
  const prefix = dateline ? [`${city}, ${date(released)} – `, `${city}, ${date(released)} -- `, `${city}, ${date(released)} – `, `${city}, le ${date(released)} – `][li] : '';
  const upWord = growth >= 0 ? ['increased|rose|grew', 'increased|grew', 'stieg|wuchs', 'progresse'][li] : ['fell|decreased', 'decreased|declined', 'sank|verringerte sich', 'recule'][li];
  const g = pct(Math.abs(growth));
  const headline = big && chance(r, 0.7)
    ? [`${w('rev')} ${alt(r, upWord)} ${g} to ${M(now.rev)} (${prevL}: ${M(prev.rev)}). Operating profit was ${M(now.ebit)}, a margin of ${pct(margin)} (${prevL}: ${pct(marginP)}).`, `${w('rev')} ${alt(r, upWord)} ${g} to ${M(now.rev)}, compared with ${M(prev.rev)} a year ago. Operating income was ${M(now.ebit)}, or ${pct(margin)} of revenue.`, `Der Umsatz ${alt(r, upWord)} um ${g} auf ${M(now.rev)} (Vorjahr: ${M(prev.rev)}). Das EBIT erreichte ${M(now.ebit)}, die EBIT-Marge lag bei ${pct(margin)} (Vorjahr: ${pct(marginP)}).`, `Le chiffre d’affaires ${alt(r, upWord)} de ${g} à ${M(now.rev)} (${prevL} : ${M(prev.rev)}). Le résultat opérationnel s’établit à ${M(now.ebit)}, soit une marge de ${pct(margin)} (contre ${pct(marginP)}).`][li]
    : [`Revenue ${alt(r, upWord)} ${g} year on year and the operating margin was ${pct(margin)}, against ${pct(marginP)} a year earlier.`, `Revenue ${alt(r, upWord)} ${g} year over year; operating margin was ${pct(margin)} versus ${pct(marginP)}.`, `Der Umsatz lag um ${g} ${growth >= 0 ? 'über' : 'unter'} dem Vorjahreswert, die EBIT-Marge betrug ${pct(margin)} nach ${pct(marginP)} im Vorjahr.`, `Le chiffre d’affaires ${alt(r, upWord)} de ${g} sur un an et la marge opérationnelle atteint ${pct(margin)}, contre ${pct(marginP)} un an plus tôt.`][li];
  const orgText = organic === null ? '' : ` ${[`On an organic basis, revenue changed by ${pct(organic, true)}.`, `Organic revenue growth was ${pct(organic, true)}.`, `Organisch veränderte sich der Umsatz um ${pct(organic, true)}.`, `En données organiques, la variation est de ${pct(organic, true)}.`][li]}`;
  const quote = (text: string, who: string, role: string) => pick(r, [[`“${text},” said ${who}, ${role}.`, `${who}, ${role}, said: “${text}.”`, `“${text},” commented ${who}, ${role} of ${company}.`], [`„${text}“, sagte ${who}, ${role} der ${company}.`, `${who}, ${role}: „${text}.“`], [`« ${text} », a déclaré ${who}, ${role} de ${company}.`, `« ${text} », souligne ${who}, ${role}.`]][lang]);
  const [cq, fq] = QUOTES[lang].map((s) => alt(r, s));
  const hasYtd = !half && q > 1 && chance(r, 0.35);
  const ytdK = 1 + (q - 1) * (0.9 + r() * 0.15);
  const ytdL = (yy: number) => (q === 2 ? ['H1', 'H1', '6M', 'S1'][li] : ['9M', '9M', '9M', '9 mois'][li]) + ` ${yy}`;
  const chgCol = chance(r, 0.7);
  const rows: Array<[string, number, number, string]> = [[w('rev'), now.rev, prev.rev, ''], ...(chance(r, 0.5) ? [[w('gp'), now.gp, prev.gp, ''] as [string, number, number, string]] : []), [w('ebit'), now.ebit, prev.ebit, ''], [w('margin'), margin, marginP, '%'], ...(chance(r, 0.6) ? [[w('pbt'), now.pbt, prev.pbt, ''] as [string, number, number, string]] : []), [w('net'), now.net, prev.net, ''],
    ...(bothEps ? [[w('basic') + epsUnit, eps, epsP, 'eps'], [w('dil') + epsUnit, dil, dilP, 'eps']] as Array<[string, number, number, string]> : [[w('eps') + epsUnit, eps, epsP, 'eps'] as [string, number, number, string]])];
  const marginPct = !rows.find((x) => x[3] === '%')![0].includes('%');
  const cell = (x: number, kind: string, k = 1) => (kind === '%' ? (marginPct ? pct(x) : n(x, 1)) : kind === 'eps' ? n(x * k, minor ? 1 : 2) : t(u(x * k)));
  const unitInHead = chance(r, 0.5);
  const table: Block = { kind: 'table',
    header: [unitInHead ? '' : unit, ...[nowL, prevL].map((p) => (unitInHead ? `${p} ${unit}` : p)), ...(chgCol ? [w('chg')] : []), ...(hasYtd ? [ytdL(y), ytdL(y - 1)] : [])],
    rows: rows.map(([label, a, b, kind]) => [label, cell(a, kind), cell(b, kind), ...(chgCol ? [kind === '%' ? `${a - b > 0 ? '+' : ''}${n(a - b, 1)} ${['pp', 'pp', 'Pp.', 'pt'][li]}` : ch(a, b)] : []), ...(hasYtd ? [cell(a, kind === '%' ? '%' : kind, kind === '%' ? 1 : ytdK), cell(b, kind === '%' ? '%' : kind, kind === '%' ? 1 : ytdK * 0.97)] : [])]) };
  const hcText = [`At ${date(end)} the Group employed ${n(hc, 0)} people (${y - 1}: ${n(hcPrev, 0)}).`, `Headcount at the end of the period was ${n(hc, 0)}, compared with ${n(hcPrev, 0)} a year earlier.`, `Zum ${date(end)} beschäftigte der Konzern ${n(hc, 0)} Mitarbeitende (Vorjahr: ${n(hcPrev, 0)}).`, `Au ${date(end)}, le groupe comptait ${n(hc, 0)} collaborateurs, contre ${n(hcPrev, 0)} un an plus tôt.`][li];
  const hcBlock: Block[] = chance(r, 0.6) ? [para(hcText)] : [{ kind: 'title', text: w('kpi') }, kv(w('hc'), n(hc, 0)), kv(`${w('hc')} (${prevL})`, n(hcPrev, 0))];
  const divText = [`The Board has declared an interim dividend of ${ps(div)} per share, payable on ${date(divPay)} to shareholders on the register on ${date(exDiv)}.`, `The Board of Directors declared a quarterly cash dividend of ${ps(div)} per share, payable on ${date(divPay)} to stockholders of record as of ${date(exDiv)}.`, `Der Vorstand hat eine Zwischendividende von ${ps(div)} je Aktie beschlossen; die Auszahlung erfolgt am ${date(divPay)}.`, `Le conseil d’administration a décidé le versement d’un acompte sur dividende de ${ps(div)} par action, mis en paiement le ${date(divPay)}.`][li];
  const calRows: Array<[string, string]> = shuffle(r, [[alt(r, nextL), date(next)] as [string, string], ...(q === 3 || half || chance(r, 0.5) ? [[w('agm'), date(agm)] as [string, string]] : []), ...(hasDiv && li !== 3 ? [[w('exd'), date(exDiv)] as [string, string]] : [])]);
  const calendar: Block[] = [{ kind: 'title', text: w('cal') }, ...(chance(r, 0.5) ? [{ kind: 'table' as const, header: ['', ''], rows: calRows }] : calRows.map(([a, b]) => kv(a, b)))];
  const slug = company.toLowerCase().normalize('NFD').replace(/[^a-z ]/g, '').split(' ').filter((x) => x !== 'groupe')[0];
  const tld = ['co.uk', 'com', 'de', 'fr'][li];
  const contacts: Block[] = [kv(w('ir'), `${ir}, ${['+44 20 7946', '+1 312 555', '+49 89 4521', '+33 1 4455'][li]} ${int(r, 1000, 9999)}, ir@${slug}.${tld}`), kv(w('media'), `${media}, press@${slug}.${tld}`)];
  const about: Block[] = [{ kind: 'title', text: w('about').replace('{c}', company) }, para([`${company} is listed on the London Stock Exchange and operates in ${int(r, 8, 60)} countries.`, `${company} is headquartered in ${city.split(',')[0][0]}${city.split(',')[0].slice(1).toLowerCase()} and serves customers in ${int(r, 8, 60)} countries.`, `Die ${company} mit Sitz in ${city} ist im Prime Standard der Frankfurter Wertpapierbörse notiert.`, `${company} est cotée sur Euronext Paris et présente dans ${int(r, 8, 60)} pays.`][li])];
  const blocks: Block[] = [
    ...(dateline ? [] : [kv(w('rel'), date(released))]), { kind: 'title', text: alt(r, title) }, { kind: 'lines', lines: [alt(r, sub)] },
    para(`${prefix}${alt(r, lead)} ${headline}${orgText}`),
    ...(chance(r, 0.5) ? [para(quote(cq, ceo, ceoT)), table] : [table, para(quote(cq, ceo, ceoT))]),
    ...(cfoQuoted ? [para(quote(fq, cfo, cfoT))] : []),
    { kind: 'title', text: w('outlook') }, para(outlook), ...(hasDiv ? [para(divText)] : []), ...hcBlock,
    ...calendar, ...(chance(r, 0.7) ? about : []), ...contacts,
  ];
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const earningsReleases: Family = { name: 'earnings-release', kind: 'financial statement', split: 'train', formats: ['pdf', 'html', 'txt', 'docx'], make };
