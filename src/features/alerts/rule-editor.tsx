import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import {
  ALERT_CHANNELS,
  ALERT_EVENT_KINDS,
  type AlertChannel,
  type AlertFrequency,
  type AlertItemKind,
} from '@domain/alerts/alert-contracts';
import { EVENTS_BY_KIND } from '@domain/alerts/kind-events';
import {
  CHANNEL_NAMES,
  EVENT_LABELS,
  EVENT_NAMES,
  FREQUENCY_OPTIONS,
  SENSITIVITY_HINTS,
  SENSITIVITY_OPTIONS,
} from './alert-labels';
import type { RuleDraft } from './rule-draft';

/**
 * The rule editor: which events, how sensitive "unusual" is, and how often each channel delivers.
 * `compact` (an item page) names the events briefly; `kind` (an item page) offers only the events
 * that kind raises; `channelNotes` says why a channel delivers nothing.
 */
export const RuleEditor = observer(function RuleEditor({
  draft,
  compact = false,
  channelNotes = {},
  kind,
}: {
  draft: RuleDraft;
  compact?: boolean;
  kind?: AlertItemKind;
  channelNotes?: Partial<Record<AlertChannel, string>>;
}) {
  const id = useId();
  const sensitivityHintId = `${id}-sensitivity-hint`;
  return (
    <div className={compact ? 'rule-editor rule-editor-compact' : 'rule-editor'}>
      <fieldset className="rule-group">
        <legend>Alert me about</legend>
        {(kind ? EVENTS_BY_KIND[kind] : ALERT_EVENT_KINDS).map((event) => (
          <label key={event} className="checkbox">
            <input
              type="checkbox"
              checked={draft.hasEvent(event)}
              onChange={(change) => draft.setEvent(event, change.target.checked)}
            />
            <span>{compact ? EVENT_NAMES[event] : EVENT_LABELS[event]}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="rule-group" aria-describedby={sensitivityHintId}>
        <legend>Sensitivity to unusual moves</legend>
        <div className="rule-options">
          {SENSITIVITY_OPTIONS.map(({ value, label }) => (
            <label key={value} className="radio">
              <input
                type="radio"
                name={`${id}-sensitivity`}
                value={value}
                checked={draft.rule.sensitivity === value}
                onChange={() => draft.setSensitivity(value)}
              />
              <span>{label}</span>
            </label>
          ))}
        </div>
        <p id={sensitivityHintId} className="hint rule-hint">
          {SENSITIVITY_HINTS[draft.rule.sensitivity]}
        </p>
      </fieldset>
      <fieldset className="rule-group">
        <legend>How often, per channel</legend>
        <div className="rule-channels">
          {ALERT_CHANNELS.map((channel) => {
            const note = channelNotes[channel];
            const noteId = `${id}-${channel}-note`;
            return (
              <div key={channel} className="rule-channel">
                <label htmlFor={`${id}-${channel}`}>{CHANNEL_NAMES[channel]}</label>
                <select
                  id={`${id}-${channel}`}
                  value={draft.rule.channels[channel]}
                  aria-describedby={note ? noteId : undefined}
                  onChange={(change) => draft.setFrequency(channel, change.target.value as AlertFrequency)}
                >
                  {FREQUENCY_OPTIONS.map(({ value, label }) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
                {note && (
                  <p id={noteId} className="hint rule-hint">
                    {note}
                  </p>
                )}
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
});
