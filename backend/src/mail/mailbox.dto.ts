import { ApiProperty } from '@nestjs/swagger';
import { DeliveryStateDto } from './outbox.dto';

export class MailDto extends DeliveryStateDto {
  @ApiProperty() subject: string;
  @ApiProperty() textBody: string;
  @ApiProperty() htmlBody: string;
}

export class MailListDto {
  @ApiProperty({ type: [MailDto] }) data: MailDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() per: number;
}
