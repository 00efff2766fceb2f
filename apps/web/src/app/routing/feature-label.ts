import type { RouteFeature } from '@ehire/domain/routing/routes';

/** The module a page belongs to, as the placeholder page names it (zh-CN). */
export const FEATURE_LABEL: Readonly<Record<RouteFeature, string>> = {
  auth: '登录',
  workbench: '工作台',
  jobs: '职位管理',
  talent: '人才管理',
  assessment: '测评管理',
  designer: '简历设计',
  interview: '面试管理',
  notice: '通知管理',
  data: '数据统计',
  system: '系统设置',
  smart: '智能运营',
  school: '学校管理',
  shop: '工具箱',
  error: '提示',
};
