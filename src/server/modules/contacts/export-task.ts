// EXPORT_CONTACT_GROUP: writes the group's contacts to DATA_DIR/exports/<task>.csv in batches (the
// columns the user chose for the group table, after phone and type), then the file is downloaded
// from GET /background-tasks/:id/file. A cancelled or failed export deletes its partial file.
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import type { BackgroundTask } from '@domain/background-tasks';
import type { ContactColumn } from '@domain/contacts';
import type { AppContext } from '../../context';
import type { TaskHandler } from '../../tasks/task-handler';
import { getTask } from '../background-tasks/service';
import { contactView } from './contact-fields';
import { ownLiveGroup } from './data-tasks/start-group-task';
import { getLayout } from './layout';

const BATCH = 5000;
const exportFile = (taskId: number) => path.join('exports', `${taskId}.csv`);

/** RFC 4180: a cell with a quote, separator or line break is quoted, quotes doubled. */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export async function startExport(ctx: AppContext, userId: number, groupId: number): Promise<BackgroundTask> {
  // An export only reads the group, so it does not hold it; an archived group has no rows to read.
  const group = await ownLiveGroup(ctx, userId, groupId);
  const taskId = await ctx.tasks.enqueue({ kind: 'EXPORT_CONTACT_GROUP', userId, groupId, title: group.name, payload: null });
  return getTask(ctx, userId, taskId);
}

export const exportTask: TaskHandler = {
  async run(run, ctx) {
    const groupId = run.groupId!;
    const group = await ctx.db.selectFrom('contact_groups').select(['contacts_count']).where('id', '=', groupId).executeTakeFirst();
    const layout = await getLayout(ctx, run.userId);
    const columns = layout.columns.filter((c): c is ContactColumn => c !== 'phone' && c !== 'phoneType');
    const relative = exportFile(run.id);
    const file = path.join(ctx.config.dataDir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    const out = createWriteStream(file);
    const write = async (line: string) => {
      if (!out.write(line)) await once(out, 'drain');
    };
    let done = 0;
    try {
      await write(`${['phone', 'phoneType', ...columns].map(csvCell).join(',')}\r\n`);
      const total = Math.max(1, Number(group?.contacts_count ?? 0));
      let lastId = 0;
      for (;;) {
        const rows = await ctx.db.selectFrom('contacts').selectAll().where('group_id', '=', groupId).where('id', '>', lastId).orderBy('id').limit(BATCH).execute();
        if (rows.length === 0) break;
        lastId = Number(rows[rows.length - 1]!.id);
        const lines = rows.map((row) => {
          const c = contactView(row, false);
          const cells = [c.phone, c.type, ...columns.map((col) => (col === 'carrier' ? (c.carrier ?? '') : col === 'creation_date' ? c.createdAt : (c.fields[col] ?? '')))];
          return cells.map(csvCell).join(',');
        });
        await write(`${lines.join('\r\n')}\r\n`);
        done += rows.length;
        await run.progress((done / total) * 99);
      }
    } finally {
      out.end();
      await once(out, 'close');
    }
    await run.setFile(relative);
    return { rows: done };
  },
  async undo(run, ctx) {
    await rm(path.join(ctx.config.dataDir, exportFile(run.id)), { force: true });
  },
};
