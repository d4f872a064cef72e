import { verificationEmail } from '../mail/account-emails';
import type { Account, AccountPorts } from './ports';

/** Issues a fresh code for the account and emails it (a step of register and resend). */
export async function sendVerificationCode(
  ports: Pick<AccountPorts, 'codes' | 'mailer' | 'publicUrl'>,
  user: Account,
): Promise<void> {
  const code = await ports.codes.issue(user.id);
  await ports.mailer.send(verificationEmail(user.email, user.id, code, ports.publicUrl));
}
