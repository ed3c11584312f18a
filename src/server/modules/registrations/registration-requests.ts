// Sending a registration and reading where it stands (issue 14; decision 45). The 10DLC and
// toll-free modules call requestRegistration() inside the transaction that saves their brand, use
// case or toll-free request, so the row, the fee and the request commit together; the sweep
// (registration-sweep.ts) then talks to the vendor. They read the state back with latestRegistrations().
import { REGISTRATION_FEE_CENTS, registrationKindSchema, registrationStateSchema, type RegistrationKind, type RegistrationView } from '@domain/registrations';
import type { Db } from '../../db/database';
import type { RegistrationRequestsTable } from '../../db/tables/registrations';
import type { Selectable } from 'kysely';
import { chargeWithin } from '../credit/ledger';

export type RegistrationRow = Selectable<RegistrationRequestsTable>;

export interface NewRegistration {
  userId: number;
  kind: RegistrationKind;
  subjectId: number;
  /** The brand's, use case's or request's name, for the notifications. */
  subjectName: string;
  /** Where the notifications lead (the subject's page). */
  link: string;
  vendorId: string;
  fields: Record<string, unknown>;
}

/**
 * Saves the request, due at once, and charges its fee (000 §9: "always charged once sent", so a
 * rejection refunds nothing). Throws InsufficientCreditError (402) when the balance is short, which
 * rolls the caller's transaction back: nothing is half-saved.
 */
export async function requestRegistration(trx: Db, at: Date, request: NewRegistration): Promise<RegistrationView> {
  const feeCents = REGISTRATION_FEE_CENTS[request.kind];
  const now = at.toISOString();
  const row = await trx
    .insertInto('registration_requests')
    .values({
      user_id: request.userId,
      kind: request.kind,
      subject_id: request.subjectId,
      subject_name: request.subjectName,
      link: request.link,
      vendor_id: request.vendorId,
      fields: JSON.stringify(request.fields),
      state: 'requesting',
      fee_cents: feeCents,
      next_attempt_at: now,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (feeCents > 0) await chargeWithin(trx, request.userId, feeCents, '10dlc-fee', `registration:${row.id}`, at, `registration:${row.id}`);
  return toRegistrationView(row);
}

/** The newest request of each subject (its current state), by subject id; subjects never sent are absent. */
export async function latestRegistrations(db: Db, userId: number, kind: RegistrationKind, subjectIds: readonly number[]): Promise<Map<number, RegistrationView>> {
  const latest = new Map<number, RegistrationView>();
  if (subjectIds.length === 0) return latest;
  const rows = await db
    .selectFrom('registration_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('subject_id', 'in', [...subjectIds])
    .orderBy('id', 'asc')
    .execute();
  for (const row of rows) latest.set(Number(row.subject_id), toRegistrationView(row));
  return latest;
}

/** Every request of one subject, newest first (the history a brand page shows). */
export async function registrationHistory(db: Db, userId: number, kind: RegistrationKind, subjectId: number): Promise<RegistrationView[]> {
  const rows = await db
    .selectFrom('registration_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('subject_id', '=', subjectId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toRegistrationView);
}

export function toRegistrationView(row: RegistrationRow): RegistrationView {
  return {
    id: Number(row.id),
    kind: registrationKindSchema.parse(row.kind),
    subjectId: Number(row.subject_id),
    vendorId: row.vendor_id,
    state: registrationStateSchema.parse(row.state),
    reason: row.reason,
    throughputPerMinute: row.throughput_per_minute === null ? null : Number(row.throughput_per_minute),
    feeCents: Number(row.fee_cents),
    attempts: Number(row.attempts),
    createdAt: row.created_at,
    submittedAt: row.submitted_at,
    decidedAt: row.decided_at,
  };
}
