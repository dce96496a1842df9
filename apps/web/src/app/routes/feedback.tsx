import { useLocation, useNavigate } from 'react-router';
import { FeedbackPage } from '@/features/feedback/components/feedback-page';

/** /feedback (spec 002): anyone may send feedback. Cancel goes back one step (home when the form was opened directly). */
export default function FeedbackRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const cancel = () => void (location.key === 'default' ? navigate('/') : navigate(-1));
  return <FeedbackPage onCancel={cancel} />;
}
