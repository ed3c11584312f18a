// A new compose with no recent send form starts from the user's Advanced settings (000 §3 "Defaults
// come from user settings"): the auto-stop threshold and send speed chosen there; empty otherwise.
import { composeSchema, type Compose } from '@domain/campaign-compose';
import type { ComposeOptions } from '@domain/campaign-options';

export function withUserDefaults(options: ComposeOptions): Compose | null {
  const defaults = options.composeDefaults;
  if (!defaults || (defaults.autoStopThreshold === null && defaults.sendSpeed === null)) return null;
  return composeSchema.parse({ autoStopThreshold: defaults.autoStopThreshold, sendSpeed: defaults.sendSpeed });
}
