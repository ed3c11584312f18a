// Toll-free verification (issue 14; decision 49): profiles, requests and their sending through the
// registration core (decision 45). A request is saved as a draft or sent at once; sending is
// requestRegistration() with kind 'toll-free' through the toll-free aggregator, in the transaction
// that saves the request, so the row and its registration commit together. Its status is derived
// from the newest registration (tollFreeStatus); a rejected request is edited and sent again, which
// is a new registration, so its history stays. Another user's ids answer 404.
import {
  isTollFreeEditable,
  tollFreeMessages,
  tollFreeRequestSchema,
  tollFreeStatus,
  type TollFreeNumber,
  type TollFreeRequest,
  type TollFreeRequestList,
  type TollFreeRequestQuery,
  type TollFreeRequestRow,
  type createTollFreeRequestSchema,
  type tollFreeRequestFieldsSchema,
  type updateTollFreeRequestSchema,
} from '@domain/toll-free/toll-free-request';
import { tollFreeProfileSchema, type TollFreeProfile, type tollFreeProfileInputSchema } from '@domain/toll-free/toll-free-profile';
import type { RegistrationView } from '@domain/registrations';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { latestRegistrations, registrationHistory, requestRegistration } from '../registrations/registration-requests';
import {
  coveringRequests,
  findProfile,
  findRequest,
  listProfileRows,
  listRequestRows,
  numbersOf,
  requestCounts,
  setNumbers,
  tollFreeDids,
  type ProfileRow,
  type RequestRow,
} from './repo';

type ProfileInput = z.output<typeof tollFreeProfileInputSchema>;
type RequestFields = z.output<typeof tollFreeRequestFieldsSchema>;
type CreateInput = z.output<typeof createTollFreeRequestSchema>;
type UpdateInput = z.output<typeof updateTollFreeRequestSchema>;

const parseTexts = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

