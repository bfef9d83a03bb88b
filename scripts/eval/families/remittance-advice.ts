/**
 * Training family: remittance advices and payment notifications a payer sends to its
 * supplier, and transfer confirmations printed from online banking, in UK, US, DE and FR
 * wording. The payer heads the advice and the supplier sits in an address block (or the
 * bank's page names the ordering party and the beneficiary); a payment reference beside the
 * payer's supplier number for the payee and the bank's transaction id, advice, payment and
 * value dates, a table of the invoices settled (number, date, amount, discount taken, paid)
 * with at times a credit note deducted (a row, a line or a sentence), the total paid, the
 * method (transfer, cheque, virtual card), and the payee's account (masked or a grouped
 * IBAN) near the payer's own account. Some advices state it all in a covering sentence.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, randomDate, type Currency } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';

export const r2 = (x: number) => Math.round(x * 100) / 100;
export const alt = (r: Rng, s: string) => pick(r, s.split('|'));
export const fill = (s: string, c: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k) => String(c[k]));
export const shuffle = <T>(r: Rng, xs: T[]): T[] => xs.map((x) => ({ x, k: r() })).sort((a, b) => a.k - b.k).map((y) => y.x);
export const digits = (r: Rng, n: number) => Array.from({ length: n }, () => String(int(r, 0, 9))).join('');
const alnum = (r: Rng, n: number) => Array.from({ length: n }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'[int(r, 0, 33)]).join('');
/** Asks `lo`-`hi` of the roles, in the order they are listed. */
export function askSome(r: Rng, roles: Array<() => void>, lo: number, hi: number): void {
  const keep = new Set(shuffle(r, roles.map((_, i) => i)).slice(0, int(r, lo, hi)));
  roles.forEach((f, i) => keep.has(i) && f());
}
/** An amount written as a deduction ("-120.00", "(120.00)") read either way round. */
export const sameAmount = (gold: number) => (v: unknown) => typeof v === 'number' && Math.abs(Math.abs(v) - gold) < 0.005;
/** The same account or id with or without its spaces, in any case. */
export const sameId = (gold: string) => (v: unknown) => String(v).replace(/\s+/g, '').toLowerCase() === gold.replace(/\s+/g, '').toLowerCase();

