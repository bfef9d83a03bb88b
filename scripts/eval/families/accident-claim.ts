/**
 * Training family: motor and household insurance claims written by the customer, as a
 * filled-in claim form (sections of label lines, a vehicles table, a ticked damage type)
 * or as a claim letter in prose, in UK, US, DE and FR wording. The policyholder's own
 * insurer beside the other party's insurer and its reference; policy number beside the
 * claim number given on the phone; date and time of the incident (the time in the
 * locale's way) beside the dates of the phone report and of the claim; the place, one
 * sentence saying what happened, both registrations (UK, US, DE and FR plates), the
 * repair estimate beside the excess (and the value of stolen goods), a police reference
 * or none, a witness beside the other driver, whether anyone was hurt.
 */
import { addDays, fmtDate, fmtMoney, isoOf, LOCALES, pad, randomDate, type Locale } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';
import { fill, GIVEN, sameName, shuffled, SURN, TOWNS } from './job-application.ts';

/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  motor: ['Motor Claim Form|Motor Accident Report Form|Vehicle Claim Form', 'Auto Claim Form|Automobile Loss Notice|Vehicle Accident Report', 'Kfz-Schadenanzeige|Schadenmeldung Kraftfahrt', 'Déclaration de sinistre automobile|Déclaration d’accident'],
  home: ['Home Insurance Claim Form|Household Claim Form', 'Homeowners Claim Form|Property Loss Notice', 'Schadenanzeige Hausrat / Wohngebäude|Schadenmeldung Wohngebäude', 'Déclaration de sinistre habitation|Déclaration de dommages – habitation'],
  holder: ['Policyholder|Your details|Insured', 'Policyholder|Insured|Named insured', 'Versicherungsnehmer|Angaben zum Versicherungsnehmer', 'Assuré|Souscripteur|Vos coordonnées'], name: ['Name|Full name', 'Name|Full name', 'Name|Vor- und Nachname', 'Nom|Nom et prénom'],
  addr: ['Address', 'Address', 'Anschrift', 'Adresse'], tel: ['Telephone|Daytime phone', 'Phone', 'Telefon', 'Téléphone'], policy: ['Policy number|Policy no.', 'Policy number|Policy #', 'Versicherungsschein-Nr.|Vertragsnummer|Police-Nr.', 'N° de contrat|N° de police'],
  claim: ['Claim number|Claim ref.', 'Claim number|Claim #', 'Schadennummer|Schaden-Nr.', 'N° de sinistre|Référence sinistre'], insurer: ['Insurer|Insurance company', 'Insurance company|Carrier', 'Versicherer|Versicherung', 'Assureur|Compagnie'],
  when: ['Date of incident|Date of loss', 'Date of loss|Date of incident', 'Schadentag|Schadendatum', 'Date du sinistre|Survenu le'], time: ['Time|Time of incident', 'Time|Time of loss', 'Uhrzeit', 'Heure'],
  where: ['Place of incident|Location|Where did it happen?', 'Location of loss|Where did it happen?', 'Schadenort|Unfallort', 'Lieu du sinistre|Lieu'], what: ['Description of incident|What happened?|How did the damage occur?', 'Description of loss|What happened?', 'Schadenhergang|Hergang', 'Circonstances|Description des faits'],
  type: ['Type of loss|Cause of damage', 'Type of loss|Cause of loss', 'Schadenart|Art des Schadens', 'Nature du sinistre|Type de dommage'], police: ['Police reference|Crime reference number', 'Police report #|Police report number', 'Polizeiliches Aktenzeichen|Tagebuch-Nr. der Polizei', 'N° de procès-verbal|Référence du dépôt de plainte'],
  policeNo: ['Police informed? No|Police attended: No', 'Police report filed: No', 'Polizei hinzugezogen: nein', 'Intervention de la police : non'], hurt: ['Was anyone injured?|Injuries', 'Any injuries?|Injuries', 'Personenschaden|Verletzte', 'Blessés|Dommages corporels'],
  wit: ['Witness|Witness name', 'Witness|Witness name', 'Zeuge/Zeugin|Zeugen', 'Témoin|Témoins'], veh: ['Make and model|Vehicle', 'Make/model|Vehicle', 'Fahrzeug|Marke/Typ', 'Marque et modèle|Véhicule'], own: ['Your vehicle|Insured vehicle', 'Your vehicle|Insured vehicle', 'Eigenes Fahrzeug|Versichertes Fahrzeug', 'Votre véhicule|Véhicule A (assuré)'],
  other: ['Third party|Other vehicle', 'Other party|Other vehicle', 'Unfallgegner|Gegnerisches Fahrzeug', 'Tiers|Véhicule B (adverse)'], reg: ['Registration|Reg. no.', 'License plate|Plate #', 'Kennzeichen', 'Immatriculation'], drv: ['Driver', 'Driver', 'Fahrer/in', 'Conducteur'],
  ref: ['Their reference|Insurer’s reference', 'Their claim #|Carrier reference', 'Schaden-Nr. Gegner|Aktenzeichen Gegner', 'Référence adverse|Réf. assureur adverse'], est: ['Estimated repair cost|Repair estimate', 'Repair estimate|Estimated cost of repairs', 'Voraussichtliche Reparaturkosten|Kostenvoranschlag', 'Estimation des réparations|Devis de réparation'],
  exc: ['Policy excess|Excess', 'Deductible', 'Selbstbeteiligung', 'Franchise'], sign: ['Signed|Signature of policyholder', 'Signature|Signed', 'Unterschrift', 'Signature'], dated: ['Date|Date of claim', 'Date|Date signed', 'Datum', 'Fait le|Date'],
  incident: ['Details of the incident|About the incident', 'Loss details|Accident details', 'Angaben zum Schaden|Schadenereignis', 'Le sinistre|Déroulement du sinistre'], yes: ['Yes', 'Yes', 'ja', 'oui'], no: ['No|None', 'No|None', 'nein|keine', 'non|aucun'], dept: ['Claims Department|Claims Team', 'Claims Department|Claims Center', 'Schadenabteilung|Schadenservice', 'Service sinistres|Service indemnisation'],
};
/** Damage types in the locale's words, in the order of the option lists below. */
const TYPES = ['Collision|Theft|Vandalism|Windscreen|Escape of water|Fire|Storm|Burglary', 'Collision|Theft|Vandalism|Glass / windshield|Water damage|Fire|Storm|Burglary', 'Kollision|Diebstahl|Vandalismus|Glasbruch|Leitungswasser|Feuer|Sturm|Einbruchdiebstahl', 'Collision|Vol|Vandalisme|Bris de glace|Dégât des eaux|Incendie|Tempête|Cambriolage'];
const TYPE_OPTS = [['Collision', 'Theft', 'Vandalism', 'Glass', 'Water', 'Fire', 'Storm', 'Burglary'], ['Accident / collision', 'Theft of vehicle', 'Malicious damage', 'Windscreen', 'Escape of water', 'Fire', 'Storm or flood', 'Break-in']];
/** Scenarios: key, motor?, damage type, third party?, chance of a police reference, place kind, then the sentence in English, German and French. */
const SCEN: Array<[string, boolean, number, boolean, number, string, string, string, string]> = [
  ['rear', true, 0, true, 0.4, 'road', 'I was stationary at the traffic lights when the car behind failed to stop and drove into the back of my vehicle.', 'Ich stand an der roten Ampel, als das nachfolgende Fahrzeug nicht rechtzeitig bremste und auf mein Fahrzeug auffuhr.', 'J’étais arrêté au feu rouge lorsque le véhicule qui me suivait n’a pas pu s’arrêter et a percuté l’arrière de ma voiture.'],
  ['junction', true, 0, true, 0.5, 'road', 'The other driver pulled out of a side road without giving way and struck the passenger side of my car.', 'Der Unfallgegner bog aus einer Seitenstraße ein, ohne die Vorfahrt zu beachten, und stieß gegen die Beifahrerseite meines Wagens.', 'L’autre conducteur a débouché d’une rue latérale sans respecter la priorité et a heurté le côté passager de mon véhicule.'],
  ['park', true, 0, true, 0.1, 'park', 'While my car was parked, the other vehicle reversed out of its space and hit my front bumper.', 'Während mein Auto parkte, setzte das andere Fahrzeug aus der Parklücke zurück und beschädigte meine vordere Stoßstange.', 'Alors que ma voiture était stationnée, l’autre véhicule a reculé de sa place et a endommagé mon pare-chocs avant.'],
  ['vandal', true, 2, false, 0.8, 'home', 'Overnight someone scratched both doors on the driver’s side and broke off the left wing mirror.', 'In der Nacht hat jemand beide Türen auf der Fahrerseite zerkratzt und den linken Außenspiegel abgebrochen.', 'Pendant la nuit, quelqu’un a rayé les deux portières côté conducteur et arraché le rétroviseur gauche.'],
  ['glass', true, 3, false, 0, 'motorway', 'A stone thrown up by a lorry on the motorway hit my windscreen and caused a long crack.', 'Auf der Autobahn wurde ein Stein von einem Lkw hochgeschleudert, der meine Windschutzscheibe traf und einen langen Riss verursachte.', 'Sur l’autoroute, un gravillon projeté par un poids lourd a touché mon pare-brise et provoqué une longue fissure.'],
  ['leak', false, 4, true, 0, 'home', 'Water from the flat above came through our kitchen ceiling and damaged the ceiling, the units and the floor.', 'Aus der Wohnung über uns ist Wasser durch die Küchendecke gedrungen und hat Decke, Küchenschränke und Boden beschädigt.', 'De l’eau provenant de l’appartement du dessus s’est infiltrée par le plafond de la cuisine et a endommagé le plafond, les meubles et le sol.'],
  ['storm', false, 6, false, 0, 'home', 'During the storm a tree from the neighbouring garden fell onto our garage roof.', 'Während des Sturms ist ein Baum aus dem Nachbargarten auf das Dach unserer Garage gestürzt.', 'Pendant la tempête, un arbre du jardin voisin est tombé sur le toit de notre garage.'],
  ['burglary', false, 7, false, 1, 'home', 'Burglars forced the back door while we were out and took a laptop, jewellery and a television.', 'Während unserer Abwesenheit haben Einbrecher die Terrassentür aufgehebelt und einen Laptop, Schmuck und einen Fernseher gestohlen.', 'En notre absence, des cambrioleurs ont forcé la porte-fenêtre et ont volé un ordinateur portable, des bijoux et un téléviseur.'],
];
const US_WORDS: Array<[RegExp, string]> = [[/lorry/g, 'truck'], [/motorway/g, 'highway'], [/windscreen/g, 'windshield'], [/wing mirror/g, 'side mirror'], [/flat above/g, 'apartment above'], [/traffic lights/g, 'light'], [/neighbouring/g, 'neighbor’s'], [/jewellery/g, 'jewelry'], [/car park/g, 'parking lot'], [/excess/g, 'deductible'], [/bodyshop/g, 'body shop']];
const PLACES: Record<string, [string, string, string, string]> = {
  road: ['junction of Kirkstall Road and Cardigan Road, Leeds|Station Road, Hitchin, outside the post office|roundabout at the end of London Road, Derby', 'intersection of Main St and 5th Ave, Boise, ID|Cedar Lane near Oak Park, Springfield, IL', 'Kreuzung Lindenallee / Hauptstraße, Köln-Ehrenfeld|Bahnhofstraße 12, Leipzig', 'carrefour de la rue Pasteur et de l’avenue Foch, Rennes|rue de la République, Nantes, devant la pharmacie'],
  park: ['Tesco car park, Hunts Cross, Liverpool|multi-storey car park, Queen Street, Cardiff', 'Walmart parking lot, 3400 Elm Street, Dayton, OH|parking garage at 200 Commerce Drive, Tulsa', 'Parkplatz des Edeka-Markts, Lindenallee 4, Köln|Parkhaus am Hauptbahnhof, Freiburg', 'parking du Carrefour Market, avenue Jean Jaurès, Lyon|parking de la gare, Angers'],
  motorway: ['M1 northbound between junctions 24 and 25|A34 southbound near Chieveley services', 'I-84 eastbound near exit 54|I-95 northbound near Richmond, VA', 'A3 Richtung Frankfurt, kurz vor der Ausfahrt Limburg-Süd|A9 bei Ingolstadt-Nord', 'A7 direction Marseille, à hauteur de Valence|A10 entre Orléans et Blois'],
};
const INSURERS = ['Albion Direct Insurance|Harbour Mutual plc|Crownshield Insurance Ltd|Greenway Motor & Home', 'Keystone Auto Insurance Co.|Prairie State Mutual|Liberty Oak Insurance|Cascade Home & Auto', 'Rheinland Versicherung AG|Nordstern Versicherung|Hanseatische Kfz-Versicherung AG|Alpenland Versicherungs-AG', 'Mutuelle Atlantique|Assurances du Rhône|La Prévoyance Alsacienne|Garantie Centre Assurances'];
const CARS = ['Ford Focus|Vauxhall Corsa|VW Golf|Nissan Qashqai|Toyota Yaris', 'Honda Civic|Toyota RAV4|Ford F-150|Chevrolet Malibu|Subaru Outback', 'VW Golf|Opel Astra|BMW 320d|Skoda Octavia|Audi A4', 'Peugeot 308|Renault Clio|Citroën C3|Dacia Sandero|Toyota Yaris'];
const GARAGES = ['Kwik Fit|Halfords Autocentre|Parkside Bodyshop|the dealer’s bodyshop', 'Maaco|Caliber Collision|Joe’s Auto Body|the dealership', 'Autohaus Becker|Karosseriebau Lenz|ATU|Kfz-Meisterbetrieb Wolf', 'Garage du Centre|Carrosserie Martin|Speedy|Garage Bonnet'];
const NEVER: Array<[FieldType, Array<[string, string]>]> = [['date', [['driver_dob', 'date of birth of the driver'], ['birth_date', '']]], ['id_alphanumeric', [['licence_number', 'driving licence number of the claimant'], ['license_no', '']]], ['number', [['odometer', 'mileage reading of the car'], ['mileage', '']]], ['date', [['settlement_date', 'when the insurer paid the claim'], ['paid_on', '']]], ['currency', [['payout', 'amount the insurer agreed to pay'], ['settlement_amount', '']]]];
const L = 'ABCDEFGHJKLMNPRSTVWXYZ';
const letters = (r: Rng, n: number) => Array.from({ length: n }, () => L[int(r, 0, L.length - 1)]).join('');
const PLATE = [(r: Rng) => `${letters(r, 2)}${pad(int(r, 2, 74))} ${letters(r, 3)}`, (r: Rng) => pick(r, [`${int(r, 1, 9)}${letters(r, 3)}${int(r, 100, 999)}`, `${letters(r, 3)}-${int(r, 1000, 9999)}`]), (r: Rng) => `${pick(r, ['M', 'K', 'HH', 'B', 'L', 'FR', 'HD'])}-${letters(r, int(r, 1, 2))} ${int(r, 1, 9999)}`, (r: Rng) => `${letters(r, 2)}-${int(r, 100, 999)}-${letters(r, 2)}`];
/** Minutes after midnight of a written time ("7.45 pm", "19:45 Uhr", "19 h 45"), or null. */
function minutesOf(v: unknown): number | null {
  const m = /(\d{1,2})\s*(?:[:.h]\s*(\d{2}))?\s*(a\.?\s?m\.?|p\.?\s?m\.?)?/i.exec(String(v));
  return m ? ((Number(m[1]) % (m[3] ? 12 : 24)) + (m[3] && /p/i.test(m[3]) ? 12 : 0)) * 60 + Number(m[2] ?? 0) : null;
}

