// The cards the built-in test-mode checkout accepts: Stripe's own test card numbers
// (https://docs.stripe.com/testing#cards and #declined-payments), so a learner who has tried Stripe's test mode meets
// the same numbers. Any future expiry and any CVC go with them, as in Stripe's test mode.

/** Numbers that pay, by brand. */
export const SUCCEEDING_TEST_CARDS: Readonly<Record<string, string>> = {
  '4242424242424242': 'Visa',
  '4000056655665556': 'Visa (debit)',
  '5555555555554444': 'Mastercard',
  '2223003122003222': 'Mastercard (2-series)',
  '5200828282828210': 'Mastercard (debit)',
  '5105105105105100': 'Mastercard (prepaid)',
  '378282246310005': 'American Express',
  '371449635398431': 'American Express',
  '6011111111111117': 'Discover',
  '6011000990139424': 'Discover',
  '3056930009020004': 'Diners Club',
  '36227206271667': 'Diners Club (14 digits)',
  '3566002020360505': 'JCB',
  '6200000000000005': 'UnionPay',
};

/** Numbers that are declined, with Stripe's decline code for each. */
export const DECLINING_TEST_CARDS: Readonly<Record<string, string>> = {
  '4000000000000002': 'generic_decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000009987': 'lost_card',
  '4000000000009979': 'stolen_card',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
  '4100000000000019': 'fraudulent',
  '4000000000000341': 'card_declined',
};

export type TestCardOutcome =
  { outcome: 'succeeds'; brand: string } | { outcome: 'declined'; declineCode: string } | { outcome: 'unknown' };

/** What paying with `cardNumber` (digits only) does in test mode. */
export function testCardOutcome(cardNumber: string): TestCardOutcome {
  const brand = SUCCEEDING_TEST_CARDS[cardNumber];
  if (brand) return { outcome: 'succeeds', brand };
  const declineCode = DECLINING_TEST_CARDS[cardNumber];
  if (declineCode) return { outcome: 'declined', declineCode };
  return { outcome: 'unknown' };
}

/** Whether an expiry 'MM/YY' (TestCardSchema's form) is past at `now`: a card works to the end of its month. */
export function expiryPassed(expiry: string, now = new Date()): boolean {
  const [mm, yy] = expiry.split('/').map((s) => Number(s.trim()));
  const endOfMonth = Date.UTC(2000 + yy!, mm!, 1);
  return endOfMonth <= now.getTime();
}
