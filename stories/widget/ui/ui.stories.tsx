import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alert } from '../../../widget/ui/alert';
import { Button } from '../../../widget/ui/button';
import { StepIndicator } from '../../../widget/ui/step-indicator';
import { TextField } from '../../../widget/ui/text-field';
import '../../../widget/styles/index.css';

/** The widget's small building blocks together, in their states. */
function UiKit() {
  return (
    <div className="ps-root" style={{ display: 'grid', gap: 16, maxWidth: 560 }}>
      <StepIndicator steps={['Place Booking', 'Payment']} current={0} />
      <StepIndicator steps={['Place Booking', 'Payment']} current={1} />
      <div style={{ display: 'flex', gap: 12 }}>
        <Button variant="primary">Primary</Button>
        <Button>Secondary</Button>
        <Button variant="link">Link</Button>
        <Button variant="primary" disabled>
          Disabled
        </Button>
      </div>
      <Alert>Please fill all the fields</Alert>
      <Alert tone="info">Code CAP15 will be applied to your total when you place the booking.</Alert>
      <Alert tone="success">Payment received</Alert>
      <TextField id="kit-ok" label="First name" value="Ada" onChange={() => undefined} />
      <TextField
        id="kit-bad"
        label="Email"
        value="ada@"
        onChange={() => undefined}
        error="Enter an email address like name@example.com"
      />
    </div>
  );
}

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = { title: 'Widget/UI kit', component: UiKit } satisfies Meta<typeof UiKit>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Steps, buttons, alerts and fields, including an invalid field. */
export const AllStates: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByRole('listitem').filter((li) => li.getAttribute('aria-current') === 'step'),
    ).toHaveLength(2);
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  },
};
