// /tfn/create and /tfn/{id}/edit: the request form with what it picks from (the user's profiles and
// toll-free numbers), loaded first. A request the aggregator has (Submitted, In review) or has
// verified is not edited: its page says so and links back to it.
import { Stack } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import type { TollFreeProfile } from '@domain/toll-free/toll-free-profile';
import type { TollFreeNumber, TollFreeRequest } from '@domain/toll-free/toll-free-request';
import { BackLink } from '@web/ui/back-link';
import { EmptyState, LoadingSkeleton, PageHeader, useLoad } from '@web/ui';
import { getTollFreeRequest, listTollFreeNumbers, listTollFreeProfiles } from './toll-free-api';
import { TollFreeRequestForm } from './toll-free-request-form';

type Choices = { profiles: TollFreeProfile[]; numbers: TollFreeNumber[]; request: TollFreeRequest | null };

async function loadChoices(requestId: number | null, signal: AbortSignal): Promise<Choices> {
  const [profiles, numbers, request] = await Promise.all([
    listTollFreeProfiles(signal),
    listTollFreeNumbers(signal),
    requestId === null ? Promise.resolve(null) : getTollFreeRequest(requestId, signal),
  ]);
  return { profiles: profiles.items, numbers, request };
}

export function TollFreeCreatePage() {
  const loaded = useLoad((signal) => loadChoices(null, signal), []);
  return (
    <Stack gap="4">
      <PageHeader title="Create toll-free request" description="Verify your toll-free numbers with the carriers' aggregator before you send on them." breadcrumb={<BackLink to="/tfn" label="Toll Free" />} />
      {loaded.failed ? (
        <EmptyState title="The toll-free data could not be loaded" onRetry={loaded.retry} />
      ) : loaded.data === null ? (
        <LoadingSkeleton />
      ) : (
        <TollFreeRequestForm request={null} profiles={loaded.data.profiles} numbers={loaded.data.numbers} />
      )}
    </Stack>
  );
}

export function TollFreeEditPage() {
  const { id } = useParams();
  const requestId = Number(id);
  const loaded = useLoad((signal) => loadChoices(requestId, signal), [requestId]);
  const request = loaded.data?.request ?? null;
  return (
    <Stack gap="4">
      <PageHeader
        title={request ? request.profile.businessName : 'Edit toll-free request'}
        breadcrumb={<BackLink to={`/tfn/${id ?? ''}`} label="Toll-free request" />}
      />
      {loaded.failed ? (
        <EmptyState title="Toll-free request is not existed" onRetry={loaded.retry} />
      ) : loaded.data === null || request === null ? (
        <LoadingSkeleton />
      ) : !request.editable ? (
        <EmptyState title="This request is with the aggregator: it can be edited again if it is rejected" />
      ) : (
        <TollFreeRequestForm request={request} profiles={loaded.data.profiles} numbers={loaded.data.numbers} />
      )}
    </Stack>
  );
}
