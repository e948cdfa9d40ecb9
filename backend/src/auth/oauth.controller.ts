import { Body, Controller, Get, HttpCode, Post, Query, Redirect, Req, Res } from '@nestjs/common';
import {
  ApiFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorCode } from '@notices/common';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { Request, Response } from 'express';
import { SessionService } from '../accounts/session.service';
import { ApiErrors } from '../platform/api-errors';
import { ApiPublic } from '../platform/api-public.decorator';
import { AppException } from '../platform/app-exception';
import {
  BROWSER_COOKIE,
  BROWSER_LIFETIME_MS,
  OauthService,
  STATE_COOKIE,
  STATE_LIFETIME_MS,
} from './oauth.service';
import { OidcClient } from './oidc-client';
import { requestMeta, requestToken } from './request-meta';
import { SessionAnswerDto } from './session-answer';

export class OauthConfigDto {
  @ApiProperty() enabled: boolean;
  @ApiProperty({ example: 'oidc' }) provider: string;
  @ApiProperty({ example: '/api/v1/auth/oauth/login' }) loginUrl: string;
}

export class Auth0ConfigDto {
  @ApiProperty() clientId: string;
  @ApiProperty() domain: string;
  @ApiProperty() redirectUri: string;
}

export class OauthLoginQueryDto {
  @ApiPropertyOptional({ example: '/admin/', description: 'a path on this site' })
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  returnTo?: string;
}

export class OauthProviderQueryDto {
  @ApiProperty({ enum: ['oidc'] })
  @IsIn(['oidc'])
  provider: 'oidc';
}

export class OauthExchangeDto {
  @ApiProperty({ description: 'the identity_provider_id the callback put in the URL' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(256)
  identityProviderId: string;

  @ApiPropertyOptional({
    description: 'sign out of the session this browser holds (another user) and in with the code',
  })
  @IsOptional()
  @IsBoolean()
  replaceSession?: boolean;
}

/** Social login through OpenID Connect (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET). */
@ApiTags('auth')
@Controller('auth/oauth')
export class OauthController {
  constructor(
    private readonly oauth: OauthService,
    private readonly oidc: OidcClient,
    private readonly sessions: SessionService,
  ) {}

  @ApiPublic()
  @ApiOperation({ summary: 'Whether social login is configured, and where it starts' })
  @Get()
  @ApiOkResponse({ type: OauthConfigDto })
  providerConfig(): OauthConfigDto {
    return { enabled: this.oidc.enabled, provider: 'oidc', loginUrl: '/api/v1/auth/oauth/login' };
  }

  @ApiPublic()
  @ApiOperation({ summary: "The identity provider's public settings" })
  @Get('auth0')
  @ApiOkResponse({ type: Auth0ConfigDto })
  @ApiErrors([404, 'oauth_not_configured'])
  auth0Config(): Auth0ConfigDto {
    const settings = this.oauth.providerSettings();
    if (!settings) throw AppException.notFound(ErrorCode.oauthNotConfigured);
    return settings;
  }

  @ApiPublic()
  @ApiOperation({ summary: 'Start social login: redirect to the identity provider' })
  @Get('login')
  @Redirect()
  @ApiFoundResponse({
    description: 'to the identity provider, or back to returnTo?error=oauth_failed when it is unreachable',
    headers: { Location: { description: 'where to go', schema: { type: 'string', format: 'uri' } } },
  })
  @ApiErrors([400, 'validation_failed'], [404, 'oauth_not_configured'])
  async login(@Query() query: OauthLoginQueryDto, @Res({ passthrough: true }) res: Response) {
    const returnTo = this.oauth.safeReturnTo(query.returnTo);
    try {
      const { url, stateCookie } = await this.oauth.start(returnTo);
      res.cookie(STATE_COOKIE, stateCookie, {
        httpOnly: true,
        sameSite: 'lax',
        secure: this.oauth.secureCookies,
        path: '/api/v1/auth/oauth',
        maxAge: STATE_LIFETIME_MS,
      });
      return { url, statusCode: 302 };
    } catch (error) {
      if (error instanceof AppException) throw error;
      // The provider is unreachable: back to the page, with a code the front ends translate.
      return { url: this.oauth.returnUrl(returnTo, 'error', ErrorCode.oauthFailed), statusCode: 302 };
    }
  }

  @ApiPublic()
  @ApiOperation({ summary: "The identity provider's callback: redirect back to the page" })
  @Get('callback')
  @Redirect()
  @ApiFoundResponse({
    description: 'to returnTo?identity_provider_id=<one-time code> or returnTo?error=<code>',
    headers: { Location: { description: 'where to go', schema: { type: 'string', format: 'uri' } } },
  })
  async callback(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const query = req.originalUrl.includes('?')
      ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1)
      : '';
    const { url, browserCookie } = await this.oauth.callback(query, req.cookies?.[STATE_COOKIE]);
    res.clearCookie(STATE_COOKIE, { path: '/api/v1/auth/oauth' });
    // Path /: the site trades the code from the page the browser lands on, the admin from its script.
    if (browserCookie)
      res.cookie(BROWSER_COOKIE, browserCookie, {
        ...this.browserCookieOptions(),
        maxAge: BROWSER_LIFETIME_MS,
      });
    return { url, statusCode: 302 };
  }

  @ApiPublic()
  @ApiOperation({ summary: 'Exchange the one-time code of the callback for a session' })
  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: SessionAnswerDto, description: 'token also in the access_token header and cookie' })
  @ApiErrors(
    [400, 'validation_failed'],
    [401, 'invalid_token'],
    [401, 'account_blocked'],
    [401, 'no_publications'],
    [401, 'oauth_browser_mismatch'],
    [409, 'session_exists'],
  )
  async exchange(
    @Query() _query: OauthProviderQueryDto,
    @Body() dto: OauthExchangeDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionAnswerDto> {
    const from = {
      browserCookie: req.cookies?.[BROWSER_COOKIE],
      sessionToken: requestToken(req),
      replaceSession: dto.replaceSession === true,
    };
    try {
      const { token, answer } = await this.oauth.exchange(dto.identityProviderId, from, requestMeta(req));
      this.sessions.sendToken(res, token);
      res.clearCookie(BROWSER_COOKIE, this.browserCookieOptions());
      return answer;
    } catch (error) {
      // A 409 keeps the cookie: the visitor may still choose to continue with the code.
      if (!(error instanceof AppException && error.getStatus() === 409))
        res.clearCookie(BROWSER_COOKIE, this.browserCookieOptions());
      throw error;
    }
  }

  private browserCookieOptions() {
    return { httpOnly: true, sameSite: 'lax' as const, secure: this.oauth.secureCookies, path: '/' };
  }
}
