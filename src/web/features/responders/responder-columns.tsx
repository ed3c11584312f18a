// The columns of the responder lists (001 §3 "Responder"): title (to the editor), status with its
// switch, contact groups, DID groups, how many nodes, priority (smaller is higher), last change,
// and (responders only) the revision last published.
import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { Responder } from '@domain/responders';
import type { Translate } from '@web/i18n';
import { formatCount, formatWhen, type DataTableColumn } from '@web/ui';
import { StatusSwitch } from './status-switch';

const names = (list: readonly { name: string }[]) => (list.length === 0 ? '—' : list.map((g) => g.name).join(', '));

export function responderColumns(t: Translate, base: string, templates: boolean, onStatusChanged: () => void): DataTableColumn<Responder>[] {
  const columns: DataTableColumn<Responder>[] = [
    {
      key: 'title',
      header: 'Title',
      width: '64',
      cell: (r) => (
        <ChakraLink asChild color="accent.fg" fontWeight="medium">
          <Link to={`${base}/${r.id}`}>{r.title}</Link>
        </ChakraLink>
      ),
    },
    { key: 'status', header: 'Status', cell: (r) => <StatusSwitch responder={r} onChanged={onStatusChanged} /> },
    { key: 'contactGroups', header: 'Contact groups', cell: (r) => <Text lineClamp={2}>{names(r.contactGroups)}</Text> },
    { key: 'didGroups', header: 'DID groups', cell: (r) => <Text lineClamp={2}>{names(r.didGroups)}</Text> },
    { key: 'nodes', header: 'Nodes', align: 'end', cell: (r) => formatCount(r.nodeCount) },
    { key: 'priority', header: 'Priority', align: 'end', cell: (r) => formatCount(r.setting.priority) },
    { key: 'updatedAt', header: 'Updated on', cell: (r) => formatWhen(r.updatedAt) },
  ];
  // A template is never published itself: responders are built from it.
  if (templates) return columns;
  return [...columns, { key: 'revision', header: 'Published', cell: (r) => (r.revision === null ? t('Never') : t('Revision {{n}}', { n: r.revision })) }];
}
