// Create a short link (001 §2): the target url, optional sub-domain and path parts ("empty parts
// ignored; subdomain split by dot, path by slash", 000 §5) previewed with the spec's '[Your domain]'
// placeholder, the click limits per link and per IP, and an expire time. The link is served on one
// of the user's active domains, or on the embedded default domain (this app, under /l); sub-domains
// need a domain of the user's own.
import { useEffect, useState } from 'react';
import { Box, Field, Input, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { z } from 'zod';
import { DOMAIN_PLACEHOLDER, createShortLinkSchema, previewShortLink, splitPathParts, type ShortLink } from '@domain/short-links';
import { useTranslation } from '@web/i18n';
import { FormDialog, NumberField, SelectField, TextField, notify, showFormError, zodValidate } from '@web/ui';
import { createShortLink, listActiveDomains } from './short-links-api';

type Values = { url: string; domain: string | undefined; subDomain: string; path: string; clickLimit: number | undefined; ipClickLimit: number | undefined; expiresAt: string };

const shape = createShortLinkSchema.shape;
const formSchema = z.object({
  url: shape.url,
  domain: z.string().optional(),
  subDomain: z.string().default(''),
  path: z
    .string()
    .default('')
    .superRefine((text, ctx) => {
      const parts = shape.pathParts.safeParse([text]);
      if (!parts.success) ctx.addIssue({ code: 'custom', message: parts.error.issues[0]?.message ?? '' });
    }),
  clickLimit: shape.clickLimit,
  ipClickLimit: shape.ipClickLimit,
  expiresAt: z.string().default(''),
});
const validate = zodValidate(formSchema);

function Preview() {
  const { t } = useTranslation();
  const [{ value: domain }] = useField<string | undefined>('domain');
  const [{ value: sub }] = useField<string>('subDomain');
  const [{ value: path }] = useField<string>('path');
  const parts = splitPathParts([path ?? '']);
  // On one of the user's domains the preview is the link itself; on the default domain the spec's
  // placeholder stands for the domain, with where the link is really served below it.
  const preview = domain ? previewShortLink([sub ?? ''], [path ?? ''], domain) : previewShortLink([sub ?? ''], [path ?? '']).replace(DOMAIN_PLACEHOLDER, t(DOMAIN_PLACEHOLDER));
  return (
    <Box>
      <Text textStyle="sm" fontWeight="medium">
        {t('Short link')}
      </Text>
      <Text textStyle="sm" fontFamily="mono" data-testid="short-link-preview">
        {preview}…
      </Text>
      {!domain && (
        <Text textStyle="xs" color="fg.muted">
          {t('On the default domain: {{address}}', { address: `${window.location.host}/l/${parts.length > 0 ? `${parts.join('/')}/` : ''}…` })}
        </Text>
      )}
    </Box>
  );
}

function ExpireField() {
  const { t } = useTranslation();
  const [field] = useField<string>('expiresAt');
  return (
    <Field.Root>
      <Field.Label>{t('Expire time')}</Field.Label>
      <Input type="datetime-local" {...field} value={field.value ?? ''} />
    </Field.Root>
  );
}

/** Sub-domain parts only mean something on one of the user's domains. */
function SubDomainField() {
  const [{ value: domain }] = useField<string | undefined>('domain');
  return domain ? (
    <TextField name="subDomain" label="Sub-domain parts" helperText="Separate parts with a dot; empty parts are ignored." />
  ) : (
    <TextField name="subDomain" label="Sub-domain parts" disabled helperText="Sub-domains need one of your own domains" />
  );
}

/** The user's active domains; the default domain (this app) is the empty choice. */
function DomainField({ domains }: { domains: readonly string[] }) {
  const options = domains.map((d) => ({ value: d, label: d }));
  return domains.length > 0 ? (
    <SelectField<string> name="domain" label="Domain" placeholder="Default domain (this app)" options={options} />
  ) : (
    <SelectField<string>
      name="domain"
      label="Domain"
      placeholder="Default domain (this app)"
      options={options}
      helperText="Your verified domains show here; add or buy them on the Domains tab."
    />
  );
}

function useActiveDomains(open: boolean): string[] {
  const [domains, setDomains] = useState<string[]>([]);
  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    listActiveDomains()
      .then((names) => live && setDomains(names))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [open]);
  return domains;
}

export function CreateShortLinkDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (link: ShortLink) => void }) {
  const domains = useActiveDomains(open);
  return (
    <FormDialog<Values>
      open={open}
      title="Create short link"
      submitLabel="Create"
      onClose={onClose}
      initialValues={{ url: '', domain: undefined, subDomain: '', path: '', clickLimit: undefined, ipClickLimit: undefined, expiresAt: '' }}
      validationSchema={validate}
      onSubmit={async (values, helpers) => {
        try {
          const link = await createShortLink({
            url: values.url,
            domain: values.domain ?? null,
            subDomainParts: values.domain ? [values.subDomain] : [],
            pathParts: [values.path],
            clickLimit: values.clickLimit ?? null,
            ipClickLimit: values.ipClickLimit ?? null,
            expiresAt: values.expiresAt ? new Date(values.expiresAt).toISOString() : null,
          });
          notify({ type: 'success', description: 'Created' });
          onCreated(link);
        } catch (error) {
          showFormError(error, helpers, ['url', 'domain', 'subDomain', 'clickLimit', 'ipClickLimit', 'expiresAt'], 'Something went wrong!');
        }
      }}
    >
      <TextField name="url" label="Url" type="url" required placeholder="https://" />
      <DomainField domains={domains} />
      <SubDomainField />
      <TextField name="path" label="Path parts" helperText="Separate parts with a slash; empty parts are ignored." />
      <Preview />
      <NumberField name="clickLimit" label="Click limit" min={1} helperText="Clicks the link serves in all; empty for no limit." />
      <NumberField name="ipClickLimit" label="IP click limit" min={1} helperText="Clicks one IP address may make; empty for no limit." />
      <ExpireField />
    </FormDialog>
  );
}
