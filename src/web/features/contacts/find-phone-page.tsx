// /contact/find-a-phone (and under /contact-v2): one number across all the user's groups. The user
// types a number (read for the chosen country when it has no country code); the page shows it in
// E.164, whether it is opted out, blacklisted or on the DNC list, each group holding it with the
// contact's type, carrier and interactions, and opts it out or unblocks it. A number the server
// cannot read comes back as a 400 on `phone`, shown under the field.
import { useEffect, useState } from 'react';
import { Badge, Box, Button, Flex, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { Link } from 'react-router-dom';
import { findPhoneQuerySchema, type FoundPhone } from '@domain/contacts';
import type { Country } from '@domain/countries';
import { useTranslation, type Translate } from '@web/i18n';
import { DataTable, PageHeader, SelectField, TextField, notify, zodValidate, type DataTableColumn, showFormError, formatWhen } from '@web/ui';
import { CONTACT_COLUMN_LABELS } from './contact-labels';
import { findPhone, listCountries, optOutPhone, unblockPhone } from './contacts-api';
import { useContactBase } from './use-contact-base';

type Values = { phone: string; country: string | undefined };
type FoundGroup = FoundPhone['groups'][number];

const validate = zodValidate(findPhoneQuerySchema);
const DEFAULT_COUNTRY = 'US';
/** Until the list arrives (or when it cannot), the default country is still offered. */
const FALLBACK_COUNTRIES: Country[] = [{ code: 'US', name: 'United States', dialCode: '+1' }];

/** "Clicked count: 2 · Replied count: 0", in the contact columns' own words. */
function interactionsText(t: Translate, interactions: Record<string, string>): string {
  const entries = Object.entries(interactions);
  if (entries.length === 0) return '—';
  const label = (key: string) => {
    const known = Object.entries(CONTACT_COLUMN_LABELS).find(([column]) => column === key);
    return known ? t(known[1]) : key;
  };
  return entries.map(([key, value]) => `${label(key)}: ${value}`).join(' · ');
}

function foundColumns(t: Translate, groupPath: (groupId: number) => string): DataTableColumn<FoundGroup>[] {
  return [
    {
      key: 'groupName',
      header: 'Contact group',
      cell: (g) => (
        <ChakraLink asChild color="accent.fg" fontWeight="medium">
          <Link to={groupPath(g.groupId)}>{g.groupName}</Link>
        </ChakraLink>
      ),
    },
    { key: 'type', header: 'Type', cell: (g) => <Badge variant="outline">{g.type}</Badge> },
    { key: 'carrier', header: 'Carrier', cell: (g) => g.carrier ?? '—' },
    { key: 'createdAt', header: 'Created on', cell: (g) => formatWhen(g.createdAt) },
    { key: 'interactions', header: 'Interactions', cell: (g) => interactionsText(t, g.interactions) },
  ];
}

export function FindPhonePage() {
  const { t } = useTranslation();
  const base = useContactBase();
  const [countries, setCountries] = useState<Country[]>([]);
  const [found, setFound] = useState<{ phone: FoundPhone; country: string } | null>(null);
  const [acting, setActing] = useState(false);

  useEffect(() => {
    listCountries()
      .then(setCountries)
      .catch(() => undefined);
  }, []);

  const options = (countries.length > 0 ? countries : FALLBACK_COUNTRIES).map((c) => ({ value: c.code, label: `${c.name} (${c.dialCode})` }));

  // Opt-out and unblock answer the number as it now stands; a refusal is the api client's toast.
  const act = async (call: typeof optOutPhone) => {
    if (!found) return;
    setActing(true);
    try {
      setFound({ phone: await call(found.phone.phone, found.country), country: found.country });
      notify({ type: 'success', description: 'Updated' });
    } catch {
      // Shown by the api client.
    } finally {
      setActing(false);
    }
  };

  const backLink = (
    <ChakraLink asChild color="accent.fg" textStyle="sm">
      <Link to={`${base}/groups`}>{t('Contact Groups')}</Link>
    </ChakraLink>
  );

  return (
    <Stack gap="4">
      <PageHeader title="Find a phone" description="Look up one number across all your contact groups." breadcrumb={backLink} />
      <Formik<Values>
        initialValues={{ phone: '', country: DEFAULT_COUNTRY }}
        validationSchema={validate}
        onSubmit={async (values, helpers) => {
          const country = values.country ?? DEFAULT_COUNTRY;
          try {
            setFound({ phone: await findPhone(values.phone.trim(), country), country });
          } catch (error) {
            setFound(null);
            showFormError(error, helpers, ['phone', 'country']);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('Find a phone')}>
            <Flex gap="3" align={{ base: 'stretch', md: 'flex-start' }} direction={{ base: 'column', md: 'row' }}>
              <Box flex="1" maxW={{ md: 'sm' }}>
                <TextField name="phone" label="Phone" type="tel" required autoComplete="off" />
              </Box>
              <Box w={{ md: '64' }}>
                <SelectField<string> name="country" label="Country" options={options} helperText="For a number written without its country code." />
              </Box>
              <Button type="submit" colorPalette="accent" loading={isSubmitting} mt={{ md: '6' }}>
                {t('Search')}
              </Button>
            </Flex>
          </Form>
        )}
      </Formik>

      {found && (
        <Stack gap="3" as="section" aria-label={t('Search result')}>
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <HStack gap="3" wrap="wrap">
              <Text textStyle="xl" fontWeight="semibold">
                {found.phone.phone}
              </Text>
              {found.phone.optedOut && <Badge colorPalette="red">{t('Opted out')}</Badge>}
              {found.phone.blacklisted && <Badge colorPalette="gray" variant="solid">{t('Blacklisted')}</Badge>}
              {found.phone.dnc && <Badge colorPalette="orange">{t('DNC')}</Badge>}
            </HStack>
            {found.phone.optedOut ? (
              <Button variant="outline" loading={acting} onClick={() => void act(unblockPhone)}>
                {t('Unblock')}
              </Button>
            ) : (
              <Button variant="outline" colorPalette="red" loading={acting} onClick={() => void act(optOutPhone)}>
                {t('Opt out')}
              </Button>
            )}
          </Flex>
          <DataTable
            label={t('Groups holding this number')}
            columns={foundColumns(t, (groupId) => `${base}/groups/${groupId}`)}
            rows={found.phone.groups}
            getRowId={(g) => String(g.contactId)}
            empty={
              <Text color="fg.muted" textStyle="sm" py="4" textAlign="center">
                {t('This number is in none of your contact groups.')}
              </Text>
            }
          />
        </Stack>
      )}
    </Stack>
  );
}
