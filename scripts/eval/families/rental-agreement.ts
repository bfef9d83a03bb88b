/**
 * Calibration family: vehicle and equipment rental agreements (car hire, van hire,
 * plant and tool hire) in English, German and French. Three layouts: a counter form
 * (label/value sections for the renter, the vehicle and the period, a charges table,
 * a fuel box ticked "[x]" or stated in words, terms in small print), a two-column
 * details table (the period sometimes as "from ... to ..." / "vom ... bis ..." /
 * "du ... au ..." in one cell), and a confirmation letter that says nearly
 * everything in sentences. Hard: rival ids (agreement number, plate or fleet
 * number, booking reference), rival parties (a company renter with its named driver,
 * an additional driver), rival dates (pick-up, return, booking date, birth date), rival
 * amounts (daily rate vs cover per day vs total vs deposit vs excess), a one-way hire
 * whose return branch is in another town, mileage beside an odometer reading, a
 * fuel policy in the document's own words, and optional cover that is declined or
 * not mentioned at all.
 */
import { addDays, fmtDate, fmtMoney, fmtNumber, isoOf, LOCALES, pad, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import { Ask, type Family } from './family.ts';

type Lang = 'en' | 'de' | 'fr';
const GIVEN: Record<Lang, string[]> = { en: ['Daniel', 'Hannah', 'Priya', 'Marcus', 'Chloe', 'Tariq'], de: ['Jonas', 'Katrin', 'Mehmet', 'Sabine', 'Lukas'], fr: ['Camille', 'Julien', 'Sarah', 'Mathieu', 'Inès'] };
const FAMILY: Record<Lang, string[]> = { en: ['Okoro', 'Whitfield', 'Raman', 'Bell', 'Hargreaves', 'Quinn'], de: ['Weber', 'Vogel', 'Aydin', 'Krämer', 'Lindner'], fr: ['Dubois', 'Marchand', 'Benali', 'Fontaine', 'Leroy'] };
const FIRMS: Record<string, string[]> = { UK: ['Hollis Event Services Ltd', 'Greenfield Landscapes Ltd'], US: ['Ridgeback Construction LLC', 'Brightline Films Inc.'], DE: ['Schreinerei Albrecht GmbH', 'Nordlicht Events GmbH'], FR: ['Bâtiments Roux SARL', 'Studio Lumière SAS'] };
const LESSORS: Record<string, [string, string]> = { UK: ['Northway Vehicle Hire Ltd', 'Redline Plant & Tool Hire Ltd'], US: ['Mesa Auto Rentals Inc.', 'Granite Equipment Rental LLC'], DE: ['Isar Autovermietung GmbH', 'Baumaschinen-Verleih Hoffmann KG'], FR: ['Loca Route SARL', 'Matériel Pro Location SAS'] };
const BRANCHES: Record<string, Array<[string, string, string]>> = {
  UK: [['Unit 4, Kirkstall Road', 'Leeds', 'LS3 1HS'], ['27 Feeder Road', 'Bristol', 'BS2 0SB'], ['Airport Road West', 'Paisley', 'PA3 2SW'], ['9 Cowley Road', 'Oxford', 'OX4 1HP']],
  US: [['1450 Wynkoop St', 'Denver', 'CO 80202'], ['9800 Airport Blvd', 'Austin', 'TX 78719'], ['220 Fremont Ave', 'Seattle', 'WA 98109'], ['77 Harbor Dr', 'San Diego', 'CA 92101']],
  DE: [['Landsberger Str. 155', 'München', '80687'], ['Mathias-Brüggen-Str. 10', 'Köln', '50827'], ['Wendenstraße 130', 'Hamburg', '20537'], ['Hafenstraße 4', 'Bremen', '28217']],
  FR: [['12 avenue Jean Jaurès', 'Lyon', '69007'], ['45 quai de Bacalan', 'Bordeaux', '33300'], ['8 rue de Tournai', 'Lille', '59000'], ['3 boulevard Gambetta', 'Nantes', '44000']],
};
const HOMES: Record<string, Array<[string, string, string]>> = {
  UK: [['14 Marlborough Avenue', 'Harrogate', 'HG1 4PL'], ['Flat 3, 88 Gloucester Road', 'Bristol', 'BS7 8BN']], US: [['3318 Alcott St', 'Denver', 'CO 80211'], ['1907 Maple Ridge Dr', 'Round Rock', 'TX 78664']], DE: [['Gabelsbergerstraße 21', 'München', '80333'], ['Am Kanal 7', 'Potsdam', '14467']], FR: [['5 rue Paul Bert', 'Villeurbanne', '69100'], ['17 allée des Tilleuls', 'Mérignac', '33700']],
};
const MODELS = { car: ['Volkswagen Golf 1.5 TSI', 'Toyota Corolla Hybrid', 'Peugeot 308', 'Skoda Octavia Estate'], van: ['Ford Transit Custom', 'Mercedes-Benz Sprinter 314', 'Renault Master L3H2'], plant: ['Kubota KX019 mini excavator', 'Genie GS-1932 scissor lift', 'Thwaites 3t site dumper'] };
const FUEL: Record<string, Record<Lang, string[]>> = {
  'Full to full': { en: ['Full to full: collected with a full tank, to be returned full', 'Full/Full - please return with a full tank'], de: ['Voll/Voll - vollgetankt übernommen, vollgetankt zurückgeben', 'Vollgetankt zurück'], fr: ['Plein/Plein - remis avec le plein, à rendre avec le plein', 'Restitution avec le plein'] },
  'Prepaid fuel': { en: ['Pre-purchased tank: first tank paid at collection, no refund for unused fuel', 'Fuel paid in advance - return empty'], de: ['Tankfüllung im Voraus bezahlt - keine Erstattung für nicht verbrauchten Kraftstoff', 'Kraftstoff-Vorauskauf'], fr: ['Carburant prépayé - aucun remboursement du carburant non utilisé', "Plein payé à l'avance"] },
  'Same to same': { en: ['Like for like: return with the same fuel level as at collection', 'Same level as at check-out'], de: ['Gleicher Tankstand wie bei Übernahme', 'Rückgabe mit gleichem Füllstand'], fr: ["Même niveau qu'au départ", 'Restitution au même niveau de carburant'] },
};
const BOXES: Record<Lang, string[]> = { en: ['Full/Full', 'Prepaid', 'Same level'], de: ['Voll/Voll', 'Vorauszahlung', 'Gleicher Stand'], fr: ['Plein/Plein', 'Prépayé', 'Même niveau'] };
const COVERS: Record<Lang, string[]> = { en: ['Super CDW', 'Excess Reduction', 'Premium Cover', 'Damage Waiver'], de: ['Vollkasko ohne SB', 'Premiumschutz', 'Schadenverzicht'], fr: ['Rachat de franchise', 'Protection Premium', 'Bris de machine'] };

function make(r: Rng): ReturnType<Family['make']> {
  const loc = pick(r, LOCALES);
  const lang: Lang = loc.name === 'DE' ? 'de' : loc.name === 'FR' ? 'fr' : 'en';
  const t = <T,>(en: T, de: T, fr: T): T => (lang === 'de' ? de : lang === 'fr' ? fr : en);
  const L = (en: string[], de: string[], fr: string[]) => pick(r, t(en, de, fr));
  const date = (d: Date) => fmtDate(d, pick(r, loc.dates), r);
  const long = (d: Date) => fmtDate(d, t(loc.name === 'US' ? 'long' : 'longdm', 'de', 'fr'), r);
  const money = (n: number) => fmtMoney(n, loc.currency, loc.numbers, chance(r, 0.2));
  const kind = pick(r, ['car', 'car', 'van', 'plant'] as const), plant = kind === 'plant';
  const person = () => `${pick(r, GIVEN[lang])} ${pick(r, FAMILY[lang])}`;
  const company = chance(r, 0.35), renter = company ? pick(r, FIRMS[loc.name]) : person(), driver = company ? person() : renter;
  let addl: string | null = chance(r, 0.5) ? person() : null;
  if (addl === driver) addl = null;
  const lessor = LESSORS[loc.name][plant ? 1 : 0];
  const [street, town, post] = pick(r, BRANCHES[loc.name]);
  const ret = chance(r, 0.3) ? pick(r, BRANCHES[loc.name]) : ([street, town, post] as const);
  const place = (p: readonly string[]) => (lang === 'en' ? `${p[0]}, ${p[1]}${loc.name === 'US' ? ',' : ''} ${p[2]}` : `${p[0]}, ${p[2]} ${p[1]}`);
  const L2 = () => String.fromCharCode(65 + int(r, 0, 25)) + String.fromCharCode(65 + int(r, 0, 25));
  const reg = plant ? `${pick(r, ['PL', 'EQ', 'FL'])}-${int(r, 10000, 99999)}` : { UK: `${L2()}${int(r, 15, 74)} ${L2()}${String.fromCharCode(65 + int(r, 0, 25))}`, US: `${int(r, 1, 9)}${L2()}${String.fromCharCode(65 + int(r, 0, 25))}${int(r, 100, 999)}`, DE: `${pick(r, ['M', 'K', 'HH', 'HB'])}-${L2()} ${int(r, 100, 9999)}`, FR: `${L2()}-${int(r, 100, 999)}-${L2()}` }[loc.name];
  const agreement = pick(r, [`RA${int(r, 1000000, 9999999)}`, `${int(r, 10000000, 99999999)}`, `${t('HA', 'MV', 'CL')}-${int(r, 2019, 2025)}-${int(r, 10000, 99999)}`]);
  const booking = pick(r, [`BK${int(r, 100000, 999999)}`, `${L2()}${int(r, 1000, 9999)}${L2()}`]);
  const model = pick(r, MODELS[kind]);
  const out = randomDate(r, 2019, 2025), days = int(r, 1, 21), back = addDays(out, days), booked = addDays(out, -int(r, 3, 60)), born = randomDate(r, 1958, 2001);
  const clock = () => (loc.name === 'US' ? `${int(r, 7, 11)}:${pick(r, ['00', '30'])} AM` : `${pad(int(r, 7, 17))}:${pick(r, ['00', '30'])}`);
  const [time1, time2] = [clock(), clock()];
  const rate = int(r, plant ? 65 : kind === 'van' ? 49 : 29, plant ? 240 : kind === 'van' ? 129 : 89) + pick(r, [0, 0.99, 0.5]);
  const coverState = pick(r, ['taken', 'taken', 'declined', 'silent'] as const), cover = coverState === 'taken' ? pick(r, COVERS[lang]) : null, coverRate = int(r, 9, 24) + pick(r, [0, 0.5]), addlFee = int(r, 8, 15);
  const extra = chance(r, 0.5) ? { what: plant ? t('Delivery & collection', 'Anlieferung/Abholung', 'Livraison/reprise') : t('Child seat', 'Kindersitz', 'Siège enfant'), fee: int(r, 15, 95) } : null;
  const rows = [[t('Hire charge', 'Miete', 'Location'), days, rate], ...(cover ? [[cover, days, coverRate]] : []), ...(addl ? [[plant ? t('Extra operator', 'Weiterer Bediener', 'Opérateur supp.') : t('Additional driver', 'Zusatzfahrer', 'Conducteur add.'), days, addlFee]] : []), ...(extra ? [[extra.what, 1, extra.fee]] : [])] as Array<[string, number, number]>;
  const net = Math.round(rows.reduce((s, [, q, p]) => s + q * p, 0) * 100) / 100;
  const vat = { UK: 20, US: pick(r, [6.25, 7.5, 8.875, 10.25]), DE: 19, FR: 20 }[loc.name];
  const tax = Math.round(net * vat) / 100, total = Math.round((net + tax) * 100) / 100;
  const deposit = pick(r, kind === 'van' ? [500, 750, 1000] : [200, 250, 300, 500, 1000]), excess = pick(r, [1200, 1250, 1500, 1750, 2000, 2500]);
  const allow = plant ? pick(r, [8, 10]) : lang === 'en' ? pick(r, [100, 150, 200, 250]) : pick(r, [200, 250, 300, 400]), unit = plant ? t('hours', 'Std.', 'h') : t('miles', 'km', 'km');
  const fuel = pick(r, Object.keys(FUEL)), fuelSaid = pick(r, FUEL[fuel][lang]);
  const [thing, thingDat] = plant ? t(['equipment', 'equipment'], ['das Gerät', 'dem Gerät'], ['matériel', 'matériel']) : t(['vehicle', 'vehicle'], ['das Fahrzeug', 'dem Fahrzeug'], ['véhicule', 'véhicule']);
  const party = loc.name === 'UK' ? 'hirer' : 'renter';
  const lateClause = pick(r, t(
    [`If the ${thing} is returned late, a further day's hire will be charged for each period of 24 hours or part of it.`, `The ${thing} must be returned by the date and time shown above; returns more than 59 minutes late are charged as an extra day at the daily rate.`],
    [`Wird ${thing} verspätet zurückgegeben, wird für jeden angefangenen Zeitraum von 24 Stunden ein weiterer Miettag berechnet.`, 'Bei einer Überschreitung der Rückgabezeit um mehr als 59 Minuten wird ein zusätzlicher Tag zum Tagespreis berechnet.'],
    [`Tout retard de restitution du ${thing} supérieur à 59 minutes entraîne la facturation d'une journée de location supplémentaire.`, 'En cas de restitution tardive, chaque période de 24 heures entamée est facturée au tarif journalier en vigueur.'],
  ));
  const damageClause = pick(r, t(
    [`The ${party} is responsible for any loss of or damage to the ${thing} during the hire, up to the excess stated in this agreement.`, `Any damage to the ${thing} not recorded on the inspection sheet at collection will be charged to the ${party}, together with a fee for loss of use.`],
    [`Der Mieter haftet für Schäden an ${thingDat} während der Mietzeit bis zur Höhe der vereinbarten Selbstbeteiligung.`, 'Schäden, die nicht im Übergabeprotokoll vermerkt sind, werden dem Mieter zuzüglich einer Nutzungsausfallpauschale in Rechnung gestellt.'],
    [`Le locataire est responsable de tout dommage causé au ${thing} pendant la location, dans la limite du montant de la franchise.`, "Les dommages non signalés sur l'état des lieux de départ seront facturés au locataire, majorés de frais d'immobilisation."],
  ));
  const askLate = chance(r, 0.5);

  const ask = new Ask(r);
  const who = plant ? 'operator' : 'driver';
  ask.field('text', [['contracting_party', 'person or business the contract is with'], ['client_name', ''], ['contract_holder', 'who is responsible for the hire']], renter);
  ask.field('text', [[`co_${who}`, 'other person allowed to use it'], [`extra ${who} name`, ''], ['also_authorised', `name of any further authorised ${who}`]], addl);
  ask.field('id_alphanumeric', [['doc_number', 'number of this rental contract'], ['paperwork_ref', ''], ['contract_id', 'identifier printed at the top']], agreement);
  ask.field('id_alphanumeric', plant ? [['asset_id', 'identifier of the machine hired'], ['machine_no', '']] : [['number_plate', 'licence plate of the car or van'], ['car_plate_no', ''], ['vehicle_id', 'plate number of the hired vehicle']], reg);
  ask.field('date', [['start_date', 'when the hire begins'], ['taken_out_on', 'day the customer takes it'], ['hire_from', '']], isoOf(out));
  ask.field('date', [['end_date', 'when it must be brought back'], ['back_by', ''], ['hire_until', 'last day of the hire']], isoOf(back));
  ask.field('currency', [['per_day_charge', 'basic charge for one day'], ['cost_each_day', ''], ['tariff', 'what each day of hire costs']], rate);
  ask.field('currency', [['amount_due', 'what the customer pays in all'], ['overall_cost', 'overall price including tax'], ['full_price', '']], total);
  ask.field('currency', [['held_on_card', 'amount blocked as security'], ['bond', 'refundable amount held'], ['pre_auth', '']], deposit);
  ask.field('currency', [['own_damage_share', 'what the customer pays towards damage'], ['damage_liability', 'most the customer owes if it is damaged'], ['self_insured_amount', '']], excess);
  ask.field('number', plant ? [['included_hours', 'machine hours included each day'], ['hours_cap_per_day', '']] : [['free_distance_per_day', 'distance included each day'], ['daily_distance_cap', ''], ['km or miles per day', 'included mileage per day, as a number']], allow);
  ask.field('single_select', [['fuel_rule', 'how fuel is handled'], ['refuelling_terms', 'tank arrangement'], ['tank_terms', '']], fuel, ['Full to full', 'Prepaid fuel', 'Same to same']);
  if (askLate) ask.field('verbatim', [['late_clause', 'the sentence on bringing it back late, copied exactly'], ['overdue_terms', 'wording about late returns']], lateClause);
  else ask.field('verbatim', [['damage_wording', 'exact sentence on liability for damage'], ['liability_clause', 'copy the text about damage']], damageClause);
  ask.field('text', [['start_city', 'town where it is taken out'], ['where_from', ''], ['origin town', 'city where the hire starts']], town);
  ask.field('text', [['extra_cover', 'optional protection bought, as named'], ['waiver_product', 'name of any damage waiver taken'], ['add_on_insurance', '']], cover);
  if (chance(r, 0.5)) ask.field('currency_symbol', [['currency', 'ISO code of the currency'], ['ccy', '']], loc.currency.code);
  else ask.field('percentage', [['tax_rate', 'percentage of tax added'], ['tax percent', '']], vat);

  const pct = `${fmtNumber(vat, loc.numbers, Number.isInteger(vat) ? 0 : String(vat).split('.')[1].length)}${lang === 'fr' ? ' ' : ''}%`;
  const vatName = t(loc.name === 'US' ? 'Sales tax' : 'VAT', 'MwSt.', 'TVA');
  const chargeTable: Block = { kind: 'table', header: t(['Description', 'Days', 'Rate', 'Amount'], ['Leistung', 'Tage', 'Preis', 'Betrag'], ['Désignation', 'Jours', 'Prix unit.', 'Montant']), rows: rows.map(([d, q, p]) => [d, String(q), fmtNumber(p, loc.numbers), fmtNumber(q * p, loc.numbers)]) };
  const sums: Block[] = [{ kind: 'kv', label: t('Subtotal', 'Netto', 'Total HT'), value: fmtNumber(net, loc.numbers) }, { kind: 'kv', label: `${vatName} ${pct}`, value: fmtNumber(tax, loc.numbers) }, { kind: 'kv', label: L(['Total', 'Total charges', 'Amount payable', 'Estimated total'], ['Gesamtbetrag', 'Gesamtpreis', 'Summe'], ['Total TTC', 'Montant total', 'Total à payer']), value: money(total) }];
  const lbl = {
    agreement: L(['Rental Agreement No.', 'Agreement number', 'RA number', 'Contract no.'], ['Mietvertrag Nr.', 'Vertragsnummer'], ['Contrat de location n°', 'N° de contrat']),
    booking: L(['Booking ref', 'Reservation no.', 'Confirmation #'], ['Buchungsnummer', 'Reservierungs-Nr.'], ['Réf. réservation', 'N° de réservation']), renter: L(loc.name === 'UK' ? ['Hirer', 'Customer'] : ['Renter', 'Customer', 'Lessee'], ['Mieter', 'Kunde'], ['Locataire', 'Client']),
    driver: plant ? t('Operator', 'Bediener', 'Opérateur') : L(['Main driver', 'Primary driver'], ['Hauptfahrer', 'Fahrer'], ['Conducteur principal']), addl: plant ? t('Additional operator', 'Weiterer Bediener', 'Opérateur supplémentaire') : L(['Additional driver', 'Second driver'], ['Zusatzfahrer', 'Weiterer Fahrer'], ['Conducteur additionnel', 'Second conducteur']),
    model: plant ? L(['Equipment', 'Item hired', 'Machine'], ['Gerät', 'Mietgerät'], ['Matériel', 'Engin']) : L(['Vehicle', 'Make/model'], ['Fahrzeug', 'Fahrzeugtyp'], ['Véhicule', 'Modèle']), reg: plant ? L(['Fleet no.', 'Serial no.'], ['Inventar-Nr.', 'Seriennummer'], ['N° de parc', 'N° de série']) : L(loc.name === 'US' ? ['License plate', 'Plate'] : ['Registration', 'Reg. no.'], ['Kennzeichen', 'Amtl. Kennzeichen'], ['Immatriculation', "N° d'immatriculation"]),
    out: L(['Pick-up', 'Collection', 'Date out', 'Check-out'], ['Abholung', 'Übergabe', 'Mietbeginn'], ['Départ', 'Prise en charge', 'Début de location']), back: L(['Return', 'Due back', 'Date in'], ['Rückgabe', 'Mietende'], ['Retour', 'Restitution', 'Fin de location']),
    branch: L(['Pick-up branch', 'Collection depot', 'Rental location'], ['Abholstation', 'Station'], ['Agence de départ', 'Agence']), retBranch: L(['Return branch', 'Drop-off location'], ['Rückgabestation'], ['Agence de retour']),
    rate: L(['Daily rate', 'Rate per day', 'Day rate'], ['Tagespreis', 'Preis pro Tag'], ['Tarif journalier', 'Prix par jour']), deposit: L(['Security deposit', 'Deposit held', 'Card pre-authorisation'], ['Kaution', 'Sicherheitsleistung'], ['Dépôt de garantie', 'Caution']),
    excess: L(loc.name === 'US' ? ['Deductible', 'Damage deductible'] : ['Excess', 'Damage excess'], ['Selbstbeteiligung', 'SB je Schadensfall'], ['Franchise', 'Franchise dommages']), cover: L(['Additional cover', 'Protection', 'Optional insurance'], ['Zusatzschutz', 'Versicherungsoption'], ['Assurance complémentaire', 'Option protection']),
    fuel: L(['Fuel policy', 'Fuel'], ['Tankregelung', 'Kraftstoff'], ['Politique carburant', 'Carburant']), allow: plant ? t('Hours included', 'Inklusivstunden', 'Heures incluses') : L(loc.name === 'UK' ? ['Mileage allowance', 'Free miles'] : ['Miles included', 'Mileage'], ['Freikilometer', 'Inklusivkilometer'], ['Kilométrage inclus', 'Forfait kilométrique']),
    meter: plant ? t('Hour meter out', 'Betriebsstunden bei Übergabe', 'Compteur horaire départ') : t('Odometer out', 'Km-Stand Abholung', 'Km départ'), born: t('Date of birth', 'Geburtsdatum', 'Date de naissance'),
  };
  const perDay = `${allow} ${unit} ${t('per day', 'pro Tag', 'par jour')}`, meter = fmtNumber(plant ? int(r, 200, 4000) + int(r, 0, 9) / 10 : int(r, 3000, 90000), loc.numbers, plant ? 1 : 0), noCover = t('declined', 'abgelehnt', 'refusée');
  const coverKv: Block[] = cover ? [{ kind: 'kv', label: lbl.cover, value: `${cover} (${money(coverRate)} ${t('per day', 'pro Tag', 'par jour')})` }] : coverState === 'declined' ? [{ kind: 'kv', label: lbl.cover, value: noCover }] : [];
  const terms: Block = { kind: 'para', text: (chance(r, 0.5) ? [lateClause, damageClause] : [damageClause, lateClause]).join(' ') + ' ' + t('Traffic fines and tolls incurred during the hire are payable by the customer.', 'Bußgelder und Mautgebühren während der Mietzeit trägt der Mieter.', 'Les amendes et péages pendant la location sont à la charge du locataire.') };
  const head: Block[] = [{ kind: 'title', text: lessor }, { kind: 'lines', lines: [place([street, town, post]), pick(r, [{ UK: 'Tel 0345 555 0182', US: 'Tel (303) 555-0147', DE: 'Tel. 089 5550 2231', FR: 'Tél. 04 78 55 01 82' }[loc.name], 'www.example.com', 'info@example.com'])] }];
  const title: Block = { kind: 'title', text: plant ? L(['Equipment Hire Contract', 'Plant Hire Agreement'], ['Gerätemietvertrag', 'Mietvertrag Baumaschinen'], ['Contrat de location de matériel']) : L(loc.name === 'US' ? ['Rental Agreement', 'Vehicle Rental Contract'] : ['Vehicle Hire Agreement', 'Hire Agreement'], ['Mietvertrag', 'Fahrzeugmietvertrag'], ['Contrat de location', 'Contrat de location de véhicule']) };
  const checkbox: Block = { kind: 'lines', lines: [`${lbl.fuel}:  ${BOXES[lang].map((b, i) => `[${Object.keys(FUEL)[i] === fuel ? 'x' : ' '}] ${b}`).join('   ')}`] };
  const layout = pick(r, ['form', 'table', 'letter'] as const);
  let blocks: Block[];
  if (layout === 'form') {
    blocks = [
      ...head, title,
      { kind: 'kv', label: lbl.agreement, value: agreement }, { kind: 'kv', label: lbl.booking, value: booking },
      { kind: 'kv', label: lbl.renter, value: '', above: true }, { kind: 'lines', lines: [renter, place(pick(r, HOMES[loc.name]))] },
      ...(company ? [{ kind: 'kv' as const, label: lbl.driver, value: driver }] : []), { kind: 'kv', label: lbl.born, value: date(born) },
      ...(addl ? [{ kind: 'kv' as const, label: lbl.addl, value: addl }] : []),
      { kind: 'kv', label: lbl.model, value: model }, { kind: 'kv', label: lbl.reg, value: reg }, { kind: 'kv', label: lbl.meter, value: meter },
      { kind: 'kv', label: lbl.branch, value: place([street, town, post]) }, { kind: 'kv', label: lbl.out, value: `${date(out)} ${time1}` },
      ...(ret[1] !== town ? [{ kind: 'kv' as const, label: lbl.retBranch, value: place(ret) }] : []), { kind: 'kv', label: lbl.back, value: `${date(back)} ${time2}` },
      chargeTable, ...sums, { kind: 'kv', label: lbl.deposit, value: money(deposit) }, { kind: 'kv', label: lbl.excess, value: money(excess) }, ...coverKv,
      chance(r, 0.5) ? checkbox : { kind: 'kv', label: lbl.fuel, value: fuelSaid },
      { kind: 'para', text: t(`Your hire includes ${perDay}; beyond that each extra ${plant ? 'hour' : 'mile'} is charged at ${money(plant ? 12 : 0.25)}.`, `Im Mietpreis sind ${perDay} enthalten; jede weitere Einheit wird mit ${money(plant ? 12 : 0.25)} berechnet.`, `La location comprend ${perDay} ; au-delà, chaque unité supplémentaire est facturée ${money(plant ? 12 : 0.25)}.`) },
      terms, { kind: 'lines', lines: [`${t('Signed', 'Unterschrift', 'Signature')}: ${driver}`, `${t('Date', 'Datum', 'Date')}: ${date(out)}`] },
    ];
  } else if (layout === 'table') {
    const period = chance(r, 0.5) ? [[t('Rental period', 'Mietzeitraum', 'Période de location'), `${t('from', 'vom', 'du')} ${long(out)} ${t('to', 'bis', 'au')} ${long(back)}`]] : [[lbl.out, `${date(out)}, ${time1}`], [lbl.back, `${date(back)}, ${time2}`]];
    blocks = [
      ...head, title,
      { kind: 'table', header: chance(r, 0.5) ? ['', ''] : [t('Detail', 'Angabe', 'Rubrique'), t('Value', 'Wert', 'Valeur')], rows: [
        [lbl.agreement, agreement], [lbl.booking, booking], [t('Booked on', 'Gebucht am', 'Réservé le'), date(booked)], [lbl.renter, renter], ...(company ? [[lbl.driver, driver]] : []), ...(addl ? [[lbl.addl, addl]] : []),
        [lbl.model, model], [lbl.reg, reg], [lbl.branch, `${town}, ${street}`], ...(ret[1] !== town ? [[lbl.retBranch, `${ret[1]}, ${ret[0]}`]] : []), ...period,
        [lbl.rate, money(rate)], [lbl.excess, money(excess)], ...(cover ? [[lbl.cover, cover]] : coverState === 'declined' ? [[lbl.cover, noCover]] : []), [lbl.fuel, FUEL[fuel][lang][1]], [lbl.allow, perDay],
      ] },
      ...sums,
      { kind: 'para', text: t(`A security deposit of ${money(deposit)} is taken on the card of the ${party} at collection and released after the ${thing} has been checked in.`, `Bei Übergabe wird eine Kaution von ${money(deposit)} auf der Kreditkarte des Mieters hinterlegt und nach der Rücknahme freigegeben.`, `Un dépôt de garantie de ${money(deposit)} est prélevé sur la carte du locataire au départ et restitué après le contrôle du retour.`) },
      terms,
    ];
  } else {
    const greet = t(`Dear ${company ? driver : renter},`, pick(r, ['Sehr geehrte Damen und Herren,', `Guten Tag ${driver},`]), pick(r, ['Madame, Monsieur,', `Bonjour ${driver},`]));
    blocks = [
      ...head, { kind: 'lines', lines: [date(booked), '', renter, ...(company ? [`${t('Attn', 'z. Hd.', "À l'attention de")} ${driver}`] : [])] },
      { kind: 'kv', label: t('Re', 'Betreff', 'Objet'), value: `${t('your booking', 'Ihre Buchung', 'votre réservation')} ${booking}` },
      { kind: 'para', text: greet },
      { kind: 'para', text: t(`Thank you for hiring with ${lessor.replace(/\.$/, '')}. This letter confirms agreement ${agreement} for the ${model} (${lbl.reg.toLowerCase()} ${reg}), to be collected from our ${town} branch at ${street}.`, `vielen Dank für Ihre Buchung bei ${lessor}. Hiermit bestätigen wir den Mietvertrag ${agreement} über ${model} (${lbl.reg} ${reg}), abzuholen in unserer Station ${town}, ${street}.`, `merci d'avoir choisi ${lessor}. Nous vous confirmons le contrat ${agreement} portant sur : ${model} (${lbl.reg} ${reg}), à retirer dans notre agence de ${town}, ${street}.`) },
      { kind: 'para', text: t(`The hire runs from ${long(out)} (${time1}) to ${long(back)} (${time2}), ${days} day(s), and ends at our ${ret[1]} branch.`, `Die Mietzeit läuft vom ${long(out)} (${time1} Uhr) bis ${long(back)} (${time2} Uhr), ${days} Tag(e); Rückgabe in ${ret[1]}.`, `La location court du ${long(out)} (${time1}) au ${long(back)} (${time2}), soit ${days} jour(s), avec restitution à ${ret[1]}.`) },
      { kind: 'para', text: t(`Your daily rate is ${money(rate)}; with the options below and ${vatName.toLowerCase()} the total comes to ${money(total)}. We will hold a security deposit of ${money(deposit)} on your card, and your ${loc.name === 'US' ? 'deductible' : 'excess'} for damage or theft is ${money(excess)}.`, `Der Tagespreis beträgt ${money(rate)}; einschließlich Optionen und MwSt. ergibt sich ein Gesamtbetrag von ${money(total)}. Als Kaution blockieren wir ${money(deposit)} auf Ihrer Kreditkarte; die Selbstbeteiligung im Schadensfall beträgt ${money(excess)}.`, `Le tarif journalier est de ${money(rate)} ; options et TVA comprises, le montant total s'élève à ${money(total)}. Un dépôt de garantie de ${money(deposit)} sera bloqué sur votre carte ; la franchise en cas de dommage ou de vol est de ${money(excess)}.`) },
      chargeTable, ...sums,
      { kind: 'para', text: [cover ? t(`You have chosen ${cover} at ${money(coverRate)} per day.`, `Sie haben ${cover} für ${money(coverRate)} pro Tag gewählt.`, `Vous avez choisi l'option ${cover} à ${money(coverRate)} par jour.`) : coverState === 'declined' ? t('You declined our optional cover.', 'Einen Zusatzschutz haben Sie abgelehnt.', 'Vous avez refusé nos assurances complémentaires.') : '', addl ? t(`${addl} is registered as an additional ${who}.`, `${addl} ist als ${plant ? 'weiterer Bediener' : 'Zusatzfahrer'} eingetragen.`, `${addl} est déclaré(e) comme ${plant ? 'opérateur supplémentaire' : 'conducteur additionnel'}.`) : '', t(`The hire includes ${perDay}. Fuel: ${fuelSaid}.`, `Enthalten sind ${perDay}. Tankregelung: ${fuelSaid}.`, `La location comprend ${perDay}. Carburant : ${fuelSaid}.`)].filter(Boolean).join(' ') },
      terms, { kind: 'lines', lines: [t('Kind regards,', 'Mit freundlichen Grüßen', 'Cordialement,'), `${pick(r, ['Laura Fenton', 'Ahmed Haddad', 'Nina Richter', 'Pierre Moreau'])}, ${lessor}`] },
    ];
  }
  return { blocks, fields: ask.fields, gold: ask.gold, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const rentalAgreements: Family = { name: 'rental-agreement', kind: 'contract', split: 'train', formats: ['pdf', 'docx', 'html', 'txt'], make };
