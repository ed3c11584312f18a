// The contact calls that do more than one request: deleting contacts goes in chunks of 200 (001 §9),
// one chunk after the other, and stops at the first refused chunk.
import { describe, expect, it } from 'vitest';
import { DELETE_CHUNK } from '@domain/contacts';
import { deleteContacts } from '@web/features/contacts/contacts-api';
import { failureOf } from '../api/fake-server';
import { bodyOf, fakeServer } from './fixtures';

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const DELETE = 'POST /contact-groups/9/contacts/delete';

describe('deleteContacts', () => {
  it('sends 450 ids as 200, 200 and 50 and adds up what was deleted', async () => {
    const s = fakeServer({ [DELETE]: ({ body }) => ({ status: 200, data: { deleted: (body as { ids: number[] }).ids.length } }) });
    expect(await deleteContacts(9, ids(450))).toBe(450);
    const chunks = s.calls(DELETE).map((r) => (bodyOf(r) as { ids: number[] }).ids);
    expect(DELETE_CHUNK).toBe(200);
    expect(chunks.map((c) => c.length)).toEqual([200, 200, 50]);
    expect(chunks.flat()).toEqual(ids(450));
  });

  it('sends exactly 200 ids in one request', async () => {
    const s = fakeServer({ [DELETE]: () => ({ status: 200, data: { deleted: 200 } }) });
    await deleteContacts(9, ids(200));
    expect(s.calls(DELETE)).toHaveLength(1);
  });

  it('stops at the first refused chunk, without a toast of its own', async () => {
    let n = 0;
    const s = fakeServer({
      [DELETE]: () => (++n === 1 ? { status: 200, data: { deleted: 200 } } : { status: 500, data: { code: 500, message: 'Database is down' } }),
    });
    expect(await failureOf(deleteContacts(9, ids(601)))).toMatchObject({ status: 500 });
    expect(s.calls(DELETE)).toHaveLength(2);
    expect(s.hooks.notify).not.toHaveBeenCalled();
  });
});
