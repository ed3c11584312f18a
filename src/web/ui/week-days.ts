// Week days as the spec numbers them, Sunday 1 to Saturday 7 (000 §5, 001 §9): the DID group's
// sleep timer and the campaign's both keep these numbers and show these names.
export const WEEK_DAYS = [
  { value: 1, label: 'Sunday' },
  { value: 2, label: 'Monday' },
  { value: 3, label: 'Tuesday' },
  { value: 4, label: 'Wednesday' },
  { value: 5, label: 'Thursday' },
  { value: 6, label: 'Friday' },
  { value: 7, label: 'Saturday' },
] as const;
