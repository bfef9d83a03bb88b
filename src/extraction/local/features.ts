import type { Candidate } from './candidates/index.ts';
import { sideOfRole } from './candidates/context.ts';
import type { Doc } from './doc.ts';
import { addressPartFeatures } from './address-part.ts';
import { TERM_WORDS } from './clause.ts';
import { asksCommitment, clauseFeatures, isWholeDate } from './clause-features.ts';
import { contentWords, ENTITY_CLASSES, groupsOf, synonymsOf, TYPE_WORDS, matchContext, NO_MATCH, WORD_GROUP_COUNT, type FieldQuery, type Match } from './field.ts';
import { matchLinks, NO_LINK, sentenceStems, type LinkMatch } from './lexical.ts';
import { stem } from '../text.ts';
import { asksOf, QUALIFIERS, runningTotalLabel } from './asks.ts';
import { columnQuery } from './item-rows.ts';
import { fitsId, idKindOf } from './id-kinds.ts';
import { sideOfParty } from './candidates/direction.ts';
import { asksOwnDate } from './candidates/dateline.ts';
import { greetedWords, headerAuthorGreeted, isGreeting, isHeaderDate } from './candidates/lines.ts';
import { idAbbreviation, idFieldWords } from './id-abbreviation.ts';

/** Features of the clause a candidate stands in (see clauseFeatures, at the end of this file). */
const CLAUSE_FEATURES = ['sent_name', 'sent_desc', 'sent_other', 'dur_term', 'dur_self', 'dur_side', 'dur_days', 'dur_anniv', 'def_other', 'k_postcode', 'k_city', 'k_street', 'part_fit', 'part_whole', 'part_other', 'col_scaled', 'col_current', 'col_prior', 'signoff', 'commit_fit', 'commit_mis', 'v_date'] as const;

/**
 * The features of a (field, candidate) pair, in a fixed order. Every one is
 * generic: how the words around the candidate name the field, where the candidate
 * stands, what it looks like, and whether it is what the field asks for. The
 * weights come from `model.json`, fitted by `scripts/eval/fit.ts`.
 */
