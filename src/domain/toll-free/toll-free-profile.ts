// A toll-free profile (decision 49): the business and its contact, kept once and reused by every
// verification request of that business. Shared by the profile forms and the server's routes.
import { z } from 'zod';
import { isDomainName, normaliseDomain } from '../domain-names';
import { messages } from '../messages';
import { TOLL_FREE_COUNTRIES } from './toll-free-lists';

/** A trimmed required text of at most `max` characters, its messages naming the field. */
export function requiredText(label: string, max: number, min = 1) {
  return z
    .string({ error: messages.required(label) })
    .trim()
    .min(1, messages.required(label))
    .min(min, `${label} ${messages.minChars(min)}`)
    .max(max, `${label} ${messages.maxChars(max)}`);
}

/** An http(s) address with a real host name. */
export function webAddress(label: string) {
  return requiredText(label, 2000).refine((text) => {
    try {
      const url = new URL(text);
      return (url.protocol === 'http:' || url.protocol === 'https:') && isDomainName(normaliseDomain(url.hostname));
    } catch {
      return false;
    }
  }, `${label} ${messages.incorrectFormat}`);
}

/** A North American phone number as typed; kept as E.164 (+1 and ten digits). */
export const contactPhoneSchema = requiredText('Phone', 30)
  .refine((text) => nanpPhone(text) !== null, `Phone ${messages.incorrectFormat}`)
  .transform((text) => nanpPhone(text) ?? text);

/** '(312) 555-0143', '312.555.0143', '+1 312 555 0143' -> '+13125550143'; null when it is not one. */
export function nanpPhone(text: string): string | null {
  const digits = text.replace(/[\s().-]/g, '').replace(/^\+/, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? `+1${national}` : null;
}

const POSTAL_CODES: Record<(typeof TOLL_FREE_COUNTRIES)[number], RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
};

export const tollFreeProfileInputSchema = z
  .object({
    businessName: requiredText('Business name', 200),
    street: requiredText('Street', 200),
    city: requiredText('City', 100),
    state: requiredText('State', 100),
    postalCode: requiredText('Postal code', 20),
    country: z.enum(TOLL_FREE_COUNTRIES, { error: messages.required('Country') }),
    website: webAddress('Website'),
    firstName: requiredText('First name', 100),
    lastName: requiredText('Last name', 100),
    email: requiredText('Email', 200).pipe(z.email({ error: `Email ${messages.incorrectFormat}` })),
    phone: contactPhoneSchema,
  })
  .superRefine((p, ctx) => {
    if (!POSTAL_CODES[p.country].test(p.postalCode)) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: `Postal code ${messages.incorrectFormat}` });
  });
export type TollFreeProfileInput = z.input<typeof tollFreeProfileInputSchema>;

export const tollFreeProfileSchema = z.object({
  id: z.number().int(),
  businessName: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.enum(TOLL_FREE_COUNTRIES),
  website: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  /** How many requests use it (a used profile cannot be deleted). */
  requestCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TollFreeProfile = z.infer<typeof tollFreeProfileSchema>;

export const tollFreeProfileListSchema = z.object({ items: z.array(tollFreeProfileSchema) });
export type TollFreeProfileList = z.infer<typeof tollFreeProfileListSchema>;
