// /send/offers/create and /send/offers/:id: the offer form (title up to 200, a valid url, the
// message, the domains). Domains are shown as the server stored them (normalised). After a create
// the user goes to the offers list (001 §2); a save of an existing offer stays on it.
import { Button, HStack, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { splitDomainText } from '@domain/domain-names';
import { offerInputSchema, type Offer } from '@domain/offers';
import { useTranslation } from '@web/i18n';
import { EmptyState, LoadingSkeleton, PageHeader, TextField, TextareaField, UnsavedChangesGuard, notify, showFormError, useLoad, zodValidate } from '@web/ui';
import { getOffer, saveOffer } from './content-api';
import { SendTabs } from '@web/ui/send-tabs';
import { BackLink } from '@web/ui/back-link';
import { domainTextSchema, domainsToText } from './domain-list-field';

const formSchema = offerInputSchema.extend({ domains: domainTextSchema });
type Values = z.input<typeof formSchema>;
const FIELDS = ['title', 'url', 'message', 'domains'];

export function OfferPage() {
  const { id } = useParams();
  const offerId = id === undefined ? null : Number(id);
  const loaded = useLoad((signal) => (offerId === null ? Promise.resolve(null) : getOffer(offerId, signal)), [offerId]);
  if (offerId !== null && loaded.failed) {
    return <EmptyState title="Offer is not existed" onRetry={loaded.retry} />;
  }
  if (offerId !== null && (loaded.loading || !loaded.data)) return <LoadingSkeleton />;
  return <OfferForm offer={loaded.data} />;
}

function OfferForm({ offer }: { offer: Offer | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const initial: Values = { title: offer?.title ?? '', url: offer?.url ?? '', message: offer?.message ?? '', domains: domainsToText(offer?.domains ?? []) };
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const saved = await saveOffer(offer?.id ?? null, { ...values, domains: splitDomainText(values.domains ?? '') });
      notify({ type: 'success', description: offer ? 'Updated' : 'Created' });
      helpers.resetForm({ values: { ...values, domains: domainsToText(saved.domains) } });
      if (!offer) navigate('/send/offers');
    } catch (error) {
      showFormError(error, helpers, FIELDS);
    }
  };
  return (
    <Stack gap="4">
      <PageHeader title={offer ? offer.title : 'Create offer'} breadcrumb={<BackLink to="/send/offers" label="Offers" />} />
      <SendTabs />
      <Formik<Values> initialValues={initial} validationSchema={zodValidate(formSchema)} onSubmit={submit}>
        {({ dirty, isSubmitting }) => (
          <Form noValidate aria-label={t('Offer')}>
            <UnsavedChangesGuard when={dirty && !isSubmitting} />
            <Stack gap="4" maxW="3xl">
              <TextField name="title" label="Title" required />
              <TextField name="url" label="Url" type="url" required placeholder="https://" />
              <TextareaField name="message" label="Message" required rows={4} />
              <TextareaField
                name="domains"
                label="Domains"
                rows={3}
                helperText="One per line, or separated by commas or semicolons. Kept as bare host names: example.com"
              />
              <HStack justify="flex-end" gap="2">
                <Button variant="outline" onClick={() => navigate('/send/offers')}>
                  {t('Cancel')}
                </Button>
                <Button type="submit" colorPalette="accent" loading={isSubmitting} disabled={isSubmitting}>
                  {t(offer ? 'Save' : 'Create')}
                </Button>
              </HStack>
            </Stack>
          </Form>
        )}
      </Formik>
    </Stack>
  );
}
