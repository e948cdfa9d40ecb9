import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { DEFAULT_COLORS, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '@notices/common';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#1565c0' },
    secondary: { main: DEFAULT_COLORS.secondary },
  },
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_COLLAPSED_WIDTH },
};
