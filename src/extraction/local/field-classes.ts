import type { FieldDefinition } from '../../domain/tool-runs.ts';
import { stem } from '../text.ts';
import { contentWords } from './field-words.ts';
import { CLASS_CUES, type EntityClass } from './lexicon.ts';
import { nounKindOf } from './wordnet.ts';

/**
 * What kind of thing a field asks for (an organisation, a person, a place, an address, a duration, a title, an
 * e-mail address, a phone number, a time of day, a job), each 0 to 1, read from its name and description only.
 */
const CLASS_STEMS = Object.fromEntries(Object.entries(CLASS_CUES).map(([c, ws]) => [c, new Set(ws.map((w) => stem(w)))])) as Record<EntityClass, Set<string>>;

export const ENTITY_CLASSES = Object.keys(CLASS_CUES) as EntityClass[];

const THING_NAMES = new Set(['role', 'position', 'job', 'occupation', 'designation', 'product', 'model', 'project', 'programme', 'program', 'course', 'plan', 'tariff', 'event', 'package'].map((w) => stem(w)));

const REPLY_TO = /^\s*reply(?:\s+to|\s+address|\s+e?mail)\s*$/i;

const NAME = stem('name');
const ADDRESS = stem('address');
const TITLE = stem('title');

/** Classes that only say what a value looks like, not who it belongs to: "owner_email" asks for an e-mail address. */
const ROLE_AS_FIRM = 0.5;
const SIGNING = /\b(?:sign|signs|signed|signing|signatory|signatories|signer|signee)\b|(?:^|_)sign(?:ed|atory|er)?(?:_|$)/i;
const FORM_CLASSES: EntityClass[] = ['address', 'email', 'phone', 'clock', 'duration', 'title', 'job'];

/**
 * Whom a field's name asks for through the words the cue lists do not hold, by what WordNet says they
 * are: "mechanic", "payee_name", "student" a person, "charity" an organisation. Left out when another
 * word says it asks for an address, an e-mail address or the like of that someone.
 */
function nameKinds(fieldName: string): Map<EntityClass, number> {
  const kinds = new Map<EntityClass, number>();
  const put = (c: EntityClass, v: number) => kinds.set(c, Math.max(kinds.get(c) ?? 0, v));
  const nameWords = contentWords(fieldName.replace(/([a-z])([A-Z])/g, '$1 $2'));
  for (const w of nameWords) {
    const s = stem(w);
    if (FORM_CLASSES.some((c) => CLASS_STEMS[c].has(s))) return new Map();
    if (CLASS_STEMS.person.has(s) || CLASS_STEMS.org.has(s) || CLASS_STEMS.place.has(s)) continue;
    // A role a person is named for ("sender", "valuer") is a firm's often enough in business papers.
    const kind = nounKindOf(w);
    if (kind === 'org') put('org', 1);
    else if (kind) (put('person', 1), put('org', kind === 'trader' ? 1 : ROLE_AS_FIRM));
  }
  return kinds;
}

const ORG_WORDS = /\b(?:org|organi[sz]ations?|company|companies|firms?|business(?:es)?|corporations?|institutions?|agency|agencies|entity|entities)\b/i;
const PERSON_WORDS = /\b(?:person|persons|people|individuals?|human|staff)\b/i;

/**
 * Kinds of organisation a description names as what it asks ("the shop that sold it", "bank the statement is from").
 * Not read in a field's name, where such a word may say whose someone is ("bank_contact", "shop_manager").
 */
const FIRM_WORDS = /\b(?:shops?|stores?|banks?|hotels?|schools?|charit(?:y|ies)|clubs?|laborator(?:y|ies)|labs?|insurers?|councils?|authorit(?:y|ies)|workshops?|garages?|clinics?|hospitals?|universit(?:y|ies)|colleges?)\b/i;

