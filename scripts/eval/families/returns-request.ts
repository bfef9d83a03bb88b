/**
 * Held-out family: warranty claims and return/repair requests to an appliance or electronics
 * maker's help desk, as ticket JSON or as a help-desk export (text, HTML). A customer writes in
 * English, German or French, in their own words: the model and serial number, where and when it
 * was bought (a rival shop to the maker, sometimes an order number and a delivery charge), the
 * price paid, when it failed ("after about 14 months"). The agent checks the warranty (a length in
 * months), decides (repair, replacement, refund, or refused: then no RMA, no deadline, no address),
 * issues an RMA number, a send-back date and a service-centre address. A courier tracking number is
 * mentioned but never given.
 */
import { addDays, fmtDate, fmtMoney, isoOf, LOCALES, pad, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import { Ask, type Family } from './family.ts';

type L3 = [string, string, string]; // per language (en, de, fr); alternatives split by '|'
const T: Record<string, L3> = {
  hello: ['Hello,|Hi,|Dear Support team,|Hi there,', 'Guten Tag,|Sehr geehrte Damen und Herren,|Hallo,', 'Bonjour,|Madame, Monsieur,|Bonjour à vous,'],
  buy: ['I bought my {brand} {prod} (model {model}) from {shop} on {bought}.|On {bought} I purchased your {prod}, model {model}, at {shop}.|My {brand} {prod} {model} was bought at {shop} on {bought}.',
    'Ich habe am {bought} bei {shop} folgendes Gerät gekauft: {brand} {prod}, Modell {model}.|Mein Gerät ({brand} {prod}, Modell {model}) habe ich am {bought} bei {shop} gekauft.',
    'J’ai acheté le {bought} chez {shop} un appareil {brand} : {prod}, modèle {model}.|Mon appareil {brand} ({prod}, modèle {model}) a été acheté chez {shop} le {bought}.'],
  price: ['I paid {price} for it{deliv}.|It cost me {price}{deliv}.|The price was {price}{deliv}.', 'Der Kaufpreis betrug {price}{deliv}.|Bezahlt habe ich {price}{deliv}.', 'Je l’ai payé {price}{deliv}.|Le prix d’achat était de {price}{deliv}.'],
  deliv: [' plus {d} delivery| (plus {d} for delivery)', ' zzgl. {d} Versand| (plus {d} Lieferkosten)', ' (plus {d} de frais de livraison)|, hors livraison de {d}'],
  fault: ['Since {failed} it {f}.|It stopped working properly on {failed}: it now {f}.|On {failed} it started playing up and now it {f}.', 'Seit dem {failed} {f}.|Am {failed} ist das Gerät ausgefallen, seitdem {f}.', 'Depuis le {failed}, {f}.|Le {failed}, la panne est apparue : depuis, {f}.'],
  months: [' That is after only about {m} months of use.| It is barely {m} months old.', ' Und das nach nur etwa {m} Monaten!| Das Gerät ist gerade einmal {m} Monate alt.', ' Et ce après seulement {m} mois d’utilisation environ.| L’appareil a à peine {m} mois.'],
  serial: ['The serial number is {serial}.|Serial no. from the sticker underneath: {serial}.|The serial on the rating plate reads {serial}.', 'Die Seriennummer lautet {serial}.|Seriennummer laut Typenschild: {serial}.', 'Le numéro de série est {serial}.|N° de série (étiquette sous l’appareil) : {serial}.'],
  order: ['My {shop} order number was {order}.|({shop} order {order})', 'Meine Bestellnummer bei {shop}: {order}.|(Auftragsnummer {shop}: {order})', 'Numéro de commande {shop} : {order}.|(commande {shop} n° {order})'],
  receipt: ['I have attached the receipt.|A photo of the receipt is attached.|Receipt attached.', 'Den Kaufbeleg habe ich angehängt.|Die Rechnung finden Sie im Anhang.', 'Je joins la facture d’achat.|Vous trouverez le ticket de caisse en pièce jointe.'],
  please: ['Can you repair or replace it under warranty?|What are my options?|Please let me know how to get this sorted.', 'Bitte teilen Sie mir mit, wie es weitergeht.|Können Sie das Gerät im Rahmen der Garantie reparieren oder austauschen?', 'Pouvez-vous me dire comment faire jouer la garantie ?|Merci de m’indiquer la marche à suivre.'],
  bye: ['Kind regards|Thanks|Best wishes|Regards', 'Mit freundlichen Grüßen|Viele Grüße|Beste Grüße', 'Cordialement|Bien à vous|Merci d’avance'],
  dear: ['Dear {first},|Hello {first},|Hi {first},', 'Guten Tag {full},|Hallo {first},', 'Bonjour {full},|Bonjour {first},'],
  thanks: ['Thank you for contacting {brand} Support{tk} and for sending the receipt.|Thanks for getting in touch{tk}, and sorry to hear about the fault.', 'Vielen Dank für Ihre Nachricht{tk} und den Kaufbeleg.|Danke für Ihre Anfrage{tk}, es tut uns leid, dass Ihr Gerät defekt ist.', 'Merci d’avoir contacté le service client {brand}{tk}.|Nous sommes désolés d’apprendre cette panne et vous remercions pour la facture{tk}.'],
  tk: [' (ticket #{tk})', ' (Ticket #{tk})', ' (ticket n° {tk})'],
  ok: ['I have checked the serial number and your {prod} is still covered by our {w}-month warranty.|Your unit is within the {w}-month manufacturer warranty, so the claim is accepted.', 'Ich habe die Seriennummer geprüft: Ihr Gerät befindet sich noch innerhalb unserer Garantie von {w} Monaten.|Da Ihr Gerät noch unter die {w}-monatige Herstellergarantie fällt, übernehmen wir den Fall.', 'J’ai vérifié le numéro de série : votre appareil est encore couvert par notre garantie de {w} mois.|Votre appareil étant encore sous garantie constructeur ({w} mois), votre demande est acceptée.'],
  out: ['I have checked the serial number: the purchase was more than {w} months ago, so the {prod} is outside our {w}-month warranty.|Our {w}-month warranty unfortunately expired before the fault appeared.', 'Ich habe die Seriennummer geprüft: Der Kauf liegt mehr als {w} Monate zurück, die Garantie von {w} Monaten ist somit abgelaufen.|Leider war die Herstellergarantie von {w} Monaten bereits abgelaufen, als der Defekt auftrat.', 'J’ai vérifié le numéro de série : l’achat remonte à plus de {w} mois, votre appareil n’est donc plus couvert par notre garantie de {w} mois.|Malheureusement, notre garantie de {w} mois avait déjà expiré au moment de la panne.'],
  paid: ['If you wish, an authorised repairer can give you a quote for a paid repair.|You are welcome to ask a local repair shop for a chargeable repair.', 'Gern nennen wir Ihnen einen autorisierten Fachbetrieb für eine kostenpflichtige Reparatur.', 'Un réparateur agréé peut vous établir un devis pour une réparation payante.'],
  rma: ['Your return authorisation (RMA) number is {rma}.|I have issued RMA {rma} for this claim; please write it on the outside of the box.|Please quote RMA number {rma} on the parcel.', 'Ihre RMA-Nummer lautet {rma}.|Wir haben die Rücksendenummer {rma} für Sie angelegt; bitte vermerken Sie diese gut sichtbar auf dem Paket.', 'Votre numéro d’autorisation de retour (RMA) est le {rma}.|Nous avons créé le retour {rma} ; merci de l’indiquer sur le colis.'],
  by: ['Please send the unit to the address below by {due} at the latest:|The RMA is valid until {due}, so please post the unit before then to:|Please make sure it reaches us no later than {due}. Our address:', 'Bitte senden Sie das Gerät bis spätestens {due} an folgende Adresse:|Die Rücksendenummer ist bis zum {due} gültig. Bitte schicken Sie das Gerät an:', 'Merci de nous faire parvenir l’appareil au plus tard le {due} à l’adresse suivante :|Cette autorisation est valable jusqu’au {due}. Adresse de retour :'],
  label: ['A prepaid courier label will follow by e-mail; please keep the tracking number once you hand the parcel over.|Please pack the unit carefully, ideally in its original box, and keep the courier receipt with the tracking number.', 'Ein frankiertes Versandetikett erhalten Sie separat per E-Mail; bitte bewahren Sie die Sendungsnummer auf.|Bitte verpacken Sie das Gerät sorgfältig und heben Sie den Einlieferungsbeleg mit der Sendungsnummer auf.', 'Une étiquette prépayée vous sera envoyée par e-mail ; conservez bien le numéro de suivi du colis.|Merci d’emballer soigneusement l’appareil et de conserver le récépissé avec le numéro de suivi.'],
  centre: ['{brand} Service Centre|{brand} Returns Dept.', '{brand} Reparaturservice|{brand} Servicezentrum', 'Centre de réparation {brand}|Service retours {brand}'],
  team: ['{brand} Customer Support|{brand} Warranty Team', '{brand} Kundendienst|{brand} Garantieservice', 'Service client {brand}|Service après-vente {brand}'],
  again: ['Thanks, I will send it off this week.|Great, the parcel goes out on Monday. Thanks for the quick answer.', 'Danke, ich schicke das Gerät diese Woche los.|Vielen Dank, das Paket geht am Montag raus.', 'Merci, je l’envoie cette semaine.|Parfait, le colis part lundi. Merci pour la réponse rapide.'],
  sad: ['That is disappointing, but thank you for checking.|Not the answer I hoped for, but thanks.', 'Schade, aber danke für die Prüfung.', 'Dommage, mais merci d’avoir vérifié.'],
  subject: ['Warranty claim – {brand} {model}|{Prod} {model} stopped working|Faulty {prod}|Repair request {model}', 'Garantieanfrage {model}|{Prod} defekt|Reklamation {brand} {model}', 'Demande de garantie {model}|{Prod} en panne|SAV {brand} {model}'],
  title: ['Ticket #{tk}: {subject}|Request {tk} – {subject}|Case {tk} · {subject}', 'Ticket #{tk}: {subject}|Anfrage {tk} – {subject}', 'Ticket n° {tk} : {subject}|Demande {tk} – {subject}'],
  from: ['Requester|From|Customer', 'Anfragende Person|Von|Kunde', 'Demandeur|De|Client'], opened: ['Created|Opened|Submitted', 'Erstellt|Eröffnet am', 'Créé le|Ouvert le'],
  status: ['Status', 'Status', 'Statut'], st: ['Open|Pending|Solved', 'Offen|Wartend|Gelöst', 'Ouvert|En attente|Résolu'], chan: ['Channel', 'Kanal', 'Canal'], via: ['Web form|E-mail', 'Kontaktformular|E-Mail', 'Formulaire web|E-mail'],
  cat: ['Product', 'Produkt', 'Produit'], who: ['From|Author', 'Von|Verfasser', 'De|Auteur'], when: ['Date|Sent', 'Datum|Gesendet', 'Date|Envoyé le'], wrote: ['{a} wrote on {d}:|On {d}, {a} wrote:', '{a} schrieb am {d}:|Am {d} schrieb {a}:', '{a} a écrit le {d} :|Le {d}, {a} a écrit :'],
};
const PRODUCTS: Array<[string, string, string, string, number, number]> = [['washing machine', 'Waschmaschine', 'lave-linge', 'WM', 299, 899], ['robot vacuum', 'Saugroboter', 'aspirateur robot', 'RV', 179, 699], ['bean-to-cup coffee machine', 'Kaffeevollautomat', 'machine à café broyeur', 'CM', 249, 1099], ['soundbar', 'Soundbar', 'barre de son', 'SB', 129, 599], ['laptop', 'Notebook', 'ordinateur portable', 'NB', 449, 1699], ['dishwasher', 'Geschirrspüler', 'lave-vaisselle', 'DW', 329, 949], ['noise-cancelling headphones', 'Kopfhörer mit Noise-Cancelling', 'casque à réduction de bruit', 'HP', 99, 399], ['microwave oven', 'Mikrowelle', 'four à micro-ondes', 'MW', 89, 349], ['tumble dryer', 'Wäschetrockner', 'sèche-linge', 'TD', 299, 899]];
const FAULTS: L3[] = [['will not switch on at all', 'lässt es sich gar nicht mehr einschalten', 'l’appareil ne s’allume plus du tout'], ['shows error code E{n} and stops', 'zeigt es den Fehlercode E{n} und bricht ab', 'l’appareil affiche le code erreur E{n} puis s’arrête'], ['keeps switching itself off after a few minutes', 'schaltet es sich nach wenigen Minuten von selbst ab', 'l’appareil s’éteint tout seul au bout de quelques minutes'], ['makes a loud grinding noise', 'macht es ein lautes Schleifgeräusch', 'l’appareil fait un bruit de frottement très fort']];
const PROMISE: Record<string, L3> = {
  repair: ['Once the unit reaches our service centre we will repair it free of charge and send it back to you within 10 working days.|Our technicians will fix the fault at no cost to you and return the appliance within two weeks of receiving it.', 'Sobald das Gerät in unserem Servicezentrum eingetroffen ist, reparieren wir es kostenlos und senden es Ihnen innerhalb von 10 Werktagen zurück.|Unsere Techniker beheben den Defekt für Sie kostenfrei und schicken Ihnen das Gerät innerhalb von zwei Wochen zurück.', 'Dès réception de l’appareil dans notre centre de service, nous le réparerons gratuitement et vous le renverrons sous 10 jours ouvrés.|Nos techniciens répareront la panne sans frais et vous retourneront l’appareil dans les deux semaines suivant sa réception.'],
  replacement: ['As soon as we receive the faulty unit, we will send you a brand-new replacement free of charge.|We will replace your unit with a new one of the same model once the faulty one has arrived at our warehouse.', 'Sobald wir das defekte Gerät erhalten haben, schicken wir Ihnen kostenlos ein neues Ersatzgerät zu.|Wir tauschen Ihr Gerät gegen ein neues desselben Modells aus, sobald das defekte bei uns eingegangen ist.', 'Dès que nous aurons reçu l’appareil défectueux, nous vous enverrons gratuitement un appareil neuf en remplacement.|Nous remplacerons votre appareil par un modèle neuf identique dès réception de l’appareil défectueux.'],
  refund: ['Once the returned unit has been checked, we will refund the full purchase price of {price} to you.|We will refund you {price} within 14 days of receiving the product back.', 'Nach Prüfung der Rücksendung erstatten wir Ihnen den vollen Kaufpreis von {price}.|Wir erstatten Ihnen {price} innerhalb von 14 Tagen nach Eingang der Ware.', 'Après contrôle du produit retourné, nous vous rembourserons l’intégralité du prix d’achat, soit {price}.|Nous vous rembourserons {price} dans les 14 jours suivant la réception du produit.'],
  rejected: ['Unfortunately we cannot offer a free repair or replacement in this case.|I am sorry, but we have to decline this warranty claim.', 'Leider können wir Ihnen in diesem Fall keine kostenlose Reparatur und keinen Austausch anbieten.|Wir müssen Ihren Garantieanspruch daher leider ablehnen.', 'Nous ne pouvons malheureusement pas vous proposer de réparation ou de remplacement gratuit.|Nous sommes donc au regret de refuser votre demande de prise en charge sous garantie.'],
};
const BRANDS = ['Quillon', 'Ardena', 'Vessmark', 'Lunetta', 'Corvall', 'Hexaline'];
const SHOPS = [['Currfield Electricals', 'Harlow & Finch', 'Digiworld UK'], ['ValuTech Superstore', 'Midtown Electronics', 'Crestline Home & Tech'], ['ElektroMarkt Albers', 'Technikhaus Brandt', 'MediaPunkt Online'], ['Électro Lemaire', 'Maison Numérique', 'Comptoir Électroménager']];
const PEOPLE = [['Olivia Brennan', 'Callum Fraser', 'Niamh Doherty', 'Rhys Morgan', 'Harriet Ashdown'], ['Tyler Jennings', 'Maria Delgado', 'Kevin Okafor', 'Brooke Sullivan', 'Dana Whitaker'], ['Katrin Vogt', 'Stefan Hartmann', 'Lena Krüger', 'Mehmet Demir', 'Ute Schröder'], ['Camille Roux', 'Julien Mercier', 'Inès Benali', 'Mathieu Garnier', 'Sophie Lambert']];
const AGENTS = [['Gemma Wright', 'Marcus Lee', 'Aisha Rahman'], ['Tom Keller', 'Jasmine Ortiz', 'Ryan Cole'], ['Tobias Wendt', 'Sabine Arnold', 'Felix Hahn'], ['Élodie Marchand', 'Karim Haddad', 'Nicolas Perrin']];
const MAILS = [['gmail.com', 'btinternet.com', 'outlook.com'], ['gmail.com', 'yahoo.com', 'outlook.com'], ['web.de', 'gmx.de', 'posteo.de'], ['orange.fr', 'free.fr', 'laposte.net']];
const CENTRES: Array<Array<[string, string, string]>> = [[['Unit 7, Calder Park', 'Wakefield WF2 7AX', 'Wakefield'], ['12 Drakes Way', 'Swindon SN3 3HX', 'Swindon'], ['Bay 4, Kiln Farm', 'Milton Keynes MK11 3EZ', 'Milton Keynes']], [['4100 Produce Rd', 'Louisville, KY 40218', 'Louisville'], ['950 Spice Islands Dr', 'Sparks, NV 89431', 'Sparks'], ['2200 Breckenridge Pkwy', 'Memphis, TN 38118', 'Memphis']], [['Industriestraße 14', '36251 Bad Hersfeld', 'Bad Hersfeld'], ['Am Logistikpark 3', '59174 Kamen', 'Kamen'], ['Gutenbergring 22', '63110 Rodgau', 'Rodgau']], [['ZA des Portes du Loiret, 12 rue Denis Papin', '45770 Saran', 'Saran'], ['8 avenue du Progrès', '69800 Saint-Priest', 'Saint-Priest'], ['3 rue de l’Industrie', '67400 Illkirch-Graffenstaden', 'Illkirch-Graffenstaden']]];
const HOMES = [[['22 Bramble Road', 'Leeds LS6 2QT'], ['Flat 3, 9 Queen Street', 'Exeter EX4 3SR']], [['318 Oak Hollow Ln', 'Austin, TX 78745'], ['77 Birch St, Apt 2B', 'Columbus, OH 43215']], [['Kastanienallee 41', '10435 Berlin'], ['Hauptstraße 7', '79104 Freiburg']], [['14 rue Nationale', '59000 Lille'], ['27 cours Victor Hugo', '33000 Bordeaux']]];
const LET = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

function make(r: Rng, format: string): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES), li = LOCALES.indexOf(loc), lg = [0, 0, 1, 2][li];
  const vars: Record<string, string> = {};
  const w = (key: string, extra: Record<string, string> = {}) => pick(r, T[key][lg].split('|')).replace(/\{(\w+)\}/g, (_, k: string) => extra[k] ?? vars[k] ?? `{${k}}`);
  const [style, variant] = [pick(r, loc.dates), r()], date = (d: Date) => fmtDate(d, style, () => variant);
  const byCode = chance(r, 0.15), money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode), L = () => LET[int(r, 0, LET.length - 1)];
  const name = pick(r, PEOPLE[li]), [first] = name.split(' '), agent = pick(r, AGENTS[li]);
  const email = `${name.toLowerCase().normalize('NFD').replace(/[^a-z ]/g, '').replace(' ', pick(r, ['.', '_', '']))}${pick(r, ['', String(int(r, 1, 99))])}@${pick(r, MAILS[li])}`;
  const [brand, shop, prod] = [pick(r, BRANDS), pick(r, SHOPS[li]), pick(r, PRODUCTS)];
  const model = `${prod[3]}-${int(r, 100, 9999)}${pick(r, ['', 'B', 'X', 'S', 'W'])}`;
  const price = int(r, prod[4], prod[5]) + pick(r, [0, 0.99, 0, 0.95, 0.49]), deliv = chance(r, 0.3) ? pick(r, [4.99, 9.95, 29, 39.9]) : 0;
  const outcome = pick(r, ['repair', 'repair', 'replacement', 'replacement', 'refund', 'rejected']), rejected = outcome === 'rejected';
  const months = li < 2 ? pick(r, [12, 24]) : 24, bought = randomDate(r, 2020, months === 24 ? (rejected ? 2022 : 2023) : 2024);
  const failed = addDays(bought, rejected ? Math.round(months * 30.5) + int(r, 20, 300) : int(r, 60, months * 30 - 15));
  const [opened, used] = [addDays(failed, int(r, 1, 9)), Math.floor((failed.getTime() - bought.getTime()) / 86400000 / 30.44)];
  const replied = addDays(opened, int(r, 1, 3)), dueDate = rejected ? null : addDays(replied, pick(r, [14, 21, 30]));
  const serial = pick(r, [`${(bought.getUTCFullYear() % 100) - int(r, 0, 1)}${L()}${L()}${int(r, 1000000, 9999999)}`, `${L()}${int(r, 100000000, 999999999)}`, `${int(r, 1000, 9999)}-${int(r, 1000, 9999)}-${int(r, 100, 999)}`]);
  const order = pick(r, [String(int(r, 10000000, 99999999)), `ORD-${int(r, 100000, 999999)}`, `${L()}${L()}-${int(r, 1000000, 9999999)}`]);
  const rmaNo = pick(r, [`RMA-${int(r, 100000, 999999)}`, `R${replied.getUTCFullYear() % 100}-${int(r, 10000, 99999)}`, `RA${int(r, 1000000, 9999999)}`]), tk = String(int(r, 100000, 999999));
  const centre = pick(r, CENTRES[li]), pn = prod[lg] as string;
  Object.assign(vars, { brand, shop, model, serial, order, rma: rmaNo, tk, first, full: name, prod: pn, Prod: pn[0].toUpperCase() + pn.slice(1), w: String(months), m: String(used), price: money(price), bought: date(bought), failed: date(failed), ...(dueDate ? { due: date(dueDate) } : {}) });
  const promise = pick(r, PROMISE[outcome][lg].split('|')).replace('{price}', vars.price);

  const ask = new Ask(r);
  ask.field('text', [['customer_name', 'Name of the customer who raised the claim'], ['claimant', ''], ['who is complaining', 'the person whose appliance broke']], name);
  ask.field('text', [['customer_email', 'E-mail address of the customer'], ['reply_to_email', '']], email);
  ask.field('id_alphanumeric', [['model_number', 'Model of the faulty product'], ['product model', ''], ['model_code', 'the model designation of the device']], model);
  ask.field('id_alphanumeric', [['serial_no', 'Serial number of the unit'], ['device serial', ''], ['unit_serial', 'serial of the broken appliance']], serial);
  ask.field('date', [['bought_on', 'When the customer bought the product'], ['purchase date', ''], ['date_of_purchase', 'date on the receipt']], isoOf(bought));
  ask.field('date', [['fault_date', 'When the product stopped working'], ['breakdown date', 'day the appliance failed'], ['date_it_broke', '']], isoOf(failed));
  ask.field('currency', [['price_paid', 'What the customer paid for the product, without delivery'], ['purchase price', ''], ['amount_paid', 'how much the item cost']], price);
  if (chance(r, 0.5)) ask.field('currency_symbol', [['currency', 'Currency of the price'], ['ccy', '']], loc.currency.code);
  else ask.field('number', [['warranty_months', 'Length of the warranty in months'], ['guarantee period (months)', '']], months);
  ask.field('text', [['shop_bought_from', 'Store or website where the product was bought'], ['seller', ''], ['retailer_name', 'the shop that sold it, not the manufacturer']], shop);
  ask.field('id_alphanumeric', [['rma', 'Return authorisation number given by support'], ['return reference', ''], ['return_auth_no', 'number to write on the parcel']], rejected ? null : rmaNo);
  ask.field('single_select', [['resolution', 'What the manufacturer decided to do'], ['outcome', ''], ['claim_decision', 'repair, replacement, refund or refused']], outcome, ['repair', 'replacement', 'refund', 'rejected']);
  ask.field('date', [['ship_back_by', 'Last date to send the product back'], ['return deadline', ''], ['send_by_date', 'date by which the unit must be returned']], dueDate ? isoOf(dueDate) : null);
  ask.field('verbatim', [['agent_promise', 'The sentence where support says what they will do, word for word'], ['commitment_quote', ''], ['what_support_promised', 'exact wording of the decision']], promise);
  ask.field('text', [['return_town', 'Town the product must be sent to'], ['service centre city', ''], ['ship_to_city', 'city of the return address']], rejected ? null : centre[2]);
  ask.field('id_alphanumeric', [['tracking_number', 'Courier tracking number of the return parcel'], ['parcel tracking id', ''], ['shipment_tracking', 'tracking code for the parcel sent back']], null);

  // The thread: each message is paragraphs (strings) and line groups (address, signature).
  type Part = string | string[];
  const fullSig = chance(r, 0.5), reqObj = chance(r, 0.6), home = chance(r, 0.35) ? pick(r, HOMES[li]) : [];
  const f = pick(r, FAULTS)[lg].replace('{n}', String(int(r, 10, 99)));
  const p1 = [w('buy'), w('price', { deliv: deliv ? w('deliv', { d: money(deliv) }) : '' }), ...(chance(r, 0.45) ? [w('order')] : [])].join(' ');
  const mid = [w('fault', { f }) + (chance(r, 0.5) ? w('months') : ''), w('serial')];
  const p2 = [...(chance(r, 0.5) ? mid : mid.reverse()), ...(chance(r, 0.6) ? [w('receipt')] : [])].join(' ');
  const sig = [`${w('bye')},`, reqObj && !fullSig ? first : name, ...home];
  const customer: Part[] = [w('hello'), ...(chance(r, 0.5) ? [p1, p2] : [`${p1} ${p2}`]), w('please'), sig];
  const tkText = chance(r, 0.4) ? w('tk') : '';
  const reply: Part[] = [w('dear'), `${w('thanks', { tk: tkText })} ${w(rejected ? 'out' : 'ok')}`, rejected ? `${promise} ${w('paid')}` : `${promise} ${w('rma')}`,
    ...(rejected ? [] : [w('by'), [w('centre'), ...(chance(r, 0.3) && !rmaNo.startsWith('RMA') ? [`RMA ${rmaNo}`] : []), centre[0], centre[1]], w('label')]), chance(r, 0.5) ? [agent, w('team')] : [`${agent.split(' ')[0]}, ${w('team')}`]];
  const follow: Part[] | null = chance(r, 0.55) ? [`${w(rejected ? 'sad' : 'again')} ${first}`] : null;
  const at = (d: Date) => { const [h, mi] = [int(r, 8, 18), int(r, 0, 59)]; return { iso: `${isoOf(d)}T${pad(h)}:${pad(mi)}:00Z`, text: `${date(d)} ${pad(h)}:${pad(mi)}` }; };
  const agentAuthor = chance(r, 0.5) ? `${agent} (${brand})` : { name: agent, email: `support@${brand.toLowerCase()}.com` };
  const msgs = [{ who: name, at: at(opened), parts: customer }, { who: typeof agentAuthor === 'string' ? agentAuthor : agent, at: at(replied), parts: reply }, ...(follow ? [{ who: name, at: at(addDays(replied, int(r, 1, 2))), parts: follow }] : [])];
  const body = (parts: Part[]) => parts.map((p) => (Array.isArray(p) ? p.join('\n') : p)).join('\n\n');
  const subject = w('subject');
  const ticket = format !== 'ticket' ? undefined : {
    subject, description: body(customer), status: pick(r, ['open', 'pending', 'solved']), priority: pick(r, ['normal', 'low', 'high']), requester: reqObj ? { name, email } : email, created_at: msgs[0].at.iso,
    comments: msgs.slice(1).map((m, i) => ({ author: i === 0 ? agentAuthor : chance(r, 0.5) ? { name, email } : name, created_at: m.at.iso, body: body(m.parts) })),
  };
  const kv = (label: string, value: string): Block => ({ kind: 'kv', label, value }), headed = chance(r, 0.5);
  const meta: Block[] = [kv(w('from'), reqObj ? `${name} <${email}>` : email), kv(w('opened'), msgs[0].at.text), ...(chance(r, 0.5) ? [kv(w('status'), w('st'))] : []), ...(chance(r, 0.4) ? [kv(w('chan'), w('via'))] : []), ...(chance(r, 0.35) ? [kv(w('cat'), `${brand} ${model}`)] : [])];
  const thread = (chance(r, 0.3) ? [...msgs].reverse() : msgs).flatMap((m): Block[] => [
    ...(headed ? [kv(w('who'), m.who), kv(w('when'), m.at.text)] : [{ kind: 'para' as const, text: w('wrote', { a: m.who, d: m.at.text }) }]),
    ...m.parts.map((p): Block => (Array.isArray(p) ? { kind: 'lines', lines: p } : { kind: 'para', text: p })),
  ]);
  const blocks: Block[] = [{ kind: 'title', text: w('title', { subject }) }, ...meta, ...thread];
  return { blocks, fields: ask.fields, gold: ask.gold, htmlKv: pick(r, ['p', 'dl', 'table'] as const), ...(ticket ? { ticket } : {}) };
}

export const returnsRequests: Family = { name: 'returns-request', kind: 'correspondence', split: 'train', formats: ['ticket', 'txt', 'ticket', 'html'], make };
