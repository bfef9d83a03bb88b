import type { Doc } from '../doc.ts';
import { addressParts } from './address-parts.ts';
import { addressBlocks } from './addresses.ts';
import { buildContext } from './context.ts';
import { durations } from './durations.ts';
import { clockTimes, years } from './clock-times.ts';
import { emailNames, emails } from './emails.ts';
import { phones } from './phones.ts';
import { definedRoles, entities } from './entities.ts';
import { initialledNames, titledNames } from './initials.ts';
import { jobTitles, markJobTitle } from './jobs.ts';
import { labelValues } from './labels.ts';
import { placeFeatures } from './layout.ts';
import { lineCandidates } from './lines.ts';
import { roleOfBlockName } from './party-roles.ts';
import { places } from './places.ts';
import { isSuffix } from './shapes.ts';
import { sentences } from './sentences.ts';
import type { Add, Candidate } from './types.ts';

// Text: entities, places, durations, e-mail addresses, lines, address blocks, job titles, label values, sentences

/** Values with the same key say the same thing: case, punctuation and "&"/"and" aside. */
export function textKey(value: string): string {
  return value
    .toLowerCase()
    // Turkish capital İ lower-cases to "i" and a combining dot, which would split its word.
    .replace(/\u0307/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A role defined in brackets at the end of a span: ' ("Client")', ' (the “Supplier”)', " (hereinafter 'the Tenant')". */
const ROLE_AFTER = /[\s,]*\(([^()]{1,40})\)$/;
const DEFINED_AFTER = /[\s,]*\((?:hereinafter\s+(?:called\s+|referred\s+to\s+as\s+)?)?(?:the\s+)?["“'‘][^"“”'‘’()]{1,40}["”'’]\)$/i;

/**
 * Courtesy titles in the languages read (Mr, Mrs, Ms, Herr, Frau, M., Mme, Maître, Sig.ra, Dott.ssa, Avv., Sr., Sra.,
 * D., Dña., Dra., Exma., Pan, Pani, Dhr., Mevr., Mevrouw, Meneer, Señora, Senhora, Signora, Fru, Capt.), then two capitalised words. Academic titles (Dr, Prof) are kept: they are often written as part of the name.
 */
const COURTESY_TITLE = /^(?:Mr|Mrs|Ms|Miss|Mx|Herr|Frau|Monsieur|Madame|Mme|Mlle|M(?=\.)|Ma[iî]tre|Me(?=\s)|Sig|Sig\.ra|Dott|Dott\.ssa|Avv|Sr|Sra|Srta|Sr\.ª|D(?=\.\s)|Dª|D\.ª|Dña|Don|Doña|Dra|Dr\.ª|Exm[oa]|Pan|Pani|Paní|Dhr|Mevr|Mevrouw|Meneer|De\s+heer|Mw|Señor|Señora|Senhor|Senhora|Signor|Signora|Fru|Capt|Captain)\.?\s+(?=\p{Lu}[\p{L}'’.-]*\s+\p{Lu})/u;

/** A courtesy title after a name written surname first with a slash, as airlines write it ("TAN/WEI LING MS", "SMITH/JOHN MR"). */
const TITLE_AFTER = /(?<=^\p{Lu}[\p{Lu}' -]*\/\p{Lu}[\p{Lu} -]*)\s+(?:MR|MRS|MS|MISS|MSTR|MX)$/u;

/**
 * The words of a letter's form of address with no one's name in it ("Exma. Senhora", "Dear Sir or Madam",
 * "Sehr geehrte Damen und Herren", "Madame, Monsieur", "Gentile Signora", "Szanowni Państwo"): such a line names no one.
 */
const ADDRESS_FORM_WORDS = new Set(
  ('exmo exma exmos exmas ilmo ilma senhor senhora senhores senhoras sr sra srs estimado estimada estimados señor señora señores ' +
    'dear sir sirs madam or and to whom it may concern monsieur madame messieurs mesdames sehr geehrte geehrter geehrten damen und herren ' +
    'geachte heer mevrouw dames en heren gentile gentili egregio egregia spettabile signore signora signori caro cara szanowni szanowny szanowna ' +
    'państwo pani panie vážený vážená vážení kære bästa hyvä').split(' '),
);
const isAddressForm = (text: string) => {
  const words = text.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
  return words.length > 0 && words.every((w) => ADDRESS_FORM_WORDS.has(w));
};

/** A mark of an e-mail's quoting at the start of a line ("> ", ">> "). */
const quoteMark = (text: string, at: number) => text[at] === '>' && /^>*[ \t]/.test(text.slice(at, at + 12)) && /^[ \t>]*$/.test(text.slice(text.lastIndexOf('\n', at - 1) + 1, at));

const RULED = /^\s*[-=_*~]{3,}.*[-=_*~]{3,}\s*$/;

/** Text and verbatim candidates, in one list: their order of kinds counts (`kind_rank`). */
export function textCandidates(doc: Doc, verbatim: boolean): Candidate[] {
  const out: Candidate[] = [];
  const add: Add = (kind, page, start, end, f, value) => {
    // Trim whitespace and stray punctuation at the edges, and a box's rule ("ACME CO., LTD.      |"); the span stays exact.
    // A bracket closed inside the span is part of it: "(802) 555-0193", "Acme Ltd (UK)".
    // A list's bullet ("• One month's written notice ...", "- Payment is due ...") is no part of what it lists.
    // An e-mail's quoting (">> Snelvracht Logistiek B.V.") is no part of what it quotes.
    while (start < end && (/[\s,;:(“"'‘|•▪●◦‣·]/.test(page.text[start]) || quoteMark(page.text, start) || (/[-*–]/.test(page.text[start]) && /\s/.test(page.text[start + 1] ?? ''))) && !(page.text[start] === '(' && page.text.indexOf(')', start) < end && page.text.indexOf(')', start) > start)) start++;
    while (end > start && /[\s,;:)”"'’|]/.test(page.text[end - 1]) && !(page.text[end - 1] === ')' && page.text.lastIndexOf('(', end - 1) >= start)) end--;
    // The role a contract defines for the name before it ('Harborline Distribution Co. ("Client")') is no part of a name.
    let ctxStart = start;
    if (kind !== 'sentence' && value === undefined) {
      const defined = DEFINED_AFTER.exec(page.text.slice(start, end));
      if (defined && defined.index > 0) end = start + defined.index;
      // So is a role the document defines, in plain brackets where a party signs ("Declan Moran (Yard Owner)").
      const role = ROLE_AFTER.exec(page.text.slice(start, end));
      if (role && role.index > 0 && definedRoles(doc).has(role[1].trim().replace(/^the\s+/i, '').toLowerCase())) end = start + role.index;
      // A courtesy title before a name of two words or more ("Mrs Helen Pritchard", "Herr Beat Zürcher") is no part
      // of the name asked for; before a surname alone ("Dr. Okafor") it stays, or no name would be left to read as one.
      // Its context is read from before the title, which labels nothing ("Patient: Mr Graham Whitcombe").
      const title = COURTESY_TITLE.exec(page.text.slice(start, end));
      if (title) (ctxStart = start, start += title[0].length);
      // An airline writes it after the name: "TAN/WEI LING MS".
      const after = TITLE_AFTER.exec(page.text.slice(start, end));
      if (after) end -= after[0].length;
    }
    if (end <= start) return undefined;
    // No answer runs over a table cell boundary (the generators cut their spans at cells; this is the rule's last word).
    if (doc.crossesCell(page, start, end)) return undefined;
    const text = page.text.slice(start, end);
    // A blank to fill in ("________", "…") names nothing, nor does a form's label with its blank ("Name ______"); a
    // label joined to its value by a leader of dots ("Especialidade ...... Psiquiatria") is a pair, not one value.
    if (!/[\p{L}\p{N}]/u.test(text) || /_{3,}|\.{4,}|…{2,}/.test(text) || isAddressForm(text)) return undefined;
    // Nor does a currency's sign alone, a table cell's ("R$", "US$", "S/."): the amount is the next cell's.
    if (/^\p{L}{0,3}\p{Sc}\.?$|^\p{Sc}\p{L}{0,3}$|^S\/\.?$/u.test(text)) return undefined;
    if (value === undefined) value = text.replace(/\s+/g, ' ');
    const line = doc.lineAt(page, start);
    // A rule drawn round words ("-----Original Message-----", "===== Reply =====") parts a thread; it names no one.
    if (RULED.test(line.text)) return undefined;
    const c: Candidate = { value, key: textKey(value), kind, page, start, end, line, ctx: buildContext(doc, page, line, ctxStart, end), f: Object.assign(placeFeatures(doc, page, line, start), f) };
    markJobTitle(doc, c);
    // The name opening a party's block is defined by the role line that closes the block.
    if (kind === 'line' && !c.defined && line.start === start) c.defined = roleOfBlockName(doc, line) ?? undefined;
    out.push(c);
    // A firm's name with more after its legal form ("Laboratoires Boréalis Pharma inc., Laval (Québec)", "VINÍCOLA
    // SERRA DO ACAUÃ LTDA., pessoa jurídica de direito privado"): the name through its legal form is offered too.
    if (value === text.replace(/\s+/g, ' ') && (kind === 'label_value' || kind === 'line')) {
      const toks = page.tokens.slice(doc.tokenIndex(page, start), doc.tokenIndex(page, end));
      const k = toks.findIndex((t, i) => i > 0 && i < toks.length - 1 && isSuffix(t) && /^\.?[ \t]*,/.test(page.text.slice(t.end, toks[i + 1].start)));
      if (k > 0) add(kind, page, start, toks[k].end + (page.text[toks[k].end] === '.' ? 1 : 0), f);
    }
    return c;
  };
  if (!verbatim) {
    entities(doc, add);
    places(doc, add);
    durations(doc, add);
    emails(doc, add);
    phones(doc, add);
    clockTimes(doc, add);
    years(doc, add);
    lineCandidates(doc, add);
    addressBlocks(doc, add);
    addressParts(doc, add);
    jobTitles(doc, add, out);
    emailNames(doc, add, out);
  }
  labelValues(doc, add, verbatim);
  if (verbatim) sentences(doc, add);
  else {
    initialledNames(out, textKey);
    titledNames(out, textKey);
  }
  finishTextFeatures(doc, out);
  return out;
}

function finishTextFeatures(doc: Doc, out: Candidate[]): void {
  const counts = new Map<string, number>();
  for (const c of out) if (c.kind === 'entity' || c.kind === 'place' || c.kind === 'duration') counts.set(c.key, (counts.get(c.key) ?? 0) + 1);
  // Order of first mention among names that look like organisations or people.
  const firstSeen = new Map<string, number>();
  for (const c of out) {
    if (c.kind !== 'entity' || (c.f.c_org < 0.6 && !c.f.c_person)) continue;
    if (!firstSeen.has(c.key)) firstSeen.set(c.key, firstSeen.size);
  }
  const kindIndex = new Map<string, number>();
  for (const c of out) {
    c.f.mentions = Math.min(1, Math.log2(counts.get(c.key) ?? 1) / 4);
    const rank = firstSeen.get(c.key);
    c.f.e_rank = rank === undefined ? 0 : 1 / (1 + rank);
    const k = kindIndex.get(c.kind) ?? 0;
    kindIndex.set(c.kind, k + 1);
    c.f.kind_rank = 1 / (1 + k);
  }
}
