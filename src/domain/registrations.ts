// Carrier registrations (issue 14; docs/decisions/0045-carrier-registrations.md): what a 10DLC brand,
// a 10DLC use case or a toll-free verification goes through once the user sends it. The spec's
// 10-DLC states are "requesting, register pending, registered" (000 §4); a registry can also turn a
// request down, so `rejected` ends one with the reason the user acts on (they fix and resubmit:
// a new request). Shared by the server's registration sweep and the screens' badges.
import { z } from 'zod';

export const REGISTRATION_KINDS = ['brand', 'use-case', 'toll-free'] as const;
export const registrationKindSchema = z.enum(REGISTRATION_KINDS);
export type RegistrationKind = z.infer<typeof registrationKindSchema>;

/**
 * requesting: saved and paid, not yet accepted by the vendor (also while the vendor is down and the
 * platform retries); register pending: the vendor has it and is reviewing; registered: approved;
 * rejected: turned down, with a reason.
 */
export const REGISTRATION_STATES = ['requesting', 'register pending', 'registered', 'rejected'] as const;
export const registrationStateSchema = z.enum(REGISTRATION_STATES);
export type RegistrationState = z.infer<typeof registrationStateSchema>;

/** The fee charged through the ledger when the user sends the request, whatever the outcome (000 §9, 001 §9). */
export const REGISTRATION_FEE_CENTS: Readonly<Record<RegistrationKind, number>> = {
  // The registry's one-time brand fee.
  brand: 400,
  // The use-case (campaign) vetting fee.
  'use-case': 1500,
  // Toll-free verification is free at the carriers' aggregator; the platform adds nothing.
  'toll-free': 0,
};

export const registrationMessages = {
  /** 001 §8, shown while the platform retries a vendor that is down. */
  vendorRetrying: '10dlc vendors have problems, we are retrying to register',
  unknownVendor: 'Vendor is not in the vendor list',
} as const;

/** One vendor a request can be registered through (user/load10dlcVendorList). */
export const registrationVendorSchema = z.object({
  id: z.string(),
  name: z.string(),
  kinds: z.array(registrationKindSchema),
});
export type RegistrationVendorInfo = z.infer<typeof registrationVendorSchema>;

/** A request as the screens show it beside a brand, a use case or a toll-free request. */
export const registrationViewSchema = z.object({
  id: z.number().int(),
  kind: registrationKindSchema,
  subjectId: z.number().int(),
  vendorId: z.string(),
  state: registrationStateSchema,
  /** Why the vendor turned it down (rejected), or what is wrong right now (the retry message). */
  reason: z.string().nullable(),
  /** Messages a minute the registry allows a registered use case; null when it sets none. */
  throughputPerMinute: z.number().int().nullable(),
  feeCents: z.number().int(),
  attempts: z.number().int(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type RegistrationView = z.infer<typeof registrationViewSchema>;
