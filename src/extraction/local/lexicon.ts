/**
 * General vocabulary of business documents the local extractor leans on: groups of
 * words that stand in for each other in labels, the words by which a field asks
 * for a kind of thing (an organisation, a place, a duration...), and the shapes of
 * organisation names, addresses and places. Nothing here names a data set or a
 * field: these are the words any invoice, receipt, contract, order or ticket uses.
 */

/**
 * Words that label the same thing. A field's word also matches the others of its group, with less weight.
 * A group's place is its feature's name (`xw_7`) in the fitted model: a new group goes at the end.
 */
export const SYNONYM_GROUPS: string[][] = [
  ['total', 'sum', 'grand', 'amount', 'balance', 'payable', 'gross'],
  ['pay', 'paid', 'payment', 'payable', 'due', 'owing', 'settle'],
  ['date', 'dated', 'day', 'issued', 'on'],
  ['invoice', 'bill', 'receipt', 'statement', 'docket'],
  ['number', 'no', 'num', 'nr', 'nbr', 'id', 'identifier', 'ref', 'reference', 'code', 'doc'],
  ['company', 'vendor', 'supplier', 'seller', 'merchant', 'store', 'shop', 'business', 'firm', 'organization', 'organisation', 'corporation', 'issuer', 'retailer', 'outlet', 'restaurant', 'trader'],
  ['customer', 'client', 'buyer', 'purchaser', 'recipient', 'consignee', 'sold', 'bill'],
  ['address', 'location', 'located', 'premises', 'street', 'addr', 'situated', 'office'],
  ['phone', 'telephone', 'tel', 'mobile', 'cell', 'fax', 'contact'],
  ['email', 'mail', 'e-mail'],
  ['website', 'web', 'site', 'url', 'homepage', 'link', 'online', 'internet'],
  ['tax', 'vat', 'gst', 'sst', 'duty', 'levy'],
  ['rate', 'percentage', 'percent', 'ratio', 'pct'],
  ['discount', 'rebate', 'reduction', 'markdown', 'off'],
  ['quantity', 'qty', 'count', 'units', 'pieces', 'pcs', 'items'],
  ['price', 'cost', 'fee', 'charge', 'rate', 'commission'],
  ['subtotal', 'sub', 'net'],
  ['start', 'begin', 'beginning', 'commence', 'commencement', 'effective', 'from'],
  ['end', 'expire', 'expiry', 'expiration', 'until', 'terminate', 'termination', 'through'],
  ['term', 'duration', 'period', 'length', 'last', 'remain', 'continue', 'survive', 'years', 'months'],
  ['jurisdiction', 'governing', 'govern', 'governed', 'law', 'laws', 'venue', 'courts', 'construed'],
  ['party', 'parties', 'between', 'among', 'counterparty', 'undersigned', 'signatory'],
  ['agreement', 'contract', 'deed', 'arrangement'],
  ['order', 'po', 'purchase'],
  ['currency', 'denominated', 'ccy', 'money'],
  ['priority', 'urgency', 'severity', 'importance'],
  ['status', 'state', 'stage'],
  ['subject', 'title', 'topic', 'heading', 're'],
  ['requester', 'reporter', 'submitter', 'requested', 'reported', 'submitted', 'opened', 'author', 'raised'],
  ['employee', 'staff', 'worker', 'executive'],
  ['employer', 'company'],
  ['name', 'named', 'called'],
  ['delivery', 'shipping', 'ship', 'shipment', 'dispatch', 'deliver'],
  ['carrier', 'courier', 'shipper', 'forwarder', 'freight', 'haulier', 'transporter', 'transport'],
  ['account', 'acct', 'iban', 'acc'],
  ['cashier', 'operator', 'clerk', 'served', 'server'],
  ['change', 'refund'],
  ['cash', 'tendered', 'tender'],
  ['method', 'mode', 'via', 'means'],
  ['issue', 'problem', 'incident', 'ticket', 'case'],
  ['resolved', 'solved', 'closed', 'fixed', 'completed', 'done', 'resolution'],
  ['product', 'item', 'article', 'goods', 'description'],
  ['notice', 'notification', 'letter'],
  ['renewal', 'renew', 'extension', 'extend'],
  ['deposit', 'advance', 'prepayment', 'retainer', 'bond'],
  ['interest', 'apr'],
  ['signed', 'executed', 'signature', 'made', 'entered'],
  ['excluding', 'excl', 'exclusive', 'before', 'pre', 'without'],
  ['including', 'incl', 'inclusive', 'after', 'inc'],
  ['rounding', 'rounded', 'round', 'adjustment', 'adj'],
  ['saving', 'savings', 'saved', 'points', 'reward', 'voucher'],
  ['card', 'visa', 'mastercard', 'credit', 'debit', 'eftpos'],
  ['service', 'svc', 'tip', 'gratuity'],
  ['previous', 'prior', 'original', 'old', 'last'],
  ['new', 'revised', 'amended', 'current'],
  // Appended, so the groups before keep their feature numbers (xw_N): a time unit and its adverb, what a hirer puts down or bears.
  ['daily', 'day', 'diem'],
  ['weekly', 'week'],
  ['monthly', 'month'],
  ['yearly', 'annual', 'annually', 'annum', 'year'],
  ['hourly', 'hour'],
  ['excess', 'deductible'],
  // What an organisation takes in and what it spends, as statements head them.
  ['revenue', 'revenues', 'sales', 'turnover', 'income'],
  ['expenses', 'expenditure', 'spending', 'outgoings', 'opex'],
  ['maximum', 'max', 'most', 'limit', 'cap', 'ceiling', 'upper'],
  ['minimum', 'min', 'least', 'floor', 'lower'],
  // Why something was done, as forms head it ("Business purpose", "Reason for travel", "Motive").
  ['reason', 'purpose', 'motive', 'grounds', 'rationale', 'objective'],
  // Who made a product, as a vehicle's or an appliance's papers head it ("Make: Chevrolet"; WordNet keeps "make" too general to follow).
  ['brand', 'make', 'marque'],
  // Money into and out of an account, as statements total it ("Gutschriften", "Total credits", "Belastungen gesamt").
  ['incoming', 'inflow', 'inflows', 'deposits', 'lodgements', 'credited', 'credits'],
  ['outgoing', 'outgoings', 'outflow', 'outflows', 'withdrawals', 'debited', 'debits'],
  // Where an event is held: a room or a hall named on the day's papers ("Salle:", "Raum:", "Room:").
  ['venue', 'room', 'hall', 'location'],
  // The day one retires is the day one's pension starts ("Départ en retraite", "Rentenbeginn", "Pension start date").
  ['retirement', 'retire', 'pension'],
  // Money off, and the code or voucher that gives it ("Nachlass STAY10", "Remise", "Promo code").
  ['discount', 'voucher', 'coupon', 'promo', 'promotion', 'reduction', 'markdown'],
  // A purchase told as a verb ("I bought it from ValuTech on 02/14/2022").
  ['purchase', 'buy', 'bought', 'purchased'],
];