function toProfile(row: ProfileRow, requestCount: number): TollFreeProfile {
  return tollFreeProfileSchema.parse({
    id: Number(row.id),
    businessName: row.business_name,
    street: row.street,
    city: row.city,
    state: row.state,
    postalCode: row.postal_code,
    country: row.country,
    website: row.website,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    requestCount,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}

const profileColumns = (p: ProfileInput) => ({
  business_name: p.businessName,
  street: p.street,
  city: p.city,
  state: p.state,
  postal_code: p.postalCode,
  country: p.country,
  website: p.website,
  first_name: p.firstName,
  last_name: p.lastName,
  email: p.email,
  phone: p.phone,
});

// ---- profiles ------------------------------------------------------------------------------

export async function listProfiles(ctx: AppContext, userId: number): Promise<{ items: TollFreeProfile[] }> {
  const [rows, counts] = await Promise.all([listProfileRows(ctx.db, userId), requestCounts(ctx.db, userId)]);
  return { items: rows.map((r) => toProfile(r, counts.get(Number(r.id)) ?? 0)) };
}

export async function getProfile(ctx: AppContext, userId: number, profileId: number): Promise<TollFreeProfile> {
  const row = await findProfile(ctx.db, userId, profileId);
  if (!row) throw notFound(tollFreeMessages.profileMissing);
  return toProfile(row, (await requestCounts(ctx.db, userId)).get(profileId) ?? 0);
}

async function insertProfile(db: Db, userId: number, input: ProfileInput, at: string): Promise<ProfileRow> {
  return db
    .insertInto('toll_free_profiles')
    .values({ user_id: userId, ...profileColumns(input), created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createProfile(ctx: AppContext, userId: number, input: ProfileInput): Promise<TollFreeProfile> {
  return toProfile(await insertProfile(ctx.db, userId, input, ctx.now().toISOString()), 0);
}

/** Edits a profile; requests already sent keep what they sent (the registration's fields), the next sending uses the new values. */
export async function updateProfile(ctx: AppContext, userId: number, profileId: number, input: ProfileInput): Promise<TollFreeProfile> {
  const result = await ctx.db
    .updateTable('toll_free_profiles')
    .set({ ...profileColumns(input), updated_at: ctx.now().toISOString() })
    .where('user_id', '=', userId)
    .where('id', '=', profileId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(tollFreeMessages.profileMissing);
  return getProfile(ctx, userId, profileId);
}

export async function deleteProfile(ctx: AppContext, userId: number, profileId: number): Promise<{ message: string }> {
  const profile = await getProfile(ctx, userId, profileId);
  if (profile.requestCount > 0) throw badRequest('profileId', tollFreeMessages.profileInUse);
  await ctx.db.deleteFrom('toll_free_profiles').where('user_id', '=', userId).where('id', '=', profileId).execute();
  return { message: 'ok' };
}

// ---- numbers -------------------------------------------------------------------------------

/** The user's toll-free DIDs, each with the request that covers it. */
export async function listTollFreeNumbers(ctx: AppContext, userId: number): Promise<{ items: TollFreeNumber[] }> {
  const dids = await tollFreeDids(ctx.db, userId);
  const covered = await coveringRequests(ctx.db, userId, dids.map((d) => d.phone));
  return { items: dids.map((d) => ({ phone: d.phone, didGroupName: d.groupName, requestId: covered.get(d.phone) ?? null })) };
}

/** Each number must be one of the user's toll-free DIDs and in no other request of theirs. */
async function checkNumbers(db: Db, userId: number, phones: readonly string[], requestId: number | null): Promise<void> {
  const own = new Set((await tollFreeDids(db, userId)).map((d) => d.phone));
  for (const [i, phone] of phones.entries()) {
    if (!own.has(phone)) throw badRequest(`tollFreeNumbers.${i}`, tollFreeMessages.numberNotOwned(phone));
  }
  const covered = await coveringRequests(db, userId, phones);
  for (const [i, phone] of phones.entries()) {
    const other = covered.get(phone);
    if (other !== undefined && other !== requestId) throw badRequest(`tollFreeNumbers.${i}`, tollFreeMessages.numberTaken(phone, other));
  }
}

// ---- requests ------------------------------------------------------------------------------

const requestColumns = (r: RequestFields) => ({
  use_case: r.useCase,
  use_case_summary: r.useCaseSummary,
  expected_monthly_volume: r.expectedMonthlyVolume,
  opt_in_type: r.optInType,
  opt_in_workflow: r.optInWorkflow,
  opt_in_proof_url: r.optInProofUrl,
  sample_messages: JSON.stringify(r.sampleMessages),
  additional_information: r.additionalInformation,
});

/** The toll-free vendor a request goes through: the first the registration vendor lists for toll-free. */
function tollFreeVendor(ctx: AppContext): string {
  const vendor = ctx.registrationVendor.vendors().find((v) => v.kinds.includes('toll-free'));
  if (!vendor) throw badRequest('vendorId', tollFreeMessages.noVendor);
  return vendor.id;
}

/** What the aggregator reviews: the business, the contact and the messaging, as they are when sent. */
function vendorFields(profile: ProfileRow, request: RequestRow, numbers: readonly string[]): Record<string, unknown> {
  return {
    businessName: profile.business_name,
    businessStreet: profile.street,
    businessCity: profile.city,
    businessState: profile.state,
    businessPostalCode: profile.postal_code,
    businessCountry: profile.country,
    businessWebsite: profile.website,
    contactFirstName: profile.first_name,
    contactLastName: profile.last_name,
    contactEmail: profile.email,
    contactPhone: profile.phone,
    useCaseCategory: request.use_case,
    useCaseSummary: request.use_case_summary,
    messageVolume: request.expected_monthly_volume,
    optInType: request.opt_in_type,
    optInWorkflow: request.opt_in_workflow,
    optInProofUrl: request.opt_in_proof_url,
    sampleMessages: parseTexts(request.sample_messages),
    additionalInformation: request.additional_information,
    tollFreeNumbers: [...numbers],
  };
}

/** Sends the request as it is saved (inside the caller's transaction). */
async function send(ctx: AppContext, trx: Db, userId: number, requestId: number): Promise<void> {
  const request = await findRequest(trx, userId, requestId);
  if (!request) throw notFound(tollFreeMessages.requestMissing);
  const profile = await findProfile(trx, userId, Number(request.profile_id));
  if (!profile) throw notFound(tollFreeMessages.profileMissing);
  const numbers = (await numbersOf(trx, userId, [requestId])).get(requestId) ?? [];
  await requestRegistration(trx, ctx.now(), {
    userId,
    kind: 'toll-free',
    subjectId: requestId,
    subjectName: `${profile.business_name} toll-free verification`,
    link: `/tfn/${requestId}`,
    vendorId: request.vendor_id,
    fields: vendorFields(profile, request, numbers),
  });
}

async function statusOf(db: Db, userId: number, requestId: number) {
  const registration = (await latestRegistrations(db, userId, 'toll-free', [requestId])).get(requestId);
  return tollFreeStatus(registration);
}

export async function createRequest(ctx: AppContext, userId: number, input: CreateInput): Promise<TollFreeRequest> {
  const vendorId = tollFreeVendor(ctx);
  const at = ctx.now().toISOString();
  const requestId = await ctx.db.transaction().execute(async (trx) => {
    let profileId: number;
    if (input.profile) profileId = Number((await insertProfile(trx, userId, input.profile, at)).id);
    else {
      const profile = input.profileId === undefined ? undefined : await findProfile(trx, userId, input.profileId);
      if (!profile) throw notFound(tollFreeMessages.profileMissing);
      profileId = Number(profile.id);
    }
    await checkNumbers(trx, userId, input.tollFreeNumbers, null);
    const row = await trx
      .insertInto('toll_free_requests')
      .values({ user_id: userId, profile_id: profileId, ...requestColumns(input), vendor_id: vendorId, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await setNumbers(trx, userId, id, input.tollFreeNumbers);
    if (input.submit) await send(ctx, trx, userId, id);
    return id;
  });
  return getRequest(ctx, userId, requestId);
}

/** Edits a draft or a rejected request; with submit, sends it (again) in the same transaction. */
export async function updateRequest(ctx: AppContext, userId: number, requestId: number, input: UpdateInput): Promise<TollFreeRequest> {
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await findRequest(trx, userId, requestId))) throw notFound(tollFreeMessages.requestMissing);
    if (!isTollFreeEditable(await statusOf(trx, userId, requestId))) throw badRequest('status', tollFreeMessages.notEditable);
    if (!(await findProfile(trx, userId, input.profileId))) throw notFound(tollFreeMessages.profileMissing);
    await checkNumbers(trx, userId, input.tollFreeNumbers, requestId);
    await trx
      .updateTable('toll_free_requests')
      .set({ profile_id: input.profileId, ...requestColumns(input), updated_at: ctx.now().toISOString() })
      .where('user_id', '=', userId)
      .where('id', '=', requestId)
      .execute();
    await setNumbers(trx, userId, requestId, input.tollFreeNumbers);
    if (input.submit) await send(ctx, trx, userId, requestId);
  });
  return getRequest(ctx, userId, requestId);
}

/** Sends a draft, or resends a rejected request as it stands. */
export async function submitRequest(ctx: AppContext, userId: number, requestId: number): Promise<TollFreeRequest> {
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await findRequest(trx, userId, requestId))) throw notFound(tollFreeMessages.requestMissing);
    if (!isTollFreeEditable(await statusOf(trx, userId, requestId))) throw badRequest('status', tollFreeMessages.alreadySent);
    await send(ctx, trx, userId, requestId);
  });
  return getRequest(ctx, userId, requestId);
}

