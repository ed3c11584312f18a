// Revenue tracking (issue 13; 001 §3 "Revenue tracking", §7 "revenue-tracking/*" and "Voluum: ..."):
// per user and vendor, the credentials (vendor, subDomain, accessId, accessKey, active), the mapping
// of our values to the vendor's parameters, and the vendor's parameters themselves (path and query).
// Shared by the settings tabs' forms and the server's routes. The access key never goes back to the
// browser: answers carry it masked (decision 44).
import { z } from 'zod';
import { VOLUUM_MAPPINGS } from './campaign-compose/shape';
import { campaignActionMessages } from './sending/campaign-states';
import { queryInt } from './query';
import { trackingVendorSchema } from './revenue-vendors';

export const revenueMessages = {
  /** 001 §8: the toast of "Update revenue". */
  updating: campaignActionMessages.pullRevenue,
  // Where the spec is silent (decision 44).
  subDomain: 'Sub domain is incorrect format!',
  accessIdRequired: 'Access ID is required field!',
  accessKeyRequired: 'Access key is required field!',
  accessKeyLength: 'Access key must be at least 8 characters',
  parameterName: 'must be names of letters, digits, _ . or - (at most 50 each)',
  /** Each 400 starts with its field's label (the path's last name), as every 400 does. */
  parameterTwice: (list: string, name: string) => `${list} list ${name} twice`,
  parameterUnknown: (value: string) => `${value} must be one of the vendor parameters`,
  mappedTwice: (value: string, name: string) => `${value}: ${name} is already mapped to another value`,
  notConnected: 'Vendor is not connected: save the credentials and enable it first',
  messageIdUnmapped: 'Mapping of Message ID is required: conversions find their messages by it',
  saved: 'Updated',
} as const;

/** Our values a tracking link can carry, in the spec's words (001 §3 "Voluum mapping"). */
export const MAPPED_VALUES = ['phone', 'campaignName', 'did', 'domain', 'creative', 'route', 'messageId'] as const;
export type MappedValue = (typeof MAPPED_VALUES)[number];

export const MAPPED_VALUE_LABELS: Readonly<Record<MappedValue, string>> = {
  phone: 'Phone',
  campaignName: 'Campaign name',
  did: 'DID',
  domain: 'Domain',
  creative: 'Creative',
  route: 'Route',
  messageId: 'Message ID',
};

const PARAMETER = /^[A-Za-z0-9_.-]{1,50}$/;
const parameterList = z.array(z.string().trim().regex(PARAMETER, revenueMessages.parameterName)).max(20);

export const vendorParametersSchema = z.object({ pathParams: parameterList, queryParams: parameterList });
export type VendorParameters = z.infer<typeof vendorParametersSchema>;

/** Each of our values -> a vendor parameter name, '' for not sent. */
export const mappingSchema = z.object(Object.fromEntries(MAPPED_VALUES.map((v) => [v, z.string().trim().max(50).default('')])) as Record<MappedValue, z.ZodDefault<z.ZodString>>);
export type Mapping = z.infer<typeof mappingSchema>;

export const EMPTY_MAPPING: Mapping = { phone: '', campaignName: '', did: '', domain: '', creative: '', route: '', messageId: '' };

/** POST revenue-tracking: the mapping and the vendor's parameters; every mapped parameter must be listed, and mapped once. */
export const mappingInputSchema = z
  .object({ vendor: trackingVendorSchema, mapping: mappingSchema, vendorParameters: vendorParametersSchema })
  .superRefine((input, ctx) => {
    const listed = [...input.vendorParameters.pathParams, ...input.vendorParameters.queryParams];
    const seen = new Set<string>();
    for (const [i, name] of input.vendorParameters.pathParams.entries()) {
      if (seen.has(name)) ctx.addIssue({ code: 'custom', path: ['vendorParameters', 'pathParams', i], message: revenueMessages.parameterTwice('Path parameters', name) });
      seen.add(name);
    }
    for (const [i, name] of input.vendorParameters.queryParams.entries()) {
      if (seen.has(name)) ctx.addIssue({ code: 'custom', path: ['vendorParameters', 'queryParams', i], message: revenueMessages.parameterTwice('Query parameters', name) });
      seen.add(name);
    }
    const used = new Set<string>();
    for (const value of MAPPED_VALUES) {
      const name = input.mapping[value];
      if (name === '') continue;
      if (!listed.includes(name)) ctx.addIssue({ code: 'custom', path: ['mapping', value], message: revenueMessages.parameterUnknown(MAPPED_VALUE_LABELS[value]) });
      else if (used.has(name)) ctx.addIssue({ code: 'custom', path: ['mapping', value], message: revenueMessages.mappedTwice(MAPPED_VALUE_LABELS[value], name) });
      used.add(name);
    }
  });
export type MappingInput = z.infer<typeof mappingInputSchema>;

/** A tracker's host name as its dashboard shows it: yourname.voluumtrk.com (no scheme, no path). */
const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/**
 * POST revenue-tracking/credential. accessKey '' keeps the key already saved (the form never has it:
 * the answer only shows it masked); the server asks for one when none is saved.
 */
