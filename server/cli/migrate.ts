import { prepareDatabase } from '../boot';
import { loadConfig } from '../config';

// `npm run db:migrate`: apply migrations and seed without starting the server.
const config = loadConfig();
const database = await prepareDatabase(config);
console.log(`Database ready (${database.kind}).`);
await database.close();
