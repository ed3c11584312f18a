// The business and contact fields of a toll-free profile, used by the profile dialog and by the
// request form's "New profile" choice (names under `prefix`, e.g. 'profile.').
import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { TOLL_FREE_COUNTRIES } from '@domain/toll-free/toll-free-lists';
import type { TollFreeProfile, TollFreeProfileInput } from '@domain/toll-free/toll-free-profile';
import { useTranslation } from '@web/i18n';
import { SelectField, TextField } from '@web/ui';

export type ProfileValues = Omit<TollFreeProfileInput, 'country'> & { country: TollFreeProfileInput['country'] | undefined };

export const EMPTY_PROFILE: ProfileValues = {
  businessName: '', street: '', city: '', state: '', postalCode: '', country: 'US', website: '', firstName: '', lastName: '', email: '', phone: '',
};

export function profileValues(p: TollFreeProfile): ProfileValues {
  return {
    businessName: p.businessName, street: p.street, city: p.city, state: p.state, postalCode: p.postalCode, country: p.country,
    website: p.website, firstName: p.firstName, lastName: p.lastName, email: p.email, phone: p.phone,
  };
}

/** The fields a server 400 may name, under the prefix. */
export const profileFieldNames = (prefix: string) => Object.keys(EMPTY_PROFILE).map((k) => `${prefix}${k}`);

const COUNTRY_NAMES: Record<(typeof TOLL_FREE_COUNTRIES)[number], string> = { US: 'United States', CA: 'Canada' };

export function ProfileFields({ prefix = '' }: { prefix?: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="4">
      <Heading as="h3" size="sm">
        {t('Business')}
      </Heading>
      <TextField name={`${prefix}businessName`} label="Business name" required helperText="The legal name, as registered." />
      <TextField name={`${prefix}street`} label="Street" required />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name={`${prefix}city`} label="City" required />
        <TextField name={`${prefix}state`} label="State / province" required />
        <TextField name={`${prefix}postalCode`} label="Postal code" required />
        <SelectField name={`${prefix}country`} label="Country" required options={TOLL_FREE_COUNTRIES.map((c) => ({ value: c, label: COUNTRY_NAMES[c] }))} />
      </SimpleGrid>
      <TextField name={`${prefix}website`} label="Website" type="url" required placeholder="https://" />
      <Heading as="h3" size="sm">
        {t('Contact')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name={`${prefix}firstName`} label="First name" required autoComplete="off" />
        <TextField name={`${prefix}lastName`} label="Last name" required autoComplete="off" />
        <TextField name={`${prefix}email`} label="Email" type="email" required autoComplete="off" />
        <TextField name={`${prefix}phone`} label="Phone" type="tel" required placeholder="(312) 555-0143" autoComplete="off" />
      </SimpleGrid>
    </Stack>
  );
}
