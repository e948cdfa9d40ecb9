import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';
import type { ErrorCode } from '@notices/common';

/** The one error shape of the API, for the OpenAPI document. */
export class ErrorBodyDto {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'validation_failed', description: 'a catalogue code' })
  message: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { email: 'Email is not valid' },
    description: 'field path → message',
  })
  errors?: Record<string, string>;
}

export class MessageDto {
  @ApiProperty({ example: 'ok' })
  message: string;
}

/** Documents error answers: `ApiErrors([404, 'email_not_registered'], [422, 'not_active'])`. */
export function ApiErrors(...errors: Array<[number, ErrorCode]>) {
  const byStatus = new Map<number, Set<string>>();
  for (const [status, code] of errors) byStatus.set(status, (byStatus.get(status) ?? new Set()).add(code));
  return applyDecorators(
    ...[...byStatus].map(([status, codes]) =>
      ApiResponse({ status, description: [...codes].join(' / '), type: ErrorBodyDto }),
    ),
  );
}

/** The 400 of a malformed path id (IdPipe), for `ApiErrors(BAD_ID, …)`. */
export const BAD_ID: [number, ErrorCode] = [400, 'validation_failed'];
