import { stem } from '../text.ts';
import type { Candidate } from './candidates/types.ts';
import type { DocLine } from './doc.ts';

/**
 * Columns that are two versions of one thing, the one before a change and the one after: "Current lease | Renewal
 * offer", "Old tariff | New tariff", "Existing cover | Proposed cover". A row's label names its value in each such
 * column, and a field that asks for the new or the old one ("new_lease_start", "previous_premium") is answered from
 * its column. "Current" is left out: a statement's current balance is its newest, a renewal letter's current lease
 * its oldest. Foreign headers are read through the glossary's English ("Neuer Tarif", "Nouveau loyer").
 */
export type Variant = 'old' | 'new';

const OLD = new Set(['old', 'existing', 'previous', 'prior', 'former', 'original', 'before', 'expiring', 'outgoing'].map((w) => stem(w)));
const NEW = new Set(['new', 'proposed', 'renewal', 'renewed', 'revised', 'updated', 'amended', 'after', 'future', 'incoming', 'increased'].map((w) => stem(w)));

/** The version a header's (or a field name's) stems say, or null when they say neither or both. */
export function variantOf(stems: Iterable<string>): Variant | null {
  let old = false;
  let fresh = false;
  for (const s of stems) {
    if (OLD.has(s)) old = true;
    if (NEW.has(s)) fresh = true;
  }
  return old === fresh ? null : old ? 'old' : 'new';
}

/**
 * Marks each value of a row by the version its column holds (`f.version`: 1 the new, -1 the old): the version its
 * header says, or, beside a column that says one, the other ("Current lease" beside "Renewal offer" is the old).
 */
export function markVersions(values: Candidate[]): void {
  const byLine = new Map<DocLine, Candidate[]>();
  for (const c of values) if (c.ctx.header.size) byLine.set(c.line, [...(byLine.get(c.line) ?? []), c]);
  for (const row of byLine.values()) {
    const said = row.map((c) => variantOf(c.ctx.header));
    const kinds = new Set(said.filter((v) => v !== null));
    if (kinds.size !== 1) continue;
    const other: Variant = kinds.has('new') ? 'old' : 'new';
    row.forEach((c, i) => (c.f.version = (said[i] ?? other) === 'new' ? 1 : -1));
  }
}
