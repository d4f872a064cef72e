import { escapeHtml } from './digest-message';

/** What the bot answers in a chat; `publicUrl` points people back to the account page. */
export function botReplies(publicUrl: string) {
  const account = `<a href="${escapeHtml(`${publicUrl.replace(/\/+$/, '')}/my-account`)}">My account</a>`;
  return {
    linked:
      'Done! This chat is now linked to your Chartpulse account. ' +
      `Turn on messaging-app notifications under ${account} to get alerts here about the artists, ` +
      'tracks and playlists you track. Send /stop to unlink.',
    refused:
      'Sorry, this link has expired or was already used. ' +
      `Please open ${account} on Chartpulse and press Link again to get a new one.`,
    unlinked: 'This chat is no longer linked to your Chartpulse account. You will get no more alerts here.',
    not_linked: `This chat is not linked to a Chartpulse account. To link it, open ${account} and press Link.`,
    private_only: 'Please link Chartpulse from a private chat with this bot.',
    help: `To link this chat to your Chartpulse account, open ${account} and press Link. Send /stop to unlink.`,
  };
}

/** One reply per outcome of an incoming message (see `handleUpdate`). */
export type BotReplies = ReturnType<typeof botReplies>;
