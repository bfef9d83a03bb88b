/**
 * Which country's dollar a document's bare "$" stands for, from what the document shows of where it is: an
 * Australian business number or a state and its postcode ("NSW 2010"), a Canadian province and its postal code
 * ("QC H2X 1Y4") or a tax only Canada levies (HST, QST, TPS/TVQ), and so on. Null when nothing says, or when two
 * countries say as much (a US firm billing a Canadian customer): then "$" stays the US dollar.
 */
const SIGNS: Array<[string, RegExp]> = [
  ['AUD', /\bABN\b|\bA\.?C\.?N\.?\s+\d|\bPty\.?\s+Ltd\b|\bAustralia\b|\b(?:NSW|VIC|QLD|TAS|ACT|WA|SA|NT)\s+\d{4}\b|\bBSB\b|\bBPAY\b/g],
  ['CAD', /\bCanada\b|\b(?:HST|QST|TPS|TVQ)\b|\b(?:ON|QC|BC|AB|MB|SK|NS|NB|NL|PE)\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d\b|\bltée\b|\bQu[ée]bec\b|\bOntario\b/g],
  ['NZD', /\bNew\s+Zealand\b|\bIRD\s+(?:no|number)\b|\bAotearoa\b/gi],
  ['SGD', /\bSingapore\b|\bUEN\b/g],
  ['HKD', /\bHong\s+Kong\b/g],
  // Mexico, Argentina, Chile and Colombia write their pesos with "$" too.
  ['MXN', /\bM[ée]xico\b|\bS\.\s?A\.\s+de\s+C\.\s?V\.|\bRFC\b|\bCDMX\b/g],
  ['ARS', /\bArgentina\b|\bCUIT\b|\bCABA\b/g],
  ['CLP', /\bChile\b|\bRUT\b|\bSantiago\s+de\s+Chile\b/g],
  ['COP', /\bColombia\b|\bBogot[áa]\b|\bMedell[íi]n\b/g],
  ['USD', /\bUnited\s+States\b|\bUSA\b|\b(?:CA|NY|TX|FL|IL|WA|MA|OR|GA|NJ|PA|OH|MI|AZ|CO|MN|NC|VA)\s+\d{5}(?:-\d{4})?\b/g],
];

export function dollarCountryOf(text: string): string | null {
  return countryOf(SIGNS, text);
}

/** Which country's krone or krona a document's bare "kr" stands for, by what it shows of where it is; null when nothing says. */
const KRONE_SIGNS: Array<[string, RegExp]> = [
  ['DKK', /\bDanmark\b|\bDenmark\b|\bCVR\b|(?:@|www\.)[\w.-]+\.dk\b|\bKøbenhavn\b|\bCopenhagen\b|\bAarhus\b|\bOdense\b/g],
  ['NOK', /\bNorge\b|\bNorway\b|\bMVA\b|(?:@|www\.)[\w.-]+\.no\b|\bOslo\b|\bBergen\b|\bTrondheim\b/g],
  ['SEK', /\bSverige\b|\bSweden\b|(?:@|www\.)[\w.-]+\.se\b|\bStockholm\b|\bGöteborg\b|(?<!\p{L})Malmö(?!\p{L})|\bUppsala\b/gu],
  ['ISK', /(?<!\p{L})Ísland(?!\p{L})|\bIceland\b|(?:@|www\.)[\w.-]+\.is\b|\bReykjavík\b/gu],
];

export function kroneCountryOf(text: string): string | null {
  return countryOf(KRONE_SIGNS, text);
}

function countryOf(signs: Array<[string, RegExp]>, text: string): string | null {
  const counts = signs.map(([code, re]) => [code, text.match(re)?.length ?? 0] as const).filter(([, n]) => n > 0);
  if (counts.length === 0) return null;
  counts.sort((a, b) => b[1] - a[1]);
  if (counts.length > 1 && counts[1][1] * 2 > counts[0][1]) return null;
  return counts[0][0];
}
