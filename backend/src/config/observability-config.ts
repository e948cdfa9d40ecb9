import { ConfigError } from './env';

export interface ObservabilityConfig {
  /** LOG_FORMAT: one JSON object per line (production's default) or readable lines (development's). */
  logFormat: 'json' | 'pretty';
  /**
   * METRICS_TOKEN: the bearer token /metrics asks for; null answers only loopback and private networks,
   * and no one behind a proxy (TRUST_PROXY set).
   */
  metricsToken: string | null;
}

export function observabilityConfig(env: Record<string, string | undefined>): ObservabilityConfig {
  const logFormat = env.LOG_FORMAT || (env.NODE_ENV === 'production' ? 'json' : 'pretty');
  if (logFormat !== 'json' && logFormat !== 'pretty')
    throw new ConfigError(`LOG_FORMAT must be json or pretty; got "${logFormat}"`);
  const metricsToken = env.METRICS_TOKEN || null;
  if (metricsToken !== null && metricsToken.length < 16)
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters');
  return { logFormat, metricsToken };
}

/** The app's observability settings; defaults by NODE_ENV when the config was built without them (tests). */
export function observabilityOf(config: {
  observability?: ObservabilityConfig;
  nodeEnv: string;
}): ObservabilityConfig {
  return config.observability ?? observabilityConfig({ NODE_ENV: config.nodeEnv });
}
