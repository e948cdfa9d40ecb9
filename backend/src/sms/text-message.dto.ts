import { ApiProperty } from '@nestjs/swagger';
import { DeliveryStateDto } from '../mail/outbox.dto';

export class TextMessageDto extends DeliveryStateDto {
  @ApiProperty({ description: 'The text sent' }) body: string;
  @ApiProperty({ type: String, nullable: true, description: "The provider's (Twilio's) id, once sent" })
  providerId: string | null;
}

export class TextMessageListDto {
  @ApiProperty({ type: [TextMessageDto] }) data: TextMessageDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() per: number;
}
