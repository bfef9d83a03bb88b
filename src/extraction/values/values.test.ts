import { describe, expect, it } from 'vitest';
import { decimalCommaEvidence, findAmounts, findCurrencyCodes, findDates, findGroupedIds, findIds, findNumbers, findPercentages, findPostcodes, findUrls, findValues, inDecimalStyle, parseNumber, spaceGroupEvidence } from './index.ts';
import { dollarCountryOf, kroneCountryOf } from './dollars.ts';

const values = (found: Array<{ value: unknown }>) => found.map((f) => f.value);
const spans = (text: string, found: Array<{ start: number; end: number }>) => found.map((f) => text.slice(f.start, f.end));

describe('value finders', () => {
  it('reads both number styles', () => {
    expect(parseNumber('1,250.00')).toBe(1250);
    expect(parseNumber('1.250,00')).toBe(1250);
    expect(parseNumber('1 250,50')).toBe(1250.5);
    expect(parseNumber('12,5')).toBe(12.5);
    expect(parseNumber('1,250')).toBe(1250);
    expect(parseNumber('1.234.567')).toBe(1234567);
    expect(values(findNumbers('Qty 3, weight 12.75 kg, total 1,250.00'))).toEqual([3, 12.75, 1250]);
  });

  it('finds amounts with symbols and ISO codes on either side', () => {
    const text = 'Total: $1,250.00, deposit EUR 1.250,00 and 99,90 € or RM 9.00';
    const found = findAmounts(text);
    expect(found.map((f) => [f.value, f.currency])).toEqual([
      [1250, 'USD'],
      [1250, 'EUR'],
      [99.9, 'EUR'],
      [9, 'MYR'],
    ]);
    expect(spans(text, found)[0]).toBe('$1,250.00');
    expect(values(findCurrencyCodes('Amount in GBP; paid £20'))).toEqual(['GBP', 'GBP']);
    // A code is a word of its own, letters outside ASCII included: "PLNĚNÍ" (Czech, settlement) holds no zloty.
    expect(values(findCurrencyCodes('ÚDAJE PRO VÝPLATU POJISTNÉHO PLNĚNÍ: 6 450 Kč'))).toEqual(['CZK']);
    expect(values(findAmounts('PLNĚNÍ 5 000 Kč'))).toEqual([5000]);
    // "SDN BHD" ends a Malaysian firm's name; BHD next to an amount is the Bahraini dinar.
    expect(values(findCurrencyCodes('MEGAHIJAU HYPERMART SDN BHD\nTotal BHD 12.500'))).toEqual(['BHD']);
    // A lone "R" is the rand only as a word before its amount, or glued to one with cents or groups of thousands; a symbol may stand apart
    // from it in a receipt's column, and so may a sign ("RM     165.60").
    const rands = 'Dokument-Nr.: DS-R8665-R2\nTyp R849PRO R8665 R12.5\nReport number: R25-80767\nForm R 2024a\nValuation:  R 1 460 000\nPayment -R 1 980,12\nTOTAL PAYABLE        RM     165.60\nfee of R48 500,00 (excl. VAT), i.e. R4 850,00 or R1,250.00\nmarket value of R2 450 000 (Two Million), repairs of R8 000';
    expect(values(findAmounts(rands))).toEqual([1460000, -1980.12, 165.6, 48500, 4850, 1250, 2450000, 8000]);
    expect(values(findCurrencyCodes(rands))).toEqual(['ZAR', 'ZAR', 'MYR', 'ZAR', 'ZAR', 'ZAR', 'ZAR', 'ZAR']);
  });

  it("finds an amount whose ISO code or sign stands apart from it in a right-aligned column, the amount ending its line or cell", () => {
    const invoice = "Zwischentotal                  CHF    1'415.50\nRundungsdifferenz              CHF       -0.01\nTotal   USD    1,250.00  | paid\nEUR     12 items";
    expect(values(findAmounts(invoice))).toEqual([1415.5, -0.01, 1250]);
    expect(findAmounts(invoice).map((a) => a.currency)).toEqual(['CHF', 'CHF', 'USD']);
    // A sign set apart the same way ("€  1.555,84"); not one before a count on its line ("€   12 items").
    const fee = 'Imponibile IVA          €  7.072,00\nIVA 22%                 €  1.555,84\nTotale                  £    890.10 | saldato\n€   12 items';
    expect(values(findAmounts(fee))).toEqual([7072, 1555.84, 890.1]);
    expect(findAmounts(fee).map((a) => a.currency)).toEqual(['EUR', 'EUR', 'GBP']);
  });

  it('finds percentages', () => {
    expect(values(findPercentages('VAT 15.5% and a discount of 10 percent'))).toEqual([15.5, 10]);
  });

  it('finds dates in many styles as YYYY-MM-DD', () => {
    expect(values(findDates('Dated 2024-01-02.'))).toEqual(['2024-01-02']);
    expect(values(findDates('on March 5, 2024'))).toEqual(['2024-03-05']);
    expect(values(findDates('on 5 March 2024'))).toEqual(['2024-03-05']);
    expect(values(findDates('this 5th day of March, 2024'))).toEqual(['2024-03-05']);
    expect(values(findDates('due 25/12/2023'))).toEqual(['2023-12-25']);
    expect(values(findDates('due 03/04/2025'))).toEqual(['2025-03-04']);
    // One unambiguous day-first date makes the others day-first too.
    expect(values(findDates('from 25/12/2023 to 03/04/2024'))).toEqual(['2023-12-25', '2024-04-03']);
    expect(values(findDates('in March 2024'))).toEqual([]);
  });

  it('reads a date written with dots day first, as every country that writes them does, unless its text shows otherwise', () => {
    expect(values(findDates('Probenahme: 03.06.2025, Berichtsdatum: 11.06.2025', { dayFirst: false }))).toEqual(['2025-06-03', '2025-06-11']);
    expect(values(findDates('due 03/04/2025', { dayFirst: false }))).toEqual(['2025-03-04']);
    expect(values(findDates('12.25.2024 and 03.06.2025'))).toEqual(['2024-12-25', '2025-03-06']);
  });

  it('finds dates with the month named as German, French, Spanish and Italian write it', () => {
    expect(values(findDates('Rechnungsdatum: 9. April 2023, fällig 14. März 2023'))).toEqual(['2023-04-09', '2023-03-14']);
    expect(values(findDates('le 1er juillet 2025 et le 3 août 2025'))).toEqual(['2025-07-01', '2025-08-03']);
    expect(values(findDates('el 3 de julio de 2025'))).toEqual(['2025-07-03']);
    expect(values(findDates('il 5 maggio 2020'))).toEqual(['2020-05-05']);
    expect(values(findDates('Mai 2020'))).toEqual([]);
    // Portuguese, Danish, Norwegian and Swedish too, with the ordinal sign of the first day ("1º").
    expect(values(findDates('Porto Alegre, 20 de janeiro de 2025; em 1º de março de 2025'))).toEqual(['2025-01-20', '2025-03-01']);
    expect(values(findDates('Afleveret 3. oktober 2024, betalt 14 maj 2025, forfall 15. desember 2024'))).toEqual(['2024-10-03', '2025-05-14', '2024-12-15']);
  });

  it('finds dates with the month named in Polish, Czech, Finnish, Turkish, Romanian, Hungarian and Greek', () => {
    expect(values(findDates('Warszawa, 19 maja 2025 r.; ważne od dnia 1 czerwca 2025 r.'))).toEqual(['2025-05-19', '2025-06-01']);
    expect(values(findDates('V Brně dne 3. března 2025, splatnost 14. listopadu 2025'))).toEqual(['2025-03-03', '2025-11-14']);
    expect(values(findDates('Helsinki 19. toukokuuta 2025'))).toEqual(['2025-05-19']);
    expect(values(findDates('İstanbul, 19 Mayıs 2025 / 2 AĞUSTOS 2025'))).toEqual(['2025-05-19', '2025-08-02']);
    expect(values(findDates('București, 7 iulie 2025'))).toEqual(['2025-07-07']);
    expect(values(findDates('Budapest, 2025. május 19.'))).toEqual(['2025-05-19']);
    // Greek capitals drop the accents: "ΜΑΪΟΥ", "ΙΑΝΟΥΑΡΙΟΥ".
    expect(values(findDates('Αθήνα, 12 Μαΐου 2025 και 3 ΙΑΝΟΥΑΡΙΟΥ 2026'))).toEqual(['2025-05-12', '2026-01-03']);
  });

  it('finds urls and ids with exact spans', () => {
    const text = 'See https://example.com/a?b=1. Invoice number: INV-20931 (ref #A12B)';
    expect(values(findUrls(text))).toEqual(['https://example.com/a?b=1']);
    const ids = findIds(text);
    expect(values(ids)).toContain('INV-20931');
    expect(values(ids)).toContain('A12B');
    expect(spans(text, ids)).toContain('INV-20931');
  });
});

