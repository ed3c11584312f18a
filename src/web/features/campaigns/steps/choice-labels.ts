// The compose's enums in the sender's words: the steps offer them as choices and the review shows
// the chosen one with the same words.
import type { EVALUATED_ELEMENTS, RESPONDER_MODES, TRACKING_VENDORS, VOLUUM_MAPPINGS } from '@domain/campaign-compose';
import type { Choice } from '../compose-fields';

export const RESPONDER_MODE_CHOICES: readonly Choice<(typeof RESPONDER_MODES)[number]>[] = [
  { value: 'noResponder', label: 'No responder' },
  { value: 'responder', label: 'Responder' },
  { value: 'template', label: 'Responder template' },
  { value: 'onfly', label: 'Responder on the fly' },
];

export const EVALUATED_ELEMENT_CHOICES: readonly Choice<(typeof EVALUATED_ELEMENTS)[number]>[] = [
  { value: 'creative', label: 'Creative' },
  { value: 'offer', label: 'Offer' },
  { value: 'domainGroup', label: 'Domain group' },
  { value: 'route', label: 'Route' },
  { value: 'didGroup', label: 'DID group' },
];

export const TRACKING_VENDOR_CHOICES: readonly Choice<(typeof TRACKING_VENDORS)[number]>[] = [
  { value: 'none', label: 'None' },
  { value: 'voluum', label: 'Voluum' },
];

export const VOLUUM_MAPPING_CHOICES: readonly Choice<(typeof VOLUUM_MAPPINGS)[number]>[] = [
  { value: 'uuid', label: 'UUID' },
  { value: 'campaignName', label: 'Campaign name' },
  { value: 'name', label: 'Name' },
  { value: 'no_mapping', label: 'No mapping' },
];

/** The label of a chosen value (the value itself if it is not among the choices). */
export const labelOf = <V extends string | number>(choices: readonly Choice<V>[], value: V): string => choices.find((c) => c.value === value)?.label ?? String(value);
