import { expect } from 'vitest';

/** The field is marked invalid and described by exactly the element showing `message`; answers that element. */
export function expectTiedToError(field: HTMLElement, message: string): HTMLElement {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const errorId = field.getAttribute('aria-describedby') ?? '';
  expect(errorId).not.toBe('');
  const error = document.getElementById(errorId);
  expect(error?.textContent).toBe(message);
  return error as HTMLElement;
}

/** The field carries no error: no aria-invalid at all, and no description pointing at an error. */
export function expectNoFieldError(field: HTMLElement): void {
  expect(field.hasAttribute('aria-invalid')).toBe(false);
  expect(field.hasAttribute('aria-describedby')).toBe(false);
}