export const FEATURES = [
  'bias', 'name_in_doc', 'words_absent', 'key_absent',
  // Labels: on the line before the value, on the line above, the column header, nearby words.
  'l_name', 'l_idf', 'l_desc', 'l_prec', 'l_sep', 'l_other', 'l_none', 'l_mismatch', 'l_mis_en',
  'a_name', 'a_desc', 'a_prec', 'a_other', 'a_near', 'a_mismatch', 'a_mis_en',
  'i_name', 'i_desc', 's_name', 's_desc',
  'h_name', 'h_prec',
  // The heading of the block the value stands in ("Bill to:" three lines above a town).
  'b_name', 'b_desc', 'b_other', 'b_mis',
  // The side of an exchange the value's label puts it on ("Bill to:", "From:") against the side the field asks for.
  'side_fit', 'side_mis',
  // An amount asked of a document that marks no amount as money anywhere (a fee asked of an NDA).
  'no_money',
  // A name in the place the field's ordinal asks for among the names of its kind ("party_b": the second named), or in another.
  'ord_fit', 'ord_mis',
  'n_name', 'n_desc', 'n_other',
  'w_name', 'w_desc', 'w_other',
  // The field's words met through WordNet (synonym, broader or narrower word, word of the same root) in the label, and the sentence the value sits in.
  'lx_syn', 'lx_broader', 'lx_related', 'lx_desc', 'lx_best',
  'sx_name', 'sx_desc', 'sx_syn', 'sx_broader', 'sx_related', 'sx_ldesc',
  // The best label among all candidates, and this one's place among them.
  'lab', 'lab_best', 'lab_gap', 'lab_later', 'lab_earlier', 'lab_count', 'lab_lv', 'lab_sep',
  // Where it stands.
  'pos', 'pos2', 'page1', 'top', 'table', 'first', 'last', 'rank', 'repeat', 'many',
  // Values.
  'in_date', 'in_time', 'in_phone', 'in_id', 'in_pct', 'marked', 'money_ctx', 'dec2', 'int', 'spelled', 'neg', 'year', 'mag', 'is_max', 'is_second', 'sum2', 'diff2', 'near_later', 'near_earlier', 'row_nums', 'row_last', 'it_max', 'it_row', 'it_last', 'count_money', 'pw_fit', 'pw_mis', 'key_lab', 'key_lab_n',
  // A figure in this year's column or an earlier year's, against the year the field asks for.
  'yr_fit', 'yr_mis',
  // A figure labelled or headed as a running total for the year ("YTD", "Year to date") against whether the field asks for one.
  'td_fit', 'td_mis',
  // The name under a closing ("Yours sincerely,") or by a signature block's "By:", against a field that asks who signed or wrote, or for the addressee or a party.
  'so_fit', 'so_mis',
  // A name the document greets ("Dear Mr Bianchi,") against a field that asks for the addressee, or for the writer.
  'greet_fit', 'greet_mis',
  // A mail header's date whose message comes from someone the document greets (the customer), against the side the field asks for.
  'hdr_fit', 'hdr_mis',
  // A mail header's date that is the thread's earliest, or a later one, against a field that asks for the first message or a reply.
  'msg_fit', 'msg_mis',
  // A date written as a limit ("pay by 19 June") against whether the field asks for one.
  'lim_fit', 'lim_mis',
  // The date that dates the document (under its letterhead, "Rennes, 2024-02-19") against whether the field asks when the document was made.
  'dl_fit', 'dl_mis',
  // A passage that holds an amount of money, or a date, against whether the field asks about money, or a time.
  'sv_money_fit', 'sv_money_mis', 'sv_date_fit', 'sv_date_mis',
  // The first or second date of a period ("01/03 - 31/03", "from ... until ...") against the end of a period the field asks for.
  'rng_fit', 'rng_mis',
  'id_alpha', 'id_len', 'id_sep', 'id_upper', 'id_piece', 'url_scheme', 'date_written',
  // An id's leading letters abbreviate a word of the field ("ACC-50441" for account_id, "PO-" for purchase order), or of another field's.
  'id_abbr_fit', 'id_abbr_mis',
  // Text kinds and shapes.
  'k_entity', 'k_place', 'k_duration', 'k_email', 'k_phone', 'k_clock', 'k_line', 'k_line2', 'k_block', 'k_label_value', 'k_label_next', 'k_label_block', 'k_sentence', 'k_option',
  'fit_org', 'fit_person', 'fit_place', 'fit_address', 'fit_duration', 'fit_title', 'fit_email', 'fit_phone', 'fit_clock',
  'mis_org', 'mis_person', 'mis_place', 'mis_address', 'mis_duration', 'mis_email', 'mis_phone', 'mis_clock',
  // A job title ("Senior Accountant", "Directeur général") against whether the field asks for a position.
  'fit_job', 'mis_job',
  'none_entity', 'none_line', 'none_label', 'none_short',
  'e_len', 'e_one', 'e_common', 'lv_common', 'def_name', 'e_suffix', 'caps', 'doc_kind', 'e_quoted', 'e_def', 'e_appos', 'e_partial', 'e_glued', 'dur_digits', 'mentions', 'e_rank',
  'kind_rank', 'bracket', 'name_tail', 'name_wrapped', 'block_all', 'digits', 'next_addr', 'prev_addr', 'addr_min', 'addr_last', 'addr_next', 'addr_prev', 'next_phone', 'prev_org', 'lv', 'len',
  // Options of select fields.
  'opt_exact', 'opt_checked', 'opt_only', 'opt_share', 'opt_crossed', 'opt_partial', 'opt_cover', 'opt_own', 'opt_syn',
  // Words of the value's label that are not the field's, by the kind of word they are (lexicon groups): "TOTAL QTY", "CASH", "SUB TOTAL".
  ...Array.from({ length: WORD_GROUP_COUNT }, (_, g) => `xw_${g}` as const),
  // The sentence a value stands in (values in prose), and what a duration's clause is about (see clauseFeatures).
  ...CLAUSE_FEATURES,
] as const;

export type FeatureName = (typeof FEATURES)[number];
export const FEATURE_INDEX = new Map<string, number>(FEATURES.map((f, i) => [f, i]));

