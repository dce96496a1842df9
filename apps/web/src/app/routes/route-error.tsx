import { isRouteErrorResponse, useRouteError } from 'react-router';
import NotFoundPage from './not-found';

/** A page that failed to load (a new deployment, a lost connection) gets a way back, never a blank screen. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center" role="alert">
      <h1 className="text-2xl font-bold text-ink-900">Something went wrong</h1>
      <p className="mt-3 text-ink-700">This page could not be loaded. Check your connection and try again.</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
      >
        Reload the page
      </button>
    </div>
  );
}
