import type { FieldDefinition, FieldType } from '../../domain/tool-runs.ts';
import { fieldLinks, sameRootOf, type FieldLinks } from './lexical.ts';
import type { Side } from './candidates/types.ts';
import { SYNONYM_GROUPS, type EntityClass } from './lexicon.ts';
import { ENTITY_CLASSES, entityClassesOf } from './field-classes.ts';
import { contentWords, givenName, ORDINALS } from './field-words.ts';
import { sideOf, sideWords, type Party } from './field-side.ts';
import { endMatch, endOfField, endVerbsOf, type End } from './ends.ts';
import { opposes, oppositesOf } from './opposites.ts';
import { EXCLUDING, stem, words } from '../text.ts';

// What kind of thing a field asks for lives in field-classes.ts, its words in field-words.ts.
export { ENTITY_CLASSES } from './field-classes.ts';
export { contentWords } from './field-words.ts';

export type TypeGroup = 'date' | 'currency' | 'number' | 'code' | 'text' | 'verbatim' | 'select';

export function typeGroup(type: FieldType): TypeGroup {
  switch (type) {
    case 'date':
      return 'date';
    case 'currency':
      return 'currency';
    case 'number':
    case 'percentage':
      return 'number';
    case 'id_alphanumeric':
    case 'url':
    case 'currency_symbol':
      return 'code';
    case 'single_select':
    case 'multi_select':
      return 'select';
    case 'verbatim':
      return 'verbatim';
    default:
      return 'text';
  }
}

const SYNONYMS = new Map<string, Set<string>>();
for (const group of SYNONYM_GROUPS) {
  const stems = group.map((w) => stem(w));
  for (const s of stems) {
    const set = SYNONYMS.get(s) ?? new Set<string>();
    for (const o of stems) if (o !== s) set.add(o);
    SYNONYMS.set(s, set);
  }
}

export const synonymsOf = (s: string): Set<string> | undefined => SYNONYMS.get(s);

/** The synonym groups a stem belongs to (by index in SYNONYM_GROUPS). */
const GROUP_OF = new Map<string, number[]>();
SYNONYM_GROUPS.forEach((group, g) => {
  for (const w of group) {
    const s = stem(w);
    const list = GROUP_OF.get(s) ?? [];
    if (!list.includes(g)) list.push(g);
    GROUP_OF.set(s, list);
  }
});
export const groupsOf = (s: string): number[] | undefined => GROUP_OF.get(s);
export const WORD_GROUP_COUNT = SYNONYM_GROUPS.length;



/** What a field asks for, read from its name and description only. */
export interface FieldQuery {
  def: FieldDefinition;
  group: TypeGroup;
  /** Stems of the field name's words (numbers and ordinals left out). */
  name: string[];
  /** Stems of the description's content words that are not in the name. */
  desc: string[];
  /** Every stem that speaks for the field, with its weight: name 1, description 0.5, synonyms of either less. */
  terms: Map<string, number>;
  /** For each name stem, its synonyms. */
  nameSyn: Array<Set<string>>;
  /** Stems linked to the name's and description's words through WordNet (not those of `terms`). */
  links: FieldLinks;
  /** How much the field asks for each kind of thing, 0 to 1. */
  classes: Record<EntityClass, number>;
  /** Stems that name other fields of the same request and not this one. */
  others: Set<string>;
  /** The description without what it sets aside ("number to quote when ordering, not the barcode": the barcode goes). */
  description: string;
  /** Stems of the opposites of the name's words ("net" for gross_pay), each with the name stem it opposes (opposites.ts). */
  opposite: Map<string, string>;
  /** The end of a stay or a job the name asks for ("date_in", "check_out_date"; ends.ts). */
  end: End | null;
  /** Fields named like `party_1`, `party_2`: one list of answers over several fields. */
  slot: { key: string; index: number } | null;
  /** The part of an address the field asks for by its name (else its description), or null. */
  part: AddressPart | null;
  /** Which of several things of its kind the field asks for, in the order the document names them ("party_b", "second party"), or null. */
  ordinal: number | null;
  /** Whether the field asks for the customer's side of a sale ("customer", "bill to") or whoever sends the document ("seller", "requester"), by its name, else its description. */
  side: Side;
  /**
   * Whether `side` comes from words for whoever wrote the document ("sender", "issuer", "author") or for whom it is
   * addressed to ("recipient"), not for a side of a sale: which side that is depends on the document (see direction.ts).
   */
  party: Party;
  /** Whether the field asks for an earlier period than the latest ("prior_revenue", "sales in the comparative period"). */
  earlier: boolean;
  /** Whether the field asks for a running total since the start of the year ("gross_ytd", "earned so far this tax year"). */
  toDate: boolean;
  /** Whether the field asks for a date something must happen by ("deadline", "valid_until", "date by which they must act"). */
  limit: boolean;
  /** The unit an amount is asked in ("revenue_m", "sales in thousands", "profit (£000)"): the answer is the full amount divided by it; 1 for none. */
  unit: number;
  /** Whether the field's name asks for something taken off a sum (a discount, a deposit paid): answered as its size, without the minus a document writes it with. */
  deduction: boolean;
  /** Whether the field asks for a change as a signed figure ("yoy_growth", "change in sales"): a fall is answered negative. */
  signed: boolean;
}



