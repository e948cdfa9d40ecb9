import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Breadcrumb } from './Breadcrumb';
import { Footer } from './Footer';
import { Menu } from './Menu';
import { StartupEffects } from './StartupEffects';

/** The admin shell (spec §2.4). Sidebar widths come from the theme (see theme.ts). */
export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={AppBar} menu={Menu}>
    <StartupEffects />
    <Breadcrumb />
    <Box sx={{ flex: 1 }}>{children}</Box>
    <Footer />
  </RaLayout>
);
