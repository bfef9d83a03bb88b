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
  }
}
