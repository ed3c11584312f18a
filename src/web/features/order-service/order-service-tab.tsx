// The settings page's Order service tab (000 §2 "order-service"): a volume order (duration 1-365
// days, volume 1,000-10,000,000, message type) with its price shown before it is made; one the
// balance does not cover cannot be made (the server refuses it too). Below, the orders made.
import { Button, Grid, HStack, Heading, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useCallback, useState } from 'react';
import { MESSAGE_TYPES } from '@domain/routes';
import { createVolumeOrderSchema, DURATION_MAX, DURATION_MIN, VOLUME_MAX, VOLUME_MIN, type CreateVolumeOrder, type CreditCheck } from '@domain/volume-orders';
import { useTranslation } from '@web/i18n';
import { EmptyState, NumberField, SelectField, notify, showFormError, useLoad, zodValidate } from '@web/ui';
import { createVolumeOrder, listVolumeOrders } from './order-service-api';
import { OrderPrice } from './order-price';
import { VolumeOrdersTable } from './volume-orders-table';

const validation = zodValidate(createVolumeOrderSchema);
const EMPTY: CreateVolumeOrder = { duration: 30, volume: 10_000, messageType: 'SMS' };
const typeOptions = MESSAGE_TYPES.map((type) => ({ value: type, label: type }));

export function OrderServiceTab() {
  const { t } = useTranslation();
  const [reload, setReload] = useState(0);
  const orders = useLoad((signal) => listVolumeOrders(signal), [reload]);
  const [check, setCheck] = useState<CreditCheck | null>(null);
  const onChecked = useCallback((c: CreditCheck | null) => setCheck(c), []);

  const submit = async (values: CreateVolumeOrder, helpers: FormikHelpers<CreateVolumeOrder>) => {
    try {
      await createVolumeOrder(values);
      notify({ type: 'success', description: 'Created' });
      helpers.resetForm({ values: EMPTY });
      setReload((n) => n + 1);
    } catch (error) {
      showFormError(error, helpers, ['duration', 'volume', 'messageType']);
    }
  };

  return (
    <Stack gap="8">
      <Formik<CreateVolumeOrder> initialValues={EMPTY} validationSchema={validation} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('Volume order')}>
            <Stack gap="5" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }} bg="bg.panel" maxW="3xl">
              <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
                <NumberField name="volume" label="Volume" min={VOLUME_MIN} max={VOLUME_MAX} step={1} required helperText="1,000 to 10,000,000 messages." />
                <NumberField name="duration" label="Duration (days)" min={DURATION_MIN} max={DURATION_MAX} step={1} required helperText="1 to 365 days." />
                <SelectField name="messageType" label="Message type" options={typeOptions} required />
              </Grid>
              <OrderPrice onChecked={onChecked} />
              <HStack justify="flex-end">
                <Button type="submit" colorPalette="accent" loading={isSubmitting} disabled={isSubmitting || check === null || !check.enough}>
                  {t('Create order')}
                </Button>
              </HStack>
            </Stack>
          </Form>
        )}
      </Formik>
      <Stack gap="3">
        <Heading as="h3" textStyle="md">
          {t('Volume orders')}
        </Heading>
        {orders.failed ? <EmptyState title="The volume orders could not be loaded" onRetry={orders.retry} /> : <VolumeOrdersTable orders={orders.data ?? []} loading={orders.data === null} />}
      </Stack>
    </Stack>
  );
}
