// @vitest-environment node
import { clientAddress, routeTemplate, trustedProxies } from './requestLog';

describe('routeTemplate (docs/requirements.md §12.3)', () => {
  it('keeps the fixed routes and folds everything else into a few templates', () => {
    expect(routeTemplate('/')).toBe('/');
    expect(routeTemplate('/api/trades')).toBe('/api/trades');
    expect(routeTemplate('/og.png')).toBe('/og.png');
    expect(routeTemplate('/robots.txt')).toBe('/robots.txt');
    expect(routeTemplate('/assets/start-Ab12.js')).toBe('/assets/*');
    expect(routeTemplate('/icons/icon-192.png')).toBe('/icons/*');
    expect(routeTemplate('/api/admin')).toBe('/api/*');
    expect(routeTemplate('/feed.xml')).toBe('/feed.xml');
    expect(routeTemplate('/embed')).toBe('/embed');
    expect(routeTemplate('/activity/sim-1-42')).toBe('/activity/*');
    expect(routeTemplate('/activity/sim-1-42/og.png')).toBe('/activity/*');
    expect(routeTemplate('/wp-login.php')).toBe('other');
    expect(routeTemplate('/../../etc/passwd')).toBe('other');
  });
});

describe('trusted proxies', () => {
  const trusted = trustedProxies(['loopback', '10.0.0.0/8', '2001:db8::/32', '192.0.2.7']);

  it('matches addresses, CIDR blocks, IPv4-mapped IPv6 and loopback', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.2.3', '2001:db8::5', '192.0.2.7'])
      expect(trusted(address), address).toBe(true);
    for (const address of ['192.0.2.8', '11.0.0.1', '2001:db9::1', undefined, 'not an ip'])
      expect(trusted(address), String(address)).toBe(false);
    expect(trustedProxies([])('127.0.0.1')).toBe(false);
  });

  it('names the visitor: the last X-Forwarded-For entry that is not a trusted proxy', () => {
    expect(clientAddress('203.0.113.9', '127.0.0.1', trusted)).toBe('203.0.113.9');
    // The visitor wrote the first entry; the proxies appended the rest.
    expect(clientAddress('6.6.6.6, 203.0.113.9, 10.0.0.2', '127.0.0.1', trusted)).toBe('203.0.113.9');
    expect(clientAddress('junk, 10.0.0.2', '127.0.0.1', trusted)).toBe('10.0.0.2');
    expect(clientAddress(undefined, '127.0.0.1', trusted)).toBe('127.0.0.1');
  });
});