/** Kinds of things a text field may ask for, and the words that ask for each. */
export type EntityClass = 'org' | 'person' | 'place' | 'address' | 'duration' | 'title' | 'email' | 'phone' | 'clock' | 'job';

export const CLASS_CUES: Record<EntityClass, string[]> = {
  org: [
    'company', 'vendor', 'supplier', 'seller', 'merchant', 'store', 'shop', 'business', 'firm', 'organization', 'organisation', 'corporation',
    'employer', 'issuer', 'retailer', 'bank', 'party', 'parties', 'counterparty', 'manufacturer', 'carrier', 'brand', 'lender', 'borrower', 'landlord',
    'tenant', 'licensor', 'licensee', 'contractor', 'provider', 'insurer', 'restaurant', 'outlet', 'entity', 'payee', 'biller', 'institution', 'agency',
    'customer', 'client', 'buyer', 'purchaser', 'org',
  ],
  person: [
    'person', 'employee', 'contact', 'signatory', 'signer', 'requester', 'reporter', 'author', 'agent', 'representative', 'party', 'parties', 'buyer',
    'owner', 'manager', 'assignee', 'individual', 'cashier', 'customer', 'client', 'recipient', 'patient', 'applicant', 'witness', 'officer', 'director',
    'attorney', 'who', 'submitter', 'name', 'staff', 'payee', 'landlord', 'tenant', 'borrower', 'appellant', 'claimant', 'complainant', 'petitioner',
  ],
  place: ['jurisdiction', 'country', 'governing', 'law', 'laws', 'city', 'venue', 'province', 'region', 'nation', 'place', 'origin', 'destination', 'where', 'state', 'county', 'territory'],
  address: ['address', 'street', 'premises', 'residence', 'billing', 'shipping', 'headquarters', 'located', 'location', 'postal', 'mailing'],
  duration: ['term', 'duration', 'period', 'length', 'long', 'lasts', 'validity', 'tenure', 'notice', 'time', 'years', 'months', 'days', 'weeks', 'lifetime', 'span'],
  title: ['subject', 'title', 'heading', 'topic', 'headline', 'summary'],
  email: ['email', 'emails', 'inbox', 'mailbox'],
  phone: ['phone', 'telephone', 'tel', 'mobile', 'cellphone', 'fax', 'hotline', 'helpline', 'landline'],
  // "Time" asks for a time of day as often as for a length of time: both classes hear it, the candidates tell.
  clock: ['time', 'clock', 'slot', 'oclock'],
  // A job title ("position_of_signer", "role applied for"); "title" is a document's unless a person's is meant (field.ts).
  job: ['position', 'job', 'occupation', 'designation', 'profession', 'role', 'vacancy'],
};

