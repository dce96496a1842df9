import { lazy, Suspense, useRef, useState } from 'react';
import { CircleHelp } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';

const HowItWorksSlides = lazy(() => import('./how-it-works-slides'));

/** The 'How it works' button; its dialog (how-it-works-slides.tsx) loads when it is first opened. */
export function HowItWorksDialog({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  // Each opening starts at the first slide: a new opening is a fresh dialog.
  const [openings, setOpenings] = useState(0);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={buttonClass('secondary', 'md', className)}
        onPointerEnter={() => setWanted(true)}
        onClick={() => {
          setWanted(true);
          setOpenings((n) => n + 1);
          setOpen(true);
        }}
      >
        <CircleHelp className="h-4 w-4" aria-hidden /> How it works
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <HowItWorksSlides key={openings} open={open} setOpen={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