/** Whether a text says outright that it means an organisation or a person ("a company or a person" says neither). */
function explicitKind(text: string, firms = false): 'org' | 'person' | null {
  // Only the words before a clause, or in brackets, name what is asked: "who runs the company" asks for whoever
  // runs it, not a company; "who did the survey (business name)" for a firm.
  text = `${text.replace(/(?:^|\s)(?:who|whom|whose|that|which)\b[\s\S]*$/i, '')} ${(text.match(/\([^)]*\)/g) ?? []).join(' ')}`;
  const firm = firms ? FIRM_WORDS.exec(text) : null;
  const named = ORG_WORDS.exec(text);
  const org = named && firm ? (named.index < firm.index ? named : firm) : (named ?? firm);
  const person = PERSON_WORDS.exec(text);
  if (!org || !person) return org ? 'org' : person ? 'person' : null;
  // Both: the first is what is asked ("person at the software company"), unless they are offered as a choice ("a company or a person").
  const [first, second] = org.index < person.index ? [org, person] : [person, org];
  if (/\bor\b|\//i.test(text.slice(first.index + first[0].length, second.index))) return null;
  return first === org ? 'org' : 'person';
}

const MADE_IN = /(?:^|[\s_-])(?:made|manufactured|produced|built|assembled|born|registered|incorporated|printed|grown)[\s_-]+in$/i;

/** Verbs of something that happens at a time of day: "began_at" asks when, "loaded_at" where. */
const HAPPENS = new Set(['begin', 'began', 'begun', 'begins', 'start', 'started', 'starts', 'end', 'ended', 'ends', 'finish', 'finished', 'finishes', 'open', 'opened', 'opens', 'close', 'closed', 'closes', 'arrive', 'arrived', 'arrives', 'depart', 'departed', 'departs', 'leave', 'left', 'leaves', 'occur', 'occurred', 'occurs', 'happen', 'happened', 'happens', 'commence', 'commenced', 'commences', 'conclude', 'concluded', 'adjourn', 'adjourned', 'resume', 'resumed', 'meet', 'met', 'meets', 'land', 'landed', 'lands']);

/** A name of a verb of happening and "at": "began_at", "closesAt", "arrived at". */
function doneAt(fieldName: string): boolean {
  const ws = fieldName.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[\s_-]+/).filter(Boolean);
  return ws.length === 2 && ws[1] === 'at' && HAPPENS.has(ws[0]);
}

