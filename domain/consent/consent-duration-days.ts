/** The visitor's answer to the cookie banner. */
export type ConsentChoice = 'accepted' | 'declined';

/** How many days a consent answer is remembered (docs/product.md §9): 365 when accepted, 1 when declined. */
export function consentDurationDays(choice: ConsentChoice): number {
  return choice === 'accepted' ? 365 : 1;
}
