import { stem } from '../text.ts';
import { isEnglishWord } from './wordnet.ts';

/**
 * German and French words of business documents, each with the English words it
 * means, so a label a field's English words cannot meet ("Rechnungsdatum:", "Date
 * d'échéance :", "Montant TTC") is read as what it says (invoice date, due date,
 * gross amount). WordNet reads English only, and no bilingual dictionary is
 * published on npm (FreeDict and dict.cc ship as system packages or web services), so
 * this is the vocabulary of the documents a user uploads: parties, ids, amounts, dates,
 * terms, places. German compounds are read from their parts ("Kunden|nummer").
 * Nothing here is of one data set; a word that is also English is left to WordNet.
 */
const GERMAN = `
rechnung:invoice quittung:receipt beleg:receipt kassenbon:receipt bestellung:order auftrag:order angebot:quotation
kostenvoranschlag:estimate lieferschein:delivery-note lieferung:delivery gutschrift:credit-note mahnung:reminder
vertrag:contract vereinbarung:agreement kündigung:termination abrechnung:statement auszug:statement police:policy
versicherungsschein:policy buchung:booking reservierung:reservation bestätigung:confirmation rücksendung:return
retoure:return rückgabe:return reklamation:complaint beschwerde:complaint anfrage:request antrag:application
bescheinigung:certificate schreiben:letter erklärung:declaration mitteilung:notice benachrichtigung:notice
kunde:customer kunden:customer käufer:buyer verkäufer:seller lieferant:supplier händler:merchant firma:company
unternehmen:company gesellschaft:company aussteller:issuer empfänger:recipient absender:sender versender:shipper
spediteur:carrier frachtführer:carrier mieter:tenant vermieter:landlord eigentümer:owner arbeitgeber:employer
arbeitnehmer:employee mitarbeiter:employee angestellter:employee versicherungsnehmer:policyholder versicherer:insurer
versicherte:insured versicherter:insured inhaber:holder auftraggeber:client auftragnehmer:contractor partei:party
parteien:parties unterzeichner:signatory ansprechpartner:contact sachbearbeiter:agent bearbeiter:agent gast:guest
reisender:traveller passagier:passenger fahrer:driver mitglied:member antragsteller:applicant zusatzfahrer:additional-driver
vorname:first-name nachname:surname familienname:surname anschrift:address adresse:address straße:street
hausnummer:house-number plz:postcode postleitzahl:postcode ort:town stadt:city land:country bundesland:state
telefon:phone telefonnummer:phone handy:mobile mobil:mobile webseite:website steuer:tax steuernummer:tax-number
ust:vat mwst:vat umsatzsteuer:vat mehrwertsteuer:vat bankverbindung:bank-details konto:account kontonummer:account-number
nummer:number kennung:id kennzeichen:registration aktenzeichen:reference zeichen:reference referenz:reference
bezug:reference vorgang:case sendung:shipment paket:parcel personalnummer:employee-number position:item artikel:item
menge:quantity anzahl:quantity stück:pieces stk:pieces einheit:unit einzel:unit einzelpreis:unit-price preis:price
stückpreis:unit-price betrag:amount summe:total gesamt:total gesamtbetrag:total endbetrag:total zwischensumme:subtotal
netto:net brutto:gross rabatt:discount skonto:discount nachlass:discount gebühr:fee gebühren:fees kosten:cost
versandkosten:shipping-cost versand:shipping fracht:freight porto:postage zuschlag:surcharge kaution:deposit
anzahlung:deposit miete:rent nebenkosten:utilities grundmiete:base-rent kaltmiete:base-rent warmmiete:rent
gehalt:salary lohn:wage auszahlung:payout auszahlungsbetrag:net-pay abzüge:deductions abzug:deduction
zahlung:payment zahlungen:payments zahlbar:payable zahlungsart:payment-method zahlungsweise:payment-method
zahlungsbedingungen:payment-terms zahlungsziel:payment-due bedingungen:terms überweisung:transfer
lastschrift:direct-debit barzahlung:cash karte:card kreditkarte:credit-card guthaben:credit saldo:balance
kontostand:balance schuld:debt zins:interest zinsen:interest zinssatz:interest-rate satz:rate tilgung:repayment
darlehen:loan kredit:loan prämie:premium beitrag:premium selbstbeteiligung:excess deckung:coverage
versicherungssumme:sum-insured versicherung:insurance verbrauch:consumption zählerstand:meter-reading zähler:meter
tarif:tariff strom:electricity wasser:water abschlag:instalment
datum:date vom:dated frist:deadline fällig:due fälligkeit:due ausgestellt:issued ausstellung:issue
erstellt:created termin:date beginn:start anfang:start ende:end ablauf:expiry laufzeit:term dauer:duration
zeitraum:period periode:period monat:month monate:months jahr:year jahre:years woche:week wochen:weeks
kündigungsfrist:notice-period einzug:move-in anreise:arrival abreise:departure ankunft:arrival abfahrt:departure
abflug:departure abholung:pickup übergabe:handover unterschrift:signature unterzeichnet:signed gültig:valid
gültigkeit:validity eingang:received geburtsdatum:birth-date geburt:birth
grund:reason begründung:reason bemerkung:remark hinweis:note betreff:subject anliegen:request beschreibung:description
priorität:priority dringlichkeit:urgency kategorie:category art:type typ:type stufe:tier zimmer:room nacht:night
nächte:nights personen:persons erwachsene:adults kinder:children flug:flight zug:train sitz:seat platz:seat
klasse:class fahrzeug:vehicle wohnung:apartment fläche:area währung:currency sprache:language gericht:court
gerichtsstand:jurisdiction recht:law geltendes:governing vertraulich:confidential geheimhaltung:confidentiality
leistung:service leistungen:services liefer:delivery bestell:order miet:rent kauf:purchase
verkauf:sale versicher:insurance tages:daily monats:monthly jahres:annual dienstleistung:service tätigkeit:service ware:goods waren:goods
monatlich:monthly vierteljährlich:quarterly quartalsweise:quarterly halbjährlich:half-yearly jährlich:annual
wöchentlich:weekly täglich:daily einmalig:once ja:yes nein:no offen:open erledigt:resolved geschlossen:closed
bezahlt:paid unbezahlt:unpaid ausstehend:pending storniert:cancelled abgelehnt:rejected genehmigt:approved
dringend:urgent hoch:high mittel:medium niedrig:low defekt:defective beschädigt:damaged
falsch:wrong fehlerhaft:faulty kaputt:broken neu:new gebraucht:used vollkasko:comprehensive teilkasko:partial
haftpflicht:liability vollzeit:full-time teilzeit:part-time befristet:fixed-term unbefristet:permanent
möbliert:furnished unmöbliert:unfurnished einzelzimmer:single-room doppelzimmer:double-room frühstück:breakfast
halbpension:half-board vollpension:full-board barzahlung:cash rechnungskauf:invoice abholung:collection
expressversand:express standardversand:standard girokonto:current-account sparkonto:savings-account privat:private
geschäftlich:business umtausch:exchange erstattung:refund rückerstattung:refund ersatz:replacement reparatur:repair
gutschein:voucher
zweck:purpose reise:trip dienstreise:business-trip spesen:expenses auslagen:expenses kostenstelle:cost-centre
freigabe:approval freigegeben:approved erstattungsbetrag:refund vorschuss:advance tagegeld:per-diem
sitzung:meeting versammlung:meeting besprechung:meeting tagesordnung:agenda protokoll:minutes vorsitz:chair
vorsitzende:chair vorsitzender:chair schriftführer:secretary schriftführerin:secretary anwesend:present
entschuldigt:apologies beschluss:resolution abstimmung:vote stimmen:votes enthaltungen:abstentions
termin:appointment praxis:practice arzt:doctor ärztin:doctor patientin:patient
`;