/** Legal-form suffixes of organisation names, as written (compared case-insensitively, without dots). */
export const ORG_SUFFIXES = new Set(
  [
    'inc', 'incorporated', 'corp', 'corporation', 'co', 'company', 'ltd', 'limited', 'llc', 'lllp', 'llp', 'lp', 'plc', 'pllc', 'pc', 'gmbh', 'ag', 'kg',
    'sa', 'sas', 'sarl', 'srl', 'spa', 'nv', 'bv', 'ab', 'asa', 'as', 'oy', 'oyj', 'aps', 'kk', 'bhd', 'berhad', 'sdn', 'pte', 'pty', 'pvt', 'tbk', 'se',
    'sl', 'sau', 'lda', 'ltda', 'bank', 'trust', 'na', 'ulc', 'lc', 'sc', 'mbh', 'ug', 'ohg', 'kgaa', 'ek', 'sro', 'zrt', 'kft', 'doo', 'ooo', 'pjsc', 'ojsc', 'cjsc', 'jsc',
    // German associations and partnerships ("TSV Grünwald 1898 e.V."), French forms of one owner or of professions ("EURL", "SELARL").
    'ev', 'gbr', 'partg', 'sasu', 'eurl', 'snc', 'scop', 'selarl', 'scp',
    // German cooperatives and non-profit firms, written with a small first letter ("Volksbank Mittelweser eG", "gGmbH").
    'eg', 'ggmbh',
    // Polish and Czech forms: "Sp. z o.o." (ends with "o.o."), "Sp.k.", "spol. s r.o.", a cooperative ("Zemědělské družstvo Vysočina, družstvo").
    'oo', 'spk', 'spj', 'spol', 'družstvo',
    // Turkish ("Ltd. Şti.", "A.Ş."), Hungarian ("Bt.", "Nyrt."), Croatian ("d.d.") and Greek ("Α.Ε.", "Ε.Π.Ε.", "Ι.Κ.Ε.") forms.
    'şti', 'aş', 'bt', 'nyrt', 'dd', 'αε', 'επε', 'ικε',
    // Swiss, Dutch, Belgian, Mexican, Icelandic and Baltic forms ("Sàrl", "V.O.F.", "BVBA", "VZW", "S.A. de C.V.", "ehf.", "UAB", "SIA", "OÜ").
    'sàrl', 'vof', 'cv', 'bvba', 'sprl', 'scrl', 'vzw', 'asbl', 'ehf', 'hf', 'uab', 'sia', 'oü',
  ],
);

