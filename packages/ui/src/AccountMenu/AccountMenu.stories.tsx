import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountMenu, type AccountMenuProps } from './AccountMenu.tsx';

const languages = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'ar', label: 'العربية', lang: 'ar' },
];

const onLanguage = fn();
const onTheme = fn();

/** Holds the chosen values, as the app would. */
function Stateful(props: AccountMenuProps) {
  const [language, setLanguage] = useState('en');
  const [theme, setTheme] = useState('light');
  const [languageChoice, themeChoice] = props.choices ?? [];
  const chooseLanguage = (value: string) => {
    setLanguage(value);
    onLanguage(value);
  };
  const chooseTheme = (value: string) => {
    setTheme(value);
    onTheme(value);
  };
  return (
    <div
      style={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-end', minBlockSize: '26rem' }}
    >
      <AccountMenu
        {...props}
        choices={[
          ...(languageChoice ? [{ ...languageChoice, value: language, onChange: chooseLanguage }] : []),
          ...(themeChoice ? [{ ...themeChoice, value: theme, onChange: chooseTheme }] : []),
        ]}
      />
    </div>
  );
}

const meta = {
  title: 'UI/AccountMenu',
  component: AccountMenu,
  render: (args) => <Stateful {...args} />,
  args: {
    trigger: (
      <>
        Super <bdi dir="ltr">0x9f2c…4c3d</bdi>
      </>
    ),
    account: (
      <>
        Signed in as Super
        <br />
        <bdi dir="ltr">0x9f2c…4c3d</bdi>
      </>
    ),
    actions: [{ id: 'sessions', label: 'Sessions', onSelect: fn() }],
    choices: [
      { id: 'language', label: 'Language', value: 'en', options: languages, onChange: fn() },
      {
        id: 'theme',
        label: 'Theme',
        value: 'light',
        options: [
          { value: 'light', label: 'Light' },
          { value: 'dark', label: 'Dark' },
          { value: 'system', label: 'System' },
        ],
        onChange: fn(),
      },
    ],
    onLogout: fn(),
    logoutLabel: 'Sign out',
  },
  parameters: { screenshot: { target: 'page' } },
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Super 0x9f2c…4c3d' }));
    const menu = within(await body().findByRole('menu'));
    await expect(menu.getByText('Signed in as Super')).toBeVisible();
    await expect(menu.getByRole('menuitemradio', { name: 'English' })).toBeChecked();
    await expect(menu.getByRole('menuitemradio', { name: 'Light' })).toBeChecked();
  },
};

/** Arrow keys walk the items, Enter picks one and closes the menu, focus returns to the trigger. */
export const Keyboard: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Super 0x9f2c…4c3d' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await body().findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: 'Sessions' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.actions?.[0]?.onSelect).toHaveBeenCalledOnce();
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const reopened = within(await body().findByRole('menu'));
    // Sessions, English, العربية, Light, Dark.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(reopened.getByRole('menuitemradio', { name: 'Dark' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onTheme).toHaveBeenLastCalledWith('dark');

    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** Each language's name is marked with its own language, for speech and against translation. */
export const LanguageNames: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Super/ }));
    const arabic = await body().findByRole('menuitemradio', { name: 'العربية' });
    await expect(arabic).toHaveAttribute('lang', 'ar');
    await expect(arabic).toHaveAttribute('translate', 'no');
    await userEvent.click(arabic);
    await expect(onLanguage).toHaveBeenLastCalledWith('ar');
  },
};

/** A long name ends in an ellipsis in the trigger and is whole in the menu. */
export const LongName: Story = {
  args: {
    trigger: 'Operations lead for the northern region partners',
    account: 'Signed in as the operations lead for the northern region partners',
  },
  render: (args) => (
    <div style={{ inlineSize: '14rem' }}>
      <AccountMenu {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await expect(trigger.getBoundingClientRect().width).toBeLessThanOrEqual(224);
  },
};

export const Rtl: Story = {
  args: {
    trigger: (
      <>
        مشرف أعلى <bdi dir="ltr">0x9f2c…4c3d</bdi>
      </>
    ),
    account: (
      <>
        مسجّل الدخول بصفة مشرف أعلى
        <br />
        <bdi dir="ltr">0x9f2c…4c3d</bdi>
      </>
    ),
    actions: [{ id: 'sessions', label: 'الجلسات', onSelect: fn() }],
    choices: [
      { id: 'language', label: 'اللغة', value: 'ar', options: languages, onChange: fn() },
      {
        id: 'theme',
        label: 'المظهر',
        value: 'dark',
        options: [
          { value: 'light', label: 'فاتح' },
          { value: 'dark', label: 'داكن' },
          { value: 'system', label: 'حسب النظام' },
        ],
        onChange: fn(),
      },
    ],
    logoutLabel: 'تسجيل الخروج',
  },
  // At the header's end, as in the app: the left edge in Arabic.
  render: (args) => (
    <div
      style={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-end', minBlockSize: '26rem' }}
    >
      <AccountMenu {...args} />
    </div>
  ),
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /^مشرف أعلى/ });
    await userEvent.click(trigger);
    const menu = await body().findByRole('menu');
    await expect(menu).toHaveAttribute('dir', 'rtl');
    // The trigger sits at the left edge; the menu lines up with it there and opens inwards.
    await expect(Math.round(menu.getBoundingClientRect().left)).toBe(
      Math.round(trigger.getBoundingClientRect().left),
    );
  },
};

export const DarkRtl: Story = { ...Rtl, globals: { locale: 'ar', theme: 'dark' } };
