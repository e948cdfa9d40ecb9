import { Stack } from '@mui/material';
import {
  FunctionField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  UrlField,
  WithRecord,
  useTranslate,
} from 'react-admin';
import { billingAddressOf, billingContactOf } from '@notices/common';
import { RecordHistory } from '../auditLog/RecordHistory';
import type { Publication } from '../types';
import { paymentMethodChoices, paymentPeriodChoices } from './choices';
import { AddressBlock, ContactBlock } from './ContactAddressFields';
import { EnabledField } from './PublicationFields';
import { PermissionsTable } from './PermissionsTable';
import { PublicationDeleteButton, PublicationEditButton } from './PublicationRowActions';
import { StatusButton } from './StatusButton';
import { showErrorProps } from '../components/RecordError';
import { priceText } from './price';

const ShowActions = () => (
  <TopToolbar>
    <PublicationDeleteButton compact={false} />
    <StatusButton />
    <PublicationEditButton compact={false} />
  </TopToolbar>
);

/**
 * Addresses and contacts; the billing ones fall back to the mailing address and main contact by the rule
 * the billing statement uses too (billingAddressOf / billingContactOf, common).
 */
const AddressesAndContacts = ({ publication: p }: { publication: Publication }) => {
  const billingAddress = billingAddressOf(p);
  const billingContact = billingContactOf(p);
  const sections = 'admin.pages.publications.sections';
  return (
    <Stack direction="row" useFlexGap spacing={4} sx={{ flexWrap: 'wrap', px: 2, pb: 2 }}>
      <AddressBlock title={`${sections}.mailingAddress`} address={p.mailingAddress} />
      <ContactBlock title={`${sections}.mainContact`} contact={p.mainContact} />
      <AddressBlock title={`${sections}.billingAddress`} address={billingAddress} />
      <ContactBlock title={`${sections}.billingContact`} contact={billingContact} />
    </Stack>
  );
};

/** The price per charged notice (USD), or "Not set". */
const PriceField = (_props: { source: string }) => {
  const translate = useTranslate();
  return (
    <FunctionField<Publication>
      source="pricePerChargedNotice"
      render={(record) =>
        priceText(record.pricePerChargedNotice) ?? translate('admin.pages.publications.price.none')
      }
    />
  );
};

/** Publication summary: details, addresses, permissions, history; delete, status, edit. */
export const PublicationShow = () => (
  <Show actions={<ShowActions />} {...showErrorProps}>
    <SimpleShowLayout>
      <TextField source="name" />
      <UrlField source="website" target="_blank" rel="noopener noreferrer" />
      <FunctionField<Publication>
        source="publicationArea"
        render={(record) => record.publicationArea.map((county) => county.name).join(', ')}
      />
      <EnabledField source="enabled" label="resources.publications.fields.enabled" />
      <SelectField source="paymentMethod" choices={paymentMethodChoices} />
      <SelectField source="paymentPeriod" choices={paymentPeriodChoices} />
      <PriceField source="pricePerChargedNotice" />
    </SimpleShowLayout>
    <WithRecord<Publication> render={(record) => <AddressesAndContacts publication={record} />} />
    <PermissionsTable />
    <RecordHistory entityType="publication" />
  </Show>
);
