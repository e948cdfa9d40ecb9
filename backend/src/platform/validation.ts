import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { ErrorCode, ValidationMessage } from '@notices/common';
import { AppException, FieldErrors } from './app-exception';

/** Messages for class-validator constraints that the DTOs did not name themselves. */
const DEFAULT_MESSAGES: Record<string, string> = {
  isNotEmpty: ValidationMessage.blank,
  isDefined: ValidationMessage.blank,
  maxLength: ValidationMessage.tooLong,
  isEmail: ValidationMessage.invalidEmail,
  whitelistValidation: 'unknown_field',
};

function collect(errors: ValidationError[], prefix: string, out: FieldErrors): void {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    const [first] = Object.keys(constraints);
    if (first && !out[path]) {
      const given = constraints[first];
      // class-validator's own default prose is replaced by our catalogue text where we have one.
      const isDefaultProse = given.startsWith(`${error.property} `) || given.startsWith('property ');
      out[path] = isDefaultProse ? (DEFAULT_MESSAGES[first] ?? given) : given;
    }
    if (error.children?.length) collect(error.children, path, out);
  }
}

export function fieldErrorsOf(errors: ValidationError[]): FieldErrors {
  const out: FieldErrors = {};
  collect(errors, '', out);
  return out;
}

/**
 * Named path and query values reach their own pipes as sent: Nest's primitive conversion would turn
 * `+2`, `0x2`, `2e0`, `02` or ` 2` into 2 before IdPipe could refuse them.
 */
class AsSentValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' || metadata.type === 'query'
      ? value
      : super.transformPrimitive(value, metadata);
  }
}

/** Global pipe: strips nothing silently; unknown fields and wrong types are 400s that name each field. */
export function createValidationPipe(): ValidationPipe {
  return new AsSentValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors) => AppException.badRequest(ErrorCode.validationFailed, fieldErrorsOf(errors)),
  });
}
