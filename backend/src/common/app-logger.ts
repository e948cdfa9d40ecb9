import { ConsoleLogger, LogLevel } from '@nestjs/common';

/** Nest's own start-up chatter (one line per module and route) hides what a person needs to read. */
const FRAMEWORK_CONTEXTS = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
]);

export class AppLogger extends ConsoleLogger {
  constructor(
    private readonly showFramework: boolean,
    levels: LogLevel[],
  ) {
    super();
    this.setLogLevels(levels);
  }

  override log(message: unknown, context?: string): void {
    if (!this.showFramework && context && FRAMEWORK_CONTEXTS.has(context)) return;
    super.log(message, context);
  }
}
