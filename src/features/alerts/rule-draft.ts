import { makeAutoObservable } from 'mobx';
import {
  ALERT_EVENT_KINDS,
  type AlertChannel,
  type AlertEventKind,
  type AlertFrequency,
  type AlertRule,
  type AlertSensitivity,
} from '@domain/alerts/alert-contracts';

/** A rule being edited: what the editor shows, and whether it differs from the rule last saved. */
export class RuleDraft {
  rule: AlertRule;
  private saved: AlertRule;

  constructor(rule: AlertRule) {
    this.rule = rule;
    this.saved = rule;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get isChanged(): boolean {
    return JSON.stringify(normalized(this.rule)) !== JSON.stringify(normalized(this.saved));
  }

  hasEvent(event: AlertEventKind): boolean {
    return this.rule.events.includes(event);
  }

  setEvent(event: AlertEventKind, on: boolean): void {
    const others = this.rule.events.filter((picked) => picked !== event);
    // Kept in the contract's order, so a toggle back and forth is no change.
    const events = ALERT_EVENT_KINDS.filter((kind) => (kind === event ? on : others.includes(kind)));
    this.rule = { ...this.rule, events };
  }

  setSensitivity(sensitivity: AlertSensitivity): void {
    this.rule = { ...this.rule, sensitivity };
  }

  setFrequency(channel: AlertChannel, frequency: AlertFrequency): void {
    this.rule = { ...this.rule, channels: { ...this.rule.channels, [channel]: frequency } };
  }

  /** Back to the rule last saved. */
  discard(): void {
    this.rule = this.saved;
  }

  /** The server's answer after a load or a save: the editor starts again from it. */
  reset(rule: AlertRule): void {
    this.rule = rule;
    this.saved = rule;
  }
}

function normalized(rule: AlertRule): AlertRule {
  return { ...rule, events: ALERT_EVENT_KINDS.filter((kind) => rule.events.includes(kind)) };
}
