// Settings > API (issue 13; 000 §2 settings tab `api`; decision 42): the API request key and the
// webhooks, the API tokens, and the IP allowlist. The public API itself is documented at
// /api/public/docs.
import { Link, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PUBLIC_DOCS_PATH } from '@domain/public-api';
import type { ApiSetting } from '@domain/api-settings';
import { useTranslation } from '@web/i18n';
import { EmptyState, LoadingSkeleton, useLoad } from '@web/ui';
import { AllowlistSection } from './allowlist-section';
import { getApiSetting } from './api-settings-api';
import { RequestKeySection } from './request-key-section';
import { TokensSection } from './tokens-section';

export function ApiTab() {
  const { t } = useTranslation();
  const loaded = useLoad((signal) => getApiSetting(signal), []);
  const [changed, setChanged] = useState<ApiSetting | null>(null);
  const setting = changed ?? loaded.data;
  return (
    <Stack gap="8">
      <Text>
        {t('Send messages, add contacts and read campaign figures from your own systems.')}{' '}
        <Link href={PUBLIC_DOCS_PATH} target="_blank" rel="noopener" colorPalette="accent">
          {t('Public API reference')}
        </Link>
      </Text>
      {loaded.failed ? (
        <EmptyState title="The API settings could not be loaded" onRetry={loaded.retry} />
      ) : setting === null ? (
        <LoadingSkeleton lines={3} />
      ) : (
        <RequestKeySection setting={setting} onChange={setChanged} />
      )}
      <Separator />
      <TokensSection />
      <Separator />
      <AllowlistSection />
    </Stack>
  );
}
