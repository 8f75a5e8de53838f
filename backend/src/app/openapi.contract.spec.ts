import fs from 'node:fs';
import { validate } from '@readme/openapi-parser';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildContract, CONTRACT_FILES, type Contract } from './openapi-contract';

// The checked-in contract (docs/openapi.json, frontend/src/types/generated/api.ts) is what the
// controllers and DTOs say today, and the document is valid OpenAPI 3.

const STALE = 'is out of date with the controllers and DTOs: run `npm run contract` and commit the result';

/** Fails naming the file and its first line that differs from what the code generates. */
function expectGenerated(file: string, name: string, generated: string): void {
  const checkedIn = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (checkedIn === generated) return;
  const [a, b] = [checkedIn.split('\n'), generated.split('\n')];
  const line = a.findIndex((text, i) => text !== b[i]);
  const at = line === -1 ? b.length : line + 1;
  throw new Error(`${name} ${STALE} (first difference at line ${at}: ${JSON.stringify(b[at - 1] ?? '')})`);
}

let contract: Contract;
beforeAll(async () => {
  contract = await buildContract();
});

type Operation = {
  operationId?: string;
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};

function operations(document: OpenAPIObject): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).map(([method, op]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      op,
    ]),
  );
}

describe('the API contract', () => {
  it('docs/openapi.json is the document the code describes', () => {
    expectGenerated(CONTRACT_FILES.document, 'docs/openapi.json', contract.documentJson);
  });

  it('frontend/src/types/generated/api.ts is generated from that document', () => {
    expectGenerated(CONTRACT_FILES.types, 'frontend/src/types/generated/api.ts', contract.types);
  });

  it('is valid OpenAPI 3', async () => {
    // The validator dereferences in place: give it a copy.
    const result = await validate(structuredClone(contract.document) as Parameters<typeof validate>[0]);
    expect(result).toMatchObject({ valid: true, warnings: [] });
    expect(contract.document.openapi).toMatch(/^3\./);
  });

  it('names every operation and answers every error with the error shape', () => {
    const ops = operations(contract.document);
    expect(ops.length).toBeGreaterThanOrEqual(25);
    const ids = ops.map(([, op]) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [name, op] of ops) {
      const statuses = Object.keys(op.responses);
      // A success is a 2xx, or a 303 See Other for a link that leads to a page (the unsubscribe link's GET).
      expect({ name, success: statuses.some((s) => /^(2\d\d|303)$/.test(s)) }).toEqual({ name, success: true });
      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        const content = op.responses[status].content ?? {};
        const ref = (content['application/problem+json'] ?? content['application/json'])?.schema?.$ref;
        // Every error is a Problem; only the readiness probe's 503 keeps its own shape.
        const expected = name === 'GET /readyz' ? '#/components/schemas/NotReady' : '#/components/schemas/Problem';
        expect({ name, status, ref }).toEqual({ name, status, ref: expected });
      }
    }
  });

  it('states the shapes the frontend relies on, with their unions as enums', () => {
    const schemas = contract.document.components?.schemas ?? {};
    expect(schemas.SurveyMode).toEqual({ type: 'string', enum: ['traditional', 'ai_chat'] });
    expect(schemas.Language).toEqual({ type: 'string', enum: ['en', 'ur'] });
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining(['Survey', 'SurveySummary', 'Question', 'SurveyResponse', 'Answer', 'Problem']),
    );
    expect(contract.types).toContain("export type Survey = components['schemas']['Survey'];");
    expect(contract.types).toContain('surveyMode: components["schemas"]["SurveyMode"];');
  });

  it('takes the AI limits from the job contract', () => {
    const input = contract.document.components?.schemas?.ChatFollowUpInput as {
      properties: Record<string, { maxLength?: number; maxItems?: number }>;
    };
    expect(input.properties.userMessage.maxLength).toBe(5000);
    expect(input.properties.currentQuestion.maxLength).toBe(1000);
    expect(input.properties.conversationHistory.maxItems).toBe(200);
  });
});
