// A 10DLC brand (000 §3 brand fields; §5 "brand type always standard, customer type always direct;
// stock exchange and symbol optional"): the business that sends, as The Campaign Registry asks for
// it. brandInputSchema is the form's and the server's; brandSchema what the calls answer, with the
// status read from the brand's newest registration request (brand-status.ts).
import { z } from 'zod';
import { registrationViewSchema } from '../registrations';
import {
  BUSINESS_TYPE_CODES,
  ENTITY_TYPE_CODES,
  REGISTRATION_ID_TYPE_CODES,
  SENIORITY_CODES,
  STOCK_EXCHANGE_CODES,
  VERTICAL_CODES,
} from './enumerations';
import { choice, countryCode, emailText, optionalText, phoneText, requiredText, urlText } from './fields';
import { tenDlcMessages } from './ten-dlc-messages';
import { brandStatusSchema } from './brand-status';

/** The registration number's shape by its type (the EIN is the IRS's NN-NNNNNNN). */
export const REGISTRATION_ID_FORMATS: Readonly<Record<(typeof REGISTRATION_ID_TYPE_CODES)[number], { pattern: RegExp; message: string }>> = {
  EIN: { pattern: /^\d{2}-\d{7}$/, message: tenDlcMessages.einFormat },
  DUNS: { pattern: /^\d{2}-?\d{3}-?\d{4}$/, message: tenDlcMessages.dunsFormat },
  LEI: { pattern: /^[A-Z0-9]{20}$/, message: tenDlcMessages.leiFormat },
  GIIN: { pattern: /^[A-Z0-9]{6}\.[A-Z0-9]{5}\.[A-Z]{2}\.\d{3}$/, message: tenDlcMessages.giinFormat },
};

export const brandFieldsSchema = z.object({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  brandName: requiredText('Brand name', 100),
  companyName: requiredText('Company name', 200),
  website: urlText('Website', 500),
  email: emailText('Email'),
  phone: phoneText('Phone'),
  street: requiredText('Street', 200),
  city: requiredText('City', 100),
  state: requiredText('State', 100),
  postalCode: requiredText('Postal code', 20),
  country: countryCode('Country'),
  entityType: choice('Entity type', ENTITY_TYPE_CODES),
  vertical: choice('Vertical', VERTICAL_CODES),
  // 000 §5: always DIRECT and STANDARD on the form; the registry's other values are not offered.
  customerType: z.literal('DIRECT', { error: 'Customer type must be DIRECT' }).default('DIRECT'),
  brandType: z.literal('STANDARD', { error: 'Brand type must be STANDARD' }).default('STANDARD'),
  businessType: choice('Business type', BUSINESS_TYPE_CODES),
  businessRegistrationIdType: choice('Business registration id type', REGISTRATION_ID_TYPE_CODES),
  ein: requiredText('EIN', 30),
  einIssuingCountry: countryCode('EIN issuing country'),
  seniority: choice('Seniority', SENIORITY_CODES),
  // Optional: '' when not listed on an exchange.
  stockExchange: z.union([z.literal(''), choice('Stock exchange', STOCK_EXCHANGE_CODES)]).default(''),
  stockSymbol: optionalText('Stock symbol', 10),
});

/** The brand form and POST/PUT /10dlc/brand: each field, then the rules between fields. */
export const brandInputSchema = brandFieldsSchema.superRefine((brand, ctx) => {
  const format = REGISTRATION_ID_FORMATS[brand.businessRegistrationIdType];
  if (!format.pattern.test(brand.ein)) ctx.addIssue({ code: 'custom', path: ['ein'], message: format.message, input: brand.ein });
  if (brand.country === 'US' && !/^\d{5}(-\d{4})?$/.test(brand.postalCode)) {
    ctx.addIssue({ code: 'custom', path: ['postalCode'], message: tenDlcMessages.usPostalCode, input: brand.postalCode });
  }
  if (brand.stockSymbol !== '' && !/^[A-Z0-9.]{1,10}$/.test(brand.stockSymbol)) {
    ctx.addIssue({ code: 'custom', path: ['stockSymbol'], message: tenDlcMessages.stockSymbolFormat, input: brand.stockSymbol });
  }
  if (brand.stockSymbol !== '' && brand.stockExchange === '') {
    ctx.addIssue({ code: 'custom', path: ['stockExchange'], message: tenDlcMessages.stockSymbolWithoutExchange, input: brand.stockExchange });
  }
});
export type BrandInput = z.input<typeof brandInputSchema>;
export type BrandFields = z.output<typeof brandFieldsSchema>;

/** The fields as stored and answered (already validated, so plain strings). */
export const brandFieldsAnswerSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  brandName: z.string(),
  companyName: z.string(),
  website: z.string(),
  email: z.string(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  entityType: z.string(),
  vertical: z.string(),
  customerType: z.string(),
  brandType: z.string(),
  businessType: z.string(),
  businessRegistrationIdType: z.string(),
  ein: z.string(),
  einIssuingCountry: z.string(),
  seniority: z.string(),
  stockExchange: z.string(),
  stockSymbol: z.string(),
});

export const brandSchema = brandFieldsAnswerSchema.extend({
  id: z.number().int(),
  /** The brand status (000 §4) from the newest registration; null while it was never sent (a draft). */
  status: brandStatusSchema.nullable(),
  /** The newest registration request: state, reason, fee; null while never sent. */
  registration: registrationViewSchema.nullable(),
  useCaseCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

export const brandListSchema = z.object({ items: z.array(brandSchema) });
export type BrandList = z.infer<typeof brandListSchema>;

/** GET /10dlc/profile: the account's own details the brand form starts from (decision 48). */
export const brandProfileSchema = brandFieldsAnswerSchema.pick({
  firstName: true,
  lastName: true,
  companyName: true,
  email: true,
  phone: true,
  street: true,
  city: true,
  state: true,
  postalCode: true,
  country: true,
});
export type BrandProfile = z.infer<typeof brandProfileSchema>;
