/**
 * Training family: credit notes (credit memos, Gutschriften, avoirs) against an earlier invoice. The
 * issuer's letterhead, the customer in a bill-to block, the credit note's number beside the original
 * invoice's number and date (in a block, a table or a sentence) and sometimes an RMA or order number, the
 * reason for the credit, the credited lines (returned or damaged goods, price differences, a duplicated
 * invoice, cancelled service months), net, tax and total credited, and how the money comes back in prose
 * (card, transfer, cheque or set against the account, with the balance left). UK, US, DE and FR wording.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import { Ask, type Family } from './family.ts';

type Lang = 'en' | 'de' | 'fr';
type Reason = 'returned' | 'price' | 'damaged' | 'duplicate' | 'cancelled';
const REASONS: Reason[] = ['returned', 'price', 'damaged', 'duplicate', 'cancelled'];
// Label words per language: [en, de, fr].
const L: Record<string, [string[], string[], string[]]> = {
  title: [['CREDIT NOTE', 'Credit Note', 'Credit Memo', 'Refund Note'], ['Gutschrift', 'GUTSCHRIFT', 'Rechnungskorrektur'], ['AVOIR', "Facture d'avoir", 'Note de crédit']],
  no: [['Credit note no.', 'Credit note number', 'Credit memo #', 'Document no.'], ['Gutschrift-Nr.', 'Belegnummer', 'Nr.'], ['Avoir n°', "N° d'avoir", 'Numéro']], date: [['Date', 'Credit date', 'Date of issue'], ['Datum', 'Gutschriftsdatum', 'Belegdatum'], ['Date', "Date d'émission"]],
  inv: [['Original invoice', 'Relates to invoice', 'Against invoice', 'Invoice ref.'], ['Ursprungsrechnung', 'Bezug: Rechnung', 'Zu Rechnung Nr.'], ["Facture d'origine", 'Réf. facture', 'Sur facture n°']],
  invDate: [['Invoice date', 'Original invoice date'], ['Rechnungsdatum', 'Datum der Rechnung'], ['Date de facture', 'Date facture initiale']], acct: [['Customer no.', 'Account no.'], ['Kundennr.', 'Kunden-Nr.'], ['N° client', 'Code client']],
  rma: [['RMA no.', 'Return authorisation', 'Returns ref.'], ['Retourennr.', 'RMA-Nr.'], ['N° de retour', 'N° RMA']], order: [['Your order', 'Order no.', 'Sales order'], ['Ihre Bestellung', 'Auftragsnr.'], ['Votre commande', 'N° de commande']],
  to: [['Credit to', 'Customer', 'Bill to', 'Issued to'], ['Kunde', 'Gutschrift an', 'Rechnungsempfänger'], ['Client', 'Avoir établi pour', 'Facturé à']], reason: [['Reason', 'Reason for credit'], ['Grund', 'Gutschriftsgrund'], ['Motif', "Motif de l'avoir"]],
  back: [['Goods received back', 'Returned on'], ['Ware zurückerhalten am', 'Rücksendung eingegangen'], ['Retour reçu le', 'Marchandise reçue le']], origTotal: [['Original invoice total', 'Invoice amount'], ['Ursprünglicher Rechnungsbetrag'], ['Montant facture initiale']],
  net: [['Net credit', 'Subtotal', 'Total excl. VAT'], ['Nettobetrag', 'Summe netto'], ['Total HT', 'Montant HT']], total: [['Total credit', 'Total credited', 'Credit total', 'Amount credited'], ['Gutschriftsbetrag', 'Gesamtbetrag', 'Gutschrift gesamt'], ['Total TTC', "Montant de l'avoir TTC", 'Net à déduire']],
  balance: [['Balance now due', 'Remaining balance', 'Outstanding after this credit'], ['Verbleibender Saldo', 'Restbetrag offen'], ['Solde restant dû', 'Reste à payer']],
};
const HEAD: Record<Lang, string[][]> = { en: [['Description', 'Qty', 'Unit price', 'Amount'], ['Item', 'Quantity', 'Price', 'Credit'], ['Description', 'Units', 'Rate', 'Line total']], de: [['Bezeichnung', 'Menge', 'Einzelpreis', 'Betrag'], ['Artikel', 'Anzahl', 'E-Preis', 'Gesamt']], fr: [['Désignation', 'Qté', 'Prix unitaire', 'Montant'], ['Article', 'Quantité', 'P.U. HT', 'Total HT']] };
const SKU: Record<Lang, string> = { en: 'SKU', de: 'Art.-Nr.', fr: 'Réf.' };
const SAID: Record<Reason, Record<Lang, string[]>> = {
  returned: { en: ['Goods returned', 'Return of goods'], de: ['Warenrücksendung', 'Retoure'], fr: ['Retour de marchandises', 'Retour client'] },
  price: { en: ['Price adjustment', 'Pricing correction – agreed discount not applied'], de: ['Preiskorrektur', 'Nachträglicher Preisnachlass'], fr: ['Ajustement de prix', 'Remise non appliquée'] },
  damaged: { en: ['Goods damaged in transit', 'Damaged on delivery'], de: ['Transportschaden', 'Ware beschädigt geliefert'], fr: ['Marchandise endommagée', 'Avarie de transport'] },
  duplicate: { en: ['Duplicate invoice', 'Invoiced twice in error'], de: ['Doppelte Berechnung', 'Rechnung irrtümlich doppelt gestellt'], fr: ['Double facturation', 'Facture émise en double'] },
  cancelled: { en: ['Service cancelled', 'Cancellation of service'], de: ['Stornierung der Leistung', 'Kündigung des Servicevertrags'], fr: ['Annulation de prestation', 'Résiliation du service'] },
};
/** The reasons as users list them in a select field, in the order of REASONS. */
const REASON_OPTIONS = [
  ['Returned goods', 'Price adjustment', 'Damaged goods', 'Duplicate billing', 'Cancelled service'],
  ['Return', 'Pricing error', 'Damaged / faulty', 'Billed twice', 'Cancellation', 'Other'],
  ['goods sent back', 'wrong price charged', 'arrived damaged', 'double invoiced', 'service cancelled'],
];
const GOODS: Record<Lang, string[]> = {
  en: ['Wireless keyboard', 'Mesh office chair', 'Black toner cartridge', 'Ceramic floor tiles (box)', 'LED floodlight 50W', 'Stainless steel kettle', 'USB-C docking station', 'Safety boots, size 42'],
  de: ['Funktastatur', 'Bürostuhl mit Netzrücken', 'Tonerkartusche schwarz', 'Bodenfliesen (Karton)', 'LED-Strahler 50 W', 'Wasserkocher Edelstahl', 'USB-C-Dockingstation', 'Sicherheitsschuhe Gr. 42'],
  fr: ['Clavier sans fil', 'Fauteuil de bureau en maille', 'Cartouche de toner noir', 'Carrelage (carton)', 'Projecteur LED 50 W', 'Bouilloire inox', "Station d'accueil USB-C", 'Chaussures de sécurité P. 42'],
};
const SERVICES: Record<Lang, string[]> = {
  en: ['Monthly support plan', 'Cloud backup 500 GB (month)', 'Software licence, per user', 'On-site maintenance visit', 'Training session (half day)'],
  de: ['Support-Paket monatlich', 'Cloud-Backup 500 GB (Monat)', 'Softwarelizenz je Nutzer', 'Wartungseinsatz vor Ort', 'Schulung (halber Tag)'],
  fr: ['Forfait support mensuel', 'Sauvegarde cloud 500 Go (mois)', 'Licence logicielle par utilisateur', 'Intervention de maintenance sur site', 'Formation (demi-journée)'],
};
const ISSUERS: Record<string, Array<[string, string[]]>> = {
  UK: [['Northgate Office Supplies Ltd', ['Unit 3, Calder Trading Estate', 'Huddersfield HD5 0RW', 'VAT No. GB 214 7730 56']], ['Kestrel Lighting Ltd', ['22 Temple Row', 'Birmingham B2 5HG', 'VAT reg. GB 398 1120 47']], ['Brightdesk IT Services Ltd', ['4 Harbour Yard', 'Cardiff CF10 4PA', 'Company No. 08812345']]],
  US: [['Pacific Crest Software Inc.', ['1200 NW Naito Pkwy, Suite 400', 'Portland, OR 97209']], ['Lakeshore Appliances LLC', ['845 W Fulton Market', 'Chicago, IL 60607']], ['Ironwood Safety Supply Co.', ['77 Commerce Dr', 'Charlotte, NC 28206']]],
  DE: [['Rheinland Bürobedarf GmbH', ['Rheinallee 58', '40545 Düsseldorf', 'USt-IdNr. DE 812 445 190']], ['Elbe Licht & Technik GmbH', ['Königsbrücker Str. 12', '01099 Dresden', 'USt-IdNr. DE 276 031 884']], ['Nordwerk IT-Service GmbH', ['Lange Reihe 9', '20099 Hamburg', 'HRB 144 872']]],
  FR: [['Atelier Lumière SAS', ['18 rue de la Verrerie', '69003 Lyon', 'TVA FR 62 812 554 301']], ['Bureautique du Rhône SARL', ['5 quai Perrache', '69002 Lyon', 'SIRET 512 334 908 00027']], ['Sécuritex Équipements SA', ['ZI de la Plaine, 40 av. Gay-Lussac', '33700 Mérignac', 'TVA FR 09 441 223 870']]],
};
const CUSTOMERS: Record<string, Array<[string, string[]]>> = {
  UK: [['Harrowgate Dental Practice', ['9 Station Parade', 'Harrogate HG1 1TT']], ['Fenmoor Parish Council', ['The Village Hall, Church Lane', 'Ely CB7 4AR']], ['Quayside Bistro Ltd', ['1 Wapping Wharf', 'Bristol BS1 6UD']]],
  US: [['Maple Street Animal Clinic', ['310 Maple St', 'Ann Arbor, MI 48104']], ['Riverside Montessori School', ['58 River Rd', 'Hartford, CT 06103']], ['Oakline Construction Inc.', ['4100 Industrial Blvd', 'Tulsa, OK 74107']]],
  DE: [['Praxis Dr. Hoffmann', ['Marktplatz 4', '88131 Lindau']], ['Stadtwerke Lindau GmbH', ['Auenstraße 2', '88131 Lindau']], ['Café Morgenrot', ['Bergmannstraße 77', '10961 Berlin']]],
  FR: [['Cabinet Médical des Tilleuls', ['3 allée des Tilleuls', '57500 Saint-Avold']], ['Mairie de Montbrison', ['Place de l’Hôtel de Ville', '42600 Montbrison']], ['Boulangerie Lefort', ['27 rue Nationale', '37000 Tours']]],
};
const TAX_WORD: Record<string, string[]> = { UK: ['VAT'], US: ['Sales tax', 'Tax'], DE: ['MwSt.', 'USt.'], FR: ['TVA'] };
const RATES: Record<string, number[]> = { UK: [20], US: [0, 6, 7.25, 8.875], DE: [19, 19, 7], FR: [20, 20, 10, 5.5] };
const r2 = (n: number) => Math.round(n * 100) / 100;

