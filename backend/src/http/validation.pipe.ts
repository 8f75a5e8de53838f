import { ValidationPipe, type ValidationError as ClassValidationError } from '@nestjs/common';
import { ValidationError } from '../common/errors';

function messages(errors: ClassValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const property = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((text) =>
      text.startsWith('property ') ? `Unknown field ${property}` : text,
    );
    return [...own, ...messages(error.children ?? [], property)];
  });
}

/** DTO validation: unknown fields refused, types as declared, one readable 400 message. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    forbidUnknownValues: true,
    exceptionFactory: (errors) => new ValidationError(messages(errors).join('; ') || 'Invalid request body'),
  });
}
