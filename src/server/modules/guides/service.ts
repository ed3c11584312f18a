// Guides (issue 15; decision 50). A Super-Admin saves a role's features in their order (new ones
// have no id), releases or withdraws each, and deletes them by ids; readers get the released
// features of their role and of All, and search their text. HTML is sanitised on the way in and out.
import {
  findGuideMatches,
  GUIDE_ROLES,
  GUIDE_SEARCH_PAGE_SIZE,
  guideFeatureSchema,
  type Guide,
  type GuideFeature,
  type GuideRole,
  type GuideSearchResult,
  type GuideSummary,
  type SaveGuide,
} from '@domain/guides';
import type { AuthContext } from '../../context';
import { notFound } from '../../http/errors';
import type { AppContext } from '../../context';
import { existingIds, featuresOf, roleCounts, type GuideFeatureRow } from './repo';
import { guideText, sanitizeGuideHtml } from './guide-html';

function toFeature(row: GuideFeatureRow): GuideFeature {
  return guideFeatureSchema.parse({
    id: Number(row.id),
    role: row.role,
    title: row.title,
    content: sanitizeGuideHtml(row.content),
    order: Number(row.position),
    released: Number(row.released) === 1,
    updatedAt: row.updated_at,
  });
}

/** GET all: every role with its feature counts. */
export async function guideSummary(ctx: AppContext): Promise<GuideSummary> {
  const counts = new Map((await roleCounts(ctx.db)).map((r) => [r.role, r]));
  return {
    items: GUIDE_ROLES.map((role) => {
      const c = counts.get(role);
      return { role, features: Number(c?.features ?? 0), released: Number(c?.released ?? 0), updatedAt: c?.updatedAt ?? null };
    }),
  };
}

/** guideByRole: the editor's view, released or not. */
export async function guideByRole(ctx: AppContext, role: GuideRole): Promise<Guide> {
  return { role, features: (await featuresOf(ctx.db, [role], false)).map(toFeature) };
}

/** The role a reader sees: a Super-Admin's pick, anyone else's own. */
export function readerRole(auth: AuthContext, picked: GuideRole | undefined): GuideRole {
  if (auth.user.role === 'Super-Admin') return picked ?? auth.user.role;
  return auth.user.role;
}

/** The released features a reader sees: All's first, then the role's own, each in its order. */
async function readerRows(ctx: AppContext, role: GuideRole): Promise<GuideFeatureRow[]> {
  const rows = await featuresOf(ctx.db, role === 'All' ? ['All'] : ['All', role], true);
  return [...rows.filter((r) => r.role === 'All'), ...rows.filter((r) => r.role !== 'All')];
}

export async function readGuide(ctx: AppContext, auth: AuthContext, picked: GuideRole | undefined): Promise<Guide> {
  const role = readerRole(auth, picked);
  return { role, features: (await readerRows(ctx, role)).map(toFeature) };
}

export async function searchGuide(
  ctx: AppContext,
  auth: AuthContext,
  query: { search: string; role?: GuideRole; page: number },
): Promise<GuideSearchResult> {
  const rows = await readerRows(ctx, readerRole(auth, query.role));
  const matches = findGuideMatches(rows.map((r) => ({ id: Number(r.id), title: r.title, text: r.text })), query.search);
  const start = (query.page - 1) * GUIDE_SEARCH_PAGE_SIZE;
  return { page: query.page, pageSize: GUIDE_SEARCH_PAGE_SIZE, total: matches.length, items: matches.slice(start, start + GUIDE_SEARCH_PAGE_SIZE) };
}

/** POST save per role. An id that is not one of the role's features answers 404, and nothing is saved. */
export async function saveGuide(ctx: AppContext, role: GuideRole, input: SaveGuide): Promise<Guide> {
  const at = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const existing = await featuresOf(trx, [role], false);
    const ids = new Set(existing.map((r) => Number(r.id)));
    const listed = new Set<number>();
    for (const f of input.features) {
      if (f.id === undefined) continue;
      if (!ids.has(f.id) || listed.has(f.id)) throw notFound();
      listed.add(f.id);
    }
    for (const [i, f] of input.features.entries()) {
      const content = sanitizeGuideHtml(f.content);
      const columns = { title: f.title, content, text: guideText(content), position: i + 1, released: f.released ? 1 : 0, updated_at: at };
      if (f.id === undefined) await trx.insertInto('guide_features').values({ role, ...columns, created_at: at }).execute();
      else await trx.updateTable('guide_features').set(columns).where('id', '=', f.id).execute();
    }
    // Features the save left out keep their order, after the listed ones.
    let position = input.features.length;
    for (const row of existing.filter((r) => !listed.has(Number(r.id)))) {
      position += 1;
      await trx.updateTable('guide_features').set({ position }).where('id', '=', row.id).execute();
    }
  });
  return guideByRole(ctx, role);
}

/** DELETE with ids in the body: all of them, or 404 and none when one is unknown. */
export async function deleteGuideFeatures(ctx: AppContext, ids: number[]): Promise<{ message: string }> {
  const unique = [...new Set(ids)];
  if ((await existingIds(ctx.db, unique)).length !== unique.length) throw notFound();
  await ctx.db.deleteFrom('guide_features').where('id', 'in', unique).execute();
  return { message: 'Deleted' };
}
