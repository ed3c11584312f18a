// The "Move to DID group" picker of the move and bad-DID dialogs: the user's other groups by name,
// and a hint when there is none to move to.
import type { DidGroup } from '@domain/dids';
import { SelectField } from '@web/ui';

export function MoveTargetField({ targets }: { targets: readonly DidGroup[] }) {
  return (
    <SelectField<number>
      name="targetGroupId"
      label="Move to DID group"
      required
      placeholder="Choose a DID group"
      helperText={targets.length === 0 ? 'You have no other DID group: create one first.' : undefined}
      options={targets.map((g) => ({ value: g.id, label: g.name }))}
    />
  );
}
