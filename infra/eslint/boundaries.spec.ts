// The lint boundaries are a promise the code relies on: prove the real config keeps them.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(__dirname, '../..');

// The virtual files below exist nowhere, so the type-aware rules (which need a tsconfig) are off here.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false, project: null } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

async function messagesFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const crossing = (messages: string[]) => messages.filter((m) => m.startsWith('local/layer-boundaries'));
const backendCrossing = (messages: string[]) => messages.filter((m) => m.startsWith('backend/backend-boundaries'));
const impure = (messages: string[]) => messages.filter((m) => m.startsWith('@typescript-eslint/no-restricted-imports'));

describe('frontend layer boundaries', () => {
  it('refuses a feature importing another feature, by alias or by a relative path', async () => {
    const byAlias = await messagesFor(
      'frontend/src/features/survey-builder/components/x.tsx',
      "import { a } from '@/features/survey/logic/chat-flow';\nexport const b = a;\n",
    );
    const byRelative = await messagesFor(
      'frontend/src/features/survey-builder/components/x.tsx',
      "import { a } from '../../survey/logic/chat-flow';\nexport const b = a;\n",
    );
    expect(crossing(byAlias)).toEqual([
      expect.stringContaining('the survey-builder feature imports no other feature (survey)'),
    ]);
    expect(crossing(byRelative)).toEqual([
      expect.stringContaining('the survey-builder feature imports no other feature (survey)'),
    ]);
  });

  it('refuses shared code importing a feature or the app', async () => {
    const fromLib = await messagesFor(
      'frontend/src/lib/x.ts',
      "import { a } from '@/features/responses/lib/csv';\nimport { App } from '@/app/app';\nexport const b = [a, App];\n",
    );
    expect(crossing(fromLib)).toEqual([
      expect.stringContaining('shared code (lib) imports no feature'),
      expect.stringContaining('only the app imports the app'),
    ]);
  });

  it('lets a feature import itself and shared code, and the app import features', async () => {
    const inFeature = await messagesFor(
      'frontend/src/features/survey-builder/components/x.tsx',
      "import { a } from '../lib/csv';\nimport { cn } from '@/lib/cn';\nexport const b = [a, cn];\n",
    );
    const inApp = await messagesFor(
      'frontend/src/app/routes/x.tsx',
      "import { a } from '@/features/responses/lib/csv';\nexport const b = a;\n",
    );
    expect(crossing(inFeature)).toEqual([]);
    expect(crossing(inApp)).toEqual([]);
  });
});

describe('frontend features by domain', () => {
  // Every feature folder as it stands, so a feature added later is covered without a new case.
  const features = fs
    .readdirSync(path.join(root, 'frontend/src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it('has the admin split by domain', () => {
    expect(features).toEqual(
      expect.arrayContaining(['auth', 'survey-builder', 'responses', 'reports', 'proposals', 'integrations']),
    );
    expect(features).not.toContain('admin');
  });

  it('refuses every feature importing any other feature', async () => {
    for (const from of features) {
      const others = features.filter((to) => to !== from);
      const code = others.map((to, i) => `import { a${i} } from '@/features/${to}/api/x';\n`).join('');
      const messages = crossing(await messagesFor(`frontend/src/features/${from}/components/x.tsx`, code));
      expect(messages).toEqual(
        others.map((to) => expect.stringContaining(`the ${from} feature imports no other feature (${to})`)),
      );
    }
  });

  it('refuses a relative path from one domain into another', async () => {
    const messages = await messagesFor(
      'frontend/src/features/responses/components/x.tsx',
      "import { a } from '../../reports/components/report-list';\nexport const b = a;\n",
    );
    expect(crossing(messages)).toEqual([
      expect.stringContaining('the responses feature imports no other feature (reports)'),
    ]);
  });

  it('lets the admin routes compose features, and features use the shared layers', async () => {
    const inRoute = await messagesFor(
      'frontend/src/app/routes/admin/x.tsx',
      "import { a } from '@/features/responses/components/response-list';\nimport { b } from '@/features/reports/components/report-list';\nimport { c } from '@/components/layouts/admin-layout';\nexport const d = [a, b, c];\n",
    );
    const inFeature = await messagesFor(
      'frontend/src/features/reports/api/x.ts',
      "import { a } from '@/lib/cache-keys';\nimport { b } from '@/lib/session';\nimport { c } from '@/components/ui/status-screens';\nimport { d } from '@/hooks/use-autosave';\nexport const e = [a, b, c, d];\n",
    );
    expect(crossing(inRoute)).toEqual([]);
    expect(crossing(inFeature)).toEqual([]);
  });

  it('refuses the admin layout or a shared hook importing a feature, and a feature importing a route', async () => {
    const layout = await messagesFor(
      'frontend/src/components/layouts/admin-layout.tsx',
      "import { a } from '@/features/auth/api/login';\nexport const b = a;\n",
    );
    const hook = await messagesFor(
      'frontend/src/hooks/use-autosave.tsx',
      "import { a } from '../features/survey-builder/lib/slug';\nexport const b = a;\n",
    );
    const feature = await messagesFor(
      'frontend/src/features/proposals/components/x.tsx',
      "import { a } from '@/app/routes/admin/proposal';\nexport const b = a;\n",
    );
    expect(crossing(layout)).toEqual([expect.stringContaining('shared code (components) imports no feature')]);
    expect(crossing(hook)).toEqual([expect.stringContaining('shared code (hooks) imports no feature')]);
    expect(crossing(feature)).toEqual([expect.stringContaining('only the app imports the app')]);
  });
});

