/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Service hotline of the side menu (SHELL-006). */
  readonly VITE_HOTLINE?: string;
  /** Customer-service chat script (SHELL-007); no chat when unset. */
  readonly VITE_CHAT_SCRIPT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
