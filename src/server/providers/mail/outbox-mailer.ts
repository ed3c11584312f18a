// Writes each mail as one JSON file in DATA_DIR/outbox. File names start with the time so a listing
// sorts by age; the id is a UUID so a path parameter can be checked before touching the disk.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { outboxMailSchema, type OutboxMail } from '@domain/outbox';
import type { Clock } from '../../lib/time';
import type { MailMessage, Mailer } from './mailer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class OutboxMailer implements Mailer {
  constructor(
    readonly dir: string,
    private readonly now: Clock,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const createdAt = this.now().toISOString();
    const mail: OutboxMail = { id: randomUUID(), createdAt, ...message };
    await mkdir(this.dir, { recursive: true });
    const stamp = createdAt.replace(/[-:.]/g, '');
    await writeFile(path.join(this.dir, `${stamp}-${mail.id}.json`), JSON.stringify(mail, null, 2));
  }

  /** Newest first. */
  async list(limit = 200): Promise<OutboxMail[]> {
    const names = await this.fileNames();
    const newest = names.sort().reverse().slice(0, limit);
    const mails = await Promise.all(newest.map((n) => this.readFileMail(n)));
    return mails.filter((m): m is OutboxMail => m !== null);
  }

  async get(id: string): Promise<OutboxMail | null> {
    if (!UUID.test(id)) return null;
    const name = (await this.fileNames()).find((n) => n.endsWith(`-${id}.json`));
    return name ? this.readFileMail(name) : null;
  }

  private async fileNames(): Promise<string[]> {
    try {
      return (await readdir(this.dir)).filter((n) => n.endsWith('.json'));
    } catch {
      return []; // no mail sent yet
    }
  }

  private async readFileMail(name: string): Promise<OutboxMail | null> {
    try {
      const parsed = outboxMailSchema.safeParse(JSON.parse(await readFile(path.join(this.dir, name), 'utf8')));
      return parsed.success ? parsed.data : null;
    } catch {
      return null; // a half-written or foreign file is skipped, not fatal
    }
  }
}
