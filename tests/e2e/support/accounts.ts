import type { RunningServer } from './server';
import { verificationCodeFor } from './server';

/**
 * Registers and verifies a new account through the API (the console mailer's code, read from the
 * server's output), for a test that changes what a shared demo account must keep (its password).
 */
export async function registerVerifiedAccount(
  server: RunningServer,
  password: string,
): Promise<{ email: string; password: string }> {
  const email = `e2e.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const csrfAnswer = await fetch(`${server.baseUrl}/api/get-csrf-token`);
  const csrf = /csrf_access_token=([^;]+)/.exec(csrfAnswer.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const headers = {
    'content-type': 'application/json',
    cookie: `csrf_access_token=${csrf}`,
    'x-csrf-token': csrf,
  };
  const post = async (path: string, body: object) => {
    const answer = await fetch(`${server.baseUrl}/api${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
    return (await answer.json()) as Record<string, unknown>;
  };
  const { userID } = await post('/register', { email, password, confirmPassword: password });
  let code: string | null = null;
  for (let tries = 0; !code && tries < 50; tries++) {
    code = verificationCodeFor(server.output(), email);
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!code) throw new Error(`no verification code was printed for ${email}`);
  await post('/verify-email', { user_id: userID, code });
  return { email, password };
}
