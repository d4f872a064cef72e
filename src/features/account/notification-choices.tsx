import { observer } from 'mobx-react-lite';
import type { AccountViewModel, SettingName } from './account-view-model';

const CHOICES: ReadonlyArray<{ name: SettingName; label: string }> = [
  { name: 'informedUpdates', label: 'Keep me informed about Chartpulse news and updates' },
  { name: 'emailNotifications', label: 'Email me when my tracked items change' },
  { name: 'telegramNotifications', label: 'Send me Telegram messages when my tracked items change' },
];

/** The three notification checkboxes; Telegram's is usable only while a chat is linked. */
export const NotificationChoices = observer(function NotificationChoices({ vm }: { vm: AccountViewModel }) {
  return (
    <div className="account-choices">
      {CHOICES.map(({ name, label }) => {
        const locked = name === 'telegramNotifications' && !vm.canUseTelegramNotifications;
        return (
          <label key={name} className={locked ? 'checkbox checkbox-disabled' : 'checkbox'}>
            <input
              type="checkbox"
              checked={vm.settings[name]}
              disabled={locked}
              onChange={(event) => vm.setSetting(name, event.target.checked)}
            />
            <span>
              {label}
              {locked && (
                <span className="checkbox-note">
                  {vm.telegram.available ? ' (link Telegram first)' : ' (not available at the moment)'}
                </span>
              )}
            </span>
          </label>
        );
      })}
    </div>
  );
});
