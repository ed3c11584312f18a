// /domain/short-links: the user's short links with their clicks, short-link protection and IP stats
// (issue 7). 'Create short link' opens the create dialog; a link's clicks open in a drawer. The
// domains area's tab bar links here, and the app passes that bar in (`tabs`).
import { useState } from 'react';
import { Button, Heading, Stack } from '@chakra-ui/react';
import type { ShortLink } from '@domain/short-links';
import { useTranslation } from '@web/i18n';
import { PageHeader } from '@web/ui';
import { PlusIcon } from '@web/ui/icons';
import { CreateShortLinkDialog } from './create-short-link-dialog';
import { IpStatsPanel } from './ip-stats-panel';
import { LinkClicksDrawer } from './link-clicks-drawer';
import { ProtectionForm } from './protection-form';
import { ShortLinksTable } from './short-links-table';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack as="section" gap="3" aria-label={t(title)}>
      <Heading as="h2" size="md">
        {t(title)}
      </Heading>
      {children}
    </Stack>
  );
}

export function ShortLinksPage({ tabs }: { tabs?: React.ReactNode }) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const [clicksOf, setClicksOf] = useState<ShortLink | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  return (
    <Stack gap="8">
      <PageHeader
        title="Short links"
        description="Links that redirect to your offers and count every click with its risk score."
        actions={
          <Button colorPalette="accent" onClick={() => setCreating(true)}>
            <PlusIcon />
            {t('Create short link')}
          </Button>
        }
      />
      {tabs}
      <ShortLinksTable reloadKey={reloadKey} onCreate={() => setCreating(true)} onOpenClicks={setClicksOf} />
      <Section title="Short-link protection">
        <ProtectionForm />
      </Section>
      <Section title="IP stats">
        <IpStatsPanel reloadKey={reloadKey} />
      </Section>
      <CreateShortLinkDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          setReloadKey((k) => k + 1);
        }}
      />
      <LinkClicksDrawer link={clicksOf} onClose={() => setClicksOf(null)} />
    </Stack>
  );
}