describe('the decimal style of a document', () => {
  it('is told by the figures only one style writes', () => {
    expect(decimalCommaEvidence('Budget 116.798.750 € (bisher 125.590.000 €), Gewicht 1,2 kg')).toBe(true);
    expect(decimalCommaEvidence('Total $1,250.00, tax 12.50')).toBe(false);
    expect(decimalCommaEvidence('Headcount 3.305, order 2024-03-01')).toBeUndefined();
  });

  it('reads a figure of one group of three in that style, and leaves others alone', () => {
    expect(inDecimalStyle('3.305', 3.305, true)).toBe(3305);
    expect(inDecimalStyle('1,250', 1250, true)).toBe(1.25);
    expect(inDecimalStyle('-3.305 €', -3.305, true)).toBe(-3305);
    expect(inDecimalStyle('3.305', 3.305, false)).toBe(3.305);
    expect(inDecimalStyle('3.305', 3.305, undefined)).toBe(3.305);
    expect(inDecimalStyle('12.50', 12.5, true)).toBe(12.5);
  });
});

describe('ids written in groups', () => {
  it('finds number plates, IBANs, VAT and account numbers whole, with and without a label in capitals before them', () => {
    const text = 'Reg PH53 ZBL, XPF 667, Kennzeichen F-NR 9548. IBAN DE89 3704 0044 0532 0130 00, VAT GB 123 4567 89, account 1234 5678 9012.';
    expect(values(findGroupedIds(text))).toEqual(['PH53 ZBL', 'XPF 667', 'F-NR 9548', 'IBAN DE89 3704 0044 0532 0130 00', 'DE89 3704 0044 0532 0130 00', 'VAT GB 123 4567 89', 'GB 123 4567 89', '1234 5678 9012']);
    expect(spans(text, findGroupedIds(text))[0]).toBe('PH53 ZBL');
  });

  it('takes no word beside a number, amount with its currency, pair of years or short figures of a table row', () => {
    expect(values(findGroupedIds('TOTAL 120 and EUR 1234 in 2023 2024, row 10 250 and 250 300, QTY 12'))).toEqual([]);
    // A digit heading long groups, and four digits that are no year before a month: a card's barcode, an account number.
    expect(values(findGroupedIds('Library card number: 2 9087 00482 1173\nAccount Number:     2034 5567 81'))).toEqual(['2 9087 00482 1173', '2034 5567 81']);
    // An identity number headed by a birth date, and an airline ticket's number after its issuer's code; not a count and a figure.
    expect(values(findGroupedIds('ID number: 880412 0673 08 5\nTicket number: 640 2417739051\nQty 250 12345'))).toEqual(['880412 0673 08 5', '640 2417739051']);
    expect(values(findGroupedIds('Dated 2024 03 15, tel 1 800 55'))).toEqual([]);
    expect(values(findGroupedIds('on 2024 10 15, rows 1200 15 and 12 30 45'))).toEqual([]);
  });

  it('finds an account number whose last group is short, a tariff code in pairs, and a reference with its register', () => {
    const text = 'Darlehenskontonummer: 7260 2424 56\nCommodity code 4202 31 00\nAktenzeichen: 19 C 4174/22\nZuwendungsbestätigung ZB 2025/9769';
    expect(values(findGroupedIds(text))).toEqual(['7260 2424 56', '4202 31 00', '19 C 4174/22', 'ZB 2025/9769']);
  });

  it('finds an article number grouped in threes after a short head, and no phone number in pairs', () => {
    expect(values(findGroupedIds('Bestellnummer | 2 948 293\nTeilenummer: 0 986 690 946\nTel. 06 28 51 29 46\nStk. 12 500'))).toEqual(['2 948 293', '0 986 690 946']);
    expect(values(findGroupedIds("N° d'avis: 97 55 3971549\nTél. : 01 23 45 67 89"))).toEqual(['97 55 3971549']);
  });

  it('reads of a masked number only what it shows', () => {
    expect(values(findGroupedIds('Carte n° XXXX XXXX XXXX 5532\nIBAN XXXX XXXX 0532 0130 00'))).toEqual(['0532 0130 00']);
    expect(values(findIds('Carte n° XXXX XXXX XXXX 5532'))).toContain('5532');
    // A count joined to what it counts is a quantity, not an id; letters that are no word are an id.
    expect(values(findIds('a 12-month warranty, 30-day returns, ref 4-ABC'))).toEqual(['4-ABC']);
  });
});

