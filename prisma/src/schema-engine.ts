import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import {
  bindMigrationAwareSqlAdapterFactory,
  ColumnTypeEnum,
  type SqlDriverAdapter,
  type SqlQueryable,
  type SqlResultSet,
} from '@prisma/driver-adapter-utils';
import * as engineBindings from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { MigrationList, SchemaContainer, SchemaEngine } from '@prisma/schema-engine-wasm';
import { migrationsDir, schemaDir } from './paths.ts';

// The native schema engine cannot be downloaded here, so migrations run on Prisma's official WebAssembly build.
// Its package imports the .wasm file as an ES module, which Node does not do by default; instantiate it by hand.
let loaded: Promise<typeof engineBindings> | undefined;
let lastPanic: string | undefined;
// The engine reports a Rust panic's message here before it throws.
(globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown }).PRISMA_WASM_PANIC_REGISTRY = {
  set_message(message: string) {
    lastPanic = message;
  },
};

/** Rethrows engine failures with the panic message, which the thrown error lacks. */
async function withPanicMessage<T>(run: () => Promise<T>): Promise<T> {
  lastPanic = undefined;
  try {
    return await run();
  } catch (error) {
    if (lastPanic) throw new Error(`Prisma schema engine panicked: ${lastPanic}`, { cause: error });
    throw error;
  }
}
function loadEngine(): Promise<typeof engineBindings> {
  loaded ??= (async () => {
    const require = createRequire(import.meta.url);
    const wasmPath = path.join(
      path.dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg')),
      'schema_engine_bg.wasm',
    );
    // Node's WebAssembly global is not in the ES lib typings; describe the little that is used.
    const { WebAssembly } = globalThis as unknown as {
      WebAssembly: {
        instantiate(bytes: Buffer, imports: object): Promise<{ instance: { exports: object } }>;
      };
    };
    const { instance } = await WebAssembly.instantiate(await readFile(wasmPath), {
      './schema_engine_bg.js': engineBindings,
    });
    const exports = instance.exports as { __wbindgen_start: () => void };
    (engineBindings as unknown as { __wbg_set_wasm(e: unknown): void }).__wbg_set_wasm(exports);
    exports.__wbindgen_start();
    return engineBindings;
  })();
  return loaded;
}

export async function readSchemaFiles(): Promise<SchemaContainer[]> {
  const names = (await readdir(schemaDir)).filter((n) => n.endsWith('.prisma')).sort();
  return Promise.all(
    names.map(async (name) => ({
      path: path.join(schemaDir, name),
      content: await readFile(path.join(schemaDir, name), 'utf8'),
    })),
  );
}

export async function readMigrationList(dir = migrationsDir): Promise<MigrationList> {
  const entries = await readdir(dir, { withFileTypes: true });
  const folders = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const lockPath = path.join(dir, 'migration_lock.toml');
  return {
    baseDir: dir,
    lockfile: { path: 'migration_lock.toml', content: await readFile(lockPath, 'utf8').catch(() => null) },
    shadowDbInitScript: '',
    migrationDirectories: await Promise.all(
      folders.map(async (folder) => ({
        path: folder,
        migrationFile: {
          path: 'migration.sql',
          content: await readFile(path.join(dir, folder, 'migration.sql'), 'utf8').then(
            (value) => ({ tag: 'ok' as const, value }),
            (error: Error) => ({ tag: 'error' as const, value: error.message }),
          ),
        },
      })),
    ),
  };
}

const pgInternalChar = 18;
const pgText = 25;
const charMarker = '\u0000char';
type QueryResultLike = { fields?: { dataTypeID: number; name: string }[] };

function markCharColumns<T>(result: T): T {
  for (const field of (result as QueryResultLike | undefined)?.fields ?? []) {
    if (field.dataTypeID === pgInternalChar) {
      field.dataTypeID = pgText;
      field.name += charMarker;
    }
  }
  return result;
}

/**
 * The engine reads PostgreSQL's catalog, whose one-byte `"char"` columns @prisma/adapter-pg 7.10 does not map
 * (the engine fails with "Column type 'char' could not be deserialized"). This client lets them through as text
 * with a marker on the column name; `restoreCharColumns` then reports them as characters, as the engine expects.
 * Only the migration tooling uses it; the application's Prisma client is untouched.
 */
