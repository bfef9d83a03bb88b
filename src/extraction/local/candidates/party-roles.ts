/**
 * The role a contract defines for a party, as the side of a sale it puts the party's whole clause on: its name,
 * its street, its town. The role may close the clause on the party's line ("Compagnie des Lucioles, 8 place du
 * Marché, 69004 Lyon, ci-après « le Locataire »"), stand after its name ('Marlowe House Ltd (the "Client"), 27
 * Queen Square, Bath'), or close the party's block on a line of its own ("– nachfolgend „Mieter“ –").
 */
import { stem } from '../../text.ts';
import type { Doc, DocLine } from '../doc.ts';
import { englishStemsOf } from '../glossary.ts';
import { CUSTOMER_ROLES, PROVIDER_ROLES } from '../lexicon.ts';
import type { Side } from './types.ts';

export const CUSTOMER_ROLE_STEMS = new Set(CUSTOMER_ROLES.map(stem));
export const PROVIDER_ROLE_STEMS = new Set(PROVIDER_ROLES.map(stem));

/** The side of a sale a role a document defines for a name puts it on ('Acme Ltd (the "Client")' buys), or null. */
export function sideOfRole(role: Set<string>): Side {
  const to = [...role].some((s) => CUSTOMER_ROLE_STEMS.has(s));
  const from = [...role].some((s) => PROVIDER_ROLE_STEMS.has(s));
  return to !== from ? (to ? 'to' : 'from') : null;
}

