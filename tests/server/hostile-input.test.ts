// Every call in the OpenAPI document (GET /api/docs/json), sent hostile input: each declared body
// property missing or replaced by wrong types, huge strings and arrays, deep nesting, odd unicode
// (lone surrogates, NUL, RTL marks), numbers as strings and strings as numbers; bad JSON, bodies
// that are not objects, prototype keys, odd content types; every query parameter and path
// parameter filled with odd text. With a real session (a Super-Admin's for admin calls).
// It must find no 5xx, and every 400 must name its field (field set, message starting with the
// field's label) or say exactly 'Can not process'. It reads the document, so a new call is covered
// the day it is added, with no code here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SESSION_HEADER } from '@domain/api';
import { messages } from '@domain/messages';
import { seedLogin } from '@server/db/seed-logins';
import { fieldLabel } from '@server/http/validation';
import { createTestApp, dialects, signIn, type TestApp } from './fixtures/test-app';

/** The part of JSON Schema the generated document uses. */
interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
}
const schemaSchema: z.ZodType<Schema> = z.lazy(() =>
  z.object({
    type: z.string().optional(),
    properties: z.record(z.string(), schemaSchema).optional(),
    required: z.array(z.string()).optional(),
    items: schemaSchema.optional(),
    enum: z.array(z.unknown()).optional(),
    anyOf: z.array(schemaSchema).optional(),
    oneOf: z.array(schemaSchema).optional(),
    allOf: z.array(schemaSchema).optional(),
    minLength: z.number().optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    pattern: z.string().optional(),
    format: z.string().optional(),
  }),
);

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const parameterSchema = z.object({
  name: z.string(),
  in: z.enum(['query', 'path', 'header', 'cookie']),
  required: z.boolean().optional(),
  schema: schemaSchema.optional(),
});
const operationSchema = z.object({
  tags: z.array(z.string()).default([]),
  parameters: z.array(parameterSchema).default([]),
  requestBody: z.object({ content: z.record(z.string(), z.object({ schema: schemaSchema })) }).optional(),
});
const documentSchema = z.object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) });

interface Operation {
  method: (typeof methods)[number];
  /** OpenAPI path, e.g. /api/v1/admin/outbox/{id}. */
  path: string;
  tags: string[];
  body?: Schema;
  parameters: z.infer<typeof parameterSchema>[];
}

function operationsOf(doc: unknown): Operation[] {
  return Object.entries(documentSchema.parse(doc).paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([key, raw]) => {
      const method = methods.find((m) => m === key.toUpperCase());
      if (!method) return [];
      const op = operationSchema.parse(raw);
      return [{ method, path, tags: op.tags, body: op.requestBody?.content['application/json']?.schema, parameters: op.parameters }];
    }),
  );
}

interface Probe {
  what: string;
  url: string;
  payload?: string;
  contentType?: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

// ---- valid samples, so that one wrong property is the only thing wrong with a request ----------

function sampleString(schema: Schema, name: string): string {
  if (schema.format === 'date-time') return '2026-03-02T09:00:00.000Z';
  if (/email/i.test(name)) return 'nobody@example.com';
  if (/password/i.test(name)) return 'Sample#2026';
  if (/otp/i.test(name)) return '123456';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const fit = ['1', '5', 'a', 'true', '#aabbcc', 'good', 'https://example.com/x'].find((c) => pattern.test(c));
    if (fit) return fit;
  }
  return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
}

function sample(schema: Schema, name = ''): unknown {
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (branch) return sample(branch, name);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, inner]) => [key, sample(inner, key)]));
    case 'array':
      return schema.items ? [sample(schema.items, name)] : [];
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema, name);
    default:
      return 'a';
  }
}

// ---- hostile values -------------------------------------------------------------------------------

