/**
 * Compile-time checks for `*.types-test.ts` files (tsc reads them, nothing runs them): a response DTO
 * and the view its service builds must describe the same answer, each assignable to the other, so a
 * field added, removed or retyped on one side fails the typecheck until the other follows.
 */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** `const _check: Assert<SameShape<Dto, View>> = true;` fails to compile when the shapes differ. */
export type Assert<T extends true> = T;
