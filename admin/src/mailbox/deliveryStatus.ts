import type { Mail } from '../types';

type DeliveryStatus = Mail['status'];

/** Every delivery state, in the order a message walks them (docs/mail-delivery.md). */
const STATUSES: readonly DeliveryStatus[] = ['queued', 'sending', 'sent', 'failed', 'not_configured'];

export const deliveryStatusChoices = STATUSES.map((id) => ({
  id,
  name: `resources.mailbox.statuses.${id}`,
}));
