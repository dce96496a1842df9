import { z } from 'zod';
import { TutorProviderSchema } from './chat';
import { SPEECH_ENGINES } from './speech';

/** GET /api/config: the only server settings the browser sees. */
export const PublicConfigSchema = z.object({
  productName: z.string(),
  betaBanner: z.boolean(),
  tutorProvider: TutorProviderSchema,
  /** Who speaks the tutor's replies: OpenAI's voices, or espeak-ng on the server (offline). */
  speechEngine: z.enum(SPEECH_ENGINES),
  version: z.string(),
  /** No administrator exists yet: the sign-in page tells the operator how to create one, and nobody else sees it. */
  setupNeeded: z.boolean(),
  /** The server runs with ALPHA_TESTING=true: /test-complete exists (docs/decisions/039). */
  alphaTesting: z.boolean(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

export const PRODUCT_NAME = 'Brightpath';
