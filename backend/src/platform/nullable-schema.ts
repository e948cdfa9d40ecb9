import { getSchemaPath, type ApiPropertyOptions } from '@nestjs/swagger';

// OpenAPI 3.0.3: `nullable: true` only adds null to a `type` in the same schema; a `$ref` beside it (or in
// its `allOf`) still refuses null, and so does an `enum` that does not list null.

/** The one value null, as OpenAPI 3.0 spells it. */
const NULL_ONLY = { type: 'object', nullable: true, enum: [null] } as const;

/** A property holding one DTO (registered with @ApiExtraModels or used elsewhere) or null. */
export function nullableRef(dto: abstract new (...args: never[]) => unknown): ApiPropertyOptions {
  return { anyOf: [{ $ref: getSchemaPath(dto) }, NULL_ONLY] } as ApiPropertyOptions;
}

/** A property holding one of `values` or null. */
export function nullableEnum(values: readonly string[]): ApiPropertyOptions {
  return { enum: [...values, null], nullable: true } as ApiPropertyOptions;
}
