import { Injectable } from '@nestjs/common';

/** The time source every rule reads, so tests can move time instead of waiting for it. */
@Injectable()
export class Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Test helper: moves this clock forward. */
  advance(ms: number): void {
    this.offsetMs += ms;
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
