import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each module owns its tables (docs/decisions/015-enforced-boundaries.md).
  schema: './apps/server/src/modules/*/*.tables.ts',
  out: './apps/server/drizzle',
});
