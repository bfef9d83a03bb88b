/**
 * Calibration family: delivery notes and shipping notices (dispatch advice) sent by a
 * supplier's warehouse to the consignee. Three layouts: a classic delivery note
 * (letterhead, label/value header, a "Deliver to" block, an item table with ordered and
 * delivered quantities, totals and a signature box), a form-like slip whose header is a
 * label|value grid beside sender and consignee columns, with the freight terms as tick
 * boxes, and a shipping-notification e-mail that gives the dispatch in prose. UK and US
 * English, German (Lieferschein) and French (bon de livraison) wording. Hard: three
 * parties (shipper, consignee, carrier), three rival ids (delivery note, order, tracking),
 * the note's date vs the dispatch date vs the expected delivery (not always given),
 * parcels vs total units, gross vs net weight, declared value vs freight charge, the
 * sender's postcode beside the delivery one, freight terms in trade jargon ("Frei Haus",
 * "port dû", "freight collect" beside a "customer collects" option), a handling sentence
 * beside a general note, and a received-by name that an unsigned copy leaves blank.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import { Ask, type Family } from './family.ts';

/** Per locale: shippers, consignees and carriers (a carrier's tracking numbers follow its own pattern). */
const SHIPPERS: Record<string, string[]> = { UK: ['Northgate Components Ltd', 'Brennan Food Wholesale Ltd', 'Pennine Office Supplies Ltd'], US: ['Cascade Outdoor Supply Inc.', 'Keystone Packaging LLC', 'Lone Pine Lab Products Inc.'], DE: ['Altmühl Metallwaren GmbH', 'Vogel Labortechnik GmbH', 'Hansa Bürobedarf KG'], FR: ['Papeteries du Rhône SARL', 'Atelier Lumière SAS', 'Provence Équipement SA'] };
const CONSIGNEES: Record<string, string[]> = { UK: ['Hollis & Reed Hardware', 'Greenleaf Garden Centre', 'Riverside Veterinary Clinic'], US: ['Pinecrest Middle School', 'Bayview Dental Group', 'Summit Brewing Co.'], DE: ['Stadtwerke Kirchberg', 'Hotel Seeblick GmbH', 'Praxis Dr. Albers'], FR: ['Café Margaux', 'Boulangerie Martin', 'Clinique des Tilleuls'] };
const CARRIERS: Record<string, string[]> = { UK: ['DPD', 'Parcelforce Worldwide', 'UPS', 'DHL Freight'], US: ['UPS', 'FedEx Ground', 'DHL Freight'], DE: ['DHL Freight', 'GLS', 'DB Schenker', 'DPD'], FR: ['Chronopost', 'Geodis', 'GLS', 'Kuehne+Nagel'] };
const PEOPLE = ['Gemma Lowe', 'Tobias Brandt', 'Amélie Girard', 'Marcus Webb', 'Jana Vogt', 'Luis Ortega', 'Claire Dubois', "Kevin O'Brien", 'Svenja Krüger', 'Nathan Price'];
/** Street, town, postcode, and the state for US addresses. */
const PLACES: Record<string, Array<[string, string, string, string]>> = {
  UK: [['Unit 4, Canal Side Estate', 'Leeds', 'LS11 5QR', ''], ['27 Marsh Road', 'Bristol', 'BS3 2NA', ''], ['9 Priory Walk', 'Norwich', 'NR1 3JD', ''], ['Dock Street', 'Dundee', 'DD1 4BT', '']],
  US: [['1180 Commerce Dr', 'Columbus', '43219', 'OH'], ['45 Harbor Blvd', 'Tacoma', '98421', 'WA'], ['702 Pine St', 'Asheville', '28801', 'NC'], ['3300 Industrial Pkwy', 'Reno', '89502', 'NV']],
  DE: [['Gewerbering 12', 'Augsburg', '86167', ''], ['Hafenstraße 3', 'Bremen', '28217', ''], ['Am Mühlbach 8', 'Freiburg', '79106', ''], ['Industriestr. 41', 'Kassel', '34123', '']],
  FR: [['12 rue de la Gare', 'Lille', '59000', ''], ['ZI des Prés, 5 allée Verte', 'Rennes', '35000', ''], ['48 avenue Jean Jaurès', 'Toulouse', '31000', ''], ['3 quai Perrache', 'Lyon', '69002', '']],
};
const ITEMS: Array<[string, string, string]> = [['Copy paper A4, box', 'Kopierpapier A4', 'Papier A4, carton'], ['Hinge 90 mm', 'Scharnier 90 mm', 'Charnière 90 mm'], ['LED panel 60x60', 'LED-Panel 60x60', 'Dalle LED 60x60'], ['Nitrile gloves M', 'Nitrilhandschuhe M', 'Gants nitrile M'],
  ['Cable tie 300 mm', 'Kabelbinder 300 mm', 'Collier 300 mm'], ['Olive oil 5 l', 'Olivenöl 5 l', "Huile d'olive 5 l"], ['Pipette tips', 'Pipettenspitzen', 'Cônes de pipette'], ['Shelf bracket', 'Regalträger', 'Équerre étagère']];
