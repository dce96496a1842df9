// PGlite through its wire protocol: what its API lacks (named prepared statements), used in process (tests, a given
// instance) and in the database thread (pglite.worker.ts).
import { parse as pgliteParse, protocol, types, type PGlite, type Results } from '@electric-sql/pglite';

/** The parsers of drizzle's PGlite driver: dates, times and intervals stay the strings the database wrote. */
export const RAW_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    (value: string) => value,
  ]),
);

/** Each instance's parsers with RAW_PARSERS on top, merged once (PGlite merges them again on every call given them). */
const rawParsers = new WeakMap<PGlite, PGlite['parsers']>();
export function rawParsersOf(client: PGlite): PGlite['parsers'] {
  let parsers = rawParsers.get(client);
  if (!parsers) rawParsers.set(client, (parsers = { ...client.parsers, ...RAW_PARSERS }));
  return parsers;
}

/** The statements prepared in each PGlite instance: name -> the types of their parameters. */
const preparedInPglite = new WeakMap<PGlite, Map<string, number[]>>();
const message = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

/**
 * A named prepared statement in PGlite, which has no API for one: parsed (and its parameters' types read) once per
 * instance through the wire protocol, then bound and executed in one call. For the tutor turn's statement, parsing
 * and analysing its text took two thirds of its time. The instance's two locks are taken as its own `query` takes
 * them, so the statement never runs inside another caller's transaction or between another statement's messages.
 */
export function executeNamedInPglite(client: PGlite, name: string, text: string, params: unknown[]): Promise<Results> {
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      let statements = preparedInPglite.get(client);
      if (!statements) preparedInPglite.set(client, (statements = new Map()));
      let paramTypes = statements.get(name);
      if (!paramTypes) {
        const described = await client.execProtocol(
          message(protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()),
          { syncToFs: false },
        );
        paramTypes = pgliteParse.parseDescribeStatementResults(described.messages);
        statements.set(name, paramTypes);
      }
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[paramTypes[i]!];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await client.execProtocol(
        message(
          protocol.serialize.bind({ statement: name, values }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ),
      );
      return pgliteParse.parseResults(messages, rawParsersOf(client), { rowMode: 'object' })[0]!;
    }),
  );
}
