import type { Doc } from '../doc.ts';
import { blockLines, nextNonBlank, prevNonBlank } from './layout.ts';
import { addressScore, lineFeatures, PHONE_LINE, PHONE_ONLY } from './shapes.ts';
import type { Add } from './types.ts';

export function addressBlocks(doc: Doc, add: Add): void {
  for (let i = 0; i < doc.lines.length; i++) {
    const first = doc.lines[i];
    // A block is lines one under the other. In a table the lines of an address are cells of one column, which
    // no single span holds: each cell is an answer of its own (`lineCandidates`), and `add` drops the blocks
    // that take in a table row (those above the row stay).
    if (first.blank || addressScore(first) < 0.2) continue;
    const lines = blockLines(doc, first, 6, (l) => l.tokenTo - l.tokenFrom > 14 || (l !== first && addressScore(l) === 0 && (PHONE_LINE.test(l.text) || PHONE_ONLY.test(l.text))));
    let scoreSum = 0;
    lines.forEach((last, k) => {
      const s = addressScore(last);
      scoreSum += s;
      if (k === 0) return;
      const parts = lines.slice(0, k + 1);
      const after = nextNonBlank(doc, last);
      const before = prevNonBlank(doc, first);
      add(
        'block',
        first.page,
        first.start,
        last.end,
        {
          c_address: scoreSum / parts.length,
          addr_min: Math.min(...parts.map(addressScore)),
          addr_last: s,
          addr_next: after ? addressScore(after) : 0,
          addr_prev: before ? addressScore(before) : 0,
          next_phone: after && PHONE_LINE.test(after.text) ? 1 : 0,
          e_len: Math.min(1, parts.length / 6),
          prev_org: before ? lineFeatures(doc, before).c_org : 0,
        },
        parts.map((p) => p.text.trim()).join(' ').replace(/\s+/g, ' '),
      );
    });
  }
}
