/**
 * Calibration family: an insurer's letter settling, partly settling or declining a claim
 * (home: escape of water, burglary, storm; motor; travel cancellation), in UK, US, DE and
 * FR wording. The insurer's letterhead, the claimant's address block, a reference block or
 * a "Re:" line with the claim number beside the policy number (and the claimant's own
 * reference at times), the date of loss beside the date the claim was reported, a loss
 * adjuster's or engineer's inspection on another date; the decision in prose, the reason for
 * a deduction or for declining in one sentence, a settlement table or sentences (claimed,
 * not covered, excess, paid), the payment date and the account it goes to, a date to reply
 * by, the handler (in the references, a sentence or the signature; a manager may sign
 * instead) and a broker copied in. Decoys: letter vs loss vs reported vs inspection vs
 * payment vs reply-by dates; claimed vs paid vs excess vs the amount not covered; the
 * handler vs the claimant vs the adjuster vs the signatory; claim vs policy vs other numbers.
 */
import { addDays, fmtDate, fmtMoney, isoOf, LOCALES, randomDate } from '../gen/format.ts';
import { chance, int, pick, type Rng } from '../gen/random.ts';
import type { Block } from '../gen/render.ts';
import type { FieldType } from '../types.ts';
import { Ask, type Family } from './family.ts';
import { fill, person, r2, shuffle } from './grant-award.ts';

