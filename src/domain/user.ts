// Users, roles, statuses and the permission flags that decide what the menu shows (000 §3, §4, §6).
import { z } from 'zod';

export const ROLES = ['Super-Admin', 'Business-User', 'Management-Agency', 'Farm-Worker', 'Farm-Manager'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const USER_STATUSES = ['Active', 'Inactive', 'Pending', 'Suspended', 'Banned'] as const;
export const userStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** Why a user whose status is not Active cannot log in; the login page shows this text. */
export const blockedStatusMessages: Record<Exclude<UserStatus, 'Active'>, string> = {
  Inactive: 'Your account is inactive. Please contact us to activate it.',
  Pending: 'Your account is pending approval. Please check back later.',
  Suspended: 'Your account has been suspended. Please contact us.',
  Banned: 'Your account has been banned.',
};

/**
 * Permission flags, one per menu entry that needs one (000 §2 Menu entries). The spec leaves the
 * per-role matrix unshown; docs/decisions/0004-permissions.md records the one chosen here.
 */
export const PERMISSIONS = [
  'home', 'inbox', 'send', 'responder', 'domain', 'contactGroups', 'dids', 'settings', 'statistic',
  'users', 'feedback', 'tickets', 'guideline', 'monitoring', 'monitoringV2', 'tenDlc', 'dashboard',
  'media', 'errorTracker', 'tollFree', 'referral', 'tracker', 'marketplace', 'processes', 'outbox',
  // Beyond the spec's menu: a Super-Admin reviews billing information and bank orders (decision 36).
  'billingReview',
  // The audit log of login as user (decision 40): Super-Admin only.
  'auditLog',
] as const;
export const permissionSchema = z.enum(PERMISSIONS);
export type Permission = z.infer<typeof permissionSchema>;

// The error tracker shows a sender's own failures (decision 35), so every sender has it.
const everyone: Permission[] = PERMISSIONS.filter((p) => p !== 'users' && p !== 'outbox' && p !== 'billingReview' && p !== 'auditLog');

export const rolePermissions: Record<Role, Permission[]> = {
  'Super-Admin': [...PERMISSIONS],
  'Business-User': everyone,
  // A Management-Agency administers its own agents on /users (decision 39).
  'Management-Agency': [...everyone, 'users'],
  'Farm-Manager': everyone,
  'Farm-Worker': ['home', 'inbox', 'send', 'contactGroups', 'statistic', 'guideline', 'tickets', 'settings', 'processes'],
};

export const billingStatusSchema = z.enum(['not-have-billing', 'in-progress', 'verified', 'rejected']);
export type BillingStatus = z.infer<typeof billingStatusSchema>;

/** What GET /api/v1/users/me answers: the signed-in user as the web app needs it. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  timezone: z.string(),
  permissions: z.array(permissionSchema),
  billingStatus: billingStatusSchema,
  /** Credit balance in integer cents. */
  balanceCents: z.number().int(),
  /** Below this balance the minimum-balance wall shows (integer cents). */
  minBalanceCents: z.number().int(),
  isEnableMfa: z.boolean(),
  /** The skip-scrub setting: US and CA groups may be sent without a recent scrub (000 §4). */
  skipScrub: z.boolean(),
  /** Set while a Super-Admin is logged in as this user. */
  rootUser: z.object({ id: z.number().int(), email: z.string() }).nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
