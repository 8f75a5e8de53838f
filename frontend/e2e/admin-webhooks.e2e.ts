// Webhooks screen: add an endpoint (a receiver this test starts on 127.0.0.1), send a test event,
// see it in the delivery log with its status; a 410 receiver shows the endpoint disabled. Axe-clean
// at 390 and 1440 px, with screenshots for a person to look at.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from './support/test';
import { loginViaApi, uniqueName } from './support/admin-api';
import { seriousViolations } from './support/admin-pages';

const SHOTS = process.env.WEBHOOK_SHOTS_DIR ?? '/work/notes/shots/webhooks';
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

type Received = { path: string; headers: http.IncomingHttpHeaders; body: string };
const received: Received[] = [];
let server: http.Server;
let base = '';

test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      if (req.url?.startsWith('/gone')) res.writeHead(410).end('endpoint removed');
      else res.writeHead(200, { 'content-type': 'text/plain' }).end('received, thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const endpointCard = (page: Page, url: string) =>
  page.getByTestId('webhook-endpoint').filter({ has: page.getByRole('heading', { name: url }) });

async function addEndpoint(page: Page, url: string) {
  await page.getByLabel('Endpoint URL').fill(url);
  await page.getByLabel('Description (optional)').fill('Team CRM');
  await page.getByLabel(/A survey is closed/).check();
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(page.getByTestId('webhook-secret')).toHaveText(/^whsec_[A-Za-z0-9+/]+=*$/);
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} (${viewport.width}px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('add an endpoint, send a test event, see it delivered in the log', async ({ page }) => {
      await loginViaApi(page.request);
      await page.goto('/admin/dashboard');
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Webhooks' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

      // The server's refusal shows beside the form (not a toast), and goes with the next success.
      await page.getByLabel('Endpoint URL').fill('http://crm.example.com/hooks');
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(page.getByTestId('endpoint-refusal')).toHaveText(
        'Could not add the endpoint: URL must use https (http only to loopback)',
      );
      await expect(page.getByLabel('Endpoint URL')).toHaveAttribute('aria-invalid', 'true');
      const url = `${base}/ok/${encodeURIComponent(uniqueName(viewport.name)).replaceAll('%20', '-')}`;
      await addEndpoint(page, url);
      await expect(page.getByTestId('endpoint-refusal')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/${viewport.name}-secret.png`, fullPage: true });
      await page.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByTestId('webhook-secret')).toHaveCount(0);

      const card = endpointCard(page, url);
      await expect(card.getByTestId('endpoint-state')).toHaveText('Active');
      await card.getByRole('button', { name: 'Send test event' }).click();
      const row = card.getByTestId('delivery-row');
      await expect(row).toHaveCount(1);
      await expect(row.getByText('Delivered')).toBeVisible();
      await expect(row.getByTestId('delivery-reply')).toHaveText('HTTP 200: received, thanks');
      const got = received.filter((r) => url.endsWith(r.path));
      expect(got).toHaveLength(1);
      await expect(row.getByText(String(got[0]!.headers['webhook-id']))).toBeVisible();
      expect(JSON.parse(got[0]!.body)).toMatchObject({ type: 'webhook.test' });
      expect(String(got[0]!.headers['webhook-signature'])).toMatch(/^v1,/);

      expect(await seriousViolations(page)).toEqual([]);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/${viewport.name}-delivered.png`, fullPage: true });
    });

    test('a receiver answering 410 disables its endpoint, and the screen says why', async ({ page }) => {
      await loginViaApi(page.request);
      await page.goto('/admin/webhooks');
      const url = `${base}/gone/${encodeURIComponent(uniqueName(viewport.name)).replaceAll('%20', '-')}`;
      await addEndpoint(page, url);
      await page.getByRole('button', { name: 'Done' }).click();
      const card = endpointCard(page, url);
      await card.getByRole('button', { name: 'Send test event' }).click();
      await expect(card.getByTestId('delivery-row').getByText('Failed')).toBeVisible();
      await expect(card.getByTestId('endpoint-state')).toHaveText('Disabled');
      await expect(card.getByText(/The receiver answered 410 Gone/)).toBeVisible();
      await expect(card.getByRole('button', { name: 'Enable' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await card.screenshot({ path: `${SHOTS}/${viewport.name}-disabled.png` });
    });
  });
}
