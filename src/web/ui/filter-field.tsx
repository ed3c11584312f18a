// A filter-row input with its label shown above it (UI.md "every input has a visible label"):
// Chakra's Field ties the label to the input or select inside.
import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';

export function FilterField({ label, children, maxW = 'xs' }: { label: string; children: ReactNode; maxW?: string }) {
  const { t } = useTranslation();
  return (
    <Field.Root maxW={maxW} flex="1" minW="40">
      <Field.Label textStyle="xs" color="fg.muted">
        {t(label)}
      </Field.Label>
      {children}
    </Field.Root>
  );
}
