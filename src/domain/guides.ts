// Guides (000 §2 "/management-guide ... /guide", 'Other screens' Guide; 001 §6, §7 Guidelines;
// decision 50). A guide is a role's ordered list of features, each a title and rich-text content
// that a Super-Admin writes and releases; a user reads the released features of their own role and
// of All (the wildcard). Shared by the editor, the viewer and the server's routes.
import { z } from 'zod';
import { messages } from './messages';
import { ROLES } from './user';

/** The roles a guide is written for: the spec's roles and All, which every role reads too. */
export const GUIDE_ROLES = ['All', ...ROLES] as const;
export const guideRoleSchema = z.enum(GUIDE_ROLES, { error: `Role ${messages.incorrectFormat}` });
export type GuideRole = z.infer<typeof guideRoleSchema>;

/** Search answers this many matches a page (000 §2 "up to 11 matches per page"). */
export const GUIDE_SEARCH_PAGE_SIZE = 11;
/** The viewer's search waits this long after the last key (000 §7 "guide search 300 ms"). */
export const GUIDE_SEARCH_DEBOUNCE_MS = 300;
/** The most features one role's guide holds, and the size of one feature's content. */
export const GUIDE_MAX_FEATURES = 100;
export const GUIDE_MAX_CONTENT = 200_000;

/** The spec's texts of the viewer. */
export const guideTexts = {
  docs: 'Docs',
  searchPlaceholder: 'Input to search...',
  noResult: 'No result',
  features: 'Features',
  onThisPage: 'On this page',
  noContent: 'No content release!',
} as const;

const title = z
  .string({ error: messages.required('Title') })
  .trim()
  .min(1, messages.required('Title'))
  .max(200, `Title ${messages.maxChars(200)}`);

/** One feature as the editor saves it: no id is a new feature; the array order is the order. */
export const guideFeatureInputSchema = z.object({
  id: z.number().int().positive().optional(),
  title,
  content: z.string({ error: messages.required('Content') }).max(GUIDE_MAX_CONTENT, `Content ${messages.maxChars(GUIDE_MAX_CONTENT)}`),
  released: z.boolean({ error: `Released ${messages.incorrectFormat}` }),
});
export type GuideFeatureInput = z.infer<typeof guideFeatureInputSchema>;

/** POST save per role: the role's features in their order. Features left out are kept after them. */
export const saveGuideSchema = z.object({
  features: z
    .array(guideFeatureInputSchema, { error: messages.required('Features') })
    .max(GUIDE_MAX_FEATURES, `Features: at most ${GUIDE_MAX_FEATURES}`),
});
export type SaveGuide = z.infer<typeof saveGuideSchema>;

/** DELETE with ids in the body (001 §7). */
export const deleteGuideFeaturesSchema = z.object({
  ids: z
    .array(z.number().int().positive(), { error: messages.required('Ids') })
    .min(1, messages.required('Ids'))
    .max(GUIDE_MAX_FEATURES, `Ids: at most ${GUIDE_MAX_FEATURES} at a time`),
});

export const guideFeatureSchema = z.object({
  id: z.number().int(),
  role: guideRoleSchema,
  title: z.string(),
  /** Sanitised HTML: nothing in it runs script. */
  content: z.string(),
  /** The order within its role, from 1. */
  order: z.number().int(),
  released: z.boolean(),
  updatedAt: z.string(),
});
export type GuideFeature = z.infer<typeof guideFeatureSchema>;

/** A role's guide: the editor gets every feature, the viewer the released ones only. */
export const guideSchema = z.object({ role: guideRoleSchema, features: z.array(guideFeatureSchema) });
export type Guide = z.infer<typeof guideSchema>;

/** GET all: each role's counts, for /management-guide. */
export const guideSummarySchema = z.object({
  items: z.array(
    z.object({ role: guideRoleSchema, features: z.number().int(), released: z.number().int(), updatedAt: z.string().nullable() }),
  ),
});
export type GuideSummary = z.infer<typeof guideSummarySchema>;

/** The viewer's query: a Super-Admin picks the role; anyone else's is their own. */
export const guideViewQuerySchema = z.object({ role: guideRoleSchema.optional() });

export const guideSearchQuerySchema = z.object({
  search: z.string({ error: messages.required('Search') }).trim().max(200, `Search ${messages.maxChars(200)}`),
  role: guideRoleSchema.optional(),
  page: z.coerce.number({ error: `Page ${messages.numberType}` }).int().min(1).default(1),
});
export type GuideSearchQuery = z.input<typeof guideSearchQuerySchema>;

export const guideSearchResultSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  items: z.array(
    z.object({
      featureId: z.number().int(),
      title: z.string(),
      /** The text around the match. */
      context: z.string(),
      /** Which occurrence in the feature's text (from 0), so the viewer highlights that one. */
      occurrence: z.number().int(),
    }),
  ),
});
export type GuideSearchResult = z.infer<typeof guideSearchResultSchema>;

export interface GuideMatch {
  featureId: number;
  title: string;
  context: string;
  occurrence: number;
}

/** Every case-insensitive match of `query` in the features' texts, in feature order, with the text around it. */
export function findGuideMatches(features: readonly { id: number; title: string; text: string }[], query: string, around = 40): GuideMatch[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const matches: GuideMatch[] = [];
  for (const feature of features) {
    const haystack = feature.text.toLowerCase();
    let at = haystack.indexOf(needle);
    let occurrence = 0;
    while (at >= 0) {
      const start = Math.max(0, at - around);
      const end = Math.min(feature.text.length, at + needle.length + around);
      const context = `${start > 0 ? '…' : ''}${feature.text.slice(start, end).trim()}${end < feature.text.length ? '…' : ''}`;
      matches.push({ featureId: feature.id, title: feature.title, context, occurrence });
      occurrence += 1;
      at = haystack.indexOf(needle, at + needle.length);
    }
  }
  return matches;
}

/** An anchor id for a heading's text: 'Add a DID group' -> 'add-a-did-group'. */
export function headingAnchor(text: string, taken: Set<string>): string {
  const base =
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section';
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  taken.add(id);
  return id;
}
