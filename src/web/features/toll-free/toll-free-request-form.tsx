// The toll-free request form of /tfn/create and /tfn/{id}/edit: the business profile (a saved one
// or a new one), the toll-free numbers it covers (the user's own toll-free DIDs not in another
// request), the use case, the opt-in and the sample messages. Two ways out: keep it as a draft, or
// send it to the aggregator ("Submit for verification"; on a rejected request "Save and resubmit").
import { useRef, type ReactNode } from 'react';
import { Box, Button, Checkbox, Field, Heading, HStack, Link as ChakraLink, Separator, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, getIn, useFormikContext, type FormikErrors, type FormikHelpers } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { SAMPLE_MESSAGES_MAX, TOLL_FREE_MONTHLY_VOLUMES, TOLL_FREE_OPT_IN_LABELS, TOLL_FREE_OPT_IN_TYPES, TOLL_FREE_USE_CASES, formatTollFreeNumber } from '@domain/toll-free/toll-free-lists';
import { tollFreeProfileInputSchema, type TollFreeProfile } from '@domain/toll-free/toll-free-profile';
import { tollFreeMessages, tollFreeRequestFieldsSchema, type TollFreeNumber, type TollFreeRequest } from '@domain/toll-free/toll-free-request';
import { isApiRequestError } from '@web/api/api-request-error';
import { tMessage, useTranslation } from '@web/i18n';
import { SelectField, TextField, TextareaField, UnsavedChangesGuard, notify, showRefusal } from '@web/ui';
import { EMPTY_PROFILE, ProfileFields, profileFieldNames, type ProfileValues } from './profile-fields';
import { createTollFreeRequest, updateTollFreeRequest } from './toll-free-api';
import { zodFormErrors } from './zod-form-errors';

type Values = {
  profileChoice: number | 'new' | undefined;
  profile: ProfileValues;
  useCase: string | undefined;
  useCaseSummary: string;
  expectedMonthlyVolume: string | undefined;
  optInType: string | undefined;
  optInWorkflow: string;
  optInProofUrl: string;
  sampleMessages: string[];
  additionalInformation: string;
  tollFreeNumbers: string[];
};

function validate(values: Values): FormikErrors<Values> {
  const errors: FormikErrors<Values> = { ...zodFormErrors<Values>(tollFreeRequestFieldsSchema, values) };
  if (values.profileChoice === 'new') Object.assign(errors, zodFormErrors<Values>(tollFreeProfileInputSchema, values.profile, 'profile.'));
  else if (values.profileChoice === undefined) errors.profileChoice = tollFreeMessages.profileRequired;
  return errors;
}

/** Where a server 400 lands in the form. */
function formField(field: string): string {
  if (field.startsWith('tollFreeNumbers')) return 'tollFreeNumbers';
  if (field === 'profileId') return 'profileChoice';
  return field;
}
const FORM_FIELDS = new Set([
  'profileChoice', 'useCase', 'useCaseSummary', 'expectedMonthlyVolume', 'optInType', 'optInWorkflow', 'optInProofUrl', 'additionalInformation', 'tollFreeNumbers',
  ...profileFieldNames('profile.'),
  ...Array.from({ length: SAMPLE_MESSAGES_MAX }, (_, i) => `sampleMessages.${i}`),
  'sampleMessages',
]);

export interface TollFreeRequestFormProps {
  request: TollFreeRequest | null;
  profiles: TollFreeProfile[];
  numbers: TollFreeNumber[];
}

