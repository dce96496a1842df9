/**
 * The learner pages the assistant floats on: the signed-in screens under RequireAccount (app/router.tsx). The
 * public pages (home, login, onboarding) keep only the help chat.
 */
const LEARNER_PAGES = ['/dashboard', '/progress', '/chat', '/subject-selection', '/questionnaire'];

export function isLearnerPage(pathname: string) {
  return LEARNER_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}
