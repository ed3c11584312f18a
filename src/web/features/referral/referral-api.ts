// The calls of the referral pages (base /api/v1/referral and /api/v1/public/referral; decision 52),
// typed by the zod schemas of src/domain/referral; every answer is parsed. Form calls pass
// ignoreShowMessage: the form shows their refusal under the field it names.
import {
  referralLandingSchema,
  referralLinkListSchema,
  referralLinkSchema,
  referralProgramListSchema,
  referralProgramSchema,
  referralStatisticSchema,
  type ReferralLanding,
  type ReferralLeadInput,
  type ReferralLink,
  type ReferralProgram,
  type ReferralProgramInput,
  type ReferralStatistic,
  type ReferralStatisticQuery,
} from '@domain/referral/referral';
import { z } from 'zod';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

const quiet = { ignoreShowMessage: true } as const;

export async function listReferralPrograms(signal?: AbortSignal): Promise<ReferralProgram[]> {
  const { data } = await api.get<unknown>('/referral/programs', { signal });
  return parseAnswer(referralProgramListSchema, data).items;
}

export async function createReferralProgram(body: ReferralProgramInput): Promise<ReferralProgram> {
  const { data } = await api.post<unknown>('/referral/programs', body, quiet);
  return parseAnswer(referralProgramSchema, data);
}

export async function updateReferralProgram(id: number, body: ReferralProgramInput): Promise<ReferralProgram> {
  const { data } = await api.put<unknown>(`/referral/programs/${id}`, body, quiet);
  return parseAnswer(referralProgramSchema, data);
}

export async function joinReferralProgram(id: number): Promise<ReferralLink> {
  const { data } = await api.post<unknown>(`/referral/programs/${id}/join`);
  return parseAnswer(referralLinkSchema, data);
}

export async function listReferralLinks(signal?: AbortSignal): Promise<ReferralLink[]> {
  const { data } = await api.get<unknown>('/referral/links', { signal });
  return parseAnswer(referralLinkListSchema, data).items;
}

export async function getReferralStatistic(query: ReferralStatisticQuery, signal?: AbortSignal): Promise<ReferralStatistic> {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  const { data } = await api.get<unknown>('/referral/statistic', { params, signal });
  return parseAnswer(referralStatisticSchema, data);
}

/** The public landing (no login): records the visit and answers what to show. */
export async function visitReferralLanding(programId: string, referralCode: string): Promise<ReferralLanding> {
  const { data } = await api.post<unknown>(`/public/referral/${encodeURIComponent(programId)}/${encodeURIComponent(referralCode)}/visit`, undefined, quiet);
  return parseAnswer(referralLandingSchema, data);
}

export async function sendReferralLead(programId: number, referralCode: string, body: ReferralLeadInput): Promise<string> {
  const { data } = await api.post<unknown>(`/public/referral/${programId}/${encodeURIComponent(referralCode)}/leads`, body, quiet);
  return parseAnswer(z.object({ message: z.string() }), data).message;
}
