import { AsyncLocalStorage } from "node:async_hooks";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from "kysely";
import { isSafeRequestId } from "../http/request-id";

/**
 * Who is changing data, for the audit log (issue 24, decision 110). The audit rows themselves are written by the
 * database (the trigger audit_record_change(), migration 2026-11-27-20), in the transaction of the change; this file
 * tells the database who the actor is, in transaction-local settings, so that no service has to pass it along.
 *
 * The procedure builders (and the few plain Express routes that write) run the rest of a request inside
 * `runAsActor`; the database layer (`auditedDialect`) sets kancl.actor_user, kancl.actor_key and kancl.request_id
 * when a transaction begins — on PostgreSQL in the same round trip as BEGIN — and before a write that runs outside a
 * transaction. Work with no actor (background jobs, sign-up) is recorded as the system.
 */
export interface AuditActor {
  userId?: string;
  apiKeyId?: string;
  requestId?: string;
}

const storage = new AsyncLocalStorage<AuditActor>();

/** Runs `fn` (and everything it awaits) as `actor`: the audit rows its writes cause name the actor. */
export function runAsActor<T>(actor: AuditActor, fn: () => T): T {
  return storage.run(actor, fn);
}

export function currentActor(): AuditActor | undefined {
  return storage.getStore();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Values are inlined (the statement may share a round trip with BEGIN), so only well-formed ones pass. */
function settingsSql(actor: AuditActor | undefined, local: boolean): string {
  const userId = actor?.userId && UUID.test(actor.userId) ? actor.userId : "";
  const apiKeyId = actor?.apiKeyId && UUID.test(actor.apiKeyId) ? actor.apiKeyId : "";
  const requested = actor?.requestId;
  const requestId = isSafeRequestId(requested) ? requested : "";
  return (
    `select set_config('kancl.actor_user', '${userId}', ${local}), ` +
    `set_config('kancl.actor_key', '${apiKeyId}', ${local}), ` +
    `set_config('kancl.request_id', '${requestId}', ${local})`
  );
}

const WRITE_NODES = new Set(["InsertQueryNode", "UpdateQueryNode", "DeleteQueryNode", "MergeQueryNode"]);
const RAW_WRITE = /^\s*(with|insert|update|delete|merge)\b/i;

function isWrite(query: CompiledQuery): boolean {
  const kind = query.query?.kind;
  if (kind && WRITE_NODES.has(kind)) return true;
  return kind === "RawNode" && RAW_WRITE.test(query.sql);
}

interface ConnectionState {
  inTransaction: boolean;
  /** The connection's session-level settings were set by a write outside a transaction (and may name an actor). */
  sessionSet: boolean;
}

/**
 * Wraps a dialect's driver: the connections it hands out are the driver's own (behind a proxy that sees every query),
 * so the driver's private bookkeeping keeps working.
 */
class AuditingDriver implements Driver {
  readonly #inner: Driver;
  readonly #combineBegin: boolean;
  readonly #states = new WeakMap<DatabaseConnection, ConnectionState>();
  readonly #proxies = new WeakMap<DatabaseConnection, DatabaseConnection>();

  constructor(inner: Driver, combineBegin: boolean) {
    this.#inner = inner;
    this.#combineBegin = combineBegin;
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.#inner.acquireConnection();
    let proxy = this.#proxies.get(connection);
    if (!proxy) {
      const state: ConnectionState = { inTransaction: false, sessionSet: false };
      const executeQuery = async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
        if (!state.inTransaction && isWrite(query)) {
          const actor = currentActor();
          if (actor || state.sessionSet) {
            await connection.executeQuery(CompiledQuery.raw(settingsSql(actor, false)));
            state.sessionSet = actor !== undefined;
          }
        }
        return connection.executeQuery<R>(query);
      };
      proxy = new Proxy(connection, {
        get(target, property) {
          if (property === "executeQuery") return executeQuery;
          const value = Reflect.get(target, property, target);
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
      this.#proxies.set(connection, proxy);
      this.#states.set(proxy, state);
    }
    return proxy;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const state = this.#states.get(connection);
    const actor = currentActor();
    const needed = actor !== undefined || state?.sessionSet === true;
    if (needed && this.#combineBegin && !settings.isolationLevel && !settings.accessMode) {
      // One round trip: the simple query protocol runs both statements.
      await connection.executeQuery(CompiledQuery.raw(`begin; ${settingsSql(actor, true)}`));
    } else {
      await this.#inner.beginTransaction(connection, settings);
      if (needed) await connection.executeQuery(CompiledQuery.raw(settingsSql(actor, true)));
    }
    if (state) state.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.#inner.commitTransaction(connection);
    } finally {
      this.#leaveTransaction(connection);
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.#inner.rollbackTransaction(connection);
    } finally {
      this.#leaveTransaction(connection);
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.#leaveTransaction(connection);
    await this.#inner.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.#inner.destroy();
  }

  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]): Promise<void> {
    return this.#innerSavepoints().savepoint(connection, name, compile);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]) {
    return this.#innerSavepoints().rollbackToSavepoint(connection, name, compile);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]) {
    return this.#innerSavepoints().releaseSavepoint(connection, name, compile);
  }

  #innerSavepoints(): Required<Pick<Driver, "savepoint" | "rollbackToSavepoint" | "releaseSavepoint">> {
    const { savepoint, rollbackToSavepoint, releaseSavepoint } = this.#inner;
    if (!savepoint || !rollbackToSavepoint || !releaseSavepoint) throw new Error("The driver has no savepoints");
    return {
      savepoint: savepoint.bind(this.#inner),
      rollbackToSavepoint: rollbackToSavepoint.bind(this.#inner),
      releaseSavepoint: releaseSavepoint.bind(this.#inner),
    };
  }

  #leaveTransaction(connection: DatabaseConnection) {
    const state = this.#states.get(connection);
    if (state) state.inTransaction = false;
  }
}

/**
 * The dialect with the actor's settings (above). `combineBegin`: send BEGIN and the settings in one round trip
 * (node-postgres's simple query protocol; PGlite prepares every statement, so it takes two).
 */
export function auditedDialect(dialect: Dialect, combineBegin: boolean): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new AuditingDriver(dialect.createDriver(), combineBegin),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
