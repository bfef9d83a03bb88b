import pg from 'pg';
import {
  ColumnDefinitionNode,
  DataTypeNode,
  GeneratedNode,
  Kysely,
  OperationNodeTransformer,
  PostgresAdapter,
  PostgresDialect,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type { Database } from './tables.ts';

/**
 * int8 (count(*), and every `integer` column here, see below) and numeric come back from
 * `pg` as strings by default; every value the service stores fits a double exactly
 * (millisecond timestamps included), so they are read as numbers, as SQLite gives them.
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20 || oid === 1700) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

export function openPostgres(url: string, opts: { maxConnections: number }): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: opts.maxConnections, types });
  // An idle client that loses its server must not take the process down; the next query reconnects.
  pool.on('error', () => undefined);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** SQLite's storage classes as PostgreSQL spells them: 64-bit integers, 8-byte floats, bytes. */
const POSTGRES_TYPE: Record<string, 'bigint' | 'double precision' | 'bytea'> = { integer: 'bigint', real: 'double precision', blob: 'bytea' };

/**
 * Makes the schema builder's portable types mean on PostgreSQL what they mean on SQLite:
 * `integer` holds 64 bits there (our timestamps are Unix milliseconds), `real` 8 bytes,
 * and an auto-incrementing key is an identity column. Every migration, later ones included,
 * runs through this, so none of them has to ask which store it is on for plain tables.
 */
export class PortableSchemaPlugin implements KyselyPlugin {
  readonly #transformer = new (class extends OperationNodeTransformer {
    protected override transformColumnDefinition(node: ColumnDefinitionNode): ColumnDefinitionNode {
      const column = super.transformColumnDefinition(node);
      const type = DataTypeNode.is(column.dataType) ? column.dataType.dataType : undefined;
      const onPostgres = type && POSTGRES_TYPE[type];
      return ColumnDefinitionNode.cloneWith(column, {
        ...(onPostgres ? { dataType: DataTypeNode.create(onPostgres) } : {}),
        ...(column.autoIncrement ? { autoIncrement: false, generated: GeneratedNode.create({ identity: true, byDefault: true }) } : {}),
      } as Parameters<typeof ColumnDefinitionNode.cloneWith>[1]);
    }
  })();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/**
 * One connection that LISTENs on `channels` and calls `onNotify` for each NOTIFY (sent
 * only when the sender's transaction commits). It reconnects after losing the server;
 * what was sent meanwhile is picked up by the callers' own polling.
 */
export function listen(url: string, channels: string[], onNotify: (channel: string, payload: string) => void, onError: (error: unknown) => void) {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => onNotify(message.channel, message.payload ?? ''));
    next.on('error', (error) => {
      onError(error);
      reconnect(next);
    });
    try {
      await next.connect();
      for (const channel of channels) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (closed) return void (await next.end());
      client = next;
    } catch (error) {
      onError(error);
      reconnect(next);
    }
  }
  function reconnect(failed: pg.Client): void {
    void failed.end().catch(() => undefined);
    if (client === failed) client = undefined;
    if (!closed && !retry) retry = setTimeout(() => ((retry = undefined), void connect()), 1000);
  }
  const ready = connect();
  return {
    ready,
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retry);
      await ready;
      await client?.end().catch(() => undefined);
    },
  };
}