// A change asked as a signed figure, unless the field names the fall itself ("decline_pct": a fall of 3% is 3).
const SIGNED_CHANGE = /\b(?:growth|grow|change|changes|variation|yoy|y\/y|movement|delta|evolution|increase)\b/i;
/** A field named for what is taken off or paid against a sum ("discount_amount", "deposit_paid", "tax_credit"): its size is asked, whatever sign the document writes it with. */
const DEDUCTION = /\b(?:discounts?|rebates?|withholding|withheld|taxe?s?|vat|gst|reductions?|deductions?|credits?|refunds?|deposits?|allowances?|reliefs?|concessions?|markdowns?|savings?|waivers?|abatements?|rabatt|remise|descuento|sconto|korting|paid)\b/i;
const FALL = /\b(?:decline|decrease|drop|fall|reduction|loss|down|shrinkage)\b/i;

// "before" alone is not: "profit before tax" is this year's.
const LIMIT = /\b(?:deadline|due|by\s+(?:which|when)|until|till|latest|expir\w*|valid|validity|before|cut\s?off|reply\s+by|respond\s+by|pay\s+by)\b/i;
const TO_DATE = /\b(?:ytd|to\s+date|so\s+far|cumulative|since\s+the\s+start)\b/i;
const EARLIER_PERIOD = /\b(?:prior|previous|preceding|comparative|earlier|last\s+(?:year|period|fy)|(?:year|period)\s+before)\b/i;


const LETTER_ORDINALS: Record<string, number> = { a: 1, b: 2, c: 3, d: 4 };

/** The ordinal a field's name says ("party_b", "second_party", "Party 2nd"), else its description ("the second party named"). */
function ordinalOf(name: string, description: string): number | null {
  const nameWords = words(name);
  for (const [i, w] of nameWords.entries()) if (w in ORDINALS && !givenName(nameWords, i)) return ORDINALS[w];
  const last = nameWords[nameWords.length - 1];
  if (nameWords.length >= 2 && last in LETTER_ORDINALS) return LETTER_ORDINALS[last];
  const descWords = words(description);
  for (const [i, w] of descWords.entries()) if (w in ORDINALS && !givenName(descWords, i)) return ORDINALS[w];
  return null;
}

export type AddressPart = 'postcode' | 'city' | 'street';

const CITY_WORDS = new Set('city town locality municipality suburb'.split(' ').map((w) => stem(w)));

/** The address part named by these stems (the name's, else the description's). "post code" needs both words. */
function addressPartOf(...stemLists: string[][]): AddressPart | null {
  for (const words of stemLists) {
    const has = (w: string) => words.includes(stem(w));
    // India's postcode is its "PIN code" (a PIN alone is a secret number).
    if (has('postcode') || has('zip') || has('zipcode') || has('postal') || has('eircode') || has('pincode') || (has('post') && has('code')) || (has('pin') && has('code'))) return 'postcode';
    if (words.some((w) => CITY_WORDS.has(w))) return 'city';
    if (has('street') || (has('address') && has('line'))) return 'street';
  }
  return null;
}


