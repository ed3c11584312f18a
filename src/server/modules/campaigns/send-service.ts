// What the wizard asks before and at a send: the audience count (its live summary), the problems of
// a compose with the step that shows each, and the send itself. A send checks the compose with
// checkedComposeSchema and the facts of the sending user, so another user's group, route, creative
// or DID group is a 400 naming its field, and nothing is stored. A sent campaign waits, scheduled or
// queued, for the sending engine (src/server/engine), which is woken at once; the draft it came from becomes it.
import { campaignMessages, type Campaign, type CampaignStatus, type CheckAnswer } from '@domain/campaigns';
import { checkedComposeSchema, composeProblems, normalizeCompose, stepOfPath, type Compose } from '@domain/campaign-compose';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { fieldLabel } from '../../http/validation';
import { iso } from '../../lib/time';
import { countAudience } from './audience';
import { campaignView, ownCampaign } from './campaigns-repo';
import { titleOf } from './drafts-service';
import { loadComposeFacts } from './facts';

export async function audienceOf(ctx: AppContext, userId: number, compose: Compose): Promise<{ total: number }> {
  return { total: await countAudience(ctx.db, userId, compose) };
}

export async function checkCompose(ctx: AppContext, userId: number, compose: Compose): Promise<CheckAnswer> {
  const facts = await loadComposeFacts(ctx, userId, compose);
  const problems = composeProblems(normalizeCompose(compose, facts), facts);
  return { problems: problems.map((p) => ({ ...p, step: stepOfPath(p.path) })) };
}

/** 'Country is required field!' as it is; a rule's sentence that does not start with the field's label gets it first. */
function named(path: readonly PropertyKey[], message: string): string {
  const label = fieldLabel(path);
  return message.startsWith(label) ? message : `${label}: ${message}`;
}

/** The refused send: 400 on the first problem's field, every problem listed for the wizard. */
export function refused(issues: readonly { path: readonly PropertyKey[]; message: string }[]): HttpError {
  const answers = issues.map((issue) => {
    const path = ['compose', ...issue.path];
    return { field: path.map(String).join('.'), message: named(path, issue.message) };
  });
  const problems = answers.map((a) => ({ severity: 'error' as const, nodeId: null, actionId: null, ...a }));
  return new HttpError(400, answers[0].message, { field: answers[0].field, problems });
}

export async function sendCampaign(ctx: AppContext, userId: number, input: Compose, draftId: number | undefined): Promise<Campaign> {
  if (draftId !== undefined) {
    const draft = await ownCampaign(ctx, userId, draftId);
    if (draft.status !== 'draft') throw new HttpError(409, campaignMessages.onlyDrafts);
  }
  const facts = await loadComposeFacts(ctx, userId, input);
  const checked = checkedComposeSchema(facts).safeParse(input);
  if (!checked.success) throw refused(checked.error.issues);
  const compose = checked.data;
  const scheduled = compose.activeScheduling && compose.scheduling !== '';
  const status: CampaignStatus = scheduled ? 'scheduled' : 'queued';
  const at = iso(ctx.now());
  const columns = {
    title: titleOf(compose),
    status,
    compose: JSON.stringify(compose),
    audience: facts.totalTarget,
    scheduled_at: scheduled ? compose.scheduling : null,
    updated_at: at,
    sent_at: at,
  };
  if (draftId === undefined) {
    const row = await ctx.db.insertInto('campaigns').values({ user_id: userId, created_at: at, ...columns }).returningAll().executeTakeFirstOrThrow();
    ctx.engine.forget(Number(row.id));
    return campaignView(row);
  }
  // The draft becomes the campaign; asking for its status again keeps two sends of one draft from both converting it.
  const row = await ctx.db
    .updateTable('campaigns')
    .set(columns)
    .where('id', '=', draftId)
    .where('user_id', '=', userId)
    .where('status', '=', 'draft')
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new HttpError(409, campaignMessages.onlyDrafts);
  ctx.engine.forget(draftId);
  return campaignView(row);
}
