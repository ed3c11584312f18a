// /domain/inactive (001 §7 "getAllInActiveDomain"): the domains no campaign can use yet or any
// more: waiting for their DNS check, failed it (with the setup errors), or being released.
import { Stack } from '@chakra-ui/react';
import { PageHeader } from '@web/ui';
import { DomainTabs } from './domain-tabs';
import { DomainsTable } from './domains-table';
import { listInactiveDomains } from './domains-api';

export function InactiveDomainsPage() {
  return (
    <Stack gap="4">
      <PageHeader title="Inactive domains" description="Domains not verified yet, failing their DNS check, or being released." />
      <DomainTabs />
      <DomainsTable label="Inactive domains" load={listInactiveDomains} reloadKey={0} empty={{ title: 'No inactive domains', description: 'Every domain you hold is active.' }} />
    </Stack>
  );
}
