// Request validation with the shared zod schemas. Schema-level messages (the spec's texts in
// src/domain) win; zod's generic English is replaced by the spec's field-free suffixes
// ('must be number type!', 'is incorrect format!', ...) so the 400 always reads like the forms do.
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { z } from 'zod';
import { messages, withField } from '@domain/messages';

type RawIssue = z.core.$ZodRawIssue;

const isNumeric = (expected: unknown) => expected === 'number' || expected === 'int' || expected === 'bigint';

/** The spec's wording for an issue whose schema set no message of its own. */
export function specMessage(issue: RawIssue): string {
  // Missing (or null) is "required" whatever the schema expected: a type, an enum value, a union.
  if (issue.input === undefined || issue.input === null) return 'is required field!';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return typeof issue.input === 'number' ? messages.integer : messages.numberType;
      return isNumeric(issue.expected) ? messages.numberType : messages.incorrectFormat;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return messages.minChars(min);
      if (issue.origin === 'array' || issue.origin === 'set') return `must have at least ${min} item(s)!`;
      return issue.inclusive === false ? messages.largerThan(min) : messages.atLeast(min);
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return messages.maxChars(max);
      return messages.atMost(max);
    }
    default:
      return messages.incorrectFormat;
  }
}

const labelOverrides: Record<string, string> = {
  otp: 'One-time code',
  icon_url: 'Icon URL',
  isEnableMfa: 'Two-step sign-in',
  at: 'Time',
  ip: 'IP',
  ipAddress: 'IP address',
  // A route is chosen by name; its id is how it travels.
  routeId: 'Route',
  domainGroupIds: 'Domain groups',
  // A creative's attachments are chosen as files; their ids are how they travel.
  attachmentIds: 'Attachments',
  // A responder's references are chosen by name in the builder; their ids are how they travel.
  contactGroupIds: 'Contact groups',
  didGroupIds: 'DID groups',
  didGroupId: 'DID group',
  creativeId: 'Creative',
  groupUUID: 'Contact group',
  offerId: 'Offer',
  optoutLinkId: 'Opt-out link',
  aiAssistantId: 'AI assistant',
  medias: 'Media',
  mediaId: 'Media',
  audioBuilderConfigId: 'Audio builder config',
  responderId: 'Responder',
  templateId: 'Template',
  // A responder's trigger and action fields, as the builder's forms name them.
  delayedMinute: 'Delay',
  keywords: 'Keyword',
  intents: 'Intent',
  // The profile's and the billing fields, as the settings forms name them.
  firstname: 'First name',
  lastname: 'Last name',
  address1: 'Address 1',
  address2: 'Address 2',
  billingVatNo: 'VAT number',
  billingRegNo: 'Registration number',
  // The card form and the purchase challenge.
  number: 'Card number',
  answer: 'Verification code',
  // The challenge is what the code answers: an unknown one is a wrong code.
  challengeId: 'Verification code',
  // A KYC document is chosen in its list; its id is how it travels.
  documentId: 'Document',
  // Revenue tracking's credentials and mapping (src/domain/revenue-tracking.ts), in the settings tabs' words.
  accessId: 'Access ID',
  messageId: 'Message ID',
  did: 'DID',
  pathParams: 'Path parameters',
  queryParams: 'Query parameters',
  // The Advanced settings and Click request tabs, as their forms name them.
  slackURL: 'Slack URL',
  slackUrl: 'Slack URL',
  failoverRouteId: 'Failover route',
  autoStopThreshold: 'Auto-stop threshold',
  maxRiskScore: 'Maximum risk score',
  blockedIps: 'Blocked IPs',
  // The users admin's fields (src/domain/user-admin.ts), as its dialogs name them.
  agentAcc: 'Agent email',
  timeName: 'Time zone',
  useremail: 'User email',
  toEmailUser: 'To user',
  fromEmailUser: 'From user',
  sortFields: 'Sort field',
  // Toll-free requests (src/domain/toll-free), as their form names them.
  optInType: 'Opt-in type',
  optInWorkflow: 'Opt-in workflow',
  optInProofUrl: 'Opt-in proof URL',
  // A registration vendor is chosen by name in the 10-DLC panel; its id is how it travels.
  vendorId: 'Vendor',
};