/** Words that name a kind of document: a line of them ("MUTUAL NON-DISCLOSURE AGREEMENT") is a title, not a name. */
export const DOCUMENT_KINDS = new Set([
  'agreement', 'contract', 'statement', 'statements', 'report', 'invoice', 'order', 'receipt', 'letter', 'memorandum', 'minutes', 'quotation', 'proposal', 'release', 'addendum', 'amendment', 'deed', 'lease', 'notice',
  // The same kinds in the languages a bilingual title pairs with English ("Rechnung / Invoice", "Facture / Invoice").
  'rechnung', 'quittung', 'bestellung', 'vertrag', 'angebot', 'gutschrift', 'lieferschein', 'facture', 'reçu', 'commande', 'contrat', 'devis', 'avoir',
  'factura', 'recibo', 'pedido', 'contrato', 'fattura', 'ricevuta', 'ordine', 'contratto', 'faktura', 'factuur', 'bon',
]);

/** More words for a kind of paper, that end a title ("Pay Advice", "Small Claims Summons") and no person's name. */
export const PAPER_WORDS = new Set([
  ...DOCUMENT_KINDS,
  'advice', 'summons', 'confirmation', 'certificate', 'schedule', 'application', 'claim', 'form', 'voucher', 'slip', 'payslip', 'acknowledgment',
  'acknowledgement', 'notification', 'estimate', 'itinerary', 'manifest', 'waybill', 'declaration', 'note', 'memo', 'policy', 'request', 'summary',
]);

/** The words such a title is made of besides the kind: what the document is about and how it is joined. */
export const DOCUMENT_TITLE_WORDS = new Set([
  ...DOCUMENT_KINDS,
  'mutual', 'non', 'disclosure', 'nondisclosure', 'confidentiality', 'confidential', 'services', 'service', 'consultancy', 'consulting', 'master', 'purchase', 'sales', 'tax',
  'official', 'annual', 'financial', 'consolidated', 'operations', 'results', 'press', 'delivery', 'credit', 'employment', 'licence', 'license', 'supply', 'framework',
  'interim', 'quarterly', 'of', 'and', 'the', 'for', 'a', 'an', 'pro', 'forma', 'proforma', 'de', 'der', 'du', 'la', 'le',
]);

/** Words common in organisation names. */
export const ORG_WORDS = new Set(
  [
    'group', 'holdings', 'holding', 'partners', 'partnership', 'technologies', 'technology', 'systems', 'laboratories', 'labs', 'pharmaceuticals', 'pharma',
    'enterprises', 'enterprise', 'industries', 'trading', 'services', 'solutions', 'international', 'associates', 'capital', 'ventures', 'stores', 'store',
    'restaurant', 'cafe', 'hardware', 'pharmacy', 'mart', 'market', 'supermarket', 'trust', 'fund', 'foundation', 'university', 'institute', 'agency',
    'bancorp', 'bancshares', 'financial', 'securities', 'investments', 'insurance', 'networks', 'communications', 'software', 'energy', 'resources',
    'motors', 'foods', 'brands', 'products', 'manufacturing', 'medical', 'health', 'healthcare', 'sciences', 'therapeutics', 'biosciences', 'electronics',
    'electric', 'petroleum', 'oil', 'gas', 'mining', 'realty', 'properties', 'management', 'advisors', 'advisers', 'consulting', 'media', 'entertainment',
    'airlines', 'logistics', 'marketing', 'retail', 'wholesale', 'supplies', 'supply', 'construction', 'engineering', 'design', 'studio', 'bakery', 'kitchen',
    'hotel', 'motel', 'bookstore', 'books', 'stationery', 'trading', 'traders', 'shop', 'boutique', 'centre', 'center', 'department', 'emporium', 'station',
    'house', 'club', 'corp', 'inc', 'global', 'worldwide', 'america', 'americas', 'usa', 'deco', 'home', 'auto', 'garage', 'clinic', 'dental', 'optical',
    'society', 'association', 'charity', 'hospice', 'project', 'council', 'federation', 'union', 'alliance', 'league', 'foodbank', 'church', 'school',
    'college', 'academy', 'museum', 'theatre', 'hospital', 'mission', 'fellowship', 'network', 'cooperative', 'collective', 'guild', 'commission',
    // Public bodies: courts, ministries, offices of the state.
    'court', 'tribunal', 'ministry', 'authority', 'registry', 'bureau', 'municipality', 'prefecture', 'embassy', 'consulate', 'insurer', 'committee',
    // A family firm ("Duclos & Fils", "Meyer & Söhne", "Rossi e Figli", "Smith & Sons", "Martin Frères", "Dupont & Cie").
    'sons', 'brothers', 'bros', 'fils', 'frères', 'söhne', 'figli', 'fratelli', 'hijos', 'hermanos', 'zonen', 'cie',
  ],
);

