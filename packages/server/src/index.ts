export { createApp } from './app.ts';
export { type Database, type Db, openDatabase } from './db/connection.ts';
export { FULL_SEED, type SeedSize, SMALL_SEED, seedDemo, seedOrders } from './seed.ts';
export { type RunningServer, type StartOptions, startServer } from './server.ts';
