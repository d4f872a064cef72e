import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { useViewModel } from '@shared/di/container-context';
import type { ItemAlertsSlotProps } from '@shared/extensions/alerts-extras';
import { NoticeMessage } from '@shared/ui/notice-message';
import { alertsModule } from './alerts-module';
import { ItemAlertsViewModel } from './item-alerts-view-model';
import { RuleEditor } from './rule-editor';
import './alerts.css';

/** "Alerts for this item": the default rule or the item's own, edited in place, and back to the default. */
export const ItemAlertsControl = observer(function ItemAlertsControl({
  kind,
  spotifyId,
}: ItemAlertsSlotProps) {
  const vm = useViewModel(ItemAlertsViewModel, alertsModule);
  const titleId = useId();
  const editor = useRef<HTMLFormElement>(null);

  useEffect(() => {
    void vm.load(kind, spotifyId);
  }, [vm, kind, spotifyId]);

  // The button that opened the editor is gone: the keyboard goes on at the editor's first choice.
  useEffect(() => {
    if (vm.isEditing) editor.current?.querySelector('input')?.focus();
  }, [vm.isEditing]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.save();
  };

  return (
    <div className="item-alerts" role="group" aria-labelledby={titleId}>
      <h3 id={titleId}>Alerts for this item</h3>
      <NoticeMessage notice={vm.notice} onDismiss={vm.dismissNotice} />
      {vm.status === 'loading' && <p className="muted">Loading this item’s alert rule…</p>}
      {vm.status === 'error' && (
        <div className="button-row">
          <button type="button" className="button" onClick={() => void vm.load(kind, spotifyId)}>
            Try again
          </button>
        </div>
      )}
      {vm.status === 'ready' && (
        <>
          <p className="rule-description">
            <strong>{vm.overridden ? 'Custom rule. ' : 'Uses your default rule. '}</strong>
            {vm.description}
          </p>
          {vm.isEditing ? (
            <form ref={editor} className="rule-form" onSubmit={submit} noValidate>
              <RuleEditor draft={vm.draft} compact kind={kind} />
              <div className="button-row">
                <button type="submit" className="button button-primary" disabled={vm.isSaving}>
                  {vm.isSaving ? 'Saving…' : 'Save for this item'}
                </button>
                <button type="button" className="button" onClick={vm.cancelEditing}>
                  Cancel
                </button>
              </div>
            </form>
          ) : (
            <div className="button-row">
              <button type="button" className="button" onClick={vm.startEditing}>
                {vm.overridden ? 'Edit this item’s rule' : 'Set a custom rule'}
              </button>
              {vm.overridden && (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={vm.isSaving}
                  onClick={() => void vm.resetToDefault()}
                >
                  Use my default rule
                </button>
              )}
            </div>
          )}
        </>
      )}
    </div>
  );
});
