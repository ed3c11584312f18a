// A vendor's mapping (001 §3 "mapping, vendorParameters (pathParams, queryParams)"): which of our
// values (phone, campaign name, DID, domain, creative, route, message ID) each tracking link carries
// in which of the vendor's parameters. The parameters are typed as comma-separated names; each value
// picks one of them or none. Checked by the domain's mappingInputSchema, as the server does.
import { Fieldset, SimpleGrid, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { MAPPED_VALUES, MAPPED_VALUE_LABELS, mappingInputSchema, type MappedValue, type Mapping, type MappingInput, type RevenueTracking } from '@domain/revenue-tracking';
import type { TrackingVendor } from '@domain/revenue-vendors';
import { isApiRequestError } from '@web/api/api-request-error';
import { useTranslation } from '@web/i18n';
import { FormActions, SelectField, TextField, notify, showRefusal } from '@web/ui';
import { saveMapping } from './revenue-api';

type MappingValues = { pathParams: string; queryParams: string; mapping: Partial<Mapping> };

const names = (text: string) => text.split(',').map((s) => s.trim()).filter((s) => s !== '');

function toInput(vendor: TrackingVendor, values: MappingValues): MappingInput {
  const pick = (v: MappedValue) => values.mapping[v] ?? '';
  const mapping: Mapping = {
    phone: pick('phone'), campaignName: pick('campaignName'), did: pick('did'), domain: pick('domain'),
    creative: pick('creative'), route: pick('route'), messageId: pick('messageId'),
  };
  return { vendor, mapping, vendorParameters: { pathParams: names(values.pathParams), queryParams: names(values.queryParams) } };
}

/** A field of the form for a path of the request: vendorParameters.queryParams.3 -> queryParams. */
function formField(path: readonly PropertyKey[]): string {
  if (path[0] === 'vendorParameters') return String(path[1]);
  return path.map(String).join('.');
}

/** A message written as the end of a sentence ('must be ...') gets its field's label in front, as the server's 400 does. */
const labelled = (label: string, message: string) => (/^[a-z]/.test(message) ? `${label} ${message}` : message);

function validate(vendor: TrackingVendor, values: MappingValues): FormikErrors<MappingValues> {
  const parsed = mappingInputSchema.safeParse(toInput(vendor, values));
  if (parsed.success) return {};
  const errors: FormikErrors<MappingValues> = {};
  const mapping: Partial<Record<MappedValue, string>> = {};
  for (const issue of parsed.error.issues) {
    const [first, second] = issue.path;
    const value = MAPPED_VALUES.find((v) => v === second);
    if (first === 'mapping' && value) mapping[value] ??= issue.message;
    else if (second === 'pathParams') errors.pathParams ??= labelled('Path parameters', issue.message);
    else if (second === 'queryParams') errors.queryParams ??= labelled('Query parameters', issue.message);
  }
  if (Object.keys(mapping).length > 0) errors.mapping = mapping;
  return errors;
}

export function MappingEditor({ account, vendorName, onSaved }: { account: RevenueTracking; vendorName: string; onSaved: (account: RevenueTracking) => void }) {
  const { t } = useTranslation();
  const initial: MappingValues = {
    pathParams: account.vendorParameters.pathParams.join(', '),
    queryParams: account.vendorParameters.queryParams.join(', '),
    mapping: Object.fromEntries(MAPPED_VALUES.map((v) => [v, account.mapping[v] === '' ? undefined : account.mapping[v]])),
  };
  const submit = async (values: MappingValues, helpers: FormikHelpers<MappingValues>) => {
    try {
      const saved = await saveMapping(toInput(account.vendor, values));
      notify({ type: 'success', description: t('Updated') });
      onSaved(saved);
    } catch (error) {
      if (isApiRequestError(error) && !error.cancelled && error.field) {
        helpers.setFieldError(formField(error.field.split('.')), error.message);
        return;
      }
      showRefusal(error);
    }
  };
  return (
    <Formik<MappingValues> initialValues={initial} validate={(values) => validate(account.vendor, values)} validateOnBlur={false} enableReinitialize onSubmit={submit}>
      {({ values, isSubmitting, dirty, resetForm }) => {
        const options = [...names(values.pathParams), ...names(values.queryParams)].map((name) => ({ value: name, label: name }));
        return (
          <Form noValidate aria-label={t('{{vendor}} mapping', { vendor: vendorName })}>
            <Fieldset.Root>
              <Fieldset.Legend>{t('Mapping')}</Fieldset.Legend>
              <Fieldset.HelperText>{t('Which of our values each tracking link carries, and in which of the vendor parameters.')}</Fieldset.HelperText>
              <Stack gap="3" mt="2">
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                  <TextField name="pathParams" label="Path parameters" helperText="Names separated by commas" />
                  <TextField name="queryParams" label="Query parameters" helperText="Names separated by commas" />
                </SimpleGrid>
                <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="3">
                  {MAPPED_VALUES.map((value) => (
                    <SelectField key={value} name={`mapping.${value}`} label={MAPPED_VALUE_LABELS[value]} options={options} placeholder="Not sent" />
                  ))}
                </SimpleGrid>
                <FormActions dirty={dirty} submitting={isSubmitting} onCancel={() => resetForm()} />
              </Stack>
            </Fieldset.Root>
          </Form>
        );
      }}
    </Formik>
  );
}
