// The demo user's short links (issue 7): 'spring sale' on the embedded default with three dozen
// clicks over the last two days from a mix of addresses and devices (scored exactly as the
// redirect scores them), and a limited link whose limit was reached; one address is blocked.
// Deterministic, so every fresh start shows the same clicks.
import { presentFactors, riskScore } from '@domain/risk-score';
import type { ClickOutcome } from '@domain/short-links';
import { riskFactsOf } from '../modules/short-links/redirect';
import { userAgentFacts } from '../modules/short-links/user-agent-facts';
import { simulatedIpFacts } from '../providers/ip-intel/simulated-ip-intel';
import type { Db, NewLinkClick } from './database';
import { DAY_MS, type Clock } from '../lib/time';

const AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
];
const ADDRESSES = ['73.15.22.101', '98.207.4.33', '198.18.1.40', '198.18.4.12', '24.61.200.7', '198.18.5.90', '172.58.9.14', '198.18.9.3', '66.249.66.1'];
const BLOCKED = '198.18.4.12';

export async function seedShortLinks(db: Db, now: Clock, userId: number): Promise<void> {
  const at = now().getTime();
  const created = new Date(at - 3 * DAY_MS).toISOString();
  const [sale, limited] = await Promise.all(
    [
      { code: 'Spring26', path: 'spring/sale', target_url: 'https://offers.example.com/spring-sale', click_limit: null },
      { code: 'VipTen10', path: '', target_url: 'https://offers.example.com/vip', click_limit: 10 },
    ].map((l) => db.insertInto('short_links').values({ user_id: userId, ...l, domain: null, created_at: created }).returning('id').executeTakeFirstOrThrow()),
  );
  const clicks: NewLinkClick[] = [];
  const click = (linkId: number, i: number, outcome: ClickOutcome, ip = ADDRESSES[i % ADDRESSES.length]!) => {
    const agentText = AGENTS[(i * 3) % AGENTS.length]!;
    const agent = userAgentFacts(agentText);
    const factors = riskFactsOf(simulatedIpFacts(ip), agent);
    clicks.push({
      link_id: linkId, user_id: userId, clicked_at: new Date(at - 2 * DAY_MS + i * 47 * 60_000).toISOString(), ip, user_agent: agentText,
      browser: agent.browser, os: agent.os, device: agent.device, risk_score_x100: Math.round(riskScore(factors) * 100), risk_factors: presentFactors(factors).join(','), outcome,
    });
  };
  for (let i = 0; i < 36; i++) click(Number(sale!.id), i, ADDRESSES[i % ADDRESSES.length] === BLOCKED && i > 20 ? 'blocked_ip' : 'redirected');
  for (let i = 0; i < 13; i++) click(Number(limited!.id), i, i < 10 ? 'redirected' : 'limit_refused');
  await db.insertInto('link_clicks').values(clicks).execute();
  await db.insertInto('blocked_ips').values({ user_id: userId, ip: BLOCKED, created_at: new Date(at - DAY_MS).toISOString() }).execute();
}
