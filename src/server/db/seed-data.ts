// Reference data for a sandbox: the countries, carrier routes, prices and credit packages a new
// installation starts with. Prices are millicents per message or call (750 = $0.0075).
import type { MessageType } from '@domain/routes';

export const seedCountries = [
  { code: 'US', name: 'United States', dial_code: '+1', sort_order: 1 },
  { code: 'CA', name: 'Canada', dial_code: '+1', sort_order: 2 },
  { code: 'GB', name: 'United Kingdom', dial_code: '+44', sort_order: 3 },
];

interface SeedRoute {
  name: string;
  country: string;
  send_method: 1 | 2;
  types: MessageType[];
  attachments: boolean;
  tenDlc: boolean;
  approval: boolean;
  status?: 'active' | 'inactive';
}

export const seedRoutes: SeedRoute[] = [
  { name: 'US 10DLC Two-way', country: 'US', send_method: 2, types: ['SMS', 'MMS'], attachments: true, tenDlc: true, approval: false },
  { name: 'US Toll-free One-way', country: 'US', send_method: 1, types: ['SMS', 'SMS2', 'MMS', 'MMSE'], attachments: true, tenDlc: false, approval: true },
  { name: 'US Voice', country: 'US', send_method: 1, types: ['VOICE', 'RVM'], attachments: true, tenDlc: false, approval: false },
  { name: 'US Short-code One-way', country: 'US', send_method: 1, types: ['SMS'], attachments: false, tenDlc: false, approval: true },
  { name: 'CA Two-way', country: 'CA', send_method: 2, types: ['SMS', 'MMS'], attachments: true, tenDlc: false, approval: false },
  { name: 'CA One-way', country: 'CA', send_method: 1, types: ['SMS', 'VOICE', 'RVM'], attachments: true, tenDlc: false, approval: false },
  { name: 'US Legacy (retired)', country: 'US', send_method: 1, types: ['SMS'], attachments: false, tenDlc: false, approval: false, status: 'inactive' },
];

const basePrices: Record<MessageType, number> = {
  SMS: 750, SMS2: 900, MMS: 2_000, MMSE: 2_500, VOICE: 1_500, RVM: 1_200,
};

export const seedPrices = seedCountries
  .filter((c) => c.code !== 'GB')
  .flatMap((c) =>
    Object.entries(basePrices).map(([type, price]) => ({
      country: c.code,
      message_type: type,
      // Canada costs a fifth more on every type.
      unit_price_millicents: c.code === 'CA' ? Math.round(price * 1.2) : price,
    })),
  );

export const seedPackages = [
  { name: 'Starter', amount_cents: 10_000, bonus_cents: 0, sort_order: 1 },
  { name: 'Growth', amount_cents: 50_000, bonus_cents: 2_500, sort_order: 2 },
  { name: 'Business', amount_cents: 100_000, bonus_cents: 7_500, sort_order: 3 },
  { name: 'Pro', amount_cents: 200_000, bonus_cents: 20_000, sort_order: 4 },
  { name: 'Enterprise', amount_cents: 500_000, bonus_cents: 75_000, sort_order: 5 },
];
