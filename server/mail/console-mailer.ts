import type { MailMessage, Mailer } from './mailer';

const RULE = '-'.repeat(60);
/** Every body line is printed behind this margin, so no line of a message can pass for a header or a rule. */
const MARGIN = '| ';

/**
 * The default mailer: prints each email, verification code and reset link included, so a newcomer
 * can register with no mail server. Never use it where the log is shared. Header values (a contact
 * subject, a reply-to address) come from visitors: they are printed on one line with every control
 * character escaped, and body lines behind a margin, so nobody can write a fake email into the log.
 */
export class ConsoleMailer implements Mailer {
  constructor(private readonly write: (line: string) => void = (line) => console.log(line)) {}

  async send(message: MailMessage): Promise<void> {
    const headers = [`Email to ${oneLine(message.to)}`, `Subject: ${oneLine(message.subject)}`];
    if (message.replyTo !== undefined) headers.push(`Reply-To: ${oneLine(message.replyTo)}`);
    const body = message.text.split(/\r\n|\n/).map((line) => `${MARGIN}${escapeControls(line)}`);
    this.write([RULE, ...headers, '', ...body, RULE].join('\n'));
  }
}

/** A header value on one line: line breaks and other control characters become visible escapes. */
const oneLine = (value: string): string => escapeControls(value);

function escapeControls(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (char) => {
    if (char === '\n') return '\\n';
    if (char === '\r') return '\\r';
    if (char === '\t') return '\\t';
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
