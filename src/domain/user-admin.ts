// User administration (issue 13; 000 §3 "User (admin view)", §5 "User admin", 001 §7 "Users and
// admin", §8 "Admin", §9): the search with its operators, the admin-view fields a Super-Admin (or a
// Management-Agency for its own agents) edits, the credit and DID actions. One schema per request,
// shared by the forms of src/web/features/users and the routes of src/server/modules/user-admin.
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth';
import { messages } from './messages';
import { roleSchema, userStatusSchema } from './user';

export const userAdminMessages = {
  emailExists: 'This email already exist. Please try again with another email.',
  agentNotExist: 'The agent email is not exist. Please try again.',
  createFailed: 'Cannot create user, please try again.',
  searchFailed: 'Something went wrong! Please try again by refresh webpage!',
  noPhones: 'No phone number was found for the selected user !',
  listFailed: 'Something wrong! Please report to us!',
  created: 'Created',
  updated: 'Updated',
  deleted: 'Deleted',
  migrated: 'Migrated',
  creditAdded: 'Added Credit Successfully',
  cannotDeleteSelf: 'You cannot delete your own account',
  agencyRole: 'A Management-Agency can only give the roles Business-User, Farm-Manager and Farm-Worker',
  limitRange: 'Limit number message per day must be from 100 to 15,000 for two-way users',
  routeUnknown: 'Failover route is not an existing route',
  layoutNotJson: 'is not valid JSON text!',
  phoneInvalid: 'Phone is invalid',
  phoneTaken: 'This phone number already belongs to a user',
  phoneUnknown: 'This phone number does not belong to any user',
  notEnoughPhones: 'The user does not have that many phone numbers of this type',
  sameUser: 'To user must be another user than the from user',
} as const;

/** 001 §9: operators of a search filter, the logic joining filters, sort directions. */
export const SEARCH_OPERATORS = ['EQUAL', 'INEQUAL', 'GREATER', 'LESSER', 'BETWEEN', 'CONTAINS', 'EXISTS', 'NOT_EXISTS'] as const;
export const SEARCH_LOGIC = ['AND', 'OR'] as const;
export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SearchOperator = (typeof SEARCH_OPERATORS)[number];

/** The fields a search may filter and sort on, in the spec's names (balance in dollars). */
export const USER_SEARCH_FIELDS = [
  'username', 'firstname', 'lastname', 'email', 'role', 'statusName', 'agentAcc', 'phone', 'country', 'createDate', 'balance',
] as const;
export type UserSearchField = (typeof USER_SEARCH_FIELDS)[number];

/** 000 §9 / 001 §9: user search page 1 size 20; after a create the list shows createDate DESC, 50. */
export const USER_SEARCH_PAGE_SIZE = 20;
export const NEW_USER_PAGE_SIZE = 50;
export const USER_PAGE_SIZES = [10, 20, 30, 50, 100, 500, 1000] as const;

/** 000 §5 User admin / §9: the two-way daily limit. */
export const DAILY_LIMIT_MIN = 100;
export const DAILY_LIMIT_MAX = 15_000;

// Naming the unknown value in the message: the 400 then says which field the caller got wrong.
const searchField = z.string().refine((f): f is UserSearchField => (USER_SEARCH_FIELDS as readonly string[]).includes(f), {
  error: (issue) => `Field is not searchable: ${String(issue.input)}`,
});

export const searchFilterSchema = z.object({
  field: searchField,
  operator: z.enum(SEARCH_OPERATORS),
  value: z.string().max(200).default(''),
  /** The upper bound of BETWEEN. */
  valueTo: z.string().max(200).default(''),
});
export type SearchFilter = z.input<typeof searchFilterSchema>;

export const userSearchSchema = z.object({
  searchFilters: z.array(searchFilterSchema).max(20).default([]),
  /** How the filters combine: all (AND) or any (OR). */
  operator: z.enum(SEARCH_LOGIC).default('AND'),
  sortFields: z.array(searchField).max(5).default(['createDate']),
  sortDirections: z.array(z.enum(SORT_DIRECTIONS)).max(5).default(['DESC']),
  /** Comma list of statuses (001 §7); empty: every status. */
  userStatuses: z
    .string()
    .max(200)
    .default('')
    .refine((s) => s === '' || s.split(',').every((x) => userStatusSchema.safeParse(x.trim()).success), {
      error: 'User statuses must be a comma list of Active, Inactive, Pending, Suspended, Banned',
    }),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().refine((n) => (USER_PAGE_SIZES as readonly number[]).includes(n), { error: 'Page size must be one of 10, 20, 30, 50, 100, 500, 1000' }).default(USER_SEARCH_PAGE_SIZE),
});
export type UserSearch = z.input<typeof userSearchSchema>;
export type UserSearchParsed = z.output<typeof userSearchSchema>;