// As JSON text, spliced into the body where the property's value goes: deep nesting is sent as
// typed, without building (and stringifying) the structure here.
const DEPTH = 5_000;
const hostileValues: [string, string][] = [
  ['a number', '42'],
  ['a negative number', '-1'],
  ['a fraction', '1.5'],
  ['a huge number', '1e308'],
  ['a number past double range', '1e400'],
  ['true', 'true'],
  ['null', 'null'],
  ['an empty string', '""'],
  ['blanks', '"   "'],
  ['a number as text', '"42"'],
  ['an exponent as text', '"1e308"'],
  ['a hex number as text', '"0x10"'],
  ['a boolean as text', '"true"'],
  ['a huge string', JSON.stringify('x'.repeat(200_000))],
  ['a lone surrogate', '"a\\ud800b"'],
  ['a NUL', '"a\\u0000b"'],
  ['RTL and zero-width marks', JSON.stringify('\u202eabc\u200f\u200b\ufeff')],
  ['emoji and combining marks', JSON.stringify('👩‍👩‍👧‍👦e\u0301')],
  ['an empty array', '[]'],
  ['a mixed array', '[1,"a",null,{}]'],
  ['a huge array', `[${Array.from({ length: 100_000 }, () => '1').join(',')}]`],
  ['an empty object', '{}'],
  ['an object', '{"a":1}'],
  ['a deeply nested array', `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`],
  ['a deeply nested object', `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`],
];
const MARK = '__hostile_value__';

/** Every property of the body as a path (array items at index 0), and whether it is required. */
function propertyPaths(schema: Schema, at: (string | number)[] = []): { path: (string | number)[]; required: boolean }[] {
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (branch) return propertyPaths(branch, at);
  if (schema.type === 'array' && schema.items) return propertyPaths(schema.items, [...at, 0]);
  if (schema.type !== 'object') return [];
  return Object.entries(schema.properties ?? {}).flatMap(([key, inner]) => [
    { path: [...at, key], required: schema.required?.includes(key) ?? false },
    ...propertyPaths(inner, [...at, key]),
  ]);
}

/** A copy of value with the property at path set to replacement (or removed, for undefined). */
function withValue(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [step, ...rest] = path;
  if (Array.isArray(value) && typeof step === 'number') return value.map((v, i) => (i === step ? withValue(v, rest, replacement) : v));
  if (!isRecord(value) || typeof step !== 'string') return value;
  const next = withValue(value[step], rest, replacement);
  const entries = Object.entries(value)
    .filter(([key]) => key !== step || next !== undefined)
    .map(([key, v]) => [key, key === step ? next : v]);
  if (!(step in value) && next !== undefined) entries.push([step, next]);
  return Object.fromEntries(entries);
}

