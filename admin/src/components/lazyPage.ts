import { lazy, type ComponentType } from 'react';

/**
 * A page that loads on first use, in its own chunk, from a module's named export: the first screen
 * then downloads only what it shows (react-admin's layout shows its loader meanwhile).
 */
export const lazyPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));
