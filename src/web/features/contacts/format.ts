// The one number format only the contact pages need; the rest are the shared ones in @web/ui.
import { formatCount } from '@web/ui';

/** "10,000+" when the server stopped counting at its cap. */
export function formatTotal(total: number, capped: boolean): string {
  return capped ? `${formatCount(total)}+` : formatCount(total);
}
