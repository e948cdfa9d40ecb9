import { Fragment } from 'react';
import { Box, Link } from '@mui/material';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** Renders plain text with its links clickable; the text is never parsed as HTML. */
export const LinkifiedText = ({ text }: { text: string }) => (
  <Box component="pre" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit', m: 0 }}>
    {text.split(URL_PATTERN).map((part, index) =>
      index % 2 === 1 ? (
        <Link key={index} href={part} target="_blank" rel="noopener noreferrer">
          {part}
        </Link>
      ) : (
        <Fragment key={index}>{part}</Fragment>
      ),
    )}
  </Box>
);
