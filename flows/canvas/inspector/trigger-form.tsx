// What enters the selected node: the trigger, limited to those its parent's action allows (a root:
// the start triggers), and its parameters (keywords, intents, the DTMF button, the timeout).
// Validated by the domain's triggerSchema and applied with updateTrigger; picking another trigger
// starts from that trigger's defaults and keeps the trigger's id.
import type { ChangeEvent } from 'react';
import { Button, Field, Heading, NativeSelect, Stack } from '@chakra-ui/react';
import { Form, Formik, useFormikContext } from 'formik';
import { toFormikValidationSchema } from 'zod-formik-adapter';
import { DTMF_KEYS, triggerSchema, type ActionType, type FlowNode, type Trigger, type TriggerType } from '@domain/responder-flow';
import { updateTrigger } from '../../commands';
import { defaultTrigger } from '../../defaults';
import { START_TRIGGERS, TRIGGER_LABELS, TRIGGERS_AFTER } from '../../rules';
import { useCanvasActions } from '../canvas-actions';
import { useCanvasText } from '../canvas-text';
import { NumberInput, SelectInput, WordListInput } from './fields';

const validation = toFormikValidationSchema(triggerSchema);

function TriggerTypeSelect({ allowed, disabled }: { allowed: readonly TriggerType[]; disabled?: boolean }) {
  const { t } = useCanvasText();
  const { values, setValues } = useFormikContext<Trigger>();
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const type = allowed.find((a) => a === event.currentTarget.value);
    if (type) void setValues(defaultTrigger(type, values.id));
  };
  // A trigger the matrix no longer allows here still shows, so the user sees what is wrong.
  const choices = allowed.includes(values.type) ? allowed : [values.type, ...allowed];
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{t('Trigger')}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={values.type} onChange={onChange}>
          {choices.map((type) => (
            <option key={type} value={type}>
              {t(TRIGGER_LABELS[type])}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function TriggerParams({ disabled }: { disabled?: boolean }) {
  const { values } = useFormikContext<Trigger>();
  switch (values.type) {
    case 'inbound_message':
      return (
        <>
          <WordListInput name="keywords" label="Keywords" helperText="Comma separated" disabled={disabled} />
          <WordListInput name="intents" label="Intents" helperText="Comma separated" disabled={disabled} />
        </>
      );
    case 'voice_command':
      return <WordListInput name="keywords" label="Keywords" helperText="Comma separated" disabled={disabled} />;
    case 'dtmf':
      return <SelectInput name="button" label="Button" choices={DTMF_KEYS.map((k) => ({ value: k, label: k }))} disabled={disabled} />;
    case 'no_answer':
    case 'no_click':
    case 'no_dtmf':
    case 'no_reply':
      return <NumberInput name="timeout" label="Timeout (minutes)" step={0.5} disabled={disabled} />;
    default:
      return null;
  }
}

export function TriggerForm({ node, parentAction }: { node: FlowNode; parentAction: ActionType | null }) {
  const { t } = useCanvasText();
  const { emit, readOnly } = useCanvasActions();
  const allowed = parentAction === null ? START_TRIGGERS : TRIGGERS_AFTER[parentAction];
  return (
    <Formik<Trigger>
      initialValues={node.trigger}
      enableReinitialize
      validationSchema={validation}
      onSubmit={(values) => {
        emit(updateTrigger(node.id, triggerSchema.parse(values)));
      }}
    >
      {({ dirty }) => (
        <Form aria-label={t('Trigger')} noValidate>
          <Stack gap="3">
            <Heading as="h4" size="xs">
              {t('Trigger')}
            </Heading>
            <TriggerTypeSelect allowed={allowed} disabled={readOnly} />
            <TriggerParams disabled={readOnly} />
            {!readOnly && (
              <Button type="submit" size="xs" colorPalette="accent" alignSelf="flex-start" disabled={!dirty}>
                {t('Apply')}
              </Button>
            )}
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
