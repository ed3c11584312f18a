// Responders, their graphs, revisions, AI assistant settings and what the sending engine records
// (issue 8; migration 0012, decision 21). The column conventions are database.ts's.
import type { ColumnType, Generated } from 'kysely';
import type { Flag, IsoTime } from '../column-types';

/** A responder or a template (published 0). setting is JSON ResponderSetting; deleted_at a soft delete. */
export interface RespondersTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  /** -1 pending, 0 disabled, 1 enabled (000 §4). */
  status: number;
  published: Flag;
  /** 1 one-way, 2 two-way: which fields the node-save rules keep. */
  send_method: number;
  setting: string;
  /** The template (or responder) this one was built from or duplicated, if any. */
  template_id: number | null;
  /** Bumped by every change of the graph; a save names the version it started from. */
  version: ColumnType<number, number | undefined, number>;
  /** Number of the latest revision (publish), null before the first. */
  revision: number | null;
  created_at: IsoTime;
  updated_at: IsoTime;
  deleted_at: IsoTime | null;
}

/** A contact group belongs to at most one responder (the key is the group). */
export interface ResponderContactGroupsTable {
  contact_group_id: number;
  responder_id: number;
}

export interface ResponderDidGroupsTable {
  responder_id: number;
  did_group_id: number;
}

/** One node of a responder's graph; trigger, actions and position are JSON (src/domain/responder-flow.ts). */
export interface ResponderNodesTable {
  id: Generated<number>;
  responder_id: number;
  node_id: string;
  parent_id: string | null;
  parent_action_id: string | null;
  label: string;
  level: number;
  trigger_type: string;
  trigger: string;
  actions: string;
  position: string;
  deleted: ColumnType<number, Flag | undefined, Flag>;
  updated_at: IsoTime;
}

export interface ResponderNotesTable {
  responder_id: number;
  note_id: string;
  text: string;
  color: string;
  /** JSON Position. */
  position: string;
}

/** The graph as one publish kept it: JSON {title, setting, nodes, notes}. */
export interface ResponderRevisionsTable {
  id: Generated<number>;
  responder_id: number;
  number: number;
  title: string;
  node_count: number;
  snapshot: string;
  created_at: IsoTime;
}

/** JSON AiAssistantSettingInput without name and files (src/domain/responder-ai.ts). */
export interface AiAssistantSettingsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  setting: string;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A knowledge-base file; its bytes are DATA_DIR/knowledge-base/<user_id>/<storage_key>. */
export interface AiAssistantFilesTable {
  id: Generated<number>;
  setting_id: number;
  user_id: number;
  file_name: string;
  content_type: string;
  size_bytes: number;
  storage_key: string;
  created_at: IsoTime;
}

/** JSON OnFlySetting (src/domain/responder-on-fly.ts). */
export interface ResponderOnFlySettingsTable {
  user_id: number;
  setting: string;
  updated_at: IsoTime;
}

/** One thing the sending engine did for an action (sent, delivered, clicked ...) and what it cost. */
export interface ResponderActionEventsTable {
  id: Generated<number>;
  responder_id: number;
  node_id: string;
  action_id: string;
  action_type: string;
  outcome: string;
  phone: string | null;
  cost_millicents: ColumnType<number, number | undefined, number>;
  created_at: IsoTime;
}

/**
 * Where one contact stands in one responder (migration 0016, decision 30). state is JSON
 * ConversationState (flows/conversation.ts); next_due_at the earliest timer of its active nodes.
 */
export interface ResponderConversationsTable {
  id: Generated<number>;
  responder_id: number;
  user_id: number;
  /** The responder's contact group the contact is in, if any (flushDialogContext empties a group's). */
  contact_group_id: number | null;
  phone: string;
  /** Our number the conversation runs on (what the contact wrote to, or the campaign sent from). */
  did: string | null;
  /** The campaign whose message started it, if one did. */
  campaign_id: number | null;
  state: string;
  /** open, or finished (nothing left to wait for). */
  status: string;
  /** Nodes entered so far: numbers each entry's actions. */
  steps: ColumnType<number, number | undefined, number>;
  started_at: IsoTime;
  next_due_at: IsoTime | null;
  updated_at: IsoTime;
}

/** One action an entered node runs for one contact, due at its delay; pending until run. */
export interface ResponderActionsTable {
  id: Generated<number>;
  conversation_id: number;
  responder_id: number;
  user_id: number;
  step: number;
  node_id: string;
  action_id: string;
  action_type: string;
  /** What the contact last wrote or said (an AI reply answers it). */
  inbound: string | null;
  due_at: IsoTime;
  /** pending, done, failed. */
  state: string;
  attempts: ColumnType<number, number | undefined, number>;
  /** JSON: what happened (the request's status, why it failed, the audio played ...). */
  detail: string | null;
  message_id: number | null;
  created_at: IsoTime;
  done_at: IsoTime | null;
}

/** One attempt of a fire_request. */
export interface ResponderRequestLogTable {
  id: Generated<number>;
  responder_action_id: number;
  user_id: number;
  attempt: number;
  method: string;
  url: string;
  /** The HTTP status, null when no answer came (timeout, refused, bad address). */
  status: number | null;
  duration_ms: number;
  error: string | null;
  created_at: IsoTime;
}

/** How many times contacts entered a node of a responder. */
export interface ResponderNodeCountsTable {
  responder_id: number;
  node_id: string;
  entered: ColumnType<number, number | undefined, number>;
}

/** How far a campaign's messages were read for one no-click / no-reply start of its responder. */
export interface ResponderCampaignCursorsTable {
  campaign_id: number;
  trigger_id: string;
  last_message_id: ColumnType<number, number | undefined, number>;
}

/** What a contact wrote to one of the user's numbers. */
export interface InboundMessagesTable {
  id: Generated<number>;
  user_id: number;
  phone: string;
  did: string;
  text: string;
  /** stop, help, start or text. */
  kind: string;
  /** The carrier's id of the message; a repeated webhook carries the same. */
  carrier_ref: string | null;
  campaign_id: number | null;
  /** The message it answers (the latest one sent to the contact from that number). */
  message_id: number | null;
  received_at: IsoTime;
}
