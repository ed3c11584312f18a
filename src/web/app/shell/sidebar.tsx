// The left menu: icon + label per entry the user may see; collapsible on wide screens.
import { Box, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from '@web/i18n';
import type { Permission } from '@domain/user';
import { ChevronLeftIcon, ChevronRightIcon } from '@web/ui/icons';
import { visibleEntries } from './menu-entries';

interface Props {
  permissions: readonly Permission[];
  collapsed?: boolean;
  onToggle?: () => void;
  onNavigate?: () => void;
}

export function Sidebar({ permissions, collapsed = false, onToggle, onNavigate }: Props) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" gap="2" p="3">
      <Flex align="center" justify={collapsed ? 'center' : 'space-between'} px="2" h="10">
        {!collapsed && (
          <Text fontWeight="bold" fontSize="lg" color="accent.fg">
            {t('Campaign Platform')}
          </Text>
        )}
        {onToggle && (
          <IconButton
            aria-label={collapsed ? t('Expand menu') : t('Collapse menu')}
            variant="ghost"
            size="sm"
            onClick={onToggle}
          >
            {collapsed ? <ChevronRightIcon boxSize="5" /> : <ChevronLeftIcon boxSize="5" />}
          </IconButton>
        )}
      </Flex>
      <nav aria-label={t('Main menu')}>
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
          {visibleEntries(permissions).map((entry) => (
            <Box as="li" key={entry.path}>
              <NavLink to={entry.path} end={entry.path === '/'} onClick={onNavigate} title={t(entry.label)}>
                {({ isActive }) => (
                  <Flex
                    align="center"
                    gap="3"
                    px="3"
                    py="2"
                    rounded="md"
                    justify={collapsed ? 'center' : 'flex-start'}
                    bg={isActive ? 'accent.subtle' : 'transparent'}
                    color={isActive ? 'accent.fg' : 'fg'}
                    fontWeight={isActive ? 'semibold' : 'normal'}
                    _hover={{ bg: 'bg.muted' }}
                  >
                    <entry.icon boxSize="5" aria-hidden />
                    {!collapsed && <Text as="span">{t(entry.label)}</Text>}
                  </Flex>
                )}
              </NavLink>
            </Box>
          ))}
        </Stack>
      </nav>
    </Flex>
  );
}
