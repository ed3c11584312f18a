// User analytics (001 §7 "Revenue tracking: POST user_analytic/insert"; decision 47): the web app
// records each page the signed-in user opens, so an admin can see how the product is used next to
// the revenue it tracks. The spec names only the call; the event is ours: the page's path (no query
// string, which may carry a search someone typed) and its title. The server stamps the time.
import { z } from 'zod';

export const USER_ANALYTIC_EVENTS = ['page_view'] as const;
/** Events one session may record a minute: far above a person changing pages, below a script's flood. */
export const MAX_USER_ANALYTICS_PER_MINUTE = 60;

export const userAnalyticSchema = z.object({
  event: z.enum(USER_ANALYTIC_EVENTS).default('page_view'),
  /** The route's path, e.g. /contact/groups: starts with '/', no query string or fragment. */
  path: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .regex(/^\/[^?#\s]*$/, { error: 'Path must start with / and carry no query string' }),
  /** The page's title as the app shows it. */
  title: z.string().trim().max(120).default(''),
});
export type UserAnalytic = z.input<typeof userAnalyticSchema>;

export const userAnalyticAnswerSchema = z.object({ recorded: z.boolean() });
export type UserAnalyticAnswer = z.infer<typeof userAnalyticAnswerSchema>;