/** "When the trip took place" asks when it happened, not for a place. */
const plainly = (text: string) => text.replace(/\b(?:take|takes|took|taken|taking)\s+place\b/gi, 'happened');

/**
 * The unit an amount field asks its answer in, by its description ("in millions", "in £000",
 * "thousands of euros") or a name ending in one ("revenue_m", "profit_mn", "sales_bn",
 * "costs_k", "income_000"); 1 when it asks for the amount itself.
 */
function askedUnit(name: string, description: string): number {
  const said = `${name.replace(/[_-]+/g, ' ')} ${description}`.toLowerCase();
  if (/\b(?:in\s+)?(?:billions?|bn)\b/.test(said) || /[_ -](?:bn|b)$/i.test(name)) return 1e9;
  if (/\b(?:in\s+)?(?:millions?|mn|mio)\b|\(\s*[$€£]?\s*m\s*\)/.test(said) || /[_ -](?:m|mn|mio|millions?)$/i.test(name)) return 1e6;
  if (/\bin\s+thousands\b|\bthousands\s+of\b|[$€£]\s*'?000s?\b|\(\s*000s?\s*\)/.test(said) || /[_ -](?:k|000s?|thousands?)$/i.test(name)) return 1e3;
  return 1;
}


const NET = stem('net');
const GROSS = stem('gross');
const PAY_STEMS = new Set(['pay', 'earnings', 'income', 'salary', 'wage', 'wages', 'remuneration'].map((w) => stem(w)));
const EXCLUDING_STEMS = new Set([...EXCLUDING].map((w) => stem(w)));

/** The stems of the words an amount field's name says it leaves out: the word right after "ex", "excl", "before", "without", "pre". */
function leftOut(def: FieldDefinition): Set<string> {
  const out = new Set<string>();
  if (def.type !== 'currency' && def.type !== 'number') return out;
  const ws = words(def.name.replace(/([a-z])([A-Z])/g, '$1 $2')).map((w) => w.toLowerCase());
  ws.forEach((w, i) => {
    if (EXCLUDING.has(w) && i + 1 < ws.length) out.add(stem(ws[i + 1]));
  });
  return out;
}

/**
 * Words a description sets aside: what the field is not ("who the donation went to, not the donor", "the seller
 * rather than the agent"). "Whether or not the parcel arrived" sets nothing aside, nor does a select's description.
 */
const SET_ASIDE = /(?:,\s*not|\brather\s+than|\bother\s+than|\binstead\s+of|\bas\s+opposed\s+to|(?<!\bor\s+)\bnot(?=\s+(?:the|an?|any)\s))\s+(?:(?:the|an?|any)\s+)?([\p{L}'’-]+(?:[ \t]+[\p{L}'’-]+){0,2})/giu;

export function setAside(description: string): { kept: string; aside: string[]; asideText: string } {
  const aside: string[] = [];
  const said: string[] = [];
  const kept = description.replace(SET_ASIDE, (_, words: string) => (aside.push(...contentWords(words).map(stem)), said.push(words), ' '));
  return { kept, aside, asideText: said.join(' ') };
}

