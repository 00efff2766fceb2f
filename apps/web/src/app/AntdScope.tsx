import { useEffect, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'antd/dist/antd.css';
import { registerFeedback } from './platform-ui';

dayjs.locale('zh-cn');

/**
 * antd's styles come from its prebuilt stylesheet instead of being computed in the browser for
 * every component on first render (zero runtime, issue 22): the console uses the default theme,
 * which is what that stylesheet holds.
 */
const THEME = { zeroRuntime: true } as const;

/**
 * antd in zh-CN (with App for message/modal) around the pages that draw antd. Not in the entry
 * (issue 13 §4): the login page is plain and loads none of it; every other route loads this with
 * its page (app/routing/with-antd.tsx).
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={THEME}>
      <AntApp>
        <PlatformUiBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

/** Mounted inside antd <App>: hands its message/modal (with the zh-CN locale) to platformUi. */
function PlatformUiBridge() {
  const { message, modal } = AntApp.useApp();
  useEffect(() => {
    return registerFeedback({ message, modal });
  }, [message, modal]);
  return null;
}
