// The breadcrumb of a detail page: back to its list.
import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@web/i18n';

export function BackLink({ to, label }: { to: string; label: string }) {
  const { t } = useTranslation();
  return (
    <ChakraLink asChild color="fg.muted" textStyle="sm">
      <Link to={to}>← {t(label)}</Link>
    </ChakraLink>
  );
}
