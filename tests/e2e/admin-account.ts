/** The admin the e2e server seeds at boot (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts). */
export const E2E_ADMIN = { email: 'admin@e2e.cpx.test', password: 'admin-password-1234' };
