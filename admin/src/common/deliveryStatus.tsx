import { SelectInput } from 'react-admin';
import { TABLE_WIDTHS } from '@notices/common';
import type { Mail } from '../types';

type DeliveryStatus = Mail['status'];

/** Every delivery state of an outbox message (mail, text), in the order it walks them (docs/mail-delivery.md). */
const STATUSES: readonly DeliveryStatus[] = ['queued', 'sending', 'sent', 'failed', 'not_configured'];

export const deliveryStatusChoices = STATUSES.map((id) => ({
  id,
  name: `admin.deliveryStatuses.${id}`,
}));

/** The outbox lists' filter (Mailbox, text messages): the delivery status, always shown. */
export const deliveryFilters = [
  <SelectInput key="status" source="status" choices={deliveryStatusChoices} alwaysOn />,
];

/** Widths of the delivery columns the outbox lists share. */
export const DELIVERY_WIDTHS = {
  createdAt: TABLE_WIDTHS.createdAt,
  status: 120,
  attempts: 90,
  nextAttemptAt: TABLE_WIDTHS.createdAt,
  sentAt: TABLE_WIDTHS.createdAt,
};
