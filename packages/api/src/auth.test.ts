import { describe, expect, it } from 'vitest';
import {
  buildLoginMessage,
  checkSignIn,
  type NonceStore,
  parseLoginMessage,
  type SignatureCheck,
} from './auth.ts';

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const nonce = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const now = new Date('2026-11-01T12:00:00.000Z');
const { message } = buildLoginMessage({
  address,
  origin: 'http://localhost:8080',
  chainId: 56,
  nonce,
  issuedAt: now,
});

/** A store holding one issued nonce; it records what it was asked. */
function storeOf(issued: string | null) {
  const asked: [string, string][] = [];
  let used = false;
  const store: NonceStore = {
    consume: async (n, a) => {
      asked.push([n, a]);
      if (used || issued === null || n !== nonce || a !== address) return null;
      used = true;
      return issued;
    },
  };
  return { store, asked };
}

function signatures(valid: boolean) {
  const seen: Parameters<SignatureCheck>[0][] = [];
  const verify: SignatureCheck = async (input) => {
    seen.push(input);
    return valid;
  };
  return { verify, seen };
}

const signature = `0x${'11'.repeat(65)}` as const;

describe('parseLoginMessage', () => {
  it('reads the fields of an issued message', () => {
    expect(parseLoginMessage(message)).toMatchObject({
      domain: 'localhost:8080',
      address,
      uri: 'http://localhost:8080',
      version: '1',
      chainId: 56,
      nonce,
      issuedAt: now.toISOString(),
    });
  });

  it.each([
    ['text after it', `${message}\n`],
    ['text before it', ` ${message}`],
    ['an impossible Issued At', message.replace(now.toISOString(), '2026-13-45T99:00:00.000Z')],
    ['no nonce', message.replace(/^Nonce: .*\n/m, '')],
  ])('refuses a message with %s', (_name, text) => {
    expect(parseLoginMessage(text)).toBeNull();
  });
});

describe('checkSignIn', () => {
  it('accepts the issued message and verifies it on the chain the issued message names', async () => {
    const { store } = storeOf(message);
    const { verify, seen } = signatures(true);
    const result = await checkSignIn({
      address,
      message,
      signature,
      now,
      nonces: store,
      verifySignature: verify,
    });
    expect(result).toEqual({ ok: true });
    expect(seen).toEqual([{ address, message, signature, chainId: 56 }]);
  });

  it('checks no signature when the text is not SIWE, and does not touch the nonce', async () => {
    const { store, asked } = storeOf(message);
    const { verify, seen } = signatures(true);
    const result = await checkSignIn({
      address,
      message: `${message}\n`,
      signature,
      now,
      nonces: store,
      verifySignature: verify,
    });
    expect(result).toMatchObject({ ok: false, field: 'message' });
    expect(asked).toEqual([]);
    expect(seen).toEqual([]);
  });

  it('checks no signature when the nonce is not valid for the address', async () => {
    const { store } = storeOf(null);
    const { verify, seen } = signatures(true);
    const result = await checkSignIn({
      address,
      message,
      signature,
      now,
      nonces: store,
      verifySignature: verify,
    });
    expect(result).toMatchObject({ ok: false, field: 'message', reason: expect.stringMatching(/nonce/) });
    expect(seen).toEqual([]);
  });

  it('refuses a submitted message that differs from the issued one, naming the field, without a signature check', async () => {
    const { store } = storeOf(message);
    const { verify, seen } = signatures(true);
    const other = message.replace('Chain ID: 56', 'Chain ID: 1');
    const result = await checkSignIn({
      address,
      message: other,
      signature,
      now,
      nonces: store,
      verifySignature: verify,
    });
    expect(result).toEqual({
      ok: false,
      field: 'message',
      reason: 'chainId differs from the message issued for this nonce',
    });
    expect(seen).toEqual([]);
    // The attempt consumed the nonce: the honest message is refused now.
    const again = await checkSignIn({
      address,
      message,
      signature,
      now,
      nonces: store,
      verifySignature: verify,
    });
    expect(again).toMatchObject({ ok: false, reason: expect.stringMatching(/nonce/) });
  });

  it('refuses a signature that does not verify', async () => {
    const { store } = storeOf(message);
    const { verify } = signatures(false);
    const result = await checkSignIn({
      address,
      message,
      signature,
      now,
      nonces: store,
      verifySignature: verify,
    });
    expect(result).toMatchObject({ ok: false, field: 'signature' });
  });

  it('names the text when the issued message cannot be read, or differs only outside its fields', async () => {
    const { verify, seen } = signatures(true);
    const unreadable = await checkSignIn({
      address,
      message,
      signature,
      now,
      nonces: storeOf('not a sign-in message').store,
      verifySignature: verify,
    });
    expect(unreadable).toEqual({
      ok: false,
      field: 'message',
      reason: 'text differs from the message issued for this nonce',
    });
    const statement = message.split('\n')[3] ?? '';
    expect(statement.length).toBeGreaterThan(0);
    const differs = await checkSignIn({
      address,
      message: message.replace(statement, `${statement} Please.`),
      signature,
      now,
      nonces: storeOf(message).store,
      verifySignature: verify,
    });
    expect(differs).toEqual({
      ok: false,
      field: 'message',
      reason: 'statement differs from the message issued for this nonce',
    });
    expect(seen).toEqual([]);
  });

  it('refuses a message issued for another address than the one signing in, before any signature check', async () => {
    // A store that hands out the message whatever address asks (the server's is bound to it).
    const lax: NonceStore = { consume: async () => message };
    const { verify, seen } = signatures(true);
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const result = await checkSignIn({
      address: other,
      message,
      signature,
      now,
      nonces: lax,
      verifySignature: verify,
    });
    expect(result).toEqual({ ok: false, field: 'address', reason: 'is not the address of the message' });
    expect(seen).toEqual([]);
  });
});
