// The IP allowlist (001 §7 listWhitelistedIPs, invokeAccess, revokeIPAddress). An empty list lets
// any address use the user's tokens; once it holds an entry, only matching addresses may
// (decision 42). Entries are addresses or CIDR ranges, IPv4 or IPv6, checked by the shared schema.
import { BlockList, isIPv4 } from 'node:net';
import { apiSettingsMessages, MAX_ALLOWED_IPS, type AllowedIp, type InvokeAccess } from '@domain/api-settings';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';

export async function listAllowedIps(ctx: AppContext, userId: number): Promise<{ items: AllowedIp[] }> {
  const rows = await ctx.db.selectFrom('api_allowed_ips').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  return { items: rows.map((r) => ({ id: Number(r.id), ipAddress: r.ip_address, note: r.note, createdAt: r.created_at })) };
}

export async function allowIp(ctx: AppContext, userId: number, input: InvokeAccess): Promise<AllowedIp> {
  const ipAddress = input.ipAddress.toLowerCase();
  return ctx.db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('api_allowed_ips').select(['id', 'ip_address']).where('user_id', '=', userId).execute();
    if (existing.some((r) => r.ip_address === ipAddress)) throw badRequest('ipAddress', apiSettingsMessages.ipExists);
    if (existing.length >= MAX_ALLOWED_IPS) throw badRequest('ipAddress', `At most ${MAX_ALLOWED_IPS} IP addresses can be allowed`);
    const row = await trx
      .insertInto('api_allowed_ips')
      .values({ user_id: userId, ip_address: ipAddress, note: input.note || null, created_at: ctx.now().toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { id: Number(row.id), ipAddress: row.ip_address, note: row.note, createdAt: row.created_at };
  });
}

export async function revokeIp(ctx: AppContext, userId: number, id: number): Promise<{ message: string }> {
  const gone = await ctx.db.deleteFrom('api_allowed_ips').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) throw notFound();
  return { message: 'Deleted' };
}

/** An IPv4 client seen through an IPv6 socket (::ffff:203.0.113.5) is the IPv4 address. */
export function plainIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

/** Whether the user's allowlist lets `ip` in (an empty list lets everyone in). */
export async function ipAllowed(db: Db, userId: number, ip: string): Promise<boolean> {
  const rows = await db.selectFrom('api_allowed_ips').select('ip_address').where('user_id', '=', userId).execute();
  if (rows.length === 0) return true;
  const list = new BlockList();
  for (const { ip_address: entry } of rows) {
    const [base, bits] = entry.split('/');
    const type = isIPv4(base!) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(base!, type);
    else list.addSubnet(base!, Number(bits), type);
  }
  const address = plainIp(ip);
  return list.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}
