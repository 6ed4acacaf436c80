import postgres from 'postgres';

let databases = 0;
/**
 * A new empty database on the PostgreSQL of `adminUrl`, and how to drop it. Its own file (only the
 * driver imported), so the stress suites share it without pulling in the server's sources.
 */
export async function freshPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `nsa_${process.pid}_${++databases}_${Date.now()}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const again = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await again.unsafe(`drop database if exists ${name} with (force)`);
    await again.end();
  };
  return { url: url.toString(), drop };
}
