import { Controller, HttpCode, Post, Req, Res, UseFilters } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBasicAuth,
  ApiBody,
  ApiConsumes,
  ApiOperation,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { requestMeta } from '../auth/request-meta';
import { ErrorBodyDto } from '../platform/api-errors';
import { OAuthErrorDto, TokenAnswerDto, TokenRequestDto } from './api-key.dto';
import { ClientCredentialsService } from './client-credentials.service';
import { OAuthErrorFilter } from './oauth-error';
import { readTokenRequest } from './token-request';

/** The OAuth 2.0 client-credentials grant (RFC 6749 §4.4) for API users' programs. */
@ApiTags('auth')
@Controller('auth/token')
@UseFilters(OAuthErrorFilter)
export class TokenController {
  constructor(private readonly credentials: ClientCredentialsService) {}

  @ApiOperation({ summary: 'Exchange an API key for a bearer token (OAuth 2.0 client credentials)' })
  @Post()
  @HttpCode(200)
  @ApiBasicAuth('client')
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiBody({
    type: TokenRequestDto,
    examples: {
      basic: { summary: 'client as HTTP Basic', value: { grant_type: 'client_credentials' } },
      form: {
        summary: 'client as form fields',
        value: { grant_type: 'client_credentials', client_id: 'mpn_…', client_secret: '…' },
      },
    },
  })
  @ApiOkResponse({ type: TokenAnswerDto, description: 'send it as `Authorization: Bearer …`' })
  @ApiBadRequestResponse({ type: OAuthErrorDto, description: 'invalid_request / unsupported_grant_type' })
  @ApiUnauthorizedResponse({ type: OAuthErrorDto, description: 'invalid_client' })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: 'too_many_requests (failed attempts)' })
  async token(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<TokenAnswerDto> {
    const answer = await this.credentials.exchange(readTokenRequest(req), requestMeta(req));
    // RFC 6749 §5.1: token answers must not be cached.
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Pragma', 'no-cache');
    return answer;
  }
}
