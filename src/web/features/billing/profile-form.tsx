// The profile form (000 §3 "Profile user"): personal fields and the billing fields a Super-Admin
// verifies. Validation runs on submit only (000 §5 "Validation in billing profile runs on submit
// only"), with the domain's schema the server uses too. While a request is verified the billing
// fields are read-only and show the values asked for.
import { Fieldset, SimpleGrid, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import {
  BILLING_FIELD_LABELS,
  BILLING_FIELDS,
  profileSaveSchema,
  type BillingField,
  type ProfileAnswer,
  type ProfileSaved,
  type ProfileSaveInput,
  type StoredBilling,
} from '@domain/billing-profile';
import { useTranslation } from '@web/i18n';
import { Button, HStack } from '@chakra-ui/react';
import { SelectField, TextField, TextareaField, UnsavedChangesGuard, notify, showFormError, zodValidate } from '@web/ui';
import { saveProfile } from './billing-api';

const validation = zodValidate(profileSaveSchema);
const REQUIRED: readonly BillingField[] = ['entityName', 'billingName', 'billingAddress', 'billingCountry'];
const PERSONAL = ['firstname', 'lastname', 'gender', 'phone', 'address1', 'address2', 'city', 'state', 'zip', 'country', 'company', 'companyPhone', 'industry', 'companyDescription', 'timezone'] as const;
const FIELDS: readonly string[] = [...PERSONAL, ...BILLING_FIELDS];

export interface ProfileFormProps {
  profile: ProfileAnswer;
  /** The billing values to show: the profile's, or the ones a request asks for. */
  billing: StoredBilling;
  billingReadOnly: boolean;
  submitLabel: 'Save' | 'Update';
  onSaved: (saved: ProfileSaved) => void;
}

function initialValues(profile: ProfileAnswer, billing: StoredBilling): ProfileSaveInput {
  const personal = Object.fromEntries(PERSONAL.map((f) => [f, profile[f]]));
  return { ...personal, ...billing } as ProfileSaveInput;
}

export function ProfileForm({ profile, billing, billingReadOnly, submitLabel, onSaved }: ProfileFormProps) {
  const { t } = useTranslation();
  const submit = async (values: ProfileSaveInput, helpers: FormikHelpers<ProfileSaveInput>) => {
    try {
      const saved = await saveProfile(values);
      helpers.resetForm({ values });
      notify({ type: 'success', description: 'Updated' });
      onSaved(saved);
    } catch (error) {
      showFormError(error, helpers, FIELDS);
    }
  };
  return (
    <Formik<ProfileSaveInput>
      initialValues={initialValues(profile, billing)}
      validationSchema={validation}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={submit}
    >
      {({ dirty, isSubmitting }) => (
        <Form noValidate aria-label={t('Profile')}>
          <UnsavedChangesGuard when={dirty && !isSubmitting} />
          <Stack gap="6">
            <Fieldset.Root>
              <Fieldset.Legend>{t('Personal information')}</Fieldset.Legend>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="3">
                <TextField name="firstname" label="First name" required autoComplete="given-name" />
                <TextField name="lastname" label="Last name" required autoComplete="family-name" />
                <SelectField name="gender" label="Gender" placeholder="Not given" options={[{ value: 'Male', label: 'Male' }, { value: 'Female', label: 'Female' }]} />
                <TextField name="phone" label="Phone" type="tel" autoComplete="tel" />
                <TextField name="address1" label="Address 1" autoComplete="address-line1" />
                <TextField name="address2" label="Address 2" autoComplete="address-line2" />
                <TextField name="city" label="City" />
                <TextField name="state" label="State" />
                <TextField name="zip" label="Zip" />
                <TextField name="country" label="Country" />
                <TextField name="company" label="Company" />
                <TextField name="companyPhone" label="Company phone" type="tel" />
                <TextField name="industry" label="Industry" />
                <TextField name="timezone" label="Timezone" />
              </SimpleGrid>
              <Stack mt="4">
                <TextareaField name="companyDescription" label="Company description" />
              </Stack>
            </Fieldset.Root>
            <Fieldset.Root disabled={billingReadOnly}>
              <Fieldset.Legend>{t('Billing information')}</Fieldset.Legend>
              <Fieldset.HelperText>{t('Changes of billing information are verified by our team before they apply.')}</Fieldset.HelperText>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mt="3">
                {BILLING_FIELDS.map((f) => (
                  <TextField key={f} name={f} label={BILLING_FIELD_LABELS[f]} required={REQUIRED.includes(f)} disabled={billingReadOnly} />
                ))}
              </SimpleGrid>
            </Fieldset.Root>
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="accent" loading={isSubmitting} disabled={isSubmitting}>
                {t(submitLabel)}
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