/** A row of the user table (000 §3 User table columns) and what its row actions need. */
export const adminUserRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  balanceCents: z.number().int(),
  role: roleSchema,
  statusName: userStatusSchema,
  /** The routes of the user's DID groups, by name. */
  routes: z.array(z.string()),
  agentAcc: z.string().nullable(),
  createDate: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const userSearchPageSchema = z.object({ items: z.array(adminUserRowSchema), total: z.number().int() });
export type UserSearchPage = z.infer<typeof userSearchPageSchema>;

const text = (max: number) => z.string().trim().max(max);
const flag = z.boolean();
const jsonText = z
  .string()
  .max(20_000)
  .refine((s) => {
    if (s.trim() === '') return true;
    try {
      JSON.parse(s);
      return true;
    } catch {
      return false;
    }
  }, messages.incorrectFormat);

/** Phone: 7 to 15 digits (E.164 length), optionally written with +, spaces, dashes, dots or brackets. */
export const adminPhoneSchema = z
  .string()
  .trim()
  .max(30, userAdminMessages.phoneInvalid)
  .regex(/^\+?[\d\s().-]+$/, userAdminMessages.phoneInvalid)
  .refine((p) => /^\d{7,15}$/.test(p.replace(/\D/g, '')), userAdminMessages.phoneInvalid);

/** Every admin-view field (000 §3 "User (admin view)"), plus the existing skip-scrub setting. */
export const adminUserFieldsSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email({ error: 'Email is invalid' })),
  firstname: text(100),
  lastname: text(100),
  agentAcc: z.union([z.literal(''), z.string().trim().toLowerCase().pipe(z.email({ error: 'Agent email is invalid' }))]),
  phone: z.union([z.literal(''), adminPhoneSchema]),
  phoneType: text(20),
  speed: z.number().int().min(0).max(1_000_000).nullable(),
  statusName: userStatusSchema,
  role: roleSchema,
  /** Shared with the profile (a country name there, up to 100 characters). */
  country: text(100),
  timeName: text(60).min(1, messages.required('Time zone')),
  referrerId: text(100),
  opHours: text(100),
  apiRequestKey: text(200),
  note: text(2000),
  linkAccountUser: text(500),
  showCreditUser: flag,
  showBTEmailUser: flag,
  activateCreditPooling: flag,
  enableCreditPooling: flag,
  useAgencyCredit: flag,
  hasActivatedEmailLink: flag,
  hasActivatedText: flag,
  twoWay: flag,
  enableAutoScrub: flag,
  skipScrub: flag,
  skipScrubDNC: flag,
  skipScrubLandline: flag,
  enableDummyCampaign: flag,
  liveFeedForward: flag,
  limitNumberMessagePerDay: z.number().int().nullable(),
  failoverRouteEnable: flag,
  failoverRouteId: z.number().int().positive().nullable(),
  dataConsumerEnabled: flag,
  campaignMonitoringLayout: jsonText,
  contactGroupLayout: jsonText,
});
export type AdminUserFields = z.infer<typeof adminUserFieldsSchema>;

/** 000 §5: the daily limit is 100-15,000 when the user is two-way. */
function checkDailyLimit(v: { twoWay: boolean; limitNumberMessagePerDay?: number | null }, ctx: z.RefinementCtx) {
  if (!v.twoWay) return;
  const n = v.limitNumberMessagePerDay;
  if (n === null || n === undefined || n < DAILY_LIMIT_MIN || n > DAILY_LIMIT_MAX) {
    ctx.addIssue({ code: 'custom', path: ['limitNumberMessagePerDay'], message: userAdminMessages.limitRange });
  }
}

