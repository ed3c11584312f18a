// /tfn/{id}: a toll-free request as the aggregator sees it, with its status (Draft, Submitted, In
// review, Verified, Rejected with the reason), every sending in its history, and the ways on: edit
// a draft or a rejected request, send it (again). The page refreshes itself while the aggregator
// has the request, so a review that ends shows without a reload.
import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Heading, HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useParams } from 'react-router-dom';
import { TOLL_FREE_OPT_IN_LABELS, formatTollFreeNumber } from '@domain/toll-free/toll-free-lists';
import { tollFreeStatus, type TollFreeRequest } from '@domain/toll-free/toll-free-request';
import type { RegistrationView } from '@domain/registrations';
import { useTranslation } from '@web/i18n';
import { BackLink } from '@web/ui/back-link';
import { DataTable, EmptyState, LoadingSkeleton, PageHeader, formatWhen, notify, showRefusal, type DataTableColumn } from '@web/ui';
import { getTollFreeRequest, submitTollFreeRequest } from './toll-free-api';
import { TollFreeStatusBadge } from './toll-free-status-badge';
import { useRefreshingLoad } from './use-refreshing-load';

const underReview = (r: TollFreeRequest) => r.status === 'Submitted' || r.status === 'In review';

export function TollFreeRequestPage() {
  const { id } = useParams();
  const requestId = Number(id);
  const loaded = useRefreshingLoad((signal) => getTollFreeRequest(requestId, signal), [requestId], underReview);
  if (loaded.failed) return <EmptyState title="Toll-free request is not existed" onRetry={loaded.retry} />;
  if (!loaded.data) return <LoadingSkeleton />;
  return <RequestView request={loaded.data} onChanged={loaded.retry} />;
}

function RequestView({ request, onChanged }: { request: TollFreeRequest; onChanged: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await submitTollFreeRequest(request.id);
      notify({ type: 'success', description: 'Submitted' });
      onChanged();
    } catch (error) {
      showRefusal(error);
    } finally {
      setSending(false);
    }
  };
  const p = request.profile;
  return (
    <Stack gap="5">
      <PageHeader
        title={p.businessName}
        description={t('Toll-free request #{{id}}', { id: request.id })}
        breadcrumb={<BackLink to="/tfn" label="Toll Free" />}
        actions={
          request.editable && (
            <HStack gap="2">
              <Button variant="outline" onClick={() => navigate(`/tfn/${request.id}/edit`)}>
                {t('Edit')}
              </Button>
              <Button colorPalette="accent" loading={sending} disabled={sending} onClick={() => void send()}>
                {t(request.status === 'Rejected' ? 'Resubmit' : 'Submit for verification')}
              </Button>
            </HStack>
          )
        }
      />
      <StatusPanel request={request} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
        <Panel title="Business profile">
          <Item label="Business name">{p.businessName}</Item>
          <Item label="Address">
            {p.street}, {p.city}, {p.state} {p.postalCode}, {p.country}
          </Item>
          <Item label="Website">{p.website}</Item>
          <Item label="Contact">
            {p.firstName} {p.lastName} · {p.email} · {p.phone}
          </Item>
        </Panel>
        <Panel title="Toll-free numbers">
          <Text>{request.tollFreeNumbers.map(formatTollFreeNumber).join(', ')}</Text>
        </Panel>
        <Panel title="Use case">
          <Item label="Use case">{request.useCase}</Item>
          <Item label="Use case summary">{request.useCaseSummary}</Item>
          <Item label="Expected monthly volume">{request.expectedMonthlyVolume}</Item>
        </Panel>
        <Panel title="Opt-in">
          <Item label="Opt-in type">{t(TOLL_FREE_OPT_IN_LABELS[request.optInType])}</Item>
          <Item label="Opt-in workflow">{request.optInWorkflow}</Item>
          <Item label="Opt-in proof URL">
            <ChakraLink href={request.optInProofUrl} target="_blank" rel="noreferrer" color="accent.fg" wordBreak="break-all">
              {request.optInProofUrl}
            </ChakraLink>
          </Item>
        </Panel>
        <Panel title="Sample messages">
          {request.sampleMessages.map((m, i) => (
            <Text key={i} textStyle="sm" borderLeftWidth="3px" borderColor="border.emphasized" ps="3">
              {m}
            </Text>
          ))}
          {request.additionalInformation && <Item label="Additional information">{request.additionalInformation}</Item>}
        </Panel>
      </SimpleGrid>
      <Stack gap="3">
        <Heading as="h2" size="md">
          {t('History')}
        </Heading>
        <HistoryTable history={request.history} />
      </Stack>
    </Stack>
  );
}

function StatusPanel({ request }: { request: TollFreeRequest }) {
  const { t } = useTranslation();
  const r = request.registration;
  return (
    <Stack gap="3" borderWidth="1px" rounded="md" p="4">
      <HStack gap="3" wrap="wrap">
        <Text fontWeight="medium">{t('Status')}</Text>
        <TollFreeStatusBadge status={request.status} />
        {r?.submittedAt && <Text textStyle="sm" color="fg.muted">{t('Sent {{when}}', { when: formatWhen(r.submittedAt) })}</Text>}
        {r?.decidedAt && <Text textStyle="sm" color="fg.muted">{t('Decided {{when}}', { when: formatWhen(r.decidedAt) })}</Text>}
      </HStack>
      <Text textStyle="sm" color="fg.muted">
        {t(STATUS_HINTS[request.status])}
      </Text>
      {request.reason && (
        <Alert.Root status={request.status === 'Rejected' ? 'error' : 'warning'}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t(request.status === 'Rejected' ? 'Reason' : 'Waiting for the vendor')}</Alert.Title>
            <Alert.Description>{t(request.reason)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}

const STATUS_HINTS: Record<TollFreeRequest['status'], string> = {
  Draft: 'Not sent yet: submit it for verification when it is complete.',
  Submitted: 'Sent to the aggregator, waiting for it to take the request.',
  'In review': 'The aggregator is reviewing the request. This page updates by itself.',
  Verified: 'Verified: the numbers may send to US and Canadian carriers.',
  Rejected: 'Rejected: fix what the reason says, then resubmit.',
};

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack as="section" gap="3" borderWidth="1px" rounded="md" p="4">
      <Heading as="h2" size="sm">
        {t(title)}
      </Heading>
      {children}
    </Stack>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Text textStyle="xs" color="fg.muted">
        {t(label)}
      </Text>
      <Text textStyle="sm" whiteSpace="pre-wrap">
        {children}
      </Text>
    </Box>
  );
}

function HistoryTable({ history }: { history: RegistrationView[] }) {
  const { t } = useTranslation();
  const columns: DataTableColumn<RegistrationView>[] = [
    { key: 'createdAt', header: 'Sent', cell: (r) => formatWhen(r.createdAt) },
    { key: 'state', header: 'Status', cell: (r) => <TollFreeStatusBadge status={tollFreeStatus(r)} /> },
    { key: 'reason', header: 'Reason', cell: (r) => (r.reason ? t(r.reason) : '—') },
    { key: 'decidedAt', header: 'Decided', cell: (r) => formatWhen(r.decidedAt) },
  ];
  return <DataTable label={t('History')} columns={columns} rows={history} getRowId={(r) => String(r.id)} empty={<Text p="3">{t('Not sent yet.')}</Text>} />;
}
