import { readPreviewInputs } from '@/features/preview/route-state';

describe('readPreviewInputs', () => {
  it('takes the address from fileUrl first, then from the state url', () => {
    expect(readPreviewInputs('?fileUrl=%2Ffixtures%2Fa.pdf', { url: '/b.pdf' }).address).toBe('/fixtures/a.pdf');
    expect(readPreviewInputs('?x=1', { url: '/b.pdf' }).address).toBe('/b.pdf');
    expect(readPreviewInputs('', null).address).toBeNull();
    expect(readPreviewInputs('', { url: 42 }).address).toBeNull();
  });

  it('keeps well-formed buttons (at most four) and defaults their type', () => {
    const { buttons } = readPreviewInputs('', {
      buttons: [
        { text: ' 确认 ', type: 'primary', action: '/home' },
        { text: '无动作' },
        { text: '', action: '/home' },
        null,
        { text: '怪类型', type: 'bogus', action: 'back' },
        { text: '三', action: '/a' },
        { text: '四', action: '/b' },
        { text: '五', action: '/c' },
      ],
    });
    expect(buttons).toEqual([
      { text: '确认', type: 'primary', action: '/home' },
      { text: '怪类型', type: 'default', action: 'back' },
      { text: '三', type: 'default', action: '/a' },
      { text: '四', type: 'default', action: '/b' },
    ]);
  });

  it('reads the note and title as plain strings only', () => {
    expect(readPreviewInputs('', { note: '请核对', title: '证照预览' })).toMatchObject({ note: '请核对', title: '证照预览' });
    expect(readPreviewInputs('', { note: { html: '<b>x</b>' } })).toMatchObject({ note: '', title: '文件预览' });
  });
});