/** Names that depend on what holds them: 'parent.key' (the nearest named parent). */
const contextLabels: Record<string, string> = {
  // A sticky note's text is the note.
  'notes.text': 'Note',
  // A campaign's start and stop times, as the wizard's schedule step names them.
  'compose.scheduling': 'Start time',
  'compose.schedulingStopTime': 'Stop time',
  'compose.creativeIds': 'Creatives',
  'compose.offerIds': 'Offers',
  'compose.suppressionGroupIds': 'Suppression groups',
  'compose.routesTwoWays': 'Two-way routes',
  'compose.routesOneWay': 'One-way routes',
  // A users search filter's field.
  'searchFilters.field': 'Search field',
};

/** 'currentPassword' -> 'Current password', 'icon_url' -> 'Icon URL', ['events', 3, 'at'] -> 'At'. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const [last, parent] = path.filter((p): p is string => typeof p === 'string').reverse();
  if (last === undefined || last === '') return 'Value';
  const inContext = parent === undefined ? undefined : contextLabels[`${parent}.${last}`];
  if (inContext) return inContext;
  if (labelOverrides[last]) return labelOverrides[last];
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A full message about a shorter name the label ends with ('Password is invalid' from a schema
 * that currentPassword, newPassword and confirmPassword share) retold with the field's own label
 * ('New password is invalid'), so a 400 always names the field it is about.
 */
export function relabel(label: string, message: string): string {
  if (message.startsWith(label)) return message;
  const words = message.split(' ');
  for (let n = Math.min(4, words.length - 1); n >= 1; n--) {
    const subject = words.slice(0, n).join(' ');
    if (label.toLowerCase().endsWith(` ${subject.toLowerCase()}`)) return `${label}${message.slice(subject.length)}`;
  }
  return message;
}

/** The first issue of a failed parse as the API's 400: full message and dotted field path. */
export function describeIssue(path: readonly PropertyKey[], message: string): { field?: string; message: string } {
  if (path.length === 0) return { message: messages.canNotProcess };
  const label = fieldLabel(path);
  return { field: path.map(String).join('.'), message: relabel(label, withField(label, message)) };
}

/** One value met by nulPath; it links to its parent, so a path is built only for a string found. */
interface WalkStep {
  value: unknown;
  key: PropertyKey;
  parent: WalkStep | null;
}

/**
 * The path of the first string holding a NUL character, anywhere in a value, or null. No text the
 * app stores or compares may hold one (PostgreSQL refuses it outright), so it is refused here for
 * every call at once. Walks with its own stack: a value can be nested thousands deep.
 */
export function nulPath(input: unknown): PropertyKey[] | null {
  const stack: WalkStep[] = [{ value: input, key: '', parent: null }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    const { value } = step;
    if (typeof value === 'string') {
      if (!value.includes('\u0000')) continue;
      const path: PropertyKey[] = [];
      for (let at: WalkStep | null = step; at?.parent; at = at.parent) path.push(at.key);
      return path.reverse();
    }
    if (typeof value !== 'object' || value === null) continue;
    const entries = Array.isArray(value) ? value.map((v, i): [PropertyKey, unknown] => [i, v]) : Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i][1], key: entries[i][0], parent: step });
  }
  return null;
}

/**
 * Fastify validator: an absent body validates as {} so "Email is required field!" answers an
 * empty POST, rather than a generic type error about the whole body. Input the schema accepts
 * with a NUL in a text is still refused: 'is incorrect format!' for that field.
 */
export const specValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const input = data === null || data === undefined ? {} : data;
    const result = schema.safeParse(input, { error: specMessage });
    if (!result.success) return { error: result.error.issues.map(toFastifyError) };
    const nul = nulPath(result.data);
    if (nul) return { error: [toFastifyError({ code: 'custom', path: nul, message: messages.incorrectFormat, input: '' })] };
    return { value: result.data };
  };

/** Keeps zod's path (with numeric array indexes) in params, where the error handler reads it. */
function toFastifyError(issue: z.core.$ZodIssue): FastifySchemaValidationError {
  return {
    keyword: issue.code,
    instancePath: `/${issue.path.map(String).join('/')}`,
    schemaPath: `#/${issue.code}`,
    message: issue.message,
    params: { path: issue.path },
  };
}

/** The path stored by toFastifyError, or [] when the error came from elsewhere. */
export function issuePath(error: FastifySchemaValidationError): PropertyKey[] {
  const path = error.params.path;
  return Array.isArray(path) ? path.filter((p): p is PropertyKey => ['string', 'number', 'symbol'].includes(typeof p)) : [];
}
