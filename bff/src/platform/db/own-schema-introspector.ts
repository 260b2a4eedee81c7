import {
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  PostgresDialect,
  PostgresIntrospector,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from "kysely";

/**
 * PostgreSQL as Kysely speaks it, except that introspection sees only the connection's own schema
 * (the first on its `search_path`, where the BFF's tables are).
 *
 * Kysely's own introspector reads every column of every table of every schema in the database,
 * with two catalog functions per column, and its migrator asks it three times per migration run.
 * With one schema per test app (decision 019) each run read the columns of all the apps before it:
 * the PostgreSQL suite slowed down as it went, migrations queued behind the migration lock for
 * tens of seconds, and a run of the whole suite took several times the SQLite one. In production
 * there is one schema, and this reads the same tables Kysely's would.
 */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's Dialect interface takes Kysely<any>.
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}

interface ColumnRow {
  column: string;
  not_null: boolean;
  has_default: boolean;
  table: string;
  table_type: string;
  schema: string;
  type: string;
  type_schema: string;
  column_description: string | null;
  auto_incrementing: string | null;
}

class OwnSchemaIntrospector implements DatabaseIntrospector {
  // biome-ignore lint/suspicious/noExplicitAny: as Kysely's own introspectors.
  constructor(private readonly db: Kysely<any>) {}

  getSchemas(): Promise<SchemaMetadata[]> {
    return new PostgresIntrospector(this.db).getSchemas();
  }

  /** The tables and views of the current schema, with their columns, as Kysely's introspector gives them. */
  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const kyselyTables = [DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE];
    const { rows } = await sql<ColumnRow>`
      SELECT a.attname AS column, a.attnotnull AS not_null, a.atthasdef AS has_default,
             c.relname AS table, c.relkind AS table_type, ns.nspname AS schema,
             typ.typname AS type, dtns.nspname AS type_schema,
             col_description(a.attrelid, a.attnum) AS column_description,
             pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname)
               AS auto_incrementing
      FROM pg_catalog.pg_attribute a
      JOIN pg_catalog.pg_class c ON a.attrelid = c.oid
      JOIN pg_catalog.pg_namespace ns ON c.relnamespace = ns.oid
      JOIN pg_catalog.pg_type typ ON a.atttypid = typ.oid
      JOIN pg_catalog.pg_namespace dtns ON typ.typnamespace = dtns.oid
      WHERE c.relkind IN ('r', 'v', 'p') AND ns.nspname = current_schema()
        AND a.attnum >= 0 AND NOT a.attisdropped
        ${options.withInternalKyselyTables ? sql`` : sql`AND c.relname NOT IN (${sql.join(kyselyTables)})`}
      ORDER BY c.relname, a.attnum`.execute(this.db);
    return tablesOf(rows);
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

function tablesOf(rows: ColumnRow[]): TableMetadata[] {
  const tables = new Map<string, TableMetadata & { columns: TableMetadata["columns"][number][] }>();
  for (const row of rows) {
    let table = tables.get(row.table);
    if (!table) {
      table = { name: row.table, schema: row.schema, isView: row.table_type === "v", columns: [] };
      tables.set(row.table, table);
    }
    table.columns.push({
      name: row.column,
      dataType: row.type,
      dataTypeSchema: row.type_schema,
      isNullable: !row.not_null,
      isAutoIncrementing: row.auto_incrementing !== null,
      hasDefaultValue: row.has_default,
      comment: row.column_description ?? undefined,
    });
  }
  return [...tables.values()];
}
