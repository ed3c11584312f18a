// /10-dlc/create and /10-dlc/:id/edit: every brand field (000 §3), in the registry's words, with
// the enumerations as lists; brand type and customer type are always STANDARD and DIRECT (000 §5)
// and only shown. A new brand starts from the account's profile (GET /10dlc/profile). Saving does
// not register: the brand page's Register sends it, with its fee.
import { Stack, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useNavigate, useParams } from 'react-router-dom';
import { brandFieldsSchema, brandInputSchema, type Brand, type BrandFields, type BrandProfile } from '@domain/ten-dlc/brand';
import { BUSINESS_TYPES, ENTITY_TYPES, REGISTRATION_ID_TYPES, SENIORITIES, STOCK_EXCHANGES, VERTICALS, choicesOf } from '@domain/ten-dlc/enumerations';
import { tenDlcMessages } from '@domain/ten-dlc/ten-dlc-messages';
import { useTranslation } from '@web/i18n';
import { FormActions, Section } from './form-parts';
import { EmptyState, LoadingSkeleton, PageHeader, SelectField, TextField, UnsavedChangesGuard, notify, showFormError, useLoad, zodValidate } from '@web/ui';
import { BackLink } from '@web/ui/back-link';
import { getBrand, getBrandProfile, saveBrand } from './ten-dlc-api';

const FIELDS = Object.keys(brandFieldsSchema.shape);

/** What the form holds: every field as text, a list not chosen yet undefined; the schema checks them. */
type Values = { [K in keyof BrandFields]?: string };

const EMPTY: Values = {
  firstName: '', lastName: '', brandName: '', companyName: '', website: '', email: '', phone: '', street: '', city: '', state: '', postalCode: '', country: 'US',
  customerType: 'DIRECT', brandType: 'STANDARD', businessRegistrationIdType: 'EIN', ein: '', einIssuingCountry: 'US', stockExchange: '', stockSymbol: '',
};

function initialValues(brand: Brand | null, profile: BrandProfile | null): Values {
  if (brand) {
    const { id: _id, status: _s, registration: _r, useCaseCount: _u, createdAt: _c, updatedAt: _up, ...fields } = brand;
    return { ...EMPTY, ...fields };
  }
  return { ...EMPTY, ...profile };
}

export function BrandFormPage() {
  const { id } = useParams();
  const brandId = id === undefined ? null : Number(id);
  const loaded = useLoad(async (signal) => (brandId === null ? { brand: null, profile: await getBrandProfile(signal).catch(() => null) } : { brand: await getBrand(brandId, signal), profile: null }), [brandId]);
  if (loaded.failed) return <EmptyState title={tenDlcMessages.brandMissing} onRetry={loaded.retry} />;
  if (loaded.loading || !loaded.data) return <LoadingSkeleton />;
  return <BrandForm brand={loaded.data.brand} profile={loaded.data.profile} />;
}

function BrandForm({ brand, profile }: { brand: Brand | null; profile: BrandProfile | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = brand ? `/10-dlc/${brand.id}` : '/10-dlc';
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const saved = await saveBrand(brand?.id ?? null, brandInputSchema.parse(values));
      notify({ type: 'success', description: brand ? 'Updated' : 'Created' });
      helpers.resetForm({ values });
      navigate(`/10-dlc/${saved.id}`);
    } catch (error) {
      showFormError(error, helpers, FIELDS);
    }
  };
  return (
    <Stack gap="4">
      <PageHeader title={brand ? brand.brandName : 'Create brand'} breadcrumb={<BackLink to={back} label={brand ? brand.brandName : '10-DLC'} />} />
      <Formik<Values> initialValues={initialValues(brand, profile)} validationSchema={zodValidate(brandInputSchema)} onSubmit={submit}>
        {({ dirty, isSubmitting }) => (
          <Form noValidate aria-label={t('Brand')}>
            <UnsavedChangesGuard when={dirty && !isSubmitting} />
            <Stack gap="6" maxW="5xl">
              <Section title="Brand">
                <TextField name="brandName" label="Brand name" required />
                <TextField name="companyName" label="Company name" required helperText="The legal name, as registered with the IRS." />
                <TextField name="website" label="Website" type="url" required placeholder="https://" />
                <SelectField name="vertical" label="Vertical" required options={choicesOf(VERTICALS)} placeholder="Choose" />
                <SelectField name="entityType" label="Entity type" required options={choicesOf(ENTITY_TYPES)} placeholder="Choose" />
                <SelectField name="businessType" label="Business type" required options={choicesOf(BUSINESS_TYPES)} placeholder="Choose" />
                <SelectField name="seniority" label="Seniority" required options={choicesOf(SENIORITIES)} placeholder="Choose" />
                <Stack gap="1">
                  <Text textStyle="sm" fontWeight="medium">
                    {t('Brand type and customer type')}
                  </Text>
                  <Text textStyle="sm" color="fg.muted">
                    {t('STANDARD, DIRECT: always, for brands registered here.')}
                  </Text>
                </Stack>
              </Section>
              <Section title="Registration number">
                <SelectField name="businessRegistrationIdType" label="Business registration id type" required options={choicesOf(REGISTRATION_ID_TYPES)} />
                <TextField name="ein" label="EIN" required helperText="For an EIN: NN-NNNNNNN" />
                <TextField name="einIssuingCountry" label="EIN issuing country" required helperText="Two letters: US" />
                <SelectField name="stockExchange" label="Stock exchange" options={choicesOf(STOCK_EXCHANGES)} placeholder="Not listed" />
                <TextField name="stockSymbol" label="Stock symbol" helperText="Only for a publicly traded company." />
              </Section>
              <Section title="Contact">
                <TextField name="firstName" label="First name" required />
                <TextField name="lastName" label="Last name" required />
                <TextField name="email" label="Email" type="email" required />
                <TextField name="phone" label="Phone" type="tel" required placeholder="+1 312 555 0143" />
              </Section>
              <Section title="Address">
                <TextField name="street" label="Street" required />
                <TextField name="city" label="City" required />
                <TextField name="state" label="State" required />
                <TextField name="postalCode" label="Postal code" required />
                <TextField name="country" label="Country" required helperText="Two letters: US" />
              </Section>
              <FormActions editing={brand !== null} submitting={isSubmitting} onCancel={() => navigate(back)} />
            </Stack>
          </Form>
        )}
      </Formik>
    </Stack>
  );
}
