// A user's phone numbers (001 §7 fetchPhoneNumbers, addVirtualPhone, migrateVirtualPhone, delete
// phone): the list 50 at a time, and for a Super-Admin the add, migrate and delete actions. An add
// or migrate counts as done only when the reply says "successfully" (001 §8); anything else is
// shown as the error it is.
import { Button, CloseButton, Dialog, HStack, Input, NativeSelect, Portal, Stack, Table, Text, Checkbox } from '@chakra-ui/react';
import { PHONE_PAGE_SIZE, PHONE_TYPES, userAdminMessages, type AdminUserRow, type UserPhone } from '@domain/user-admin';
import { useTranslation } from '@web/i18n';
import { notify, showRefusal } from '@web/ui';
import { useCallback, useEffect, useState } from 'react';
import { addVirtualPhone, deletePhone, fetchPhoneNumbers, migrateVirtualPhone } from './users-api';

type PhoneType = (typeof PHONE_TYPES)[number];

/** The spec's rule for these replies: success is a reply that says so. */
function reportReply(message: string, successTitle: string, t: (k: string) => string): boolean {
  const ok = message.includes('successfully');
  notify(ok ? { type: 'success', title: t(successTitle), description: message } : { type: 'error', description: message });
  return ok;
}

function TypeSelect({ label, value, onChange }: { label: string; value: PhoneType; onChange: (v: PhoneType) => void }) {
  return (
    <NativeSelect.Root size="sm" w="28">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value === 'VOICE' ? 'VOICE' : 'SMS')}>
        {PHONE_TYPES.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function PhonesDialog({ user, onClose, canManage }: { user: AdminUserRow | null; onClose: () => void; canManage: boolean }) {
  const { t } = useTranslation();
  const [phones, setPhones] = useState<UserPhone[]>([]);
  const [total, setTotal] = useState(0);
  const [empty, setEmpty] = useState<string | null>(null);
  const [phone, setPhone] = useState('');
  const [type, setType] = useState<PhoneType>('SMS');
  const [count, setCount] = useState(1);
  const [migrateType, setMigrateType] = useState<PhoneType>('SMS');
  const [toEmail, setToEmail] = useState('');
  const [chargeFee, setChargeFee] = useState(false);

  const load = useCallback(
    async (offset: number) => {
      if (!user) return;
      const page = await fetchPhoneNumbers(user.email, offset);
      setPhones((current) => (offset === 0 ? page.items : [...current, ...page.items]));
      setTotal(page.total);
      setEmpty(page.items.length === 0 && offset === 0 ? (page.message ?? userAdminMessages.noPhones) : null);
    },
    [user],
  );
  useEffect(() => {
    void load(0).catch(() => undefined);
  }, [load]);

  const run = async (call: () => Promise<string>, title: string) => {
    try {
      if (reportReply(await call(), title, t)) await load(0);
    } catch (error) {
      showRefusal(error);
    }
  };

  return (
    <Dialog.Root open={user !== null} onOpenChange={(e) => !e.open && onClose()} size="lg" scrollBehavior="inside" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('Phone numbers of {{email}}', { email: user?.email ?? '' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {empty ? (
                  <Text color="fg.muted">{t(empty)}</Text>
                ) : (
                  <Table.Root size="sm" aria-label={t('Phone numbers')}>
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>{t('Phone')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('Type')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('DID group')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('Status')}</Table.ColumnHeader>
                        {canManage && <Table.ColumnHeader />}
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {phones.map((p) => (
                        <Table.Row key={p.id}>
                          <Table.Cell>{p.phone}</Table.Cell>
                          <Table.Cell>{p.type}</Table.Cell>
                          <Table.Cell>{p.groupName}</Table.Cell>
                          <Table.Cell>{p.status}</Table.Cell>
                          {canManage && (
                            <Table.Cell textAlign="end">
                              <Button size="xs" variant="outline" colorPalette="red" aria-label={t('Delete {{phone}}', { phone: p.phone })} onClick={() => void run(() => deletePhone(p.phone), 'Deleted')}>
                                {t('Delete')}
                              </Button>
                            </Table.Cell>
                          )}
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                )}
                {phones.length > 0 && phones.length < total && (
                  <Button size="sm" variant="outline" alignSelf="start" onClick={() => void load(phones.length)}>
                    {t('Show {{n}} more', { n: Math.min(PHONE_PAGE_SIZE, total - phones.length) })}
                  </Button>
                )}
                {canManage && user && (
                  <>
                    <HStack gap="2" wrap="wrap">
                      <Input size="sm" w="48" aria-label={t('New phone number')} placeholder="+13125550100" value={phone} onChange={(e) => setPhone(e.currentTarget.value)} />
                      <TypeSelect label={t('New phone type')} value={type} onChange={setType} />
                      <Button size="sm" onClick={() => void run(() => addVirtualPhone({ phone, type, emailUser: user.email }), 'Created')}>
                        {t('Add phone')}
                      </Button>
                    </HStack>
                    <HStack gap="2" wrap="wrap">
                      <Input size="sm" w="20" type="number" min={1} aria-label={t('Number of phones')} value={count} onChange={(e) => setCount(Number(e.currentTarget.value))} />
                      <TypeSelect label={t('Phone type to migrate')} value={migrateType} onChange={setMigrateType} />
                      <Input size="sm" w="56" aria-label={t('Migrate to user (email)')} placeholder={t('Migrate to user (email)')} value={toEmail} onChange={(e) => setToEmail(e.currentTarget.value)} />
                      <Checkbox.Root size="sm" checked={chargeFee} onCheckedChange={(e) => setChargeFee(e.checked === true)}>
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{t('Charge fee')}</Checkbox.Label>
                      </Checkbox.Root>
                      <Button
                        size="sm"
                        onClick={() =>
                          void run(() => migrateVirtualPhone({ numberOfPhone: count, phoneType: migrateType, toEmailUser: toEmail.trim(), fromEmailUser: user.email, chargeFee }), 'Migrated')
                        }
                      >
                        {t('Migrate')}
                      </Button>
                    </HStack>
                  </>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('Close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
