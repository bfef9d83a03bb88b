import type { Doc } from '../doc.ts';
import type { Add, Candidate } from './types.ts';

// The common shape (RFC 5322's dot-atom local part at an address with a dotted domain), not every legal address.
const EMAIL = /[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)+/g;

/** E-mail addresses: the answer to a field that asks for one ("contact email", "requester's e-mail address"). */
export function emails(doc: Doc, add: Add): void {
  for (const page of doc.pages) {
    for (const m of page.text.matchAll(EMAIL)) {
      const end = m.index! + m[0].replace(/[.-]+$/, '').length;
      add('email', page, m.index!, end, { c_email: 1 });
    }
  }
}

const plain = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Whether an address's local part spells a name: its parts are the name's words
 * ("camille_roux", "camille.roux", "roux.camille"), a part may be a word's initial
 * ("c.roux"), or it is the words run together ("camilleroux"). At least two of the
 * name's words, one of them written out.
 */
export function spellsName(local: string, name: string[]): boolean {
  const words = name.map(plain);
  if (words.length < 2) return false;
  const letters = plain(local).replace(/\d+/g, '');
  if (letters.replace(/[._-]/g, '') === words.join('')) return true;
  const parts = letters.split(/[._-]+/).filter(Boolean);
  if (parts.length < 2) return false;
  const used = new Set<number>();
  for (const part of parts) {
    const at = words.findIndex((w, i) => !used.has(i) && (w === part || (part.length === 1 && w.startsWith(part))));
    if (at < 0) return false;
    used.add(at);
  }
  return parts.some((p) => p.length > 2);
}

/**
 * The person an address belongs to, where the document names them: "Client:
 * camille_roux@orange.fr" above a letter signed "Camille Roux" says the client is
 * Camille Roux. Offered at the address (its label is the one that says who the person
 * is), valued as the name is written, read as the person's name is.
 */
export function emailNames(doc: Doc, add: Add, existing: Candidate[]): void {
  const people = existing.filter((c) => c.kind === 'entity' && c.f.c_person >= 0.5 && !c.f.e_partial);
  if (!people.length) return;
  for (const address of existing.filter((c) => c.kind === 'email')) {
    const local = String(address.value).split('@')[0];
    const person = people.find((p) => spellsName(local, String(p.value).split(/[\s-]+/).filter((w) => /\p{L}{2,}/u.test(w))));
    if (!person) continue;
    const f = Object.fromEntries(Object.entries(person.f).filter(([k]) => k.startsWith('e_') || k.startsWith('c_')));
    add('entity', address.page, address.start, address.end, { ...f, e_partial: 0 }, String(person.value));
  }
}
