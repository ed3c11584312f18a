// The demo user's offers, creatives and opt-out link (issue 7): three offers with normalised
// domains; creatives with spintax, approved ones on open routes and one waiting for approval on a
// route that requires it; one opt-out link. 'Spring hello' carries the seeded image spring-sale.png
// when the media seed (which runs first) wrote it. Deterministic, so every fresh start shows the same.
import type { Db } from './database';
import { DAY_MS, type Clock } from '../lib/time';

const OFFERS = [
  { title: 'Spring sale', url: 'https://shop.example.com/spring', message: 'Spring sale: 20% off everything this week', domains: ['deals.example.com', 'go.example.net'] },
  { title: 'Free shipping', url: 'https://shop.example.com/shipping', message: 'Free shipping on orders over $50', domains: ['deals.example.com'] },
  { title: 'Loyalty club', url: 'https://club.example.com/join', message: 'Join the club and earn points on every order', domains: [] },
];

export async function seedContent(db: Db, now: Clock, userId: number): Promise<void> {
  const at = now().getTime();
  const when = (daysAgo: number) => new Date(at - daysAgo * DAY_MS).toISOString();
  await db
    .insertInto('offers')
    .values(OFFERS.map((o, i) => ({ user_id: userId, title: o.title, url: o.url, message: o.message, domains: JSON.stringify(o.domains), created_at: when(5 - i) })))
    .execute();

  const routes = await db.selectFrom('routes').select(['id', 'country', 'creative_approval_required']).where('status', '=', 'active').orderBy('id').execute();
  const open = routes.find((r) => r.country === 'US' && r.creative_approval_required === 0);
  const approval = routes.find((r) => r.country === 'US' && r.creative_approval_required === 1);
  const creatives = [
    { title: 'Spring hello', message: '{Hi|Hello|Hey} [fName], our spring sale is {on|live} now: 20% off everything!', route: open, countries: [], status: 'APPROVED' },
    { title: 'Shipping reminder', message: '[fName], {get|grab} free shipping on orders over $50 {today|this week}.', route: open, countries: [], status: 'APPROVED' },
    { title: 'Club invite', message: '{Join|Come join} the club, [fName]: earn points on every order. Use [promo] at checkout.', route: null, countries: [], status: 'APPROVED', variables: [{ name: '[promo]', value: 'CLUB10' }] },
    { title: 'Toll-free launch', message: '{Big|Exciting} news [fName]: our new store is open. {Visit|Stop by} this weekend!', route: approval, countries: ['US'], status: 'PENDING' },
  ];
  const made = await db
    .insertInto('creatives')
    .values(
      creatives.map((c, i) => ({
        user_id: userId,
        title: c.title,
        message: c.message,
        route_id: c.route ? Number(c.route.id) : null,
        countries: JSON.stringify(c.countries),
        voice: 0 as const,
        variables: JSON.stringify(c.variables ?? []),
        approval_status: c.status,
        created_at: when(4 - i),
        updated_at: when(4 - i),
      })),
    )
    .returning('id')
    .execute();
  const image = await db.selectFrom('media_files').select('id').where('user_id', '=', userId).where('file_name', '=', 'spring-sale.png').executeTakeFirst();
  if (image && made[0]) await db.insertInto('creative_attachments').values({ creative_id: Number(made[0].id), media_id: Number(image.id), position: 0 }).execute();

  await db
    .insertInto('optout_links')
    .values({
      user_id: userId,
      title: 'Unsubscribe',
      url: 'https://stop.example.com/optout',
      domains: JSON.stringify(['stop.example.com']),
      set_confirmed: 1,
      mode: 'customer',
      type: 'optoutLink',
      created_at: when(3),
    })
    .execute();
}