class CatalogClient extends pg.Client {
  // pg's query has many overloads (promise or callback); both paths are covered.
  override query(...args: unknown[]): never {
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => last(error, markCharColumns(result));
    }
    const out = (super.query as (...a: unknown[]) => unknown)(...args);
    return (out instanceof Promise ? out.then(markCharColumns) : out) as never;
  }
}

function restoreCharColumns(result: SqlResultSet): SqlResultSet {
  const columnNames = result.columnNames.map((name) => name.replace(charMarker, ''));
  const columnTypes = result.columnTypes.map((type, i) =>
    result.columnNames[i]!.endsWith(charMarker) ? ColumnTypeEnum.Character : type,
  );
  // PostgreSQL 18 also lists NOT NULL constraints (type 'n') in pg_constraint; the engine models those through
  // column nullability and does not know the type, so they are dropped as older servers never return them.
  const constraintType = columnNames.indexOf('constraint_type');
  const rows = constraintType < 0 ? result.rows : result.rows.filter((row) => row[constraintType] !== 'n');
  return { ...result, columnNames, columnTypes, rows };
}

function withCharColumns<Q extends SqlQueryable>(queryable: Q): Q {
  const queryRaw = queryable.queryRaw.bind(queryable);
  queryable.queryRaw = async (query) => restoreCharColumns(await queryRaw(query));
  return queryable;
}

function catalogAwareFactory(pool: pg.Pool) {
  const base = new PrismaPg(pool);
  const wrapAdapter = (adapter: SqlDriverAdapter, scriptPool?: pg.Pool) => {
    const startTransaction = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (isolation) => withCharColumns(await startTransaction(isolation));
    if (scriptPool) {
      // adapter-pg 7.10 splits a migration script on every ';', breaking function bodies and comments.
      // PostgreSQL runs a multi-statement script as one simple query, as the native engine sends it.
      adapter.executeScript = async (script) => {
        try {
          await scriptPool.query(script);
        } catch (error) {
          (adapter as unknown as { onError(e: unknown): never }).onError(error);
        }
      };
    }
    return withCharColumns(adapter);
  };
  return {
    provider: 'postgres' as const,
    adapterName: base.adapterName,
    connect: async () => wrapAdapter(await base.connect(), pool),
    connectToShadowDb: async () => wrapAdapter(await base.connectToShadowDb()),
  };
}

interface OpenEngine {
  engine: SchemaEngine;
  close(): Promise<void>;
}

/** Opens a schema engine connected to the database at `url`. */
export async function openSchemaEngine(url: string): Promise<OpenEngine> {
  const { SchemaEngine } = await loadEngine();
  const files = await readSchemaFiles();
  const pool = new pg.Pool({ connectionString: url, Client: CatalogClient, max: 2 });
  const adapterFactory = bindMigrationAwareSqlAdapterFactory(catalogAwareFactory(pool));
  const log = () => {};
  const engine = await SchemaEngine.new(
    { datamodels: files.map((f) => [f.path, f.content]) },
    log,
    adapterFactory,
  );
  return {
    engine,
    close: async () => {
      engine.free();
      // A template database cannot be cloned while a connection to it is open.
      await pool.end();
    },
  };
}

const noFilters = { externalTables: [], externalEnums: [] };

/** Applies every migration in the folder that the database has not seen, like `prisma migrate deploy`. */
export async function applyMigrations(url: string): Promise<string[]> {
  const { engine, close } = await openSchemaEngine(url);
  try {
    const migrationsList = await readMigrationList();
    const result = await withPanicMessage(() =>
      engine.applyMigrations({ migrationsList, filters: noFilters }),
    );
    return result.appliedMigrationNames;
  } finally {
    await close();
  }
}

/** SQL that takes the database at `url` to the Prisma schema; empty when there is no drift. */
export async function diffDatabaseToSchema(url: string): Promise<string> {
  const { engine, close } = await openSchemaEngine(url);
  const files = await readSchemaFiles();
  try {
    const result = await withPanicMessage(() =>
      engine.diff({
        // "schemaDatasource" is the live database behind the engine's driver adapter.
        from: { tag: 'schemaDatasource', files, configDir: path.dirname(schemaDir) },
        to: { tag: 'schemaDatamodel', files },
        script: true,
        exitCode: null,
        filters: noFilters,
      }),
    );
    return result.stdout ?? '';
  } finally {
    await close();
  }
}

/** True when a diff script holds statements, not only Prisma's "empty migration" comment. */
export function hasStatements(sql: string): boolean {
  return sql
    .split('\n')
    .map((l) => l.trim())
    .some((l) => l !== '' && !l.startsWith('--'));
}
