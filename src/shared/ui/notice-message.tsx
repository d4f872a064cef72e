import { DismissibleMessage } from './dismissible-message';
import type { Notice } from './notice';

/** A view-model's notice as a dismissible message (nothing while there is none). */
export function NoticeMessage({
  notice,
  textId,
  onDismiss,
}: {
  notice: Notice | null;
  textId?: string;
  onDismiss: () => void;
}) {
  if (!notice) return null;
  return <DismissibleMessage tone={notice.kind} text={notice.text} textId={textId} onDismiss={onDismiss} />;
}
