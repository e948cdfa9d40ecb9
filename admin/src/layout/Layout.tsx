import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Breadcrumb } from './Breadcrumb';
import { Footer } from './Footer';
import { Menu } from './Menu';
import { StartupEffects } from './StartupEffects';

/** The admin shell: app bar, menu, breadcrumb, page, footer. Sidebar widths come from theme.ts. */
export const Layout = ({ children }: { children: ReactNode }) => (
  // react-admin's layout grows to fit its widest content; held to the window, wide tables scroll inside.
  <RaLayout appBar={AppBar} menu={Menu} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
    <StartupEffects />
    <Breadcrumb />
    <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    <Footer />
  </RaLayout>
);
