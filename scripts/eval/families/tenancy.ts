/**
 * Held-out family: residential tenancy agreements in English, in the styles of a UK assured shorthold
 * tenancy, a US lease, a German Mietvertrag and a French bail (each locale's dates, money, addresses,
 * role words). Numbered clauses, sometimes with a particulars block (top or schedule); a landlord (person
 * or company, living in another town), one or two tenants (the first asked), the property's town and
 * postcode, agreement and start dates, a fixed term (a duration, or an end date beside a Term line), the
 * monthly rent (sometimes in words; in DE/FR a service-charge part inside it), due day, deposit, the
 * tenant's notice (the landlord's a distractor), pets, signatures; sometimes a letting agent signing for
 * the landlord, or a guarantor. Never a break clause or a yearly rent increase (asked: the answer is null).
 */
import { durationKey } from '../durations.ts';
import type { Generated } from '../gen/evaldoc.ts';
import { addDays, fmtDate, fmtMoney, isoOf, LOCALES, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import { Ask, type Family } from './family.ts';

/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  title: ['ASSURED SHORTHOLD TENANCY AGREEMENT|Tenancy Agreement (Assured Shorthold Tenancy)|AST - TENANCY AGREEMENT', 'RESIDENTIAL LEASE AGREEMENT|Residential Lease|LEASE AGREEMENT (Residential)', 'MIETVERTRAG (Residential Tenancy Agreement)|Mietvertrag über Wohnraum - Residential Lease', "CONTRAT DE LOCATION (Residential Lease)|Bail d'habitation - Residential Tenancy Agreement"],
  ll: ['Landlord', 'Landlord|Lessor', 'Vermieter (Landlord)|Landlord (Vermieter)', 'Bailleur (Landlord)|Landlord (le Bailleur)'], tt: ['Tenant', 'Tenant|Lessee', 'Mieter (Tenant)|Tenant (Mieter)', 'Locataire (Tenant)|Tenant (le Locataire)'],
  prop: ['Property|Premises|Address of the Property', 'Premises|Property|Leased Premises', 'Mietobjekt (Property)|Wohnung (Premises)', 'Logement (Premises)|Désignation des locaux (Property)'], term: ['Term|Fixed Term', 'Lease Term|Term', 'Mietdauer (Term)|Term', 'Durée du bail (Term)|Term'],
  start: ['Start Date|Commencement Date|Term start', 'Commencement Date|Lease Start', 'Mietbeginn (Start)|Beginning of tenancy', "Date de prise d'effet (Start)|Start date"], rent: ['Rent|Monthly Rent', 'Monthly Rent|Rent', 'Miete (Rent)|Gesamtmiete (Monthly rent)', 'Loyer (Rent)|Loyer mensuel (Monthly rent)'],
  dep: ['Deposit|Tenancy Deposit', 'Security Deposit|Deposit', 'Kaution (Deposit)|Mietsicherheit (Deposit)', 'Dépôt de garantie (Deposit)|Security deposit'], date: ['Date|Date of Agreement|Dated', 'Date|Lease Date|Date of Lease', 'Datum (Date)|Date of agreement', 'Date du contrat (Date)|Signed on'],
  gu: ['Guarantor', 'Guarantor|Co-signer', 'Bürge (Guarantor)', 'Caution (Guarantor)|Garant (Guarantor)'], agent: ['Letting Agent|Agent', 'Property Manager|Managing Agent', 'Hausverwaltung (Agent)|Verwalter (Managing agent)', 'Mandataire (Agent)|Agence (Letting agent)'],
};
const PEOPLE = [['Oliver Hughes', 'Emma Clarke', 'Hannah Lewis', 'Tom Barker', 'Rebecca Shaw', 'Imran Qureshi', 'Lucy Fenwick', 'George Whitby'], ['Emily Carter', 'Rosa Alvarez', 'Kevin Brooks', 'Megan Sullivan', 'Tyler Reed', 'Jamal Washington', 'Hailey Nguyen', 'Brandon Cole'],
  ['Lukas Wagner', 'Miriam Hoffmann', 'Felix Braun', 'Anna Keller', 'Tobias Richter', 'Sophie Neumann', 'Katrin Vogt', 'Murat Yilmaz'], ['Julien Moreau', 'Camille Lefèvre', 'Hugo Bernard', 'Léa Fontaine', 'Nicolas Petit', 'Manon Garnier', 'Inès Chevalier', 'Antoine Roux']];
