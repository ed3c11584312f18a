// A 10DLC use case under a brand (000 §3 use-case fields; §5 text limits: description 40-4096,
// samples 20-1024, message flow 40-2048, keywords up to 320, opt-in, opt-out and help messages
// 20-320; 001 §3 opt-in types). The samples must say how to opt out (the carriers vet them
// against the CTIA principles; the same words the engine appends on 10DLC routes). didGroupIds are
// the user's DID groups the use case covers: a campaign on a 10DLC route sends from a DID group only
// when a registered use case covers it (the sending rules read registeredUseCases()).
import { z } from 'zod';
import { hasOptOutLanguage } from '../sending/compliance/opt-out-language';
import { registrationViewSchema } from '../registrations';
import { OPT_IN_TYPE_CODES, USE_CASE_TYPE_CODES, VERTICAL_CODES } from './enumerations';
import { choice, emailText, isWebAddress, keywordsText, optionalText, phoneText, requiredText, splitKeywords } from './fields';
import { tenDlcMessages } from './ten-dlc-messages';
import { messages } from '../messages';

export const USE_CASE_LIMITS = {
  description: { min: 40, max: 4096 },
  sample: { min: 20, max: 1024 },
  messageFlow: { min: 40, max: 2048 },
  keywords: 320,
  message: { min: 20, max: 320 },
} as const;

const sample = (label: string) =>
  requiredText(label, USE_CASE_LIMITS.sample.max, USE_CASE_LIMITS.sample.min).refine(hasOptOutLanguage, tenDlcMessages.sampleOptOut(label));
const message = (label: string) => requiredText(label, USE_CASE_LIMITS.message.max, USE_CASE_LIMITS.message.min);

export const useCaseFieldsSchema = z.object({
  usecaseName: requiredText('Use case name', 100),
  usecaseType: choice('Use case type', USE_CASE_TYPE_CODES),
  vertical: choice('Vertical', VERTICAL_CODES),
  customerCareEmail: emailText('Customer care email'),
  customerCarePhone: phoneText('Customer care phone'),
  termsAndConditionsUrl: optionalText('Terms and conditions URL', 2000).refine((t) => t === '' || isWebAddress(t), `Terms and conditions URL ${messages.incorrectFormat}`),
  description: requiredText('Description', USE_CASE_LIMITS.description.max, USE_CASE_LIMITS.description.min),
  /** The sender ids (messaging service SIDs) the use case starts with, comma separated; optional. */
  initSIDs: optionalText('Initial SIDs', 320),
  sample1: sample('Sample message 1'),
  sample2: sample('Sample message 2'),
  messageFlow: requiredText('Message flow', USE_CASE_LIMITS.messageFlow.max, USE_CASE_LIMITS.messageFlow.min),
  optInType: choice('Opt-in type', OPT_IN_TYPE_CODES),
  optInKeywords: keywordsText('Opt-in keywords', false),
  optOutKeywords: keywordsText('Opt-out keywords', true),
  helpKeywords: keywordsText('Help keywords', true),
  optInMessage: message('Opt-in message'),
  optOutMessage: message('Opt-out message'),
  helpMessage: message('Help message'),
  didGroupIds: z
    .array(z.number({ error: tenDlcMessages.didGroupsRequired }).int().positive(), { error: tenDlcMessages.didGroupsRequired })
    .min(1, tenDlcMessages.didGroupsRequired)
    .max(100, `DID groups ${messages.atMost(100)}`),
});

/** The use-case form and POST/PUT: each field, then opt-in keywords when recipients text them in. */
export const useCaseInputSchema = useCaseFieldsSchema.superRefine((useCase, ctx) => {
  if (useCase.optInType === 'VIA_TEXT' && splitKeywords(useCase.optInKeywords).length === 0) {
    ctx.addIssue({ code: 'custom', path: ['optInKeywords'], message: tenDlcMessages.optInKeywordsForText, input: useCase.optInKeywords });
  }
});
export type UseCaseInput = z.input<typeof useCaseInputSchema>;
export type UseCaseFields = z.output<typeof useCaseFieldsSchema>;

export const useCaseAnswerFieldsSchema = z.object({
  usecaseName: z.string(),
  usecaseType: z.string(),
  vertical: z.string(),
  customerCareEmail: z.string(),
  customerCarePhone: z.string(),
  termsAndConditionsUrl: z.string(),
  description: z.string(),
  initSIDs: z.string(),
  sample1: z.string(),
  sample2: z.string(),
  messageFlow: z.string(),
  optInType: z.string(),
  optInKeywords: z.string(),
  optOutKeywords: z.string(),
  helpKeywords: z.string(),
  optInMessage: z.string(),
  optOutMessage: z.string(),
  helpMessage: z.string(),
  didGroupIds: z.array(z.number().int()),
});

export const useCaseSchema = useCaseAnswerFieldsSchema.extend({
  id: z.number().int(),
  brandId: z.number().int(),
  brandName: z.string(),
  /** The registry's id for the use case, once it has accepted it for review; null before. */
  usecaseId: z.string().nullable(),
  /** The DID groups as the user named them (a group deleted since is left out). */
  didGroups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  registration: registrationViewSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UseCase = z.infer<typeof useCaseSchema>;

export const useCaseListSchema = z.object({ items: z.array(useCaseSchema) });
export type UseCaseList = z.infer<typeof useCaseListSchema>;
