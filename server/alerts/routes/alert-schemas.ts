import { z } from 'zod';

/** A Spotify id: 22 base62 characters. */
const spotifyId = z.string().regex(/^[0-9A-Za-z]{22}$/, 'must be a Spotify id (22 letters and digits)');

export const eventSchema = z.enum([
  'unusual_move',
  'absolute_move',
  'anomaly_event',
  'grade_change',
  'botted_placement',
  'milestone',
]);
const frequency = z.enum(['off', 'instant', 'daily', 'weekly']);
export const channelSchema = z.enum(['email', 'telegram', 'webhook']);

/** An `AlertRule` (domain/alerts/alert-contracts.ts). */
export const ruleSchema = z.strictObject({
  events: z.array(eventSchema).max(12),
  sensitivity: z.enum(['low', 'medium', 'high']),
  channels: z.strictObject({ email: frequency, telegram: frequency, webhook: frequency }),
});

export const itemParams = z.object({ kind: z.enum(['artist', 'track', 'playlist']), id: spotifyId });
export const webhookParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
