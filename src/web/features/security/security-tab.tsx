// Settings > Security (issue 13): change password, one-time codes on or off, active sessions.
import { Separator, Stack } from '@chakra-ui/react';
import { ChangePasswordForm } from './change-password-form';
import { MfaSection } from './mfa-section';
import { SessionsSection } from './sessions-section';

export function SecurityTab() {
  return (
    <Stack gap="8">
      <ChangePasswordForm />
      <Separator />
      <MfaSection />
      <Separator />
      <SessionsSection />
    </Stack>
  );
}