describe('value finders: tricky cases', () => {
  it('takes no date from a span of time counted from now', () => {
    expect(values(findDates('A full refund will be issued within 5 days; I wrote 3 days ago and will call in 2 weeks, on 12 March 2024.'))).toEqual(['2024-03-12']);
  });

  it('reads numbers in every grouping style, and keeps table columns apart', () => {
    expect(parseNumber("1'250.50")).toBe(1250.5);
    expect(parseNumber('1 250 000')).toBe(1250000);
    expect(parseNumber('−42,5')).toBe(-42.5);
    expect(parseNumber('0,500')).toBe(0.5);
    expect(parseNumber('.75')).toBe(0.75);
    expect(parseNumber('abc')).toBeNull();
    // "1 250.00" in a table row is a quantity and a price, not 1250.
    expect(values(findNumbers('Widget   1 250.00'))).toEqual([1, 250]);
    expect(values(findNumbers('1 250,00 EUR'))).toEqual([1250]);
    // A table's cell holds one value: "| 119 844 |" is one figure, as it is alone on its line; "1 250" in running text is not.
    expect(values(findNumbers('AD-266-ZW | Yaris | 119 844 | 119 854'))).toEqual([119844, 119854]);
    expect(values(findNumbers('Items 1 250 left'))).toEqual([1, 250]);
    // Digits inside identifiers are not numbers of their own.
    expect(values(findNumbers('INV-20931 and A12B'))).toEqual([]);
  });

  it("reads India's grouping by lakhs and crores ('₹45,00,000/-', 'Rs. 1,25,000.00') whole, and a decimal comma as before", () => {
    expect(values(findAmounts('Loan amount: ₹45,00,000/- (Rupees Forty-Five Lakh Only); fee Rs. 1,25,000.00; cover INR 1,00,00,000'))).toEqual([4500000, 125000, 10000000]);
    expect(values(findNumbers('12,50,000 units'))).toEqual([1250000]);
    expect(values(findAmounts('Preis: 12,50 € und 1,250 EUR'))).toEqual([12.5, 1250]);
  });

  it('reads an amount whose thousands a dot groups ("1.065 €") as 1065, and the bare amounts of that document too', () => {
    expect(values(findAmounts('Miete: 1.065 € per month, EUR 2.490 deposit, $1.25 fee'))).toEqual([1065, 2490, 1.25]);
    // Only the currencies with three-digit minor units write one and a bit so.
    expect(values(findAmounts('KWD 1.065'))).toEqual([1.065]);
    expect(values(findValues('currency', 'Rent 1.065 € per month; deposit 2.490 payable on signing.'))).toEqual([1065, 2490]);
    // A document with no dot-grouped amount keeps "2.490" as written.
    expect(values(findValues('currency', 'Rent $950 per month; factor 2.490 applies.'))).toEqual([950, 2.49]);
  });

  it('reads "1,197" as one and a bit in a text that writes decimal commas, and a thousand elsewhere', () => {
    expect(values(findValues('number', 'Netto: 1,197 kg; Wert: 25,17 EUR; Porto: 43,50 EUR'))).toEqual([1.197, 25.17, 43.5]);
    expect(values(findValues('number', 'Net: 1,197 kg; value: 25.17 USD'))).toEqual([1197, 25.17]);
  });

  it('reads one gap before a unit as a thousands group ("135 000 km"), and two columns otherwise', () => {
    expect(values(findNumbers('Next service at 135 000 km, 1 250 kg'))).toEqual([135000, 1250]);
    expect(values(findNumbers('Widget   1 250'))).toEqual([1, 250]);
  });

  it('reads one gap as a thousands group in a text whose amounts are written so ("4 674 kr"), and two columns in one whose are not', () => {
    const swedish = 'Hyra bostad        4 385\nBredband             99\nEn deposition, 4 674 kr, betalas senast 1 juli.';
    expect(values(findValues('currency', swedish, { spaceGroups: spaceGroupEvidence(swedish, findAmounts(swedish)) }))).toEqual([4385, 99, 4674, 1]);
    const english = 'Widget   1 250\nTotal: $1,250.00';
    expect(spaceGroupEvidence(english, findAmounts(english))).toBe(false);
    expect(values(findValues('currency', english, { spaceGroups: false }))).toEqual([1, 250, 1250]);
  });

  it('reads a range written out ("1 Feb 2021 - 28 Feb 2021", "Feb 1 - Feb 28, 2021") as two dates with their own spans', () => {
    const text = 'Statement period: 1 Feb 2021 - 28 Feb 2021; cover Sep 1, 2024 - Aug 31, 2025; usage Feb 1 - Feb 28, 2021';
    const found = findDates(text);
    expect(values(found)).toEqual(['2021-02-01', '2021-02-28', '2024-09-01', '2025-08-31', '2021-02-01', '2021-02-28']);
    expect(spans(text, found)).toEqual(['1 Feb 2021', '28 Feb 2021', 'Sep 1, 2024', 'Aug 31, 2025', 'Feb 1', 'Feb 28, 2021']);
  });

  it('reads days of one month joined ("14–15 October 2025", "October 14–15, 2025", "du 14 au 16 octobre", "vom 14. bis 16. Oktober") as two dates', () => {
    const text = 'Summit: 14–15 October 2025. Fair: October 14–15, 2025. Salon du 14 au 16 octobre 2025. Messe vom 14. bis 16. Oktober 2025. Not 15–14 May 2025.';
    const found = findDates(text);
    expect(values(found)).toEqual(['2025-10-14', '2025-10-15', '2025-10-14', '2025-10-15', '2025-10-14', '2025-10-16', '2025-10-14', '2025-10-16', '2025-05-14']);
    expect(spans(text, found)).toEqual(['14', '15 October 2025', 'October 14', '15, 2025', '14', '16 octobre 2025', '14', '16. Oktober 2025', '14 May 2025']);
  });

  it('reads the first date of a range that leaves its year to the second ("Monday 8 June to Friday 12 June 2026", "tot en met", a year back over New Year)', () => {
    const text = 'Trip: from Monday 8 June to Friday 12 June 2026. Werkweek van maandag 8 juni tot en met vrijdag 12 juni 2026. Closed from 28 December to 3 January 2027. Paid 15 June, then 2 July 2026.';
    const found = findDates(text);
    expect(values(found)).toEqual(['2026-06-08', '2026-06-12', '2026-06-08', '2026-06-12', '2026-12-28', '2027-01-03', '2026-07-02']);
    expect(spans(text, found).slice(0, 2)).toEqual(['8 June', '12 June 2026']);
  });

  it('reads the first day of a range written with dots and no year by the last day\'s year ("01.03.-31.03.2025", a year back over New Year)', () => {
    const text = 'Børnehaveplads   01.03.-31.03.2025   2.198,00\nZeitraum: 15.12. – 14.01.2026';
    const found = findDates(text, { yearless: true });
    expect(values(found)).toEqual(['2025-03-01', '2025-03-31', '2025-12-15', '2026-01-14']);
    expect(spans(text, found)).toEqual(['01.03.', '31.03.2025', '15.12.', '14.01.2026']);
  });

  it('reads two days of one month joined by "and" as two dates ("15 and 16 February 2025", "nos dias 15 e 16 de fevereiro de 2025")', () => {
    const text = 'Shoots on 15 and 16 February 2025; nos dias 15 e 16 de\nfevereiro de 2025.';
    expect(values(findDates(text))).toEqual(['2025-02-15', '2025-02-16', '2025-02-15', '2025-02-16']);
  });

  it('reads an ordinal in digits as a number ("the 3rd day of each month"), and no ordinal inside a word', () => {
    const text = 'Rent is due on the 3rd day of each month, from the 21st; ref 4th5 and A2nd stay out.';
    expect(values(findValues('number', text))).toEqual([3, 21]);
    expect(spans(text, findValues('number', text))).toEqual(['3rd', '21st']);
  });

  it('reads a count spelled out in prose as a number field\'s value, and no other word', () => {
    const text = 'Sadly, two of our three suitcases were lost and one of them held 4 gifts. Two-thirds of no one came one day, Three Bridges Road.';
    const found = findValues('number', text);
    expect(values(found)).toEqual([2, 3, 1, 4]);
    expect(spans(text, found)).toEqual(['two', 'three', 'one', '4']);
    // Amounts and percentages stay figures: "two" is not money.
    expect(values(findAmounts('two of our three bags cost £40.00'))).toEqual([40]);
  });

  it('finds amounts with signs, codes and symbols, with exact spans', () => {
    const text = 'Rounding: -RM 0.02; fee CHF 1’250.00; refund -$5.00; 12.50 EUR';
    const found = findAmounts(text);
    expect(found.map((f) => [f.value, f.currency])).toEqual([
      [-0.02, 'MYR'],
      [1250, 'CHF'],
      [-5, 'USD'],
      [12.5, 'EUR'],
    ]);
    expect(spans(text, found)).toEqual(['-RM 0.02', 'CHF 1’250.00', '-$5.00', '12.50 EUR']);
    // A word ending in letters that spell a code is not a currency.
    expect(findAmounts('FARM 5 acres')).toEqual([]);
  });

  it('reads no currency marker from the next line or from the first letters of a word ("79098" over "Freiburg" is no francs)', () => {
    const text = 'Amtsgericht Freiburg\nHolzmarkt 2\n79098 Freiburg\n\nBørnehaveplads, fuld tid     2.198,00\nFrokostordning     831,00';
    expect(findAmounts(text).map((f) => f.value)).toEqual([]);
    expect(findAmounts('Preis: 12,50 Fr.').map((f) => [f.value, f.currency])).toEqual([[12.5, 'CHF']]);
  });

  it('reads a year over a currency as a column heading, not an amount', () => {
    const text = '                  Note   2019 £    2018 £\nTotal expenditure        587,860   636,804\nPaid: 2019 € and 40 EUR';
    expect(spans(text, findAmounts(text))).toEqual(['2019 €', '40 EUR']);
    expect(findAmounts('Paid 2019 € in cash').map((a) => a.value)).toEqual([2019]);
  });

  it('reads currency codes from symbols, codes and names', () => {
    expect(values(findCurrencyCodes('Prices in euros'))).toEqual(['EUR']);
    expect(values(findCurrencyCodes('Total: £20'))).toEqual(['GBP']);
    expect(values(findCurrencyCodes('payable in Canadian dollars'))).toEqual(['CAD']);
    expect(values(findCurrencyCodes('RMB 300'))).toEqual(['CNY']);
  });

  it('finds percentages but not numbers glued to words', () => {
    expect(values(findPercentages('VAT 20 % and 7.5 pct, not X5%'))).toEqual([20, 7.5]);
    expect(values(findPercentages('a discount of 12,5%'))).toEqual([12.5]);
  });

  it('reads dates day or month first as the text shows, and in written styles', () => {
    // Day-first evidence in the text, or the caller's locale hint, decides ambiguous dates.
    expect(values(findDates('12-01-19'))).toEqual(['2019-12-01']);
    expect(values(findDates('12-01-19', { dayFirst: true }))).toEqual(['2019-01-12']);
    expect(values(findDates('paid 03/04/2024, issued 28/03/2024'))).toEqual(['2024-04-03', '2024-03-28']);
    expect(values(findDates('due 12/28/2017'))).toEqual(['2017-12-28']);
    expect(values(findDates('25 MAR 2018'))).toEqual(['2018-03-25']);
    expect(values(findDates('25-MAR-2018 and 2018/03/12'))).toEqual(['2018-03-25', '2018-03-12']);
    expect(values(findDates('batch 20180304 shipped'))).toEqual(['2018-03-04']);
    expect(values(findDates('December 11,2014'))).toEqual(['2014-12-11']);
    expect(values(findDates('made this 6th day of January, 2012'))).toEqual(['2012-01-06']);
    expect(values(findDates('Sept. 3, 2019 at 10:30'))).toEqual(['2019-09-03']);
    expect(spans('Sept. 3, 2019 at 10:30', findDates('Sept. 3, 2019 at 10:30'))).toEqual(['Sept. 3, 2019']);
    // Impossible dates, version numbers and partial dates are not dates.
    expect(findDates('31/02/2024')).toEqual([]);
    expect(findDates('version 1.2.10')).toEqual([]);
    expect(findDates('in May 2014')).toEqual([]);
  });

  it('finds urls, bare domains, not e-mail domains', () => {
    expect(values(findUrls('see www.acme.com/pay, or https://x.io/a?b=1.'))).toEqual(['www.acme.com/pay', 'https://x.io/a?b=1']);
    // A scheme and a host are read without case; a path keeps its own.
    expect(values(findUrls('Website: WWW.PRAIRIELANTERN.ORG or HTTPS://Shop.Example.COM/Orders/AB12'))).toEqual(['www.prairielantern.org', 'https://shop.example.com/Orders/AB12']);
    expect(values(findUrls('visit acme.co.uk today'))).toEqual(['acme.co.uk']);
    expect(findUrls('mail billing@acme.com')).toEqual([]);
  });

  it('finds identifiers, not amounts', () => {
    expect(values(findIds('Order P.O-63134 / BILL2022-6691 / F/989/X53'))).toEqual(['P.O-63134', 'BILL2022-6691', 'F/989/X53']);
    expect(values(findIds('Total 1,250.00 and 12.5'))).toEqual([]);
    expect(values(findIds('ref #A12B'))).toEqual(['A12B']);
  });

  it('reads no day as a group of an id: "Receipt 330288 2025-01-14" is a number, then its date', () => {
    expect(values(findGroupedIds('Receipt 330288 2025-01-14'))).toEqual([]);
    expect(values(findGroupedIds('Ref 330288 2025 0114'))).toEqual(['330288 2025 0114']);
  });

  it('finds a short number as an identifier only where a label calls it a number or a numbered place', () => {
    expect(values(findIds('Room number: 250\nGate no. 12\nZimmernummer: 14'))).toEqual(['250', '12', '14']);
    expect(values(findIds('Chambre : 312 – Double\nSeat 14\nGate B 27\nPlatform: 19'))).toEqual(['312', '14', '27', '19']);
    expect(values(findIds('Party: 1 adult\nNights: 4\nQuantity 250'))).toEqual([]);
  });
});

