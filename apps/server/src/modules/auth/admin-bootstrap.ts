import { PasswordSchema, UsernameSchema } from '@brightpath/shared/auth';
import type { Db } from '@/db/client.ts';
import { hashPassword } from '@/lib/passwords.ts';
import { authRepository } from './auth.repository.ts';

export type AdminResult = 'created' | 'promoted' | 'exists';

/**
 * Creates an administrator, or makes an existing account one with the given password.
 * Used by `npm run admin:create` and by ADMIN_USERNAME/ADMIN_PASSWORD at first start.
 */
export async function upsertAdmin(db: Db, input: { username: string; password: string; email?: string }): Promise<AdminResult> {
  const username = UsernameSchema.parse(input.username);
  const password = PasswordSchema.parse(input.password);
  const repo = authRepository(db);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const existing = await repo.findByUsername(t, username);
    if (existing) {
      await repo.updateUser(t, existing.id, {
        role: 'admin',
        passwordHash,
        isGuest: false,
        status: 'active',
        registeredAt: existing.registeredAt ?? new Date(),
      });
      await repo.revokeAllSessions(t, existing.id);
      return 'promoted';
    }
    const now = new Date();
    await repo.insertUser(t, {
      username,
      email: input.email ?? null,
      passwordHash,
      role: 'admin',
      onboardingCompletedAt: now,
      registeredAt: now,
    });
    return 'created';
  });
}

/** At start: only when no administrator exists yet, so a restart never resets a changed password. */
export async function ensureAdminFromEnv(db: Db, admin: { username: string; password: string; email?: string } | undefined) {
  if (!admin) return 'exists' as const;
  if ((await authRepository(db).countAdmins()) > 0) return 'exists' as const;
  return upsertAdmin(db, admin);
}