type Loss = 'water' | 'theft' | 'storm' | 'motor' | 'travel';
const LOSSES: Loss[] = ['water', 'theft', 'storm', 'motor', 'travel'];
type Outcome = 'full' | 'part' | 'none';
/** Label words per locale, in the order of LOCALES (UK, US, DE, FR); alternatives split by '|'. */
const W: Record<string, [string, string, string, string]> = {
  claim: ['Claim number|Claim no.|Our claim reference', 'Claim number|Claim #|Claim No.', 'Schadennummer|Schaden-Nr.|Unser Zeichen', 'N° de sinistre|Référence sinistre|Dossier sinistre n°'],
  pol: ['Policy number|Policy no.|Policy', 'Policy number|Policy #|Policy No.', 'Versicherungsscheinnummer|Vertragsnummer|Vers.-Schein-Nr.', 'N° de contrat|Contrat n°|N° de police'],
  yours: ['Your ref|Your reference', 'Your reference|Your ref.', 'Ihr Zeichen|Ihre Referenz', 'Votre réf.|Votre référence'],
  loss: ['Date of loss|Date of incident|Incident date', 'Date of loss|Loss date|Date of incident', 'Schadentag|Schadendatum|Datum des Schadens', 'Date du sinistre|Survenu le|Date de survenance'],
  rep: ['Date reported|Reported on|Date notified', 'Date reported|Reported', 'Gemeldet am|Schadenmeldung vom', 'Déclaré le|Date de déclaration'],
  handler: ['Claims handler|Handled by|Your claims handler', 'Claims adjuster|Adjuster|Your adjuster', 'Sachbearbeiter/in|Ansprechpartner/in|Bearbeitet von', 'Gestionnaire|Votre gestionnaire|Dossier suivi par'],
  tel: ['Direct line|Tel', 'Direct|Phone', 'Durchwahl|Telefon', 'Ligne directe|Tél.'],
  claimed: ['Amount claimed|Total claimed|Your claim', 'Amount claimed|Claimed amount|Total claim', 'Geltend gemachter Betrag|Forderung|Beantragt', 'Montant réclamé|Montant déclaré|Réclamation'],
  ded: ['Less: not covered|Less: items not covered|Deduction', 'Less: not covered|Deduction|Less: adjustments', 'abzüglich nicht versichert|Abzug|abzgl. nicht erstattungsfähig', 'Déduction non garantie|Abattement|Moins : non garanti'],
  excess: ['Less: policy excess|Less: excess|Excess', 'Less: deductible|Deductible|Policy deductible', 'abzüglich Selbstbeteiligung|Selbstbeteiligung|abzgl. SB', 'Franchise|Moins : franchise|Franchise contractuelle'],
  paid: ['Amount paid|Settlement|Total payable to you', 'Amount paid|Settlement amount|Net payment', 'Entschädigung|Auszahlungsbetrag|Zahlbetrag', 'Indemnité versée|Montant réglé|Indemnité'],
  payOn: ['Payment date|Paid on|Date of payment', 'Payment date|Check date|Paid on', 'Zahlung am|Überweisung am|Zahlungsdatum', 'Date du virement|Réglé le|Date de paiement'],
  sched: ['Settlement|How we worked out your payment|Settlement summary', 'Settlement summary|Claim payment summary', 'Abrechnung|Entschädigungsberechnung|Regulierung', "Calcul de l'indemnité|Décompte|Règlement"],
  title: ['Claim settlement|Settlement of your claim|Claim decision', 'Claim Settlement|Notice of Claim Decision|Claim determination', 'Schadenregulierung|Entschädigungsabrechnung|Entscheidung zu Ihrem Schaden', "Règlement de sinistre|Décision sur votre sinistre|Indemnisation"],
  item: ['Item|Description', 'Item|Description', 'Position|Bezeichnung', 'Libellé|Poste'], amt: ['Amount', 'Amount', 'Betrag', 'Montant'],
};
const INSURERS = ['Northern Shield Insurance plc|Albion Mutual Insurance|Castlegate General Insurance Ltd|Harbour Home & Motor Insurance', 'Keystone Mutual Insurance Company|Pacific Crest Insurance|Heartland Casualty Co.|Evergreen Property & Casualty', 'Nordstern Versicherung AG|Alpina Sachversicherung AG|Rhein-Main Versicherung AG|Hanse Schaden- und Unfallversicherung AG', 'Mutuelle Atlantique Assurances|Assurances du Rhône|Alliance Mutuelle IARD|Garantie Sud Assurances'];
const INS_HOME = ['PO Box 4021|Leeds LS1 9XT;Castle House, 12 Queen Street|Norwich NR2 4SQ', '500 Market Street, Suite 900|Harrisburg, PA 17101;PO Box 81220|Portland, OR 97280', 'Theodor-Heuss-Allee 21|60486 Frankfurt am Main;Karlstraße 40|80333 München', '12 cours du Médoc|33300 Bordeaux;45 avenue Foch|69006 Lyon'];
const HOMES = ['14 Alder Grove|Harrogate HG1 4QT;9 Kingsway|Leeds LS6 2AB;22 Station Road|York YO24 1AB;5 Mill Lane|Exeter EX2 4AN', '2418 Linden Avenue|Evanston, IL 60201;77 Harbor Blvd, Apt 4|Austin, TX 78704;1503 Pine Street|Seattle, WA 98101', 'Lindenstraße 12|04109 Leipzig;Gartenweg 7|53111 Bonn;Schillerstraße 21|60313 Frankfurt am Main', '18 rue des Acacias|69003 Lyon;4 impasse du Moulin|33000 Bordeaux;27 avenue Jean Jaurès|59000 Lille'];
const PEOPLE = ['f:Priya Patel|m:James Carter|f:Fiona MacLeod|m:Owen Gallagher|f:Rebecca Thornton|m:Imran Siddiqui|f:Helen Quigley|m:Tom Ashworth|f:Sarah Whitlock|m:Gareth Evans', 'f:Linda Alvarez|m:Greg Thompson|f:Denise Walker|m:Marcus Bell|f:Karen Yoon|m:Robert Hughes|f:Emily Tran|m:Frank Delgado|f:Ashley Nguyen|m:Carlos Rivera',
  'f:Ursula Neumann|m:Jürgen Haas|f:Petra Schulte|m:Dieter Kraus|f:Sabine Roth|m:Henrik Lange|f:Katrin Vogel|m:Stefan Hofmann|f:Miriam Krause|m:Tobias Wendt', 'f:Camille Moreau|m:Julien Lefebvre|f:Sophie Marchand|m:Nicolas Faure|f:Élodie Chevalier|m:Antoine Roux|f:Isabelle Mercier|m:Philippe Garnier|f:Nathalie Blanc|m:Hervé Dumas'];
