import type { Candidate } from './types.ts';


/** A name written with its given names cut to initials: "M. Kovačević-Bunić", "R. M. Sabado", "P.J. Hoogendoorn". */
const INITIALLED = /^((?:\p{Lu}\.\s?){1,3})\s*(\p{Lu}[\p{L}'’-]+)$/u;

/**
 * A name signed or repeated with initials stands for the name the document writes in full ("Chief Engineer: Rolando M.
 * Sabado" above "Signature: R. M. Sabado"): it is valued as the full name, where exactly one name in the document has
 * that surname and given names with those initials. Its span stays where it is written.
 */
export function initialledNames(out: Candidate[], keyOf: (value: string) => string): void {
  const full = out.filter((c) => c.kind === 'entity' && typeof c.value === 'string' && !INITIALLED.test(c.value) && /\s/.test(c.value));
  for (const c of out) {
    const m = typeof c.value === 'string' ? INITIALLED.exec(c.value) : null;
    if (!m) continue;
    const initials = m[1].split('.').map((s) => s.trim()).filter(Boolean);
    const surname = m[2];
    const names = new Set(
      full
        .map((f) => String(f.value))
        .filter((name) => {
          const words = name.split(/\s+/);
          return words.length === initials.length + 1 && words[words.length - 1] === surname && initials.every((i, k) => words[k].startsWith(i) && words[k].length > 1);
        }),
    );
    if (names.size !== 1) continue;
    const [name] = names;
    c.value = name;
    c.key = keyOf(name);
  }
}

/** A surname after a courtesy title, as a letter greets or names someone ("Sehr geehrte Frau Großmann", "Mr Kelly"). */
const TITLED = /^(?:Mr|Mrs|Ms|Miss|Mx|Herr|Frau|Monsieur|Madame|Mme|Mlle|M\.|Sig\.|Sig\.ra|Sr\.|Sra\.|Pan|Pani|Dhr\.|Mevr\.)\.?\s+(\p{Lu}[\p{L}'’-]+)$/u;

/**
 * A courtesy title and a surname ("Frau Großmann") stand for the person the document names in full with that surname
 * ("Sabine Großmann" in the address block), where exactly one such person is named; else the title and surname stay.
 */
export function titledNames(out: Candidate[], keyOf: (value: string) => string): void {
  const people = out.filter((c) => c.kind === 'entity' && typeof c.value === 'string' && (c.f.c_person ?? 0) === 1 && !TITLED.test(c.value) && !(c.f.e_suffix ?? 0));
  for (const c of out) {
    const m = c.kind === 'entity' && typeof c.value === 'string' ? TITLED.exec(c.value) : null;
    if (!m) continue;
    const names = new Set(
      people
        .map((p) => String(p.value))
        .filter((name) => {
          const words = name.split(/\s+/);
          return words.length >= 2 && words.length <= 4 && words[words.length - 1] === m[1];
        }),
    );
    if (names.size !== 1) continue;
    const [name] = names;
    c.value = name;
    c.key = keyOf(name);
  }
}
