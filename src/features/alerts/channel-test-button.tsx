import { observer } from 'mobx-react-lite';
import type { AlertChannel } from '@domain/alerts/alert-contracts';
import type { ChannelTests } from './channel-tests';

/** "Send a test alert" for one channel (or one webhook), with the outcome read out when it comes. */
export const ChannelTestButton = observer(function ChannelTestButton({
  tests,
  channel,
  webhookId,
  target,
}: {
  tests: ChannelTests;
  channel: AlertChannel;
  webhookId?: number;
  /** What the button is about, for its accessible name ("by email", "to this webhook"). */
  target: string;
}) {
  const key = webhookId === undefined ? channel : `webhook:${webhookId}`;
  const busy = tests.isBusy(key);
  const outcome = tests.outcome(key);
  return (
    <div className="alert-test">
      <button
        type="button"
        className="button"
        aria-label={`Send a test alert ${target}`}
        aria-busy={busy}
        disabled={busy}
        onClick={() => void tests.send(channel, webhookId)}
      >
        {busy ? 'Sending…' : 'Send a test alert'}
      </button>
      <p className={`alert-test-result alert-test-result-${outcome?.tone ?? 'none'}`} role="status">
        {outcome?.text}
      </p>
    </div>
  );
});
