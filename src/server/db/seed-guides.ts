// Demo guides (issue 15; decision 50): released guides for All and for Business-User, a few features
// each with headings, a list, a table and a link, so /guide shows a populated guide at once; and an
// unreleased draft, so the editor shows the difference.
import { guideText, sanitizeGuideHtml } from '../modules/guides/guide-html';
import type { Clock } from '../lib/time';
import type { Db } from './database';

interface SeedFeature {
  title: string;
  content: string;
  released: boolean;
}

const ALL: SeedFeature[] = [
  {
    title: 'Getting started',
    released: true,
    content:
      '<h2>Welcome</h2><p>This platform sends SMS, MMS, voice and ringless-voicemail campaigns. The menu on the left leads to every area you may use.</p>' +
      '<h3>First steps</h3><ol><li><p>Check your credit in the top bar.</p></li><li><p>Import a contact group.</p></li><li><p>Buy a DID group to send from.</p></li><li><p>Write a creative and start a campaign.</p></li></ol>' +
      '<h3>Need help?</h3><p>Open a ticket from <a href="/tickets">Tickets</a> or read the <a href="https://www.ctia.org/">CTIA messaging principles</a>.</p>',
  },
  {
    title: 'Account and security',
    released: true,
    content:
      '<h2>Your profile</h2><p>Settings holds your profile, billing information and payment methods.</p>' +
      '<h2>Two-step sign-in</h2><p>Turn on two-step sign-in in the Security tab; each login then asks a one-time code.</p>' +
      '<table><tbody><tr><th><p>Setting</p></th><th><p>Where</p></th></tr><tr><td><p>Password</p></td><td><p>Settings &gt; Security</p></td></tr><tr><td><p>Timezone</p></td><td><p>Settings &gt; Advanced settings</p></td></tr></tbody></table>',
  },
];

const BUSINESS_USER: SeedFeature[] = [
  {
    title: 'Contact groups',
    released: true,
    content:
      '<h2>Import contacts</h2><p>Open <strong>Contact Groups</strong>, create a group and upload a CSV or TXT file. Map each column to a field.</p>' +
      '<ul><li><p>Phone numbers are checked and formatted.</p></li><li><p>Duplicates are skipped.</p></li><li><p>Numbers on the DNC list are flagged by a scrub.</p></li></ul>' +
      '<h2>Scrub a group</h2><p>A scrub removes landlines, invalid numbers and DNC numbers before you send.</p><pre><code>phone,first_name,email\n+13125550143,Ana,ana@example.com</code></pre>',
  },
  {
    title: 'Campaigns',
    released: true,
    content:
      '<h2>Create a campaign</h2><p>The campaign wizard takes you through contacts, routes, creatives and the schedule.</p>' +
      '<h3>Send speed</h3><table><tbody><tr><th><p>Route</p></th><th><p>Messages per second</p></th></tr><tr><td><p>10DLC</p></td><td><p>up to 75</p></td></tr><tr><td><p>Toll-free</p></td><td><p>up to 25</p></td></tr></tbody></table>' +
      '<h3>Watch the results</h3><p>Monitoring shows sent, delivered, clicked and replied figures live. See <a href="/monitoring">Monitoring</a>.</p>',
  },
  {
    title: 'Billing',
    released: true,
    content:
      '<h2>Buy credit</h2><p>Settings &gt; Payment sells packages by card or bank transfer. A bank package is at least $2,000.</p>' +
      '<h2>Auto recharge</h2><p>Auto recharge buys a package when your balance falls below its threshold.</p>',
  },
  { title: 'Responders (draft)', released: false, content: '<h2>Auto replies</h2><p>Being written.</p>' },
];

export async function seedGuides(db: Db, now: Clock): Promise<void> {
  const at = now().toISOString();
  const rows = (role: string, features: SeedFeature[]) =>
    features.map((f, i) => {
      const content = sanitizeGuideHtml(f.content);
      return { role, title: f.title, content, text: guideText(content), position: i + 1, released: f.released ? 1 : 0, created_at: at, updated_at: at };
    });
  await db.insertInto('guide_features').values([...rows('All', ALL), ...rows('Business-User', BUSINESS_USER)]).execute();
}
