/**
 * zod as the PWA's bundle sees it: vite.config.ts resolves every `import ... from 'zod'` of the
 * client (contract/ included) to this module, which sets zod's built-in Korean messages (as
 * contract/zod-korean.ts does for the server) and re-exports zod. So the messages are Korean
 * wherever zod is used, and zod loads with the first screen that uses it, not with the app's entry.
 */
import { z } from 'zod/v4';
import ko from 'zod/v4/locales/ko.js';

z.config(ko());

export * from 'zod/v4';
export { z, z as default };
