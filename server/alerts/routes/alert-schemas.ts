import { z } from 'zod';
import { itemKeySchema } from '../../http/item-key-schema';
import { textId } from '../../http/id-schemas';
import { ALERT_CHANNELS, ALERT_EVENT_KINDS } from '@domain/alerts/alert-contracts';

export const eventSchema = z.enum(ALERT_EVENT_KINDS);
const frequency = z.enum(['off', 'instant', 'daily', 'weekly']);
export const channelSchema = z.enum(ALERT_CHANNELS);

/** An `AlertRule` (domain/alerts/alert-contracts.ts). */
export const ruleSchema = z.strictObject({
  events: z.array(eventSchema).max(12),
  sensitivity: z.enum(['low', 'medium', 'high']),
  channels: z.strictObject({ email: frequency, telegram: frequency, webhook: frequency }),
});

export const itemParams = z.object({ kind: z.enum(['artist', 'track', 'playlist']), id: itemKeySchema });
export const webhookParams = z.object({ id: textId });
