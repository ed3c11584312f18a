// The sandbox provider's card element: one bordered field holding the card number, MM/YY and CVC,
// as hosted providers draw theirs. Its values are the form's (number, expiry, cvc), but they only
// ever travel to the provider's tokenize call; the first error of the three shows under it.
import { Box, Field, HStack, Input } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { useTranslation } from '@web/i18n';

export interface CardElementValues {
  number: string;
  expiry: string;
  cvc: string;
}

/** "4242424242424242" → "4242 4242 4242 4242"; "1230" → "12/30". */
const groupDigits = (v: string) => v.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
const asExpiry = (v: string) => {
  const d = v.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
};

export function CardElement() {
  const { t } = useTranslation();
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<CardElementValues>();
  const error = (['number', 'expiry', 'cvc'] as const).map((k) => (touched[k] ? errors[k] : undefined)).find(Boolean);
  const part = (name: keyof CardElementValues, format: (v: string) => string, label: string, placeholder: string, width: string) => (
    <Input
      aria-label={t(label)}
      name={name}
      value={values[name]}
      placeholder={placeholder}
      inputMode="numeric"
      autoComplete={name === 'number' ? 'cc-number' : name === 'expiry' ? 'cc-exp' : 'cc-csc'}
      border="none"
      px="1"
      width={width}
      _focusVisible={{ outline: 'none' }}
      onChange={(e) => void setFieldValue(name, format(e.target.value))}
      onBlur={() => void setFieldTouched(name, true)}
    />
  );
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {t('Card')}
        <Field.RequiredIndicator />
      </Field.Label>
      <Box borderWidth="1px" borderRadius="md" px="2" width="full" borderColor={error ? 'border.error' : 'border'} _focusWithin={{ borderColor: 'colorPalette.focusRing', boxShadow: 'outline' }} data-testid="card-element">
        <HStack gap="1">
          {part('number', groupDigits, 'Card number', '1234 1234 1234 1234', 'full')}
          {part('expiry', asExpiry, 'Expiry (MM/YY)', 'MM/YY', '20')}
          {part('cvc', (v) => v.replace(/\D/g, '').slice(0, 4), 'CVC', 'CVC', '16')}
        </HStack>
      </Box>
      {error ? <Field.ErrorText>{t(error)}</Field.ErrorText> : <Field.HelperText>{t('Test card: 4242 4242 4242 4242, any future date, any CVC')}</Field.HelperText>}
    </Field.Root>
  );
}