describe('id boundaries', () => {
  it('cuts an id where a word glued to it by a lost space starts or ends', () => {
    const text = 'Registered charity number 1090595Charity Commission; ref Charity1090595';
    const ids = findIds(text);
    expect(values(ids)).toEqual(['1090595', '1090595']);
    expect(spans(text, ids)).toEqual(['1090595', '1090595']);
    // Codes that mix letters and digits by design keep them.
    expect(values(findIds('BILL2022-6691 Model300x A12B'))).toEqual(['BILL2022-6691', 'Model300x', 'A12B']);
  });

  it('finds no id in placeholders', () => {
    expect(findIds('Registration number: XXXX, N/A, TBD, [number]')).toEqual([]);
  });
});

describe('postcodes', () => {
  it('finds postcodes whole in the shapes of common countries', () => {
    const text = 'Leeds LS1 4AP; Springfield, IL 62704-1234; Ottawa ON K1A 0B1; 1012 AB Amsterdam; 10115 Berlin';
    const found = findPostcodes(text);
    expect(values(found)).toEqual(['LS1 4AP', '62704-1234', 'K1A 0B1', '1012 AB', '10115']);
    expect(spans(text, found)).toEqual(['LS1 4AP', '62704-1234', 'K1A 0B1', '1012 AB', '10115']);
    // Half a postcode is none.
    expect(findPostcodes('Leeds LS1')).toEqual([]);
  });

  it('finds digits in groups of three and two as a postcode before their town, and not in a table', () => {
    expect(values(findPostcodes('Hviezdoslavova 45, 917 01 Trnava'))).toEqual(['917 01']);
    expect(values(findPostcodes('Lipová 318, 664 31 Lelekovice'))).toEqual(['664 31']);
    expect(values(findPostcodes('Boxes 120 45 12'))).not.toContain('120 45');
  });

  it('reads no postcode inside a longer number: a house number pair, a parcel number, a decimal', () => {
    expect(values(findPostcodes('Vinohradská 1827/112, 120 00 Praha'))).toEqual(['120 00']);
    expect(values(findPostcodes('Blaha Lujza utca 17. (hrsz. 1142/3)'))).toEqual([]);
    expect(values(findPostcodes('Summe 1234,56'))).toEqual([]);
  });
});