export function analyzeField(asked: FieldDefinition): FieldQuery {
  // "#" in a name is read as the word it stands for ("Invoice #", "PO#"): a label "Number" names it.
  const def = { ...asked, name: asked.name.replace(/\s*#\s*/g, ' number ').trim() };
  const { kept, aside } = def.type === 'single_select' || def.type === 'multi_select' ? { kept: def.description, aside: [] } : setAside(def.description);
  const description = plainly(kept);
  const said = `${def.name.replace(/[_-]+/g, ' ')} ${description}`;
  // An amount's name that leaves something out ("amount_ex_vat", "pre_tax_profit") does not name what it leaves out: a
  // label that names only that ("VAT") is another amount's.
  const left = leftOut(def);
  // What is left is a net amount, as a label that leaves something out is read ("Charges before tax" names net charges);
  // but pay before tax is gross pay ("earnings_before_tax" is not the net pay).
  const endVerbs = endVerbsOf(def.name);
  const own = contentWords(def.name).filter((w) => !endVerbs.has(w)).map(stem);
  const remains = left.size === 0 ? [] : own.some((s) => PAY_STEMS.has(s)) ? [GROSS] : [NET];
  const name = left.size === 0 ? [...new Set(own)] : [...new Set([...own, ...remains])].filter((s) => !left.has(s) && !EXCLUDING_STEMS.has(s));
  // Nor does its description name what it leaves out ("Entry fee before discount and extras": a "Discount" line is another amount).
  const descLeft = leftOut({ ...def, name: description });
  const desc = [...new Set(contentWords(description).map(stem))].filter((s) => !name.includes(s) && !descLeft.has(s));
  const terms = new Map<string, number>();
  const put = (s: string, w: number) => terms.set(s, Math.max(terms.get(s) ?? 0, w));
  for (const s of desc) for (const o of SYNONYMS.get(s) ?? []) put(o, 0.3);
  for (const s of desc) put(s, 0.5);
  for (const s of name) for (const o of SYNONYMS.get(s) ?? []) put(o, 0.6);
  // The name's words in their other forms ("approved" for approval_date), through WordNet's word families.
  const nameWords = contentWords(def.name).filter((w) => name.includes(stem(w)));
  const family = name.map((s) => sameRootOf(nameWords.find((w) => stem(w) === s) ?? s));
  family.forEach((set) => set.forEach((o) => put(o, 0.8)));
  for (const s of name) put(s, 1);
  const classes = entityClassesOf(def, name, description);
  // "Town of the customer" asks for a town: whose it is picks which address, not what kind of thing to answer.
  const descAll = [...new Set(contentWords(description).map(stem))];
  const part = addressPartOf(name, descAll);
  if (part) for (const c of ENTITY_CLASSES) classes[c] = c === 'address' || (c === 'place' && part === 'city') ? 1 : 0;
  const typeOnly = (s: string) => TYPE_WORDS.has(s) && name.some((o) => !TYPE_WORDS.has(o));
  const links = fieldLinks(def.name, description, name, desc, new Set(terms.keys()), (s) => !typeOnly(s));
  return { def: asked, group: typeGroup(def.type), name, desc, terms, nameSyn: name.map((s, i) => new Set([...(SYNONYMS.get(s) ?? []), ...family[i]])), links, classes, others: new Set([...left, ...aside.filter((a) => !name.includes(a))]), slot: null, part, description: kept, opposite: oppositesOf(contentWords(def.name), name), end: endOfField(def.name, def.type === 'currency'), ...sideOf(def.type === 'text', words(def.name).map(stem), sideWords(description, contentWords(description).map(stem))), ordinal: ordinalOf(def.name, def.description), earlier: EARLIER_PERIOD.test(said), toDate: TO_DATE.test(said), limit: LIMIT.test(said), unit: def.type === 'currency' || def.type === 'number' ? askedUnit(def.name, description) : 1, signed: SIGNED_CHANGE.test(said) && !FALL.test(said), deduction: DEDUCTION.test(def.name.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2')) };
}

/** Analyses every field of a request, and links those that are slots of one list or that compete for the same labels. */
export function analyzeFields(defs: FieldDefinition[]): FieldQuery[] {
  const queries = defs.map(analyzeField);
  // Slots: the same name but for a trailing number ("party_1", "party 2", "Party3").
  const slotKey = (d: FieldDefinition) => {
    const m = /^(.*?)[\s_-]*(\d{1,2})$/.exec(d.name.trim());
    return m && m[1] ? { key: `${d.type}:${m[1].toLowerCase()}`, index: Number(m[2]) } : null;
  };
  const keys = defs.map(slotKey);
  const counts = new Map<string, number>();
  for (const k of keys) if (k) counts.set(k.key, (counts.get(k.key) ?? 0) + 1);
  queries.forEach((q, i) => {
    const k = keys[i];
    if (k && (counts.get(k.key) ?? 0) >= 2 && q.group !== 'select') q.slot = k;
  });
  for (const q of queries) {
    const own = new Set(q.terms.keys());
    for (const o of queries) {
      if (o === q || (q.slot && o.slot?.key === q.slot.key)) continue;
      for (const s of o.name) if (!own.has(s)) q.others.add(s);
    }
  }
  return queries;
}

/** Words that say what type a value is rather than which value it is ("invoice number", "due date"): they count less in a label. */
export const TYPE_WORDS = new Set(['number', 'no', 'num', 'nr', 'id', 'identifier', 'ref', 'reference', 'code', 'date', 'day', 'amount', 'value', 'name', 'rate', 'percent', 'percentage', 'url', 'link', 'website', 'address', 'count', 'text', 'type'].map((w) => stem(w)));

export interface Match {
  /** Share of the field name's words found (a synonym counts 0.6). */
  name: number;
  /** The same, each word weighted by how rare it is in the document. */
  nameIdf: number;
  /** Share of the description's words found. */
  desc: number;
  /** Share of the context's words that speak for the field. */
  prec: number;
  /** Whether the context names another field of the request. */
  other: number;
}

export const NO_MATCH: Match = { name: 0, nameIdf: 0, desc: 0, prec: 0, other: 0 };

/** Each name word's weight (type words count less) and its weight by rarity, for one field and one document's idf. */
interface NameWeights {
  idf: (s: string) => number;
  base: number[];
  rare: number[];
  baseTotal: number;
  rareTotal: number;
}
const nameWeights = new WeakMap<FieldQuery, NameWeights>();

/** A field's name weights under an idf: computed once per field and document (matchContext runs for every candidate's every context). */
const END_RARE = 1.2;

function weightsOf(q: FieldQuery, idf: (s: string) => number): NameWeights {
  const cached = nameWeights.get(q);
  if (cached && cached.idf === idf) return cached;
  const out: NameWeights = { idf, base: [], rare: [], baseTotal: 0, rareTotal: 0 };
  for (const s of q.name) {
    // A name of only type words ("date", "number") keeps them at full weight.
    const typeWord = TYPE_WORDS.has(s) && (q.end !== null || q.name.some((o) => !TYPE_WORDS.has(o)));
    const base = typeWord ? 0.35 : 1;
    const rare = base * (0.2 + idf(s));
    out.base.push(base);
    out.rare.push(rare);
    out.baseTotal += base;
    out.rareTotal += rare;
  }
  // The end a name asks for ("date_in") is a word of it as rare as any.
  if (q.end) (out.baseTotal += 1, out.rareTotal += END_RARE);
  nameWeights.set(q, out);
  return out;
}

/** How well a bag of context stems names the field; a label's (`label`) names nothing of it when it says the opposite of the name. */
export function matchContext(q: FieldQuery, set: Set<string>, idf: (s: string) => number, label = false): Match {
  if (!set.size) return NO_MATCH;
  if (label && opposes(q.opposite, set)) return { name: 0, nameIdf: 0, desc: 0, prec: 0, other: 0 };
  const weights = weightsOf(q, idf);
  let name = 0;
  let nameIdf = 0;
  for (let i = 0; i < q.name.length; i++) {
    let hit = set.has(q.name[i]) ? 1 : 0;
    if (!hit) for (const o of q.nameSyn[i]) if (set.has(o)) hit = 0.6;
    name += hit * weights.base[i];
    nameIdf += hit * weights.rare[i];
  }
  const nameTotal = weights.baseTotal;
  const idfTotal = weights.rareTotal;
  let desc = 0;
  for (const s of q.desc) if (set.has(s)) desc += 1;
  let speaking = 0;
  let other = 0;
  for (const s of set) {
    if (q.terms.has(s)) speaking += 1;
    else if (q.others.has(s)) other = 1;
  }
  // A label that names the other end of a stay than the field ("Date out" for date_in) names another value, whatever
  // else it shares with the field.
  const end = endMatch(q.end, set);
  if (end === 'other') return { name: 0, nameIdf: 0, desc: 0, prec: 0, other: 0 };
  if (end === 'same') (name += 1, nameIdf += END_RARE);
  return {
    name: nameTotal ? name / nameTotal : 0,
    nameIdf: idfTotal ? nameIdf / idfTotal : 0,
    desc: q.desc.length ? desc / q.desc.length : 0,
    prec: speaking / set.size,
    other,
  };
}
