// Prints a statement of the learning history as the server runs it (apps/server history.repository.ts), as JSON
// { sql, params }, for the benchmark's EXPLAIN. Run with tsx and the server's tsconfig (its @/ paths):
//   TSX_TSCONFIG_PATH=apps/server/tsconfig.json node --import tsx bench/lib/history-statement.ts search USER_ID QUERY
//   TSX_TSCONFIG_PATH=apps/server/tsconfig.json node --import tsx bench/lib/history-statement.ts page USER_ID
import { PgDialect } from 'drizzle-orm/pg-core';
import { HISTORY_LIMITS } from '@brightpath/shared/history';
import { pageSql, searchSql } from '../../apps/server/src/modules/chat/history.repository.ts';
import type { OwnerId } from '../../apps/server/src/lib/ownership.ts';

const [what, id, query] = process.argv.slice(2);
const userId = Number(id) as OwnerId;
const filters = { since: null, subjectId: null, limit: HISTORY_LIMITS.resultsMax };
// The first page, as GET /api/conversations/history asks for it.
const statement =
  what === 'search' && query
    ? searchSql(userId, { text: query }, filters)
    : what === 'page'
      ? pageSql(userId, HISTORY_LIMITS.pageDefault, null)
      : undefined;
if (!statement) throw new Error('usage: history-statement.ts search USER_ID QUERY | page USER_ID');
console.log(JSON.stringify(new PgDialect().sqlToQuery(statement)));
