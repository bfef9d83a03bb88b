import type { Doc } from '../doc.ts';
import type { Add } from './types.ts';

/**
 * A telephone number as the countries the engine reads write them: international
 * ("+44 (0)20 7946 0958", "+49 30 1234567"), national with a trunk 0 ("01423 555812",
 * "0151 1234 5678", "09 72 12 34 56"), freephone without a trunk 0 ("1800 20 50 50", Ireland and
 * Australia), or North American ("(802) 555-0193",
 * "1-800-555-1234", "802-555-0193"). Groups of digits joined by single spaces, dots,
 * dashes or a slash; 7 to 15 digits in all.
 */
const PHONE = /(?<![\w+/.,-])(?:\+\d{1,3}[ .-]?(?:\(0\)[ ]?)?\d|\(\d{2,5}\)[ ]?\d|0\d|1[ .-]\d{3}[ .-]\d|1(?:300|800|850|890)[ .-]\d|[2-9]\d{2}[.-]\d{3}[.-]\d{4}(?![\w]))(?:[ .\/-]?\d)*(?![\w])/g;
/**
 * A number in groups with no trunk 0, as much of Europe writes them ("731 448 902", "tlf. 44 53 90 10",
 * "Tel. 963 41 27 80"): read as a telephone number only after a word that says it is one, since its
 * shape is also an amount's or an id's.
 */
const BARE_GROUPS = /(?<![\w+/.,-])[1-9]\d{1,3}(?:[ .-]\d{2,4}){1,4}(?![\w])(?![.,]\d)/g;
const SAYS_PHONE = /(?:^|[^\p{L}])(?:tel|tél|tlf|tfn|telf|fon|phone|ph|mob|mobile|mobil|móvil|movil|cell|cellulare|celular|gsm|fax|telefon|telefono|teléfono|telefone|puh|puhelin|handy|portable)[.:]?[^\d\n]{0,14}$/iu;
/** A date or a plain figure of the same characters. */
const NOT_A_PHONE = /^\d{1,4}[./-]\d{1,2}[./-]\d{2,4}$|^\d+[.,]\d{1,2}$/;

/** Telephone numbers: the answer to a text field that asks for one ("practice_phone", "mobile number"). */
export function phones(doc: Doc, add: Add): void {
  for (const page of doc.pages) {
    for (const m of page.text.matchAll(PHONE)) {
      const text = m[0].replace(/[ .\/-]+$/, '');
      const digits = text.replace(/\D/g, '').length;
      if (digits < 7 || digits > 15 || NOT_A_PHONE.test(text)) continue;
      // A freephone or shared-cost number without a trunk 0 ("1800 20 50 50", "1300 655 506") has ten digits.
      if (/^1(?:300|800|850|890)[ .-]/.test(text) && digits !== 10) continue;
      add('phone', page, m.index!, m.index! + text.length, { c_phone: 1 });
    }
    for (const m of page.text.matchAll(BARE_GROUPS)) {
      const digits = m[0].replace(/\D/g, '').length;
      if (digits < 8 || digits > 12 || NOT_A_PHONE.test(m[0])) continue;
      const before = page.text.slice(Math.max(0, m.index! - 30), m.index!);
      if (SAYS_PHONE.test(before.slice(before.lastIndexOf('\n') + 1))) add('phone', page, m.index!, m.index! + m[0].length, { c_phone: 1 });
    }
  }
}
