// 'Create payment method' (000 §2, §3 Card, §5 card details): name, email, phone (international),
// postal code (5 digits) and the card element. Submit asks the provider for a token first (a bad
// number, expiry or CVC shows under the element), then saves the card with the token only.
import { addCardSchema, cardDetailsSchema, paymentMessages, type Card } from '@domain/payments';
import { isApiRequestError } from '@web/api/api-request-error';
import { FormDialog, notify, showFormError, TextField, zodValidate } from '@web/ui';
import { CardElement } from './card-element';
import { addCard, tokenizeCard } from './payments-api';

const formSchema = addCardSchema.omit({ token: true }).extend(cardDetailsSchema.shape);
const validate = zodValidate(formSchema);
const initial = { name: '', email: '', phone: '', zip: '', number: '', expiry: '', cvc: '' };

export function AddCardDialog({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (card: Card) => void }) {
  return (
    <FormDialog<typeof initial>
      open={open}
      title="Create payment method"
      submitLabel="Save"
      onClose={onClose}
      initialValues={initial}
      validationSchema={validate}
      onSubmit={async (values, helpers) => {
        let token: string;
        try {
          token = (await tokenizeCard({ number: values.number, expiry: values.expiry, cvc: values.cvc })).token;
        } catch (error) {
          showFormError(error, helpers, ['number', 'expiry', 'cvc'], paymentMessages.addCardFailed);
          return;
        }
        try {
          const card = await addCard({ name: values.name, email: values.email, phone: values.phone, zip: values.zip, token });
          notify({ type: 'success', description: 'Payment method added' });
          onAdded(card);
        } catch (error) {
          if (isApiRequestError(error) && error.field === 'token') helpers.setFieldError('number', error.message);
          else showFormError(error, helpers, ['name', 'email', 'phone', 'zip'], paymentMessages.addCardFailed);
        }
      }}
    >
      <TextField name="name" label="Name" required autoComplete="cc-name" />
      <TextField name="email" label="Email" type="email" required autoComplete="email" />
      <TextField name="phone" label="Phone" type="tel" required placeholder="+12025550123" helperText="International format, e.g. +12025550123" />
      <TextField name="zip" label="Postal code" required placeholder="10001" helperText="5 digits" />
      <CardElement />
    </FormDialog>
  );
}
