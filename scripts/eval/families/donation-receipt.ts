/**
 * Calibration family: receipts for gifts to charities in UK, US, DE and FR styles and wording: a Gift Aid
 * thank-you letter or receipt, a US 501(c)(3) acknowledgement, a German Zuwendungsbestätigung (money or goods)
 * and a French reçu fiscal (Cerfa 11580). The charity with its registration number (charity no., EIN,
 * Steuernummer in the exemption sentence, RNA or SIREN) beside the receipt number; the donor (a person or a firm)
 * with a supporter reference; the date of the gift, its amount, the value of anything given in return (often
 * none), the amount that counts for tax, the kind of gift (money, goods, shares), a yes/no (Gift Aid declaration,
 * goods or services in return, Verzicht auf Erstattung von Aufwendungen, contreparties), the issue date and the
 * signatory with title. Gift Aid worth, a tax reduction, a year's total, declaration and exemption dates nearby.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';

export const r2 = (x: number) => Math.round(x * 100) / 100;
/** One of the '|'-separated alternatives. */
export const alt = (r: Rng, s: string) => pick(r, s.split('|'));
export const shuffle = <T>(r: Rng, xs: readonly T[]): T[] => xs.map((x) => ({ x, k: r() })).sort((a, b) => a.k - b.k).map((o) => o.x);
export const fill = (s: string, c: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k) => String(c[k]));
/** Street address lines per locale (UK, US, DE, FR) as a letter window shows them. */
export function postal(r: Rng, li: number): string[] {
  const no = int(r, 2, 180);
  return [
    () => [`${no} ${alt(r, 'Station Road|Queen Street|Albion Terrace|Mill Lane|Castle Street|Victoria Road')}`, ...pick(r, 'York|YO1 7HH;Norwich|NR2 4PD;Cardiff|CF10 1EP;Derby|DE1 2FT;Exeter|EX4 3LS'.split(';')).split('|')],
    () => [`${no * 11} ${alt(r, 'Maple Avenue|W Jefferson St|Lakeshore Drive|Elm Street|Pine Ridge Rd')}`, alt(r, 'Dayton, OH 45402|Spokane, WA 99201|Albany, NY 12207|Tucson, AZ 85701|Madison, WI 53703')],
    () => [`${alt(r, 'Lindenstraße|Bahnhofstraße|Am Markt|Gartenweg|Kirchplatz')} ${no}`, alt(r, '20095 Hamburg|04109 Leipzig|79098 Freiburg|90402 Nürnberg|28195 Bremen')],
    () => [`${no} ${alt(r, 'rue Victor Hugo|avenue Jean Jaurès|place de la République|rue des Écoles|boulevard Gambetta')}`, alt(r, '69003 Lyon|38000 Grenoble|35000 Rennes|59800 Lille|31000 Toulouse')],
  ][li]();
}
export const PEOPLE = ['Emma Sutherland|Rhys Powell|Kirsty Doyle|Anthony Hale|Fiona Marsh|Owen Pritchard|Harriet Bloom|Gareth Lowe', 'Melissa Carter|Derek Simmons|Janet Morales|Kevin O\'Brien|Tiffany Reyes|Walter Brooks|Dana Whitaker|Curtis Lee', 'Katrin Albers|Stefan Wendt|Birgit Hoffmann|Matthias Brandt|Heike Sommer|Torsten Ziegler|Anja Pohl|Lars Hübner', 'Véronique Chabert|Julien Marchand|Sandrine Leroy|Thierry Besson|Céline Aubert|Nicolas Fabre|Élodie Renard|Yannick Colin'];

