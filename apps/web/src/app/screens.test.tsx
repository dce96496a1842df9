import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../test/render';
import { useDocumentTitle, useScreenTitle } from './layout/document-title';
import { ADMIN_ITEM, LOGGED_IN_NAV, LOGGED_OUT_NAV, USER_MENU } from './layout/nav-links';
import { router } from './router';
import { SCREENS, screenAt } from './screens';

/** Every path the route table serves, flattened (the index route is '/'). */
function routedPaths(): string[] {
  const walk = (routes: typeof router.routes, out: string[]) => {
    for (const r of routes) {
      if (r.index) out.push('/');
      else if (r.path && r.path !== '/' && r.path !== '*') out.push(`/${r.path}`);
      if (r.children) walk(r.children, out);
    }
    return out;
  };
  return walk(router.routes, []);
}

describe('the screen records', () => {
  it('give the router one route per built screen, and none for a screen not built yet', () => {
    const built = SCREENS.filter((s) => s.code).map((s) => s.path);
    expect(routedPaths().sort()).toEqual([...built].sort());
    expect(routedPaths()).toEqual(
      expect.arrayContaining(['/skill-tree', '/pricing', '/subscription', '/checkout/test/:id', '/family', '/family/join', '/admin']),
    );
  });

  it('put a screen that needs a session behind the account layout', () => {
    const root = router.routes[0]!;
    const guarded = root.children!.find((r) => !r.path && !r.index && r.children)!;
    expect(guarded.children!.map((r) => `/${r.path}`).sort()).toEqual(
      SCREENS.filter((s) => s.code && s.access === 'account')
        .map((s) => s.path)
        .sort(),
    );
  });

  it('give the menus their links in order (spec 000 section 2)', () => {
    expect(LOGGED_IN_NAV.map((n) => [n.label, n.to])).toEqual([
      ['Dashboard', '/dashboard'],
      ['AI Tutor', '/chat'],
      ['My Plan', '/subscription'],
    ]);
    expect(USER_MENU.map((n) => n.label)).toEqual(['Profile', 'Progress Analytics', 'Skill Tree', 'Settings', 'Help Center']);
    expect(LOGGED_OUT_NAV.map((n) => n.label)).toEqual(['Plans', 'Login', 'Get Started']);
    expect(ADMIN_ITEM).toEqual({ to: '/admin', label: 'Admin Console' });
  });

  it('find the screen of a path, with its parameters', () => {
    expect(screenAt('/chat/4')?.title).toBe('AI Tutor');
    expect(screenAt('/nowhere')).toBeUndefined();
  });
});

function Title({ pageTitle }: { pageTitle?: string }) {
  useDocumentTitle();
  useScreenTitle(pageTitle);
  return null;
}

describe('the document title', () => {
  it.each([
    ['/progress', 'Progress · Brightpath'],
    ['/dashboard', 'Learning Dashboard · Brightpath'],
    ['/analytics', 'Learning Analytics · Brightpath'],
    ['/chat', 'AI Tutor · Brightpath'],
    ['/history', 'Learning History · Brightpath'],
    ['/', 'Brightpath'],
    // Titles the specification quotes are the whole title, verbatim (spec 000 section 2, spec 002 route table).
    ['/subject-selection', 'Choose Your Learning Subjects'],
    ['/settings', 'Settings · Brightpath'],
    ['/skill-tree', 'Skill Tree · Brightpath'],
    ['/subscription', 'My Plan · Brightpath'],
    ['/pricing', 'Plans · Brightpath'],
    ['/checkout/test/cs_test_1', 'Test Checkout · Brightpath'],
    ['/family', 'Family Plan · Brightpath'],
    ['/family/join', 'Join a Family Plan · Brightpath'],
    ['/admin', 'Admin Console · Brightpath'],
    ['/no-such-page', '404 Page Not Found'],
  ])('on %s is "%s"', async (path, title) => {
    stubFetch(() => json({ productName: 'Brightpath', betaBanner: false, tutorProvider: 'offline' }));
    renderWithProviders(<Title />, { path });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it("names the subject open in the chat: 'AI Tutor - {subject}' (spec 001)", async () => {
    stubFetch(() => json({ productName: 'Brightpath', betaBanner: false, tutorProvider: 'offline' }));
    renderWithProviders(<Title pageTitle="AI Tutor - Mathematics" />, { path: '/chat/2' });
    await waitFor(() => expect(document.title).toBe('AI Tutor - Mathematics'));
  });

  it('leaves a title a page gave itself on that page: another path shows its own screen', async () => {
    stubFetch(() => json({ productName: 'Brightpath', betaBanner: false, tutorProvider: 'offline' }));
    const { unmount } = renderWithProviders(<Title pageTitle="AI Tutor - Mathematics" />, { path: '/chat/2' });
    await waitFor(() => expect(document.title).toBe('AI Tutor - Mathematics'));
    unmount();
    renderWithProviders(<Title />, { path: '/progress' });
    await waitFor(() => expect(document.title).toBe('Progress · Brightpath'));
  });

  it('says "(Beta Testing)" when the server runs with the beta banner', async () => {
    stubFetch(() => json({ productName: 'Brightpath', betaBanner: true, tutorProvider: 'offline' }));
    renderWithProviders(<Title />, { path: '/dashboard' });
    await waitFor(() => expect(document.title).toBe('Learning Dashboard · Brightpath (Beta Testing)'));
  });
});
