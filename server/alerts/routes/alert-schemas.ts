import { z } from 'zod';
import { textId } from '../../http/id-schemas';
import { ALERT_CHANNELS, ALERT_EVENT_KINDS } from '@domain/alerts/alert-contracts';

/** A Spotify id: 22 base62 characters. */
const spotifyId = z.string().regex(/^[0-9A-Za-z]{22}$/, 'must be a Spotify id (22 letters and digits)');

export const eventSchema = z.enum(ALERT_EVENT_KINDS);
const frequency = z.enum(['off', 'instant', 'daily', 'weekly']);
export const channelSchema = z.enum(ALERT_CHANNELS);

/** An `AlertRule` (domain/alerts/alert-contracts.ts). */
export const ruleSchema = z.strictObject({
  events: z.array(eventSchema).max(12),
  sensitivity: z.enum(['low', 'medium', 'high']),
  channels: z.strictObject({ email: frequency, telegram: frequency, webhook: frequency }),
});

export const itemParams = z.object({ kind: z.enum(['artist', 'track', 'playlist']), id: spotifyId });
export const webhookParams = z.object({ id: textId });
