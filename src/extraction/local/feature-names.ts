import { WORD_GROUP_COUNT } from './field.ts';

/** Features of the clause a candidate stands in (see clauseFeatures in clause-features.ts). */
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

/** A feature row, sparse: the indices (into FEATURES) of its non-zero features and their values. */
export interface Row {
  idx: Uint16Array;
  val: Float32Array;
}

/** A sparse row as a dense vector (for inspection and tests). */
export function dense(row: Row): Float32Array {
  const x = new Float32Array(FEATURES.length);
  for (let k = 0; k < row.idx.length; k++) x[row.idx[k]] = row.val[k];
  return x;
}

