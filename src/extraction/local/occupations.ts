import type { Token } from '../text.ts';

/**
 * Job titles: "Senior Accountant", "Head of Marketing", "Responsable logistique (H/F)",
 * "Directeur général", "Schatzmeisterin". A title is written like a name (capitals, two
 * words or more) and names no one: told apart here, it is offered to a field that asks
 * for a position and kept from one that asks for a person.
 */

/**
 * English heads: the last word of a title ("Senior Accountant", "Chief Executive Officer"). A list, not WordNet's
 * workers: most of those are surnames too ("Ben Carter", "Ann Miller", "Tom Cook"), and a name is not a title.
 */
const EN_HEADS = new Set([
  'manager', 'director', 'officer', 'assistant', 'administrator', 'analyst', 'accountant', 'engineer', 'executive', 'consultant', 'coordinator',
  'co-ordinator', 'supervisor', 'specialist', 'representative', 'secretary', 'treasurer', 'president', 'developer', 'designer', 'technician',
  'receptionist', 'nurse', 'teacher', 'lecturer', 'professor', 'paralegal', 'clerk', 'intern', 'trainee', 'apprentice', 'leader', 'controller',
  'planner', 'scientist', 'architect', 'auditor', 'inspector', 'surveyor', 'recruiter', 'advisor', 'adviser', 'counsel', 'attorney', 'solicitor',
  'lawyer', 'therapist', 'pharmacist', 'physician', 'dentist', 'surgeon', 'midwife', 'registrar', 'editor', 'electrician', 'cashier', 'chairman',
  'chairwoman', 'chairperson', 'chair', 'associate', 'bookkeeper', 'strategist', 'programmer', 'economist', 'researcher', 'organiser', 'organizer',
  'fundraiser', 'official', 'adjuster', 'underwriter', 'valuer', 'appraiser', 'notary', 'broker', 'agent', 'superintendent', 'commissioner',
  'instructor', 'tutor', 'examiner', 'adjudicator', 'assessor', 'investigator', 'reviewer', 'caseworker', 'mediator', 'arbitrator', 'auctioneer',
  'translator', 'interpreter', 'veterinarian', 'optometrist', 'paramedic', 'ceo', 'cfo', 'coo', 'cto', 'vp', 'md',
]);
/** Heads that come first in English: "Head of Marketing", "Director of Finance", "Vice President, Sales". */
const EN_HEAD_FIRST = new Set(['head', 'director', 'manager', 'officer', 'chief', 'president', 'vice', 'dean', 'secretary', 'chair']);

/** French, Spanish and Italian heads: the head comes first ("Responsable logistique", "Chargée de communication", "Directeur général"). */
const ROMANCE_HEADS = new Set([
  'responsable', 'chargé', 'chargée', 'directeur', 'directrice', 'chef', 'cheffe', 'président', 'présidente', 'gérant', 'gérante', 'secrétaire',
  'trésorier', 'trésorière', 'comptable', 'ingénieur', 'ingénieure', 'assistant', 'assistante', 'conseiller', 'conseillère', 'technicien',
  'technicienne', 'gestionnaire', 'attaché', 'attachée', 'délégué', 'déléguée', 'coordinateur', 'coordinatrice', 'développeur', 'développeuse',
  'analyste', 'infirmier', 'infirmière', 'médecin', 'professeur', 'professeure', 'vendeur', 'vendeuse', 'juriste', 'avocat', 'avocate', 'consultant',
  'consultante', 'acheteur', 'acheteuse', 'contrôleur', 'contrôleuse', 'auditeur', 'auditrice', 'architecte', 'administrateur', 'administratrice',
  'opérateur', 'opératrice', 'agent', 'employé', 'employée', 'commercial', 'commerciale', 'magasinier', 'magasinière', 'préparateur', 'préparatrice',
  'director', 'directora', 'jefe', 'jefa', 'gerente', 'responsabile', 'direttore', 'direttrice', 'impiegato', 'impiegata',
]);
/** Words of a Romance title after its head: lower-case words and these joins ("Chargé de communication", "Chef de projet"). */
const ROMANCE_JOINS = new Set(['de', 'des', 'du', 'd', 'la', 'le', 'en', 'et', 'y', 'di', 'del', 'della']);
/** Words that end a title in prose ("Responsable logistique au sein de...", "Comptable chez..."). */
const ROMANCE_STOPS = new Set(['au', 'aux', 'à', 'chez', 'pour', 'dans', 'avec', 'sur', 'par', 'qui', 'que', 'dont', 'depuis', 'a', 'est', 'sera', 'nous', 'vous', 'et']);
/** German titles are one word ending in its head ("Schatzmeisterin", "Vertriebsleiter", "Vorstandsvorsitzende"), or the head alone. */
const GERMAN_HEAD = new RegExp(
  `(?:${[
    'leiter', 'vorsitzende', 'führer', 'meister', 'referent', 'berater', 'assistent', 'sachbearbeiter', 'manager', 'ingenieur', 'entwickler',
    'techniker', 'direktor', 'präsident', 'sekretär', 'buchhalter', 'koordinator', 'beauftragte', 'kaufmann', 'kauffrau', 'fachkraft', 'pfleger',
    'arzt', 'ärztin', 'lehrer', 'verkäufer', 'architekt', 'analyst', 'prokurist', 'justiziar', 'controller', 'wart', 'disponent', 'planer', 'prüfer',
    'vertreter', 'mitarbeiter', 'redakteur', 'therapeut', 'apotheker', 'inspektor', 'verwalter',
  ].join('|')})(?:in|r|n)?$`,
  'u',
);
/** A job advert's mark of any gender: "(H/F)", "(m/w/d)". */
const GENDER_MARK = /^\s*\(\s*(?:[hfmwd]\s*\/\s*)+[hfmwd]\s*\)/iu;

