// Media files, media groups and audio-builder configs (issue 7).
// The tables of one area as Kysely sees them; the column conventions are database.ts's.
import type { Generated } from 'kysely';
import type { IsoTime } from '../column-types';

/** An uploaded image or audio file (issue 7); its bytes are DATA_DIR/media/<user_id>/<storage_key>. */
export interface MediaFilesTable {
  id: Generated<number>;
  user_id: number;
  file_name: string;
  kind: 'image' | 'audio';
  /** Found in the bytes on upload; the file is served back with it. */
  content_type: string;
  size_bytes: number;
  duration_ms: number | null;
  width: number | null;
  height: number | null;
  storage_key: string;
  created_at: IsoTime;
}

/** A named list of a user's audio files (the audio builder binds a tag to one). */
export interface MediaGroupsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  name_key: string;
  created_at: IsoTime;
}

export interface MediaGroupItemsTable {
  group_id: number;
  media_id: number;
  position: number;
}

/** JSON AudioBuilderConfigInput without its name (src/domain/audio-builder.ts). */
export interface AudioBuilderConfigsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  name_key: string;
  config: string;
  created_at: IsoTime;
  updated_at: IsoTime;
}
