import { describe, expect, it } from 'vitest';
import { UnsafeWebhookError, checkWebhookUrl, isPublicAddress } from './address-guard';

const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) =>
    expect(isPublicAddress(address)).toBe(true),
  );
});

describe('checkWebhookUrl', () => {
  const refused = async (url: string, resolve = resolvesTo('93.184.215.14')) => {
    const err = await checkWebhookUrl(url, { resolve }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnsafeWebhookError);
    return (err as Error).message;
  };

  it('refuses anything but https, and credentials', async () => {
    expect(await refused('http://hooks.example.com/x')).toMatch(/must start with https:\/\//);
    expect(await refused('ftp://hooks.example.com/x')).toMatch(/must start with https:\/\//);
    expect(await refused('https://user:pw@hooks.example.com/x')).toMatch(/user name or password/);
    expect(await refused('not a url')).toMatch(/full web address/);
  });

  it('refuses private and reserved literal addresses', async () => {
    for (const url of [
      'https://127.0.0.1/x',
      'https://10.0.0.1/x',
      'https://[::1]/x',
      'https://169.254.169.254/latest',
      'https://[::ffff:127.0.0.1]/x',
      'https://100.64.1.1/x',
    ])
      expect(await refused(url)).toMatch(/private or reserved address/);
  });

  it('refuses a host name resolving to a private address, even when one of its addresses is public', async () => {
    expect(await refused('https://internal.example.com/x', resolvesTo('10.1.2.3'))).toMatch(/\(10\.1\.2\.3\)/);
    expect(await refused('https://mixed.example.com/x', resolvesTo('93.184.215.14', '192.168.0.9'))).toMatch(
      /192\.168\.0\.9/,
    );
    expect(await refused('https://nowhere.example.com/x', resolvesTo())).toMatch(/could not be found/);
  });

  it('answers the checked public address to connect to', async () => {
    const target = await checkWebhookUrl('https://hooks.example.com/in', { resolve: resolvesTo('93.184.215.14') });
    expect(target).toMatchObject({ address: '93.184.215.14', family: 4 });
    expect(target.url.hostname).toBe('hooks.example.com');
  });

  it('lets a named test receiver be private, and only that host and port', async () => {
    const allow = ['receiver.test:8443'];
    const resolve = resolvesTo('127.0.0.1');
    await expect(checkWebhookUrl('https://receiver.test:8443/h', { resolve, allow })).resolves.toMatchObject({
      address: '127.0.0.1',
    });
    await expect(checkWebhookUrl('https://receiver.test:9443/h', { resolve, allow })).rejects.toThrow(
      UnsafeWebhookError,
    );
  });
});
