// A problem that belongs to a group of inputs rather than one (the sleep timer as a whole, the
// resend switch): the message in the spec's words under the group, translated like a field's.
import { Text } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';
import { translateMessage } from '@web/i18n/translate-message';

export function ComposeProblemText({ messages }: { messages: readonly string[] }) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  return (
    <>
      {messages.map((message) => (
        <Text key={message} textStyle="sm" color="fg.error">
          {translateMessage(message, t)}
        </Text>
      ))}
    </>
  );
}
