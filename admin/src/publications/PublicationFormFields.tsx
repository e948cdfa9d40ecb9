import {
  AutocompleteArrayInput,
  BooleanInput,
  NumberInput,
  SelectInput,
  required,
  useGetList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { APP_STATE, ValidationMessage } from '@notices/common';
import { LockedValue } from '../components/LockedValue';
import { requiredText, requiredUrl } from '../lib/validation';
import { useCan } from '../components/useCan';
import type { County, Publication } from '../types';
import { AddressInputs, BillingSection, ContactInputs } from './AddressInputs';
import { paymentMethodChoices, paymentPeriodChoices } from './choices';
import { PermissionsInput } from './PermissionsInput';
import { areaIds } from './transform';
import { CountedTextInput } from '../components/CountedTextInput';
import { priceError, priceText } from './price';

const PRICE_LABEL = 'resources.publications.fields.pricePerChargedNotice';

/**
 * The optional price per charged notice (USD), which billing statements multiply: a SYSTEM_ADMIN's
 * setting, shown locked to the others (the stored value goes back unchanged).
 */
const PriceInput = ({ systemAdmin }: { systemAdmin: boolean }) => {
  const translate = useTranslate();
  const record = useRecordContext<Publication>();
  if (!systemAdmin)
    return (
      <LockedValue
        label={PRICE_LABEL}
        value={priceText(record?.pricePerChargedNotice) ?? translate('admin.pages.publications.price.none')}
        reason="admin.pages.publications.systemAdminOnly"
      />
    );
  return (
    <NumberInput
      source="pricePerChargedNotice"
      label={PRICE_LABEL}
      helperText="admin.pages.publications.price.helper"
      validate={priceError}
      min={0}
      step={0.01}
      sx={{ maxWidth: 440 }}
    />
  );
};

// react-admin's `required` (an empty list is empty too) marks the label with its asterisk, as on the
// other required fields; its message names the rule.
const atLeastOneCounty = required('admin.pages.publications.validation.area');

/** Counties of the state (GET counties?filters[state][$eq]=MI), for the publication area. */
const AreaInput = () => {
  const { data = [], isPending } = useGetList<County>('counties', {
    filter: { state: APP_STATE },
    pagination: { page: 1, perPage: 1000 },
  });
  return (
    <AutocompleteArrayInput
      source="publicationArea"
      choices={data}
      isPending={isPending}
      format={(value: Parameters<typeof areaIds>[0]) => areaIds(value)}
      validate={atLeastOneCounty}
      fullWidth
      sx={{ maxWidth: 900 }}
    />
  );
};

/**
 * Every section of the publication creator and editor. Payment settings are SYSTEM_ADMIN's
 * (publications.updateStatus marks that role here); `showPermissions` adds the user permissions, which
 * only a SYSTEM_ADMIN or the publication's admin sees.
 */
export const PublicationFormFields = ({ showPermissions }: { showPermissions: boolean }) => {
  const allowed = useCan();
  const translate = useTranslate();
  const record = useRecordContext<Publication>();
  const systemAdmin = allowed('publications.create');
  const isEdit = record?.id !== undefined;
  return (
    <>
      <CountedTextInput source="name" validate={requiredText} sx={{ maxWidth: 900 }} fullWidth />
      <CountedTextInput source="website" type="url" validate={requiredUrl} sx={{ maxWidth: 900 }} fullWidth />
      <AreaInput />
      {isEdit && !allowed('publications.updateStatus') ? (
        <LockedValue
          label="admin.pages.publications.fields.enabled"
          value={translate(`admin.pages.publications.enabled.${record?.enabled !== false}`)}
        />
      ) : (
        <BooleanInput source="enabled" label="admin.pages.publications.fields.enabled" />
      )}
      {(['paymentMethod', 'paymentPeriod'] as const).map((field) =>
        systemAdmin ? (
          <SelectInput
            key={field}
            source={field}
            choices={field === 'paymentMethod' ? paymentMethodChoices : paymentPeriodChoices}
            validate={required(ValidationMessage.blank)}
            sx={{ maxWidth: 440 }}
          />
        ) : (
          <LockedValue
            key={field}
            label={`resources.publications.fields.${field}`}
            value={translate(`admin.pages.publications.${field}s.${record?.[field]}`)}
            reason="admin.pages.publications.systemAdminOnly"
          />
        ),
      )}
      <PriceInput systemAdmin={systemAdmin} />
      <AddressInputs source="mailingAddress" />
      <ContactInputs source="mainContact" />
      <BillingSection kind="address" />
      <BillingSection kind="contact" />
      {showPermissions && <PermissionsInput />}
    </>
  );
};