/** Words of street addresses, in the languages whose addresses are common in business documents. */
export const STREET_WORDS = new Set(
  [
    'street', 'st', 'road', 'rd', 'avenue', 'ave', 'av', 'boulevard', 'blvd', 'lane', 'ln', 'drive', 'dr', 'court', 'ct', 'place', 'pl', 'square', 'sq',
    'highway', 'hwy', 'way', 'suite', 'ste', 'floor', 'fl', 'building', 'bldg', 'unit', 'lot', 'box', 'po', 'pobox', 'parkway', 'pkwy', 'terrace', 'crescent',
    'close', 'plaza', 'park', 'industrial', 'estate', 'centre', 'center', 'tower', 'level', 'block', 'blk', 'apartment', 'apt', 'room', 'rm', 'wing',
    'strasse', 'straße', 'str', 'platz', 'weg', 'gasse', 'allee', 'rue', 'chemin', 'quai', 'calle', 'avenida', 'carrera', 'via', 'viale', 'piazza',
    'corso', 'straat', 'laan', 'plein', 'gracht', 'rua', 'travessa', 'jalan', 'jln', 'lorong', 'persiaran', 'lebuh', 'lebuhraya', 'taman', 'kampung',
    'kawasan', 'bandar', 'wisma', 'menara', 'kompleks', 'gedung', 'soi', 'moo', 'barangay', 'district', 'county', 'township', 'village', 'city', 'town',
    'postcode', 'zip', 'pincode', 'no', 'walk', 'approach', 'yard', 'mews', 'gardens', 'grove', 'parade', 'quay', 'wharf', 'circle', 'cir', 'trail', 'alley', 'embankment', 'broadway',
    // Further abroad: words no English text uses, so a line holding one is an address line.
    'utca', 'út', 'útja', 'körút', 'krt', 'tér', 'fasor', 'sétány', 'rakpart', 'ul', 'ulica', 'aleja', 'aleje', 'plac', 'osiedle', 'ulice', 'náměstí', 'nám',
    'nábřeží', 'třída', 'námestie', 'nábrežie', 'gata', 'gatan', 'vägen', 'väg', 'vej', 'gade', 'veien', 'vegen', 'gränd', 'torget', 'plads', 'stræde', 'katu',
    'kuja', 'strada', 'calea', 'bulevardul', 'bd', 'bdul', 'aleea', 'șoseaua', 'soseaua', 'splaiul', 'avda', 'paseo', 'ronda', 'camino', 'carretera', 'ctra',
    'travesía', 'rambla', 'glorieta', 'vicolo', 'lungomare', 'praça', 'praca', 'estrada', 'alameda', 'allée', 'impasse', 'faubourg', 'chaussée', 'singel',
    'dreef', 'steeg', 'chaussee',
    // A postcode's label abroad ("Código postal", "PLZ", "PSČ", "Postnr", "Kod pocztowy", "Irányítószám").
    'postal', 'plz', 'cep', 'psč', 'postnr', 'postnummer', 'pocztowy', 'irányítószám', 'postinumero',
  ],
);

