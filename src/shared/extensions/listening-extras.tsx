import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { AuthStore } from '@shared/auth/auth-store';
import { useContainer, useStore } from '@shared/di/container-context';

/**
 * The listening feature's parts on other features' screens, bound by the app at startup: the artist
 * page and My Account never import that feature, they render what is bound here.
 */
export interface ListeningExtras {
  /** "Your listening (Spotify for Artists)" on an artist page. */
  readonly ArtistSection: ComponentType<{ readonly artistKey: string }>;
  /** My Account's list of imports. */
  readonly AccountSection: ComponentType;
  /** "Import past readings" on a tracked item's page; `onImported` reloads its history. */
  readonly KeptReadingsSection: ComponentType<KeptReadingsSlotProps>;
}

export interface KeptReadingsSlotProps {
  readonly kind: 'artist' | 'track' | 'playlist';
  readonly itemKey: string;
  readonly onImported: () => void;
}

export const ListeningExtras = Symbol.for('ListeningExtras');

function useListeningExtras(): ListeningExtras | null {
  const container = useContainer();
  return container.isBound(ListeningExtras) ? container.get<ListeningExtras>(ListeningExtras) : null;
}

/** Where an artist page shows the signed-in account's own listening; nothing for a visitor. */
export const ArtistListeningSlot = observer(function ArtistListeningSlot({
  artistKey,
}: {
  artistKey: string;
}) {
  const extras = useListeningExtras();
  const auth = useStore(AuthStore);
  return extras && auth.isAuthenticated ? <extras.ArtistSection artistKey={artistKey} /> : null;
});

/** Where My Account lists the account's imports. */
export function AccountImportsSlot() {
  const extras = useListeningExtras();
  return extras ? <extras.AccountSection /> : null;
}

/** Where a tracked item's page (signed in) offers to import readings kept elsewhere. */
export function KeptReadingsSlot(props: KeptReadingsSlotProps) {
  const extras = useListeningExtras();
  return extras ? <extras.KeptReadingsSection {...props} /> : null;
}
