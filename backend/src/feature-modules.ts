import { HealthModule } from './health/health.module';

/** Every domain module of the API, in one list so the app and the tests boot the same thing. */
export const FEATURE_MODULES = [HealthModule];