const PASS_THROUGH = new Set<string>(FEATURES.filter((f) => !/^(?:bias|[lahnwis]x?_|lab|k_|fit_|mis_|none_|pos2$)/.test(f)));

const SENTENCE_STOPWORDS = new Set(contentWords.stopwords);

/** One number for how strongly WordNet links a context to the field: a synonym counts most. */
const linkStrength = (m: LinkMatch) => m.synonym + 0.6 * m.broader + 0.4 * m.related + 0.2 * m.desc;

/** Whether any of these stems speaks for the field (its words, their synonyms, or what WordNet links to them). */
function speaksFor(q: FieldQuery, set: Set<string>): boolean {
  for (const x of set) if (q.terms.has(x) || q.links.name.has(x) || q.links.desc.has(x)) return true;
  return false;
}

const CLASS_FEATURE: Record<string, string> = { org: 'c_org', person: 'c_person', place: 'c_place', address: 'c_address', duration: 'c_duration', email: 'c_email', phone: 'c_phone', clock: 'c_clock', job: 'c_job' };

/** The earliest date on a mail header's date line among a date field's candidates, when two messages or more are dated. */
function threadStartOf(doc: Doc, cands: Candidate[]): string | undefined {
  const dates = new Set<string>();
  for (const c of cands) if (typeof c.value === 'string' && isHeaderDate(doc, doc.lineAt(c.page, c.start))) dates.add(c.value);
  return dates.size >= 2 ? [...dates].sort()[0] : undefined;
}

/** A feature row, sparse: the indices (into FEATURES) of its non-zero features and their values. */
export interface Row {
  idx: Uint16Array;
  val: Float32Array;
}

const I = (name: string): number => {
  const i = FEATURE_INDEX.get(name);
  if (i === undefined) throw new Error(`unknown feature ${name}`);
  return i;
};
const F_ = Object.fromEntries(FEATURES.map((f, i) => [f, i])) as Record<string, number>;
const KIND_INDEX = new Map(FEATURES.filter((f) => f.startsWith('k_')).map((f) => [f.slice(2), I(f)]));
const XW = Array.from({ length: WORD_GROUP_COUNT }, (_, g) => I(`xw_${g}`));
const CLASS_INDEX = ENTITY_CLASSES.map((cls) => ({ cls, from: CLASS_FEATURE[cls], fit: I(`fit_${cls}`), mis: FEATURE_INDEX.get(`mis_${cls}`) }));

/** The field-independent features of a candidate, as (index, value) pairs, computed once per candidate. */
function passThrough(c: Candidate): Array<[number, number]> {
  const cached = (c as Candidate & { _pt?: Array<[number, number]> })._pt;
  if (cached) return cached;
  const out: Array<[number, number]> = [];
  for (const [name, v] of Object.entries(c.f)) if (v && PASS_THROUGH.has(name)) out.push([F_[name], v]);
  (c as Candidate & { _pt?: Array<[number, number]> })._pt = out;
  return out;
}

/** A candidate's class values (c_org, c_person...) in CLASS_INDEX order, read once per candidate, not once per field. */
function classValuesOf(c: Candidate): number[] {
  const cached = (c as Candidate & { _cls?: number[] })._cls;
  if (cached) return cached;
  const out = CLASS_INDEX.map(({ from }) => (from ? (c.f[from] ?? 0) : 0));
  (c as Candidate & { _cls?: number[] })._cls = out;
  return out;
}

