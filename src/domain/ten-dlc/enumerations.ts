// The 10DLC enumerations (001 §3 "business types, verticals, use cases, stock exchanges, seniority
// and entity types come from enumerations (values not shown)"): the values The Campaign Registry
// (the registry behind every US 10DLC brand and campaign) accepts, so what the form offers is what a
// real registry would take. Each list is [code, label]: the code travels, the label is shown.
type Choices = readonly (readonly [string, string])[];
const codes = <T extends Choices>(list: T) => list.map(([code]) => code) as [T[number][0], ...T[number][0][]];

/** The registry's entityType. */
export const ENTITY_TYPES = [
  ['PRIVATE_PROFIT', 'Private company'],
  ['PUBLIC_PROFIT', 'Publicly traded company'],
  ['NON_PROFIT', 'Non-profit organization'],
  ['GOVERNMENT', 'Government'],
  ['SOLE_PROPRIETOR', 'Sole proprietor'],
] as const;

/** The registry's vertical (industry) list. */
export const VERTICALS = [
  ['AGRICULTURE', 'Agriculture'],
  ['COMMUNICATION', 'Communication'],
  ['CONSTRUCTION', 'Construction'],
  ['EDUCATION', 'Education'],
  ['ENERGY', 'Energy'],
  ['ENTERTAINMENT', 'Entertainment'],
  ['FINANCIAL', 'Financial'],
  ['GAMBLING', 'Gambling'],
  ['GOVERNMENT', 'Government'],
  ['HEALTHCARE', 'Healthcare'],
  ['HOSPITALITY', 'Hospitality'],
  ['HUMAN_RESOURCES', 'Human resources'],
  ['INSURANCE', 'Insurance'],
  ['LEGAL', 'Legal'],
  ['MANUFACTURING', 'Manufacturing'],
  ['NGO', 'NGO'],
  ['POLITICAL', 'Political'],
  ['POSTAL', 'Postal'],
  ['PROFESSIONAL', 'Professional services'],
  ['REAL_ESTATE', 'Real estate'],
  ['RETAIL', 'Retail'],
  ['TECHNOLOGY', 'Technology'],
  ['TRANSPORTATION', 'Transportation'],
] as const;

/** The legal form of the business (the registry's business type as the carriers' forms ask it). */
export const BUSINESS_TYPES = [
  ['CORPORATION', 'Corporation'],
  ['LIMITED_LIABILITY_CORPORATION', 'Limited liability corporation'],
  ['PARTNERSHIP', 'Partnership'],
  ['SOLE_PROPRIETORSHIP', 'Sole proprietorship'],
  ['CO_OPERATIVE', 'Co-operative'],
  ['NON_PROFIT_CORPORATION', 'Non-profit corporation'],
] as const;

/** Which number identifies the business: the US EIN, or one of the registry's alternatives. */
export const REGISTRATION_ID_TYPES = [
  ['EIN', 'EIN (US tax id)'],
  ['DUNS', 'D-U-N-S number'],
  ['LEI', 'Legal entity identifier (LEI)'],
  ['GIIN', 'Global intermediary identification number (GIIN)'],
] as const;

/** The registry's stock exchange list (for a publicly traded company). */
export const STOCK_EXCHANGES = [
  ['NASDAQ', 'NASDAQ'],
  ['NYSE', 'NYSE'],
  ['AMEX', 'AMEX'],
  ['AMX', 'AMX'],
  ['ASX', 'ASX'],
  ['B3', 'B3'],
  ['BME', 'BME'],
  ['BSE', 'BSE'],
  ['FRA', 'FRA'],
  ['ICEX', 'ICEX'],
  ['JPX', 'JPX'],
  ['JSE', 'JSE'],
  ['KRX', 'KRX'],
  ['LON', 'LON'],
  ['NSE', 'NSE'],
  ['OMX', 'OMX'],
  ['SEHK', 'SEHK'],
  ['SGX', 'SGX'],
  ['SSE', 'SSE'],
  ['STO', 'STO'],
  ['SWX', 'SWX'],
  ['SZSE', 'SZSE'],
  ['TSX', 'TSX'],
  ['TWSE', 'TWSE'],
  ['VSE', 'VSE'],
  ['OTHER', 'Other'],
] as const;

/** Seniority: the registry's brand relationship, how long and how much the brand has sent through us. */
export const SENIORITIES = [
  ['BASIC_ACCOUNT', 'Basic: new, no history'],
  ['SMALL_ACCOUNT', 'Small: some history'],
  ['MEDIUM_ACCOUNT', 'Medium: a steady sender'],
  ['LARGE_ACCOUNT', 'Large: a long, large sender'],
  ['KEY_ACCOUNT', 'Key: a strategic account'],
] as const;

/** The registry's use-case (campaign) types: the standard ones and the special ones a brand may ask for. */
export const USE_CASE_TYPES = [
  ['2FA', 'Two-factor authentication'],
  ['ACCOUNT_NOTIFICATION', 'Account notification'],
  ['CUSTOMER_CARE', 'Customer care'],
  ['DELIVERY_NOTIFICATION', 'Delivery notification'],
  ['FRAUD_ALERT', 'Fraud alert'],
  ['HIGHER_EDUCATION', 'Higher education'],
  ['LOW_VOLUME', 'Low volume mixed'],
  ['MARKETING', 'Marketing'],
  ['MIXED', 'Mixed'],
  ['POLLING_VOTING', 'Polling and voting'],
  ['PUBLIC_SERVICE_ANNOUNCEMENT', 'Public service announcement'],
  ['SECURITY_ALERT', 'Security alert'],
  ['AGENTS_FRANCHISES', 'Agents and franchises'],
  ['CHARITY', 'Charity'],
  ['K12_EDUCATION', 'K-12 education'],
  ['POLITICAL', 'Political'],
  ['SOLE_PROPRIETOR', 'Sole proprietor'],
  ['SWEEPSTAKE', 'Sweepstake'],
] as const;

/** 001 §3: how recipients give consent. */
export const OPT_IN_TYPES = [
  ['WEB_FORM', 'Web form'],
  ['VERBAL', 'Verbal'],
  ['PAPER_FORM', 'Paper form'],
  ['VIA_TEXT', 'Via text'],
  ['MOBILE_QR_CODE', 'Mobile QR code'],
] as const;

/** 001 §3: brand type STANDARD or STARTER; the form always sends STANDARD (000 §5). */
export const BRAND_TYPES = ['STANDARD', 'STARTER'] as const;
/** 001 §3: customer type DIRECT or RESELLER; the form always sends DIRECT (000 §5). */
export const CUSTOMER_TYPES = ['DIRECT', 'RESELLER'] as const;

/** The codes of each list, as the schemas take them. */
export const ENTITY_TYPE_CODES = codes(ENTITY_TYPES);
export const VERTICAL_CODES = codes(VERTICALS);
export const BUSINESS_TYPE_CODES = codes(BUSINESS_TYPES);
export const REGISTRATION_ID_TYPE_CODES = codes(REGISTRATION_ID_TYPES);
export const STOCK_EXCHANGE_CODES = codes(STOCK_EXCHANGES);
export const SENIORITY_CODES = codes(SENIORITIES);
export const USE_CASE_TYPE_CODES = codes(USE_CASE_TYPES);
export const OPT_IN_TYPE_CODES = codes(OPT_IN_TYPES);

/** A list as select options. */
export const choicesOf = (list: Choices): { value: string; label: string }[] => list.map(([value, label]) => ({ value, label }));
