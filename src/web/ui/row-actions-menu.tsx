// The trailing actions menu of a table row (UI.md "row actions in a trailing menu"): a small "more"
// button named 'Actions for NAME', and one item per action. Callers say which actions exist, which
// are disabled, which are dangerous (red) and where a separator goes; the menu answers the chosen
// action's value, typed.
import { Fragment } from 'react';
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';
import { MoreIcon } from './icons';

export interface RowAction<A extends string> {
  value: A;
  /** An English catalogue key. */
  label: string;
  disabled?: boolean;
  /** Deletes or releases something: shown in the error colour. */
  danger?: boolean;
  /** A separator line above this item. */
  separatorBefore?: boolean;
}

export interface RowActionsMenuProps<A extends string> {
  /** What the row is, for the button's name: 'Actions for {{name}}'. */
  name: string;
  actions: readonly RowAction<A>[];
  onSelect: (action: A) => void;
}

export function RowActionsMenu<A extends string>({ name, actions, onSelect }: RowActionsMenuProps<A>) {
  const { t } = useTranslation();
  const choose = (value: string) => {
    const action = actions.find((a) => a.value === value);
    if (action && !action.disabled) onSelect(action.value);
  };
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={(e) => choose(e.value)}>
      <Menu.Trigger asChild>
        <IconButton size="xs" variant="ghost" aria-label={t('Actions for {{name}}', { name })}>
          <MoreIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {actions.map((action) => (
              <Fragment key={action.value}>
                {action.separatorBefore && <Menu.Separator />}
                <Menu.Item value={action.value} disabled={action.disabled} color={action.danger ? 'fg.error' : undefined}>
                  {t(action.label)}
                </Menu.Item>
              </Fragment>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
