import { observer } from 'mobx-react-lite';
import type { WebhookSummary } from '@domain/alerts/alert-contracts';
import { formatDate } from '@domain/formatting/dates';
import { DELIVERY_STATUS_NAMES, EVENT_NAMES } from './alert-labels';
import { ChannelTestButton } from './channel-test-button';
import type { WebhookList } from './webhook-list';

/** One webhook: its state (and why it was switched off), its actions and its delivery log. */
export const WebhookItem = observer(function WebhookItem({
  hook,
  webhooks,
}: {
  hook: WebhookSummary;
  webhooks: WebhookList;
}) {
  const busy = webhooks.busy.has(hook.id);
  const log = webhooks.logs.get(hook.id);
  const logId = `webhook-log-${hook.id}`;
  return (
    <li className={hook.state === 'disabled' ? 'webhook webhook-disabled' : 'webhook'}>
      <p className="webhook-url">{hook.url}</p>
      <p className="webhook-state">
        {hook.state === 'active'
          ? `Active since ${formatDate(hook.created_at)}.`
          : `Disabled. ${hook.disabled_reason ?? ''}`}
        {hook.state === 'active' && hook.consecutive_failures > 0
          ? ` ${hook.consecutive_failures} failed deliveries in a row.`
          : ''}
      </p>
      <div className="button-row">
        {hook.state === 'disabled' && (
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => void webhooks.enable(hook)}
          >
            Enable
          </button>
        )}
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void webhooks.rotateSecret(hook)}
        >
          Rotate secret
        </button>
        <button
          type="button"
          className="button"
          aria-expanded={log !== undefined}
          aria-controls={logId}
          onClick={() => void webhooks.toggleLog(hook.id)}
        >
          {log ? 'Hide delivery log' : 'Delivery log'}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => void webhooks.remove(hook)}
        >
          Delete
        </button>
      </div>
      {hook.state === 'active' && (
        <ChannelTestButton
          tests={webhooks.tests}
          channel="webhook"
          webhookId={hook.id}
          target={`to ${hook.url}`}
        />
      )}
      <div id={logId}>
        {log?.status === 'loading' && <p className="muted">Loading the deliveries…</p>}
        {log?.status === 'error' && (
          <p className="message message-error">The delivery log could not be loaded.</p>
        )}
        {log?.status === 'ready' &&
          (log.deliveries.length === 0 ? (
            <p className="muted">Nothing delivered yet.</p>
          ) : (
            <div className="webhook-log-scroll">
              <table className="webhook-log">
                <caption className="visually-hidden">Deliveries to {hook.url}, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Event</th>
                    <th scope="col">Result</th>
                    <th scope="col">Status code</th>
                    <th scope="col">Attempts</th>
                  </tr>
                </thead>
                <tbody>
                  {log.deliveries.map((delivery) => (
                    <tr key={delivery.id}>
                      <td>{formatDate(delivery.created_at)}</td>
                      <td>{EVENT_NAMES[delivery.event]}</td>
                      <td>
                        {DELIVERY_STATUS_NAMES[delivery.status]}
                        {delivery.last_error ? `: ${delivery.last_error}` : ''}
                      </td>
                      <td>{delivery.last_status_code ?? 'no answer'}</td>
                      <td>{delivery.attempts}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
      </div>
    </li>
  );
});
