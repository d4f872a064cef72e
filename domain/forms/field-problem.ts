/**
 * Why a form cannot be sent: the message to show and the fields it is about, so a screen can mark
 * exactly those fields invalid. `fields` is empty for a problem about the form as a whole.
 */
export interface FieldProblem<Field extends string> {
  readonly message: string;
  readonly fields: readonly Field[];
}

export function fieldProblem<Field extends string>(
  message: string,
  fields: readonly Field[],
): FieldProblem<Field> {
  return { message, fields };
}

/** The message alone, for callers that only show or send it. */
export function messageOf(problem: FieldProblem<string> | null): string | null {
  return problem?.message ?? null;
}
