import { DismissableMessage } from './dismissable-message';
import type { Notice } from './notice';

/** A view-model's notice as a dismissable message (nothing while there is none). */
export function NoticeMessage({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  if (!notice) return null;
  return (
    <DismissableMessage tone={notice.kind} onDismiss={onDismiss}>
      {notice.text}
    </DismissableMessage>
  );
}
