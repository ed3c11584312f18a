// Runs the schema migrations at start. The list is static (imported modules, not a folder scan) so
// it works the same under tsx, vitest and a bundler, and a missing file is a compile error.
import { Migrator, sql, type Migration } from 'kysely';
import type { Db } from './database';
import type { DialectName } from './open-db';
import { init } from './migrations/0001-init';
import { rateCounters } from './migrations/0002-rate-counters';
import { mailJobsAndOneTimeSteps } from './migrations/0003-mail-jobs-and-one-time-steps';
import { contactsAndTasks } from './migrations/0004-contacts-and-tasks';
import { dids } from './migrations/0005-dids';
import { domains } from './migrations/0006-domains';
import { shortLinks } from './migrations/0007-short-links';
import { content } from './migrations/0008-content';
import { media } from './migrations/0009-media';
import { didHealth } from './migrations/0010-did-health';
import { creativeAttachments } from './migrations/0011-creative-attachments';
import { responders } from './migrations/0012-responders';
import { contactSearch } from './migrations/0013-contact-search';
import { campaigns } from './migrations/0014-campaigns';
import { sending } from './migrations/0015-sending';
import { responderRuntime } from './migrations/0016-responder-runtime';
import { inbox } from './migrations/0017-inbox';
import { monitoringLayout } from './migrations/0018-monitoring-layout';
import { statsHourRollup } from './migrations/0019-stats-hour-rollup';
import { notifications } from './migrations/0020-notifications';
import { errorTracker } from './migrations/0021-error-tracker';
import { routeStats } from './migrations/0022-route-stats';
import { billing } from './migrations/0023-billing';
import { auditAndExports } from './migrations/0025-audit-and-exports';
import { apiTokens } from './migrations/0027-api-tokens';
import { backups } from './migrations/0026-backups';
import { userAdmin } from './migrations/0024-user-admin';
import { revenueTracking } from './migrations/0029-revenue-tracking';
import { registrations } from './migrations/0030-registrations';
import { analyticsAndRenewals } from './migrations/0031-analytics-and-renewals';
import { tollFree } from './migrations/0032-toll-free';
import { guides } from './migrations/0034-guides';
import { ticketsAndFeedback } from './migrations/0035-tickets-and-feedback';
import { referral } from './migrations/0036-referral';
import { userSettings } from './migrations/0028-user-settings';
import { tenDlc } from './migrations/0033-ten-dlc';

export function migrations(dialect: DialectName): Record<string, Migration> {
  // Names sort in the order they must run.
  return {
    '0001-init': init(dialect),
    '0002-rate-counters': rateCounters(),
    '0003-mail-jobs-and-one-time-steps': mailJobsAndOneTimeSteps(dialect),
    '0004-contacts-and-tasks': contactsAndTasks(dialect),
    '0005-dids': dids(dialect),
    '0006-domains': domains(dialect),
    '0007-short-links': shortLinks(dialect),
    '0008-content': content(dialect),
    '0009-media': media(dialect),
    '0010-did-health': didHealth(),
    '0011-creative-attachments': creativeAttachments(),
    '0012-responders': responders(dialect),
    '0013-contact-search': contactSearch(dialect),
    '0014-campaigns': campaigns(dialect),
    '0015-sending': sending(dialect),
    '0016-responder-runtime': responderRuntime(dialect),
    '0017-inbox': inbox(dialect),
    '0018-monitoring-layout': monitoringLayout(),
    '0019-stats-hour-rollup': statsHourRollup(dialect),
    '0020-notifications': notifications(dialect),
    '0021-error-tracker': errorTracker(),
    '0022-route-stats': routeStats(dialect),
    '0023-billing': billing(dialect),
    '0024-user-admin': userAdmin(dialect),
    '0025-audit-and-exports': auditAndExports(dialect),
    '0026-backups': backups(dialect),
    '0027-api-tokens': apiTokens(dialect),
    '0028-user-settings': userSettings(dialect),
    '0029-revenue-tracking': revenueTracking(dialect),
    '0030-registrations': registrations(dialect),
    '0031-analytics-and-renewals': analyticsAndRenewals(dialect),
    '0032-toll-free': tollFree(dialect),
    '0033-ten-dlc': tenDlc(dialect),
    '0034-guides': guides(dialect),
    '0035-tickets-and-feedback': ticketsAndFeedback(dialect),
    '0036-referral': referral(dialect),
  };
}

export async function migrateToLatest(db: Db, dialect: DialectName): Promise<void> {
  // On PostgreSQL the migrator is told the schema it runs in: unnamed, it takes a kysely_migration_lock
  // table in ANY schema of the database (another app's, a test's left behind) as its own, skips
  // creating it, and then fails with 'relation "kysely_migration_lock" does not exist'.
  const migrationTableSchema = dialect === 'postgres' ? await currentSchema(db) : undefined;
  const migrator = new Migrator({ db, migrationTableSchema, provider: { getMigrations: async () => migrations(dialect) } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}

async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema: check search_path');
  return schema;
}
