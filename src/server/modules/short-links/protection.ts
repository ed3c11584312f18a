// Short-link protection (001 §2): which page a click gets. The preview page is decided first (it
// is meant for link-preview fetchers, which are also bots and would otherwise land on the safe
// page), then the safe page; a click matching a page's whitelist is exempt from that page.
import { shortLinkProtectionSchema, defaultShortLinkProtection, type ProtectionCondition, type ShortLinkProtection } from '@domain/short-links';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { iso } from '../../lib/time';
import type { IpFacts } from '../../providers/ip-intel/ip-intel';
import type { UserAgentFacts } from './user-agent-facts';

export interface ClickFacts {
  ip: IpFacts;
  agent: UserAgentFacts;
  riskScore: number;
}

const tests: Record<ProtectionCondition, (c: ClickFacts) => boolean> = {
  VPN: (c) => c.ip.vpn,
  PUBLIC_PROXY: (c) => c.ip.publicProxy,
  RESIDENTIAL_PROXY: (c) => c.ip.residentialProxy,
  TOR: (c) => c.ip.tor,
  HOSTING: (c) => c.ip.hosting,
  SHARED_IP: (c) => c.ip.shared,
  RISKY_USER: (c) => c.ip.userType === 'risky',
  BOT: (c) => c.agent.bot,
  UNKNOWN_OS: (c) => c.agent.unknownOs,
  FAKE_IOS: (c) => c.agent.fakeIos,
  DESKTOP_AS_PHONE: (c) => c.agent.desktopAsPhone,
  LINK_PREVIEW: (c) => c.agent.linkPreview,
  DESKTOP: (c) => c.agent.desktop,
  MOBILE: (c) => c.agent.mobile,
  RISK_SCORE_50: (c) => c.riskScore >= 50,
  RISK_SCORE_80: (c) => c.riskScore >= 80,
};

const any = (conditions: readonly ProtectionCondition[], facts: ClickFacts) => conditions.some((c) => tests[c](facts));

export type ProtectedPage = 'preview' | 'safe' | null;

export function protectedPage(s: ShortLinkProtection, facts: ClickFacts): ProtectedPage {
  if (s.enableRedirectPreviewPage && any(s.redirectPreviewPageCondition, facts) && !any(s.previewPageWhitelistCondition, facts)) return 'preview';
  if (s.enableRedirectSafePage && any(s.redirectSafePageCondition, facts) && !any(s.originalPageWhitelistCondition, facts)) return 'safe';
  return null;
}

export async function readProtection(db: Db, userId: number): Promise<ShortLinkProtection> {
  const row = await db.selectFrom('short_link_protection').select('setting').where('user_id', '=', userId).executeTakeFirst();
  if (!row) return defaultShortLinkProtection();
  const parsed = shortLinkProtectionSchema.safeParse(JSON.parse(row.setting));
  return parsed.success ? parsed.data : defaultShortLinkProtection();
}

export async function saveProtection(ctx: AppContext, userId: number, setting: ShortLinkProtection): Promise<ShortLinkProtection> {
  const values = { user_id: userId, setting: JSON.stringify(setting), updated_at: iso(ctx.now()) };
  await ctx.db
    .insertInto('short_link_protection')
    .values(values)
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ setting: values.setting, updated_at: values.updated_at }))
    .execute();
  ctx.shortLinks.protection.invalidate(userId);
  return readProtection(ctx.db, userId);
}
