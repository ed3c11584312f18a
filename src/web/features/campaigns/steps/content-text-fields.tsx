// The content step's fields for the text types (SMS, SMS2, MMS, MMSE): the creatives or a message
// written on the fly, the offer and its short links, the opt-out link, the QR code and the
// impression URL. Where the user has nothing to pick, a hint links to where it is created.
import { Stack } from '@chakra-ui/react';
import { CREATIVE_MODES, OFFER_OPTIONS, OPTOUT_LINK_TYPES, type Compose } from '@domain/campaign-compose';
import { useTranslation } from '@web/i18n';
import { ComposeSelect, ComposeSwitch, ComposeText } from '../compose-fields';
import { problemAt, problemsAt, type StepProps } from '../step-props';
import { CheckListField } from './check-list-field';
import { EmptyHint, FieldPair, ProblemLines, StepSection } from './step-section';

const CREATIVE_MODE_LABELS: Record<Compose['creativeMode'], string> = { creatives: 'Choose creatives', onfly: 'Write the message on the fly' };
const OFFER_OPTION_LABELS: Record<Compose['offerOption'], string> = { offer: 'Offers', prefill: 'Prefill', no: 'No offer', onfly: 'Offer on the fly' };
const OPTOUT_LINK_TYPE_LABELS: Record<Compose['optoutLinkType'], string> = { optoutLink: 'Opt-out link', none: 'None' };
const APPROVAL_LABELS = { PENDING: 'Pending approval', APPROVED: 'Approved', REJECTED: 'Rejected' } as const;

const creativeModeChoices = CREATIVE_MODES.map((m) => ({ value: m, label: CREATIVE_MODE_LABELS[m] }));
const offerOptionChoices = OFFER_OPTIONS.map((o) => ({ value: o, label: OFFER_OPTION_LABELS[o] }));
const optoutLinkTypeChoices = OPTOUT_LINK_TYPES.map((o) => ({ value: o, label: OPTOUT_LINK_TYPE_LABELS[o] }));

export function MessageFields({ compose, options, problems, onChange, disabled }: StepProps) {
  const { t } = useTranslation();
  return (
    <StepSection title="Message">
      <ComposeSelect
        label="Creative mode"
        value={compose.creativeMode}
        choices={creativeModeChoices}
        onChange={(creativeMode) => onChange({ creativeMode: creativeMode ?? 'creatives' })}
        disabled={disabled}
      />
      {compose.creativeMode === 'creatives' ? (
        <CheckListField
            label="Creatives"
            required
            value={compose.creativeIds}
            choices={options.creatives.map((c) => ({ value: c.id, label: c.title, hint: t(APPROVAL_LABELS[c.approvalStatus]) }))}
            onChange={(creativeIds) => onChange({ creativeIds })}
            problems={problems}
            path="creativeIds"
            disabled={disabled}
            empty={<EmptyHint text="You have no creatives yet." action="Compose a creative" to="/send/creative-compose/create" />}
          />
      ) : (
        <ComposeText
          label="Message"
          required
          multiline
          value={compose.onflyMessage}
          onChange={(onflyMessage) => onChange({ onflyMessage })}
          error={problemAt(problems, 'onflyMessage')}
          disabled={disabled}
        />
      )}
    </StepSection>
  );
}

export function LinkFields({ compose, options, problems, onChange, disabled }: StepProps) {
  return (
    <StepSection title="Offer and links">
      <ComposeSelect
        label="Offer option"
        value={compose.offerOption}
        choices={offerOptionChoices}
        onChange={(offerOption) => onChange({ offerOption: offerOption ?? 'offer' })}
        disabled={disabled}
      />
      {compose.offerOption === 'offer' && (
        <CheckListField
            label="Offers"
            required
            value={compose.offerIds}
            choices={options.offers.map((o) => ({ value: o.id, label: o.title, hint: o.url }))}
            onChange={(offerIds) => onChange({ offerIds })}
            problems={problems}
            path="offerIds"
            disabled={disabled}
            empty={<EmptyHint text="You have no offers yet." action="Create an offer" to="/send/offers/create" />}
          />
      )}
      {compose.offerOption === 'onfly' && (
        <ComposeText
          label="Offer URL"
          required
          placeholder="https://"
          value={compose.onflyOfferUrl}
          onChange={(onflyOfferUrl) => onChange({ onflyOfferUrl })}
          error={problemAt(problems, 'onflyOfferUrl')}
          disabled={disabled}
        />
      )}
      <ComposeSwitch label="URL shortened" checked={compose.urlShortened} onChange={(urlShortened) => onChange({ urlShortened })} disabled={disabled} />
      <Stack gap="2">
        <ComposeSelect<number>
          label="Domain group for short links"
          placeholder="Choose a domain group"
          value={compose.domain}
          choices={options.domainGroups.map((g) => ({ value: g.id, label: g.name }))}
          onChange={(domain) => onChange({ domain })}
          error={problemAt(problems, 'domain')}
          disabled={disabled}
        />
        {options.domainGroups.length === 0 && <EmptyHint text="You have no domain groups yet." action="Create a domain group" to="/domain/groups" />}
      </Stack>
      <FieldPair>
        <ComposeSelect
          label="Opt-out link type"
          value={compose.optoutLinkType}
          choices={optoutLinkTypeChoices}
          onChange={(optoutLinkType) => onChange({ optoutLinkType: optoutLinkType ?? 'optoutLink' })}
          disabled={disabled}
        />
        {compose.optoutLinkType === 'optoutLink' && (
          <ComposeSelect<number>
            label="Opt-out link"
            required
            placeholder="Choose an opt-out link"
            value={compose.optoutLink}
            choices={options.optoutLinks.map((l) => ({ value: l.id, label: l.title }))}
            onChange={(optoutLink) => onChange({ optoutLink })}
            error={problemAt(problems, 'optoutLink')}
            disabled={disabled}
          />
        )}
      </FieldPair>
      <ComposeSwitch label="Add a QR code" checked={compose.qrEnabled} onChange={(qrEnabled) => onChange({ qrEnabled })} disabled={disabled} />
      <ProblemLines messages={problemsAt(problems, 'qrEnabled')} />
      <ComposeText
        label="Impression URL"
        placeholder="https://"
        value={compose.impressionUrl}
        onChange={(impressionUrl) => onChange({ impressionUrl })}
        error={problemAt(problems, 'impressionUrl')}
        disabled={disabled}
      />
    </StepSection>
  );
}
