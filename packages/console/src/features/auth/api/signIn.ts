import { ApiError, isConsoleRole, LEGACY_LOGIN_MESSAGE } from '@nsa/api';
import type { Connector, CreateConnectorFn } from 'wagmi';
import { connect, disconnect, getAccount, signMessage } from 'wagmi/actions';
import { api } from '../../../lib/api.ts';
import { startSession, type UserInfo } from '../../../lib/session.ts';
import { wagmiConfig } from '../../../lib/wagmi.ts';

export type SignInStep = 'connecting' | 'signing';

/** The contract's nonce message, or the fixed legacy message when the backend has no nonce endpoint. */
async function loginMessage(address: `0x${string}`): Promise<string> {
  try {
    return (await api.authNonce({ address })).message;
  } catch (error) {
    if (error instanceof ApiError && error.code === '404') return LEGACY_LOGIN_MESSAGE;
    throw error;
  }
}

async function connectWallet(connector: Connector | CreateConnectorFn): Promise<`0x${string}`> {
  const current = getAccount(wagmiConfig);
  if (current.status === 'connected' && current.connector?.id === (connector as Connector).id)
    return current.address;
  // Connected to another wallet, or left mid-way by a reconnect that did not finish: start clean, or
  // wagmi refuses to connect a connector it is already busy with.
  if (current.status !== 'disconnected') await disconnect(wagmiConfig);
  const result = await connect(wagmiConfig, { connector });
  const address = result.accounts[0];
  if (!address) throw Object.assign(new Error('The wallet shared no account'), { code: 4100 });
  return address;
}

/** Connect, sign the login message, exchange it for a token; any failure leaves no session and no connection. */
export async function signIn(
  connector: Connector | CreateConnectorFn,
  onStep: (step: SignInStep) => void,
): Promise<UserInfo> {
  onStep('connecting');
  try {
    const address = await connectWallet(connector);
    const message = await loginMessage(address);
    onStep('signing');
    const signature = await signMessage(wagmiConfig, { account: address, message });
    const { token, user } = await api.authLogin({ address, message, signature });
    if (!isConsoleRole(user.role)) throw new ApiError('401', 'Not a console account', 401);
    const info: UserInfo = {
      role: user.role,
      address: user.address,
      uid: user.id,
      token,
      label: user.label ?? null,
    };
    startSession(info);
    return info;
  } catch (error) {
    await disconnect(wagmiConfig).catch(() => undefined);
    throw error;
  }
}
