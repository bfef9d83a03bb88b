import type { Candidate } from './candidates/index.ts';
import { textKey } from './candidates/text.ts';
import { givenName } from './field-words.ts';
import { words } from '../text.ts';

export type NamePart = 'given' | 'family';

const GIVEN = /\b(?:given[\s_-]*names?|fore[\s_-]*names?|christian[\s_-]*names?|fname|firstname)\b/i;
const FAMILY = /\b(?:surnames?|last[\s_-]*names?|family[\s_-]*names?|lname)\b/i;

/** The part of a person's name a field asks for by its name, else its description ("guest_surname", "First name of the pupil"). */
export function namePartAsked(name: string, description: string): NamePart | null {
  for (const said of [name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' '), description]) {
    if (FAMILY.test(said)) return 'family';
    const ws = words(said.toLowerCase());
    if (GIVEN.test(said) || ws.some((_, i) => givenName(ws, i))) return 'given';
  }
  return null;
}

/** Courtesy titles before a name, or after it as airline lists write them ("OKONKWO / ADAEZE MS"). */
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'rev', 'sir', 'dame', 'herr', 'frau', 'monsieur', 'madame', 'mme', 'mlle', 'ing', 'mgr', 'sr', 'sra', 'srta', 'dott', 'sig', 'sigra']);
/** Words that open a family name ("van der Linden", "de la Cruz", "von Bülow"). */
const PARTICLES = new Set(['van', 'von', 'der', 'den', 'de', 'del', 'della', 'di', 'da', 'dos', 'das', 'du', 'la', 'le', 'ter', 'ten', 'zu', 'af', 'al', 'el', 'bin', 'ibn', 'mac']);

const untitled = (ws: string[]) => {
  const out = ws.filter((w, i) => !(TITLES.has(w.toLowerCase().replace(/\.$/, '')) && (i === 0 || i === ws.length - 1)));
  return out.length ? out : ws;
};

/**
 * One part of a person's written name: the family name before a slash or a comma ("OKONKWO / ADAEZE MS",
 * "Vermeulen, Noor"), else the word written in capitals among others ("Adaeze OKONKWO"), else the last word with the
 * particles before it ("Sanne van der Linden"); the given name is the first word of the rest.
 */
export function namePartOf(name: string, part: NamePart): string | null {
  const split = /^([^/,]+)[/,]([^/,]+)$/.exec(name);
  if (split) {
    const family = untitled(split[1].trim().split(/\s+/));
    const given = untitled(split[2].trim().split(/\s+/));
    return (part === 'family' ? family : given).join(' ');
  }
  const ws = untitled(name.trim().split(/\s+/));
  if (ws.length < 2) return null;
  const capitals = ws.findIndex((w) => /^\p{Lu}{2,}(?:-\p{Lu}{2,})?$/u.test(w));
  if (capitals >= 0 && ws.some((w) => /\p{Ll}/u.test(w))) {
    const family = ws.filter((w) => /^\p{Lu}{2,}(?:-\p{Lu}{2,})?$/u.test(w));
    return part === 'family' ? family.join(' ') : (ws.find((w) => /\p{Ll}/u.test(w)) ?? null);
  }
  let from = ws.length - 1;
  while (from > 1 && PARTICLES.has(ws[from - 1].toLowerCase())) from--;
  return part === 'family' ? ws.slice(from).join(' ') : ws[0].replace(/[,.]$/, '');
}

/** A name written family name first, set off by a slash or a comma ("OKONKWO / ADAEZE MS", "Vermeulen, Noor"). */
const LISTED_NAME = /^\p{Lu}[\p{L}'’-]+(?: [\p{Lu}][\p{L}'’-]+)?\s*[/,]\s*\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’.-]*){0,2}$/u;

/**
 * A field that asks for a part of a person's name is answered by that part of a name: each candidate that is a
 * person's name (a label's value or a line of two words or more) stands for its part; the others stay as they are.
 */
export function namePartsOf(cands: Candidate[], part: NamePart): Candidate[] {
  return cands.map((c) => {
    if (typeof c.value !== 'string' || c.f.c_org >= 0.5 || !(c.f.c_person > 0 || LISTED_NAME.test(c.value))) return c;
    const value = namePartOf(c.value, part);
    return value ? { ...c, value, key: textKey(value) } : c;
  });
}
