import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver } from '../../../test/support/webhook-receiver.ts';
import { withJitter } from './delivery.ts';
import { sendWebhook } from './send.ts';
import { isInternalAddress } from './target.ts';

const limits = { timeoutMs: 2000, maxResponseBytes: 1024, allowPrivate: false };

describe('a delivery checks the address it connects to at that moment', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => (receiver = await startReceiver()));
  afterAll(() => receiver.close());

  it('does not connect to a name that resolves to loopback now (DNS rebinding), nor to a private literal', async () => {
    const port = new URL(receiver.url).port;
    const byName = await sendWebhook(`http://localhost:${port}/x`, {}, '{}', limits, new AbortController().signal);
    expect(byName).toEqual({ statusCode: null, error: expect.stringMatching(/localhost resolves to a loopback/) });
    const byLiteral = await sendWebhook(`${receiver.url}/x`, {}, '{}', limits, new AbortController().signal);
    expect(byLiteral.error).toMatch(/127\.0\.0\.1 is a loopback/);
    expect(receiver.received).toHaveLength(0);

    const allowed = await sendWebhook(`http://localhost:${port}/x`, {}, '{}', { ...limits, allowPrivate: true }, new AbortController().signal);
    expect(allowed).toEqual({ statusCode: 200, error: null });
    expect(receiver.received).toHaveLength(1);
  });
});

describe('what counts as inside the network', () => {
  it.each(['127.0.0.1', '10.0.0.8', '172.16.4.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fd00::1', '::ffff:10.0.0.1'])('%s is internal', (address) => {
    expect(isInternalAddress(address)).toBe(true);
  });
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])('%s is public', (address) => {
    expect(isInternalAddress(address)).toBe(false);
  });
});

describe('retry waits', () => {
  it('spread a fifth either side of the schedule', () => {
    expect(withJitter(1000, () => 0)).toBe(800);
    expect(withJitter(1000, () => 0.999999)).toBe(1200);
    expect(withJitter(1000, () => 0.5)).toBe(1000);
  });
});