const capital = (t: Token) => /^\p{Lu}/u.test(t.text);
const lower = (t: Token) => /^\p{Ll}/u.test(t.text);
const word = (t: Token) => t.lower.replace(/\.$/, '');

/** Whether a word, as written, ends an English job title ("Accountant", "Director"; not "Accountants"). */
const isEnglishHead = (t: Token) => capital(t) && EN_HEADS.has(word(t));

const isRomanceHead = (t: Token) => capital(t) && ROMANCE_HEADS.has(word(t));
const isGermanHead = (t: Token) => capital(t) && t.text.length > 3 && GERMAN_HEAD.test(word(t));

/**
 * Whether a run of tokens, every one of them, spells a job title: English "[Capitalised modifiers] Head" or "Head of Capitalised words", a Romance head and its lower-case
 * words, a German compound. Every token must be part of it.
 */
export function isJobTitle(tokens: Token[]): boolean {
  const n = tokens.length;
  if (n === 0 || n > 7 || tokens.some((t) => /\d/.test(t.text))) return false;
  // "Senior Data Analyst", "Development Director", "Team Leader": capitalised words ending in the head.
  if (isEnglishHead(tokens[n - 1]) && tokens.slice(0, -1).every((t) => capital(t) || t.text === '&')) return true;
  // "Head of Marketing", "Director of Finance and Operations", "Vice President, Sales".
  if (EN_HEAD_FIRST.has(word(tokens[0])) && capital(tokens[0])) {
    const of = tokens.findIndex((t) => t.lower === 'of');
    const headPart = of < 0 ? tokens : tokens.slice(0, of);
    const last = headPart[headPart.length - 1];
    if (of > 0 && of < n - 1 && (isEnglishHead(last) || EN_HEAD_FIRST.has(word(last))) && tokens.slice(of + 1).every((t) => capital(t) || t.lower === 'and' || t.text === '&')) return true;
  }
  // "Responsable logistique", "Chargée de communication", "Directeur général", "Président".
  if (isRomanceHead(tokens[0]) && tokens.slice(1).every((t) => (lower(t) && !ROMANCE_STOPS.has(t.lower)) || ROMANCE_JOINS.has(t.lower) || /^\p{Lu}{2,}$/u.test(t.text))) return n <= 4;
  // "Schatzmeisterin", "Kaufmännischer Leiter".
  if (isGermanHead(tokens[n - 1]) && n <= 2 && tokens.every(capital)) return true;
  return false;
}

/** Job titles in a line's tokens, as [first, last] token indices, longest first where they overlap. */
export function jobTitlesIn(tokens: Token[], text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const gapOk = (a: Token, b: Token) => /^[ \t]{1,2}$|^[ \t]?['’][ \t]?$/.test(text.slice(a.end, b.start));
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const headFirst = EN_HEAD_FIRST.has(word(t)) && capital(t) && tokens[i + 1]?.lower === 'of';
    if ((isEnglishHead(t) || headFirst) && !(i + 1 < tokens.length && gapOk(t, tokens[i + 1]) && (capital(tokens[i + 1]) && !/^(?:of|at|in)$/i.test(tokens[i + 1].text)))) {
      let s = i;
      while (s > 0 && i - s < 4 && gapOk(tokens[s - 1], tokens[s]) && (capital(tokens[s - 1]) || tokens[s - 1].text === '&') && !HEAD_STOPS.has(word(tokens[s - 1]))) s--;
      let e = i;
      // "Head of Marketing": the department after "of".
      if (EN_HEAD_FIRST.has(word(t)) && i + 2 < tokens.length && tokens[i + 1].lower === 'of' && gapOk(t, tokens[i + 1]) && gapOk(tokens[i + 1], tokens[i + 2]) && capital(tokens[i + 2])) {
        e = i + 2;
        while (e + 1 < tokens.length && e - i < 5 && gapOk(tokens[e], tokens[e + 1]) && (capital(tokens[e + 1]) || tokens[e + 1].text === '&' || tokens[e + 1].lower === 'and')) e++;
        while (tokens[e].lower === 'and' || tokens[e].text === '&') e--;
      }
      if (isJobTitle(tokens.slice(s, e + 1))) out.push([s, e]);
      continue;
    }
    if (isRomanceHead(t)) {
      let e = i;
      while (e + 1 < tokens.length && e - i < 3 && gapOk(tokens[e], tokens[e + 1]) && ((lower(tokens[e + 1]) && !ROMANCE_STOPS.has(tokens[e + 1].lower)) || ROMANCE_JOINS.has(tokens[e + 1].lower))) e++;
      while (e > i && ROMANCE_JOINS.has(tokens[e].lower)) e--;
      if (isJobTitle(tokens.slice(i, e + 1))) out.push([i, e]);
      continue;
    }
    if (isGermanHead(t)) out.push([i, i]);
  }
  return out;
}

/** Words that are not part of the title before it: "Dear", "Mr", a greeting, an article. */
const HEAD_STOPS = new Set(['the', 'a', 'an', 'our', 'your', 'dear', 'mr', 'mrs', 'ms', 'dr', 'as', 'new', 'application', 'for', 'position', 'role', 'post', 're', 'subject', 'job', 'title', 'vacancy']);

/** How many characters a job advert's gender mark takes right after a title ("Comptable fournisseurs (H/F)"), or 0. */
export function genderMarkAfter(text: string): number {
  const m = GENDER_MARK.exec(text);
  return m ? m[0].length : 0;
}
