// The system-wide do-not-call list a Super-Admin uploads (a text or CSV file, one number per line,
// the first cell of each line read), which every scrub consults: a number on it becomes DNC. The
// body streams through a line reader, never whole in memory; numbers are normalised to E.164 for
// the chosen country and inserted in batches, a number already listed counted as known.
import { createInterface } from 'node:readline';
import { Transform, type Readable } from 'node:stream';
import { MAX_DNC_UPLOAD_BYTES, type DncSummary, type DncUploadAnswer } from '@domain/contact-data-tasks';
import { contactMessages } from '@domain/contacts';
import type { AppContext } from '../../context';
import { badRequest, HttpError } from '../../http/errors';
import { iso } from '../../lib/time';
import { createPhoneNormalizer } from '../contacts/phones/phone-normalizer';

const BATCH = 5000;

export async function dncSummary(ctx: AppContext): Promise<DncSummary> {
  const row = await ctx.db
    .selectFrom('dnc_numbers')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('created_at').as('last')])
    .executeTakeFirstOrThrow();
  return { total: Number(row.n), updatedAt: row.last ?? null };
}

export async function uploadDncList(ctx: AppContext, body: Readable, country: string): Promise<DncUploadAnswer> {
  let normalize: (raw: string) => string | null;
  try {
    normalize = createPhoneNormalizer(country);
  } catch {
    body.resume();
    throw badRequest('country', 'Country is incorrect format!');
  }
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > MAX_DNC_UPLOAD_BYTES) done(new HttpError(413, contactMessages.fileTooBig, { field: 'file' }));
      else done(null, chunk);
    },
  });
  body.on('error', (err) => counter.destroy(err));
  const lines = createInterface({ input: body.pipe(counter), crlfDelay: Infinity });
  const createdAt = iso(ctx.now());
  const answer = { added: 0, known: 0, invalid: 0 };
  let batch = new Set<string>();
  const flush = async () => {
    if (batch.size === 0) return;
    const phones = [...batch];
    batch = new Set();
    const res = await ctx.db
      .insertInto('dnc_numbers')
      .values(phones.map((phone) => ({ phone, created_at: createdAt })))
      .onConflict((oc) => oc.column('phone').doNothing())
      .executeTakeFirst();
    const added = Number(res.numInsertedOrUpdatedRows ?? 0);
    answer.added += added;
    answer.known += phones.length - added;
  };
  try {
    for await (const line of lines) {
      const cell = line.replace(/^\uFEFF/, '').split(/[,;\t]/)[0]!.replace(/"/g, '').trim();
      if (cell === '') continue;
      const phone = normalize(cell);
      if (!phone) {
        // A header line ("phone", "number") is not a number either; it counts as invalid, honestly.
        answer.invalid++;
        continue;
      }
      if (batch.has(phone)) answer.known++;
      else batch.add(phone);
      if (batch.size >= BATCH) await flush();
    }
    await flush();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw badRequest('file', 'The upload was interrupted; try again');
  }
  return { ...answer, total: (await dncSummary(ctx)).total };
}

export async function clearDncList(ctx: AppContext): Promise<void> {
  await ctx.db.deleteFrom('dnc_numbers').execute();
}
