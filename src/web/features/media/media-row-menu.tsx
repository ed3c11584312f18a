// The trailing menu of a media row: download the file, or delete it (after a confirmation).
import type { MediaFile } from '@domain/media';
import { RowActionsMenu } from '@web/ui';

export type MediaAction = 'download' | 'delete';

const ACTIONS = [
  { value: 'download', label: 'Download' },
  { value: 'delete', label: 'Delete', danger: true, separatorBefore: true },
] as const;

export function MediaRowMenu({ file, onAction }: { file: MediaFile; onAction: (action: MediaAction, file: MediaFile) => void }) {
  return <RowActionsMenu name={file.fileName} actions={ACTIONS} onSelect={(action) => onAction(action, file)} />;
}
