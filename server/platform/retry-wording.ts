// The one wording of "wait before trying again", so every 429 tells how long, as its Retry-After does.

/** The wait in whole minutes, rounded up, at least one: "1 minute", "7 minutes". */
export function waitInMinutes(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** A budget's refusal: `Too many test alerts. Try again in 7 minutes.` */
export const tooMany =
  (what: string) =>
  (retryAfterSeconds: number): string =>
    `Too many ${what}. Try again in ${waitInMinutes(retryAfterSeconds)}.`;
