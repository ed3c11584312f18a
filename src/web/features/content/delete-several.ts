// Deleting several offers or creatives (001 §5): each is deleted in turn, and the whole succeeds
// only if every reply message is ok (case-insensitive); otherwise the first non-ok message is what
// the user sees. A refused call's message counts as its reply.
import { errorText } from '@web/api/error-text';

export type DeleteOutcome = { ok: true } | { ok: false; message: string };

export const isOkReply = (message: string) => message.trim().toLowerCase() === 'ok';

export async function deleteSeveral(ids: readonly number[], remove: (id: number) => Promise<string>): Promise<DeleteOutcome> {
  const replies: string[] = [];
  for (const id of ids) {
    try {
      replies.push(await remove(id));
    } catch (error) {
      replies.push(errorText(error));
    }
  }
  const refused = replies.find((r) => !isOkReply(r));
  return refused === undefined ? { ok: true } : { ok: false, message: refused };
}
