import { useEffect } from 'react';

const CHAT_SCRIPT_ATTR = 'data-ehire-chat';

/**
 * SHELL-007: the customer-service chat is loaded when the console shell appears, once per page
 * load. The provider is per deployment (GAP-009, config.ts): without a script URL nothing loads.
 */
export function useChatLoader(url: string | undefined): void {
  useEffect(() => {
    if (!url || document.querySelector(`script[${CHAT_SCRIPT_ATTR}]`)) return;
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.setAttribute(CHAT_SCRIPT_ATTR, '');
    document.body.appendChild(script);
  }, [url]);
}
