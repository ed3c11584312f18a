// The request side of the client: the session header and the trimming of texts (001 §7).
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@web/api/client';
import { serve, setUp } from './fake-server';

const ok = () => ({ status: 200, data: { ok: true } });

describe('api client requests', () => {
  beforeEach(() => {
    setUp();
  });

  it('sends the stored session token in the x-session-id header, against /api/v1 with credentials', async () => {
    const sent = serve(ok);
    await api.get('/users/me');
    expect(sent[0].headers.get('x-session-id')).toBe('session-1');
    expect(sent[0].baseURL).toBe('/api/v1');
    expect(sent[0].withCredentials).toBe(true);
  });

  it('sends no session header when signed out', async () => {
    setUp(null);
    const sent = serve(ok);
    await api.get('/status-check');
    expect(sent[0].headers.has('x-session-id')).toBe(false);
  });

  it('trims every text in the body and the params, however deep', async () => {
    const sent = serve(ok);
    await api.post(
      '/contact-groups',
      { name: '  Leads  ', tags: [' a ', 'b '], owner: { email: ' x@y.z ' }, count: 3, on: true, none: null },
      { params: { search: '  acme ', filter: { status: ' Active' } } },
    );
    expect(JSON.parse(String(sent[0].data))).toEqual({
      name: 'Leads',
      tags: ['a', 'b'],
      owner: { email: 'x@y.z' },
      count: 3,
      on: true,
      none: null,
    });
    expect(sent[0].params).toEqual({ search: 'acme', filter: { status: 'Active' } });
  });

  it('leaves passwords exactly as typed, since spaces may be part of them', async () => {
    const sent = serve(ok);
    await api.post('/authentication/change-password', {
      currentPassword: ' old pass ',
      newPassword: 'new pass  ',
      confirmPassword: 'new pass  ',
      email: ' me@x.io ',
    });
    expect(JSON.parse(String(sent[0].data))).toEqual({
      currentPassword: ' old pass ',
      newPassword: 'new pass  ',
      confirmPassword: 'new pass  ',
      email: 'me@x.io',
    });
  });

  it('sends form data untouched', async () => {
    const sent = serve(ok);
    const form = new FormData();
    form.append('title', '  keep my spaces  ');
    await api.post('/media', form);
    const body = sent[0].data;
    expect(body).toBeInstanceOf(FormData);
    expect(body instanceof FormData && body.get('title')).toBe('  keep my spaces  ');
  });
});