/** Street words written before the street's name ("ul. Długa 5", "Via Roma 12", "Rua de Santa Catarina, 214"): such a word may open the line. */
export const STREET_WORDS_FIRST = new Set([
  'rue', 'chemin', 'quai', 'allée', 'impasse', 'boulevard', 'bd', 'avenue', 'av', 'calle', 'avenida', 'avda', 'paseo', 'ronda', 'camino', 'carretera', 'ctra',
  'travesía', 'rambla', 'glorieta', 'plaza', 'via', 'viale', 'piazza', 'corso', 'vicolo', 'lungomare', 'rua', 'travessa', 'praça', 'praca', 'estrada', 'alameda',
  'ul', 'ulica', 'aleja', 'aleje', 'plac', 'strada', 'calea', 'bulevardul', 'bdul', 'aleea', 'șoseaua', 'soseaua', 'splaiul', 'jalan', 'jln', 'lorong', 'persiaran',
  'náměstí', 'nám', 'nábřeží', 'třída', 'námestie', 'nábrežie',
]);

/** US states (the first PLACES_US_COUNT), Canadian provinces, countries and a few regions (lower case), for place-like answers. */
export const PLACES = new Set(
  [
    'alabama', 'alaska', 'arizona', 'arkansas', 'california', 'colorado', 'connecticut', 'delaware', 'florida', 'georgia', 'hawaii', 'idaho', 'illinois',
    'indiana', 'iowa', 'kansas', 'kentucky', 'louisiana', 'maine', 'maryland', 'massachusetts', 'michigan', 'minnesota', 'mississippi', 'missouri',
    'montana', 'nebraska', 'nevada', 'new hampshire', 'new jersey', 'new mexico', 'new york', 'north carolina', 'north dakota', 'ohio', 'oklahoma',
    'oregon', 'pennsylvania', 'rhode island', 'south carolina', 'south dakota', 'tennessee', 'texas', 'utah', 'vermont', 'virginia', 'washington',
    'west virginia', 'wisconsin', 'wyoming', 'district of columbia', 'puerto rico', 'guam',
    'alberta', 'british columbia', 'manitoba', 'new brunswick', 'newfoundland and labrador', 'nova scotia', 'ontario', 'prince edward island', 'quebec',
    'saskatchewan', 'yukon',
    'england', 'scotland', 'wales', 'northern ireland', 'england and wales', 'united kingdom', 'ireland', 'france', 'germany', 'spain', 'portugal', 'italy',
    'netherlands', 'the netherlands', 'belgium', 'luxembourg', 'switzerland', 'austria', 'denmark', 'norway', 'sweden', 'finland', 'iceland', 'poland',
    'czech republic', 'slovakia', 'hungary', 'romania', 'bulgaria', 'greece', 'turkey', 'cyprus', 'malta', 'croatia', 'slovenia', 'serbia', 'estonia',
    'latvia', 'lithuania', 'ukraine', 'russia', 'russian federation', 'israel', 'egypt', 'south africa', 'nigeria', 'kenya', 'morocco', 'united arab emirates',
    'saudi arabia', 'qatar', 'india', 'pakistan', 'bangladesh', 'sri lanka', 'china', 'hong kong', 'taiwan', 'japan', 'korea', 'south korea',
    'republic of korea', 'singapore', 'malaysia', 'indonesia', 'thailand', 'vietnam', 'philippines', 'australia', 'new zealand', 'canada', 'mexico',
    'brazil', 'argentina', 'chile', 'colombia', 'peru', 'united states', 'united states of america', 'usa', 'u.s.a.', 'bermuda', 'cayman islands',
    'british virgin islands', 'jersey', 'guernsey', 'isle of man', 'gibraltar', 'liechtenstein', 'monaco', 'panama', 'bahamas', 'barbados',
    'new south wales', 'victoria', 'queensland', 'western australia', 'ontario', 'hesse', 'bavaria', 'johor', 'selangor', 'kuala lumpur', 'penang',
    'sabah', 'sarawak', 'perak', 'kedah', 'melaka', 'pahang', 'kelantan', 'terengganu', 'negeri sembilan', 'perlis', 'putrajaya', 'labuan',
  ],
);