describe("the country of a document's dollar", () => {
  it('reads it from business numbers, states and provinces with their postcodes, and taxes only one country levies', () => {
    expect(dollarCountryOf('Wattle Broadband Pty Ltd  ABN 47 087 651 223\n12 Oxford St, Paddington NSW 2021')).toBe('AUD');
    expect(dollarCountryOf('Hydro Laurentides\n455 rue Sherbrooke, Montréal QC H2X 1Y4\nTPS 5 %  TVQ 9,975 %')).toBe('CAD');
    expect(dollarCountryOf('Redwood Coast Rentals, Oakland, CA 94621')).toBe('USD');
    // Nothing said, or two countries said as much: no country.
    expect(dollarCountryOf('Total due: $45.00')).toBeNull();
    expect(dollarCountryOf('Seller: Acme Inc., Austin, TX 78701\nBuyer: Maple Ltd, Toronto ON M5V 2T6')).toBeNull();
    // The pesos written with "$".
    expect(dollarCountryOf('COCHERÍA ITURRALDE HNOS.\nCUIT 30-71288465-9 · Rosario, Santa Fe, Argentina')).toBe('ARS');
    expect(dollarCountryOf('FRIO HOGAR ELECTRODOMÉSTICOS, S.A. de C.V.  RFC FHE980512AB3')).toBe('MXN');
  });
});

