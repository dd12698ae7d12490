import { describe, expect, it } from 'vitest';
import { RotateWidgetKeySchema, originMatches, parseOriginList, parseOriginPattern } from './keys';

const accepted = (input: string, mode: 'test' | 'live' = 'live') => {
  const read = parseOriginPattern(input, mode);
  if (!read.ok) throw new Error(`refused ${input}: ${read.reason}`);
  return read.value;
};
const reason = (input: string, mode: 'test' | 'live' = 'live') => {
  const read = parseOriginPattern(input, mode);
  if (read.ok) throw new Error(`accepted ${input} as ${read.value}`);
  return read.reason;
};

describe('parseOriginPattern: exact origins', () => {
  it('accepts an https origin, with a port, lower-casing the host and dropping one trailing slash', () => {
    expect(accepted('https://blog.example')).toBe('https://blog.example');
    expect(accepted('  https://Blog.EXAMPLE/ ')).toBe('https://blog.example');
    expect(accepted('https://blog.example:8443')).toBe('https://blog.example:8443');
    // The default port is what a browser leaves out of its Origin header.
    expect(accepted('https://blog.example:443')).toBe('https://blog.example');
    expect(accepted('https://bücher.example')).toBe('https://xn--bcher-kva.example');
  });

  it('refuses a path, a query, a fragment and user info, each with its own reason', () => {
    expect(reason('https://blog.example/parking')).toMatch(/Remove the path/);
    expect(reason('https://blog.example//')).toMatch(/Remove the path/);
    expect(reason('https://blog.example?x=1')).toMatch(/Remove the query/);
    expect(reason('https://blog.example/?x=1')).toMatch(/Remove the path/);
    expect(reason('https://blog.example#top')).toMatch(/Remove the fragment/);
    expect(reason('https://me:pw@blog.example')).toMatch(/user name or password/);
  });

  it('refuses a bare host, an empty entry, another scheme and what is not a URL', () => {
    expect(reason('blog.example')).toMatch(/Start the address with https:\/\//);
    expect(reason('   ')).toMatch(/Enter an address/);
    expect(reason('ftp://blog.example')).toMatch(/Only web pages/);
    expect(reason('https://blog .example')).toMatch(/not an address we can read/);
    expect(reason('https://')).toMatch(/not an address we can read/);
    expect(reason('https://blog.example:99999')).toMatch(/not an address we can read/);
  });
});

describe('parseOriginPattern: schemes by mode', () => {
  it('a live key needs https', () => {
    expect(reason('http://blog.example')).toMatch(/live key works only on https/);
    expect(reason('http://localhost:5173')).toMatch(/live key works only on https/);
  });

  it('a test key takes https and http on localhost or 127.0.0.1 only', () => {
    expect(accepted('https://blog.example', 'test')).toBe('https://blog.example');
    expect(accepted('http://localhost:5173', 'test')).toBe('http://localhost:5173');
    expect(accepted('http://127.0.0.1:8080/', 'test')).toBe('http://127.0.0.1:8080');
    expect(reason('http://blog.example', 'test')).toMatch(/only for localhost on a test key/);
  });

  it('any port on localhost only on a test key', () => {
    expect(accepted('http://localhost:*', 'test')).toBe('http://localhost:*');
    expect(accepted('http://LOCALHOST:*/', 'test')).toBe('http://localhost:*');
    expect(accepted('http://127.0.0.1:*', 'test')).toBe('http://127.0.0.1:*');
    expect(reason('http://localhost:*', 'live')).toMatch(/test keys only/);
    expect(reason('https://blog.example:*', 'test')).toMatch(/only as http:\/\/localhost:\*/);
  });
});

describe('parseOriginPattern: subdomain wildcards', () => {
  it('accepts *. as the whole leftmost label', () => {
    expect(accepted('https://*.Example.com')).toBe('https://*.example.com');
    expect(accepted('https://*.example.co.uk:8443/')).toBe('https://*.example.co.uk:8443');
  });

  it('refuses a wildcard with less than a name and an ending after it, or anywhere else', () => {
    expect(reason('https://*.com')).toMatch(/needs a name and its ending/);
    expect(reason('https://*.localhost', 'test')).toMatch(/needs a name and its ending/);
    expect(reason('https://*.0.0.1')).toMatch(/not an address we can read/);
    expect(reason('https://blog*.example.com')).toMatch(/whole first part/);
    expect(reason('https://a.*.example.com')).toMatch(/whole first part/);
    expect(reason('https://*')).toMatch(/whole first part/);
    expect(reason('http://*.example.com')).toMatch(/live key works only on https/);
  });
});

describe('parseOriginList', () => {
  it('keeps each accepted pattern once and names every refused entry', () => {
    const read = parseOriginList(
      ['https://a.example', 'https://A.example/', 'a.example', 'http://localhost:*'],
      'live',
    );
    expect(read.values).toEqual(['https://a.example']);
    expect(read.problems.map((p) => p.index)).toEqual([2, 3]);
  });
});

describe('originMatches', () => {
  it('matches exact origins and any port for a :* pattern', () => {
    expect(originMatches('https://partner.example', 'https://partner.example')).toBe(true);
    expect(originMatches('http://localhost:5173', 'http://localhost:*')).toBe(true);
    expect(originMatches('http://localhost', 'http://localhost:*')).toBe(true);
  });

  it('rejects look-alikes', () => {
    expect(originMatches('http://localhost.evil.example', 'http://localhost:*')).toBe(false);
    expect(originMatches('http://localhost:80.evil', 'http://localhost:*')).toBe(false);
    expect(originMatches('https://localhost:5173', 'http://localhost:*')).toBe(false);
    expect(originMatches('https://partner.example.evil', 'https://partner.example')).toBe(false);
    expect(originMatches('https://partner.example:8443', 'https://partner.example')).toBe(false);
  });

  it('matches any depth of subdomain for a wildcard, never the apex or a look-alike', () => {
    const pattern = 'https://*.example.com';
    expect(originMatches('https://www.example.com', pattern)).toBe(true);
    expect(originMatches('https://a.b.example.com', pattern)).toBe(true);
    expect(originMatches('https://example.com', pattern)).toBe(false);
    expect(originMatches('https://.example.com', pattern)).toBe(false);
    expect(originMatches('https://evilexample.com', pattern)).toBe(false);
    expect(originMatches('https://www.example.com.evil', pattern)).toBe(false);
    expect(originMatches('http://www.example.com', pattern)).toBe(false);
    expect(originMatches('https://www.example.com:8443', pattern)).toBe(false);
    expect(originMatches('https://x@y.example.com', pattern)).toBe(false);
    expect(originMatches('https://www.example.com:8443', 'https://*.example.com:8443')).toBe(true);
  });
});

describe('RotateWidgetKeySchema', () => {
  it('takes only the offered grace periods', () => {
    expect(RotateWidgetKeySchema.safeParse({ graceHours: 24 }).success).toBe(true);
    expect(RotateWidgetKeySchema.safeParse({ graceHours: 12 }).success).toBe(false);
  });
});
