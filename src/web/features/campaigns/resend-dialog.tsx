// Resend a sent campaign to its failed, non-replying or non-clicking contacts (001 §7
// resendToTargetInteraction): at least one condition; the campaign runs again as a new round.
import { resendInputSchema } from '@domain/sending/campaign-progress';
import { Text } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';
import { CheckboxField, FormDialog, notify, showFormError, zodValidate } from '@web/ui';
import { resendCampaign } from './campaigns-api';

type Values = { failed: boolean; nonReply: boolean; nonClicked: boolean };

type Props = {
  campaign: { id: number; title: string } | null;
  onClose: () => void;
  onResent: () => void;
};

export function ResendDialog({ campaign, onClose, onResent }: Props) {
  const { t } = useTranslation();
  return (
    <FormDialog<Values>
      open={campaign !== null}
      title="Resend campaign"
      submitLabel="Resend"
      size="sm"
      onClose={onClose}
      initialValues={{ failed: true, nonReply: false, nonClicked: false }}
      validationSchema={zodValidate(resendInputSchema)}
      onSubmit={async (values, helpers) => {
        if (!campaign) return;
        try {
          const answer = await resendCampaign(campaign.id, values);
          notify({ type: 'success', description: answer.message });
          onResent();
        } catch (error) {
          showFormError(error, helpers, ['failed']);
        }
      }}
    >
      <Text textStyle="sm">{t('Send {{title}} again to the contacts who:', { title: campaign?.title ?? '' })}</Text>
      <CheckboxField name="failed" label="Failed (within the last 48 hours)" />
      <CheckboxField name="nonReply" label="Did not reply" />
      <CheckboxField name="nonClicked" label="Did not click" />
    </FormDialog>
  );
}