describe("the country of a document's krone", () => {
  it('reads it from its country, its business register and its web or mail addresses', () => {
    expect(kroneCountryOf('Nørrebrogade 112, 2200 København N\nmail@cykelvaerkstedet-nbro.dk · CVR 38 44 12 97')).toBe('DKK');
    expect(kroneCountryOf('Org.nr 987 654 321 MVA · 0150 Oslo')).toBe('NOK');
    expect(kroneCountryOf('Kungsgatan 4, 111 43 Stockholm · www.exempel.se')).toBe('SEK');
    // "Tel.no" names no Norwegian web address.
    expect(kroneCountryOf('Tel.no 12345 · Summa kr 1.508,50')).toBeNull();
  });

  it('reads a town or a country that starts or ends with a letter outside ASCII ("Malmö", "Ísland")', () => {
    expect(kroneCountryOf('Storgatan 1, 211 34 Malmö')).toBe('SEK');
    expect(kroneCountryOf('Laugavegur 12, 101 Reykjavik, Ísland')).toBe('ISK');
  });
});

describe('words outside ASCII at the edge of a label', () => {
  it('reads a range joined by "até" and a number labelled "étage"', () => {
    expect(findDates('de 12 de maio até 20 de maio de 2025', { dayFirst: true }).map((d) => d.value)).toEqual(['2025-05-12', '2025-05-20']);
    expect(values(findIds('Bâtiment C, étage 12'))).toEqual(['12']);
  });
});

