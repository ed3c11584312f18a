// The wizard's first step (000 §3 "Campaign compose"): who the campaign goes to. The title, the
// country, the contact groups sent to, the target filters on the contacts' fields, and the groups
// whose contacts are suppressed. Suppression groups are offered for suppression only.
import { Button, HStack, IconButton, Stack } from '@chakra-ui/react';
import { CONTACT_COLUMNS } from '@domain/contacts';
import { DEFAULT_TARGET, FILTER_TYPES, type TargetFilter } from '@domain/campaign-compose';
import type { ComposeOptions } from '@domain/campaign-options';
import { useTranslation, type Translate } from '@web/i18n';
import { formatCount } from '@web/ui';
import { CloseIcon } from '@web/ui/icons';
import { ComposeSelect, ComposeSwitch, ComposeText } from '../compose-fields';
import { problemAt, problemsAt, type StepProps } from '../step-props';
import { CheckListField } from './check-list-field';
import { EmptyHint, FieldPair, ProblemLines, StepSection } from './step-section';

type Group = ComposeOptions['contactGroups'][number];

const FILTER_TYPE_LABELS: Record<TargetFilter['filterType'], string> = { INCLUDE: 'Include', EXCLUDE: 'Exclude' };
const columnChoices = CONTACT_COLUMNS.map((c) => ({ value: c, label: c }));
const filterTypeChoices = FILTER_TYPES.map((f) => ({ value: f, label: FILTER_TYPE_LABELS[f] }));

const groupChoice = (t: Translate) => (g: Group) => ({
  value: g.id,
  label: g.name,
  hint: t('{{count}} contacts · {{country}}', { count: formatCount(g.contacts), country: g.country }),
});

export function AudienceStep({ compose, options, problems, onChange, disabled }: StepProps) {
  const { t } = useTranslation();
  const sendable = options.contactGroups.filter((g) => !g.suppression);
  // Suppression groups first: they are what this list is for; any other group may suppress too.
  const suppressible = [...options.contactGroups.filter((g) => g.suppression), ...sendable];
  return (
    <Stack gap="6">
      <StepSection title="Campaign">
        <FieldPair>
          <ComposeText
            label="Campaign title"
            value={compose.campaignTitle}
            onChange={(campaignTitle) => onChange({ campaignTitle })}
            error={problemAt(problems, 'campaignTitle')}
            disabled={disabled}
          />
          <ComposeSelect
            label="Country"
            required
            placeholder="Choose a country"
            value={compose.country === '' ? null : compose.country}
            choices={options.countries.map((c) => ({ value: c.code, label: c.name }))}
            onChange={(country) => onChange({ country: country ?? '' })}
            error={problemAt(problems, 'country')}
            disabled={disabled}
          />
        </FieldPair>
      </StepSection>
      <StepSection title="Contact groups" description="The contacts this campaign is sent to.">
        <CheckListField
          label="Contact groups"
          required
          value={compose.contactGroups}
          choices={sendable.map(groupChoice(t))}
          onChange={(contactGroups) => onChange({ contactGroups })}
          problems={problems}
          path="contactGroups"
          disabled={disabled}
          empty={<EmptyHint text="You have no contact groups yet." action="Create a contact group" to="/contact/groups" />}
        />
      </StepSection>
      <TargetFilters target={compose.target} onChange={(target) => onChange({ target })} problems={problemsAt(problems, 'target')} disabled={disabled} />
      <StepSection title="Suppression">
        <ComposeSwitch
          label="Suppress contacts of other groups"
          checked={compose.suppressionContactEnabled}
          onChange={(suppressionContactEnabled) => onChange({ suppressionContactEnabled })}
          disabled={disabled}
        >
          <CheckListField
            label="Suppression groups"
            value={compose.suppressionGroupIds}
            choices={suppressible.map(groupChoice(t))}
            onChange={(suppressionGroupIds) => onChange({ suppressionGroupIds })}
            problems={problems}
            path="suppressionGroupIds"
            disabled={disabled}
            empty={<EmptyHint text="You have no contact groups yet." action="Create a contact group" to="/contact/groups" />}
          />
        </ComposeSwitch>
      </StepSection>
    </Stack>
  );
}

/** The target filters: rows of contact field, include or exclude, and the value(s) it matches. */
function TargetFilters({ target, onChange, problems, disabled }: { target: TargetFilter[]; onChange: (target: TargetFilter[]) => void; problems: string[]; disabled?: boolean }) {
  const { t } = useTranslation();
  const change = (index: number, patch: Partial<TargetFilter>) => onChange(target.map((f, i) => (i === index ? { ...f, ...patch } : f)));
  return (
    <StepSection title="Target filters" description="Only contacts matching every filter are sent to. Filters with an empty field or value are dropped.">
      {target.map((filter, index) => {
        const n = index + 1;
        return (
          // Rows have no id of their own; their place is what the labels and problems name.
          <HStack key={index} gap="3" align="end" wrap={{ base: 'wrap', md: 'nowrap' }}>
            <ComposeSelect
              label={t('Filter {{n}} field', { n })}
              placeholder="Choose a field"
              value={filter.contactField === '' ? null : filter.contactField}
              choices={columnChoices}
              onChange={(contactField) => change(index, { contactField: contactField ?? '' })}
              disabled={disabled}
            />
            <ComposeSelect
              label={t('Filter {{n}} type', { n })}
              value={filter.filterType}
              choices={filterTypeChoices}
              onChange={(filterType) => change(index, { filterType: filterType ?? 'INCLUDE' })}
              disabled={disabled}
            />
            <ComposeText
              label={t('Filter {{n}} value', { n })}
              placeholder="Comma separated, like MOBILE"
              value={filter.valueContactField}
              onChange={(valueContactField) => change(index, { valueContactField })}
              disabled={disabled}
            />
            <IconButton
              aria-label={t('Remove filter {{n}}', { n })}
              variant="ghost"
              onClick={() => onChange(target.filter((_, i) => i !== index))}
              disabled={disabled}
            >
              <CloseIcon />
            </IconButton>
          </HStack>
        );
      })}
      <ProblemLines messages={problems} />
      <HStack gap="3">
        <Button variant="outline" size="sm" onClick={() => onChange([...target, { contactField: '', filterType: 'INCLUDE', valueContactField: '' }])} disabled={disabled}>
          {t('Add filter')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onChange(DEFAULT_TARGET.map((f) => ({ ...f })))} disabled={disabled}>
          {t('Mobile numbers only')}
        </Button>
      </HStack>
    </StepSection>
  );
}