const ADJUSTERS = ['Crawford & Company|Sedgwick|Cunningham Lindsey', 'Crawford & Company|Engle Martin & Associates|Pilot Catastrophe Services', 'Sachverständigenbüro Krüger|DEKRA Schadengutachten|Ingenieurbüro Lenz', 'Cabinet Texa|Saretec|Cabinet Polyexpert'];
const BROKERS = ['Towergate Insurance Brokers|Brown & Co Insurance Brokers|Lansdown Insurance Services', 'Midwest Insurance Agency|Bayside Insurance Brokers|Summit Risk Partners', 'Maklerbüro Schuster GmbH|Hanse Assekuranzmakler GmbH|Weber Versicherungsmakler', 'Cabinet Girard Courtage|Atlantique Courtage|Agence Dupuy Assurances'];
const ROLE_T = [['Claims Handler', 'Claims Team Leader'], ['Claims Adjuster', 'Claims Manager'], ['Schadensachbearbeitung', 'Leitung Schadenregulierung'], ['Gestionnaire sinistres', 'Responsable du service sinistres']];
/** Per loss and language (en, de, fr): what happened (a phrase), the reasons for a deduction (with {ded}) and for declining. */
const L: Record<Loss, { what: [string, string, string]; part: [string[], string[], string[]]; none: [string, string, string] }> = {
  water: { what: ['the escape of water at your home', 'den Leitungswasserschaden in Ihrer Wohnung', 'le dégât des eaux survenu à votre domicile'],
    part: [['A deduction of {ded} has been made for wear and tear, as the damaged carpet was more than ten years old.', 'The cost of tracing and repairing the leaking pipe itself ({ded}) is not covered under your policy, as it is a maintenance item.'], ['Für den Bodenbelag wurde ein Abzug „neu für alt“ in Höhe von {ded} vorgenommen, da dieser bereits über zehn Jahre alt war.', 'Die Kosten für die Ortung und Reparatur der undichten Leitung ({ded}) sind nach Ihren Versicherungsbedingungen nicht versichert.'], ['Un abattement pour vétusté de {ded} a été appliqué sur le revêtement de sol, âgé de plus de dix ans.', 'Les frais de recherche et de réparation de la canalisation ({ded}) ne sont pas garantis par votre contrat.']],
    none: ['Your policy does not cover damage caused by water leaking gradually over a period of time, which our loss adjuster found to be the case here.', 'Schäden durch allmählich austretendes Leitungswasser sind nach Ihren Versicherungsbedingungen ausgeschlossen, und genau dies hat unser Sachverständiger festgestellt.', "Les dommages résultant d'une fuite lente et répétée ne sont pas couverts par votre contrat, ce que l'expert a constaté en l'espèce."] },
  theft: { what: ['the burglary at your home', 'den Einbruchdiebstahl in Ihrer Wohnung', 'le cambriolage de votre domicile'],
    part: [['Your policy limits the cover for any single item of jewellery, so {ded} of the amount claimed for the jewellery cannot be paid.', 'No receipt or other proof of ownership was provided for the laptop, so we have not been able to include its value of {ded}.'], ['Für Schmuck gilt eine Entschädigungsgrenze je Gegenstand, sodass {ded} des geltend gemachten Betrags nicht erstattet werden können.', 'Für das Notebook wurde kein Kaufbeleg vorgelegt, daher konnten wir den Betrag von {ded} nicht berücksichtigen.'], ["L'indemnisation des bijoux est limitée par objet selon votre contrat ; la somme de {ded} ne peut donc pas être prise en charge.", "Aucune facture n'a été fournie pour l'ordinateur portable ; son montant de {ded} n'a donc pas pu être retenu."]],
    none: ['There was no sign of forced entry to your home, which is a condition of the theft cover under your policy.', 'Es konnten keine Einbruchspuren festgestellt werden, die nach den Bedingungen Voraussetzung für eine Entschädigung sind.', "Aucune trace d'effraction n'a été relevée, alors que celle-ci est une condition de la garantie vol."] },
  storm: { what: ['the storm damage to your property', 'den Sturmschaden an Ihrem Wohngebäude', 'les dommages causés par la tempête à votre habitation'],
    part: [['The replacement of the garden fence ({ded}) is not covered, as fences and gates are excluded from storm cover under your policy.'], ['Die Erneuerung des Gartenzauns ({ded}) ist nicht versichert, da Zäune vom Versicherungsschutz gegen Sturm ausgenommen sind.'], ['Le remplacement de la clôture ({ded}) n’est pas garanti, les clôtures étant exclues de la garantie tempête.']],
    none: ['The weather records for that day do not show storm conditions at your address, and the damage is consistent with the gradual deterioration of the roof.', 'Laut Deutschem Wetterdienst herrschte am Schadentag an Ihrem Wohnort keine Windstärke 8, sodass kein Sturm im Sinne der Bedingungen vorlag.', 'Les relevés de Météo-France ne font pas état de vents supérieurs à 100 km/h à votre adresse le jour du sinistre.'] },
  motor: { what: ['the accident involving your vehicle {plate}', 'den Unfall mit Ihrem Fahrzeug {plate}', "l'accident de votre véhicule immatriculé {plate}"],
    part: [['A deduction of {ded} has been made for betterment, because the tyres that were replaced were already partly worn.', 'The cost of the hire car beyond the 14 days allowed by your policy ({ded}) cannot be paid.'], ['Für die ersetzten Reifen wurde ein Abzug „neu für alt“ von {ded} vorgenommen, da diese bereits abgefahren waren.', 'Die Mietwagenkosten über die vertraglich vereinbarten 14 Tage hinaus ({ded}) können nicht erstattet werden.'], ['Un abattement de {ded} a été appliqué au titre de la vétusté des pneumatiques remplacés.', 'Les frais de véhicule de remplacement au-delà des 14 jours prévus au contrat ({ded}) ne peuvent pas être pris en charge.']],
    none: ['Your vehicle was being used for business purposes at the time of the accident, which your policy does not cover.', 'Das Fahrzeug wurde zum Unfallzeitpunkt gewerblich genutzt, was über Ihren Vertrag nicht versichert ist.', "Votre véhicule était utilisé à des fins professionnelles au moment de l'accident, usage non couvert par votre contrat."] },
  travel: { what: ['the cancellation of your trip to {dest}', 'die Stornierung Ihrer Reise nach {dest}', "l'annulation de votre voyage à destination de {dest}"],
    part: [['The excursions you booked separately ({ded}) are not covered under the cancellation section of your policy.', 'Airport parking and visa fees ({ded}) are not covered, as they are not part of the cost of the trip itself.'], ['Die separat gebuchten Ausflüge ({ded}) sind über die Reiserücktrittsversicherung nicht versichert.'], ['Les excursions réservées séparément ({ded}) ne sont pas couvertes par la garantie annulation.']],
    none: ['Your claim arises from a medical condition that existed before you bought the policy and that was not declared to us.', 'Die Erkrankung bestand bereits vor Abschluss der Versicherung und wurde uns nicht angezeigt.', "Votre demande concerne une maladie antérieure à la souscription du contrat, qui ne nous avait pas été déclarée."] },
};
const DEST = ['Lisbon|Crete|New York|Tenerife', 'Cancún|Rome|Honolulu|Lisbon', 'Mallorca|Kreta|Lissabon|New York', 'la Martinique|Lisbonne|Marrakech|la Crète'];
/** Sentences per language (English, German, French); {slots} are filled in. */
const T: Record<string, [string[], string[], string[]]> = {
  repd: [['You reported the loss to us on {repOn}.', 'The claim was reported to us on {repOn}.'], ['Sie haben uns den Schaden am {repOn} gemeldet.'], ['Vous nous avez déclaré le sinistre le {repOn}.']],
  intro: [['Thank you for your claim for {what} on {lossOn}.', 'We have now completed our assessment of your claim for {what}, which happened on {lossOn} and which you reported to us on {repOn}.'], ['vielen Dank für Ihre Schadenmeldung vom {repOn} für {what} am {lossOn}.', 'wir haben die Prüfung Ihrer Meldung für {what} vom {lossOn} abgeschlossen.'], ['Nous avons bien reçu votre déclaration du {repOn} concernant {what} le {lossOn}.', 'Nous avons terminé l’instruction de votre dossier concernant {what} le {lossOn}.']],
  insp: [['Our {adjRole}, {adj} of {adjFirm}, inspected the damage on {inspOn}.', 'Following the inspection by {adj} of {adjFirm} on {inspOn}, we have reviewed the estimate you sent us.'], ['{adjDe}, {adj} ({adjFirm}), hat den Schaden am {inspOn} besichtigt.'], ["L'expert mandaté, {adj} ({adjFirm}), a examiné les dommages le {inspOn}."]],
  full: [['I am pleased to confirm that we have accepted your claim in full.', 'We are pleased to tell you that your claim has been accepted in full, subject to the policy excess.'], ['Wir freuen uns, Ihnen mitteilen zu können, dass wir Ihren Schaden in voller Höhe regulieren.'], ['Nous avons le plaisir de vous informer que votre sinistre est pris en charge en totalité.']],
  part: [['We have accepted your claim, but we are unable to pay the full amount claimed.', 'We can pay part of your claim, as explained below.'], ['Wir können Ihren Schaden leider nur teilweise regulieren.'], ['Nous pouvons prendre en charge votre sinistre, mais pas en totalité.']],
  none: [['I am sorry to tell you that we are unable to accept your claim.', 'Unfortunately, we have to decline your claim.'], ['Leider können wir für diesen Schaden keine Leistung erbringen.'], ['Nous sommes au regret de ne pouvoir donner une suite favorable à votre demande.']],
  sums: [['You claimed {claimed}; after deducting {dedAmt} not covered and your excess of {excess}, we will pay {paid}.', 'Of the {claimed} you claimed, we have accepted {accepted}. Your policy excess of {excess} has been deducted, leaving {paid}.'], ['Von den geltend gemachten {claimed} erkennen wir {accepted} an; nach Abzug Ihrer Selbstbeteiligung von {excess} ergibt sich eine Entschädigung von {paid}.'], ['Sur les {claimed} réclamés, nous retenons {accepted} ; après déduction de la franchise de {excess}, l’indemnité s’élève à {paid}.']],
  sumsFull: [['You claimed {claimed}. After deducting your policy excess of {excess}, the amount payable is {paid}.', 'Your claim of {claimed} less the excess of {excess} gives a settlement of {paid}.'], ['Ihr geltend gemachter Betrag von {claimed} abzüglich der Selbstbeteiligung von {excess} ergibt eine Entschädigung von {paid}.'], ['Le montant réclamé de {claimed}, diminué de la franchise de {excess}, donne une indemnité de {paid}.']],
  claimedOnly: [['Your claim was for {claimed}.', 'You had claimed a total of {claimed}.'], ['Sie hatten einen Betrag von {claimed} geltend gemacht.'], ['Votre réclamation portait sur un montant de {claimed}.']],
  paidPast: [['We paid {paid} by bank transfer to your account ending {acct} on {payOn}.', 'The payment of {paid} was sent to your account ending {acct} on {payOn}.'], ['Den Betrag von {paid} haben wir am {payOn} auf Ihr Konto mit der Endung {acct} überwiesen.'], ['Le virement de {paid} a été effectué le {payOn} sur votre compte se terminant par {acct}.']],
  paidFuture: [['We will pay {paid} into your account ending {acct} on {payOn}.', 'A payment of {paid} will be made to your account ending {acct} on {payOn}.'], ['Die Entschädigung von {paid} wird am {payOn} auf Ihr Konto mit der Endung {acct} überwiesen.'], ['L’indemnité de {paid} sera versée le {payOn} sur votre compte se terminant par {acct}.']],
  handler: [['Your claim is being handled by {handler}, who can be reached on {phone}.', 'If you have any questions, please contact {handler} on {phone}, quoting your claim number.'], ['Für Rückfragen steht Ihnen {handler} unter {phone} zur Verfügung.'], ['Pour toute question, votre gestionnaire, {handler}, est joignable au {phone}.']],
  reply: [['If you disagree with our decision, please let us know by {replyBy}.', 'If you are unhappy with this outcome, please contact us by {replyBy}.', 'If you disagree with this decision, please send us any further information by {replyBy}.'], ['Sollten Sie mit unserer Entscheidung nicht einverstanden sein, bitten wir um Ihre Nachricht bis zum {replyBy}. Sie können sich außerdem an den Versicherungsombudsmann e.V. wenden.'], ['En cas de désaccord, merci de nous faire part de vos observations avant le {replyBy}. Vous pouvez également saisir La Médiation de l’Assurance.']],
};
const NEVER: Array<[FieldType, Array<[string, string]>]> = [['text', [['solicitor', "claimant's solicitor or legal representative"], ['lawyer', '']]], ['currency', [['interim_payment', 'amount paid on account earlier'], ['advance payment', '']]],
  ['date', [['policy_renewal_date', 'date the policy renews'], ['renewalDate', '']]], ['text', [['witness_name', 'name of a witness to the incident'], ['witness', '']]]];

