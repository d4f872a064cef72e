/** Where "now" comes from. Servers use the system clock; tests use a controllable one. */
export interface Clock {
  /** Current instant. */
  now(): Date;
}

export const Clock = Symbol.for('Clock');
