import { ApiProperty } from '@nestjs/swagger';
import { DELIVERY_STATUSES, type DeliveryStatus } from './delivery';

/** The fields every outbox message shows (the Mailbox's mail, the text messages), its delivery state first. */
export class DeliveryStateDto {
  @ApiProperty() id: number;
  @ApiProperty() recipient: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sentAt: string | null;
  @ApiProperty({
    enum: DELIVERY_STATUSES,
    description:
      'queued (waiting for its job, or for the next retry), sending (a try under way, or cut short by a crash), sent, failed (retries used up or refused for good), not_configured (no provider: SMTP_URL or SMS_PROVIDER unset, printed and kept)',
  })
  status: DeliveryStatus;
  @ApiProperty({ description: 'Tries so far' }) attempts: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastAttemptAt: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the next try is due, while the message waits for one',
  })
  nextAttemptAt: string | null;
  @ApiProperty({ type: String, nullable: true }) lastError: string | null;
}