export const PLACES_US_COUNT = 53;

/** The longest place name, in words. */
export const PLACE_MAX_WORDS = 4;

export const TIME_UNITS = ['day', 'week', 'month', 'year'] as const;

/** Words that are not names even when capitalised (sentence openers, headings, legal filler). */
/** Words that greet, written with a capital before the name they greet ("Hi Jonas,", "Liebe Frau Krüger"). */
/**
 * Letters written after a person's name for a degree, a registration or an honour ("Dr Rajiv Malhotra BDS",
 * "Jane Ortiz, CPA"): no part of the name. Lower case, dots left out.
 */
export const POST_NOMINALS = new Set(
  'bds dds dmd md mbbs mbchb bchd phd dphil msc bsc ba ma mba llb llm jd cpa aca fca acca fcca cfa rn np esq qc kc obe mbe cbe frcs frcp mrcp mrcs mrcgp frcog fds ceng dvm mrcvs bvsc pharmd rph facp facs mcsp hcpc bsc(hons) frics mrics cima acma fcma'.split(' '),
);

export const GREETING_WORDS = new Set(['dear', 'hello', 'hi', 'hey', 'liebe', 'lieber', 'hallo', 'cher', 'chère', 'bonjour', 'bonsoir', 'geachte', 'hola']);

export const NOT_NAME_WORDS = new Set(
  [
    ...GREETING_WORDS,
    'the', 'this', 'that', 'these', 'those', 'a', 'an', 'in', 'on', 'at', 'by', 'for', 'to', 'of', 'and', 'or', 'if', 'as', 'any', 'all', 'each', 'such',
    'no', 'not', 'it', 'its', 'we', 'you', 'your', 'our', 'their', 'his', 'her', 'i', 'he', 'she', 'they', 'whereas', 'now', 'therefore', 'witness',
    'whereof', 'section', 'article', 'exhibit', 'schedule', 'page', 'date', 'dated', 'name', 'title', 'by', 'between', 'among', 'with', 'from', 'upon',
    'agreement', 'confidential', 'information', 'total', 'subtotal', 'tax', 'invoice', 'receipt', 'thank', 'please', 'tel', 'fax', 'phone', 'email',
    'signature', 'signed', 'attention', 'attn', 'fao', 're', 'dear', 'sir', 'madam', 'gentlemen', 'ladies', 'very', 'truly', 'sincerely', 'yours',
    // German and French words that open a sentence before a name ("Die Rheintal Chemie AG meldet...", "Chez Garage des Lilas").
    'die', 'der', 'das', 'dem', 'den', 'über', 'für', 'mit', 'bei', 'nach', 'zum', 'zur', 'wir', 'sie', 'ihr', 'ihre', 'unser', 'unsere', 'bitte', 'sehr',
    'chez', 'pour', 'avec', 'dans', 'nous', 'votre', 'vos', 'notre', 'cher', 'chère', 'selon', 'après', 'avant',
    // "Between" as contracts open abroad ("Zwischen Praxisklinik Nordstadt GmbH (nachfolgend ...) und ...").
    'zwischen', 'entre', 'tussen', 'mellan', 'mellem',
  ],
);

/**
 * The two sides of an exchange by the roles that name them: who a document, a service or
 * a contract is for (customer, tenant, hirer, borrower, policyholder...) and who provides
 * it or is paid (supplier, landlord, lender, insurer...). A field asking for one side is
 * answered beside a label naming that side, whichever role word either uses ("client"
 * against "Hirer:").
 */
