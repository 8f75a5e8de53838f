import type { OpenAPIObject } from '@nestjs/swagger';
import { tidyOpenApiDocument } from './openapi-tidy';

const doc = (over: Partial<OpenAPIObject>): OpenAPIObject =>
  ({ openapi: '3.0.0', info: { title: 't', version: '1' }, paths: {}, ...over }) as OpenAPIObject;

describe('tidyOpenApiDocument', () => {
  const components = {
    schemas: {
      Language: { type: 'string', enum: ['en', 'ur'] },
      Holder: {
        type: 'object',
        properties: {
          plain: { allOf: [{ $ref: '#/components/schemas/Language' }] },
          described: { allOf: [{ $ref: '#/components/schemas/Language' }], description: 'd' },
          nullableRef: { allOf: [{ $ref: '#/components/schemas/Language' }], nullable: true },
          nullableOneOf: { oneOf: [{ type: 'string' }, { type: 'number' }], nullable: true, description: 'v' },
          notNullable: { oneOf: [{ type: 'string' }, { type: 'number' }], nullable: false },
        },
      },
    },
  };

  it('unwraps a lone allOf, and gives nullable its type', () => {
    const tidied = tidyOpenApiDocument(doc({ components } as Partial<OpenAPIObject>));
    expect((tidied.components!.schemas!.Holder as { properties: unknown }).properties).toEqual({
      plain: { $ref: '#/components/schemas/Language' },
      described: { allOf: [{ $ref: '#/components/schemas/Language' }], description: 'd' },
      nullableRef: { allOf: [{ $ref: '#/components/schemas/Language' }], nullable: true, type: 'string' },
      nullableOneOf: { oneOf: [{ type: 'string', nullable: true }, { type: 'number' }], description: 'v' },
      notNullable: { oneOf: [{ type: 'string' }, { type: 'number' }] },
    });
  });

  it('states security on every operation, gives path ids a minimum length, and names a server', () => {
    const tidied = tidyOpenApiDocument(
      doc({
        paths: {
          '/api/x/{id}': {
            get: {
              responses: {},
              parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
            },
            delete: { responses: {}, security: [{ session: [] }] },
          },
        },
      }),
    );
    expect(tidied.paths['/api/x/{id}']).toEqual({
      get: {
        responses: {},
        security: [],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', minLength: 1 } }],
      },
      delete: { responses: {}, security: [{ session: [] }] },
    });
    expect(tidied.servers).toEqual([{ url: '/', description: 'This API, on the origin that serves this document' }]);
  });
});
