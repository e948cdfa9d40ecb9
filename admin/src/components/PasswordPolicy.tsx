import CheckIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Cancel';
import { Box, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { checkPassword, passwordKindsText } from '@notices/common';

const CLASSES = ['uppercase', 'lowercase', 'numbers', 'specialCharacters'] as const;

const Rule = ({ met, text }: { met: boolean; text: string }) => (
  <ListItem dense disableGutters aria-label={`${text}: ${met ? 'met' : 'not met'}`}>
    <ListItemIcon sx={{ minWidth: 28 }}>
      {met ? <CheckIcon color="success" fontSize="small" /> : <CloseIcon color="disabled" fontSize="small" />}
    </ListItemIcon>
    <ListItemText primary={text} />
  </ListItem>
);

/** Live display of the one password policy from @notices/common, each rule marked met or not. */
export const PasswordPolicy = ({ password }: { password: string }) => {
  const translate = useTranslate();
  const check = checkPassword(password);
  return (
    <Box aria-live="polite" aria-label={translate('admin.password.policy.title')}>
      <Typography variant="subtitle2">{translate('admin.password.policy.title')}</Typography>
      <List dense disablePadding>
        <Rule
          met={check.length}
          text={translate('admin.password.policy.length', { minLength: check.minLength })}
        />
        <Typography variant="body2" sx={{ mt: 1 }}>
          {passwordKindsText(check)}
        </Typography>
        {CLASSES.map((name) => (
          <Rule key={name} met={check[name]} text={translate(`admin.password.policy.${name}`)} />
        ))}
      </List>
    </Box>
  );
};
