import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CallChecklist, DEFAULT_CHECKLIST, MAX_CHECKLIST_ITEMS, newItemProblem } from '@/features/im/components/call-checklist';
import { findStatusWith } from '../../utils/status';

/** The socket as the checklist sees it: what it sends. */
const socket = vi.hoisted(() => {
  const sent: { type: string; content: string }[] = [];
  return {
    sent,
    connection: {
      send: async (m: { type: string; content: string }) => {
        sent.push(m);
        return 'tmp';
      },
    },
  };
});
vi.mock('@/features/im/socket/socket', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  currentConnection: () => socket.connection,
}));

beforeEach(() => {
  socket.sent.length = 0;
});

describe('the checklist staff send after a remote-handling call', () => {
  it('refuses an empty, too long, repeated or one-too-many check', () => {
    const items = DEFAULT_CHECKLIST.map((label) => ({ label }));
    expect(newItemProblem('  ', items)).toBe('请填写核对事项');
    expect(newItemProblem('核'.repeat(51), items)).toBe('核对事项不能超过50字');
    expect(newItemProblem('核'.repeat(50), items)).toBeNull();
    expect(newItemProblem(` ${DEFAULT_CHECKLIST[0]} `, items)).toBe('该核对事项已在清单中');
    const full = Array.from({ length: MAX_CHECKLIST_ITEMS }, (_, i) => ({ label: `事项${i}` }));
    expect(newItemProblem('户口簿已核验', full)).toBe('核对事项不能超过20项');
  });

  it('staff add checks of their own (ticked), remove one, and the checklist sent carries them', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(<CallChecklist callId="call-1" peerId="U0001" topic="社保卡" />);
    const form = screen.getByRole('form', { name: '核对清单（归档至办件）' });
    const field = within(form).getByLabelText('其他核对事项（选填）');

    await user.click(within(form).getByRole('button', { name: '添加' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('请填写核对事项');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.type(field, '户口簿原件已核验{Enter}');
    expect(within(form).getByRole('checkbox', { name: '户口簿原件已核验' })).toBeChecked();
    expect(field).toHaveValue('');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await user.type(field, '委托书已核对');
    await user.click(within(form).getByRole('button', { name: '添加' }));
    await user.click(within(form).getByRole('button', { name: '删除核对事项：委托书已核对' }));
    expect(within(form).queryByRole('checkbox', { name: '委托书已核对' })).not.toBeInTheDocument();
    // The usual checks cannot be removed, only left unticked.
    expect(within(form).queryByRole('button', { name: `删除核对事项：${DEFAULT_CHECKLIST[0]}` })).not.toBeInTheDocument();

    await user.click(within(form).getByRole('checkbox', { name: DEFAULT_CHECKLIST[0] }));
    await user.type(within(form).getByLabelText('后续事项'), '5个工作日内邮寄');
    await user.click(within(form).getByRole('button', { name: '发送核对清单' }));
    expect(await findStatusWith('核对清单已发送')).toHaveTextContent('核对清单已发送');
    expect(socket.sent).toHaveLength(1);
    expect(socket.sent[0].type).toBe('checklist');
    const content = JSON.parse(socket.sent[0].content) as { items: { label: string; checked: boolean }[]; nextSteps: string };
    expect(content.items).toEqual([
      { label: DEFAULT_CHECKLIST[0], checked: true },
      ...DEFAULT_CHECKLIST.slice(1).map((label) => ({ label, checked: false })),
      { label: '户口簿原件已核验', checked: true },
    ]);
    expect(content.nextSteps).toBe('5个工作日内邮寄');
  });
});
