/** A typed value found in a string, with its span in that string. */
export interface ValueMatch {
  value: unknown;
  start: number;
  end: number;
}

/** Whether a span overlaps one already found. */
export const overlaps = (found: ValueMatch[], start: number, end: number) => found.some((f) => start < f.end && end > f.start);
