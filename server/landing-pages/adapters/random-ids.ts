import { randomBytes } from 'node:crypto';
import type { FileNames, RandomSource } from '../ports';

const SIX_BYTES = 2 ** 48;

/**
 * Per-visit choices: uniform in [0, 1) from the operating system's randomness. Six random bytes
 * as an integer, not `crypto.randomInt(0, 2 ** 48)`, whose range must stay below 2 ** 48 (it threw
 * on every click).
 */
export const cryptoRandom: RandomSource = () => randomBytes(6).readUIntBE(0, 6) / SIX_BYTES;
/** 32 hex characters: stored file names nobody can guess. */
export const randomFileNames: FileNames = () => randomBytes(16).toString('hex');
