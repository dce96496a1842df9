import { HelpCenterPage } from '@/features/help-center/components/help-center-page';

/** /help: open to everyone, visitors included (it reads nothing from the server). */
export default function HelpRoute() {
  return <HelpCenterPage />;
}
