import type { Doc } from '../doc.ts';
import type { Add } from './types.ts';

/**
 * A time of day as letters and notices write it: "10:45", "4:10 p.m.", "10.10am",
 * "14:45 Uhr", "19 h 30", "10h40", "9am". A dot between hours and minutes is a time only
 * with "am"/"pm" or "Uhr" after it: "10.40" alone is as often an amount.
 */
const AM_PM = String.raw`(?:[ap]\.\s?m\.|[ap]m\b)`;
const CLOCK = new RegExp(
  String.raw`(?<![\d.:,/])(?:(?:[01]?\d|2[0-3])(?::[0-5]\d(?::[0-5]\d)?(?:\s?(?:${AM_PM}|Uhr\b|h\b))?|\.[0-5]\d\s?(?:${AM_PM}|Uhr\b)|\s?h\s?[0-5]\d\b)|(?:1[0-2]|0?[1-9])\s?${AM_PM})(?![\d:])`,
  'gi',
);

/** Times of day: the answer to a text field that asks what time something is ("start_time", "time slot"). */
export function clockTimes(doc: Doc, add: Add): void {
  for (const page of doc.pages) {
    for (const m of page.text.matchAll(CLOCK)) {
      // A time inside a timestamp ("2024-03-01T10:30:00Z") belongs to the timestamp.
      if (page.text[m.index! - 1] === 'T') continue;
      add('clock', page, m.index!, m.index! + m[0].length, { c_clock: 1 });
    }
  }
}

/** A year, or a tax or school year written across two ("2022", "2023/24", "2018-19", "FY2024"), not inside a date. */
const YEAR = /(?<![\d/.:-])(?:FY\s?)?(?:19|20)\d{2}(?:[ \t]?[/–-][ \t]?(?:(?:19|20)\d{2}|\d{2}))?(?!\d|[/.:,-]\d|[ \t]?[/–-][ \t]?\d)/g;

/** Years: the answer to a text field that asks which year ("assessment_year", "tax year"); others leave them out. */
export function years(doc: Doc, add: Add): void {
  for (const page of doc.pages) {
    for (const m of page.text.matchAll(YEAR)) add('year', page, m.index!, m.index! + m[0].length, {});
  }
}