export function TollFreeRequestForm({ request, profiles, numbers }: TollFreeRequestFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Which button sent the form: keep a draft / save, or send to the aggregator.
  const sendRef = useRef(true);
  const initial: Values = {
    profileChoice: request?.profileId ?? profiles[0]?.id ?? 'new',
    profile: EMPTY_PROFILE,
    useCase: request?.useCase,
    useCaseSummary: request?.useCaseSummary ?? '',
    expectedMonthlyVolume: request?.expectedMonthlyVolume,
    optInType: request?.optInType ?? 'WEB_FORM',
    optInWorkflow: request?.optInWorkflow ?? '',
    optInProofUrl: request?.optInProofUrl ?? '',
    sampleMessages: request?.sampleMessages ?? [''],
    additionalInformation: request?.additionalInformation ?? '',
    tollFreeNumbers: request?.tollFreeNumbers ?? [],
  };
  const available = numbers.filter((n) => n.requestId === null || n.requestId === request?.id);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const send = sendRef.current;
    const fields = tollFreeRequestFieldsSchema.parse(values);
    try {
      const saved =
        request === null
          ? await createTollFreeRequest({
              ...fields,
              ...(values.profileChoice === 'new' ? { profile: tollFreeProfileInputSchema.parse(values.profile) } : { profileId: values.profileChoice }),
              submit: send,
            })
          : await updateTollFreeRequest(request.id, { ...fields, profileId: Number(values.profileChoice), submit: send });
      notify({ type: 'success', description: request ? 'Updated' : 'Created' });
      helpers.resetForm({ values });
      navigate(`/tfn/${saved.id}`);
    } catch (error) {
      if (isApiRequestError(error) && !error.cancelled && error.field && FORM_FIELDS.has(formField(error.field))) {
        helpers.setFieldError(formField(error.field), error.message);
        return;
      }
      showRefusal(error);
    }
  };

  const sendLabel = request?.status === 'Rejected' ? 'Save and resubmit' : 'Submit for verification';
  const keepLabel = request === null || request.status === 'Draft' ? 'Save draft' : 'Save';
  return (
    <Formik<Values> initialValues={initial} validate={validate} onSubmit={submit}>
      {({ dirty, isSubmitting, values, submitForm }) => (
        <Form noValidate aria-label={t('Toll-free request')}>
          <UnsavedChangesGuard when={dirty && !isSubmitting} />
          <Stack gap="6" maxW="3xl">
            <Section title="Business profile">
              <SelectField<number | 'new'>
                name="profileChoice"
                label="Profile"
                required
                helperText="The business and its contact, kept for your next requests."
                options={[...profiles.map((p) => ({ value: p.id, label: p.businessName })), { value: 'new' as const, label: 'New profile' }]}
              />
              {values.profileChoice === 'new' ? <ProfileFields prefix="profile." /> : <ProfileSummary profile={profiles.find((p) => p.id === values.profileChoice)} />}
            </Section>
            <Section title="Toll-free numbers">
              <NumbersField available={available} />
            </Section>
            <Section title="Use case">
              <SelectField name="useCase" label="Use case" required placeholder="Choose a use case" options={TOLL_FREE_USE_CASES.map((u) => ({ value: u, label: u }))} />
              <TextareaField name="useCaseSummary" label="Use case summary" required rows={3} helperText="Who receives the messages, and why: 40 to 4096 characters." />
              <SelectField
                name="expectedMonthlyVolume"
                label="Expected monthly volume"
                required
                placeholder="Choose a volume"
                options={TOLL_FREE_MONTHLY_VOLUMES.map((v) => ({ value: v, label: v }))}
              />
            </Section>
            <Section title="Opt-in">
              <SelectField name="optInType" label="Opt-in type" required options={TOLL_FREE_OPT_IN_TYPES.map((o) => ({ value: o, label: TOLL_FREE_OPT_IN_LABELS[o] }))} />
              <TextareaField name="optInWorkflow" label="Opt-in workflow" required rows={3} helperText="How recipients consent, step by step: 40 to 2048 characters." />
              <TextField name="optInProofUrl" label="Opt-in proof URL" type="url" required placeholder="https://" helperText="A public https page or image showing the opt-in." />
            </Section>
            <Section title="Sample messages">
              <SampleMessages />
              <TextareaField name="additionalInformation" label="Additional information" rows={2} />
            </Section>
            <HStack justify="flex-end" gap="2" wrap="wrap">
              <Button variant="outline" onClick={() => navigate(request ? `/tfn/${request.id}` : '/tfn')}>
                {t('Cancel')}
              </Button>
              <Button
                variant="outline"
                disabled={isSubmitting}
                onClick={() => {
                  sendRef.current = false;
                  void submitForm();
                }}
              >
                {t(keepLabel)}
              </Button>
              <Button
                type="submit"
                colorPalette="accent"
                loading={isSubmitting}
                disabled={isSubmitting}
                onClick={() => {
                  sendRef.current = true;
                }}
              >
                {t(sendLabel)}
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack as="section" gap="4">
      <Heading as="h2" size="md">
        {t(title)}
      </Heading>
      {children}
      <Separator />
    </Stack>
  );
}

function ProfileSummary({ profile }: { profile: TollFreeProfile | undefined }) {
  const { t } = useTranslation();
  if (!profile) return null;
  return (
    <Box borderWidth="1px" rounded="md" p="3" textStyle="sm">
      <Text fontWeight="medium">{profile.businessName}</Text>
      <Text color="fg.muted">
        {profile.street}, {profile.city}, {profile.state} {profile.postalCode}, {profile.country}
      </Text>
      <Text color="fg.muted">
        {profile.firstName} {profile.lastName} · {profile.email} · {profile.phone}
      </Text>
      <ChakraLink asChild color="accent.fg">
        <Link to="/tfn?tab=profiles">{t('Edit profiles')}</Link>
      </ChakraLink>
    </Box>
  );
}

function NumbersField({ available }: { available: TollFreeNumber[] }) {
  const { t } = useTranslation();
  const { values, setFieldValue, errors, submitCount, touched } = useFormikContext<Values>();
  const raw: unknown = getIn(errors, 'tollFreeNumbers');
  const message = typeof raw === 'string' ? raw : Array.isArray(raw) ? raw.find((e): e is string => typeof e === 'string') : undefined;
  const shown = message && (submitCount > 0 || getIn(touched, 'tollFreeNumbers')) ? tMessage(message) : undefined;
  const toggle = (phone: string, on: boolean) =>
    void setFieldValue('tollFreeNumbers', on ? [...values.tollFreeNumbers, phone] : values.tollFreeNumbers.filter((p) => p !== phone));
  if (available.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted">
        {t('You have no toll-free numbers free for a request.')}{' '}
        <ChakraLink asChild color="accent.fg">
          <Link to="/dids">{t('Buy toll-free numbers on the Dids page.')}</Link>
        </ChakraLink>
      </Text>
    );
  }
  return (
    <Field.Root invalid={shown !== undefined} required>
      <fieldset>
        <legend>
          <Text textStyle="sm" fontWeight="medium" mb="2">
            {t('Numbers this request covers')}
          </Text>
        </legend>
        <Stack gap="2">
          {available.map((n) => (
            <Checkbox.Root
              key={n.phone}
              colorPalette="accent"
              checked={values.tollFreeNumbers.includes(n.phone)}
              onCheckedChange={(d) => toggle(n.phone, d.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {formatTollFreeNumber(n.phone)} <Text as="span" color="fg.muted">({n.didGroupName})</Text>
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </fieldset>
      <Field.ErrorText>{shown}</Field.ErrorText>
    </Field.Root>
  );
}

function SampleMessages() {
  const { t } = useTranslation();
  const { values, setFieldValue } = useFormikContext<Values>();
  const list = values.sampleMessages;
  return (
    <Stack gap="3">
      {list.map((_, i) => (
        <HStack key={i} align="flex-start" gap="2">
          <Box flex="1">
            <TextareaField name={`sampleMessages.${i}`} label={t('Sample message {{n}}', { n: i + 1 })} required={i === 0} rows={2} helperText="20 to 1024 characters; name your business and say how to opt out." />
          </Box>
          {list.length > 1 && (
            <Button variant="ghost" size="sm" mt="7" onClick={() => void setFieldValue('sampleMessages', list.filter((__, j) => j !== i))} aria-label={t('Remove sample message {{n}}', { n: i + 1 })}>
              {t('Remove')}
            </Button>
          )}
        </HStack>
      ))}
      {list.length < SAMPLE_MESSAGES_MAX && (
        <Box>
          <Button variant="outline" size="sm" onClick={() => void setFieldValue('sampleMessages', [...list, ''])}>
            {t('Add sample message')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
