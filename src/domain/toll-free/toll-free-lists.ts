// The lists a toll-free verification is filled from (issue 14; decision 49). The spec names the area
// but not its fields (001 §3 "Toll-free: submissions with profiles and requests (fields not shown)"),
// so they are the ones the carriers' toll-free verification aggregators ask for: a use-case category
// from their list, the expected monthly volume in their tiers, the opt-in types of 001 §3, and the
// toll-free prefixes (8XX) a number may have.

/** The aggregators' use-case categories. */
export const TOLL_FREE_USE_CASES = [
  '2FA',
  'Account Notifications',
  'App Notifications',
  'Appointments',
  'Auctions',
  'Auto Repair Services',
  'Bank Transfers',
  'Billing',
  'Booking Confirmations',
  'Business Updates',
  'Career Training',
  'Chatbot',
  'Conversational / Alerts',
  'Courier Services & Deliveries',
  'Customer Care',
  'Delivery Notifications',
  'Emergency Alerts',
  'Events & Planning',
  'Financial Services',
  'Fraud Alerts',
  'Fundraising',
  'General Marketing',
  'General School Updates',
  'Healthcare Alerts',
  'Housing Community Updates',
  'HR / Staffing',
  'Insurance Services',
  'Job Dispatch',
  'Legal Services',
  'Mixed',
  'Motor Vehicle Services',
  'Non-Profit Alerts',
  'Order Notifications',
  'Political',
  'Public Works',
  'Real Estate Services',
  'Religious Services',
  'Repair and Diagnostics Alerts',
  'Rewards Program',
  'Surveys',
  'System Alerts',
  'Voting Reminders',
  'Waitlist Alerts',
  'Webinar Reminders',
  'Workshop Alerts',
] as const;
export type TollFreeUseCase = (typeof TOLL_FREE_USE_CASES)[number];

/** The aggregators' expected monthly message volume tiers. */
export const TOLL_FREE_MONTHLY_VOLUMES = ['10', '100', '1,000', '10,000', '100,000', '250,000', '500,000', '750,000', '1,000,000', '5,000,000', '10,000,000+'] as const;
export type TollFreeMonthlyVolume = (typeof TOLL_FREE_MONTHLY_VOLUMES)[number];

/** How recipients consent (001 §3 opt-in types). */
export const TOLL_FREE_OPT_IN_TYPES = ['WEB_FORM', 'VERBAL', 'PAPER_FORM', 'VIA_TEXT', 'MOBILE_QR_CODE'] as const;
export type TollFreeOptInType = (typeof TOLL_FREE_OPT_IN_TYPES)[number];
/** How the screens name each opt-in type. */
export const TOLL_FREE_OPT_IN_LABELS: Readonly<Record<TollFreeOptInType, string>> = {
  WEB_FORM: 'Web form',
  VERBAL: 'Verbal',
  PAPER_FORM: 'Paper form',
  VIA_TEXT: 'Via text',
  MOBILE_QR_CODE: 'Mobile QR code',
};

/** The North American toll-free prefixes a number may have. */
export const TOLL_FREE_PREFIXES = ['800', '833', '844', '855', '866', '877', '888'] as const;

/** Toll-free numbers are North American: the business is in the United States or Canada. */
export const TOLL_FREE_COUNTRIES = ['US', 'CA'] as const;
export type TollFreeCountry = (typeof TOLL_FREE_COUNTRIES)[number];

/** At most this many sample messages a request carries (the aggregators read the first few). */
export const SAMPLE_MESSAGES_MAX = 5;
/** Numbers one request may cover. */
export const TOLL_FREE_NUMBERS_MAX = 50;

/** '+18005550100', '(800) 555-0100', '1-800-555-0100' -> '+18005550100'; null when not a toll-free number. */
export function normaliseTollFreeNumber(text: string): string | null {
  const digits = text.replace(/[\s().-]/g, '').replace(/^\+/, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (!/^\d{10}$/.test(national)) return null;
  return (TOLL_FREE_PREFIXES as readonly string[]).includes(national.slice(0, 3)) ? `+1${national}` : null;
}

/** '+18005550100' -> '(800) 555-0100'. */
export function formatTollFreeNumber(e164: string): string {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : e164;
}
