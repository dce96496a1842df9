// The PostgreSQL extensions the migrations create, as PGlite needs them: compiled to WebAssembly and loaded when the
// database opens (a PostgreSQL server has them from its contrib package). Every PGlite this project opens, in the
// server, its database thread, the tests' template and copies, passes these: a data folder whose migrations created an
// extension cannot be used without it.
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * pg_trgm: the history search's similar spellings (similarity of words); btree_gin: the learner's id and the words
 * of their messages in one GIN index (migration 0018, docs/decisions/033).
 */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };
