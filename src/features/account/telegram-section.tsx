import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { ConfirmDialog } from '@shared/ui/confirm-dialog';
import { ExternalLink } from '@shared/ui/external-link';
import { UNLINK_TELEGRAM_QUESTION } from './account-messages';
import type { AccountViewModel } from './account-view-model';

/** Link / Unlink for Telegram, or a plain note when this server cannot link at all. */
export const TelegramSection = observer(function TelegramSection({ vm }: { vm: AccountViewModel }) {
  const telegram = vm.telegram;
  const [confirming, setConfirming] = useState(false);
  if (!telegram.available) {
    return (
      <p className="telegram-status muted">
        Telegram notifications are not available on Chartpulse at the moment, so they cannot be turned on.
        Email notifications work as usual.
      </p>
    );
  }

  const unlink = () => {
    setConfirming(false);
    void vm.unlinkTelegram();
  };

  const link = async () => {
    const url = await vm.linkTelegram();
    if (url) window.open(url, '_blank', 'noopener,noreferrer');
  };

  return (
    <div className="telegram-link">
      {telegram.isLinked ? (
        <p className="telegram-status telegram-linked" role="status">
          <span aria-hidden="true">✓ </span>Telegram is linked.
        </p>
      ) : telegram.status === 'pending' ? (
        <p className="telegram-status" role="status">
          Waiting for you to press Start in Telegram…
          {telegram.linkUrl && (
            <>
              {' '}
              <ExternalLink href={telegram.linkUrl}>Open the Chartpulse bot</ExternalLink>
            </>
          )}
        </p>
      ) : (
        <p className="telegram-status">Telegram is not linked.</p>
      )}
      <div className="button-row">
        {telegram.isLinked ? (
          <button
            type="button"
            className="button"
            disabled={telegram.isBusy}
            onClick={() => setConfirming(true)}
          >
            Unlink Telegram
          </button>
        ) : (
          <button type="button" className="button" disabled={telegram.isBusy} onClick={link}>
            Link Telegram
          </button>
        )}
      </div>
      {confirming && (
        <ConfirmDialog
          title="Unlink Telegram?"
          message={UNLINK_TELEGRAM_QUESTION}
          confirmLabel="Unlink"
          onCancel={() => setConfirming(false)}
          onConfirm={unlink}
        />
      )}
    </div>
  );
});
