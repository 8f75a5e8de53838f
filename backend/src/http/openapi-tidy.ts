import type { OpenAPIObject } from '@nestjs/swagger';
import { defaultRoleFor, REQUIRED_ROLE_EXTENSION } from './roles';

// What @nestjs/swagger writes is valid OpenAPI, but a few of its habits fail `redocly lint` (recommended
// rules): a lone `allOf` around a $ref, `nullable` (even `false`) without a `type` beside it, operations that say
// nothing about security, no servers, empty-able path ids. These passes state the same contract in
// the form the standard tools expect. Pure: a document in, a document out.

type Json = Record<string, unknown>;
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `type` of the component a `#/components/schemas/X` reference names, if it states one. */
function referencedType(document: Json, ref: unknown): unknown {
  if (typeof ref !== 'string' || !ref.startsWith('#/components/schemas/')) return undefined;
  const schemas = (document.components as Json | undefined)?.schemas as Json | undefined;
  return (schemas?.[ref.slice('#/components/schemas/'.length)] as Json | undefined)?.type;
}

/** One schema node, after its children: a lone allOf unwrapped, `nullable` given its `type`. */
function tidySchema(document: Json, given: Json): Json {
  // `nullable: false` is the default, and without a type beside it the linters refuse it.
  const { nullable: givenNullable, ...notNullable } = given;
  const node = givenNullable === false ? notNullable : given;
  const { allOf, ...rest } = node;
  if (Array.isArray(allOf) && allOf.length === 1 && Object.keys(rest).length === 0) return allOf[0] as Json;
  if (node.nullable !== true || node.type !== undefined) return node;
  const members = (node.allOf ?? node.oneOf ?? node.anyOf) as Json[] | undefined;
  if (!Array.isArray(members)) return node;
  if (members.length === 1) {
    const type = referencedType(document, members[0]?.$ref) ?? members[0]?.type;
    return type === undefined ? node : { ...node, type };
  }
  // Several typed alternatives: null is one more of them, on the first (so oneOf still matches once).
  const first = members.findIndex((member) => typeof member.type === 'string');
  if (first === -1) return node;
  const { nullable: _nullable, ...withoutNullable } = node;
  const key = node.allOf ? 'allOf' : node.oneOf ? 'oneOf' : 'anyOf';
  return { ...withoutNullable, [key]: members.map((m, i) => (i === first ? { ...m, nullable: true } : m)) };
}

function tidyNode(document: Json, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => tidyNode(document, item));
  if (!isObject(value)) return value;
  const node = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, tidyNode(document, child)]));
  return tidySchema(document, node);
}

/**
 * The role a team route needs (x-required-role): the one its @RequiresRole names, else the guard's default
 * for its method. A team route is one that answers 401 without the session (ApiAdminOnly).
 */
function requiredRole(method: string, operation: Json): unknown {
  if (operation[REQUIRED_ROLE_EXTENSION] !== undefined) return operation[REQUIRED_ROLE_EXTENSION];
  const security = (operation.security as Json[] | undefined) ?? [];
  const responses = (operation.responses as Json | undefined) ?? {};
  const team = security.some((requirement) => 'session' in requirement) && '401' in responses;
  return team ? defaultRoleFor(method) : undefined;
}

/** Every operation states its security: public ones `security: []`; every path id has a minimum length. */
function tidyOperations(paths: Json): Json {
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item as Json).map(([method, operation]) => {
          if (!HTTP_METHODS.has(method) || !isObject(operation)) return [method, operation];
          const parameters = (operation.parameters as Json[] | undefined)?.map((parameter) =>
            parameter.in === 'path' && isObject(parameter.schema) && parameter.schema.minLength === undefined
              ? { ...parameter, schema: { ...parameter.schema, minLength: 1 } }
              : parameter,
          );
          const role = requiredRole(method, operation);
          return [
            method,
            {
              ...operation,
              security: operation.security ?? [],
              ...(parameters ? { parameters } : {}),
              ...(role ? { [REQUIRED_ROLE_EXTENSION]: role } : {}),
            },
          ];
        }),
      ),
    ]),
  );
}

/** The document as the linters read it: same contract, standard form. */
export function tidyOpenApiDocument(document: OpenAPIObject): OpenAPIObject {
  const tidied = tidyNode(document as unknown as Json, document) as Json;
  return {
    ...tidied,
    servers: (tidied.servers as unknown[] | undefined)?.length
      ? tidied.servers
      : [{ url: '/', description: 'This API, on the origin that serves this document' }],
    paths: tidyOperations(tidied.paths as Json),
  } as unknown as OpenAPIObject;
}
