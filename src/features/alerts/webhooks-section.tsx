import { observer } from 'mobx-react-lite';
import { type FormEvent, useId, useState } from 'react';
import type { WebhookPolicy } from '@domain/alerts/webhook-policy';
import { FormField } from '@shared/ui/form-field';
import { NoticeMessage } from '@shared/ui/notice-message';
import { WebhookFormat } from './webhook-format';
import { WebhookItem } from './webhook-item';
import type { WebhookList } from './webhook-list';

/** Webhooks: add an https URL, its secret once, and the list. */
export const WebhooksSection = observer(function WebhooksSection({ webhooks }: { webhooks: WebhookList }) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void webhooks.add();
  };
  return (
    <div className="alert-tests" aria-labelledby={titleId} role="group">
      <h3 id={titleId}>Webhooks</h3>
      <p className="hint account-hint">
        Chartpulse POSTs each alert as JSON to your URL, signed with HMAC-SHA256 in the X-Chartpulse-Signature
        header. A URL is switched off after repeated failed deliveries.
      </p>
      <WebhookFormat />
      <p className="hint account-hint" data-testid="webhook-policy">
        {policyText(webhooks.policy)}
      </p>
      <form className="webhook-add" onSubmit={submit} noValidate>
        <FormField
          label={`Webhook URL (${webhooks.policy.allow_http ? 'https or http' : 'https'})`}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://example.com/chartpulse-hook"
          value={webhooks.newUrl}
          onValueChange={webhooks.setNewUrl}
        />
        <button type="submit" className="button" disabled={webhooks.isAdding}>
          {webhooks.isAdding ? 'Adding…' : 'Add webhook'}
        </button>
      </form>
      <NoticeMessage notice={webhooks.notice} onDismiss={webhooks.dismissNotice} />
      {webhooks.revealed && <RevealedSecretBox webhooks={webhooks} />}
      {webhooks.hooks.length === 0 ? (
        <p className="muted account-hint">No webhooks yet.</p>
      ) : (
        <ul className="webhooks">
          {webhooks.hooks.map((hook) => (
            <WebhookItem key={hook.id} hook={hook} webhooks={webhooks} />
          ))}
        </ul>
      )}
    </div>
  );
});

/** What this installation accepts, in its operator's terms (the server's WEBHOOK_ALLOW_* settings). */
function policyText(policy: WebhookPolicy): string {
  const scheme = policy.allow_http
    ? 'Plain http:// addresses are accepted (WEBHOOK_ALLOW_HTTP is on).'
    : 'Only https:// addresses are accepted (WEBHOOK_ALLOW_HTTP is off).';
  const hosts = policy.allow_private
    ? 'Private and local addresses are accepted (WEBHOOK_ALLOW_PRIVATE is on).'
    : 'Private and local addresses are refused (WEBHOOK_ALLOW_PRIVATE is off).';
  return `${scheme} ${hosts}`;
}

const RevealedSecretBox = observer(function RevealedSecretBox({ webhooks }: { webhooks: WebhookList }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const revealed = webhooks.revealed;
  if (!revealed) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(revealed.secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="webhook-secret" role="alert">
      <p>
        <strong>Copy this signing secret now: it will not be shown again.</strong> Use it to check the
        signature of what Chartpulse sends to {revealed.url}.
      </p>
      <code data-testid="webhook-secret">{revealed.secret}</code>
      <p className="muted" role="status">
        {copied === 'yes'
          ? 'Copied.'
          : copied === 'failed'
            ? 'Copying failed: select the secret and copy it.'
            : ''}
      </p>
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={() => void copy()}>
          Copy
        </button>
        <button type="button" className="button" onClick={webhooks.dismissSecret}>
          I have saved it
        </button>
      </div>
    </div>
  );
});
