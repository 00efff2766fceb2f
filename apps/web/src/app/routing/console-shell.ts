/** The console shell's module (side menu, header, page frame): one import for the router and early.ts. */
export const loadConsoleLayout = () => import('../shell/ConsoleLayout');

/** antd's providers, loaded with every antd page (withAntd). */
export const loadAntdScope = () => import('../AntdScope');
