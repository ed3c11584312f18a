// A sent campaign's progress as the API answers it, from its engine row (campaign_runs); before the
// engine opened one (a campaign still waiting), the counters are zero and the total is the audience
// counted at send.
import { progressPercent, type CampaignProgress } from '@domain/sending/campaign-progress';
import type { CampaignState } from '@domain/sending/campaign-states';
import type { RunRow } from '../../engine/campaign-run';

const WAITING: readonly CampaignState[] = ['queued', 'scheduled', 'running'];

type Nullable<T> = { [K in keyof T]: T[K] | null };
/**
 * The run's columns the progress reads. Nullable, so a row of campaigns LEFT JOIN campaign_runs
 * (the monitoring list) reads the same way as a run read alone.
 */
export type RunFigures = Nullable<
  Pick<
    RunRow,
    | 'total' | 'sent' | 'held' | 'skipped' | 'delivered' | 'failed' | 'blocked' | 'optout' | 'attempt_failed' | 'rejected' | 'clicked'
    | 'replied' | 'convertor' | 'cost_millicents' | 'charged_cents' | 'revenue_cents' | 'pause_reason' | 'audience_done' | 'started_at'
    | 'finished_at' | 'round'
  >
>;

function waitReason(status: CampaignState, run: RunFigures | undefined): CampaignProgress['waitReason'] {
  if (!run || !WAITING.includes(status)) return null;
  if (run.pause_reason === 'numbers_asleep' || run.pause_reason === 'daily_limit') return run.pause_reason;
  return Number(run.audience_done) === 1 && Number(run.held) > 0 ? 'quiet_hours' : null;
}

export function progressOf(status: CampaignState, run: RunFigures | undefined, audience: number | null): CampaignProgress {
  const n = (v: number | string | undefined | null) => Number(v ?? 0);
  const total = run ? n(run.total) : n(audience);
  const processed = run ? n(run.sent) + n(run.held) + n(run.skipped) : 0;
  return {
    status,
    total,
    sent: n(run?.sent),
    held: n(run?.held),
    skipped: n(run?.skipped),
    delivered: n(run?.delivered),
    failed: n(run?.failed),
    blocked: n(run?.blocked),
    optout: n(run?.optout),
    attemptFailed: n(run?.attempt_failed),
    rejected: n(run?.rejected),
    clicked: n(run?.clicked),
    replied: n(run?.replied),
    convertor: n(run?.convertor),
    costMillicents: n(run?.cost_millicents),
    chargedCents: n(run?.charged_cents),
    revenueCents: n(run?.revenue_cents),
    percent: run ? progressPercent(total, processed) : 0,
    pauseReason: run?.pause_reason === 'credit' || run?.pause_reason === 'number_unavailable' ? run.pause_reason : null,
    waitReason: waitReason(status, run),
    startedAt: run?.started_at ?? null,
    finishedAt: run?.finished_at ?? null,
    round: n(run?.round),
  };
}