describe('pure backend domain', () => {
  it.each(['surveys/survey.decider.ts', 'responses/response.events.ts', 'contact/contact.projection.ts'])(
    '%s imports no framework, driver or storage',
    async (file) => {
      const messages = await messagesFor(
        `backend/src/${file}`,
        "import { Injectable } from '@nestjs/common';\nimport { Pool } from 'pg';\nimport { db } from '../db/db';\nexport const x = [Injectable, Pool, db];\n",
      );
      expect(impure(messages)).toHaveLength(3);
    },
  );

  it('lets a projection import the recorded-event type', async () => {
    const messages = await messagesFor(
      'backend/src/contact/contact.projection.ts',
      "import type { RecordedEvent } from '../event-store/event-store';\nexport type X = RecordedEvent;\n",
    );
    expect(impure(messages)).toEqual([]);
  });

  it('leaves services free to use the framework', async () => {
    const messages = await messagesFor(
      'backend/src/surveys/surveys.service.ts',
      "import { Injectable } from '@nestjs/common';\nexport const x = Injectable;\n",
    );
    expect(impure(messages)).toEqual([]);
  });
});

describe('shared workspace', () => {
  it.each(['survey-rules/question-shape.ts', 'survey-rules/typed-answer.ts'])(
    '%s imports nothing beyond the survey rules (the browser loads them as they are)',
    async (file) => {
      const messages = await messagesFor(
        `shared/src/${file}`,
        "import { z } from 'zod';\nimport { parseEnv } from '../config/variables';\nimport { RuleViolation } from './rule-violation';\nexport const x = [z, parseEnv, RuleViolation];\n",
      );
      expect(impure(messages)).toHaveLength(2);
    },
  );

  it('refuses shared code importing the worker or the backend', async () => {
    const messages = await messagesFor(
      'shared/src/contract/ai-jobs.ts',
      "import { createOfflineProvider } from '@seedline/worker';\nimport { AppError } from '../../../backend/src/common/errors';\nimport { ConfigError } from '../config/config-error';\nexport const x = [createOfflineProvider, AppError, ConfigError];\n",
    );
    expect(impure(messages)).toHaveLength(2);
  });
});

