import { z } from 'zod';

/** A Spotify id: 22 base62 characters. */
export const spotifyIdSchema = z
  .string()
  .regex(/^[0-9A-Za-z]{22}$/, 'must be a Spotify id (22 letters and digits)');

export const idParamsSchema = z.object({ id: spotifyIdSchema });