const reasonOf = (registration: RegistrationView | undefined) => registration?.reason ?? null;

export async function getRequest(ctx: AppContext, userId: number, requestId: number): Promise<TollFreeRequest> {
  const row = await findRequest(ctx.db, userId, requestId);
  if (!row) throw notFound(tollFreeMessages.requestMissing);
  const profile = await getProfile(ctx, userId, Number(row.profile_id));
  const [numbers, history] = await Promise.all([numbersOf(ctx.db, userId, [requestId]), registrationHistory(ctx.db, userId, 'toll-free', requestId)]);
  const registration = history[0];
  const status = tollFreeStatus(registration);
  return tollFreeRequestSchema.parse({
    id: Number(row.id),
    profileId: Number(row.profile_id),
    profile,
    useCase: row.use_case,
    useCaseSummary: row.use_case_summary,
    expectedMonthlyVolume: row.expected_monthly_volume,
    optInType: row.opt_in_type,
    optInWorkflow: row.opt_in_workflow,
    optInProofUrl: row.opt_in_proof_url,
    sampleMessages: parseTexts(row.sample_messages),
    additionalInformation: row.additional_information,
    tollFreeNumbers: numbers.get(requestId) ?? [],
    status,
    reason: reasonOf(registration),
    editable: isTollFreeEditable(status),
    registration: registration ?? null,
    history,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}

/** The user's requests, newest first, filtered by status and a search over business name, use case and numbers. */
export async function listRequests(ctx: AppContext, userId: number, query: TollFreeRequestQuery): Promise<TollFreeRequestList> {
  const rows = await listRequestRows(ctx.db, userId);
  const ids = rows.map((r) => Number(r.id));
  const [numbers, registrations, profiles] = await Promise.all([
    numbersOf(ctx.db, userId, ids),
    latestRegistrations(ctx.db, userId, 'toll-free', ids),
    listProfileRows(ctx.db, userId),
  ]);
  const businessNames = new Map(profiles.map((p) => [Number(p.id), p.business_name]));
  const search = query.search?.toLowerCase() ?? '';
  const items: TollFreeRequestRow[] = [];
  for (const row of rows) {
    const id = Number(row.id);
    const registration = registrations.get(id);
    const item: TollFreeRequestRow = {
      id,
      businessName: businessNames.get(Number(row.profile_id)) ?? '',
      useCase: tollFreeRequestSchema.shape.useCase.parse(row.use_case),
      expectedMonthlyVolume: tollFreeRequestSchema.shape.expectedMonthlyVolume.parse(row.expected_monthly_volume),
      tollFreeNumbers: numbers.get(id) ?? [],
      status: tollFreeStatus(registration),
      reason: reasonOf(registration),
      updatedAt: registration?.decidedAt ?? registration?.createdAt ?? row.updated_at,
    };
    if (query.status && item.status !== query.status) continue;
    const haystack = [item.businessName, item.useCase, ...item.tollFreeNumbers].join(' ').toLowerCase();
    if (search && !haystack.includes(search.replace(/[\s().-]/g, '')) && !haystack.includes(search)) continue;
    items.push(item);
  }
  return { items, total: items.length };
}
