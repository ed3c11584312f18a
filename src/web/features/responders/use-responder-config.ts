// The builder's config for one editor: the library the node forms pick from (the user's
// creatives, offers, opt-out links, media, audio configs, AI assistants, routes, DID groups) and
// the price table the checks estimate costs with. Until it arrives (or when it fails, the client
// having shown its toast) the pickers are empty and costs unpriced.
import { useEffect, useMemo, useState } from 'react';
import type { ResponderConfig } from '@domain/responder-api';
import { EMPTY_LIBRARY, type ResponderLibrary } from '@flows/canvas/library';
import type { ValidationContext } from '@flows/validation';
import { getResponderConfig } from './editor-api';

export interface EditorConfig {
  library: ResponderLibrary;
  validation: ValidationContext;
}

export function useResponderConfig(): EditorConfig {
  const [config, setConfig] = useState<ResponderConfig | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getResponderConfig(controller.signal)
      .then(setConfig)
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return useMemo(() => {
    if (!config) return { library: EMPTY_LIBRARY, validation: {} };
    const { library, prices } = config;
    return { library, validation: { ...library, prices } };
  }, [config]);
}
