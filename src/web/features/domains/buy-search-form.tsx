// Search to buy (001 §3 "tld, domain, price_from, price_to, quantity, unicodeIncluded"): the TLD
// from the spec's list, the keyword, a price range in dollars (from not above to) and how many
// names to show; numbers are sent as numbers. The same schema checks it here and on the server.
import { Button, Grid, HStack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { DOMAIN_TLDS, MAX_DOMAIN_ORDER, domainSearchSchema, type DomainSearch } from '@domain/domains';
import { useTranslation } from '@web/i18n';
import { CheckboxField, NumberField, SelectField, TextField, zodValidate } from '@web/ui';

const validate = zodValidate(domainSearchSchema);
type Values = { tld: string; domain: string; price_from: number; price_to: number; quantity: number; unicodeIncluded: boolean };

export function BuySearchForm({ busy, onSearch }: { busy: boolean; onSearch: (search: DomainSearch) => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <Formik<Values>
      initialValues={{ tld: 'xyz', domain: '', price_from: 0, price_to: 20, quantity: 5, unicodeIncluded: false }}
      validationSchema={validate}
      onSubmit={async (values) => onSearch(domainSearchSchema.parse(values))}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="3">
            <TextField name="domain" label="Domain" required placeholder="sunny shop" />
            <SelectField<string> name="tld" label="TLD" required options={DOMAIN_TLDS.map((tld) => ({ value: tld, label: `.${tld}` }))} />
          </Grid>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="3" mt="3">
            <NumberField name="price_from" label="Price from ($)" min={0} step={1} />
            <NumberField name="price_to" label="Price to ($)" min={0} step={1} />
            <NumberField name="quantity" label="Quantity" min={1} max={MAX_DOMAIN_ORDER} helperText={t('At most {{max}} names', { max: MAX_DOMAIN_ORDER })} />
          </Grid>
          <HStack justify="space-between" mt="3" wrap="wrap">
            <CheckboxField name="unicodeIncluded" label="Include unicode names" />
            <Button type="submit" colorPalette="accent" loading={isSubmitting || busy}>
              {t('Search')}
            </Button>
          </HStack>
        </Form>
      )}
    </Formik>
  );
}
