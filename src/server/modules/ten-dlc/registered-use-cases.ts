// What the sending rules read (issue 14): a campaign on a 10DLC route sends from a DID group only
// when a registered use case covers it, at most at the throughput the registry granted that use case.
import type { Db } from '../../db/database';
import { latestRegistrations } from '../registrations/registration-requests';

export interface RegisteredUseCase {
  useCaseId: number;
  /** The user's DID groups the use case covers. */
  didGroupIds: number[];
  /** Messages a minute the registry allows; null when it set no cap. */
  throughputPerMinute: number | null;
}

/** The user's use cases whose newest registration is registered, with their DID groups and throughput. */
export async function registeredUseCases(db: Db, userId: number): Promise<RegisteredUseCase[]> {
  const useCases = await db.selectFrom('ten_dlc_use_cases').select('id').where('user_id', '=', userId).orderBy('id').execute();
  const latest = await latestRegistrations(db, userId, 'use-case', useCases.map((u) => Number(u.id)));
  const registered = [...latest.values()].filter((r) => r.state === 'registered');
  if (registered.length === 0) return [];
  const groups = await db
    .selectFrom('ten_dlc_use_case_did_groups')
    .select(['use_case_id', 'did_group_id'])
    .where('use_case_id', 'in', registered.map((r) => r.subjectId))
    .orderBy('did_group_id')
    .execute();
  return registered
    .sort((a, b) => a.subjectId - b.subjectId)
    .map((r) => ({
      useCaseId: r.subjectId,
      didGroupIds: groups.filter((g) => Number(g.use_case_id) === r.subjectId).map((g) => Number(g.did_group_id)),
      throughputPerMinute: r.throughputPerMinute,
    }));
}
