// Local only (not committed): the shared config on another port, so colleagues' runs are not disturbed.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const PORT = 3191;
const baseURL = `http://127.0.0.1:${PORT}`;
const webServer = base.webServer as { env: Record<string, string> } & Record<string, unknown>;
export default defineConfig({
  ...base,
  use: { ...base.use, baseURL },
  webServer: {
    ...webServer,
    url: `${baseURL}/api/v1/health`,
    env: {
      ...webServer.env,
      PORT: String(PORT),
      PUBLIC_URL: baseURL,
      DATA_DIR: (process.env.CPX_E2E_ACCOUNT_DATA_DIR ??= join(tmpdir(), `cpx-e2e-acct-${Date.now()}`)),
    },
  },
});