describe('dates with a space after their dots', () => {
  it('reads "12. 8. 2025" and "1. 9. 2025" day first, as Czech and Polish write them', () => {
    expect(values(findDates('V Kolíně dne 12. 8. 2025'))).toEqual(['2025-08-12']);
    expect(values(findDates('v období od 1. 9. 2025 do 31. 10. 2025'))).toEqual(['2025-09-01', '2025-10-31']);
  });

  it('reads "2023. 08. 14." year first, as Hungary writes it', () => {
    expect(values(findDates('Születési hely, idő:   Budapest, 2023. 08. 14.'))).toEqual(['2023-08-14']);
    expect(values(findDates('Beérkezés dátuma: 2027. 04. 22.      Átvette: Tóthné'))).toEqual(['2027-04-22']);
  });
});

describe('amounts', () => {
  it('reads no money in a number of months, nights or kilograms, marked or not beside it', () => {
    const text = 'Annual berth fee        12 months    $9,840.00\nStay: 3 nights, 450 kg of luggage, 24 Monate, 30 jours\nDeposit 1,000.00';
    expect(findValues('currency', text).map((v) => v.value)).toEqual([9840, 1000]);
  });
});

describe('days and months written without their year', () => {
  const yearless = (text: string) => findDates(text, { yearless: true }).map((d) => [d.value, text.slice(d.start, d.end)]);

  it("takes the year of the text's nearest whole date, a year back when the month is more than half a year later", () => {
    const mail = 'Date: Mon, 9 Feb 2026 08:47\nI bought the tent on 3 January and sent it back on January 14th. If this is not resolved by 20 February I will complain.';
    expect(yearless(mail)).toEqual([
      ['2026-02-09', 'Mon, 9 Feb 2026'],
      ['2026-01-03', '3 January'],
      ['2026-01-14', 'January 14th'],
      ['2026-02-20', '20 February'],
    ]);
    expect(yearless('Brief vom 10. Januar 2027: die Lieferung kam am 28. Dezember.').map(([v]) => v)).toEqual(['2027-01-10', '2026-12-28']);
  });

  it('reads none without a whole date to give the year, none from a lower-case "may", and none unless asked', () => {
    expect(yearless('Please call on 3 January.')).toEqual([]);
    expect(yearless('Issued 2 March 2026. Up to 3 may attend.').map(([v]) => v)).toEqual(['2026-03-02']);
    expect(findDates('Issued 2 March 2026. Paid on 5 March.').map((d) => d.value)).toEqual(['2026-03-02']);
  });
});
