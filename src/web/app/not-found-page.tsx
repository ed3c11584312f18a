// 404 (000 §2: "404 says Page not found").
import { MessagePage } from '@web/ui/message-page';

export function NotFoundPage() {
  return <MessagePage code="404" title="Page not found" text="The page you are looking for does not exist or has moved." />;
}