const FIRMS = [['Greystone Property Holdings Ltd', 'Whitfield Estates Limited'], ['Maple Ridge Realty LLC', 'Harborview Properties Inc.'], ['Weber Immobilien GmbH', 'Wohnbau Elbtal eG'], ['SCI Les Tilleuls', 'SCI du Parc Monceau']];
const AGENTS = [['Hamilton & Reed Lettings', 'Kingsbridge Residential Ltd'], ['Keystone Property Management', 'Summit Leasing Group'], ['Hausverwaltung Krüger GmbH', 'Immoservice Roth'], ['Agence Immobilière du Parc', 'Cabinet Martin Gestion']];
const PLACES: Array<Array<[string, string, string?]>> = [[['Leeds', 'LS6 3HN'], ['Bristol', 'BS7 8AU'], ['Reading', 'RG1 5PL'], ['York', 'YO10 4DF'], ['Brighton', 'BN2 1RE'], ['Sheffield', 'S10 2GW'], ['Exeter', 'EX4 6PX']], [['Austin', '78704', 'TX'], ['Portland', '97214', 'OR'], ['Denver', '80206', 'CO'], ['Raleigh', '27601', 'NC'], ['Columbus', '43215', 'OH'], ['Boise', '83702', 'ID']],
  [['München', '80331'], ['Berlin', '10115'], ['Frankfurt am Main', '60311'], ['Bremen', '28195'], ['Dresden', '01067'], ['Freiburg im Breisgau', '79098']], [['Paris', '75011'], ['Toulouse', '31000'], ['Bordeaux', '33000'], ['Strasbourg', '67000'], ['Marseille', '13006'], ['Montpellier', '34000']]];
const STREETS = [['Victoria Road', 'Mill Lane', 'Church Street', 'Albert Terrace', 'Queens Road'], ['Cedar Avenue', 'Oak Street', 'Lakeview Blvd', 'Sycamore Lane', 'Pine Ridge Road'], ['Goethestraße', 'Lindenweg', 'Bahnhofstraße', 'Schillerstraße', 'Am Mühlbach'], ['rue des Lilas', 'boulevard Voltaire', 'avenue Jean Jaurès', 'rue Pasteur', 'quai des Chartrons']];
const ONES = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const words = (n: number): string => n >= 1000 ? `${words(Math.floor(n / 1000))} thousand${n % 1000 ? (n % 1000 < 100 ? ' and ' : ' ') + words(n % 1000) : ''}`
  : n >= 100 ? `${ONES[Math.floor(n / 100)]} hundred${n % 100 ? ` and ${words(n % 100)}` : ''}` : n >= 20 ? TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : '') : ONES[n];
const ord = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const r2 = (x: number) => Math.round(x * 100) / 100;
/** A duration as a number of months (`1 year` and `12 months` alike), else its key. */
const months = (v: unknown) => { const k = durationKey(String(v)); const m = k && /^(\d+(?:\.\d+)?)_(month|year)s?$/.exec(k); return m ? Number(m[1]) * (m[2] === 'year' ? 12 : 1) : k; };

