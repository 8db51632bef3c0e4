// Each request's logger (request.log): the server logger's child bound to the request id, made only
// once the request logs something at an enabled level. Made eagerly, as Fastify does, pino stringifies
// the binding on every call: about 2 % of a billed /v1/planets request at `warn` or above (the level the
// bench runs at), where a request that goes well logs nothing. At the default `info` every request logs
// its start and end, so the child is made as before.
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = Parameters<FastifyBaseLogger['child']>[1];
type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogFn = FastifyBaseLogger['info'];
/** pino's loggers answer isLevelEnabled; a logger without it gets its child at once. */
type Parent = FastifyBaseLogger & { isLevelEnabled: (level: string) => boolean };
const isParent = (logger: FastifyBaseLogger): logger is Parent => typeof (logger as Partial<Parent>).isLevelEnabled === 'function';

class LazyChildLogger {
  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;
  private made: FastifyBaseLogger | undefined;

  constructor(private readonly parent: Parent, private readonly bindings: Bindings) {}

  get real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings));
  }

  get level(): string {
    return this.made ? this.made.level : this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  /** Once made, the child decides; before, a level the server does not log needs no child. */
  wanted(level: Level): boolean {
    return this.made !== undefined || this.parent.isLevelEnabled(level);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const) {
  LazyChildLogger.prototype[level] = function (this: LazyChildLogger, ...args: Parameters<LogFn>) {
    if (this.wanted(level)) this.real[level](...args);
  };
}

/** Fastify's `childLoggerFactory`: a route's own level or serializers get pino's child at once, as before. */
export const lazyRequestLogger: ChildLoggerFactory = (logger, bindings, options) =>
  options.level || options.serializers || !isParent(logger) ? logger.child(bindings, options) : new LazyChildLogger(logger, bindings);
