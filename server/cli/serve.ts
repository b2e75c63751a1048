/**
 * The server bundle's entry (scripts/build-server.mjs): `npm start` builds the PWA and this bundle
 * when needed (scripts/start.mjs), then calls serve(): validate the configuration, then migrate,
 * seed and serve app and API on one port.
 */
export { serve } from '../server';
