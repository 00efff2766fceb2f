import { LEGACY_URLS, type LegacyUrls } from '@ehire/domain/shell/menu';
import type { SiteConfig } from '@ehire/domain/contracts/site';

/** The server's site configuration, when it has answered. */
export type ServerSiteConfig = Partial<SiteConfig> | undefined;

/**
 * Per-deployment settings of the web app. Sources, strongest first: `window.__EHIRE_CONFIG__`
 * (an optional /config.js the operator serves before the bundle), the server's
 * GET /api/web/site-config (HOTLINE / CHAT_SCRIPT_URL of the server), the build-time `VITE_*`
 * variables, the defaults.
 */
interface EhireWebConfig {
  /** Service hotline shown in the side-menu footer (SHELL-006, GAP-002). */
  hotline?: string;
  /** Script of the customer-service chat widget; none is loaded when absent (SHELL-007, GAP-009). */
  chatScriptUrl?: string;
  /** Pages of the older backend (GAP-009). */
  legacyUrls?: Partial<LegacyUrls>;
}

declare global {
  interface Window {
    __EHIRE_CONFIG__?: EhireWebConfig;
  }
}

/** GAP-002: the default hotline; deployments set their own. */
const DEFAULT_HOTLINE = '400-820-1234';

function runtimeConfig(): EhireWebConfig {
  return (typeof window !== 'undefined' && window.__EHIRE_CONFIG__) || {};
}

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}

export function hotline(server?: ServerSiteConfig): string {
  return (
    nonEmpty(runtimeConfig().hotline) ??
    nonEmpty(server?.hotline) ??
    nonEmpty(import.meta.env.VITE_HOTLINE) ??
    DEFAULT_HOTLINE
  );
}

export function chatScriptUrl(server?: ServerSiteConfig): string | undefined {
  return (
    nonEmpty(runtimeConfig().chatScriptUrl) ??
    nonEmpty(server?.chatScriptUrl) ??
    nonEmpty(import.meta.env.VITE_CHAT_SCRIPT_URL)
  );
}

export function legacyUrls(): LegacyUrls {
  return { ...LEGACY_URLS, ...runtimeConfig().legacyUrls };
}
