import { ConfigError, loadConfig } from '../config';
import { startServer } from '../server';

/**
 * What `npm start` runs once the PWA and the server bundle are built (scripts/start.mjs):
 * validate the configuration, then migrate, seed and serve app and API on one port.
 */
export async function serve(): Promise<void> {
  try {
    await startServer(loadConfig());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  }
}
