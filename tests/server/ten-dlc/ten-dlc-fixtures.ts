// A valid brand and use case as the 10DLC forms send them, for the server tests.
import type { BrandInput } from '@domain/ten-dlc/brand';
import type { UseCaseInput } from '@domain/ten-dlc/use-case';

export const DEMO = { email: 'demo@example.com', password: 'Demo#2026' };
export const OTHER = { email: 'agency@example.com', password: 'Agency#2026' };

export const aBrand = (over: Partial<BrandInput> = {}): BrandInput => ({
  firstName: 'Ana', lastName: 'Reyes', brandName: 'Harbor Dental', companyName: 'Harbor Dental PLLC',
  website: 'https://harbor-dental.example.com', email: 'office@harbor-dental.example.com', phone: '+1 415 555 2671',
  street: '1 Market St', city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US',
  entityType: 'PRIVATE_PROFIT', vertical: 'HEALTHCARE', customerType: 'DIRECT', brandType: 'STANDARD',
  businessType: 'LIMITED_LIABILITY_CORPORATION', businessRegistrationIdType: 'EIN', ein: '94-1234567', einIssuingCountry: 'US',
  seniority: 'SMALL_ACCOUNT', stockExchange: '', stockSymbol: '',
  ...over,
});

export const aUseCase = (didGroupIds: number[], over: Partial<UseCaseInput> = {}): UseCaseInput => ({
  usecaseName: 'Appointment reminders',
  usecaseType: 'ACCOUNT_NOTIFICATION',
  vertical: 'HEALTHCARE',
  customerCareEmail: 'care@harbor-dental.example.com',
  customerCarePhone: '+14155552672',
  termsAndConditionsUrl: 'https://harbor-dental.example.com/terms',
  description: 'Reminders of booked dental appointments for patients who gave their mobile number at booking.',
  initSIDs: '',
  sample1: 'Harbor Dental: your cleaning is tomorrow at 10:00. Reply STOP to opt out.',
  sample2: 'Harbor Dental: please confirm your visit on Friday. Reply C to confirm, STOP to opt out.',
  messageFlow: 'Patients give their number and tick the SMS consent box when they book online or at the front desk.',
  optInType: 'WEB_FORM',
  optInKeywords: '',
  optOutKeywords: 'STOP, END',
  helpKeywords: 'HELP',
  optInMessage: 'Harbor Dental: you will get appointment reminders. Reply STOP to opt out.',
  optOutMessage: 'Harbor Dental: you are unsubscribed from reminders.',
  helpMessage: 'Harbor Dental: call +1 415 555 2672 for help. Reply STOP to opt out.',
  didGroupIds,
  ...over,
});
