// The wizard's second step (000 §3 "Campaign compose"): what is sent and through which routes. A
// two-way campaign sends from DID groups, one or more per route, so replies come back; a one-way
// campaign sends from the ANIs typed here. A route that is not 10DLC needs the campaign's vertical;
// a 10DLC route sends only from DID groups a registered use case covers (issue 14).
import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { Compose } from '@domain/campaign-compose';
import type { ComposeOptions } from '@domain/campaign-options';
import { MESSAGE_TYPES, type MessageType, type Route, type SendMethod } from '@domain/routes';
import { useTranslation, type Translate } from '@web/i18n';
import { CloseIcon } from '@web/ui/icons';
import { ComposeNumber, ComposeSelect, ComposeText } from '../compose-fields';
import { problemAt, problemsAt, type StepProps } from '../step-props';
import { CheckListField } from './check-list-field';
import { FieldPair, ProblemLines, StepSection } from './step-section';

const messageTypeChoices = MESSAGE_TYPES.map((type) => ({ value: type, label: type }));
const sendMethodChoices: { value: SendMethod; label: string }[] = [
  { value: 2, label: 'Two-way' },
  { value: 1, label: 'One-way' },
];

/** The routes a row may pick: active, sending this way and this type; the row's own route stays listed so its value shows. */
function routeChoices(routes: readonly Route[], method: SendMethod, type: MessageType, current: number | null) {
  return routes
    .filter((r) => r.id === current || (r.status === 'active' && r.details.sendMethod === method && r.details.messageTypes.includes(type)))
    .map((r) => ({ value: r.id, label: `${r.name} · ${r.details.country}${r.details.is10dlc ? ' · 10DLC' : ''}` }));
}

/**
 * A route's DID groups first (those set for it or for no route), then the rest. On a 10DLC route a
 * group no registered use case covers says so before the rule refuses it.
 */
function didGroupChoices(t: Translate, options: ComposeOptions, routeId: number) {
  const { didGroups } = options;
  const fits = (g: ComposeOptions['didGroups'][number]) => g.routeId === routeId || g.routeId === null;
  const tenDlc = options.routes.find((r) => r.id === routeId)?.details.is10dlc === true;
  const registered = new Set(options.registeredDidGroupIds);
  const hint = (g: ComposeOptions['didGroups'][number]) =>
    tenDlc && !registered.has(g.id) ? t('{{country}} · no registered 10DLC use case', { country: g.country }) : g.country;
  return [
    ...didGroups.filter(fits).map((g) => ({ value: g.id, label: g.name, hint: hint(g) })),
    ...didGroups.filter((g) => !fits(g)).map((g) => ({ value: g.id, label: g.name, hint: t('{{country}} · set for another route', { country: g.country }) })),
  ];
}

export function RouteStep({ compose, options, problems, onChange, disabled }: StepProps) {
  const chosen = compose.sendMethod === 2 ? compose.routesTwoWays.map((r) => r.routeId) : compose.routesOneWay.map((r) => r.routeId);
  const needsVertical = chosen.some((id) => options.routes.find((r) => r.id === id)?.details.is10dlc === false) || problemAt(problems, 'vertical') !== undefined;
  return (
    <Stack gap="6">
      <StepSection title="Message">
        <FieldPair>
          <ComposeSelect<MessageType>
            label="Message type"
            value={compose.messageType}
            choices={messageTypeChoices}
            onChange={(messageType) => onChange({ messageType: messageType ?? 'SMS' })}
            error={problemAt(problems, 'messageType')}
            disabled={disabled}
          />
          <ComposeSelect<SendMethod>
            label="Send method"
            value={compose.sendMethod}
            choices={sendMethodChoices}
            onChange={(sendMethod) => onChange({ sendMethod: sendMethod ?? 2 })}
            error={problemAt(problems, 'sendMethod')}
            disabled={disabled}
          />
        </FieldPair>
      </StepSection>
      {compose.sendMethod === 2 ? (
        <TwoWayRoutes compose={compose} options={options} problems={problems} onChange={onChange} disabled={disabled} />
      ) : (
        <OneWayRoutes compose={compose} options={options} problems={problems} onChange={onChange} disabled={disabled} />
      )}
      <StepSection title="Sending">
        <FieldPair>
          {needsVertical && (
            <ComposeText
              label="Vertical"
              required
              helperText="A route that is not 10DLC needs the campaign's vertical."
              value={compose.vertical}
              onChange={(vertical) => onChange({ vertical })}
              error={problemAt(problems, 'vertical')}
              disabled={disabled}
            />
          )}
          <ComposeNumber
            label="Send speed (messages per hour)"
            helperText="Empty lets the route decide."
            value={compose.sendSpeed}
            onChange={(sendSpeed) => onChange({ sendSpeed })}
            error={problemAt(problems, 'sendSpeed')}
            disabled={disabled}
          />
        </FieldPair>
      </StepSection>
    </Stack>
  );
}

/** The problems of a list as a whole ('Choose a route'), not of one of its rows. */
const listProblems = (problems: StepProps['problems'], path: string) => problems.filter((p) => p.path === path).map((p) => p.message);

