import type { Doc, DocLine, Segment } from '../doc.ts';
import { blockLines, CELL_LABEL_SEPARATOR, headingPair, isLabel, LABEL_SEPARATOR, nextNonBlank, sideBySideRow } from './layout.ts';
import { addressScore, isOrgWord, isSuffix, spanFeatures } from './shapes.ts';
import { isJobTitle } from '../occupations.ts';
import type { Token } from '../../text.ts';
import type { Add } from './types.ts';
import { nounKindOf } from '../wordnet.ts';
import { englishStemsOf } from '../glossary.ts';
import { CLASS_CUES } from '../lexicon.ts';

/** A cell that is a label and nothing else: a few words closed by a colon. */
const LABEL_CELL = /^[^:：=|\t]{1,60}[:：]$/;

/** A wide gap, then a few words closed by a colon and a space: the next pair spaced out along a line. */
const NEXT_PAIR = /\s{3,}[^\s:：][^:：]{0,40}[:：](?=\s)/;

/** A cell with a long number and a comma is an address or a reference, no label ("80 Anson Road #21-04, Singapore 079907"). */
const ADDRESS_LIKE = /^(?=.*\d{4,})(?=.*,)[^:：]*$/;

const MAILBOX = /^([^<>@]*\p{L}[^<>@]*?)\s*<[^<>\s]+@[^<>\s]+>$/u;

/** Labels a signature block gives its signer: "By:", "Signed by:", "Signature:" always; "Name:" only under one of those. */
const SIGNS = /^\s*(?:by|signed(?:\s+by)?|signature|signatory)\s*$/i;
const SIGNER_NAME = /^\s*(?:print(?:ed)?\s+)?name\s*$/i;
const SIGNS_ABOVE = /^\s*(?:by|signed(?:\s+by)?|signature|signatory)\s*[:：]/i;

/** Whether the value of `label` on `line` names whoever signs for a party ("By: /s/ Keren Haruvi", "Name: Keren Haruvi" under it): a person, not the party. */
function signerLabel(doc: Doc, line: DocLine, label: string): boolean {
  if (SIGNS.test(label)) return true;
  if (!SIGNER_NAME.test(label)) return false;
  for (let i = line.index - 1; i >= 0 && i >= line.index - 3 && doc.lines[i].page === line.page; i--) {
    const above = doc.cellsOf(doc.lines[i])?.[0]?.text ?? doc.lines[i].text;
    if (SIGNS_ABOVE.test(above)) return true;
  }
  return false;
}

/** A name, then after a comma, a dash or in brackets a few words with no digit: "Stefan Hofmann, Leitung", "Nicolas Faure (DSI)", "SeaWays Travel AB, Göteborg". */
/** A name, then a remark in brackets at the end. */
const PERSON_REMARK = /^(\p{Lu}[^()]*?[\p{L}.])\s*\([^()]+\)\.?$/u;
/** A name in mixed case, then letters after it, each with two capitals or more ("BVSc", "MRCVS", "PhD", "CPA"). */
const POST_NOMINALS = /^(\p{Lu}[^,()\d]*?\p{Ll}\.?)(?:,?\s+(?=\p{L}*\p{Lu}\p{L}*\p{Lu})[\p{L}]{2,7}\.?)+$/u;
const PERSON_AND_POST = /^(\p{Lu}[^,()–—\d]*?[\p{L}.])(\s*,\s*|\s+[–—-]\s+|\s*\()(\p{L}[^,()\d]*?\p{L}|\p{Lu}{2,})\)?\.?$/u;

/**
 * Words after a name that give the person's post or department, not another name: a job title ("Account
 * Manager"), an abbreviation ("CSE", "DSI"), one word ("Leitung"), or, outside brackets, words whose first
 * alone is capitalised ("Direction générale"). "Meeting Room B" or "Wessex Beekeepers Association" are names.
 */
/** Words that name a department ("Dział Zakupów", "Abteilung Einkauf", "Purchasing Department"). */
const DEPARTMENT = new Set(['department', 'dept', 'division', 'abteilung', 'abt', 'dział', 'oddělení', 'odbor', 'afdeling', 'avdelning', 'departamento', 'dipartimento', 'ufficio', 'osasto', 'osztály', 'odjel', 'serviço', 'servicio']);

