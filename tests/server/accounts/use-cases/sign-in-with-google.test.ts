import { describe, expect, it } from 'vitest';
import { signInWithGoogle } from '@server/accounts/use-cases/sign-in-with-google';
import { accountFakes, anAccount } from '../../../support/fakes/accounts/account-fakes';

describe('signInWithGoogle', () => {
  it('creates a verified account keyed by sub, and finds it again after an email change', async () => {
    const fakes = accountFakes();
    fakes.google.accept('first', { sub: 'sub-1', email: 'Gina@Example.com' });
    fakes.google.accept('later', { sub: 'sub-1', email: 'gina.new@example.com' });
    const first = await signInWithGoogle(fakes, { credential: 'first' });
    if (!first.ok) throw new Error(first.error.message);
    expect(first.value.user).toMatchObject({
      email: 'gina@example.com',
      verified: true,
      googleSub: 'sub-1',
      passwordHash: null,
    });
    const later = await signInWithGoogle(fakes, { credential: 'later' });
    expect(later.ok && later.value.user.id).toBe(first.value.user.id);
    expect((await fakes.sessions.resolve(first.value.token))?.user.id).toBe(first.value.user.id);
  });

  it('links a verified password account with the same email and keeps its password', async () => {
    const fakes = accountFakes();
    const existing = await anAccount(fakes, { email: 'linkme@example.com', password: 'Kept-Pass-1!' });
    const session = await fakes.sessions.create(existing.id);
    fakes.google.accept('token', { sub: 'sub-2', email: 'linkme@example.com' });
    const result = await signInWithGoogle(fakes, { credential: 'token' });
    expect(result.ok && result.value.user).toMatchObject({ id: existing.id, googleSub: 'sub-2' });
    expect(
      await fakes.passwords.verify('Kept-Pass-1!', (await fakes.users.findById(existing.id))!.passwordHash),
    ).toBe(true);
    expect(await fakes.sessions.resolve(session)).not.toBeNull();
  });

  it('takes an unverified account over: its password and sessions are dropped', async () => {
    const fakes = accountFakes();
    const squatted = await anAccount(fakes, { email: 'victim@example.com', verified: false });
    const squatterSession = await fakes.sessions.create(squatted.id);
    fakes.google.accept('token', { sub: 'victim-sub', email: 'victim@example.com' });
    const result = await signInWithGoogle(fakes, { credential: 'token' });
    expect(result.ok && result.value.user).toMatchObject({
      id: squatted.id,
      verified: true,
      passwordHash: null,
    });
    expect(await fakes.sessions.resolve(squatterSession)).toBeNull();
    expect((await fakes.users.findById(squatted.id))?.passwordHash).toBeNull();
  });

  it('refuses an email already linked to another Google account', async () => {
    const fakes = accountFakes();
    fakes.google.accept('one', { sub: 'sub-a', email: 'shared@example.com' });
    fakes.google.accept('two', { sub: 'sub-b', email: 'shared@example.com' });
    await signInWithGoogle(fakes, { credential: 'one' });
    expect(await signInWithGoogle(fakes, { credential: 'two' })).toEqual({
      ok: false,
      error: { kind: 'conflict', message: 'This email is already linked to another Google account.' },
    });
  });

  it('refuses as a conflict when the email was taken between lookup and create', async () => {
    const fakes = accountFakes();
    fakes.google.accept('token', { sub: 'sub-race', email: 'race@example.com' });
    const racing = Object.assign(Object.create(fakes.users), {
      findByEmail: async () => undefined,
      create: async () => undefined,
    });
    expect(await signInWithGoogle({ ...fakes, users: racing }, { credential: 'token' })).toEqual({
      ok: false,
      error: { kind: 'conflict', message: 'An account with this email was just created. Please try again.' },
    });
  });

  it("passes Google's refusal on as unauthorized", async () => {
    expect(await signInWithGoogle(accountFakes(), { credential: 'forged' })).toEqual({
      ok: false,
      error: { kind: 'unauthorized', message: 'The Google credential could not be verified.' },
    });
  });

  it('is unavailable when not configured, or when Google cannot be reached', async () => {
    const fakes = accountFakes();
    expect(await signInWithGoogle({ ...fakes, google: null }, { credential: 'x' })).toEqual({
      ok: false,
      error: { kind: 'unavailable', message: 'Google sign-in is not available at the moment.' },
    });
    fakes.google.goDown();
    expect(await signInWithGoogle(fakes, { credential: 'x' })).toEqual({
      ok: false,
      error: { kind: 'unavailable', message: 'Google sign-in is temporarily unavailable. Please try again.' },
    });
  });
});
