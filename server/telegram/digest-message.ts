import type { ChangeLine } from './ports';

/** Telegram refuses longer messages. */
export const MESSAGE_LIMIT = 4096;
const NAME_LIMIT = 200;
const LABEL = { artist: 'Artist', track: 'Track', playlist: 'Playlist' } as const;

/** Escapes text for Telegram's HTML parse mode (`"` too, so it is also safe inside attributes). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * One user's alerts as Telegram HTML messages: the same items and messages as the alerts email,
 * split so that no message exceeds the length limit.
 */
export function digestMessages(lines: readonly ChangeLine[], publicUrl: string): string[] {
  const base = publicUrl.replace(/\/+$/, '');
  const noun = lines.length === 1 ? 'item' : 'items';
  const header = `<b>Chartpulse: ${lines.length} tracked ${noun} changed</b>\n`;
  const footer = `\nTurn these alerts off under <a href="${escapeHtml(`${base}/my-account`)}">My account</a>, or send /stop.`;
  const entries = lines.map((line) => {
    const name = line.name.length > NAME_LIMIT ? `${line.name.slice(0, NAME_LIMIT - 1)}…` : line.name;
    const href = escapeHtml(`${base}/${line.kind}/${encodeURIComponent(line.spotifyId)}`);
    return `\n${LABEL[line.kind]} <a href="${href}">${escapeHtml(name)}</a>: ${escapeHtml(line.reasons.join('; '))}`;
  });
  const messages: string[] = [];
  let current = header;
  for (const piece of [...entries, footer]) {
    if (current.length + piece.length > MESSAGE_LIMIT) {
      messages.push(current);
      current = piece.trimStart();
    } else {
      current += piece;
    }
  }
  messages.push(current);
  return messages;
}
