import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePublicConfig } from '@/features/config/api/get-config';
import { screenAt } from '../screens';

/** The title index.html starts with: the product's name until the configuration says otherwise. */
const initialTitle = typeof document === 'undefined' ? '' : document.title;

/**
 * The document title of the page shown: its screen's title and the product's name ('Progress · Brightpath'), the
 * product's name alone on the home page, and '(Beta Testing)' after it when the server runs with BETA_BANNER=true
 * (spec 002). A path no screen has is the not-found page.
 */
export function useDocumentTitle() {
  const { pathname } = useLocation();
  const { data } = usePublicConfig();
  const product = data?.productName ?? initialTitle;
  const base = data?.betaBanner === true ? `${product} (Beta Testing)` : product;
  const screen = screenAt(pathname);
  // A path no built screen has shows the not-found page.
  const own = screen?.code ? screen.title : 'Page Not Found';
  const title = own ? `${own} · ${base}` : base;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
