import { ValidationPipe, type ValidationError as ClassValidationError } from '@nestjs/common';
import { ValidationError, type FieldError } from '../common/errors';

/** A JSON Pointer (as a URI fragment) to a property path: `items.0.label` -> `#/items/0/label`. */
const pointerTo = (path: string[]): string =>
  `#/${path.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

function fieldErrors(errors: ClassValidationError[], parent: string[] = []): FieldError[] {
  return errors.flatMap((error) => {
    const path = [...parent, error.property];
    const own = Object.values(error.constraints ?? {}).map((text) => ({
      pointer: pointerTo(path),
      detail: text.startsWith('property ') ? `Unknown field ${path.join('.')}` : text,
    }));
    return [...own, ...fieldErrors(error.children ?? [], path)];
  });
}

/**
 * DTO validation: unknown fields refused, types as declared; one readable 400 whose detail joins the
 * fields' messages and whose `errors` lists each field's problem.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    forbidUnknownValues: true,
    exceptionFactory: (errors) => {
      const fields = fieldErrors(errors);
      return new ValidationError(fields.map((field) => field.detail).join('; ') || 'Invalid request body', fields);
    },
  });
}
