// POST /10dlc/request10dlc (001 §7): send a brand or a use case for registration through one of the
// vendors of user/load10dlcVendorList. The fee (REGISTRATION_FEE_CENTS) is charged when it is sent.
import { z } from 'zod';
import { registrationVendorSchema, registrationViewSchema } from '../registrations';
import { messages } from '../messages';

export const tenDlcRequestSchema = z.object({
  kind: z.enum(['brand', 'use-case'], { error: (issue) => (issue.input === undefined ? messages.required('Kind') : `Kind ${messages.incorrectFormat}`) }),
  /** The brand's or the use case's id. */
  id: z.number({ error: messages.required('Id') }).int().positive(),
  vendorId: z.string({ error: messages.required('Vendor') }).trim().min(1, messages.required('Vendor')).max(100),
});
export type TenDlcRequest = z.input<typeof tenDlcRequestSchema>;

export const tenDlcRequestAnswerSchema = z.object({ registration: registrationViewSchema });

export const tenDlcVendorListSchema = z.object({ items: z.array(registrationVendorSchema) });
export type TenDlcVendorList = z.infer<typeof tenDlcVendorListSchema>;

/** How often the brand and use-case pages read the state again while a request is requesting or pending. */
export const REGISTRATION_POLL_MS = 2000;
