import { TextInput, useTranslate, type TextInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { TEXT_MAX_LENGTH } from '@notices/common';

/**
 * A text input that counts its characters against its maximum ("12/255"), so a long value is
 * seen before it is refused. The counter joins any helper text; an error message takes its place.
 */
export const CountedTextInput = ({
  maxLength = TEXT_MAX_LENGTH,
  helperText,
  ...props
}: TextInputProps & { maxLength?: number }) => {
  const translate = useTranslate();
  const value: unknown = useWatch({ name: props.source });
  const counter = `${typeof value === 'string' ? value.length : 0}/${maxLength}`;
  const text =
    typeof helperText === 'string' && helperText ? `${translate(helperText)} · ${counter}` : counter;
  return <TextInput {...props} helperText={text} />;
};
