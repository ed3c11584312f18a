// A form whose zod schema loads on its first validation still reports the schema's messages, loads
// the schema once, and tries again when the load failed (a dropped connection is not permanent).
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { zodValidate } from '@web/ui/form-validation';
import { lazyValidation } from '@web/ui/lazy-validation';

const schema = zodValidate(z.object({ email: z.string({ error: 'Email is required' }).min(1, 'Email is required') }));

describe('lazyValidation', () => {
  it('loads nothing until the form validates, then the schema once', async () => {
    const load = vi.fn(async () => schema);
    const validation = lazyValidation(load);
    expect(load).not.toHaveBeenCalled();

    await expect(validation.validate({ email: 'a@b.c' })).resolves.toBeUndefined();
    await expect(validation.validate({ email: '' })).rejects.toMatchObject({
      name: 'ValidationError',
      inner: [{ path: 'email', message: 'Email is required' }],
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again at the next validation after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const validation = lazyValidation(load);
    await expect(validation.validate({ email: 'a@b.c' })).rejects.toThrow('offline');
    await expect(validation.validate({ email: 'a@b.c' })).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
