/**
 * Stripe's test card numbers the built-in test-mode checkout takes (https://docs.stripe.com/testing), as its page
 * lists them: the server decides each one's outcome, and these are the ones it documents.
 */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', result: 'Payment succeeds' },
  { number: '4000 0000 0000 0002', result: 'Card declined' },
] as const;
