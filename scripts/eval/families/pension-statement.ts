/**
 * Training family: annual pension and retirement-savings statements (UK workplace and
 * personal pensions, US 401(k) plans, German bAV / Riester Standmitteilungen, French PER
 * relevés). The provider heads the letter, the member sits in a window address block or on
 * a label line; a member or policy number beside the scheme or plan number and the
 * employer, date of birth and joining date; the statement date and the period covered;
 * the pot's value at the start and end of the period with contributions (member,
 * employer, tax relief or state top-up), charges and investment growth, as a table with
 * this year beside last year, as label lines or as prose; a transfer (or vested) value;
 * the funds with their allocation and the risk profile; a projected annual pension at the
 * selected retirement age and date beside a second projection (another age, lower growth
 * or the guaranteed part), sometimes with its monthly figure.
 */
import { fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';

export const r2 = (x: number) => Math.round(x * 100) / 100;
/** The items in a random order. */
export const shuffle = <T>(r: Rng, xs: T[]): T[] => xs.map((x) => ({ x, k: r() })).sort((a, b) => a.k - b.k).map((o) => o.x);
export const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));
/** An amount without its cents when they are zero (`£12,340`, `12.340 €`). */
export const noCents = (s: string) => s.replace(/[.,]00(?!\d)/, '');