/** The option a user offers, then how English, German and French documents say it. */
const TERMS: Array<[string, string[], string[], string[]]> = [
  ['Paid by sender', ['Carriage paid', 'Freight prepaid', 'Delivered free to your door'], ['Frei Haus', 'Fracht bezahlt', 'frachtfrei'], ['Franco de port', 'Port payé']],
  ['Paid by recipient', ['Carriage forward', 'Freight collect', 'Charges payable by consignee'], ['Unfrei', 'Fracht zahlt Empfänger'], ['Port dû', 'Transport à la charge du destinataire']],
  ['Customer collects', ['Ex works, collected by customer', 'Customer pick-up'], ['Selbstabholung', 'Abholung durch den Kunden'], ['Enlèvement par le client', "Retrait à l'entrepôt"]],
  ['Billed to third party', ['Bill third party', 'Freight charged to third-party account'], ['Fracht zahlt Dritter', 'Frachtkosten an Dritte'], ['Port facturé à un tiers', 'Transport payé par un tiers']],
];
/** Per language: handling instructions (the asked sentence), then general notes printed beside them. */
const CARE: Record<string, [string[], string[]]> = {
  en: [['Keep upright and do not stack more than two pallets high.', 'Fragile: handle with care and store in a dry place.', 'Refrigerate on arrival and keep below 8 °C.', 'Do not use hooks; lift only from the marked points.'], ["Please check the goods on receipt and note any damage on the carrier's paperwork.", 'Claims for shortages must be made within 48 hours of delivery.']],
  de: [['Nicht stürzen und vor Nässe schützen.', 'Zerbrechlich, bitte mit Vorsicht behandeln.', 'Nach Anlieferung sofort kühl lagern (max. 8 °C).', 'Nicht stapeln, nur an den markierten Stellen anheben.'], ['Bitte prüfen Sie die Ware bei Erhalt und vermerken Sie Schäden auf dem Frachtbrief.', 'Fehlmengen sind innerhalb von 48 Stunden zu melden.']],
  fr: [['Fragile : manipuler avec précaution.', "Stocker à l'abri de l'humidité et ne pas gerber.", 'Conserver au frais dès réception (8 °C maximum).', 'Ne pas utiliser de crochets, soulever par les points indiqués.'], ['Merci de vérifier la marchandise à réception et de porter toute réserve sur le bordereau du transporteur.', 'Toute réclamation doit être faite sous 48 heures.']],
};

