import type { within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;
/** The part of the play function's userEvent this helper needs. */
type User = { type: (element: Element, text: string) => Promise<void>; click: (element: Element) => Promise<void> };

/** Types a valid step-1 form, as a visitor would. */
export async function fillBookingForm(canvas: Canvas, user: User, coupon?: string): Promise<void> {
  const fields: [string, string][] = [
    ['First name', 'Ada'],
    ['Last name', 'Lovelace'],
    ['Email', 'ada@example.com'],
    ['Mobile number', '07700 900123'],
    ['Registration', 'AB12 CDE'],
    ['Make', 'Ford'],
    ['Model', 'Focus'],
    ['Colour', 'Blue'],
    ['Return flight', 'EZY1235'],
  ];
  for (const [label, value] of fields) await user.type(canvas.getByLabelText(label, { exact: true }), value);
  if (coupon) await user.type(canvas.getByLabelText(/Coupon code/), coupon);
  await user.click(canvas.getByLabelText(/I accept the terms/));
}
