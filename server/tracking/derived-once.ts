/**
 * `derive` computed once per input object: a read answered from the cache is the same object until a
 * write drops it, so what is derived from it (and its JSON, see JsonTextSender) is the same too.
 * Inputs are held weakly: a dropped answer takes its derivation with it.
 */
export function derivedOnce<I extends object, O>(derive: (input: I) => O): (input: I) => O {
  const derived = new WeakMap<I, O>();
  return (input) => {
    if (derived.has(input)) return derived.get(input) as O;
    const output = derive(input);
    derived.set(input, output);
    return output;
  };
}

/** {@link derivedOnce} over two inputs: computed once per pair of input objects. */
export function derivedOnceFromTwo<A extends object, B extends object, O>(
  derive: (a: A, b: B) => O,
): (a: A, b: B) => O {
  const byFirst = derivedOnce((a: A) => derivedOnce((b: B) => derive(a, b)));
  return (a, b) => byFirst(a)(b);
}