/** Asks every forced role and a draw of the others, `n` in all, in the order listed (a role whose third entry is false is left out). */
function askSome(r: Rng, n: number, all: Array<[boolean, (ask: Ask) => void, boolean?]>): Ask {
  const ask = new Ask(r);
  const roles = all.filter((x) => x[2] !== false);
  const keep = roles.map(([forced], i) => ({ i, k: forced ? -1 : r() })).sort((a, b) => a.k - b.k).slice(0, n).map((x) => x.i).sort((a, b) => a - b);
  for (const i of keep) roles[i][1](ask);
  return ask;
}

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const lang: Lang = loc.name === 'DE' ? 'de' : loc.name === 'FR' ? 'fr' : 'en';
  const lbl = (k: string) => pick(r, L[k][{ en: 0, de: 1, fr: 2 }[lang]]);
  const kv = (k: string, value: string): Block => ({ kind: 'kv', label: lbl(k), value });
  const date = (d: Date) => fmtDate(d, pick(r, loc.dates), r);
  const num = (n: number) => fmtNumber(n, loc.numbers);
  const byCode = chance(r, 0.3);
  const money = (n: number) => fmtMoney(n, loc.currency, loc.numbers, byCode);
  const [issuer, issuerLines] = pick(r, ISSUERS[loc.name]);
  const [customer, customerLines] = pick(r, CUSTOMERS[loc.name]);
  const reason = pick(r, REASONS);
  const y = int(r, 2019, 2025);
  const d5 = () => String(int(r, 10000, 99999));
  const [cnNo, invNo] = pick(r, {
    en: [[`CN-${d5()}`, `INV-${d5()}`], [`CR${int(r, 100000, 999999)}`, String(int(r, 100000, 999999))], [`${y % 100}/C/${int(r, 1000, 9999)}`, `${y % 100}/${int(r, 1000, 9999)}`]],
    de: [[`GS-${y}-${int(r, 1000, 9999)}`, `RE-${y}-${int(r, 1000, 9999)}`], [`G${int(r, 100000, 999999)}`, `R${int(r, 100000, 999999)}`]],
    fr: [[`AV-${y}-${int(r, 1000, 9999)}`, `FA-${y}-${int(r, 1000, 9999)}`], [`AV${int(r, 100000, 999999)}`, `F${int(r, 100000, 999999)}`]],
  }[lang]);
  const ref = reason === 'returned' || reason === 'damaged' ? (chance(r, 0.7) ? { k: 'rma', v: pick(r, [`RMA-${d5()}`, `RET${int(r, 100000, 999999)}`]) } : null) : chance(r, 0.4) ? { k: 'order', v: pick(r, [`SO-${d5()}`, `ORD${int(r, 100000, 999999)}`, `PO ${int(r, 1000, 9999)}`]) } : null;
  const acct = pick(r, [`CUST-${int(r, 1000, 9999)}`, `K${d5()}`, String(int(r, 100000, 999999))]);
  const invDate = randomDate(r, y, y);
  const cnDate = addDays(invDate, int(r, 5, 60));
  const backDate = addDays(cnDate, -int(r, 1, 4));

  // The credited lines: goods sent back, price differences, a duplicated invoice or months of a cancelled service.
  const pool = [...(reason === 'cancelled' ? SERVICES : reason === 'duplicate' && chance(r, 0.4) ? SERVICES : GOODS)[lang]].sort(() => r() - 0.5);
  const what = pool.slice(0, int(r, 1, reason === 'duplicate' ? 4 : 3));
  const adj = { en: (s: string) => `Price adjustment: ${s}`, de: (s: string) => `Preiskorrektur ${s}`, fr: (s: string) => `Ajustement de prix – ${s}` }[lang];
  const lines = what.map((item) => {
    const qty = reason === 'price' ? int(r, 5, 120) : reason === 'cancelled' ? int(r, 1, 6) : int(r, 1, 12);
    const unit = reason === 'price' ? r2(int(r, 50, 1500) / 100) : int(r, 6, 480) + pick(r, [0, 0.5, 0.99, 0.25]);
    return { item, text: reason === 'price' ? adj(item) : item, sku: `${item.normalize('NFD').replace(/[^A-Za-z]/g, '').slice(0, 2).toUpperCase()}-${int(r, 1000, 9999)}`, qty, unit, amount: r2(qty * unit) };
  });
  const net = r2(lines.reduce((t, l) => t + l.amount, 0));
  const rate = pick(r, RATES[loc.name]);
  const tax = r2((net * rate) / 100);
  const total = r2(net + tax);
  const origTotal = reason === 'duplicate' ? total : r2(total + int(r, 80, 4000) + pick(r, [0, 0.5, 0.2]));
  const method = pick(r, (['card', 'transfer', 'account', 'cheque'] as const).slice(0, lang === 'de' ? 3 : 4));
  const last4 = String(int(r, 1000, 9999));
  const days = pick(r, [5, 7, 10, 14]);
  const balance = method === 'account' && reason !== 'duplicate' ? r2(origTotal - total) : null;
  const m = money(total);
  const refund = pick(r, {
    card: { en: [`The amount of ${m} will be refunded to your card ending ${last4} within ${days} days.`, `We have refunded ${m} to the card ending in ${last4}; please allow up to ${days} working days for it to appear.`], de: [`Der Betrag von ${m} wird innerhalb von ${days} Tagen auf Ihre Karte mit der Endung ${last4} zurückerstattet.`], fr: [`Le montant de ${m} sera remboursé sur votre carte se terminant par ${last4} sous ${days} jours.`] },
    transfer: { en: [`${m} will be paid back by bank transfer to your account ending ${last4} within ${days} days.`], de: [`Wir überweisen Ihnen ${m} innerhalb von ${days} Tagen auf Ihr Konto mit der Endung ${last4}.`], fr: [`Nous vous rembourserons ${m} par virement sur votre compte se terminant par ${last4} sous ${days} jours.`] },
    account: { en: [`This credit of ${m} has been applied to your account and will be set against your next invoice.`, `The credit of ${m} has been offset against your outstanding balance.`], de: [`Die Gutschrift über ${m} wird mit Ihrer nächsten Rechnung verrechnet.`, `Der Betrag von ${m} wurde Ihrem Kundenkonto gutgeschrieben.`], fr: [`Cet avoir de ${m} sera déduit de votre prochaine facture.`, `Le montant de ${m} a été porté au crédit de votre compte client.`] },
    cheque: { en: [`A cheque for ${m} will be posted to the address above within ${days} days.`], de: [], fr: [`Un chèque de ${m} vous sera adressé sous ${days} jours.`] },
  }[method][lang]);
  const reasonOptions = pick(r, REASON_OPTIONS);
  const methodOptions = pick(r, [['Card refund', 'Bank transfer', 'Credit on account', 'Cheque'], ['Refund to card', 'Bank transfer', 'Offset against future invoices', 'Cheque', 'Cash']]);
  const target = chance(r, 0.5) ? 0 : int(r, 0, lines.length - 1);
  const line = lines[target];
  const layout = int(r, 0, 2);
  const acctShown = layout === 1 || chance(r, 0.5);
  const which = target === 0 && chance(r, 0.5) ? 'the first line' : `the "${line.item}" line`;

  const ask = askSome(r, int(r, 10, 14), [
    [false, (a) => a.field('text', [['issuer', 'Company that issued the credit note'], ['supplier', 'who is giving the credit'], ['vendor_name', '']], issuer)],
    [false, (a) => a.field('text', [['customer', 'Who receives the credit'], ['client_name', 'customer the credit note is addressed to'], ['credited_party', '']], customer)],
    [true, (a) => a.field('id_alphanumeric', [['credit_note_number', 'Number of this credit note'], ['cn_no', ''], ['credit memo id', 'the credit document number, not the invoice']], cnNo)],
    [true, (a) => a.field('id_alphanumeric', [['original_invoice', 'Invoice being credited'], ['invoice_number', 'number of the invoice this refers to'], ['related invoice #', '']], invNo)],
    [false, (a) => a.field('id_alphanumeric', ref?.k === 'rma' ? [['return_number', 'Return authorisation (RMA) number'], ['rma', '']] : [['order_number', 'Customer order number'], ['order ref', '']], ref?.v), !!ref],
    [false, (a) => a.field('id_alphanumeric', [['customer_account', 'Customer or account number'], ['account_id', '']], acctShown ? acct : null)],
    [false, (a) => a.field('date', [['credit_date', 'Date of the credit note'], ['issued_on', ''], ['date_credited', 'when the credit was raised']], isoOf(cnDate))],
    [false, (a) => a.field('date', [['invoice_date', 'Date of the original invoice'], ['original_invoice_date', ''], ['billed_on', 'when the credited invoice was issued']], isoOf(invDate))],
    [true, (a) => a.field('single_select', [['reason', 'Why the credit was issued'], ['credit_reason', ''], ['refund_cause', 'what the credit is for']], reasonOptions[REASONS.indexOf(reason)], reasonOptions)],
    [false, (a) => a.field('currency', [['unit_price', `Unit price on ${which}`], ['price_each', `price per unit credited for ${which}`]], line.unit)],
    [false, (a) => a.field('number', [['quantity', `Quantity credited on ${which}`], ['units_credited', `how many units on ${which}`]], line.qty)],
    [false, (a) => a.field('currency', [['line_amount', `Amount of ${which}`], ['line_total', `total credited on ${which}`]], line.amount)],
    [false, (a) => a.field('currency', [['net_amount', 'Credit before tax'], ['subtotal', ''], ['amount_ex_vat', 'net value credited']], net)],
    [false, (a) => a.field('percentage', [['tax_rate', 'VAT / sales tax rate'], ['vat %', '']], rate || null)],
    [false, (a) => a.field('currency', [['tax_amount', 'Tax credited'], ['vat', 'VAT amount, not the rate']], rate ? tax : null)],
    [false, (a) => a.field('currency', [['total_credit', 'Total amount credited incl. tax'], ['refund_total', ''], ['credit_amount', 'how much is credited overall']], total)],
    [false, (a) => a.field('single_select', [['refund_method', 'How the money is given back'], ['paid_back_via', '']], methodOptions[['card', 'transfer', 'account', 'cheque'].indexOf(method)], methodOptions)],
    [false, (a) => a.field('number', [['refund_days', 'Days until the refund arrives'], ['days_to_refund', '']], days), method !== 'account'],
    [false, (a) => a.field('id_alphanumeric', [['card_last_digits', 'Last four digits of the card or account refunded'], ['refund_account_ending', '']], last4), method === 'card' || method === 'transfer'],
    [false, (a) => a.field('verbatim', [['refund_statement', 'The sentence saying how the credit is refunded'], ['refund_wording', 'refund terms as written']], refund)],
    [false, (a) => a.field('currency', [['remaining_balance', 'What the customer still owes after the credit'], ['balance_due', '']], balance), balance !== null],
    [false, (a) => a.field('currency_symbol', [['currency', ''], ['ccy', 'Currency of the credit note']], loc.currency.code)],
    // Never stated in the document.
    [true, (a) => pick(r, [
      () => a.field('currency', [['restocking_fee', 'Fee deducted for restocking'], ['handling_deduction', '']], null),
      () => a.field('date', [['refund_paid_on', 'Date the refund was actually paid'], ['refund_date', '']], null),
      () => a.field('id_alphanumeric', [['return_tracking_no', 'Carrier tracking number of the return parcel'], ['tracking', '']], null),
    ])()],
  ]);

  const letterhead: Block[] = [{ kind: 'title', text: issuer }, { kind: 'lines', lines: issuerLines }];
  const title: Block = { kind: 'title', text: lbl('title') };
  const toBlock: Block[] = [{ kind: 'kv', label: lbl('to'), value: '', above: true }, { kind: 'lines', lines: [customer, ...(chance(r, 0.3) ? [pick(r, { en: ['Attn: Accounts Payable', 'FAO Finance Dept.'], de: ['z. Hd. Buchhaltung'], fr: ['À l’attention du service comptable'] }[lang])] : []), ...customerLines] }];
  const invSentence = { en: `This credit note relates to invoice ${invNo} dated ${date(invDate)}.`, de: `Diese Gutschrift bezieht sich auf unsere Rechnung ${invNo} vom ${date(invDate)}.`, fr: `Le présent avoir se rapporte à notre facture ${invNo} du ${date(invDate)}.` }[lang];
  const refKv = ref ? [kv(ref.k, ref.v)] : [];
  const acctKv = acctShown ? [kv('acct', acct)] : [];
  const meta: Block[] = [
    () => [kv('no', cnNo), kv('date', date(cnDate)), kv('inv', invNo), kv('invDate', date(invDate)), ...refKv, ...acctKv],
    () => [{ kind: 'table' as const, header: [lbl('no'), lbl('date'), lbl('inv'), lbl('acct')], rows: [[cnNo, date(cnDate), invNo, acct]] }, ...refKv, kv('invDate', date(invDate))],
    () => [kv('no', cnNo), kv('date', date(cnDate)), ...acctKv, ...refKv, { kind: 'para' as const, text: invSentence }],
  ][layout]();
  const said = pick(r, SAID[reason][lang]);
  const reasonBlock: Block[] = [
    chance(r, 0.6) ? kv('reason', said) : { kind: 'para', text: { en: `Reason for this credit: ${said.toLowerCase()}.`, de: `Grund der Gutschrift: ${said}.`, fr: `Motif : ${said.toLowerCase()}.` }[lang] },
    ...(reason === 'returned' && chance(r, 0.6) ? [kv('back', date(backDate))] : []),
  ];
  const withSku = chance(r, 0.35);
  const head = pick(r, HEAD[lang]);
  const table: Block = { kind: 'table', header: withSku ? [SKU[lang], ...head] : head, rows: lines.map((l) => [...(withSku ? [l.sku] : []), l.text, String(l.qty), num(l.unit), num(l.amount)]) };
  const taxLabel = `${pick(r, TAX_WORD[loc.name])} ${fmtNumber(rate, loc.numbers, (String(rate).split('.')[1] ?? '').length)}${lang === 'en' ? '' : ' '}%`;
  const sums: Array<[string, string]> = [...(rate ? [[loc.name === 'US' ? pick(r, ['Subtotal', 'Net credit']) : lbl('net'), money(net)], [taxLabel, money(tax)]] as Array<[string, string]> : []), [lbl('total'), money(total)]];
  if (table.kind === 'table' && chance(r, 0.3)) table.rows.push(...sums.map(([l, v]) => [...(withSku ? [''] : []), '', '', l, v]));
  const totals: Block[] = table.kind === 'table' && table.rows.length > lines.length ? [] : sums.map(([label, value]) => ({ kind: 'kv' as const, label, value }));
  const after: Block[] = [
    ...(chance(r, 0.4) || balance !== null ? [kv('origTotal', money(origTotal))] : []),
    { kind: 'para', text: refund },
    ...(balance !== null ? [kv('balance', money(balance))] : []),
    { kind: 'lines', lines: [pick(r, { en: ['Kind regards,', 'With apologies for the inconvenience,'], de: ['Mit freundlichen Grüßen'], fr: ['Cordialement,', 'Nous vous prions d’agréer nos salutations distinguées.'] }[lang]), pick(r, { en: ['Accounts Team', 'Customer Service'], de: ['Ihre Buchhaltung', 'Kundenservice'], fr: ['Service comptabilité', 'Service client'] }[lang])] },
  ];
  const top = chance(r, 0.6) ? [...letterhead, title, ...toBlock, ...meta] : [title, ...letterhead, ...meta, ...toBlock];
  return { blocks: [...top, ...reasonBlock, table, ...totals, ...after], fields: ask.fields, gold: ask.gold, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const creditNotes: Family = { name: 'credit-note', kind: 'trade', split: 'train', formats: ['pdf', 'html', 'docx', 'txt'], make };
