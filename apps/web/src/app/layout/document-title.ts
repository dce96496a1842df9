import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { usePublicConfig } from '@/features/config/api/get-config';
import { screenAt } from '../screens';

/** The title index.html starts with: the product's name until the configuration says otherwise. */
const initialTitle = typeof document === 'undefined' ? '' : document.title;

/** The not-found page's title, as spec 002 quotes it. */
export const NOT_FOUND_TITLE = '404 Page Not Found';

// The title a page gives itself from what it shows (the chat: 'AI Tutor - Mathematics'), for the path it shows it on.
type PageTitle = { path: string; title: string } | undefined;
let pageTitle: PageTitle;
const listeners = new Set<() => void>();
const setPageTitle = (next: PageTitle) => {
  pageTitle = next;
  listeners.forEach((l) => l());
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/**
 * A page names itself from its content: the chat with a subject open is 'AI Tutor - {subject}' (spec 001). Undefined
 * leaves its screen's title. The page's title goes when the page does.
 */
export function useScreenTitle(title: string | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (title === undefined) return;
    const own = { path: pathname, title };
    setPageTitle(own);
    return () => {
      if (pageTitle === own) setPageTitle(undefined);
    };
  }, [title, pathname]);
}

/**
 * The document title of the page shown. A title the specification quotes is the whole title, verbatim ('AI Tutor -
 * Mathematics', '404 Page Not Found'); any other is the screen's title and the product's name ('Progress ·
 * Brightpath'); the home page is the product's name alone. '(Beta Testing)' follows when the server runs with
 * BETA_BANNER=true (spec 002). A path no built screen has is the not-found page.
 */
export function useDocumentTitle() {
  const { pathname } = useLocation();
  const { data } = usePublicConfig();
  const page = useSyncExternalStore(subscribe, () => pageTitle);
  const fromPage = page?.path === pathname ? page.title : undefined;
  const product = data?.productName ?? initialTitle;
  const screen = screenAt(pathname);
  const built = screen?.code !== undefined;
  const quoted = built ? (fromPage ?? screen.specTitle) : NOT_FOUND_TITLE;
  const own = quoted ?? (screen?.title ? `${screen.title} · ${product}` : product);
  const title = data?.betaBanner === true ? `${own} (Beta Testing)` : own;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
