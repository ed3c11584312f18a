// The profile and its billing verification (000 §3 "Profile user", "Billing check result"; §4
// "Billing verification"; 001 §7 "GET check-billing-information"): the personal fields a user saves
// at once, the billing fields a Super-Admin verifies, the answer of the billing check and the
// review of billing requests. Shared by the server's routes and the web app's profile form, billing
// check and review page. Why a change of billing fields becomes a request instead of a save, and
// which fields are required: docs/decisions/0036-billing-verification.md.
import { z } from 'zod';
import { messages } from './messages';

const trimmed = (label: string, max: number) =>
  z.string({ error: messages.required(label) }).trim().max(max, `${label} ${messages.maxChars(max)}`);
/** Optional: missing is '' (a form sends an emptied field as undefined: Formik's own rule). */
const text = (label: string, max = 200) => trimmed(label, max).default('');
const required = (label: string, max = 200) => trimmed(label, max).min(1, messages.required(label));

export const GENDERS = ['Male', 'Female'] as const;

/** The personal fields: saved as sent. Gender travels as Male/Female (000 §3), '' when not given. */
export const personalFieldsSchema = z.object({
  firstname: required('First name', 100),
  lastname: required('Last name', 100),
  timezone: text('Timezone', 64),
  address1: text('Address 1'),
  address2: text('Address 2'),
  city: text('City', 100),
  state: text('State', 100),
  zip: text('Zip', 20),
  gender: z.enum(['', ...GENDERS], { error: `Gender ${messages.incorrectFormat}` }).default(''),
  phone: text('Phone', 30),
  country: text('Country', 100),
  company: text('Company'),
  companyDescription: text('Company description', 1000),
  companyPhone: text('Company phone', 30),
  industry: text('Industry', 100),
});
export type PersonalFields = z.infer<typeof personalFieldsSchema>;

/** The billing fields a Super-Admin verifies (000 §3 "Billing extras"), in the form's order. */
export const BILLING_FIELDS = [
  'entityName', 'billingName', 'billingAddress', 'billingCountry', 'billingRegNo', 'billingVatNo',
  'billingIBAN', 'billingBIC', 'billingIntermediaryBIC', 'billingBank', 'billingBankAddress',
] as const;
export type BillingField = (typeof BILLING_FIELDS)[number];

export const BILLING_FIELD_LABELS: Readonly<Record<BillingField, string>> = {
  entityName: 'Entity name',
  billingName: 'Billing name',
  billingAddress: 'Billing address',
  billingCountry: 'Billing country',
  billingRegNo: 'Registration number',
  billingVatNo: 'VAT number',
  billingIBAN: 'IBAN',
  billingBIC: 'BIC',
  billingIntermediaryBIC: 'Intermediary BIC',
  billingBank: 'Bank',
  billingBankAddress: 'Bank address',
};

/** Who the invoices are for, and where: without these a billing request is refused (decision 36). */
export const billingFieldsSchema = z.object({
  entityName: required(BILLING_FIELD_LABELS.entityName),
  billingName: required(BILLING_FIELD_LABELS.billingName),
  billingAddress: required(BILLING_FIELD_LABELS.billingAddress, 500),
  billingCountry: required(BILLING_FIELD_LABELS.billingCountry, 100),
  billingRegNo: text(BILLING_FIELD_LABELS.billingRegNo, 100),
  billingVatNo: text(BILLING_FIELD_LABELS.billingVatNo, 100),
  billingIBAN: text(BILLING_FIELD_LABELS.billingIBAN, 34),
  billingBIC: text(BILLING_FIELD_LABELS.billingBIC, 11),
  billingIntermediaryBIC: text(BILLING_FIELD_LABELS.billingIntermediaryBIC, 11),
  billingBank: text(BILLING_FIELD_LABELS.billingBank),
  billingBankAddress: text(BILLING_FIELD_LABELS.billingBankAddress, 500),
});
export type BillingFields = z.infer<typeof billingFieldsSchema>;

/** The billing fields as stored, possibly empty (a user who never gave them). */
export const storedBillingSchema = z.object(Object.fromEntries(BILLING_FIELDS.map((f) => [f, z.string()])) as Record<BillingField, z.ZodString>);
export type StoredBilling = z.infer<typeof storedBillingSchema>;

