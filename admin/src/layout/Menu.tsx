import { Fragment, createElement } from 'react';
import { Divider, ListItemIcon, MenuItem, Tooltip } from '@mui/material';
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { useCan } from '../components/useCan';
import { DIVIDER_AFTER, MENU_ITEMS, type MenuItemDefinition } from './menuItems';

/** A full link to the public site (outside the admin's hash router). */
const ExternalItem = ({ item, label }: { item: MenuItemDefinition; label: string }) => {
  const [open] = useSidebarState();
  return (
    <Tooltip title={open ? '' : label} placement="right">
      <MenuItem component="a" href={item.to} aria-label={label}>
        <ListItemIcon>{createElement(item.icon)}</ListItemIcon>
        {open && label}
      </MenuItem>
    </Tooltip>
  );
};

/** Sidebar menu: items the user's permissions allow, from MENU_ITEMS. */
export const Menu = () => {
  const translate = useTranslate();
  const allowed = useCan();
  const items = MENU_ITEMS.filter(
    (item) => item.built && (item.permission === null || allowed(item.permission)),
  );
  return (
    <RaMenu>
      {items.map((item, index) => {
        const label = translate(`admin.menu.${item.key}`);
        return (
          <Fragment key={item.key}>
            {item.external ? (
              <ExternalItem item={item} label={label} />
            ) : (
              <RaMenu.Item
                to={item.to}
                primaryText={label}
                leftIcon={createElement(item.icon)}
                aria-label={label}
              />
            )}
            {index === DIVIDER_AFTER - 1 && items.length > DIVIDER_AFTER && <Divider />}
          </Fragment>
        );
      })}
    </RaMenu>
  );
};
