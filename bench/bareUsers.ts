// The stack's limit for the signed-in users page: node:http and postgres.js sending the same two
// statements as the server (the session with its user, then the page with its total), with no
// framework, validation, compression or security headers. Run as its own process by bench/limit.ts;
// prints its URL once it listens.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import postgres from 'postgres';

const sql = postgres(process.env.DATABASE_URL as string, { max: 10, onnotice: () => {} });
const IDLE_MS = 30 * 60_000;

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://x');
    const token = String(req.headers.token ?? '');
    const hash = createHash('sha256').update(token).digest('hex');
    const now = new Date();
    const [user] = await sql`select u.id::text as id, u.address, u.role, u.label
      from sessions s join users u on u.id = s.user_id
      where s.token_hash = ${hash} and s.revoked_at is null and not u.disabled
        and s.expires_at > ${now.toISOString()}::timestamptz
        and s.last_seen_at > ${new Date(now.getTime() - IDLE_MS).toISOString()}::timestamptz`;
    if (!user) {
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"code":"401","message":"unauthorized"}');
      return;
    }
    const pageSize = Number(url.searchParams.get('pageSize') ?? 20);
    const page = Number(url.searchParams.get('page') ?? 1);
    const rows =
      await sql`select u.id::text as id, u.address, u.role, u.inviter_address, u.points::text as points,
        u.remark, u.label, u.disabled, u.created_at, (select count(*) from users u where true) as total
      from users u order by u.created_at desc, u.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`;
    const list = rows.map((r) => ({
      id: r.id,
      address: r.address,
      role: r.role,
      inviterAddress: r.inviter_address,
      points: Number(r.points),
      remark: r.remark,
      label: r.label,
      disabled: r.disabled,
      createdAt: new Date(r.created_at).toISOString(),
    }));
    const body = JSON.stringify({
      code: '0',
      message: 'ok',
      data: { list, total: Number(rows[0]?.total ?? 0), page, pageSize, nextCursor: null },
    });
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});

server.listen(0, '127.0.0.1', () => {
  console.log(`listening http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => {
  server.close();
  void sql.end({ timeout: 1 }).then(() => process.exit(0));
});