/** Adds the first route the compose does not use yet; says so when no route sends this type this way. */
function AddRoute({ choices, used, onAdd, disabled }: { choices: readonly { value: number }[]; used: readonly number[]; onAdd: (routeId: number) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  if (choices.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted">
        {t('None of your routes sends this message type this way.')}
      </Text>
    );
  }
  const next = choices.find((c) => !used.includes(c.value));
  if (next === undefined) return null;
  return (
    <HStack>
      <Button variant="outline" size="sm" onClick={() => onAdd(next.value)} disabled={disabled}>
        {t('Add route')}
      </Button>
    </HStack>
  );
}

/** One route row's route select and its remove button. */
function RouteRow({ n, method, routeId, options, type, error, onChange, onRemove, disabled }: {
  n: number;
  method: SendMethod;
  routeId: number;
  options: ComposeOptions;
  type: MessageType;
  error?: string;
  onChange: (routeId: number) => void;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <HStack gap="3" align="end">
      <ComposeSelect<number>
        label={t('Route {{n}}', { n })}
        value={routeId}
        choices={routeChoices(options.routes, method, type, routeId)}
        onChange={(id) => id !== null && onChange(id)}
        error={error}
        disabled={disabled}
      />
      <IconButton aria-label={t('Remove route {{n}}', { n })} variant="ghost" onClick={onRemove} disabled={disabled}>
        <CloseIcon />
      </IconButton>
    </HStack>
  );
}

function TwoWayRoutes({ compose, options, problems, onChange, disabled }: StepProps) {
  const { t } = useTranslation();
  const rows = compose.routesTwoWays;
  const change = (index: number, patch: Partial<Compose['routesTwoWays'][number]>) =>
    onChange({ routesTwoWays: rows.map((r, i) => (i === index ? { ...r, ...patch } : r)) });
  return (
    <StepSection title="Routes and DID groups" description="Two-way messages go out from your DID groups, so replies come back.">
      {rows.map((row, index) => {
        return (
          // Rows are named by their place (Route 1, Route 2): the place is their key.
          <Stack key={index} gap="3" borderTopWidth={index === 0 ? undefined : '1px'} pt={index === 0 ? undefined : '4'}>
            <RouteRow
              n={index + 1}
              method={2}
              routeId={row.routeId}
              options={options}
              type={compose.messageType}
              error={problemAt(problems, `routesTwoWays[${index}].routeId`)}
              onChange={(routeId) => change(index, { routeId })}
              onRemove={() => onChange({ routesTwoWays: rows.filter((_, i) => i !== index) })}
              disabled={disabled}
            />
            <CheckListField
              label={t('DID groups of route {{n}}', { n: index + 1 })}
              required
              value={row.didGroupIds}
              choices={didGroupChoices(t, options, row.routeId)}
              onChange={(didGroupIds) => change(index, { didGroupIds })}
              problems={problems}
              path={`routesTwoWays[${index}].didGroupIds`}
              disabled={disabled}
              empty={
                <Text textStyle="sm" color="fg.muted">
                  {t('You have no DID groups yet.')}
                </Text>
              }
            />
          </Stack>
        );
      })}
      <ProblemLines messages={listProblems(problems, 'routesTwoWays')} />
      <AddRoute
        choices={routeChoices(options.routes, 2, compose.messageType, null)}
        used={rows.map((r) => r.routeId)}
        onAdd={(routeId) => onChange({ routesTwoWays: [...rows, { routeId, didGroupIds: [] }] })}
        disabled={disabled}
      />
    </StepSection>
  );
}

function OneWayRoutes({ compose, options, problems, onChange, disabled }: StepProps) {
  const rows = compose.routesOneWay;
  return (
    <StepSection title="Routes and ANIs" description="One-way messages go out from the ANIs you type; replies do not come back.">
      {rows.map((row, index) => (
        <RouteRow
          // Rows are named by their place (Route 1, Route 2): the place is their key.
          key={index}
          n={index + 1}
          method={1}
          routeId={row.routeId}
          options={options}
          type={compose.messageType}
          error={problemAt(problems, `routesOneWay[${index}].routeId`)}
          onChange={(routeId) => onChange({ routesOneWay: rows.map((r, i) => (i === index ? { routeId } : r)) })}
          onRemove={() => onChange({ routesOneWay: rows.filter((_, i) => i !== index) })}
          disabled={disabled}
        />
      ))}
      <ProblemLines messages={listProblems(problems, 'routesOneWay')} />
      <AddRoute
        choices={routeChoices(options.routes, 1, compose.messageType, null)}
        used={rows.map((r) => r.routeId)}
        onAdd={(routeId) => onChange({ routesOneWay: [...rows, { routeId }] })}
        disabled={disabled}
      />
      <AnisField compose={compose} problems={problems} onChange={onChange} disabled={disabled} />
    </StepSection>
  );
}

function AnisField({ compose, problems, onChange, disabled }: Pick<StepProps, 'compose' | 'problems' | 'onChange' | 'disabled'>) {
  const [error, ...more] = problemsAt(problems, 'anis');
  return (
    <Stack gap="2">
      <ComposeText
        label="ANIs"
        required
        placeholder="+12025550123, +12025550124"
        helperText="Comma separated phone numbers, each starting with +."
        value={compose.anis}
        onChange={(value) => onChange({ anis: value })}
        error={error}
        disabled={disabled}
      />
      <ProblemLines messages={more} />
    </Stack>
  );
}
