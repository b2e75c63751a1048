import { z } from 'zod';

// zod's built-in Korean messages for any check a schema did not word itself. Imported once by the
// server's app and by the PWA's entry, so a validation message is Korean on both sides.
z.config(z.locales.ko());
