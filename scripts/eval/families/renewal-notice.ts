/**
 * Calibration family: membership and subscription renewal notices (a gym, a
 * professional body, a sports club, a software plan, a magazine), in English,
 * German or French. Three layouts: a posted letter (letterhead, the member's
 * address, a dated prose body), a renewal form (a label/value header, a table of
 * charges, payment boxes ticked "[x]") and an e-mail (From / To / Date / Subject
 * over a short message and a footer). What makes them hard: the member, the
 * organisation and the signatory are all names; the membership number sits beside
 * an invoice number; the date of the notice, the current expiry, the renewal date
 * and the end of the next period are four close dates; the amount to pay stands
 * among last year's fee, the standard fee and a discount; the price rise is a
 * percentage beside a discount percentage; values are inside sentences ("will renew
 * on 1 May 2025 for a further 12 months at £240.00"); the tier and the payment
 * method are said in the organisation's own words ("Household", "Lastschrift",
 * "we will charge the card ending 4411"); the e-mail carries no postal address of
 * the member and a promo code is there only on some notices.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import { Ask, type Family } from './family.ts';

type Lang = 'en' | 'de' | 'fr';
type Tier = 'Standard' | 'Premium' | 'Student' | 'Family';
type Pay = 'Direct debit' | 'Card' | 'Bank transfer' | 'Cheque';

const ORGS: Record<Lang, Array<[string, boolean]>> = {
  en: [['Riverside Fitness Club', false], ['Peak Performance Gyms', false], ['Institute of Facilities Managers', false], ['Association of Technical Translators', false], ['Hollins Park Golf Club', false], ['Meadowbank Rowing Club', false], ['Notely Pro', true], ['Brightbooks Accounting', true], ['The Field Naturalist', true], ['Modern Woodworker Magazine', true]],
  de: [['Sportpark Elbufer', false], ['Fitnesswerk Neckar', false], ['Berufsverband der Übersetzer Süd e.V.', false], ['Golfclub Rheinauen e.V.', false], ['Tennisverein Blau-Weiß Lindau', false], ['Planwerk Software GmbH', true], ['Natur & Garten Magazin', true]],
  fr: [['Salle Vitalis Forme', false], ['Club Le Quai Fitness', false], ["Chambre des Géomètres de l'Ouest", false], ['Cercle Nautique de Lyon', false], ['Tennis Club des Tilleuls', false], ['Logiciel Comptanet', true], ['Revue Horizons Nature', true]],
};
const PEOPLE: Record<Lang, [string[], string[], string[]]> = {
  en: [['Harriet', 'David', 'Priya', 'Jordan', 'Callum', 'Megan'], ['Lowe', 'Okonkwo', 'Raman', 'Ellis', 'Fraser', 'Whitfield'], ['Fiona Marsh', 'Gareth Doyle', 'Nadia Sheikh', 'Owen Price']],
  de: [['Katrin', 'Jonas', 'Miriam', 'Lukas', 'Anja'], ['Vogel', 'Albrecht', 'Haas', 'Brandt', 'Seidel'], ['Sabine Krüger', 'Tobias Lenz', 'Andrea Wolff']],
  fr: [['Camille', 'Antoine', 'Léa', 'Mathieu', 'Élodie'], ['Roux', 'Mercier', 'Fontaine', 'Lambert', 'Chevalier'], ['Isabelle Garnier', 'Julien Perrin', 'Nathalie Bonnet']],
};
const PLACES: Record<string, Array<[string, string, string]>> = {
  UK: [['14 Larch Grove', 'Harrogate', 'HG2 7LT'], ['Flat 3, 22 Albany Road', 'Cardiff', 'CF24 3RP'], ['7 Mill Wynd', 'Perth', 'PH1 5QA'], ['Unit 4, Canal Wharf', 'Leeds', 'LS11 5PS']],
  US: [['88 Cedar Ridge Rd', 'Madison, WI', '53711'], ['1420 Alder Ave, Apt 5', 'Portland, OR', '97214'], ['31 Beacon St', 'Albany, NY', '12210'], ['600 Market St, Suite 210', 'Austin, TX', '78701']],
  DE: [['Schillerstraße 12', 'Freiburg', '79098'], ['Am Hafen 3', 'Kiel', '24103'], ['Lindenweg 41', 'Münster', '48149'], ['Gewerbepark 9', 'Ulm', '89079']],
  FR: [['9 allée des Peupliers', 'Nantes', '44000'], ['14 rue Paul Bert', 'Rennes', '35000'], ['2 place du Marché', 'Annecy', '74000'], ['35 quai Perrache', 'Lyon', '69002']],
};
const TIERS: Record<Lang, Record<Tier, string[]>> = {
  en: { Standard: ['Standard', 'Classic', 'Individual'], Premium: ['Premium', 'Gold All-Access', 'Premium Plus'], Student: ['Student', 'Student (under 26)'], Family: ['Family', 'Household (2 adults + children)'] },
  de: { Standard: ['Standard', 'Basis', 'Einzelmitglied'], Premium: ['Premium', 'Premium-Tarif', 'Komfort Plus'], Student: ['Studierende', 'Student/in (ermäßigt)'], Family: ['Familie', 'Familienmitgliedschaft'] },
  fr: { Standard: ['Classique', 'Formule Standard', 'Individuelle'], Premium: ['Premium', 'Formule Intégrale'], Student: ['Étudiant', 'Tarif étudiant'], Family: ['Famille', 'Formule Famille'] },
};
const LABELS: Record<Lang, Record<string, string[]>> = {
  en: { member: ['Member', 'Name', 'Member name'], memNo: ['Membership no.', 'Member ID', 'Membership number'], invNo: ['Invoice no.', 'Invoice number', 'Invoice'], date: ['Date', 'Date of notice', 'Issued'], expiry: ['Current expiry', 'Expires on', 'Paid up to'], renew: ['Renewal date', 'Renews on', 'Next period from'], tier: ['Membership type', 'Category', 'Plan'], term: ['Term', 'Renewal period'], fee: ['Total due', 'Amount payable', 'To pay'], list: ['Standard fee', 'Standard rate', 'Fee'], last: ["Last year's fee", 'Previous fee'], change: ['Change', 'Increase'], disc: ['Discount', 'Promotion'], pay: ['Payment method', 'Payment', 'How to pay'], address: ['Address', 'Send to'], period: ['Covers', 'New period'], title: ['Renewal notice', 'Time to renew', 'Renewal reminder'], months: ['months'] },
  de: { member: ['Mitglied', 'Name'], memNo: ['Mitgliedsnummer', 'Mitglieds-Nr.', 'Kundennummer'], invNo: ['Rechnungsnummer', 'Rechnung Nr.', 'Beleg-Nr.'], date: ['Datum', 'Ausgestellt am'], expiry: ['Gültig bis', 'Laufzeitende', 'Bezahlt bis'], renew: ['Verlängerung ab', 'Neue Laufzeit ab', 'Verlängerungsdatum'], tier: ['Tarif', 'Mitgliedsart', 'Kategorie'], term: ['Laufzeit', 'Verlängerungszeitraum'], fee: ['Zu zahlen', 'Gesamtbetrag', 'Rechnungsbetrag'], list: ['Regulärer Beitrag', 'Regulärer Preis', 'Grundpreis'], last: ['Beitrag Vorjahr', 'Bisheriger Beitrag'], change: ['Erhöhung', 'Änderung'], disc: ['Rabatt', 'Nachlass'], pay: ['Zahlungsart', 'Zahlweise'], address: ['Anschrift', 'Adresse'], period: ['Zeitraum', 'Neue Laufzeit'], title: ['Verlängerungsmitteilung', 'Ihre Verlängerung', 'Beitragsrechnung'], months: ['Monate'] },
  fr: { member: ['Adhérent', 'Nom', 'Membre'], memNo: ["N° d'adhérent", 'Numéro de membre', 'Réf. client'], invNo: ['Facture n°', 'N° de facture'], date: ['Date', "Date d'émission"], expiry: ["Date d'échéance", "Valable jusqu'au", 'Fin de période'], renew: ['Renouvellement le', 'Nouvelle période à partir du'], tier: ['Formule', 'Catégorie', "Type d'adhésion"], term: ['Durée', 'Période'], fee: ['Montant à régler', 'Total à payer', 'Net à payer'], list: ['Tarif normal', 'Cotisation', 'Prix de base'], last: ["Tarif l'an dernier", 'Ancien tarif'], change: ['Hausse', 'Évolution'], disc: ['Remise', 'Réduction'], pay: ['Mode de paiement', 'Règlement'], address: ['Adresse', 'Domicile'], period: ['Période couverte', 'Nouvelle période'], title: ['Avis de renouvellement', "Avis d'échéance", 'Renouvellement de votre adhésion'], months: ['mois'] },
};
const ROLES: Record<Lang, string[]> = { en: ['Membership Secretary', 'Head of Member Services', 'Customer Success Team'], de: ['Mitgliederverwaltung', 'Leitung Mitgliederservice', 'Kundenservice'], fr: ['Service adhérents', 'Responsable des abonnements', 'Trésorier'] };
const BOXES: Record<Lang, Record<Pay, string>> = {
  en: { 'Direct debit': 'Direct Debit', Card: 'Credit/debit card', 'Bank transfer': 'Bank transfer', Cheque: 'Cheque' },
  de: { 'Direct debit': 'Lastschrift', Card: 'Kreditkarte', 'Bank transfer': 'Überweisung', Cheque: '' },
  fr: { 'Direct debit': 'Prélèvement', Card: 'Carte bancaire', 'Bank transfer': 'Virement', Cheque: 'Chèque' },
};
const ascii = (s: string) => s.normalize('NFD').replace(/[^\w]/g, '').toLowerCase();

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const lang: Lang = loc.name === 'DE' ? 'de' : loc.name === 'FR' ? 'fr' : 'en';
  const L = (key: string) => pick(r, LABELS[lang][key]);
  const date = (d: Date) => fmtDate(d, pick(r, loc.dates), r);
  const long = (d: Date) => fmtDate(d, lang === 'en' ? (loc.name === 'US' ? 'long' : 'longdm') : loc.dates[0], r);
  const money = (n: number) => fmtMoney(n, loc.currency, loc.numbers, chance(r, 0.2));
  const [org, isSub] = pick(r, ORGS[lang]);
  const [givens, surnames, staff] = PEOPLE[lang];
  const [given, signatory, role] = [pick(r, givens), pick(r, staff), pick(r, ROLES[lang])];
  const member = `${given} ${pick(r, surnames)}`;
  const places = [...PLACES[loc.name]].sort(() => r() - 0.5);
  const [[street, town, post], [orgStreet, orgTown, orgPost]] = places;
  const postLine = (t: string, p: string) => (lang === 'en' ? `${t} ${p}` : `${p} ${t}`);
  const memNo = pick(r, [`M${int(r, 100000, 999999)}`, `${ascii(org).slice(0, 3).toUpperCase()}-${int(r, 10000, 99999)}`, `${int(r, 1000, 9999)}/${int(r, 10, 25)}`]);
  const sent = randomDate(r, 2019, 2025);
  const invNo = `${{ en: 'INV', de: 'RE', fr: 'FA' }[lang]}-${sent.getUTCFullYear()}-${int(r, 1000, 9999)}`;
  const [expiry, months] = [addDays(sent, int(r, 21, 50)), pick(r, [12, 12, 12, 6, 24, 3])];
  const renew = addDays(expiry, 1);
  const periodEnd = new Date(Date.UTC(renew.getUTCFullYear(), renew.getUTCMonth() + months, renew.getUTCDate() - 1));
  const [last, pct] = [int(r, 35, 1200) + pick(r, [0, 0.5, 0.99]), pick(r, [2.5, 3, 4, 5, 6.5, 7.5, 8, 10])];
  const list = Math.round(last * (100 + pct)) / 100;
  const promoPct = chance(r, 0.45) ? pick(r, [10, 15, 20]) : 0;
  const promo = promoPct ? `${pick(r, ['LOYAL', 'STAY', 'RENEW', lang === 'de' ? 'TREUE' : lang === 'fr' ? 'FIDELE' : 'THANKS'])}${promoPct}` : null;
  const discount = Math.round(list * promoPct) / 100;
  const due = Math.round((list - discount) * 100) / 100;
  const tier = pick(r, ['Standard', 'Premium', 'Student', 'Family'] as Tier[]);
  const tierWord = pick(r, TIERS[lang][tier]);
  const payOpts: Pay[] = lang === 'de' ? ['Direct debit', 'Card', 'Bank transfer'] : ['Direct debit', 'Card', 'Bank transfer', 'Cheque'];
  const [pay, acct, notice, layout] = [pick(r, payOpts), String(int(r, 1000, 9999)), pick(r, [14, 28, 30]), pick(r, ['letter', 'form', 'email'] as const)];
  const P = `${fmtNumber(pct, loc.numbers, Number.isInteger(pct) ? 0 : 1)}${lang === 'en' ? '' : '\u00a0'}%`;
  const noun = { en: isSub ? 'subscription' : 'membership', de: isSub ? 'Abonnement' : 'Mitgliedschaft', fr: isSub ? 'abonnement' : 'adhésion' }[lang];
  const your = lang === 'de' ? (isSub ? 'Ihr' : 'Ihre') : lang === 'fr' ? 'Votre' : 'Your';
  const [E, R, A, LAST, LIST, D] = [long(expiry), long(renew), money(due), money(last), money(list), money(discount)];

  const renewText = pick(r, {
    en: [`${your} ${noun} expires on ${E} and will renew on ${R} for a further ${months} months at ${A}.`, `${your} current ${noun} runs until ${E}. Unless you tell us otherwise, it will renew automatically on ${R} for ${months} months, and the amount payable will be ${A}.`],
    de: [`${your} ${noun} läuft am ${E} aus und verlängert sich am ${R} um weitere ${months} Monate zum Preis von ${A}.`, `Die aktuelle Laufzeit endet am ${E}. Ohne Kündigung verlängert sich ${your.toLowerCase()} ${noun} automatisch ab dem ${R} für ${months} Monate; der Betrag beläuft sich dann auf ${A}.`],
    fr: [`${your} ${noun} arrive à échéance le ${E} et se renouvellera le ${R} pour ${months} mois supplémentaires, au tarif de ${A}.`, `${your} ${noun} en cours prend fin le ${E}. Sauf résiliation de votre part, le renouvellement aura lieu automatiquement le ${R} pour une durée de ${months} mois, pour un montant de ${A}.`],
  }[lang]);
  const riseText = pick(r, {
    en: [`Our standard fee has gone up by ${P} on last year's ${LAST}, to ${LIST}.`, `Last year you paid ${LAST}; the standard fee of ${LIST} represents an increase of ${P}.`],
    de: [`Unser regulärer Beitrag steigt gegenüber dem Vorjahr (${LAST}) um ${P} auf ${LIST}.`, `Im letzten Jahr zahlten Sie ${LAST}; der reguläre Preis von ${LIST} entspricht einer Erhöhung um ${P}.`],
    fr: [`Notre tarif de base augmente de ${P} par rapport à l'an dernier (${LAST}) et passe à ${LIST}.`, `L'an dernier, vous avez réglé ${LAST} ; le tarif normal de ${LIST} représente une hausse de ${P}.`],
  }[lang]);
  const promoText = promo ? { en: `Your loyalty code ${promo} takes ${D} off the standard fee.`, de: `Mit Ihrem Treuecode ${promo} sparen Sie ${D} auf den regulären Preis.`, fr: `Votre code fidélité ${promo} vous fait bénéficier d'une remise de ${D} sur le tarif normal.` }[lang] : '';
  const check = loc.name === 'US' ? 'check' : 'cheque';
  const payText = {
    en: { 'Direct debit': `The amount will be collected by Direct Debit from your account ending ${acct} on or shortly after ${R}.`, Card: `We will charge the card ending ${acct} on ${R}.`, 'Bank transfer': `Please pay by bank transfer to ${loc.name === 'US' ? 'routing number 121000358, account 4471902' : 'sort code 20-45-77, account 43918265'}, quoting your member number.`, Cheque: `Please send a ${check} payable to ${org} with the slip below.` },
    de: { 'Direct debit': `Der Betrag wird per SEPA-Lastschrift von Ihrem Konto (IBAN endet auf ${acct}) eingezogen.`, Card: `Wir belasten Ihre Kreditkarte mit der Endung ${acct}.`, 'Bank transfer': 'Bitte überweisen Sie den Betrag auf unser Konto DE27 5005 0201 0000 4471 90 unter Angabe Ihrer Mitgliedsnummer.', Cheque: '' },
    fr: { 'Direct debit': `Le montant sera prélevé sur votre compte se terminant par ${acct} à la date de renouvellement.`, Card: `Nous débiterons votre carte bancaire se terminant par ${acct}.`, 'Bank transfer': "Merci de régler par virement bancaire (IBAN FR76 3000 4000 0312 3456 7890 143) en indiquant votre numéro d'adhérent.", Cheque: `Merci d'adresser votre chèque à l'ordre de ${org} accompagné du coupon ci-joint.` },
  }[lang][pay];
  const cancel = pick(r, {
    en: [`If you do not wish to renew, please tell us in writing at least ${notice} days before your expiry date.`, `You can cancel at any time up to ${notice} days before the renewal date by replying to this notice, and you will not be charged.`],
    de: [`Wenn Sie nicht verlängern möchten, kündigen Sie bitte schriftlich spätestens ${notice} Tage vor Ablauf.`, `Eine Kündigung ist bis ${notice} Tage vor dem Verlängerungsdatum formlos per E-Mail möglich.`],
    fr: [`Si vous ne souhaitez pas renouveler, merci de nous en informer par écrit au moins ${notice} jours avant la date d'échéance.`, `Vous pouvez résilier sans frais jusqu'à ${notice} jours avant la date de renouvellement en répondant à ce courrier.`],
  }[lang]);
  const cancelPara = `${{ en: 'We hope you will stay with us.', de: 'Wir freuen uns, wenn Sie dabei bleiben.', fr: 'Nous espérons vous compter encore parmi nous.' }[lang]} ${cancel} ${{ en: 'Thank you for your continued support.', de: 'Vielen Dank für Ihre Treue.', fr: 'Merci de votre fidélité.' }[lang]}`;
  const greet = pick(r, { en: [`Dear ${given},`, `Dear ${member},`], de: [`Guten Tag ${member},`, `Hallo ${given},`], fr: [`Bonjour ${member},`, `Chère adhérente, cher adhérent,`] }[lang]);
  const close = pick(r, { en: ['Kind regards,', 'Yours sincerely,', 'Best wishes,'], de: ['Mit freundlichen Grüßen', 'Viele Grüße'], fr: ['Cordialement,', 'Bien sincèrement,'] }[lang]);
  const orgLines: Block = { kind: 'lines', lines: [orgStreet, postLine(orgTown, orgPost)] };
  const sign: Block = { kind: 'lines', lines: [close, signatory, `${role}, ${org}`] };

  const ask = new Ask(r);
  ask.field('text', [['holder_name', 'Person whose membership or subscription is renewing'], ['subscriber', 'who the notice is addressed to'], ['renewing person', '']], member);
  ask.field('text', [['organisation', 'Club, body or company the membership is with'], ['provider', 'who sent the notice'], ['club_or_service', '']], org);
  ask.field('text', [['signed_by', 'Person who signed the notice'], ['sender_name', 'staff member named at the bottom'], ['contact person', '']], signatory);
  ask.field('text', [['holder_postcode', "Postcode of the member's own address"], ['zip code', 'postal code the notice is posted to']], layout === 'email' ? null : post);
  ask.field('id_alphanumeric', [['subscriber_number', 'Number identifying the member'], ['member_ref', ''], ['account_id', 'account number of the subscriber']], memNo);
  ask.field('id_alphanumeric', [['bill_number', 'Number of the bill for the renewal'], ['billing_ref', '']], invNo);
  ask.field('date', [['notice_date', 'When the notice was sent'], ['sent_on', ''], ['document date', 'date written on the letter or e-mail']], isoOf(sent));
  ask.field('date', [['current_end_date', 'When the present period runs out'], ['covered_until', 'last day of the current term']], isoOf(expiry));
  ask.field('date', [['new_term_start', 'First day of the next period'], ['continues_from', 'date the renewal takes effect']], isoOf(renew));
  ask.field('currency', [['cost_to_renew', 'Amount the member will pay for the next period, after any discount'], ['charge_next_term', ''], ['price', 'what the renewal will cost']], due);
  ask.field('percentage', [['price_rise', 'How much the standard fee went up on last year, in percent'], ['fee_increase_pct', '']], pct);
  ask.field('number', [['term_months', 'Length of the next period in months'], ['duration', 'how many months the renewal covers']], months);
  ask.field('single_select', [['level', 'Level of membership or plan'], ['plan_kind', 'which tier the member is on']], tier, ['Standard', 'Premium', 'Student', 'Family']);
  ask.field('single_select', [['paid_via', 'How the renewal will be settled'], ['settlement', 'means of payment']], pay, ['Direct debit', 'Card', 'Bank transfer', 'Cheque']);
  ask.field('verbatim', [['opt_out_clause', 'The sentence saying how to stop the renewal, word for word'], ['how_to_quit', 'exactly what the notice says about ending it']], cancel);
  ask.field('id_alphanumeric', [['promo_code', 'Discount code applied to the renewal'], ['voucher', 'code used for money off']], promo);

  const kv = (key: string, value: string): Block => ({ kind: 'kv', label: L(key), value });
  const term = `${months} ${LABELS[lang].months[0]}`;
  let blocks: Block[];
  if (layout === 'letter') {
    const subject = { en: `Renewal of your ${noun}, no. ${memNo}`, de: `Verlängerung ${lang === 'de' && isSub ? 'Ihres' : 'Ihrer'} ${noun}, Nr. ${memNo}`, fr: `Renouvellement de votre ${noun} n° ${memNo}` }[lang];
    blocks = [
      { kind: 'title', text: org },
      orgLines,
      { kind: 'lines', lines: [member, street, postLine(town, post)] },
      chance(r, 0.5) ? { kind: 'lines', lines: [`${orgTown.replace(/,.*/, '')}, ${long(sent)}`] } : kv('date', date(sent)),
      { kind: 'title', text: subject },
      { kind: 'para', text: greet },
      { kind: 'para', text: `${renewText} ${{ en: `This covers your ${tierWord} ${noun} until ${long(periodEnd)}.`, de: `Tarif: ${tierWord}, gültig bis ${long(periodEnd)}.`, fr: `Formule : ${tierWord}, valable jusqu'au ${long(periodEnd)}.` }[lang]}` },
      { kind: 'para', text: `${riseText} ${promoText}`.trim() },
      { kind: 'para', text: `${payText} ${{ en: `Invoice no. ${invNo} is enclosed for your records.`, de: `Die Rechnung Nr. ${invNo} liegt diesem Schreiben bei.`, fr: `Vous trouverez ci-joint la facture n° ${invNo}.` }[lang]}` },
      { kind: 'para', text: cancelPara },
      sign,
    ];
  } else if (layout === 'form') {
    const boxes = payOpts.map((m) => `[${m === pay ? 'x' : ' '}] ${BOXES[lang][m]}`).join('   ');
    blocks = [
      { kind: 'title', text: org },
      orgLines,
      { kind: 'title', text: L('title') },
      kv('member', member),
      { kind: 'kv', label: L('address'), value: `${street}, ${postLine(town, post)}`, above: chance(r, 0.4) },
      kv('memNo', memNo),
      kv('invNo', invNo),
      kv('date', date(sent)),
      kv('expiry', date(expiry)),
      kv('renew', date(renew)),
      kv('tier', tierWord),
      kv('term', term),
      { kind: 'table', header: ['', lang === 'en' ? 'Amount' : lang === 'de' ? 'Betrag' : 'Montant'], rows: [[`${L('list')} (${term})`, money(list)], ...(promo ? [[`${L('disc')} ${promo} (-${promoPct}%)`, `-${money(discount)}`]] : []), [L('fee'), money(due)]] },
      kv('last', money(last)),
      kv('change', `+${P}`),
      chance(r, 0.6) ? { kind: 'lines', lines: [`${L('pay')}: ${boxes}`] } : { kind: 'para', text: payText },
      { kind: 'para', text: cancelPara },
      { kind: 'lines', lines: [`${{ en: 'Issued by', de: 'Ausgestellt von', fr: 'Émis par' }[lang]}: ${signatory}, ${role}`] },
    ];
  } else {
    const h = { en: ['From', 'To', 'Date', 'Subject'], de: ['Von', 'An', 'Datum', 'Betreff'], fr: ['De', 'À', 'Date', 'Objet'] }[lang];
    const mail = `${ascii(given)}.${ascii(member.split(' ')[1])}@${pick(r, ['gmail.com', 'outlook.com', 'posteo.de', 'orange.fr'])}`;
    blocks = [
      { kind: 'lines', lines: [`${h[0]}: ${org} <${isSub ? 'billing' : 'members'}@${ascii(org).slice(0, 14)}.${lang === 'en' ? 'com' : lang}>`, `${h[1]}: ${member} <${mail}>`, `${h[2]}: ${date(sent)}`, `${h[3]}: ${L('title')} – ${memNo}`] },
      { kind: 'para', text: greet },
      { kind: 'para', text: renewText },
      kv('tier', tierWord),
      kv('memNo', memNo),
      kv('period', `${date(renew)} – ${date(periodEnd)}`),
      kv('invNo', invNo),
      ...(promo ? [kv('disc', `${promo} (-${D})`)] : []),
      { kind: 'para', text: `${riseText} ${payText}` },
      { kind: 'para', text: cancelPara },
      sign,
      { kind: 'lines', lines: ['--', org, `${orgStreet}, ${postLine(orgTown, orgPost)}`] },
    ];
  }
  return { blocks, fields: ask.fields, gold: ask.gold, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const renewalNotices: Family = { name: 'renewal-notice', kind: 'correspondence', split: 'train', formats: ['pdf', 'docx', 'html', 'txt'], make };
