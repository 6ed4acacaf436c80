import { screenOfPath } from '@nsa/api';
import { describe, expect, it } from 'vitest';
import { guardRedirect, isTurnedAway, pathAfterSignIn } from './guards.ts';

describe('guardRedirect', () => {
  it('sends a visitor without session to /login keeping the wanted URL', () => {
    expect(guardRedirect('/order', '?page=3&status=paid', null)).toBe(
      `/login?redirect=${encodeURIComponent('/order?page=3&status=paid')}`,
    );
    expect(guardRedirect('/user/42', '', null)).toBe('/login?redirect=%2Fuser%2F42');
  });
  it('lets a visitor without session see /login and the 404 page', () => {
    expect(guardRedirect('/login', '', null)).toBeNull();
    expect(guardRedirect('/nowhere', '', null)).toBeNull();
  });
  it('confines the operator to /operation', () => {
    for (const path of ['/home', '/order', '/withdraw', '/user/1']) {
      expect(guardRedirect(path, '', 'operator')).toBe('/operation');
    }
    expect(guardRedirect('/operation', '', 'operator')).toBeNull();
  });
  it('sends a role to its home from a screen it may not see', () => {
    expect(guardRedirect('/withdraw', '', 'admin')).toBe('/home');
    expect(guardRedirect('/order', '', 'kol')).toBe('/home');
    expect(guardRedirect('/operation', '', 'kol')).toBe('/home');
    expect(guardRedirect('/withdraw', '', 'super')).toBeNull();
    expect(guardRedirect('/order', '', 'admin')).toBeNull();
  });
  it('opens the audit log to super only', () => {
    expect(guardRedirect('/audit', '?action=withdraw.approve', 'super')).toBeNull();
    expect(guardRedirect('/audit', '', 'admin')).toBe('/home');
    expect(guardRedirect('/audit', '', 'kol')).toBe('/home');
    expect(guardRedirect('/audit', '', 'operator')).toBe('/operation');
    expect(guardRedirect('/audit', '?actorAddress=0x1', null)).toBe(
      `/login?redirect=${encodeURIComponent('/audit?actorAddress=0x1')}`,
    );
    expect(pathAfterSignIn('/audit?action=points.set', 'super')).toBe('/audit?action=points.set');
    expect(pathAfterSignIn('/audit', 'admin')).toBe('/home');
  });
  it('moves a signed-in user away from /login', () => {
    expect(guardRedirect('/login', '', 'super')).toBe('/home');
    expect(guardRedirect('/login', '', 'operator')).toBe('/operation');
  });
});

describe('pathAfterSignIn', () => {
  it('returns to an allowed deep link', () => {
    expect(pathAfterSignIn('/order?page=2', 'admin')).toBe('/order?page=2');
  });
  it.each([
    [null, 'kol', '/home'],
    ['/order', 'kol', '/home'],
    ['/home', 'operator', '/operation'],
    ['//evil.example/home', 'super', '/home'],
    ['https://evil.example/home', 'super', '/home'],
    ['/\\evil.example', 'super', '/home'],
    ['/unknown', 'admin', '/home'],
  ] as const)('falls back to home for %s as %s', (redirect, role, expected) => {
    expect(pathAfterSignIn(redirect, role)).toBe(expected);
  });
});

describe('screenOfPath', () => {
  it('maps paths to screens', () => {
    expect(screenOfPath('/user/abc')).toBe('user');
    expect(screenOfPath('/user/')).toBeNull();
    expect(screenOfPath('/')).toBeNull();
  });
});

describe('isTurnedAway', () => {
  it('is a signed-in role sent from a screen it may not open', () => {
    expect(isTurnedAway('/withdraw', 'admin')).toBe(true);
    expect(isTurnedAway('/order', 'kol')).toBe(true);
    expect(isTurnedAway('/home', 'operator')).toBe(true);
    expect(isTurnedAway('/withdraw', 'super')).toBe(false);
    expect(isTurnedAway('/operation', 'operator')).toBe(false);
  });
  it('is not a sign-in redirect, nor the 404 page', () => {
    expect(isTurnedAway('/withdraw', null)).toBe(false);
    expect(isTurnedAway('/login', 'admin')).toBe(false);
    expect(isTurnedAway('/nowhere', 'kol')).toBe(false);
  });
});
