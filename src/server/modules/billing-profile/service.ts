// The profile and its billing verification (decision 36). Personal fields are saved at once; billing
// fields that differ from the verified ones become a PENDING billing request (`original` keeps what
// they would replace) that a Super-Admin approves or rejects. users.billing_status follows: a first
// request puts the user 'in-progress', an approval 'verified', a rejection 'rejected' - except for a
// user already verified, who keeps working on the verified values while a change is reviewed and
// stays verified when it is refused. The session reads billing_status from the users row on every
// request (auth/sessions.ts), so an approval lets the user through at their next call.
import {
  BILLING_FIELDS,
  billingMessages,
  type BillingCheckAnswer,
  type BillingRequest,
  type BillingRequestQuery,
  type ProfileAnswer,
  type ProfileSave,
  type ProfileSaved,
  type StoredBilling,
  billingRequestQuerySchema,
  storedBillingSchema,
  billingCheckStatusSchema,
} from '@domain/billing-profile';
import type { AppContext } from '../../context';
import { HttpError, notFound, sessionExpired } from '../../http/errors';
import { iso } from '../../lib/time';
import {
  billingOf,
  findProfile,
  findRequest,
  insertRequest,
  latestRequest,
  listRequests,
  personalOf,
  setVerifiedBilling,
  upsertProfile,
} from './repo';

type Ctx = Pick<AppContext, 'db' | 'now'>;

const OPEN = ['PENDING', 'APPROVED'];
const sameBilling = (a: StoredBilling, b: StoredBilling) => BILLING_FIELDS.every((f) => a[f] === b[f]);
const parseBilling = (json: string): StoredBilling => storedBillingSchema.parse(JSON.parse(json));

async function userRow(ctx: Ctx, userId: number) {
  const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw sessionExpired();
  return user;
}

export async function getProfile(ctx: Ctx, userId: number): Promise<ProfileAnswer> {
  const [user, row] = await Promise.all([userRow(ctx, userId), findProfile(ctx.db, userId)]);
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    timezone: user.timezone,
    ...personalOf(row),
    ...billingOf(row),
    email: user.email,
    username: user.username,
    role: user.role,
    statusName: user.status,
    createDate: user.created_at,
  };
}

/** The billing check (000 §3 "Billing check result"); null answers 204: nothing needs updating. */
export async function checkBilling(ctx: Ctx, userId: number): Promise<BillingCheckAnswer | null> {
  const [user, row, request] = await Promise.all([userRow(ctx, userId), findProfile(ctx.db, userId), latestRequest(ctx.db, userId)]);
  const current = billingOf(row);
  if (request && (OPEN.includes(request.status) || request.status === 'REJECTED')) {
    return {
      status: billingCheckStatusSchema.parse(request.status),
      billingInfo: parseBilling(request.requested),
      metaData: { oldData: parseBilling(request.original), rejectReason: request.reject_reason },
    };
  }
  if (request?.status === 'RELEASED') return { status: 'RELEASED', billingInfo: current, metaData: { oldData: null, rejectReason: null } };
  if (user.billing_status === 'verified') return null;
  return { status: null, billingInfo: current, metaData: { oldData: null, rejectReason: null } };
}

export async function saveProfile(ctx: Ctx, userId: number, body: ProfileSave): Promise<ProfileSaved> {
  const { firstname, lastname, timezone, ...rest } = body;
  const billing = Object.fromEntries(BILLING_FIELDS.map((f) => [f, body[f]])) as StoredBilling;
  const personal = personalOf(undefined);
  for (const key of Object.keys(personal) as (keyof typeof personal)[]) Object.assign(personal, { [key]: rest[key] });
  const now = iso(ctx.now());
  await ctx.db.transaction().execute(async (trx) => {
    const tx = { ...ctx, db: trx };
    const [user, row, request] = await Promise.all([userRow(tx, userId), findProfile(trx, userId), latestRequest(trx, userId)]);
    const current = billingOf(row);
    const open = request && OPEN.includes(request.status) ? request : undefined;
    // While a request is reviewed the billing fields are read-only: the form sends them back as shown.
    if (open && !sameBilling(billing, parseBilling(open.requested)) && !sameBilling(billing, current)) {
      throw new HttpError(409, billingMessages.changeOpen, { field: 'billingName' });
    }
    await trx.updateTable('users').set({ firstname, lastname, timezone: timezone || user.timezone }).where('id', '=', userId).execute();
    await upsertProfile(trx, userId, personal, null, now);
    if (!open && !sameBilling(billing, current)) {
      await insertRequest(trx, { userId, requested: billing, original: current, now });
      if (user.billing_status !== 'verified') await trx.updateTable('users').set({ billing_status: 'in-progress' }).where('id', '=', userId).execute();
    }
  });
  return { profile: await getProfile(ctx, userId), check: await checkBilling(ctx, userId) };
}

type RequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

function requestOf(row: Omit<RequestRow, 'billing_status'>): BillingRequest {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    username: row.username,
    email: row.email,
    status: billingCheckStatusSchema.parse(row.status),
    requested: parseBilling(row.requested),
    original: parseBilling(row.original),
    rejectReason: row.reject_reason,
    createdAt: row.created_at,
    reviewedAt: row.reviewed_at,
  };
}

export async function listBillingRequests(ctx: Ctx, query: BillingRequestQuery) {
  const q = billingRequestQuerySchema.parse(query);
  const { rows, total } = await listRequests(ctx.db, q);
  return { items: rows.map(requestOf), total };
}

/** Marks an open request reviewed; 404 for an unknown id, 409 when someone reviewed it first. */
async function review(ctx: Ctx, id: number, reviewerId: number, apply: (request: RequestRow, tx: Ctx) => Promise<{ status: string; reason: string | null }>) {
  const now = iso(ctx.now());
  await ctx.db.transaction().execute(async (trx) => {
    const request = await findRequest(trx, id);
    if (!request) throw notFound(billingMessages.requestMissing);
    if (!OPEN.includes(request.status)) throw new HttpError(409, billingMessages.alreadyReviewed);
    const { status, reason } = await apply(request, { ...ctx, db: trx });
    const done = await trx
      .updateTable('billing_requests')
      .set({ status, reject_reason: reason, reviewed_by: reviewerId, reviewed_at: now })
      .where('id', '=', id)
      .where('status', 'in', OPEN)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw new HttpError(409, billingMessages.alreadyReviewed);
  });
  const row = await findRequest(ctx.db, id);
  if (!row) throw notFound(billingMessages.requestMissing);
  return requestOf(row);
}

/** Approval applies the requested fields and releases them at once (APPROVED is never left standing). */
export function approveBillingRequest(ctx: Ctx, id: number, reviewerId: number): Promise<BillingRequest> {
  return review(ctx, id, reviewerId, async (request, tx) => {
    const userId = Number(request.user_id);
    await setVerifiedBilling(tx.db, userId, parseBilling(request.requested), iso(tx.now()));
    await tx.db.updateTable('users').set({ billing_status: 'verified' }).where('id', '=', userId).execute();
    return { status: 'RELEASED', reason: null };
  });
}

/** A refused change: the user fixes it and asks again; a verified user keeps the verified values. */
export function rejectBillingRequest(ctx: Ctx, id: number, reviewerId: number, reason: string): Promise<BillingRequest> {
  return review(ctx, id, reviewerId, async (request, tx) => {
    if (request.billing_status !== 'verified') {
      await tx.db.updateTable('users').set({ billing_status: 'rejected' }).where('id', '=', Number(request.user_id)).execute();
    }
    return { status: 'REJECTED', reason };
  });
}