function isPost(tokens: Token[], bracketed: boolean): boolean {
  if (!tokens.length) return false;
  if (isJobTitle(tokens) || (tokens.length === 1 && /^\p{Lu}{2,6}$/u.test(tokens[0].text))) return true;
  // A department after the name is where the person works, as a post is what they do.
  if (!bracketed && tokens.length <= 4 && (DEPARTMENT.has(tokens[0].lower.replace(/\.$/, '')) || /^(?:department|dept\.?)$/i.test(tokens[tokens.length - 1].text))) return true;
  if (bracketed || tokens.some((t) => isOrgWord(t) || isSuffix(t))) return false;
  return tokens.length === 1 || tokens.slice(1).every((t) => !/^\p{Lu}/u.test(t.text));
}

const FIRST_NAME = /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?$/u;

const ORG_ROLES = new Set(CLASS_CUES.org);
const PERSON_ROLES = new Set(CLASS_CUES.person);
/** A short name in capitals or capitalised words ("DPD", "Geodis", "DHL Freight"), no sentence. */
const SHORT_NAME = /^(?:\p{Lu}[\p{L}&.'’-]*)(?:\s+\p{Lu}[\p{L}&.'’-]*){0,3}$/u;

/**
 * Whom a label's last word names, by WordNet or, for a German or French word, by the English it means: a kind of
 * person ("Cashier", "Table host"), a firm ("Carrier", "Spediteur", "Bank"), or neither.
 */
function roleOfLabel(label: string): 'person' | 'org' | null {
  const last = /([\p{L}]+)[^\p{L}]*$/u.exec(label)?.[1]?.toLowerCase();
  if (last === undefined) return null;
  const english = [last, ...englishStemsOf(last)];
  // A role the lists give firms and people alike ("Customer", "Client") says neither.
  const org = english.some((w) => ORG_ROLES.has(w));
  const person = english.some((w) => PERSON_ROLES.has(w));
  if (org || person) return org === person ? null : org ? 'org' : 'person';
  const kinds = english.map(nounKindOf);
  return kinds.includes('person') ? 'person' : kinds.includes('org') ? 'org' : null;
}

