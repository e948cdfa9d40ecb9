import { ApiProperty } from '@nestjs/swagger';
import {
  PAYMENT_METHODS,
  PAYMENT_PERIODS,
  PUBLICATION_ROLES,
  type PaymentMethod,
  type PaymentPeriod,
} from '@notices/common';
import { PublicationUserPermissionDto } from '../../users/dto/user-response.dto';
import { AddressDto, ContactDto } from './address-contact.dto';

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
  @ApiProperty({ type: AddressDto }) mailingAddress: AddressDto;
  @ApiProperty({ type: AddressDto }) billingAddress: AddressDto;
  @ApiProperty({ type: ContactDto }) mainContact: ContactDto;
  @ApiProperty({ type: ContactDto }) billingContact: ContactDto;
  @ApiProperty() billingAddressSameAsMailing: boolean;
  @ApiProperty() billingContactSameAsMain: boolean;
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
