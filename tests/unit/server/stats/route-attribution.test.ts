// The ROUTE view's stopgap: a campaign counts under its route when its compose names exactly one
// (the one-way routes for send method 1, the two-way routes otherwise), else under 'Several routes'.
import { describe, expect, it } from 'vitest';
import { attributedRoute, routeIdsOfCompose } from '@server/modules/stats/route-attribution';

const compose = (c: object) => JSON.stringify(c);

describe('route attribution', () => {
  it('reads the routes the campaign sends over, once each', () => {
    expect(routeIdsOfCompose(compose({ sendMethod: 2, routesTwoWays: [{ routeId: 3, didGroupIds: [1] }, { routeId: 3, didGroupIds: [2] }], routesOneWay: [{ routeId: 9 }] }))).toEqual([3]);
    expect(routeIdsOfCompose(compose({ sendMethod: 1, routesTwoWays: [{ routeId: 3 }], routesOneWay: [{ routeId: 9 }, { routeId: 8 }] }))).toEqual([9, 8]);
  });

  it('attributes a one-route campaign to its route, any other to none', () => {
    expect(attributedRoute(compose({ routesTwoWays: [{ routeId: 3 }] }))).toBe(3);
    expect(attributedRoute(compose({ routesTwoWays: [{ routeId: 3 }, { routeId: 4 }] }))).toBeNull();
    expect(attributedRoute(compose({}))).toBeNull();
    expect(attributedRoute('not json')).toBeNull();
    expect(attributedRoute(compose({ sendMethod: 7, routesTwoWays: 'x' }))).toBeNull();
  });
});
