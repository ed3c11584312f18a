// /domain: the user's domains (000 §2) with search, status and pages, Verify / Release for the
// selected ones, Verify all ('Request verify all domain, the checking process is running'), Add
// domains (own domains, verified by their DNS) and Buy domains (the registrar, through the domain
// purchase machine).
import { useCallback, useState } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';
import { PageHeader, notify } from '@web/ui';
import { PlusIcon } from '@web/ui/icons';
import { AddDomainsDialog } from './add-domains-dialog';
import { BuyDomainsDialog } from './buy-domains-dialog';
import { DomainTabs } from './domain-tabs';
import { DomainsTable } from './domains-table';
import { listDomains, verifyAllDomains } from './domains-api';

export function DomainsPage() {
  const { t } = useTranslation();
  const [reloadKey, setReloadKey] = useState(0);
  const [adding, setAdding] = useState(false);
  const [buying, setBuying] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const reload = useCallback(() => setReloadKey((k) => k + 1), []);

  const verifyAll = async () => {
    setVerifying(true);
    try {
      const answer = await verifyAllDomains();
      notify({ type: 'success', description: answer.message });
      reload();
    } finally {
      setVerifying(false);
    }
  };

  return (
    <Stack gap="4">
      <PageHeader
        title="Domain"
        description="The domains your links and offers use: bought here, or your own once their DNS points here."
        actions={
          <>
            <Button variant="outline" loading={verifying} onClick={() => void verifyAll()}>
              {t('Verify all')}
            </Button>
            <Button variant="outline" onClick={() => setAdding(true)}>
              <PlusIcon />
              {t('Add domains')}
            </Button>
            <Button colorPalette="accent" onClick={() => setBuying(true)}>
              {t('Buy domains')}
            </Button>
          </>
        }
      />
      <DomainTabs />
      <DomainsTable label="Domains" load={listDomains} reloadKey={reloadKey} empty={{ title: 'No domains yet', description: 'Buy domains, or add your own.' }} />
      <AddDomainsDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          reload();
        }}
      />
      <BuyDomainsDialog open={buying} onClose={() => setBuying(false)} onBought={reload} />
    </Stack>
  );
}
