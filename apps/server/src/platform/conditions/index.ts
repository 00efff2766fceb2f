// The SQL backend of the condition engine (packages/domain/src/conditions): rules as
// parameterised Kysely WHERE expressions on SQLite and PostgreSQL.
export {
  RuleSqlError,
  compileRuleSql,
  type FieldSqlMapping,
  type FieldSqlTarget,
  type RuleSqlOptions,
} from './sql';
export { conditionDialectOf, type ConditionSqlDialect } from './dialect';
