// Reference data shared by every user (countries, routes, prices, credit packages): read-only here,
// seeded at first start and edited by admins later.
import { countrySchema, type Country } from '@domain/countries';
import { creditPackageSchema, priceEntrySchema, type CreditPackage, type PriceEntry } from '@domain/pricing';
import { messageTypeSchema, routeSchema, type Route } from '@domain/routes';
import { z } from 'zod';
import type { Db, RouteRow } from '../../db/database';

export async function listCountries(db: Db): Promise<Country[]> {
  const rows = await db
    .selectFrom('countries')
    .selectAll()
    .where('enabled', '=', 1)
    .orderBy('sort_order')
    .orderBy('code')
    .execute();
  return rows.map((r) => countrySchema.parse({ code: r.code, name: r.name, dialCode: r.dial_code }));
}

const messageTypesJson = z.array(messageTypeSchema);

export function toRoute(r: RouteRow): Route {
  return routeSchema.parse({
    id: r.id,
    name: r.name,
    status: r.status,
    details: {
      sendMethod: r.send_method,
      country: r.country,
      messageTypes: messageTypesJson.parse(JSON.parse(r.message_types)),
      supportAttachment: r.support_attachment === 1,
      is10dlc: r.is_10dlc === 1,
      setting: { creativeApprovalRequired: r.creative_approval_required === 1 },
    },
  });
}

/** Active routes only: the spec shows users only the routes they may use (001 §6). */
export async function listActiveRoutes(db: Db): Promise<Route[]> {
  const rows = await db.selectFrom('routes').selectAll().where('status', '=', 'active').orderBy('id').execute();
  return rows.map(toRoute);
}

export async function listPrices(db: Db): Promise<PriceEntry[]> {
  const rows = await db.selectFrom('prices').selectAll().orderBy('country').orderBy('message_type').execute();
  return rows.map((r) =>
    priceEntrySchema.parse({ country: r.country, messageType: r.message_type, unitPriceMillicents: r.unit_price_millicents }),
  );
}

export async function listCreditPackages(db: Db): Promise<CreditPackage[]> {
  const rows = await db
    .selectFrom('credit_packages')
    .selectAll()
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('amount_cents')
    .execute();
  return rows.map((r) =>
    creditPackageSchema.parse({ id: r.id, name: r.name, amountCents: r.amount_cents, bonusCents: r.bonus_cents }),
  );
}
