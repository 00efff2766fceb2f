import type { CreateTableBuilder } from 'kysely';

// The two building blocks every tenant-owned table of the migrations shares: tenant_id NOT NULL
// with its foreign key to tenant (rows go with their tenant), and composite foreign keys
// (tenant_id, column) → parent(tenant_id, id), so a row can never point into another tenant.
// Shipped migrations call these; changing what they emit changes already-applied DDL, so treat
// them as frozen and add a new helper instead.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are untyped by design
export type TableBuilder = CreateTableBuilder<string, any>;

export function tenantOwned(table: TableBuilder, name: string): TableBuilder {
  return table
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addForeignKeyConstraint(`${name}_tenant_fk`, ['tenant_id'], 'tenant', ['id'], (fk) =>
      fk.onDelete('cascade'),
    );
}

export function tenantFk(
  table: TableBuilder,
  name: string,
  column: string,
  parent: string,
  onDelete: 'cascade' | 'restrict' = 'restrict',
): TableBuilder {
  return table.addForeignKeyConstraint(name, ['tenant_id', column], parent, ['tenant_id', 'id'], (fk) =>
    onDelete === 'cascade' ? fk.onDelete('cascade') : fk,
  );
}
