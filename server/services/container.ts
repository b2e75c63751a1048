import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { Clock } from '../lib/clock';
import { AuthService } from './auth-service';

/** Every service the routes use, built once per app from its config, database and clock. */
export interface AppServices {
  config: AppConfig;
  database: DatabaseHandle;
  clock: Clock;
  auth: AuthService;
}

export function createServices(config: AppConfig, database: DatabaseHandle, clock: Clock): AppServices {
  return {
    config,
    database,
    clock,
    auth: new AuthService(database.db, config, clock),
  };
}
