/**
 * `tsx tests/e2e/fresh-database.ts <name>`: drops and creates database <name> on the PostgreSQL
 * server of TEST_DATABASE_URL, for one browser-test app server (playwright.config.ts). A name is
 * tied to the server's port, so reruns reuse it instead of leaving databases behind.
 */
import pg from 'pg';

const [name] = process.argv.slice(2);
const url = process.env.TEST_DATABASE_URL;
if (!name || !/^[a-z0-9_]+$/.test(name) || !url) {
  console.error('usage: TEST_DATABASE_URL=… tsx tests/e2e/fresh-database.ts <lowercase_name>');
  process.exit(2);
}
const admin = new pg.Client({ connectionString: url });
await admin.connect();
try {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
} finally {
  await admin.end();
}
