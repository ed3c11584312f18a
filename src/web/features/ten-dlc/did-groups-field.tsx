// The DID groups a use case covers: a checkbox per DID group of the user, bound to the number[]
// Formik value didGroupIds. A campaign on a 10DLC route sends from a DID group only when a
// registered use case covers it.
import { Checkbox, Fieldset, Stack, Text } from '@chakra-ui/react';
import { useFormikField } from '@web/ui/form/use-formik-field';

type Props = { groups: readonly { id: number; name: string }[] };

export function DidGroupsField({ groups }: Props) {
  const { field, helpers, error, t } = useFormikField<number[]>('didGroupIds');
  const chosen = field.value ?? [];
  const toggle = (id: number, on: boolean) => {
    void helpers.setTouched(true, false);
    void helpers.setValue(on ? [...chosen, id] : chosen.filter((g) => g !== id));
  };
  return (
    <Fieldset.Root invalid={error !== undefined}>
      <Fieldset.Legend>{t('DID groups')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('The DID groups whose numbers send for this use case.')}</Fieldset.HelperText>
      <Stack gap="2">
        {groups.length === 0 && <Text textStyle="sm">{t('You have no DID groups yet: create one on the Dids page first.')}</Text>}
        {groups.map((group) => (
          <Checkbox.Root key={group.id} colorPalette="accent" checked={chosen.includes(group.id)} onCheckedChange={(d) => toggle(group.id, d.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{group.name}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
