import type { Candidate } from './candidates/types.ts';
import type { FieldQuery } from './field.ts';
import { stem } from '../text.ts';

// A field that asks for the postcode, the town or the street line gets that part of an address, not the block.

const CITY_WORDS = new Set('city town locality municipality suburb'.split(' ').map(stem));

/** The address part a field asks for by its name (else its description), or null. "post code" needs both words. */
export function addressPartAsked(q: FieldQuery): 'postcode' | 'city' | 'street' | null {
  for (const words of [q.name, q.desc]) {
    const has = (w: string) => words.includes(stem(w));
    if (has('postcode') || has('zip') || has('zipcode') || has('postal') || has('eircode') || (has('post') && has('code'))) return 'postcode';
    if (words.some((w) => CITY_WORDS.has(w))) return 'city';
    if (has('street') || (has('address') && has('line'))) return 'street';
  }
  return null;
}

/** Whether the candidate is the part asked, another part, or a whole address where a part is asked. */
export function addressPartFeatures(part: 'postcode' | 'city' | 'street', c: Candidate, set: (feature: 'part_fit' | 'part_other' | 'part_whole', v: number) => void): void {
  if (c.kind === part) set('part_fit', 1);
  else if (c.kind === 'postcode' || c.kind === 'city' || c.kind === 'street') set('part_other', 1);
  else if ((c.f.c_address ?? 0) > 0.2 && (c.kind === 'block' || c.kind === 'label_block' || c.kind === 'line' || c.kind === 'label_value' || c.kind === 'label_next')) set('part_whole', c.f.c_address);
}
