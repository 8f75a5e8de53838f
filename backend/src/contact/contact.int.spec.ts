import { readStream } from '../event-store/event-store';
import { cipherOf } from '../testing/event-cipher';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// The contact form is limited per client IP; each test speaks from its own address.
let ipCounter = 0;
const nextIp = () => `10.2.0.${++ipCounter}`;
const post = (body: object, ip = nextIp()) => t.agent().post('/api/contact').set('X-Forwarded-For', ip).send(body);

const valid = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.com',
  company: 'Khan & Co',
  message: 'We would like a discovery call.',
};

describe('POST /api/contact', () => {
  it('records a valid message as an event and in the admin list', async () => {
    const res = await post(valid).expect(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), receivedAt: expect.any(String) });
    expect(new Date(res.body.receivedAt).toISOString()).toBe(res.body.receivedAt);
    const events = await t.db.query<{ type: string; data: { email: string } }>(
      'SELECT type, data FROM events WHERE stream_id = $1',
      [`contact-${res.body.id}`],
    );
    // Personal fields are stored encrypted (crypto-shredding); the store reads them back in plaintext.
    expect(events.rows).toEqual([
      { type: 'ContactMessageReceived', data: expect.objectContaining({ email: { enc: expect.any(String) } }) },
    ]);
    const stream = `contact-${res.body.id}`;
    const read = await readStream(t.db, stream, cipherOf(t).forStream(t.db, stream));
    expect(read.events[0]!.data).toMatchObject({ email: valid.email, name: valid.name, message: valid.message });
    const admin = await t.adminAgent();
    const list = await admin.get('/api/contact-messages').expect(200);
    expect(list.body).toContainEqual({ id: res.body.id, ...valid, receivedAt: res.body.receivedAt });
  });

  it('trims fields, treats a blank company as none, and keeps Urdu text exactly', async () => {
    const res = await post({
      name: '  علی  ',
      email: ' ali@example.pk ',
      company: '   ',
      message: 'سلام، ہم بات کرنا چاہتے ہیں۔',
    }).expect(201);
    const admin = await t.adminAgent();
    const list = await admin.get('/api/contact-messages').expect(200);
    expect(list.body.find((m: { id: string }) => m.id === res.body.id)).toMatchObject({
      name: 'علی',
      email: 'ali@example.pk',
      company: null,
      message: 'سلام، ہم بات کرنا چاہتے ہیں۔',
    });
  });

  it('answers a filled honeypot as if sent, but records nothing', async () => {
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
    const res = await post({ ...valid, website: 'http://spam.example' }).expect(201);
    expect(res.body).toEqual({ id: expect.any(String), receivedAt: expect.any(String) });
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
    expect(after.rows[0].n).toBe(before.rows[0].n);
    const rows = await t.db.query('SELECT 1 FROM contact_messages WHERE id = $1', [res.body.id]);
    expect(rows.rowCount).toBe(0);
  });

  it('accepts an empty honeypot as a person', async () => {
    await post({ ...valid, website: '' }).expect(201);
  });

  it.each([
    [{ ...valid, name: undefined }, /Name is required/],
    [{ ...valid, name: '   ' }, /Name is required/],
    [{ ...valid, email: undefined }, /Email is required/],
    [{ ...valid, email: 'not-an-email' }, /Email must be a valid e-mail address/],
    [{ ...valid, message: '' }, /Message is required/],
    [{ ...valid, message: 42 }, /Message is required/],
    [{ ...valid, name: 'x'.repeat(201) }, /Name is too long \(max 200 characters\)/],
    [{ ...valid, message: 'x'.repeat(5001) }, /Message is too long \(max 5000 characters\)/],
    [{ ...valid, phone: '123' }, /Unknown field phone/],
  ])('refuses invalid input with a clear 400 (%#)', async (body, message) => {
    const res = await post(body).expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('limits each client to 5 messages in 10 minutes', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) await post({ ...valid, message: `Message ${i}` }, ip).expect(201);
    const refused = await post(valid, ip).expect(429);
    expect(refused.body).toMatchObject({ statusCode: 429, message: 'Too many messages; please try again later' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await post(valid, nextIp()).expect(201);
  });
});

describe('GET /api/contact-messages', () => {
  it('is admin-only', async () => {
    await t.agent().get('/api/contact-messages').expect(401);
  });

  it('lists newest first', async () => {
    const first = (await post({ ...valid, message: 'older' }).expect(201)).body;
    await new Promise((resolve) => setTimeout(resolve, 10));
    const second = (await post({ ...valid, message: 'newer' }).expect(201)).body;
    const admin = await t.adminAgent();
    const list = (await admin.get('/api/contact-messages').expect(200)).body as { id: string; receivedAt: string }[];
    const ids = list.map((m) => m.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const times = list.map((m) => m.receivedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
