// The notifications' tables (issue 11; migration 0020, decision 34). The column conventions are database.ts's.
import type { ColumnType, Generated } from 'kysely';
import type { IsoTime } from '../column-types';

/** One thing that happened to the user's work, for the bell. */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  /** A NotificationEvent (src/domain/notifications.ts). */
  event: string;
  title: string;
  body: string;
  /** Where in the app the item leads (a path), if anywhere. */
  link: string | null;
  /** unread or read. */
  status: ColumnType<string, string | undefined, string>;
  created_at: IsoTime;
}

/** Which events notify the user, and where copies are mailed. */
export interface NotificationSettingsTable {
  user_id: number;
  /** JSON object event -> boolean; an event missing from it is on. */
  events: string;
  /** Normalised emails, comma-separated; '' for none. */
  emails: ColumnType<string, string | undefined, string>;
  updated_at: IsoTime;
}
