import { describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../src/i18n/create-i18n';
import { UpdateNotice } from '../../../src/features/shell/UpdateNotice';
import { LoadingBar } from '../../../src/features/shell/LoadingBar';
import type { SiteLanguage } from '../../../streams/schemas/site-config';

async function renderIn(lang: SiteLanguage, ui: React.ReactElement) {
  const i18n = await createI18n(lang);
  await i18n.loadNamespaces('shell');
  return render(<I18nextProvider i18n={i18n}><Suspense fallback={null}>{ui}</Suspense></I18nextProvider>);
}

describe('update notice (T29, E06)', () => {
  it('[E06] asks to reload in the page language; Reload and Later do what they say', async () => {
    const onReload = vi.fn();
    const onLater = vi.fn();
    await renderIn('en', <UpdateNotice onReload={onReload} onLater={onLater} />);
    const notice = await screen.findByTestId('update-notice');
    expect(notice.getAttribute('role')).toBe('status');
    expect(screen.getByRole('heading', { name: 'A new version of the site is available' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(onLater).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onLater).toHaveBeenCalledTimes(1);
  });

  it('[E06] speaks Russian on a Russian page', async () => {
    await renderIn('ru', <UpdateNotice onReload={() => undefined} onLater={() => undefined} />);
    expect(await screen.findByRole('heading', { name: 'Доступна новая версия сайта' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Перезагрузить' })).toBeTruthy();
  });
});

describe('loading bar (T32)', () => {
  it('[T32] shows the progress as a labelled progress bar and nothing when no navigation loads', async () => {
    const view = await renderIn('en', <LoadingBar progress={0.45} />);
    const bar = await screen.findByRole('progressbar', { name: 'Loading the page' });
    expect(bar.getAttribute('aria-valuenow')).toBe('45');
    expect((bar.firstElementChild as HTMLElement).style.transform).toBe('scaleX(0.45)');
    view.unmount();
    await renderIn('en', <><LoadingBar progress={null} /><p>page</p></>);
    await screen.findByText('page');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
