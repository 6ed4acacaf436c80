import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError.tsx';

type State = { error: unknown; path: string };

/**
 * A screen that throws while rendering shows the error panel inside the layout, so the menu stays.
 * Keyed by the path it failed on: opening another page tries again.
 */
export class ScreenBoundary extends Component<{ path: string; children: ReactNode }, State> {
  override state: State = { error: null, path: '' };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: { path: string }, state: State): Partial<State> | null {
    return props.path === state.path ? null : { error: null, path: props.path };
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
