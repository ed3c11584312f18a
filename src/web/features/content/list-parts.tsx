// Pieces the three content lists share: the empty state that links to creating the first one,
// the fixed-size pager (the spec fixes each list's page size), and the open/delete row menu.
import { Button } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';
import { EmptyState, RowActionsMenu, type PagesPagination } from '@web/ui';

/** 'No offers yet' with a create button; nothing while a filter is on (the table says 'data not found'). */
export function CreateHint({ filtered, title, description, createLabel, onCreate }: { filtered: boolean; title: string; description: string; createLabel: string; onCreate: () => void }) {
  const { t } = useTranslation();
  if (filtered) return null;
  return (
    <EmptyState
      title={title}
      description={description}
      action={
        <Button colorPalette="accent" size="sm" onClick={onCreate}>
          {t(createLabel)}
        </Button>
      }
    />
  );
}

export function fixedPages(page: number, pageSize: number, total: number, onPageChange: (page: number) => void): PagesPagination {
  return { mode: 'pages', page, pageSize, pageSizeOptions: [pageSize], total, onPageChange, onPageSizeChange: () => undefined };
}

export function OpenDeleteMenu({ name, onOpen, onDelete }: { name: string; onOpen: () => void; onDelete: () => void }) {
  return (
    <RowActionsMenu<'open' | 'delete'>
      name={name}
      actions={[
        { value: 'open', label: 'Open' },
        { value: 'delete', label: 'Delete', danger: true },
      ]}
      onSelect={(action) => (action === 'open' ? onOpen() : onDelete())}
    />
  );
}
