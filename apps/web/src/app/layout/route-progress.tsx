import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';

const RUN_MS = 300;
const STEP_MS = 60;

/** Thin top bar on route changes: random steps of up to 30%, at most 90 until done, then 100. */
export function RouteProgress() {
  const location = useLocation();
  const navigation = useNavigation();
  const [progress, setProgress] = useState<number | null>(null);
  const first = useRef(true);
  const loading = navigation.state !== 'idle';

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let value = 0;
    setProgress(0);
    const step = setInterval(() => {
      value = Math.min(90, value + Math.random() * 30);
      setProgress(value);
    }, STEP_MS);
    const done = setTimeout(() => {
      clearInterval(step);
      setProgress(100);
    }, RUN_MS);
    return () => {
      clearInterval(step);
      clearTimeout(done);
    };
  }, [location.key, loading]);

  useEffect(() => {
    if (progress !== 100) return;
    const hide = setTimeout(() => setProgress(null), 250);
    return () => clearTimeout(hide);
  }, [progress]);

  if (progress === null) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      className="fixed inset-x-0 top-0 z-[70] h-1"
    >
      <div
        className="h-full bg-brand-500 shadow-[0_0_8px] shadow-brand-500 transition-[width] duration-150 ease-out"
        style={{ width: `${progress}%` }}
      />
    </div>
  );
}
