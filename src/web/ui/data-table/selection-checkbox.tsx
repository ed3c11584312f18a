// The row and select-all checkboxes of the DataTable. The native input carries the aria-label so
// screen readers and tests find 'Select row' / 'Select all rows'.
import { Checkbox } from '@chakra-ui/react';

type Props = {
  label: string;
  checked: boolean | 'indeterminate';
  onChange: (checked: boolean) => void;
};

export function SelectionCheckbox({ label, checked, onChange }: Props) {
  return (
    <Checkbox.Root
      size="sm"
      colorPalette="accent"
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
      verticalAlign="middle"
    >
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}
