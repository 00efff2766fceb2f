// The condition engine (ARCHITECTURE §6): one AST, a closure compiler, the zh-CN summary,
// validation and the converters from the spec's wire shapes. The SQL backend lives on the server
// (apps/server/src/platform/conditions) and compiles from the same prepared conditions.
export * from './operators';
export * from './ast';
export * from './ast-schema';
export * from './values';
export * from './fields';
export {
  prepareCondition,
  MESSAGE as CONDITION_MESSAGE,
  type CoreTest,
  type PreparedCondition,
  type ValueIssue,
} from './prepare';
export * from './compile';
export * from './summary';
export * from './validate';
export * from './display-rule';
export * from './filter-item';
export * from './smart-rule';
