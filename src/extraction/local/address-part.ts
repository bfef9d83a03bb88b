import type { Candidate } from './candidates/types.ts';
import type { AddressPart } from './field.ts';

// A field that asks for the postcode, the town or the street line gets that part of an address, not the block.

/** Whether the candidate is the part asked, another part, or a whole address where a part is asked. */
export function addressPartFeatures(part: AddressPart, c: Candidate, set: (feature: 'part_fit' | 'part_other' | 'part_whole', v: number) => void): void {
  if (c.kind === part) set('part_fit', 1);
  else if (c.kind === 'postcode' || c.kind === 'city' || c.kind === 'street') set('part_other', 1);
  else if ((c.f.c_address ?? 0) > 0.2 && (c.kind === 'block' || c.kind === 'label_block' || c.kind === 'line' || c.kind === 'label_value' || c.kind === 'label_next')) set('part_whole', c.f.c_address);
}
