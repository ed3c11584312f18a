// The creative's own variables: a name in square brackets that is not a system variable (000 §5),
// and the value it stands for. The system variables (the contact fields) are listed as a hint.
import { Button, HStack, IconButton, Input, Stack, Text, Field } from '@chakra-ui/react';
import { FieldArray, getIn, useFormikContext } from 'formik';
import { CUSTOM_VARIABLES_MAX } from '@domain/creatives';
import { SYSTEM_VARIABLES } from '@domain/message-variables';
import { useTranslation } from '@web/i18n';

type Variable = { name: string; value: string };

export function VariablesField() {
  const { t } = useTranslation();
  const { values, errors, touched, handleChange, handleBlur } = useFormikContext<{ variables: Variable[] }>();
  const list = values.variables ?? [];
  return (
    <FieldArray name="variables">
      {(arrayHelpers) => (
        <Stack gap="2" as="fieldset">
          <Text as="legend" textStyle="sm" fontWeight="medium">
            {t('Custom variables')}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            {t('System variables: {{list}}', { list: SYSTEM_VARIABLES.slice(0, 8).join(' ') + ' …' })}
          </Text>
          {list.map((_, i) => {
            const nameError = getIn(touched, `variables.${i}.name`) ? getIn(errors, `variables.${i}.name`) : undefined;
            return (
              <HStack key={i} align="flex-start" gap="2">
                <Field.Root invalid={typeof nameError === 'string'} maxW="xs">
                  <Field.Label srOnly>{t('Variable {{n}} name', { n: i + 1 })}</Field.Label>
                  <Input name={`variables.${i}.name`} value={list[i]?.name ?? ''} onChange={handleChange} onBlur={handleBlur} placeholder="[promo]" />
                  {typeof nameError === 'string' && <Field.ErrorText>{t(nameError)}</Field.ErrorText>}
                </Field.Root>
                <Field.Root flex="1">
                  <Field.Label srOnly>{t('Variable {{n}} value', { n: i + 1 })}</Field.Label>
                  <Input name={`variables.${i}.value`} value={list[i]?.value ?? ''} onChange={handleChange} onBlur={handleBlur} placeholder={t('Value')} />
                </Field.Root>
                <IconButton variant="ghost" aria-label={t('Remove variable {{n}}', { n: i + 1 })} onClick={() => arrayHelpers.remove(i)}>
                  ×
                </IconButton>
              </HStack>
            );
          })}
          <HStack>
            <Button size="sm" variant="ghost" disabled={list.length >= CUSTOM_VARIABLES_MAX} onClick={() => arrayHelpers.push({ name: '', value: '' })}>
              {t('Add variable')}
            </Button>
          </HStack>
        </Stack>
      )}
    </FieldArray>
  );
}
