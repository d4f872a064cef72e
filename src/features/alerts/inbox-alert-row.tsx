import { itemPath } from '@domain/links';
import { Link } from 'react-router-dom';
import type { InboxAlert } from '@domain/alerts/alert-contracts';
import { formatDateTime } from '@domain/formatting/dates';
import { CHANNEL_NAMES, deliveryText, EVENT_NAMES } from './alert-labels';

/** One alert of the inbox: when, which item (a link to its page), what happened and how it was delivered. */
export function InboxAlertRow({ alert }: { alert: InboxAlert }) {
  return (
    <li className={alert.read ? 'inbox-alert' : 'inbox-alert inbox-alert-unread'}>
      <div className="inbox-alert-head">
        {!alert.read && <span className="inbox-unread-dot">New</span>}
        <span className="inbox-event">{EVENT_NAMES[alert.event]}</span>
        {alert.item && (
          <Link className="inbox-item" to={itemPath(alert.item.kind, alert.item.spotify_id)}>
            {alert.item.name}
          </Link>
        )}
        <time className="inbox-date muted" dateTime={alert.created_at}>
          {formatDateTime(alert.created_at)}
        </time>
      </div>
      <p className="inbox-message">{alert.message}</p>
      {alert.channels.length > 0 && (
        <ul className="inbox-channels" aria-label="Delivery">
          {alert.channels.map((result) => (
            <li key={result.channel} className={`inbox-channel inbox-channel-${result.status}`}>
              <strong>{CHANNEL_NAMES[result.channel]}:</strong> {deliveryText(result)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
