// The IP-intelligence simulator's ranges and the user-agent facts, as the redirect scores them.
import { describe, expect, it } from 'vitest';
import { riskScore } from '@domain/risk-score';
import { CLEAN_IP } from '@server/providers/ip-intel/ip-intel';
import { simulatedIpFacts } from '@server/providers/ip-intel/simulated-ip-intel';
import { riskFactsOf } from '@server/modules/short-links/redirect';
import { userAgentFacts } from '@server/modules/short-links/user-agent-facts';
import { agents } from '../../../server/short-links/user-agents';


describe('simulated IP intelligence', () => {
  it('finds loopback and private addresses clean', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.20.0.9', '192.168.1.1', '::1', 'fd00::1', '::ffff:127.0.0.1']) expect(simulatedIpFacts(ip)).toEqual(CLEAN_IP);
  });

  it('gives 198.18.K.x exactly one fact by K', () => {
    const score = (ip: string) => riskScore(riskFactsOf(simulatedIpFacts(ip), userAgentFacts(agents.iphone)));
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((k) => score(`198.18.${k}.7`))).toEqual([0, 20, 15, 10, 25, 10, 5, 10, 10, 20, 3]);
  });

  it('gives 198.19.M.x every fact of the mask M', () => {
    expect(simulatedIpFacts('198.19.3.1')).toMatchObject({ vpn: true, publicProxy: true, tor: false });
    expect(simulatedIpFacts('198.19.255.1')).toMatchObject({ vpn: true, publicProxy: true, residentialProxy: true, tor: true, hosting: true, anycast: true, connectionType: 'other', shared: true });
  });

  it('answers the same facts for the same address, and a mix over many', () => {
    expect(simulatedIpFacts('8.8.4.4')).toEqual(simulatedIpFacts('8.8.4.4'));
    const facts = Array.from({ length: 500 }, (_, i) => simulatedIpFacts(`203.${i % 250}.${(i * 7) % 250}.${i % 200}`));
    const clean = facts.filter((f) => !f.vpn && !f.publicProxy && !f.residentialProxy && !f.tor && !f.hosting && f.userType === 'consumer').length;
    expect(clean).toBeGreaterThan(250);
    expect(clean).toBeLessThan(450);
  });
});

describe('user-agent facts', () => {
  it('reads browser, OS and device with bowser', () => {
    expect(userAgentFacts(agents.iphone)).toMatchObject({ browser: 'Safari 17', os: 'iOS 17.4', device: 'mobile', bot: false, fakeIos: false, unknownOs: false });
    expect(userAgentFacts(agents.windows)).toMatchObject({ browser: 'Chrome 120', os: 'Windows NT 10.0', device: 'desktop', desktop: true });
  });

  it('finds bots, an unknown OS, a fake iOS and a desktop posing as a phone', () => {
    expect(userAgentFacts(agents.googlebot)).toMatchObject({ bot: true, unknownOs: true });
    expect(userAgentFacts('')).toMatchObject({ bot: true, unknownOs: true });
    expect(userAgentFacts('curl/8.5.0')).toMatchObject({ bot: true });
    expect(userAgentFacts('facebookexternalhit/1.1')).toMatchObject({ bot: true, linkPreview: true });
    expect(userAgentFacts(agents.fakeIphone)).toMatchObject({ fakeIos: true, bot: false });
    expect(userAgentFacts(agents.android, { mobile: '?0', platform: '"Windows"' })).toMatchObject({ desktopAsPhone: true });
    expect(userAgentFacts(agents.android, { mobile: '?1', platform: '"Android"' })).toMatchObject({ desktopAsPhone: false });
  });
});
