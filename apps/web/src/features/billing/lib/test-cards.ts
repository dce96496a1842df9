/**
 * Some of Stripe's test card numbers (https://docs.stripe.com/testing), as the test-mode checkout lists them. The
 * server decides each card's outcome (apps/server/src/modules/billing/test-cards.ts takes the others of Stripe's list
 * too); any other number is refused as not a test card.
 */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', result: 'Visa: payment succeeds' },
  { number: '5555 5555 5555 4444', result: 'Mastercard: payment succeeds' },
  { number: '4000 0000 0000 0002', result: 'Card declined' },
  { number: '4000 0000 0000 9995', result: 'Declined: insufficient funds' },
] as const;
