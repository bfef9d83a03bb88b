/**
 * Typed values in text, with their spans: what every backend reads values with
 * (the embedded engine to find candidates, the LLM backends to normalise answers).
 */
import type { FieldType } from '../../domain/tool-runs.ts';
import { findCurrencyCodes, findCurrencyValues, inNumberStyle } from './currency.ts';
import { findDates, type DateOptions } from './dates.ts';
import { findGroupedIds, findIds } from './ids.ts';
import type { ValueMatch } from './match.ts';
import { findNumbers, findNumberWords, findOrdinals, findPercentages } from './numbers.ts';
import { findUrls } from './urls.ts';

export type { ValueMatch } from './match.ts';
export { findAmounts, findCurrencyCodes, findCurrencyValues } from './currency.ts';
export { dayFirstEvidence, findDates, type DateOptions } from './dates.ts';
export { findGroupedIds, findIds } from './ids.ts';
export { COUNT_WORD, decimalCommaEvidence, findNumbers, spaceGroupEvidence, findNumberWords, findOrdinals, findPercentages, inDecimalStyle, parseNumber } from './numbers.ts';
export { findPostcodes } from './postcodes.ts';
export { findUrls } from './urls.ts';

/** The value finder for a field type; text-like types have none (they take the span as is). */
export interface ValueOptions extends DateOptions {
  /** The document groups thousands with a plain space (see spaceGroupEvidence). */
  spaceGroups?: boolean;
}

export function findValues(type: FieldType, text: string, opts: ValueOptions = {}): Array<ValueMatch & { marked?: boolean }> {
  switch (type) {
    case 'number':
      return [...inNumberStyle(text, findNumbers(text, opts.spaceGroups)), ...findNumberWords(text), ...findOrdinals(text)].sort((a, b) => a.start - b.start);
    case 'percentage':
      return findPercentages(text);
    case 'currency':
      return findCurrencyValues(text, opts.spaceGroups);
    case 'currency_symbol':
      return findCurrencyCodes(text);
    case 'date':
      return findDates(text, opts);
    case 'url':
      return findUrls(text);
    case 'id_alphanumeric':
      return [...findIds(text), ...findGroupedIds(text)].sort((a, b) => a.start - b.start);
    default:
      return [];
  }
}
