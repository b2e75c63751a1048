/**
 * The server bundle's entry (scripts/build-server.mjs): `npm start` builds the PWA and this bundle
 * when needed (scripts/start.mjs), then calls serve(): validate the configuration, then migrate,
 * seed and serve app and API on one port.
 *
 * The embedded database starts first, from the environment (server/db/pglite-early.ts): its
 * WebAssembly Postgres comes up on its worker while the rest of the server loads, which this
 * entry imports only then (issue 21 item 5).
 */
import { startPgliteEarly } from '../db/pglite-early';

startPgliteEarly(process.env);

export async function serve(): Promise<void> {
  const server = await import('../server');
  await server.serve();
}
