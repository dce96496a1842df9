import { defineConfig } from 'drizzle-kit';

// Run from apps/server (npm run db:generate does), so that drizzle-kit's loader reads this folder's tsconfig.json and
// resolves the tables' @/ imports (docs/decisions/026).
export default defineConfig({
  dialect: 'postgresql',
  // Each module owns its tables (docs/decisions/015-enforced-boundaries.md).
  schema: './src/modules/*/*.tables.ts',
  out: './drizzle',
});
