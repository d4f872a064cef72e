import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { ALERT_CHANNELS } from '@domain/alerts/alert-contracts';
import { useViewModel } from '@shared/di/container-context';
import type { AccountAlertsSlotProps } from '@shared/extensions/alerts-extras';
import { NoticeMessage } from '@shared/ui/notice-message';
import { LoadingSpinner } from '@shared/ui/spinner';
import { AccountAlertsViewModel } from './account-alerts-view-model';
import { CHANNEL_NAMES } from './alert-labels';
import { alertsModule } from './alerts-module';
import { ChannelTestButton } from './channel-test-button';
import { RuleEditor } from './rule-editor';
import { WebhooksSection } from './webhooks-section';
import './alerts.css';

/** My Account's Alerts section: the default rule, a test per channel, and the webhooks. */
export const AccountAlertsSection = observer(function AccountAlertsSection({
  onUnsavedChange,
  savedGates,
}: AccountAlertsSlotProps) {
  const vm = useViewModel(AccountAlertsViewModel, alertsModule);
  const titleId = useId();
  const unsaved = vm.draft.isChanged;

  useEffect(() => {
    void vm.load();
  }, [vm]);

  const gates = savedGates ? `${savedGates.email}:${savedGates.telegram}` : '';
  const firstGates = useRef(gates);
  useEffect(() => {
    if (gates === firstGates.current) return;
    firstGates.current = gates;
    void vm.refreshChannels();
  }, [vm, gates]);

  useEffect(() => {
    onUnsavedChange?.(unsaved);
  }, [onUnsavedChange, unsaved]);

  // Gone with the page: no edits left behind to ask about.
  useEffect(() => () => onUnsavedChange?.(false), [onUnsavedChange]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.save();
  };

  return (
    <section className="card account-section alerts-settings" aria-labelledby={titleId}>
      <h2 id={titleId}>Alerts</h2>
      <p className="hint account-hint">
        Your default rule applies to every item you track, unless the item has its own (set on its page). Past
        alerts are in your <Link to="/alerts">alerts inbox</Link>.
      </p>
      <NoticeMessage notice={vm.notice} onDismiss={vm.dismissNotice} />
      {vm.status === 'loading' && <LoadingSpinner label="Loading your alert settings…" />}
      {vm.status === 'error' && (
        <button type="button" className="button" onClick={() => void vm.load()}>
          Try again
        </button>
      )}
      {vm.status === 'ready' && (
        <>
          <form className="rule-form" onSubmit={submit} noValidate>
            <p className="rule-description" aria-live="polite">
              {vm.description}
            </p>
            <RuleEditor draft={vm.draft} channelNotes={vm.closedChannelNotes} />
            <button
              type="submit"
              className="button button-primary account-save"
              disabled={vm.isSaving || !vm.draft.isChanged}
            >
              {vm.isSaving ? 'Saving…' : 'Save alert rule'}
            </button>
          </form>
          <div className="alert-tests">
            <h3>Check delivery</h3>
            <p className="hint account-hint">
              A test alert goes out at once through the channel’s real path, whatever its frequency above, and
              shows in your inbox.
            </p>
            {ALERT_CHANNELS.filter((channel) => channel !== 'webhook').map((channel) => (
              <div key={channel} className="alert-test-channel">
                <strong>{CHANNEL_NAMES[channel]}</strong>
                <ChannelTestButton tests={vm.tests} channel={channel} target={`by ${channel}`} />
              </div>
            ))}
          </div>
          <WebhooksSection webhooks={vm.webhooks} />
        </>
      )}
    </section>
  );
});
