// The campaign wizard on screen: the machine (machines/campaign-wizard.machine.ts) holds the
// compose and decides every move; this renders its snapshot (stepper, the step's form, the live
// summary, the buttons) and sends it the user's events. A sent campaign goes to the campaign list
// (to monitoring once it exists); 402 and 412 answers go to the spec's walls.
import { Alert, Button, Grid, HStack, Stack } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { AnimatePresence, motion, useReducedMotion } from 'framer-motion';
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { stepOfPath, stepsWithProblems, normalizeCompose, type Compose, type ComposeStep } from '@domain/campaign-compose';
import { factsFromOptions, type ComposeOptions } from '@domain/campaign-options';
import { campaignWizardMachine, isSuccessNotice, type SentCampaign } from '@machines/campaign-wizard.machine';
import { useTranslation } from '@web/i18n';
import { translateMessage } from '@web/i18n/translate-message';
import { notify } from '@web/ui';
import { countAudience, saveDraft, sendCampaign, sendTestMessages } from './campaigns-api';
import { ComposeSummary } from './compose-summary';
import { rememberSendForm } from './recent-send-form';
import { StepView } from './step-view';
import { WizardStepper } from './wizard-stepper';

interface Props {
  options: ComposeOptions;
  draft: { id: number; compose: Compose } | null;
  /** Where a new compose starts when there is no draft. */
  start: Compose | null;
  username: string;
}

function useWizardMachine(options: ComposeOptions) {
  return useMemo(
    () =>
      campaignWizardMachine.provide({
        actors: {
          loadFacts: fromPromise(() => Promise.resolve(factsFromOptions(options, new Date()))),
          countAudience: fromPromise<number, { compose: Compose }>(({ input, signal }) => countAudience(input.compose, signal)),
          saveDraft: fromPromise<{ id: number }, { compose: Compose; draftId: number | null }>(({ input, signal }) => saveDraft(input.draftId, input.compose, signal)),
          send: fromPromise<SentCampaign, { compose: Compose; draftId: number | null }>(({ input, signal }) => sendCampaign(input.compose, input.draftId, signal)),
          sendTest: fromPromise<unknown, { compose: Compose }>(({ input, signal }) => sendTestMessages(input.compose, signal)),
        },
      }),
    [options],
  );
}

export function Wizard({ options, draft, start, username }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [snapshot, send] = useMachine(useWizardMachine(options), { input: { draft, compose: start } });
  // Steps slide in, unless the system asks for less motion.
  const still = useReducedMotion() ?? false;
  const { compose, problems, notice, facts, sent } = snapshot.context;

  useEffect(() => {
    if (snapshot.matches('sent') && sent) {
      rememberSendForm(username, compose);
      notify({ type: 'success', description: 'Successfully sent!' });
      navigate('/send', { replace: true });
    }
    if (snapshot.matches('noCredit')) navigate('/warning/min-balance');
    if (snapshot.matches('noBilling')) navigate('/warning/billing-info');
  }, [snapshot, sent, compose, username, navigate]);

  useEffect(() => {
    if (notice && isSuccessNotice(notice)) notify({ type: 'success', description: notice });
  }, [notice]);

  // A saved draft's id goes into the address, so a reload (or a link) resumes it.
  const [, setParams] = useSearchParams();
  const { draftId } = snapshot.context;
  useEffect(() => {
    if (draftId !== null) setParams({ draft: String(draftId) }, { replace: true });
  }, [draftId, setParams]);

  if (!snapshot.matches('composing')) return null;
  const step = (snapshot.value as { composing: { wizard: ComposeStep } }).composing.wizard;
  const busy = !snapshot.matches({ composing: { calls: 'idle' } });
  const sending = snapshot.matches({ composing: { calls: 'sending' } });
  const counting = snapshot.matches({ composing: { audience: 'counting' } });
  const shown = step === 'review' ? problems : problems.filter((p) => stepOfPath(p.path) === step);
  const withProblems = stepsWithProblems(normalizeCompose(compose, facts), facts);
  const goTo = (to: ComposeStep) => send({ type: 'wizard.goto', step: to });

  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: '14rem minmax(0, 1fr) 16rem' }} gap="6" alignItems="start">
      <WizardStepper current={step} withProblems={withProblems} onGoTo={goTo} />
      <Stack gap="5" minW="0">
        <AnimatePresence mode="wait" initial={false}>
          <motion.div
            key={step}
            initial={still ? false : { opacity: 0, x: 16 }}
            animate={{ opacity: 1, x: 0 }}
            exit={still ? undefined : { opacity: 0, x: -16 }}
            transition={{ duration: still ? 0 : 0.15 }}
          >
            <StepView
              step={step}
              compose={compose}
              options={options}
              problems={shown}
              disabled={sending}
              totalTarget={facts.totalTarget}
              onChange={(patch) => send({ type: 'compose.change', patch })}
              onGoTo={goTo}
            />
          </motion.div>
        </AnimatePresence>
        {notice && !isSuccessNotice(notice) && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{translateMessage(notice, t)}</Alert.Title>
          </Alert.Root>
        )}
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Button variant="outline" onClick={() => send({ type: 'wizard.back' })} disabled={step === 'audience' || sending}>
            {t('Back')}
          </Button>
          <HStack gap="3">
            <Button variant="outline" onClick={() => send({ type: 'draft.save' })} loading={snapshot.matches({ composing: { calls: 'savingDraft' } })} disabled={busy}>
              {t('Save draft')}
            </Button>
            {(step === 'schedule' || step === 'review') && (
              <Button variant="outline" onClick={() => send({ type: 'test.send' })} loading={snapshot.matches({ composing: { calls: 'sendingTest' } })} disabled={busy}>
                {t('Send test')}
              </Button>
            )}
            {step === 'review' ? (
              <Button colorPalette="accent" onClick={() => send({ type: 'campaign.send' })} loading={sending} disabled={busy}>
                {compose.activeScheduling ? t('Schedule campaign') : t('Send campaign')}
              </Button>
            ) : (
              <Button colorPalette="accent" onClick={() => send({ type: 'wizard.next' })}>
                {t('Next')}
              </Button>
            )}
          </HStack>
        </HStack>
      </Stack>
      <ComposeSummary compose={compose} options={options} audience={facts.totalTarget} counting={counting} />
    </Grid>
  );
}