/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  title: ['Annual Pension Statement|Your Annual Benefit Statement|Yearly Pension Summary', 'Annual Retirement Account Statement|401(k) Plan Annual Statement|Your Retirement Plan Summary', 'Jährliche Standmitteilung|Renteninformation zu Ihrer Altersvorsorge|Jahresmitteilung Betriebliche Altersversorgung', 'Relevé annuel de situation|Relevé de votre épargne retraite|Situation annuelle de votre PER'],
  member: ['Member|Member name|Name', 'Participant|Participant name|Account holder', 'Versicherte Person|Name|Versorgungsberechtigte/r', 'Adhérent|Titulaire|Nom de l’adhérent'],
  memNo: ['Member number|Membership no.|Policy number', 'Participant ID|Account number|Participant no.', 'Versicherungsnummer|Vertragsnummer|Mitgliedsnummer', "N° d'adhérent|N° d'affiliation|N° d'adhésion"],
  schemeNo: ['Scheme number|Scheme reference|Plan number', 'Plan number|Plan ID|Contract number', 'Gruppenvertrag Nr.|Rahmenvertragsnummer|Kollektivvertrag Nr.', 'Contrat collectif n°|N° de contrat|Référence du contrat'],
  scheme: ['Scheme|Pension scheme|Plan', 'Plan|Plan name', 'Tarif|Vorsorgeplan|Vertrag', 'Contrat|Produit'],
  employer: ['Employer|Participating employer|Your employer', 'Employer|Plan sponsor|Sponsor', 'Arbeitgeber|Trägerunternehmen|Firma', 'Employeur|Entreprise souscriptrice|Entreprise'],
  dob: ['Date of birth|Born', 'Date of birth|DOB', 'Geburtsdatum|geboren am', 'Date de naissance|Né(e) le'], joined: ['Date joined|Joined scheme|Start date', 'Plan entry date|Date of hire', 'Versicherungsbeginn|Vertragsbeginn', "Date d'adhésion|Adhésion le"],
  stmt: ['Statement date|Date of statement|Issued', 'Statement date|Date issued|Prepared on', 'Datum|Erstellt am|Ausstellungsdatum', "Date d'édition|Édité le|Date du relevé"],
  period: ['Statement period|Period covered|Reporting period', 'Statement period|Period|Reporting period', 'Berichtszeitraum|Zeitraum', 'Période couverte|Période du relevé'],
  from: ['Period start|From', 'Beginning date|Period beginning', 'Zeitraum von|Beginn des Zeitraums', 'Début de période|Du'], to: ['Period end|To', 'Ending date|Period ending', 'Zeitraum bis|Ende des Zeitraums', 'Fin de période|Au'],
  valOn: ['Value on|Pot value at|Fund value at', 'Balance as of|Account balance on', 'Guthaben am|Vertragsguthaben zum|Wert am', 'Valeur au|Épargne constituée au|Encours au'],
  startV: ['Value at start of period|Opening value|Pot value at start', 'Beginning balance|Opening balance', 'Guthaben zu Beginn|Anfangsbestand', 'Valeur en début de période|Encours initial'],
  endV: ['Value at end of period|Closing value|Pot value at end', 'Ending balance|Closing balance', 'Guthaben zum Ende|Endbestand', 'Valeur en fin de période|Encours final'],
  mc: ['Your contributions|Member contributions|Paid in by you', 'Your contributions|Employee deferrals|Participant contributions', 'Entgeltumwandlung|Ihre Beiträge|Eigenbeiträge', 'Vos versements|Versements volontaires|Versements individuels'],
  ec: ['Employer contributions|Paid in by your employer|Employer', 'Employer match|Employer contributions|Company match', 'Arbeitgeberbeitrag|Arbeitgeberzuschuss|Beiträge Arbeitgeber', "Abondement de l'employeur|Versements employeur|Abondement"],
  tr: ['Tax relief|Tax relief from HMRC|Basic-rate tax relief', '-', 'Staatliche Zulagen|Riester-Zulagen|Zulagen', '-'],
  ch: ['Charges|Charges deducted|Annual management charges', 'Fees|Administrative fees|Plan fees', 'Kosten|Verwaltungskosten|Abgezogene Kosten', 'Frais de gestion|Frais prélevés|Frais'],
  gr: ['Investment growth|Investment return|Growth', 'Investment gain/loss|Change in value|Investment earnings', 'Wertentwicklung|Kapitalerträge|Überschüsse und Wertentwicklung', 'Performance|Plus-values et revenus|Rendement'],
  amt: ['Amount|Paid in this year', 'Amount', 'Betrag', 'Montant'], tot: ['Total paid in|Total contributions', 'Total contributions|Total', 'Summe Beiträge|Gesamt', 'Total des versements|Total'], src: ['Contributions|Paid in', 'Source|Contribution source', 'Beitragsart|Einzahlungen', 'Versements|Origine'],
  tv: ['Transfer value|Cash equivalent transfer value|Current transfer value', 'Vested balance|Vested account balance', 'Rückkaufswert|Übertragungswert', 'Valeur de transfert|Valeur transférable'],
  years: ['This year/Last year|Current period/Previous period', 'This period/Prior period|Current year/Prior year', 'Berichtsjahr/Vorjahr|Aktuell/Vorjahr', 'Cette année/Année précédente|Exercice en cours/Exercice précédent'],
  proj: ['Projected pension|Estimated pension each year|Your illustrated pension', 'Estimated annual retirement income|Projected annual income', 'Voraussichtliche jährliche Rente|Mögliche Jahresrente', 'Rente annuelle estimée|Estimation de votre rente annuelle'],
  low: ['If investment growth is lower|Lower growth illustration', 'Low-return scenario|If returns are lower', 'Bei geringerer Wertentwicklung|Szenario niedrige Rendite', 'Scénario défavorable|Si les marchés baissent'],
  guar: ['-', '-', 'Garantierte Jahresrente|Garantierte Rente', 'Rente minimale garantie|Rente garantie'], ageAt: ['If you retire at {a}|Pension at age {a}', 'If you retire at age {a}|At age {a}', 'Bei Rentenbeginn mit {a}|Rente ab Alter {a}', 'Départ à {a} ans|Si départ à {a} ans'],
  retAge: ['Selected retirement age|Chosen retirement age|Retirement age', 'Normal retirement age|Target retirement age', 'Vereinbartes Rentenalter|Renteneintrittsalter', 'Âge de départ retenu|Âge de départ en retraite'],
  retDate: ['Selected retirement date|Retirement date|Target retirement date', 'Retirement date|Projected retirement date', 'Rentenbeginn|Vereinbarter Rentenbeginn', 'Date de départ prévue|Départ en retraite prévu le'],
  risk: ['Investment approach|Risk profile|Attitude to risk', 'Risk tolerance|Investment style|Risk profile', 'Risikoprofil|Anlagestrategie|Risikoklasse', 'Profil de gestion|Profil de risque|Orientation de gestion'],
  fund: ['Fund|Investment fund|Fund name', 'Investment option|Fund', 'Fonds|Anlage', "Support|Support d'investissement"], alloc: ['Allocation|Split|Share', 'Allocation %|% of balance', 'Anteil|Aufteilung', 'Répartition|Part'], fval: ['Value|Fund value', 'Balance|Market value', 'Wert|Fondsguthaben', 'Montant|Valeur'],
  hVal: ['Your pension pot|How your savings have changed|Your savings', 'Account activity|Account summary', 'Entwicklung Ihres Guthabens|Ihr Vertragsguthaben', 'Évolution de votre épargne|Votre épargne'], hFund: ['Where your money is invested|Your investments', 'Investment allocation|Your investments', 'Ihre Fondsanlage|Aufteilung Ihres Guthabens', 'Répartition de votre épargne|Vos supports'],
  hProj: ['Your retirement forecast|What you might get', 'Retirement income estimate|Looking ahead', 'Ihre voraussichtliche Rente|Hochrechnung', 'Estimation de votre retraite|Projection'], perMonth: ['a month|per month', 'per month|/month', 'monatlich|im Monat', 'par mois|mensuels'],
};
const RISK = ['Cautious|Lower risk,Balanced|Medium risk,Adventurous|Higher risk', 'Conservative,Moderate,Aggressive|Growth', 'konservativ|sicherheitsorientiert,ausgewogen,dynamisch|chancenorientiert', 'prudent,équilibré,dynamique|offensif'];
const RISK_OPTS = [['Cautious', 'Balanced', 'Adventurous'], ['Low', 'Medium', 'High'], ['Conservative', 'Moderate', 'Aggressive'], ['Defensive', 'Balanced', 'Dynamic']];
const PROVIDERS = [['Thistledown Life', 'Harbourside Pensions', 'Aldwych Retirement Trust', 'Sterling Oak Pensions Ltd'], ['Cedar Ridge Retirement Services', 'Lakeshore Investments', 'Prairie Trust Company', 'Bluestem Retirement Solutions'], ['Nordstern Lebensversicherung AG', 'Rheinland Pensionskasse VVaG', 'Alpenblick Vorsorge AG', 'Hanse Versorgungswerk'], ['Mutuelle Azur Retraite', 'Caisse Loire Épargne Retraite', 'Horizon Vie SA', 'Prévoyance des Deux Rives']];
const EMPLOYERS = [['Brackenfield Engineering Ltd', 'Marlow & Finch LLP', 'Northgate Housing Association', 'Pennine Print Works Ltd'], ['Ridgeway Logistics Inc.', 'Sunbelt Dental Group LLC', 'Granite Peak Software Inc.', 'Harbor City Credit Union'], ['Hansen Fördertechnik GmbH', 'Bäckerei Maurer KG', 'Quelltal Energie AG', 'Lindqvist Medizintechnik GmbH'], ['Transports Berthier SAS', 'Laboratoires Sorel SA', 'Menuiserie Caron SARL', 'Groupe Hôtelier Vidal']];
const SCHEMES = ['Group Personal Pension|Workplace Pension Plan|Stakeholder Pension', '401(k) Savings Plan|Retirement Savings Plan', 'Direktversicherung|Pensionskasse Tarif PK24|Unterstützungskasse', 'PER collectif|PER Entreprises|Plan d’épargne retraite obligatoire'];
/** People per locale, each with the form of address that goes before the name (men first, women after). */
const PEOPLE = [['Rhys Llewellyn', 'Oliver Pennington', 'Gemma Hartley', 'Nadia Choudhury'], ['Brandon Mills', 'Derek Olsen', 'Keisha Howard', 'Maria Delgado'], ['Matthias Ebert', 'Uwe Schreiber', 'Sabine Kühn', 'Jana Pohl'], ['Olivier Masson', 'Karim Benali', 'Nathalie Perrin', 'Laure Gauthier']];
const TITLES = [['Mr', 'Ms|Mrs|Dr'], ['Mr.', 'Ms.|Mrs.'], ['Herrn', 'Frau'], ['M.', 'Mme']];
const HOMES = [[['3 Foxglove Way', 'Harrogate', 'HG2 9PL'], ['Flat 12, Wharf House', 'Gloucester GL1 2EH']], [['1180 Birch Street', 'Omaha, NE 68102'], ['77 Harbor View Rd', 'Savannah, GA 31401']], [['Ahornstraße 14', '79098 Freiburg'], ['Am Kanal 3', '30159 Hannover']], [['18 avenue Jean Jaurès', '31000 Toulouse'], ['4 rue du Moulin', '67000 Strasbourg']]];
const OFFICES = [[['PO Box 4410', 'Edinburgh EH3 8RT'], ['Riverside House, 2 Quay Street', 'Bristol BS1 4DR']], [['PO Box 98012', 'Des Moines, IA 50306'], ['1 Lincoln Plaza, Suite 300', 'Hartford, CT 06103']], [['Postfach 10 22 40', '20015 Hamburg'], ['Kaiser-Wilhelm-Ring 17', '50672 Köln']], [['TSA 30214', '92099 La Défense Cedex'], ['12 place de la Bourse', '44100 Nantes']]];
/** Funds per locale: [name on the statement, how a user would call it]. */
const FUNDS: Array<Array<[string, string]>> = [
  [['Global Equity Index Fund', 'global equity'], ['UK Equity Tracker', 'UK shares'], ['Corporate Bond Fund', 'corporate bonds'], ['Property Fund', 'property'], ['Cash Fund', 'cash'], ['Ethical Global Equity Fund', 'ethical'], ['Pre-Retirement Fund', 'pre-retirement']],
  [['Target Date 2050 Fund', 'target date'], ['S&P 500 Index Fund', 'S&P 500'], ['Total Bond Market Index Fund', 'bond index'], ['Stable Value Fund', 'stable value'], ['International Equity Index Fund', 'international stock'], ['Small-Cap Growth Fund', 'small cap']],
  [['Aktien Global Select', 'global equity'], ['Rentenfonds Euro', 'euro bond'], ['Deckungsstock (Garantieanteil)', 'guaranteed'], ['Nachhaltigkeitsfonds ESG Welt', 'sustainable'], ['Immobilienfonds Europa', 'property']],
  [['Fonds en euros', 'euro fund'], ['Actions Europe ISR', 'European equity'], ['Obligations Monde', 'global bond'], ['Monétaire Court Terme', 'money market'], ['Immobilier SCPI Horizon', 'property']],
];
const INTRO = ['This statement shows how your pension savings have changed over the year and what they might be worth when you retire.', 'This statement summarizes the activity in your retirement plan account for the period shown.', 'mit dieser Mitteilung informieren wir Sie über den aktuellen Stand Ihrer Altersvorsorge.', 'vous trouverez ci-dessous la situation de votre contrat d’épargne retraite.'];
const NOTE = ['Projections are not guaranteed and are shown in today’s prices, assuming inflation of 2.5% a year.', 'Estimates are hypothetical, assume continued contributions and a 6% annual return, and are not guaranteed.', 'Die Hochrechnung ist unverbindlich und beruht auf den derzeitigen Annahmen zur Überschussbeteiligung.', 'Ces estimations ne sont pas garanties et dépendent de l’évolution des marchés financiers.'];
const NEVER: Array<[FieldType, Array<[string, string]>]> = [
  ['text', [['beneficiary', 'person nominated to receive the benefits on death'], ['nominee', '']]], ['text', [['financial_adviser', 'name of the adviser linked to the policy'], ['adviser', '']]],
  ['date', [['opt_out_date', 'date the member left the scheme'], ['leaving_date', '']]], ['currency', [['lump_sum_withdrawn', 'cash already taken out of the pot'], ['withdrawals', 'money taken out this year']]],
  ['id_alphanumeric', [['ni_or_ssn', 'national insurance or social security number of the member'], ['tax_id', '']]],
];

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const li = LOCALES.indexOf(loc);
  const w = (key: string) => pick(r, W[key][li].split('|'));
  const [style, variant, byCode] = [pick(r, loc.dates), r(), chance(r, 0.2)];
  const date = (d: Date) => fmtDate(d, style, () => variant); // one written form per statement
  const n = (x: number) => fmtNumber(x, loc.numbers);
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode);
  const [provider, employer, who] = [pick(r, PROVIDERS[li]), pick(r, EMPLOYERS[li]), int(r, 0, 3)];
  const member = PEOPLE[li][who];
  const scheme = `${employer.split(' ')[0]} ${pick(r, SCHEMES[li].split('|'))}`;
  const memNo = pick(r, [[`${pick(r, ['PP', 'GP', 'M'])}${int(r, 1000000, 9999999)}`, `${int(r, 10000, 99999)}/${int(r, 10, 99)}`], [`${int(r, 100, 999)}-${int(r, 10000, 99999)}`, `P${int(r, 1000000, 9999999)}`], [`${int(r, 100, 999)}.${int(r, 100000, 999999)}`, `V${int(r, 1000000, 9999999)}`], [`AD${int(r, 100000, 999999)}`, `${int(r, 10000000, 99999999)}`]][li]);
  const schemeNo = pick(r, [[`S${int(r, 10000, 99999)}`, `GPP/${int(r, 100, 999)}/${int(r, 1000, 9999)}`], [`${int(r, 10, 99)}-${int(r, 1000000, 9999999)}`, `PLN${int(r, 10000, 99999)}`], [`GV ${int(r, 10000, 99999)}`, `K-${int(r, 1000, 9999)}/${int(r, 10, 99)}`], [`${int(r, 1000, 9999)}${pick(r, ['A', 'B', 'R'])}${int(r, 100, 999)}`, `CC-${int(r, 10000, 99999)}`]][li]);
  // The period: a UK tax year, a calendar year or a plan year; the statement follows it.
  const ey = int(r, 2018, 2025);
  const kindP = li === 0 ? pick(r, ['tax', 'cal', 'plan']) : pick(r, ['cal', 'cal', 'plan']);
  const start = kindP === 'tax' ? utc(ey - 1, 3, 6) : kindP === 'cal' ? utc(ey - 1, 0, 1) : utc(ey - 1, int(r, 0, 11), 1);
  const end = utc(start.getUTCFullYear() + 1, start.getUTCMonth(), start.getUTCDate() - 1);
  const stmt = utc(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate() + int(r, 14, 95));
  const yLab = (k: number) => (kindP === 'tax' ? `${ey - 1 - k}/${String(ey - k).slice(2)}` : String(end.getUTCFullYear() - k));
  const retAge = pick(r, [[60, 65, 66, 67, 68], [62, 65, 67], [63, 65, 67], [62, 63, 64, 65]][li]);
  const ageNow = int(r, 24, retAge - 3);
  const dob = utc(end.getUTCFullYear() - ageNow - 1, int(r, 0, 11), int(r, 1, 28));
  const retDate = li >= 2 ? utc(dob.getUTCFullYear() + retAge, dob.getUTCMonth() + 1, 1) : utc(dob.getUTCFullYear() + retAge, dob.getUTCMonth(), dob.getUTCDate());
  const joined = utc(start.getUTCFullYear() - int(r, 1, Math.min(12, ageNow - 19)), int(r, 0, 11), 1);
  // Two years of movements: last year's closing value is this year's opening value.
  const hasRelief = li === 0 || (li === 2 && chance(r, 0.35));
  const year = (open: number, f: number) => {
    const mc = r2((int(r, 600, 7000) + r()) * f);
    const ec = r2((int(r, 400, 8000) + r()) * f);
    const tr = !hasRelief ? 0 : li === 0 ? r2(mc * 0.25) : 175 + 300 * int(r, 0, 2);
    const ch = r2((open + (mc + ec) / 2) * (0.002 + r() * 0.009));
    const gr = r2((open + (mc + ec + tr) / 2) * (chance(r, 0.8) ? 0.01 + r() * 0.13 : -0.01 - r() * 0.07));
    return { open, mc, ec, tr, ch, gr, close: r2(open + mc + ec + tr - ch + gr) };
  };
  const last = year(r2(int(r, 3000, 160000) + r()), 0.9 + r() * 0.1);
  const now = year(last.close, 1);
  const ev = now.close;
  const tv = chance(r, 0.5) ? ev : r2(ev - (li === 1 ? now.ec * (0.2 + r() * 0.6) : ev * (0.01 + r() * 0.08)));
  const pot = ev * 1.02 ** (retAge - ageNow) + (now.mc + now.ec + now.tr) * (retAge - ageNow);
  const annual = Math.round((pot * (0.035 + r() * 0.015)) / 10) * 10;
  const altKind = pick(r, li >= 2 ? ['age', 'low', 'guar', 'guar'] : ['age', 'low']);
  const altAge = retAge + pick(r, [-2, 2, 3]);
  const altAmt = Math.round((annual * (altKind === 'age' ? (altAge > retAge ? 1.12 + r() * 0.15 : 0.75 + r() * 0.1) : 0.55 + r() * 0.2)) / 10) * 10;
  const altLabel = altKind === 'age' ? w('ageAt').replace('{a}', String(altAge)) : w(altKind);
  const funds = shuffle(r, FUNDS[li]).slice(0, int(r, 1, 4));
  const cuts = shuffle(r, [5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95]).slice(0, funds.length - 1).sort((a, b) => a - b);
  const alloc = funds.map((_, i) => (i === funds.length - 1 ? 100 : cuts[i]) - (i === 0 ? 0 : cuts[i - 1]));
  const fundVal = alloc.map((a) => r2((ev * a) / 100));
  fundVal[fundVal.length - 1] = r2(ev - fundVal.slice(0, -1).reduce((t, x) => t + x, 0));
  const [riskLevel, riskOpts] = [int(r, 0, 2), pick(r, RISK_OPTS)];
  const riskWord = pick(r, RISK[li].split(',')[riskLevel].split('|'));
  const asked = int(r, 0, funds.length - 1);

  const ask = new Ask(r);
  const roles: Array<() => void> = [
    () => ask.field('text', [['pension_company', 'organisation that runs the pension'], ['provider', ''], ['insurer_or_administrator', 'company managing the retirement savings']], provider),
    () => ask.field('text', [['saver_name', 'person whose pension this is'], ['member', ''], ['account_holder', 'name of the scheme member, not the employer']], member),
    () => ask.field('id_alphanumeric', [['member_id', "the saver's own membership or policy number"], ['policy_no', ''], ['personal_reference', 'individual account number, not the scheme number']], memNo),
    () => ask.field('id_alphanumeric', [['scheme_ref', 'number of the group scheme or plan'], ['plan_number', ''], ['group_contract', 'reference of the employer plan, not the member']], schemeNo),
    () => ask.field('text', [['employer', 'company the member works for'], ['sponsoring_company', ''], ['workplace', 'employer paying into the plan']], employer),
    () => ask.field('date', [['issued_on', 'date the statement was produced'], ['statement_date', ''], ['document_date', 'when this statement was written']], isoOf(stmt)),
    () => chance(r, 0.5) ? ask.field('date', [['period_start', 'first day covered by the statement'], ['covers_from', ''], ['year_beginning', 'start of the statement year']], isoOf(start)) : ask.field('date', [['period_end', 'last day covered by the statement'], ['valuation_date', 'date the closing value was taken'], ['covers_to', '']], isoOf(end)),
    () => ask.field('currency', [['pot_value', 'fund value at the end of the period'], ['closing_balance', ''], ['current_value', 'what the savings were worth on the last day covered, this year']], ev),
    () => ask.field('currency', [['opening_value', 'value at the beginning of the year covered'], ['start_balance', ''], ['value_at_start', 'pot value on the first day of the period']], now.open),
    () => chance(r, 0.5) ? ask.field('currency', [['employee_contributions', 'what the member paid in this year'], ['own_payments', ''], ['member_contribs', 'contributions from the saver, this period']], now.mc) : ask.field('currency', [['employer_contributions', 'what the employer paid in this year'], ['company_contribs', ''], ['match', 'employer payments into the plan during the period']], now.ec),
    ...(hasRelief ? [() => ask.field('currency', [['tax_relief', 'tax relief or state top-up added this year'], ['government_top_up', ''], ['relief_added', 'bonus from the tax office in the period']], now.tr)] : []),
    () => ask.field('currency', [['fees', 'charges taken from the pot during the year'], ['charges_deducted', ''], ['costs', 'how much the provider charged this period']], now.ch),
    () => ask.field('currency', [['investment_return', 'growth (or loss) of the investments this year'], ['growth', ''], ['performance', 'gain from the funds during the period, negative if a loss']], now.gr),
    () => ask.field('currency', [['transfer_value', 'amount that could be moved to another provider'], ['portable_value', ''], ['vested_or_transfer_value', 'value available to transfer or roll over']], tv),
    () => ask.field('currency', [['projected_pension', 'estimated yearly pension at the chosen retirement age'], ['yearly_income_forecast', 'expected annual income in retirement (main projection)'], ['forecast', '']], annual),
    () => ask.field('number', [['retirement_age', 'age the member plans to retire at'], ['target_age', ''], ['pension_age', 'selected age for taking benefits']], retAge),
    () => ask.field('date', [['retirement_date', 'date benefits are planned to start'], ['target_retirement', ''], ['pension_start', 'when the member is expected to retire']], isoOf(retDate)),
    () => ask.field('percentage', [[`${funds[asked][1].replace(/ /g, '_')}_allocation`, `share of the pot in the ${funds[asked][1]} fund`], [`% ${funds[asked][1]}`, ''], [`${funds[asked][1]} weighting`, `percentage invested in the ${funds[asked][1]} fund`]], alloc[asked]),
    () => ask.field('single_select', [['risk_profile', 'how much investment risk the member takes'], ['investment_style', ''], ['risk_level', 'risk category of the chosen strategy']], riskOpts[riskLevel], riskOpts),
    () => ask.field('currency_symbol', [['currency', ''], ['pot_currency', 'currency of the amounts']], loc.currency.code),
  ];
  const keep = new Set(shuffle(r, roles.map((_, i) => i)).slice(0, int(r, 10, 13)));
  roles.forEach((f, i) => keep.has(i) && f());
  const [nt, nw] = pick(r, NEVER); // a field the statement never states
  ask.field(nt, nw, null);

  const kv = (label: string, value: string): Block => ({ kind: 'kv', label, value });
  const para = (text: string): Block => ({ kind: 'para', text });
  const title = (text: string): Block => ({ kind: 'title', text });
  const office = pick(r, OFFICES[li]);
  const head: Block[] = chance(r, 0.6) ? [title(provider), { kind: 'lines', lines: office }, title(w('title'))] : [title(w('title')), { kind: 'lines', lines: [provider, ...office] }];
  const addressee: Block[] = chance(r, 0.6) ? [{ kind: 'lines', lines: [`${chance(r, 0.5) ? `${pick(r, TITLES[li][who >> 1].split('|'))} ` : ''}${member}`, ...pick(r, HOMES[li])] }] : [kv(w('member'), member)];
  const range = li === 3 ? `du ${date(start)} au ${date(end)}` : `${date(start)}${pick(r, [' – ', ' to ', [' to ', ' through ', ' bis ', ''][li]])}${date(end)}`;
  const when: Block[] = [kv(w('stmt'), date(stmt)), ...(chance(r, 0.6) ? [kv(w('period'), range)] : [kv(w('from'), date(start)), kv(w('to'), date(end))])];
  const ids: Block[] = chance(r, 0.3)
    ? [{ kind: 'table', header: [w('memNo'), w('schemeNo'), w('employer')], rows: [[memNo, schemeNo, employer]] }, kv(w('scheme'), scheme)]
    : shuffle(r, [kv(w('memNo'), memNo), kv(w('schemeNo'), schemeNo), kv(w('scheme'), scheme), kv(w('employer'), employer), ...(chance(r, 0.6) ? [kv(w('dob'), date(dob))] : []), ...(chance(r, 0.4) ? [kv(w('joined'), date(joined))] : [])]);
  const greet = chance(r, 0.5) ? [para([`Dear ${member.split(' ')[0]},`, `Dear ${member.split(' ')[0]}:`, `Guten Tag ${member},`, 'Madame, Monsieur,'][li]), para(INTRO[li])] : [];
  const negStyle = chance(r, 0.5);
  const neg = (x: number) => (negStyle ? `-${n(x)}` : `(${n(x)})`);
  const moves = (y: typeof now) => [n(y.open), n(y.mc), n(y.ec), ...(hasRelief ? [n(y.tr)] : []), neg(y.ch), n(y.gr), n(y.close)];
  const rowNames = [w('startV'), w('mc'), w('ec'), ...(hasRelief ? [w('tr')] : []), w('ch'), w('gr'), w('endV')];
  const cur = chance(r, 0.4) ? ` (${loc.currency.code})` : '';
  const cols = chance(r, 0.5) ? [yLab(0), yLab(1)] : w('years').split('/');
  const contribRows = [[w('mc'), n(now.mc), n(last.mc)], [w('ec'), n(now.ec), n(last.ec)], ...(hasRelief ? [[w('tr'), n(now.tr), n(last.tr)]] : []), [w('tot'), n(r2(now.mc + now.ec + now.tr)), n(r2(last.mc + last.ec + last.tr))]];
  const contribTable: Block = chance(r, 0.5) ? { kind: 'table', header: [w('src'), ...cols.map((c) => c + cur)], rows: contribRows } : { kind: 'table', header: [w('src'), `${w('amt')}${cur}`], rows: contribRows.map((x) => x.slice(0, 2)) };
  const flows = now.gr >= 0 ? [`investment growth of ${money(now.gr)}`, `investment gains of ${money(now.gr)}`, `einer Wertentwicklung von ${money(now.gr)}`, `une performance de ${money(now.gr)}`] : [`an investment loss of ${money(-now.gr)}`, `investment losses of ${money(-now.gr)}`, `einer negativen Wertentwicklung von ${money(-now.gr)}`, `une performance négative de ${money(-now.gr)}`];
  const story = [
    `On ${date(start)} your pot was worth ${money(now.open)}. During the year you paid in ${money(now.mc)}, ${employer} added ${money(now.ec)} and tax relief of ${money(now.tr)} was claimed for you. After charges of ${money(now.ch)} and ${flows[0]}, your pot was worth ${money(ev)} on ${date(end)}.`,
    `Your account balance was ${money(now.open)} on ${date(start)}. Contributions of ${money(now.mc)} from you and ${money(now.ec)} from ${employer}, fees of ${money(now.ch)} and ${flows[1]} brought it to ${money(ev)} as of ${date(end)}.`,
    `Ihr Guthaben betrug am ${date(start)} ${money(now.open)}. Im Berichtszeitraum wurden ${money(now.mc)} aus Entgeltumwandlung und ${money(now.ec)} von ${employer} eingezahlt${hasRelief ? `, dazu staatliche Zulagen von ${money(now.tr)}` : ''}. Nach Abzug von Kosten in Höhe von ${money(now.ch)} unter Berücksichtigung ${flows[2]} beträgt Ihr Guthaben am ${date(end)} ${money(ev)}.`,
    `Au ${date(start)}, votre épargne s’élevait à ${money(now.open)}. Vous avez versé ${money(now.mc)} et ${employer} a abondé à hauteur de ${money(now.ec)}. Après ${money(now.ch)} de frais et ${flows[3]}, votre épargne atteint ${money(ev)} au ${date(end)}.`,
  ][li];
  const values: Block[] = pick(r, [
    [{ kind: 'table', header: ['', ...cols.map((c) => c + cur)], rows: rowNames.map((name, i) => [name, moves(now)[i], moves(last)[i]]) }],
    [kv(`${w('valOn')} ${date(start)}`, money(now.open)), contribTable, kv(w('ch'), money(now.ch)), kv(w('gr'), now.gr < 0 ? `-${money(-now.gr)}` : money(now.gr)), kv(`${w('valOn')} ${date(end)}`, money(ev))],
    [para(story), contribTable],
  ]);
  const tvBlock = kv(w('tv'), money(tv));
  const fundBlock: Block[] = [title(w('hFund')), { kind: 'table', header: [w('fund'), w('alloc'), w('fval')], rows: funds.map((f, i) => [f[0], `${alloc[i]}%`, n(fundVal[i])]) }, chance(r, 0.6) ? kv(w('risk'), riskWord) : para([`Your investment approach is ${riskWord.toLowerCase()}.`, `Your selected risk tolerance: ${riskWord}.`, `Ihr gewähltes Risikoprofil: ${riskWord}.`, `Votre profil de gestion : ${riskWord}.`][li])];
  const an = noCents(money(annual));
  const monthly = chance(r, 0.35) ? ` (${money(r2(annual / 12))} ${w('perMonth')})` : '';
  const projSentence = [`If you retire at ${retAge} on ${date(retDate)}, your pension could be ${an} a year${monthly} in today’s money.`, `If you retire at age ${retAge} (${date(retDate)}), your account could provide estimated income of ${an} per year${monthly}.`, `Bei Rentenbeginn am ${date(retDate)} (Alter ${retAge}) ergibt sich eine voraussichtliche Jahresrente von ${an}${monthly}.`, `Pour un départ à ${retAge} ans, le ${date(retDate)}, votre rente annuelle est estimée à ${an}${monthly}.`][li];
  const proj: Block[] = chance(r, 0.5)
    ? [title(w('hProj')), kv(w('retAge'), String(retAge)), kv(w('retDate'), date(retDate)), kv(w('proj'), an + monthly), kv(altLabel, noCents(money(altAmt)))]
    : [title(w('hProj')), para(projSentence), para(`${altLabel}: ${noCents(money(altAmt))}${li === 3 ? ' par an' : li === 2 ? ' jährlich' : ' a year'}.`)];
  const body = chance(r, 0.5) ? [title(w('hVal')), ...values, tvBlock, ...fundBlock, ...proj] : [title(w('hVal')), ...values, ...proj, tvBlock, ...fundBlock];
  const top = chance(r, 0.5) ? [...addressee, ...when, ...ids] : [...when, ...addressee, ...ids];
  const blocks: Block[] = [...head, ...top, ...greet, ...body, para(NOTE[li])];
  return { blocks, fields: ask.fields, gold: ask.gold, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const pensionStatements: Family = { name: 'pension-statement', kind: 'financial statement', split: 'train', formats: ['pdf', 'docx', 'html', 'txt'], make };
