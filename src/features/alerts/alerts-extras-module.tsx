import { ContainerModule } from 'inversify';
import { Suspense } from 'react';
import { retryingLazy } from '@shared/ui/retrying-lazy';
import {
  type AccountAlertsSlotProps,
  AlertsExtras,
  type ItemAlertsSlotProps,
} from '@shared/extensions/alerts-extras';

// The parts and everything behind them load only when My Account or a tracked item's page shows them.
const AccountAlertsSection = retryingLazy(async () => ({
  default: (await import('./account-alerts-section')).AccountAlertsSection,
}));
const ItemAlertsControl = retryingLazy(async () => ({
  default: (await import('./item-alerts-control')).ItemAlertsControl,
}));

function LazyAccountAlertsSection(props: AccountAlertsSlotProps) {
  return (
    <Suspense fallback={null}>
      <AccountAlertsSection {...props} />
    </Suspense>
  );
}

function LazyItemAlertsControl(props: ItemAlertsSlotProps) {
  return (
    <Suspense fallback={null}>
      <ItemAlertsControl {...props} />
    </Suspense>
  );
}

/** Startup binding: the alerts parts of My Account and the item pages (rendered by their slots). */
export const alertsExtrasModule = new ContainerModule(({ bind }) => {
  bind<AlertsExtras>(AlertsExtras).toConstantValue({
    AccountSection: LazyAccountAlertsSection,
    ItemControl: LazyItemAlertsControl,
  });
});
