import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { EventIds, FileNames, RandomSource } from '../ports';

/** Per-visit choices: uniform in [0, 1) from the operating system's randomness. */
export const cryptoRandom: RandomSource = () => randomInt(0, 2 ** 48) / 2 ** 48;
/** Pixel / Conversions API event ids. */
export const uuidEventIds: EventIds = () => randomUUID();
/** 32 hex characters: stored file names nobody can guess. */
export const randomFileNames: FileNames = () => randomBytes(16).toString('hex');
