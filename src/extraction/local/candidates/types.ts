import type { DocLine, DocPage } from '../doc.ts';

export type Side = 'to' | 'from' | null;

/** Where a candidate's label may be: the words before it on its line, the line above, its table column's header, its neighbourhood. */
export interface Context {
  left: Set<string>;
  /** The left label ends with a separator (`:`, `=`, a tab, a wide gap, dot leaders) right before the value. */
  leftSep: boolean;
  /** The words before the value read as its label: set off by a separator, or few and alone before it on the line (not a sentence it stands in). */
  leftLabel: boolean;
  /**
   * Whether the left label, and the label above, are read in English throughout (every word of them one
   * WordNet knows): such a label that names nothing of a field names something else, where a label in
   * another language may be the field's own.
   */
  leftEnglish: boolean;
  above: Set<string>;
  aboveEnglish: boolean;
  /** Lines between the value and the label line above (1 = the line right above). */
  aboveDist: number;
  /** The line above is a label alone, its value below it ("Business purpose:"). */
  aboveHeads: boolean;
  header: Set<string>;
  /** The heading of the block of lines the value stands in, when it is not the label right above ("Bill to:" over an address). */
  heading: Set<string>;
  /** Whether the value's label puts it on the customer's side ("Bill to:") or the side of whoever sends the document ("From:", "Issued by"). */
  side: Side;
  /** The value's label names a party it acts for ("For the Customer:", "Pour le client :"): it is the party's representative. */
  actsFor: boolean;
  near: Set<string>;
  window: Set<string>;
  /** The candidate's own words (at most 60). */
  inside: Set<string>;
}

/** A possible answer: a value, the span it was read from, and the field-independent facts about it. */
export interface Candidate {
  value: unknown;
  /** Candidates with the same key say the same thing (agreement). */
  key: string;
  kind: string;
  page: DocPage;
  start: number;
  end: number;
  line: DocLine;
  ctx: Context;
  /** The role a document defines for a name ("Client" in `Acme Ltd (the "Client")`), as stems. */
  defined?: Set<string>;
  /** Field-independent features, 0 to 1 (or small counts, squashed). */
  f: Record<string, number>;
}

/** Adds a candidate of a kind over a span of a page (trimmed, cut at no cell); undefined when the span is dropped. */
export type Add = (kind: string, page: DocPage, start: number, end: number, f: Record<string, number>, value?: string) => Candidate | undefined;
