import { describe, expect, it } from 'vitest';
import { sendContactMessage } from '@server/site/use-cases/send-contact-message';
import { CapturingMailer } from '../../../support/capturing-mailer';
import { ManualClock } from '../../../support/manual-clock';
import { InMemoryContactMessages } from '../../../support/fakes/site/in-memory-contact-messages';

function siteFakes() {
  return {
    messages: new InMemoryContactMessages(),
    mailer: new CapturingMailer(),
    clock: new ManualClock(new Date('2024-05-01T12:00:00Z')),
    recipient: 'ops@example.com',
  };
}

const form = { email: ' fan@example.com ', subject: ' Love it ', body: 'Great charts!', country: ' DE ' };

describe('sendContactMessage', () => {
  it('stores the trimmed message with its sender, then emails it to the operator', async () => {
    const fakes = siteFakes();
    const reported: unknown[] = [];
    const result = await sendContactMessage(fakes, { form, userId: 7, reportError: (e) => reported.push(e) });
    expect(result).toEqual({ ok: true, value: undefined });
    expect(fakes.messages.stored).toEqual([
      {
        id: 1,
        email: 'fan@example.com',
        subject: 'Love it',
        body: 'Great charts!',
        country: 'DE',
        userId: 7,
        createdAt: new Date('2024-05-01T12:00:00Z'),
      },
    ]);
    const mail = fakes.mailer.lastTo('ops@example.com')!;
    expect(mail).toMatchObject({ replyTo: 'fan@example.com', subject: '[Chartpulse contact] Love it' });
    expect(mail.text).toContain('Country: DE');
    expect(reported).toEqual([]);
  });

  it('stores a blank country as unknown', async () => {
    const fakes = siteFakes();
    await sendContactMessage(fakes, {
      form: { ...form, country: '  ' },
      userId: null,
      reportError: () => {},
    });
    expect(fakes.messages.stored[0]?.country).toBeNull();
  });

  it.each([
    [{ email: ' ' }, 'Please fill in your email, a subject and a message.'],
    [{ subject: '' }, 'Please fill in your email, a subject and a message.'],
    [{ body: '  ' }, 'Please fill in your email, a subject and a message.'],
    [{ email: 'nope' }, 'Please enter a valid email address.'],
  ])('refuses %o with "%s" and stores nothing', async (change, message) => {
    const fakes = siteFakes();
    const result = await sendContactMessage(fakes, {
      form: { ...form, ...change },
      userId: null,
      reportError: () => {},
    });
    expect(result).toEqual({ ok: false, error: { kind: 'invalid', message } });
    expect(fakes.messages.stored).toEqual([]);
    expect(fakes.mailer.sent).toEqual([]);
  });

  it('keeps the message and reports the failure when the email cannot be sent', async () => {
    const fakes = { ...siteFakes(), mailer: { send: () => Promise.reject(new Error('SMTP down')) } };
    const reported: Array<{ error: unknown; context: string }> = [];
    const result = await sendContactMessage(fakes, {
      form,
      userId: null,
      reportError: (error, context) => reported.push({ error, context }),
    });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'unavailable', message: 'Failed to send the email. Please try again.' },
    });
    expect(fakes.messages.stored).toHaveLength(1);
    expect(reported).toEqual([
      { error: new Error('SMTP down'), context: 'contact email failed (message stored)' },
    ]);
  });
});
