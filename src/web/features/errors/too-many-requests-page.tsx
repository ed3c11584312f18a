// /429: where the transport layer sends the user when the server says too many requests.
import { MessagePage } from '@web/ui/message-page';

export function TooManyRequestsPage() {
  return (
    <MessagePage
      code="429"
      title="Too many requests"
      text="You have made too many requests in a short time. Please wait a minute and try again."
      minH="100dvh"
    />
  );
}
