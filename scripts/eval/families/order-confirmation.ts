/**
 * Calibration family: an online shop's order confirmation e-mail (UK, US, DE, FR shops) as a
 * mail with headers and a chatty letter, as a receipt-like page of label lines, or as an
 * item table with the totals as its last rows. What makes it hard: the item prices, line
 * totals, subtotal, discount, shipping, the tax included (or added) and the order total;
 * the number of items against the number of product lines and their quantities; a delivery
 * address beside a billing address in another town (and a gift sent to someone else); the
 * order date beside the dispatch date and the estimated delivery date, and the mail's own
 * date; the order number beside a customer number, an invoice number, a voucher code and a
 * card's last digits; the shop's help address beside its no-reply sender and an order-status link.
 */
import { addDays, fmtDate, fmtMoney, isoOf, LOCALES, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';

const r2 = (x: number) => Math.round(x * 100) / 100;
const shuffle = <T>(r: Rng, xs: readonly T[]): T[] => xs.map((x) => ({ x, k: r() })).sort((a, b) => a.k - b.k).map((o) => o.x);
const fill = (s: string, c: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k) => String(c[k]));

/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  title: ['Order confirmation|Thank you for your order|Your order is confirmed', 'Order Confirmation|Thanks for your order!|We received your order', 'Bestellbestätigung|Vielen Dank für Ihre Bestellung|Ihre Bestellung ist eingegangen', 'Confirmation de commande|Merci pour votre commande|Votre commande est confirmée'],
  no: ['Order number|Order no.|Order ref.', 'Order #|Order number|Order ID', 'Bestellnummer|Bestell-Nr.|Auftragsnummer', 'N° de commande|Numéro de commande|Référence de commande'],
  cust: ['Customer number|Account no.', 'Customer ID|Account #', 'Kundennummer|Kunden-Nr.', 'N° client|Numéro de client'],
  inv: ['Invoice no.|Invoice number', 'Invoice #', 'Rechnungsnummer|Rechnungs-Nr.', 'N° de facture|Facture n°'],
  on: ['Order date|Date ordered|Order placed', 'Order date|Placed on|Order placed', 'Bestelldatum|Bestellt am|Datum der Bestellung', 'Date de commande|Commandé le|Commande passée le'],
  disp: ['Estimated dispatch|Dispatch date|Dispatched by', 'Ships by|Estimated ship date', 'Voraussichtlicher Versand|Versanddatum', "Date d'expédition prévue|Expédition prévue le"],
  eta: ['Estimated delivery|Expected delivery|Delivery date', 'Estimated delivery|Arrives by|Expected delivery', 'Voraussichtliche Lieferung|Lieferdatum (voraussichtlich)|Zustellung voraussichtlich am', 'Livraison estimée|Date de livraison prévue|Livraison prévue le'],
  deliv: ['Delivery address|Delivering to|Shipping address', 'Shipping address|Ship to|Shipping to', 'Lieferadresse|Lieferanschrift|Versandadresse', 'Adresse de livraison|Livré à'],
  bill: ['Billing address|Invoice address', 'Billing address|Bill to', 'Rechnungsadresse|Rechnungsanschrift', 'Adresse de facturation'],
  pay: ['Payment method|Paid with|Payment', 'Payment method|Paid with|Payment', 'Zahlungsart|Zahlungsmethode|Bezahlt mit', 'Mode de paiement|Moyen de paiement|Payé par'],
  item: ['Item|Product|Description', 'Item|Product', 'Artikel|Produkt|Bezeichnung', 'Article|Produit|Désignation'], sku: ['Item code|SKU|Product code', 'SKU|Item #', 'Art.-Nr.|Artikelnummer', 'Réf.|Référence'],
  qty: ['Qty|Quantity', 'Qty|Quantity', 'Menge|Anzahl|Stk.', 'Qté|Quantité'], unit: ['Price|Unit price|Each', 'Price|Unit price|Each', 'Einzelpreis|Stückpreis|Preis', 'Prix unitaire|P.U.|Prix'], line: ['Total|Line total|Amount', 'Total|Amount', 'Gesamt|Summe|Betrag', 'Total|Montant'],
  items: ['Items|Number of items|Items ordered', 'Items|Item count|Number of items', 'Anzahl Artikel|Artikel|Stückzahl', "Nombre d'articles|Articles"],
  sub: ['Subtotal|Items subtotal|Sub-total', 'Subtotal|Merchandise subtotal|Item(s) subtotal', 'Zwischensumme|Warenwert|Summe Artikel', 'Sous-total|Total articles|Montant des articles'],
  ship: ['Delivery|Postage & packing|Shipping|Standard delivery', 'Shipping|Shipping & handling|Standard shipping', 'Versandkosten|Versand|Lieferung', 'Frais de livraison|Livraison|Frais de port'],
  disc: ['Discount|Promotion|Voucher', 'Discount|Promo|Coupon savings', 'Rabatt|Gutschein|Nachlass', 'Remise|Réduction|Code promo'],
  total: ['Order total|Total|Total paid', 'Order total|Total|Grand total', 'Gesamtsumme|Gesamtbetrag|Summe', 'Total TTC|Montant total|Total à payer'],
  vat: ['Includes VAT ({p})|of which VAT at {p}', 'Estimated tax ({p})|Sales tax ({p})', 'enthaltene MwSt. ({p})|darin enthaltene USt. {p}', 'dont TVA ({p})|TVA incluse ({p})'],
  summary: ['Order summary|Your items|What you ordered', 'Order summary|Items in this order|Your items', 'Ihre Bestellung|Bestellübersicht|Bestellte Artikel', 'Récapitulatif de votre commande|Vos articles|Détail de la commande'],
  from: ['From', 'From', 'Von', 'De'], to: ['To', 'To', 'An', 'À'], subj: ['Subject', 'Subject', 'Betreff', 'Objet'], sent: ['Date', 'Date', 'Datum', 'Date'],
  track: ['Track your order|View your order', 'Track your order|Order status', 'Bestellstatus|Sendungsverfolgung', 'Suivre ma commande|Suivi de commande'],
};
/** Shops: brand, domain, company behind it, help-page path, mailbox. */
const SHOPS: Array<Array<[string, string, string]>> = [
  [['Hartley & Finch', 'hartleyandfinch.co.uk', 'Hartley & Finch Retail Ltd'], ['Pennine Outdoor', 'pennineoutdoor.co.uk', 'Pennine Outdoor Ltd'], ['Bramble Home', 'bramblehome.co.uk', 'Bramble Home Stores Ltd'], ['Kettle & Crumb', 'kettleandcrumb.co.uk', 'Kettle and Crumb Ltd']],
  [['Northwind Supply Co.', 'northwindsupply.com', 'Northwind Supply Company LLC'], ['Cedar & Pine Outfitters', 'cedarandpine.com', 'Cedar and Pine Outfitters Inc.'], ['BrightNest Home', 'brightnest.com', 'BrightNest Inc.'], ['Pixel Harbor', 'pixelharbor.com', 'Pixel Harbor Electronics LLC']],
  [['Waldläufer Outdoor', 'waldlaeufer-outdoor.de', 'Waldläufer Outdoor GmbH'], ['Küchenliebe', 'kuechenliebe.de', 'Küchenliebe Handels GmbH'], ['Technikhafen', 'technikhafen.de', 'Technikhafen Online GmbH & Co. KG'], ['Buchkontor Hansen', 'buchkontor-hansen.de', 'Buchkontor Hansen e.K.']],
  [['Maison Lumière', 'maison-lumiere.fr', 'Maison Lumière SAS'], ['Le Comptoir du Vélo', 'comptoirduvelo.fr', 'Comptoir du Vélo SARL'], ['Papeterie Marceau', 'papeterie-marceau.fr', 'Papeterie Marceau SAS'], ['Atelier Cuisine & Co', 'ateliercuisine.fr', 'Atelier Cuisine et Compagnie SAS']],
];
const HELP = [['help|customerservice|support', 'help|contact-us|customer-service'], ['support|help|care', 'help|support|customer-care'], ['kundenservice|service|hilfe', 'hilfe|kundenservice|kontakt'], ['service-client|contact|sav', 'aide|service-client|contact']];
const PRODUCTS = [
  'Merino wool beanie|Stainless steel water bottle 750 ml|Cotton bath towel set|Ceramic pour-over coffee dripper|LED desk lamp|Walking socks (3 pairs)|Hardback notebook A5|Bamboo chopping board|Linen cushion cover|Waterproof map case',
  'Insulated travel mug 16 oz|Fleece quarter-zip pullover|USB-C charging cable 6 ft|Cast iron skillet 10"|Scented soy candle|Wireless earbuds|Trail running socks|Bluetooth speaker|Throw blanket, oatmeal|Phone stand, walnut',
  'Trinkflasche Edelstahl 0,75 l|Merino-Mütze|Schneidebrett Eiche|Kaffeemühle manuell|LED-Stirnlampe|Wandersocken (2 Paar)|Notizbuch A5 liniert|Gusseisenpfanne 28 cm|Powerbank 10.000 mAh|Geschirrtuch-Set',
  'Gourde isotherme 500 ml|Bonnet en laine mérinos|Planche à découper en chêne|Lampe de bureau LED|Carnet A5 ligné|Antivol en U|Set de torchons en lin|Moulin à café manuel|Bougie parfumée figue|Housse de coussin en lin',
];
const PEOPLE = ['Emma Sutherland|Rhys Morgan|Priya Shah|Callum Reid|Joanna Pickering|Tom Ashworth|Hannah Doyle|Oliver Grant', "Jessica Moreno|Brian Caldwell|Aaliyah Brooks|Derek Olsen|Monica Stein|Kyle Jensen|Tasha Greene|Ryan O'Neill", 'Katrin Vollmer|Stefan Hoffart|Leonie Brandl|Markus Seidel|Anja Reuter|Florian Kaiser|Julia Seitz|Dennis Koch', 'Camille Morand|Julien Lefort|Inès Bertrand|Mathieu Carré|Laure Dufresne|Yann Le Goff|Manon Girard|Théo Lemaire'];
const STREETS = ['12 Orchard Close|Flat 3, 28 Regent Street|7 Beech Grove|41 Mill Lane|Apartment 9, 2 Quayside|18 Church Road', '418 Linden Avenue|9 Cedar Court, Apt 2B|77 Harbor Road|1520 Elm Street|236 W Maple Drive', 'Ahornweg 14|Gartenstraße 3|Am Mühlbach 22|Lindenallee 7a|Schillerstraße 41', '8 rue des Lilas|15 avenue Foch|3 chemin des Vignes|22 boulevard Voltaire|5 place du Marché'];
/** Towns: [postcode, city] (US: [zip, city, state]). */
const TOWNS: Array<Array<[string, string, string?]>> = [
  [['BA1 2LR', 'Bath'], ['LS6 3HN', 'Leeds'], ['NR2 4PD', 'Norwich'], ['EH10 5QX', 'Edinburgh'], ['CF24 3AA', 'Cardiff'], ['M20 2RB', 'Manchester'], ['BS7 8AU', 'Bristol'], ['YO31 7EF', 'York']],
  [['97214', 'Portland', 'OR'], ['78704', 'Austin', 'TX'], ['53703', 'Madison', 'WI'], ['27605', 'Raleigh', 'NC'], ['80302', 'Boulder', 'CO'], ['31401', 'Savannah', 'GA'], ['43215', 'Columbus', 'OH']],
  [['04179', 'Leipzig'], ['55116', 'Mainz'], ['80469', 'München'], ['50667', 'Köln'], ['28195', 'Bremen'], ['69117', 'Heidelberg'], ['60311', 'Frankfurt am Main'], ['01067', 'Dresden']],
  [['37000', 'Tours'], ['54000', 'Nancy'], ['69003', 'Lyon'], ['33000', 'Bordeaux'], ['44000', 'Nantes'], ['67000', 'Strasbourg'], ['13006', 'Marseille'], ['35000', 'Rennes']],
];
/** Payment methods: the option index and how each locale writes it ({d}: a card's last digits). */
const PAY: Array<[number, [string, string, string, string]]> = [
  [0, ['Visa ending {d}|Mastercard ending in {d}|Debit card (Visa) ****{d}', 'Visa •••• {d}|Amex ending in {d}|Mastercard ending {d}', 'Kreditkarte (Visa) **** {d}|Mastercard, endet auf {d}', 'Carte bancaire **** {d}|CB Visa se terminant par {d}']],
  [1, ['PayPal', 'PayPal', 'PayPal', 'PayPal']],
  [2, ['Bank transfer', 'Bank transfer (ACH)', 'Vorkasse (Überweisung)|Banküberweisung', 'Virement bancaire']],
  [3, ['Klarna – Pay in 30 days', 'Pay later with Afterpay|Klarna – Pay in 30 days', 'Kauf auf Rechnung|Rechnung (Klarna)', 'Klarna – Payer dans 30 jours|Paiement différé à 30 jours']],
  [4, ['Cash on delivery', 'Cash on delivery (COD)', 'Nachnahme', 'Paiement à la livraison']],
];
const PAY_OPTS = [['Credit or debit card', 'PayPal', 'Bank transfer', 'Invoice / pay later', 'Cash on delivery'], ['Card', 'PayPal', 'Bank transfer', 'Buy now, pay later', 'Cash on delivery'], ['credit card', 'paypal', 'wire / bank transfer', 'pay by invoice', 'COD']];
const VAT = [20, 0, 19, 20];
/** Sentences per language (English, German, French); {names} are filled in. */
const T: Record<string, [string[], string[], string[]]> = {
  hello: [['Hi {first},', 'Dear {first},', 'Hello {first},'], ['Hallo {first},', 'Guten Tag {name},'], ['Bonjour {first},', 'Bonjour {name},']],
  intro: [['Thanks for shopping with {shop}! We have received your order {no}, placed on {on}, and are getting it ready.', 'Thank you for your order with {shop}. This email confirms that we received order {no} on {on}.'], ['vielen Dank für Ihre Bestellung bei {shop}! Wir haben Ihre Bestellung {no} vom {on} erhalten und bereiten sie für den Versand vor.', 'hiermit bestätigen wir den Eingang Ihrer Bestellung {no} vom {on} bei {shop}.'], ['merci pour votre commande chez {shop} ! Nous avons bien reçu votre commande {no} du {on}.', 'nous vous confirmons la bonne réception de votre commande n° {no}, passée le {on} sur {shop}.']],
  count: [['Your order contains {n} items.', 'You ordered {n} items in total.'], ['Ihre Bestellung umfasst {n} Artikel.', 'Sie haben insgesamt {n} Artikel bestellt.'], ['Votre commande comprend {n} articles.', 'Vous avez commandé {n} articles au total.']],
  when: [['We expect to dispatch your parcel on {disp}, and it should arrive on {eta}.', 'Your parcel is due to be delivered on {eta} (dispatch planned for {disp}).'], ['Wir versenden Ihr Paket voraussichtlich am {disp}; die Zustellung erfolgt voraussichtlich am {eta}.', 'Ihr Paket wird voraussichtlich am {eta} zugestellt (Versand am {disp}).'], ['Votre colis sera expédié le {disp} et devrait vous être livré le {eta}.', 'Livraison estimée le {eta}, pour une expédition prévue le {disp}.']],
  where: [['It will be delivered to {addr}.', 'We will deliver it to {addr}.'], ['Die Lieferung erfolgt an: {addr}.', 'Wir liefern an {addr}.'], ['Il sera livré à l’adresse suivante : {addr}.', 'Adresse de livraison : {addr}.']],
  gift: [['As requested, this order will be sent as a gift to {to}.', 'This order is a gift and will be delivered to {to}.'], ['Wie gewünscht senden wir diese Bestellung als Geschenk an {to}.'], ['Comme demandé, cette commande sera envoyée en cadeau à {to}.']],
  paid: [['You paid {total} by {pay}.', 'Payment of {total} was taken using {pay}.'], ['Den Betrag von {total} haben Sie per {pay} bezahlt.', 'Zahlungsart: {pay}, Betrag: {total}.'], ['Vous avez réglé {total} par {pay}.', 'Montant réglé : {total} ({pay}).']],
  code: [['Your voucher code {code} saved you {disc}.', 'Good news – code {code} took {disc} off your order.'], ['Mit dem Gutscheincode {code} haben Sie {disc} gespart.'], ['Le code {code} vous a fait économiser {disc}.']],
  help: [['Questions about your order? Our customer service team is here to help: {contact}.', 'Need help? Contact us at {contact}.'], ['Fragen zu Ihrer Bestellung? Unser Kundenservice hilft gern weiter: {contact}.', 'Sie haben Fragen? Kontaktieren Sie uns unter {contact}.'], ['Une question sur votre commande ? Notre service client est à votre écoute : {contact}.', 'Besoin d’aide ? Contactez-nous : {contact}.']],
  noreply: [['This is an automated message – please do not reply to this email.', 'Please do not reply to this email; this mailbox is not monitored.'], ['Dies ist eine automatisch erstellte E-Mail. Bitte antworten Sie nicht auf diese Nachricht.'], ['Ceci est un message automatique, merci de ne pas y répondre.']],
  bye: [['Thanks again,|Best wishes,|Happy shopping!'], ['Viele Grüße|Ihr Team von'], ['À bientôt,|Cordialement,|L’équipe']],
};
const NEVER: Array<[FieldType, Array<[string, string]>]> = [['id_alphanumeric', [['tracking_number', 'parcel tracking number from the carrier'], ['trackingId', ''], ['shipment tracking no', 'carrier tracking code of the parcel']]], ['text', [['gift_message', 'message printed on the gift note'], ['giftNote', '']]], ['id_alphanumeric', [['customer_vat_id', 'VAT number of the buyer, for business orders'], ['buyer tax id', '']]], ['number', [['loyalty_points', 'points earned with this order'], ['rewardPoints', 'reward points credited']]], ['text', [['courier', 'carrier delivering the parcel (DPD, UPS ...)'], ['delivery company', '']]]];

