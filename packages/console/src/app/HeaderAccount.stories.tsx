import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleScreen, consoleLoader } from '../dev/ConsoleStory.tsx';
import { dialogClosed, findDialog, patient } from '../dev/screenQueries.ts';
import { ar } from '../lib/locales/ar.ts';

/**
 * Between the phone's drawer and the full header (a tablet, a small laptop), language, theme and
 * the account fold into one menu beside the search.
 */
const meta = {
  title: 'Console/Account menu',
  component: ConsoleScreen,
  args: { path: '/home' },
  loaders: [consoleLoader],
  globals: { viewport: { value: 'tablet', isRotated: false } },
  parameters: { console: { role: 'super' }, screenshot: { target: 'page', screens: 1 } },
} satisfies Meta<typeof ConsoleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** Opens the header's account menu, once the screen has drawn; returns the menu. */
async function openAccountMenu(canvasElement: HTMLElement, trigger: RegExp, heading: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: heading, level: 1 }, patient);
  // The menu's code loads once the header is folded.
  await userEvent.click(await canvas.findByRole('button', { name: trigger }, patient));
  return within(await page().findByRole('menu', {}, patient));
}

export const Folded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Users', level: 1 }, patient);
    const header = within(canvas.getByRole('banner'));
    // The header keeps the brand, the search and the menu; the rest waits inside the menu.
    await expect(header.getByRole('search')).toBeVisible();
    await expect(header.queryByRole('button', { name: 'Sign out' })).toBeNull();
    await expect(header.queryByRole('button', { name: 'Sessions' })).toBeNull();
    await expect(header.queryByRole('radiogroup', { name: 'Theme' })).toBeNull();
    await expect(header.getByText('Signed in as Super')).not.toBeVisible();
    const menu = await openAccountMenu(canvasElement, /^Super 0xf3…2266/, 'Users');
    await expect(menu.getByText('Signed in as Super')).toBeVisible();
    await expect(menu.getByText('Dana (treasury)')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Sessions' })).toBeVisible();
    const language = within(menu.getByRole('group', { name: 'Language' }));
    await expect(language.getByRole('menuitemradio', { name: 'English' })).toBeChecked();
    await expect(language.getByRole('menuitemradio', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
    const theme = within(menu.getByRole('group', { name: 'Theme' }));
    const themes = theme.getAllByRole('menuitemradio');
    await expect(themes).toHaveLength(3);
    for (const [index, name] of ['Light', 'Dark', 'System'].entries()) {
      await expect(themes[index]).toHaveAccessibleName(name);
    }
    await expect(theme.getByRole('menuitemradio', { name: 'Light' })).toBeChecked();
    await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    // Keyboard: the first item is focused, the arrows walk the menu, Escape gives focus back.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('menu')).toBeNull());
    await expect(canvas.getByRole('button', { name: /^Super 0xf3…2266/ })).toHaveFocus();
    // Open for the picture.
    await userEvent.keyboard('{Enter}');
    await expect(await page().findByRole('menu')).toBeVisible();
  },
};

/** Both settings are kept as before: the language through `?lang=`, the theme on the page. */
export const ChangesLanguageAndTheme: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    let menu = await openAccountMenu(canvasElement, /^Super/, 'Users');
    await userEvent.click(menu.getByRole('menuitemradio', { name: 'Dark' }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    await waitFor(() => expect(page().queryByRole('menu')).toBeNull());
    menu = await openAccountMenu(canvasElement, /^Super/, 'Users');
    await userEvent.click(menu.getByRole('menuitemradio', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    // The same menu, now in Arabic, has the new choices checked.
    menu = await openAccountMenu(canvasElement, new RegExp(`^${ar.roles.super}`), ar.users.title);
    await expect(menu.getByRole('menuitemradio', { name: 'العربية' })).toBeChecked();
    await expect(menu.getByRole('menuitemradio', { name: ar.nav.themeDark })).toBeChecked();
    await userEvent.keyboard('{Escape}');
  },
};

/** A menu item opens the sessions dialog; closing it leaves the page usable. */
export const Sessions: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const menu = await openAccountMenu(canvasElement, /^Super/, 'Users');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Sessions' }));
    const dialog = await findDialog('Your sessions');
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await dialogClosed();
    // Nothing left inert behind the closed dialog and menu.
    await waitFor(() => expect(getComputedStyle(document.body).pointerEvents).not.toBe('none'));
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Orders' }));
    await within(canvasElement).findByRole('heading', { name: 'Orders', level: 1 }, patient);
  },
};

export const SignOut: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const menu = await openAccountMenu(canvasElement, /^Super/, 'Users');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Sign out' }));
    await within(canvasElement).findByRole('heading', { name: 'Sign in', level: 1 }, patient);
  },
};

/** Right to left and dark: the menu opens under the trigger at the left edge, its marks at the right. */
export const FoldedRtlDark: Story = {
  globals: { locale: 'ar', theme: 'dark', viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    const menu = await openAccountMenu(canvasElement, new RegExp(`^${ar.roles.super}`), ar.users.title);
    const item = menu.getByRole('menuitemradio', { name: 'العربية' });
    await expect(item).toBeChecked();
    const mark = item.firstElementChild as HTMLElement;
    // The check mark leads the item: at its right edge in Arabic.
    await expect(mark.getBoundingClientRect().right).toBeGreaterThan(item.getBoundingClientRect().right - 24);
  },
};
