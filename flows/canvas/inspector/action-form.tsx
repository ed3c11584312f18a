// One action of the selected node as a form: its fields (action-fields.tsx), validated by the
// domain's actionSchema (the server checks the same), applied with updateAction; and its place in
// the node: move up, move down, remove.
import { Button, HStack, Heading, Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { toFormikValidationSchema } from 'zod-formik-adapter';
import { actionSchema, type Action } from '@domain/responder-flow';
import { moveAction, removeAction, updateAction } from '../../commands';
import { ACTION_LABELS } from '../../rules';
import { useCanvasActions } from '../canvas-actions';
import { useCanvasText } from '../canvas-text';
import type { ResponderLibrary } from '../library';
import { ActionFields } from './action-fields';

const validation = toFormikValidationSchema(actionSchema);

type Props = { nodeId: string; action: Action; index: number; count: number; library: ResponderLibrary };

export function ActionForm({ nodeId, action, index, count, library }: Props) {
  const { t } = useCanvasText();
  const { emit, readOnly } = useCanvasActions();
  const title = t('{{action}} (action {{n}})', { action: t(ACTION_LABELS[action.type]), n: index + 1 });
  return (
    <Formik<Action>
      initialValues={action}
      enableReinitialize
      validationSchema={validation}
      onSubmit={(values) => {
        emit(updateAction(nodeId, actionSchema.parse(values)));
      }}
    >
      {({ dirty }) => (
        <Form aria-label={title} noValidate>
          <Stack gap="3" borderWidth="1px" borderRadius="md" p="3">
            <Heading as="h4" size="xs">
              {title}
            </Heading>
            <ActionFields type={action.type} library={library} disabled={readOnly} />
            {!readOnly && (
              <HStack gap="2" wrap="wrap">
                <Button type="submit" size="xs" colorPalette="accent" disabled={!dirty}>
                  {t('Apply')}
                </Button>
                <Button size="xs" variant="ghost" disabled={index === 0} onClick={() => emit(moveAction(nodeId, action.id, index - 1))}>
                  {t('Move up')}
                </Button>
                <Button size="xs" variant="ghost" disabled={index === count - 1} onClick={() => emit(moveAction(nodeId, action.id, index + 1))}>
                  {t('Move down')}
                </Button>
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => emit(removeAction(nodeId, action.id))}>
                  {t('Remove action')}
                </Button>
              </HStack>
            )}
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
