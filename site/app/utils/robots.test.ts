import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

/** What a first-match parser does: the first Allow or Disallow whose path is a prefix of the request's. */
function firstMatch(robots: string, path: string): string | undefined {
  return robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S*)/.exec(line))
    .find((rule) => rule !== null && path.startsWith(rule[2]))?.[1];
}

describe('robotsTxt', () => {
  const robots = robotsTxt('https://notices.example.org');

  it('keeps first-match crawlers out of the back office, the API and the embeds', () => {
    for (const path of ['/admin', '/admin/#/notices', '/api/v1/x', '/embed', '/embed/search?q=x']) {
      expect([path, firstMatch(robots, path)]).toEqual([path, 'Disallow']);
    }
  });

  it('lets them crawl the public pages, and points at the sitemap', () => {
    for (const path of ['/', '/notices/12', '/search?q=sale', '/open-data']) {
      expect([path, firstMatch(robots, path)]).toEqual([path, 'Allow']);
    }
    expect(robots.split('\n')).toContain('Sitemap: https://notices.example.org/sitemap.xml');
    expect(robots.split('\n')[0]).toBe('User-agent: *');
  });
});
