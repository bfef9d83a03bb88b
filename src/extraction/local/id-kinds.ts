import validator from 'validator';
import { words } from '../text.ts';
import { setAside } from './field.ts';

/**
 * Ids with a published shape, named by a field's words: a field that asks for a VIN, a
 * container number or an IBAN is answered by an id of that shape when the document holds
 * one, not by the order number beside it. Check digits are tested where the standard has
 * them and the validator library knows it (IBAN, IMEI, ISIN, EAN); a shape alone is enough for
 * the others.
 */
export interface IdKind {
  name: string;
  /** Whether an id fits, by its compact form (`compactId`) and as written (some shapes are told by their grouping). */
  fits: (compact: string, written: string) => boolean;
}

/**
 * A person's national health or social insurance number, by its published shape: the NHS number as it is written
 * (ten digits grouped 3 3 4 with spaces: with dashes it is a North American phone number), the German Krankenversichertennummer (a letter and nine digits), the French NIR (sex,
 * year, month, département, commune, order and a two-digit key). Their check digits are not tested: a document's
 * number may be a made-up example, and the shapes are already narrow.
 */
const NHS = /^\d{3} \d{3} \d{4}$/;
const KVNR = /^[A-Z]\d{9}$/;
const NIR = /^[12]\d{2}(?:0[1-9]|1[0-2]|[2-9]\d)(?:\d{2}|2A|2B)\d{6}\d{2}$/;
const fitsHealthNumber = (compact: string, written: string) => NHS.test(written.trim()) || KVNR.test(compact) || NIR.test(compact);

/** Whether an id value fits a kind. */
export const fitsId = (kind: IdKind, value: unknown): boolean => kind.fits(compactId(value), String(value));

/**
 * A vehicle's registration as Britain ("SE14 XJZ", older "A123 BCD") and France ("AB-123-CD") write it, which the
 * validator library does not know, or as Germany does ("HB-SW 412"), which it does. Not its other countries' shapes:
 * written without spaces, Finland's and Portugal's fit an order number ("RO-35880").
 */
const PLATE = /^(?:[A-Z]{2}\d{2}[A-Z]{3}|[A-Z]\d{1,3}[A-Z]{3}|[A-Z]{3}\d{1,3}[A-Z]|[A-Z]{2}\d{3}[A-Z]{2})$/;
const fitsPlate = (s: string) => PLATE.test(s) || (/\d/.test(s) && /[A-Z]/.test(s) && validator.isLicensePlate(s, 'de-DE'));

/** Brazil's tax numbers, told apart by their length and grouping: a person's CPF ("318.442.905-17"), a firm's CNPJ ("27.418.553/0001-06"). */
const CPF = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;
const CNPJ = /^\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}$/;

const KINDS: Array<{ words: string[]; kind: IdKind; with?: string[] }> = [
  { words: ['cpf'], kind: { name: 'cpf', fits: (_, written) => CPF.test(written.trim()) } },
  { words: ['cnpj'], kind: { name: 'cnpj', fits: (_, written) => CNPJ.test(written.trim()) } },
  { words: ['iban'], kind: { name: 'iban', fits: (s) => validator.isIBAN(s) } },
  // ISO 6346: owner code, category letter (U, J or Z), six digits and a check digit.
  { words: ['container', 'cntr'], kind: { name: 'container', fits: (s) => /^[A-Z]{3}[UJZ]\d{7}$/.test(s) } },
  // ISO 3779: seventeen letters and digits, never I, O or Q.
  { words: ['vin', 'chassis'], kind: { name: 'vin', fits: (s) => /^[A-HJ-NPR-Z0-9]{17}$/.test(s) && /\d/.test(s) && /[A-Z]/.test(s) } },
  { words: ['imei'], kind: { name: 'imei', fits: (s) => validator.isIMEI(s) } },
  { words: ['bic', 'swift'], kind: { name: 'bic', fits: (s) => validator.isBIC(s) } },
  { words: ['isin'], kind: { name: 'isin', fits: (s) => validator.isISIN(s) } },
  { words: ['ean', 'gtin', 'barcode'], kind: { name: 'ean', fits: (s) => validator.isEAN(s) } },
  { words: ['plate', 'numberplate', 'kennzeichen', 'immatriculation'], kind: { name: 'plate', fits: fitsPlate } },
  { words: ['nhs', 'kvnr', 'versichertennummer', 'krankenversichertennummer', 'nir', 'sécu'], kind: { name: 'health', fits: fitsHealthNumber } },
  // An insured person's number: "health number", "Versicherten-Nr.", "N° carte Vitale". Not a patient's number alone:
  // a bill's "patient account number" is the provider's.
  { words: ['health', 'insured', 'versicherten', 'vitale'], with: ['number', 'no', 'id', 'identifier', 'nummer', 'nr', 'numéro', 'n°'], kind: { name: 'health', fits: fitsHealthNumber } },
  // "Registration" alone is a company's or a charity's as often: a vehicle's only beside a word of one.
  { words: ['registration', 'reg', 'rego'], with: ['vehicle', 'car', 'van', 'truck', 'lorry', 'motorcycle', 'bike', 'trailer', 'vrm'], kind: { name: 'plate', fits: fitsPlate } },
];

/**
 * A thing a description says an id belongs to ("ISO size/type code of the container", "seal of the trailer") is
 * not the id asked for, unless the id is the thing's own number ("number of the container").
 */
const BELONGS_TO = /([\p{L}/-]+)\s+(?:of|on|for)\s+(?:the|a|an|this|that|its|each|your)\s+[\p{L}-]+/giu;
const OWN_NUMBER = /^(?:number|no|nr|num|id|identifier|reference|ref|registration|reg)$/i;

/** The id kind a field's name asks for ("vehicle_vin", "containerNo", "IBAN"), else its description's, or null. */
export function idKindOf(name: string, said: string): IdKind | null {
  const saidIn = (text: string) => new Set(words(text.replace(/([a-z])([A-Z])/g, '$1 $2')).map((w) => w.toLowerCase()));
  // What a description sets aside is what the field is not: "number to quote when ordering, not the barcode".
  const description = setAside(said).kept.replace(BELONGS_TO, (phrase, head: string) => (OWN_NUMBER.test(head) ? phrase : head));
  const all = saidIn(`${name} ${description}`);
  for (const text of [name, description]) {
    const said = saidIn(text);
    const found = KINDS.find((k) => k.words.some((w) => said.has(w)) && (!k.with || k.with.some((w) => all.has(w))));
    if (found) return found.kind;
  }
  return null;
}

/** The id kind a description sets aside ("number to quote when ordering, not the barcode"), or null: ids of it answer no such field. */
export function setAsideKindOf(description: string): IdKind | null {
  const { asideText } = setAside(description);
  return asideText ? idKindOf(asideText, '') : null;
}

/** An id as the standards write it: capitals, no spaces or dashes ("DE89 3704 0044 ..." is "DE893704..."). */
export const compactId = (value: unknown) => String(value).replace(/[\s-]+/g, '').toUpperCase();
