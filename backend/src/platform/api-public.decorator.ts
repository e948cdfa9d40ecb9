import { DECORATORS } from '@nestjs/swagger';

/**
 * Marks a route as public in the OpenAPI document: an explicit empty `security` (no scheme needed),
 * so a reader and Redocly's security-defined rule can tell "public" from "forgot to say".
 * Merges into the operation's metadata, so it can sit above or below `@ApiOperation({ summary })`.
 */
export function ApiPublic(): MethodDecorator {
  return (_target, _key, descriptor) => {
    const operation = descriptor.value as object;
    const previous = (Reflect.getMetadata(DECORATORS.API_OPERATION, operation) ?? {}) as object;
    Reflect.defineMetadata(DECORATORS.API_OPERATION, { ...previous, security: [] }, operation);
    return descriptor;
  };
}