/** Feature rows for one field: one sparse row per candidate, in the candidates' order. */
export function featurize(doc: Doc, q: FieldQuery, cands: Candidate[]): Row[] {
  const idf = (s: string) => doc.idf(s);
  const idxs: number[][] = [];
  const vals: number[][] = [];
  const labs: number[] = [];
  const linked: number[] = [];
  const linkable = q.links.name.size > 0 || q.links.desc.size > 0;
  const bySentence = new Map<Set<string>, { m: ReturnType<typeof matchContext>; l: LinkMatch }>();
  const maxClass = Math.max(...ENTITY_CLASSES.map((c) => q.classes[c]));
  const textual = q.group === 'text' || q.group === 'verbatim';
  // Whether the document speaks of the field at all: the share of the name's words (synonyms count) found anywhere in it.
  const nameWords = q.name.length ? q.name : q.desc;
  const clauses = new Map<string, Match>();
  const roleTaken = definesRole(q, cands, idf);
  const part = q.part;
  // A field asks for a term by its words, or by asking how long something is ("how long does the NDA last").
  const asksTerm = q.name.some((s) => TERM_WORDS.has(s)) || q.desc.some((s) => TERM_WORDS.has(s)) || q.classes.duration >= 0.8 ? 1 : 0;
  // Whether the document speaks of the thing at all: the share of the field's own words (name and description, not
  // words of its type such as "date" or "number") that it never uses, synonyms counted. A due date asked of an NDA.
  const ownWords = [...new Set([...q.name, ...q.desc])].filter((s) => !TYPE_WORDS.has(s));
  const unsaid = (s: string) => !doc.lineDf.has(s) && ![...(synonymsOf(s) ?? [])].some((o) => doc.lineDf.has(o));
  const absent = ownWords.length ? ownWords.filter(unsaid).length / ownWords.length : 0;
  // The words of the name that say what the thing is, not which or how much of it ("dividend" of "dividend_total"):
  // a document that never says them rarely holds the thing, however well "total" matches.
  const keyWords = q.name.filter((s) => !TYPE_WORDS.has(s) && !QUALIFIERS.has(s));
  const keyAbsent = keyWords.length ? keyWords.filter(unsaid).length / keyWords.length : 0;
  const inDoc = nameWords.length ? nameWords.filter((s, i) => doc.lineDf.has(s) || [...(q.name.length ? q.nameSyn[i] : [])].some((o) => doc.lineDf.has(o))).length / nameWords.length : 0;
  const asks = asksOf(q);
  const column = columnQuery(q);
  // An id of the published shape asked for (an IBAN, a VIN) speaks of the thing, whatever words the document calls it by.
  const idKind = q.def.type === 'id_alphanumeric' ? idKindOf(q.def.name, q.def.description) : null;
  // A field that asks what someone promised or will do is answered by a sentence about the future.
  const commitment = asksCommitment(q);
  const ordinals = q.ordinal && !q.slot && textual ? nameOrder(cands) : null;
  const amount = q.group === 'currency' || q.group === 'number';
  const greeted = greetedWords(doc);
  // The candidate names someone the document greets, and is not the greeting itself.
  const greets = (c: Candidate) => {
    const toks = c.page.tokens.slice(doc.tokenIndex(c.page, c.start), doc.tokenIndex(c.page, c.end));
    // A whole name on the greeting line itself counts ("Dear Amira Hassan," in an e-mail with no address block); a title and
    // a surname ("Dear Mr Bianchi,") do not: the name is elsewhere.
    const onGreeting = isGreeting(doc.lineAt(c.page, c.start).text) || isGreeting(doc.lineAt(c.page, c.end - 1).text);
    const greetedWords = toks.filter((t) => greeted.has(t.lower)).length;
    return toks.length <= 6 && greetedWords > 0 && (!onGreeting || (greetedWords >= 2 && !isGreeting(c.page.text.slice(c.start, c.end))));
  };
  const idWords = q.def.type === 'id_alphanumeric' ? idFieldWords(q) : null;
  // The side of a sale the field asks for in this document (a "sender" of a purchase order is its buyer), and the addressee's.
  const side = q.party ? sideOfParty(doc, q.party) : q.side;
  const addressee = sideOfParty(doc, 'addressee');
  const ownDate = asksOwnDate(q, doc);
  const noMoney = q.group === 'currency' && !cands.some((c) => c.f.marked || c.f.col_scaled) ? 1 : 0;
  // The date of a thread's first message: the earliest of its mail headers' dates (ISO dates compare as strings).
  const threadStart = asks.message ? threadStartOf(doc, cands) : undefined;
  for (const c of cands) {
    const xi: number[] = [];
    const xv: number[] = [];
    const set = (i: number, v: number) => {
      if (v !== 0 && Number.isFinite(v)) {
        xi.push(i);
        xv.push(v);
      }
    };
    const ctx = c.ctx;
    set(F_.bias, 1);
    set(F_.name_in_doc, inDoc);
    if (c.f.of_part || c.f.of_whole) {
      set(F_.pw_fit, asks.whole ? c.f.of_whole : c.f.of_part);
      set(F_.pw_mis, asks.whole ? c.f.of_part : c.f.of_whole);
    }
    const shaped = idKind !== null && fitsId(idKind, c.value);
    set(F_.words_absent, shaped ? 0 : absent);
    set(F_.key_absent, shaped ? 0 : keyAbsent);
    if (asks.item) {
      set(F_.it_max, c.f.is_max ?? 0);
      set(F_.it_row, c.f.row_nums ?? 0);
      set(F_.it_last, c.f.row_last ?? 0);
    }
    if (c.f.col_current || c.f.col_prior) {
      set(F_.yr_fit, q.earlier ? (c.f.col_prior ?? 0) : (c.f.col_current ?? 0));
      set(F_.yr_mis, q.earlier ? (c.f.col_current ?? 0) : (c.f.col_prior ?? 0));
    }
    if (amount) {
      const toDate = runningTotalLabel(ctx.header) || runningTotalLabel(ctx.left);
      if (q.toDate && toDate) set(F_.td_fit, 1);
      if (q.toDate !== toDate) set(F_.td_mis, 1);
    }
    if (c.f.limit) set(q.limit ? F_.lim_fit : F_.lim_mis, 1);
    if (c.f.dateline) set(ownDate ? F_.dl_fit : F_.dl_mis, 1);
    if (idWords && typeof c.value === 'string') {
      const abbr = idAbbreviation(c.value, idWords);
      if (abbr) set(abbr === 'own' ? F_.id_abbr_fit : F_.id_abbr_mis, 1);
    }
    if (asks.bound && (c.f.range_from || c.f.range_to)) set((asks.bound === 'start') === Boolean(c.f.range_from) ? F_.rng_fit : F_.rng_mis, 1);
    if (greeted.size && textual && (side || asks.signer) && c.kind !== 'sentence' && greets(c)) set(side === addressee ? F_.greet_fit : F_.greet_mis, 1);
    if (asks.message && threadStart !== undefined && typeof c.value === 'string' && isHeaderDate(doc, doc.lineAt(c.page, c.start))) {
      set((c.value === threadStart) === (asks.message === 'first') ? F_.msg_fit : F_.msg_mis, 1);
    }
    if (q.group === 'date' && side && greeted.size) {
      const byGreeted = headerAuthorGreeted(doc, doc.lineAt(c.page, c.start));
      if (byGreeted !== undefined) set(byGreeted === (side === addressee) ? F_.hdr_fit : F_.hdr_mis, 1);
    }
    // Whoever signs is not the addressee, nor the party or company a field asks for (a sender's field aside: a letter's writer signs it).
    if (c.f.signoff || c.f.signer || (ctx.actsFor && (c.f.c_person ?? 0) > 0)) {
      if (asks.signer) set(F_.so_fit, 1);
      else if (side === addressee || (side === null && q.classes.org > 0)) set(F_.so_mis, 1);
    }
    if (asks.count) set(F_.count_money, Math.max(c.f.marked ?? 0, c.f.money_ctx ?? 0));
    set(F_.no_money, noMoney);
    const order = ordinals?.get(c.key);
    if (order !== undefined) set(order === q.ordinal ? F_.ord_fit : F_.ord_mis, 1);
    if (commitment && c.kind === 'sentence') set(c.f.future ? F_.commit_fit : F_.commit_mis, 1);
    if (c.f.s_money) set(asks.money ? F_.sv_money_fit : F_.sv_money_mis, 1);
    if (c.f.s_date) set(asks.time ? F_.sv_date_fit : F_.sv_date_mis, 1);
    // A text answer that is a date and nothing else ("Opened: 22 July 2024" asked who opened it).
    if (textual && isWholeDate(doc, c)) set(F_.v_date, 1);
    // A sentence has no label beside it: what stands before it is another sentence. A label alone on the line right
    // above may head it ("Business purpose:" over the purpose written out).
    const sentence = c.kind === 'sentence';
    const l = sentence ? NO_MATCH : matchContext(q, ctx.left, idf);
    const a = sentence && !(ctx.aboveDist === 1 && ctx.aboveHeads) ? NO_MATCH : matchContext(q, ctx.above, idf);
    const h = sentence ? NO_MATCH : matchContext(column, ctx.header, idf);
    const nn = matchContext(q, ctx.near, idf);
    const w = matchContext(q, ctx.window, idf);
    set(F_.l_name, l.name);
    set(F_.l_idf, l.nameIdf);
    set(F_.l_desc, l.desc);
    set(F_.l_prec, l.prec);
    set(F_.l_sep, ctx.leftSep && l.name + l.desc > 0 ? 1 : 0);
    set(F_.l_other, l.other);
    set(F_.l_none, ctx.left.size === 0 ? 1 : 0);
    // A label of its own that names nothing of this field: the value is something else's.
    // Told apart: a label in English that names something else ("Created at:" before an invoice date asked), and
    // one in words the lexicon does not know, which may be the field's own in another language ("Rechnungsdatum:").
    const lMismatch = c.kind !== 'sentence' && ctx.left.size > 0 && ctx.leftSep && l.name === 0 && l.desc === 0;
    const aMismatch = (!sentence || ctx.aboveHeads) && ctx.left.size === 0 && ctx.aboveDist === 1 && ctx.above.size > 0 && ctx.above.size <= 4 && a.name === 0 && a.desc === 0;
    set(F_.l_mismatch, lMismatch ? 1 : 0);
    set(F_.l_mis_en, lMismatch && ctx.leftEnglish ? 1 : 0);
    set(F_.a_mismatch, aMismatch ? 1 : 0);
    set(F_.a_mis_en, aMismatch && ctx.aboveEnglish ? 1 : 0);
    // The candidate's own words (a sentence or passage that speaks of the field).
    if (textual) {
      const inside = matchContext(q, ctx.inside, idf);
      set(F_.i_name, inside.name);
      set(F_.i_desc, inside.desc);
      if (c.kind === 'sentence' || c.kind === 'label_value') {
        set(F_.s_name, inside.nameIdf);
        set(F_.s_desc, inside.desc);
      }
    }
    set(F_.a_name, a.name);
    set(F_.a_desc, a.desc);
    set(F_.a_prec, a.prec);
    set(F_.a_other, a.other);
    set(F_.a_near, ctx.aboveDist === 1 && a.name > 0 ? 1 : 0);
    if (ctx.heading.size) {
      const b = matchContext(q, ctx.heading, idf);
      set(F_.b_name, b.nameIdf);
      set(F_.b_desc, b.desc);
      set(F_.b_other, b.name === 0 && b.desc === 0 ? b.other : 0);
      set(F_.b_mis, b.name === 0 && b.desc === 0 && !b.other ? 1 : 0);
    }
    // A name's side is its label's ("Bill to:"), else the role the document defines for it ('(the "Client")').
    const ownSide = ctx.side ?? (c.defined ? sideOfRole(c.defined) : null);
    if (side && ownSide) set(side === ownSide ? F_.side_fit : F_.side_mis, 1);
    set(F_.h_name, h.name);
    set(F_.h_prec, h.prec);
    set(F_.n_name, nn.name);
    set(F_.n_desc, nn.desc);
    set(F_.n_other, nn.other);
    set(F_.w_name, w.name);
    set(F_.w_desc, w.desc);
    set(F_.w_other, w.other);
    clauseFeatures(doc, q, c, asksTerm, clauses, (name, v) => set(F_[name], v));
    if (part) addressPartFeatures(part, c, (feature, v) => set(F_[feature], v));
    // Another name carries the role the field asks for ('Acme Ltd ("Client")'); this one is defined as something else.
    if (roleTaken && c.defined && matchContext(q, c.defined, idf).name === 0) set(F_.def_other, 1);
    // The sentence without the candidate's own words (a name is not its own label); candidates of one sentence share the result.
    const sent = sentenceStems(doc, c, SENTENCE_STOPWORDS);
    const own = ctx.inside.size > 0 && speaksFor(q, ctx.inside);
    let inSentence = own ? undefined : bySentence.get(sent);
    if (!inSentence) {
      const bag = own ? new Set([...sent].filter((x) => !ctx.inside.has(x))) : sent;
      inSentence = { m: matchContext(q, bag, idf), l: matchLinks(q, bag) };
      if (!own) bySentence.set(sent, inSentence);
    }
    const { m: sm, l: sl } = inSentence;
    set(F_.sx_name, sm.name);
    set(F_.sx_desc, sm.desc);
    set(F_.sx_syn, sl.synonym);
    set(F_.sx_broader, sl.broader);
    set(F_.sx_related, sl.related);
    set(F_.sx_ldesc, sl.desc);
    if (c.defined) {
      const d = matchContext(q, c.defined, idf);
      set(F_.def_name, d.name);
    }
    // A label on the line, or alone on the line above (a left label wins: the line above labels the value below only when the line has none).
    const aboveCounts = ctx.left.size === 0 || c.kind === 'line' || c.kind === 'line2' || c.kind === 'block' || c.kind === 'label_next' || c.kind === 'label_block';
    const lab = Math.max(l.nameIdf * (0.6 + 0.4 * l.prec), aboveCounts ? 0.85 * a.nameIdf * (0.6 + 0.4 * a.prec) : 0, h.nameIdf * 0.9);
    labs.push(lab);
    let ll = NO_LINK;
    if (!sentence && linkable) {
      const left = matchLinks(q, ctx.left);
      const above = aboveCounts ? matchLinks(q, ctx.above) : NO_LINK;
      const header = matchLinks(q, ctx.header);
      for (const m of [left, above, header]) if (m !== NO_LINK && linkStrength(m) > linkStrength(ll)) ll = m;
    }
    set(F_.lx_syn, ll.synonym);
    set(F_.lx_broader, ll.broader);
    set(F_.lx_related, ll.related);
    set(F_.lx_desc, ll.desc);
    linked.push(linkStrength(ll));
    // Extra words of the label (the one on the line, else the one above): what else it says.
    const labelWords = sentence ? null : ctx.left.size ? (ctx.leftLabel ? ctx.left : null) : aboveCounts ? ctx.above : null;
    if (labelWords) {
      const seen = new Set<number>();
      for (const word of labelWords) {
        if (q.terms.has(word)) continue;
        for (const g of groupsOf(word) ?? []) seen.add(g);
      }
      for (const g of seen) set(XW[g], 1);
    }
    set(F_.lab, lab);
    // A label that names the field, and a value that stands as a label's value.
    set(F_.lab_lv, c.f.lv ? lab : 0);
    set(F_.lab_sep, ctx.leftSep ? lab : 0);
    const pos = c.f.pos ?? 0;
    set(F_.pos2, pos * pos);
    // "The first date is the date asked for" holds unless the date is labelled as something else.
    const mismatch = lMismatch || aMismatch;
    for (const [i, v] of passThrough(c)) if (!mismatch || (i !== F_.first && i !== F_.last && i !== F_.rank)) set(i, v);
    const k = KIND_INDEX.get(c.kind);
    if (k !== undefined) set(k, 1);
    if (textual || q.group === 'select') {
      const classValues = classValuesOf(c);
      for (let k = 0; k < CLASS_INDEX.length; k++) {
        const { cls, fit, mis } = CLASS_INDEX[k];
        const cv = classValues[k];
        if (!cv) continue;
        set(fit, q.classes[cls] * cv);
        if (mis !== undefined) set(mis, (1 - q.classes[cls]) * cv);
      }
      if (c.kind === 'line' && q.classes.title) set(F_.fit_title, q.classes.title * (c.f.top ?? 0));
      if (maxClass === 0) {
        set(F_.none_entity, c.kind === 'entity' || c.kind === 'place' || c.kind === 'duration' ? 1 : 0);
        set(F_.none_line, c.kind === 'line' || c.kind === 'line2' || c.kind === 'block' ? 1 : 0);
        set(F_.none_label, c.f.lv ?? 0);
      }
      if (q.group === 'text') set(F_.none_short, (c.f.e_len ?? 0) < 0.2 ? 1 - maxClass : 0);
    }
    idxs.push(xi);
    vals.push(xv);
  }
  // Comparisons with the other candidates of this field.
  let best = 0;
  let labelled = 0;
  for (const v of labs) {
    if (v > best) best = v;
    if (v > 0.3) labelled++;
  }
  const later = new Array<number>(labs.length).fill(0);
  let laterMax = 0;
  for (let i = labs.length - 1; i >= 0; i--) {
    later[i] = labs[i] > 0 && laterMax >= labs[i] - 0.05 ? 1 : 0;
    laterMax = Math.max(laterMax, labs[i]);
  }
  // What all the mentions of the same answer say together: its best label, and how many mentions are labelled.
  const keyLab = new Map<string, number>();
  const keyLabN = new Map<string, number>();
  cands.forEach((c, i) => {
    keyLab.set(c.key, Math.max(keyLab.get(c.key) ?? 0, labs[i]));
    if (labs[i] > 0.3) keyLabN.set(c.key, (keyLabN.get(c.key) ?? 0) + 1);
  });
  // Where no label names the field directly, the candidate whose label WordNet links to it best.
  let bestLinked = 0;
  if (best < 0.3) for (const v of linked) bestLinked = Math.max(bestLinked, v);
  const rows: Row[] = [];
  let runningMax = 0;
  for (let i = 0; i < labs.length; i++) {
    const xi = idxs[i];
    const xv = vals[i];
    const add = (j: number, v: number) => {
      if (v !== 0) {
        xi.push(j);
        xv.push(v);
      }
    };
    add(F_.lx_best, bestLinked > 0 && linked[i] >= bestLinked - 1e-6 ? 1 : 0);
    add(F_.lab_best, best > 0 && labs[i] >= best - 1e-6 ? 1 : 0);
    add(F_.lab_gap, best - labs[i]);
    add(F_.lab_earlier, labs[i] > 0 && runningMax >= labs[i] - 0.05 ? 1 : 0);
    add(F_.lab_later, later[i]);
    add(F_.lab_count, Math.min(1, labelled / 5));
    add(F_.key_lab, keyLab.get(cands[i].key)! - labs[i]);
    add(F_.key_lab_n, Math.min(1, (keyLabN.get(cands[i].key) ?? 0) / 4));
    runningMax = Math.max(runningMax, labs[i]);
    rows.push({ idx: Uint16Array.from(xi), val: Float32Array.from(xv) });
  }
  return rows;
}

