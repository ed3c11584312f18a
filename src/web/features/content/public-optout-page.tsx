// /public/optout/confirm?token=...: the page a contact reaches from the opt-out link in a message
// (no login). It reads what the signed token stands for; a link that does not ask to confirm
// records the opt-out at once, one that does shows the question and a button. A bad token says so.
import { useEffect, useState } from 'react';
import { Box, Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import type { PublicOptout } from '@domain/optout-links';
import { optoutLinkMessages } from '@domain/optout-links';
import { errorText } from '@web/api/error-text';
import { useTranslation } from '@web/i18n';
import { confirmPublicOptout, readPublicOptout } from './content-api';

type State = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; optout: PublicOptout };

export function PublicOptoutPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const run = async () => {
      try {
        if (!token) throw new Error(optoutLinkMessages.badToken);
        const read = await readPublicOptout(token, controller.signal);
        setState({ kind: 'ready', optout: !read.setConfirmed && !read.optedOut ? await confirmPublicOptout(token) : read });
      } catch (error) {
        if (!controller.signal.aborted) setState({ kind: 'failed', message: errorText(error) });
      }
    };
    void run();
    return () => controller.abort();
  }, [token]);

  const confirm = async () => {
    setBusy(true);
    try {
      setState({ kind: 'ready', optout: await confirmPublicOptout(token) });
    } catch (error) {
      setState({ kind: 'failed', message: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Center minH="100dvh" p="6" as="main">
      <Box maxW="md" w="full" borderWidth="1px" rounded="lg" p="8" bg="bg.panel">
        <Stack gap="4" textAlign="center" aria-live="polite">
          <Heading as="h1" size="lg">
            {t('Unsubscribe')}
          </Heading>
          {state.kind === 'loading' && <Text color="fg.muted">{t('Loading')}</Text>}
          {state.kind === 'failed' && <Text color="fg.error">{t(state.message)}</Text>}
          {state.kind === 'ready' && (
            <>
              <Text color="fg.muted">{state.optout.phone}</Text>
              <Text fontWeight="medium">
                {state.optout.optedOut && state.optout.mode === 'product'
                  ? t('You have been unsubscribed from {{title}}. You will not receive any more messages about it.', { title: state.optout.title })
                  : t(state.optout.message)}
              </Text>
              {!state.optout.optedOut && (
                <Button colorPalette="red" onClick={confirm} loading={busy} disabled={busy}>
                  {t('Yes, unsubscribe me')}
                </Button>
              )}
            </>
          )}
        </Stack>
      </Box>
    </Center>
  );
}
