import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface MenuAction {
  label: string;
  onClick?: () => void;
  /** A link instead (a download). */
  href?: string;
}

/** A row's actions behind one «⋮» button named after the row. */
export function ItemMenu({ name, actions }: { name: string; actions: MenuAction[] }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton aria-label={t('files.actionsFor', { name })} onClick={(event) => setAnchor(event.currentTarget)} size="small">
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((a) =>
          a.href ? (
            <MenuItem key={a.label} component="a" href={a.href} download onClick={() => setAnchor(null)}>
              {a.label}
            </MenuItem>
          ) : (
            <MenuItem
              key={a.label}
              onClick={() => {
                setAnchor(null);
                a.onClick?.();
              }}
            >
              {a.label}
            </MenuItem>
          ),
        )}
      </Menu>
    </>
  );
}
