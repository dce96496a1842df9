import { z } from 'zod';

/** GET /api/config: the only server settings the browser sees. */
export const PublicConfigSchema = z.object({
  productName: z.string(),
  betaBanner: z.boolean(),
  tutorProvider: z.enum(['offline', 'openai', 'anthropic', 'ollama', 'openai-compatible']),
  version: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

export const PRODUCT_NAME = 'Brightpath';
