import { ApiProperty } from '@nestjs/swagger';
import { PublicationRoles } from '@notices/common';

/** A publication manager's role in one publication. */
export class PublicationUserPermissionDto {
  @ApiProperty() id: number;
  @ApiProperty() userId: number;
  @ApiProperty() userEmail: string;
  @ApiProperty() userFullName: string;
  @ApiProperty({
    example: PublicationRoles.PUBLICATION_USER,
    description: "PUBLICATION_ADMIN, PUBLICATION_USER or another of the publication's possibleRoles",
  })
  role: string;
  @ApiProperty() hasPermissionToPublish: boolean;
  @ApiProperty() publicationId: number;
  @ApiProperty() publicationName: string;
  @ApiProperty() publicationEnabled: boolean;
}

/** An API user's access to one publication; the admin labels deactivated ones. */
export class ApiUserToPublicationDto {
  @ApiProperty() publicationId: number;
  @ApiProperty() publicationName: string;
  @ApiProperty({ description: 'false once the publication is deactivated' }) publicationEnabled: boolean;
  @ApiProperty() allowFreeNotices: boolean;
}
