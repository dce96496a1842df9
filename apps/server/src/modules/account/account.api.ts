// What the account module offers the others: the deletion of everything an account holds (docs/decisions/032), for
// the administration console's Delete User, so that there is one deletion, never a second version of it.
import type { Db } from '@/db/client.ts';
import type { OwnerId } from '@/lib/ownership.ts';
import { accountRepository } from './account.repository.ts';

/**
 * Deletes every row of the account and the account itself, all of it or nothing: inside the caller's transaction `t`
 * when it is one (a savepoint of it), so that the caller's audit record and the deletion commit together. Answers
 * whether there was an account. `owner` comes from an administrator's action (lib/ownership.ts adminActions).
 */
export const deleteEverythingOf = (t: Db, owner: OwnerId): Promise<boolean> => accountRepository(t).forUser(owner).deleteEverything();