/** PUT /profile: the whole form. Personal fields are saved; billing fields that change make a request. */
export const profileSaveSchema = personalFieldsSchema.extend(billingFieldsSchema.shape);
export type ProfileSave = z.infer<typeof profileSaveSchema>;
export type ProfileSaveInput = z.input<typeof profileSaveSchema>;

export const BILLING_CHECK_STATUSES = ['RELEASED', 'APPROVED', 'PENDING', 'REJECTED'] as const;
export const billingCheckStatusSchema = z.enum(BILLING_CHECK_STATUSES);
export type BillingCheckStatus = z.infer<typeof billingCheckStatusSchema>;

/** GET /profile: the form's values as saved, and who the user is (read-only). */
export const profileAnswerSchema = personalFieldsSchema.extend(storedBillingSchema.shape).extend({
  email: z.string(),
  username: z.string(),
  role: z.string(),
  statusName: z.string(),
  createDate: z.string(),
});
export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;

/**
 * GET /billing/check-billing-information (000 §3 "Billing check result"). `status` null: the user
 * never gave billing information (not-have-billing). `billingInfo` is what the user asked for (or
 * has, when nothing is asked); `metaData.oldData` the values it would replace, for 'See reason'.
 * HTTP 204 when nothing needs updating (verified, no request open).
 */
export const billingCheckAnswerSchema = z.object({
  status: billingCheckStatusSchema.nullable(),
  billingInfo: storedBillingSchema,
  metaData: z.object({ oldData: storedBillingSchema.nullable(), rejectReason: z.string().nullable() }),
});
export type BillingCheckAnswer = z.infer<typeof billingCheckAnswerSchema>;

/** PUT /profile's answer: the profile as saved and the check it leads to (null: no update needed). */
export const profileSavedSchema = z.object({ profile: profileAnswerSchema, check: billingCheckAnswerSchema.nullable() });
export type ProfileSaved = z.infer<typeof profileSavedSchema>;

/** A billing request as the review page lists it. */
export const billingRequestSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  email: z.string(),
  status: billingCheckStatusSchema,
  requested: storedBillingSchema,
  original: storedBillingSchema,
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type BillingRequest = z.infer<typeof billingRequestSchema>;

const ID_MAX = 2_147_483_647;
/** GET /billing/requests: by status (PENDING by default), newest first. */
export const billingRequestQuerySchema = z.object({
  status: billingCheckStatusSchema.default('PENDING'),
  page: z.coerce.number({ error: `Page ${messages.numberType}` }).int(`Page ${messages.integer}`).min(1, `Page ${messages.atLeast(1)}`).max(ID_MAX, `Page ${messages.atMost(ID_MAX)}`).default(1),
  size: z.coerce.number({ error: `Size ${messages.numberType}` }).int(`Size ${messages.integer}`).min(1, `Size ${messages.atLeast(1)}`).max(100, `Size ${messages.atMost(100)}`).default(20),
});
export type BillingRequestQuery = z.input<typeof billingRequestQuerySchema>;

export const billingRequestPageSchema = z.object({ items: z.array(billingRequestSchema), total: z.number().int() });
export type BillingRequestPage = z.infer<typeof billingRequestPageSchema>;

export const rejectBillingSchema = z.object({ reason: required('Reason', 500) });
export type RejectBilling = z.infer<typeof rejectBillingSchema>;

export const billingMessages = {
  /** 000 §4 not-have-billing. */
  needUpdate: 'Billing information need to be updated!',
  /** 000 §4 in-progress. */
  beingVerified: 'Billing information is being verified',
  /** 000 §4 rejected. */
  failed: 'Billing information verification is failed!',
  /** 000 §2 Payment screen. */
  noBilling: 'Your account does not have billing information!',
  updateNow: 'Update billing infomation now',
  /** A second change while one is reviewed. */
  changeOpen: 'Billing information is being verified; wait for the review before changing it again',
  alreadyReviewed: 'This billing request was already reviewed',
  requestMissing: 'Billing request is not existed',
} as const;
