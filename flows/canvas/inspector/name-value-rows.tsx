// The Params and Headers of a fire_request: rows of name and value, added and removed in place.
// Each input is labelled with its list and row ('Headers name 2') so it can be found by label.
import { Button, Fieldset, HStack, Input } from '@chakra-ui/react';
import { FieldArray, useField } from 'formik';
import type { NameValue } from '@domain/responder-flow';
import { useCanvasText } from '../canvas-text';

export function NameValueRows({ name, label, disabled }: { name: 'params' | 'headers'; label: string; disabled?: boolean }) {
  const { t } = useCanvasText();
  const [field] = useField<NameValue[]>(name);
  const rows = field.value ?? [];
  return (
    <Fieldset.Root size="sm" disabled={disabled}>
      <Fieldset.Legend>{t(label)}</Fieldset.Legend>
      <FieldArray name={name}>
        {(array) => (
          <>
            {rows.map((row, i) => (
              <HStack key={i} gap="2">
                <Input size="sm" aria-label={t('{{list}} name {{n}}', { list: t(label), n: i + 1 })} name={`${name}.${i}.name`} value={row.name} onChange={field.onChange} />
                <Input size="sm" aria-label={t('{{list}} value {{n}}', { list: t(label), n: i + 1 })} name={`${name}.${i}.value`} value={row.value} onChange={field.onChange} />
                <Button size="xs" variant="ghost" onClick={() => array.remove(i)} aria-label={t('Remove row {{n}}', { n: i + 1 })}>
                  ✕
                </Button>
              </HStack>
            ))}
            <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => array.push({ name: '', value: '' })}>
              {t('Add row')}
            </Button>
          </>
        )}
      </FieldArray>
    </Fieldset.Root>
  );
}
