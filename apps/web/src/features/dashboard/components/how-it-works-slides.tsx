import type { RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { ArrowLeft, ArrowRight, X } from 'lucide-react';
import { Button, buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useSlides } from '../hooks/use-slides';
import { HOW_IT_WORKS_SLIDES } from '../lib/how-it-works';

/**
 * 'How it works': six slides in a modal dialog. Next and Back, the arrow keys (and Home, End) move between
 * them; Escape closes. The position is announced politely on every move. Loaded when first opened
 * (how-it-works-dialog.tsx), so the dialog's code is not part of the dashboard's first load.
 */
export default function HowItWorksSlides({
  open,
  setOpen,
  trigger,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const slides = useSlides(HOW_IT_WORKS_SLIDES.length);
  const total = HOW_IT_WORKS_SLIDES.length;
  const slide = HOW_IT_WORKS_SLIDES[slides.index]!;
  const Icon = slide.icon;

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay fixed inset-0 z-50 bg-scrim/40" />
        <Dialog.Content
          onKeyDown={slides.onKeyDown}
          onCloseAutoFocus={(e) => {
            // Back to the button that opened it (it is not Radix's own trigger).
            e.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-6 shadow-xl"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-bold text-ink-900">How it works</Dialog.Title>
            <Dialog.Close className={buttonClass('ghost', 'icon', '-mr-2 -mt-2 h-9 w-9')} aria-label="Close">
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Six short slides about how Brightpath works. Use Next and Back, or the left and right arrow keys, to move between them.
          </Dialog.Description>

          <div aria-roledescription="carousel" aria-label="How Brightpath works" className="mt-4">
            <div
              key={slides.index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slides.index + 1} of ${total}`}
              className="flex min-h-56 flex-col items-center rounded-2xl bg-brand-50 px-5 py-8 text-center sm:min-h-52"
            >
              <span className="grid h-14 w-14 place-items-center rounded-2xl bg-brand-600 text-white shadow-sm" aria-hidden>
                <Icon className="h-7 w-7" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink-900">{slide.title}</h3>
              <p className="mt-2 max-w-sm text-sm leading-6 text-ink-700">{slide.text}</p>
            </div>
          </div>

          <p className="mt-4 text-center text-sm font-medium text-ink-600" aria-live="polite" aria-atomic="true">
            Slide {slides.index + 1} of {total}
            <span className="sr-only">: {slide.title}</span>
          </p>
          <div className="mt-3 flex justify-center gap-1" role="group" aria-label="Choose a slide">
            {HOW_IT_WORKS_SLIDES.map((s, i) => (
              <button
                key={s.title}
                type="button"
                aria-label={`Slide ${i + 1}: ${s.title}`}
                aria-current={i === slides.index ? 'step' : undefined}
                onClick={() => slides.go(i)}
                className="grid h-6 w-6 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span
                  className={cn('block h-2 rounded-full transition-all', i === slides.index ? 'w-5 bg-brand-600' : 'w-2 bg-surface-300')}
                  aria-hidden
                />
              </button>
            ))}
          </div>

          <div className="mt-6 flex items-center justify-between gap-3">
            {/* aria-disabled, not disabled: a disabled button drops the focus, and the arrow keys with it. */}
            <Button
              variant="secondary"
              aria-disabled={slides.isFirst}
              className={cn(slides.isFirst && 'cursor-not-allowed opacity-50')}
              onClick={() => !slides.isFirst && slides.back()}
            >
              <ArrowLeft className="h-4 w-4" aria-hidden /> Back
            </Button>
            <Button onClick={() => (slides.isLast ? setOpen(false) : slides.next())}>
              {slides.isLast ? 'Start learning' : 'Next'}
              {!slides.isLast && <ArrowRight className="h-4 w-4" aria-hidden />}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
