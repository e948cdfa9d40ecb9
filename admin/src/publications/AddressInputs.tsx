import { useEffect, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { CountedTextInput } from '../components/CountedTextInput';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxInput } from '../components/CheckboxInput';
import {
  faxValidation,
  formatPhone,
  optionalText,
  requiredEmail,
  requiredPhone,
  requiredText,
} from '../lib/validation';

const ADDRESS_FIELDS = ['street', 'optionalStreet', 'locality', 'region', 'postalCode', 'country'] as const;
const CONTACT_FIELDS = ['name', 'title', 'phone', 'email', 'fax'] as const;

/** A titled group of inputs; the title names the group for assistive technology. */
export const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  const text = translate(title);
  return (
    <Box component="section" aria-label={text} sx={{ width: '100%', mt: 2 }}>
      <Typography variant="h6" gutterBottom>
        {text}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, columnGap: 2, maxWidth: 900 }}>
        {children}
      </Box>
    </Box>
  );
};

/** Labels carry the group ("Mailing address: Street") so every input has a unique accessible name. */
const useLabel = (group: string) => {
  const translate = useTranslate();
  const groupText = translate(`admin.pages.publications.sections.${group}`);
  return (field: string) => `${groupText}: ${translate(`admin.pages.publications.fields.${field}`)}`;
};

export const AddressInputs = ({ source }: { source: 'mailingAddress' | 'billingAddress' }) => {
  const label = useLabel(source);
  return (
    <Section title={`admin.pages.publications.sections.${source}`}>
      {ADDRESS_FIELDS.map((field) => (
        <CountedTextInput
          key={field}
          source={`${source}.${field}`}
          label={label(field)}
          validate={field === 'optionalStreet' ? optionalText : requiredText}
        />
      ))}
    </Section>
  );
};

export const ContactInputs = ({ source }: { source: 'mainContact' | 'billingContact' }) => {
  const label = useLabel(source);
  const validate = {
    name: requiredText,
    title: requiredText,
    phone: requiredPhone,
    email: requiredEmail,
    fax: faxValidation,
  };
  return (
    <Section title={`admin.pages.publications.sections.${source}`}>
      {CONTACT_FIELDS.map((field) => {
        // Name and title are free text up to 255 characters: they count; phone, fax and e-mail do not.
        const Input = field === 'name' || field === 'title' ? CountedTextInput : TextInput;
        return (
          <Input
            key={field}
            source={`${source}.${field}`}
            label={label(field)}
            type={field === 'email' ? 'email' : 'text'}
            validate={validate[field]}
            {...(field === 'phone' || field === 'fax' ? { parse: formatPhone, format: formatPhone } : {})}
          />
        );
      })}
    </Section>
  );
};

/**
 * The billing address (or contact) with its same-as checkbox (default true): while checked the billing
 * inputs are hidden and the saved copy mirrors the mailing address (main contact).
 */
export const BillingSection = ({ kind }: { kind: 'address' | 'contact' }) => {
  const flag = kind === 'address' ? 'billingAddressSameAsMailing' : 'billingContactSameAsMain';
  const same = useWatch({ name: flag }) !== false;
  const { getValues, setValue } = useFormContext();
  const [billing, from] =
    kind === 'address' ? ['billingAddress', 'mailingAddress'] : ['billingContact', 'mainContact'];
  useEffect(() => {
    // Unticked with an empty billing copy: start from the mailing address / main contact.
    const current = getValues(billing) as Record<string, string> | undefined;
    if (!same && !Object.values(current ?? {}).some(Boolean))
      setValue(billing, { ...getValues(from) }, { shouldValidate: true });
  }, [same, billing, from, getValues, setValue]);
  return (
    <Box sx={{ width: '100%', mt: 2 }}>
      <CheckboxInput source={flag} label={`admin.pages.publications.fields.${flag}`} />
      {!same &&
        (kind === 'address' ? (
          <AddressInputs source="billingAddress" />
        ) : (
          <ContactInputs source="billingContact" />
        ))}
    </Box>
  );
};
