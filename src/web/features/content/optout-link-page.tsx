// /send/optout-link/create and /send/optout-link/:id: the opt-out link form (title, url, domains,
// setConfirmed, mode product or customer, type optoutLink or no-optoutLink). A saved link can make
// a test address for one phone: the signed public page a message would carry.
import { useState } from 'react';
import { Button, Field, HStack, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { splitDomainText } from '@domain/domain-names';
import { optoutLinkInputSchema, type OptoutLink } from '@domain/optout-links';
import { useTranslation } from '@web/i18n';
import {
  CheckboxField,
  EmptyState,
  LoadingSkeleton,
  PageHeader,
  SelectField,
  TextField,
  TextareaField,
  UnsavedChangesGuard,
  notify,
  showFormError,
  useLoad,
  zodValidate,
} from '@web/ui';
import { BackLink } from '@web/ui/back-link';
import { getOptoutLink, saveOptoutLink, signOptoutLink } from './content-api';
import { SendTabs } from '@web/ui/send-tabs';
import { domainTextSchema, domainsToText } from './domain-list-field';

const formSchema = optoutLinkInputSchema.extend({ domains: domainTextSchema });
type Values = z.output<typeof formSchema>;
const FIELDS = ['title', 'url', 'domains', 'mode', 'type'];

export function OptoutLinkPage() {
  const { id } = useParams();
  const linkId = id === undefined ? null : Number(id);
  const loaded = useLoad((signal) => (linkId === null ? Promise.resolve(null) : getOptoutLink(linkId, signal)), [linkId]);
  if (linkId !== null && loaded.failed) return <EmptyState title="Opt-out link is not existed" onRetry={loaded.retry} />;
  if (linkId !== null && (loaded.loading || !loaded.data)) return <LoadingSkeleton />;
  return <OptoutLinkForm link={loaded.data} />;
}

function OptoutLinkForm({ link }: { link: OptoutLink | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const initial: Values = {
    title: link?.title ?? '',
    url: link?.url ?? '',
    domains: domainsToText(link?.domains ?? []),
    setConfirmed: link?.setConfirmed ?? false,
    mode: link?.mode ?? 'product',
    type: link?.type ?? 'optoutLink',
  };
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const saved = await saveOptoutLink(link?.id ?? null, { ...values, domains: splitDomainText(values.domains) });
      notify({ type: 'success', description: link ? 'Updated' : 'Created' });
      helpers.resetForm({ values: { ...values, domains: domainsToText(saved.domains) } });
      if (!link) navigate('/send/optout-link');
    } catch (error) {
      showFormError(error, helpers, FIELDS);
    }
  };
  return (
    <Stack gap="4">
      <PageHeader title={link ? link.title : 'Create opt-out link'} breadcrumb={<BackLink to="/send/optout-link" label="Opt-out links" />} />
      <SendTabs />
      <Formik<Values> initialValues={initial} validationSchema={zodValidate(formSchema)} onSubmit={submit}>
        {({ dirty, isSubmitting }) => (
          <Form noValidate aria-label={t('Opt-out link')}>
            <UnsavedChangesGuard when={dirty && !isSubmitting} />
            <Stack gap="4" maxW="3xl">
              <TextField name="title" label="Title" required />
              <TextField name="url" label="Url" type="url" required placeholder="https://" />
              <TextareaField name="domains" label="Domains" rows={3} helperText="One per line, or separated by commas or semicolons. Kept as bare host names: example.com" />
              <HStack gap="4" wrap="wrap" align="flex-start">
                <SelectField<'product' | 'customer'>
                  name="mode"
                  label="Mode"
                  options={[
                    { value: 'product', label: 'Product' },
                    { value: 'customer', label: 'Customer' },
                  ]}
                />
                <SelectField<'optoutLink' | 'no-optoutLink'>
                  name="type"
                  label="Type"
                  options={[
                    { value: 'optoutLink', label: 'Opt-out link' },
                    { value: 'no-optoutLink', label: 'No opt-out link' },
                  ]}
                />
              </HStack>
              <CheckboxField name="setConfirmed" label="Ask the contact to confirm" helperText="Without it, opening the link opts the contact out at once." />
              <HStack justify="flex-end" gap="2">
                <Button variant="outline" onClick={() => navigate('/send/optout-link')}>
                  {t('Cancel')}
                </Button>
                <Button type="submit" colorPalette="accent" loading={isSubmitting} disabled={isSubmitting}>
                  {t(link ? 'Save' : 'Create')}
                </Button>
              </HStack>
            </Stack>
          </Form>
        )}
      </Formik>
      {link && <TestLink linkId={link.id} />}
    </Stack>
  );
}

/** Makes the signed public address for one phone, to try the page as a contact would. */
function TestLink({ linkId }: { linkId: number }) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [url, setUrl] = useState<string | null>(null);
  const make = async () => {
    try {
      setUrl(await signOptoutLink(linkId, phone));
    } catch {
      setUrl(null);
    }
  };
  return (
    <Stack gap="2" maxW="3xl" borderWidth="1px" rounded="md" p="4">
      <Text fontWeight="medium">{t('Try the link')}</Text>
      <HStack align="flex-end" gap="2" wrap="wrap">
        <Field.Root maxW="xs">
          <Field.Label>{t('Phone')}</Field.Label>
          <Input type="tel" value={phone} onChange={(e) => setPhone(e.currentTarget.value)} placeholder="+13125550100" />
        </Field.Root>
        <Button variant="outline" onClick={make} disabled={phone.trim() === ''}>
          {t('Make test link')}
        </Button>
      </HStack>
      {url && (
        <ChakraLink href={url} target="_blank" rel="noreferrer" color="accent.fg" wordBreak="break-all">
          {url}
        </ChakraLink>
      )}
      <Text textStyle="xs" color="fg.muted">
        {t('Opening it opts that phone out for real.')}
      </Text>
    </Stack>
  );
}
