import { useNavigate } from 'react-router';
import { FeedbackPage } from '@/features/feedback/components/feedback-page';

/**
 * /feedback (spec 002): anyone may send feedback. Cancel goes back one step in the browser's history (home when the
 * tab has no page before it).
 */
export default function FeedbackRoute() {
  const navigate = useNavigate();
  const cancel = () => void (window.history.length > 1 ? navigate(-1) : navigate('/'));
  return <FeedbackPage onCancel={cancel} />;
}
