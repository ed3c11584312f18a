// One click on a short link, from request to answer: the facts of its address (IP intelligence)
// and its user agent (bowser), the risk score, then in order: a blocked address, expiry, the click
// limits, the user's protection pages, else a 302 to the target. Every request is recorded with
// its outcome through the batching click writer; nothing here waits for the database unless a
// cache is cold. See docs/decisions/0016-short-link-redirects.md.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { presentFactors, riskScore, type RiskFacts } from '@domain/risk-score';
import type { ClickOutcome } from '@domain/short-links';
import type { AppContext } from '../../context';
import type { IpFacts } from '../../providers/ip-intel/ip-intel';
import type { CachedLink } from './link-lookup';
import { linkPages } from './link-pages';
import { protectedPage, type ClickFacts } from './protection';
import { truncatedAgent, userAgentFacts, type UserAgentFacts } from './user-agent-facts';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export function riskFactsOf(ip: IpFacts, agent: UserAgentFacts): RiskFacts {
  return {
    vpn: ip.vpn,
    publicProxy: ip.publicProxy,
    residentialProxy: ip.residentialProxy,
    tor: ip.tor,
    hosting: ip.hosting,
    anycast: ip.anycast,
    otherConnectionType: ip.connectionType === 'other',
    sharedIp: ip.shared,
    riskyUserType: ip.userType === 'risky',
    unknownUserType: ip.userType === 'unknown',
    bot: agent.bot,
    unknownOs: agent.unknownOs,
    fakeIos: agent.fakeIos,
    desktopAsPhone: agent.desktopAsPhone,
  };
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

const redirect = (reply: FastifyReply, location: string) => reply.code(302).header('cache-control', 'no-store').header('location', location).send();

export const notFoundPage = (reply: FastifyReply) => html(reply, 404, linkPages.notFound());

export async function serveShortLink(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, link: CachedLink): Promise<FastifyReply> {
  const rt = ctx.shortLinks;
  const ip = request.ip;
  const agentText = header(request, 'user-agent');
  const agent = userAgentFacts(agentText, { mobile: header(request, 'sec-ch-ua-mobile'), platform: header(request, 'sec-ch-ua-platform') });
  const ipFacts = await rt.ipIntel.lookup(ip);
  const factors = riskFactsOf(ipFacts, agent);
  const score = riskScore(factors);
  const blocked = await rt.blocked.get(link.userId);
  const protection = await rt.protection.get(link.userId);
  const now = ctx.now();

  let outcome: ClickOutcome;
  if (blocked.has(ip)) outcome = 'blocked_ip';
  else if (link.expiresAtMs !== null && now.getTime() >= link.expiresAtMs) outcome = 'expired';
  else if ((link.clickLimit !== null || link.ipClickLimit !== null) && !(await rt.limits.admit(link, ip))) outcome = 'limit_refused';
  else {
    // From the admission above to add() below nothing awaits, so the counters and queued rows agree.
    const page = protectedPage(protection, { ip: ipFacts, agent, riskScore: score } satisfies ClickFacts);
    outcome = page === 'preview' ? 'preview_page' : page === 'safe' ? 'safe_page' : 'redirected';
  }
  rt.writer.add({
    link_id: link.id,
    user_id: link.userId,
    clicked_at: now.toISOString(),
    ip,
    user_agent: truncatedAgent(agentText),
    browser: agent.browser,
    os: agent.os,
    device: agent.device,
    risk_score_x100: Math.round(score * 100),
    risk_factors: presentFactors(factors).join(','),
    outcome,
  });

  switch (outcome) {
    case 'redirected':
      return redirect(reply, link.targetUrl);
    case 'blocked_ip':
      return html(reply, 403, linkPages.blocked());
    case 'expired':
      return html(reply, 410, linkPages.expired());
    case 'limit_refused':
      return html(reply, 429, linkPages.limitReached());
    case 'safe_page':
      return protection.customPageSafeMode && protection.safeUrl ? redirect(reply, protection.safeUrl) : html(reply, 200, linkPages.safe());
    case 'preview_page':
      return protection.customPagePreviewMode && protection.previewUrl
        ? redirect(reply, protection.previewUrl)
        : html(reply, 200, linkPages.preview(link.targetUrl));
  }
}