export function make(r: Rng): Generated & { shown: Record<string, string> } {
  const loc = pick(r, LOCALES);
  const [L, li] = [loc.name, LOCALES.indexOf(loc)];
  const w = (key: string) => pick(r, W[key][li].split('|'));
  const [style, variant] = [pick(r, loc.dates), r()];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const [byCode, round] = [chance(r, 0.2), chance(r, 0.35)];
  const money = (x: number) => Number.isInteger(x) && round ? fmtMoney(x, loc.currency, loc.numbers, byCode).replace(/[.,]00\b/, '') : fmtMoney(x, loc.currency, loc.numbers, byCode);
  const num = (n: number, written = chance(r, 0.6)) => (written ? `${words(n)} (${n})` : String(n));
  const shuffle = <T>(xs: T[]) => xs.map((x) => ({ x, k: r() })).sort((a, b) => a.k - b.k).map((y) => y.x);
  const [people, towns] = [shuffle(PEOPLE[li]), shuffle(PLACES[li])];
  const address = ([town, code, st]: [string, string, string?], flat: boolean) => {
    const [n, s] = [int(r, 2, 180), pick(r, STREETS[li])];
    return [`${flat ? `Flat ${int(r, 1, 12)}, ` : ''}${n} ${s}, ${town}${chance(r, 0.5) ? ',' : ''} ${code}`, `${n} ${s}${flat ? `, Apt ${int(r, 1, 9)}${pick(r, ['A', 'B', 'C'])}` : ''}, ${town}, ${st} ${code}`,
      `${s} ${n}${flat ? `, ${int(r, 1, 4)}. OG ${pick(r, ['links', 'rechts'])}` : ''}, ${code} ${town}`, `${flat ? `Appartement ${int(r, 1, 30)}, ` : ''}${n} ${s}, ${code} ${town}`][li];
  };
  const [LL, TT] = L === 'US' && chance(r, 0.4) ? ['Lessor', 'Lessee'] : ['Landlord', 'Tenant'];
  const [llLabel, ttLabel] = L === 'US' ? [LL, TT] : [w('ll'), w('tt')];
  const [landlord, tenants] = [chance(r, 0.4) ? pick(r, FIRMS[li]) : people[0], chance(r, 0.4) ? [people[1], people[2]] : [people[1]]];
  const [guarantor, agent, home] = [chance(r, 0.3) ? people[3] : null, chance(r, 0.35) ? pick(r, AGENTS[li]) : null, towns[0]];
  const [propS, llAddr, agentAddr] = [address(home, chance(r, 0.6)), address(towns[1], false), address(towns[2], false)];
  const start = randomDate(r, 2016, 2025);
  if (chance(r, 0.5)) start.setUTCDate(1);
  const mo = pick(r, [[6, 12, 12, 18, 24], [6, 12, 12, 24], [12, 24, 36, 60], [12, 12, 36]][li]);
  const [dated, end] = [addDays(start, -int(r, 3, 45)), addDays(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + mo, start.getUTCDate())), -1)];
  const inYears = mo % 12 === 0 && chance(r, 0.4);
  const [termW, termGold] = inYears ? [`${num(mo / 12)} year${mo > 12 ? 's' : ''}`, `${mo / 12} year${mo > 12 ? 's' : ''}`] : [`${num(mo)} months`, `${mo} months`];
  const charges = li > 1 ? int(r, 6, 56) * 5 : 0;
  const rent = [int(r, 24, 96) * 25, pick(r, [int(r, 36, 140) * 25, int(r, 9, 35) * 100 - 5]), int(r, 45, 160) * 10 + charges, int(r, 45, 150) * 10 + charges][li];
  const deposit = r2([rent * 12 / 52 * 5, rent * pick(r, [1, 1.5]), (rent - charges) * 3, rent - charges][li]);
  const [nDays, due] = [L === 'US', pick(r, [[1, 1, start.getUTCDate()], [1], [3, 1], [1, 5, 10]][li])];
  const notice = nDays ? pick(r, [30, 60]) : pick(r, [[1, 2], [1], [3], [1, 3]][li]);
  const noticeW = `${num(notice)} ${notice === 1 ? "month's" : nDays ? "days'" : "months'"}`;
  const [rentS, depS, startS, endS, datedS] = [money(rent), money(deposit), date(start), date(end), date(dated)];

  const [ask, shown] = [new Ask(r), {} as Record<string, string>];
  const say = (name: string, s: string) => { shown[name] = s; return name; };
  say(ask.field('text', [['landlord', 'Owner letting the property'], ['lessor_name', 'who rents the home out'], ['property_owner', '']], landlord), landlord);
  say(ask.field('text', [['tenant', 'Name of the tenant (the first one if there are several)'], ['renter_name', 'first person named as renting the home'], ['occupant', 'main tenant signing the lease']], tenants[0]), tenants[0]);
  say(ask.field('text', [['property_town', 'Town or city where the rented home is'], ['city', 'city of the flat or house being let'], ['rental_city', '']], home[0]), home[0]);
  say(ask.field('text', [['postcode', 'Postal code of the rented property'], ['zip_of_rental', 'ZIP / post code of the home being rented'], ['property_postal_code', '']], home[1]), home[1]);
  say(ask.field('date', [['agreement_date', 'Date the lease was signed'], ['signed_on', ''], ['contract_date', 'when the tenancy agreement was made']], isoOf(dated)), datedS);
  say(ask.field('date', [['start_date', 'Date the tenancy begins'], ['move_in_date', 'first day of the rental period'], ['lease_commencement', '']], isoOf(start)), startS);
  const termField = say(ask.field('text', [['lease_term', 'How long the tenancy runs'], ['duration', 'length of the fixed term'], ['tenancy_length', '']], termGold), termW);
  ask.compare[termField] = (value) => months(value) !== null && months(value) === months(termGold);
  say(ask.field('currency', [['monthly_rent', 'Rent paid each month'], ['rent_amount', 'how much the rent is per month'], ['rent', '']], rent), rentS);
  say(ask.field('currency', [['deposit', 'Security deposit amount'], ['bond', 'money held as security against damage'], ['security_deposit', '']], deposit), depS);
  say(ask.field('number', nDays ? [['tenant_notice_days', 'Number of days of notice the tenant must give to leave'], ['notice_period', 'how many days notice the renter needs to give']]
    : [['tenant_notice_months', 'Number of months of notice the tenant must give to leave'], ['notice_period', 'how many months notice the renter needs to give']], notice), noticeW);
  say(ask.field('number', [['rent_due_day', 'Day of the month the rent has to be paid'], ['payment_day', 'which day of each month rent is due'], ['due_on_day', '']], due), ord(due));
  say(ask.field('currency_symbol', [['currency', 'Currency of the rent'], ['rent_currency', '']], loc.currency.code), byCode ? loc.currency.code : loc.currency.symbol);
  if (chance(r, 0.5)) ask.field('date', [['break_clause_date', 'Earliest date either side may end the lease early'], ['break_date', '']], null);
  else ask.field('percentage', [['annual_rent_increase', 'yearly rent rise in percent'], ['rent_escalation', 'percentage by which the rent goes up each year']], null);

  const kv = (label: string, value: string): Block => ({ kind: 'kv', label, value });
  const para = (text: string): Block => ({ kind: 'para', text });
  const [both, doc, parts] = [tenants.join(' and '), L === 'US' ? 'Lease' : 'Agreement', chance(r, 0.55)];
  const [endOnly, atEnd] = [parts && chance(r, 0.4), parts && chance(r, 0.3)]; // endOnly: the clause gives only the end date, the Term line the duration
  const particulars: Block[] = !parts ? [] : [...(atEnd ? [{ kind: 'title' as const, text: pick(r, ['SCHEDULE - PARTICULARS', 'Schedule 1: Key Terms']) }] : []), kv(w('date'), datedS), kv(llLabel, `${landlord}, ${llAddr}`),
    ...(agent ? [kv(w('agent'), `${agent}, ${agentAddr}`)] : []), kv(tenants.length > 1 ? ttLabel.replace(TT, `${TT}s`) : ttLabel, both), ...(guarantor ? [kv(w('gu'), guarantor)] : []), kv(w('prop'), propS),
    kv(w('term'), endOnly || chance(r, 0.5) ? termW : `${termW} from ${startS}`), kv(w('start'), startS), kv(w('rent'), `${rentS} per month`), kv(w('dep'), depS)];
  const agentSays = agent ? `, acting through ${pick(r, ['its agent', 'the letting agent', 'its managing agent'])} ${agent} of ${agentAddr},` : '';
  const opening: Block[] = parts ? [para(`This ${doc} is made on ${datedS} between the ${LL} and the ${TT}${tenants.length > 1 ? 's' : ''} named in the ${atEnd ? 'Schedule below' : 'particulars above'}.`)]
    : chance(r, 0.5) ? [para(`THIS ${doc.toUpperCase()} is made on ${datedS} between ${landlord} of ${llAddr} (the "${LL}")${agentSays} and ${both} (${tenants.length > 1 ? 'together ' : ''}the "${TT}").`)]
    : [para(`THIS ${doc.toUpperCase()} is dated ${datedS}.`), { kind: 'lines', lines: ['BETWEEN:', `(1) ${landlord} of ${llAddr} (the "${LL}")${agentSays.replace(/,$/, '')};`, `(2) ${both} (the "${TT}").`] }];
  const termClause = endOnly ? `for a fixed term ending on ${endS}` : pick(r, [`for a term of ${termW} commencing on ${startS}`, `for ${termW} from and including ${startS}${chance(r, 0.5) ? ` until ${endS}` : ''}`]);
  const inWords = (L === 'UK' || L === 'US') && Number.isInteger(rent) && chance(r, 0.4) ? ` (${words(rent)} ${L === 'UK' ? 'pounds' : 'dollars'})` : '';
  const chargeNote = charges ? ` The rent includes an advance payment for ${L === 'DE' ? 'operating costs (Nebenkosten)' : 'service charges (provision sur charges)'} of ${money(charges)}, settled once a year.` : '';
  const depNote = [` The deposit will be protected with ${pick(r, ['the Deposit Protection Service', 'mydeposits', 'the Tenancy Deposit Scheme'])} within 30 days of receipt.`, ` The deposit will be returned within 30 days after the ${TT} vacates, less any lawful deductions.`,
    " It equals three months' net rent (Kaltmiete) and may be paid in three monthly instalments.", " It equals one month's rent excluding charges (hors charges) and is not interest-bearing."][li];
  const llNotice = [notice === 1 ? " The Landlord must give at least two (2) months' notice under section 21 of the Housing Act 1988." : '', notice === 30 ? ` The ${LL} shall give sixty (60) days' notice of non-renewal.` : '',
    ' The Landlord may terminate only as permitted by law (BGB § 573c).', " The Landlord must give six (6) months' notice before the end of the lease."][li];
  const pets = chance(r, 0.5) ? `The ${TT} may keep ${pick(r, ['one cat', 'one small dog', 'one dog and one cat'])} at the Property, provided it causes no nuisance.` : `The ${TT} shall not keep any pets at the Property without the ${LL}'s prior written consent.`;
  const h = (x: string) => pick(r, x.split('|'));
  const clauses = [
    `${h('Letting|Term|Grant of Tenancy')}. The ${LL} lets ${parts ? 'the Property' : `the ${h('property|flat|dwelling|premises')} at ${propS} (the "Property")`} to the ${TT} ${termClause}.`,
    `${h('Rent|Payment of Rent')}. The ${TT} shall pay rent of ${rentS}${inWords} per calendar month, in advance, on or before the ${ord(due)} day of each month.${chargeNote}${L === 'US' ? ` A late fee of ${money(50)} applies if rent is received more than five (5) days late.` : ''}`,
    `${h('Deposit|Security Deposit')}. On signing, the ${TT} shall pay a ${L === 'US' ? 'security ' : ''}deposit of ${depS}.${depNote}`,
    `${h('Use|Use of the Property|Use and Pets')}. The ${TT} shall use the Property as a private residence only. ${pets}`,
    `${h('Notice|Ending the Tenancy|Termination')}. The ${TT} may end this ${L === 'US' ? 'Lease' : 'tenancy'} at the end of the term or at any time after it by giving ${noticeW} written notice.${llNotice}`,
    ...(guarantor ? [`Guarantee. ${guarantor} (the "Guarantor") guarantees the payment of the rent and the performance of the ${TT}'s obligations.`] : []),
    `${h('Law|Governing Law')}. This ${doc} is governed by ${['the law of England and Wales', 'the laws of the State where the Premises are located', 'German law (BGB)', 'French law (loi n° 89-462 du 6 juillet 1989)'][li]}.`,
  ];
  const alt = chance(r, 0.5);
  const sec = (i: number) => [alt ? `Clause ${i}.` : `${i}.`, alt ? `Section ${i}.` : `${i}.`, alt ? `§ ${i}` : `${i}.`, alt ? `Article ${i} -` : `${i}.`][li];
  const sign = (who: string, as: string): Block => ({ kind: 'lines', lines: [`Signed by ${as}:`, who, `${h('Date|Dated')}: ${datedS}`] });
  const blocks: Block[] = [
    { kind: 'title', text: w('title') }, ...(atEnd ? [] : particulars), ...opening, ...clauses.map((c, i) => para(`${sec(i + 1)} ${c}`)), ...(atEnd ? particulars : []),
    ...(L === 'FR' ? [para(`Made at ${home[0]} in ${1 + tenants.length} originals.`)] : []),
    agent ? sign(agent, `the ${LL}'s agent, for and on behalf of ${landlord}`) : sign(landlord, `the ${LL}`), ...tenants.map((t) => sign(t, `the ${TT}`)), ...(guarantor ? [sign(guarantor, 'the Guarantor')] : []),
  ];
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const), shown };
}

export const tenancies: Family = { name: 'tenancy', kind: 'contract', split: 'train', formats: ['pdf', 'docx', 'html', 'txt'], make };
