// The Auto Recharge block (000 §2, §4, §5): a switch, the threshold slider (50-1000 dollars: the
// balance below which a recharge starts) and the recharge amount (500-10000 dollars), both disabled
// unless the switch is on. Saved with Save; reports whether it has unsaved changes, for the
// payment area's dirty-form check. The mapping of slider and number is decision 37's.
import { useEffect, useState } from 'react';
import { Box, Button, Field, HStack, Heading, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { autoRechargeFormSchema, RECHARGE_MAX, RECHARGE_MIN, THRESHOLD_MAX, THRESHOLD_MIN, type PaymentSettings } from '@domain/payments';
import { useTranslation } from '@web/i18n';
import { notify, showRefusal, useLoad } from '@web/ui';
import { getPaymentSettings, saveAutoRecharge } from './payments-api';

export function AutoRechargeForm({ onDirtyChange }: { onDirtyChange?: (dirty: boolean) => void }) {
  const { t } = useTranslation();
  const loaded = useLoad((signal) => getPaymentSettings(signal), []);
  const [saved, setSaved] = useState<PaymentSettings | null>(null);
  const [form, setForm] = useState<{ autoRecharge: boolean; threshold: number; rechargeVolume: string }>({ autoRecharge: false, threshold: 100, rechargeVolume: '500' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!loaded.data) return;
    setSaved(loaded.data);
    setForm({ ...loaded.data, rechargeVolume: String(loaded.data.rechargeVolume) });
  }, [loaded.data]);

  const dirty = saved !== null && (saved.autoRecharge !== form.autoRecharge || saved.threshold !== form.threshold || String(saved.rechargeVolume) !== form.rechargeVolume);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const parsed = autoRechargeFormSchema.safeParse({ ...form, rechargeVolume: form.rechargeVolume === '' ? Number.NaN : Number(form.rechargeVolume) });
  const error = form.autoRecharge && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  const off = !form.autoRecharge;

  const save = async () => {
    if (!parsed.success) return;
    setBusy(true);
    try {
      const next = await saveAutoRecharge(form.autoRecharge ? parsed.data : { ...parsed.data, rechargeVolume: saved?.rechargeVolume ?? RECHARGE_MIN });
      setSaved(next);
      setForm({ ...next, rechargeVolume: String(next.rechargeVolume) });
      notify({ type: 'success', description: 'Updated' });
    } catch (e) {
      showRefusal(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box borderWidth="1px" borderRadius="md" p="4" as="section" aria-labelledby="auto-recharge-heading">
      <Stack gap="4">
        <Heading as="h3" size="md" id="auto-recharge-heading">{t('Auto Recharge')}</Heading>
        <Switch.Root checked={form.autoRecharge} onCheckedChange={(e) => setForm((f) => ({ ...f, autoRecharge: e.checked }))} disabled={!saved}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t('Recharge automatically from my default card')}</Switch.Label>
        </Switch.Root>
        <Field.Root disabled={off}>
          <Field.Label>{t('Recharge when the balance falls below ${{amount}}', { amount: form.threshold })}</Field.Label>
          <input
            type="range"
            min={THRESHOLD_MIN}
            max={THRESHOLD_MAX}
            step={1}
            value={form.threshold}
            disabled={off}
            aria-label={t('Recharge threshold')}
            style={{ width: '100%' }}
            onChange={(e) => setForm((f) => ({ ...f, threshold: Number(e.target.value) }))}
          />
        </Field.Root>
        <Field.Root disabled={off} invalid={Boolean(error)}>
          <Field.Label>{t('Recharge amount ($)')}</Field.Label>
          <Input type="number" min={RECHARGE_MIN} max={RECHARGE_MAX} value={form.rechargeVolume} onChange={(e) => setForm((f) => ({ ...f, rechargeVolume: e.target.value }))} maxW="48" />
          {error ? <Field.ErrorText>{t(error)}</Field.ErrorText> : <Field.HelperText>{t('From {{min}} to {{max}} dollars', { min: RECHARGE_MIN, max: RECHARGE_MAX })}</Field.HelperText>}
        </Field.Root>
        <HStack>
          <Button colorPalette="accent" onClick={() => void save()} loading={busy} disabled={!dirty || Boolean(error)}>{t('Save')}</Button>
          {loaded.failed && <Text color="fg.error">{t('The settings could not be loaded')}</Text>}
        </HStack>
      </Stack>
    </Box>
  );
}
