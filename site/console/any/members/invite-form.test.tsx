import axe from 'axe-core';
import { ApiFailure } from '@parking/client';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { InviteForm } from './invite-form';
import '../../../styles/index.css';

const OWNER = { kind: 'operator', role: 'owner' } as const;

describe('InviteForm', () => {
  test('an empty submit by keyboard sends nothing, focuses the summary, marks the address; axe passes', async () => {
    const onInvite = vi.fn();
    const screen = await render(<InviteForm org={OWNER} onInvite={onInvite} onInvited={vi.fn()} />);
    (page.getByLabelText('Email address').element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const summary = page.getByRole('alert');
    await expect.element(summary).toHaveFocus();
    await expect.element(summary.getByRole('link', { name: 'Enter your email address' })).toBeVisible();
    await expect.element(page.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(onInvite).not.toHaveBeenCalled();
    const { violations } = await axe.run(screen.container, { resultTypes: ['violations'] });
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  test('a wrong address shows its message beside the field once the field is left', async () => {
    await render(<InviteForm org={OWNER} onInvite={vi.fn()} onInvited={vi.fn()} />);
    await page.getByLabelText('Email address').fill('not-an-address');
    expect(page.getByText('Enter an email address like name@example.com').query()).toBeNull();
    await page.getByLabelText('Role').click();
    await expect.element(page.getByText('Enter an email address like name@example.com')).toBeVisible();
    await expect
      .element(page.getByLabelText('Email address'))
      .toHaveAttribute('aria-describedby', 'invite-email-error');
  });

  test('an owner may give every role of the kind; a manager every role but owner', async () => {
    const first = await render(<InviteForm org={OWNER} onInvite={vi.fn()} onInvited={vi.fn()} />);
    const options = () => [...page.getByLabelText('Role').element().querySelectorAll('option')].map((o) => o.value);
    expect(options()).toEqual(['owner', 'manager', 'desk']);
    await first.unmount();
    await render(<InviteForm org={{ kind: 'operator', role: 'manager' }} onInvite={vi.fn()} onInvited={vi.fn()} />);
    expect(options()).toEqual(['manager', 'desk']);
  });

  test('a checked invite is sent with the address lower-cased and the chosen role, then the form empties', async () => {
    const onInvite = vi.fn(async () => undefined);
    const onInvited = vi.fn();
    await render(<InviteForm org={OWNER} onInvite={onInvite} onInvited={onInvited} />);
    await page.getByLabelText('Email address').fill(' New.Desk@Example.com ');
    await page.getByLabelText('Role').selectOptions('manager');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect.poll(() => onInvited.mock.calls).toEqual([['new.desk@example.com']]);
    expect(onInvite).toHaveBeenCalledWith({ email: 'new.desk@example.com', role: 'manager' });
    await expect.element(page.getByLabelText('Email address')).toHaveValue('');
  });

  test('a 403 from the server says in the summary who may invite', async () => {
    const refused = new ApiFailure('BAD_RESPONSE', 'The server answered 403', 403);
    await render(<InviteForm org={OWNER} onInvite={() => Promise.reject(refused)} onInvited={vi.fn()} />);
    await page.getByLabelText('Email address').fill('someone@example.com');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const summary = page.getByRole('alert');
    await expect.element(summary).toHaveTextContent('Only owners and managers can invite or change members.');
    await expect.element(summary).toHaveFocus();
  });
});
