// Handle bad DIDs (001 §7 "handleBadDid (groupId, action MOVE, targetGroupId)"): the numbers the last
// scrub marked bad move to another of the user's groups, keeping their mark there. MOVE is the only
// action the spec names, so the form says what it does rather than offering a choice of one.
import { z } from 'zod';
import { Text } from '@chakra-ui/react';
import { didMessages } from '@domain/dids';
import { useTranslation } from '@web/i18n';
import { FormDialog, notify, zodValidate } from '@web/ui';
import { handleBadDids } from './dids-api';
import { MoveTargetField } from './move-target-field';
import { useOtherDidGroups } from './use-did-options';

type Values = { targetGroupId: number | undefined };

const formSchema = z.object({ targetGroupId: z.number({ error: didMessages.badDidGroupRequired }).int().positive(didMessages.badDidGroupRequired) });

type Props = {
  open: boolean;
  groupId: number;
  /** How many numbers of the group are marked bad. */
  bad: number;
  /** The group the settings send bad numbers to, chosen first. */
  badDidGroupId: number | null;
  onClose: () => void;
  onMoved: () => void;
};

export function HandleBadDidsDialog({ open, groupId, bad, badDidGroupId, onClose, onMoved }: Props) {
  const { t } = useTranslation();
  const targets = useOtherDidGroups(groupId, open);
  return (
    <FormDialog<Values>
      open={open}
      title="Handle bad DIDs"
      submitLabel="Move"
      onClose={onClose}
      initialValues={{ targetGroupId: badDidGroupId ?? undefined }}
      validationSchema={zodValidate(formSchema)}
      onSubmit={async (values) => {
        // A refusal is the api client's toast; the dialog stays open.
        const moved = await handleBadDids(groupId, { action: 'MOVE', targetGroupId: values.targetGroupId ?? 0 }).catch(() => null);
        if (moved === null) return;
        notify({ type: 'success', description: t('{{count}} DIDs moved', { count: moved }) });
        onMoved();
      }}
    >
      <Text textStyle="sm">{t('Move the {{count}} DIDs the last scrub marked bad to another DID group.', { count: bad })}</Text>
      <MoveTargetField targets={targets} />
    </FormDialog>
  );
}
