import { useEffect } from 'react';
import { App, message as staticMessage, Modal as StaticModal, type ModalFuncProps } from 'antd';
import type { PlatformUi } from '../platform/ports';
import { showStatement } from '../platform/statement';
import { loginUrl } from './login-redirect';

/** The antd feedback API the platform layer uses; the hook versions carry the zh-CN locale. */
interface FeedbackApi {
  message: { error(content: string): unknown; warning(content: string): unknown };
  modal: { warning(config: ModalFuncProps): unknown };
}

/** Router navigation, registered by the app once the data router exists. */
type Navigate = (url: string) => void;

let feedback: FeedbackApi | null = null;
let routerNavigate: Navigate | null = null;

// Before <App> has mounted (or in a test without it) the static antd functions still show the
// message; they only miss the context theme.
function currentFeedback(): FeedbackApi {
  return feedback ?? { message: staticMessage, modal: StaticModal };
}

export function registerRouterNavigate(navigate: Navigate | null): void {
  routerNavigate = navigate;
}

/**
 * The browser implementation of PlatformUi (D1 §7, §8): antd App's message and modal, the data
 * router's navigate, window.location for full loads.
 */
export const platformUi: PlatformUi = {
  toastError(msg) {
    void currentFeedback().message.error(msg);
  },
  toastWarning(msg) {
    void currentFeedback().message.warning(msg);
  },
  promptDialog(msg) {
    currentFeedback().modal.warning({ title: '提示', content: msg, okText: '确定' });
  },
  openStatementDialog(html) {
    showStatement(html);
  },
  navigate(url) {
    // A lost login sends the user to /login: remember where they were so login returns there.
    const target = url === '/login' ? loginUrl(currentLocation()) : url;
    if (routerNavigate) routerNavigate(target);
    else window.location.assign(target);
  },
  assign(url) {
    window.location.assign(url);
  },
  reload() {
    window.location.reload();
  },
};

function currentLocation(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** Mounted inside antd <App>: hands its message/modal (with the zh-CN locale) to platformUi. */
export function PlatformUiBridge() {
  const { message, modal } = App.useApp();
  useEffect(() => {
    feedback = { message, modal };
    return () => {
      feedback = null;
    };
  }, [message, modal]);
  return null;
}
