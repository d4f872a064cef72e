import type { ComponentType } from 'react';
import type { AlertItemKind } from '@domain/alerts/alert-contracts';
import { useContainer } from '@shared/di/container-context';

/** What an item page hands to its alerts control. */
export interface ItemAlertsSlotProps {
  readonly kind: AlertItemKind;
  /** The item's Spotify id (the page's route id). */
  readonly spotifyId: string;
  /** Whether the signed-in user tracks the item: only a tracked item has alerts. */
  readonly tracked: boolean;
}

/** What My Account hands to its Alerts section. */
export interface AccountAlertsSlotProps {
  /** Told whenever the section starts or stops holding unsaved edits (for the leave prompt). */
  readonly onUnsavedChange?: (unsaved: boolean) => void;
  /** My Account's saved choices that gate email and Telegram alerts; a change is asked about again. */
  readonly savedGates?: { readonly email: boolean; readonly telegram: boolean };
}

/**
 * The alerts feature's parts on other features' screens, bound by the app at startup: My
 * Account and the item pages never import that feature, they render what is bound here.
 */
export interface AlertsExtras {
  /** My Account's Alerts section: the default rule, test alerts, webhooks. */
  readonly AccountSection: ComponentType<AccountAlertsSlotProps>;
  /** "Alerts for this item" on a tracked item's page. */
  readonly ItemControl: ComponentType<ItemAlertsSlotProps>;
}

export const AlertsExtras = Symbol.for('AlertsExtras');

function useAlertsExtras(): AlertsExtras | null {
  const container = useContainer();
  return container.isBound(AlertsExtras) ? container.get<AlertsExtras>(AlertsExtras) : null;
}

/** Where My Account shows its Alerts section; nothing when no feature provides it. */
export function AccountAlertsSlot(props: AccountAlertsSlotProps) {
  const extras = useAlertsExtras();
  return extras ? <extras.AccountSection {...props} /> : null;
}

/** Where an item page shows "Alerts for this item", for a tracked item only. */
export function ItemAlertsSlot(props: ItemAlertsSlotProps) {
  const extras = useAlertsExtras();
  return extras && props.tracked ? <extras.ItemControl {...props} /> : null;
}
