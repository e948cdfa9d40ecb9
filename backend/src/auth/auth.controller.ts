import { Body, Controller, Delete, Get, HttpCode, Post, Put, Req, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SessionService } from '../accounts/session.service';
import { ApiErrors, MessageDto } from '../platform/api-errors';
import { ApiPublic } from '../platform/api-public.decorator';
import { type Caller, Authenticated, CurrentCaller } from '../platform/caller';
import { AuthService } from './auth.service';
import { ChangePasswordDto, LoginDto } from './dto/auth.dto';
import { ProfileDto } from './dto/profile.dto';
import { ProfileService } from './profile.service';
import { requestMeta, requestToken } from './request-meta';
import { SessionAnswerDto } from './session-answer';

/** Signing in and out, and the signed-in user's own profile. */
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly profile: ProfileService,
  ) {}

  @ApiPublic()
  @ApiOperation({ summary: 'Sign in with e-mail and password' })
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionAnswerDto, description: 'token also in the access_token header and cookie' })
  @ApiErrors(
    [400, 'validation_failed'],
    [401, 'wrong_email_or_password'],
    [403, 'not_verified'],
    [403, 'blocked'],
    [403, 'no_publications'],
    [404, 'email_not_registered'],
    [422, 'not_active'],
    [429, 'too_many_requests'],
  )
  async login(
    @Body() dto: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionAnswerDto> {
    const { token, answer } = await this.auth.login(dto, requestMeta(req));
    this.sessions.sendToken(res, token);
    return answer;
  }

  /** Public on purpose: whatever the browser holds (even an ended session), the cookie is cleared. */
  @ApiPublic()
  @ApiOperation({ summary: 'Sign out (ends the session, clears the cookie)' })
  @Delete('logout')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'session ended, cookie cleared' })
  @ApiErrors([403, 'cross_origin_request'])
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    this.sessions.refuseCrossOrigin(req);
    await this.auth.logout(requestToken(req));
    this.sessions.clearToken(res);
  }

  @ApiOperation({ summary: 'Check the session and answer the signed-in user' })
  @Get('validate_token')
  @Authenticated()
  @ApiOkResponse({ type: SessionAnswerDto })
  validateToken(@CurrentCaller() caller: Caller): Promise<SessionAnswerDto> {
    return this.profile.show(caller);
  }

  @ApiOperation({ summary: "Show the signed-in user's profile" })
  @Get('profile')
  @Authenticated()
  @ApiOkResponse({ type: SessionAnswerDto })
  showProfile(@CurrentCaller() caller: Caller): Promise<SessionAnswerDto> {
    return this.profile.show(caller);
  }

  @ApiOperation({ summary: "Update the signed-in user's profile" })
  @Put('profile')
  @Authenticated({ permission: 'auth.updateProfile' })
  @ApiOkResponse({ type: SessionAnswerDto })
  @ApiErrors([400, 'validation_failed'])
  updateProfile(@CurrentCaller() caller: Caller, @Body() dto: ProfileDto): Promise<SessionAnswerDto> {
    return this.profile.update(caller, dto);
  }

  @ApiOperation({ summary: "Change the signed-in user's password" })
  @Put('change_password')
  @Authenticated()
  @ApiOkResponse({ type: MessageDto, description: "the user's other sessions are ended" })
  @ApiErrors([400, 'password_policy'], [400, 'passwords_must_match'], [422, 'old_password_does_not_match'])
  changePassword(@CurrentCaller() caller: Caller, @Body() dto: ChangePasswordDto): Promise<MessageDto> {
    return this.profile.changePassword(caller, dto);
  }
}