const FRENCH = `
facture:invoice reçu:receipt devis:quotation avoir:credit-note bordereau:note livraison:delivery contrat:contract
bail:lease relevé:statement avis:notice attestation:certificate réservation:reservation retour:return
réclamation:complaint plainte:complaint demande:request lettre:letter courrier:letter commande:order
acheteur:buyer vendeur:seller fournisseur:supplier prestataire:provider société:company entreprise:company
émetteur:issuer destinataire:recipient expéditeur:shipper transporteur:carrier locataire:tenant bailleur:landlord
propriétaire:owner employeur:employer salarié:employee employé:employee assuré:insured assureur:insurer
souscripteur:policyholder titulaire:holder partie:party parties:parties signataire:signatory interlocuteur:contact
conseiller:advisor voyageur:traveller passager:passenger conducteur:driver membre:member adhérent:member
nom:name prénom:first-name adresse:address rue:street cp:postcode ville:city pays:country téléphone:phone tél:phone
portable:mobile courriel:email numéro:number réf:reference référence:reference dossier:case identifiant:id
siret:company-number siren:company-number tva:vat ht:net ttc:gross taxe:tax montant:amount somme:amount sous:sub
brut:gross remise:discount rabais:discount escompte:discount frais:fees coût:cost prix:price unitaire:unit
quantité:quantity qté:quantity désignation:description libellé:description acompte:deposit caution:deposit
dépôt:deposit loyer:rent salaire:salary paie:pay paye:pay rémunération:pay cotisations:contributions
retenues:deductions paiement:payment règlement:payment virement:transfer prélèvement:direct-debit
espèces:cash carte:card chèque:cheque solde:balance débit:debit crédit:credit intérêts:interest taux:rate
prêt:loan emprunt:loan échéance:due mensualité:instalment prime:premium cotisation:premium franchise:excess
garantie:coverage consommation:consumption compteur:meter relève:reading électricité:electricity abonnement:subscription
jour:day depuis:since jusqu:until émis:issued émise:issued émission:issue échu:due délai:deadline début:start
fin:end durée:duration période:period mois:month ans:years année:year semaine:week préavis:notice
arrivée:arrival départ:departure enlèvement:pickup signé:signed valable:valid validité:validity expiration:expiry
naissance:birth motif:reason raison:reason objet:subject remarque:remark commentaire:comment statut:status
état:status priorité:priority urgence:urgency catégorie:category niveau:tier formule:plan chambre:room nuit:night
nuits:nights personnes:persons adultes:adults enfants:children vol:flight siège:seat véhicule:vehicle
immatriculation:registration kilométrage:mileage logement:dwelling appartement:apartment devise:currency
monnaie:currency langue:language tribunal:court juridiction:jurisdiction droit:law loi:law confidentialité:confidentiality
marchandise:goods marchandises:goods prestation:service prestations:services
mensuel:monthly mensuelle:monthly trimestriel:quarterly trimestrielle:quarterly semestriel:half-yearly annuel:annual
annuelle:annual hebdomadaire:weekly quotidien:daily oui:yes non:no ouvert:open résolu:resolved fermé:closed
payé:paid payée:paid impayé:unpaid attente:pending annulé:cancelled annulée:cancelled refusé:rejected approuvé:approved
haute:high élevée:high moyenne:medium basse:low faible:low défectueux:defective endommagé:damaged
abîmé:damaged cassé:broken erreur:wrong neuf:new occasion:used risques:comprehensive tiers:third-party
plein:full partiel:part cdi:permanent cdd:fixed-term meublé:furnished déjeuner:breakfast
échange:exchange remboursement:refund remplacement:replacement réparation:repair particulier:private épargne:savings
déplacement:trip hébergement:accommodation repas:meals indemnités:allowances avance:advance
réunion:meeting séance:meeting assemblée:meeting président:chair présidente:chair secrétaire:secretary
présents:present excusés:apologies procès-verbal:minutes résolution:resolution voix:votes rendez-vous:appointment
médecin:doctor
`;

