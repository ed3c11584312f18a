// The domains of an offer or opt-out link are typed as text (comma, semicolon or newline
// separated) and sent as a list; the form checks the text with the domain's list schema, so the
// message under the field is the server's ('Domain x is incorrect format!').
import { z } from 'zod';
import { domainListSchema } from '@domain/content-fields';
import { splitDomainText } from '@domain/domain-names';

export const domainTextSchema = z.string().superRefine((text, ctx) => {
  const parsed = domainListSchema.safeParse(splitDomainText(text));
  if (!parsed.success) ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Domain is incorrect format!' });
});

export const domainsToText = (domains: readonly string[]) => domains.join('\n');
