// KYC (001 §7 "KYC: addDocument, removeDocument, details, addInformation, submit"; 000 §4 "KYC
// codes"): the codes with their labels, the information a user gives, the documents they upload
// (PDF, JPEG or PNG up to KYC_DOCUMENT_MAX_BYTES) and what each call takes and answers. Which codes
// let the user edit and submit: docs/decisions/0036-billing-verification.md.
import { z } from 'zod';
import { messages } from './messages';

/** 000 §4 KYC codes, verbatim. */
export const KYC_CODES = {
  '-1': '1 year lapsed',
  '0': 'NEW',
  '1': 'PENDING REVIEW',
  '2': 'PROCESSING',
  '9001': 'Verified',
  '9102': 'Not verified',
  '9103': 'RESUBMISSION REQUIRED',
  '9104': 'EXPIRED',
  '9121': 'No conclusion',
} as const satisfies Record<string, string>;

export const KYC_NEW = 0;
export const KYC_PENDING_REVIEW = 1;
/** Under review or done: the application is read-only. Every other code may be edited and (re)submitted. */
export const KYC_LOCKED_CODES: readonly number[] = [1, 2, 9001];

export const kycCodeLabel = (code: number): string => (KYC_CODES as Record<string, string>)[String(code)] ?? String(code);

export const KYC_DOCUMENT_KINDS = ['identity', 'address', 'company', 'other'] as const;
export const kycDocumentKindSchema = z.enum(KYC_DOCUMENT_KINDS, { error: `Document type ${messages.incorrectFormat}` });
export type KycDocumentKind = z.infer<typeof kycDocumentKindSchema>;
export const KYC_DOCUMENT_KIND_LABELS: Readonly<Record<KycDocumentKind, string>> = {
  identity: 'Identity document',
  address: 'Proof of address',
  company: 'Company registration',
  other: 'Other',
};

export const KYC_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const KYC_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const KYC_DOCUMENTS_MAX = 10;

const field = (label: string, max: number) =>
  z.string({ error: messages.required(label) }).trim().min(1, messages.required(label)).max(max, `${label} ${messages.maxChars(max)}`);

export const kycInformationSchema = z.object({
  fullName: field('Full name', 200),
  dateOfBirth: field('Date of birth', 10).regex(/^\d{4}-\d{2}-\d{2}$/, `Date of birth ${messages.incorrectFormat}`),
  nationality: field('Nationality', 100),
  idNumber: field('ID number', 100),
  address: field('Address', 500),
});
export type KycInformation = z.infer<typeof kycInformationSchema>;

export const kycDocumentSchema = z.object({
  id: z.number().int(),
  kind: kycDocumentKindSchema,
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
});
export type KycDocument = z.infer<typeof kycDocumentSchema>;

export const kycDetailsSchema = z.object({
  code: z.number().int(),
  codeLabel: z.string(),
  /** null until the information is given. */
  information: kycInformationSchema.nullable(),
  documents: z.array(kycDocumentSchema),
  submittedAt: z.string().nullable(),
  editable: z.boolean(),
});
export type KycDetails = z.infer<typeof kycDetailsSchema>;

export const kycAddDocumentSchema = z.object({ kind: kycDocumentKindSchema });
export const kycRemoveDocumentSchema = z.object({
  documentId: z.number({ error: `Document ${messages.numberType}` }).int(`Document ${messages.integer}`).min(1, `Document ${messages.atLeast(1)}`).max(2_147_483_647, `Document ${messages.atMost(2_147_483_647)}`),
});
export const kycAddInformationSchema = z.object({ information: kycInformationSchema });
export type KycAddInformation = z.input<typeof kycAddInformationSchema>;

export const kycMessages = {
  locked: 'KYC is being reviewed and can not be changed',
  fileMissing: 'File is required field!',
  fileType: 'File must be a PDF, JPEG or PNG',
  fileTooBig: `File must be at most ${KYC_DOCUMENT_MAX_BYTES / 1024 / 1024} MB`,
  tooMany: `At most ${KYC_DOCUMENTS_MAX} documents`,
  documentMissing: 'Document is not existed',
  needDocument: 'Add at least one document before submitting',
  needInformation: 'Add your information before submitting',
  submitted: 'Submitted',
} as const;
