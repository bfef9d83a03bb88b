/**
 * Training family: SaaS and software order forms and licence renewals, in English, German
 * or French. The vendor's letterhead, its account executive, the customer's legal name
 * beside its billing contact and the person who signs; the order form number beside the
 * customer account id, the quote it accepts (with the quote's expiry) and, on renewals, the
 * order it replaces; the order date beside the subscription start and end dates, the
 * initial term in months or years; a products table (the main plan by seat, priced per
 * month or per year, with a discount, and add-ons) with the annual total, a one-time
 * setup fee, a first-year total and a contract value beside it; billing frequency,
 * payment days, a renewal clause (automatic or not, with a price-increase cap) and the
 * currency by symbol or code, and one field never stated.
 */
import { fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, randomDate, type Currency } from '../gen/format.ts';
import { chance, int, mulberry32, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';
import { addMonths, durationIn, some, spell, type Lang } from './statement-of-work.ts';

const VENDORS: Record<string, string[]> = { UK: ['Cloudline Software Ltd', 'Brightdesk HR Cloud Ltd', 'Ledgerly Systems Ltd'], US: ['Nimbus Analytics, Inc.', 'Stackwise Technologies LLC', 'Orbital CRM Inc.'], DE: ['Datenwerk Cloud GmbH', 'Taktwerk Software AG', 'Planbar Systems GmbH'], FR: ['Azurine Logiciels SAS', 'Nuagix SAS', 'Cielora RH SA'] };
const CUSTOMERS: Record<string, string[]> = { UK: ['Hollybrook Veterinary Group Ltd', 'Westmarch Property Services LLP', 'Sunbury Academy Trust'], US: ['Granite Peak Outfitters, Inc.', 'Lakeshore Dental Partners LLC', 'Redwood Valley Credit Union'], DE: ['Mühlbach Elektrotechnik GmbH', 'Hansa Reederei Kontor KG', 'Bäckerei Sommerfeld GmbH & Co. KG', 'Steuerkanzlei Brenner & Partner mbB'], FR: ['Menuiserie Lefort SARL', 'Clinique du Parc Monceau SA', 'Association Horizon Jeunesse', 'Distillerie Artaud SAS'] };
const PEOPLE = { en: ['Amy Chen', 'Oliver Hughes', 'Priya Raman', 'Jack Sullivan', 'Megan Ford', 'Tariq Aziz'], de: ['Julia Neumann', 'Stefan Brückner', 'Katrin Lange', 'Moritz Engel', 'Deniz Aydin', 'Petra Voss'], fr: ['Claire Dumas', 'Antoine Girard', 'Léa Fontaine', 'Mathieu Perrin', 'Inès Benali', 'Olivier Caron'] };
const TIERS = ['Professional', 'Enterprise', 'Business', 'Growth', 'Team'];
const ADDONS = { en: ['Premium Support', 'Additional storage (1 TB)', 'Sandbox environment', 'API access pack', 'Single sign-on (SSO)'], de: ['Premium-Support', 'Zusatzspeicher 1 TB', 'Testumgebung', 'API-Paket', 'Single Sign-on (SSO)'], fr: ['Support Premium', 'Stockage supplémentaire 1 To', 'Environnement de test', 'Pack API', 'Authentification unique (SSO)'] };
/** Addresses and the vendor's registration line, by locale. */
const ADDRESSES: Record<string, [string[], string[]]> = {
  UK: [['Suite 4, 20 Canal Street, Manchester M1 3HE', '3 Thistle Court, Reading RG1 2AB', '88 Queen Street, Cardiff CF10 2GR'], ['VAT No. GB 412 8830 17', 'Registered in England No. 09281736']],
  US: [['500 Market Street, Floor 9, San Francisco, CA 94105', '1800 Pearl Street, Denver, CO 80203', '233 Westfield Ave, Austin, TX 78701'], ['EIN 84-2293017', 'A Delaware corporation']],
  DE: [['Speicherstraße 12, 20457 Hamburg', 'Königsallee 61, 40212 Düsseldorf', 'Am Bahnhof 4, 79098 Freiburg'], ['USt-IdNr. DE 298 114 576', 'Amtsgericht Hamburg HRB 128842']],
  FR: [['24 rue du Faubourg Saint-Antoine, 75012 Paris', '5 allée des Tilleuls, 33000 Bordeaux', '17 cours Lafayette, 69003 Lyon'], ['SIREN 812 447 903', 'TVA intracom. FR 41 812447903']],
};
const [USD, EUR, CHF]: Currency[] = [{ code: 'USD', symbol: '$', before: true }, { code: 'EUR', symbol: '€', before: false }, { code: 'CHF', symbol: 'CHF', before: true }];
/** Prices in another currency than the locale's, by code. */
const OTHER_CCY: Record<string, Currency[]> = { UK: [USD, EUR], US: [], DE: [CHF, USD], FR: [CHF, USD] };
const r2 = (n: number) => Math.round(n * 100) / 100;

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const lang: Lang = loc.name === 'DE' ? 'de' : loc.name === 'FR' ? 'fr' : 'en';
  const T = <X>(en: X, de: X, fr: X): X => (lang === 'de' ? de : lang === 'fr' ? fr : en);
  const [dateStyle, dateSeed] = [pick(r, loc.dates), int(r, 1, 1e9)];
  const date = (d: Date) => fmtDate(d, dateStyle, mulberry32(dateSeed));
  const foreign = loc.name !== 'US' && chance(r, 0.25);
  const ccy = foreign ? pick(r, OTHER_CCY[loc.name]) : loc.currency;
  const byCode = foreign || chance(r, 0.25);
  const money = (n: number) => fmtMoney(n, ccy, loc.numbers, byCode);
  const num = (n: number) => fmtNumber(n, loc.numbers);
  const pct = (n: number) => `${fmtNumber(n, loc.numbers, Number.isInteger(n) ? 0 : 1)}${T('%', ' %', '\u00a0%')}`;
  const vendor = pick(r, VENDORS[loc.name]);
  const customer = pick(r, CUSTOMERS[loc.name]);
  const [vendorAddr, customerAddr] = some(r, ADDRESSES[loc.name][0], 2);
  const [contact, exec, signer] = some(r, PEOPLE[lang], 3);
  const mail = (p: string, co: string) => `${p.toLowerCase().normalize('NFD').replace(/[^a-z ]/g, '').replace(' ', '.')}@${co.toLowerCase().normalize('NFD').replace(/[^a-z ]/g, '').split(' ')[0]}.${pick(r, T(loc.name === 'US' ? ['com', 'io'] : ['com', 'co.uk'], ['de', 'com'], ['fr', 'com']))}`;
  const year = int(r, 2017, 2025);
  const orderNo = pick(r, [`OF-${year}-${int(r, 10000, 99999)}`, `SO-${int(r, 100000, 999999)}`, `ORD${int(r, 1000000, 9999999)}`]);
  const account = pick(r, [`ACC-${String(int(r, 100, 99999)).padStart(6, '0')}`, `CUST-${int(r, 10000, 99999)}`, `${int(r, 10000000, 99999999)}`]);
  const quote = pick(r, [`Q-${year}-${int(r, 1000, 9999)}`, `QUO-${int(r, 10000, 99999)}`, `${vendor.slice(0, 2).toUpperCase()}-Q${int(r, 1000, 9999)}`]);
  const previous = `OF-${year - 1}-${int(r, 10000, 99999)}`;
  const renewal = chance(r, 0.3);
  const start = randomDate(r, year, year);
  const ordered = new Date(start.getTime() - int(r, 5, 40) * 86400000);
  const quoteExpiry = new Date(ordered.getTime() + int(r, 10, 30) * 86400000);
  const months = pick(r, [12, 12, 24, 36]);
  const end = new Date(addMonths(start, months).getTime() - 86400000);
  const inYears = months > 12 && chance(r, 0.35);
  const term = inYears ? spell(r, lang, months / 12, 'year', true) : spell(r, lang, months, 'month', true);
  const perMonth = chance(r, 0.6);
  const mult = perMonth ? 12 : 1;
  const seats = int(r, 5, 250);
  const list = perMonth ? pick(r, [9, 12, 15, 19, 24, 29, 35, 45, 59, 79, 12.5, 18.9]) : pick(r, [108, 150, 228, 290, 348, 480, 600, 890]);
  const discount = pick(r, [5, 10, 12.5, 15, 20, 25, 30]);
  const product = `${vendor.split(' ')[0]} ${pick(r, TIERS)}`;
  const lines = [{ what: product, qty: seats, list, disc: discount, net: r2(seats * list * mult * (1 - discount / 100)) }];
  for (const what of some(r, ADDONS[lang], int(r, 0, 2))) {
    const qty = what === ADDONS[lang][1] ? pick(r, [1, 2, 3]) : 1;
    const price = perMonth ? int(r, 1, 16) * 25 : int(r, 2, 40) * 125;
    lines.push({ what, qty, list: price, disc: 0, net: r2(qty * price * mult) });
  }
  const annual = r2(lines.reduce((t, l) => t + l.net, 0));
  const setup = chance(r, 0.75) ? int(r, 4, 40) * 250 : null;
  const freq = pick(r, months > 12 ? [0, 1, 2, 3] : [0, 1, 2]);
  const autoRenew = chance(r, 0.65);
  const renewDays = pick(r, [30, 60, 90]);
  const uplift = pick(r, [3, 5, 7]);
  const payDays = pick(r, [14, 30, 45]);
  const renewalClause = autoRenew
    ? pick(r, T([`This subscription renews automatically for successive periods of 12 months unless either party gives written notice of non-renewal at least ${renewDays} days before the end of the then-current term`, `Unless cancelled in writing no later than ${renewDays} days before the End Date, the subscription will automatically renew for a further 12 months`], [`Der Vertrag verlängert sich automatisch um jeweils 12 Monate, sofern er nicht mit einer Frist von ${renewDays} Tagen zum Ende der jeweiligen Laufzeit gekündigt wird`, `Wird das Abonnement nicht spätestens ${renewDays} Tage vor Laufzeitende gekündigt, verlängert es sich stillschweigend um ein weiteres Jahr`], [`L’abonnement est renouvelé par tacite reconduction pour des périodes successives de 12 mois, sauf dénonciation par l’une des parties au moins ${renewDays} jours avant son échéance`, `À défaut de résiliation notifiée ${renewDays} jours avant la date de fin, l’abonnement est reconduit automatiquement pour une nouvelle période de 12 mois`]))
    : pick(r, T(['This Order Form does not renew automatically; any renewal requires a new Order Form signed by both parties', 'The subscription expires at the end of the Subscription Term unless the parties agree a renewal in writing'], ['Der Vertrag endet mit Ablauf der Laufzeit, ohne dass es einer Kündigung bedarf', 'Eine automatische Verlängerung ist ausgeschlossen; eine Verlängerung bedarf einer neuen Bestellung'], ['L’abonnement prend fin à son échéance sans reconduction tacite', 'Le présent bon de commande n’est pas renouvelable tacitement ; tout renouvellement fera l’objet d’une nouvelle commande']));

  const ask = new Ask(r);
  ask.field('text', [['software_vendor', 'Company selling the subscription'], ['supplier', 'who provides the software'], ['saas_provider', '']], vendor);
  ask.field('text', [['customer_legal_name', 'Legal entity buying the licences'], ['client_company', 'the organisation subscribing'], ['purchaser', '']], customer);
  if (chance(r, 0.45)) ask.field('text', [['billing_contact', 'Person invoices should go to'], ['accounts_payable_contact', 'who receives the bills at the customer'], ['invoice_recipient_name', '']], contact);
  if (chance(r, 0.35)) ask.field('text', [['sales_rep', "Vendor's salesperson on the deal"], ['account_manager', 'who sold the subscription'], ['vendor_contact', 'person at the software company']], exec);
  if (chance(r, 0.6)) ask.field('id_alphanumeric', [['order_number', 'Number of this order form'], ['order_id', ''], ['contract_ref', 'reference of the order document']], orderNo);
  if (chance(r, 0.45)) ask.field('id_alphanumeric', [['customer_id', "Customer's account number with the vendor"], ['client_account', ''], ['account_no', 'account identifier']], account);
  if (chance(r, 0.3)) ask.field('id_alphanumeric', [['quotation_ref', 'Quote this order is based on'], ['proposal_number', '']], quote);
  if (chance(r, 0.8)) ask.field('date', [['subscription_start', 'When the subscription begins'], ['service_start_date', ''], ['licence_start', 'first day of the licence period']], isoOf(start));
  if (chance(r, 0.6)) ask.field('date', [['subscription_end', 'When the subscription period ends'], ['expiry_date', ''], ['licence_end', 'last day covered']], isoOf(end));
  if (chance(r, 0.6)) {
    if (!inYears && chance(r, 0.6)) ask.field('number', [['term_months', 'Length of the initial term in months'], ['commitment_months', 'how many months the customer commits to']], months);
    else ask.compare[ask.field('text', [['contract_term', 'How long the initial subscription lasts'], ['commitment_period', '']], term)] = (v) => durationIn(v) === durationIn(term);
  }
  if (chance(r, 0.7)) ask.field('number', [['seats', 'Number of user licences bought'], ['licence_count', ''], ['users', 'how many users are licensed']], seats);
  if (chance(r, 0.55)) ask.field('currency', [['price_per_seat', `List price of one user licence per ${perMonth ? 'month' : 'year'}`], ['unit_price', 'price for a single user'], ['per_user_cost', '']], list);
  if (chance(r, 0.5)) ask.field('percentage', [['discount_pct', 'Discount on the main plan'], ['reduction', 'percentage off list price for the licences']], discount);
  if (chance(r, 0.8)) ask.field('currency', [['annual_total', 'Yearly recurring subscription amount'], ['yearly_cost', ''], ['arr', 'annual recurring fees excluding one-off charges']], annual);
  if (chance(r, 0.5)) ask.field('currency', [['setup_fee', 'One-off onboarding or implementation charge'], ['implementation_cost', ''], ['one_time_fee', 'non-recurring charge']], setup);
  const freqs = pick(r, [['Monthly', 'Quarterly', 'Annually', 'Upfront'], ['monthly', 'quarterly', 'yearly', 'paid up front'], ['Monthly billing', 'Quarterly billing', 'Annual billing', 'Whole term in advance']]);
  if (chance(r, 0.65)) ask.field('single_select', [['billing_frequency', 'How often the customer is invoiced'], ['invoicing_cycle', ''], ['billing', 'billing interval']], freqs[freq], freqs);
  if (chance(r, 0.65)) {
    if (chance(r, 0.6)) ask.field('single_select', [['auto_renews', 'Does the subscription renew automatically?'], ['automatic_renewal', ''], ['evergreen', 'renews without action']], autoRenew ? 'Yes' : 'No', ['Yes', 'No']);
    else ask.field('verbatim', [['renewal_clause', 'the renewal wording exactly as written'], ['renewal_terms', 'copy the sentence about renewal']], renewalClause);
  }
  if (chance(r, 0.45)) ask.field('currency_symbol', [['currency', 'Currency of the prices'], ['ccy', 'ISO code of the currency']], ccy.code);
  const nulls: Array<[FieldType, Array<[string, string]>]> = [['id_alphanumeric', [['customer_po', "Customer's own purchase order number"], ['po_reference', '']]], ['currency', [['early_termination_fee', 'Charge for cancelling early'], ['cancellation_penalty', '']]], ['date', [['go_live_date', 'Date the system goes live'], ['launch_date', '']]], ['text', [['hosting_region', 'Where the data is hosted'], ['data_center', '']]]];
  ask.field(...pick(r, nulls), null);

  const L = {
    order: pick(r, T(['Order Form No.', 'Order number', 'Order #'], ['Bestellnummer', 'Auftragsnummer'], ['N° de commande', 'Bon de commande n°'])),
    account: pick(r, T(['Customer account', 'Account ID', 'Customer number'], ['Kundennummer', 'Kunden-ID'], ['N° client', 'Compte client'])),
    quote: pick(r, T(['Quote reference', 'Quote'], ['Angebotsnummer', 'Angebot'], ['Réf. devis', 'Devis n°'])),
  };
  const head: Block[] = [
    { kind: 'lines', lines: [vendor, vendorAddr, pick(r, ADDRESSES[loc.name][1])] },
    { kind: 'title', text: pick(r, renewal ? T(['Subscription Renewal Order', loc.name === 'US' ? 'License Renewal' : 'Licence Renewal'], ['Verlängerungsauftrag', 'Lizenzverlängerung'], ['Renouvellement d’abonnement', 'Renouvellement de licences']) : T(['ORDER FORM', 'Subscription Order Form', 'Service Order'], ['BESTELLFORMULAR', 'Bestellschein Software-Abonnement'], ['BON DE COMMANDE', 'Formulaire de commande – Abonnement'])) },
    { kind: 'kv', label: L.order, value: orderNo },
    { kind: 'kv', label: T('Order date', 'Datum', 'Date'), value: date(ordered) },
    { kind: 'kv', label: L.quote, value: chance(r, 0.5) ? `${quote} (${T('valid until', 'gültig bis', 'valable jusqu’au')} ${date(quoteExpiry)})` : quote },
    ...(renewal ? [{ kind: 'kv' as const, label: T('Renews order', 'Vorgängerauftrag', 'Commande renouvelée'), value: previous }] : []),
  ];
  const custLines = [customer, customerAddr, `${T('Billing contact', 'Rechnungsempfänger', 'Contact facturation')}: ${contact}, ${mail(contact, customer)}`, `${L.account}: ${account}`];
  const vendLines = [vendor, `${T('Account Executive', 'Ansprechpartner Vertrieb', 'Chargé de compte')}: ${exec}`, mail(exec, vendor)];
  const parties: Block[] = chance(r, 0.5)
    ? [{ kind: 'table', header: [T('Customer', 'Kunde', 'Client'), T('Vendor', 'Anbieter', 'Éditeur')], rows: custLines.map((c, i) => [c, vendLines[i] ?? '']) }]
    : [{ kind: 'kv', label: T('Customer', 'Kunde', 'Client'), value: '', above: true }, { kind: 'lines', lines: custLines }, { kind: 'kv', label: T('Your contact at', 'Ihr Ansprechpartner bei', 'Votre contact chez') + ` ${vendor}`, value: '', above: true }, { kind: 'lines', lines: vendLines.slice(1) }];
  const freqText = [T('monthly in advance', 'monatlich im Voraus', 'mensuelle, terme à échoir'), T('quarterly in advance', 'vierteljährlich im Voraus', 'trimestrielle, terme à échoir'), T('annually in advance', 'jährlich im Voraus', 'annuelle, terme à échoir'), T('in full for the whole term on signature', 'für die gesamte Laufzeit bei Vertragsschluss', 'en totalité pour toute la durée à la signature')][freq];
  const termProse = chance(r, 0.5);
  const sub: Block[] = termProse
    ? [{ kind: 'para', text: T(`The subscription starts on ${date(start)} and runs for an initial term of ${term}, ending on ${date(end)}.`, `Das Abonnement beginnt am ${date(start)} und endet am ${date(end)}; die Mindestlaufzeit beträgt ${term}.`, `L’abonnement débute le ${date(start)} pour une durée initiale de ${term} et prend fin le ${date(end)}.`) }]
    : [
        { kind: 'kv', label: T('Subscription start', 'Vertragsbeginn', 'Date de début'), value: date(start) },
        { kind: 'kv', label: T('Subscription end', 'Vertragsende', 'Date de fin'), value: date(end) },
        { kind: 'kv', label: T('Initial term', 'Laufzeit', 'Durée initiale'), value: term },
      ];
  sub.push(
    { kind: 'kv', label: T('Billing', 'Abrechnung', 'Facturation'), value: freqText },
    { kind: 'kv', label: T('Payment terms', 'Zahlungsziel', 'Conditions de paiement'), value: T(`Net ${payDays} days`, `${payDays} Tage netto`, `${payDays} jours date de facture`) },
    ...(foreign || chance(r, 0.3) ? [{ kind: 'kv' as const, label: T('Currency', 'Währung', 'Devise'), value: ccy.code }] : []),
  );
  const period = perMonth ? T('month', 'Monat', 'mois') : T('year', 'Jahr', 'an');
  const showCode = chance(r, 0.5) ? ` (${ccy.code})` : '';
  const table: Block = {
    kind: 'table',
    header: T(['Product', 'Qty', `List price / unit / ${period}${showCode}`, 'Discount', `Annual net${showCode}`], ['Produkt', 'Menge', `Listenpreis je Einheit / ${period}${showCode}`, 'Rabatt', `Netto p. a.${showCode}`], ['Produit', 'Qté', `Prix unitaire / ${period}${showCode}`, 'Remise', `Net annuel${showCode}`]),
    rows: lines.map((l) => [l.what, String(l.qty), num(l.list), l.disc ? pct(l.disc) : '–', num(l.net)]),
  };
  const totals: Block[] = [
    { kind: 'kv', label: pick(r, T(['Annual subscription fees', 'Total annual fees', 'Annual total'], ['Jahresgebühr gesamt', 'Summe pro Jahr'], ['Total annuel', 'Redevance annuelle totale'])), value: money(annual) },
    ...(setup !== null ? [{ kind: 'kv' as const, label: T('One-time setup and onboarding fee', 'Einmalige Einrichtungsgebühr', 'Frais de mise en service (une fois)'), value: money(setup) }] : []),
    ...(setup !== null && chance(r, 0.5) ? [{ kind: 'kv' as const, label: T('Total due in year one', 'Gesamtbetrag im ersten Jahr', 'Total de la première année'), value: money(r2(annual + setup)) }] : []),
    ...(months > 12 && chance(r, 0.5) ? [{ kind: 'kv' as const, label: T(`Total contract value (${months} months)`, `Gesamtvertragswert (${months} Monate)`, `Valeur totale du contrat (${months} mois)`), value: money(r2((annual * months) / 12)) }] : []),
  ];
  const legal: Block[] = [
    { kind: 'para', text: `${renewalClause}. ${T(`Renewal prices may increase by no more than ${pct(uplift)} over the prices in this Order Form.`, `Bei einer Verlängerung können sich die Preise um höchstens ${pct(uplift)} erhöhen.`, `Les prix de renouvellement ne pourront augmenter de plus de ${pct(uplift)}.`)}` },
    { kind: 'para', text: T(`Prices exclude ${loc.name === 'US' ? 'sales tax' : 'VAT'}. Invoices are issued ${freqText} and are due ${payDays} days from the invoice date. This Order Form is governed by the ${vendor} Master Subscription Agreement.`, `Alle Preise verstehen sich zzgl. USt. Die Rechnungsstellung erfolgt ${freqText}; Rechnungen sind innerhalb von ${payDays} Tagen fällig. Es gelten die Allgemeinen Geschäftsbedingungen der ${vendor}.`, `Prix hors TVA. Facturation ${freqText}, payable à ${payDays} jours. Le présent bon de commande est régi par les conditions générales d’abonnement de ${vendor}.`) },
  ];
  const sign: Block = { kind: 'lines', lines: [T(`Accepted for ${customer}`, `Für ${customer}`, `Bon pour accord – ${customer}`), `${T('Name', 'Name', 'Nom')}: ${signer}`, `${T('Title', 'Funktion', 'Fonction')}: ${pick(r, T(['Finance Director', 'Operations Manager', 'CEO'], ['Geschäftsführung', 'Leitung IT', 'Prokura'], ['Direction financière', 'Direction générale', 'Responsable informatique']))}`, `${T('Date', 'Datum', 'Date')}: ${date(new Date(ordered.getTime() + int(r, 1, 9) * 86400000))}`] };
  const blocks: Block[] = [...head, ...parties, ...sub, table, ...totals, ...legal, sign];
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const subscriptionOrders: Family = { name: 'subscription-order', kind: 'contract', split: 'train', formats: ['pdf', 'html', 'docx', 'txt'], make };
