// The profile with its billing verification: the settings page's profile tab, the billing warning
// page's form and the payment area's update dialog. The machine says what the billing check
// answered; the form shows the requested values read-only while they are verified.
import { Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { ProfileAnswer, ProfileSaved } from '@domain/billing-profile';
import { EmptyState, LoadingSkeleton, useLoad } from '@web/ui';
import { getProfile } from './billing-api';
import { BillingStatus } from './billing-status';
import { ProfileForm } from './profile-form';
import { useBillingVerification } from './use-billing-verification';

export interface ProfilePanelProps {
  submitLabel?: 'Save' | 'Update';
  /**
   * Called once the check says the user may go on: verified with an entity name, or nothing to
   * update (the billing warning goes home then, 000 §2).
   */
  onThrough?: () => void;
  onSaved?: (saved: ProfileSaved) => void;
}

export function ProfilePanel({ submitLabel = 'Save', onThrough, onSaved }: ProfilePanelProps) {
  const loaded = useLoad((signal) => getProfile(signal), []);
  const verification = useBillingVerification();
  const [snapshot, send] = verification;
  const [profile, setProfile] = useState<ProfileAnswer | null>(null);
  useEffect(() => setProfile(loaded.data), [loaded.data]);
  const through = (snapshot.matches('verified') && Boolean(snapshot.context.answer?.billingInfo.entityName)) || snapshot.matches('noUpdateNeeded');
  useEffect(() => {
    if (through) onThrough?.();
  }, [through, onThrough]);

  const inReview = snapshot.matches('inProgress') || snapshot.matches('refreshing') || snapshot.matches('reloading');
  const answer = snapshot.context.answer;
  const shown = profile && answer && (inReview || snapshot.matches('rejected')) ? answer.billingInfo : profile;

  const saved = (result: ProfileSaved) => {
    setProfile(result.profile);
    send({ type: 'billing.saved', check: result.check });
    onSaved?.(result);
  };

  return (
    <Stack gap="5">
      <BillingStatus verification={verification} />
      {loaded.failed ? (
        <EmptyState title="The profile could not be loaded" onRetry={loaded.retry} />
      ) : profile === null || shown === null || snapshot.matches('checking') ? (
        <LoadingSkeleton lines={8} />
      ) : (
        <ProfileForm
          // A new answer brings new billing values into the form.
          key={`${String(inReview)}-${answer?.status ?? 'none'}`}
          profile={profile}
          billing={shown}
          billingReadOnly={inReview}
          submitLabel={submitLabel}
          onSaved={saved}
        />
      )}
    </Stack>
  );
}
