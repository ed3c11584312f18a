// Migration 0022's backfill: which route a campaign's minutes written before the split go under.
// The one route its compose sends over (one-way routes for send method 1, two-way otherwise), else
// route 0, 'Several routes'.
import { describe, expect, it } from 'vitest';
import { onlyRoute } from '@server/db/migrations/0022-route-stats';

const compose = (c: object) => JSON.stringify(c);

describe('route stats backfill', () => {
  it('takes the one route the compose sends over, by its send method', () => {
    expect(onlyRoute(compose({ sendMethod: 2, routesTwoWays: [{ routeId: 3, didGroupIds: [1] }, { routeId: 3, didGroupIds: [2] }], routesOneWay: [{ routeId: 9 }] }))).toBe(3);
    expect(onlyRoute(compose({ sendMethod: 1, routesTwoWays: [{ routeId: 3 }], routesOneWay: [{ routeId: 9 }] }))).toBe(9);
  });

  it('answers 0 for several routes, none, or a compose it cannot read', () => {
    expect(onlyRoute(compose({ routesTwoWays: [{ routeId: 3 }, { routeId: 4 }] }))).toBe(0);
    expect(onlyRoute(compose({ sendMethod: 1, routesOneWay: [{ routeId: 9 }, { routeId: 8 }] }))).toBe(0);
    expect(onlyRoute(compose({}))).toBe(0);
    expect(onlyRoute('not json')).toBe(0);
  });
});
