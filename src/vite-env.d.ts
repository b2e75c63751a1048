/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

interface ImportMetaEnv {
  /** External feedback form (spec 1 §2 Shared layout); defaults to the in-app /feedback/create. */
  readonly VITE_FEEDBACK_FORM_URL?: string;
}
