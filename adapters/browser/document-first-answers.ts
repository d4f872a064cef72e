import { FIRST_ANSWERS_ELEMENT_ID, type FirstAnswer } from '@domain/catalog/first-answers';
import type { FirstAnswers } from '@domain/ports/browser/first-answers';
import type { RemoteResult } from '@domain/ports/browser/remote-result';

/** FirstAnswers read from the page's `<script type="application/json" id="first-answers">`. */
export function documentFirstAnswers(): FirstAnswers {
  let answers: FirstAnswer[] | null = null;
  return {
    take<T>(kind: FirstAnswer['kind'], key: string): RemoteResult<T> | undefined {
      answers ??= readAnswers();
      const index = answers.findIndex((answer) => answer.kind === kind && answer.key === key);
      if (index === -1) return undefined;
      const [answer] = answers.splice(index, 1);
      return answer && asResult<T>(answer);
    },
  };
}

function readAnswers(): FirstAnswer[] {
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_ANSWERS_ELEMENT_ID);
  if (!element?.textContent) return [];
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return Array.isArray(parsed) ? (parsed as FirstAnswer[]) : [];
  } catch {
    return [];
  }
}

/** The answer as the HTTP gateways would have given it (api-failure.ts: the server's error text). */
function asResult<T>(answer: FirstAnswer): RemoteResult<T> {
  if (answer.status >= 200 && answer.status < 300) return { ok: true, value: answer.body as T };
  const error = (answer.body as { error?: unknown } | null)?.error;
  return { ok: false, error: typeof error === 'string' ? error : null, status: answer.status };
}