/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  title: ['Remittance Advice|Payment Advice|BACS Remittance Advice', 'Remittance Advice|Payment Notification|Vendor Payment Advice', 'Zahlungsavis|Zahlungsanzeige|Avis Zahlungsausgang', 'Avis de paiement|Avis de règlement|Avis de virement'],
  bankTitle: ['Payment confirmation|Payment receipt', 'Transfer confirmation|Payment confirmation', 'Überweisungsbestätigung|Auftragsbestätigung Überweisung', 'Confirmation de virement|Justificatif de virement'],
  to: ['To|Supplier|Payee', 'To|Vendor|Pay to', 'An|Lieferant|Zahlungsempfänger', 'À|Fournisseur|Destinataire'],
  payRef: ['Payment reference|Our payment ref.|Remittance no.', 'Payment #|Payment reference|Remittance ID', 'Zahlungsreferenz|Zahlungsnummer|Avis-Nr.', 'Référence du paiement|N° de règlement|Réf. avis'],
  vendor: ['Supplier no.|Supplier account|Your supplier number', 'Vendor #|Vendor ID|Vendor number', 'Lieferantennummer|Kreditor-Nr.|Ihre Lieferanten-Nr.', 'N° fournisseur|Code fournisseur|Compte fournisseur'],
  txn: ['Bank transaction ID|Transaction ref.|Bank reference', 'Transaction ID|Trace number|Bank confirmation #', 'Transaktions-ID|Bankreferenz|End-to-End-ID', 'ID de transaction|Référence bancaire|Réf. opération'],
  payDate: ['Payment date|Date paid|Paid on', 'Payment date|Date paid|Paid on', 'Zahlungsdatum|Ausführungsdatum|Bezahlt am', "Date de paiement|Date d'exécution|Payé le"],
  value: ['Value date|Funds available|Cleared funds date', 'Value date|Settlement date|Effective date', 'Valuta|Wertstellung|Valutadatum', 'Date de valeur|Valeur|Date valeur'],
  docDate: ['Date|Advice date|Printed', 'Date|Advice date|Printed on', 'Datum|Erstellt am|Belegdatum', 'Date|Émis le|Édité le'],
  method: ['Payment method|Paid by|Method', 'Payment method|Payment type|Paid via', 'Zahlungsart|Zahlweg', 'Mode de paiement|Moyen de paiement|Règlement par'],
  acct: ['Paid to account|Your bank account|Beneficiary account', 'Deposited to|Your account|Beneficiary account', 'Empfängerkonto|IBAN Empfänger|Gutschrift auf Konto', 'Compte bénéficiaire|IBAN du bénéficiaire|Crédité sur le compte'],
  from: ['From account|Debited account|Paid from', 'From account|Debit account|Funding account', 'Auftraggeberkonto|Belastetes Konto|Von Konto', 'Compte débité|Compte émetteur|Depuis le compte'],
  orderer: ['Ordering customer|Account holder|Remitter', 'Originator|Account holder|Sender', 'Auftraggeber|Kontoinhaber', "Donneur d'ordre|Titulaire du compte|Émetteur"],
  benef: ['Beneficiary|Payee|Recipient', 'Beneficiary|Recipient|Payee', 'Empfänger|Begünstigter|Zahlungsempfänger', 'Bénéficiaire|Destinataire'],
  amount: ['Amount|Payment amount', 'Amount|Transfer amount', 'Betrag|Überweisungsbetrag', 'Montant|Montant du virement'],
  inv: ['Invoice no.|Invoice|Your invoice', 'Invoice #|Invoice number|Inv. no.', 'Rechnungs-Nr.|Rechnung|Ihre Rechnung', 'N° facture|Facture|Votre facture'],
  invDate: ['Invoice date|Date|Inv. date', 'Invoice date|Date|Inv. date', 'Rechnungsdatum|Datum|vom', 'Date facture|Date|du'],
  gross: ['Amount|Invoice amount|Gross', 'Amount|Invoice amount|Original amt', 'Betrag|Rechnungsbetrag|Brutto', 'Montant|Montant TTC|Montant facture'],
  disc: ['Discount|Settlement discount|Disc. taken', 'Discount|Disc. taken|Discount taken', 'Skonto|Abzug Skonto|Skontoabzug', 'Escompte|Remise|Escompte déduit'],
  paid: ['Paid|Amount paid|Payment', 'Paid|Amount paid|Net paid', 'Zahlbetrag|Gezahlt|Bezahlt', 'Réglé|Montant réglé|Payé'],
  cn: ['Credit note|Less credit note', 'Credit memo|Less credit memo', 'Gutschrift|abzgl. Gutschrift', 'Avoir|Moins avoir'],
  sum: ['Totals|Total', 'Totals|Total', 'Summe|Gesamt', 'Totaux|Total'],
  total: ['Total paid|Total payment|Amount remitted', 'Total paid|Payment total|Net payment', 'Gesamtbetrag|Zahlbetrag gesamt|Summe Zahlung', 'Total réglé|Montant total du virement|Total payé'],
  ref2: ['Remittance information|Payment details|Reference', 'Memo|Payment details|Reference', 'Verwendungszweck|Zahlungsdetails', 'Motif|Libellé du virement|Référence'],
  status: ['Status: Completed|Status: Sent', 'Status: Completed|Status: Processed', 'Status: Ausgeführt|Status: Gebucht', 'Statut : Exécuté|Statut : Traité'],
  details: ['Remittance details|Invoices paid', 'Remittance detail|Invoices paid', 'Zahlungsdetails|Bezahlte Rechnungen', 'Détail du règlement|Factures réglées'],
  chq: ['Cheque no.|Cheque number', 'Check #|Check number', 'Scheck-Nr.|Schecknummer', 'N° de chèque|Chèque n°'], card: ['Card ending|Card used', 'Card ending|Card', 'Karte endend auf|Karte', 'Carte se terminant par|Carte'],
};
const METHODS = [['BACS|Faster Payment|bank transfer (BACS)|CHAPS', 'ACH|ACH credit|wire transfer|EFT', 'Überweisung|SEPA-Überweisung', 'virement|virement SEPA'], ['cheque', 'check', 'Scheck', 'chèque'], ['virtual card|purchasing card', 'virtual card|virtual credit card', 'Kreditkarte (virtuell)|Firmenkreditkarte', 'carte virtuelle|carte affaires']];
const METHOD_OPTS = [['Bank transfer', 'Cheque', 'Card', 'Direct debit'], ['Electronic transfer', 'Check', 'Virtual card', 'Cash'], ['Wire / ACH / BACS', 'Paper cheque', 'Credit card', 'Other']];
const PAYERS = ['Halden Retail Group plc|Fernleigh Care Homes Ltd|Corbridge Construction Ltd|North Tyne Water Services Ltd', 'Cascade Medical Group Inc.|Ridgeline Hospitality LLC|Granite State Foods Inc.|Harbor Point Logistics LLC', 'Wendler Bau GmbH|Stadtwerke Lindau GmbH|Hansen Logistik AG|Brauerei Ostermann KG', 'Groupe Hôtelier Azur SAS|Clinique du Parc SA|Transports Moreau SARL|Maison Delorme SA'];
const PAYEES = ['Pennine Office Supplies Ltd|Clearview Window Cleaning Ltd|Marsh & Tate Electrical Ltd|Brookfield Catering Supplies Ltd', 'Summit Janitorial Supply Co.|Blue Ridge Linen Services LLC|Apex Fire Protection Inc.|Keystone Print & Sign LLC', 'Elektro Kühn GmbH|Papier Schreiber KG|Reinigungsdienst Sauber & Co. GmbH|Metallbau Winkler GmbH', 'Fournitures Lebrun SARL|Nettoyage Express SAS|Électricité Vasseur SARL|Imprimerie Morin SA'];
const ADDR = [
  [['Unit 4, Calder Park', 'Wakefield', 'WF2 7AW'], ['18 Tanner Row', 'York', 'YO1 6JB'], ['Riverside House, 2 Quay Street', 'Newcastle upon Tyne', 'NE1 3DX'], ['61 Spring Gardens', 'Manchester M2 2BQ']],
  [['2200 Commerce Blvd, Suite 140', 'Richmond, VA 23230'], ['815 Industrial Way', 'Fresno, CA 93721'], ['40 Harbor Drive', 'Baltimore, MD 21230'], ['1127 W Lake St', 'Minneapolis, MN 55408']],
  [['Gewerbestraße 12', '79108 Freiburg'], ['Am Güterbahnhof 3', '28195 Bremen'], ['Industriering 40', '88131 Lindau'], ['Max-Planck-Str. 7', '30179 Hannover']],
  [['14 rue de l’Industrie', '67200 Strasbourg'], ['ZA des Landes, 3 allée Volta', '33700 Mérignac'], ['22 boulevard Carnot', '06400 Cannes'], ['5 quai Perrache', '69002 Lyon']],
];
const CLERKS = ['Joanne Pritchard|Gareth Evans|Sunita Rao', 'Melissa Grant|Carlos Ortega|Dana Whitaker', 'Sabine Köhler|Markus Brandl|Jana Pohl', 'Céline Garnier|Marc Olivier|Sandrine Petit'];
const BANKS = ['Barclays Business|Lloyds Bank Online for Business|NatWest Bankline', 'Chase Business Online|Wells Fargo Business Online|Bank of America CashPro', 'Sparkasse Online-Banking|Deutsche Bank Business|Commerzbank Firmenkunden-Portal', 'Crédit Agricole – Banque en ligne|BNP Paribas Net Entreprises|Société Générale Progéliance'];
/** Covering sentences per locale for each method; {names} are filled in. */
const SAY: Array<[string[], string[], string[]]> = [
  [['We are pleased to advise that a payment of {amt} was made to your account {acct} by {how} on {date}, value date {vd}.', 'Please be advised that {amt} has been transferred by {how} on {date} to your bank account {acct}; funds should be available from {vd}.', 'This is to confirm that on {date} we paid {amt} by {how} into account {acct} (value {vd}).'], ['Please find enclosed our cheque no. {chq} for {amt}, dated {date}.', 'A cheque (no. {chq}) for {amt} was posted to you on {date}.'], ['We have paid {amt} by {how} (card ending {card}) on {date}.']],
  [['We are pleased to advise that a payment of {amt} was made to your account {acct} by {how} on {date}, value date {vd}.', 'This is to notify you that {amt} was sent via {how} on {date} to account {acct}; settlement date {vd}.'], ['Enclosed please find check no. {chq} in the amount of {amt}, dated {date}.'], ['A payment of {amt} was charged to your merchant account via {how} (card ending {card}) on {date}.']],
  [['Wir haben am {date} den Betrag von {amt} per {how} auf Ihr Konto {acct} überwiesen (Wertstellung {vd}).', 'Hiermit avisieren wir Ihnen die Zahlung von {amt}, ausgeführt am {date} per {how} auf Ihr Konto {acct}, Valuta {vd}.'], ['Anbei erhalten Sie unseren Scheck Nr. {chq} über {amt} vom {date}.'], ['Der Betrag von {amt} wurde am {date} per {how} (Karte endend auf {card}) beglichen.']],
  [['Nous vous informons que nous avons effectué le {date} un règlement de {amt} par {how} sur votre compte {acct}, date de valeur {vd}.', 'Veuillez trouver ci-dessous le détail du règlement de {amt} effectué par {how} le {date} sur le compte {acct} (valeur {vd}).'], ['Veuillez trouver ci-joint notre chèque n° {chq} de {amt} daté du {date}.'], ['Le montant de {amt} a été réglé le {date} par {how} (carte se terminant par {card}).']],
];
const CN_SAY = ['We have deducted your credit note {cn} ({cnAmt}) from this payment.|Credit note {cn} for {cnAmt} has been offset against this payment.', 'Credit memo {cn} for {cnAmt} has been applied to this payment.|We have deducted your credit memo {cn} ({cnAmt}).', 'Ihre Gutschrift {cn} über {cnAmt} wurde mit dieser Zahlung verrechnet.', "Votre avoir {cn} d'un montant de {cnAmt} a été déduit de ce règlement."];
const GREET = ['Dear Sir or Madam,|Dear Accounts Receivable team,', 'Dear Vendor,|To the Accounts Receivable Department:', 'Sehr geehrte Damen und Herren,', 'Madame, Monsieur,'];
const QUERIES = ['Please contact our Accounts Payable team on 0161 496 0732 with any queries.|Queries about this remittance should be raised with Accounts Payable quoting the payment reference.', 'Questions? Call Accounts Payable at (804) 555-0148.|Please direct any questions to Accounts Payable and quote the payment number.', 'Bei Rückfragen wenden Sie sich bitte an unsere Kreditorenbuchhaltung unter 0761 55 49 30.|Bitte geben Sie bei Rückfragen die Zahlungsreferenz an.', 'Pour toute question, contactez notre service comptabilité fournisseurs au 03 88 55 01 42.|Merci de rappeler la référence du paiement pour toute réclamation.'];
const NEVER: Array<[FieldType, Array<[string, string]>]> = [
  ['currency', [['withholding_tax', 'tax withheld from the payment'], ['wht_deducted', '']]], ['id_alphanumeric', [['payer_vat_no', "the paying company's VAT registration"], ['customer_tax_id', '']]],
  ['currency', [['bank_charges', 'fees the bank took off the transfer'], ['transfer_fee', '']]], ['date', [['invoice_due_date', 'when the invoices fell due'], ['original_due_date', '']]], ['text', [['remittance_email', 'email address the advice was sent to'], ['ap_contact_email', '']]],
];
const iban = (r: Rng, cc: string, len: number, masked: boolean) => {
  const raw = `${cc}${int(r, 10, 99)}${cc === 'GB' ? pick(r, ['NWBK', 'BARC', 'LOYD', 'HBUK']) + digits(r, len - 4) : digits(r, len)}`;
  const groups = raw.match(/.{1,4}/g)!;
  return groups.map((g, i) => (masked && i > 0 && i < groups.length - 2 ? '****' : g)).join(' ');
};

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const li = LOCALES.indexOf(loc);
  const w = (key: string) => alt(r, W[key][li]);
  const [style, variant] = [pick(r, loc.dates), r()];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const cur: Currency = li < 2 && chance(r, 0.15) ? { code: 'EUR', symbol: '€', before: true } : loc.currency;
  const byCode = chance(r, 0.3);
  const money = (x: number) => fmtMoney(x, cur, loc.numbers, byCode);
  const n = (x: number) => fmtNumber(x, loc.numbers);
  const [payer, payee] = [alt(r, PAYERS[li]), alt(r, PAYEES[li])];
  const paid = randomDate(r, 2019, 2025);
  const [valueDay, adviceDay] = [addDays(paid, pick(r, [0, 1, 1, 2])), addDays(paid, pick(r, [0, 0, -1, -2]))];
  const y = paid.getUTCFullYear();
  const payRef = pick(r, [`PAY-${y}-${digits(r, 5)}`, `RA${int(r, 100000, 999999)}`, `ZA${y}${digits(r, 4)}`, `REM/${int(r, 10, 99)}/${int(r, 1000, 9999)}`]);
  const vendor = pick(r, [`V${int(r, 10000, 99999)}`, `SUP-${int(r, 1000, 9999)}`, String(int(r, 70000, 79999)), `F${int(r, 1000, 9999)}`]);
  const txn = pick(r, [`TRN${alnum(r, 10)}`, digits(r, 15), `FT${int(r, 10, 99)}${alnum(r, 8)}`, `E2E-${alnum(r, 12)}`]);
  const method = chance(r, 0.78) ? 0 : chance(r, 0.6) ? 1 : 2;
  const how = alt(r, METHODS[method][li]);
  const [mOpts, chq, card] = [pick(r, METHOD_OPTS), digits(r, 6), digits(r, 4)];
  const acct = li === 1 || (li === 0 && chance(r, 0.5)) ? pick(r, [`****${digits(r, 4)}`, `XXXXXX${digits(r, 4)}`, `**** **** ${digits(r, 4)}`]) : iban(r, ['GB', 'GB', 'DE', 'FR'][li], [14, 14, 18, 23][li], chance(r, 0.4));
  const ownAcct = li === 1 || li === 0 ? `****${digits(r, 4)}` : iban(r, ['GB', 'GB', 'DE', 'FR'][li], [14, 14, 18, 23][li], true);
  const bankSide = [`Sort code ${int(r, 10, 99)}-${int(r, 10, 99)}-${int(r, 10, 99)}`, `Routing no. ${digits(r, 9)}`, `BIC ${pick(r, ['COBADEFFXXX', 'DEUTDEDBFRA', 'SOLADEST600'])}`, `BIC ${pick(r, ['AGRIFRPP881', 'BNPAFRPPXXX', 'SOGEFRPP'])}`][li];
  // Invoices: numbered in a run, 10-70 days old; some with an early-payment discount.
  const [fmt, base] = [int(r, 0, 3), int(r, 1000, 98000)];
  const invNo = (k: number) => [`INV-${base + k}`, `${y}-${String(base + k).padStart(5, '0')}`, `${['SI', 'INV', 'RE', 'FA'][li]}${base + k}`, String(400000 + base + k)][fmt];
  const withDisc = chance(r, 0.55);
  const days = Array.from({ length: int(r, 2, 6) }, () => int(r, 10, 70)).sort((a, b) => b - a);
  let k = 0;
  const invs = days.map((d) => ({ no: invNo((k += int(r, 1, 30))), on: addDays(paid, -d), amt: r2(int(r, 150, 9000) + pick(r, [0, 0.5, 0.99, 0.2, 0.75, 0.36])), rate: withDisc && chance(r, 0.6) ? pick(r, [2, 3]) : 0 }))
    .map((v) => ({ ...v, disc: r2((v.amt * v.rate) / 100) })).map((v) => ({ ...v, paid: r2(v.amt - v.disc) }));
  const credit = chance(r, 0.45) ? r2(int(r, 20, 140) + pick(r, [0, 0.5, 0.25, 0.8])) : 0;
  const cnNo = `${pick(r, ['CN-', 'CR', 'GS-', 'AV-'])}${int(r, 1000, 9999)}`;
  const [sumAmt, sumDisc, sumPaid] = [r2(invs.reduce((t, v) => t + v.amt, 0)), r2(invs.reduce((t, v) => t + v.disc, 0)), r2(invs.reduce((t, v) => t + v.paid, 0))];
  const total = r2(sumPaid - credit);
  const target = pick(r, invs);
  const discTarget = invs.find((v) => v.disc > 0);

  const ask = new Ask(r);
  const roles: Array<() => void> = [
    () => ask.field('text', [['payer', 'company making the payment'], ['paying_company', ''], ['customer_name', 'who sent the money'], ['remitter', 'organisation that paid the supplier']], payer),
    () => ask.field('text', [['supplier', 'company receiving the payment'], ['payee_name', ''], ['paid_to', 'who the money went to'], ['beneficiary', 'business being paid, not the payer']], payee),
    () => ask.field('id_alphanumeric', [['payment_ref', "payer's own reference for this payment"], ['remittance_number', ''], ['payment_id', 'number identifying this payment advice']], payRef),
    () => ask.field('id_alphanumeric', [['supplier_number', 'id the payer uses for this supplier in its books'], ['vendor_id', ''], ['creditor_code', 'supplier account code at the customer']], vendor),
    () => ask.field('date', [['payment_date', 'day the payment was made'], ['paid_on', ''], ['execution_date', 'when the money was sent']], isoOf(paid)),
    () => ask.field('currency', [['total_paid', 'full amount of this payment'], ['payment_amount', ''], ['amount_remitted', 'sum sent after credits and discounts']], total),
    () => chance(r, 0.6) ? ask.field('currency', [['invoice_payment', `amount paid against invoice ${target.no}`], [`paid against ${target.no}`, ''], ['settled_amount', `how much of invoice ${target.no} was paid`]], target.paid)
      : ask.field('date', [['invoice_date', `date of invoice ${target.no}`], [`invoice ${target.no} date`, 'when that invoice was raised']], isoOf(target.on)),
    () => ask.field('single_select', [['payment_method', 'how the supplier was paid'], ['paid_via', ''], ['payment_type', 'means of payment']], mOpts[method], mOpts),
    () => ask.field('currency_symbol', [['currency', ''], ['payment_currency', 'currency of the payment']], cur.code),
    () => ask.field('number', [['invoices_settled', 'how many invoices this payment covers'], ['number_of_invoices', '']], invs.length),
    ...(method === 0 ? [
      () => ask.field('id_alphanumeric', [['bank_transaction_id', 'reference the bank gave the transfer'], ['transaction_reference', ''], ['bank_ref', 'bank-side id of the payment, not the payer reference']], txn),
      () => ask.field('date', [['value_date', 'date the funds are credited to the supplier'], ['funds_available', ''], ['settlement_date', 'when the money clears']], isoOf(valueDay)),
      () => { ask.compare[ask.field('id_alphanumeric', [['payee_account', "supplier's bank account the money went to"], ['beneficiary_iban', ''], ['credited_account', 'account number of the receiving party']], acct)] = sameId(acct); },
    ] : []),
    ...(discTarget ? [() => chance(r, 0.5) ? ask.field('currency', [['discount_taken', `early payment discount deducted from invoice ${discTarget.no}`], [`discount on ${discTarget.no}`, '']], discTarget.disc)
      : ask.field('currency', [['total_discount', 'all discounts deducted on this advice'], ['discounts', 'sum of settlement discounts taken']], sumDisc)] : []),
    ...(credit ? [() => { ask.compare[ask.field('currency', [['credit_note_amount', 'value of the credit note taken off'], ['credit_deducted', ''], ['less_credit', 'credit offset against the payment']], credit)] = sameAmount(credit); }] : []),
  ];
  askSome(r, roles, 10, 12);
  const [nt, nw] = pick(r, NEVER); // a field the advice never states
  ask.field(nt, nw, null);

  const kv = (label: string, value: string): Block => ({ kind: 'kv', label, value });
  const para = (text: string): Block => ({ kind: 'para', text });
  const [addrPayer, addrPayee] = shuffle(r, ADDR[li]);
  const bank = method === 0 && chance(r, 0.3);
  const prose = !bank && chance(r, 0.45);
  const c = { amt: money(total), how, date: date(paid), vd: date(valueDay), acct, chq, card, cn: cnNo, cnAmt: money(credit) };
  const cnAt = credit ? pick(r, ['row', 'line', 'say'] as const) : null;
  const discCol = withDisc || chance(r, 0.3);
  const head = [w('inv'), w('invDate'), `${w('gross')}${chance(r, 0.25) ? ` (${cur.code})` : ''}`, ...(discCol ? [w('disc')] : []), w('paid')];
  const rows = invs.map((v) => [v.no, date(v.on), n(v.amt), ...(discCol ? [v.disc ? n(v.disc) : pick(r, [n(0), '–', ''])] : []), n(v.paid)]);
  if (cnAt === 'row') rows.push([`${w('cn')} ${cnNo}`, '', `-${n(credit)}`, ...(discCol ? [''] : []), `-${n(credit)}`]);
  if (chance(r, 0.5)) rows.push([w('sum'), '', n(cnAt === 'row' ? r2(sumAmt - credit) : sumAmt), ...(discCol ? [n(sumDisc)] : []), n(cnAt === 'row' ? total : sumPaid)]);
  const table: Block = { kind: 'table', header: head, rows };
  const totals: Block[] = [...(cnAt === 'line' ? [kv(`${w('cn')} ${cnNo}`, pick(r, [`-${money(credit)}`, `(${money(credit)})`]))] : []), kv(w('total'), money(total)), ...(cnAt === 'say' ? [para(fill(alt(r, CN_SAY[li]), c))] : [])];
  const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
  const methodKv: Block[] = method === 0 ? shuffle(r, [kv(w('method'), cap(how)), kv(w('acct'), acct), kv(w('value'), date(valueDay))]) : [kv(w('method'), cap(how)), method === 1 ? kv(w('chq'), chq) : kv(w('card'), `****${card}`)];
  const refs = shuffle(r, [kv(w('payRef'), payRef), kv(w('vendor'), vendor), ...(method === 0 ? [kv(w('txn'), txn)] : [])]);
  const sign: Block = { kind: 'lines', lines: [alt(r, CLERKS[li]), ['Accounts Payable', 'Accounts Payable', 'Kreditorenbuchhaltung', 'Comptabilité fournisseurs'][li], payer] };
  let blocks: Block[];
  if (bank) {
    const status = w('status');
    blocks = [
      { kind: 'title', text: w('bankTitle') }, { kind: 'lines', lines: [alt(r, BANKS[li]), `${w('docDate')}: ${date(adviceDay)}`] },
      kv(w('orderer'), payer), kv(w('from'), ownAcct), kv(w('benef'), payee), kv(w('acct'), acct), kv(bankSide.split(' ').slice(0, -1).join(' '), bankSide.split(' ').pop()!),
      kv(w('amount'), money(total)), kv(w('payDate'), date(paid)), kv(w('value'), date(valueDay)), kv(w('ref2'), `${payRef} ${pick(r, [invs.map((v) => v.no).join(' '), `${vendor}`])}`), kv(w('txn'), txn), para(status),
      { kind: 'title', text: w('details') }, kv(w('vendor'), vendor), table, ...totals,
    ];
  } else {
    const letterhead: Block[] = [{ kind: 'title', text: payer }, { kind: 'lines', lines: addrPayer }];
    const to: Block[] = [{ kind: 'kv', label: w('to'), value: '', above: true }, { kind: 'lines', lines: [payee, ...addrPayee] }];
    const dates = [kv(w('docDate'), date(adviceDay)), ...(prose && chance(r, 0.6) ? [] : [kv(w('payDate'), date(paid))])];
    const cover: Block[] = prose ? [para(alt(r, GREET[li])), para(fill(pick(r, SAY[li][method]), c))] : [];
    const meta = [...dates, ...refs, ...(prose ? [] : methodKv)];
    blocks = [
      ...(chance(r, 0.5) ? [...letterhead, { kind: 'title' as const, text: w('title') }] : [{ kind: 'title' as const, text: w('title') }, ...letterhead]),
      ...(chance(r, 0.5) ? [...to, ...meta] : [...meta, ...to]), ...cover, table, ...totals,
      ...(prose || method || chance(r, 0.5) ? [] : [kv(bankSide.split(' ').slice(0, -1).join(' '), bankSide.split(' ').pop()!)]),
      ...(chance(r, 0.4) && method === 0 ? [kv(w('from'), ownAcct)] : []), para(alt(r, QUERIES[li])), sign,
    ];
  }
  if (cur.code !== loc.currency.code && !byCode) blocks.splice(1, 0, kv(['Currency', 'Currency', 'Währung', 'Devise'][li], cur.code));
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const remittanceAdvices: Family = { name: 'remittance-advice', kind: 'trade', split: 'train', formats: ['pdf', 'html', 'txt', 'docx'], make };
