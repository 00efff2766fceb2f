/** The console shell's module (side menu, header, page frame): one import for the router and early.ts. */
export const loadConsoleLayout = () => import('../shell/ConsoleLayout');

/** antd's providers, loaded with every antd page (withAntd). */
export const loadAntdScope = () => import('../AntdScope');

/** Console pages drawn without antd (issue 13 §4): their route loads no antd providers. */
export const PLAIN_PAGES: ReadonlySet<string> = new Set(['/new/workHome', '/workHome']);
