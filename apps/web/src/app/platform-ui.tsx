import type { ModalFuncProps } from 'antd';
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

/** The mounted antd Apps' feedback, innermost last (a dialog's own scope inside the console's). */
const mounted: FeedbackApi[] = [];
let feedback: FeedbackApi | null = null;
let routerNavigate: Navigate | null = null;

// Before an antd <App> has mounted (the login page has none: issue 13 §4) the static antd
// functions still show the message, loaded when first needed; they only miss the context theme.
function withFeedback(show: (api: FeedbackApi) => void): void {
  if (feedback) {
    show(feedback);
    return;
  }
  void import('./antd-feedback').then(({ staticFeedback }) => show(feedback ?? staticFeedback));
}

/**
 * The antd App's message and modal (AntdScope), while it is mounted: the returned function
 * forgets it, and the next one out (if any) serves again.
 */
export function registerFeedback(api: FeedbackApi): () => void {
  mounted.push(api);
  feedback = api;
  return () => {
    const at = mounted.lastIndexOf(api);
    if (at >= 0) mounted.splice(at, 1);
    feedback = mounted[mounted.length - 1] ?? null;
  };
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
    withFeedback((api) => void api.message.error(msg));
  },
  toastWarning(msg) {
    withFeedback((api) => void api.message.warning(msg));
  },
  promptDialog(msg) {
    withFeedback((api) => void api.modal.warning({ title: '提示', content: msg, okText: '确定' }));
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