function make(r: Rng): ReturnType<Family['make']> {
  const li = int(r, 0, 3);
  const [loc, lang] = [LOCALES[li], [0, 0, 1, 2][li]];
  const alt = (s: string) => pick(r, s.split('|'));
  const w = (key: string) => alt(W[key][li]);
  const say = (key: string, c: Record<string, string | number>) => fill(pick(r, T[key][lang]), c);
  const [style, variant] = [pick(r, loc.dates), r()];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const byCode = chance(r, 0.15);
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode);
  const pct = (p: number) => `${p}${li >= 2 ? '\u00a0%' : '%'}`;
  const [shop, domain, company] = pick(r, SHOPS[li]);
  const [customer, giftee] = shuffle(r, PEOPLE[li].split('|'));
  const first = customer.split(' ')[0];
  const [dTown, bTown] = shuffle(r, TOWNS[li]);
  const [dStreet, bStreet] = shuffle(r, STREETS[li].split('|'));
  const gift = chance(r, 0.2);
  const sameBill = !gift && chance(r, 0.35);
  const addr = (name: string, street: string, t: [string, string, string?]): string[] => [name, street, ...[[t[1], t[0]], [`${t[1]}, ${t[2]} ${t[0]}`], [`${t[0]} ${t[1]}`], [`${t[0]} ${t[1]}`]][li]];
  const dLines = addr(gift ? giftee : customer, dStreet, dTown);
  const bLines = addr(customer, sameBill ? dStreet : bStreet, sameBill ? dTown : bTown);
  // Items: 1-4 lines, at least two pieces in all.
  const names = shuffle(r, PRODUCTS[li].split('|')).slice(0, int(r, 1, 4));
  const lines = names.map((name) => ({ name, sku: `${pick(r, ['', 'SKU-', 'A'])}${int(r, 100000, 999999)}`, qty: pick(r, [1, 1, 1, 2, 2, 3]), unit: r2(int(r, 3, 89) + pick(r, [0, 0.5, 0.95, 0.99, 0.49])) }));
  if (lines.reduce((t, l) => t + l.qty, 0) < 2) lines[0].qty = 2;
  const nItems = lines.reduce((t, l) => t + l.qty, 0);
  const sub = r2(lines.reduce((t, l) => t + l.qty * l.unit, 0));
  const hasDisc = chance(r, 0.6);
  const discPct = pick(r, [10, 15, 20, 0]);
  const disc = !hasDisc ? 0 : discPct ? r2(sub * discPct / 100) : pick(r, [5, 10, 15].filter((x) => x < sub / 2).concat([3]));
  const code = `${pick(r, ['SPRING', 'WELCOME', 'SAVE', 'HELLO', 'NEWS'])}${discPct || disc}`;
  const ship = chance(r, 0.2) ? 0 : pick(r, [2.99, 3.95, 4.49, 4.99, 5.95, 6.9, 7.99]);
  const taxRate = li === 1 ? pick(r, [6, 7.25, 8, 8.875]) : VAT[li];
  const tax = li === 1 ? r2((sub - disc) * taxRate / 100) : r2((sub - disc + ship) * taxRate / (100 + taxRate));
  const total = r2(sub - disc + ship + (li === 1 ? tax : 0));
  const on = randomDate(r, 2019, 2025);
  const disp = addDays(on, int(r, 0, 3));
  const eta = addDays(disp, int(r, 1, 5));
  const no = pick(r, [`${int(r, 100, 999)}-${int(r, 1000000, 9999999)}-${int(r, 1000000, 9999999)}`, `#${int(r, 100000, 999999)}`, `${['HF', 'NW', 'WO', 'ML'][li]}${int(r, 10000000, 99999999)}`, `${on.getUTCFullYear()}-${int(r, 100000, 999999)}`]);
  const orderNo = no.replace(/^#/, '');
  const custNo = `${pick(r, ['C', 'K', ''])}${int(r, 1000000, 9999999)}`;
  const invNo = `${pick(r, ['INV', 'RE', 'F'])}-${int(r, 1000000, 9999999)}`;
  const [pi, payWords] = pick(r, PAY.filter(([i]) => i !== 4 || li >= 2).filter(([i]) => i !== 2 || li !== 1 || chance(r, 0.3)));
  const last4 = String(int(r, 1000, 9999));
  const payText = fill(alt(payWords[li]), { d: last4 });
  const payOpts = pick(r, PAY_OPTS);
  const mailbox = alt(HELP[li][0]);
  const [hasMail, hasUrl] = pick(r, [[true, true], [true, false], [false, true], [true, true]]);
  const [mail, url] = [`${mailbox}@${domain}`, `https://www.${domain}/${alt(HELP[li][1])}`];
  const custMail = `${first.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '')}.${customer.split(' ').slice(-1)[0].toLowerCase().normalize('NFD').replace(/[\u0300-\u036f']/g, '')}@${pick(r, ['gmail.com', 'outlook.com', ['btinternet.com', 'yahoo.com', 'web.de', 'orange.fr'][li]])}`;
  const cityOf = (t: [string, string, string?]) => t[1];

  const ask = new Ask(r);
  const roles: Array<() => void> = [
    () => { ask.compare[ask.field('text', [['shop_name', 'online store the order was placed with'], ['retailer', ''], ['merchant', 'name of the seller / web shop'], ['Store', 'which shop sent this confirmation']], shop)] = (v) => [shop, company].map((s) => s.toLowerCase()).includes(String(v).trim().toLowerCase()); },
    () => ask.field('text', [['customer_name', 'person who placed the order'], ['buyer', ''], ['orderedBy', 'name of the customer (the one paying, not a gift recipient)'], ['purchaser name', '']], customer),
    () => ask.field('id_alphanumeric', [['order_number', 'the shop’s reference for this order'], ['orderId', ''], ['order reference', 'number identifying the order (not the customer or invoice number)']], orderNo),
    () => ask.field('date', [['order_date', 'when the order was placed'], ['purchase_date', ''], ['date ordered', 'day the customer placed the order, not the dispatch or delivery date']], isoOf(on)),
    () => ask.field('number', [['item_count', 'how many items were ordered in total'], ['numberOfItems', ''], ['total quantity', 'number of pieces in the order, counting quantities']], nItems),
    () => ask.field('currency', [['merchandise_value', 'value of the goods before shipping and discount'], ['goods_value', ''], ['items total', 'sum of the item prices'], ['amount_before_shipping', '']], sub),
    () => ask.field('currency', [['shipping_cost', 'delivery charge'], ['shippingFee', ''], ['delivery_fee', 'what the customer pays for delivery']], ship),
    () => ask.field('currency', [['discount_amount', 'money taken off by a promotion or voucher'], ['savings', ''], ['voucher value', 'amount saved with the promo code']], hasDisc ? disc : null),
    () => ask.field('currency', [['order_total', 'final amount charged'], ['totalAmount', ''], ['amount paid', 'grand total of the order, including delivery']], total),
    () => ask.field('date', [['estimated_delivery', 'date the parcel is expected to arrive'], ['deliveryDate', ''], ['expected arrival', 'when the goods should be delivered (not when they ship)']], isoOf(eta)),
    () => ask.field('text', [['delivery_city', 'town the order is shipped to'], ['shipToCity', ''], ['destination city', 'city of the delivery address (not the billing address)']], cityOf(dTown)),
    () => ask.field('id_alphanumeric', [['delivery_postcode', 'postal code of the shipping address'], ['shipping_zip', ''], ['postal code', 'postcode where the parcel goes']], dTown[0]),
    () => ask.field('single_select', [['payment_method', 'how the order was paid'], ['paymentType', ''], ['paid via', 'means of payment used']], payOpts[pi], payOpts),
    () => chance(r, 0.5)
      ? ask.field('text', [['support_email', 'e-mail address of the shop’s customer service'], ['customerServiceEmail', ''], ['help contact email', 'where to write with questions about the order']], hasMail ? mail : null)
      : ask.field('url', [['support_url', 'link to the shop’s help or contact page'], ['helpPage', ''], ['customer service website', 'web address for customer service']], hasUrl ? url : null),
    () => ask.field('currency', li === 1 ? [['tax_charged', 'sales tax added to the order'], ['tax', ''], ['tax amount', 'sales tax charged']] : [['vat_amount', 'VAT included in the total'], ['tax', ''], ['vat included', 'amount of VAT contained in the price']], tax),
    () => ask.field('currency_symbol', [['currency', ''], ['currency_code', 'ISO code of the currency paid in']], loc.currency.code),
  ];
  const keep = new Set(shuffle(r, roles.map((_, i) => i)).slice(0, int(r, 12, 14)));
  roles.forEach((f, i) => keep.has(i) && f());
  const nulls = () => Object.values(ask.gold).filter((g) => g === null).length;
  for (const [nt, nw] of shuffle(r, NEVER)) if (nulls() === 0 || (nulls() < 2 && chance(r, 0.4))) ask.field(nt, nw, null);

  const kv = (label: string, value: string, above = false): Block => ({ kind: 'kv', label, value, above });
  const para = (text: string): Block => ({ kind: 'para', text });
  const neg = (x: number) => `${pick(r, ['-', '–'])}${money(x)}`;
  const c: Record<string, string | number> = { first, name: customer, shop, no, on: date(on), n: nItems, disp: date(disp), eta: date(eta), to: gift ? giftee : customer, addr: dLines.slice(1).join(', '), total: money(total), pay: payText, code, disc: money(disc), contact: [hasMail ? mail : '', hasUrl ? url : ''].filter(Boolean).join(lang === 0 ? ' or ' : lang === 1 ? ' oder ' : ' ou ') };
  const vatLabel = fill(w('vat'), { p: pct(taxRate) });
  const totals: Array<[string, string]> = [[w('sub'), money(sub)], ...(hasDisc ? [[`${w('disc')} (${code})`, neg(disc)] as [string, string]] : []), [w('ship'), money(ship)], ...(li === 1 ? [[vatLabel, money(tax)] as [string, string]] : []), [w('total'), money(total)], ...(li !== 1 ? [[vatLabel, money(tax)] as [string, string]] : [])];
  const itemTable = (withTotals: boolean): Block => {
    const header = chance(r, 0.5) ? [w('item'), w('sku'), w('qty'), w('unit'), w('line')] : [w('item'), w('qty'), w('unit'), w('line')];
    const rows = lines.map((l) => [l.name, ...(header.length === 5 ? [l.sku] : []), String(l.qty), money(l.unit), money(r2(l.qty * l.unit))]);
    const pad = header.length - 2;
    return { kind: 'table', header, rows: [...rows, ...(withTotals ? totals.map(([a, b]) => [...Array(pad).fill(''), a, b]) : [])] };
  };
  const itemLines: Block = { kind: 'lines', lines: lines.map((l) => `${l.qty} × ${l.name}${chance(r, 0.4) ? ` (${l.sku})` : ''} – ${money(r2(l.qty * l.unit))}`) };
  const addrBlocks: Block[] = chance(r, 0.5) && !sameBill
    ? [{ kind: 'table', header: [w('deliv'), w('bill')], rows: Array.from({ length: Math.max(dLines.length, bLines.length) }, (_, i) => [dLines[i] ?? '', bLines[i] ?? '']) }]
    : [kv(w('deliv'), '', true), { kind: 'lines', lines: dLines }, ...(sameBill ? [] : [kv(w('bill'), '', true), { kind: 'lines' as const, lines: bLines }])];
  const helpLine = para(say('help', c));
  const status: Block = { kind: 'lines', lines: [`${w('track')}: https://www.${domain}/account/orders/${orderNo.replace(/[^0-9A-Z]/g, '')}`] };
  const footer: Block = { kind: 'lines', lines: [`${company} · ${pick(r, TOWNS[li].filter((t) => t !== dTown && t !== bTown))[1]}`, ...(chance(r, 0.5) ? [`${w('sent')}: ${date(on)}`] : []), say('noreply', c)] };
  const header: Block = { kind: 'lines', lines: [`${w('from')}: ${shop} <${pick(r, ['noreply', 'orders', 'no-reply'])}@${domain}>`, `${w('to')}: ${customer} <${custMail}>`, `${w('subj')}: ${w('title')} – ${no}`, `${w('sent')}: ${fmtDate(on, pick(r, loc.dates), r)}`] };
  const layout = int(r, 0, 2);
  let blocks: Block[];
  if (layout === 0) {
    // A chatty e-mail: order number, date, count, dispatch and delivery only in sentences.
    blocks = [header, { kind: 'title', text: w('title') }, { kind: 'lines', lines: [say('hello', c)] }, para(`${say('intro', c)} ${say('count', c)}`), ...(gift ? [para(say('gift', c))] : []),
      para(`${say('when', c)} ${say('where', c)}`), { kind: 'title', text: w('summary') }, chance(r, 0.5) ? itemTable(false) : itemLines, ...totals.map(([a, b]) => kv(a, b)),
      ...(hasDisc && chance(r, 0.5) ? [para(say('code', c))] : []), para(say('paid', c)), ...(sameBill || chance(r, 0.5) ? [] : [kv(w('bill'), '', true), { kind: 'lines' as const, lines: bLines }]), helpLine, status, { kind: 'lines', lines: [alt(T.bye[lang][0]), shop] }, footer];
  } else if (layout === 1) {
    // A receipt-like page of label lines.
    blocks = [{ kind: 'title', text: shop }, { kind: 'title', text: w('title') }, { kind: 'lines', lines: [say('hello', c), say('intro', c)] },
      kv(w('no'), no), kv(w('on'), date(on)), ...(chance(r, 0.5) ? [kv(w('cust'), custNo)] : []), ...(chance(r, 0.4) ? [kv(w('inv'), invNo)] : []), kv(w('pay'), payText, chance(r, 0.3)),
      ...(chance(r, 0.5) ? [kv(w('disp'), date(disp))] : []), kv(w('eta'), date(eta), chance(r, 0.3)), ...addrBlocks, ...(gift ? [para(say('gift', c))] : []),
      { kind: 'title', text: w('summary') }, itemTable(false), kv(w('items'), String(nItems)), ...totals.map(([a, b]) => kv(a, b)), helpLine, status, footer];
  } else {
    // The item table carries the totals; the count and dates in label lines above it.
    blocks = [...(chance(r, 0.5) ? [header] : [{ kind: 'title' as const, text: shop }]), { kind: 'title', text: `${w('title')} ${no}` }, { kind: 'lines', lines: [say('hello', c)] },
      para(`${say('intro', c)} ${say('when', c)}`), ...(chance(r, 0.5) ? [kv(w('cust'), custNo)] : []), kv(w('items'), String(nItems)), itemTable(true), kv(w('pay'), payText), ...(gift ? [para(say('gift', c))] : []),
      ...addrBlocks, ...(hasDisc && chance(r, 0.5) ? [para(say('code', c))] : []), helpLine, footer];
  }
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const orderConfirmations: Family = { name: 'order-confirmation', kind: 'trade', split: 'calibration', formats: ['pdf', 'docx', 'txt', 'html'], make };
