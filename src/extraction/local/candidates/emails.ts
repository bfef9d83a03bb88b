import type { Doc } from '../doc.ts';
import type { Add } from './types.ts';

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