function bodyProbes(op: Operation, url: string): Probe[] {
  const schema = op.body;
  const json = (what: string, value: unknown, splice?: string): Probe => {
    const text = JSON.stringify(value);
    return { what, url, payload: splice === undefined ? text : text.replace(`"${MARK}"`, splice), contentType: 'application/json' };
  };
  const raw = (what: string, payload: string, contentType = 'application/json'): Probe => ({ what, url, payload, contentType });
  const base = schema ? sample(schema) : {};
  const probes: Probe[] = [
    raw('no body', ''),
    ...['{', '{"a":}', '{a:1}', "{'a':1}", '[1,]', 'nul', '{"a":1}x', '\u0000', '\ufeff{}', '{"a":"\\ud800"}', '{"a":"\\u0000"}'].map((p) =>
      raw(`bad JSON ${JSON.stringify(p)}`, p),
    ),
    ...['[]', '"text"', '42', 'true', 'null', '[{}]'].map((p) => raw(`a body of ${p}`, p)),
    raw('a text body', 'hello', 'text/plain'),
    raw('a form body', 'a=1&b=2', 'application/x-www-form-urlencoded'),
    raw('a multipart body', '--x\r\n\r\nx\r\n--x--', 'multipart/form-data; boundary=x'),
    raw('JSON with a charset', JSON.stringify(base), 'application/json; charset=latin1'),
    raw('a __proto__ key', JSON.stringify(base).replace(/^\{/, '{"__proto__":{"isAdmin":true},')),
    raw('a constructor.prototype key', JSON.stringify(base).replace(/^\{/, '{"constructor":{"prototype":{"isAdmin":true}},')),
    raw('a deeply nested body', `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`),
  ];
  if (!schema) return probes;
  for (const { path, required } of propertyPaths(schema)) {
    const name = path.join('.');
    if (required) probes.push(json(`${name} missing`, withValue(base, path, undefined)));
    for (const [what, text] of hostileValues) probes.push(json(`${name} = ${what}`, withValue(base, path, MARK), text));
    const key = path[path.length - 1];
    if (typeof key === 'string') {
      const parent = path.slice(0, -1);
      const beside = JSON.stringify(withValue(base, [...parent, '__proto__x'], { polluted: true })).replace('"__proto__x"', '"__proto__"');
      probes.push(raw(`${name} beside a __proto__ key`, beside));
    }
  }
  return probes;
}

const oddParamValues = [
  '', ' ', '%20', 'abc', '0x10', '%2B5', '1e308', '-1', '1.5', 'NaN', 'Infinity', '%00', 'a%00b', '%ED%A0%80', '%E2%80%AE',
  '%', '%zz', 'x'.repeat(5_000), '__proto__', 'constructor', '..', '%2e%2e', 'a%2Fb', '%F0%9F%91%A9',
];

function queryProbes(op: Operation, url: string, baseQuery: Record<string, string>): Probe[] {
  const query = (q: Record<string, string>, extra = '') =>
    [...Object.entries(q).map(([k, v]) => `${k}=${v}`), ...(extra ? [extra] : [])].join('&');
  const withBody = (what: string, u: string): Probe =>
    op.body ? { what, url: u, payload: JSON.stringify(sample(op.body)), contentType: 'application/json' } : { what, url: u };
  const probes: Probe[] = [
    withBody('query keys __proto__ and constructor', `${url}?${query(baseQuery, '__proto__=1&constructor=1&a[b]=1')}`),
    withBody('a huge query', `${url}?${query(baseQuery, `junk=${'y'.repeat(12_000)}`)}`),
  ];
  for (const p of op.parameters.filter((x) => x.in === 'query')) {
    const rest = Object.fromEntries(Object.entries(baseQuery).filter(([k]) => k !== p.name));
    if (p.required) probes.push(withBody(`query ${p.name} missing`, `${url}?${query(rest)}`));
    for (const v of oddParamValues) probes.push(withBody(`query ${p.name}=${v.slice(0, 20)}`, `${url}?${query({ ...rest, [p.name]: v })}`));
    probes.push(withBody(`query ${p.name} repeated`, `${url}?${query(rest, `${p.name}=1&${p.name}=2`)}`));
  }
  return probes;
}

function pathProbes(op: Operation, fill: (values: Record<string, string>) => string): Probe[] {
  const names = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  return names.flatMap((name) =>
    oddParamValues.filter((v) => v !== '').map((v) => ({ what: `path ${name}=${v.slice(0, 20)}`, url: fill({ [name]: v }) })),
  );
}

// ---- the judgement --------------------------------------------------------------------------------

/**
 * 400s whose text names the field in other words, kept until their owners retell them. Each entry
 * is exact (call, field, text), so nothing else slips through with them.
 */
const namedOtherwise = new Set([
  // src/domain/auth.ts: the token field is "the reset link" to a user; see docs/api.md (Validation).
  'POST /api/v1/authentication/reset-password token The reset link is invalid or has expired',
  // src/domain/optout-links.ts: the public page's token is "this opt-out link" to a contact.
  'GET /api/v1/public/optout token This opt-out link is not valid. Please use the link from your message.',
  'POST /api/v1/public/optout/confirm token This opt-out link is not valid. Please use the link from your message.',
  // src/domain/responders.ts: the spec's responder texts (001 §8), verbatim, each at the field it is about.
  'POST /api/v1/responder-v2/save contactGroupIds Can not create another dialog for same contact group!',
  'POST /api/v1/responder-v2/switchStatus status Required atleast one keyword',
  'POST /api/v1/responder-v2/publish responderId Fix the problems before publishing',
  'POST /api/v1/responder-v2/publish templateId Fix the problems before publishing',
  'POST /api/v1/dialog/saveDialog contactGroupIds Can not create another dialog for same contact group!',
  // src/domain/payments.ts and orders.ts: the spec's billing texts (000 §5), verbatim.
  'POST /api/v1/payments/auto-recharge volume Input has the minimum is 500 and the maximum 10000',
  'GET /api/v1/orders/add amount Package must be >= $2,000',
  // The file, the invoice kind and the KYC fields are what the user picks, in the screens' words.
  'POST /api/v1/orders/proof file Choose a PDF file to upload',
  'GET /api/v1/orders/invoice kind This order has no such invoice',
  'POST /api/v1/kyc/addDocument kind Document type is incorrect format!',
  'POST /api/v1/kyc/submit information Add your information before submitting',
]);

/** The dotted field of a 400 as the path fieldLabel reads: array indexes are numbers. */
const labelOf = (field: string) => fieldLabel(field.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s)));

