import { Logger as NestPinoLogger, PinoLogger } from 'nestjs-pino';
import { storage } from 'nestjs-pino/storage';
import type { Logger as Pino } from 'pino';

/** Nest's own start-up chatter (one line per module and route) hides what a person needs to read. */
const FRAMEWORK_CONTEXTS = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
]);

/**
 * nestjs-pino's PinoLogger keeps the first root logger of the process; this one answers with its own
 * app's (tests run several apps in one process) or, inside a request, that request's logger.
 */
class RequestPinoLogger extends PinoLogger {
  constructor(private readonly root: Pino) {
    super({ pinoHttp: { logger: root } });
  }

  override get logger(): Pino {
    return storage.getStore()?.logger ?? this.root;
  }
}

/**
 * The application's logger (every `new Logger(context)` writes through it): pino records carrying the
 * request id when logged during a request.
 */
export class AppLogger extends NestPinoLogger {
  constructor(
    private readonly root: Pino,
    private readonly showFramework: boolean,
    /** JSON lines: notices of several lines are printed as they read (see `log`). */
    private readonly plainNotices: boolean,
  ) {
    super(new RequestPinoLogger(root), {});
  }

  override log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams.at(-1);
    if (!this.showFramework && typeof context === 'string' && FRAMEWORK_CONTEXTS.has(context)) return;
    if (this.plainNotices && typeof message === 'string' && message.includes('\n')) {
      // A notice for the person at the console (where the product runs, a generated password): as
      // escaped JSON nobody could read or copy it, so it is printed as it reads and only its title
      // goes into the record.
      if (!this.root.isLevelEnabled('info')) return;
      process.stdout.write(`${message.replace(/^\n+|\s+$/g, '')}\n`);
      message =
        message
          .split('\n')
          .find((line) => /[A-Za-z]/.test(line))
          ?.trim() ?? '';
    }
    super.log(message, ...optionalParams);
  }
}
