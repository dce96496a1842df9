import { useState, type FormEvent } from 'react';
import { AlertCircle } from 'lucide-react';
import { BILLING_MESSAGES, TestCardSchema, type TestCheckoutSession } from '@brightpath/shared/billing';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { fieldErrors } from '@/lib/form-errors';
import { useCancelTestCheckout } from '../api/cancel-test-checkout';
import { usePayTestCheckout } from '../api/pay-test-checkout';

type Values = { cardNumber: string; expiry: string; cvc: string; name: string };
const EMPTY: Values = { cardNumber: '', expiry: '', cvc: '', name: '' };

export const CARD_FORM = {
  pay: (amount: string) => `Pay ${amount}`,
  paying: 'Processing payment...',
  cancel: 'Cancel',
  cancelling: 'Cancelling...',
  failed: 'The payment could not be completed. Please try again.',
} as const;

/** '4242424242424242' as '4242 4242 4242 4242' while it is typed (at most 19 digits). */
export const groupCardNumber = (typed: string) =>
  typed
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** '1230' as '12/30' while it is typed; a slash typed by the learner is kept. */
export function formatExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 || (digits.length === 2 && typed.includes('/')) ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * The test-mode card form: validated with the server's own schema (TestCardSchema) as each field is left and on
 * Pay; a declined card keeps everything typed and says so in an alert; a payment taken goes to the address the server
 * answers (the dashboard with its success flag), Cancel to the checkout's cancel address.
 */
export function TestCardForm({ session, amount, onClosed }: { session: TestCheckoutSession; amount: string; onClosed: () => void }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Where the page is going once the server answered: the browser is on its way there.
  const [leaving, setLeaving] = useState<'paid' | 'cancelled' | null>(null);
  const pay = usePayTestCheckout();
  const cancel = useCancelTestCheckout();

  const parsed = TestCardSchema.safeParse(values);
  const all = fieldErrors(parsed.error);
  const errorOf = (key: keyof Values) => (submitted || touched[key] ? all[key] : undefined);
  const busy = leaving !== null || pay.isPending || cancel.isPending;

  const set =
    (key: keyof Values, format: (s: string) => string = (s) => s) =>
    (e: React.ChangeEvent<HTMLInputElement>) =>
      setValues((v) => ({ ...v, [key]: format(e.target.value) }));
  const leave = (key: keyof Values) => () => setTouched((t) => ({ ...t, [key]: true }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!parsed.success || busy) return;
    setFailure(null);
    pay.mutate(
      { id: session.id, card: parsed.data },
      {
        onSuccess: ({ url }) => {
          setLeaving('paid');
          window.location.assign(url);
        },
        onError: (err) => {
          if (err instanceof ApiRequestError && err.status === 402) {
            setFailure(BILLING_MESSAGES.cardDeclined);
            return;
          }
          setFailure(errorMessage(err) ?? CARD_FORM.failed);
          // Paid or expired meanwhile (another tab, the time running out): the page reads the checkout again and says so.
          if (err instanceof ApiRequestError && err.status === 409) onClosed();
        },
      },
    );
  };

  const onCancel = () => {
    if (busy) return;
    cancel.mutate(session.id, {
      onSuccess: ({ url }) => {
        setLeaving('cancelled');
        window.location.assign(url);
      },
      // The way back still works when the session could not be closed: it expires by itself.
      onError: () => {
        setLeaving('cancelled');
        window.location.assign(session.cancelUrl);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-busy={busy}>
      {failure && (
        <p role="alert" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden /> {failure}
        </p>
      )}
      <FormField label="Card number" error={errorOf('cardNumber')}>
        <Input
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          value={values.cardNumber}
          onChange={set('cardNumber', groupCardNumber)}
          onBlur={leave('cardNumber')}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label="Expiry (MM/YY)" error={errorOf('expiry')}>
          <Input
            name="expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={values.expiry}
            onChange={set('expiry', formatExpiry)}
            onBlur={leave('expiry')}
          />
        </FormField>
        <FormField label="CVC" error={errorOf('cvc')}>
          <Input
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            placeholder="123"
            value={values.cvc}
            onChange={set('cvc', (s) => s.replace(/\D/g, ''))}
            onBlur={leave('cvc')}
          />
        </FormField>
      </div>
      <FormField label="Name on card" error={errorOf('name')}>
        <Input name="name" autoComplete="cc-name" maxLength={100} value={values.name} onChange={set('name')} onBlur={leave('name')} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} aria-disabled={busy || undefined}>
          {cancel.isPending || leaving === 'cancelled' ? CARD_FORM.cancelling : CARD_FORM.cancel}
        </Button>
        <Button type="submit" size="lg" aria-disabled={busy || undefined}>
          {pay.isPending || leaving === 'paid' ? (
            <>
              <span className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden />
              {CARD_FORM.paying}
            </>
          ) : (
            CARD_FORM.pay(amount)
          )}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {pay.isPending || leaving === 'paid' ? CARD_FORM.paying : ''}
      </p>
    </form>
  );
}