/** German and French words that only join others ("Datum der Rechnung", "Date de la commande"). */
export const FOREIGN_FUNCTION_WORDS = new Set(
  'der die das des dem den vom von zum zur bis für und mit ohne pro laut gemäß les du de la le aux par pour sur avec sans une un et au à'.split(' '),
);

/** Endings that join a German compound's parts ("Rechnungs|datum", "Kunden|nummer"). */
const LINKS = ['', 's', 'es', 'n', 'en', 'e'];
const MIN_PART = 3;

const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss');
const foldGerman = (word: string) => word.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');

function read(list: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const entry of list.split(/\s+/).filter(Boolean)) {
    const [word, english] = entry.split(':');
    const stems = english.split('-').map(stem);
    // Written with or without accents, umlauts spelled out or not ("Strasse", "Fallig").
    for (const form of new Set([word, fold(word), foldGerman(word)])) out.set(form, stems);
  }
  return out;
}

const GERMAN_WORDS = read(GERMAN);
const WORDS = new Map([...read(FRENCH), ...GERMAN_WORDS]);

const known = new Map<string, string[]>();

/**
 * The stems of the English words a German or French word means (lower case), or none.
 * A German word the list does not hold is read as a compound of two or three words it does.
 */
export function englishStemsOf(word: string): string[] {
  let stems = known.get(word);
  if (stems === undefined) {
    stems = readWord(word);
    if (known.size > 50_000) known.clear();
    known.set(word, stems);
  }
  return stems;
}

function readWord(word: string): string[] {
  // French elides an article or preposition into the word ("d'échéance", "l'adresse").
  const elided = /^(?:[dlnsjm]|qu)['’](\p{L}{3,})$/u.exec(word);
  if (elided) return readWord(elided[1]);
  const stems = WORDS.get(word) ?? WORDS.get(fold(word)) ?? compound(word, 3) ?? compound(fold(word), 3) ?? [];
  // "Police", "Art" or "Handy" in an English document mean what they mean in English.
  return stems.length > 0 && isEnglishWord(word) ? [] : stems;
}

function compound(word: string, parts: number): string[] | null {
  if (parts < 2 || word.length < 2 * MIN_PART || !/^\p{L}+$/u.test(word)) return null;
  // The last part carries the meaning ("Liefer|datum" is a date): the longest known last part first.
  for (let cut = MIN_PART; cut <= word.length - MIN_PART; cut++) {
    const last = GERMAN_WORDS.get(word.slice(cut));
    if (!last) continue;
    const head = word.slice(0, cut);
    for (const link of LINKS) {
      if (link && !head.endsWith(link)) continue;
      const first = head.slice(0, head.length - link.length);
      if (first.length < MIN_PART) continue;
      const firstStems = GERMAN_WORDS.get(first) ?? compound(first, parts - 1);
      if (firstStems) return [...firstStems, ...last];
    }
  }
  return null;
}
