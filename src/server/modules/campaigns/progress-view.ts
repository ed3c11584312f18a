// A sent campaign's progress as the API answers it, from its engine row (campaign_runs); before the
// engine opened one (a campaign still waiting), the counters are zero and the total is the audience
// counted at send.
import { progressPercent, type CampaignProgress } from '@domain/sending/campaign-progress';
import type { CampaignState } from '@domain/sending/campaign-states';
import type { RunRow } from '../../engine/campaign-run';

const WAITING: readonly CampaignState[] = ['queued', 'scheduled', 'running'];

function waitReason(status: CampaignState, run: RunRow | undefined): CampaignProgress['waitReason'] {
  if (!run || !WAITING.includes(status)) return null;
  if (run.pause_reason === 'numbers_asleep') return 'numbers_asleep';
  return Number(run.audience_done) === 1 && Number(run.held) > 0 ? 'quiet_hours' : null;
}

export function progressOf(status: CampaignState, run: RunRow | undefined, audience: number | null): CampaignProgress {
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

