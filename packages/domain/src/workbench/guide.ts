// The workbench's first-use guide (WB-047..WB-052).

export const GUIDE_COOKIE = 'seenguide';

/** Step titles in order (WB-048; zh-CN wording of the four English titles). */
export const GUIDE_STEPS = [
  { title: '系统升级', text: '招聘后台已升级到新版，原有数据与功能全部保留。' },
  { title: '视觉升级', text: '全新的界面风格与配色，信息层次更清晰。' },
  { title: '框架调整', text: '左侧菜单按招聘流程重新组织，常用功能一步直达。' },
  { title: '招聘功能优化', text: '人才筛选、流程流转与智能规则更高效。' },
] as const;

export const GUIDE_NEXT = '下一步';
export const GUIDE_TRY_NOW = '立即体验';