function make(r: Rng): ReturnType<Family['make']> {
  const li = int(r, 0, 3);
  const [loc, lang] = [LOCALES[li], [0, 0, 1, 2][li]];
  const alt = (s: string) => pick(r, s.split('|'));
  const w = (key: string) => alt(W[key][li]);
  const [style, variant, byCode] = [pick(r, loc.dates), r(), chance(r, 0.15)];
  const date = (d: Date) => fmtDate(d, style, () => variant);
  const money = (x: number) => fmtMoney(x, loc.currency, loc.numbers, byCode);
  const insurer = alt(INSURERS[li]);
  const insHome = pick(r, INS_HOME[li].split(';')).split('|');
  const home = pick(r, HOMES[li].split(';')).split('|');
  const [claimant, handler, manager, adj] = shuffle(r, PEOPLE[li].split('|')).map(person);
  const loss = pick(r, LOSSES);
  const outcome: Outcome = pick(r, ['full', 'part', 'part', 'none']);
  const [handlerRole, managerRole] = ROLE_T[li];
  const managerSigns = chance(r, 0.3);
  const broker = chance(r, 0.3) ? alt(BROKERS[li]) : null;
  // Dates: the loss, the report, an inspection, the letter, the payment, a reply-by date.
  const lossOn = randomDate(r, 2019, 2025);
  const repOn = addDays(lossOn, int(r, 0, 6));
  const inspOn = addDays(repOn, int(r, 5, 20));
  const letterOn = addDays(inspOn, int(r, 7, 40));
  const payOn = addDays(letterOn, pick(r, [-2, -1, 0, 0, 2, 3, 5]));
  const replyBy = addDays(letterOn, pick(r, [14, 21, 28, 30]));
  // Amounts: claimed; not covered (a part settlement); the excess; paid.
  const scale = { water: 1, theft: 0.8, storm: 1, motor: 1.1, travel: 0.35 }[loss]; // a trip costs less than a flooded kitchen
  const claimed = r2(Math.round(int(r, ...([[600, 14000], [900, 18000], [700, 15000], [600, 12000]][li] as [number, number])) * scale) + pick(r, [0, 0, 0.5, int(r, 1, 99) / 100]));
  const excess = outcome === 'none' ? 0 : pick(r, [[100, 250, 350, 500], [250, 500, 1000], [150, 250, 300, 500], [150, 230, 380]][li]);
  const dedAmt = outcome === 'part' ? r2(Math.round(claimed * pick(r, [0.1, 0.15, 0.2, 0.25, 0.35])) + pick(r, [0, 0.5])) : 0;
  const accepted = r2(claimed - dedAmt);
  const paid = outcome === 'none' ? 0 : r2(accepted - excess);
  const plate = [`${pick(r, ['YK', 'LD', 'BX', 'MA'])}${int(r, 15, 73)} ${pick(r, ['HTR', 'WPN', 'KZL', 'OCF'])}`, `${int(r, 4, 9)}${pick(r, ['KTR', 'BHM', 'WXL'])}${int(r, 100, 999)}`, `${pick(r, ['L', 'BN', 'F', 'K'])}-${pick(r, ['AB', 'KM', 'TS'])} ${int(r, 100, 9999)}`, `${pick(r, ['FG', 'BK', 'DL'])}-${int(r, 100, 999)}-${pick(r, ['RT', 'AZ', 'MN'])}`][li];
  const yr = lossOn.getUTCFullYear();
  const claimNo = pick(r, [`CL${int(r, 1000000, 9999999)}`, `${yr}-${pick(r, ['H', 'M', 'T'])}-${int(r, 10000, 99999)}`, `${int(r, 100, 999)}-${int(r, 100000, 999999)}`]);
  const polNo = `${{ water: 'HH', theft: 'HH', storm: 'HB', motor: 'MV', travel: 'TR' }[loss]}${pick(r, ['-', '/', ''])}${int(r, 1000000, 9999999)}`;
  const yourRef = chance(r, 0.3) ? `${claimant.last.slice(0, 3).toUpperCase()}/${int(r, 10, 99)}` : null;
  const acct = String(int(r, 1000, 9999));
  const phone = [`0${pick(r, ['113', '1603', '345'])} ${int(r, 100, 999)} ${int(r, 1000, 9999)}`, `(${pick(r, ['717', '503', '800'])}) 555-0${int(r, 100, 199)}`, `0${pick(r, ['69', '89'])} ${int(r, 1000, 9999)}-${int(r, 100, 999)}`, `0${pick(r, ['5 56', '4 72'])} ${int(r, 10, 99)} ${int(r, 10, 99)} ${int(r, 10, 99)}`][li];
  const dest = alt(DEST[li]);
  const what = fill(L[loss].what[lang], { plate, dest });
  const reason = outcome === 'part' ? fill(pick(r, L[loss].part[lang]), { ded: money(dedAmt) }) : outcome === 'none' ? L[loss].none[lang] : null;
  const adjRole = loss === 'motor' ? 'engineer' : 'loss adjuster';
  const c: Record<string, string | number> = { what, lossOn: date(lossOn), repOn: date(repOn), inspOn: date(inspOn), adj: adj.name, adjFirm: alt(ADJUSTERS[li]), adjRole, adjDe: adj.f ? 'Unsere Sachverständige' : 'Unser Sachverständiger', claimed: money(claimed), dedAmt: money(dedAmt), accepted: money(accepted), excess: money(excess), paid: money(paid), acct, payOn: date(payOn), handler: handler.name, phone, replyBy: date(replyBy) };
  const say = (key: string) => ((s) => (li === 1 ? s.replace(/(?:policy )?excess/g, 'deductible') : s))(fill(pick(r, T[key][lang]), c)); // a US policy has a deductible

  const ask = new Ask(r);
  const optSets = [['paid in full', 'paid in part', 'rejected'], ['Paid in full', 'Partially paid', 'Declined'], ['full settlement', 'partial settlement', 'claim refused']];
  const opts = pick(r, optSets);
  const roles: Array<() => void> = [
    () => ask.field('text', [['insurer', 'insurance company that wrote the letter'], ['insurance_company', ''], ['carrier', 'the insurer, not the broker'], ['insurerName', '']], insurer),
    () => ask.field('text', [['claimant', 'person who made the claim'], ['policyholder', ''], ['claimantName', 'the insured person the letter is addressed to'], ['insured party', 'name of the customer claiming']], claimant.name),
    () => ask.field('id_alphanumeric', [['claim_number', "the insurer's reference for this claim"], ['claim ref', ''], ['claimId', 'claim number, not the policy number']], claimNo),
    () => ask.field('id_alphanumeric', [['policy_number', 'number of the insurance policy'], ['policy no', ''], ['policyId', 'the policy the claim was made under']], polNo),
    () => ask.field('date', [['date_of_loss', 'when the incident or damage happened'], ['incident date', ''], ['lossDate', 'date of the event that caused the claim, not the date it was reported']], isoOf(lossOn)),
    () => ask.field('date', [['letter_date', 'date the letter was written'], ['date of letter', ''], ['correspondenceDate', 'date on the letter itself']], isoOf(letterOn)),
    () => ask.field('currency', [['amount_claimed', 'total the claimant asked for'], ['claim amount', ''], ['claimedTotal', 'amount originally claimed, before any deduction']], claimed),
    ...(outcome !== 'none' ? [() => ask.field('currency', [['amount_paid', 'settlement actually paid to the claimant'], ['payout', ''], ['settlementAmount', 'net amount the insurer pays after all deductions']], paid),
      () => ask.field('currency', [['excess', 'policy excess or deductible taken off the settlement'], ['deductible', ''], ['excessAmount', 'the excess deducted from the payment']], excess)] : []),
    () => ask.field('date', [['payment_date', 'when the settlement is or was paid'], ['paid on', ''], ['paymentDate', 'date of the bank transfer to the claimant']], outcome === 'none' ? null : isoOf(payOn)),
    () => ask.field('text', [['claims_handler', 'name of the person handling the claim at the insurer'], ['handler', ''], ['adjusterName', 'the insurer\'s contact for this claim, not the claimant'], ['case handler', 'who deals with the claim']], handler.name),
    ...(reason ? [() => ask.field('verbatim', [['deduction_reason', 'the sentence explaining why the claim was reduced or declined, word for word'], ['reason', 'why the insurer did not pay everything, as written'], ['rejectionOrDeductionReason', 'exact sentence giving the reason']], reason)] : []),
    ...(outcome === 'part' ? [() => ask.field('currency', [['amount_not_covered', 'part of the claim the insurer refused to pay (not counting the excess)'], ['disallowed amount', ''], ['deductionAmount', 'amount deducted as not covered']], dedAmt)] : []),
    () => ask.field('single_select', [['outcome', 'how the claim was settled'], ['claim_status', ''], ['decision', 'was the claim paid in full, in part, or not at all']], opts[['full', 'part', 'none'].indexOf(outcome)], opts),
    () => ask.field('date', [['date_reported', 'when the claim was first notified to the insurer'], ['notification date', '']], isoOf(repOn)),
    () => ask.field('text', [['broker', 'insurance broker or agent copied on the letter'], ['agent', ''], ['brokerName', 'intermediary who arranged the policy']], broker),
    () => ask.field('currency_symbol', [['currency', ''], ['ccy', 'currency of the settlement']], loc.currency.code),
  ];
  const keep = new Set(shuffle(r, roles.map((_, i) => i)).slice(0, int(r, 11, 13)));
  roles.forEach((f, i) => keep.has(i) && f());
  const [nt, nw] = pick(r, NEVER); // a field the letter never states
  ask.field(nt, nw, null);

  const kv = (label: string, value: string, above = false): Block => ({ kind: 'kv', label, value, above });
  const para = (text: string): Block => ({ kind: 'para', text });
  const layout = pick(r, ['refs', 'prose', 'form'] as const);
  const intro = say('intro');
  const repInIntro = intro.includes(date(repOn));
  const head: Block[] = [{ kind: 'title', text: insurer }, { kind: 'lines', lines: insHome }];
  const to: Block = { kind: 'lines', lines: [claimant.name, ...home] };
  const town = [insHome[1].replace(/ [A-Z0-9]+ [A-Z0-9]+$/, ''), insHome[1].split(',')[0], insHome[1].slice(6), insHome[1].slice(6)][li];
  const dateLine: Block = { kind: 'lines', lines: [lang ? `${town}, ${lang === 2 ? 'le ' : ''}${date(letterOn)}` : date(letterOn)] };
  const salute = [[`Dear ${claimant.f ? pick(r, ['Ms', 'Mrs']) : 'Mr'} ${claimant.last},`], [`Dear ${claimant.f ? 'Ms.' : 'Mr.'} ${claimant.last}:`], [claimant.f ? `Sehr geehrte Frau ${claimant.last},` : `Sehr geehrter Herr ${claimant.last},`], [claimant.f ? 'Madame,' : 'Monsieur,']][li][0];
  const rows: Array<[string, string]> = [[w('claimed'), money(claimed)], ...(dedAmt ? [[w('ded'), `-${money(dedAmt)}`]] as Array<[string, string]> : []), [w('excess'), `-${money(excess)}`], [w('paid'), money(paid)]];
  const sched: Block[] = outcome === 'none' ? [] : chance(r, 0.5) ? [{ kind: 'title', text: w('sched') }, { kind: 'table', header: [w('item'), w('amt')], rows }] : rows.map(([a, b]) => kv(a, b));
  const payText = para(say(payOn > letterOn ? 'paidFuture' : 'paidPast'));
  const decision = para(`${say(outcome)}${reason ? ` ${reason}` : ''}`);
  const insp = loss !== 'travel' && chance(r, 0.7) ? [para(say('insp'))] : [];
  const signer = managerSigns ? [manager.name, managerRole] : [handler.name, handlerRole];
  const close = [['Yours sincerely,'], ['Sincerely,'], ['Mit freundlichen Grüßen'], ['Veuillez agréer, ' + (claimant.f ? 'Madame' : 'Monsieur') + ', nos salutations distinguées.']][li][0];
  const sig: Block = { kind: 'lines', lines: [close, '', ...signer, ...(chance(r, 0.5) ? [insurer] : [])] };
  const cc: Block[] = broker ? [{ kind: 'lines', lines: [`${['cc', 'cc', 'Kopie an', 'Copie à'][li]}: ${broker}`] }] : [];
  const handlerTold = managerSigns || chance(r, 0.5); // the handler named in a sentence, else only in the signature
  const refs: Block[] = [kv(w('claim'), claimNo), kv(w('pol'), polNo), ...(yourRef ? [kv(w('yours'), yourRef)] : []), kv(w('loss'), date(lossOn)), ...(!repInIntro || chance(r, 0.5) ? [kv(w('rep'), date(repOn))] : []), ...(handlerTold && chance(r, 0.5) ? [kv(w('handler'), `${handler.name} (${w('tel')} ${phone})`)] : [])];
  const sumText = outcome === 'none' ? para(say('claimedOnly')) : para(say(outcome === 'full' ? 'sumsFull' : 'sums'));
  const handlerPara = handlerTold ? [para(say('handler'))] : [];
  const replyPara = outcome !== 'full' || chance(r, 0.5) ? [para(say('reply'))] : [];
  const greetBody = (body: Block[]): Block[] => [{ kind: 'lines', lines: [salute] }, para(layout === 'prose' && !repInIntro ? `${intro} ${say('repd')}` : intro), ...body];
  let blocks: Block[];
  if (layout === 'refs') {
    blocks = [...head, to, dateLine, ...refs, { kind: 'title', text: w('title') }, ...greetBody([...insp, decision, ...(outcome === 'none' ? [para(say('claimedOnly'))] : [...sched, ...(sched.length ? [] : [sumText])]), ...(outcome === 'none' ? [] : [payText]), ...handlerPara, ...replyPara]), sig, ...cc];
  } else if (layout === 'prose') {
    const re = `${['Re', 'Re', 'Betreff', 'Objet'][li]}: ${w('claim')} ${claimNo} – ${w('pol')} ${polNo}${yourRef ? ` – ${w('yours')} ${yourRef}` : ''}`;
    blocks = [...head, dateLine, to, { kind: 'title', text: re }, ...greetBody([...insp, decision, sumText, ...(outcome === 'none' ? [] : [payText]), ...handlerPara, ...replyPara]), sig, ...cc];
  } else {
    const formRows = [...refs, kv(w('claimed'), money(claimed)), ...(outcome === 'none' ? [] : [kv(w('payOn'), date(payOn), chance(r, 0.3))])];
    blocks = [...head, { kind: 'title', text: w('title') }, dateLine, to, ...formRows, ...sched, ...greetBody([...insp, decision, ...(outcome === 'none' ? [] : [payText]), ...handlerPara, ...replyPara]), sig, ...cc];
  }
  return { blocks, fields: ask.fields, gold: ask.gold, compare: ask.compare, htmlKv: pick(r, ['p', 'dl', 'table'] as const) };
}

export const claimSettlements: Family = { name: 'claim-settlement', kind: 'correspondence', split: 'calibration', formats: ['pdf', 'docx', 'txt', 'html'], make };