export const credentialInputSchema = z.object({
  vendor: trackingVendorSchema,
  subDomain: z.string().trim().toLowerCase().regex(HOST, revenueMessages.subDomain),
  accessId: z.string().trim().min(1, revenueMessages.accessIdRequired).max(200),
  accessKey: z
    .string()
    .trim()
    .max(500)
    .refine((key) => key === '' || key.length >= 8, revenueMessages.accessKeyLength)
    .default(''),
  active: z.boolean().default(true),
});
export type CredentialInput = z.infer<typeof credentialInputSchema>;

/** POST revenue-tracking/enable?active&vendor. */
export const enableQuerySchema = z.object({ vendor: trackingVendorSchema, active: z.enum(['true', 'false'], { error: 'Active must be true or false' }) });
export const vendorQuerySchema = z.object({ vendor: trackingVendorSchema });

/** One vendor's settings as the browser sees them: the key masked, never whole. */
export const revenueTrackingSchema = z.object({
  vendor: trackingVendorSchema,
  active: z.boolean(),
  subDomain: z.string(),
  accessId: z.string(),
  /** '••••••••1234', or null when no key is saved. */
  accessKeyMasked: z.string().nullable(),
  mapping: mappingSchema,
  vendorParameters: vendorParametersSchema,
  /** When revenue was last pulled from the vendor. */
  pulledAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type RevenueTracking = z.infer<typeof revenueTrackingSchema>;
export const revenueTrackingListSchema = z.object({ items: z.array(revenueTrackingSchema) });

export const vendorListSchema = z.object({
  items: z.array(
    z.object({
      vendor: trackingVendorSchema,
      name: z.string(),
      subDomainExample: z.string(),
      pathParams: z.array(z.string()),
      queryParams: z.array(z.string()),
      tokenStyle: z.enum(['braces', 'hashes']),
      payoutToken: z.string(),
    }),
  ),
});
export type VendorList = z.infer<typeof vendorListSchema>;

/** Shows the last four characters only, and never more than a quarter of the key. */
export function maskAccessKey(key: string): string | null {
  if (key === '') return null;
  const shown = key.length >= 16 ? 4 : key.length >= 8 ? 2 : 0;
  return `${'•'.repeat(8)}${shown === 0 ? '' : key.slice(-shown)}`;
}

// ---- Voluum's own tab (001 §7 "Voluum: GET data, POST enable?active, POST settings, POST credential") ----

export const voluumSettingsSchema = z.object({
  /** The Voluum workspace the campaigns are reported from; '' for the account's default. */
  workspace: z.string().trim().max(100).default(''),
  /** The campaign mapping a new campaign's wizard starts from (000 §3 voluumMapping). */
  defaultMapping: z.enum(VOLUUM_MAPPINGS).default('no_mapping'),
});
export type VoluumSettings = z.infer<typeof voluumSettingsSchema>;

export const voluumActiveQuerySchema = z.object({ active: z.enum(['true', 'false'], { error: 'Active must be true or false' }) });
export const voluumCredentialSchema = credentialInputSchema.omit({ vendor: true });

export const voluumCampaignSchema = z.object({
  campaignId: z.string(),
  campaignName: z.string(),
  visits: z.number().int(),
  conversions: z.number().int(),
  revenueCents: z.number().int(),
});
export type VoluumCampaign = z.infer<typeof voluumCampaignSchema>;

export const voluumDataSchema = z.object({
  account: revenueTrackingSchema,
  settings: voluumSettingsSchema,
  /** The campaigns Voluum reports for the last 30 days; empty while it is not connected. */
  campaigns: z.array(voluumCampaignSchema),
  connected: z.boolean(),
});
export type VoluumData = z.infer<typeof voluumDataSchema>;

// ---- Update revenue, the postback URL and recent conversions ----

export const pullAnswerSchema = z.object({ message: z.string(), taskId: z.number().int() });

export const postbackInfoSchema = z.object({
  vendor: trackingVendorSchema.nullable(),
  /** The URL to paste into the vendor's postback setting. */
  postbackUrl: z.string(),
  /** The vendor parameter that carries the message ID, or null when none is mapped. */
  clickParameter: z.string().nullable(),
});
export type PostbackInfo = z.infer<typeof postbackInfoSchema>;

export const conversionSchema = z.object({
  messageId: z.string(),
  campaignId: z.number().int().nullable(),
  campaignName: z.string().nullable(),
  phone: z.string(),
  revenueCents: z.number().int(),
  convertedAt: z.string(),
});
export type Conversion = z.infer<typeof conversionSchema>;
export const conversionListSchema = z.object({ items: z.array(conversionSchema) });

/** How many days back "Update revenue" asks the vendor about. */
export const PULL_WINDOW_DAYS = 30;
/** Conversions per page asked of the vendor; the pull waits 200 ms per entry between pages (001 §9). */
export const PULL_PAGE_LIMIT = 20;
export const PULL_WAIT_MS_PER_ENTRY = 200;

export const conversionsQuerySchema = z.object({ limit: queryInt({ min: 1, max: 100, default: 20 }) });
export const postbackQuerySchema = z.object({ vendor: trackingVendorSchema.optional() });
