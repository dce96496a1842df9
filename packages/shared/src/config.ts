import { z } from 'zod';
import { TutorProviderSchema } from './chat';

/** GET /api/config: the only server settings the browser sees. */
export const PublicConfigSchema = z.object({
  productName: z.string(),
  betaBanner: z.boolean(),
  tutorProvider: TutorProviderSchema,
  version: z.string(),
  /** No administrator exists yet: the sign-in page tells the operator how to create one, and nobody else sees it. */
  setupNeeded: z.boolean(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

export const PRODUCT_NAME = 'Brightpath';