/** What the server answers: stored values as they are (a profile's phone is free text there). */
export const adminUserSchema = adminUserFieldsSchema.extend({
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string(),
  country: z.string(),
  id: z.number().int(),
  username: z.string(),
  createDate: z.string(),
  balanceCents: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const updateUserInfoSchema = adminUserFieldsSchema.extend({ id: z.number().int().positive() }).superRefine(checkDailyLimit);
export type UpdateUserInfo = z.infer<typeof updateUserInfoSchema>;

/**
 * The edit form: Formik hands an emptied box to validation as undefined, so an empty text is ''
 * again and an empty number stays undefined (the call sends it as null).
 */
const f = adminUserFieldsSchema.shape;
export const userFormSchema = adminUserFieldsSchema
  .extend({
    firstname: f.firstname.default(''),
    lastname: f.lastname.default(''),
    agentAcc: f.agentAcc.default(''),
    phone: f.phone.default(''),
    phoneType: f.phoneType.default(''),
    country: f.country.default(''),
    referrerId: f.referrerId.default(''),
    opHours: f.opHours.default(''),
    apiRequestKey: f.apiRequestKey.default(''),
    note: f.note.default(''),
    linkAccountUser: f.linkAccountUser.default(''),
    campaignMonitoringLayout: f.campaignMonitoringLayout.default(''),
    contactGroupLayout: f.contactGroupLayout.default(''),
    speed: adminUserFieldsSchema.shape.speed.optional(),
    limitNumberMessagePerDay: adminUserFieldsSchema.shape.limitNumberMessagePerDay.optional(),
    failoverRouteId: adminUserFieldsSchema.shape.failoverRouteId.optional(),
  })
  .superRefine(checkDailyLimit);
export type UserForm = z.input<typeof userFormSchema>;

const password = z.string().min(PASSWORD_MIN, 'Password is invalid').max(PASSWORD_MAX, 'Password is invalid');

export const createUserSchema = z
  .object({
    email: adminUserFieldsSchema.shape.email,
    firstname: text(100).min(1, messages.required('First name')),
    lastname: text(100).min(1, messages.required('Last name')),
    username: text(100).default(''),
    agentAcc: adminUserFieldsSchema.shape.agentAcc.default(''),
    role: roleSchema.default('Business-User'),
    statusName: userStatusSchema.default('Active'),
    timeName: text(60).default('Etc/GMT'),
    phone: adminUserFieldsSchema.shape.phone.default(''),
    country: text(100).default(''),
    password,
    twoWay: flag.default(false),
    limitNumberMessagePerDay: z.number().int().nullable().default(null),
  })
  .superRefine(checkDailyLimit);
export type CreateUser = z.input<typeof createUserSchema>;

export const deleteUsersSchema = z.object({ emails: z.array(z.string().trim().toLowerCase().max(200)).min(1).max(1000) });

export const BONUS_TYPES = ['credit', 'bonus'] as const;
/** credit: noOfTexts dollars; bonus: noOfTexts texts, worth the US SMS price each (decision 39). */
export const sendUserBonusTextsSchema = z.object({
  useremail: z.string().trim().toLowerCase().min(1, messages.required('User email')),
  type: z.enum(BONUS_TYPES),
  noOfTexts: z.number().positive().max(1_000_000),
  note: text(500).default(''),
});
export type SendUserBonusTexts = z.input<typeof sendUserBonusTextsSchema>;

export const moveCreditSchema = z.object({
  fromEmailUser: z.string().trim().toLowerCase().min(1, messages.required('From user')),
  toEmailUser: z.string().trim().toLowerCase().min(1, messages.required('To user')),
  /** Dollars, up to cents. */
  amount: z.number().positive().max(1_000_000),
  note: text(500).default(''),
});
export type MoveCredit = z.input<typeof moveCreditSchema>;

export const creditAnswerSchema = z.object({ message: z.string(), balanceCents: z.number().int() });

export const PHONE_TYPES = ['SMS', 'VOICE'] as const;
export const fetchPhoneNumbersSchema = z.object({
  useremail: z.string().trim().toLowerCase().min(1, messages.required('User email')),
  offset: z.number().int().min(0).default(0),
});
export const userPhoneSchema = z.object({ id: z.number().int(), phone: z.string(), country: z.string(), type: z.enum(PHONE_TYPES), groupName: z.string(), status: z.string() });
export type UserPhone = z.infer<typeof userPhoneSchema>;
export const PHONE_PAGE_SIZE = 50;
export const userPhonesSchema = z.object({ items: z.array(userPhoneSchema), total: z.number().int(), message: z.string().optional() });

export const addVirtualPhoneSchema = z.object({
  phone: adminPhoneSchema,
  type: z.enum(PHONE_TYPES),
  emailUser: z.string().trim().toLowerCase().min(1, messages.required('User email')),
});
export const migrateVirtualPhoneSchema = z.object({
  numberOfPhone: z.number().int().min(1).max(10_000),
  phoneType: z.enum(PHONE_TYPES),
  toEmailUser: z.string().trim().toLowerCase().min(1, messages.required('To user')),
  fromEmailUser: z.string().trim().toLowerCase().min(1, messages.required('From user')),
  chargeFee: z.boolean(),
});
export const deletePhoneSchema = z.object({ phone: adminPhoneSchema });
export const messageAnswerSchema = z.object({ message: z.string() });

/** A migrated number's fee when chargeFee is set, in cents (decision 39). */
export const DID_MIGRATION_FEE_CENTS = 100;
