// A detail page whose entity is not there (a bad id, another user's, deleted) or could not be
// loaded: the page title and back link, the message in place of the content, and either Retry or
// a way back to the list.
import type { ReactNode } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@web/i18n';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

export type MissingPageProps = {
  title: string;
  breadcrumb: ReactNode;
  message: string;
  /** The list to go back to, and its button's text (an English catalogue key). */
  backTo: string;
  backLabel: string;
  /** Offered instead of going back when the load failed (not a missing entity). */
  onRetry?: () => void;
};

export function MissingPage({ title, breadcrumb, message, backTo, backLabel, onRetry }: MissingPageProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="4">
      <PageHeader title={title} breadcrumb={breadcrumb} />
      <EmptyState
        title={message}
        action={
          onRetry ? (
            <Button variant="outline" onClick={onRetry}>
              {t('Retry')}
            </Button>
          ) : (
            <Button asChild colorPalette="accent">
              <Link to={backTo}>{t(backLabel)}</Link>
            </Button>
          )
        }
      />
    </Stack>
  );
}
