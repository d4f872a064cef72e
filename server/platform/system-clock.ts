import type { Clock } from '@domain/ports/clock';

/** The real time, for production. */
export const systemClock: Clock = { now: () => new Date() };
