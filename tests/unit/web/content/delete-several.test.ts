// Deleting several offers or creatives (001 §5): success only if every reply is ok, whatever its
// case; otherwise the first non-ok reply, a refused call's message counting as its reply. Every
// id is still tried.
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@web/api/api-request-error';
import { deleteSeveral } from '@web/features/content/delete-several';

describe('deleteSeveral', () => {
  it('succeeds when every reply is ok, in any case', async () => {
    const asked: number[] = [];
    const outcome = await deleteSeveral([1, 2, 3], async (id) => {
      asked.push(id);
      return id === 2 ? 'OK' : 'ok';
    });
    expect(outcome).toEqual({ ok: true });
    expect(asked).toEqual([1, 2, 3]);
  });

  it('shows the first non-ok reply, and still tries the rest', async () => {
    const asked: number[] = [];
    const outcome = await deleteSeveral([1, 2, 3, 4], async (id) => {
      asked.push(id);
      if (id === 2) throw new ApiRequestError({ message: 'Offer is not existed', status: 404 });
      return id === 3 ? 'in use by a campaign' : 'ok';
    });
    expect(outcome).toEqual({ ok: false, message: 'Offer is not existed' });
    expect(asked).toEqual([1, 2, 3, 4]);
  });
});
