// Where a learner goes back to after signing in or registering, when a page sent them there first (the family
// invitation: /login?next=/family/join?token=…). Only a path of this site: never another site's address.

/** The path in `?next=`, or null when there is none or it is not a path of this site. */
export function returnPath(search: URLSearchParams): string | null {
  const next = search.get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  try {
    const base = 'https://brightpath.invalid';
    const url = new URL(next, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** `path` with the page to come back to afterwards (`next`), when there is one. */
export const withReturn = (path: '/login' | '/register', next: string | null) => (next ? `${path}?next=${encodeURIComponent(next)}` : path);
