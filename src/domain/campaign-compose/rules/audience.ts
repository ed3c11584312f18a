// Audience (000 §4, §5): the country, the contact groups (the user's own, scrubbed when US or CA
// asks for it), the target filters and suppression.
import { scrubBlocksSend } from '../../contacts';
import type { ComposeFacts } from '../facts';
import { composeMessages as m } from '../messages';
import { TITLE_MAX, type Compose } from '../shape';
import { isTextType } from './message-types';
import { problem, type Problems } from './problem';

export function audienceProblems(c: Compose, facts: ComposeFacts): Problems {
  const found: Problems = [];
  if (c.campaignTitle.trim().length > TITLE_MAX) found.push(problem('campaignTitle', m.titleTooLong));
  if (c.country.trim() === '') found.push(problem('country', m.countryRequired));
  if (c.contactGroups.length === 0) found.push(problem('contactGroups', m.groupsRequired));
  for (const id of c.contactGroups) {
    const group = facts.groups.get(id);
    if (!group) found.push(problem('contactGroups', m.groupMissing(id)));
    else if (scrubBlocksSend(group, facts.now, facts.skipScrub)) found.push(problem('contactGroups', m.scrubRequired(group.name)));
  }
  if (c.suppressionContactEnabled) {
    for (const id of c.suppressionGroupIds) {
      if (!facts.groups.has(id)) found.push(problem('suppressionGroupIds', m.groupMissing(id)));
    }
  }
  // Text reaches mobiles only: a phone-type filter that keeps numbers must keep the mobile ones.
  const phoneTypes = c.target.filter((f) => f.contactField === 'phoneType' && f.filterType === 'INCLUDE' && f.valueContactField.trim() !== '');
  if (isTextType(c.messageType) && phoneTypes.length > 0 && !phoneTypes.some((f) => /(^|,)\s*MOBILE\s*(,|$)/i.test(f.valueContactField))) {
    found.push(problem('target', m.mobileRequired));
  }
  return found;
}
