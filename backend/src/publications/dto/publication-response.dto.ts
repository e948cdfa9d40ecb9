import { ApiProperty } from '@nestjs/swagger';
import {
  MAX_NOTICE_PRICE,
  PAYMENT_METHODS,
  PAYMENT_PERIODS,
  PUBLICATION_ROLES,
  type PaymentMethod,
  type PaymentPeriod,
} from '@notices/common';
import { PublicationUserPermissionDto } from '../../accounts/dto/publication-access.dto';

/** An address as answers carry it: every field present (blank ones as ''). */
export class AddressAnswerDto {
  @ApiProperty({ example: '120 E Lenawee St' }) street: string;
  @ApiProperty({ example: '' }) optionalStreet: string;
  @ApiProperty({ example: 'Lansing' }) locality: string;
  @ApiProperty({ example: 'MI' }) region: string;
  @ApiProperty({ example: '48933' }) postalCode: string;
  @ApiProperty({ example: 'US' }) country: string;
}

/** A contact as answers carry it: every field present (a blank fax as ''). */
export class ContactAnswerDto {
  @ApiProperty({ example: 'Pat Rivera' }) name: string;
  @ApiProperty({ example: 'Legal Notices Editor' }) title: string;
  @ApiProperty({ example: '517-555-0100' }) phone: string;
  @ApiProperty({ example: 'legals@example.org' }) email: string;
  @ApiProperty({ example: '' }) fax: string;
}

export class AreaCountyDto {
  @ApiProperty({ example: 33 }) id: number;
  @ApiProperty({ example: 'Ingham' }) name: string;
}

/** The publication as the API answers it (docs/api-publications.md). */
export class PublicationResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() website: string;
  @ApiProperty() enabled: boolean;
  @ApiProperty() publishingEnabled: boolean;
  @ApiProperty({ type: [String], example: [...PUBLICATION_ROLES] })
  possibleRoles: string[];
  @ApiProperty({ enum: PAYMENT_METHODS }) paymentMethod: PaymentMethod;
  @ApiProperty({ enum: PAYMENT_PERIODS }) paymentPeriod: PaymentPeriod;
  @ApiProperty({ type: [AreaCountyDto] }) publicationArea: AreaCountyDto[];
  @ApiProperty({ description: 'true once any notice was ever created for it' }) noticesCreated: boolean;
  @ApiProperty({ type: AddressAnswerDto }) mailingAddress: AddressAnswerDto;
  @ApiProperty({ type: AddressAnswerDto }) billingAddress: AddressAnswerDto;
  @ApiProperty({ type: ContactAnswerDto }) mainContact: ContactAnswerDto;
  @ApiProperty({ type: ContactAnswerDto }) billingContact: ContactAnswerDto;
  @ApiProperty() billingAddressSameAsMailing: boolean;
  @ApiProperty() billingContactSameAsMain: boolean;
  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: MAX_NOTICE_PRICE,
    example: 12.5,
    description: 'US dollars billed per charged notice of a period (at most 2 decimals); null: none set',
  })
  pricePerChargedNotice: number | null;
  @ApiProperty({ type: [PublicationUserPermissionDto] })
  publicationUserPermissions: PublicationUserPermissionDto[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class PublicationListDto {
  @ApiProperty({ type: [PublicationResponseDto] }) data: PublicationResponseDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() per: number;
}

export class PublicationOptionDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() enabled: boolean;
  @ApiProperty() publishingEnabled: boolean;
  @ApiProperty({ type: [String], required: false, description: 'in publications_for_user lists' })
  possibleRoles?: string[];
  @ApiProperty({
    enum: PAYMENT_PERIODS,
    required: false,
    description: "in the all list: the publication's cycle (WEEK: new date rows default to +7 days)",
  })
  paymentPeriod?: PaymentPeriod;
}

export class PublicationOptionListDto {
  @ApiProperty({ type: [PublicationOptionDto] }) data: PublicationOptionDto[];
}

export class PublicPublicationDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

export class PublicPublicationListDto {
  @ApiProperty({ type: [PublicPublicationDto] }) data: PublicPublicationDto[];
}
