import { type PartnerSignUp, type PartnerSignUpResult, PartnerSignUpResultSchema } from '@parking/core';
import { type ApiClientOptions, apiRequest } from '@parking/widget';
import { z } from 'zod/mini';
import { SITE } from '../../config';

/** Same origin: the server takes a sign-up only from this site's own pages (its Origin header). */
const siteApi: ApiClientOptions = { apiBase: SITE.apiBase, credentials: 'same-origin' };

const SignedUpSchema = z.object({ data: PartnerSignUpResultSchema });

/** `POST /partners/sign-up`: the partner organisation, its owner and a test key; the sign-in link is emailed. */
export async function signUpPartner(body: PartnerSignUp): Promise<PartnerSignUpResult> {
  return (await apiRequest(siteApi, '/partners/sign-up', { method: 'POST', body, schema: SignedUpSchema })).data;
}
