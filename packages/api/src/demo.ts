import type { ConsoleRole } from './primitives.ts';

/** The well-known public test mnemonic; its first accounts are the demo console users. */
export const DEMO_MNEMONIC = 'test test test test test test test test test test test junk';

export const DEMO_ACCOUNTS = {
  super: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  admin: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  kol: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  operator: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  /** A plain platform user in the kol's downline. */
  user: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  /** A second super, so large withdrawals can get their second approval (Governance). */
  secondSuper: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
} as const satisfies Record<ConsoleRole | 'user' | 'secondSuper', `0x${string}`>;

/** HD account index of each demo account in DEMO_MNEMONIC. */
export const DEMO_ACCOUNT_INDEX = {
  super: 0,
  admin: 1,
  kol: 2,
  operator: 3,
  user: 4,
  secondSuper: 5,
} as const;

/** Demo referral commission per level (level 1 first) in basis points of the order amount; none past level 6. */
export const COMMISSION_BPS_BY_LEVEL = [1000, 500, 300, 200, 100, 100] as const;