function problemWith(op: Operation, status: number, body: unknown): string | null {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return null;
  if (!isRecord(body) || body.code !== status || typeof body.message !== 'string') return `answered ${status} without the ApiError body`;
  if (status !== 400) return null;
  if (body.message === messages.canNotProcess && body.field === undefined) return null;
  if (typeof body.field !== 'string' || body.field === '') return `400 names no field: ${body.message}`;
  if (namedOtherwise.has(`${op.method} ${op.path} ${body.field} ${body.message}`)) return null;
  const label = labelOf(body.field);
  return body.message.startsWith(label) ? null : `400 for ${body.field} does not start with '${label}': ${body.message}`;
}

describe.each(dialects)('hostile input to every documented call on %s', (dialect) => {
  let t: TestApp;
  let operations: Operation[];
  const tokens = { user: '', admin: '' };
  const user = seedLogin('demo@example.com');
  const admin = seedLogin('admin@example.com');

  beforeAll(async () => {
    t = await createTestApp(dialect);
    operations = operationsOf((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json());
    tokens.user = await signIn(t.app, user.email, user.password);
    tokens.admin = await signIn(t.app, admin.email, admin.password);
  });
  afterAll(() => t.close());

  async function send(op: Operation, probe: Probe, role: 'user' | 'admin') {
    const request = () =>
      t.app.inject({
        method: op.method,
        url: probe.url,
        headers: { [SESSION_HEADER]: tokens[role], ...(probe.contentType ? { 'content-type': probe.contentType } : {}) },
        ...(probe.payload === undefined ? {} : { payload: probe.payload }),
      });
    let res = await request();
    // A call that ends the session (logout) must not leave the rest of the walk signed out.
    if (res.statusCode === 401 && res.json().errorCode === 'SESSION_EXPIRED') {
      const login = role === 'admin' ? admin : user;
      tokens[role] = await signIn(t.app, login.email, login.password);
      res = await request();
    }
    // Input that passes validation counts against rate limits (/tracking allows 10 a minute): wait
    // out the window on the fake clock, so every probe reaches the handler.
    if (res.statusCode === 429) {
      t.clock.advance(Number(res.headers['retry-after'] ?? 60) * 1000);
      res = await request();
    }
    return res;
  }

  // The walk is split into shards, each with its own time limit, so the suite's time grows with
  // the number of calls without one test ever nearing its limit on a busy machine.
  const SHARDS = 6;
  it.each(Array.from({ length: SHARDS }, (_, i) => i))('finds no 5xx, and every 400 names its field or says Can not process (part %i)', async (shard) => {
    expect(operations.length).toBeGreaterThan(10);
    const problems: string[] = [];
    let sent = 0;
    for (const op of operations.filter((_, index) => index % SHARDS === shard)) {
      const role = op.tags.includes('admin') || op.path.includes('/admin/') ? 'admin' : 'user';
      const pathValues = Object.fromEntries(op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, 'sample']));
      const fill = (values: Record<string, string>) =>
        op.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? pathValues[name] ?? 'sample');
      const baseQuery = Object.fromEntries(
        op.parameters.filter((p) => p.in === 'query').map((p) => [p.name, encodeURIComponent(String(sample(p.schema ?? {}, p.name)))]),
      );
      const url = fill({});
      const queryText = new URLSearchParams(baseQuery).toString();
      const urlWithQuery = queryText ? `${url}?${queryText}` : url;
      const probes = [
        ...(op.method === 'GET' ? [] : bodyProbes(op, urlWithQuery)),
        ...queryProbes(op, url, baseQuery),
        ...pathProbes(op, fill),
      ];
      for (const probe of probes) {
        const res = await send(op, probe, role);
        sent++;
        let body: unknown;
        try {
          body = res.body ? res.json() : undefined;
        } catch {
          body = res.body.slice(0, 80);
        }
        const problem = problemWith(op, res.statusCode, body);
        if (problem) problems.push(`${op.method} ${op.path} (${probe.what}): ${problem}`);
      }
    }
    expect(sent).toBeGreaterThan(0);
    expect(problems, `${problems.length} problems in ${sent} requests`).toEqual([]);
  }, 120_000);
});
