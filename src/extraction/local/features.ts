import type { Candidate } from './candidates/index.ts';
import { sideOfRole } from './candidates/party-roles.ts';
import type { Doc } from './doc.ts';
import { addressPartFeatures } from './address-part.ts';
import { TERM_WORDS } from './clause.ts';
import { asksCommitment, clauseFeatures, isWholeDate } from './clause-features.ts';
import { contentWords, ENTITY_CLASSES, groupsOf, synonymsOf, TYPE_WORDS, matchContext, NO_MATCH, WORD_GROUP_COUNT, type FieldQuery, type Match } from './field.ts';
import { matchLinks, NO_LINK, sentenceStems, type LinkMatch } from './lexical.ts';
import { stem } from '../text.ts';
import { FEATURE_INDEX, FEATURES, type Row } from './feature-names.ts';
import { rivalRows } from './rivals.ts';
import { opposes } from './opposites.ts';
import { asksOf, QUALIFIERS, runningTotalLabel } from './asks.ts';
import { columnQuery } from './item-rows.ts';
import { fitsId, idKindOf } from './id-kinds.ts';
import { sideOfParty } from './candidates/direction.ts';
import { asksOwnDate } from './candidates/dateline.ts';
import { greetedWords, headerAuthorGreeted, isGreeting, isHeaderDate } from './candidates/lines.ts';
import { idAbbreviation, idFieldWords } from './id-abbreviation.ts';
import { variantOf } from './column-variants.ts';

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
  // The thing may be named in the document's own language ("DEPÓSITO EN GARANTÍA" for a security deposit).
  const unnamed = (s: string) => !doc.says(s) && ![...(synonymsOf(s) ?? [])].some((o) => doc.says(o));
  const keyAbsent = keyWords.length ? keyWords.filter(unnamed).length / keyWords.length : 0;
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
  // The version of a thing the field asks for, when columns give two ("new_lease_start", "previous premium").
  const version = variantOf(q.name) ?? variantOf(q.desc);
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
    } else if (version && c.f.version) {
      // A column of the version the field asks for, or of the other ("Renewal offer" read for new_lease_start): as a year's column.
      set((c.f.version > 0) === (version === 'new') ? F_.yr_fit : F_.yr_mis, 1);
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
    const l = sentence ? NO_MATCH : matchContext(q, ctx.left, idf, true);
    const a = sentence && !(ctx.aboveDist === 1 && ctx.aboveHeads) ? NO_MATCH : matchContext(q, ctx.above, idf, true);
    // The header of the other version's column names nothing of the field ("Current lease" read for new_lease_start).
    const otherVersion = version !== null && c.f.version !== undefined && (c.f.version > 0) !== (version === 'new');
    const h = sentence || otherVersion ? NO_MATCH : matchContext(column, ctx.header, idf, true);
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
      // A label that says the opposite of the name links to nothing of it ("Net à payer" for gross_pay).
      const links = (bag: Set<string>) => (opposes(q.opposite, bag) ? NO_LINK : matchLinks(q, bag));
      const left = links(ctx.left);
      const above = aboveCounts ? links(ctx.above) : NO_LINK;
      const header = links(ctx.header);
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
  return rivalRows(cands, labs, linked, idxs, vals);
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