const W: Record<string, [string, string, string, string]> = {
  title: ['Donation Receipt|Receipt for your donation|Official Donation Receipt|Gift Aid Receipt', 'Donation Receipt|Contribution Acknowledgment|Gift Acknowledgment|Tax Receipt', 'Bestätigung über Geldzuwendungen|Zuwendungsbestätigung|Spendenbescheinigung', 'Reçu fiscal|Reçu au titre des dons à certains organismes d’intérêt général|Reçu fiscal de dons'],
  rcpt: ['Receipt no.|Receipt number|Receipt ref.', 'Receipt #|Receipt number|Acknowledgment no.', 'Lfd. Nr.|Bestätigungs-Nr.|Beleg-Nr.', 'Numéro d’ordre du reçu|Reçu n°|N° de reçu'],
  ref: ['Supporter no.|Donor ref.|Supporter ID', 'Donor ID|Donor #|Constituent ID', 'Spendernummer|Spender-Nr.|Mitgliedsnummer', 'N° donateur|Réf. donateur|Code donateur'],
  donor: ['Donor|Received from|Donor name', 'Donor|Received from|Donor name', 'Name und Anschrift des Zuwendenden|Zuwendende(r)', 'Donateur|Nom et adresse du donateur'],
  on: ['Date of gift|Date received|Donation date', 'Date of contribution|Date received|Gift date', 'Tag der Zuwendung|Datum der Zuwendung', 'Date du versement ou du don|Date du don|Date du versement'],
  amt: ['Amount|Donation amount|Amount received', 'Amount|Contribution amount|Gift amount', 'Betrag der Zuwendung – in Ziffern –|Betrag der Zuwendung|Wert der Zuwendung', 'Montant du don|Somme reçue|Montant'],
  ben: ['Value of benefits received|Benefits received|Benefit to donor', 'Value of goods or services provided|Goods/services received (fair market value)|Goods or services received', 'Wert der Gegenleistung|Gegenleistung', 'Valeur des contreparties|Contreparties reçues'],
  ded: ['', 'Tax-deductible amount|Deductible amount|Deductible portion', '', 'Montant ouvrant droit à réduction d’impôt|Montant éligible à la réduction d’impôt'],
  kind: ['Type of gift|Donation type|Gift type', 'Type of contribution|Gift type|Contribution type', 'Art der Zuwendung|Zuwendungsart', 'Nature du don|Type de don'],
  how: ['Payment method|Paid by|Method', 'Payment method|Paid by|Tender', 'Zahlungsart|Zahlungsweg', 'Mode de versement|Moyen de paiement'],
  issued: ['Date of issue|Receipt date|Issued on', 'Date issued|Receipt date|Issued', 'Ausgestellt am|Datum', 'Date d’émission|Émis le'],
  sign: ['Signed|Authorised signatory|Signed on behalf of the charity', 'Authorized signature|Signed|Authorized by', 'Unterschrift des Zuwendungsempfängers|Unterschrift', 'Signature|Le responsable|Signature du responsable'],
  tax: ['Tax year|Gift Aid tax year', 'Tax year|For tax year', 'Veranlagungsjahr|Jahr', 'Année fiscale|Au titre de l’année'],
};
const TYPES: Record<string, [string, string, string, string]> = {
  cash: ['Cash donation|Single gift (cash)|Monetary donation', 'Cash|Cash contribution|Monetary gift', 'Geldzuwendung|Geldspende', 'Numéraire|Don en numéraire'],
  goods: ['', 'Non-cash (in-kind)|In-kind gift|Non-cash contribution', 'Sachzuwendung|Sachspende', 'Don en nature|Autres (don en nature)'],
  shares: ['Gift of shares|Listed shares', 'Securities|Gift of stock|Stock transfer', '', 'Titres de sociétés cotés|Titres cotés'],
};
const METHODS = ['Cheque|Debit card|Bank transfer|Direct Debit|Cash', 'Check|Credit card|ACH transfer|Cash|PayPal', 'Überweisung|Lastschrift|Bareinzahlung|PayPal', 'Chèque|Virement|Carte bancaire|Prélèvement|Remise d’espèces'];
const CHARITIES = ["Riverside Hospice Trust|Brightwell Children's Charity|Fellside Mountain Rescue Team|Northgate Food Bank|Hedgerow Wildlife Trust|Lighthouse Mental Health", "Harbor Light Food Pantry|Cedar Valley Animal Rescue|Friends of the Maple Street Library|Open Door Literacy Project|Bluewater Conservancy|Summit Children's Hospital Foundation", 'Tafel Lindenau e.V.;mildtätiger Zwecke|Förderverein Tierheim Am Stadtpark e.V.;des Tierschutzes|Kinderhospiz Sonnenweg e.V.;des öffentlichen Gesundheitswesens|Naturschutzbund Elbaue e.V.;des Naturschutzes und der Landschaftspflege|Bürgerstiftung Kessin;der Jugendhilfe|Freunde des Stadtmuseums e.V.;von Kunst und Kultur', 'Association Les Restos du Quartier;aide alimentaire aux personnes en difficulté|Fondation Horizon Enfance;accompagnement des enfants malades|Les Amis de la Médiathèque de Vienne;promotion de la lecture publique|Refuge animalier du Val de Saône;protection animale|Solidarité Logement Rhône;aide au logement des familles'];
const FIRMS = ['Harlow Precision Ltd|Greenacre Estates Ltd|Tolley & Finch LLP', 'Lakeside Dental LLC|Prairie Hardware Inc.|Bayview Realty Group', 'Bäckerei Krause GmbH|Elektro Vogt KG|Steuerbüro Lang & Partner', 'SARL Menuiserie Dupuis|Cabinet Aubert Conseil|Boulangerie Fabre SAS'];
const TITLES = ['Head of Supporter Care|Chief Executive|Treasurer|Fundraising Manager|Chair of Trustees', 'Executive Director|Development Director|Treasurer|Board President|Donor Relations Manager', 'Vorstandsvorsitzender/Vorstandsvorsitzende|Schatzmeister/Schatzmeisterin|Geschäftsführer/Geschäftsführerin|1. Vorsitzender/1. Vorsitzende', 'Président/Présidente|Trésorier/Trésorière|Directeur général/Directrice générale|Responsable des relations donateurs/Responsable des relations donateurs'];
const GOODS = ['', 'Office furniture (4 desks, 6 chairs)|Children’s books and games, 12 boxes|Five refurbished laptop computers|Winter coats and blankets, 9 bags', 'Gebrauchter Laptop, 3 Jahre alt, guter Zustand|Kinderbekleidung, 14 Teile, neuwertig|Büromöbel: 2 Schreibtische, 4 Stühle', 'Matériel informatique (3 ordinateurs portables)|Mobilier de bureau (2 bureaux, 4 chaises)|Denrées alimentaires, lot de 40 kg'];
const STOCKS = ['ordinary shares in Severn Utilities plc|shares in Calder Retail Group plc', 'shares of Northfield Industrial Corp.|shares of Granite Bay Bancorp', '', 'actions Lumière Énergie SA|actions Groupe Vercors'];
const PERKS = ['two tickets to the supporters’ garden party|a copy of our anniversary book|entry to the members’ evening', 'dinner at our Spring Gala|two concert tickets|a seat at the annual benefit luncheon', '', 'un exemplaire du livre anniversaire|une invitation au concert de soutien|un calendrier illustré'];
/** First names written as women's, for the gendered titles of DE and FR ('Schatzmeister/Schatzmeisterin'). */
export const FEMALE = /^(Emma|Kirsty|Fiona|Harriet|Melissa|Janet|Tiffany|Dana|Katrin|Birgit|Heike|Anja|Véronique|Sandrine|Céline|Élodie)\b/;
const NEVER: Array<[FieldType, Array<[string, string]>]> = [['text', [['donor_email', 'e-mail address of the donor'], ['contact_email', '']]], ['text', [['matching_employer', 'company that matched the gift'], ['employer_match', 'employer matching the donation']]], ['id_alphanumeric', [['campaign_code', 'appeal or campaign the gift was made to'], ['appeal_ref', '']]], ['date', [['pledge_end', 'when the regular pledge ends'], ['last_instalment', 'date of the final instalment']]]];
const OPTS = [['cash', 'goods', 'shares', 'other'], ['Money', 'Goods in kind', 'Shares / securities', 'Property'], ['monetary', 'in-kind', 'stock', 'other']];
const YN = [['Yes', 'No'], ['yes', 'no'], ['Y', 'N']];

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const li = LOCALES.indexOf(loc);
  const w = (key: string) => alt(r, W[key][li].replace(giftAid ? '' : '|Gift Aid Receipt', ''));
  const [style, variant] = [pick(r, loc.dates), r()];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const byCode = chance(r, 0.25);
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode);
  const [charity, purpose] = alt(r, CHARITIES[li]).split(';');
  const names = shuffle(r, PEOPLE[li].split('|'));
  const firmDonor = chance(r, 0.3);
  const donor = firmDonor ? alt(r, FIRMS[li]) : names[0];
  const [signer, contact] = [names[1], names[2]];
  const titles = alt(r, TITLES[li]).split('/');
  const title = titles[FEMALE.test(signer) ? titles.length - 1 : 0];
  const kind = pick(r, [['cash', 'shares'], ['cash', 'cash', 'goods', 'shares'], ['cash', 'cash', 'goods'], ['cash', 'cash', 'goods', 'shares']][li]);
  const reg = [chance(r, 0.8) ? String(int(r, 200000, 1199999)) : `SC0${int(r, 10000, 49999)}`, `${int(r, 10, 98)}-${int(r, 1000000, 9999999)}`, `${int(r, 100, 999)}/${int(r, 100, 999)}/${int(r, 10000, 99999)}`, chance(r, 0.5) ? `W${int(r, 100000000, 999999999)}` : `${int(r, 300, 899)} ${int(r, 100, 999)} ${int(r, 100, 999)}`][li];
  const regLabel = [reg.startsWith('SC') ? 'Scottish Charity No.' : alt(r, 'Registered charity no.|Charity number|Registered Charity Number'), alt(r, 'EIN|Federal Tax ID|Tax ID (EIN)'), 'StNr.', reg.startsWith('W') ? 'N° RNA' : 'SIREN'][li];
  const y = int(r, 2018, 2025);
  const receiptNo = pick(r, [[`RCT-${y}-${int(r, 10000, 99999)}`, `R${int(r, 100000, 999999)}`], [`${y}-${int(r, 10000, 99999)}`, `ACK-${int(r, 10000, 99999)}`], [`ZB ${y}/${int(r, 1000, 9999)}`, `${y}-${int(r, 100, 999)}`], [`${y}-${int(r, 10000, 99999)}`, `RF${y}${int(r, 1000, 9999)}`]][li]);
  const donorRef = pick(r, [[`SUP${int(r, 100000, 999999)}`, `D-${int(r, 10000, 99999)}`], [`${int(r, 100000, 999999)}`, `C${int(r, 100000, 999999)}`], [`${int(r, 10000, 99999)}`, `SP-${int(r, 1000, 9999)}`], [`DON-${int(r, 10000, 99999)}`, `${int(r, 100000, 999999)}`]][li]);
  const given = randomDate(r, y, y);
  const issued = li === 3 && chance(r, 0.5) ? new Date(Date.UTC(y + 1, int(r, 0, 2), int(r, 1, 28))) : addDays(given, int(r, 2, 45));
  const nShares = int(r, 20, 400);
  const price = int(r, 2, 60) + pick(r, [0, 0.25, 0.5, 0.82, 0.14]);
  const amount = kind === 'shares' ? r2(nShares * price) : kind === 'goods' ? int(r, 6, 120) * 25 : chance(r, 0.6) ? pick(r, [25, 30, 50, 75, 100, 120, 150, 200, 250, 300, 500, 750, 1000, 1500, 2500]) : int(r, 12, 900) + pick(r, [0, 0.5, 0.25]);
  const perkAt = kind === 'cash' && li !== 2 && amount >= 100 && chance(r, 0.4);
  const benefit = perkAt ? pick(r, [[5, 7.5, 10, 12, 15, 20], [45, 65, 85, 95, 120], [], [10, 15, 20, 25, 35]][li].filter((v) => v <= amount * 0.25).concat([5])) : 0;
  const perk = perkAt ? alt(r, PERKS[li]) : '';
  const deductible = li === 1 ? r2(amount - benefit) : amount;
  const giftAid = li === 0 && kind === 'cash' && chance(r, 0.7);
  const gaValue = r2(amount * 0.25);
  const waiver = li === 2 && kind === 'cash' && chance(r, 0.2);
  const yes = [giftAid, benefit > 0, waiver, benefit > 0][li];
  const method = kind === 'cash' ? alt(r, METHODS[li]) : '';
  const typeWord = alt(r, TYPES[kind][li]);
  const what = kind === 'goods' ? alt(r, GOODS[li]) : kind === 'shares' ? `${nShares} ${alt(r, STOCKS[li])}` : '';
  const ytd = r2(amount + int(r, 1, 12) * pick(r, [10, 20, 25, 50]));
  const decl = addDays(given, -int(r, 30, 1500));
  const [opts, yn] = [pick(r, OPTS), pick(r, YN)];
  const c = { org: charity, amt: money(amount), date: date(given), ben: money(benefit), ded: money(deductible), perk, reg, ga: money(gaValue), decl: date(decl), what, ytd: money(ytd), y, red: money(r2(amount * (firmDonor ? 0.6 : 0.66))), pct: firmDonor ? 60 : 66, contact, donor };
  const showRef = chance(r, 0.85);
  const benStated = li === 1 || li === 3 || benefit > 0 || chance(r, li === 2 ? 0.7 : 0.6);
  const dedStated = li === 3 || (li === 1 && kind !== 'goods' && (benefit > 0 || chance(r, 0.6)));

  const ask = new Ask(r);
  const roles: Array<() => void> = [
    () => ask.field('text', [['charity', 'organisation that received the gift'], ['recipient_organisation', ''], ['beneficiary_org', 'who the donation went to, not the donor']], charity),
    () => ask.field('text', [['donor', 'person or company who gave'], ['giver', ''], ['contributor_name', 'who made the gift, not the charity']], donor),
    () => ask.field('id_alphanumeric', [['charity_registration', "the charity's official registration or tax number"], ['charity_no', ''], ['org_tax_id', 'registered number of the receiving organisation']], reg),
    () => ask.field('id_alphanumeric', [['receipt_number', 'number of this receipt'], ['receipt_id', ''], ['acknowledgement_ref', 'reference of the receipt itself, not the donor']], receiptNo),
    ...(showRef ? [() => ask.field('id_alphanumeric', [['donor_id', "the charity's reference for the donor"], ['supporter_number', ''], ['donor_account', 'id the donor is filed under']], donorRef)] : []),
    () => ask.field('date', [['donation_date', 'when the gift was made'], ['gift_received_on', ''], ['date_of_donation', 'day the money or items were given, not the receipt date']], isoOf(given)),
    () => ask.field('currency', [['donation_amount', 'how much was given'], ['gift_value', 'value of the donation'], ['amount_donated', '']], amount),
    ...(benStated ? [() => ask.field('currency', [['benefit_value', 'value of anything the donor got back'], ['goods_services_in_return', '0 if nothing'], ['quid_pro_quo_value', '']], benefit)] : []),
    ...(dedStated ? [() => ask.field('currency', [['tax_deductible', 'part of the gift that counts for tax relief'], ['deductible_amount', ''], ['eligible_for_relief', 'amount the donor can deduct']], deductible)] : []),
    ...(giftAid ? [() => ask.field('currency', [['gift_aid_value', 'how much Gift Aid the charity will reclaim'], ['ga_uplift', '']], gaValue)] : []),
    () => ask.field('single_select', [['donation_type', 'what kind of gift it was'], ['gift_form', ''], ['form_of_donation', 'money, goods or shares']], opts[['cash', 'goods', 'shares'].indexOf(kind)], opts),
    ...(li === 2 && kind === 'goods' ? [] : [() => ask.field('single_select', [[['gift_aid', 'can the charity claim Gift Aid on it'], ['gift_aided', ''], ['ga_eligible', 'is the gift eligible for Gift Aid']], [['quid_pro_quo', 'did the donor get anything in return'], ['benefit_received', 'goods or services given in exchange?']], [['expense_waiver', 'is the gift a waiver of reimbursed expenses'], ['aufwandsspende', '']], [['donor_benefited', 'did the donor receive anything in return'], ['counterpart_received', '']]][li] as Array<[string, string]>, yn[yes ? 0 : 1], yn)]),
    () => ask.field('text', [['signatory', 'who signed the receipt'], ['signed_by', ''], ['authorising_person', 'name of the person signing for the charity']], signer),
    () => ask.field('text', [['signatory_title', 'job title of the person who signed'], ['signer_role', ''], ['position_of_signer', 'their role at the charity']], title),
    () => ask.field('date', [['receipt_date', 'date the receipt was issued'], ['issue_date', ''], ['issued_on', 'when the receipt was made out, not the gift date']], isoOf(issued)),
    () => ask.field('currency_symbol', [['currency', ''], ['donation_currency', 'currency of the gift']], loc.currency.code),
  ];
  const keep = new Set(shuffle(r, roles.map((_, i) => i)).slice(0, int(r, 10, 12)));
  roles.forEach((f, i) => keep.has(i) && f());
  const [nt, nw] = pick(r, NEVER); // a field the receipt never states
  ask.field(nt, nw, null);

  const kv = (label: string, value: string): Block => ({ kind: 'kv', label, value });
  const para = (text: string): Block => ({ kind: 'para', text });
  const say = (xs: string[]) => fill(pick(r, xs), c);
  const charityAddr = postal(r, li);
  const donorLines: Block = { kind: 'lines', lines: [donor, ...postal(r, li)] };
  const signBlock: Block = { kind: 'lines', lines: [...(chance(r, 0.5) ? ['________________________'] : []), signer, title, ...(chance(r, 0.3) ? [charity] : [])] };
  const blocks: Block[] = [];
  if (li < 2) {
    const letter = chance(r, 0.5);
    const head: Block[] = [{ kind: 'title', text: charity }, { kind: 'lines', lines: charityAddr }, ...(chance(r, 0.5) ? [kv(regLabel, reg)] : [])];
    const ids = [kv(w('rcpt'), receiptNo), ...(showRef ? [kv(w('ref'), donorRef)] : [])];
    const gift = [kv(w('on'), date(given)), kv(w('amt'), money(amount)), kv(w('kind'), typeWord), ...(method ? [kv(w('how'), method)] : []), ...(what ? [kv(li ? 'Description' : 'Details', what)] : [])];
    const ben = benefit ? say(li ? ['In exchange for your contribution you received {perk}, with an estimated fair market value of {ben}.', 'You received {perk} in return; its fair market value is {ben}.'] : ['In recognition of your gift you received {perk} (value {ben}).', 'You received {perk}, valued at {ben}, in return for your gift.'])
      : say(li ? ['No goods or services were provided in exchange for your contribution.', 'You received no goods or services in return for this gift.'] : ['You received no benefit in return for this donation.', 'No benefits were given to you in exchange for this gift.']);
    const ded = dedStated ? say(benefit ? ['The amount of your contribution that is deductible for federal income tax purposes is limited to the excess of your contribution over that value, {ded}.', 'Your tax-deductible contribution is therefore {ded}.'] : ['The full amount of {ded} is tax-deductible to the extent allowed by law.', 'Your tax-deductible contribution is {ded}.']) : '';
    const tax = li ? say(['{org} is a tax-exempt organization under Section 501(c)(3) of the Internal Revenue Code; our federal tax ID (EIN) is {reg}.', '{org} is recognized as a 501(c)(3) public charity (EIN {reg}).'])
      : giftAid ? say(['As you have made a Gift Aid declaration (dated {decl}), we will reclaim {ga} from HMRC, increasing the value of your gift at no extra cost to you.', 'Because you are a UK taxpayer and asked us to claim Gift Aid, your gift is worth an extra {ga} to us.'])
        : kind === 'shares' ? 'Gifts of shares do not qualify for Gift Aid, but you may be able to claim income tax relief on their market value.' : say(['We do not hold a Gift Aid declaration for you, so we cannot claim Gift Aid on this donation.', 'No Gift Aid declaration is held, so Gift Aid will not be claimed on this gift.']);
    const yearNote = chance(r, 0.4) ? [para(say(li ? ['Your total giving to {org} in {y} so far: {ytd}.', 'Year-to-date contributions ({y}): {ytd}.'] : ['Your total donations to us in {y} so far come to {ytd}.']))] : [];
    const regSentence = li === 0 && !head.some((b) => b.kind === 'kv') ? [para(`${charity} is a ${reg.startsWith('SC') ? 'charity registered in Scotland, no.' : 'registered charity, no.'} ${reg}.`)] : [];
    const close = para(say(['If you have any questions about this receipt, please contact {contact} in our supporter team.', 'Please keep this receipt for your records. Questions? Contact {contact}.']));
    if (letter) {
      const opener = say(kind === 'cash' ? ['Thank you for your generous gift of {amt} to {org}, which we received on {date}.', 'On behalf of everyone at {org}, thank you for your donation of {amt} received on {date}.'] : ['Thank you for your gift of {what} to {org}, received on {date} and valued at {amt}.', 'We gratefully acknowledge your gift of {what}, received on {date}, with a value of {amt}.']);
      blocks.push(...head, donorLines, chance(r, 0.5) ? kv(w('issued'), date(issued)) : { kind: 'lines', lines: [date(issued)] }, ...(chance(r, 0.5) ? [{ kind: 'title' as const, text: w('title') }] : []), ...ids,
        para(`Dear ${firmDonor ? (li ? 'Friends' : 'Sir or Madam') : pick(r, [donor, donor.split(' ')[0]])},`), para([opener, benStated ? ben : '', ded].filter(Boolean).join(' ')), ...(chance(r, 0.6) ? gift.slice(1) : [kv(w('kind'), typeWord)]), para(tax), ...regSentence, ...yearNote, close,
        { kind: 'lines', lines: [li ? 'Sincerely,' : alt(r, 'Yours sincerely,|With warm thanks,')] }, signBlock);
    } else {
      const table = chance(r, 0.4) ? [{ kind: 'table' as const, header: [w('on'), w('kind'), w('amt')], rows: [[date(given), what ? `${typeWord}: ${what}` : typeWord, money(amount)]] }] : gift;
      blocks.push({ kind: 'title', text: w('title') }, ...head, ...ids, kv(w('issued'), date(issued)), { kind: 'kv', label: w('donor'), value: '', above: true }, donorLines, ...table,
        ...(benStated ? [kv(w('ben'), benefit || chance(r, 0.6) ? money(benefit) : 'None')] : []), ...(dedStated ? [kv(w('ded'), money(deductible))] : []), ...(benefit || ded ? [para([benefit ? ben : '', ded].filter(Boolean).join(' '))] : []), para(tax), ...yearNote, kv(w('sign'), ''), signBlock, close, ...regSentence);
    }
  } else if (li === 2) {
    const exempt = `Wir sind wegen Förderung ${purpose} nach dem Freistellungsbescheid bzw. nach der Anlage zum Körperschaftsteuerbescheid des Finanzamtes ${charityAddr[1].replace(/^\d+ /, '')}, StNr. ${reg}, vom ${date(addDays(given, -int(r, 200, 1200)))} für den letzten Veranlagungszeitraum ${y - int(r, 1, 3)} nach § 5 Abs. 1 Nr. 9 des Körperschaftsteuergesetzes von der Körperschaftsteuer und nach § 3 Nr. 6 des Gewerbesteuergesetzes von der Gewerbesteuer befreit.`;
    const sach = kind === 'goods';
    const title = sach ? 'Bestätigung über Sachzuwendungen' : w('title');
    const amounts: Block[] = chance(r, 0.5) ? [{ kind: 'table', header: [W.amt[2].split('|')[0], W.on[2].split('|')[0]], rows: [[money(amount), date(given)]] }] : [kv(w('amt'), money(amount)), kv(w('on'), date(given))];
    blocks.push({ kind: 'title', text: title }, para('im Sinne des § 10b des Einkommensteuergesetzes an eine der in § 5 Abs. 1 Nr. 9 des Körperschaftsteuergesetzes bezeichneten Körperschaften, Personenvereinigungen oder Vermögensmassen'),
      { kind: 'kv', label: 'Aussteller (steuerbegünstigte Einrichtung)', value: '', above: true }, { kind: 'lines', lines: [charity, ...charityAddr] }, kv(w('rcpt'), receiptNo), ...(showRef ? [kv(w('ref'), donorRef)] : []),
      { kind: 'kv', label: w('donor'), value: '', above: true }, donorLines, ...amounts, ...(chance(r, 0.5) ? [kv(w('kind'), typeWord)] : []),
      ...(sach ? [{ kind: 'kv' as const, label: 'Genaue Bezeichnung der Sachzuwendung mit Alter, Zustand, Kaufpreis usw.', value: what, above: true }, para(firmDonor ? 'Die Sachzuwendung stammt aus dem Betriebsvermögen; sie wurde mit dem Entnahmewert angesetzt.' : 'Die Sachzuwendung stammt nach den Angaben des Zuwendenden aus dem Privatvermögen.')]
        : [kv('Es handelt sich um den Verzicht auf Erstattung von Aufwendungen', pick(r, [waiver ? 'Ja' : 'Nein', waiver ? '[X] Ja   [ ] Nein' : '[ ] Ja   [X] Nein']))]),
      ...(benStated ? [chance(r, 0.5) ? kv(w('ben'), pick(r, ['keine', money(0)])) : para('Für die Zuwendung wurde keine Gegenleistung gewährt.')] : []),
      para(exempt), para(`Es wird bestätigt, dass die Zuwendung nur zur Förderung ${purpose} verwendet wird.`),
      ...(chance(r, 0.5) ? [kv('Ort, Datum', `${charityAddr[1].replace(/^\d+ /, '')}, ${date(issued)}`)] : [kv(w('issued'), date(issued))]), kv(w('sign'), ''), signBlock,
      para(`Hinweis: Wer vorsätzlich oder grob fahrlässig eine unrichtige Zuwendungsbestätigung erstellt oder veranlasst, dass Zuwendungen nicht zu den in der Zuwendungsbestätigung angegebenen steuerbegünstigten Zwecken verwendet werden, haftet für die entgangene Steuer (§ 10b Abs. 4 EStG).${chance(r, 0.5) ? ` Rückfragen bitte an ${contact}.` : ''}`));
  } else {
    const town = charityAddr[1].replace(/^\d+ /, '');
    const received = say(['Le bénéficiaire reconnaît avoir reçu au titre des dons et versements ouvrant droit à réduction d’impôt, la somme de : {amt}', 'L’organisme bénéficiaire reconnaît avoir reçu du donateur désigné ci-dessus, au titre des dons ouvrant droit à réduction d’impôt, la somme de {amt}.']);
    const perkText = benefit ? say(['Contrepartie remise au donateur : {perk} (valeur {ben}).', 'Le donateur a reçu en contrepartie {perk}, d’une valeur de {ben}.']) : pick(r, ['Le donateur n’a bénéficié d’aucune contrepartie.', 'Aucune contrepartie n’a été accordée au donateur.']);
    blocks.push({ kind: 'title', text: w('title') }, ...(chance(r, 0.5) ? [para('Articles 200, 238 bis et 978 du code général des impôts (CGI)')] : []), kv(w('rcpt'), receiptNo),
      { kind: 'kv', label: 'Bénéficiaire des versements', value: '', above: true }, { kind: 'lines', lines: [charity, ...charityAddr, `Objet : ${purpose}`] }, kv(regLabel, reg),
      { kind: 'kv', label: w('donor'), value: '', above: true }, donorLines, ...(showRef ? [kv(w('ref'), donorRef)] : []),
      para(received), kv(w('on'), date(given)), ...(chance(r, 0.5) ? [kv(w('ded'), money(deductible))] : []), kv(w('kind'), typeWord), ...(what ? [kv('Description', what)] : []),
      ...(method ? [kv(w('how'), method)] : []), kv('Forme du don', alt(r, 'Déclaration de don manuel|Acte sous seing privé|Autres')), para(perkText),
      ...(chance(r, 0.6) ? [para(say(['Ce don ouvre droit à une réduction d’impôt égale à {pct} % de son montant, soit {red}.', 'Réduction d’impôt estimée ({pct} %) : {red}.']))] : []),
      ...(chance(r, 0.5) ? [para(`Fait à ${town}, le ${date(issued)}`)] : [kv(w('issued'), date(issued))]), kv(w('sign'), ''), signBlock);
  }
  return { blocks, fields: ask.fields, gold: ask.gold, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const donationReceipts: Family = { name: 'donation-receipt', kind: 'trade', split: 'train', formats: ['pdf', 'html', 'docx', 'txt'], make };
