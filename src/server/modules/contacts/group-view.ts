// A contact_groups row as the client sees it (ContactGroup in src/domain/contacts.ts). The busy
// flags come from the kind of the task that holds the group; scrubRequired is the send rule the
// campaign wizard enforces, for the acting user.
import type { TaskKind } from '@domain/background-tasks';
import {
  contactGroupMetadataSchema,
  emptyGroupMetadata,
  scrubBlocksSend,
  type ContactGroup,
  type ContactGroupMetadata,
} from '@domain/contacts';
import type { ContactGroupRow } from '../../db/database';

export function readMetadata(text: string): ContactGroupMetadata {
  const parsed = contactGroupMetadataSchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : emptyGroupMetadata();
}

/** What the view needs beyond the row: the clock and the user's skip-scrub setting. */
export interface GroupViewFacts {
  now: Date;
  skipScrub: boolean;
}

export function groupView(row: ContactGroupRow, busyKind: TaskKind | null, facts: GroupViewFacts): ContactGroup {
  const n = (v: number) => Number(v);
  return {
    id: n(row.id),
    name: row.name,
    type: n(row.type),
    country: row.country,
    createDate: row.created_at,
    scrubDate: row.scrub_date,
    certedVertical: row.certed_vertical,
    contacts: n(row.contacts_count),
    sent: n(row.sent),
    delivered: n(row.delivered),
    failed: n(row.failed),
    blocked: n(row.blocked),
    clicked: n(row.clicked),
    triggered: n(row.triggered),
    optout: n(row.optout),
    isSuppression: row.is_suppression === 1,
    isCreateAR: row.is_create_ar === 1,
    isImporting: busyKind === 'IMPORT_CONTACT',
    isScrubbing: busyKind === 'SCRUB_PROCESS',
    isEnriching: busyKind === 'DATA_ENRICHING',
    isRefreshing: busyKind === 'DATA_REFRESHING',
    busyWith: busyKind,
    isArchived: row.archived_at !== null,
    scrubRequired: scrubBlocksSend({ country: row.country, scrubDate: row.scrub_date }, facts.now, facts.skipScrub),
    leadCallbackFail: n(row.lead_callback_fail),
    leadDuplicated: n(row.lead_duplicated),
    leadFiltered: n(row.lead_filtered),
    leadOptout: n(row.lead_optout),
    leadSystemBlacklisted: n(row.lead_system_blacklisted),
    leadTotal: n(row.lead_total),
    metadata: readMetadata(row.metadata),
  };
}
