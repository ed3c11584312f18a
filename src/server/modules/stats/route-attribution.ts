// The ROUTE view's stopgap (decision 33). The engine keeps its time series per campaign, not per
// route, so a route's figures are those of the campaigns sent over it alone: a campaign whose
// compose names exactly one route counts under that route; one that names several is listed under
// 'Several routes', since its minutes cannot be split between them without reading every message.
// Once the engine keeps per-route minutes, this file goes and the ROUTE view reads those instead.
import { z } from 'zod';

/** Only what the attribution reads of a stored compose, so a campaign's other fields cost nothing. */
const composeRoutesSchema = z.object({
  sendMethod: z.union([z.literal(1), z.literal(2)]).catch(2),
  routesTwoWays: z.array(z.object({ routeId: z.number() })).catch([]),
  routesOneWay: z.array(z.object({ routeId: z.number() })).catch([]),
});

/**
 * The distinct routes a stored compose sends over: its one-way routes for send method 1, its
 * two-way routes otherwise (as the engine's campaign plan reads them).
 */
export function routeIdsOfCompose(composeJson: string): number[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(composeJson);
  } catch {
    return [];
  }
  const compose = composeRoutesSchema.safeParse(parsed);
  if (!compose.success) return [];
  const routes = compose.data.sendMethod === 1 ? compose.data.routesOneWay : compose.data.routesTwoWays;
  return [...new Set(routes.map((r) => r.routeId))];
}

/** The route a campaign's figures count under, or null for 'Several routes' (or none). */
export function attributedRoute(composeJson: string): number | null {
  const ids = routeIdsOfCompose(composeJson);
  return ids.length === 1 ? ids[0] : null;
}
