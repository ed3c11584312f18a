// Props every form field takes. `label` and `placeholder` are English catalogue keys (the field
// translates them) or text already translated.
export type BaseFieldProps = {
  /** The Formik field name; dotted paths reach nested values. */
  name: string;
  label: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
};
