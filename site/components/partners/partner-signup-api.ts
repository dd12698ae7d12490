import {
  type PartnerSignUp,
  type PartnerSignUpConfirmed,
  PartnerSignUpConfirmedSchema,
  type PartnerSignUpResult,
  PartnerSignUpResultSchema,
} from '@parking/core';
import { type ApiClientOptions, apiRequest } from '@parking/client';
import { z } from 'zod/mini';
import { SITE } from '../../config';

/** Same origin: the server takes a sign-up only from this site's own pages (its Origin header). */
const siteApi: ApiClientOptions = { apiBase: SITE.apiBase, credentials: 'same-origin' };

const SignedUpSchema = z.object({ data: PartnerSignUpResultSchema });
const ConfirmedSchema = z.object({ data: PartnerSignUpConfirmedSchema });

/** `POST /partners/sign-up`: the partner organisation, its owner and a test key; the sign-in link is emailed. */
export async function signUpPartner(body: PartnerSignUp): Promise<PartnerSignUpResult> {
  return (await apiRequest(siteApi, '/partners/sign-up', { method: 'POST', body, schema: SignedUpSchema })).data;
}

/** `POST /partners/sign-up/confirm`: an existing account confirms the sign-up emailed to it; the organisation is made. */
export async function confirmPartnerSignUp(token: string): Promise<PartnerSignUpConfirmed> {
  const body = { token };
  return (await apiRequest(siteApi, '/partners/sign-up/confirm', { method: 'POST', body, schema: ConfirmedSchema }))
    .data;
}
