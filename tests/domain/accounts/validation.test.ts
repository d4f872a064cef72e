import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_INVALID_MESSAGE,
  PASSWORD_CHANGE_FIELDS_REQUIRED_MESSAGE,
  PASSWORD_CHANGE_MISMATCH_MESSAGE,
  PASSWORD_CHANGE_RULES_MESSAGE,
  PASSWORD_RULES,
  REGISTER_FIELDS_REQUIRED_MESSAGE,
  REGISTER_PASSWORDS_MISMATCH_MESSAGE,
  REGISTER_TERMS_REQUIRED_MESSAGE,
  validateEmail,
  validatePassword,
  validatePasswordChange,
  validateRegistration,
} from '@domain/accounts';

const NUM_RUNS = 500;
const GOOD = 'Str0ng!pass';

describe('validateEmail (docs/product.md §5)', () => {
  it.each(['ana@example.com', 'a.b_c-d@mail.co.uk', 'x@y.museum'])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeNull();
  });

  it.each(['', 'ana', 'ana@example', 'ana@example.c', 'ana@example.abcdefg', 'a+b@example.com', 'a b@x.com'])(
    'refuses %j',
    (email) => {
      expect(validateEmail(email)).toBe('Please enter a valid email address.');
    },
  );

  it('exports the exact message', () => {
    expect(EMAIL_INVALID_MESSAGE).toBe('Please enter a valid email address.');
  });
});

describe('validatePassword (docs/product.md §5, six rules in order)', () => {
  it.each([
    ['Ab1!', 'The password should be at least 8 characters long.'],
    ['ABCDEFG1!', 'The password should contain at least one lowercase letter.'],
    ['abcdefg1!', 'The password should contain at least one uppercase letter.'],
    ['Abcdefgh!', 'The password should contain at least one digit.'],
    ['Abcdefgh1', 'The password should contain at least one special character.'],
    ['Abcdef 1!', 'The password should not contain spaces.'],
    ['Abcdefg1 ', 'The password should not contain spaces.'],
  ])('%j breaks "%s"', (password, message) => {
    expect(validatePassword(password)).toBe(message);
  });

  it('accepts a password meeting every rule', () => {
    expect(validatePassword(GOOD)).toBeNull();
  });

  it('reports exactly the first broken rule in documented order', () => {
    const passwordChars = fc.constantFrom(...'aZ9! x'.split(''), 'é', 'Q', 'b', '3', '_', '\t');
    fc.assert(
      fc.property(fc.string({ unit: passwordChars, maxLength: 14 }), (password) => {
        const firstBroken = PASSWORD_RULES.findIndex((rule) => !rule.isMetBy(password));
        const message = validatePassword(password);
        if (firstBroken === -1) expect(message).toBeNull();
        else expect(message).toBe(PASSWORD_RULES[firstBroken]?.message);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('lists the six documented messages in documented order', () => {
    expect(PASSWORD_RULES.map((rule) => rule.message)).toEqual([
      'The password should be at least 8 characters long.',
      'The password should contain at least one lowercase letter.',
      'The password should contain at least one uppercase letter.',
      'The password should contain at least one digit.',
      'The password should contain at least one special character.',
      'The password should not contain spaces.',
    ]);
  });
});

describe('validateRegistration (docs/product.md §5)', () => {
  const valid = { email: 'ana@example.com', password: GOOD, confirmPassword: GOOD, acceptedTerms: true };

  it('accepts a complete, valid form', () => {
    expect(validateRegistration(valid)).toBeNull();
  });

  it.each([
    [{ email: '   ' }, 'All fields are required.'],
    [{ password: '' }, 'All fields are required.'],
    [{ confirmPassword: '' }, 'All fields are required.'],
    [{ acceptedTerms: false }, 'You must accept the Terms and Conditions.'],
    [{ email: 'nope' }, 'Please enter a valid email address.'],
    [{ password: 'short', confirmPassword: 'short' }, 'The password should be at least 8 characters long.'],
    [{ confirmPassword: `${GOOD}x` }, 'Passwords do not match.'],
  ])('with %j says %s', (change, message) => {
    expect(validateRegistration({ ...valid, ...change })).toBe(message);
  });

  it('reports the first failing check in order: fields, terms, email, password, match', () => {
    const form = fc.record({
      email: fc.constantFrom('', 'bad', 'ana@example.com'),
      password: fc.constantFrom('', 'weak', GOOD),
      confirmPassword: fc.constantFrom('', 'weak', GOOD),
      acceptedTerms: fc.boolean(),
    });
    fc.assert(
      fc.property(form, (f) => {
        const expected =
          f.email === '' || f.password === '' || f.confirmPassword === ''
            ? REGISTER_FIELDS_REQUIRED_MESSAGE
            : !f.acceptedTerms
              ? REGISTER_TERMS_REQUIRED_MESSAGE
              : f.email === 'bad'
                ? EMAIL_INVALID_MESSAGE
                : f.password === 'weak'
                  ? validatePassword('weak')
                  : f.password !== f.confirmPassword
                    ? REGISTER_PASSWORDS_MISMATCH_MESSAGE
                    : null;
        expect(validateRegistration(f)).toBe(expected);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe('validatePasswordChange (docs/product.md §5)', () => {
  it('treats three empty fields as no change', () => {
    expect(validatePasswordChange({ old_password: '', new_password: '', confirm_password: '' })).toBeNull();
  });

  it.each([
    [
      { old_password: 'x', new_password: '', confirm_password: '' },
      'All password fields must be filled out!',
    ],
    [
      { old_password: '', new_password: GOOD, confirm_password: GOOD },
      'All password fields must be filled out!',
    ],
    [
      { old_password: 'old', new_password: 'weakpass', confirm_password: 'weakpass' },
      'Password must be at least 8 characters long and include one uppercase letter, one lowercase letter, one digit, one special character, and no spaces.',
    ],
    [{ old_password: 'old', new_password: GOOD, confirm_password: 'Other0!x' }, 'Passwords do not match!'],
    [{ old_password: 'old', new_password: GOOD, confirm_password: GOOD }, null],
  ])('%j gives %s', (form, message) => {
    expect(validatePasswordChange(form)).toBe(message);
  });

  it('reports the first failing check in order: all filled, rules, match', () => {
    const field = fc.constantFrom('', 'weak', GOOD, 'Another1!');
    fc.assert(
      fc.property(field, field, field, (old_password, new_password, confirm_password) => {
        const fields = [old_password, new_password, confirm_password];
        const expected = fields.every((f) => f === '')
          ? null
          : fields.includes('')
            ? PASSWORD_CHANGE_FIELDS_REQUIRED_MESSAGE
            : new_password === 'weak'
              ? PASSWORD_CHANGE_RULES_MESSAGE
              : new_password !== confirm_password
                ? PASSWORD_CHANGE_MISMATCH_MESSAGE
                : null;
        expect(validatePasswordChange({ old_password, new_password, confirm_password })).toBe(expected);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
