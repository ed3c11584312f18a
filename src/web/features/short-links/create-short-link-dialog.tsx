// Create a short link (001 §2): the target url, optional sub-domain and path parts ("empty parts
// ignored; subdomain split by dot, path by slash", 000 §5) previewed with the spec's '[Your domain]'
// placeholder, the click limits per link and per IP, and an expire time. The link is served on the
// embedded default domain (this app, under /l); sub-domains need a domain of the user's own, which
// the domains area provides.
import { Box, Field, Input, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { z } from 'zod';
import { DOMAIN_PLACEHOLDER, createShortLinkSchema, previewShortLink, splitPathParts, type ShortLink } from '@domain/short-links';
import { useTranslation } from '@web/i18n';
import { FormDialog, NumberField, TextField, notify, showFormError, zodValidate } from '@web/ui';
import { createShortLink } from './short-links-api';

type Values = { url: string; subDomain: string; path: string; clickLimit: number | undefined; ipClickLimit: number | undefined; expiresAt: string };

const shape = createShortLinkSchema.shape;
const formSchema = z.object({
  url: shape.url,
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
  const [{ value: sub }] = useField<string>('subDomain');
  const [{ value: path }] = useField<string>('path');
  const parts = splitPathParts([path ?? '']);
  return (
    <Box>
      <Text textStyle="sm" fontWeight="medium">
        {t('Short link')}
      </Text>
      <Text textStyle="sm" fontFamily="mono" data-testid="short-link-preview">
        {previewShortLink([sub ?? ''], [path ?? '']).replace(DOMAIN_PLACEHOLDER, t(DOMAIN_PLACEHOLDER))}…
      </Text>
      <Text textStyle="xs" color="fg.muted">
        {t('On the default domain: {{address}}', { address: `${window.location.host}/l/${parts.length > 0 ? `${parts.join('/')}/` : ''}…` })}
      </Text>
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

export function CreateShortLinkDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (link: ShortLink) => void }) {
  return (
    <FormDialog<Values>
      open={open}
      title="Create short link"
      submitLabel="Create"
      onClose={onClose}
      initialValues={{ url: '', subDomain: '', path: '', clickLimit: undefined, ipClickLimit: undefined, expiresAt: '' }}
      validationSchema={validate}
      onSubmit={async (values, helpers) => {
        try {
          const link = await createShortLink({
            url: values.url,
            domain: null,
            subDomainParts: [],
            pathParts: [values.path],
            clickLimit: values.clickLimit ?? null,
            ipClickLimit: values.ipClickLimit ?? null,
            expiresAt: values.expiresAt ? new Date(values.expiresAt).toISOString() : null,
          });
          notify({ type: 'success', description: 'Created' });
          onCreated(link);
        } catch (error) {
          showFormError(error, helpers, ['url', 'clickLimit', 'ipClickLimit', 'expiresAt'], 'Something went wrong!');
        }
      }}
    >
      <TextField name="url" label="Url" type="url" required placeholder="https://" />
      <TextField name="subDomain" label="Sub-domain parts" disabled helperText="Sub-domains need one of your own domains" />
      <TextField name="path" label="Path parts" helperText="Separate parts with a slash; empty parts are ignored." />
      <Preview />
      <NumberField name="clickLimit" label="Click limit" min={1} helperText="Clicks the link serves in all; empty for no limit." />
      <NumberField name="ipClickLimit" label="IP click limit" min={1} helperText="Clicks one IP address may make; empty for no limit." />
      <ExpireField />
    </FormDialog>
  );
}
