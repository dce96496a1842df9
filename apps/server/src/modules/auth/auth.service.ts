import { AUTH_MESSAGES, type Login, type Me, type Register } from '@brightpath/shared/auth';
import type { Db } from '@/db/client.ts';
import { conflict, forbidden, HttpError } from '@/plugins/errors.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '@/lib/passwords.ts';
import { authRepository, type SessionRow, type UserRow } from './auth.repository.ts';
import { uniqueViolation } from '@/db/errors.ts';

export function toMe(user: UserRow): Me {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    age: user.age,
    role: user.role,
    plan: user.plan,
    status: user.status,
    isGuest: user.isGuest,
    onboardingComplete: user.onboardingCompletedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

type Meta = { userAgent?: string; ip?: string };
type Current = { user: UserRow; session: SessionRow } | null;

export function authService(db: Db) {
  const repo = authRepository(db);

  async function assertFree(tx: Db, input: Register, exceptId?: number) {
    const byName = await repo.findByUsername(tx, input.username);
    if (byName && byName.id !== exceptId) throw conflict(AUTH_MESSAGES.usernameTaken, 'USERNAME_TAKEN');
    const byEmail = await repo.findByEmail(tx, input.email);
    if (byEmail && byEmail.id !== exceptId) throw conflict(AUTH_MESSAGES.emailTaken, 'EMAIL_TAKEN');
  }

  return {
    /** Creates an account, or converts the caller's guest account in place so nothing it holds is lost. */
    async register(input: Register, current: Current, meta: Meta) {
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const t = tx as unknown as Db;
          const guest = current?.user.isGuest ? current.user : undefined;
          await assertFree(t, input, guest?.id);
          const values = { username: input.username, email: input.email, passwordHash, isGuest: false, registeredAt: new Date() };
          const user = guest ? await repo.updateUser(t, guest.id, values) : await repo.insertUser(t, values);
          if (current) await repo.revokeSession(t, current.session.id);
          const token = await repo.createSession(t, user, meta);
          return { user, token };
        });
      } catch (err) {
        if (uniqueViolation(err) !== null) throw conflict(AUTH_MESSAGES.usernameTaken, 'USERNAME_TAKEN');
        throw err;
      }
    },

    async login(input: Login, current: Current, meta: Meta) {
      const user = await repo.findByLogin(input.login);
      const ok = user?.passwordHash ? await verifyPassword(input.password, user.passwordHash) : await verifyAgainstDummy(input.password);
      if (!user || !ok) throw new HttpError(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.loginFailed);
      if (user.status === 'suspended') throw forbidden(AUTH_MESSAGES.suspended, 'ACCOUNT_SUSPENDED');
      if (user.status === 'pending') throw forbidden(AUTH_MESSAGES.pending, 'ACCOUNT_PENDING');
      // The admin login signs in administrators only: anyone else is refused before a session exists, and the session
      // the browser came with (a learner's, a guest's) is left as it was.
      if (input.requireAdmin && user.role !== 'admin') throw forbidden(AUTH_MESSAGES.adminRequired, 'ADMIN_REQUIRED');
      // A new session id at every login; the session the request came with is ended.
      const token = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        if (current) await repo.revokeSession(t, current.session.id);
        return repo.createSession(t, user, meta);
      });
      return { user, token };
    },

    async guest(meta: Meta) {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const user = await repo.insertUser(t, { isGuest: true });
        const token = await repo.createSession(t, user, meta);
        return { user, token };
      });
    },

    async logout(current: Current) {
      if (current) await repo.revokeSession(db, current.session.id);
    },
  };
}