/** A sparse row as a dense vector (for inspection and tests). */
export function dense(row: Row): Float32Array {
  const x = new Float32Array(FEATURES.length);
  for (let k = 0; k < row.idx.length; k++) x[row.idx[k]] = row.val[k];
  return x;
}

/**
 * The order in which the document first names each company or person among the candidates (1 for the first):
 * whole names with a legal form ("Larkspur Media Limited") or a person's, not a title in capitals, a defined
 * term in quotes ("the "Disclosing Party"") or a heading of common words ("Governing Law").
 */
function nameOrder(cands: Candidate[]): Map<string, number> {
  const first = new Map<string, number>();
  for (const c of cands) {
    if (c.kind !== 'entity' && c.kind !== 'line' && c.kind !== 'label_value' && c.kind !== 'label_next') continue;
    if (c.f.e_partial || c.f.e_quoted || c.f.caps || c.f.doc_kind || (c.f.e_len ?? 1) > 0.5) continue;
    const named = c.f.e_suffix || ((c.f.c_person ?? 0) >= 0.5 && (c.f.e_common ?? 0) < 0.5);
    if (!named) continue;
    const at = c.page.offset + c.start;
    if (at < (first.get(c.key) ?? Infinity)) first.set(c.key, at);
  }
  const order = new Map<string, number>();
  [...first.entries()].sort((a, b) => a[1] - b[1]).forEach(([key], i) => order.set(key, i + 1));
  return order;
}

/** Whether the document defines some name by the role the field names (`Acme Ltd ("Client")` for a client field). */
function definesRole(q: FieldQuery, cands: Candidate[], idf: (s: string) => number): boolean {
  for (const c of cands) if (c.defined && matchContext(q, c.defined, idf).name > 0) return true;
  return false;
}
