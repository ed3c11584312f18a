// Route and numbers (000 §5): two-way needs a route and a DID group per route; one-way a route and
// an ANI; a route that is not 10DLC needs a vertical; a route that approves creatives needs the
// creatives approved for the campaign's country. Every route and DID group is the user's own and
// sends this way and this message type. A 10DLC route sends only what is registered (issue 14):
// each DID group of a two-way 10DLC route needs a registered use case covering it, and a one-way
// 10DLC route a registered use case at all; the message names the route.
import type { ComposeFacts } from '../facts';
import { composeMessages as m } from '../messages';
import type { Compose } from '../shape';
import { isPhone, phoneList, problem, type Problems } from './problem';

/** The routes the compose sends through, by its send method. */
export const chosenRouteIds = (c: Compose): number[] =>
  c.sendMethod === 2 ? c.routesTwoWays.map((r) => r.routeId) : c.routesOneWay.map((r) => r.routeId);

export function routeProblems(c: Compose, facts: ComposeFacts): Problems {
  const found: Problems = [];
  const field = c.sendMethod === 2 ? 'routesTwoWays' : 'routesOneWay';
  const routeIds = chosenRouteIds(c);
  if (routeIds.length === 0) found.push(problem(field, m.routeRequired));
  routeIds.forEach((routeId, index) => {
    const route = facts.routes.get(routeId);
    const path = `${field}[${index}].routeId`;
    if (!route) found.push(problem(path, m.routeMissing(routeId)));
    else if (route.details.sendMethod !== c.sendMethod) found.push(problem(path, m.routeWrongMethod(routeId)));
    else if (!route.details.messageTypes.includes(c.messageType)) found.push(problem(path, m.routeWrongType(routeId, c.messageType)));
  });
  if (c.sendMethod === 2) {
    c.routesTwoWays.forEach((r, index) => {
      if (r.didGroupIds.length === 0) found.push(problem(`routesTwoWays[${index}].didGroupIds`, m.didGroupPerRoute));
      const route = facts.routes.get(r.routeId);
      for (const id of r.didGroupIds) {
        if (!facts.owned.didGroups.has(id)) found.push(problem(`routesTwoWays[${index}].didGroupIds`, m.didGroupMissing(id)));
        else if (route?.details.is10dlc && !facts.registeredDidGroups.has(id)) {
          found.push(problem(`routesTwoWays[${index}].didGroupIds`, m.tenDlcUnregistered(route.name, facts.didGroupNames.get(id) ?? String(id))));
        }
      }
    });
  } else {
    c.routesOneWay.forEach((r, index) => {
      const route = facts.routes.get(r.routeId);
      if (route?.details.is10dlc && facts.registeredDidGroups.size === 0) found.push(problem(`routesOneWay[${index}].routeId`, m.tenDlcNoUseCase(route.name)));
    });
    const anis = phoneList(c.anis);
    if (anis.length === 0) found.push(problem('anis', m.aniRequired));
    for (const ani of anis) if (!isPhone(ani)) found.push(problem('anis', m.aniInvalid(ani)));
  }
  const routes = routeIds.map((id) => facts.routes.get(id)).filter((r) => r !== undefined);
  if (routes.some((r) => !r.details.is10dlc) && c.vertical.trim() === '') found.push(problem('vertical', m.verticalRequired));
  if (routes.some((r) => r.details.setting.creativeApprovalRequired) && c.country.trim() === '') {
    found.push(problem('country', m.countriesForApproval));
  }
  if (c.sendSpeed !== null && (!Number.isInteger(c.sendSpeed) || c.sendSpeed < 1)) {
    found.push(problem('sendSpeed', m.sendSpeed));
  }
  return found;
}