export const CUSTOMER_ROLES = [
  'customer', 'client', 'buyer', 'purchaser', 'consignee', 'payer', 'recipient', 'addressee', 'patient', 'guest', 'passenger',
  'policyholder', 'applicant', 'subscriber', 'tenant', 'lessee', 'hirer', 'renter', 'borrower', 'debtor', 'member', 'holder',
  'insured', 'donor', 'licensee', 'attendee', 'delegate', 'participant', 'registrant', 'entrant', 'appellant', 'claimant', 'complainant', 'petitioner',
  'student', 'pupil', 'learner', 'traveller', 'traveler', 'visitor',
];
export const PROVIDER_ROLES = ['seller', 'supplier', 'vendor', 'issuer', 'sender', 'merchant', 'biller', 'payee', 'landlord', 'lessor', 'lender', 'creditor', 'insurer', 'provider', 'licensor', 'contractor', 'shipper', 'consignor', 'retailer', 'dealer', 'workshop'];

/**
 * Ways of saying one select option that WordNet does not link: a point on a scale
 * ("Conservative" risk is "Low"), a period ("first quarter" is "Q1"), a frequency ("per
 * annum" is "Annually"), a fee basis, a warranty refused, a way to pay. An option that
 * is one of a group's phrases is also met where the document says another of them.
 */
export const OPTION_ALIASES: string[][] = [
  ['low', 'low risk', 'lower risk', 'conservative', 'cautious', 'defensive'],
  ['medium', 'medium risk', 'moderate', 'balanced'],
  ['high', 'high risk', 'higher risk', 'aggressive', 'adventurous', 'dynamic'],
  ['q1', 'first quarter', '1st quarter', 'quarter 1'],
  ['q2', 'second quarter', '2nd quarter', 'quarter 2'],
  ['q3', 'third quarter', '3rd quarter', 'quarter 3'],
  ['q4', 'fourth quarter', '4th quarter', 'quarter 4'],
  ['h1', 'first half', '1st half', 'half year', 'half-year', 'six months ended'],
  ['h2', 'second half', '2nd half'],
  ['full year', 'fy', 'twelve months ended', 'year ended'],
  ['annually', 'yearly', 'per year', 'per annum', 'each year', 'every year', 'once a year', 'annual'],
  ['monthly', 'per month', 'each month', 'every month'],
  ['quarterly', 'per quarter', 'each quarter', 'every quarter', 'every three months'],
  ['weekly', 'per week', 'each week', 'every week'],
  ['fixed fee', 'fixed price', 'lump sum', 'flat fee', 'fixed-price'],
  ['time and materials', 'time & materials', 't&m', 'per hour', 'hourly rate', 'hourly rates', 'daily rates'],
  ['none', 'no warranty', 'sold as seen', 'as is', 'without warranty', 'no guarantee'],
  ['card', 'credit card', 'debit card', 'visa', 'mastercard', 'amex', 'american express'],
  ['bank transfer', 'wire', 'wire transfer', 'bacs', 'credit transfer', 'faster payment', 'faster payments', 'sepa transfer', 'eft', 'electronic funds transfer', 'direct deposit', 'direct credit', 'chaps', 'ach transfer', 'internet banking', 'e-transfer'],
  // The channels a payment, a claim or a complaint goes through.
  ['post', 'by post', 'by mail', 'mail', 'postal', 'letter'],
  ['online', 'website', 'web', 'internet', 'www'],
  ['in person', 'at a counter', 'counter', 'over the counter', 'in branch', 'at the office'],
  // The kinds of cost a travel or expense claim lists, as its lines name them.
  ['hotel', 'lodging', 'accommodation', 'motel', 'hostel', 'overnight stay'],
  ['mileage', 'miles', 'personal car', 'private car', 'own car', 'car allowance', 'kilometres', 'kilometers'],
  ['flights', 'flight', 'air travel', 'airfare', 'air fare', 'airline'],
  ['rail', 'train', 'railway', 'train ticket'],
  ['meals', 'food and drink', 'dining', 'restaurant'],
];
