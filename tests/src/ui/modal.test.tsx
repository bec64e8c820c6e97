import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../src/i18n/create-i18n';
import { Modal } from '../../../src/ui/Modal';

function Opener({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => { onClose?.(); setOpen(false); };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Open</button>
      {open && (
        <Modal title="Limits" onClose={close} testId="dialog">
          <label>Amount <input name="amount" /></label>
          <button type="button">Save</button>
        </Modal>
      )}
    </>
  );
}

async function renderOpener(onClose?: () => void) {
  const i18n = await createI18n('ru');
  render(<I18nextProvider i18n={i18n}><Opener {...(onClose ? { onClose } : {})} /></I18nextProvider>);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('the site modal (src/ui/Modal)', () => {
  it('is a labelled modal dialog; focus goes to its first field and back to the opener on close', async () => {
    const opener = await renderOpener();
    const dialog = screen.getByRole('dialog', { name: 'Limits' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Amount' }));
    // The close button speaks the page's language.
    act(() => screen.getByRole('button', { name: 'Закрыть окно' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('Escape closes it; Tab and Shift+Tab stay inside', async () => {
    const onClose = vi.fn();
    await renderOpener(onClose);
    const dialog = screen.getByTestId('dialog');
    const close = screen.getByRole('button', { name: 'Закрыть окно' });
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.keyDown(save, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
