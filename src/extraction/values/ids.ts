import type { ValueMatch } from './match.ts';

// A label that calls a short number a number, or names a place that is numbered: a room, seat, gate, platform, table, flat, locker, berth ("Chambre : 312", "Gate B 12").
const NUMBER_LABEL = /(?:(?<![\p{L}\p{N}])(?:number|no\.?|nr\.?|n°|numéro|room|chambre|zimmer|habitación|camera|quarto|kamer|rum|seat|sitz|siège|asiento|posto|gate|platform|gleis|quai|andén|binario|table|tisch|flat|apt\.?|apartment|suite|unit|locker|berth|cabin|coach|wagon|wagen|voiture|bed|ward|bay|dock|door|stand|booth|hall|halle|row|reihe|rang|fila|level|floor|étage|stock)|nummer)\s*[:#]?\s*(?:[A-Z]\s?)?$/iu;

/** Tokens that mix letters and digits (or are long digit runs), like INV-20931, 4521-889 or PO#A12B. */
export function findIds(text: string): ValueMatch[] {
  const out: ValueMatch[] = [];
  for (const m of text.matchAll(/(?<![\p{L}\p{N}\-_/.#])#?[\p{L}\p{N}][\p{L}\p{N}\-_/.#]*[\p{L}\p{N}](?![\p{L}\p{N}\-_#]|[./][\p{L}\p{N}])/gu)) {
    let token = m[0];
    let at = m.index!;
    // An id glued to the next or the previous word by a lost space ("1090595Charity", "Charity1090595") ends or starts where the word does.
    const wordAfter = /^([\p{N}\-_/.#]*\p{N})\p{Lu}\p{Ll}{2,}/u.exec(token);
    const wordBefore = /^\p{Lu}?\p{Ll}{3,}(?=\p{N}[\p{N}\-_/.]*$)/u.exec(token);
    if (wordAfter) token = wordAfter[1];
    else if (wordBefore) {
      at += wordBefore[0].length;
      token = token.slice(wordBefore[0].length);
    }
    if (!/\d/.test(token)) continue;
    const bare = token.replace(/^#/, '');
    // Three digits or fewer are a count or a figure, unless a label calls them a number ("Room number: 250", "Gate no. 12").
    if (/^\d{1,3}$/.test(bare) && !NUMBER_LABEL.test(text.slice(Math.max(0, at - 24), at))) continue;
    // A count joined to the word it counts ("a 12-month warranty", "30-day returns", "3-bedroom") is a quantity.
    if (/^\d{1,3}-\p{Ll}{3,}$/u.test(bare)) continue;
    // Plain decimals and money are numbers, not identifiers.
    if (/^\d{1,3}([.,]\d{3})*[.,]\d{1,2}$/.test(bare) || /^\d+[.,]\d{1,2}$/.test(bare)) continue;
    const shift = token.length - bare.length;
    out.push({ value: bare, start: at + shift, end: at + token.length });
  }
  return out;
}

const CURRENCY_CODES = new Set(['USD', 'EUR', 'GBP', 'CHF', 'CAD', 'AUD', 'JPY', 'CNY', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'MYR', 'SGD', 'HKD', 'NZD', 'INR', 'ZAR', 'RM']);

/**
 * An id written in groups of capitals and digits joined by single spaces: a number plate
 * ("PH53 ZBL", "F-NR 9548"), an IBAN or VAT number ("DE89 3704 0044", "GB 123 4567 89"),
 * an account or card number ("1234 5678 9012", "7260 2424 56"), a tariff code ("4202 31 00"),
 * a court or receipt reference with its register ("19 C 4174/22", "ZB 2025/9769"). Not a
 * word and a number ("TOTAL 120"), an amount with its currency ("EUR 1234"), two years
 * ("2023 2024") nor the short figures of a table row ("10 250").
 */
export function findGroupedIds(text: string): ValueMatch[] {
  const out: ValueMatch[] = [];
  for (const m of text.matchAll(/(?<![\p{L}\p{N}\-_/.#])[A-Z0-9][A-Z0-9-]*(?: [A-Z0-9](?:[A-Z0-9-]|\/(?=[A-Z0-9]))*){1,7}(?![\p{L}\p{N}\-_/#]|[./,][\p{L}\p{N}])/gu)) {
    let groups = m[0].split(' ');
    let at = m.index!;
    // A masked number ("XXXX XXXX XXXX 5532", "IBAN XXXX XXXX 4410 22"): only what is shown is read, as an id of its own.
    const label = groups.length > 1 && /^[A-Z]+$/.test(groups[0]) && !/^X+$/.test(groups[0]) && /^X+$/.test(groups[1]) ? 1 : 0;
    const shown = groups.findIndex((g, i) => i >= label && !/^X+$/.test(g));
    if (shown > label) {
      at += groups.slice(0, shown).join(' ').length + 1;
      groups = groups.slice(shown);
    }
    // A label in capitals before it ("IBAN DE89 ...", "VAT GB 123 ..."): the id with and without it.
    for (let k = 0; k < 2 && groups.length > 1; k++) {
      if (isGroupedId(groups)) out.push({ value: groups.join(' '), start: at, end: at + groups.join(' ').length });
      if (!/^[A-Z]+$/.test(groups[0])) break;
      at += groups[0].length + 1;
      groups = groups.slice(1);
    }
  }
  return out;
}

function isGroupedId(groups: string[]): boolean {
  const alnum = groups.join('').replace(/[^A-Z0-9]/g, '');
  if (groups.length < 2 || alnum.length < 5 || !/\d/.test(alnum)) return false;
  // A group that is a date is no part of an id: "Receipt 330288 2025-01-14" writes a number, then its day.
  if (groups.some((g) => /^[A-Z]{5,}$/.test(g) || CURRENCY_CODES.has(g) || /^(?:19|20)\d\d-\d\d-\d\d$/.test(g))) return false;
  if (groups.every((g) => /^\d+$/.test(g))) {
    if (groups.every((g) => /^(?:19|20)\d{2}$/.test(g))) return false;
    if (groups.every((g) => g.length >= 3) && (groups.every((g) => g.length >= 4) || groups.length >= 3)) return true;
    // An article or order number grouped in threes after a short head ("2 948 293", "0 986 690 946"): seven digits or more.
    if (groups.length >= 3 && groups[0].length <= 3 && groups.slice(1).every((g) => g.length === 3)) return true;
    // Short groups that head a long one ("97 55 3971549", a French tax notice's number): no phone number ends so.
    if (groups.length >= 3 && groups[groups.length - 1].length >= 6 && groups.slice(0, -1).every((g) => g.length <= 3)) return true;
    // A digit or two heading long groups, ten digits or more ("2 9087 00482 1173", a library card's barcode).
    if (groups.length >= 3 && alnum.length >= 10 && groups.slice(1).every((g) => g.length >= 3)) return true;
    // A long group heading shorter ones, ten digits or more ("880412 0673 08 5", an identity number by birth date).
    if (groups.length >= 3 && groups[0].length >= 6 && alnum.length >= 10) return true;
    // Three digits, then eight or more: an issuer's code before a serial ("640 2417739051", an airline ticket's number).
    if (groups.length === 2 && groups[0].length === 3 && groups[1].length >= 8) return true;
    // Four digits, then pairs or longer: an account number's or a tariff code's tail ("2034 5567 81"), not a year and a month ("2024 03 15").
    return groups.length >= 3 && groups[0].length === 4 && !(/^(?:19|20)\d{2}$/.test(groups[0]) && groups[1].length <= 2) && groups.slice(1).every((g) => g.length >= 2 && g.length <= 4);
  }
  // Capitals and digits mixed, not capitals beside a short figure ("NO 12").
  return !groups.every((g) => /^[A-Z-]+$/.test(g) || /^\d{1,2}$/.test(g));
}
