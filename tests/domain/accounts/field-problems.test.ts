import { describe, expect, it } from 'vitest';
import { passwordChangeProblem, registrationProblem, resetPasswordProblem } from '@domain/accounts';

const GOOD = 'Str0ng!pass';

describe('registrationProblem: which fields each message is about', () => {
  const valid = { email: 'ana@example.com', password: GOOD, confirmPassword: GOOD, acceptedTerms: true };

  it.each([
    [{ email: '  ', confirmPassword: '' }, 'All fields are required.', ['email', 'confirmPassword']],
    [{ password: '' }, 'All fields are required.', ['password']],
    [{ acceptedTerms: false }, 'You must accept the Terms and Conditions.', ['acceptedTerms']],
    [{ email: 'nope' }, 'Please enter a valid email address.', ['email']],
    [
      { password: 'weak', confirmPassword: 'weak' },
      'The password should be at least 8 characters long.',
      ['password'],
    ],
    [{ confirmPassword: `${GOOD}x` }, 'Passwords do not match.', ['password', 'confirmPassword']],
  ])('%j: %s', (change, message, fields) => {
    expect(registrationProblem({ ...valid, ...change })).toEqual({ message, fields });
  });

  it('is null for a valid form', () => {
    expect(registrationProblem(valid)).toBeNull();
  });
});

describe('resetPasswordProblem', () => {
  it('puts a broken rule on the password and a mismatch on both fields', () => {
    expect(resetPasswordProblem({ password: 'abc', confirmPassword: 'abc' })).toEqual({
      message: 'The password should be at least 8 characters long.',
      fields: ['password'],
    });
    expect(resetPasswordProblem({ password: GOOD, confirmPassword: 'other' })).toEqual({
      message: "Passwords don't match!",
      fields: ['password', 'confirmPassword'],
    });
    expect(resetPasswordProblem({ password: GOOD, confirmPassword: GOOD })).toBeNull();
  });
});

describe('passwordChangeProblem', () => {
  it.each([
    [{ old_password: 'x', new_password: '', confirm_password: '' }, ['new_password', 'confirm_password']],
    [{ old_password: '', new_password: GOOD, confirm_password: GOOD }, ['old_password']],
    [{ old_password: 'old', new_password: 'weakpass', confirm_password: 'weakpass' }, ['new_password']],
    [
      { old_password: 'old', new_password: GOOD, confirm_password: 'Other0!x' },
      ['new_password', 'confirm_password'],
    ],
  ])('%j is about %j', (form, fields) => {
    expect(passwordChangeProblem(form)?.fields).toEqual(fields);
  });

  it('is null with no change requested or a valid change', () => {
    expect(passwordChangeProblem({ old_password: '', new_password: '', confirm_password: '' })).toBeNull();
    expect(
      passwordChangeProblem({ old_password: 'o', new_password: GOOD, confirm_password: GOOD }),
    ).toBeNull();
  });
});
