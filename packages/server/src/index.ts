export { createApp } from './app.ts';
export { FULL_SEED, type SeedSize, SMALL_SEED, seedDemo, seedOrders } from './core/seed.ts';
export { verifyAuditLog } from './core/services/auditCheck.ts';
export { type Database, type Db, openDatabase } from './db/connection.ts';
export { type RunningServer, type StartOptions, startServer } from './server.ts';