function make(r: Rng): ReturnType<Family['make']> {
  const loc: Locale = pick(r, LOCALES);
  const li = LOCALES.indexOf(loc);
  const lang = [0, 0, 1, 2][li];
  const alt = (s: string) => pick(r, s.split('|'));
  const w = (key: string) => alt(W[key][li]);
  const [style, variant] = [pick(r, loc.dates), r()];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, chance(r, 0.2));
  const us = (s: string) => (li === 1 ? US_WORDS.reduce((t, [a, b]) => t.replace(a, b), s) : s);
  const [given, surn] = [shuffled(r, GIVEN[li].split('|')), shuffled(r, SURN[li].split('|'))];
  const [claimant, tpName, witness, pax] = [0, 1, 2, 3].map((i) => `${given[i]} ${surn[i]}`);
  const [street, city, post] = pick(r, TOWNS[li]);
  const addrLines = li >= 2 ? [street, `${post} ${city}`] : [street, `${city} ${post}`];
  const addr = addrLines.join(', ');
  const [key, motor, type, tp, pPolice, placeKind, ...sentences] = pick(r, SCEN);
  const what = us(sentences[lang]);
  const place = placeKind === 'home' ? addr : alt(PLACES[placeKind][li]);
  const [insurer, tpInsurer] = shuffled(r, INSURERS[li].split('|'));
  const policy = pick(r, [`${motor ? 'MTR' : 'HH'}${int(r, 1000000, 9999999)}`, `POL-${int(r, 100000, 999999)}`, `${int(r, 10, 99)}.${int(r, 100, 999)}.${int(r, 100, 999)}`, `${letters(r, 1)} ${int(r, 1000, 9999)} ${int(r, 1000, 9999)}`]);
  const happened = randomDate(r, 2019, 2025);
  const [yr, yy] = [happened.getUTCFullYear(), happened.getUTCFullYear() % 100];
  const claimNo = chance(r, 0.75) ? pick(r, [`CLM-${yr}-${int(r, 10000, 99999)}`, `${yy}-${int(r, 100000, 999999)}`, `SIN${int(r, 10000000, 99999999)}`, `S${int(r, 100, 999)}/${int(r, 10000, 99999)}`]) : null;
  const tpRef = tp ? pick(r, [`TP/${int(r, 1000, 9999)}/${int(r, 10, 99)}`, `${letters(r, 2)}${int(r, 100000, 999999)}`, `AZ ${int(r, 100, 999)}-${int(r, 1000, 9999)}`]) : null;
  const [reported, claimed] = [addDays(happened, int(r, 0, 1)), addDays(happened, int(r, 2, 16))];
  const t = key === 'vandal' ? pick(r, [23 * 60 + 30, 2 * 60 + 15, 5 * 60 + 40, 50]) : key === 'burglary' ? pick(r, [11 * 60 + 15, 22 * 60 + 40, 14 * 60 + 30, 18 * 60 + 5]) : int(r, 6, 22) * 60 + pick(r, [0, 5, 15, 20, 30, 40, 45, 50]);
  const [h, mm] = [Math.floor(t / 60), pad(t % 60)];
  const time = pick(r, [[`${h % 12 || 12}.${mm} ${h < 12 ? 'am' : 'pm'}`, `${pad(h)}:${mm}`], [`${h % 12 || 12}:${mm} ${h < 12 ? 'AM' : 'PM'}`, `${h % 12 || 12}:${mm} ${h < 12 ? 'a.m.' : 'p.m.'}`], [`${h}:${mm} Uhr`, `${h}.${mm} Uhr`], [`${h} h ${mm}`, `${h}h${mm}`]][li]);
  const [ownReg, tpReg] = [PLATE[li](r), PLATE[chance(r, 0.15) ? int(r, 0, 3) : li](r)];
  const [ownCar, tpCar] = [alt(CARS[li]), alt(CARS[li])];
  const policeRef = chance(r, pPolice) ? [`CR/${yr}/${int(r, 100000, 999999)}`, `${yy}-${int(r, 100000, 999999)}`, `VU-${yr}-${int(r, 1000, 99999)}`, `${yr}/${String(int(r, 1000, 99999)).padStart(6, '0')}`][li] : null;
  const hurt = motor && type === 0 && chance(r, 0.3);
  const [lo, hi] = { rear: [600, 5200], junction: [900, 7500], park: [350, 2400], vandal: [300, 1800], glass: [180, 950], leak: [1200, 9500], storm: [800, 7000], burglary: [300, 1600] }[key as 'rear'];
  const cost = int(r, lo, hi) + pick(r, [0, 0.5, 0.8, 0.99, 0.4]);
  const excess = pick(r, [100, 150, 250, 300, 500]);
  const stolen = int(r, 15, 60) * 100;
  const typeOpts = pick(r, TYPE_OPTS);
  const garage = alt(GARAGES[li]);

  const ask = new Ask(r);
  const roles: Array<() => void> = [
    () => ask.field('text', [['policyholder', 'person making the claim'], ['claimant_name', ''], ['insured_person', 'customer who is claiming']], claimant),
    () => ask.field('text', [['insurer', 'company the claim is made to'], ['insurance_company', ''], ['carrier', "the claimant's own insurer, not the other party's"]], insurer),
    () => ask.field('id_alphanumeric', [['policy_number', 'number of the insurance policy'], ['policy_no', ''], ['contract_ref', 'policy the claim falls under']], policy),
    ...(claimNo ? [() => ask.field('id_alphanumeric', [['claim_number', 'claim reference given by the insurer'], ['claim_ref', ''], ['file_number', 'number of this claim, not the policy']], claimNo)] : []),
    ...(tpRef ? [() => ask.field('id_alphanumeric', [['third_party_reference', "other side's insurer reference"], ['tp_claim_ref', ''], ['opponent_file_no', 'reference at the other party’s insurance']], tpRef)] : []),
    () => ask.field('date', [['incident_date', 'when the accident or damage happened'], ['date_of_loss', ''], ['event_date', 'day of the incident, not the claim']], isoOf(happened)),
    () => { ask.compare[ask.field('text', [['incident_time', 'time of day it happened'], ['time_of_loss', ''], ['what_time', 'clock time of the incident']], time)] = (v) => minutesOf(v) === t; },
    () => ask.field('text', [['location', 'where it happened'], ['incident_place', ''], ['scene', 'place of the accident or loss']], place),
    () => ask.field('verbatim', [['what_happened', 'the sentence describing the incident, word for word'], ['circumstances', ''], ['incident_description', 'how the damage happened, as the customer wrote it']], what),
    ...(motor ? [() => ask.field('id_alphanumeric', [['own_registration', "number plate of the policyholder's car"], ['insured_vehicle_reg', ''], ['my_plate', 'registration of the claimant’s vehicle']], ownReg)] : []),
    ...(motor && tp ? [() => ask.field('id_alphanumeric', [['third_party_registration', "other vehicle's number plate"], ['tp_plate', ''], ['other_car_reg', 'registration of the vehicle that was not insured here']], tpReg)] : []),
    () => ask.field('currency', [['repair_estimate', 'estimated cost of the repair'], ['damage_cost', ''], ['quote_amount', 'what the repair is expected to cost']], cost),
    () => ask.field('id_alphanumeric', [['police_report_no', 'police reference for the incident, if any'], ['police_ref', ''], ['crime_number', 'number of the police report']], policeRef),
    () => { ask.compare[ask.field('text', [['witness', 'name of the witness'], ['witness_name', ''], ['eyewitness', 'person who saw it happen']], witness)] = sameName(witness); },
    () => ask.field('single_select', [['injuries', 'was anybody hurt'], ['anyone_injured', ''], ['personal_injury', 'whether there were injuries']], hurt ? 'Yes' : 'No', ['Yes', 'No']),
    () => ask.field('single_select', [['damage_type', 'kind of loss'], ['cause_of_loss', ''], ['claim_category', 'what type of damage is being claimed']], typeOpts[type], typeOpts),
    () => ask.field('date', [['claim_date', 'date the claim was signed or sent'], ['date_submitted', ''], ['notification_date', 'when the customer filed this claim']], isoOf(claimed)),
  ];
  const keep = new Set(shuffled(r, roles.map((_, i) => i)).slice(0, int(r, 10, 12)));
  roles.forEach((f, i) => keep.has(i) && f());
  const [nt, nw] = pick(r, NEVER);
  ask.field(nt, nw, null);

  const kv = (label: string, value: string): Block => ({ kind: 'kv', label, value });
  const para = (text: string): Block => ({ kind: 'para', text });
  const c = { claimant, tpName, witness, pax, place, time, date: date(happened), reported: date(reported), claimNo: claimNo ?? '', policy, ownReg, tpReg, ownCar, tpCar, tpInsurer, tpRef: tpRef ?? '', police: policeRef ?? '', cost: money(cost), excess: money(excess), stolen: money(stolen), garage, insurer };
  const say = (en: string, de: string, fr: string) => us(fill(pick(r, [en, de, fr][lang].split('|')), c));
  const hurtText = hurt ? say('My passenger, {pax}, suffered a neck injury and was checked at hospital.', 'Mitgefahren war {pax}, der Beifahrersitz wurde getroffen; es gab ein leichtes Schleudertrauma, das im Krankenhaus untersucht wurde.', '{pax}, qui se trouvait à bord, a souffert de douleurs cervicales et a dû consulter aux urgences.')
    : say('Fortunately nobody was injured.|Nobody was hurt.', 'Verletzt wurde niemand.|Personen kamen nicht zu Schaden.', 'Personne n’a été blessé.|Il n’y a pas eu de blessé.');
  const witText = say('The incident was seen by {witness}, who has agreed to act as a witness.|A passer-by, {witness}, saw what happened and left me their contact details.', 'Der Vorfall wurde von {witness} beobachtet; die Kontaktdaten liegen mir vor.|Zeuge des Geschehens war {witness}.', 'La scène a été vue par {witness}, qui accepte de témoigner.|{witness} a assisté à la scène et m’a laissé ses coordonnées.');
  const policeText = policeRef ? say('The police attended and gave the reference {police}.|I reported it to the police (reference {police}).', 'Die Polizei hat den Vorfall aufgenommen (Aktenzeichen {police}).', 'Un procès-verbal a été établi par la police (n° {police}).') : chance(r, 0.5) ? say('The police were not involved.', 'Die Polizei wurde nicht hinzugezogen.', 'La police n’est pas intervenue.') : '';
  const tpText = !tp ? '' : motor ? say('The other driver, {tpName}, was driving a {tpCar}, registration {tpReg}; the car is insured with {tpInsurer} (their reference {tpRef}).', 'Das gegnerische Fahrzeug, ein {tpCar} mit dem Kennzeichen {tpReg}, wurde von {tpName} gefahren; es ist bei der {tpInsurer} versichert (dortige Schaden-Nr. {tpRef}).', 'Le véhicule adverse, une {tpCar} immatriculée {tpReg}, était conduit par {tpName} ; son assureur est {tpInsurer} (référence {tpRef}).')
    : say('The flat above belongs to {tpName}, whose insurer {tpInsurer} has opened a file under reference {tpRef}.', 'Die Wohnung über uns gehört {tpName}; der dortige Versicherer ({tpInsurer}) führt den Schaden unter {tpRef}.', 'L’appartement du dessus appartient à {tpName}, dont l’assureur {tpInsurer} a ouvert un dossier sous la référence {tpRef}.');
  const costText = key === 'burglary' ? say('The stolen items are worth about {stolen}; repairing the door is estimated at {cost}.', 'Der Wert der gestohlenen Gegenstände beträgt etwa {stolen}; die Reparatur der Tür kostet laut Kostenvoranschlag {cost}.', 'Les objets volés valent environ {stolen} ; la réparation de la porte est estimée à {cost}.')
    : motor ? say('{garage} has estimated the repair at {cost}.|The quote from {garage} for the repair comes to {cost}.', 'Laut Kostenvoranschlag von {garage} belaufen sich die Reparaturkosten auf {cost}.', 'Le devis de {garage} pour la réparation s’élève à {cost}.') : say('A contractor has quoted {cost} for the repairs.', 'Ein Handwerksbetrieb hat die Reparatur auf {cost} geschätzt.', 'Un artisan a estimé les travaux à {cost}.');
  const excText = say('I understand my excess is {excess}.', 'Mir ist bekannt, dass meine Selbstbeteiligung {excess} beträgt.', 'Je note que ma franchise est de {excess}.');
  const signed: Block[] = chance(r, 0.5) ? [kv(w('sign'), claimant), kv(w('dated'), date(claimed))] : [{ kind: 'lines', lines: [[`${city}, ${date(claimed)}`, date(claimed), `${city}, den ${date(claimed)}`, `${city}, le ${date(claimed)}`][li], claimant] }];
  let blocks: Block[];
  if (chance(r, 0.55)) {
    const holder: Block[] = [{ kind: 'title', text: w('holder') }, kv(w('name'), claimant), chance(r, 0.5) ? kv(w('addr'), addr) : { kind: 'kv', label: w('addr'), value: addr, above: true }, kv(w('policy'), policy), ...(claimNo ? [kv(w('claim'), claimNo)] : [])];
    const ticks = TYPES[li].split('|').map((x, i) => `[${i === type ? 'x' : ' '}] ${x}`);
    const incident: Block[] = [{ kind: 'title', text: w('incident') }, kv(w('when'), date(happened)), kv(w('time'), time), kv(w('where'), place), chance(r, 0.5) ? kv(w('what'), what) : { kind: 'kv', label: w('what'), value: what, above: true },
      chance(r, 0.5) ? { kind: 'lines', lines: [`${w('type')}:`, chance(r, 0.5) ? ticks.join('   ') : ticks.slice(motor ? 0 : 4, motor ? 4 : 8).join('   ')] } : kv(w('type'), TYPES[li].split('|')[type]),
      policeRef ? kv(w('police'), policeRef) : { kind: 'lines', lines: [w('policeNo')] }, kv(w('hurt'), hurt ? `${W.yes[li]} – ${pax}` : alt(W.no[li])), kv(w('wit'), witness)];
    const vehicles: Block[] = !motor ? [] : tp && chance(r, 0.6)
      ? [{ kind: 'table', header: ['', w('own'), w('other')], rows: [[w('reg'), ownReg, tpReg], [w('veh'), ownCar, tpCar], [w('drv'), claimant, tpName], [w('insurer'), insurer, tpInsurer], [w('claim'), claimNo ?? '–', tpRef!]] }]
      : [{ kind: 'title', text: w('own') }, kv(w('reg'), ownReg), kv(w('veh'), ownCar), ...(tp ? [{ kind: 'title' as const, text: w('other') }, kv(w('drv'), tpName), kv(w('reg'), tpReg), kv(w('insurer'), tpInsurer), kv(w('ref'), tpRef!)] : [])];
    const tpHome: Block[] = !motor && tp ? [{ kind: 'title', text: w('other') }, kv(W.name[li].split('|')[0], tpName), kv(w('insurer'), tpInsurer), kv(w('ref'), tpRef!)] : [];
    const money$: Block[] = [kv(w('est'), `${money(cost)}${motor ? ` (${garage})` : ''}`), ...(key === 'burglary' ? [para(costText)] : []), ...(chance(r, 0.6) ? [kv(w('exc'), money(excess))] : [])];
    blocks = [{ kind: 'title', text: insurer }, { kind: 'title', text: w(motor ? 'motor' : 'home') }, ...holder, ...(chance(r, 0.5) ? [...incident, ...vehicles, ...tpHome] : [...vehicles, ...tpHome, ...incident]), ...money$, ...(chance(r, 0.4) ? [para(`${hurtText} ${witText}`)] : []), ...signed];
  } else {
    const subject = [`Policy ${policy}${claimNo ? ` – claim ${claimNo}` : ''}`, `Policy no. ${policy}${claimNo ? `, claim no. ${claimNo}` : ''}`, `Schadenmeldung – Versicherungsschein-Nr. ${policy}${claimNo ? `, Schaden-Nr. ${claimNo}` : ''}`, `Objet : déclaration de sinistre – contrat n° ${policy}${claimNo ? `, sinistre n° ${claimNo}` : ''}`][li];
    const at = placeKind === 'home' ? (motor ? `outside my home at ${place}` : `at our home, ${place}`) : placeKind === 'motorway' ? `on the ${place}` : /^[a-z]/.test(place) ? `at the ${place}` : /^[^,]*(Road|Lane|Street|St)\b/.test(place) ? `on ${place}` : `at ${place}`;
    const intro = say(`I am writing to claim under my policy for an incident on {date} at around {time} ${at}.|I wish to report a loss that occurred on {date} at {time} ${at}.`, 'Hiermit melde ich einen Schaden vom {date} gegen {time}. Schadenort: {place}.', 'Je vous déclare un sinistre survenu le {date} vers {time}. Lieu : {place}.')
      + (motor ? ` ${say('The car involved is my {ownCar}, registration {ownReg}.', 'Betroffen ist mein {ownCar}, amtliches Kennzeichen {ownReg}.', 'Le véhicule concerné est ma {ownCar}, immatriculée {ownReg}.')}` : '');
    const call = claimNo ? say('I reported the incident by phone on {reported} and was given claim number {claimNo}.', 'Den Schaden habe ich am {reported} telefonisch gemeldet; mir wurde die Schadennummer {claimNo} mitgeteilt.', 'J’ai déclaré le sinistre par téléphone le {reported} ; le numéro de dossier {claimNo} m’a été attribué.') : '';
    const close = say('Please let me know if you need anything further. Photographs and the estimate are enclosed.|I enclose photographs and the estimate and look forward to hearing from you.', 'Fotos und Kostenvoranschlag liegen bei. Für Rückfragen stehe ich gern zur Verfügung.', 'Vous trouverez ci-joint les photos et le devis. Je reste à votre disposition pour tout complément.');
    blocks = [
      { kind: 'lines', lines: [claimant, ...addrLines] }, { kind: 'lines', lines: [insurer, w('dept'), ...(li === 2 ? ['Postfach 10 12 34'] : li === 3 ? ['TSA 40123'] : ['PO Box 4471'])] }, ...(chance(r, 0.5) ? [] : [kv(w('policy'), policy)]),
      { kind: 'title', text: subject }, para([`Dear Sir or Madam,`, `Dear Claims Team:`, 'Sehr geehrte Damen und Herren,', 'Madame, Monsieur,'][li]),
      para(intro), para(what), ...(tpText ? [para(tpText)] : []), para([policeText, hurtText, witText].filter(Boolean).join(' ')), para([costText, chance(r, 0.5) ? excText : '', call].filter(Boolean).join(' ')), para(close),
      ...signed,
    ];
  }
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const accidentClaims: Family = { name: 'accident-claim', kind: 'correspondence', split: 'train', formats: ['pdf', 'txt', 'docx', 'html'], make };
