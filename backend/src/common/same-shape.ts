/**
 * True when A and B are the same type, property by property (optionality and `readonly` included);
 * the usual "identical types" test, stricter than assignability both ways.
 */
export type SameShape<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/**
 * Ties a response DTO (the OpenAPI side) to the View the service answers, at compile time:
 * `assertSameShape<UserResponseDto, UserView>()` fails `tsc` when a field differs. Does nothing at run time.
 */
export function assertSameShape<A, B>(..._proof: SameShape<A, B> extends true ? [] : [never]): void {}
