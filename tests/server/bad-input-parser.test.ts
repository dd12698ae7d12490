import type { AddressInfo } from 'node:net';
import { ApiErrorSchema } from '@parking/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './support/raw-http';
import { type TestApp, createTestApp } from './support/test-app';

// Bad input that never becomes a request (Node's HTTP parser refuses it before any Fastify hook runs),
// sent over a real socket: `inject` cannot send it. The rest of the bad input is in bad-input.test.ts.
let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

describe('what the HTTP parser refuses answers in our error shape, and closes', () => {
  const expectClosingError = async (request: string, status: number) => {
    const answer = await rawRequest(port, request);
    expect(answer.status, answer.body).toBe(status);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers.connection).toBe('close');
    return ApiErrorSchema.parse(JSON.parse(answer.body)).error.message;
  };

  it('431: an over-long address', async () => {
    const request = `GET /api/v1/airports?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`;
    expect(await expectClosingError(request, 431)).toBe('The request line or headers are too large');
  });

  it('400: a request the parser cannot read', async () => {
    const request = 'GET /api/v1/airports HTTP/1.1\r\nHost: x\r\nNot a header\r\n\r\n';
    expect(await expectClosingError(request, 400)).toBe('The request is not valid HTTP');
  });

  it('413: a body over the limit, announced by its Content-Length', async () => {
    const head = 'POST /api/v1/search/packages HTTP/1.1\r\nHost: x\r\nContent-Type: application/json';
    const answer = await rawRequest(port, `${head}\r\nConnection: close\r\nContent-Length: 5000000\r\n\r\n{}`);
    expect(answer.status).toBe(413);
    expect(ApiErrorSchema.parse(JSON.parse(answer.body)).error.message).toBe('The request body is too large');
  });
});