/** "hereinafter", "ci-après", "nachfolgend", "en adelante", "di seguito", "hierna", "doravante", "i det följande", "herefter", "dále jen". */
const HEREINAFTER =
  /(?<!\p{L})(?:hereinafter(?:\s+(?:referred\s+to\s+as|called))?|ci-après(?:\s+(?:dénommée?s?|désignée?s?|appelée?s?))?|nachfolgend(?:\s+genannt)?|im\s+Folgenden|en\s+adelante|di\s+seguito(?:\s+denominat[oaie])?|hierna(?:\s+te\s+noemen)?|doravante(?:\s+designad[oa]s?)?|i\s+det\s+följande|herefter|heretter|dále\s+jen|zwan[yae]\s+dalej)[\s,:]*(?:(?:the|le|la|les|l['’]|der|die|das|el|los|las|il|lo|i|gli|de|het|o|a|os|as)\s+)?[«“"„‘']?\s*(?:(?:the|le|la|les|der|die|das|el|il|lo|de|het|o|a)\s+|l['’]\s*)?(\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*)?)/giu;
/** A role in brackets and quotes: '(the "Client")', "(«el Cliente»)". */
const BRACKETED = /\(\s*(?:the\s+)?[«“"„‘']\s*(?:(?:the|le|la|der|die|das|el|il)\s+|l['’]\s*)?(\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*)?)\s*[»”"“’']\s*\)/giu;
/** A line that only joins two parties: "and", "und", "et", "y", "e", "en", "och", "og", "oraz", "a". */
const JOIN_LINE = /^\s*(?:and|und|et|y|e|en|och|og|oraz|a|i|sowie|between|zwischen|entre)\s*:?\s*$/iu;
/** How many lines a party's block may run to above the line that defines its role. */
const BLOCK_LINES = 6;

/** The words the patterns above start from. */
const ROLE_WORDS = /hereinafter|ci-après|nachfolgend|folgenden|adelante|seguito|hierna|doravante|följande|herefter|heretter|dále|zwan|\(\s*(?:the\s+)?[«“"„‘']/iu;

interface RoleAt {
  start: number;
  end: number;
  side: Side;
  /** The role's words, as stems and the stems of their English words ("Producteur": producer). */
  stems: Set<string>;
}

/** Per line of a document (by its index), computed once: a candidate's context asks for its line's roles again and again. */
function perLine<T>(doc: Doc, key: string): Array<T | undefined> {
  let out = doc.cache.get(key) as Array<T | undefined> | undefined;
  if (!out) doc.cache.set(key, (out = new Array(doc.lines.length)));
  return out;
}

function rolesOn(doc: Doc, line: DocLine): RoleAt[] {
  const known = perLine<RoleAt[]>(doc, 'party-roles');
  const cached = known[line.index];
  if (cached) return cached;
  const out: RoleAt[] = [];
  known[line.index] = out;
  // Most lines define no role: the patterns' own words are looked for first.
  if (!ROLE_WORDS.test(line.text)) return out;
  for (const re of [HEREINAFTER, BRACKETED]) {
    for (const m of line.text.matchAll(re)) {
      const words = m[1].toLowerCase().split(/\s+/);
      const stems = new Set(words.flatMap((w) => [stem(w), ...englishStemsOf(w)]));
      out.push({ start: line.start + m.index!, end: line.start + m.index! + m[0].length, side: sideOfRole(stems), stems });
    }
  }
  out.sort((a, b) => a.start - b.start);
  return out;
}

/** Whether a line defines a role and says nothing else ("– nachfolgend „Mieter“ –", '(the "Buyer")'). */
function roleLineOnly(line: DocLine, roles: RoleAt[]): boolean {
  if (roles.length !== 1) return false;
  const rest = line.text.slice(0, roles[0].start - line.start) + line.text.slice(roles[0].end - line.start);
  return !/[\p{L}\d]/u.test(rest.replace(/[»”"“’']/g, ''));
}

/** A word that joins two parties' clauses: "between", "and", "und", "et", "entre", "y", "e", "och", "og", "oraz". */
const JOINER = /(?<!\p{L})(?:between|and|und|zwischen|et|entre|y|e|och|og|oraz)(?!\p{L})/iu;

/**
 * The role whose clause a place of a line stands in: each role closes the clause that runs from the last word
 * joining parties before it ("between Pinecrest Ltd (the "Client") and Ashby Ltd (the "Contractor")"), or from the
 * line's start; an address after the last role is still its party's, unless a joining word comes first.
 */
function clauseSide(line: DocLine, roles: RoleAt[], at: number): Side {
  const text = line.page.text;
  let from = line.start;
  for (const role of roles) {
    const before = text.slice(from, role.start);
    const joins = [...before.matchAll(new RegExp(JOINER.source, 'giu'))];
    const start = joins.length ? from + joins[joins.length - 1].index! + joins[joins.length - 1][0].length : from;
    if (at >= start && at < role.end) return role.side;
    from = role.end;
  }
  return at >= from && !JOINER.test(text.slice(from, at)) ? roles[roles.length - 1].side : null;
}

/** Whether any line of a document defines a role: most documents define none. */
function definesRoles(doc: Doc): boolean {
  let defines = doc.cache.get('party-roles-any') as boolean | undefined;
  if (defines === undefined) doc.cache.set('party-roles-any', (defines = doc.lines.some((l) => ROLE_WORDS.test(l.text))));
  return defines;
}

/** The side the role a contract defines puts a place of a line on: the role of its own clause on the line, else of its block. */
export function partyRoleSide(doc: Doc, line: DocLine, at: number): Side {
  if (!definesRoles(doc)) return null;
  const own = rolesOn(doc, line);
  if (own.length && !roleLineOnly(line, own)) return clauseSide(line, own, at);
  const below = perLine<Side>(doc, 'party-role-below');
  if (below[line.index] === undefined) below[line.index] = roleBelow(doc, line);
  return below[line.index]!;
}

/** The side a role defined on a line of its own after a party's block gives the block's lines. */
function roleBelow(doc: Doc, line: DocLine): Side {
  return roleLineBelow(doc, line)?.side ?? null;
}

/** The role defined on a line of its own that closes the block a line stands in, within a few lines below it. */
function roleLineBelow(doc: Doc, line: DocLine): RoleAt | null {
  for (let i = line.index + 1; i < doc.lines.length && i <= line.index + BLOCK_LINES; i++) {
    const below = doc.lines[i];
    if (below.page !== line.page || below.blank || JOIN_LINE.test(below.text)) return null;
    const roles = rolesOn(doc, below);
    if (roles.length) return roleLineOnly(below, roles) ? roles[0] : null;
  }
  return null;
}

/**
 * The words of the role a block's role line gives the name that opens the block ("Fromagerie de la Vallée de Joux
 * Sàrl" … "ci-après « le Producteur »."): the name is defined as that role, as if the role stood beside it.
 */
export function roleOfBlockName(doc: Doc, line: DocLine): Set<string> | null {
  if (!definesRoles(doc)) return null;
  const above = line.index > 0 ? doc.lines[line.index - 1] : undefined;
  const opens = !above || above.page !== line.page || above.blank || JOIN_LINE.test(above.text) || /[:：]\s*$/.test(above.text) || rolesOn(doc, above).length > 0;
  if (!opens || rolesOn(doc, line).length > 0) return null;
  return roleLineBelow(doc, line)?.stems ?? null;
}
