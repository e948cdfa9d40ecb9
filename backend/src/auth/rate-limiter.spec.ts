import { Clock } from '../common/clock';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('allows the limit, refuses one more, and allows again once the window has slid', () => {
    const clock = new Clock();
    const limiter = new RateLimiter(clock);
    for (let i = 0; i < 3; i++) limiter.consume('k', 3, 1000);
    expect(() => limiter.consume('k', 3, 1000)).toThrow('too_many_requests');
    expect(() => limiter.consume('other', 3, 1000)).not.toThrow();
    clock.advance(1001);
    expect(() => limiter.consume('k', 3, 1000)).not.toThrow();
  });
});