export function labelValues(doc: Doc, add: Add, verbatim = false): void {
  // A label's value: for a passage (verbatim), it must be a passage too, not a name or a code.
  const addValue = (seg: Segment, start: number, value: string, signer = false, label = '') => {
    // A mailbox ("Jonas Quinn <jonas@example.org>", RFC 5322's name-addr): the value is the name; the address is a candidate of its own.
    const mailbox = MAILBOX.exec(value);
    if (mailbox) value = mailbox[1];
    const n = value.split(/\s+/).length;
    const f: Record<string, number> = { ...spanFeatures(doc, seg.page, start, start + value.length), c_address: addressScore(seg), lv: 1, ...(signer && /\p{L}/u.test(value) ? { signer: 1 } : {}) };
    // A first name alone under a label that names a person's role ("Cashier: Dana", "Host: Sophie") is a person's.
    // and a short name under a label naming a firm's role ("Carrier: DPD", "Spediteur | Geodis") a firm's.
    const role = label ? roleOfLabel(label) : null;
    if (role === 'person' && !f.c_person && FIRST_NAME.test(value)) f.c_person = 1;
    if (role === 'org' && !f.c_org && !f.c_person && SHORT_NAME.test(value)) f.c_org = 0.6;
    if (n <= 40 && (!verbatim || n >= 5)) add('label_value', seg.page, start, start + value.length, f);
    if (!verbatim) personAndPost(seg, start, value, signer);
  };
  // "Von: Stefan Hofmann, Leitung", "De: Sophie Marchand – Direction générale": a person and their post or
  // department under one label; each is offered alone, the person read as a person.
  const personAndPost = (seg: Segment, start: number, value: string, signer: boolean) => {
    const m = PERSON_AND_POST.exec(value);
    if (m && personWithPost(seg, start, value, signer, m)) return;
    // The same with a remark in brackets after the post ("Janelle Okonkwo, Hearing Examiner (HE-114)").
    const bare = m ? null : PERSON_REMARK.exec(value)?.[1];
    const inner = bare ? PERSON_AND_POST.exec(bare) : null;
    if (bare && inner && personWithPost(seg, start, bare, signer, inner)) return;
    // A person's name with a remark in brackets or letters after it ("Declan Moore (brother)", "Sofie Vermeulen (backer
    // ID 7731904)", "Tomasz Nowicki BVSc MRCVS"): the name is offered alone, read as a person's.
    const named = PERSON_REMARK.exec(value) ?? POST_NOMINALS.exec(value);
    if (!named) return;
    const end = start + named[1].length;
    const head = spanFeatures(doc, seg.page, start, end);
    const after = seg.page.tokens.slice(doc.tokenIndex(seg.page, end), doc.tokenIndex(seg.page, start + value.length));
    if (head.c_person >= 0.5 && !head.c_org && !after.some(isSuffix)) add('label_value', seg.page, start, end, { ...head, lv: 1, ...(signer ? { signer: 1 } : {}) });
  };
  /** Whether the name before a comma, a dash or a bracket was offered alone (with its post, or as a firm before its town). */
  const personWithPost = (seg: Segment, start: number, value: string, signer: boolean, m: RegExpExecArray): boolean => {
    const headEnd = start + m[1].length;
    const head = spanFeatures(doc, seg.page, start, headEnd);
    const tailStart = start + m[1].length + m[2].length;
    const tail = seg.page.tokens.slice(doc.tokenIndex(seg.page, tailStart), doc.tokenIndex(seg.page, tailStart + m[3].length));
    // What follows the comma is the name's own legal form ("Grupo Textil Alvarado, S.A. de C.V."): one firm's name.
    if (tail.every((t) => isSuffix(t) || t.text.length <= 2)) return false;
    const tailFeatures = spanFeatures(doc, seg.page, tailStart, tailStart + m[3].length);
    const headTokens = seg.page.tokens.slice(doc.tokenIndex(seg.page, start), doc.tokenIndex(seg.page, headEnd));
    const person = head.c_person >= 0.5 && !head.c_org;
    // A person and their post, or their firm ("Dana Whitfield, Whitfield Insurance Agency"): each is offered alone.
    if (person && (isPost(tail, m[2].includes('(')) || (tailFeatures.c_org >= 0.6 && !tailFeatures.c_person))) {
      add('label_value', seg.page, start, headEnd, { ...head, lv: 1, ...(signer ? { signer: 1 } : {}) });
      add('label_value', seg.page, tailStart, tailStart + m[3].length, { ...tailFeatures, lv: 1 });
      return true;
    }
    // A firm's name ends with its legal form: what follows a comma is where it is ("SeaWays Travel AB, Göteborg").
    if (m[2].includes(',') && headTokens.length > 1 && isSuffix(headTokens[headTokens.length - 1]) && tail.length <= 3 && !tailFeatures.c_org) {
      add('label_value', seg.page, start, headEnd, { ...head, lv: 1 });
      return true;
    }
    return false;
  };
  for (const line of doc.lines) {
    if (line.blank) continue;
    const cells = doc.cellsOf(line);
    if (cells) {
      // A table row: a label and its value inside a cell ("Name: A | Name: B" holds two), or a label in the
      // first cell and its value in the second ("Name | A"), unless the row is of side-by-side blocks (the first
      // cell is then another block's: "Acme Ltd | Beta LLC"); a value ends with its cell. Of columns aligned with
      // spaces, only two are a label and its value spaced out: more are a table's header ("Work   Units   Each").
      let found = false;
      const sideBySide = sideBySideRow(doc, line);
      // A table's header row ("Charge | Units | Unit rate | Total" over rows of figures) heads columns: its first cell labels no other.
      const next = cells.length >= 3 && !/\d/.test(line.text) ? nextNonBlank(doc, line) : undefined;
      const headerRow = next !== undefined && (doc.cellsOf(next)?.length ?? 0) === cells.length && /\d/.test(next.text);
      cells.forEach((cell, col) => {
        const m = CELL_LABEL_SEPARATOR.exec(cell.text);
        if (m && isLabel(m[1])) {
          addValue(cell, cell.start + m[1].length + m[2].length, m[3].trimEnd(), signerLabel(doc, line, m[1]), m[1]);
          found = true;
        } else if (col === 0 && !sideBySide && !headerRow && !m && !headingPair(doc, line) && /^[^:：=|\t]{1,60}[:：]?$/.test(cell.text) && isLabel(cell.text) && !ADDRESS_LIKE.test(cell.text) && cells.length > 1 && !cells[1].blank && (!line.aligned || cells.length === 2)) {
          addValue(cells[1], cells[1].start, cells[1].text, false, cell.text);
          found = true;
        } else if (line.aligned && !m && LABEL_CELL.test(cell.text) && isLabel(cell.text) && cells[col + 1] && !cells[col + 1].blank && !LABEL_CELL.test(cells[col + 1].text)) {
          // Pairs spaced out along one line ("Name:      Priya Raman      Student ID:    L00318842"): each label's value is the cell after it.
          addValue(cells[col + 1], cells[col + 1].start, cells[col + 1].text, false, cell.text);
          found = true;
        }
      });
      if (found) continue;
    } else {
      const m = LABEL_SEPARATOR.exec(line.text);
      // Columns aligned with spaces ("Work      Units   Each   Total", a header or a row of a plain-text table) are
      // a row of cells, not a label and its value: the value would run over several columns.
      const columns = m && /^\s+$/.test(m[2]) && /\S\s{2,}\S/.test(m[3].trimEnd());
      if (m && isLabel(m[1]) && !columns) {
        const start = line.start + m[1].length + m[2].length;
        // The value ends where the next pair spaced out along the line begins ("T.M. NKOSI      Account number:  5002 ...").
        const rest = m[3].trimEnd();
        const next = rest.search(NEXT_PAIR);
        addValue(line, start, next > 0 ? rest.slice(0, next) : rest, signerLabel(doc, line, m[1]), m[1]);
        continue;
      }
    }
    // A label alone on its line ("Bill to:"), the value below it.
    const page = line.page;
    const trimmed = line.text.trim();
    const n = line.tokenTo - line.tokenFrom;
    if (n === 0 || n > 5 || !/[:：]$/.test(trimmed)) continue;
    const next = doc.lines[line.index + 1];
    if (!next) continue;
    const under = next.blank ? doc.lines[line.index + 2] ?? next : next;
    if (verbatim) continue;
    // Under the label a table row: each of its cells is a value (the label may head both columns of a signature block).
    const underCells = under.page === line.page ? doc.cellsOf(under) : null;
    if (underCells) {
      for (const cell of underCells) if (!cell.blank) add('label_next', page, cell.start, cell.end, { ...spanFeatures(doc, cell.page, cell.start, cell.end), c_address: addressScore(cell), lv: 1 });
      continue;
    }
    // (A block of lines under the label that takes in a table row is dropped by `add`: the row's cells are answers of their own.)
    const below = blockLines(doc, under, 6, (l) => LABEL_SEPARATOR.test(l.text) || /[:：]\s*$/.test(l.text));
    if (!below.length) continue;
    add('label_next', page, below[0].start, below[0].end, { ...spanFeatures(doc, page, below[0].start, below[0].end), c_address: addressScore(below[0]), lv: 1 });
    for (let k = 1; k < below.length; k++) {
      const part = below.slice(0, k + 1);
      add(
        'label_block',
        page,
        part[0].start,
        part[k].end,
        { c_address: part.reduce((sum, l) => sum + addressScore(l), 0) / part.length, lv: 1, e_len: Math.min(1, part.length / 6), block_all: k === below.length - 1 ? 1 : 0 },
        part.map((l) => l.text.trim()).join(' ').replace(/\s+/g, ' '),
      );
    }
  }
}
