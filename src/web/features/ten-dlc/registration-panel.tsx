// The registration of a brand or a use case, on its page (000 §4 10-DLC states; §9 the fee): the
// state and what the registry said (the rejection reason, or '10dlc vendors have problems, we are
// retrying to register' while the chosen vendor is down), refreshed every 2 s while requesting or
// register pending; Register (Resubmit after a rejection) opens the vendor list, then the fee,
// charged once sent whatever the outcome. The machine (machines/registration.machine.ts) runs it.
import { Alert, Box, Button, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import type { RegistrationView } from '@domain/registrations';
import { brandStatusColors, brandStatusOf, registrationStateColors } from '@domain/ten-dlc/brand-status';
import { registrationMessages } from '@domain/registrations';
import type { TenDlcKind } from '@machines/registration.machine';
import { tMessage, useTranslation } from '@web/i18n';
import { StatusBadge, formatCents, formatWhen } from '@web/ui';
import { browserRegistrationMachine } from './registration';

type Props = {
  kind: TenDlcKind;
  subjectId: number;
  registration: RegistrationView | null;
  /** Why Register is not offered yet (a use case whose brand is not registered); null when it is. */
  blockedReason?: string | null;
  /** Told of every registration the machine reads, so the page can follow (a brand's use cases). */
  onRegistration?: (registration: RegistrationView | null) => void;
};

export function RegistrationPanel({ kind, subjectId, registration, blockedReason = null, onRegistration }: Props) {
  const { t } = useTranslation();
  const [snapshot, send] = useMachine(browserRegistrationMachine, { input: { kind, subjectId, registration } });
  const { context } = snapshot;
  const current = context.registration;
  useEffect(() => onRegistration?.(current), [current, onRegistration]);

  const status = kind === 'brand' ? brandStatusOf(current?.state) : null;
  const watching = snapshot.matches('watching') || snapshot.matches('offline');
  const retrying = current?.reason === registrationMessages.vendorRetrying;
  const registerLabel = snapshot.matches('rejected') ? 'Resubmit' : 'Register';

  return (
    <Box as="section" aria-label={t('Registration')} borderWidth="1px" borderRadius="l2" p="4">
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">{t('Registration')}</Text>
            {status && <StatusBadge status={status} map={brandStatusColors} />}
            {current ? (
              <StatusBadge status={current.state} map={registrationStateColors} label={t(current.state)} />
            ) : (
              <Text textStyle="sm" color="fg.muted">
                {t('Not registered yet')}
              </Text>
            )}
          </HStack>
          {(snapshot.matches('idle') || snapshot.matches('rejected')) && (
            <Button colorPalette="accent" disabled={blockedReason !== null} onClick={() => send({ type: 'register.start' })}>
              {t(registerLabel)}
            </Button>
          )}
        </HStack>
        {blockedReason && (snapshot.matches('idle') || snapshot.matches('rejected')) && (
          <Text textStyle="sm" color="fg.muted">
            {t(blockedReason)}
          </Text>
        )}
        {current && (
          <Text textStyle="sm" color="fg.muted">
            {t('Sent {{when}} through {{vendor}}; fee {{fee}}', { when: formatWhen(current.createdAt), vendor: current.vendorId, fee: formatCents(current.feeCents) })}
            {current.throughputPerMinute !== null && ` · ${t('{{count}} messages a minute', { count: current.throughputPerMinute })}`}
          </Text>
        )}
        {current?.state === 'rejected' && current.reason && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('Rejected by the registry')}</Alert.Title>
              <Alert.Description>{tMessage(current.reason)}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {watching && (
          <Alert.Root status={retrying ? 'warning' : 'info'}>
            <Alert.Indicator />
            <Alert.Title>
              {retrying ? tMessage(registrationMessages.vendorRetrying) : t(current?.state === 'register pending' ? 'The registry is reviewing it; this page updates by itself.' : 'Sending to the registry; this page updates by itself.')}
            </Alert.Title>
          </Alert.Root>
        )}
        {snapshot.matches('offline') && (
          <HStack>
            <Text textStyle="sm">{context.error && tMessage(context.error)}</Text>
            <Button size="sm" variant="outline" onClick={() => send({ type: 'RETRY' })}>
              {t('Retry')}
            </Button>
          </HStack>
        )}
        {snapshot.matches('loadingVendors') && <Text textStyle="sm">{t('Loading the vendors…')}</Text>}
        {snapshot.matches('choosing') && (
          <Stack gap="3">
            <RadioGroup.Root
              colorPalette="accent"
              aria-label={t('Vendor')}
              value={context.vendorId}
              onValueChange={(details) => details.value && send({ type: 'vendor.choose', vendorId: details.value })}
            >
              <Text textStyle="sm" fontWeight="medium" mb="2">
                {t('Choose the vendor to register through')}
              </Text>
              <Stack gap="2">
                {context.vendors.map((vendor) => (
                  <RadioGroup.Item key={vendor.id} value={vendor.id}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{vendor.name}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
            <HStack>
              <Button variant="outline" onClick={() => send({ type: 'register.cancel' })}>
                {t('Cancel')}
              </Button>
            </HStack>
          </Stack>
        )}
        {(snapshot.matches('confirming') || snapshot.matches('sending')) && (
          <Stack gap="3">
            <Text>
              {t('Registration fee: {{fee}}, charged once sent, whatever the registry decides.', { fee: formatCents(context.feeCents) })}
            </Text>
            <Text textStyle="sm" color="fg.muted">
              {t('Vendor')}: {context.vendors.find((v) => v.id === context.vendorId)?.name ?? context.vendorId}
            </Text>
            {context.error && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{tMessage(context.error)}</Alert.Title>
              </Alert.Root>
            )}
            <HStack justify="flex-end" gap="2">
              <Button variant="ghost" disabled={snapshot.matches('sending')} onClick={() => send({ type: 'vendor.change' })}>
                {t('Change vendor')}
              </Button>
              <Button variant="outline" disabled={snapshot.matches('sending')} onClick={() => send({ type: 'register.cancel' })}>
                {t('Cancel')}
              </Button>
              <Button colorPalette="accent" loading={snapshot.matches('sending')} onClick={() => send({ type: 'fee.confirm' })}>
                {t('Pay {{fee}} and send', { fee: formatCents(context.feeCents) })}
              </Button>
            </HStack>
          </Stack>
        )}
        {(snapshot.matches('idle') || snapshot.matches('rejected')) && context.error && (
          <Text textStyle="sm" color="fg.error">
            {tMessage(context.error)}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
