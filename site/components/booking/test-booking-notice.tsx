import { ConfirmationSchema, ManagedBookingSchema } from '@parking/core';
import { apiRequest, useApiQuery } from '@parking/client';
import { z } from 'zod/mini';

const ConfirmationAnswer = z.object({ data: ConfirmationSchema });
const ManagedAnswer = z.object({ data: ManagedBookingSchema });

/** Props of {@link TestBookingNotice}. */
type TestBookingNoticeProps = {
  /** The booking's `test` flag (set only on a booking made through a partner's test key). */
  test: boolean | undefined;
};

/** The line every page shows about a test key's booking; nothing for a real one. */
function TestBookingNotice({ test }: TestBookingNoticeProps) {
  if (!test) return null;
  return (
    <p className="notice notice--test" role="note">
      <strong>TEST booking:</strong> no money was taken and the car park has not been told.
    </p>
  );
}

/** Props of {@link CheckoutTestNotice}. */
export type CheckoutTestNoticeProps = { sessionId: string };

/**
 * The TEST line of the success page. It reads the same cache entry as the widget's BookingSuccess
 * (`checkout <id>`, widget/api/hooks.ts), so the page still asks the server once.
 */
export function CheckoutTestNotice({ sessionId }: CheckoutTestNoticeProps) {
  const { data } = useApiQuery(`checkout ${sessionId}`, async (config) => {
    const path = `/checkout/${encodeURIComponent(sessionId)}`;
    return (await apiRequest(config, path, { schema: ConfirmationAnswer })).data;
  });
  return <TestBookingNotice test={data?.test} />;
}

/** Props of {@link ManageTestNotice}. */
export type ManageTestNoticeProps = { token: string | undefined };

/** The TEST line of Manage my booking, from the widget's `manage <token>` cache entry (one request). */
export function ManageTestNotice({ token }: ManageTestNoticeProps) {
  const { data } = useApiQuery(token ? `manage ${token}` : null, async (config) => {
    const headers = { Authorization: `Bearer ${token ?? ''}` };
    return (await apiRequest(config, '/manage/booking', { headers, schema: ManagedAnswer })).data;
  });
  return <TestBookingNotice test={data?.test} />;
}
