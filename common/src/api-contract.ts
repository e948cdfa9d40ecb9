/**
 * The API's types, generated from its OpenAPI document (scripts/openapi.mjs). The admin, the site and
 * the tests read response and request shapes from here instead of copying them.
 */
import type { components, operations, paths } from './generated/openapi';

export type { components, operations, paths };

/** A named schema of the document, e.g. `ApiSchema<'UserDto'>`. */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body an operation answers with a given status, e.g. `ApiResponse<'Notices_show'>`. */
export type ApiResponse<
  Operation extends keyof operations,
  Status extends keyof operations[Operation]['responses'] = 200 & keyof operations[Operation]['responses'],
> = JsonContent<operations[Operation]['responses'][Status]>;

/** The JSON body an operation takes. */
export type ApiRequestBody<Operation extends keyof operations> = operations[Operation] extends {
  requestBody?: infer Body;
}
  ? JsonContent<NonNullable<Body>>
  : never;
