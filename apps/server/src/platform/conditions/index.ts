// The SQL backend of the condition engine (packages/domain/src/conditions): rules as
// parameterised Kysely WHERE expressions on SQLite and PostgreSQL.
export { compileRuleSql, type FieldSqlMapping } from './sql';
export { conditionDialectOf, type ConditionSqlDialect } from './dialect';
