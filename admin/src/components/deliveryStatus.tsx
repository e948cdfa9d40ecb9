import { SelectInput } from 'react-admin';
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

/** Dates wrap after the day here: three of them, the status and the attempts beside the message fit 1366 px. */
const DATE_WIDTH = 140;

/** Widths of the delivery columns the outbox lists share. */
export const DELIVERY_WIDTHS = {
  createdAt: DATE_WIDTH,
  status: 110,
  attempts: 90,
  nextAttemptAt: DATE_WIDTH,
  sentAt: DATE_WIDTH,
};
