import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import {
  type AlertItemKind,
  INBOX_EVENTS,
  type InboxEvent,
  type InboxFilter,
} from '@domain/alerts/alert-contracts';
import { EVENT_NAMES } from './alert-labels';
import type { InboxViewModel } from './inbox-view-model';

const KIND_OPTIONS: ReadonlyArray<{ value: AlertItemKind; label: string }> = [
  { value: 'artist', label: 'Artists' },
  { value: 'track', label: 'Tracks' },
  { value: 'playlist', label: 'Playlists' },
];

/** The inbox's filter: which event, which kind of item, read or unread (each "All" by default). */
export const InboxFilterBar = observer(function InboxFilterBar({ vm }: { vm: InboxViewModel }) {
  const id = useId();
  const filter = vm.filter;
  const choose = (patch: Partial<InboxFilter>) => void vm.setFilter({ ...filter, ...patch });
  return (
    <fieldset className="inbox-filter">
      <legend className="visually-hidden">Show alerts</legend>
      <div className="inbox-filter-field">
        <label htmlFor={`${id}-event`}>Event</label>
        <select
          id={`${id}-event`}
          value={filter.event ?? ''}
          onChange={(change) =>
            choose({ event: (change.target.value || undefined) as InboxEvent | undefined })
          }
        >
          <option value="">All events</option>
          {INBOX_EVENTS.map((event) => (
            <option key={event} value={event}>
              {EVENT_NAMES[event]}
            </option>
          ))}
        </select>
      </div>
      <div className="inbox-filter-field">
        <label htmlFor={`${id}-kind`}>Item</label>
        <select
          id={`${id}-kind`}
          value={filter.kind ?? ''}
          onChange={(change) =>
            choose({ kind: (change.target.value || undefined) as AlertItemKind | undefined })
          }
        >
          <option value="">All items</option>
          {KIND_OPTIONS.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="inbox-filter-field">
        <label htmlFor={`${id}-state`}>Read state</label>
        <select
          id={`${id}-state`}
          value={filter.state ?? ''}
          onChange={(change) =>
            choose({ state: (change.target.value || undefined) as InboxFilter['state'] | undefined })
          }
        >
          <option value="">Read and unread</option>
          <option value="unread">Unread</option>
          <option value="read">Read</option>
        </select>
      </div>
    </fieldset>
  );
});