describe('backend boundaries', () => {
  it('refuses infrastructure importing a feature or the composition root', async () => {
    const messages = await messagesFor(
      'backend/src/event-store/x.ts',
      "import { a } from '../responses/response.events';\nimport { b } from '../surveys';\nimport { c } from '../app/read-models';\nexport const d = [a, b, c];\n",
    );
    expect(backendCrossing(messages)).toEqual([
      expect.stringContaining('infrastructure (event-store) imports no feature (responses)'),
      expect.stringContaining('infrastructure (event-store) imports no feature (surveys)'),
      expect.stringContaining('only the composition root imports app/'),
    ]);
  });

  it("refuses a feature reaching past another feature's front door, and into the root", async () => {
    const messages = await messagesFor(
      'backend/src/responses/x.ts',
      "import { a } from '../surveys/surveys.queries';\nimport { b } from '../testing/test-app';\nexport const c = [a, b];\n",
    );
    expect(backendCrossing(messages)).toEqual([
      expect.stringContaining('the responses feature uses surveys only through its front door (surveys/index.ts)'),
      expect.stringContaining('only the composition root imports testing/'),
    ]);
  });

  it('lets a feature use infrastructure, itself and front doors, and the root use anything', async () => {
    const inFeature = await messagesFor(
      'backend/src/responses/x.ts',
      "import { a } from '../surveys';\nimport { b } from '../surveys/index';\nimport { c } from './responses.queries';\nimport { d } from '../core/tokens';\nexport const e = [a, b, c, d];\n",
    );
    const pureDoor = await messagesFor(
      'backend/src/responses/x.ts',
      "import { a } from '../surveys/survey-logic.views';\nimport { b } from '@seedline/shared';\nexport const c = [a, b];\n",
    );
    expect(backendCrossing(pureDoor)).toEqual([
      expect.stringContaining('the responses feature uses surveys only through its front door (surveys/index.ts)'),
    ]);
    const inRoot = await messagesFor(
      'backend/src/app/x.ts',
      "import { a } from '../surveys/surveys.queries';\nimport { b } from '../event-store/event-store';\nexport const c = [a, b];\n",
    );
    expect(backendCrossing(inFeature)).toEqual([]);
    expect(backendCrossing(inRoot)).toEqual([]);
  });

  it('keeps the outbox infrastructure: channels plug into it, it names none of them', async () => {
    const fromOutbox = await messagesFor(
      'backend/src/outbox/x.ts',
      "import { a } from '../webhooks/webhook-engine';\nimport { b } from '../mail/mail.queries';\nimport { c } from '../db/db';\nexport const d = [a, b, c];\n",
    );
    expect(backendCrossing(fromOutbox)).toEqual([
      expect.stringContaining('infrastructure (outbox) imports no feature (webhooks)'),
      expect.stringContaining('infrastructure (outbox) imports no feature (mail)'),
    ]);
    const fromChannel = await messagesFor(
      'backend/src/mail/x.ts',
      "import { a } from '../outbox';\nimport { b } from '../outbox/outbox-rows';\nexport const c = [a, b];\n",
    );
    expect(backendCrossing(fromChannel)).toEqual([]);
  });

  it('leaves specs free to reach into what they prove', async () => {
    const messages = await messagesFor(
      'backend/src/event-store/x.int.spec.ts',
      "import { a } from '../surveys/surveys.queries';\nimport { b } from '../testing/test-app';\nexport const c = [a, b];\n",
    );
    expect(backendCrossing(messages)).toEqual([]);
  });
});

describe('the clock in the backend', () => {
  const clockRule = (messages: string[]) => messages.filter((m) => m.startsWith('no-restricted-syntax'));
  const reads = 'export const a = new Date();\nexport const b = Date.now();\n';

  it('refuses reading the system clock in services and queries', async () => {
    expect(clockRule(await messagesFor('backend/src/surveys/x.service.ts', reads))).toEqual([
      expect.stringContaining('injected CLOCK'),
      expect.stringContaining('injected CLOCK'),
    ]);
  });

  it('lets the clock itself, specs and test helpers read it, and anyone build a date from a value', async () => {
    expect(clockRule(await messagesFor('backend/src/core/tokens.ts', reads))).toEqual([]);
    expect(clockRule(await messagesFor('backend/src/surveys/x.spec.ts', reads))).toEqual([]);
    expect(clockRule(await messagesFor('backend/src/testing/x.ts', reads))).toEqual([]);
    const fromValue = 'export const c = (ms: number) => new Date(ms);\nexport const d = performance.now();\n';
    expect(clockRule(await messagesFor('backend/src/surveys/x.service.ts', fromValue))).toEqual([]);
  });
});
