// The purchase form (000 §3 "Purchase order": country, areaCode, areaCodeSelectionMode,
// phoneCategory, bulkPurchaseCount, optional voiceEnabled), validated by the domain's
// didPurchaseOrderSchema. The country is the group's (the server buys no other). The quantity is
// capped at MAX_DID_PURCHASE and the form says so. Sending hands the order to the purchase machine
// ('order.submit'); while it is placed the form is held.
import { Button, HStack, SimpleGrid } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import {
  MAX_DID_PURCHASE,
  didPurchaseOrderSchema,
  type AREA_CODE_SELECTION_MODES,
  type DidGroup,
  type DidPurchaseOrder,
  type PHONE_CATEGORIES,
} from '@domain/dids';
import { useTranslation } from '@web/i18n';
import { CheckboxField, NumberField, SelectField, TextField, zodValidate } from '@web/ui';
import { useCountries } from './use-did-options';

type Mode = (typeof AREA_CODE_SELECTION_MODES)[number];
type Category = (typeof PHONE_CATEGORIES)[number];
type Values = {
  country: string | undefined;
  areaCode: string;
  areaCodeSelectionMode: Mode;
  phoneCategory: Category;
  bulkPurchaseCount: number | undefined;
  voiceEnabled: boolean;
};

const validate = zodValidate(didPurchaseOrderSchema);

const MODES: { value: Mode; label: string }[] = [
  { value: 'exact', label: 'Exactly this area code' },
  { value: 'nearby', label: 'This or a nearby area code' },
  { value: 'any', label: 'Any area code' },
];
const CATEGORIES: { value: Category; label: string }[] = [
  { value: 'local', label: 'Local' },
  { value: 'tollfree', label: 'Toll-free' },
  { value: 'mobile', label: 'Mobile' },
];

export function toOrder(values: Values): DidPurchaseOrder {
  return {
    country: values.country ?? '',
    areaCode: values.areaCode,
    areaCodeSelectionMode: values.areaCodeSelectionMode,
    phoneCategory: values.phoneCategory,
    bulkPurchaseCount: values.bulkPurchaseCount ?? 0,
    voiceEnabled: values.voiceEnabled,
  };
}

export function PurchaseForm({ group, busy, onOrder }: { group: DidGroup; busy: boolean; onOrder: (order: DidPurchaseOrder) => void }) {
  const { t } = useTranslation();
  const countries = useCountries();
  const initialValues: Values = {
    country: group.country,
    areaCode: '',
    areaCodeSelectionMode: 'exact',
    phoneCategory: 'local',
    bulkPurchaseCount: undefined,
    voiceEnabled: group.voiceEnabled,
  };
  // The numbers are the group's country's (the server refuses any other): shown, not chosen.
  const country = countries.find((c) => c.code === group.country);
  const countryOptions = [{ value: group.country, label: country ? `${country.name} (${country.dialCode})` : group.country }];

  return (
    <Formik<Values> initialValues={initialValues} validationSchema={validate} onSubmit={(values) => onOrder(toOrder(values))}>
      {({ values }) => (
        <Form noValidate aria-label={t('Buy DIDs')}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <SelectField<string> name="country" label="Country" options={countryOptions} disabled helperText="The group's country." />
            <SelectField<Category> name="phoneCategory" label="Phone category" options={CATEGORIES} disabled={busy} />
            <SelectField<Mode> name="areaCodeSelectionMode" label="Area code selection" options={MODES} disabled={busy} />
            <TextField
              name="areaCode"
              label="Area code"
              placeholder="e.g. 212"
              required={values.areaCodeSelectionMode !== 'any' && values.phoneCategory !== 'tollfree'}
              disabled={busy || values.areaCodeSelectionMode === 'any'}
            />
            <NumberField
              name="bulkPurchaseCount"
              label="Quantity"
              required
              min={1}
              max={MAX_DID_PURCHASE}
              step={1}
              helperText={t('At most {{max}} DIDs per order.', { max: MAX_DID_PURCHASE })}
              disabled={busy}
            />
            <CheckboxField name="voiceEnabled" label="Voice enabled" disabled={busy} />
          </SimpleGrid>
          <HStack justify="flex-end" mt="4">
            <Button type="submit" colorPalette="accent" loading={busy}>
              {t('Buy DIDs')}
            </Button>
          </HStack>
        </Form>
      )}
    </Formik>
  );
}