const digits = (r: Rng, n: number) => String(int(r, 1, 9)) + Array.from({ length: n - 1 }, () => int(r, 0, 9)).join('');
const letter = (r: Rng) => String.fromCharCode(65 + int(r, 0, 25));
function trackingOf(r: Rng, carrier: string): string {
  if (carrier === 'UPS') return `1Z${int(r, 100, 999)}${letter(r)}${letter(r)}${digits(r, 11)}`;
  if (carrier.startsWith('DHL')) return `JJD${digits(r, 18)}`;
  if (carrier === 'Chronopost') return `${letter(r)}${letter(r)}${digits(r, 9)}FR`;
  if (carrier.startsWith('Parcelforce')) return `${letter(r)}${letter(r)}${digits(r, 7)}001`;
  return pick(r, [digits(r, 14), `${digits(r, 10)}${letter(r)}`]);
}

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const lang = loc.name === 'DE' ? 'de' : loc.name === 'FR' ? 'fr' : 'en';
  const L = <T>(en: T[], de: T[], fr: T[]) => pick(r, lang === 'de' ? de : lang === 'fr' ? fr : en);
  const date = (d: Date) => fmtDate(d, pick(r, loc.dates), r);
  const long = (d: Date) => fmtDate(d, lang === 'de' ? 'de' : lang === 'fr' ? 'fr' : loc.name === 'US' ? 'long' : 'longdm', r);
  const money = (n: number) => fmtMoney(n, loc.currency, loc.numbers, chance(r, 0.3));
  const [shipper, consignee, carrier] = [pick(r, SHIPPERS[loc.name]), pick(r, CONSIGNEES[loc.name]), pick(r, CARRIERS[loc.name])];
  const from = int(r, 0, 3);
  const [[fromStreet, fromTown, fromPost, fromState], [street, town, post, state]] = [PLACES[loc.name][from], PLACES[loc.name][(from + int(r, 1, 3)) % 4]];
  const cityLine = (t: string, p: string, s: string) => (loc.name === 'US' ? `${t}, ${s} ${p}` : loc.name === 'UK' ? `${t} ${p}` : `${p} ${t}`);
  const p0 = int(r, 0, PEOPLE.length - 1);
  const [receiver, packer, contact] = [0, 3, 6].map((k) => PEOPLE[(p0 + k) % PEOPLE.length]);
  const docDate = randomDate(r, 2019, 2025);
  const year = docDate.getUTCFullYear();
  const dnNo = L([`DN-${year}-${int(r, 10000, 99999)}`, `DEL${int(r, 100000, 999999)}`], [`LS-${int(r, 100000, 999999)}`, digits(r, 8)], [`BL${year}-${int(r, 1000, 9999)}`, `BL-${int(r, 100000, 999999)}`]);
  const orderNo = pick(r, [`PO-${int(r, 10000, 99999)}`, `45${digits(r, 8)}`, `CMD-${int(r, 1000, 9999)}-${letter(r)}`, `SO${int(r, 100000, 999999)}`]);
  const tracking = trackingOf(r, carrier);
  const [dispatched, expected] = [addDays(docDate, pick(r, [0, 1, 1, 2])), chance(r, 0.75) ? addDays(docDate, int(r, 3, 8)) : null];
  const start = int(r, 0, ITEMS.length - 1);
  const lines = Array.from({ length: int(r, 2, 5) }, (_, k) => {
    const ordered = int(r, 2, 60);
    return { code: `${pick(r, ['A', 'ART', 'SKU'])}-${int(r, 1000, 9999)}`, what: ITEMS[(start + k) % ITEMS.length][lang === 'de' ? 1 : lang === 'fr' ? 2 : 0], ordered, sent: chance(r, 0.25) ? int(r, 1, ordered - 1) : ordered };
  });
  const [asked, units, parcels] = [pick(r, lines), lines.reduce((t, l) => t + l.sent, 0), int(r, 1, 12)];
  const gross = int(r, 4, 900) + pick(r, [0, 0.5, 0.2, 0.8]);
  const net = Math.round(gross * pick(r, [0.82, 0.88, 0.93]) * 10) / 10;
  const kg = (n: number) => `${fmtNumber(n, loc.numbers, 1)} ${loc.name === 'US' ? 'lb' : 'kg'}`;
  const declared = chance(r, 0.8) ? int(r, 150, 12000) + pick(r, [0, 0.5, 0.99, 0.25]) : null;
  const term = pick(r, TERMS);
  const termSaid = (t: (typeof TERMS)[number]) => pick(r, lang === 'de' ? t[2] : lang === 'fr' ? t[3] : t[1]);
  const freight = term[0] !== 'Customer collects' && chance(r, 0.5) ? int(r, 12, 240) + pick(r, [0, 0.5, 0.9]) : null;
  const [handling, note] = CARE[lang].map((xs) => pick(r, xs));
  const layout = pick(r, ['note', 'grid', 'mail'] as const);
  const signed = layout !== 'mail' && chance(r, 0.55) ? receiver : null;
  const askTown = chance(r, 0.4);

  const ask = new Ask(r);
  ask.field('text', [['shipper', 'company sending the goods'], ['sender_company', ''], ['supplier', 'who shipped the order']], shipper);
  ask.field('text', [['consignee', 'company receiving the delivery'], ['recipient', ''], ['ship_to_name', 'who the goods are going to']], consignee);
  ask.field('text', [['carrier', 'transport company'], ['courier', 'who is carrying the parcels'], ['haulier', '']], carrier);
  ask.field('id_alphanumeric', [['dn_number', 'reference of this shipping document'], ['slip_no', ''], ['document_id', 'the number the sender gave this paperwork']], dnNo);
  ask.field('id_alphanumeric', [['order_ref', 'the purchase order this shipment fulfils'], ['po', 'customer PO'], ['customer_order_id', '']], orderNo);
  ask.field('id_alphanumeric', [['tracking', 'parcel tracking code'], ['consignment_number', 'carrier reference to follow the shipment'], ['awb', '']], tracking);
  ask.field('date', [['ship_date', 'when the goods left'], ['sent_on', ''], ['date_shipped', 'day the shipment went out']], isoOf(dispatched));
  ask.field('date', [['eta', 'when it should arrive'], ['arrival_date', 'estimated arrival'], ['due_in', '']], expected && isoOf(expected));
  ask.field('number', [['package_count', 'how many boxes or packages'], ['num_cartons', ''], ['pieces', 'number of packages handed over for transport']], parcels);
  ask.field('number', [['total_weight', 'weight including packaging'], ['shipment weight', ''], ['gross', 'weight of the consignment with its packaging']], gross);
  ask.field('currency', [['goods_value', 'value of the goods for insurance or customs'], ['insured_value', ''], ['consignment value', 'what the shipment is worth']], declared);
  if (askTown) ask.field('text', [['delivery_town', 'town the goods go to'], ['destination city', ''], ['ship_to_city', 'city of the recipient']], town);
  else ask.field('text', [['delivery_postcode', 'postcode the goods go to'], ['zip_of_recipient', ''], ['dest_postal_code', 'postal code of the destination']], post);
  ask.field('single_select', [['freight_terms', 'who pays for transport'], ['shipping_payment', ''], ['carriage', 'delivery cost arrangement']], term[0], TERMS.map((t) => t[0]));
  ask.field('verbatim', [['handling', 'special handling instruction, exact wording'], ['care_instructions', 'how to treat the goods, as written'], ['handling_note', '']], handling);
  ask.field('number', [['delivered_qty', `How many "${asked.what}" were delivered`], ['units_shipped', `quantity shipped of ${asked.what}`]], asked.sent);
  ask.field('text', [['signed_by', 'person who signed for the goods'], ['receiver_name', 'who accepted delivery'], ['pod_name', '']], signed);

  const kv = (label: string, value: string): Block => ({ kind: 'kv', label, value });
  const domain = `${shipper.toLowerCase().replace(/[^a-z]/g, '').slice(0, 14)}.${pick(r, ['com', 'eu'])}`;
  const lb = {
    dn: () => L(['Delivery note no.', 'Despatch note', 'Note number', 'Our ref'], ['Lieferschein-Nr.', 'Lieferscheinnummer', 'Beleg-Nr.'], ['N° de BL', 'Bon de livraison n°', 'Notre réf.']),
    order: () => L(['Your order', 'Customer PO', 'Order number'], ['Ihre Bestellung', 'Bestell-Nr.', 'Auftragsnummer'], ['Votre commande', 'N° de commande', 'Réf. commande']),
    track: () => L(['Tracking no.', 'Consignment no.', 'Waybill'], ['Sendungsnummer', 'Tracking-Nr.'], ['N° de suivi', 'N° de colis']),
    carrier: () => L(['Carrier', 'Shipped via', 'Forwarder'], ['Spediteur', 'Versandart', 'Frachtführer'], ['Transporteur', 'Expédié par']),
    terms: () => L(['Delivery terms', 'Freight', 'Shipping terms'], ['Lieferbedingung', 'Frankatur', 'Versandbedingungen'], ['Conditions de livraison', 'Port', 'Mode de port']),
    date: () => L(['Date', 'Document date', 'Printed'], ['Datum', 'Belegdatum'], ['Date', "Date d'édition"]),
  };
  const toBlock: Block[] = [
    { kind: 'kv', label: L(['Deliver to', 'Ship to', 'Consignee', 'Delivery address'], ['Lieferanschrift', 'Empfänger', 'Warenempfänger'], ['Livrer à', 'Destinataire', 'Adresse de livraison']), value: '', above: true },
    { kind: 'lines', lines: [consignee, street, cityLine(town, post, state)] },
  ];
  const table: Block = {
    kind: 'table',
    header: L<string[]>([['Item', 'Description', 'Ordered', 'Delivered'], ['SKU', 'Product', 'Qty ordered', 'Qty shipped']], [['Art.-Nr.', 'Bezeichnung', 'Bestellt', 'Geliefert'], ['Artikel', 'Beschreibung', 'Menge best.', 'Menge gel.']], [['Réf.', 'Désignation', 'Commandé', 'Livré'], ['Article', 'Libellé', 'Qté cdée', 'Qté livrée']]),
    rows: lines.map((l) => [l.code, l.what, String(l.ordered), String(l.sent)]),
  };
  const totals: Block[] = [
    kv(L(['Total units', 'Total quantity'], ['Gesamtmenge', 'Stückzahl gesamt'], ['Quantité totale', 'Total articles']), String(units)),
    kv(L(['Gross weight', 'Weight (gross)'], ['Bruttogewicht', 'Gewicht brutto'], ['Poids brut']), kg(gross)),
    kv(L(['Net weight', 'Weight (net)'], ['Nettogewicht', 'Gewicht netto'], ['Poids net']), kg(net)),
    ...(declared !== null ? [kv(L(['Declared value', 'Value of goods', 'Insured value'], ['Warenwert', 'Deklarierter Wert'], ['Valeur déclarée', 'Valeur marchandise']), money(declared))] : []),
    ...(freight !== null ? [kv(L(['Freight charge', 'Shipping cost'], ['Frachtkosten', 'Versandkosten'], ['Frais de port', 'Frais de transport']), money(freight))] : []),
  ];
  const care: Block = chance(r, 0.5)
    ? { kind: 'para', text: chance(r, 0.5) ? `${handling} ${note}` : `${note} ${handling}` }
    : kv(L(['Handling', 'Special instructions'], ['Hinweis', 'Behandlung'], ['Manutention', 'Consignes']), handling);
  const signature: Block[] = [
    kv(L(['Packed by', 'Picked by'], ['Verpackt von', 'Kommissioniert'], ['Préparé par', 'Emballé par']), packer),
    chance(r, 0.5) || !signed
      ? kv(L(['Received by', 'Signed for by', 'Name (print)'], ['Ware erhalten', 'Empfangen von', 'Name in Druckbuchstaben'], ['Reçu par', 'Nom du réceptionnaire']), signed ?? '')
      : { kind: 'para', text: L([`Goods received complete and in good condition by ${signed}.`], [`Ware vollständig und unbeschädigt erhalten: ${signed}.`], [`Marchandise reçue au complet et en bon état par ${signed}.`]) },
  ];
  const shipped = L(
    [`This consignment of ${parcels} parcels was handed to ${carrier} on ${long(dispatched)}.`, `Dispatched on ${long(dispatched)} with ${carrier}: ${parcels} packages in total.`],
    [`Die Sendung mit ${parcels} Packstücken wurde am ${long(dispatched)} an ${carrier} übergeben.`],
    [`Cet envoi de ${parcels} colis a été remis à ${carrier} le ${long(dispatched)}.`],
  );
  const eta = expected ? L([`Expected delivery: ${long(expected)}.`, `Estimated arrival ${date(expected)}.`], [`Voraussichtliche Zustellung: ${long(expected)}.`], [`Livraison prévue le ${long(expected)}.`]) : '';
  const title = L(['DELIVERY NOTE', 'Delivery Note', 'Packing Slip', 'Despatch Note'], ['Lieferschein', 'LIEFERSCHEIN'], ['Bon de livraison', 'BON DE LIVRAISON']);
  let blocks: Block[];
  if (layout === 'note') {
    blocks = [
      { kind: 'title', text: shipper },
      { kind: 'lines', lines: [fromStreet, cityLine(fromTown, fromPost, fromState), pick(r, [`orders@${domain}`, `www.${domain}`])] },
      { kind: 'title', text: title },
      ...(chance(r, 0.5) ? [kv(lb.dn(), dnNo), kv(lb.date(), date(docDate))] : [kv(lb.date(), date(docDate)), kv(lb.dn(), dnNo)]),
      kv(lb.order(), orderNo), kv(lb.track(), tracking), kv(lb.terms(), termSaid(term)),
      ...toBlock, { kind: 'para', text: `${shipped} ${eta}`.trim() }, table, ...totals, care, ...signature,
    ];
  } else if (layout === 'grid') {
    const grid: Array<[string, string]> = [
      [lb.dn(), dnNo], [lb.order(), orderNo], [lb.date(), date(docDate)], [L(['Dispatch date', 'Shipped'], ['Versanddatum', 'Versandt am'], ["Date d'expédition", 'Expédié le']), date(dispatched)],
      ...(expected ? [[L(['Expected delivery', 'ETA'], ['Liefertermin', 'Zustellung voraussichtlich'], ['Livraison prévue', 'Date de livraison estimée']), date(expected)] as [string, string]] : []),
      [lb.carrier(), carrier], [lb.track(), tracking], [L(['Packages', 'No. of parcels'], ['Packstücke', 'Anzahl Colli'], ['Nombre de colis', 'Colis']), String(parcels)],
    ];
    blocks = [
      { kind: 'title', text: L(['Delivery Note', 'Goods Delivery Note'], ['Lieferschein / Warenbegleitschein'], ["Bon de livraison / Bordereau d'expédition"]) },
      { kind: 'table', header: [L(['From', 'Shipper'], ['Absender', 'Versender'], ['Expéditeur']), L(['To', 'Consignee'], ['Empfänger', 'Lieferanschrift'], ['Destinataire', 'Livré à'])], rows: [[shipper, consignee], [fromStreet, street], [cityLine(fromTown, fromPost, fromState), cityLine(town, post, state)]] },
      { kind: 'table', header: ['', ''], rows: grid },
      { kind: 'lines', lines: [`${lb.terms()}:`, ...TERMS.map((t) => `${t === term ? '[x]' : '[ ]'} ${(lang === 'de' ? t[2] : lang === 'fr' ? t[3] : t[1])[0]}`)] },
      table, ...totals, care, ...signature,
    ];
  } else {
    blocks = [
      { kind: 'lines', lines: [`From: ${shipper} <dispatch@${domain}>`, `To: goods-in@example.org`, `Date: ${date(docDate)}`, `Subject: ${L([`Your order ${orderNo} has shipped`, `Dispatch advice ${dnNo}`], [`Versandbestätigung zu Ihrer Bestellung ${orderNo}`], [`Avis d'expédition - commande ${orderNo}`])}`] },
      { kind: 'para', text: L(['Dear Sir or Madam,', 'Hello,'], ['Sehr geehrte Damen und Herren,', 'Guten Tag,'], ['Madame, Monsieur,', 'Bonjour,']) },
      { kind: 'para', text: L([`We are pleased to let you know that your order ${orderNo} left our warehouse on ${long(dispatched)} in ${parcels} parcels (gross weight ${kg(gross)}), delivery note ${dnNo}.`], [`wir freuen uns, Ihnen mitzuteilen, dass Ihre Bestellung ${orderNo} am ${long(dispatched)} in ${parcels} Packstücken (Bruttogewicht ${kg(gross)}) unser Lager verlassen hat, Lieferschein ${dnNo}.`], [`Nous avons le plaisir de vous informer que votre commande ${orderNo} a quitté notre entrepôt le ${long(dispatched)} en ${parcels} colis (poids brut ${kg(gross)}), bon de livraison ${dnNo}.`]) },
      { kind: 'para', text: L([`It is carried by ${carrier} under tracking number ${tracking}.`], [`Den Transport übernimmt ${carrier}, Sendungsnummer ${tracking}.`], [`Le transport est assuré par ${carrier}, numéro de suivi ${tracking}.`]) + (eta ? ` ${eta}` : '') },
      ...toBlock, table, kv(lb.terms(), termSaid(term)), ...totals.slice(2), care,
      { kind: 'lines', lines: [L(['Kind regards,', 'Best wishes,'], ['Mit freundlichen Grüßen', 'Freundliche Grüße'], ['Cordialement,', 'Bien à vous,']), contact, `${shipper} - ${L(['Dispatch department', 'Warehouse team'], ['Versandabteilung', 'Lager'], ['Service expéditions', 'Entrepôt'])}`] },
    ];
  }
  return { blocks, fields: ask.fields, gold: ask.gold, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const deliveryNotes: Family = { name: 'delivery-note', split: 'train', kind: 'trade', formats: ['pdf', 'docx', 'html', 'txt'], make };
