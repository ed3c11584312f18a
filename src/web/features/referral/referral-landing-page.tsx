// /referral/{programId}/{referralCode}: the public landing a referral link opens (no login). Opening
// it records one visit; the form leaves a lead (name, email, phone, company) credited to the link:
// when an account with that email signs up and buys credit, the referrer earns the commission
// (decision 52). An unknown code says so.
import { Box, Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { referralLeadInputSchema, referralMessages, type ReferralLanding } from '@domain/referral/referral';
import { isApiRequestError } from '@web/api/api-request-error';
import { errorText } from '@web/api/error-text';
import { useTranslation } from '@web/i18n';
import { TextField, showFormError, zodValidate } from '@web/ui';
import { sendReferralLead, visitReferralLanding } from './referral-api';

type State = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; landing: ReferralLanding } | { kind: 'sent'; message: string };
type LeadForm = { name: string; email: string; phone: string; company: string };
const validation = zodValidate(referralLeadInputSchema);
const EMPTY: LeadForm = { name: '', email: '', phone: '', company: '' };

export function ReferralLandingPage() {
  const { t } = useTranslation();
  const { programId = '', referralCode = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    visitReferralLanding(programId, referralCode).then(
      (landing) => live && setState({ kind: 'ready', landing }),
      (error: unknown) => live && setState({ kind: 'failed', message: isApiRequestError(error) && error.status === 404 ? referralMessages.unknownLink : errorText(error) }),
    );
    // StrictMode runs effects twice in development; a production page load records one visit.
    return () => {
      live = false;
    };
  }, [programId, referralCode]);

  const submit = async (values: LeadForm, helpers: FormikHelpers<LeadForm>) => {
    if (state.kind !== 'ready') return;
    try {
      setState({ kind: 'sent', message: await sendReferralLead(state.landing.programId, state.landing.referralCode, values) });
    } catch (error) {
      showFormError(error, helpers, ['name', 'email', 'phone', 'company']);
    }
  };

  return (
    <Center minH="100dvh" p="6" as="main">
      <Box maxW="md" w="full" borderWidth="1px" rounded="lg" p="8" bg="bg.panel">
        <Stack gap="5" aria-live="polite">
          {state.kind === 'loading' && <Text color="fg.muted">{t('Loading')}</Text>}
          {state.kind === 'failed' && (
            <>
              <Heading as="h1" size="lg">
                {t('Referral')}
              </Heading>
              <Text color="fg.error">{t(state.message)}</Text>
            </>
          )}
          {state.kind === 'sent' && (
            <>
              <Heading as="h1" size="lg">
                {t('Referral')}
              </Heading>
              <Text>{t(state.message)}</Text>
            </>
          )}
          {state.kind === 'ready' && (
            <>
              <Stack gap="2">
                <Text textStyle="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                  {t('You were invited')}
                </Text>
                <Heading as="h1" size="xl">
                  {state.landing.programName}
                </Heading>
                {state.landing.description && <Text color="fg.muted">{state.landing.description}</Text>}
              </Stack>
              <Formik<LeadForm> initialValues={EMPTY} validationSchema={validation} onSubmit={submit}>
                {({ isSubmitting }) => (
                  <Form noValidate aria-label={t('Get started')}>
                    <Stack gap="4">
                      <TextField name="name" label="Name" required />
                      <TextField name="email" label="Email" required />
                      <TextField name="phone" label="Phone" />
                      <TextField name="company" label="Company" />
                      <Button type="submit" colorPalette="accent" loading={isSubmitting}>
                        {t('Get started')}
                      </Button>
                    </Stack>
                  </Form>
                )}
              </Formik>
            </>
          )}
        </Stack>
      </Box>
    </Center>
  );
}