/** The kinds of thing a field asks for, by its name's stems (`name`) and its description as kept (`description`). */
export function entityClassesOf(def: FieldDefinition, name: string[], description: string): Record<EntityClass, number> {
  // What kind of thing is asked: the name's words say it; the description's only when the name does not,
  // and its first such word most ("Address of the shop" asks for an address, not a shop).
  const classes = {} as Record<EntityClass, number>;
  const said = `${def.name.replace(/[_-]+/g, ' ')} ${description}`;
  const nameSays = name.some((s) => ENTITY_CLASSES.some((c) => CLASS_STEMS[c].has(s))) || nameKinds(def.name).size > 0;
  const descStems = [...new Set(contentWords(description).map(stem))];
  let firstDescClass = -1;
  descStems.forEach((s, i) => {
    if (firstDescClass < 0 && ENTITY_CLASSES.some((c) => CLASS_STEMS[c].has(s))) firstDescClass = i;
  });
  const kinds = nameKinds(def.name);
  for (const c of ENTITY_CLASSES) {
    let v = 0;
    for (const s of name) if (CLASS_STEMS[c].has(s)) v = Math.max(v, 1);
    v = Math.max(v, kinds.get(c) ?? 0);
    descStems.forEach((s, i) => {
      if (!CLASS_STEMS[c].has(s)) return;
      const w = nameSays ? 0.2 : i === firstDescClass ? 0.8 : 0.4;
      v = Math.max(v, w);
    });
    classes[c] = v;
  }
  // "Who" asks for someone, a person or an organisation ("who raised it", "who supplies the goods"), when no
  // word says which.
  // So does one named for what was done by someone ("approved_by", "Prepared by").
  const who = (text: string) => /\bwho(?:m)?\b/i.test(text);
  const doneBy = /(?:^|[\s_-])by$/i.test(def.name.trim());
  const asksWho = who(def.name) || doneBy ? 1 : !nameSays && firstDescClass < 0 && who(description) ? 0.8 : 0;
  if (asksWho && !nameSays) for (const c of ['person', 'org'] as const) classes[c] = Math.max(classes[c], asksWho);
  // A role may be a person's or a firm's ("sender", "client"): a description that says which ("Organisation that
  // wrote the letter", "person on the customer side") decides, unless the name itself says it.
  // So does a name that says it outright beside a role ("beneficiary_org", "insurer_company").
  const nameText = def.name.replace(/[_-]+/g, ' ');
  const namedKind = ORG_WORDS.test(nameText) !== PERSON_WORDS.test(nameText) ? explicitKind(nameText) : null;
  const explicit = namedKind ?? (ORG_WORDS.test(nameText) || PERSON_WORDS.test(nameText) ? null : explicitKind(description, true));
  if (explicit && classes.person > 0 && classes.org > 0) {
    const other = explicit === 'org' ? 'person' : 'org';
    classes[explicit] = 1;
    // A name that says it outright ("client_company") leaves the other no part; a description, half.
    classes[other] = Math.min(classes[other], namedKind === 'org' ? 0 : ROLE_AS_FIRM);
  }
  // Where a thing was made, born or registered ("made_in", "country_made_in", "registered in") asks for a place.
  if (MADE_IN.test(def.name.replace(/([a-z])([A-Z])/g, '$1 $2'))) for (const c of ENTITY_CLASSES) classes[c] = c === 'place' ? 1 : 0;
  // Something done "at" ("began_at", "opensAt", "arrived at") asks at what time of day.
  if (doneAt(def.name)) classes.clock = Math.max(classes.clock, 0.8);
  // Who signs is a person, whatever party they sign for ("who signed on behalf of the contractor").
  if (SIGNING.test(said)) (classes.person = 1, classes.org = Math.min(classes.org, ROLE_AS_FIRM));
  // A mail's Reply-To is an address to write to ("reply_to", "reply address"), not a person.
  if (REPLY_TO.test(def.name.replace(/[_-]+/g, ' '))) (classes.email = 1, classes.person = 0, classes.org = 0, classes.address = 0);
  // A "name" may be a company's as well as a person's ("bill_to_name", "entity name"), and is not an address.
  if (name.includes(NAME) && kinds.size === 0 && !name.some((s) => s !== NAME && (CLASS_STEMS.person.has(s) || CLASS_STEMS.org.has(s)))) {
    classes.org = Math.max(classes.org, classes.person);
    if (!name.includes(ADDRESS)) classes.address = 0;
  }
  // The name of a kind of firm ("shop_name", "bank_name", "company name") is the firm's: "name" says no person
  // beside it. Not a role a person may fill ("vendor_name", "borrower_name": WordNet's people and traders).
  const nameNouns = contentWords(def.name.replace(/([a-z])([A-Z])/g, '$1 $2')).filter((w) => stem(w) !== NAME);
  if (
    name.includes(NAME) &&
    kinds.size === 0 &&
    nameNouns.some((w) => CLASS_STEMS.org.has(stem(w))) &&
    !nameNouns.some((w) => CLASS_STEMS.person.has(stem(w)) || ['person', 'trader'].includes(nounKindOf(w) ?? ''))
  ) {
    classes.person = 0;
  }
  // The name of a job, a product, a plan, a course or an event ("role_name", "product_name", "plan", "job title") is
  // neither a person's nor a firm's.
  if (name.some((s) => THING_NAMES.has(s)) && kinds.size === 0 && !name.some((s) => s !== NAME && (CLASS_STEMS.person.has(s) || CLASS_STEMS.org.has(s)))) {
    classes.person = 0;
    classes.org = 0;
  }
  // A job is asked by a word for one ("position_of_signer", "role applied for"), or by "title" beside someone
  // ("signatory_title", "contact title") or a job ("title" described as "job title"): the title, not the someone.
  const someone = contentWords(def.name.replace(/([a-z])([A-Z])/g, '$1 $2')).some((w) => CLASS_STEMS.person.has(stem(w)) || nounKindOf(w) === 'person');
  if (name.some((s) => CLASS_STEMS.job.has(s)) || (name.includes(TITLE) && (someone || descStems.some((s) => CLASS_STEMS.job.has(s))))) {
    for (const c of ENTITY_CLASSES) classes[c] = c === 'job' ? 1 : 0;
  }
  return classes;
}
