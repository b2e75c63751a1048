import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { Clock } from '../lib/clock';
import { AuthService } from './auth-service';
import { CaseLibrary } from './case-library';

/** Every service the routes use, built once per app from its config, database and clock. */
export interface AppServices {
  config: AppConfig;
  database: DatabaseHandle;
  clock: Clock;
  auth: AuthService;
  cases: CaseLibrary;
}

export function createServices(config: AppConfig, database: DatabaseHandle, clock: Clock): AppServices {
  return {
    config,
    database,
    clock,
    auth: new AuthService(database.db, config, clock),
    cases: new CaseLibrary(database.db, clock),
  };
}
