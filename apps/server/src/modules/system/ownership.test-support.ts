// What the ownership test checks, found by reading the modules rather than from a list kept by hand: every repository
// factory, and every exported function of a module that takes a learner (a parameter named userId or owner).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@/db/client.ts';

const MODULES = fileURLToPath(new URL('..', import.meta.url));

/** The product's own files of every module: no tests, no test support. */
function moduleFiles(suffix = '.ts'): string[] {
  return readdirSync(MODULES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(`${MODULES}${d.name}`)
        .filter((f) => f.endsWith(suffix) && !/\.(?:test|pg-test|test-support)\.ts$/.test(f))
        .map((f) => `${d.name}/${f}`),
    )
    .sort();
}

export type RepositoryFactory = { name: string; file: string; factory: (db: Db) => unknown };

/** Every `*Repository` function exported by a module's `*.repository.ts`. */
export async function repositoryFactories(): Promise<RepositoryFactory[]> {
  const found: RepositoryFactory[] = [];
  for (const file of moduleFiles('.repository.ts')) {
    const exports = (await import(`${MODULES}${file}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports))
      if (name.endsWith('Repository') && typeof value === 'function')
        found.push({ name, file, factory: value as RepositoryFactory['factory'] });
  }
  return found;
}

export type LearnerParameter = { file: string; name: string; parameter: string; type: string };

/** A learner named by a parameter: the owner of the data a function reads or writes. */
const LEARNER = /^(?:userId|owner)$/;

/**
 * Every exported function (or arrow function held by an exported const) of every module file with a parameter that
 * names a learner, with that parameter's declared type as the compiler writes it ('OwnerId', 'Owner', 'number'...).
 */
export function learnerDataFunctions(): LearnerParameter[] {
  const files = moduleFiles().map((f) => `${MODULES}${f}`);
  const program = ts.createProgram(files, {
    allowImportingTsExtensions: true,
    noEmit: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const found: LearnerParameter[] = [];
  for (const path of files) {
    const source = program.getSourceFile(path)!;
    const module = checker.getSymbolAtLocation(source);
    if (!module) continue;
    for (const symbol of checker.getExportsOfModule(module)) {
      const declaration = symbol.valueDeclaration;
      if (!declaration) continue;
      const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
      for (const signature of type.getCallSignatures()) {
        for (const parameter of signature.getParameters()) {
          if (!LEARNER.test(parameter.name)) continue;
          const node = parameter.valueDeclaration as ts.ParameterDeclaration | undefined;
          const written = node?.type
            ? node.type.getText(source)
            : checker.typeToString(checker.getTypeOfSymbolAtLocation(parameter, declaration));
          found.push({ file: path.slice(MODULES.length), name: symbol.name, parameter: parameter.name, type: written });
        }
      }
    }
  }
  return found;
}

export type OwnerColumn = { table: string; column: string };

/**
 * Every column of the database that references users.id, read from its catalogue (information_schema): the columns
 * naming whose a row is. Sorted by table, then column.
 */
export async function ownerColumnsInCatalogue(db: Db): Promise<OwnerColumn[]> {
  const result = await db.execute(sql`
    select k.table_name as "table", k.column_name as "column"
    from information_schema.referential_constraints r
    join information_schema.key_column_usage k
      on k.constraint_schema = r.constraint_schema and k.constraint_name = r.constraint_name
    join information_schema.key_column_usage u
      on u.constraint_schema = r.unique_constraint_schema and u.constraint_name = r.unique_constraint_name
      and u.ordinal_position = k.position_in_unique_constraint
    where k.table_schema = current_schema() and u.table_name = 'users' and u.column_name = 'id'
    order by 1, 2`);
  return rowsOf<OwnerColumn>(result);
}
