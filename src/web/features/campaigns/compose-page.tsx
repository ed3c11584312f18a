// /send/campaign-compose: the campaign wizard. ?draft=<id> resumes a draft; without it a new
// compose starts from the user's recent send form (recent-send-form.ts), or from the defaults of the
// user's Advanced settings (auto-stop threshold, send speed). The page loads
// what the wizard picks from, then hands over to the machine (wizard.tsx).
import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '@web/session/use-session';
import { LoadingSkeleton, MissingPage, PageHeader, useLoad } from '@web/ui';
import { BackLink } from '@web/ui/back-link';
import { composeOptions, getCampaign } from './campaigns-api';
import { recentSendForm } from './recent-send-form';
import { withUserDefaults } from './user-defaults';
import { Wizard } from './wizard';

export function ComposePage() {
  const [params] = useSearchParams();
  // The draft the page opened with: saving a new draft later puts its id in the address (so a
  // reload resumes it) without loading the page again.
  const [draftId] = useState(() => Number(params.get('draft')) || null);
  const username = useSession().user?.username ?? '';
  const { data, failed, retry } = useLoad(
    async (signal) => {
      const [options, campaign] = await Promise.all([composeOptions(signal), draftId === null ? null : getCampaign(draftId, signal)]);
      const draft = campaign?.status === 'draft' ? { id: campaign.id, compose: campaign.compose } : null;
      return { options, draft, start: draftId === null ? (recentSendForm(username) ?? withUserDefaults(options)) : null, missing: draftId !== null && draft === null };
    },
    [draftId, username],
  );

  const title = 'Campaign compose';
  if (failed || data?.missing) {
    return (
      <MissingPage
        title={title}
        breadcrumb={<BackLink to="/send" label="Campaigns" />}
        message={failed ? 'Something went wrong!' : 'Campaign is not existed'}
        backTo="/send"
        backLabel="Back to campaigns"
        onRetry={failed ? retry : undefined}
      />
    );
  }
  return (
    <Stack gap="4">
      <PageHeader title={title} breadcrumb={<BackLink to="/send" label="Campaigns" />} description="Step by step from the audience to the send; save a draft at any step." />
      {data === null ? <LoadingSkeleton lines={8} /> : <Wizard options={data.options} draft={data.draft} start={data.start} username={username} />}
    </Stack>
  );
}
