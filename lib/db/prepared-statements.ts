import type postgres from "postgres";

/**
 * Drizzle runs each query as an unnamed statement, which postgres.js first sends to be described, then runs: two round
 * trips for every query with parameters. A prepared statement is described once per connection and kept, so each
 * later run is one round trip (docs/architecture.md §7). Off when the URL says `prepare=false`.
 */
export function preparedStatements(sql: postgres.Sql): postgres.Sql {
  return sql.options.prepare ? prepared(sql) : sql;
}

function prepared(sql: postgres.Sql): postgres.Sql {
  return new Proxy(sql, {
    get(target, key, receiver) {
      if (key === "unsafe")
        return (
          query: string,
          params?: postgres.ParameterOrJSON<never>[],
          options?: postgres.UnsafeQueryOptions,
        ) => target.unsafe(query, params, { ...options, prepare: true });
      // A transaction's (or savepoint's) own client prepares too (it has no options of its own to read).
      if (key === "begin" || key === "savepoint")
        return (...args: unknown[]) => {
          const run = args.pop() as (inner: postgres.Sql) => unknown;
          const method = (target as unknown as Record<string, (...all: unknown[]) => unknown>)[key]!;
          return method.call(target, ...args, (inner: postgres.Sql) => run(prepared(inner)));
        };
      return Reflect.get(target, key, receiver);
    },
  });
}
