// Field schemas offers, creatives and opt-out links share (000 §5 "Text limits": title max 200,
// message max 9000; "Texts are trimmed before sending"), and the list answers' paging.
import { z } from 'zod';
import { isDomainName, normaliseDomain } from './domain-names';
import { messages } from './messages';

export const TITLE_MAX = 200;
export const MESSAGE_MAX = 9000;
export const URL_MAX = 2000;
/** Domains one offer or opt-out link may list. */
export const DOMAINS_MAX = 50;

export const titleSchema = z
  .string({ error: messages.required('Title') })
  .trim()
  .min(1, messages.required('Title'))
  .max(TITLE_MAX, `Title ${messages.maxChars(TITLE_MAX)}`);

export const messageSchema = z
  .string({ error: messages.required('Message') })
  .trim()
  .min(1, messages.required('Message'))
  .max(MESSAGE_MAX, `Message ${messages.maxChars(MESSAGE_MAX)}`);

/** An http(s) address (the spec's "valid url"). */
export const urlSchema = z
  .string({ error: messages.required('Url') })
  .trim()
  .min(1, messages.required('Url'))
  .max(URL_MAX, `Url ${messages.maxChars(URL_MAX)}`)
  .refine((text) => {
    try {
      const url = new URL(text);
      return (url.protocol === 'http:' || url.protocol === 'https:') && isDomainName(normaliseDomain(url.hostname));
    } catch {
      return false;
    }
  }, `Url ${messages.incorrectFormat}`);

/**
 * A list of domains as typed; each must normalise to a host name. The server stores them
 * normalised (normaliseDomains); no transform here, since answers are encoded with this schema.
 */
export const domainListSchema = z
  .array(
    z
      .string()
      .max(300, `Domain ${messages.maxChars(300)}`)
      .refine((d) => d.trim() === '' || isDomainName(normaliseDomain(d)), { error: (issue) => `Domain ${String(issue.input).trim()} ${messages.incorrectFormat}` }),
  )
  .max(DOMAINS_MAX, `Domains must be at most ${DOMAINS_MAX}`);

/** A delete answers its reply message: 'ok' (the web checks every reply case-insensitively). */
export const deleteReplySchema = z.object({ message: z.string() });
export type DeleteReply = z.infer<typeof deleteReplySchema>;
