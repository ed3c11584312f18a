// /billing-review (Super-Admins, the billingReview permission; decision 36): the billing requests
// by status, each with the values asked for beside the ones they replace; Approve applies them and
// verifies the user, Reject asks a reason the user reads in 'See reason'.
import { Badge, Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { BILLING_CHECK_STATUSES, rejectBillingSchema, type BillingCheckStatus, type BillingRequest, type RejectBilling } from '@domain/billing-profile';
import { useTranslation } from '@web/i18n';
import { EmptyState, FormDialog, LoadingSkeleton, PageHeader, TablePager, TextareaField, ToggleGroup, formatWhen, notify, showFormError, showRefusal, useLoad, zodValidate } from '@web/ui';
import { approveBillingRequest, getBillingRequests, rejectBillingRequest } from './billing-api';
import { BillingChanges } from './billing-changes';

const PAGE_SIZE = 10;
const rejectValidation = zodValidate(rejectBillingSchema);

export function BillingReviewPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<BillingCheckStatus>('PENDING');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<BillingRequest | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const list = useLoad((signal) => getBillingRequests({ status, page, size: PAGE_SIZE }, signal), [status, page]);

  const approve = async (request: BillingRequest) => {
    setBusy(request.id);
    try {
      await approveBillingRequest(request.id);
      notify({ type: 'success', description: 'Approved' });
      list.retry();
    } catch (error) {
      showRefusal(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="4">
      <PageHeader title="Billing review" description="Verify the billing information users ask for." />
      <ToggleGroup
        label="Status"
        value={status}
        options={BILLING_CHECK_STATUSES.map((s) => ({ value: s, label: s }))}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      {list.failed ? (
        <EmptyState title="The billing requests could not be loaded" onRetry={list.retry} />
      ) : list.data === null ? (
        <LoadingSkeleton lines={6} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title="data not found" />
      ) : (
        <Stack gap="4">
          {list.data.items.map((request) => (
            <Card.Root key={request.id} data-testid="billing-request">
              <Card.Body>
                <Stack gap="3">
                  <HStack justify="space-between" wrap="wrap">
                    <Box>
                      <Text fontWeight="semibold">
                        {request.username} ({request.email})
                      </Text>
                      <Text color="fg.muted" textStyle="sm">
                        {t('Requested on {{date}}', { date: formatWhen(request.createdAt) })}
                      </Text>
                    </Box>
                    <Badge>{request.status}</Badge>
                  </HStack>
                  <BillingChanges original={request.original} requested={request.requested} />
                  {request.rejectReason && (
                    <Text>
                      {t('Reason')}: {request.rejectReason}
                    </Text>
                  )}
                  {(request.status === 'PENDING' || request.status === 'APPROVED') && (
                    <HStack justify="flex-end">
                      <Button variant="outline" colorPalette="red" onClick={() => setRejecting(request)} disabled={busy !== null}>
                        {t('Reject')}
                      </Button>
                      <Button colorPalette="accent" onClick={() => void approve(request)} loading={busy === request.id} disabled={busy !== null}>
                        {t('Approve')}
                      </Button>
                    </HStack>
                  )}
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
          <TablePager mode="pages" page={page} pageSize={PAGE_SIZE} pageSizeOptions={[PAGE_SIZE]} total={list.data.total} onPageChange={setPage} onPageSizeChange={() => setPage(1)} />
        </Stack>
      )}
      <FormDialog<RejectBilling>
        open={rejecting !== null}
        title="Reject billing information"
        submitLabel="Reject"
        onClose={() => setRejecting(null)}
        initialValues={{ reason: '' }}
        validationSchema={rejectValidation}
        onSubmit={async (values, helpers) => {
          if (!rejecting) return;
          try {
            await rejectBillingRequest(rejecting.id, values.reason);
            notify({ type: 'success', description: 'Rejected' });
            setRejecting(null);
            list.retry();
          } catch (error) {
            showFormError(error, helpers, ['reason']);
          }
        }}
      >
        <TextareaField name="reason" label="Reason" required />
      </FormDialog>
    </Stack>
  );
}
