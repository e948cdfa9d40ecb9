import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { startupWarnings } from '../providers/startup';

/** Scrolls the main area to the top on path change and shows the start-up warnings once. */
export const StartupEffects = () => {
  const { pathname } = useLocation();
  const notify = useNotify();
  useEffect(() => {
    window.scrollTo(0, 0);
    document.getElementById('main-content')?.scrollTo?.(0, 0);
  }, [pathname]);
  useEffect(() => {
    startupWarnings
      .splice(0)
      .forEach(({ message, code }) => notify(message, { type: 'warning', messageArgs: { code } }));
  }, [notify]);
  return null;
};
